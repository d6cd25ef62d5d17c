"""Did a loop-health decision pay off? People's ratings before the finding and after the decision.

Once an event is resolved (strop rolled back, or an administrator chose), the
agent's human ratings of runs made after the decision are compared with those of
the runs just before the finding. With ``MIN_RATINGS`` on each side the decision
is recorded in the playbook under ``loop_health`` as ``improved``, ``regressed``
or ``no_change`` (a change under ``MIN_CHANGE``), so the playbook learns which
reactions helped (issue 8 item 5). Each event is settled once.
"""

from __future__ import annotations

from datetime import datetime
from statistics import fmean
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from core.evolution.playbook import record_technique_insight
from core.health.readings import human_value
from core.improve.simulated import SIMULATED_SOURCE
from core.storage import Database, Feedback, LoopHealthEvent, Run

if TYPE_CHECKING:
    from core.services import Services

__all__ = ["MIN_CHANGE", "MIN_RATINGS", "settle_decisions"]

MIN_RATINGS = 10  # per side, as the regression detector asks of a version
MIN_CHANGE = 0.2  # on [-1, 1]: ten points of good-rate, less is a change of users
_SIDE = 40  # ratings compared on each side at most


def _ratings(
    db: Database, agent: str, *, before: datetime | None, after: datetime | None
) -> list[float]:
    query = (
        select(Feedback.label, Feedback.score)
        .join(Run, Run.id == Feedback.run_id)
        .where(
            Run.agent_name == agent,
            Feedback.target_type == "run",
            Feedback.retracted_at.is_(None),
            Feedback.source != SIMULATED_SOURCE,
        )
    )
    if before is not None:
        query = query.where(Run.created_at < before).order_by(Run.id.desc())
    if after is not None:
        query = query.where(Run.created_at > after).order_by(Run.id)
    with db.session() as s:
        rows = s.execute(query.limit(_SIDE)).all()
    return [v for label, score in rows if (v := human_value(label, score)) is not None]


def settle_decisions(services: Services) -> list[dict[str, Any]]:
    """Record the outcome of every resolved, unsettled decision with enough ratings since."""
    db = services.db
    with db.session() as s:
        pending = [
            (row.id, row.job_id, row.agent, row.kind, row.action, dict(row.evidence))
            for row in s.scalars(
                select(LoopHealthEvent).where(
                    LoopHealthEvent.status == "resolved", LoopHealthEvent.resolved_at.is_not(None)
                )
            )
            if "settled" not in row.evidence
        ]
        times = {
            row.id: (row.created_at, row.resolved_at)
            for row in s.scalars(
                select(LoopHealthEvent).where(LoopHealthEvent.id.in_([p[0] for p in pending]))
            )
        }
    recorded: list[dict[str, Any]] = []
    for event_id, job_id, agent, kind, action, evidence in pending:
        decision = evidence.get("decision") or ("roll_back" if action == "rolled_back" else "")
        if not decision:
            continue  # resolved without a decision (the version had changed already)
        created, resolved = times[event_id]
        before = _ratings(db, agent, before=created, after=None)
        after = _ratings(db, agent, before=None, after=resolved)
        if len(before) < MIN_RATINGS or len(after) < MIN_RATINGS:
            continue
        change = fmean(after) - fmean(before)
        outcome = "no_change"
        if change >= MIN_CHANGE:
            outcome = "improved"
        elif change <= -MIN_CHANGE:
            outcome = "regressed"
        insight = record_technique_insight(
            db,
            job_id,
            "loop_health",
            outcome,
            f"After {kind} (event {event_id}) the decision {decision} was followed by "
            f"people's ratings {fmean(before):+.2f} -> {fmean(after):+.2f} "
            f"({len(before)} and {len(after)} ratings).",
            {"phase": "decision", "kind": kind, "decision": decision, "event": event_id},
            {"human_reward": round(change, 4)},
        )
        with db.session() as s:
            row = s.get(LoopHealthEvent, event_id)
            if row is not None:
                row.evidence = {
                    **row.evidence,
                    "settled": {"outcome": outcome, "human_change": round(change, 3)},
                }
        recorded.append(insight)
    return recorded
