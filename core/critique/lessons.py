"""Lessons from the self-critique log, for the next run of the same agent on the same domain.

A lesson is a remedy from the fixed table in ``core.evolution.plan`` for a
weakness that recurs among recent *passing* critiques of this agent and domain
(at most ``window`` of them, none older than ``ttl_days``), with how often it
was flagged: "2 of 4 recent answers to requests like this were flagged for
length (too long): Answer in one short sentence." Nothing a critic, a person or
a page wrote reaches the prompt, only aspect keys turned into fixed sentences,
and nothing is injected before ``min_passing`` critiques exist.

Every ``holdout_every``-th run that would get lessons gets none (a control), so
the log holds both arms; once enough of each exist and runs with lessons do not
score higher than the controls, injection stops for that agent until those
critiques age out.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from statistics import fmean
from typing import Any

from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.critique.domain import query_domain
from core.errors import ConfigurationError
from core.evolution.plan import REMEDIES
from core.runtime.selection import LexicalSimilarity, Similarity
from core.storage import Critique, Database
from core.storage.base import utcnow
from core.tools.registry import Tool

__all__ = ["Baseline", "LessonBook", "LessonPlan", "lesson_label"]

# At most this many lessons go into one prompt (the most frequent).
_MAX_LESSONS = 2


def lesson_label(key: str) -> str:
    """``length:too_long`` -> ``length (too long)``."""
    aspect, _, direction = key.partition(":")
    label = aspect.replace("_", " ")
    return f"{label} ({direction.replace('_', ' ')})" if direction else label


def _remedy(key: str) -> str | None:
    aspect, _, direction = key.partition(":")
    return REMEDIES.get((aspect, direction))


@dataclass(frozen=True, slots=True)
class LessonPlan:
    """What one run gets: its domain, the lesson keys and the text for its prompt.

    ``held_out``: the run was eligible for ``keys`` but gets none (a control, or
    injection is off for the agent); ``text`` is then empty.
    """

    domain: str
    keys: tuple[str, ...] = ()
    text: str = ""
    held_out: bool = False
    reason: str = ""

    @property
    def applied(self) -> tuple[str, ...]:
        return () if self.held_out else self.keys

    def as_dict(self) -> dict[str, Any]:
        return {
            "domain": self.domain,
            "keys": list(self.keys),
            "applied": list(self.applied),
            "held_out": self.held_out,
            "reason": self.reason,
        }

    def footer(self) -> str:
        """The line shown under an answer that had lessons in its prompt; empty otherwise."""
        remedies = [r for r in (_remedy(k) for k in self.applied) if r]
        if not remedies:
            return ""
        return "Lessons applied: " + " ".join(remedies)


@dataclass(frozen=True, slots=True)
class Baseline:
    """Mean critique score of runs with lessons against held-out controls, per agent."""

    with_lessons: list[float] = field(default_factory=list)
    without: list[float] = field(default_factory=list)

    def helps(self, *, min_with: int, min_without: int) -> bool | None:
        """``None`` until both arms have enough runs; then whether lessons scored higher."""
        if len(self.with_lessons) < min_with or len(self.without) < min_without:
            return None
        return fmean(self.with_lessons) > fmean(self.without)


class LessonBook:
    """Reads the critique log to decide each run's lessons."""

    def __init__(
        self,
        db: Database,
        *,
        window: int = 10,
        ttl_days: int = 30,
        min_passing: int = 3,
        holdout_every: int = 5,
        min_with: int = 6,
        min_without: int = 3,
        similarity: Similarity | None = None,
    ) -> None:
        if min_passing < 1 or window < min_passing:
            raise ConfigurationError(
                f"lessons need 1 <= min_passing <= window, not {min_passing} and {window}"
            )
        if holdout_every < 2:
            raise ConfigurationError(f"holdout_every must be at least 2, not {holdout_every}")
        self.db = db
        self.window = window
        self.ttl = timedelta(days=ttl_days)
        self.min_passing = min_passing
        self.holdout_every = holdout_every
        self.min_with = min_with
        self.min_without = min_without
        self.similarity = similarity or LexicalSimilarity()

    def _recent(self, agent: str, domain: str, since: datetime) -> list[Critique]:
        with self.db.session() as s:
            rows = list(
                s.scalars(
                    select(Critique)
                    .where(
                        Critique.agent == agent,
                        Critique.domain == domain,
                        Critique.passed.is_(True),
                        Critique.created_at >= since,
                    )
                    .order_by(Critique.id.desc())
                    .limit(self.window)
                )
            )
            s.expunge_all()
        return rows

    def baseline(self, agent: str, *, now: datetime | None = None) -> Baseline:
        """Scores of the agent's recent critiques with lessons and of its controls."""
        since = (now or utcnow()) - self.ttl
        with self.db.session() as s:
            rows = list(
                s.execute(
                    select(Critique.overall, Critique.lessons, Critique.held_out).where(
                        Critique.agent == agent, Critique.created_at >= since
                    )
                )
            )
        out = Baseline()
        for overall, lessons, held_out in rows:
            if held_out:
                out.without.append(float(overall))
            elif lessons:
                out.with_lessons.append(float(overall))
        return out

    @staticmethod
    def _recurring(rows: Sequence[Critique]) -> list[tuple[str, int]]:
        counts: Counter[str] = Counter()
        for row in rows:
            keys = {f"{w.get('aspect')}:{w.get('direction')}" for w in row.weaknesses or []}
            counts.update(k for k in keys if _remedy(k))
        # Recurring: flagged in at least two runs and in a third of the window.
        floor = max(2, math.ceil(len(rows) / 3))
        found = [(k, n) for k, n in counts.most_common() if n >= floor]
        return found[:_MAX_LESSONS]

    def plan(
        self, agent: str, domain: str, run_id: int, *, now: datetime | None = None
    ) -> LessonPlan:
        """The lessons for run ``run_id`` of ``agent`` on ``domain``."""
        now = now or utcnow()
        rows = self._recent(agent, domain, now - self.ttl)
        if len(rows) < self.min_passing:
            return LessonPlan(
                domain, reason=f"{len(rows)} passing critiques, need {self.min_passing}"
            )
        recurring = self._recurring(rows)
        if not recurring:
            return LessonPlan(domain, reason="no recurring weakness")
        keys = tuple(k for k, _ in recurring)
        if run_id % self.holdout_every == 0:
            return LessonPlan(domain, keys, held_out=True, reason="control run")
        helps = self.baseline(agent, now=now).helps(
            min_with=self.min_with, min_without=self.min_without
        )
        if helps is False:
            return LessonPlan(domain, keys, held_out=True, reason="lessons did not help")
        lines = [
            f"- {n} of {len(rows)} recent answers to requests like this were flagged for "
            f"{lesson_label(k)}: {_remedy(k)}"
            for k, n in recurring
        ]
        text = "Lessons from earlier answers:\n" + "\n".join(lines)
        return LessonPlan(domain, keys, text=text)

    def for_turn(
        self,
        agent: AgentSpec,
        message: str,
        tools: Sequence[Tool],
        examples: Sequence[dict[str, Any]],
        cues: Mapping[str, Sequence[str]],
        run_id: int,
    ) -> LessonPlan:
        """The lessons for a turn of ``agent`` on ``message`` (its domain worked out first)."""
        domain = query_domain(message, tools, examples, sim=self.similarity, cues=cues)
        return self.plan(agent.name, domain, run_id)
