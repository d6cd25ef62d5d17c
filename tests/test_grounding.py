"""Required values a request never states are asked for, not made up (issue 9, item 4)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.models.base import ChatMessage
from core.models.scripted import ScriptedModel
from core.runtime.grounding import ask_for, ungrounded
from core.runtime.loop import AgentRunner
from core.storage import Database, Span
from core.toolgen.tools import make_tool, registry_for
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

TABLE = make_tool("book_table").parameters  # restaurant, date, time (strings), party_size (int)
LOAN = make_tool("loan_payment").parameters  # principal, annual_rate (numbers), years (int)
SHIP = make_tool("ship_parcel").parameters  # weight_kg, speed (enum), destination (object)
MEETING = make_tool("book_meeting").parameters  # title, date, duration_min, attendees (list)


def _table(**changes: Any) -> dict[str, Any]:
    args = {"restaurant": "Casa Verde", "date": "2025-08-01", "time": "12:45", "party_size": 4}
    return {**args, **changes}


@pytest.mark.parametrize(
    "request_text",
    [
        "Book a table at Casa Verde on 2025-08-01 at 12:45 for 4 guests.",
        "Book a table at Casa Verde on 1 August 2025 at 12:45 for four guests.",
        "Book a table at casa verde on August 1st, 2025 at 12:45 for four people.",
    ],
)
def test_values_stated_in_any_form_are_grounded(request_text: str) -> None:
    assert ungrounded(_table(), TABLE, request_text) == []


def test_a_made_up_value_is_reported_by_name() -> None:
    said = "Book a table at Casa Verde on 1 August 2025 at 12:45."
    assert ungrounded(_table(), TABLE, said) == ["party_size"]
    # The parts of a date or a clock time are not quantities: no 8 guests, no 45 guests.
    assert ungrounded(_table(party_size=8), TABLE, said) == ["party_size"]
    assert ungrounded(_table(party_size=45), TABLE, said) == ["party_size"]
    # A made-up restaurant, a wrong day, a wrong year.
    assert ungrounded(_table(restaurant="The Lantern"), TABLE, said + " for 4") == ["restaurant"]
    assert ungrounded(_table(date="2025-08-02"), TABLE, said + " for 4") == ["date"]
    assert ungrounded(_table(date="2026-08-01"), TABLE, said + " for 4") == ["date"]


def test_numbers_in_words_and_in_other_units() -> None:
    loan = {"principal": 76500, "annual_rate": 4.5, "years": 30}
    said = "What's the monthly payment for a loan of 76,500 euros at 4.5 percent a year?"
    assert ungrounded(loan, LOAN, said) == ["years"]
    assert ungrounded(loan, LOAN, said + " Over thirty years.") == []
    parcel = {
        "weight_kg": 14.5,
        "speed": "express",  # enums are implied by a request, never checked
        "destination": {"street": "12 Harbour Road", "city": "Oslo", "postcode": "10115"},
    }
    said = "Send 14500 grams to 12 Harbour Road, Oslo, 10115."
    assert ungrounded(parcel, SHIP, said) == []
    moved = {**parcel, "destination": {**parcel["destination"], "city": "Bergen"}}
    assert ungrounded(moved, SHIP, said) == ["destination.city"]


def test_lists_relative_dates_stems_and_long_text() -> None:
    meeting = {
        "title": "Budget reviews",
        "date": "2026-11-27",
        "duration_min": 90,
        "attendees": ["Sofia Rossi", "John Smith"],
    }
    said = "Set up a budget review tomorrow for ninety minutes with Sofia Rossi."
    assert ungrounded(meeting, MEETING, said) == ["attendees[1]"]
    said += " Invite John Smith too."
    assert ungrounded(meeting, MEETING, said) == []
    # Longer strings are the model's own writing (a message, code): not checked.
    essay = {**meeting, "title": "A very long title that nobody in this chat ever wrote down"}
    assert ungrounded(essay, MEETING, said) == []


def test_the_question_names_what_is_missing() -> None:
    text = ask_for("book_table", TABLE, ["party_size", "time"])
    assert text.startswith("To run book_table I still need: ")
    assert "guests" in text and "time" in text and text.endswith("?")
    label = TABLE["properties"]["party_size"]["description"]
    assert label[1:] in text


# --- in the runtime ----------------------------------------------------------------------------


def _runner(
    tmp_path: Path, replies: list[str], tools: ToolRegistry
) -> tuple[AgentRunner, Database]:
    db = Database(url=f"sqlite:///{tmp_path / 'strop.db'}")
    db.migrate()

    def context(agent: str, run_id: int) -> ToolContext:
        return ToolContext(agent=agent, db=db, data_dir=tmp_path, run_id=run_id)

    runner = AgentRunner(model=ScriptedModel(replies), tools=tools, db=db, context_factory=context)
    return runner, db


def _call(tool: str, **args: Any) -> str:
    return json.dumps({"tool": tool, "args": args})


def _agent(**parameters: Any) -> AgentSpec:
    return AgentSpec(
        name="booker",
        system_prompt="Book things.",
        tools=("book_table",),
        parameters={"examples": [], **parameters},
    )


async def test_the_runtime_asks_instead_of_running_a_made_up_call(tmp_path: Path) -> None:
    made_up = _call(
        "book_table", restaurant="Casa Verde", date="2025-08-01", time="12:45", party_size=6
    )
    runner, db = _runner(tmp_path, [made_up], registry_for(["book_table"]))
    result = await runner.run(_agent(), "Book Casa Verde on 1 August 2025 at 12:45.")
    assert result.status == "done" and result.tool_calls == []
    assert "number of guests" in result.output.lower() and result.output.endswith("?")
    with db.session() as s:
        spans = list(s.scalars(select(Span).where(Span.run_id == result.run_id)))
    (check,) = [sp for sp in spans if sp.name == "ungrounded_call"]
    assert check.output == {"unstated": ["party_size"]}
    assert not [sp for sp in spans if sp.kind == "tool_call"]

    # The user's answer, a turn later, grounds the value: the call runs.
    done = json.dumps({"answer": "Booked."})
    runner, _ = _runner(tmp_path / "2", [made_up, done], registry_for(["book_table"]))
    history = [
        ChatMessage("user", "Book Casa Verde on 1 August 2025 at 12:45."),
        ChatMessage("assistant", result.output),
    ]
    again = await runner.run(_agent(), "We are six.", history=history)
    assert again.tool_calls == ["book_table"] and again.output == "Booked."


async def test_the_check_can_be_turned_off_and_spares_builtin_tools(tmp_path: Path) -> None:
    made_up = _call(
        "book_table", restaurant="Casa Verde", date="2025-08-01", time="12:45", party_size=6
    )
    done = json.dumps({"answer": "Booked."})
    runner, _ = _runner(tmp_path, [made_up, done], registry_for(["book_table"]))
    off = await runner.run(_agent(ground_arguments=False), "Book Casa Verde on 1 August 2025.")
    assert off.tool_calls == ["book_table"]

    tools = ToolRegistry()

    def lookup(query: str) -> str:
        """Search the notes."""
        return "nothing"

    tools.add(lookup)
    runner, _ = _runner(tmp_path / "b", [_call("lookup", query="holiday policy"), done], tools)
    agent = AgentSpec(name="notes", system_prompt="x", tools=("lookup",))
    builtin = await runner.run(agent, "How many days off do I get?")
    assert builtin.tool_calls == ["lookup"]  # a search query is the model's own wording


async def test_a_question_about_values_the_request_gives_becomes_the_call(tmp_path: Path) -> None:
    said = "Book Casa Verde on 1 August 2025 at 12:45 for 6 people."
    ask = json.dumps({"answer": "Please tell me the restaurant so I can book a table."})
    call = _call(
        "book_table", restaurant="Casa Verde", date="2025-08-01", time="12:45", party_size=6
    )
    done = json.dumps({"answer": "Booked a table for 6."})
    runner, db = _runner(tmp_path, [ask, call, done], registry_for(["book_table"]))
    result = await runner.run(_agent(), said)
    assert result.tool_calls == ["book_table"] and result.output == "Booked a table for 6."
    with db.session() as s:
        spans = list(s.scalars(select(Span).where(Span.run_id == result.run_id)))
    (checked,) = [sp for sp in spans if sp.name == "ask_checked"]
    assert checked.output["unstated"] == [] and checked.input["tool"] == "book_table"

    # Without the number of guests the model's call makes one up: the question is needed,
    # and it names what is missing.
    made_up = _call(
        "book_table", restaurant="Casa Verde", date="2025-08-01", time="12:45", party_size=2
    )
    ask_guests = json.dumps({"answer": "How many guests will there be?"})
    runner, _ = _runner(tmp_path / "2", [ask_guests, made_up], registry_for(["book_table"]))
    kept = await runner.run(_agent(), "Book Casa Verde on 1 August 2025 at 12:45.")
    assert kept.tool_calls == [] and "number of guests" in kept.output.lower()
    assert kept.output.startswith("To run book_table")

    # A plain answer is not a question: no second turn is asked of the model.
    runner, _ = _runner(tmp_path / "3", [json.dumps({"answer": "Hello!"})], registry_for([]))
    agent = AgentSpec(name="plain", system_prompt="x", tools=(), parameters={"examples": []})
    assert (await runner.run(agent, "Hi")).output == "Hello!"


def test_the_tool_a_question_is_about() -> None:
    from core.runtime.grounding import asked_tool

    table, parking, recipe = (make_tool(n) for n in ("book_table", "pay_parking", "scale_recipe"))
    shown = [table, parking, recipe]
    assert asked_tool("Which zone and plate is the parking for?", shown, None) is parking
    assert asked_tool("How many servings should the recipe make?", shown, None) is recipe
    assert asked_tool("Please tell me more.", shown, None) is None  # names no tool
    assert asked_tool("The parking is paid.", shown, None) is None  # not a question
    assert asked_tool("What do you mean?", shown, table) is table  # the routed tool
    assert asked_tool("What do you mean?", [recipe], None) is recipe  # the only one shown
