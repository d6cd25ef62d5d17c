"""Team isolation and request values shared by the resource modules.

A team token sees only runs whose ``workspace`` is its team, and everything
hanging off a run (attempts, spans, feedback, help requests) through that run.
A row of another team answers 404, exactly like a row that does not exist, so
a token cannot probe which ids other teams use.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, TypeVarTuple

from fastapi import Query
from sqlalchemy import ColumnElement, Select, select, true
from sqlalchemy.orm import Session

from core.access import TokenInfo
from core.errors import ConfigurationError, NotFound
from core.storage import Run

__all__ = ["Text", "require_run", "scoped", "team_filter", "to_utc"]

_Ts = TypeVarTuple("_Ts")

# PostgreSQL text cannot hold NUL characters; refusing them here keeps a stray one a
# 422 instead of a database error.
Text = Annotated[str, Query(max_length=200, pattern=r"^[^\x00]*$")]


def team_filter(caller: TokenInfo) -> ColumnElement[bool]:
    """The ``WHERE`` clause on ``Run`` that limits a query to the caller's team."""
    return true() if caller.is_operator else Run.workspace == caller.team


def scoped(query: Select[*_Ts], caller: TokenInfo) -> Select[*_Ts]:
    """``query`` (which must involve ``Run``) limited to the caller's team."""
    return query.where(team_filter(caller))


def require_run(s: Session, caller: TokenInfo, run_id: int) -> Run:
    """The run, when it exists and the caller's team may see it; ``NotFound`` otherwise."""
    run = s.scalar(select(Run).where(Run.id == run_id, team_filter(caller)))
    if run is None:
        raise NotFound(f"no run {run_id}")
    return run


def to_utc(value: datetime | None, name: str) -> datetime | None:
    """An aware UTC datetime; a naive one is read as UTC, as the stored times are."""
    if value is None:
        return None
    if value.tzinfo is None or value.utcoffset() is None:
        return value.replace(tzinfo=UTC)
    try:
        return value.astimezone(UTC)
    except OverflowError:  # e.g. 0001-01-01T00:00+05:00 lies before datetime.min in UTC
        raise ConfigurationError(f"{name} {value.isoformat()} is out of range") from None
