"""Feedback on runs and steps: rate, read back, retract (SPEC 5.1)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Query, status
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select

from core.api.deps import DB_INT_MAX, Caller, RowId, ServicesDep
from core.api.routes._models import ErrorOut
from core.api.routes._scope import require_run
from core.errors import ConfigurationError, NotFound
from core.feedback import rate_run, rate_span, retract
from core.storage import Feedback, Span

__all__ = ["FeedbackIn", "FeedbackOut", "Retracted", "router"]

router = APIRouter(prefix="/api/runs", tags=["feedback"])

Label = Literal["good", "bad"]
# Ratings through the API are recorded with this source, beside "slack", "terminal", ...
_SOURCE = "api"


class FeedbackIn(BaseModel):
    """A rating of a whole run, or of one of its steps when ``span_id`` is given."""

    model_config = ConfigDict(extra="forbid")

    label: Label
    notes: str = Field(default="", max_length=10_000, pattern=r"^[^\x00]*$")
    rater: str = Field(
        default="",
        max_length=200,
        pattern=r"^[^\x00]*$",
        description="Who rates; empty: the API token's name",
    )
    span_id: int | None = Field(default=None, ge=1, le=DB_INT_MAX)
    score: float | None = Field(default=None, ge=-1e9, le=1e9, allow_inf_nan=False)


class FeedbackOut(BaseModel):
    """One stored rating; ``retracted_at`` is set once it no longer counts."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    run_id: int | None
    target_type: str
    span_id: int | None
    label: str
    score: float | None
    notes: str
    rater: str
    source: str
    created_at: datetime
    retracted_at: datetime | None


class Retracted(BaseModel):
    retracted: int = Field(description="How many live ratings were retracted")


def _rater(given: str, caller_name: str) -> str:
    return given or f"token:{caller_name}"


@router.post(
    "/{run_id}/feedback",
    status_code=status.HTTP_201_CREATED,
    response_model=FeedbackOut,
    responses={404: {"model": ErrorOut, "description": "No such run or step"}},
)
def rate(run_id: RowId, body: FeedbackIn, services: ServicesDep, caller: Caller) -> Feedback:
    """Rate a run (a rater's newer rating replaces their older one) or one step of it."""
    db = services.db
    with db.session() as s:
        require_run(s, caller, run_id)
        if body.span_id is not None:
            if body.score is not None:
                raise ConfigurationError("score applies to ratings of a whole run only")
            span_run = s.scalar(select(Span.run_id).where(Span.id == body.span_id))
            if span_run != run_id:
                raise NotFound(f"run {run_id} has no step {body.span_id}")
    rater = _rater(body.rater, caller.name)
    if body.span_id is None:
        feedback_id = rate_run(
            db,
            run_id,
            body.label,
            notes=body.notes,
            rater=rater,
            source=_SOURCE,
            score=body.score,
        )
    else:
        feedback_id = rate_span(
            db, body.span_id, body.label, notes=body.notes, rater=rater, source=_SOURCE
        )
    with db.session() as s:
        row = s.get(Feedback, feedback_id)
        assert row is not None  # just written
        return row


@router.get("/{run_id}/feedback", response_model=list[FeedbackOut])
def run_feedback(
    run_id: RowId,
    services: ServicesDep,
    caller: Caller,
    include_retracted: Annotated[bool, Query(description="Also ratings that were retracted")] = (
        False
    ),
) -> list[Feedback]:
    """The ratings of a run and of its steps, oldest first."""
    with services.db.session() as s:
        require_run(s, caller, run_id)
        query = select(Feedback).where(Feedback.run_id == run_id).order_by(Feedback.id)
        if not include_retracted:
            query = query.where(Feedback.retracted_at.is_(None))
        return list(s.scalars(query))


@router.delete("/{run_id}/feedback", response_model=Retracted)
def retract_feedback(
    run_id: RowId,
    services: ServicesDep,
    caller: Caller,
    rater: Annotated[
        str,
        Query(
            max_length=200,
            pattern=r"^[^\x00]*$",
            description="Whose ratings to retract; empty: the API token's own",
        ),
    ] = "",
    label: Annotated[Label | None, Query(description="Only ratings with this label")] = None,
) -> Retracted:
    """Retract a rater's live ratings of a run (and its steps)."""
    with services.db.session() as s:
        require_run(s, caller, run_id)
    count = retract(services.db, run_id, rater=_rater(rater, caller.name), label=label)
    return Retracted(retracted=count)
