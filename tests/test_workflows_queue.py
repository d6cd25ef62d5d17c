"""Workflows on the arq queue (Redis database 13): one job per step, retries, lost jobs."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest
from _workflow_support import REVIEW_LOOP, services_with_team, team_model
from arq.connections import ArqRedis
from arq.constants import in_progress_key_prefix, job_key_prefix, result_key_prefix

import jobs.recovery
import jobs.tasks
from core.services import Services
from core.settings import Settings
from core.workflows import WorkflowService
from core.workflows.engine import execute_token, start_run
from core.workflows.runs import get_workflow_run
from jobs.queue import JobQueue, workflow_job_id
from jobs.recovery import record_owner, sweep_workflow_steps
from jobs.worker import serve

REDIS_URL = "redis://127.0.0.1:6379/9"


def _redis_settings(services: Services) -> Settings:
    return services.settings.model_copy(update={"redis_url": REDIS_URL})


async def _work(services: Services) -> None:
    """A real arq worker in this process until the queue is empty."""
    await asyncio.wait_for(
        serve(_redis_settings(services), burst=True, ctx={"services": services}), 60
    )


async def test_each_step_is_its_own_job(
    make_services: Callable[..., Services], redis: ArqRedis
) -> None:
    services = services_with_team(make_services, team_model())
    WorkflowService.of(services).create("review", REVIEW_LOOP)
    run_id, tokens = start_run(services, "review", "tides")
    queue = JobQueue(services, redis=redis)
    await queue.workflow(run_id, tokens)
    await queue.workflow(run_id, tokens)  # offered twice: still one job
    assert await redis.zcard("arq:queue") == 1
    assert await redis.exists(job_key_prefix + workflow_job_id(run_id, "t1"))
    await _work(services)
    run = get_workflow_run(services.db, run_id)
    assert run["status"] == "done" and run["output"].startswith("SUMMARY OF")
    assert len(run["steps"]) == 9
    with services.db.session() as s:
        from core.storage import WorkflowRun

        row = s.get(WorkflowRun, run_id)
        assert row is not None
        last = int(row.state["next_token"])
    for n in range(1, last):  # every step ran as a job of its own, and finished
        assert await redis.exists(result_key_prefix + workflow_job_id(run_id, f"t{n}"))
    assert await redis.zcard("arq:queue") == 0


async def test_a_failing_step_is_retried_by_the_queue(
    make_services: Callable[..., Services], redis: ArqRedis, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(jobs.tasks, "backoff_s", lambda attempts: 0.05)
    calls = {"n": 0}

    def flaky(text: str) -> str:
        """Fail the first time.

        Args:
            text: anything.
        """
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("the service hiccuped")
        return text.upper()

    services = services_with_team(make_services, team_model(reviews=("APPROVED",)))
    services.tools.add(flaky)
    graph = {
        "steps": [
            {
                "id": "fetch",
                "kind": "agent",
                "agent": "researcher",
                "input": "{{input}}",
                "next": "shout",
            },
            {
                "id": "shout",
                "kind": "tool",
                "tool": "flaky",
                "args": {"text": "{{steps.fetch.output}}"},
            },
        ]
    }
    WorkflowService.of(services).create("flaky", graph)
    run_id, tokens = start_run(services, "flaky", "tides")
    await JobQueue(services, redis=redis).workflow(run_id, tokens)
    await _work(services)
    run = get_workflow_run(services.db, run_id)
    assert run["status"] == "done" and run["output"] == "FACTS ABOUT TIDES"
    assert run["steps"][1]["attempts"] == 2 and run["steps"][0]["attempts"] == 1


class _Crash(BaseException):
    pass


async def test_worker_start_sweep_resumes_a_crashed_workflow(
    make_services: Callable[..., Services], redis: ArqRedis
) -> None:
    services = services_with_team(make_services, team_model(reviews=("APPROVED",)))
    WorkflowService.of(services).create("review", REVIEW_LOOP)
    run_id, tokens = start_run(services, "review", "tides")
    first = await execute_token(services, run_id, tokens[0], worker="gone:1:abc")
    original = services.runner

    def crashing(model: object = None) -> object:
        raise _Crash

    services.runner = crashing  # type: ignore[method-assign,assignment]
    with pytest.raises(_Crash):  # the worker dies in the middle of the second step
        await execute_token(services, run_id, first.scheduled[0], worker="gone:1:abc")
    services.runner = original  # type: ignore[method-assign]
    job_id = workflow_job_id(run_id, first.scheduled[0])
    # Redis still says the dead worker holds the step's job.
    await redis.set(in_progress_key_prefix + job_id, b"1", ex=600)
    await record_owner(redis, job_id, "gone:1:abc")
    assert (await sweep_workflow_steps(services, redis, min_age_s=0)).steps_released == 1
    assert not await redis.exists(in_progress_key_prefix + job_id)
    again = await sweep_workflow_steps(services, redis, min_age_s=0)
    assert (again.steps_enqueued, again.steps_released) == (1, 0)
    await _work(services)
    run = get_workflow_run(services.db, run_id)
    assert run["status"] == "done"
    assert run["path"] == ["fetch", "write", "review", "check", "publish"]
    assert [s["attempts"] for s in run["steps"]] == [1, 2, 1, 1, 1]


async def test_a_surviving_worker_takes_over_a_dead_workers_step_without_restart(
    make_services: Callable[..., Services], redis: ArqRedis, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(jobs.recovery, "SWEEP_INTERVAL_S", 0.3)
    monkeypatch.setattr(jobs.recovery, "HEARTBEAT_INTERVAL_S", 0.1)
    services = services_with_team(make_services, team_model(reviews=("APPROVED",)))
    WorkflowService.of(services).create("review", REVIEW_LOOP)
    stop = asyncio.Event()
    survivor = asyncio.create_task(
        serve(_redis_settings(services), stop=stop, ctx={"services": services})
    )
    try:
        for _ in range(100):  # the survivor is up: its start-up sweep is behind it
            beats = await redis.keys("strop:worker:*")
            if beats:
                break
            await asyncio.sleep(0.05)
        assert len(beats) == 1
        survivor_id = beats[0].decode().removeprefix("strop:worker:")
        # Another worker ran the first step, took the second step's job and died in it.
        run_id, tokens = start_run(services, "review", "tides")
        first = await execute_token(services, run_id, tokens[0], worker="gone:1:abc")
        job_id = workflow_job_id(run_id, first.scheduled[0])
        await redis.set(in_progress_key_prefix + job_id, b"1", ex=600)
        await record_owner(redis, job_id, "gone:1:abc")
        await JobQueue(services, redis=redis).workflow(run_id, first.scheduled)
        original = services.runner

        def crashing(model: object = None) -> object:
            raise _Crash

        services.runner = crashing  # type: ignore[method-assign,assignment]
        with pytest.raises(_Crash):
            await execute_token(services, run_id, first.scheduled[0], worker="gone:1:abc")
        services.runner = original  # type: ignore[method-assign]
        for _ in range(200):  # the periodic sweep releases the job; the survivor runs it
            if get_workflow_run(services.db, run_id)["status"] in ("done", "failed"):
                break
            await asyncio.sleep(0.05)
        assert not survivor.done()  # the same worker all along, never restarted
    finally:
        stop.set()
        await asyncio.wait_for(survivor, 30)
    run = get_workflow_run(services.db, run_id)
    assert run["status"] == "done", run
    assert run["path"] == ["fetch", "write", "review", "check", "publish"]
    assert [s["attempts"] for s in run["steps"]] == [1, 2, 1, 1, 1]
    with services.db.session() as s:
        from core.storage import Run

        write = s.get(Run, run["steps"][1]["run_id"])
        assert write is not None and write.worker == survivor_id
