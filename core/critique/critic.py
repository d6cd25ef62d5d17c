"""Critique one finished run and store it in the self-critique log.

Rules score the recorded trajectory per dimension (``core.critique.dimensions``);
with a judge model its 1-5 judgement is one more dimension and its weakness one
more weakness. The overall score is the mean; a run passes with a mean of at
least 3 and no dimension below 2 (only passing critiques feed lessons). The
domain and the lessons the run got come from its ``lessons`` span.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from statistics import fmean
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from core.critique.dimensions import score_run
from core.critique.domain import GENERAL
from core.critique.judge import judge_answer
from core.errors import NotFound
from core.evolution.plan import REMEDIES
from core.improve.sanitize import Sanitizer
from core.models.base import ModelClient
from core.storage import Critique, Database
from core.trajectories import get_run

__all__ = [
    "LESSONS_SPAN",
    "PASS_MEAN",
    "PASS_MIN",
    "CritiqueView",
    "critique_run",
    "get_critique",
    "lessons_span",
]

logger = logging.getLogger(__name__)

PASS_MEAN = 3.0
PASS_MIN = 2.0
LESSONS_SPAN = "lessons"  # a "reasoning" span: the run's domain and the lessons it got
# Runs in these states are over; queued, running and paused ones are not critiqued yet.
_FINISHED = ("done", "failed")


@dataclass(frozen=True, slots=True)
class CritiqueView:
    run_id: int
    agent: str
    domain: str
    model: str
    critic: str
    scores: dict[str, float]
    overall: float
    passed: bool
    weaknesses: list[dict[str, str]]
    suggestions: list[dict[str, str]]
    note: str
    lessons: list[str]
    held_out: bool

    def as_dict(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            "agent": self.agent,
            "domain": self.domain,
            "model": self.model,
            "critic": self.critic,
            "scores": dict(self.scores),
            "overall": self.overall,
            "passed": self.passed,
            "weaknesses": list(self.weaknesses),
            "suggestions": list(self.suggestions),
            "note": self.note,
            "lessons": list(self.lessons),
            "held_out": self.held_out,
        }


def _view(row: Critique) -> CritiqueView:
    return CritiqueView(
        run_id=row.run_id,
        agent=row.agent,
        domain=row.domain,
        model=row.model,
        critic=row.critic,
        scores={str(k): float(v) for k, v in (row.scores or {}).items()},
        overall=row.overall,
        passed=row.passed,
        weaknesses=list(row.weaknesses or []),
        suggestions=list(row.suggestions or []),
        note=row.note,
        lessons=[str(k) for k in row.lessons or []],
        held_out=row.held_out,
    )


def get_critique(db: Database, run_id: int) -> CritiqueView | None:
    with db.session() as s:
        row = s.scalar(select(Critique).where(Critique.run_id == run_id))
        return _view(row) if row is not None else None


def lessons_span(run: dict[str, Any]) -> dict[str, Any] | None:
    """The output of the run's ``lessons`` span (``get_run`` form), if it has one."""
    for attempt in reversed(run.get("attempts") or []):
        for span in attempt["spans"]:
            if span["kind"] == "reasoning" and span["name"] == LESSONS_SPAN:
                return dict(span.get("output") or {})
    return None


async def critique_run(
    db: Database,
    run_id: int,
    *,
    judge: ModelClient | None = None,
    sanitizer: Sanitizer | None = None,
) -> CritiqueView | None:
    """Critique run ``run_id`` once; ``None`` while it is not finished (or is gone)."""
    existing = get_critique(db, run_id)
    if existing is not None:
        return existing
    try:
        run = get_run(db, run_id)
    except NotFound:
        return None
    if run["status"] not in _FINISHED:
        return None
    given = lessons_span(run) or {}
    domain = str(given.get("domain") or GENERAL)
    rules = score_run(run, domain)
    scores = dict(rules.scores)
    weaknesses = [
        {"aspect": aspect, "direction": direction, "source": dimension}
        for dimension, aspect, direction in rules.weaknesses
    ]
    note, critic = "", "rules"
    if judge is not None and run["status"] == "done":
        judgement = await judge_answer(str(run["input"]), str(run["output"]), judge, sanitizer)
        if judgement is None:
            logger.info("the judge gave no usable judgement of run %s", run_id)
        else:
            scores["judge"] = judgement.score
            note, critic = judgement.note, judgement.critic
            if judgement.weakness is not None:
                aspect, direction = judgement.weakness
                weaknesses.append({"aspect": aspect, "direction": direction, "source": "judge"})
    overall = round(fmean(scores.values()), 3)
    passed = overall >= PASS_MEAN and min(scores.values()) >= PASS_MIN
    suggestions = [
        {"aspect": w["aspect"], "direction": w["direction"], "remedy": remedy}
        for w in weaknesses
        if (remedy := REMEDIES.get((w["aspect"], w["direction"])))
    ]
    row = Critique(
        run_id=run_id,
        agent=str(run["agent"]),
        domain=domain[:200],
        model=str(run["model"] or "")[:200],
        critic=critic[:200],
        scores=scores,
        overall=overall,
        passed=passed,
        weaknesses=weaknesses,
        suggestions=suggestions,
        note=note[:500],
        lessons=[str(k) for k in given.get("applied") or []],
        held_out=bool(given.get("held_out")),
    )
    try:
        with db.session() as s:
            s.add(row)
    except IntegrityError:  # critiqued meanwhile by another process
        pass
    return get_critique(db, run_id)
