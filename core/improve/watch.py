"""After a promotion, live ratings are watched; a drop rolls the instance back (SPEC 6.5).

Runs name the instance version that served them (``embedded:assistant:v3``).
People's ratings (not simulated ones) of the current version's runs are compared
with those of the version before it; once the current version has at least
``min_ratings``, a good-rate lower by more than ``max_drop`` rolls it back.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from core.improve.simulated import SIMULATED_SOURCE
from core.serving.deploy import Deployer
from core.serving.embedded import model_label
from core.storage import Database, Feedback, Run

__all__ = ["WatchResult", "good_rate", "watch_ratings"]


@dataclass(frozen=True, slots=True)
class WatchResult:
    instance: str
    version: int
    current_rate: float | None
    previous_rate: float | None
    ratings: int
    rolled_back: bool
    reason: str = ""


def good_rate(db: Database, label: str) -> tuple[float | None, int]:
    """Share of good among live, human run ratings of runs served by ``label``, and their count."""
    with db.session() as s:
        labels = list(
            s.scalars(
                select(Feedback.label)
                .join(Run, Run.id == Feedback.run_id)
                .where(
                    Run.model.endswith(label),
                    Feedback.target_type == "run",
                    Feedback.retracted_at.is_(None),
                    Feedback.source != SIMULATED_SOURCE,
                    Feedback.label.in_(("good", "bad")),
                )
            )
        )
    if not labels:
        return None, 0
    return labels.count("good") / len(labels), len(labels)


def watch_ratings(
    deployer: Deployer, name: str, *, min_ratings: int = 10, max_drop: float = 0.15
) -> WatchResult:
    """Check the current version of ``name``; roll back when its ratings fell."""
    instances = deployer.instances
    current = instances.current(name)
    version = current.version if current else 0
    if version == 0:
        return WatchResult(name, 0, None, None, 0, False, "serving the base model")
    previous = instances.rollback_target(name)
    rate, count = good_rate(instances.db, model_label(name, version))
    before, _ = good_rate(instances.db, model_label(name, previous.version if previous else 0))
    if rate is None or before is None or count < min_ratings:
        return WatchResult(name, version, rate, before, count, False, "not enough ratings yet")
    if rate < before - max_drop:
        deployer.rollback(name)
        reason = f"good ratings fell from {before:.0%} to {rate:.0%} over {count} ratings"
        return WatchResult(name, version, rate, before, count, True, reason)
    return WatchResult(name, version, rate, before, count, False, "ratings hold")
