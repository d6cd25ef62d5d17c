"""Analysing stored ratings and keeping the results (table ``rating_analyses``).

Idempotent: a rating already analysed with the same label, score and notes is
returned as stored, without asking a model again. Notes added to a rating later
(a thumbs-down first, the comment afterwards) make its analysis stale, and the
next call replaces it.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from core.errors import NotFound, StropError
from core.evolution.analysis import Analysis, analyse_rating
from core.models.base import ModelClient
from core.storage import Agent, Database, Feedback, RatingAnalysis, Run

__all__ = [
    "StoredAnalysis",
    "analyse_feedback",
    "analyse_new",
    "get_analysis",
    "rating_digest",
]

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class StoredAnalysis:
    feedback_id: int
    agent: str
    run_id: int | None
    analysis: Analysis
    created_at: datetime


def rating_digest(fb: Feedback) -> str:
    """A fingerprint of what an analysis of ``fb`` depends on."""
    payload = json.dumps([fb.label, fb.score, fb.notes], ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _stored(row: RatingAnalysis) -> StoredAnalysis:
    return StoredAnalysis(
        feedback_id=row.feedback_id,
        agent=row.agent,
        run_id=row.run_id,
        analysis=Analysis.from_stored(
            sentiment=row.sentiment,
            confidence=row.confidence,
            aspects=row.aspects,
            analyser=row.analyser,
        ),
        created_at=row.created_at,
    )


def _agent_of(s: Session, fb: Feedback) -> str:
    if fb.run_id is not None:
        run = s.get(Run, fb.run_id)
        if run is not None:
            return run.agent_name
    if fb.target_type == "agent":
        agent = s.get(Agent, fb.target_id)
        if agent is not None:
            return agent.name
    return ""


def _row(s: Session, feedback_id: int) -> RatingAnalysis | None:
    return s.scalar(select(RatingAnalysis).where(RatingAnalysis.feedback_id == feedback_id))


def get_analysis(db: Database, feedback_id: int) -> StoredAnalysis | None:
    """The stored analysis of a rating, or ``None`` if it has none yet."""
    with db.session() as s:
        row = _row(s, feedback_id)
        return _stored(row) if row is not None else None


def _save(
    db: Database, fb_id: int, agent: str, run_id: int | None, digest: str, result: Analysis
) -> StoredAnalysis:
    def write(s: Session) -> StoredAnalysis:
        row = _row(s, fb_id)
        if row is None:
            row = RatingAnalysis(feedback_id=fb_id)
            s.add(row)
        row.agent, row.run_id, row.digest = agent, run_id, digest
        row.sentiment, row.confidence = result.sentiment, result.confidence
        row.aspects, row.analyser = result.aspects_json(), result.analyser
        s.flush()
        return _stored(row)

    try:
        with db.session() as s:
            return write(s)
    except IntegrityError:
        # Another worker stored this rating's analysis first; update that row instead.
        with db.session() as s:
            return write(s)


async def analyse_feedback(
    db: Database,
    feedback_id: int,
    model: ModelClient | None = None,
    teacher: ModelClient | None = None,
) -> StoredAnalysis:
    """Analyse one rating and store the result; an up-to-date analysis is returned as is."""
    with db.session() as s:
        fb = s.get(Feedback, feedback_id)
        if fb is None:
            raise NotFound(f"no rating {feedback_id}")
        digest = rating_digest(fb)
        row = _row(s, feedback_id)
        if row is not None and row.digest == digest:
            return _stored(row)
        label, score, notes, run_id = fb.label, fb.score, fb.notes, fb.run_id
        agent = _agent_of(s, fb)
    # No session is held while a model works.
    result = await analyse_rating(label, score, notes, model=model, teacher=teacher)
    return _save(db, feedback_id, agent, run_id, digest, result)


async def analyse_new(
    db: Database,
    model: ModelClient | None = None,
    teacher: ModelClient | None = None,
    *,
    limit: int | None = None,
) -> list[StoredAnalysis]:
    """Analyse every live rating without an up-to-date analysis, oldest first.

    A rating whose model call fails (backend down) is skipped and logged; the
    next call tries it again.
    """
    with db.session() as s:
        rows = s.execute(
            select(Feedback, RatingAnalysis.digest)
            .outerjoin(RatingAnalysis, RatingAnalysis.feedback_id == Feedback.id)
            .where(Feedback.retracted_at.is_(None))
            .order_by(Feedback.id)
        ).all()
        pending = [fb.id for fb, digest in rows if digest != rating_digest(fb)]
    if limit is not None:
        pending = pending[:limit]
    done: list[StoredAnalysis] = []
    for feedback_id in pending:
        try:
            done.append(await analyse_feedback(db, feedback_id, model=model, teacher=teacher))
        except StropError as exc:
            logger.warning("rating %s not analysed: %s", feedback_id, exc)
    return done
