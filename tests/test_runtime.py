"""The agent loop on a scripted model: spans, recovery from bad turns, limits."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

import pytest

from core.agents.spec import AgentSpec
from core.models.scripted import ScriptedModel
from core.runtime.protocol import answer_schema
from core.services import Services
from core.trajectories import get_run


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def kinds(services: Services, run_id: int) -> list[tuple[str, str]]:
    run = get_run(services.db, run_id)
    return [(s["kind"], s["name"]) for s in run["attempts"][0]["spans"]]


@pytest.fixture
def agent() -> AgentSpec:
    return AgentSpec(
        name="tester",
        system_prompt="You test things.",
        tools=("run_code", "put_store_entry", "get_store_entry"),
        parameters={"max_steps": 3, "tool_choice_k": 0},
    )


async def test_tool_call_then_answer_is_recorded(
    make_services: Callable[..., Services], agent: AgentSpec
) -> None:
    model = ScriptedModel([call("run_code", code="print(6 * 7)"), answer("6 * 7 = 42")])
    services = make_services(model)
    streamed: list[str] = []
    result = await services.runner().run(agent, "What is 6 * 7?", on_text=streamed.append)
    assert result.status == "done"
    assert result.output == "6 * 7 = 42"
    assert "".join(streamed) == "6 * 7 = 42"
    assert kinds(services, result.run_id) == [
        ("llm_call", "scripted:test"),
        ("tool_call", "run_code"),
        ("tool_result", "run_code"),
        ("llm_call", "scripted:test"),
        ("output", ""),
    ]
    run = get_run(services.db, result.run_id)
    spans = run["attempts"][0]["spans"]
    assert json.loads(spans[2]["output"]["result"])["stdout"].strip() == "42"
    assert run["model"] == "scripted:test"
    assert run["tokens_out"] > 0
    # the tool result is what the model saw on its second turn
    assert "42" in model.calls[1]["messages"][-1].content
    # the grammar offered exactly the agent's tools plus an answer
    schema = model.calls[0]["json_schema"]
    offered = [o["properties"].get("tool", {}).get("const") for o in schema["anyOf"]]
    assert offered == ["run_code", "put_store_entry", "get_store_entry", None]


async def test_malformed_reply_is_re_asked(
    make_services: Callable[..., Services], agent: AgentSpec
) -> None:
    model = ScriptedModel(['{"tool": "run_code", "args": ', "I think", answer("fine")])
    services = make_services(model)
    result = await services.runner().run(agent, "hello")
    assert result.status == "done" and result.output == "fine"
    assert result.invalid_turns == 2
    names = [n for k, n in kinds(services, result.run_id) if k == "reasoning"]
    assert names == ["format_error", "format_error"]
    assert model.calls[1]["messages"][-1].content.startswith("Error: the reply was not valid JSON")


@pytest.mark.parametrize(
    ("bad_call", "expected"),
    [
        (call("launch_rockets", target="moon"), "unknown tool 'launch_rockets'"),
        (call("run_code", source="print(1)"), "invalid arguments for run_code"),
        (call("get_store_entry", store="nope", key="k"), "no store named 'nope'"),
    ],
)
async def test_tool_errors_are_recorded_and_shown_to_the_model(
    make_services: Callable[..., Services], agent: AgentSpec, bad_call: str, expected: str
) -> None:
    model = ScriptedModel([bad_call, answer("sorry")])
    services = make_services(model)
    result = await services.runner().run(agent, "do it")
    assert result.status == "done"
    spans = get_run(services.db, result.run_id)["attempts"][0]["spans"]
    tool_result = next(s for s in spans if s["kind"] == "tool_result")
    assert expected in tool_result["error"]
    assert expected in model.calls[1]["messages"][-1].content


async def test_disabled_tool_is_refused(make_services: Callable[..., Services]) -> None:
    agent = AgentSpec(name="narrow", system_prompt="x", tools=("run_code",))
    model = ScriptedModel([call("put_store_entry", store="s", key="k", value="v"), answer("ok")])
    services = make_services(model)
    result = await services.runner().run(agent, "save it")
    spans = get_run(services.db, result.run_id)["attempts"][0]["spans"]
    assert (
        "not enabled for agent narrow"
        in next(s for s in spans if s["kind"] == "tool_result")["error"]
    )


async def test_huge_tool_output_is_truncated(
    make_services: Callable[..., Services], agent: AgentSpec
) -> None:
    model = ScriptedModel([call("run_code", code="print('x' * 100000)"), answer("done")])
    services = make_services(model)
    result = await services.runner().run(agent, "flood")
    shown = model.calls[1]["messages"][-1].content
    assert len(shown) < services.settings.tool_output_chars + 200
    assert "truncated" in shown
    assert result.status == "done"


async def test_step_limit_forces_a_final_answer(
    make_services: Callable[..., Services], agent: AgentSpec
) -> None:
    loop_call = call("run_code", code="print(1)")
    model = ScriptedModel([loop_call, loop_call, loop_call, answer("gave up")])
    services = make_services(model)
    result = await services.runner().run(agent, "loop forever")
    assert result.output == "gave up"
    assert result.error == "step limit reached"
    final_schema = model.calls[-1]["json_schema"]
    assert final_schema["required"] == ["answer"]


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        (b"\xff\xfe\x00\x01", "binary"),
        ("a\x00b", "binary"),
        ("x" * 9000, "too long"),
    ],
)
async def test_bad_messages_fail_clearly_and_are_recorded(
    make_services: Callable[..., Services], agent: AgentSpec, message: str | bytes, problem: str
) -> None:
    model = ScriptedModel([])
    services = make_services(model)
    result = await services.runner().run(agent, message)
    assert result.status == "failed" and problem in result.error
    run = get_run(services.db, result.run_id)
    assert run["status"] == "failed" and problem in run["error"]
    assert model.calls == []


async def test_forbidden_pattern_is_re_asked(make_services: Callable[..., Services]) -> None:
    agent = AgentSpec(
        name="polite", system_prompt="x", constraints={"forbidden_patterns": [r"(?i)damn"]}
    )
    model = ScriptedModel([answer("damn it"), answer("oh dear")])
    services = make_services(model)
    result = await services.runner().run(agent, "swear")
    assert result.output == "oh dear"
    assert result.invalid_turns == 1


async def test_model_failure_marks_run_failed(
    make_services: Callable[..., Services], agent: AgentSpec
) -> None:
    from core.errors import ModelUnavailable

    def broken(_messages: object) -> str:
        raise ModelUnavailable("server down")

    services = make_services(ScriptedModel([broken]))
    result = await services.runner().run(agent, "hi")
    assert result.status == "failed" and "server down" in result.error
    assert get_run(services.db, result.run_id)["status"] == "failed"


async def test_a_model_that_learned_without_examples_is_run_without_them(
    make_services: Callable[..., Services],
) -> None:
    example = {"user": "What is 2 * 3?", "steps": [], "answer": "6"}
    agent = AgentSpec(
        name="shown",
        system_prompt="x",
        parameters={"max_steps": 1, "examples": [example, example]},
    )
    model = ScriptedModel([answer("hi"), answer("hi")])
    services = make_services(model)
    await services.runner().run(agent, "hello")
    assert len(model.calls[0]["messages"]) == 2 + 2 * 2  # system, two examples, request
    model.few_shot = False  # type: ignore[attr-defined]
    run = await services.runner().run(agent, "hello")
    assert [m.role for m in model.calls[1]["messages"]] == ["system", "user"]
    llm_call = get_run(services.db, run.run_id)["attempts"][0]["spans"][0]
    assert llm_call["input"]["example_messages"] == 0


async def test_saved_keys_make_the_recall_tool_selectable(
    make_services: Callable[..., Services],
) -> None:
    agent = AgentSpec(
        name="memo",
        system_prompt="x",
        tools=("run_code", "fetch_url", "put_store_entry", "get_store_entry"),
        parameters={"max_steps": 2, "tool_choice_k": 2},
    )
    model = ScriptedModel(
        [
            answer("I do not know."),
            call("put_store_entry", store="notes", key="design review", value="Thursday"),
            answer("Saved."),
            answer("I do not know."),
        ]
    )
    services = make_services(model)

    def offered(n: int) -> list[str]:
        schema = model.calls[n]["json_schema"]
        return [
            o["properties"]["tool"]["const"] for o in schema["anyOf"] if "tool" in o["properties"]
        ]

    await services.runner().run(agent, "When is the design review?")  # nothing saved yet
    assert "get_store_entry" not in offered(0)
    await services.runner().run(agent, "Please save: design review on Thursday.")
    await services.runner().run(agent, "When is the design review?")
    assert "get_store_entry" in offered(3)


async def test_max_examples_keeps_the_most_relevant(
    make_services: Callable[..., Services],
) -> None:
    examples = [
        {"user": "What is 2 * 3?", "steps": [], "answer": "6"},
        {"user": "Where is the wifi password?", "steps": [], "answer": "In the binder."},
        {"user": "Hello there!", "steps": [], "answer": "Hi!"},
    ]
    agent = AgentSpec(
        name="brief",
        system_prompt="x",
        parameters={"max_steps": 1, "examples": examples, "max_examples": 1},
    )
    model = ScriptedModel([answer("hi")])
    services = make_services(model)
    await services.runner().run(agent, "Hello!")
    messages = model.calls[0]["messages"]
    assert [m.content for m in messages[1:-1]] == ["Hello there!", answer("Hi!")]


async def test_a_message_no_tool_matches_is_answered_with_no_tools_shown(
    make_services: Callable[..., Services], agent: AgentSpec
) -> None:
    unmatched = dataclasses.replace(
        agent, parameters={**agent.parameters, "answer_unmatched": True, "tool_choice_k": 2}
    )
    replies = [answer("Honey."), call("run_code", code="print(6 * 7)"), answer("42")]
    model = ScriptedModel([*replies, answer("Honey.")])
    services = make_services(model)
    result = await services.runner().run(unmatched, "What do bees make?")
    assert result.output == "Honey."
    # no tool in the grammar or in the system prompt
    assert model.calls[0]["json_schema"] == {"anyOf": [answer_schema()]}
    assert "Tools:" not in model.calls[0]["messages"][0].content
    first = get_run(services.db, result.run_id)["attempts"][0]["spans"][0]
    assert first["kind"] == "llm_call" and first["input"]["tool_route"]["tool"] is None
    assert set(first["input"]["tool_route"]["scores"].values()) == {0.0}

    # a message that shares a word with a tool is offered tools as before
    result = await services.runner().run(unmatched, "Run code for 6 * 7")
    assert result.output == "42"
    assert "Tools:" in model.calls[1]["messages"][0].content

    # off (the default for agents), the first tools on offer stay
    await services.runner().run(agent, "What do bees make?")
    assert "Tools:" in model.calls[3]["messages"][0].content


async def test_a_clear_winner_alone_is_offered_to_the_first_call(
    make_services: Callable[..., Services], agent: AgentSpec
) -> None:
    def offered(schema: Any) -> list[str]:
        # a missing grammar (None) fails here with a TypeError
        return [
            o["properties"]["tool"]["const"] for o in schema["anyOf"] if "tool" in o["properties"]
        ]

    routed = dataclasses.replace(agent, parameters={**agent.parameters, "tool_route_margin": 1.5})
    reply = [call("run_code", code="print(6 * 7)"), answer("42")]
    model = ScriptedModel(reply * 2)
    services = make_services(model)
    result = await services.runner().run(routed, "Run code for 6 * 7")
    assert result.status == "done"
    # the grammar of the first turn holds the routed tool (and an answer); later turns all
    assert offered(model.calls[0]["json_schema"]) == ["run_code"]
    assert offered(model.calls[1]["json_schema"]) == list(agent.tools)
    first = get_run(services.db, result.run_id)["attempts"][0]["spans"][0]
    assert first["input"]["tool_route"]["tool"] == "run_code"
    assert set(first["input"]["tool_route"]["scores"]) == set(agent.tools)

    # switched off, the first call may use any tool and nothing is recorded
    off = dataclasses.replace(agent, parameters={**agent.parameters, "tool_route_margin": 0})
    result = await services.runner().run(off, "Run code for 6 * 7")
    assert offered(model.calls[2]["json_schema"]) == list(agent.tools)
    first = get_run(services.db, result.run_id)["attempts"][0]["spans"][0]
    assert "tool_route" not in first["input"]
