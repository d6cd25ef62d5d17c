"""Submitting work: a chat message becomes a queued run, then an arq job (SPEC 7.2).

The run row is written first, keyed by the inbound event id, so a platform
that delivers the same event twice gets the same run back and nothing runs
twice. The arq job id is derived from the event id too, so even a race
between two deliveries enqueues one job. Without Redis the same task code
runs in this process, in the background.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Sequence
from dataclasses import astuple, dataclass, field
from typing import Any, cast

from arq.connections import ArqRedis
from arq.constants import job_key_prefix, result_key_prefix
from arq.jobs import serialize_job
from arq.utils import timestamp_ms
from arq.worker import Retry
from redis.exceptions import RedisError

from core.errors import QueueUnavailable
from core.models.base import ChatMessage
from core.services import Services
from jobs.batch import RunWriter, Written

__all__ = [
    "IMPROVE_TASK",
    "RESUME_TASK",
    "TURN_TASK",
    "WORKFLOW_TASK",
    "JobQueue",
    "QueueUnavailable",
    "Submission",
    "TurnRequest",
    "connect_redis",
    "enqueue_once",
    "turn_job_id",
    "workflow_job_id",
]

logger = logging.getLogger(__name__)

TURN_TASK = "run_turn"
RESUME_TASK = "resume_run"
IMPROVE_TASK = "improve"
WORKFLOW_TASK = "workflow_step"


def workflow_job_id(workflow_run_id: int, token: str) -> str:
    """The arq job id of one step (token) of a workflow run: one step, one job."""
    return f"wf:{workflow_run_id}:{token}"


def turn_job_id(event_id: str) -> str:
    """The arq job id of the turn for ``event_id``: one event, one job."""
    return f"turn:{event_id}"


# arq's enqueue_job in one round trip instead of three (WATCH, EXISTS, MULTI/EXEC): the
# same keys, format and rule (a job id with a job or a result already is left alone).
_ENQUEUE_LUA = """
if redis.call('exists', KEYS[1], KEYS[2]) > 0 then return 0 end
redis.call('psetex', KEYS[1], ARGV[1], ARGV[2])
redis.call('zadd', KEYS[3], ARGV[3], ARGV[4])
return 1
"""


async def enqueue_once(redis: ArqRedis, task: str, args: Sequence[Any], *, job_id: str) -> bool:
    """Enqueue ``task(*args)`` as arq job ``job_id`` unless that id is known; True if enqueued."""
    now = timestamp_ms()
    job = serialize_job(task, tuple(args), {}, None, now, serializer=redis.job_serializer)
    keys_and_args: list[Any] = [
        job_key_prefix + job_id,
        result_key_prefix + job_id,
        redis.default_queue_name,
        redis.expires_extra_ms,
        job,
        now,
        job_id,
    ]
    added = await cast(Awaitable[int], redis.eval(_ENQUEUE_LUA, 3, *keys_and_args))
    return bool(added)


def connect_redis(url: str) -> ArqRedis:
    """An arq client for ``url`` that connects on first use and fails fast when Redis is down.

    arq's ``create_pool`` retries for several seconds before giving up; an API
    request should rather get a clear error at once.
    """
    client: ArqRedis = ArqRedis.from_url(url, socket_connect_timeout=2, socket_timeout=10)
    return client


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnRequest:
    """What a worker needs to run one user turn, whatever platform it came from."""

    event_id: str
    agent: str
    text: str
    platform: str
    workspace: str = ""
    channel: str = ""
    thread: str = ""
    user: str = ""
    history: Sequence[ChatMessage] = field(default_factory=tuple)

    def payload(self, job_id: str) -> dict[str, Any]:
        return {
            "task": TURN_TASK,
            "job_id": job_id,
            "agent": self.agent,
            "text": self.text,
            "history": [m.as_dict() for m in self.history],
            "conversation": {
                "platform": self.platform,
                "workspace": self.workspace,
                "channel": self.channel,
                "thread": self.thread,
            },
            "user": self.user,
        }


@dataclass(frozen=True, slots=True)
class Submission:
    run_id: int
    job_id: str
    duplicate: bool
    status: str


class JobQueue:
    """Submits turns, resumes and improvement cycles; to arq when ``redis`` is given."""

    def __init__(self, services: Services, *, redis: ArqRedis | None = None) -> None:
        self.services = services
        self.redis = redis
        self._inline: set[asyncio.Task[Any]] = set()
        self._writer = RunWriter(services.db)

    @classmethod
    def from_services(cls, services: Services) -> JobQueue:
        """Queue to Redis when ``STROP_REDIS_URL`` is set, else run inline."""
        url = services.settings.redis_url
        return cls(services, redis=connect_redis(url) if url else None)

    @property
    def inline(self) -> bool:
        return self.redis is None

    async def submit(self, request: TurnRequest) -> Submission:
        """Record the turn as a queued run and start it; returns without waiting for it.

        Raises :class:`QueueUnavailable` when Redis is down: the run then stays
        ``queued`` in the database, and a worker's sweep or a repeated delivery
        of the same event starts it once Redis is back.
        """
        job_id = turn_job_id(request.event_id)
        run_id, status, duplicate = astuple(await self._record(request, job_id))
        if duplicate and status != "queued":
            return Submission(run_id, job_id, True, status)
        if self.redis is None:
            if not duplicate:
                self._start_inline(TURN_TASK, run_id)
            return Submission(run_id, job_id, duplicate, status)
        # A duplicate of a still-queued run is offered to arq again in case the first
        # delivery found Redis down; arq ignores a job id it already holds.
        await self._enqueue(TURN_TASK, run_id, job_id=job_id)
        return Submission(run_id, job_id, duplicate, status)

    async def resume(self, run_id: int, *, key: str) -> str:
        """Resume a run paused for a person's answer; ``key`` names the answer (one job each)."""
        job_id = f"resume:{run_id}:{key}"
        if self.redis is None:
            self._start_inline(RESUME_TASK, run_id)
        else:
            await self._enqueue(RESUME_TASK, run_id, job_id=job_id)
        return job_id

    async def improve(self, job_name: str | None = None) -> str | None:
        """Run one improvement cycle of ``job_name`` (default job when ``None``)."""
        if self.redis is None:
            self._start_inline(IMPROVE_TASK, job_name)
            return None
        job = await self._enqueue(IMPROVE_TASK, job_name, job_id=None)
        return job

    async def workflow(self, workflow_run_id: int, tokens: Sequence[str]) -> None:
        """Start the pending steps ``tokens`` of a workflow run, each as its own job."""
        for token in tokens:
            if self.redis is None:
                self._start_inline(WORKFLOW_TASK, (workflow_run_id, token))
            else:
                job_id = workflow_job_id(workflow_run_id, token)
                await self._enqueue(WORKFLOW_TASK, workflow_run_id, token, job_id=job_id)

    async def drain(self) -> None:
        """Wait for every inline task this queue started (tests, shutdown)."""
        while self._inline:
            await asyncio.gather(*list(self._inline), return_exceptions=True)

    async def aclose(self) -> None:
        await self.drain()
        if self.redis is not None:
            await self.redis.aclose(close_connection_pool=True)

    async def _record(self, request: TurnRequest, job_id: str) -> Written:
        """Insert the queued run; on a duplicate event id, the existing run instead."""
        return await self._writer.write(
            {
                "event_id": request.event_id,
                "agent_name": request.agent,
                "platform": request.platform,
                "workspace": request.workspace,
                "channel": request.channel,
                "thread": request.thread,
                "user": request.user,
                "input": request.text,
                "status": "queued",
                "payload": request.payload(job_id),
            }
        )

    async def _enqueue(self, task: str, *args: Any, job_id: str | None) -> str | None:
        assert self.redis is not None
        try:
            if job_id is None:
                job = await self.redis.enqueue_job(task, *args)
                return job.job_id if job is not None else None
            await enqueue_once(self.redis, task, args, job_id=job_id)
        except (RedisError, OSError) as exc:
            raise QueueUnavailable(
                f"the job queue is unreachable (Redis at STROP_REDIS_URL: {exc}); "
                "the request is stored and starts when the queue is back"
            ) from None
        return job_id

    def _start_inline(self, task: str, arg: Any) -> None:
        from jobs import tasks

        async def run() -> None:
            # The same task code a worker runs; a Retry is honoured here with its delay.
            while True:
                try:
                    await tasks.run_inline(self.services, task, arg)
                    return
                except Retry as retry:
                    await asyncio.sleep((retry.defer_score or 0) / 1000)
                except Exception:
                    logger.exception("inline %s(%r) failed", task, arg)
                    return

        t = asyncio.get_running_loop().create_task(run(), name=f"strop-inline-{task}")
        self._inline.add(t)
        t.add_done_callback(self._inline.discard)
