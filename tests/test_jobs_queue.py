"""The job queue: submission, duplicates, the run state machine, retries and the sweep.

Inline mode (no Redis) and Redis mode with a real arq worker in this process
(``burst``: it stops when the queue is empty), on a scripted model.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from arq.connections import ArqRedis
from arq.constants import in_progress_key_prefix, job_key_prefix

import jobs.tasks
from core.agents.spec import AgentSpec
from core.errors import ModelUnavailable
from core.models.base import ChatMessage, Completion
from core.models.scripted import ScriptedModel
from core.runtime.trajectory import TrajectoryRecorder
from core.services import Services
from core.settings import Settings
from core.storage import HelpRequest, Run
from core.trajectories import get_run
from jobs.batch import RunWriter
from jobs.progress import follow
from jobs.queue import JobQueue, TurnRequest
from jobs.recovery import heartbeat_key, owner_key, record_owner, sweep
from jobs.tasks import MAX_ATTEMPTS, execute_resume, execute_turn
from jobs.worker import serve

REDIS_URL = "redis://127.0.0.1:6379/13"


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


TESTER = AgentSpec(
    name="tester",
    system_prompt="You test things.",
    tools=("run_code",),
    parameters={"max_steps": 3, "tool_choice_k": 0},
)


def turn(event_id: str, text: str = "hello", **fields: Any) -> TurnRequest:
    return TurnRequest(
        event_id=event_id, agent="tester", text=text, platform="test", channel="c1", **fields
    )


class FlakyModel(ScriptedModel):
    """Raises ``ModelUnavailable`` for the first ``failures`` calls (a backend that is down)."""

    def __init__(self, replies: Sequence[str], *, failures: int) -> None:
        super().__init__(replies)
        self.failures = failures

    async def complete(self, messages: Sequence[ChatMessage], **kw: Any) -> Completion:
        if self.failures > 0:
            self.failures -= 1
            raise ModelUnavailable("backend down")
        return await super().complete(messages, **kw)


@pytest.fixture
def make(make_services: Callable[..., Services]) -> Callable[..., Services]:
    def build(model: Any) -> Services:
        services = make_services(model)
        services.agents.create(TESTER)
        return services

    return build


@pytest.fixture
def fast_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jobs.tasks, "backoff_s", lambda attempts: 0.05)


def redis_settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"redis_url": REDIS_URL})


async def run_worker(services: Services) -> None:
    """A real arq worker in this process until the queue is empty."""
    await asyncio.wait_for(
        serve(redis_settings(services.settings), burst=True, ctx={"services": services}), 30
    )


def status(services: Services, run_id: int) -> str:
    with services.db.session() as s:
        run = s.get(Run, run_id)
        assert run is not None
        return run.status


# Inline mode --------------------------------------------------------------------------


async def test_inline_submit_runs_in_the_background(make: Callable[..., Services]) -> None:
    model = ScriptedModel([call("run_code", code="print(6 * 7)"), answer("42")])
    services = make(model)
    queue = JobQueue(services)
    assert queue.inline
    sub = await queue.submit(turn("ev-1", "What is 6 * 7?"))
    assert (sub.job_id, sub.duplicate, sub.status) == ("turn:ev-1", False, "queued")
    assert status(services, sub.run_id) == "queued"  # submit does not wait for the turn
    await queue.drain()
    run = get_run(services.db, sub.run_id)
    assert run["status"] == "done" and run["output"] == "42"
    assert [a["status"] for a in run["attempts"]] == ["done"]
    kinds = [sp["kind"] for sp in run["attempts"][0]["spans"]]
    assert kinds == ["llm_call", "tool_call", "tool_result", "llm_call", "output"]
    with services.db.session() as s:
        row = s.get(Run, sub.run_id)
        assert row is not None
        assert (row.worker, row.channel, row.model) == ("inline", "c1", "scripted:test")
        assert row.started_at is not None and row.finished_at is not None


async def test_inline_duplicate_event_runs_once(make: Callable[..., Services]) -> None:
    model = ScriptedModel([answer("once")])
    services = make(model)
    queue = JobQueue(services)
    first = await queue.submit(turn("ev-dup"))
    again = await queue.submit(turn("ev-dup", "a different text"))
    await queue.drain()
    later = await queue.submit(turn("ev-dup"))
    assert first.run_id == again.run_id == later.run_id
    assert (first.duplicate, again.duplicate, later.duplicate) == (False, True, True)
    assert later.status == "done"
    assert len(model.calls) == 1
    with services.db.session() as s:
        assert s.query(Run).count() == 1


async def test_history_and_conversation_reach_the_model(make: Callable[..., Services]) -> None:
    model = ScriptedModel([answer("fine")])
    services = make(model)
    queue = JobQueue(services)
    history = [ChatMessage("user", "my name is Ada"), ChatMessage("assistant", answer("hi Ada"))]
    sub = await queue.submit(turn("ev-h", "who am I?", history=history, user="u7", thread="t1"))
    await queue.drain()
    seen = [m.content for m in model.calls[0]["messages"]]
    assert seen[-3:] == ["my name is Ada", answer("hi Ada"), "who am I?"]
    with services.db.session() as s:
        row = s.get(Run, sub.run_id)
        assert row is not None and (row.user, row.thread) == ("u7", "t1")


async def test_backend_down_retries_with_backoff(
    make: Callable[..., Services], fast_backoff: None
) -> None:
    model = FlakyModel([answer("back again")], failures=1)
    services = make(model)
    queue = JobQueue(services)
    sub = await queue.submit(turn("ev-flaky"))
    await queue.drain()
    run = get_run(services.db, sub.run_id)
    assert run["status"] == "done" and run["output"] == "back again"
    assert [a["status"] for a in run["attempts"]] == ["failed", "done"]
    assert "ModelUnavailable" in run["attempts"][0]["error"]


async def test_retries_are_bounded(make: Callable[..., Services], fast_backoff: None) -> None:
    model = FlakyModel([], failures=100)
    services = make(model)
    queue = JobQueue(services)
    sub = await queue.submit(turn("ev-down"))
    await queue.drain()
    run = get_run(services.db, sub.run_id)
    assert run["status"] == "failed"
    assert "ModelUnavailable: backend down" in run["error"]
    assert [a["status"] for a in run["attempts"]] == ["failed"] * MAX_ATTEMPTS


async def test_unknown_agent_fails_without_retry(make: Callable[..., Services]) -> None:
    services = make(ScriptedModel([]))
    queue = JobQueue(services)
    sub = await queue.submit(TurnRequest(event_id="ev-x", agent="nobody", text="hi", platform="t"))
    await queue.drain()
    with services.db.session() as s:
        row = s.get(Run, sub.run_id)
        assert row is not None
        assert row.status == "failed" and "no agent named 'nobody'" in row.error


# The state machine after a crash -------------------------------------------------------


def crashed_attempt(services: Services, run_id: int, worker: str) -> list[int]:
    """What a killed worker leaves behind: the run running, an open attempt with spans."""
    rec = TrajectoryRecorder.new_attempt(services.db, run_id, worker=worker)
    return [
        rec.span("llm_call", name="scripted:test", output={"text": "thinking"}),
        rec.span("tool_call", name="run_code", input={"args": {"code": "1"}}),
    ]


async def test_interrupted_run_continues_with_a_new_attempt(
    make: Callable[..., Services],
) -> None:
    model = ScriptedModel([answer("recovered")])
    services = make(model)
    queue = JobQueue(services)
    run_id = (await queue._record(turn("ev-crash"), "turn:ev-crash")).run_id
    spans = crashed_attempt(services, run_id, "dead-worker")
    assert status(services, run_id) == "running"
    assert await execute_turn(services, run_id, worker="w2") == "done"
    run = get_run(services.db, run_id)
    assert [a["status"] for a in run["attempts"]] == ["interrupted", "done"]
    assert "dead-worker" in run["attempts"][0]["error"]
    assert [sp["id"] for sp in run["attempts"][0]["spans"]] == spans  # old spans kept
    assert run["output"] == "recovered"
    # delivered once more (arq retried after all): nothing happens
    assert await execute_turn(services, run_id, worker="w3") == "done"
    assert len(model.calls) == 1


async def test_a_run_that_keeps_crashing_fails_with_the_reason(
    make: Callable[..., Services],
) -> None:
    model = ScriptedModel([])
    services = make(model)
    queue = JobQueue(services)
    run_id = (await queue._record(turn("ev-doomed"), "turn:ev-doomed")).run_id
    for n in range(MAX_ATTEMPTS):
        crashed_attempt(services, run_id, f"w{n}")
    assert await execute_turn(services, run_id, worker="last") == "failed"
    run = get_run(services.db, run_id)
    assert run["error"].startswith(f"gave up after {MAX_ATTEMPTS} attempts")
    assert "stopped during the attempt" in run["error"]
    assert [a["status"] for a in run["attempts"]] == ["interrupted"] * MAX_ATTEMPTS
    assert model.calls == []


async def test_resume_after_the_user_answered(make: Callable[..., Services]) -> None:
    model = ScriptedModel([answer("deployed to staging")])
    services = make(model)
    queue = JobQueue(services)
    run_id = (await queue._record(turn("ev-ask", "deploy it"), "turn:ev-ask")).run_id
    with services.db.session() as s:
        row = s.get(Run, run_id)
        assert row is not None
        row.status = "waiting_for_user"
        s.add(HelpRequest(run_id=run_id, kind="choice", message="Which environment?"))
    assert await execute_resume(services, run_id, worker="w") == "waiting_for_user"
    assert model.calls == []
    with services.db.session() as s:
        req = s.query(HelpRequest).one()
        req.status, req.answer = "answered", "staging"
    await queue.resume(run_id, key="1")
    await queue.drain()
    run = get_run(services.db, run_id)
    assert run["status"] == "done" and run["output"] == "deployed to staging"
    prompt = model.calls[0]["messages"][-1].content
    assert "deploy it" in prompt and "Which environment?" in prompt and "staging" in prompt
    assert await execute_resume(services, run_id, worker="w") == "done"  # idempotent


# Redis mode: a real arq worker ----------------------------------------------------------


async def test_redis_submit_worker_and_progress(
    make: Callable[..., Services], redis: ArqRedis
) -> None:
    model = ScriptedModel([answer("first answer"), answer("second answer")])
    services = make(model)
    queue = JobQueue(services, redis=redis)
    a = await queue.submit(turn("ev-a"))
    b = await queue.submit(turn("ev-b"))
    dup = await queue.submit(turn("ev-a"))
    assert dup.duplicate and dup.run_id == a.run_id
    assert await redis.zcard("arq:queue") == 2  # one job per event
    assert await redis.exists(job_key_prefix + "turn:ev-a")
    assert status(services, a.run_id) == "queued"
    await run_worker(services)
    assert status(services, a.run_id) == status(services, b.run_id) == "done"
    events = [e async for e in follow(redis, a.run_id, timeout_s=5)]
    assert events[0].kind == "attempt" and events[-1].kind == "end"
    streamed = "".join(e.text for e in events if e.kind == "text")
    assert streamed == "first answer"
    assert (events[-1].status, events[-1].text) == ("done", "first answer")
    with services.db.session() as s:
        row = s.get(Run, a.run_id)
        assert row is not None and row.worker.count(":") == 2  # host:pid:random
    again = await queue.submit(turn("ev-a"))
    assert again.duplicate and again.status == "done"
    assert await redis.zcard("arq:queue") == 0


async def test_redis_retry_then_done(
    make: Callable[..., Services], redis: ArqRedis, fast_backoff: None
) -> None:
    services = make(FlakyModel([answer("ok now")], failures=2))
    queue = JobQueue(services, redis=redis)
    sub = await queue.submit(turn("ev-r"))
    await run_worker(services)
    run = get_run(services.db, sub.run_id)
    assert run["status"] == "done"
    assert [a["status"] for a in run["attempts"]] == ["failed", "failed", "done"]


async def test_sweep_requeues_lost_jobs_and_releases_dead_workers(
    make: Callable[..., Services], redis: ArqRedis
) -> None:
    services = make(ScriptedModel([answer("a"), answer("b")]))
    queue = JobQueue(services)  # inline queue used only to write rows: nothing enqueued
    lost = (await queue._record(turn("ev-lost"), "turn:ev-lost")).run_id
    orphan = (await queue._record(turn("ev-orphan"), "turn:ev-orphan")).run_id
    await redis.enqueue_job("run_turn", orphan, _job_id="turn:ev-orphan")
    crashed_attempt(services, orphan, "gone:1:abc")
    await redis.set(in_progress_key_prefix + "turn:ev-orphan", b"1", ex=600)
    await record_owner(redis, "turn:ev-orphan", "gone:1:abc")
    await redis.set(heartbeat_key("alive:2:def"), b"1", ex=60)
    report = await sweep(services, redis, min_age_s=0)
    assert (report.enqueued, report.released, report.failed) == (1, 1, 0)
    assert not await redis.exists(in_progress_key_prefix + "turn:ev-orphan")
    # a live owner keeps its job
    await redis.set(in_progress_key_prefix + "turn:ev-orphan", b"1", ex=600)
    await record_owner(redis, "turn:ev-orphan", "alive:2:def")
    assert (await sweep(services, redis, min_age_s=0)).released == 0
    await redis.delete(in_progress_key_prefix + "turn:ev-orphan", owner_key("turn:ev-orphan"))
    await run_worker(services)
    assert status(services, lost) == status(services, orphan) == "done"
    assert [a["status"] for a in get_run(services.db, orphan)["attempts"]] == [
        "interrupted",
        "done",
    ]


async def test_sweep_fails_a_run_whose_job_arq_gave_up_on(
    make: Callable[..., Services], redis: ArqRedis
) -> None:
    services = make(ScriptedModel([]))
    queue = JobQueue(services, redis=redis)
    sub = await queue.submit(turn("ev-gone"))
    crashed_attempt(services, sub.run_id, "gone:1:abc")
    # what arq leaves when it stops calling the task: no job, a failed result
    await redis.set(f"arq:retry:{sub.job_id}", str(jobs.tasks.ARQ_MAX_TRIES))
    worker_settings = redis_settings(services.settings)
    from jobs.worker import make_worker

    worker = make_worker(
        worker_settings, burst=True, handle_signals=False, ctx={"services": services}
    )
    worker._pool = redis
    worker.ctx["redis"] = redis
    await worker.run_job(sub.job_id, 0)  # arq's own path for a job out of tries
    assert not await redis.exists(job_key_prefix + sub.job_id)
    report = await sweep(services, redis, min_age_s=0)
    assert report.failed == 1
    with services.db.session() as s:
        row = s.get(Run, sub.run_id)
        assert row is not None and row.status == "failed"
        assert "the job queue gave up on this run" in row.error and "retries exceeded" in row.error


async def test_concurrent_submissions_share_commits_and_keep_duplicates_apart(
    make: Callable[..., Services],
) -> None:
    services = make(ScriptedModel([]))
    writer = RunWriter(services.db)

    def row(event_id: str) -> dict[str, Any]:
        req = turn(event_id)
        return {
            "event_id": event_id,
            "agent_name": "tester",
            "platform": "test",
            "input": req.text,
            "status": "queued",
            "payload": req.payload(f"turn:{event_id}"),
        }

    # every event delivered twice, all at once: some pairs land in one batch
    results = await asyncio.gather(*(writer.write(row(f"b{n % 40}")) for n in range(80)))
    assert len({r.run_id for r in results}) == 40
    assert sum(not r.duplicate for r in results) == 40
    by_event: dict[int, list[bool]] = {}
    for r in results:
        by_event.setdefault(r.run_id, []).append(r.duplicate)
    assert all(sorted(flags) == [False, True] for flags in by_event.values())
    with services.db.session() as s:
        assert s.query(Run).count() == 40
