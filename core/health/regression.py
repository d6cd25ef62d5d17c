"""Regressions: a promoted version that serves worse than the one before it.

Two signals, both about the version an instance serves now:

- live ratings: people's good-rate of the runs the current version served is
  lower than the previous version's by more than ``MAX_DROP`` and by more than
  ``Z`` standard errors, with at least ``MIN_RATINGS`` ratings of each (the
  rates come from :func:`core.improve.watch.good_rate`, the same reading the
  rating watch uses);
- held-out tasks: the cycle that trained the current version recorded a lower
  held-out ``success`` after than before and was deployed anyway (a gate rule
  changed, or the version came from elsewhere with the cycle's numbers).
"""

from __future__ import annotations

import math
from typing import Any

from sqlalchemy import select

from core.health.finding import Finding
from core.health.readings import job_agent, job_instances
from core.improve.jobs import Job
from core.improve.watch import good_rate
from core.serving.embedded import model_label
from core.serving.instances import InstanceService, Version
from core.storage import Database, ImprovementCycle

__all__ = ["MAX_DROP", "MIN_RATINGS", "check_regression"]

MIN_RATINGS = 10  # per version; the rating watch (core.improve.watch) waits for as many
MAX_DROP = 0.15  # of good-rate: the watch's own bar; smaller drops are a change of users
Z = 1.64  # one-sided 95%: ten ratings at 90% vs 30% pass, at 80% vs 60% they do not


def _finding(
    job: Job,
    name: str,
    current: Version,
    summary: str,
    evidence: dict[str, Any],
    changes: dict[str, float],
) -> Finding:
    """A critical regression finding on the version ``name`` serves now."""
    return Finding(
        kind="regression",
        job=job.name,
        job_id=job.id,
        agent=job_agent(job),
        summary=summary,
        key=f"{name}:v{current.version}",
        instance=name,
        version=current.version,
        severity="critical",
        evidence=evidence,
        changes=changes,
    )


def _live(
    db: Database, job: Job, name: str, current: Version, previous: Version | None
) -> Finding | None:
    now_label = model_label(name, current.version)
    before_label = model_label(name, previous.version if previous else 0)
    rate, count = good_rate(db, now_label)
    before, before_count = good_rate(db, before_label)
    if rate is None or before is None or count < MIN_RATINGS or before_count < MIN_RATINGS:
        return None
    drop = before - rate
    se = math.sqrt(rate * (1 - rate) / count + before * (1 - before) / before_count)
    if drop <= MAX_DROP or drop <= Z * se:
        return None
    return _finding(
        job,
        name,
        current,
        (
            f"Regression on {name}: people rated {now_label} good {rate:.0%} of {count} times, "
            f"{before_label} {before:.0%} of {before_count}."
        ),
        {
            "signal": "ratings",
            "current": now_label,
            "previous": before_label,
            "good_rate": round(rate, 3),
            "ratings": count,
            "previous_good_rate": round(before, 3),
            "previous_ratings": before_count,
            "standard_error": round(se, 3),
        },
        {"good_rate": round(rate - before, 4)},
    )


def _held_out(db: Database, job: Job, name: str, current: Version) -> Finding | None:
    if current.training_run_id is None:
        return None
    with db.session() as s:
        summaries = [
            (cycle_id, dict(summary))
            for cycle_id, summary in s.execute(
                select(ImprovementCycle.id, ImprovementCycle.summary).where(
                    ImprovementCycle.job_id == job.id, ImprovementCycle.status == "done"
                )
            )
        ]
    for cycle_id, summary in summaries:
        before: dict[str, Any] = summary.get("before") or {}
        after: dict[str, Any] = summary.get("after") or {}
        if summary.get("training_run") != current.training_run_id or not summary.get("promoted"):
            continue
        if "success" not in before or "success" not in after:
            continue
        if float(after["success"]) >= float(before["success"]):
            return None
        label = model_label(name, current.version)
        return _finding(
            job,
            name,
            current,
            (
                f"Regression on {name}: cycle {cycle_id} deployed {label} although held-out "
                f"success fell {float(before['success']):.2f} -> {float(after['success']):.2f}."
            ),
            {
                "signal": "held_out",
                "cycle": cycle_id,
                "current": label,
                "success_before": before["success"],
                "success_after": after["success"],
            },
            {"success": round(float(after["success"]) - float(before["success"]), 4)},
        )
    return None


def check_regression(db: Database, instances: InstanceService, job: Job) -> list[Finding]:
    """A regression finding per instance of ``job`` whose serving version regressed."""
    found: list[Finding] = []
    for name in job_instances(job):
        if not instances.exists(name):
            continue
        current = instances.current(name)
        if current is None:
            continue  # the base model: nothing was promoted
        previous = instances.rollback_target(name)
        finding = _held_out(db, job, name, current) or _live(db, job, name, current, previous)
        if finding is not None:
            found.append(finding)
    return found
