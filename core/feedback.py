"""Recording and retracting ratings (SPEC 5.1)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from core.errors import ConfigurationError, NotFound
from core.storage import Database, Feedback, Run, Span
from core.storage.base import utcnow

__all__ = [
    "LABELS",
    "add_notes",
    "check_label",
    "rate_run",
    "rate_span",
    "replace_rating",
    "retract",
]

LABELS = frozenset({"good", "bad"})


def check_label(label: str) -> str:
    """``label`` if it is a rating label, else ``ConfigurationError``."""
    if label not in LABELS:
        raise ConfigurationError(f"rating must be one of {sorted(LABELS)}, not {label!r}")
    return label


def rate_run(
    db: Database,
    run_id: int,
    label: str,
    *,
    notes: str = "",
    rater: str = "",
    source: str = "terminal",
    score: float | None = None,
) -> int:
    """Store a rating of a whole run; a rater's newer rating replaces their older one."""
    with db.session() as s:
        if s.get(Run, run_id) is None:
            raise NotFound(f"no run {run_id}")
        return replace_rating(
            s,
            target_type="run",
            target_id=run_id,
            run_id=run_id,
            label=label,
            notes=notes,
            rater=rater,
            source=source,
            score=score,
        )


def replace_rating(
    s: Session,
    *,
    target_type: str,
    target_id: int,
    run_id: int | None,
    label: str,
    notes: str,
    rater: str,
    source: str,
    score: float | None = None,
) -> int:
    """Retract ``rater``'s live rating of the target and add this one; the new row's id."""
    for old in s.scalars(
        select(Feedback).where(
            Feedback.target_type == target_type,
            Feedback.target_id == target_id,
            Feedback.rater == rater,
            Feedback.retracted_at.is_(None),
        )
    ):
        old.retracted_at = utcnow()
    row = Feedback(
        target_type=target_type,
        target_id=target_id,
        run_id=run_id,
        label=check_label(label),
        notes=notes,
        rater=rater,
        source=source,
        score=score,
    )
    s.add(row)
    s.flush()
    return row.id


def rate_span(
    db: Database, span_id: int, label: str, *, notes: str = "", rater: str = "", source: str = ""
) -> int:
    """Rate one step of a trajectory."""
    with db.session() as s:
        span = s.get(Span, span_id)
        if span is None:
            raise NotFound(f"no span {span_id}")
        row = Feedback(
            target_type="span",
            target_id=span_id,
            run_id=span.run_id,
            span_id=span_id,
            label=check_label(label),
            notes=notes,
            rater=rater,
            source=source,
        )
        s.add(row)
        s.flush()
        return row.id


def retract(db: Database, run_id: int, *, rater: str, label: str | None = None) -> int:
    """Retract a rater's live ratings of a run (e.g. a removed reaction); returns how many."""
    with db.session() as s:
        query = select(Feedback).where(
            Feedback.run_id == run_id, Feedback.rater == rater, Feedback.retracted_at.is_(None)
        )
        if label is not None:
            query = query.where(Feedback.label == label)
        rows = list(s.scalars(query))
        for row in rows:
            row.retracted_at = utcnow()
        return len(rows)


def add_notes(db: Database, run_id: int, *, rater: str, notes: str) -> int | None:
    """Attach ``notes`` to ``rater``'s current rating of ``run_id``; its id, or ``None``."""
    with db.session() as s:
        row = s.scalar(
            select(Feedback)
            .where(
                Feedback.run_id == run_id,
                Feedback.target_type == "run",
                Feedback.rater == rater,
                Feedback.retracted_at.is_(None),
            )
            .order_by(Feedback.id.desc())
        )
        if row is None:
            return None
        row.notes = (row.notes + "\n" + notes).strip() if row.notes else notes
        return row.id
