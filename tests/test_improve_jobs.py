"""Improvement jobs: validation, snapshots, the agent tools and the schedule."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from core.errors import ConfigurationError, Conflict, NotFound, ToolError
from core.feedback import rate_run, retract
from core.improve.jobs import JobService
from core.improve.schedule import due_jobs, new_ratings
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import ImprovementCycle, ImprovementJob


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def test_create_get_list_update_and_snapshot(make_services: Callable[..., Services]) -> None:
    jobs = JobService(make_services(ScriptedModel([])).db)
    job = jobs.create(
        "calc",
        student="embedded",
        teacher="ollama_chat/qwen2.5:7b",
        scope={"agent": "assistant", "tool": "run_code", "channel": ""},
        strategies=["from_feedback", "teacher", "from_feedback"],
        schedule={"nightly": True, "every_n_ratings": 5},
    )
    assert job.scope == {"agent": "assistant", "tool": "run_code"}  # empty means any
    assert job.strategies == ["from_feedback", "teacher"]
    assert job.schedule == {"nightly": True, "hour": 2, "every_n_ratings": 5}
    assert job.instances == ["embedded"] and job.status == "idle"
    assert job.last_feedback_id == 0
    assert jobs.get("calc") == job
    other = jobs.create("docs", student="docs-model")
    assert other.strategies == ["from_feedback"] and other.schedule == {}
    assert [j.name for j in jobs.list()] == ["calc", "docs"]

    changed = jobs.update("calc", schedule={"every_n_ratings": 10}, status="paused")
    assert changed.schedule == {"every_n_ratings": 10} and changed.status == "paused"
    assert changed.teacher == "ollama_chat/qwen2.5:7b"  # untouched fields stay
    assert jobs.advance_snapshot(changed, 17).last_feedback_id == 17
    assert jobs.advance_snapshot("calc", 3).last_feedback_id == 17  # never moves back

    with pytest.raises(Conflict):
        jobs.create("calc", student="embedded")
    with pytest.raises(NotFound, match="jobs: calc, docs"):
        jobs.get("nope")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"name": "Bad Name"}, "job name"),
        ({"student": "has space"}, "student"),
        ({"teacher": "gpt-4o"}, "provider/model"),
        ({"teacher": "openai/ gpt"}, "provider/model"),
        ({"strategies": ["from_feedback", "magic"]}, r"unknown strategies \['magic'\]"),
        ({"strategies": []}, "at least one"),
        ({"strategies": ["teacher"]}, "needs a teacher"),
        ({"scope": {"agent": "a", "user": "ann"}}, r"unknown scope keys \['user'\]"),
        ({"scope": {"agent": 3}}, "scope agent"),
        ({"schedule": {"nightly": "yes"}}, "true or false"),
        ({"schedule": {"nightly": True, "hour": 24}}, "hour must be a whole number 0-23"),
        ({"schedule": {"hour": 3}}, "only applies with nightly"),
        ({"schedule": {"every_n_ratings": -1}}, "every_n_ratings"),
        ({"schedule": {"weekly": True}}, "unknown schedule keys"),
        ({"instances": "embedded"}, "instances must be a list"),
    ],
)
def test_invalid_jobs_are_refused(
    make_services: Callable[..., Services], kwargs: dict[str, Any], message: str
) -> None:
    jobs = JobService(make_services(ScriptedModel([])).db)
    args: dict[str, Any] = {"name": "job", "student": "embedded", **kwargs}
    with pytest.raises(ConfigurationError, match=message):
        jobs.create(args.pop("name"), **args)
    assert jobs.list() == []


def test_update_validates_fields(make_services: Callable[..., Services]) -> None:
    jobs = JobService(make_services(ScriptedModel([])).db)
    jobs.create("job", student="embedded")
    with pytest.raises(ConfigurationError, match="unknown job field 'name'"):
        jobs.update("job", name="other")
    with pytest.raises(ConfigurationError, match="needs a teacher"):
        jobs.update("job", strategies=["teacher"])
    assert jobs.update("job", teacher="openai/big", strategies=["teacher"]).teacher == "openai/big"
    with pytest.raises(ConfigurationError, match="status"):
        jobs.update("job", status="done")


async def test_agent_tools_manage_jobs(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([]))
    ctx = services.context("assistant")
    tools = services.tools
    created = await tools.get("create_improvement_job").call(
        {
            "name": "calc",
            "student": "embedded",
            "scope": {"agent": "assistant"},
            "strategies": ["from_feedback", "rise"],
            "schedule": {"every_n_ratings": 20},
        },
        ctx,
    )
    assert created["name"] == "calc" and created["strategies"] == ["from_feedback", "rise"]
    shown = await tools.get("get_improvement_job").call({"name": "calc"}, ctx)
    assert shown == created
    updated = await tools.get("update_improvement_job").call(
        {"name": "calc", "status": "paused"}, ctx
    )
    assert updated["status"] == "paused" and updated["schedule"] == {"every_n_ratings": 20}
    listed = await tools.get("list_improvement_jobs").call({}, ctx)
    assert [j["name"] for j in listed] == ["calc"]
    with pytest.raises(ToolError, match="unknown strategies"):
        await tools.get("create_improvement_job").call(
            {"name": "x", "student": "embedded", "strategies": ["magic"]}, ctx
        )
    with pytest.raises(ToolError, match="no improvement job 'nope'"):
        await tools.get("get_improvement_job").call({"name": "nope"}, ctx)
    with pytest.raises(ToolError, match="set by the improvement cycle"):
        await tools.get("update_improvement_job").call({"name": "calc", "status": "running"}, ctx)


def _at(day: datetime, hour: int, minute: int = 0) -> datetime:
    return day.replace(hour=hour, minute=minute, second=0, microsecond=0)


def test_nightly_jobs_are_due_once_a_day_at_their_hour(
    make_services: Callable[..., Services],
) -> None:
    db = make_services(ScriptedModel([])).db
    jobs = JobService(db)
    job = jobs.create("nightly", student="embedded", schedule={"nightly": True, "hour": 3})
    jobs.create("on-demand", student="embedded")
    tomorrow = datetime.now(UTC) + timedelta(days=1)

    assert due_jobs(db, _at(tomorrow, 2, 59)) == []
    due = due_jobs(db, _at(tomorrow, 3, 0))
    assert [(j.name, reason) for j, reason in due] == [("nightly", "nightly")]
    # the queue was down at 3: still due later that day
    assert [j.name for j, _ in due_jobs(db, _at(tomorrow, 18))] == ["nightly"]
    with db.session() as s:
        s.add(
            ImprovementCycle(
                job_id=job.id, trigger="nightly", status="done", created_at=_at(tomorrow, 3, 1)
            )
        )
    assert due_jobs(db, _at(tomorrow, 4)) == []  # at most once a day
    day_after = tomorrow + timedelta(days=1)
    assert due_jobs(db, _at(day_after, 2)) == []
    assert [j.name for j, _ in due_jobs(db, _at(day_after, 3))] == ["nightly"]

    with db.session() as s:
        s.add(ImprovementCycle(job_id=job.id, status="running", created_at=_at(tomorrow, 5)))
    assert due_jobs(db, _at(day_after, 3)) == []  # a cycle is still running
    with pytest.raises(ConfigurationError, match="aware"):
        due_jobs(db, datetime(2030, 1, 1, 3))


def test_a_nightly_job_created_after_its_hour_waits_a_day(
    make_services: Callable[..., Services],
) -> None:
    db = make_services(ScriptedModel([])).db
    job = JobService(db).create("late", student="embedded", schedule={"nightly": True, "hour": 3})
    day = datetime(2031, 5, 6, tzinfo=UTC)
    with db.session() as s:
        row = s.get(ImprovementJob, job.id)
        assert row is not None
        row.created_at = _at(day, 10)
    assert due_jobs(db, _at(day, 12)) == []
    assert [j.name for j, _ in due_jobs(db, _at(day + timedelta(days=1), 3))] == ["late"]


async def test_jobs_are_due_after_enough_new_ratings_in_scope(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel([answer(f"a{i}") for i in range(5)]))
    runner = services.runner()
    agent = services.agents.get("assistant")
    runs = [
        await runner.run(agent, f"question {i}", channel="ops" if i < 4 else "random")
        for i in range(5)
    ]
    db = services.db
    jobs = JobService(db)
    jobs.create(
        "ops", student="embedded", scope={"channel": "ops"}, schedule={"every_n_ratings": 3}
    )
    jobs.create("paused", student="embedded", schedule={"every_n_ratings": 1})
    jobs.update("paused", status="paused")
    now = datetime.now(UTC)

    rate_run(db, runs[0].run_id, "good", rater="ann")
    rate_run(db, runs[1].run_id, "bad", rater="ann")
    rate_run(db, runs[4].run_id, "good", rater="ann")  # out of scope
    rate_run(db, runs[2].run_id, "good", rater="bob")
    retract(db, runs[2].run_id, rater="bob")  # retracted ratings do not count
    assert due_jobs(db, now) == []
    last = rate_run(db, runs[3].run_id, "good", rater="ann")
    due = due_jobs(db, now)
    assert [(j.name, reason) for j, reason in due] == [("ops", "3 new ratings")]

    job = jobs.advance_snapshot("ops", last)
    assert new_ratings(db, job) == 0 and due_jobs(db, now) == []
    jobs.update("ops", scope={"channel": "ops", "tool": "run_code"})
    rate_run(db, runs[0].run_id, "bad", rater="cy")
    rate_run(db, runs[1].run_id, "bad", rater="cy")
    rate_run(db, runs[3].run_id, "bad", rater="cy")
    assert new_ratings(db, jobs.get("ops")) == 0  # none of these runs called run_code
