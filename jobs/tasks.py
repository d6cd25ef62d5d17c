"""The queue's task functions: agent turns, resumes, improvement cycles, schedules.

A run moves ``queued -> running -> done | failed``, with a detour through
``waiting_for_user`` when it asks a person for something. Every transition is
written to the database before the work it announces, so whatever process
dies, the row says where the run stood:

- the model backend is down (or something unexpected broke): the attempt
  fails, the run goes back to ``queued`` and arq retries it after a backoff;
- a worker is killed mid-run: the run stays ``running``; when arq delivers
  the job again (or the sweep in ``jobs.recovery`` hands it on), the old
  attempt is marked ``interrupted`` and a new attempt starts from the stored
  request, the old attempt's spans kept;
- after ``MAX_ATTEMPTS`` attempts the run is ``failed`` with the reason.

Each task is idempotent: a run that is no longer in the state the task
expects is left alone, so a job delivered twice does nothing the second time.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from arq.worker import Retry
from redis.asyncio import Redis
from sqlalchemy import select

from core.errors import ModelUnavailable, NotFound, StropError
from core.models.base import ChatMessage
from core.runtime.loop import TurnResult
from core.services import Services
from core.specialists.route import request_tool
from core.storage import Attempt, HelpRequest, Run
from core.storage.base import utcnow
from core.system_runs import resume_system_run, system_purpose
from core.workflows.engine import drive, execute_token, resume_human, workflow_of_run
from jobs.progress import ProgressPublisher
from jobs.queue import (
    IMPROVE_TASK,
    RESUME_TASK,
    TURN_TASK,
    WORKFLOW_TASK,
    enqueue_once,
    workflow_job_id,
)

__all__ = [
    "ARQ_MAX_TRIES",
    "MAX_ATTEMPTS",
    "backoff_s",
    "evolve_agents",
    "execute_resume",
    "execute_turn",
    "improve",
    "resume_run",
    "retention",
    "run_inline",
    "run_turn",
    "scheduled_cycles",
    "workflow_step",
]

logger = logging.getLogger(__name__)

MAX_ATTEMPTS = 3
# arq stops calling a task after max_tries deliveries; two spare ones let this
# module, not arq, record why a run failed.
ARQ_MAX_TRIES = MAX_ATTEMPTS + 2
FINAL = ("done", "failed")


def backoff_s(attempts: int) -> float:
    """Delay before the next try after ``attempts`` failed ones: 2, 4, 8, ... up to 60 s."""
    return float(min(60, 2**attempts))


@dataclass(frozen=True, slots=True)
class _Claim:
    proceed: bool
    status: str
    attempts: int
    payload: dict[str, Any]
    error: str = ""


def _claim(services: Services, run_id: int, expected: tuple[str, ...]) -> _Claim:
    """Take ``run_id`` for a new attempt if it is in an ``expected`` state.

    Attempts still marked ``running`` belong to a worker that died; they are
    closed as ``interrupted``. A run out of attempts is failed here.
    """
    now = utcnow()
    with services.db.session() as s:
        run = s.get(Run, run_id, with_for_update=True)
        if run is None:
            raise NotFound(f"no run {run_id}")
        if run.status not in expected:
            return _Claim(False, run.status, 0, {})
        attempts = list(s.scalars(select(Attempt).where(Attempt.run_id == run_id)))
        for a in attempts:
            if a.status == "running":
                a.status = "interrupted"
                a.error = f"worker {run.worker or '?'} stopped during the attempt"
                a.finished_at = now
        if len(attempts) >= MAX_ATTEMPTS:
            last = max(attempts, key=lambda a: a.number)
            run.status = "failed"
            run.error = f"gave up after {len(attempts)} attempts; last: {last.error or last.status}"
            run.finished_at = now
            return _Claim(False, "failed", len(attempts), dict(run.payload), run.error)
        return _Claim(True, run.status, len(attempts), dict(run.payload))


def _settle(services: Services, run_id: int, worker: str, *, status: str, error: str) -> None:
    """Close this worker's open attempt and put the run in ``status`` (queued or failed)."""
    now = utcnow()
    with services.db.session() as s:
        run = s.get(Run, run_id)
        if run is None:
            return
        for a in s.scalars(
            select(Attempt).where(Attempt.run_id == run_id, Attempt.status == "running")
        ):
            a.status, a.error, a.finished_at = "failed", error, now
        if run.worker not in ("", worker):
            return  # taken over by another worker meanwhile; theirs to settle
        run.status, run.error = status, error
        run.finished_at = now if status in FINAL else None


def _history(payload: dict[str, Any]) -> list[ChatMessage]:
    return [ChatMessage(m["role"], m["content"]) for m in payload.get("history", [])]


async def _attempt(
    services: Services,
    run_id: int,
    claim: _Claim,
    text: str,
    *,
    worker: str,
    redis: Redis | None,
) -> str:
    """Run one attempt of a claimed run; the shared body of turns and resumes."""
    payload = claim.payload
    conv = payload.get("conversation", {})
    publisher = ProgressPublisher(redis, run_id) if redis is not None else None
    result: TurnResult | None = None
    error = ""
    retryable = False
    try:
        if publisher is not None:
            await publisher.attempt(claim.attempts + 1)
        agent = services.agents.get(payload["agent"])
        model = services.route(
            agent.name,
            agent.model,
            key=f"{conv.get('platform', '')}:{conv.get('channel', '')}",
            tool=request_tool(services, agent, text),
        )
        result = await services.runner(model, critique=True).run(
            agent,
            text,
            history=_history(payload),
            run_id=run_id,
            worker=worker,
            on_text=publisher.push if publisher is not None else None,
        )
        error, retryable = result.error, result.retryable
    except asyncio.CancelledError:
        # Worker shutdown or job timeout: arq delivers the job again (or the sweep
        # fails it); the run must not stay "running" on a worker that is gone.
        _settle(services, run_id, worker, status="queued", error="cancelled mid-attempt")
        if publisher is not None:
            await publisher.aclose()
        raise
    except StropError as exc:  # unknown agent, misconfigured model
        error, retryable = f"{type(exc).__name__}: {exc}", isinstance(exc, ModelUnavailable)
    except Exception as exc:  # a bug or the database went away; worth another try
        logger.exception("run %s: attempt broke", run_id)
        error, retryable = f"{type(exc).__name__}: {exc}", True
    if retryable and claim.attempts + 1 < MAX_ATTEMPTS:
        _settle(services, run_id, worker, status="queued", error=error)
        if publisher is not None:
            await publisher.aclose()
        raise Retry(defer=backoff_s(claim.attempts + 1))
    if result is None:
        _settle(services, run_id, worker, status="failed", error=error)
        status, output = "failed", ""
    else:
        status, output = result.status, result.output
    if publisher is not None:
        await publisher.end(status=status, output=output, error=error)
    return status


async def _publish_end(redis: Redis | None, run_id: int, claim: _Claim) -> None:
    if redis is not None and claim.status == "failed":
        publisher = ProgressPublisher(redis, run_id)
        await publisher.end(status="failed", error=claim.error)


async def execute_turn(
    services: Services, run_id: int, *, worker: str, redis: Redis | None = None
) -> str:
    """Run (or continue) the queued turn ``run_id``; returns the run's status after it.

    Raises ``arq.worker.Retry`` when the attempt failed for a reason that may
    pass (the run is ``queued`` again by then).
    """
    claim = _claim(services, run_id, ("queued", "running"))
    if not claim.proceed:
        await _publish_end(redis, run_id, claim)
        return claim.status
    return await _attempt(
        services, run_id, claim, str(claim.payload.get("text", "")), worker=worker, redis=redis
    )


def _answers(services: Services, run_id: int) -> tuple[list[HelpRequest], bool]:
    with services.db.session() as s:
        rows = list(
            s.scalars(
                select(HelpRequest).where(HelpRequest.run_id == run_id).order_by(HelpRequest.id)
            )
        )
    return [r for r in rows if r.status == "answered"], any(r.status == "pending" for r in rows)


async def execute_resume(
    services: Services, run_id: int, *, worker: str, redis: Redis | None = None
) -> str:
    """Continue a run that waited for a person, now that every request of it is answered.

    The new attempt sees the original message with the questions and answers
    appended; a secret answer is only ever its vault reference here.
    """
    if workflow_of_run(services, run_id) is not None:  # a workflow's human step was answered
        return await _resume_workflow(services, run_id, redis=redis)
    if system_purpose(services.db, run_id) is not None:  # strop's own question was answered
        status = await resume_system_run(services, run_id)
        if redis is not None:
            await ProgressPublisher(redis, run_id).end(status=status)
        return status
    answered, pending = _answers(services, run_id)
    if pending or not answered:
        with services.db.session() as s:
            run = s.get(Run, run_id)
            return run.status if run is not None else "failed"
    # "running": a worker died during an earlier resume of this run.
    claim = _claim(services, run_id, ("waiting_for_user", "running"))
    if not claim.proceed:
        await _publish_end(redis, run_id, claim)
        return claim.status
    notes = "\n".join(f"(You asked: {h.message} The answer: {h.answer})" for h in answered)
    text = f"{claim.payload.get('text', '')}\n\n{notes}"
    return await _attempt(services, run_id, claim, text, worker=worker, redis=redis)


async def run_inline(services: Services, task: str, arg: Any) -> Any:
    """Run ``task`` in this process: what a worker would do, for deployments without Redis."""
    worker = "inline"
    if task == TURN_TASK:
        return await execute_turn(services, int(arg), worker=worker)
    if task == RESUME_TASK:
        return await execute_resume(services, int(arg), worker=worker)
    if task == WORKFLOW_TASK:
        workflow_run_id, token = arg
        return await drive(services, int(workflow_run_id), [str(token)], worker=worker)
    if task == IMPROVE_TASK:
        from core.improve.cycle import run_cycle

        return await run_cycle(services, arg, trigger="queue", say=logger.info)
    raise ValueError(f"unknown task {task!r}")


# arq task functions: ``ctx`` is the worker's context (jobs.worker.startup fills it).


async def run_turn(ctx: dict[str, Any], run_id: int) -> str:
    """arq task: one agent turn of a queued run."""
    return await execute_turn(ctx["services"], run_id, worker=ctx["worker_id"], redis=ctx["redis"])


async def resume_run(ctx: dict[str, Any], run_id: int) -> str:
    """arq task: continue a run paused in ``waiting_for_user``."""
    return await execute_resume(
        ctx["services"], run_id, worker=ctx["worker_id"], redis=ctx["redis"]
    )


async def improve(ctx: dict[str, Any], job_name: str | None) -> dict[str, Any]:
    """arq task: one improvement cycle of ``job_name`` (the default job when ``None``)."""
    from core.improve.cycle import run_cycle

    return await run_cycle(ctx["services"], job_name, trigger="queue", say=logger.info)


async def scheduled_cycles(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    """arq cron task: a cycle for every improvement job whose schedule is due."""
    from core.improve.cycle import run_due_cycles

    return await run_due_cycles(ctx["services"], datetime.now(UTC), say=logger.info)


async def retention(ctx: dict[str, Any]) -> dict[str, int]:
    """arq cron task: delete what has outlived STROP_RETENTION_DAYS / _RATING_RETENTION_DAYS."""
    from core.privacy import enforce_retention

    services: Services = ctx["services"]
    settings = services.settings
    if settings.retention_days is None and settings.rating_retention_days is None:
        return {}
    report = await asyncio.to_thread(
        enforce_retention,
        services.db,
        now=datetime.now(UTC),
        run_days=settings.retention_days,
        rating_days=settings.rating_retention_days,
    )
    return report.as_dict()


async def evolve_agents(ctx: dict[str, Any]) -> dict[str, Any]:
    """arq cron task: check open hypotheses, evolve agents with new complaints
    (STROP_AUTO_EVOLVE) and aggregate the technique playbook."""
    from core.evolution.periodic import analysis_model, evolution_round

    services: Services = ctx["services"]
    evolve = services.settings.auto_evolve
    model = analysis_model(services) if evolve else None
    report = await evolution_round(services, evolve=evolve, model=model)
    return {**report.as_dict(), "loop_health": _loop_health(services)}


def _loop_health(services: Services) -> list[dict[str, Any]]:
    """Every job's loop health (SPEC 6.11): ratings arrive between cycles, so a regression
    or saturation shows up here; a failure is logged and never fails the round."""
    from core.health import health_round

    try:
        return [event.as_dict() for event in health_round(services)]
    except Exception:
        logger.exception("the periodic loop-health check failed")
        return []


# Workflows: each step is its own job (logic in core.workflows.engine).


async def _schedule(redis: Redis, workflow_run_id: int, tokens: list[str]) -> None:
    for token in tokens:
        job_id = workflow_job_id(workflow_run_id, token)
        await enqueue_once(redis, WORKFLOW_TASK, (workflow_run_id, token), job_id=job_id)  # type: ignore[arg-type]


async def _resume_workflow(services: Services, run_id: int, *, redis: Redis | None) -> str:
    """A human step's answer: finish the step, then run (or enqueue) what follows."""
    result = resume_human(services, run_id)
    found = workflow_of_run(services, run_id)
    assert found is not None
    if result.scheduled:
        if redis is None:
            await drive(services, found[0], result.scheduled, worker="inline")
        else:
            await _schedule(redis, found[0], result.scheduled)
    with services.db.session() as s:
        run = s.get(Run, run_id)
        status, output, error = (run.status, run.output, run.error) if run else ("failed", "", "")
    if redis is not None:
        await ProgressPublisher(redis, run_id).end(status=status, output=output, error=error)
    return status


async def workflow_step(ctx: dict[str, Any], workflow_run_id: int, token: str) -> str:
    """arq task: one step of a workflow run; the steps after it are enqueued as their own jobs."""
    services: Services = ctx["services"]
    result = await execute_token(services, workflow_run_id, token, worker=ctx["worker_id"])
    await _schedule(ctx["redis"], workflow_run_id, result.scheduled)
    if result.status == "retry":
        raise Retry(defer=backoff_s(result.attempts))
    return result.status
