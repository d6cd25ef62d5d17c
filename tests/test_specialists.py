"""Tool specialists (SPEC 6.6): per-tool signal, candidates, routing, training on the real model."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from core.evals.suite import SuiteReport
from core.evals.tasks import tasks_for
from core.feedback import rate_run
from core.improve.evaluate import Evaluation, promotion
from core.improve.training import InProcessBackend
from core.models.base import ModelClient
from core.models.scripted import ScriptedModel
from core.runtime.trajectory import RunInfo, TrajectoryRecorder
from core.services import Services
from core.serving.instances import InstanceService
from core.serving.routing import Router, RouteRequest
from core.specialists import (
    SpecialistResult,
    active_specialists,
    request_tool,
    specialist_candidates,
    tool_for_request,
    tool_signals,
    tool_tasks,
    train_specialist,
)
from core.specialists import train as train_module
from core.storage import Database, Feedback, Run, TechniqueInsight, TrainingRun

# (tool, error, duration in ms) per call; "" is a call that worked
Calls = Sequence[tuple[str, str, float]]


def _run(db: Database, agent: str, calls: Calls) -> int:
    """A finished run with its tool spans, as the runtime records them."""
    rec = TrajectoryRecorder.start(
        db, RunInfo(agent_name=agent, agent_version_id=None, model="scripted", input="q?")
    )
    rec.span("llm_call", model="scripted", tokens_in=40, tokens_out=12)
    for name, error, ms in calls:
        rec.span("tool_call", name=name, input={"args": {"code": "print(6 * 7)"}})
        rec.span(
            "tool_result", name=name, output={"result": error or "42"}, error=error, duration_ms=ms
        )
        rec.span("llm_call", model="scripted", tokens_in=60, tokens_out=12)
    rec.span("output", output={"text": "The answer is 42."})
    rec.finish(output="The answer is 42.")
    return rec.run_id


BAD_ARGS = "invalid arguments for run_code: 'code' is a required property"


def _history(db: Database) -> None:
    """run_code: 12 runs (4 errored, rated bad; of 8 clean ones 1 bad, 5 good, 2 unrated;
    one run calls it twice); retrieve_rag: 10 good runs; noise from another agent and an
    invented tool."""
    for i in range(12):
        calls: list[tuple[str, str, float]] = [
            ("run_code", BAD_ARGS if i < 4 else "", 100.0 * (i + 1))
        ]
        if i == 11:
            calls.append(("run_code", "", 50.0))
        run_id = _run(db, "assistant", calls)
        if i < 4 or i == 4:
            rate_run(db, run_id, "bad", notes="wrong answer")
        elif i < 10:
            rate_run(db, run_id, "good")
    for _ in range(10):
        rate_run(db, _run(db, "assistant", [("retrieve_rag", "", 20.0)]), "good")
    for _ in range(5):  # another agent's failures are not the assistant's
        rate_run(db, _run(db, "helper", [("run_code", "the sandbox timed out", 9000.0)]), "bad")
    _run(db, "assistant", [("magic", "unknown tool 'magic'", 1.0)])


def _scripted(make_services: Callable[[ModelClient], Services]) -> Services:
    return make_services(ScriptedModel([]))


def test_tool_signals_from_a_rated_history(
    make_services: Callable[[ModelClient], Services],
) -> None:
    services = _scripted(make_services)
    _history(services.db)
    signals = tool_signals(services.db, agent="assistant")
    assert set(signals) == {"run_code", "retrieve_rag"}  # no invented tool, no other agent's
    code = signals["run_code"]
    assert (code.runs, code.calls, code.errors, code.error_rate) == (12, 13, 4, 0.333)
    assert (code.rated_runs, code.bad_runs, code.bad_rate, code.success) == (10, 5, 0.5, 0.5)
    assert code.failure_rate == 0.5  # max(error rate, bad rate)
    assert (code.p50_latency_ms, code.p95_latency_ms) == (600.0, 1200.0)
    assert (code.usable_runs, code.usable_good) == (10, 5)
    assert code.last_failure_at is not None
    rag = signals["retrieve_rag"]
    assert (rag.failure_rate, rag.success, rag.p95_latency_ms, rag.last_failure_at) == (
        0.0,
        1.0,
        20.0,
        None,
    )
    # Without an agent, the other agent's slow, failing calls count too.
    everyone = tool_signals(services.db)["run_code"]
    assert (everyone.runs, everyone.errors, everyone.p95_latency_ms) == (17, 9, 9000.0)
    assert (everyone.error_rate, everyone.bad_rate) == (0.529, 0.667)  # 9 of 17; 10 of 15
    assert everyone.as_dict()["failure_rate"] == 0.667


def test_candidates_need_failures_data_and_no_fresh_specialist(
    make_services: Callable[[ModelClient], Services],
) -> None:
    services = _scripted(make_services)
    db = services.db
    _history(db)
    (only,) = specialist_candidates(db, agent="assistant")
    assert only.tool == "run_code" and only.replaces == ""
    assert "fails in 50% of its runs" in only.reason
    # The threshold, both ways, and the data a specialist needs.
    assert specialist_candidates(db, agent="assistant", min_failure_rate=0.51) == []
    assert specialist_candidates(db, agent="assistant", min_runs=11) == []
    assert specialist_candidates(db, agent="assistant", min_good=6) == []
    with db.session() as s:
        last = max(s.scalars(select(Feedback.id)))
    assert specialist_candidates(db, agent="assistant", since_feedback_id=last) == []
    # A specialist deployed after the last failure has not been seen to fail: no candidate.
    InstanceService(db, services.settings.data_dir).spawn("tool-run_code", tags=["tool:run_code"])
    assert specialist_candidates(db, agent="assistant") == []
    # It fails afterwards: the tool is a candidate again, replacing it.
    rate_run(db, _run(db, "assistant", [("run_code", BAD_ARGS, 300.0)]), "bad")
    (again,) = specialist_candidates(db, agent="assistant")
    assert again.replaces == "tool-run_code" and "failed since it was deployed" in again.reason


ARITHMETIC = "What is 987 * 6543?"
CHIT_CHAT = "hi, how are you today?"


def test_requests_about_a_bound_tool_route_to_its_specialist(
    make_services: Callable[[ModelClient], Services],
) -> None:
    services = _scripted(make_services)
    agent = services.agents.get("assistant")
    tools = list(services.tools.subset(agent.tools))
    examples = list(agent.param("examples"))
    assert tool_for_request(ARITHMETIC, tools, examples=examples) == "run_code"
    assert tool_for_request("Compute 7 ** 9.", tools, examples=examples) == "run_code"
    assert tool_for_request(CHIT_CHAT, tools, examples=examples) is None  # a near tie
    assert tool_for_request("Tell me a joke", tools, examples=examples) is None
    # No instance is bound to a tool: nothing is predicted, the request path is untouched.
    assert request_tool(services, agent, ARITHMETIC) is None
    instances = InstanceService(services.db, services.settings.data_dir)
    instances.spawn("tool-run_code", tags=["tool:run_code"])
    router = Router(instances, services.model_for)

    def spec(text: str) -> str:
        return router.spec_for(
            RouteRequest(agent="assistant", tool=request_tool(services, agent, text))
        )

    assert spec(ARITHMETIC) == "instance:tool-run_code"
    assert spec(CHIT_CHAT) == ""  # the configured model
    routed = services.route("assistant", tool=request_tool(services, agent, ARITHMETIC))
    assert routed.model_id == "embedded:tool-run_code:base"
    assert (
        services.route("assistant", tool=request_tool(services, agent, CHIT_CHAT)) is services.model
    )
    instances.retire("tool-run_code")  # a retired specialist serves nothing
    assert request_tool(services, agent, ARITHMETIC) is None


async def test_a_chat_message_about_the_tool_is_answered_by_its_specialist(
    make_services: Callable[[ModelClient], Services],
) -> None:
    """The chat call site: the specialist's model answers arithmetic, the generalist the rest."""
    from chat_support.memory import MemorySurface

    from core.chat import Conversation, Message
    from core.conversation import ChatService

    services = make_services(ScriptedModel([_answer("Fine, thanks!")]))
    InstanceService(services.db, services.settings.data_dir).spawn(
        "tool-run_code", tags=["tool:run_code"]
    )
    specialist = ScriptedModel(
        [_call("print(987 * 6543)"), _answer("6457941")], model_id="scripted:specialist"
    )
    services.swap_model("instance:tool-run_code", specialist)
    chat, surface = ChatService(services), MemorySurface()
    channel = Conversation("memory", "C1", "T1")
    for n, text in enumerate([ARITHMETIC, CHIT_CHAT]):
        await chat.handle(
            Message(f"m{n}", channel, "U1", text, f"u{n}", mentions_bot=True), surface
        )
    with services.db.session() as s:
        models = [(r.input, r.model) for r in s.scalars(select(Run).order_by(Run.id))]
    assert models == [(ARITHMETIC, "scripted:specialist"), (CHIT_CHAT, "scripted:test")]


async def test_nothing_is_trained_without_held_out_tasks_or_new_data(
    make_services: Callable[[ModelClient], Services], monkeypatch: pytest.MonkeyPatch
) -> None:
    import core.rag.embeddings as embeddings

    def no_training(*args: Any, **kw: Any) -> int:
        raise AssertionError("nothing may be trained")

    monkeypatch.setattr(embeddings, "embed", _embed)
    monkeypatch.setattr(train_module, "trigger_training", no_training)
    services = _scripted(make_services)
    assert [t.id for t in tool_tasks("word_count")] == ["tool-words-standup"]
    few = await train_specialist(services, "word_count", say=lambda _: None)
    assert not few.trained and few.outcome is None and "at least 3" in few.reasons[0]
    empty = await train_specialist(services, "run_code", say=lambda _: None)
    assert len(empty.eval_tasks) >= 3 and not empty.trained
    assert "no new training examples" in empty.reasons[0] and empty.data["sft_examples"] == 0
    assert _insights(services.db) == [] and _tool_instances(services) == []


# --- training on the real model ------------------------------------------------------------


def _answer(text: str) -> str:
    return json.dumps({"answer": text})


def _call(code: str) -> str:
    return json.dumps({"tool": "run_code", "args": {"code": code}})


async def _run_code_history(services: Services) -> None:
    """Rated trajectories of the assistant with run_code: 8 right answers, 4 wrong ones."""
    replies: list[str] = []
    for n in range(2, 14):
        replies += [_call(f"print({n} * {n + 1})")]
        replies += [_answer(f"{n} * {n + 1} = {n * (n + 1) if n < 10 else 7}")]
    runner = services.runner(ScriptedModel(replies))
    spec = services.agents.get("assistant")
    for n in range(2, 14):
        run = await runner.run(spec, f"What is {n} * {n + 1}?")
        rate_run(
            services.db,
            run.run_id,
            "good" if n < 10 else "bad",
            notes="" if n < 10 else "wrong answer",
        )


class _Backend(InProcessBackend):
    """The in-process backend on the session's converted base checkpoint (no second conversion)."""

    def __init__(self, *, data_dir: Path, base: Path) -> None:
        super().__init__(data_dir=data_dir)
        self._base = base

    def submit(self, request: Mapping[str, Any]) -> str:
        return super().submit({**request, "base": str(self._base)})


def _embed(texts: object) -> list[list[float]]:
    items = list(texts)  # type: ignore[call-overload]
    return [[1.0 if i == j else 0.0 for j in range(len(items))] for i in range(len(items))]


def _tool_instances(services: Services) -> list[tuple[str, tuple[str, ...], str]]:
    instances = InstanceService(services.db, services.settings.data_dir)
    return [(i.name, i.tags, i.status) for i in instances.list(include_retired=True)]


def _insights(db: Database) -> list[TechniqueInsight]:
    with db.session() as s:
        rows = list(s.scalars(select(TechniqueInsight).order_by(TechniqueInsight.id)))
        s.expunge_all()
    return rows


def _fixed(metrics: dict[str, float]) -> Evaluation:
    return Evaluation("fixed", SuiteReport("assistant", "fixed"), None, dict(metrics))


@pytest.mark.slow
async def test_a_specialist_is_kept_only_when_it_beats_the_serving_model(
    make_services: Callable[[ModelClient], Services],
    real_model: ModelClient,
    real_base_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    import core.rag.embeddings as embeddings
    import core.serving.probe as probe

    monkeypatch.setattr(embeddings, "embed", _embed)  # no MiniLM: near-dedupe is not tested here
    services = make_services(real_model)
    await _run_code_history(services)
    assert {t.id for t in tool_tasks("run_code")} >= {"calc-product-3x4", "calc-power-7"}
    by_id = {t.id: t for t in tasks_for("heldout")}
    tasks = [by_id["calc-product-3x4"], by_id["calc-power-7"]]
    backend = _Backend(data_dir=services.settings.data_dir, base=real_base_dir)
    config = {"max_steps": 2, "batch_size": 2, "max_length": 1024, "learning_rate": 5e-4, "seed": 0}
    lines: list[str] = []

    real = await train_specialist(
        services, "run_code", eval_tasks=tasks, config=config, backend=backend, say=lines.append
    )
    assert real.trained and real.training_run is not None and real.data["sft_examples"] >= 1
    assert real.serving == "" and real.eval_tasks == ["calc-product-3x4", "calc-power-7"]
    assert real.before["n_tasks"] == real.after["n_tasks"] == 2
    better = promotion(real.before, real.after).promote
    assert real.kept == better
    if real.kept:
        assert real.after["success"] > real.before["success"]
    _check_outcome(services, real)

    # The other branch, in a fresh data directory with the same history, on the same adapter
    # and with the evaluation forced the other way.
    adapter = services.settings.data_dir / "adapters" / f"run-{real.training_run}.gguf"
    assert adapter.is_file()
    valid = {"tool_choice": 1.0, "argument_accuracy": 1.0, "invented_call_rate": 0.0, "n_tasks": 2}
    low, high = {**valid, "success": 0.0}, {**valid, "success": 1.0}
    order = [high, low] if real.kept else [low, high]  # serving first, then the candidate
    calls: list[Sequence[Any]] = []

    async def evaluate(services: Services, models: Sequence[ModelClient], **kw: Any) -> Evaluation:
        calls.append(kw["tasks"])
        return _fixed(order[len(calls) - 1])

    def trigger(db: Database, backend: Any, request: Mapping[str, Any], **kw: Any) -> int:
        with db.session() as s:
            row = TrainingRun(method=request["method"], status="done", adapter_path=str(adapter))
            s.add(row)
            s.flush()
            return row.id

    monkeypatch.setattr(train_module, "evaluate_in_scratch", evaluate)
    monkeypatch.setattr(probe, "probe_adapter", lambda *a, **kw: "ok")  # probed above
    monkeypatch.setattr(train_module, "trigger_training", trigger)
    monkeypatch.setattr(
        train_module,
        "watch_training",
        lambda *a, **kw: {"status": "done", "adapter_path": str(adapter)},
    )
    fresh = Services(
        services.settings.model_copy(update={"data_dir": tmp_path / "fresh"}), model=real_model
    )
    try:
        await _run_code_history(fresh)
        forced = await train_specialist(fresh, "run_code", eval_tasks=tasks, say=lines.append)
        assert forced.kept is not real.kept and len(calls) == 2 and calls[0] == tasks
        assert forced.after["success"] - forced.before["success"] == (1.0 if forced.kept else -1.0)
        _check_outcome(fresh, forced)
    finally:
        fresh.close()
    assert sum(("kept as" in line) for line in lines) == 1
    assert sum(("discarded" in line) for line in lines) == 1


def _check_outcome(services: Services, result: SpecialistResult) -> None:
    """Kept: an instance tagged tool:run_code serves arithmetic from now on. Discarded:
    nothing spawned, tagged or deployed. Either way one multi_instance insight says so."""
    agent = services.agents.get("assistant")
    instances = InstanceService(services.db, services.settings.data_dir)
    spec = Router(instances, services.model_for).spec_for(
        RouteRequest(agent="assistant", tool=request_tool(services, agent, ARITHMETIC))
    )
    if result.kept:
        assert result.outcome == "improved" and result.after["success"] > result.before["success"]
        assert (result.instance, result.version) == ("tool-run_code", 1)
        assert _tool_instances(services) == [("tool-run_code", ("tool:run_code",), "active")]
        assert [v.version for v in instances.versions("tool-run_code")] == [1]
        assert active_specialists(services.db)["run_code"].instance == "tool-run_code"
        assert spec == "instance:tool-run_code"
    else:
        assert result.outcome in ("no_change", "regressed")
        assert (result.instance, result.version) == ("", None)
        assert _tool_instances(services) == [] and active_specialists(services.db) == {}
        assert spec == ""
    (insight,) = _insights(services.db)
    assert (insight.technique, insight.scope, insight.outcome) == (
        "multi_instance",
        "agent:assistant,tool:run_code",
        result.outcome,
    )
    assert insight.config["kept"] is result.kept
    assert insight.metrics["success"] == pytest.approx(
        result.after["success"] - result.before["success"]
    )
