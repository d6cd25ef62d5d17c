"""Retention periods (SPEC 7.7): expired conversations and ratings are deleted, nothing else.

``STROP_RETENTION_DAYS`` bounds how long runs (with their steps, ratings and
help requests), workflow runs and workflow drafts are kept;
``STROP_RATING_RETENTION_DAYS`` bounds ratings on their own. Age counts from
when a row was created. A run or workflow run that is still going (queued,
running, waiting for a person) is never expired under it. Datasets already
built are left as they are: they are versioned artefacts with their own
provenance, and a person's deletion request removes their examples there.

The job runs on a schedule: an arq cron task with Redis, otherwise a loop in
the serving process (``retention_loop``); ``strop privacy retention`` runs it once.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import delete

from core.errors import ConfigurationError
from core.storage import Database, Feedback, Run, WorkflowDraft, WorkflowRun

__all__ = ["ACTIVE", "RetentionReport", "enforce_retention", "retention_loop"]

logger = logging.getLogger(__name__)

# Statuses of runs and workflow runs that are still in progress.
ACTIVE = ("queued", "running", "waiting_for_user")
LOOP_INTERVAL_S = 3600.0


@dataclass(slots=True)
class RetentionReport:
    runs: int = 0
    workflow_runs: int = 0
    workflow_drafts: int = 0
    ratings: int = 0

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _count(result: Any) -> int:
    return int(getattr(result, "rowcount", 0) or 0)


def enforce_retention(
    db: Database, *, now: datetime, run_days: int | None, rating_days: int | None
) -> RetentionReport:
    """Delete what is older than its retention period at ``now`` (aware); ``None``: keep."""
    if now.tzinfo is None:
        raise ConfigurationError("enforce_retention needs an aware datetime (UTC)")
    for name, days in (
        ("STROP_RETENTION_DAYS", run_days),
        ("STROP_RATING_RETENTION_DAYS", rating_days),
    ):
        if days is not None and days < 1:
            raise ConfigurationError(f"{name} must be at least 1 day, not {days}")
    report = RetentionReport()
    sync = {"synchronize_session": False}
    with db.session() as s:
        if rating_days is not None:
            cutoff = now - timedelta(days=rating_days)
            report.ratings = _count(
                s.execute(
                    delete(Feedback).where(Feedback.created_at < cutoff), execution_options=sync
                )
            )
        if run_days is not None:
            cutoff = now - timedelta(days=run_days)
            report.workflow_runs = _count(
                s.execute(
                    delete(WorkflowRun).where(
                        WorkflowRun.created_at < cutoff, WorkflowRun.status.not_in(ACTIVE)
                    ),
                    execution_options=sync,
                )
            )
            report.workflow_drafts = _count(
                s.execute(
                    delete(WorkflowDraft).where(WorkflowDraft.created_at < cutoff),
                    execution_options=sync,
                )
            )
            report.runs = _count(
                s.execute(
                    delete(Run).where(Run.created_at < cutoff, Run.status.not_in(ACTIVE)),
                    execution_options=sync,
                )
            )
    return report


async def retention_loop(
    db: Database,
    *,
    run_days: int | None,
    rating_days: int | None,
    interval_s: float = LOOP_INTERVAL_S,
) -> None:
    """Enforce retention now and then every ``interval_s`` until cancelled (no Redis)."""
    while True:
        try:
            report = await asyncio.to_thread(
                enforce_retention,
                db,
                now=datetime.now(UTC),
                run_days=run_days,
                rating_days=rating_days,
            )
            if any(report.as_dict().values()):
                logger.info("retention: deleted %s", report.as_dict())
        except Exception:
            logger.exception("enforcing retention failed; trying again later")
        await asyncio.sleep(interval_s)
