"""Reward saturation: the self-critique keeps scoring answers well while people rate them worse.

The loop optimises what its own critic can see. When that proxy stops tracking
what people want, self-reward stays flat (or climbs) while human ratings fall:
more training would only fit the critic better. The agent's recent runs that
carry a critique or a live human rating are cut into consecutive windows of
``WINDOW_RUNS``; the first and the last window are compared. Saturation is
declared when

- self-reward did not fall by more than ``SELF_FLAT``,
- human reward did not rise, and
- the gap between them widened by at least ``MIN_DIVERGENCE`` and by more than
  ``Z`` standard errors of that change (ratings are noisy +-1 values),

with at least ``MIN_SELF`` critiques and ``MIN_HUMAN`` ratings in every window.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import fmean

from sqlalchemy import select

from core.health.finding import Finding
from core.health.readings import human_value, job_agent, self_value
from core.improve.jobs import Job
from core.improve.simulated import SIMULATED_SOURCE
from core.storage import Critique, Database, Feedback, Run

__all__ = [
    "MIN_DIVERGENCE",
    "MIN_HUMAN",
    "MIN_SELF",
    "SELF_FLAT",
    "WINDOWS",
    "WINDOW_RUNS",
    "Window",
    "check_saturation",
    "reward_windows",
]

# Three windows show a direction (two could be one bad day) and the middle one is kept
# as evidence; twenty runs per window is a few days of a small team's traffic.
WINDOWS = 3
WINDOW_RUNS = 20
# Fewer ratings than this and one unhappy person decides the mean.
MIN_HUMAN = 8
MIN_SELF = 8
# 0.1 on [-1, 1] is 0.2 of a critique point: the critic's own run-to-run jitter.
SELF_FLAT = 0.1
# 0.4 on [-1, 1] is 20 points of good-rate; smaller gaps are within what a change of
# topics or users alone moves.
MIN_DIVERGENCE = 0.4
Z = 1.64  # one-sided 95%, as core.evolution.trend uses


@dataclass(frozen=True, slots=True)
class Window:
    """One window of runs: the mean and variance of each reward and how many values it has."""

    first_run: int
    last_run: int
    self_mean: float | None
    self_var: float
    self_n: int
    human_mean: float | None
    human_var: float
    human_n: int

    def as_dict(self) -> dict[str, object]:
        return {
            "runs": [self.first_run, self.last_run],
            "self_reward": None if self.self_mean is None else round(self.self_mean, 3),
            "self_n": self.self_n,
            "human_reward": None if self.human_mean is None else round(self.human_mean, 3),
            "human_n": self.human_n,
        }


def _stats(values: list[float]) -> tuple[float | None, float]:
    if not values:
        return None, 0.0
    mean = fmean(values)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1) if len(values) > 1 else 0.0
    return mean, var


def reward_windows(
    db: Database, agent: str, *, windows: int = WINDOWS, size: int = WINDOW_RUNS
) -> list[Window]:
    """The agent's last ``windows`` full windows of ``size`` scored runs, oldest first."""
    limit = windows * size
    human = (
        Feedback.target_type == "run",
        Feedback.retracted_at.is_(None),
        Feedback.source != SIMULATED_SOURCE,
        Feedback.label.in_(("good", "bad")),
    )
    with db.session() as s:
        critiqued = set(
            s.scalars(
                select(Critique.run_id)
                .where(Critique.agent == agent)
                .order_by(Critique.run_id.desc())
                .limit(limit)
            )
        )
        rated = set(
            s.scalars(
                select(Feedback.run_id)
                .join(Run, Run.id == Feedback.run_id)
                .where(Run.agent_name == agent, *human)
                .order_by(Feedback.run_id.desc())
                .limit(limit * 4)  # several raters per run
            )
        )
        ids = sorted(i for i in critiqued | rated if i is not None)[-limit:]
        if len(ids) < limit:
            return []
        overall = dict(
            s.execute(
                select(Critique.run_id, Critique.overall).where(Critique.run_id.in_(ids))
            ).all()
        )
        ratings: dict[int, list[float]] = {}
        for run_id, label, score in s.execute(
            select(Feedback.run_id, Feedback.label, Feedback.score).where(
                Feedback.run_id.in_(ids), *human
            )
        ):
            value = human_value(label, score)
            if run_id is not None and value is not None:
                ratings.setdefault(run_id, []).append(value)
    out: list[Window] = []
    for start in range(0, limit, size):
        chunk = ids[start : start + size]
        selves = [self_value(overall[i]) for i in chunk if i in overall]
        humans = [v for i in chunk for v in ratings.get(i, [])]
        self_mean, self_var = _stats(selves)
        human_mean, human_var = _stats(humans)
        out.append(
            Window(
                chunk[0],
                chunk[-1],
                self_mean,
                self_var,
                len(selves),
                human_mean,
                human_var,
                len(humans),
            )
        )
    return out


def check_saturation(db: Database, job: Job) -> Finding | None:
    """A saturation finding for ``job``'s agent, or ``None`` (also when data is short)."""
    agent = job_agent(job)
    found = reward_windows(db, agent)
    if not found or any(w.self_n < MIN_SELF or w.human_n < MIN_HUMAN for w in found):
        return None
    first, last = found[0], found[-1]
    assert first.self_mean is not None and last.self_mean is not None
    assert first.human_mean is not None and last.human_mean is not None
    self_change = last.self_mean - first.self_mean
    human_change = last.human_mean - first.human_mean
    divergence = self_change - human_change
    se = math.sqrt(
        first.self_var / first.self_n
        + last.self_var / last.self_n
        + first.human_var / first.human_n
        + last.human_var / last.human_n
    )
    if self_change < -SELF_FLAT or human_change > 0 or divergence < MIN_DIVERGENCE:
        return None
    if divergence <= Z * se:
        return None
    summary = (
        f"Reward saturation on agent {agent}: self-critique reward went "
        f"{first.self_mean:+.2f} -> {last.self_mean:+.2f} while people's ratings went "
        f"{first.human_mean:+.2f} -> {last.human_mean:+.2f} (on -1..1, over runs "
        f"{first.first_run}-{last.last_run}); training on the critic's view no longer "
        "tracks what people want."
    )
    return Finding(
        kind="saturation",
        job=job.name,
        job_id=job.id,
        agent=agent,
        summary=summary,
        key=f"{agent}:runs:{last.first_run}-{last.last_run}",
        evidence={
            "windows": [w.as_dict() for w in found],
            "self_change": round(self_change, 3),
            "human_change": round(human_change, 3),
            "divergence": round(divergence, 3),
            "standard_error": round(se, 3),
            "last_window_start": last.first_run,
            "last_run": last.last_run,
        },
        changes={"self_reward": round(self_change, 4), "human_reward": round(human_change, 4)},
    )
