"""How the detectors read rewards and runs from storage, on one scale.

Self-reward is the self-critique's overall score (1-5); people's reward is their
live run ratings (good / bad, with an optional score). Both are put on [-1, 1]
the way ``core.evolution.analysis.score_value`` reads a 1-5 score, so "flat" and
"fell" mean the same on both sides. Simulated ratings (``core.improve.simulated``)
are a model's opinion, not a person's, and never count as human reward.
"""

from __future__ import annotations

from statistics import fmean

from sqlalchemy import ColumnElement, or_

from core.evolution.analysis import score_value
from core.improve.jobs import Job
from core.storage import Run

__all__ = [
    "HUMAN_LABELS",
    "human_value",
    "job_agent",
    "job_instances",
    "self_value",
    "served_by",
]

HUMAN_LABELS = {"good": 1.0, "bad": -1.0}


def human_value(label: str, score: float | None) -> float | None:
    """A rating on [-1, 1]: its label and its score (when given), averaged; ``None`` if neither."""
    signals = [v for v in (HUMAN_LABELS.get(label), score_value(score)) if v is not None]
    return fmean(signals) if signals else None


def self_value(overall: float) -> float:
    """A critique's overall 1-5 score on [-1, 1] (3, the pass mark, is 0)."""
    return max(-1.0, min(1.0, (overall - 3.0) / 2.0))


def served_by(label: str) -> ColumnElement[bool]:
    """Runs served by the instance version ``label`` (``assistant:v3``), whatever the backend
    prefix (``embedded:assistant:v3``); ``assistant:v3`` never matches ``my-assistant:v3``."""
    return or_(Run.model == label, Run.model.endswith(f":{label}"))


def job_agent(job: Job) -> str:
    """The agent a job improves: its scope's agent, else the assistant (as the cycle does)."""
    return (job.scope or {}).get("agent") or "assistant"


def job_instances(job: Job) -> list[str]:
    """The instances a job's cycles deploy to (its student when it names none)."""
    return list(dict.fromkeys(job.instances or [job.student]))
