"""The "Lessons applied" line under an answer, read from the run's ``lessons`` span."""

from __future__ import annotations

from sqlalchemy import select

from core.critique.critic import LESSONS_SPAN
from core.critique.lessons import LessonPlan
from core.storage import Database, Span

__all__ = ["lessons_footer"]


def lessons_footer(db: Database, run_id: int) -> str:
    """``Lessons applied: ...`` when the run's prompt had lessons; empty otherwise."""
    with db.session() as s:
        given = s.scalar(
            select(Span.output)
            .where(Span.run_id == run_id, Span.kind == "reasoning", Span.name == LESSONS_SPAN)
            .order_by(Span.id.desc())
            .limit(1)
        )
    if not given or given.get("held_out"):
        return ""
    keys = tuple(str(k) for k in given.get("applied") or [])
    return LessonPlan(str(given.get("domain") or ""), keys).footer()
