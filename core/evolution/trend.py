"""Is an agent getting better? Its recent analysed ratings against the ones before.

Each rating counts +1 (positive), 0 (neutral) or -1 (negative). The mean of
the last ``window`` ratings is compared with the mean of the ``window`` before
them: the agent is improving (or declining) when the difference is at least
``min_delta`` and also larger than ``z`` standard errors, so a handful of
unlucky ratings does not read as a trend. With fewer than ``min_count``
ratings in either window the answer is "not enough ratings".
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from sqlalchemy import select

from core.evolution.analysis import Analysis
from core.storage import Database, Feedback, RatingAnalysis

__all__ = ["NOT_ENOUGH", "Trend", "agent_trend", "compute_trend"]

NOT_ENOUGH = "not enough ratings"


@dataclass(frozen=True, slots=True)
class Trend:
    """The verdict and the numbers behind it.

    ``aspect_counts`` / ``previous_aspect_counts`` count ``"aspect:direction"``
    in each window, e.g. ``{"length:too_long": 4}``.
    """

    agent: str
    status: str  # improving | stable | declining | not enough ratings
    recent_mean: float | None
    previous_mean: float | None
    delta: float | None
    standard_error: float | None
    recent_count: int
    previous_count: int
    min_count: int
    aspect_counts: dict[str, int] = field(default_factory=dict)
    previous_aspect_counts: dict[str, int] = field(default_factory=dict)


def _mean_var(values: Sequence[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1) if len(values) > 1 else 0.0
    return mean, var


def _counts(analyses: Sequence[Analysis]) -> dict[str, int]:
    counter = Counter(f"{a.aspect}:{a.direction}" for x in analyses for a in x.aspects)
    return dict(sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])))


def compute_trend(
    agent: str,
    analyses: Sequence[Analysis],
    *,
    window: int = 20,
    min_count: int = 5,
    min_delta: float = 0.2,
    z: float = 1.64,
) -> Trend:
    """The trend of ``analyses`` (oldest first)."""
    recent = list(analyses[-window:]) if window > 0 else []
    previous = list(analyses[-2 * window : -window]) if window > 0 else []
    base = Trend(
        agent=agent,
        status=NOT_ENOUGH,
        recent_mean=None,
        previous_mean=None,
        delta=None,
        standard_error=None,
        recent_count=len(recent),
        previous_count=len(previous),
        min_count=min_count,
        aspect_counts=_counts(recent),
        previous_aspect_counts=_counts(previous),
    )
    if not recent:
        return base
    recent_mean, recent_var = _mean_var([a.value for a in recent])
    if len(previous) < min_count or len(recent) < min_count:
        return replace(base, recent_mean=round(recent_mean, 3))
    previous_mean, previous_var = _mean_var([a.value for a in previous])
    delta = recent_mean - previous_mean
    se = math.sqrt(recent_var / len(recent) + previous_var / len(previous))
    status = "stable"
    if abs(delta) >= min_delta and abs(delta) > z * se:
        status = "improving" if delta > 0 else "declining"
    return replace(
        base,
        status=status,
        recent_mean=round(recent_mean, 3),
        previous_mean=round(previous_mean, 3),
        delta=round(delta, 3),
        standard_error=round(se, 3),
    )


def agent_trend(
    db: Database,
    agent: str,
    *,
    window: int = 20,
    min_count: int = 5,
    min_delta: float = 0.2,
    z: float = 1.64,
) -> Trend:
    """The trend of ``agent``'s live analysed ratings, in the order they were given."""
    with db.session() as s:
        rows = list(
            s.scalars(
                select(RatingAnalysis)
                .join(Feedback, Feedback.id == RatingAnalysis.feedback_id)
                .where(RatingAnalysis.agent == agent, Feedback.retracted_at.is_(None))
                .order_by(Feedback.created_at.desc(), Feedback.id.desc())
                .limit(2 * window)
            )
        )
        analyses = [
            Analysis.from_stored(
                sentiment=r.sentiment,
                confidence=r.confidence,
                aspects=r.aspects,
                analyser=r.analyser,
            )
            for r in reversed(rows)
        ]
    return compute_trend(
        agent, analyses, window=window, min_count=min_count, min_delta=min_delta, z=z
    )
