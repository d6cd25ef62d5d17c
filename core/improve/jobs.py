"""Improvement jobs (SPEC 6.1): what to improve, from which data, with which models.

A job names the student (the model instance that is trained), an optional
teacher (a litellm model for distillation), the scope of runs it learns from,
the instances it may deploy to, the data strategies and a schedule. Its
``last_feedback_id`` is the data snapshot: the next cycle takes only ratings
given after it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, get_args

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from core.errors import ConfigurationError, Conflict, NotFound
from core.storage import Database, ImprovementJob

__all__ = [
    "DEFAULT_HOUR",
    "SCOPE_KEYS",
    "STATUSES",
    "STRATEGIES",
    "Job",
    "JobService",
    "Strategy",
]

Strategy = Literal[
    "from_feedback",
    "corrections",
    "contrastive",
    "rise",
    "teacher",
    "self_play",
    "injection_negatives",
]
STRATEGIES: tuple[Strategy, ...] = get_args(Strategy)
SCOPE_KEYS = ("agent", "tool", "channel", "workflow_step")
STATUSES = ("idle", "running", "paused")
DEFAULT_HOUR = 2  # UTC; a nightly job with no hour trains when chat is quiet

_JOB_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")
_INSTANCE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$")
# litellm's "provider/model": ollama_chat/qwen2.5:7b, openai/gpt-4o-mini, hosted_vllm/org/m
_TEACHER = re.compile(r"^[a-z][a-z0-9_-]*/[^\s/][^\s]*$")
_FIELDS = ("student", "teacher", "scope", "instances", "strategies", "schedule", "status", "notes")


@dataclass(frozen=True, slots=True, kw_only=True)
class Job:
    """A stored job as a value."""

    id: int
    name: str
    student: str
    teacher: str
    scope: dict[str, str]
    instances: list[str]
    strategies: list[str]
    schedule: dict[str, Any]
    last_feedback_id: int
    status: str
    notes: str
    created_at: datetime
    updated_at: datetime

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "student": self.student,
            "teacher": self.teacher,
            "scope": dict(self.scope),
            "instances": list(self.instances),
            "strategies": list(self.strategies),
            "schedule": dict(self.schedule),
            "last_feedback_id": self.last_feedback_id,
            "status": self.status,
            "notes": self.notes,
        }


def _job(row: ImprovementJob) -> Job:
    return Job(
        id=row.id,
        name=row.name,
        student=row.student,
        teacher=row.teacher,
        scope=dict(row.scope),
        instances=list(row.instances),
        strategies=list(row.strategies),
        schedule=dict(row.schedule),
        last_feedback_id=row.last_feedback_id,
        status=row.status,
        notes=row.notes,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )


def _instance(value: Any, what: str) -> str:
    if not isinstance(value, str) or not _INSTANCE.match(value):
        raise ConfigurationError(
            f"{what} {value!r} must be a model instance name: 1-64 letters, digits, "
            "'_', '.', ':' or '-'"
        )
    return value


def _teacher(value: Any) -> str:
    value = "" if value is None else value
    if not isinstance(value, str) or (value and not _TEACHER.match(value)):
        raise ConfigurationError(
            f"teacher {value!r} must be a litellm model 'provider/model', "
            "e.g. 'openai/gpt-4o-mini' or 'ollama_chat/qwen2.5:7b' (or empty for none)"
        )
    return value


def _scope(value: Any) -> dict[str, str]:
    value = value or {}
    if not isinstance(value, Mapping):
        raise ConfigurationError(f"scope must be an object with keys {list(SCOPE_KEYS)}")
    unknown = sorted(set(value) - set(SCOPE_KEYS))
    if unknown:
        raise ConfigurationError(f"unknown scope keys {unknown}; use {list(SCOPE_KEYS)}")
    scope: dict[str, str] = {}
    for key, item in value.items():
        if item is None or item == "":
            continue  # empty means any
        if not isinstance(item, str) or len(item) > 200:
            raise ConfigurationError(f"scope {key} must be a name (text), not {item!r}")
        scope[key] = item
    return scope


def _strategies(value: Any) -> list[str]:
    if value is None:
        return ["from_feedback"]
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise ConfigurationError(f"strategies must be a list drawn from {list(STRATEGIES)}")
    unknown = [s for s in value if s not in STRATEGIES]
    if unknown:
        raise ConfigurationError(f"unknown strategies {unknown}; choose from {list(STRATEGIES)}")
    if not value:
        raise ConfigurationError(f"give at least one strategy from {list(STRATEGIES)}")
    return list(dict.fromkeys(str(s) for s in value))


def _int(schedule: Mapping[str, Any], key: str, low: int, high: int) -> int | None:
    value = schedule.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigurationError(f"schedule {key} must be a whole number {low}-{high}")
    return value


def _schedule(value: Any) -> dict[str, Any]:
    value = value or {}
    if not isinstance(value, Mapping):
        raise ConfigurationError("schedule must be an object: {nightly, hour, every_n_ratings}")
    unknown = sorted(set(value) - {"nightly", "hour", "every_n_ratings"})
    if unknown:
        raise ConfigurationError(
            f"unknown schedule keys {unknown}; use nightly, hour, every_n_ratings"
        )
    nightly = value.get("nightly", False)
    if not isinstance(nightly, bool):
        raise ConfigurationError("schedule nightly must be true or false")
    hour = _int(value, "hour", 0, 23)
    every = _int(value, "every_n_ratings", 0, 1_000_000)
    schedule: dict[str, Any] = {}
    if nightly:
        schedule.update(nightly=True, hour=DEFAULT_HOUR if hour is None else hour)
    elif hour is not None:
        raise ConfigurationError("schedule hour only applies with nightly: true")
    if every:
        schedule["every_n_ratings"] = every
    return schedule


def _check(fields: dict[str, Any]) -> dict[str, Any]:
    """Validated, normalised values of the given fields."""
    out: dict[str, Any] = {}
    for key, value in fields.items():
        if key == "student":
            out[key] = _instance(value, "student")
        elif key == "teacher":
            out[key] = _teacher(value)
        elif key == "scope":
            out[key] = _scope(value)
        elif key == "instances":
            if value is not None and (isinstance(value, str) or not isinstance(value, Sequence)):
                raise ConfigurationError("instances must be a list of model instance names")
            out[key] = list(dict.fromkeys(_instance(v, "instance") for v in value or []))
        elif key == "strategies":
            out[key] = _strategies(value)
        elif key == "schedule":
            out[key] = _schedule(value)
        elif key == "status":
            if value not in STATUSES:
                raise ConfigurationError(f"status must be one of {list(STATUSES)}")
            out[key] = value
        elif key == "notes":
            out[key] = str(value or "")
        else:
            raise ConfigurationError(f"unknown job field {key!r}; fields: {list(_FIELDS)}")
    return out


def _needs_teacher(values: Mapping[str, Any]) -> None:
    if "teacher" in values.get("strategies", []) and not values.get("teacher"):
        raise ConfigurationError("the teacher strategy needs a teacher model, e.g. openai/NAME")


class JobService:
    """Create, read and change improvement jobs."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def create(
        self,
        name: str,
        *,
        student: str,
        teacher: str = "",
        scope: Mapping[str, Any] | None = None,
        instances: Sequence[str] | None = None,
        strategies: Sequence[str] | None = None,
        schedule: Mapping[str, Any] | None = None,
        notes: str = "",
    ) -> Job:
        """A new job; ``strategies`` defaults to ``["from_feedback"]``."""
        if not isinstance(name, str) or not _JOB_NAME.match(name):
            raise ConfigurationError(
                f"job name {name!r} must be 1-64 lowercase letters, digits, '-' or '_', "
                "starting with a letter"
            )
        values = _check(
            {
                "student": student,
                "teacher": teacher,
                "scope": scope,
                "instances": instances if instances is not None else [student],
                "strategies": strategies,
                "schedule": schedule,
                "notes": notes,
            }
        )
        _needs_teacher(values)
        try:
            with self.db.session() as s:
                if s.scalar(select(ImprovementJob.id).where(ImprovementJob.name == name)):
                    raise Conflict(f"an improvement job named {name!r} exists already")
                row = ImprovementJob(name=name, status="idle", **values)
                s.add(row)
                s.flush()
                return _job(row)
        except IntegrityError:  # created concurrently
            raise Conflict(f"an improvement job named {name!r} exists already") from None

    @staticmethod
    def _row(s: Session, name: str) -> ImprovementJob:
        row = s.scalar(select(ImprovementJob).where(ImprovementJob.name == name))
        if row is None:
            known = ", ".join(s.scalars(select(ImprovementJob.name).order_by(ImprovementJob.name)))
            raise NotFound(f"no improvement job {name!r}; jobs: {known or 'none yet'}")
        return row

    def get(self, name: str) -> Job:
        with self.db.session() as s:
            return _job(self._row(s, name))

    def list(self) -> list[Job]:
        with self.db.session() as s:
            return [_job(r) for r in s.scalars(select(ImprovementJob).order_by(ImprovementJob.id))]

    def update(self, name: str, /, **changes: Any) -> Job:
        """Change the given fields (see ``_FIELDS``); the snapshot moves only by ``advance``."""
        values = _check(changes)
        with self.db.session() as s:
            row = self._row(s, name)
            current = {key: getattr(row, key) for key in ("strategies", "teacher")}
            _needs_teacher({**current, **values})
            for key, value in values.items():
                setattr(row, key, value)
            s.flush()
            return _job(row)

    def advance_snapshot(self, job: Job | str, feedback_id: int) -> Job:
        """Record that feedback up to ``feedback_id`` was used; the snapshot never moves back."""
        name = job if isinstance(job, str) else job.name
        if isinstance(feedback_id, bool) or not isinstance(feedback_id, int) or feedback_id < 0:
            raise ConfigurationError(
                f"feedback id must be a whole number >= 0, not {feedback_id!r}"
            )
        with self.db.session() as s:
            row = self._row(s, name)
            row.last_feedback_id = max(row.last_feedback_id, feedback_id)
            s.flush()
            return _job(row)
