"""An answer after a tool result restates the result's numbers (issue 9)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.models.base import ChatMessage, ModelClient
from core.models.scripted import ScriptedModel
from core.runtime.faithful import answer_pattern, faithful_schema, unstated_numbers
from core.runtime.loop import AgentRunner
from core.storage import Database, Span
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

RESULT = '{"stdout": "40353607\\n", "exit_code": 0}'


def test_numbers_nobody_stated_are_found() -> None:
    heard = ["Compute 7 ** 9.", RESULT]
    assert unstated_numbers("7 * 9 = 637", heard) == ["637"]
    assert unstated_numbers("7 ** 9 is 40,353,607.", heard) == []
    # Rounded results, numbers said in words, and signs count as stated.
    assert unstated_numbers("About 20.49 kWh a day.", ['{"kwh": 20.4918}']) == []
    assert unstated_numbers("You have 3 left.", ["I bought three apples"]) == []
    assert unstated_numbers("It is 4 degrees below zero.", ['{"celsius": -4}']) == []
    assert unstated_numbers("It is 20.6 kWh.", ['{"kwh": 20.4918}']) == ["20.6"]
    # Dates and clock times are not quantities.
    assert unstated_numbers("First high tide at 3:00 on 2026-10-03.", ['{"hour": 3}']) == []
    assert unstated_numbers("Lunch at 12:30.", ["Lunch is on Thursday."], dates=True) == [
        "12",
        "30",
    ]
    # ...but an hour's ":00" states no minutes.
    assert unstated_numbers("Doors open at 15:00.", ['{"start_hour": 15}'], dates=True) == []
    assert unstated_numbers("Doors open at 16:00.", ['{"start_hour": 15}'], dates=True) == ["16"]


def test_the_pattern_admits_only_stated_numbers() -> None:
    pattern = re.compile(answer_pattern(["Compute 7 ** 9.", RESULT, "costs 1,200.50 eur"]))
    for good in ["7 ** 9 = 40353607", "It is 1,200.50 eur.", "No numbers here.", ""]:
        assert pattern.fullmatch(good), good
    for bad in ["7 * 9 = 637", "79", "40353608", 'a "quote"', "1300"]:
        assert not pattern.fullmatch(bad), bad
    # Nothing stated: no digit at all.
    assert not re.fullmatch(answer_pattern(["hello"]), "it is 5")


@pytest.mark.parametrize(
    "heard",
    [
        ["Compute 7 ** 9.", RESULT],
        ['{"hits": [{"text": "Costs 0.58 eur, 1,200.5 in total; call 555-0142 at 10:00."}]}'],
        ['nothing numeric \\ " \n here'],
        [" ".join(str(n) for n in range(1000))],  # more numbers than the grammar lists
    ],
)
def test_the_schema_compiles_to_a_llama_cpp_grammar(heard: list[str]) -> None:
    from llama_cpp import llama_grammar

    grammar = llama_grammar.LlamaGrammar.from_json_schema(
        json.dumps(faithful_schema(heard)), verbose=False
    )
    rules = grammar._grammar
    assert "answer ::=" in rules and "root ::=" in rules
    # An escaped "." (the converter writes it as is) made llama.cpp reject the grammar.
    assert "\\." not in rules.split("answer ::=")[1].split("\n")[0]


def power(base: int, exponent: int) -> int:
    """Raise a number to a power.

    Args:
        base: The base.
        exponent: The exponent.
    """
    return int(base**exponent)


def broken(query: str) -> str:
    """Look something up.

    Args:
        query: What to look up.
    """
    raise RuntimeError("the service is down")


def _runner(tmp_path: Path, replies: list[str]) -> tuple[AgentRunner, Database, ScriptedModel]:
    db = Database(url=f"sqlite:///{tmp_path / 'strop.db'}")
    db.migrate()
    tools = ToolRegistry()
    tools.add(power)
    tools.add(broken)

    def context(agent: str, run_id: int) -> ToolContext:
        return ToolContext(agent=agent, db=db, data_dir=tmp_path, run_id=run_id)

    model = ScriptedModel(replies)
    return AgentRunner(model=model, tools=tools, db=db, context_factory=context), db, model


def _agent(**parameters: Any) -> AgentSpec:
    return AgentSpec(
        name="calc",
        system_prompt="Compute things.",
        tools=("power", "broken"),
        parameters={"examples": [], **parameters},
    )


def _answer(text: str) -> str:
    return json.dumps({"answer": text})


CALL = json.dumps({"tool": "power", "args": {"base": 7, "exponent": 9}})


def _spans(db: Database, run_id: int) -> list[Span]:
    with db.session() as s:
        return list(
            s.scalars(select(Span).where(Span.run_id == run_id, Span.name == "restated_answer"))
        )


async def test_an_answer_with_a_made_up_number_is_written_again(tmp_path: Path) -> None:
    runner, db, model = _runner(
        tmp_path, [CALL, _answer("7 * 9 = 637"), _answer("It is 40353607.")]
    )
    result = await runner.run(_agent(), "Compute 7 ** 9.")
    assert result.output == "It is 40353607."
    pattern = model.calls[2]["json_schema"]["properties"]["answer"]["pattern"]
    assert re.fullmatch(pattern, "It is 40353607.") and not re.fullmatch(pattern, "637")
    (span,) = _spans(db, result.run_id)
    assert span.input["unstated"] == ["637"] and span.output["answer"] == "It is 40353607."


async def test_stated_numbers_failed_tools_and_the_switch_leave_answers_alone(
    tmp_path: Path,
) -> None:
    runner, db, model = _runner(tmp_path / "a", [CALL, _answer("7 ** 9 = 40353607")])
    result = await runner.run(_agent(), "Compute 7 ** 9.")
    assert result.output == "7 ** 9 = 40353607" and len(model.calls) == 2
    # A tool that failed told nothing: the model answers from what it knows.
    lookup = json.dumps({"tool": "broken", "args": {"query": "spider legs"}})
    runner, db, model = _runner(tmp_path / "b", [lookup, _answer("A spider has 8 legs.")])
    result = await runner.run(_agent(), "How many legs does a spider have?")
    assert result.output == "A spider has 8 legs." and not _spans(db, result.run_id)
    runner, db, model = _runner(tmp_path / "c", [CALL, _answer("7 * 9 = 637")])
    result = await runner.run(_agent(faithful_answers=False), "Compute 7 ** 9.")
    assert result.output == "7 * 9 = 637" and len(model.calls) == 2


async def test_a_placeholder_answer_is_not_given_as_the_reply(tmp_path: Path) -> None:
    runner, _, _ = _runner(tmp_path, [_answer("..."), _answer("I do not know.")])
    result = await runner.run(_agent(), "Which planet is known as the Red Planet?")
    assert result.output == "I do not know."


async def test_the_real_model_answers_with_stated_numbers_only(real_model: ModelClient) -> None:
    heard = ["Compute 7 ** 9.", RESULT]
    messages = [
        ChatMessage("system", 'Reply with {"answer": "..."}.'),
        ChatMessage("user", heard[0]),
        ChatMessage("assistant", json.dumps({"tool": "run_code", "args": {"code": "7 ** 9"}})),
        ChatMessage("user", f"Result of run_code: {RESULT}"),
        ChatMessage("assistant", json.dumps({"answer": "7 * 9 = 637"})),
        ChatMessage("user", "Answer again; use the result."),
    ]
    completion = await real_model.complete(
        messages, max_tokens=40, temperature=0.0, json_schema=faithful_schema(heard)
    )
    answer = json.loads(completion.text)["answer"]
    assert unstated_numbers(answer, heard) == []
    assert re.fullmatch(answer_pattern(heard), answer)
