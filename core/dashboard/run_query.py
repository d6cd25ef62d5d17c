"""The runs page's query: filters, a team's scope and pagination.

``core.trajectories.list_runs`` serves the chat commands (newest N, every
team); the dashboard also needs an offset and a total, so it pages through
the query of the same ``RunFilter`` (with the viewer's workspace as its team).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, TypeVarTuple

from sqlalchemy import Select, func, select

from core.errors import NotFound
from core.storage import Database, Feedback, Run
from core.trajectories import RunFilter, filter_runs

__all__ = ["PAGE_SIZE", "RunPage", "RunQuery", "filter_options", "page_of_runs", "run_in_scope"]

_Ts = TypeVarTuple("_Ts")

PAGE_SIZE = 25


@dataclass(frozen=True, slots=True, kw_only=True)
class RunQuery:
    """What the filter form asks for; empty strings and ``None`` mean "any"."""

    agent: str = ""
    channel: str = ""
    platform: str = ""
    status: str = ""
    since: date | None = None
    until: date | None = None
    rated: bool | None = None
    used_in_training: bool | None = None
    page: int = 1

    def params(self, **changes: Any) -> dict[str, str]:
        """Query-string parameters of this query (with ``changes``), for links."""
        values: dict[str, Any] = {
            "agent": self.agent,
            "channel": self.channel,
            "platform": self.platform,
            "status": self.status,
            "since": self.since.isoformat() if self.since else "",
            "until": self.until.isoformat() if self.until else "",
            "rated": _tri(self.rated),
            "used_in_training": _tri(self.used_in_training),
            "page": str(self.page),
        } | changes
        return {k: str(v) for k, v in values.items() if v not in ("", None)}


def _tri(value: bool | None) -> str:
    return "" if value is None else ("yes" if value else "no")


@dataclass(frozen=True, slots=True)
class RunPage:
    rows: list[dict[str, Any]]
    total: int
    page: int
    pages: int
    labels: dict[int, list[str]] = field(default_factory=dict)


def _scoped(query: Select[*_Ts], scope: str | None) -> Select[*_Ts]:
    return query if scope is None else query.where(Run.workspace == scope)


def _day_start(day: date | None) -> datetime | None:
    return None if day is None else datetime.combine(day, time.min, UTC)


def _run_filter(q: RunQuery, scope: str | None) -> RunFilter:
    return RunFilter(
        agent=q.agent or None,
        channel=q.channel or None,
        platform=q.platform or None,
        status=q.status or None,
        team=scope,
        since=_day_start(q.since),
        # inclusive: the whole "until" day counts
        until=_day_start(q.until + timedelta(days=1) if q.until else None),
        rated=q.rated,
        used_in_training=q.used_in_training,
    )


def page_of_runs(
    db: Database, q: RunQuery, *, scope: str | None, per_page: int = PAGE_SIZE
) -> RunPage:
    """One page of runs, newest first, within ``scope`` (a workspace, or ``None``: all)."""
    base = filter_runs(select(Run), _run_filter(q, scope))
    with db.session() as s:
        total = s.scalar(select(func.count()).select_from(base.subquery())) or 0
        pages = max(1, -(-total // per_page))
        page = min(max(q.page, 1), pages)
        runs = list(
            s.scalars(base.order_by(Run.id.desc()).offset((page - 1) * per_page).limit(per_page))
        )
        ids = [r.id for r in runs]
        labels: dict[int, list[str]] = {}
        if ids:
            live = select(Feedback.run_id, Feedback.label).where(
                Feedback.run_id.in_(ids), Feedback.retracted_at.is_(None)
            )
            for run_id, label in s.execute(live.order_by(Feedback.id)):
                if run_id is not None:  # narrowed for the type checker; the query ensures it
                    labels.setdefault(run_id, []).append(label)
        rows = [
            {
                "id": r.id,
                "created_at": r.created_at,
                "agent": r.agent_name,
                "platform": r.platform,
                "workspace": r.workspace,
                "channel": r.channel,
                "user": r.user,
                "status": r.status,
                "model": r.model,
                "input": r.input,
                "output": r.output or r.error,
                "tokens": r.tokens_in + r.tokens_out,
                "used_in_training": r.used_in_training,
            }
            for r in runs
        ]
    return RunPage(rows=rows, total=total, page=page, pages=pages, labels=labels)


def filter_options(db: Database, *, scope: str | None) -> dict[str, list[str]]:
    """The distinct agents, channels, platforms and statuses a viewer can filter by."""
    out: dict[str, list[str]] = {}
    with db.session() as s:
        for key, column in (
            ("agent", Run.agent_name),
            ("channel", Run.channel),
            ("platform", Run.platform),
            ("status", Run.status),
        ):
            query = _scoped(select(column).distinct(), scope).where(column != "")
            out[key] = sorted(s.scalars(query))
    return out


def run_in_scope(db: Database, run_id: int, *, scope: str | None) -> None:
    """Raise ``NotFound`` unless the run exists and the viewer's team owns it.

    Another team's run answers exactly like a missing one, so ids do not leak.
    """
    with db.session() as s:
        workspace = s.scalar(select(Run.workspace).where(Run.id == run_id))
    if workspace is None or (scope is not None and workspace != scope):
        raise NotFound(f"no run {run_id}")
