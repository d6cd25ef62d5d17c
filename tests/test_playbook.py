"""The technique playbook (SPEC 6.9): entries, insights, aggregation, recommendations,
the agent tools, the API, and an improvement cycle that plans from it and records to it."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import select

from core.access import issue_token
from core.api.app import create_app
from core.errors import ConfigurationError, NotFound, ToolError
from core.evals.suite import SuiteReport
from core.evolution.playbook import (
    aggregate,
    ensure_entries,
    get_technique_knowledge,
    recommend,
    record_technique_insight,
)
from core.evolution.playbook_cycle import outcome_of, plan_cycle
from core.evolution.playbook_entries import ENTRIES, STRATEGY_TECHNIQUE
from core.evolution.playbook_scope import check_scope, scope_key
from core.feedback import rate_run
from core.improve.evaluate import Evaluation, promotion
from core.improve.gate import GateResult
from core.improve.jobs import STRATEGIES, JobService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import Base, Database, ImprovementCycle, TechniqueEntry, TechniqueInsight

BEFORE = {
    "success": 0.5,
    "tool_choice": 0.8,
    "argument_accuracy": 0.9,
    "invented_call_rate": 0.0,
    "general_success": 0.6,
    "n_tasks": 10,
    "n_general": 10,
}
WORSE = {**BEFORE, "success": 0.3, "tool_choice": 0.6}
BETTER = {**BEFORE, "success": 0.7}


@pytest.fixture
def db(each_db: Database) -> Database:
    return each_db


def _insight(db: Database, technique: str, outcome: str, scope: str = "", **kw: Any) -> None:
    record_technique_insight(
        db, None, technique, outcome, f"{technique} {outcome}", scope=scope, **kw
    )


# --- entries and storage ---------------------------------------------------------------


def test_migration_matches_the_playbook_tables(db: Database) -> None:
    with db.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert [d for d in diff if "technique_" in repr(d)] == []


def test_entries_are_written_text_seeded_once_and_keep_what_was_observed(db: Database) -> None:
    assert len(ENTRIES) == 15
    wanted = {"lora", "dora", "sft", "dpo", "teacher_distillation", "rise", "contrastive"}
    wanted |= {"self_play", "multi_instance", "quantisation", "prompt_evolution"}
    assert set(ENTRIES) == wanted | {
        "critique_lessons",
        "architecture_change",
        "wait_for_signal",
        "loop_health",
    }
    for entry in ENTRIES.values():
        assert len(entry.what) > 60 and len(entry.when) > 40 and len(entry.downsides) > 40
        assert entry.interactions and set(entry.interactions) <= set(ENTRIES) - {entry.name}
        assert entry.maps_to
    # Every data strategy a job can name maps to an entry, except the guardrail's own data.
    assert set(STRATEGIES) - set(STRATEGY_TECHNIQUE) == {"injection_negatives"}
    assert STRATEGY_TECHNIQUE["self_play"] == "self_play"
    assert STRATEGY_TECHNIQUE["teacher"] == "teacher_distillation"
    assert not ENTRIES["dora"].available  # the GGUF export refuses DoRA adapters

    ensure_entries(db)
    with db.session() as s:
        rows = {r.name: r for r in s.scalars(select(TechniqueEntry))}
        assert set(rows) == set(ENTRIES)
        assert rows["dpo"].maps_to["stage"] == "dpo"
        assert rows["self_play"].maps_to["strategies"] == ["self_play"]
        rows["rise"].observed = {"n": 5}
        rows["rise"].what = "stale text"
    ensure_entries(db)
    with db.session() as s:
        rise = s.scalars(select(TechniqueEntry).where(TechniqueEntry.name == "rise")).one()
        assert rise.observed == {"n": 5} and rise.what == ENTRIES["rise"].what
        assert len(s.scalars(select(TechniqueEntry)).all()) == len(ENTRIES)


def test_scopes_are_canonical_text() -> None:
    assert scope_key({"tool": "run_code", "agent": "assistant"}) == "agent:assistant,tool:run_code"
    assert scope_key({}) == "" and scope_key({"agent": ""}) == ""
    assert scope_key({"channel": "a,b%"}) == "channel:a%2Cb%25"
    assert check_scope(" tool:run_code , agent:assistant ") == "agent:assistant,tool:run_code"
    assert check_scope(None) == "" and check_scope("  ") == ""
    for bad in ("team:x", "agent", "agent:", "agent:a,agent:b", 5):
        with pytest.raises(ConfigurationError, match="scope"):
            check_scope(bad)


# --- insights and knowledge --------------------------------------------------------------


def test_knowledge_holds_the_scope_and_the_global_insights(db: Database) -> None:
    JobService(db).create("calc", student="embedded", scope={"agent": "calc"})
    _insight(db, "rise", "regressed", "agent:assistant", metrics={"success": -0.1})
    _insight(db, "rise", "improved", "agent:other")
    _insight(db, "dpo", "no_change")  # global
    stored = record_technique_insight(
        db, "calc", "self_play", "improved", "self-play on calc", {"k": 4}, {"success": 0.2}
    )
    assert stored["scope"] == "agent:calc" and stored["job"] == "calc"  # from the job

    found = get_technique_knowledge(db, "agent:assistant")
    assert found["scope"] == "agent:assistant"
    assert [(i["technique"], i["scope"]) for i in found["insights"]] == [
        ("dpo", ""),
        ("rise", "agent:assistant"),
    ]
    by_name = {t["name"]: t for t in found["techniques"]}
    assert len(by_name) == len(ENTRIES)
    assert by_name["rise"]["in_scope"] == {"improved": 0, "no_change": 0, "regressed": 1}
    assert by_name["rise"]["when"] == ENTRIES["rise"].when
    calc = get_technique_knowledge(db, "agent:calc")
    assert [i["summary"] for i in calc["insights"]] == ["self-play on calc", "dpo no_change"]
    assert calc["insights"][0]["config"] == {"k": 4}
    assert calc["insights"][0]["metrics"] == {"success": 0.2}
    assert len(get_technique_knowledge(db, "", limit=1)["insights"]) == 1


def test_bad_insights_are_refused_with_a_clear_error(db: Database) -> None:
    def bad(match: str, **kw: Any) -> None:
        args: dict[str, Any] = {"technique": "dpo", "outcome": "improved", "summary": "ok"}
        args.update(kw)
        with pytest.raises(ConfigurationError, match=match):
            record_technique_insight(db, None, **args)

    bad(r"unknown technique 'magic'; the playbook has lora, dora, sft", technique="magic")
    bad(r"outcome 'better' must be one of improved, no_change, regressed", outcome="better")
    bad("summary must be a non-empty text", summary="  ")
    bad("summary must be under", summary="x" * 2001)
    bad("metric 'success' must be a finite number", metrics={"success": float("nan")})
    bad("metric 'success' must be a finite number", metrics={"success": "high"})
    bad("metric 'success' must be a finite number", metrics={"success": True})
    bad("config must be an object", config=["r", 8])
    bad("config must be plain JSON", config={"r": object()})
    bad("scope part 'team:x'", scope="team:x")
    with pytest.raises(NotFound, match="no improvement job 'nope'"):
        record_technique_insight(db, "nope", "dpo", "improved", "ok")
    with db.session() as s:
        assert s.scalars(select(TechniqueInsight)).all() == []


def test_aggregation_writes_counts_means_and_a_note_into_the_entries(db: Database) -> None:
    _insight(db, "dpo", "improved", "agent:a", metrics={"success": 0.2, "tool_choice": 0.1})
    _insight(db, "dpo", "regressed", "agent:a", metrics={"success": -0.1})
    _insight(db, "dpo", "no_change", metrics={"success": 0.0, "tool_choice": -0.05})
    observed = aggregate(db)
    dpo = observed["dpo"]
    assert dpo["n"] == 3
    assert dpo["counts"] == {"improved": 1, "no_change": 1, "regressed": 1}
    assert dpo["by_scope"] == {
        "agent:a": {"improved": 1, "no_change": 0, "regressed": 1},
        "global": {"improved": 0, "no_change": 1, "regressed": 0},
    }
    assert dpo["mean_delta"] == {"success": pytest.approx(0.0333, abs=1e-4), "tool_choice": 0.025}
    today = datetime.now(UTC).date().isoformat()
    assert dpo["note"] == (
        "3 uses: 1 improved, 1 no change, 1 regressed; mean success +0.033, "
        f"mean tool_choice +0.025 (last {today})"
    )
    assert observed["rise"] == {
        "n": 0,
        "counts": {"improved": 0, "no_change": 0, "regressed": 0},
        "note": "no observations yet",
    }
    with db.session() as s:
        row = s.scalars(select(TechniqueEntry).where(TechniqueEntry.name == "dpo")).one()
        assert row.observed == dpo
    assert get_technique_knowledge(db)["techniques"][3]["observed"]["n"] == 3


# --- recommendations ---------------------------------------------------------------------


def test_recommend_falls_back_to_the_entries_defaults(db: Database) -> None:
    plain = recommend(db, "agent:a")
    assert plain.strategies == ["from_feedback", "corrections", "rise"]
    assert plain.dpo and plain.config == {} and plain.avoided == []
    assert any("rise: used (rise: entry default, no evidence)" in r for r in plain.reasons)
    with_teacher = recommend(db, "agent:a", teacher=True)
    assert with_teacher.strategies == ["from_feedback", "corrections", "teacher", "rise"]
    # A job's own list is respected: nothing is added to it.
    own = recommend(db, "agent:a", allowed=["from_feedback", "injection_negatives"])
    assert own.strategies == ["from_feedback", "injection_negatives"]


def test_recommend_changes_its_choice_after_recorded_regressions(db: Database) -> None:
    job = ["from_feedback", "rise", "contrastive"]
    assert recommend(db, "agent:a", allowed=job).strategies == job
    _insight(db, "rise", "regressed", "agent:a")
    _insight(db, "rise", "regressed", "agent:a")
    _insight(db, "rise", "improved", "agent:a")
    _insight(db, "dpo", "regressed")  # global: counts wherever a scope has no own evidence
    after = recommend(db, "agent:a", allowed=job)
    assert after.strategies == ["from_feedback", "contrastive"]
    assert after.avoided == ["rise"] and not after.dpo
    assert "rise: avoided (rise: 1 improved, 0 no change, 2 regressed (agent:a))" in after.reasons
    assert "dpo stage: off (0 improved, 0 no change, 1 regressed (global))" in after.reasons
    other = recommend(db, "agent:b", allowed=job)  # rise's record is agent:a's
    assert other.strategies == job and not other.dpo
    _insight(db, "dpo", "improved", "agent:b")
    assert recommend(db, "agent:b").dpo  # its own evidence wins over the global
    # Regressions of SFT are every cycle's record: SFT is never dropped for them.
    _insight(db, "sft", "regressed", "agent:a")
    assert recommend(db, "agent:a", allowed=job).strategies == ["from_feedback", "contrastive"]
    # Evidence in favour adds a non-default technique when the job does not fix the list.
    assert "contrastive" not in recommend(db, "agent:a").strategies
    _insight(db, "contrastive", "improved", "agent:a")
    assert "contrastive" in recommend(db, "agent:a").strategies
    # Every candidate avoided: the least bad stays so the cycle has data.
    only = recommend(db, "agent:a", allowed=["rise"])
    assert only.strategies == ["rise"] and only.avoided == []
    assert "rise: kept anyway, the least bad of the candidates" in only.reasons


def test_recommend_forgets_old_evidence(db: Database) -> None:
    _insight(db, "rise", "regressed", "agent:a")
    later = datetime.now(UTC) + timedelta(days=91)
    assert recommend(db, "agent:a", allowed=["rise", "from_feedback"], now=later).avoided == []
    assert recommend(db, "agent:a", allowed=["rise", "from_feedback"]).avoided == ["rise"]


def test_recommend_picks_training_settings_with_the_best_record(db: Database) -> None:
    def lora(outcome: str, r: int | None) -> None:
        training = {"max_length": 1024, **({"sft": {"r": r}} if r else {})}
        _insight(db, "lora", outcome, "agent:a", config={"training": training})

    lora("regressed", None)
    lora("improved", 8)
    lora("improved", 8)
    lora("regressed", 8)
    lora("improved", 32)
    _insight(db, "dpo", "improved", "agent:a", config={"training": {"beta": 0.3}})
    rec = recommend(db, "agent:a")
    assert rec.config == {"sft": {"r": 8}, "dpo": {"beta": 0.3}}
    assert "lora: r=8 had 2 improved / 1 regressed (agent:a); using it" in rec.reasons
    lora("regressed", 8)
    lora("regressed", 8)
    assert recommend(db, "agent:a").config == {"sft": {"r": 32}, "dpo": {"beta": 0.3}}


def test_plan_keeps_explicit_settings_winning(db: Database) -> None:
    job = JobService(db).create(
        "calc", student="embedded", scope={"agent": "a"}, strategies=["from_feedback", "rise"]
    )
    _insight(db, "lora", "improved", "agent:a", config={"training": {"sft": {"r": 8}}})
    _insight(db, "dpo", "regressed", "agent:a")
    plan = plan_cycle(db, job)
    assert plan.config == {"max_length": 1024, "sft": {"r": 8}} and not plan.dpo
    assert plan.strategies == ["from_feedback", "rise"]
    assert plan_cycle(db, job, {"r": 4}).config == {"max_length": 1024, "r": 4}
    explicit = plan_cycle(db, job, {"sft": {"r": 2, "epochs": 2.0}, "dpo": {"beta": 0.5}})
    assert explicit.config == {
        "max_length": 1024,
        "sft": {"r": 2, "epochs": 2.0},
        "dpo": {"beta": 0.5},
    }
    assert explicit.dpo  # explicit DPO settings keep the stage on
    assert plan_cycle(db, job, {"max_length": 256}).config["max_length"] == 256


def test_outcomes_follow_the_promotion_rule() -> None:
    assert outcome_of(BEFORE, BETTER)[0] == "improved"
    assert promotion(BEFORE, BETTER).promote
    outcome, why = outcome_of(BEFORE, WORSE)
    assert outcome == "regressed" and "success fell from 0.500 to 0.300" in why
    assert outcome_of(BEFORE, BEFORE) == ("no_change", "held-out success did not improve")
    # Within the noise margin of a rate: no change, not a regression.
    assert outcome_of(BEFORE, {**BEFORE, "tool_choice": 0.76})[0] == "no_change"


# --- tools and API -----------------------------------------------------------------------


async def test_agent_tools_read_and_record(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([]))
    ctx = services.context("assistant")
    tools = services.tools
    recorded = await tools.get("record_technique_insight").call(
        {
            "technique": "rise",
            "outcome": "regressed",
            "summary": "rise chains taught the wrong fix",
            "scope": "agent:assistant",
            "metrics": {"success": -0.2},
        },
        ctx,
    )
    assert recorded["technique"] == "rise" and recorded["scope"] == "agent:assistant"
    found = await tools.get("get_technique_knowledge").call({"scope": "agent:assistant"}, ctx)
    assert found["insights"][0]["summary"] == "rise chains taught the wrong fix"
    assert found["recommendation"]["avoided"] == ["rise"]
    assert found["techniques"]["rise"] == (
        "RISE (recursive introspection): not aggregated yet; here 0/0/1 improved/same/regressed"
    )
    detail = await tools.get("get_technique_knowledge").call(
        {"scope": "agent:assistant", "technique": "rise"}, ctx
    )
    assert detail["technique"]["downsides"] == ENTRIES["rise"].downsides
    assert [i["outcome"] for i in detail["insights"]] == ["regressed"]
    with pytest.raises(ToolError, match="unknown technique 'lorax'"):
        await tools.get("get_technique_knowledge").call({"technique": "lorax"}, ctx)
    with pytest.raises(ToolError, match="unknown technique 'magic'"):
        await tools.get("record_technique_insight").call(
            {"technique": "magic", "outcome": "improved", "summary": "x"}, ctx
        )
    with pytest.raises(ToolError, match="outcome"):
        await tools.get("record_technique_insight").call(
            {"technique": "dpo", "outcome": "better", "summary": "x"}, ctx
        )
    with pytest.raises(ToolError, match="scope part 'team:x'"):
        await tools.get("get_technique_knowledge").call({"scope": "team:x"}, ctx)
    with pytest.raises(ToolError, match="no improvement job 'nope'"):
        await tools.get("record_technique_insight").call(
            {"technique": "dpo", "outcome": "improved", "summary": "x", "job": "nope"}, ctx
        )


async def test_api_reads_the_playbook_and_operators_record_insights(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel([]))
    JobService(services.db).create("calc", student="embedded", scope={"agent": "calc"})
    operator = {"Authorization": f"Bearer {issue_token(services.db, 'ops')}"}
    team = {"Authorization": f"Bearer {issue_token(services.db, 'bot', team='T-A')}"}
    transport = httpx.ASGITransport(app=create_app(services))
    async with httpx.AsyncClient(transport=transport, base_url="http://strop") as client:
        body = {
            "technique": "dpo",
            "outcome": "regressed",
            "summary": "beta 0.05 drifted",
            "job": "calc",
            "config": {"training": {"dpo": {"beta": 0.05}}},
            "metrics": {"success": -0.1},
        }
        assert (await client.post("/api/playbook/insights", json=body)).status_code == 401
        assert (
            await client.post("/api/playbook/insights", json=body, headers=team)
        ).status_code == 403
        created = await client.post("/api/playbook/insights", json=body, headers=operator)
        assert created.status_code == 201, created.text
        assert created.json()["scope"] == "agent:calc" and created.json()["job"] == "calc"

        got = await client.get("/api/playbook", params={"scope": "agent:calc"}, headers=team)
        assert got.status_code == 200
        data = got.json()
        assert data["scope"] == "agent:calc" and len(data["techniques"]) == len(ENTRIES)
        assert data["insights"][0]["summary"] == "beta 0.05 drifted"
        assert data["recommendation"]["dpo"] is False
        assert (await client.get("/api/playbook", headers=team)).json()["insights"] == []

        unknown = await client.post(
            "/api/playbook/insights", json={**body, "technique": "magic"}, headers=operator
        )
        assert unknown.status_code == 422
        assert "unknown technique 'magic'" in unknown.json()["detail"][0]["msg"]
        bad_outcome = await client.post(
            "/api/playbook/insights", json={**body, "outcome": "better"}, headers=operator
        )
        assert bad_outcome.status_code == 422
        missing = await client.post(
            "/api/playbook/insights", json={**body, "job": "nope"}, headers=operator
        )
        assert missing.status_code == 404
        scope = await client.get("/api/playbook", params={"scope": "team:x"}, headers=team)
        assert scope.status_code == 422 and "scope part" in scope.text


# --- the improvement cycle ---------------------------------------------------------------


def _call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def _answer(text: str) -> str:
    return json.dumps({"answer": text})


def _embed(texts: object) -> list[list[float]]:
    items = list(texts)  # type: ignore[call-overload]
    return [[1.0 if i == j else 0.0 for j in range(len(items))] for i in range(len(items))]


async def test_the_cycle_plans_from_the_playbook_and_records_its_outcome(
    make_services: Callable[..., Services], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Training and the evaluation gate are replaced (they need minutes and a real model);
    data generation, the plan, the training request and the insights are the real ones."""
    import core.improve.cycle as cycle
    import core.improve.training as training
    import core.rag.embeddings as embeddings

    requests: list[dict[str, Any]] = []
    after: list[dict[str, float]] = [WORSE, BETTER]

    def trigger(db: Database, backend: Any, request: dict[str, Any], **kw: Any) -> int:
        requests.append(request)
        return len(requests)

    def watch(db: Database, backend: Any, run_id: int, **kw: Any) -> dict[str, Any]:
        return {"status": "done", "adapter_path": str(tmp_path / "a.gguf")}

    async def gate(services: Services, adapter: Path, **kw: Any) -> GateResult:
        metrics = after.pop(0)
        before = Evaluation("serving", SuiteReport("assistant", "serving"), None, dict(BEFORE))
        cand = Evaluation("candidate", SuiteReport("assistant", "candidate"), None, metrics)
        return GateResult(before, cand, promotion(BEFORE, metrics))

    monkeypatch.setattr(training, "trigger_training", trigger)
    monkeypatch.setattr(training, "watch_training", watch)
    monkeypatch.setattr(cycle, "gate_adapter", gate)
    monkeypatch.setattr(embeddings, "embed", _embed)

    replies = []
    for n in (2, 3):
        replies += [_call("run_code", code=f"print({n} + {n})"), _answer(f"{n} + {n} = {2 * n}")]
        replies += [_answer(f"{n} + {n} = 7")]
    services = make_services(ScriptedModel(replies))
    runner, agent, db = services.runner(), services.agents.get("assistant"), services.db
    JobService(db).create(
        "team",
        student="team",
        scope={"agent": "assistant"},
        strategies=["from_feedback", "rise"],
    )

    async def rate_pair(n: int) -> None:
        good = await runner.run(agent, f"What is {n} + {n}?")
        bad = await runner.run(agent, f"What is {n} + {n}?")
        rate_run(db, good.run_id, "good", rater="ann")
        rate_run(db, bad.run_id, "bad", rater="ann")

    await rate_pair(2)
    first = await cycle.run_cycle(services, "team", say=lambda _: None)
    assert first["status"] == "done"
    assert first["playbook"]["strategies"] == ["from_feedback", "rise"]
    assert requests[0]["method"] == "sft+dpo" and requests[0]["dpo"]
    assert first["insight"]["outcome"] == "regressed"
    assert first["insight"]["techniques"] == ["sft", "rise", "lora", "dpo"]
    assert first["insight"]["metrics_delta"]["success"] == pytest.approx(-0.2)
    with db.session() as s:
        rows = s.scalars(select(TechniqueInsight).order_by(TechniqueInsight.id)).all()
        assert [r.technique for r in rows] == ["sft", "rise", "lora", "dpo"]
        assert {r.scope for r in rows} == {"agent:assistant"} and rows[0].job_id is not None
        assert rows[0].config["method"] == "sft+dpo"
        assert rows[0].config["training"] == {"max_length": 1024}
        rise = s.scalars(select(TechniqueEntry).where(TechniqueEntry.name == "rise")).one()
        assert rise.observed["counts"]["regressed"] == 1  # aggregated after the cycle

    await rate_pair(3)
    second = await cycle.run_cycle(services, "team", say=lambda _: None)
    assert second["playbook"]["avoided"] == ["rise"] and second["playbook"]["dpo"] is False
    assert set(second["data"]["by_strategy"]) == {"from_feedback"}
    assert second["data"]["dpo_pairs"] == 1  # generated, but the DPO stage is off
    assert requests[1]["method"] == "sft" and requests[1]["dpo"] == []
    assert second["insight"] == {
        "outcome": "improved",
        "why": "promotable: held-out success rose with no regression",
        "techniques": ["sft", "lora"],
        "metrics_delta": {
            "success": pytest.approx(0.2),
            "tool_choice": 0.0,
            "argument_accuracy": 0.0,
            "invented_call_rate": 0.0,
            "general_success": 0.0,
        },
    }
    with db.session() as s:
        assert len(s.scalars(select(TechniqueInsight)).all()) == 6
        stored = s.scalars(select(ImprovementCycle).order_by(ImprovementCycle.id)).all()
        assert [c.summary["insight"]["outcome"] for c in stored] == ["regressed", "improved"]
