"""What the queue's sweeps need: the open steps of workflow runs, and failing lost ones.

A step is *open* while its token is pending in an unfinished run and no
person is being asked (``jobs.recovery`` re-enqueues or releases its job).
A step whose help request expired, or whose job the queue gave up on, fails
its run with the reason.
"""

from __future__ import annotations

from sqlalchemy import select

from core.services import Services
from core.storage import Run, WorkflowRun, WorkflowStepRecord
from core.storage.base import utcnow
from core.workflows.steps import FINAL

__all__ = ["fail_expired_steps", "fail_lost_step", "open_tokens"]


def open_tokens(services: Services) -> list[tuple[int, str]]:
    """Pending tokens of unfinished runs not waiting for a person (for the queue's sweep)."""
    out: list[tuple[int, str]] = []
    with services.db.session() as s:
        for run_id, state in s.execute(
            select(WorkflowRun.id, WorkflowRun.state).where(
                WorkflowRun.status.in_(("queued", "running", "waiting_for_user"))
            )
        ):
            waiting = set(
                s.scalars(
                    select(WorkflowStepRecord.token).where(
                        WorkflowStepRecord.workflow_run_id == run_id,
                        WorkflowStepRecord.status == "waiting",
                    )
                )
            )
            out += [
                (run_id, p["token"]) for p in state.get("pending", []) if p["token"] not in waiting
            ]
    return out


def fail_expired_steps(services: Services) -> int:
    """Fail the runs whose human step's request expired unanswered; how many were."""
    now = utcnow()
    failed = 0
    with services.db.session() as s:
        rows = s.execute(
            select(WorkflowStepRecord, Run)
            .join(Run, Run.id == WorkflowStepRecord.run_id)
            .where(WorkflowStepRecord.status == "waiting", Run.status == "failed")
        ).all()
        for record, step_run in rows:
            error = f"step {record.step_id!r}: {step_run.error or 'the request expired'}"
            record.status, record.error, record.finished_at = "failed", error, now
            wf = s.get(WorkflowRun, record.workflow_run_id, with_for_update=True)
            if wf is not None and wf.status not in FINAL:
                wf.status, wf.error, wf.finished_at = "failed", error, now
                failed += 1
    return failed


def fail_lost_step(services: Services, run_id: int, token: str, reason: str) -> bool:
    """Fail run ``run_id`` because the queue lost step ``token`` for good; False if it moved on.

    Checked under the run's lock: a step that finished (or now waits for a
    person) in the meantime is left alone.
    """
    with services.db.session() as s:
        run = s.get(WorkflowRun, run_id, with_for_update=True)
        if run is None or run.status in FINAL:
            return False
        entry = next((p for p in run.state.get("pending", []) if p["token"] == token), None)
        record = s.scalar(
            select(WorkflowStepRecord).where(
                WorkflowStepRecord.workflow_run_id == run_id, WorkflowStepRecord.token == token
            )
        )
        if entry is None or (record is not None and record.status == "waiting"):
            return False
        now = utcnow()
        step = entry["step"]
        if record is not None:
            record.status, record.error, record.finished_at = "failed", reason, now
        run.status, run.error, run.finished_at = "failed", f"step {step!r}: {reason}", now
        return True
