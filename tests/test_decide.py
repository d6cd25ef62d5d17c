"""Deciding what to optimise (strop issue 8, items 1 and 5; SPEC 6.8).

Histories are recorded the way the runner records them (runs, attempts, spans),
rated with comments, and the comments read by the real reward-analysis rules.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from core.agents.service import AgentService
from core.agents.spec import AgentSpec
from core.decide import decide_optimization_target, settle_prompt_decisions
from core.decide.decide import (
    LATENCY_P95_LIMIT_S,
    MIN_RATINGS,
    MIN_TRAINING_RUNS,
)
from core.errors import ConfigurationError, ToolError
from core.evolution.playbook import record_technique_insight
from core.evolution.ratings import analyse_new
from core.evolution.records import check_outcomes
from core.feedback import rate_run
from core.improve import training
from core.improve.branch import decide_flag
from core.improve.cycle import run_cycle
from core.improve.jobs import JobService
from core.models.base import ModelClient
from core.models.scripted import ScriptedModel
from core.runtime.trajectory import RunInfo, TrajectoryRecorder
from core.services import Services
from core.specialists import SpecialistResult
from core.storage import (
    Database,
    EvolutionRecord,
    Feedback,
    ImprovementCycle,
    Run,
    TrainingRun,
)

# (tool name, error) per call; "" is a call that worked
Calls = Sequence[tuple[str, str]]


def _version(db: Database, agent: str, prompt: str) -> int:
    spec = AgentService(db).create(AgentSpec(name=agent, system_prompt=prompt))
    assert spec.version_id is not None
    return spec.version_id


def _run(
    db: Database,
    agent: str,
    output: str,
    *,
    calls: Calls = (),
    version_id: int | None = None,
    seconds: float = 2.0,
) -> int:
    rec = TrajectoryRecorder.start(
        db, RunInfo(agent_name=agent, agent_version_id=version_id, model="scripted", input="q?")
    )
    rec.span("llm_call", model="scripted", tokens_in=40, tokens_out=12)
    for name, error in calls:
        rec.span("tool_call", name=name, input={"args": {"code": "print(6 * 7)"}})
        rec.span("tool_result", name=name, output={"result": error or "42"}, error=error)
        rec.span("llm_call", model="scripted", tokens_in=60, tokens_out=12)
    rec.span("output", output={"text": output})
    rec.finish(output=output)
    with db.session() as s:
        run = s.get(Run, rec.run_id)
        assert run is not None and run.finished_at is not None
        run.started_at = run.finished_at - timedelta(seconds=seconds)
    return rec.run_id


def _rated(db: Database, run_id: int, label: str, notes: str = "", rater: str = "ann") -> int:
    return rate_run(db, run_id, label, notes=notes, rater=rater)


async def _history(
    db: Database, agent: str, rows: Sequence[tuple[str, str, Calls]], **run: Any
) -> list[int]:
    """One rated run per (label, comment, tool calls); the comments analysed by the rules."""
    ids = []
    for label, notes, calls in rows:
        run_id = _run(db, agent, "The answer is 42.", calls=calls, **run)
        _rated(db, run_id, label, notes)
        ids.append(run_id)
    await analyse_new(db)  # no model: the rules read every comment
    return ids


BAD_ARGS = "invalid arguments for run_code: 'code' is a required property"
TOOL_FAILURES = [("bad", "wrong answer, 7 is not right", [("run_code", BAD_ARGS)])] * 4 + [
    ("bad", "", [("run_code", "the sandbox ran out of time")])
] * 2
GOOD_TOOL_RUNS = [("good", "right, thanks", [("run_code", "")])] * 6


# --- the four answers, each from a realistic history -----------------------------------------


async def test_instruction_following_failures_point_to_the_prompt(each_db: Database) -> None:
    version = _version(each_db, "explainer", "You are a helpful assistant.\nBe brief.")
    await _history(
        each_db,
        "explainer",
        [("bad", "way too long, I asked for one line", ())] * 3
        + [("bad", "wrong format, I wanted a bulleted list", ()), ("bad", "too formal", ())]
        + [("good", "", ())] * 2,
        version_id=version,
    )
    decision = decide_optimization_target(each_db, "agent:explainer")
    assert decision.target == "prompt" and decision.level == "agent"
    assert decision.scope == "agent:explainer" and decision.agent == "explainer"
    ev = decision.evidence
    assert ev["ratings"] == 7 and ev["failing_ratings"] == 5
    assert ev["instruction_failures"] == 5 and ev["capability_failures"] == 0
    assert ev["complaints"]["length:too_long"] == 3
    # "Be brief." already asks for short answers: the length complaints were not followed.
    assert ev["prompt_credit"]["not_followed"] == 3
    assert "5 instruction-following failure(s)" in decision.reason
    assert decision.as_dict()["evidence"] == ev


async def test_capability_failures_with_data_train_an_instance_for_the_tool(
    each_db: Database,
) -> None:
    await _history(each_db, "assistant", TOOL_FAILURES + GOOD_TOOL_RUNS)
    await _history(each_db, "assistant", [("good", "", [("web_search", "")])] * 2)
    decision = decide_optimization_target(each_db, "agent:assistant")
    assert decision.target == "model_instance", decision.reason
    assert decision.level == "tool" and decision.scope == "agent:assistant,tool:run_code"
    tools = decision.evidence["tools"]
    assert tools["run_code"]["calls"] == 12 and tools["run_code"]["errors"] == 6
    assert tools["run_code"]["error_rate"] == 0.5 and tools["run_code"]["bad_rate"] == 0.5
    assert tools["web_search"]["errors"] == 0 and tools["web_search"]["capability_failures"] == 0
    assert decision.evidence["usable_rated_runs"] == 14 >= MIN_TRAINING_RUNS
    assert "tool run_code is in 6 of them" in decision.reason

    # With the data already used (the job's snapshot), there is too little to train on.
    with each_db.session() as s:
        newest = max(s.scalars(select(Feedback.id)).all())
    later = decide_optimization_target(each_db, "agent:assistant", since_feedback_id=newest)
    assert later.target == "prompt" and later.evidence["usable_rated_runs"] == 0
    assert "until there is enough to train" in later.reason


async def test_capability_failures_spread_over_tools_train_the_agent(each_db: Database) -> None:
    spread = [("bad", "it used the wrong tool", [(tool, "")]) for tool in ("run_code", "fetch")]
    spread += [("bad", "wrong answer", [("query_store", "")])] * 2 + [("bad", "wrong answer", ())]
    await _history(each_db, "assistant", spread + GOOD_TOOL_RUNS)
    decision = decide_optimization_target(each_db, "global")
    assert decision.target == "model_instance" and decision.level == "agent"
    assert decision.scope == "agent:assistant" and decision.asked == ""
    assert decision.evidence["capability_failures"] == 5
    assert "no single tool dominates" in decision.reason


async def test_failures_that_persist_after_prompt_and_training_point_to_architecture(
    each_db: Database,
) -> None:
    await _history(each_db, "assistant", TOOL_FAILURES + GOOD_TOOL_RUNS)
    for status in ("refuted", "refuted", "validated"):
        with each_db.session() as s:
            s.add(EvolutionRecord(agent="assistant", from_version=1, to_version=2, status=status))
    for outcome in ("no_change", "regressed"):
        record_technique_insight(
            each_db, None, "sft", outcome, f"cycle: {outcome}", scope="agent:assistant"
        )
    decision = decide_optimization_target(each_db, "agent:assistant")
    assert decision.target == "architecture" and decision.scope == "agent:assistant"
    assert decision.evidence["prompt_changes"] == {"refuted": 2, "validated": 1}
    assert decision.evidence["training_cycles"] == {"no_change": 1, "regressed": 1}
    assert "2 refuted prompt change(s)" in decision.reason

    # Training that pays off elsewhere in the history keeps the weights the lever.
    for _ in range(2):
        record_technique_insight(
            each_db, None, "sft", "improved", "cycle: improved", scope="agent:assistant"
        )
    assert decide_optimization_target(each_db, "agent:assistant").target == "model_instance"


async def test_runs_over_the_latency_limit_point_to_architecture(each_db: Database) -> None:
    slow = LATENCY_P95_LIMIT_S * 1.5
    for _ in range(12):
        _run(each_db, "assistant", "42", seconds=slow)
    decision = decide_optimization_target(each_db, "agent:assistant")
    assert decision.target == "architecture", decision.reason
    assert decision.evidence["p95_latency_s"] == pytest.approx(slow)
    assert decision.evidence["ratings"] == 0
    assert "above the 60 s limit" in decision.reason


async def test_too_few_ratings_decide_nothing(each_db: Database) -> None:
    _run(each_db, "assistant", "42", seconds=LATENCY_P95_LIMIT_S * 2)  # one slow run is no p95
    await _history(each_db, "assistant", [("bad", "way too long", ())] * (MIN_RATINGS - 2))
    decision = decide_optimization_target(each_db, "agent:assistant")
    assert decision.target == "none" and decision.level == "agent"
    assert decision.reason.startswith("too little signal: 3 rating(s)")
    assert decision.evidence["instruction_failures"] == 3  # seen, but too few to act on


def test_scopes_are_checked(each_db: Database) -> None:
    assert decide_optimization_target(each_db, "global").asked == ""
    assert decide_optimization_target(each_db, "tool:run_code").level == "tool"
    with pytest.raises(ConfigurationError, match="KEY:NAME"):
        decide_optimization_target(each_db, "assistant")


# --- the agent tool ---------------------------------------------------------------------------


async def test_agent_tool_answers_with_the_evidence(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel([]))
    await _history(services.db, "assistant", [("bad", "way too long", ())] * 5)
    tool = services.tools.get("decide_optimization_target")
    ctx = services.context("assistant")
    answer = await tool.call({"scope": "agent:assistant"}, ctx)
    assert answer["target"] == "prompt" and answer["scope"] == "agent:assistant"
    assert answer["evidence"]["instruction_failures"] == 5
    assert (await tool.call({}, ctx))["asked"] == "global"
    with pytest.raises(ToolError, match="scope part"):
        await tool.call({"scope": "nonsense"}, ctx)


# --- the improvement cycle branches on the decision ------------------------------------------

LONG = (
    "Paris is the capital of France. It has been the seat of government since the Middle "
    "Ages, sits on the Seine and is home to the Louvre and the Eiffel Tower."
)


def _answer(text: str) -> str:
    return json.dumps({"answer": text})


def _no_training(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    started: list[Any] = []

    def trigger(*args: Any, **kw: Any) -> int:
        started.append(args)
        raise AssertionError("this cycle must not train")

    monkeypatch.setattr(training, "trigger_training", trigger)
    return started


def test_the_decide_flag() -> None:
    assert decide_flag("manual", None, None) == (False, {})
    assert decide_flag("nightly", None, {"max_steps": 3}) == (True, {"max_steps": 3})
    assert decide_flag("queue", None, {"decide": False}) == (False, {})
    assert decide_flag("manual", None, {"decide": True}) == (True, {})
    assert decide_flag("queue", False, {"decide": True})[0] is False
    with pytest.raises(ConfigurationError, match="true or false"):
        decide_flag("queue", None, {"decide": "yes"})


async def test_a_prompt_decision_makes_a_new_agent_version_instead_of_training(
    make_services: Callable[..., Services], monkeypatch: pytest.MonkeyPatch
) -> None:
    started = _no_training(monkeypatch)
    services = make_services(ScriptedModel([_answer(LONG)] * 5 + [_answer("Paris.")] * 3))
    db = services.db
    services.agents.create(
        AgentSpec(name="explainer", system_prompt="You are helpful.\nAnswer in detail.")
    )
    job = JobService(db).create("explain", student="explain", scope={"agent": "explainer"})
    spec = services.agents.get("explainer")
    for i in range(5):
        run = await services.runner().run(spec, f"What is the capital of France? ({i})")
        _rated(db, run.run_id, "bad", "way too long, just the city", rater=f"r{i}")

    summary = await run_cycle(services, "explain", trigger="nightly", say=lambda _: None)
    assert summary["status"] == "done" and not started
    assert summary["decision"]["target"] == "prompt"
    assert summary["evolution"]["from_version"] == 1 and summary["evolution"]["to_version"] == 2
    assert services.agents.get("explainer").version == 2
    assert summary["decision_insight"] == "pending"
    with db.session() as s:
        assert s.scalars(select(TrainingRun)).all() == []
        (cycle,) = s.scalars(select(ImprovementCycle)).all()
        assert cycle.summary["decision"]["reason"] == summary["decision"]["reason"]

    # The new version answers briefly; once its hypothesis is checked the decision's
    # outcome becomes a playbook insight.
    new = services.agents.get("explainer")
    for i in range(3):
        await services.runner().run(new, f"What is the capital of France? ({i})")
    assert settle_prompt_decisions(db, job) == []  # not checked yet
    check_outcomes(db, agent="explainer")
    (insight,) = settle_prompt_decisions(db, job)
    assert insight["technique"] == "prompt_evolution" and insight["outcome"] == "improved"
    assert insight["scope"] == "agent:explainer" and insight["config"]["decision"] == "prompt"
    with db.session() as s:
        (cycle,) = s.scalars(select(ImprovementCycle)).all()
        assert cycle.summary["decision_insight"]["id"] == insight["id"]
    assert settle_prompt_decisions(db, job) == []  # recorded once
    # The decider reads it back as a past decision.
    assert decide_optimization_target(db, "agent:explainer").evidence["decisions"] == {
        "prompt:improved": 1
    }


async def test_none_and_architecture_decisions_skip_training_with_the_reason(
    make_services: Callable[..., Services], monkeypatch: pytest.MonkeyPatch
) -> None:
    started = _no_training(monkeypatch)
    services = make_services(ScriptedModel([]))
    db = services.db
    JobService(db).create("team", student="team", scope={"agent": "assistant"})
    await _history(db, "assistant", [("bad", "wrong answer", [("run_code", BAD_ARGS)])])
    quiet = await run_cycle(services, "team", trigger="queue", say=lambda _: None)
    assert quiet["status"] == "skipped" and quiet["decision"]["target"] == "none"
    waited = quiet["decision_insight"]  # the playbook learns how often waiting was the call
    assert waited["technique"] == "wait_for_signal" and waited["outcome"] == "no_change"
    for _ in range(12):
        _run(db, "assistant", "42", seconds=LATENCY_P95_LIMIT_S * 2)
    slow = await run_cycle(services, "team", trigger="queue", say=lambda _: None)
    # An architecture decision files a proposal and waits for an administrator's approval.
    assert slow["status"] == "awaiting_approval" and slow["decision"]["target"] == "architecture"
    with db.session() as s:
        rows = s.scalars(select(ImprovementCycle).order_by(ImprovementCycle.id)).all()
        assert [r.status for r in rows] == ["skipped", "awaiting_approval"]
        assert rows[0].error.startswith("too little signal")
        assert "architecture change advised" in rows[1].error
        assert "does not train" in rows[1].error
    # While that proposal waits, the next cycle asks nothing new.
    again = await run_cycle(services, "team", trigger="queue", say=lambda _: None)
    assert again["status"] == "skipped"
    with db.session() as s:
        last = s.scalars(select(ImprovementCycle).order_by(ImprovementCycle.id.desc())).first()
        assert last is not None and "is still awaiting_approval" in last.error
    assert not started


def _embed(texts: object) -> list[list[float]]:
    items = list(texts)  # type: ignore[call-overload]
    return [[1.0 if i == j else 0.0 for j in range(len(items))] for i in range(len(items))]


async def test_a_model_instance_decision_for_one_tool_trains_its_specialist(
    make_services: Callable[..., Services], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The runs, the decision and the insight are real; the specialist's training and
    evaluation are replaced here (tests/test_specialists.py runs them on the real model)."""
    import core.rag.embeddings as embeddings
    import core.specialists as specialists

    before = {"success": 0.5, "tool_choice": 0.8}
    after = {"success": 1.0, "tool_choice": 1.0}
    calls: list[dict[str, Any]] = []

    async def train(services: Services, tool: str, **kw: Any) -> SpecialistResult:
        calls.append({"tool": tool, **kw})
        result = SpecialistResult(tool=tool, agent=kw["agent"], instance="tool-run_code")
        result.trained, result.kept, result.outcome = True, True, "improved"
        result.before, result.after, result.training_run = before, after, 7
        result.data = {"last_feedback_id": 12}
        result.insight = record_technique_insight(
            services.db,
            kw["job"],
            "multi_instance",
            "improved",
            "specialist kept",
            {"tool": tool, **kw["decided"]},
            {"success": 0.5},
            scope=f"agent:{kw['agent']},tool:{tool}",
        )
        return result

    started = _no_training(monkeypatch)  # the generalist is not trained
    monkeypatch.setattr(specialists, "train_specialist", train)
    monkeypatch.setattr(embeddings, "embed", _embed)
    replies = []
    for n in range(6):  # a call that breaks run_code's schema, then a wrong answer
        replies += [json.dumps({"tool": "run_code", "args": {}}), _answer(f"{n} + {n} = 7")]
    replies += [_answer(f"{n} + {n} = {2 * n}") for n in range(6)]
    services = make_services(ScriptedModel(replies))
    db, spec = services.db, services.agents.get("assistant")
    JobService(db).create("team", student="team", scope={"agent": "assistant"})
    for i in range(12):
        run = await services.runner().run(spec, f"What is {i % 6} + {i % 6}?")
        bad = i < 6
        _rated(db, run.run_id, "bad" if bad else "good", "wrong answer" if bad else "")

    summary = await run_cycle(services, "team", trigger="nightly", say=lambda _: None)
    assert summary["decision"]["target"] == "model_instance", summary["decision"]["reason"]
    assert summary["decision"]["scope"] == "agent:assistant,tool:run_code"
    assert not started
    (call,) = calls
    assert call["tool"] == "run_code" and call["agent"] == "assistant"
    assert call["since_feedback_id"] == 0 and call["decided"]["decision"] == "model_instance"
    assert summary["status"] == "done" and summary["promoted"] is True
    assert summary["specialist"]["instance"] == "tool-run_code"
    insight = summary["decision_insight"]
    assert insight["technique"] == "multi_instance" and insight["outcome"] == "improved"
    assert JobService(db).get("team").last_feedback_id == 12  # the snapshot moved on
    # The decider reads the specialist's outcome back as a past decision.
    history = decide_optimization_target(db, "agent:assistant").evidence["decisions"]
    assert history == {"model_instance:improved": 1}


# --- runs made by the real model --------------------------------------------------------------


@pytest.mark.slow
async def test_real_model_runs_rated_too_long_point_to_the_prompt(
    real_model: ModelClient, make_services: Callable[..., Services]
) -> None:
    services = make_services(real_model)
    services.agents.create(
        AgentSpec(
            name="explainer",
            system_prompt="You are a helpful assistant. Be brief.",
            constraints={"max_tokens": 48},
        )
    )
    spec = services.agents.get("explainer")
    questions = ("What is the capital of France?", "What is 2 + 2?", "Name a primary colour.")
    for i, question in enumerate((*questions, "What colour is the sky?", "Name a planet.")):
        run = await services.runner().run(spec, question)
        label = "good" if i == 4 else "bad"
        _rated(services.db, run.run_id, label, "" if i == 4 else "far too long, one line please")
    with services.db.session() as s:
        runs = s.scalars(select(Run)).all()
        assert len(runs) == 5 and all(r.status == "done" and r.output for r in runs)
        assert all("scripted" not in r.model for r in runs)
    decision = decide_optimization_target(services.db, "agent:explainer")
    assert decision.target == "prompt", decision.reason
    assert decision.evidence["instruction_failures"] == 4
    assert decision.evidence["prompt_credit"] == {"not_followed": 4}
    assert decision.evidence["p95_latency_s"] < LATENCY_P95_LIMIT_S


@pytest.mark.slow
async def test_real_model_tool_runs_rated_wrong_first_wait_then_train(
    real_model: ModelClient, make_services: Callable[..., Services]
) -> None:
    """The real agent answers sums with its tools; a few ratings decide nothing, and enough
    "wrong answer" ratings (capability, not instructions) decide to train an instance."""
    services = make_services(real_model)
    spec = services.agents.get("assistant")
    pairs = [(a, b) for a in (17, 23, 38, 41, 56) for b in (9, 14)]
    run_ids = []
    for a, b in pairs:
        run = await services.runner().run(spec, f"Use run_code to compute {a} * {b}.")
        run_ids.append(run.run_id)
    # Three ratings are too little signal, whatever they say.
    for run_id in run_ids[:3]:
        _rated(services.db, run_id, "bad", "wrong answer, the product is not right")
    await analyse_new(services.db)
    waiting = decide_optimization_target(services.db, "agent:assistant")
    assert waiting.target == "none", waiting.reason
    assert waiting.evidence["capability_failures"] == 3

    for run_id in run_ids[3:7]:
        _rated(services.db, run_id, "bad", "wrong answer, the product is not right")
    for run_id in run_ids[7:]:
        _rated(services.db, run_id, "good", "right, thanks")
    await analyse_new(services.db)
    decision = decide_optimization_target(services.db, "agent:assistant")
    assert decision.target == "model_instance", decision.reason
    ev = decision.evidence
    assert ev["capability_failures"] == 7 and ev["instruction_failures"] == 0
    assert ev["usable_rated_runs"] == len(pairs) >= MIN_TRAINING_RUNS
    with services.db.session() as s:
        runs = s.scalars(select(Run).where(Run.id.in_(run_ids))).all()
        assert all(r.status == "done" and "scripted" not in r.model for r in runs)
    # The scope follows the real runs' tool spans: run_code narrows it when it carried
    # the failures, and the evidence counts its real calls.
    code_calls = ev["tools"].get("run_code", {}).get("calls", 0)
    assert code_calls > 0, ev["tools"]
    assert decision.level in ("tool", "agent")
    if decision.level == "tool":
        assert decision.scope == "agent:assistant,tool:run_code"
