"""Training rows carry the few-shot turns the model saw, so training matches serving."""

from __future__ import annotations

import json
from collections.abc import Callable

from core.feedback import rate_run
from core.improve.few_shot import run_few_shot, with_few_shot
from core.improve.from_feedback import from_feedback
from core.improve.sanitize import Sanitizer
from core.models.scripted import ScriptedModel
from core.services import Services
from core.trajectories import get_run


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def answer(text: str) -> str:
    return json.dumps({"answer": text})


async def test_rows_get_the_turns_their_run_showed(
    make_services: Callable[..., Services],
) -> None:
    model = ScriptedModel(
        [
            call("run_code", code="print(2 + 2)"),
            answer("2 + 2 = 4"),  # good
            answer("2 + 2 = 5"),  # same request, bad
        ]
    )
    services = make_services(model)
    runner = services.runner()
    agent = services.agents.get("assistant")
    good = await runner.run(agent, "What is 2 + 2?")
    bad = await runner.run(agent, "what is 2 + 2?")
    rate_run(services.db, good.run_id, "good", rater="ann")
    rate_run(services.db, bad.run_id, "bad", rater="ann")
    data = from_feedback(services.db, sanitizer=Sanitizer())
    assert len(data.sft) == 1 and len(data.dpo) == 1

    run = get_run(services.db, good.run_id)
    shown = run_few_shot(run)
    assert shown and shown[0]["role"] == "user"  # the assistant agent has example turns
    # One string of the examples is treated as a secret: inserted turns are sanitised too.
    planted = shown[-1]["content"][:12]
    rows = with_few_shot(services.db, [*data.sft, *data.dpo], Sanitizer(secrets=[planted]))
    sft, pair = rows

    n = len(shown)
    messages = sft["messages"]
    assert messages[0] == data.sft[0]["messages"][0]  # the system prompt stays first
    assert all(m["train"] is False for m in messages[1 : 1 + n])
    assert messages[1 + n :] == data.sft[0]["messages"][1:]  # own turns, not flagged
    assert planted not in json.dumps(rows)

    # Without the secret, the row is exactly what the model was shown, plus its reply.
    plain = with_few_shot(services.db, data.sft, Sanitizer())[0]["messages"]
    last = [s for s in run["attempts"][-1]["spans"] if s["kind"] == "llm_call"][-1]
    assert [{"role": m["role"], "content": m["content"]} for m in plain] == [
        *last["input"]["messages"],
        {"role": "assistant", "content": last["output"]["text"]},
    ]

    # A pair's prompt gets the turns (no flags: prompts are never learned); its answers don't.
    assert pair["prompt"][1 : 1 + n] == [
        {"role": m["role"], "content": m["content"]} for m in messages[1 : 1 + n]
    ]
    assert pair["prompt"][1 + n :] == data.dpo[0]["prompt"][1:]
    assert (pair["chosen"], pair["rejected"]) == (data.dpo[0]["chosen"], data.dpo[0]["rejected"])


def test_rows_without_a_run_or_examples_are_unchanged(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel([]))
    rows = [
        {"messages": [{"role": "user", "content": "hi"}], "provenance": {}},
        {"prompt": [{"role": "user", "content": "hi"}], "chosen": [], "rejected": []},
    ]
    assert with_few_shot(services.db, rows, Sanitizer()) == rows
    assert run_few_shot({"attempts": []}) == []
