"""Loop health (SPEC 6.11): reward saturation, output collapse and regressions of the loop.

The detectors read stored runs, critiques, ratings, cycles and versions;
:func:`health_round` runs them, reacts (rollback, or pause with a review card)
and records how earlier decisions turned out. Improvement cycles call it for
the jobs they ran; the worker's periodic evolution round for every job.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.health.events import HealthEvent, get_event, recent_events
from core.health.finding import Finding
from core.health.monitor import REVIEW_OPTIONS, check_loop_health, react
from core.health.outcome import settle_decisions
from core.improve.jobs import Job

if TYPE_CHECKING:
    from core.services import Services

__all__ = [
    "REVIEW_OPTIONS",
    "Finding",
    "HealthEvent",
    "check_loop_health",
    "get_event",
    "health_round",
    "react",
    "recent_events",
    "settle_decisions",
]

logger = logging.getLogger(__name__)


def health_round(services: Services, jobs: Sequence[Job] | None = None) -> list[HealthEvent]:
    """Settle earlier decisions, then check ``jobs`` (all when ``None``) and react."""
    try:
        settle_decisions(services)
    except Exception:  # a missed settlement is retried next round; the check still runs
        logger.exception("settling loop-health decisions failed")
    findings = (
        check_loop_health(services)
        if jobs is None
        else [f for job in jobs for f in check_loop_health(services, job)]
    )
    return react(services, findings)
