"""Improvement jobs (SPEC 6.1): read by any token, created and changed by operators.

``JobService`` validates every field; the request models here only describe
the shape, so the OpenAPI schema is precise while the rules stay in one place.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Path, status
from pydantic import BaseModel, ConfigDict, Field

from core.api.deps import Caller, Operator, ServicesDep
from core.api.routes._models import OPERATOR_RESPONSES, ErrorOut
from core.improve.jobs import Job, JobService, Strategy

__all__ = ["JobCreate", "JobOut", "JobUpdate", "ScheduleIn", "ScopeIn", "router"]

router = APIRouter(prefix="/api/jobs", tags=["improvement jobs"])

JobName = Annotated[str, Path(pattern=r"^[a-z][a-z0-9_-]{0,63}$", description="A job's name")]
_Short = Annotated[str, Field(max_length=200, pattern=r"^[^\x00]*$")]
_Instance = Annotated[str, Field(max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$")]


class ScopeIn(BaseModel):
    """Which runs the job learns from; a missing or empty value means any."""

    model_config = ConfigDict(extra="forbid")

    agent: _Short | None = None
    tool: _Short | None = None
    channel: _Short | None = None
    workflow_step: _Short | None = Field(
        default=None, description="WORKFLOW/STEP: the runs of one workflow step's agent"
    )


class ScheduleIn(BaseModel):
    """When the job runs by itself; empty: only on demand."""

    model_config = ConfigDict(extra="forbid")

    nightly: bool = False
    hour: int | None = Field(default=None, ge=0, le=23, description="UTC hour, with nightly")
    every_n_ratings: int | None = Field(default=None, ge=0, le=1_000_000)


class _JobFields(BaseModel):
    model_config = ConfigDict(extra="forbid")

    teacher: _Short = ""
    scope: ScopeIn | None = None
    instances: list[_Instance] | None = Field(default=None, max_length=100)
    strategies: list[Strategy] | None = Field(default=None, min_length=1, max_length=6)
    schedule: ScheduleIn | None = None
    notes: str = Field(default="", max_length=10_000, pattern=r"^[^\x00]*$")


class JobCreate(_JobFields):
    """A new job; ``instances`` defaults to ``[student]``, ``strategies`` to from_feedback."""

    name: str = Field(pattern=r"^[a-z][a-z0-9_-]{0,63}$")
    student: _Instance


class JobUpdate(_JobFields):
    """The fields to change; fields left out keep their value."""

    student: _Instance | None = None
    status: Literal["idle", "running", "paused"] | None = None


class JobOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str
    student: str
    teacher: str
    scope: dict[str, str]
    instances: list[str]
    strategies: list[str]
    schedule: dict[str, int | bool]
    last_feedback_id: int
    status: str
    notes: str
    created_at: datetime
    updated_at: datetime


def _out(job: Job) -> JobOut:
    return JobOut.model_validate(job)


@router.get("", response_model=list[JobOut])
def list_jobs(services: ServicesDep, caller: Caller) -> list[JobOut]:
    """Every improvement job, oldest first."""
    return [_out(j) for j in JobService(services.db).list()]


@router.get(
    "/{name}",
    response_model=JobOut,
    responses={404: {"model": ErrorOut, "description": "No such job"}},
)
def get_job(name: JobName, services: ServicesDep, caller: Caller) -> JobOut:
    """One improvement job."""
    return _out(JobService(services.db).get(name))


@router.post(
    "",
    response_model=JobOut,
    status_code=status.HTTP_201_CREATED,
    responses={**OPERATOR_RESPONSES, 409: {"model": ErrorOut, "description": "Name taken"}},
)
def create_job(body: JobCreate, services: ServicesDep, caller: Operator) -> JobOut:
    """Create an improvement job (operator tokens only)."""
    fields = body.model_dump(exclude_none=True, exclude={"name", "student"})
    return _out(JobService(services.db).create(body.name, student=body.student, **fields))


@router.patch(
    "/{name}",
    response_model=JobOut,
    responses={**OPERATOR_RESPONSES, 404: {"model": ErrorOut, "description": "No such job"}},
)
def update_job(name: JobName, body: JobUpdate, services: ServicesDep, caller: Operator) -> JobOut:
    """Change some fields of a job (operator tokens only); the data snapshot never moves here."""
    return _out(JobService(services.db).update(name, **body.model_dump(exclude_unset=True)))
