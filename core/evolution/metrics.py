"""Numbers an evolution hypothesis is checked against, per agent version.

Each metric is measured on the finished runs of one version (and the live
ratings of those runs): the mean answer length in characters, the share of
rated runs whose rating makes a given complaint, and the mean rating
(+1 positive, 0 neutral, -1 negative, from the stored analyses).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from core.errors import ConfigurationError
from core.evolution.changes import AT_CAP, CHARS_METRIC, RunStats
from core.storage import Agent, AgentVersion, Database, Feedback, RatingAnalysis, Run

__all__ = ["Measure", "mean_rating", "measure", "run_stats", "version_id"]

_DONE = "done"


@dataclass(frozen=True, slots=True)
class Measure:
    value: float | None  # None: no data
    samples: int


def version_id(db: Database, agent: str, version: int) -> int | None:
    with db.session() as s:
        return s.scalar(
            select(AgentVersion.id)
            .join(Agent, Agent.id == AgentVersion.agent_id)
            .where(Agent.name == agent, AgentVersion.version == version)
        )


def _outputs(db: Database, vid: int | None, run_ids: set[int] | None = None) -> list[Run]:
    if vid is None:
        return []
    with db.session() as s:
        rows = list(s.scalars(select(Run).where(Run.agent_version_id == vid, Run.status == _DONE)))
        s.expunge_all()
    return [r for r in rows if run_ids is None or r.id in run_ids]


def run_stats(
    db: Database, agent: str, version: int, max_tokens: int, run_ids: set[int] | None = None
) -> RunStats:
    """Answer lengths of the version's finished runs (only ``run_ids`` when given)."""
    runs = _outputs(db, version_id(db, agent, version), run_ids)
    if not runs:
        return RunStats()
    at_cap = sum(1 for r in runs if r.tokens_out >= max_tokens * AT_CAP)
    return RunStats(len(runs), sum(len(r.output) for r in runs) / len(runs), at_cap)


def _rated(db: Database, vid: int | None) -> list[RatingAnalysis]:
    if vid is None:
        return []
    with db.session() as s:
        rows = list(
            s.scalars(
                select(RatingAnalysis)
                .join(Run, Run.id == RatingAnalysis.run_id)
                .join(Feedback, Feedback.id == RatingAnalysis.feedback_id)
                .where(Run.agent_version_id == vid, Feedback.retracted_at.is_(None))
            )
        )
        s.expunge_all()
    return rows


def mean_rating(db: Database, agent: str, version: int) -> Measure:
    rows = _rated(db, version_id(db, agent, version))
    if not rows:
        return Measure(None, 0)
    values = [{"positive": 1.0, "negative": -1.0}.get(r.sentiment, 0.0) for r in rows]
    return Measure(round(sum(values) / len(values), 4), len(values))


def _complaint_rate(db: Database, vid: int | None, aspect: str, direction: str) -> Measure:
    rows = _rated(db, vid)
    by_run: dict[int, bool] = {}
    for row in rows:
        if row.run_id is None:
            continue
        hit = any(
            a.get("aspect") == aspect and a.get("direction") == direction for a in row.aspects
        )
        by_run[row.run_id] = by_run.get(row.run_id, False) or hit
    if not by_run:
        return Measure(None, 0)
    return Measure(round(sum(by_run.values()) / len(by_run), 4), len(by_run))


def measure(db: Database, agent: str, version: int, metric: str) -> Measure:
    """``metric`` (``mean_answer_chars`` or ``complaint_rate:ASPECT:DIRECTION``) for a version."""
    vid = version_id(db, agent, version)
    if metric == CHARS_METRIC:
        runs = _outputs(db, vid)
        if not runs:
            return Measure(None, 0)
        return Measure(round(sum(len(r.output) for r in runs) / len(runs), 2), len(runs))
    kind, _, rest = metric.partition(":")
    aspect, _, direction = rest.partition(":")
    if kind != "complaint_rate" or not aspect or not direction:
        raise ConfigurationError(f"unknown evolution metric {metric!r}")
    return _complaint_rate(db, vid, aspect, direction)
