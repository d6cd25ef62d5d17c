"""Read models of the dashboard's other pages: feedback, help requests, learning curves.

Everything a team sees is filtered by ``scope`` (a workspace, or ``None`` for
an operator) through the run the row belongs to.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, TypeVarTuple

from sqlalchemy import Select, func, select

from core.storage import Database, Feedback, HelpRequest, ImprovementCycle, Run
from core.storage.base import utcnow

__all__ = [
    "AgentRatings",
    "CyclePoint",
    "agent_feedback",
    "agent_ratings",
    "cycle_points",
    "pending_help",
    "ratings_per_day",
    "totals",
]

_Ts = TypeVarTuple("_Ts")


@dataclass(frozen=True, slots=True)
class AgentRatings:
    agent: str
    good: int
    bad: int

    @property
    def share_good(self) -> float | None:
        rated = self.good + self.bad
        return self.good / rated if rated else None


@dataclass(frozen=True, slots=True)
class CyclePoint:
    """One finished improvement cycle's evaluation: metrics before and after training."""

    cycle_id: int
    job: str
    at: datetime
    before: dict[str, float]
    after: dict[str, float]
    promoted: bool


def _in_scope(query: Select[*_Ts], scope: str | None) -> Select[*_Ts]:
    return query if scope is None else query.where(Run.workspace == scope)


def _live_ratings(*columns: Any, scope: str | None) -> Select[Any]:
    """``columns`` of the live (not retracted) ratings, joined to their run, within ``scope``."""
    query = (
        select(*columns).join(Run, Feedback.run_id == Run.id).where(Feedback.retracted_at.is_(None))
    )
    return _in_scope(query, scope)


def totals(db: Database, *, scope: str | None) -> dict[str, int]:
    """Counts for the overview: runs, rated runs, live good/bad ratings, pending help."""
    with db.session() as s:
        runs = s.scalar(_in_scope(select(func.count(Run.id)), scope)) or 0
        live = _live_ratings(Feedback.label, func.count(Feedback.id), scope=scope)
        labels = {label: n for label, n in s.execute(live.group_by(Feedback.label))}
        rated = s.scalar(_live_ratings(func.count(func.distinct(Feedback.run_id)), scope=scope))
        help_query = (
            select(func.count(HelpRequest.id))
            .join(Run, HelpRequest.run_id == Run.id)
            .where(HelpRequest.status == "pending")
        )
        pending = s.scalar(_in_scope(help_query, scope)) or 0
    return {
        "runs": runs,
        "rated_runs": rated or 0,
        "good": labels.get("good", 0),
        "bad": labels.get("bad", 0),
        "pending_help": pending,
    }


def agent_ratings(db: Database, *, scope: str | None) -> list[AgentRatings]:
    """Live good/bad ratings per agent, most rated first."""
    query = _live_ratings(
        Run.agent_name, Feedback.label, func.count(Feedback.id), scope=scope
    ).group_by(Run.agent_name, Feedback.label)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    with db.session() as s:
        for agent, label, n in s.execute(query):
            counts[agent][label] += n
    rows = [AgentRatings(agent, c["good"], c["bad"]) for agent, c in counts.items()]
    return sorted(rows, key=lambda r: (-(r.good + r.bad), r.agent))


def agent_feedback(
    db: Database, agent: str, *, scope: str | None, limit: int = 200
) -> list[dict[str, Any]]:
    """An agent's feedback history, newest first, retracted ratings included and marked."""
    query = _in_scope(
        select(Feedback, Run.channel, Run.input)
        .join(Run, Feedback.run_id == Run.id)
        .where(Run.agent_name == agent),
        scope,
    )
    with db.session() as s:
        return [
            {
                "id": fb.id,
                "run_id": fb.run_id,
                "span_id": fb.span_id,
                "target": fb.target_type,
                "label": fb.label,
                "score": fb.score,
                "notes": fb.notes,
                "rater": fb.rater,
                "source": fb.source,
                "at": fb.created_at,
                "retracted": fb.retracted_at is not None,
                "channel": channel,
                "input": text,
            }
            for fb, channel, text in s.execute(query.order_by(Feedback.id.desc()).limit(limit))
        ]


def ratings_per_day(
    db: Database, *, scope: str | None, agent: str = "", days: int = 30, today: date | None = None
) -> tuple[list[str], list[dict[str, float]]]:
    """Live good/bad counts for each of the last ``days`` days (labels, stacks)."""
    today = today or utcnow().date()
    first = today - timedelta(days=days - 1)
    query = _live_ratings(Feedback.created_at, Feedback.label, scope=scope).where(
        Feedback.created_at >= datetime.combine(first, time.min, UTC)
    )
    if agent:
        query = query.where(Run.agent_name == agent)
    per_day: dict[date, Counter[str]] = defaultdict(Counter)
    with db.session() as s:
        for at, label in s.execute(query):
            per_day[at.date()][label] += 1
    dates = [first + timedelta(days=i) for i in range(days)]
    labels = [d.strftime("%m-%d") for d in dates]
    stacks = [{k: float(v) for k, v in per_day[d].items()} for d in dates]
    return labels, stacks


def _rates(metrics: Any) -> dict[str, float]:
    # Plot the rates (0..1); counts such as n_tasks would squash them flat.
    if not isinstance(metrics, dict):
        return {}
    return {
        k: float(v)
        for k, v in metrics.items()
        if isinstance(v, int | float) and not isinstance(v, bool) and not k.startswith("n_")
    }


def cycle_points(db: Database, *, job_id: int | None = None) -> list[CyclePoint]:
    """Finished cycles that evaluated a candidate, oldest first."""
    query = select(ImprovementCycle).where(ImprovementCycle.status == "done")
    if job_id is not None:
        query = query.where(ImprovementCycle.job_id == job_id)
    with db.session() as s:
        rows = list(s.scalars(query.order_by(ImprovementCycle.id)))
    return [
        CyclePoint(
            cycle_id=row.id,
            job=str(row.summary.get("job", "")),
            at=row.finished_at or row.created_at,
            before=_rates(row.summary.get("before")),
            after=_rates(row.summary.get("after")),
            promoted=bool(row.summary.get("promoted")),
        )
        for row in rows
        if row.summary.get("after")
    ]


def pending_help(db: Database, *, scope: str | None) -> list[dict[str, Any]]:
    """Help requests still waiting for a person, oldest first."""
    query = _in_scope(
        select(HelpRequest, Run.agent_name, Run.platform, Run.channel, Run.user)
        .join(Run, HelpRequest.run_id == Run.id)
        .where(HelpRequest.status == "pending"),
        scope,
    )
    with db.session() as s:
        return [
            {
                "id": hr.id,
                "run_id": hr.run_id,
                "kind": hr.kind,
                "message": hr.message,
                "options": list(hr.options),
                "extra": dict(hr.extra),
                "at": hr.created_at,
                "agent": agent,
                "platform": platform,
                "channel": channel,
                "user": user,
            }
            for hr, agent, platform, channel, user in s.execute(query.order_by(HelpRequest.id))
        ]
