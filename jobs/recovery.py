"""Finding work that was lost: dead workers, vanished jobs, runs stuck in the queue.

arq on its own re-delivers the job of a killed worker only when the job's
in-progress key expires (the longest job timeout plus 10 s), and forgets a job
for good once its tries are spent. strop does better with two records:

- each worker refreshes a heartbeat key every few seconds, and notes which
  worker took which job (``on_job_start``);
- :func:`sweep` (at worker start-up and every few seconds after) looks at the
  runs the database says are ``queued`` or ``running`` and, per run, releases
  the job of a dead worker so another worker takes it at once, enqueues again
  a job Redis lost (e.g. the run was stored while Redis was down), or fails
  the run with the reason when arq gave up on its job. It does the same for
  the pending steps of workflow runs (one job per step,
  :func:`sweep_workflow_steps`), so a surviving worker takes over a dead
  worker's step without anyone restarting anything.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from arq.connections import ArqRedis
from arq.constants import in_progress_key_prefix, job_key_prefix, result_key_prefix
from arq.jobs import Job
from redis.exceptions import RedisError
from sqlalchemy import select

from core.services import Services
from core.storage import Run, WorkflowRun
from core.storage.base import utcnow
from core.workflows.engine import fail_lost_step, open_tokens
from jobs.queue import WORKFLOW_TASK, enqueue_once, workflow_job_id

__all__ = [
    "HEARTBEAT_TTL_S",
    "Liveness",
    "SweepReport",
    "heartbeat_key",
    "is_alive",
    "owner_key",
    "record_owner",
    "sweep",
    "sweep_workflow_steps",
]

logger = logging.getLogger(__name__)

HEARTBEAT_INTERVAL_S = 2.0
# Several missed beats before a worker counts as dead: a busy event loop or a
# short Redis hiccup must not hand a live worker's run to another.
HEARTBEAT_TTL_S = 8
SWEEP_INTERVAL_S = 5.0
# A run younger than this may be between its insert and its enqueue.
MIN_AGE_S = 5.0


def heartbeat_key(worker_id: str) -> str:
    return f"strop:worker:{worker_id}"


def owner_key(job_id: str) -> str:
    return f"strop:job-owner:{job_id}"


def _process_gone(worker_id: str) -> bool:
    """True when ``worker_id`` (``host:pid:random``) names a process of this host that is gone.

    A killed worker's heartbeat outlives it by up to ``HEARTBEAT_TTL_S``; on the
    same host the process table says at once that it died.
    """
    host, _, rest = worker_id.partition(":")
    pid = rest.partition(":")[0]
    if host != socket.gethostname() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False  # exists, owned by another user
    return False


async def is_alive(redis: ArqRedis, worker_id: str) -> bool:
    """Whether the worker still beats (and, on this host, its process exists)."""
    if _process_gone(worker_id):
        return False
    return bool(await redis.exists(heartbeat_key(worker_id)))


async def record_owner(redis: ArqRedis, job_id: str, worker_id: str) -> None:
    """Note that ``worker_id`` took ``job_id`` (kept a day, like arq's retry counter)."""
    await redis.set(owner_key(job_id), worker_id, ex=86_400)


@dataclass(slots=True)
class SweepReport:
    """What one sweep did: to runs, and to workflow steps (``steps_*``)."""

    released: int = 0
    enqueued: int = 0
    failed: int = 0
    steps_released: int = 0
    steps_enqueued: int = 0
    steps_failed: int = 0


def _fail(services: Services, run_id: int, expected: str, error: str) -> bool:
    with services.db.session() as s:
        run = s.get(Run, run_id, with_for_update=True)
        if run is None or run.status != expected:
            return False
        run.status, run.error, run.finished_at = "failed", error, utcnow()
        return True


async def sweep(
    services: Services, redis: ArqRedis, *, min_age_s: float = MIN_AGE_S
) -> SweepReport:
    """One pass over unfinished queued runs and workflow steps; safe from every worker at once."""
    report = SweepReport()
    await _sweep_runs(services, redis, report, min_age_s)
    await sweep_workflow_steps(services, redis, report, min_age_s=min_age_s)
    return report


async def _sweep_runs(
    services: Services, redis: ArqRedis, report: SweepReport, min_age_s: float
) -> None:
    cutoff = utcnow() - timedelta(seconds=min_age_s)
    with services.db.session() as s:
        rows = [
            (run_id, status, payload["job_id"], payload["task"])
            for run_id, status, payload in s.execute(
                select(Run.id, Run.status, Run.payload).where(
                    Run.status.in_(("queued", "running")), Run.created_at < cutoff
                )
            )
            # Runs without a job id never went through the queue (``strop chat`` in-process).
            if payload.get("job_id") and payload.get("task")
        ]
    if not rows:
        return
    states = await _job_states(redis, [job_id for _, _, job_id, _ in rows])
    for (run_id, status, job_id, task), state in zip(rows, states, strict=True):
        in_progress, owner, has_job, has_result = state
        if in_progress:
            # No owner yet: taken a moment ago (the owner is recorded just after).
            if owner is not None and not await is_alive(redis, owner.decode()):
                await redis.delete(in_progress_key_prefix + job_id)
                logger.warning("job %s: worker %s is gone; released", job_id, owner.decode())
                report.released += 1
        elif has_job:
            continue  # waiting in the queue
        elif has_result:
            info = await Job(job_id, redis).result_info()
            reason = repr(info.result) if info is not None else "unknown"
            if _fail(services, run_id, status, f"the job queue gave up on this run: {reason}"):
                report.failed += 1
        elif await enqueue_once(redis, task, (run_id,), job_id=job_id):
            logger.warning("run %s had no job in the queue; enqueued again", run_id)
            report.enqueued += 1


async def _job_states(redis: ArqRedis, job_ids: list[str]) -> list[list[Any]]:
    """Per job: in progress?, its owner, queued?, finished? (one round trip)."""
    async with redis.pipeline(transaction=False) as pipe:
        for job_id in job_ids:
            pipe.exists(in_progress_key_prefix + job_id)
            pipe.get(owner_key(job_id))
            pipe.exists(job_key_prefix + job_id)
            pipe.exists(result_key_prefix + job_id)
        known = await pipe.execute()
    return [known[4 * n : 4 * n + 4] for n in range(len(job_ids))]


async def sweep_workflow_steps(
    services: Services,
    redis: ArqRedis,
    report: SweepReport | None = None,
    *,
    min_age_s: float = MIN_AGE_S,
) -> SweepReport:
    """Hand on the pending steps of workflow runs (each step is job ``wf:RUN:TOKEN``).

    The job of a dead worker is released (a live worker takes it at once); a
    step whose job Redis lost is enqueued again (not in runs younger than
    ``min_age_s``, which may be between their insert and their enqueue); a
    step arq gave up on fails its run with the reason.
    """
    report = report if report is not None else SweepReport()
    tokens = open_tokens(services)
    if not tokens:
        return report
    cutoff = utcnow() - timedelta(seconds=min_age_s)
    with services.db.session() as s:
        young = set(
            s.scalars(
                select(WorkflowRun.id).where(
                    WorkflowRun.id.in_({r for r, _ in tokens}), WorkflowRun.created_at >= cutoff
                )
            )
        )
    job_ids = [workflow_job_id(run_id, token) for run_id, token in tokens]
    states = await _job_states(redis, job_ids)
    for (run_id, token), job_id, state in zip(tokens, job_ids, states, strict=True):
        in_progress, owner, has_job, has_result = state
        if in_progress:
            if owner is not None and not await is_alive(redis, owner.decode()):
                await redis.delete(in_progress_key_prefix + job_id)
                logger.warning("job %s: worker %s is gone; released", job_id, owner.decode())
                report.steps_released += 1
        elif has_job or run_id in young:
            continue
        elif has_result:
            info = await Job(job_id, redis).result_info()
            reason = repr(info.result) if info is not None else "unknown"
            if fail_lost_step(services, run_id, token, f"the job queue gave up: {reason}"):
                report.steps_failed += 1
        elif await enqueue_once(redis, WORKFLOW_TASK, (run_id, token), job_id=job_id):
            logger.warning("workflow run %s: step %s had no job; enqueued again", run_id, token)
            report.steps_enqueued += 1
    return report


class Liveness:
    """A worker's heartbeat and periodic sweep, as one background task."""

    def __init__(self, services: Services, redis: ArqRedis, worker_id: str) -> None:
        self.services = services
        self.redis = redis
        self.worker_id = worker_id
        self._task: asyncio.Task[None] | None = None

    async def beat(self) -> None:
        await self.redis.set(heartbeat_key(self.worker_id), b"1", ex=HEARTBEAT_TTL_S)

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run(), name="strop-liveness")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        with contextlib.suppress(RedisError, OSError):  # else the key expires by itself
            await self.redis.delete(heartbeat_key(self.worker_id))

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        next_sweep = loop.time() + SWEEP_INTERVAL_S
        while True:
            try:
                await self.beat()
                if loop.time() >= next_sweep:
                    next_sweep = loop.time() + SWEEP_INTERVAL_S
                    await sweep(self.services, self.redis)
            except (RedisError, OSError) as exc:
                logger.warning("liveness: Redis unavailable (%s); retrying", exc)
            except Exception:
                logger.exception("liveness: sweep failed")
            await asyncio.sleep(HEARTBEAT_INTERVAL_S)
