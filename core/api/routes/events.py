"""Platform-neutral message events: the ingest path of the job queue (SPEC 7.2).

``POST /api/events`` stores the message as a queued run and hands it to the
queue; it answers 202 as soon as the run is durable and the job enqueued,
never waiting for the agent. Delivering the same ``event_id`` again returns
the same run (``duplicate: true``) and starts nothing. ``GET
/api/events/{event_id}`` reports where that run stands.
"""

from __future__ import annotations

import time
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, HTTPException, Path, Request, status
from pydantic import BaseModel, Field
from sqlalchemy import func, select

from core.api.deps import Caller, ServicesDep
from core.api.routes._models import API_RESPONSES, ErrorOut
from core.api.routes._scope import team_filter
from core.errors import NotFound
from core.models.base import ChatMessage
from core.services import Services
from core.storage import Attempt, Run
from jobs.queue import JobQueue, QueueUnavailable, TurnRequest

__all__ = ["EventIn", "EventStatus", "Submitted", "get_queue", "router"]

router = APIRouter(prefix="/api/events", tags=["events"], responses=API_RESPONSES)

# PostgreSQL text cannot hold NUL characters; refused here they are a 422.
_NO_NUL = r"^[^\x00]*$"
_Id = Annotated[str, Field(max_length=200, pattern=_NO_NUL)]


class HistoryTurn(BaseModel):
    role: Literal["user", "assistant"]
    content: Annotated[str, Field(max_length=100_000, pattern=_NO_NUL)]


class EventIn(BaseModel):
    """A person's message, as any adapter sees it."""

    event_id: Annotated[str, Field(min_length=1, max_length=200, pattern=_NO_NUL)]
    platform: Annotated[str, Field(min_length=1, max_length=32, pattern=r"^[a-z0-9_-]+$")]
    workspace: _Id = ""
    channel: _Id = ""
    thread: _Id = ""
    user: _Id = ""
    text: Annotated[str, Field(min_length=1, max_length=1_000_000, pattern=_NO_NUL)]
    agent: Annotated[str | None, Field(max_length=64, pattern=_NO_NUL)] = None
    history: Annotated[list[HistoryTurn], Field(max_length=50)] = []


class Submitted(BaseModel):
    run_id: int
    job_id: str
    duplicate: bool


class EventStatus(BaseModel):
    event_id: str
    run_id: int
    status: str
    output: str
    error: str
    attempts: int


async def get_queue(request: Request, services: ServicesDep) -> JobQueue:
    """The process's job queue, created on first use (Redis when STROP_REDIS_URL is set)."""
    # async: a plain function dependency would cost every event a thread pool hop.
    queue: JobQueue | None = getattr(request.app.state, "job_queue", None)
    if queue is None:
        queue = JobQueue.from_services(services)
        request.app.state.job_queue = queue
    return queue


QueueDep = Annotated[JobQueue, Depends(get_queue)]


# Agents that existed a moment ago, per process: checking on every event would cost
# the ingest path a query. An agent deleted meanwhile fails its run in the worker.
_KNOWN_AGENTS_TTL_S = 30.0
_known_agents: dict[str, float] = {}


def _agent_name(services: Services, wanted: str | None) -> str:
    name = wanted or services.settings.default_agent
    now = time.monotonic()
    if _known_agents.get(name, 0.0) > now:
        return name
    if not services.agents.exists(name):
        raise NotFound(f"no agent named {name!r}")
    _known_agents[name] = now + _KNOWN_AGENTS_TTL_S
    return name


@router.post(
    "",
    status_code=status.HTTP_202_ACCEPTED,
    responses={
        403: {"model": ErrorOut, "description": "The event belongs to another team"},
        404: {"model": ErrorOut, "description": "No such agent"},
        503: {"model": ErrorOut, "description": "The job queue is unreachable; retry later"},
    },
)
async def submit_event(
    event: EventIn, caller: Caller, services: ServicesDep, queue: QueueDep
) -> Submitted:
    """Queue an agent turn for a message; returns at once with the run's id."""
    if not caller.is_operator and event.workspace != caller.team:
        raise HTTPException(status.HTTP_403_FORBIDDEN, "the event belongs to another team")
    request = TurnRequest(
        event_id=event.event_id,
        agent=_agent_name(services, event.agent),
        text=event.text,
        platform=event.platform,
        workspace=event.workspace,
        channel=event.channel,
        thread=event.thread,
        user=event.user,
        history=[ChatMessage(h.role, h.content) for h in event.history],
    )
    try:
        submitted = await queue.submit(request)
    except QueueUnavailable as exc:
        # The run is stored as queued: delivering the event again, or a worker's
        # sweep once Redis is back, starts it. Nothing is lost, nothing runs twice.
        raise HTTPException(
            status.HTTP_503_SERVICE_UNAVAILABLE, str(exc), headers={"Retry-After": "5"}
        ) from None
    return Submitted(
        run_id=submitted.run_id, job_id=submitted.job_id, duplicate=submitted.duplicate
    )


@router.get("/{event_id}", responses={404: {"model": ErrorOut, "description": "Unknown event"}})
def event_status(
    event_id: Annotated[str, Path(max_length=200, pattern=_NO_NUL)],
    caller: Caller,
    services: ServicesDep,
) -> EventStatus:
    """Where the run for ``event_id`` stands: queued, running, waiting_for_user, done, failed."""
    with services.db.session() as s:
        run = s.scalar(select(Run).where(Run.event_id == event_id, team_filter(caller)))
        if run is None:
            raise NotFound(f"no event {event_id!r}")
        attempts = s.scalar(select(func.count(Attempt.id)).where(Attempt.run_id == run.id))
        return EventStatus(
            event_id=event_id,
            run_id=run.id,
            status=run.status,
            output=run.output,
            error=run.error,
            attempts=int(attempts or 0),
        )
