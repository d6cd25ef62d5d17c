"""Tool-use evaluation: generated held-out cases through the real runtime, scored by checkers."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Sequence
from typing import Any

import pytest

from core.models.base import ChatMessage, Completion, ModelClient
from core.models.scripted import ScriptedModel
from core.runtime.prompt import answer_text, call_text
from core.toolgen import EvalCase, eval_cases, evaluate_tool_use, family
from core.toolgen.examples import DEFAULT_AGENT

# The runtime's argument check off: these tests score the model's own turns.
UNCHECKED = dataclasses.replace(
    DEFAULT_AGENT, parameters={**DEFAULT_AGENT.parameters, "ground_arguments": False}
)


def one(kind: str, seed: int = 0) -> EvalCase:
    return eval_cases(1, seed=seed, kinds=(kind,))[0]  # type: ignore[arg-type]


def right_call(item: EvalCase) -> str:
    return call_text(item.case.target, item.case.arguments)


async def test_a_correct_call_scores_as_correct_and_the_model_saw_the_case_prompt() -> None:
    item = one("call")
    model = ScriptedModel([right_call(item), answer_text("Done.")])
    report = await evaluate_tool_use(model, [item])
    [result] = report.results
    assert result.ok and result.call_exact and result.reasons == []
    assert report.call_accuracy == 1.0 and report.valid_call_rate == 1.0
    assert result.valid_calls == 1 and result.status == "done"
    # the runtime showed exactly the rendered case prompt, with a grammar of its tools
    assert model.calls[0]["messages"] == item.messages
    offered = [
        o["properties"].get("tool", {}).get("const") for o in model.calls[0]["json_schema"]["anyOf"]
    ]
    assert offered == [*item.case.tools, None]
    assert len(report.model_turn_seconds) == 2


async def test_multi_step_runs_the_generated_tool_and_checks_the_answer() -> None:
    item = one("multi_step")
    case = item.case
    model = ScriptedModel([right_call(item), answer_text(case.answer)])
    report = await evaluate_tool_use(model, [item])
    assert report.results[0].ok, report.results[0].reasons
    # the tool really ran: its computed result is what the model read before answering
    assert case.result is not None
    seen = model.calls[1]["messages"][-1].content
    assert json.dumps(case.result, ensure_ascii=False) in seen
    # the same call answered with a wrong value fails on the answer only
    wrong = await evaluate_tool_use(
        ScriptedModel([right_call(item), answer_text("I could not work it out.")]), [item]
    )
    [result] = wrong.results
    assert not result.ok and result.call_exact
    assert any("does not contain" in r for r in result.reasons)


async def test_a_wrong_argument_fails_with_the_argument_named() -> None:
    numeric = [
        (item, p.name)
        for item in eval_cases(12, seed=0, kinds=("call",))
        for p in family(item.case.target).params
        if p.kind in ("int", "float") and p.name in item.case.arguments
    ]
    item, name = numeric[0]
    case = item.case
    bad = {**case.arguments, name: case.arguments[name] + 1}
    # The runtime's own check would withhold this call (the value was never said);
    # turned off, the checker itself must catch it.
    report = await evaluate_tool_use(
        ScriptedModel([call_text(case.target, bad), answer_text("Done.")]), [item], agent=UNCHECKED
    )
    [result] = report.results
    assert not result.ok and result.call_exact is False
    assert any(r.startswith(f"{name}: expected") for r in result.reasons)
    assert report.call_accuracy == 0.0
    # the call was well formed, so it still counts as valid
    assert report.valid_call_rate == 1.0
    assert report.failures()[0]["case"] == case.id


async def test_calling_the_wrong_tool_fails() -> None:
    item = one("choose")
    case = item.case
    other = next(t for t in case.tools if t != case.target)
    report = await evaluate_tool_use(
        ScriptedModel([call_text(other, {}), answer_text("Done.")]), [item]
    )
    [result] = report.results
    assert not result.ok
    assert result.reasons == [
        f"called the wrong function {other!r}; {case.target!r} fits the request"
    ]
    # {} breaks the distractor's schema (required arguments): a rejected call
    assert result.invalid_calls == 1 and report.valid_call_rate == 0.0


async def test_answering_or_calling_instead_of_abstaining_fails() -> None:
    item = one("no_fit")
    shown = item.case.tools[0]
    called = await evaluate_tool_use(
        ScriptedModel([call_text(shown, {}), answer_text("Done.")]), [item]
    )
    assert called.results[0].reasons == [f"expected an answer, got a call of {shown!r}"]
    assert called.abstain_accuracy == 0.0
    answered = await evaluate_tool_use(ScriptedModel([answer_text("Sure, all done!")]), [item])
    assert answered.results[0].reasons == ["the answer does not say that no shown tool can do this"]
    abstained = await evaluate_tool_use(ScriptedModel([answer_text(item.case.answer)]), [item])
    assert abstained.abstain_accuracy == 1.0
    # nothing tried to call: no valid-call rate is invented
    assert answered.valid_call_rate is None and answered.call_attempts == 0


async def test_asking_and_direct_answers_are_scored() -> None:
    missing, direct = one("missing"), one("no_tool")
    model = ScriptedModel(
        [
            answer_text("Here you go."),
            answer_text(missing.case.answer),
            answer_text(direct.case.answer),
        ]
    )
    # Scored as the model wrote them: the runtime's question check (which would ask the
    # model for a call after a question) is off.
    report = await evaluate_tool_use(model, [missing, missing, direct], agent=UNCHECKED)
    assert [r.ok for r in report.results] == [False, True, True]
    assert report.ask_accuracy == 0.5 and report.direct_accuracy == 1.0
    assert report.by_kind == {
        "missing": {"n": 2, "passed": 1, "rate": 0.5},
        "no_tool": {"n": 1, "passed": 1, "rate": 1.0},
    }
    assert report.call_accuracy is None


async def test_unconstrained_mode_re_asks_a_malformed_reply() -> None:
    item = one("call")
    model = ScriptedModel(
        ['{"tool": "' + item.case.target + '", "args": ', right_call(item), "All done."]
    )
    report = await evaluate_tool_use(model, [item], constrained=False)
    [result] = report.results
    assert all(c["json_schema"] is None for c in model.calls)
    assert model.calls[1]["messages"][-1].content.startswith("Error: the reply was not valid JSON")
    assert result.ok and result.malformed_turns == 1 and result.malformed_call_turns == 1
    # one good call out of two attempts to call; prose is read as the answer
    assert report.valid_call_rate == 0.5
    assert result.turns[-1] == answer_text("All done.")
    assert report.summary()["malformed_turns"] == 1


async def test_workers_need_their_own_model_copies() -> None:
    items = eval_cases(2, seed=1)
    with pytest.raises(ValueError, match="workers=2"):
        await evaluate_tool_use(ScriptedModel([]), items, workers=2)
    with pytest.raises(ValueError, match="at least one model"):
        await evaluate_tool_use([], items)


class _Waiting(ScriptedModel):
    """Gives the event loop a turn before replying, as a real backend's thread does."""

    async def complete(self, messages: Sequence[ChatMessage], **options: Any) -> Completion:
        await asyncio.sleep(0.01)
        return await super().complete(messages, **options)


async def test_cases_run_concurrently_on_copies_and_keep_their_order() -> None:
    items = eval_cases(4, seed=2, kinds=("no_tool",))
    answers = {i.case.request: i.case.answer for i in items}

    def reply(messages: Sequence[ChatMessage]) -> str:
        return answer_text(answers[messages[-1].content])

    copies = [_Waiting([reply] * 4, model_id=f"scripted:{n}") for n in range(2)]
    report = await evaluate_tool_use(copies, items)
    assert [r.case_id for r in report.results] == [i.case.id for i in items]
    assert all(copy.calls for copy in copies)
    assert report.direct_accuracy == 1.0


@pytest.mark.slow
async def test_real_model_runs_held_out_cases_end_to_end(real_model: ModelClient) -> None:
    items = eval_cases(3, seed=0)
    report = await evaluate_tool_use(real_model, items)
    assert report.n_cases == 3
    assert [r.case_id for r in report.results] == [i.case.id for i in items]
    for result, item in zip(report.results, items, strict=True):
        assert result.status in ("done", "failed")
        # the verdict is the checker's own on the turns the runtime accepted
        assert (
            result.ok == item.check(result.turns[: 2 if item.case.kind == "multi_step" else 1]).ok
        )
    # under the grammar every call the model tried was well formed and schema-valid
    assert report.call_attempts > 0 and report.valid_call_rate == 1.0
    assert sum(r.malformed_turns for r in report.results) == 0
    summary = report.summary()
    assert sum(v["n"] for v in summary["by_kind"].values()) == 3
    assert summary["call_accuracy"] == sum(bool(r.call_exact) for r in report.results) / 3
    assert summary["model_turns"] == sum(len(r.model_turn_seconds) for r in report.results) > 0
    assert 0 < summary["turn_p50_s"] <= summary["turn_p95_s"]
    assert len(report.failures()) == sum(not r.ok for r in report.results)
