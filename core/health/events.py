"""Stored loop-health events as values: what was found, what strop did, who settled it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select

from core.storage import Database, ImprovementJob, LoopHealthEvent

__all__ = ["HealthEvent", "event_value", "get_event", "recent_events"]


@dataclass(frozen=True, slots=True, kw_only=True)
class HealthEvent:
    """One row of ``loop_health_events`` with its job's name."""

    id: int
    job: str
    job_id: int | None
    agent: str
    kind: str
    severity: str
    summary: str
    evidence: dict[str, Any]
    action: str
    status: str
    run_id: int | None
    resolved_by: str
    created_at: datetime
    resolved_at: datetime | None

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "job": self.job,
            "agent": self.agent,
            "kind": self.kind,
            "severity": self.severity,
            "summary": self.summary,
            "evidence": dict(self.evidence),
            "action": self.action,
            "status": self.status,
            "run_id": self.run_id,
            "resolved_by": self.resolved_by,
        }


def event_value(row: LoopHealthEvent, job: str = "") -> HealthEvent:
    return HealthEvent(
        id=row.id,
        job=job,
        job_id=row.job_id,
        agent=row.agent,
        kind=row.kind,
        severity=row.severity,
        summary=row.summary,
        evidence=dict(row.evidence),
        action=row.action,
        status=row.status,
        run_id=row.run_id,
        resolved_by=row.resolved_by,
        created_at=row.created_at,
        resolved_at=row.resolved_at,
    )


def _names(db: Database) -> dict[int, str]:
    with db.session() as s:
        return dict(s.execute(select(ImprovementJob.id, ImprovementJob.name)).all())


def get_event(db: Database, event_id: int) -> HealthEvent | None:
    with db.session() as s:
        row = s.get(LoopHealthEvent, event_id)
        if row is None:
            return None
        job = s.get(ImprovementJob, row.job_id) if row.job_id is not None else None
        return event_value(row, job.name if job is not None else "")


def recent_events(db: Database, *, limit: int = 30) -> list[HealthEvent]:
    """Open events first, then the latest resolved ones; newest first within each."""
    names = _names(db)
    with db.session() as s:
        rows = list(
            s.scalars(select(LoopHealthEvent).order_by(LoopHealthEvent.id.desc()).limit(limit))
        )
        opened = list(
            s.scalars(
                select(LoopHealthEvent)
                .where(LoopHealthEvent.status == "open")
                .order_by(LoopHealthEvent.id.desc())
            )
        )
        seen = {r.id for r in opened}
        ordered = opened + [r for r in rows if r.id not in seen]
        return [event_value(r, names.get(r.job_id or 0, "")) for r in ordered]
