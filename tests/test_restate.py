"""Unstated values are rewritten from what the user said, and skipped tools are tried."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.models.scripted import ScriptedModel
from core.runtime.grounding import claimed_tool, tool_words
from core.runtime.loop import AgentRunner
from core.runtime.restate import restricted, stated_choices, stated_dates
from core.storage import Database, Span
from core.toolgen.tools import make_tool, registry_for
from core.tools.context import ToolContext

LOAN = make_tool("loan_payment")  # principal, annual_rate (numbers), years (int)
VET = make_tool("vet_appointment")  # pet_name, species, visit_day, symptoms (list), urgent


def test_only_numbers_the_text_states_and_no_other_argument_uses_are_offered() -> None:
    said = "A loan of two hundred thousand euros at 3.5 percent over 25 years."
    args = {"principal": 20000, "annual_rate": 3.5, "years": 25}
    schema = restricted(LOAN.parameters, ["principal"], said, args)
    assert schema is not None
    assert schema["properties"]["principal"]["enum"] == [200000]
    assert schema["properties"]["years"] == LOAN.parameters["properties"]["years"]
    # Nothing else was said: there is no choice to offer, the user is asked.
    assert restricted(LOAN.parameters, ["principal"], "3.5 percent over 25 years", args) is None
    # Bounds are kept, and a number inside another value is not a candidate.
    assert stated_choices({"type": "integer", "minimum": 1, "maximum": 24}, "2 or 30 h") == [2]
    parking = {
        "type": "object",
        "properties": {"plate": {"type": "string"}, "hours": {"type": "integer"}},
    }
    plate = {"plate": "KL-482-Q", "hours": 12}
    assert restricted(parking, ["hours"], "Pay for plate KL-482-Q.", plate) is None


def test_list_items_get_the_users_phrases_and_names_are_asked_for() -> None:
    said = "Book a vet visit for Odin my parrot because of coughing, not eating and limping."
    args = {"pet_name": "Odin", "species": "parrot", "symptoms": ["cough", "dyscolecne"]}
    schema = restricted(VET.parameters, ["symptoms[1]"], said, args, tool_words(VET))
    assert schema is not None
    offered = schema["properties"]["symptoms"]["items"]["enum"]
    assert {"coughing", "not eating", "limping"} <= set(offered)
    # Nor the tool's own words ("vet", "visit"), nor a phrase ending in a small word.
    assert not {"vet", "visit", "Book", "of", "because of"} & set(offered)
    assert "Odin" not in offered  # already the pet's name
    # A missing plain string (a name, a place) is never picked from the words.
    assert restricted(VET.parameters, ["pet_name"], said, args, tool_words(VET)) is None


def test_an_answer_that_skips_a_fitting_checked_tool_is_claimed_for_it() -> None:
    request = "What is the monthly payment on a loan of 200000 eur at 3.5 percent for 25 years?"
    other = make_tool("book_table")
    tools = [LOAN, other]
    assert claimed_tool("It is 1001 eur.", request, request, tools, None) is LOAN
    # No checked tool shares enough words with the request: the answer stands.
    assert claimed_tool("Hello!", "Hi there, how are you?", "Hi", tools, None) is None
    assert claimed_tool("5", "What is 9 minus 4?", "What is 9 minus 4?", tools, None) is None
    # A routed tool is claimed only for an answer stating a number nobody said.
    assert claimed_tool("It is 200000.", "loan", request, tools, other) is None
    assert claimed_tool("It is 7.", "x", request, tools, other) is other


# --- in the runtime ----------------------------------------------------------------------------


def _runner(tmp_path: Path, replies: list[str]) -> tuple[AgentRunner, Database, ScriptedModel]:
    db = Database(url=f"sqlite:///{tmp_path / 'strop.db'}")
    db.migrate()

    def context(agent: str, run_id: int) -> ToolContext:
        return ToolContext(agent=agent, db=db, data_dir=tmp_path, run_id=run_id)

    model = ScriptedModel(replies)
    tools = registry_for(["loan_payment", "book_table"])
    return AgentRunner(model=model, tools=tools, db=db, context_factory=context), db, model


def _call(**args: Any) -> str:
    return json.dumps({"tool": "loan_payment", "args": args})


AGENT = AgentSpec(
    name="lender",
    system_prompt="Help with loans.",
    tools=("loan_payment", "book_table"),
    parameters={"examples": [], "tool_route_margin": 0},
)
SAID = "Monthly payment on a loan of two hundred thousand eur at 3.5 percent over 25 years?"


def _spans(db: Database, run_id: int, name: str) -> list[Span]:
    with db.session() as s:
        return list(s.scalars(select(Span).where(Span.run_id == run_id, Span.name == name)))


async def test_a_miscopied_number_is_rewritten_from_the_stated_ones(tmp_path: Path) -> None:
    wrong = _call(principal=20000, annual_rate=3.5, years=25)
    right = _call(principal=200000, annual_rate=3.5, years=25)
    done = json.dumps({"answer": "About 1001 eur a month."})
    runner, db, model = _runner(tmp_path, [wrong, right, done])
    result = await runner.run(AGENT, SAID)
    assert result.tool_calls == ["loan_payment"] and result.call_arguments[0]["principal"] == 200000
    # The second turn's grammar offered only this tool, and only the stated amount.
    (option,) = model.calls[1]["json_schema"]["anyOf"]
    assert option["properties"]["args"]["properties"]["principal"]["enum"] == [200000]
    (span,) = _spans(db, result.run_id, "restated_call")
    assert span.input["unstated"] == ["principal"] and span.output["unstated"] == []


async def test_nothing_to_choose_from_means_the_user_is_asked(tmp_path: Path) -> None:
    made_up = _call(principal=50000, annual_rate=3.5, years=25)
    runner, db, model = _runner(tmp_path, [made_up])
    result = await runner.run(AGENT, "Monthly payment at 3.5 percent over 25 years?")
    assert result.tool_calls == [] and result.output.startswith("To run loan_payment")
    assert len(model.calls) == 1 and not _spans(db, result.run_id, "restated_call")


async def test_a_guessed_result_becomes_the_fitting_tools_call(tmp_path: Path) -> None:
    guess = json.dumps({"answer": "It is 1234 eur a month."})
    call = _call(principal=200000, annual_rate=3.5, years=25)
    done = json.dumps({"answer": "About 1001 eur a month."})
    runner, db, _ = _runner(tmp_path, [guess, call, done])
    result = await runner.run(AGENT, SAID)
    assert result.tool_calls == ["loan_payment"] and result.output == "About 1001 eur a month."
    (span,) = _spans(db, result.run_id, "ask_checked")
    assert span.input["tool"] == "loan_payment"


def test_a_date_is_chosen_among_the_full_dates_written() -> None:
    said = "Book a vet visit for Odin my parrot on May 2, 2026 because of coughing."
    args = {"pet_name": "Odin", "species": "parrot", "visit_day": "2026-05-22"}
    schema = restricted(VET.parameters, ["visit_day"], said, args, tool_words(VET))
    assert schema is not None
    assert schema["properties"]["visit_day"]["enum"] == ["2026-05-02"]
    assert stated_dates("the 3rd of June 2025, 2026-1-7 or Feb 30, 2026") == [
        "2026-01-07",
        "2025-06-03",
    ]
    # A day without a year is not a full date: the user is asked.
    assert restricted(VET.parameters, ["visit_day"], "on May 2", args) is None
