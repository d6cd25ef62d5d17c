"""Which improvement jobs should start a cycle now (SPEC 6.11 schedules).

A plain function over the database and an explicit ``now``, so the job queue
can poll it and tests can move the clock. Paused jobs, running jobs and jobs
with an unfinished cycle are never due.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import exists, func, select

from core.errors import ConfigurationError
from core.improve.jobs import DEFAULT_HOUR, Job, JobService
from core.storage import Database, Feedback, ImprovementCycle, Run, Span

__all__ = ["due_jobs", "new_ratings"]


def new_ratings(db: Database, job: Job) -> int:
    """Live run ratings given after the job's snapshot on runs in its scope."""
    query = (
        select(func.count(Feedback.id))
        .join(Run, Run.id == Feedback.run_id)
        .where(
            Feedback.target_type == "run",
            Feedback.retracted_at.is_(None),
            Feedback.id > job.last_feedback_id,
        )
    )
    if job.scope.get("agent"):
        query = query.where(Run.agent_name == job.scope["agent"])
    if job.scope.get("channel"):
        query = query.where(Run.channel == job.scope["channel"])
    if job.scope.get("workflow_step"):
        from core.workflows.runs import step_run_ids

        query = query.where(Run.id.in_(step_run_ids(db, job.scope["workflow_step"])))
    if job.scope.get("tool"):
        query = query.where(
            exists().where(
                Span.run_id == Run.id, Span.kind == "tool_call", Span.name == job.scope["tool"]
            )
        )
    with db.session() as s:
        return int(s.scalar(query) or 0)


def _nightly_slot(job: Job, now: datetime) -> datetime | None:
    """Today's start time of a nightly job, if it has passed."""
    hour = int(job.schedule.get("hour", DEFAULT_HOUR))
    slot = now.replace(hour=hour, minute=0, second=0, microsecond=0)
    return slot if now >= slot else None


def due_jobs(db: Database, now: datetime) -> list[tuple[Job, str]]:
    """Jobs due for a cycle at ``now`` (aware), each with the reason.

    - ``"nightly"``: the job's hour (UTC) has passed today, and neither a
      cycle nor the job itself was started since then (so at most one a day,
      caught up later in the day if the queue was down at that hour);
    - ``"N new ratings"``: at least ``every_n_ratings`` live run ratings in
      scope arrived since the job's snapshot.
    """
    if now.tzinfo is None:
        raise ConfigurationError("due_jobs needs an aware datetime (UTC)")
    now = now.astimezone(UTC)
    due: list[tuple[Job, str]] = []
    with db.session() as s:
        latest: dict[int | None, datetime] = {
            job_id: at
            for job_id, at in s.execute(
                select(ImprovementCycle.job_id, func.max(ImprovementCycle.created_at)).group_by(
                    ImprovementCycle.job_id
                )
            )
        }
        busy = set(
            s.scalars(select(ImprovementCycle.job_id).where(ImprovementCycle.status == "running"))
        )
    for job in JobService(db).list():
        if job.status != "idle" or job.id in busy:
            continue
        if job.schedule.get("nightly"):
            slot = _nightly_slot(job, now)
            last = latest.get(job.id)
            if slot is not None and job.created_at < slot and (last is None or last < slot):
                due.append((job, "nightly"))
                continue
        every = int(job.schedule.get("every_n_ratings") or 0)
        if every:
            count = new_ratings(db, job)
            if count >= every:
                due.append((job, f"{count} new ratings"))
    return due
