"""Recorded runs: filtered lists and full trajectories (SPEC 2.3, 5.3)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import Select, func, select

from core.api.deps import Caller, PageDep, RowId, ServicesDep
from core.api.routes._models import ErrorOut
from core.api.routes._scope import Text, require_run, scoped, to_utc
from core.api.routes.feedback import FeedbackOut
from core.storage import Feedback, Run
from core.trajectories import RunFilter, filter_runs, get_run

__all__ = ["AttemptOut", "RunDetail", "RunPage", "RunSummary", "SpanOut", "router"]

router = APIRouter(prefix="/api/runs", tags=["runs"])


class RunSummary(BaseModel):
    """A run without its trajectory; ``feedback`` holds its live ratings."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    agent_name: str
    agent_version_id: int | None
    model: str
    platform: str
    workspace: str
    channel: str
    user: str
    thread: str
    status: str
    input: str
    output: str
    error: str
    tokens_in: int
    tokens_out: int
    used_in_training: bool
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None
    feedback: list[FeedbackOut] = Field(default_factory=list)


class RunPage(BaseModel):
    items: list[RunSummary]
    total: int = Field(description="Rows matching the filters, ignoring limit and offset")
    limit: int
    offset: int


class SpanOut(BaseModel):
    """One step: ``llm_call``, ``tool_call``, ``tool_result``, ``reasoning`` or ``output``."""

    id: int
    seq: int
    kind: str
    name: str
    input: dict[str, Any]
    output: dict[str, Any]
    model: str
    tokens_in: int
    tokens_out: int
    duration_ms: float
    error: str
    started_at: datetime | None


class AttemptOut(BaseModel):
    number: int
    status: str
    error: str
    started_at: datetime | None
    finished_at: datetime | None
    spans: list[SpanOut]


class RunDetail(RunSummary):
    attempts: list[AttemptOut]


def _summaries(runs: list[Run], ratings: list[Feedback]) -> list[RunSummary]:
    by_run: dict[int, list[FeedbackOut]] = {}
    for fb in ratings:
        if fb.run_id is not None:
            by_run.setdefault(fb.run_id, []).append(FeedbackOut.model_validate(fb))
    return [
        RunSummary.model_validate(run).model_copy(update={"feedback": by_run.get(run.id, [])})
        for run in runs
    ]


def _live_feedback(run_ids: list[int]) -> Select[Feedback]:
    return (
        select(Feedback)
        .where(Feedback.run_id.in_(run_ids), Feedback.retracted_at.is_(None))
        .order_by(Feedback.id)
    )


@router.get("", response_model=RunPage)
def list_runs(
    services: ServicesDep,
    caller: Caller,
    page: PageDep,
    agent: Text | None = None,
    channel: Text | None = None,
    platform: Text | None = None,
    status: Text | None = None,
    team: Annotated[
        str | None, Query(max_length=200, pattern=r"^[^\x00]*$", description="Workspace id")
    ] = None,
    since: Annotated[datetime | None, Query(description="Created at or after (UTC)")] = None,
    until: Annotated[datetime | None, Query(description="Created before (UTC)")] = None,
    rated: Annotated[bool | None, Query(description="Has a live rating")] = None,
    used_in_training: bool | None = None,
) -> RunPage:
    """Runs the caller's team may see, newest first."""
    query = filter_runs(
        scoped(select(Run), caller),
        RunFilter(
            agent=agent,
            channel=channel,
            platform=platform,
            status=status,
            team=team,
            since=to_utc(since, "since"),
            until=to_utc(until, "until"),
            rated=rated,
            used_in_training=used_in_training,
        ),
    )
    with services.db.session() as s:
        total = s.scalar(select(func.count()).select_from(query.subquery())) or 0
        runs = list(s.scalars(query.order_by(Run.id.desc()).limit(page.limit).offset(page.offset)))
        ratings = list(s.scalars(_live_feedback([r.id for r in runs]))) if runs else []
        items = _summaries(runs, ratings)
    return RunPage(items=items, total=total, limit=page.limit, offset=page.offset)


@router.get(
    "/{run_id}",
    response_model=RunDetail,
    responses={404: {"model": ErrorOut, "description": "No such run"}},
)
def get_run_detail(run_id: RowId, services: ServicesDep, caller: Caller) -> RunDetail:
    """One run with its attempts, their ordered steps, and its live ratings."""
    with services.db.session() as s:
        run = require_run(s, caller, run_id)
        summary = _summaries([run], list(s.scalars(_live_feedback([run.id]))))[0]
    trajectory = get_run(services.db, run_id)
    attempts = [AttemptOut.model_validate(a) for a in trajectory["attempts"]]
    return RunDetail(**summary.model_dump(), attempts=attempts)
