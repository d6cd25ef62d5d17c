"""Ratings of a workflow run and of its steps (chat reactions, dashboard).

An agent step's rating is an ordinary rating of the step's run, so the
improvement loop learns from it like from any run; a link row records the
workflow run and step it belongs to. Other steps and the whole run are rated
with ``target_type`` ``workflow_step`` / ``workflow_run``.
"""

from __future__ import annotations

from sqlalchemy import select

from core.errors import NotFound
from core.feedback import check_label, rate_run, replace_rating
from core.feedback import retract as retract_run
from core.storage import Database, Feedback, WorkflowFeedback, WorkflowRun, WorkflowStepRecord
from core.storage.base import utcnow

__all__ = ["message_target", "rate_workflow_run", "rate_workflow_step", "retract_workflow"]


def rate_workflow_step(
    db: Database,
    record_id: int,
    label: str,
    *,
    notes: str = "",
    rater: str = "",
    source: str = "terminal",
) -> int:
    """Rate one executed step (a trail record); a rater's newer rating replaces the older."""
    check_label(label)
    with db.session() as s:
        record = s.get(WorkflowStepRecord, record_id)
        if record is None:
            raise NotFound(f"no workflow step {record_id}")
        wf_id, step_id, run_id, kind = (
            record.workflow_run_id,
            record.step_id,
            record.run_id,
            record.kind,
        )
    if kind == "agent" and run_id is not None:
        feedback_id = rate_run(db, run_id, label, notes=notes, rater=rater, source=source)
    with db.session() as s:
        if not (kind == "agent" and run_id is not None):
            feedback_id = replace_rating(
                s,
                target_type="workflow_step",
                target_id=record_id,
                run_id=run_id,
                label=label,
                notes=notes,
                rater=rater,
                source=source,
            )
        s.add(
            WorkflowFeedback(
                feedback_id=feedback_id,
                workflow_run_id=wf_id,
                step_record_id=record_id,
                step_id=step_id,
            )
        )
    return feedback_id


def rate_workflow_run(
    db: Database,
    workflow_run_id: int,
    label: str,
    *,
    notes: str = "",
    rater: str = "",
    source: str = "terminal",
) -> int:
    """Rate a whole workflow run; a rater's newer rating replaces the older."""
    check_label(label)
    with db.session() as s:
        if s.get(WorkflowRun, workflow_run_id) is None:
            raise NotFound(f"no workflow run {workflow_run_id}")
        feedback_id = replace_rating(
            s,
            target_type="workflow_run",
            target_id=workflow_run_id,
            run_id=None,
            label=label,
            notes=notes,
            rater=rater,
            source=source,
        )
        s.add(WorkflowFeedback(feedback_id=feedback_id, workflow_run_id=workflow_run_id))
    return feedback_id


def message_target(
    db: Database, platform: str, channel: str, message_id: str
) -> tuple[str, int] | None:
    """``("step", record id)`` or ``("run", workflow run id)`` for a posted workflow message."""
    if not message_id:
        return None
    with db.session() as s:
        record = s.scalar(
            select(WorkflowStepRecord.id)
            .join(WorkflowRun, WorkflowRun.id == WorkflowStepRecord.workflow_run_id)
            .where(
                WorkflowStepRecord.message_id == message_id,
                WorkflowRun.platform == platform,
                WorkflowRun.channel == channel,
            )
        )
        if record is not None:
            return "step", record
        run = s.scalar(
            select(WorkflowRun.id).where(
                WorkflowRun.message_id == message_id,
                WorkflowRun.platform == platform,
                WorkflowRun.channel == channel,
            )
        )
    return ("run", run) if run is not None else None


def retract_workflow(db: Database, target: tuple[str, int], *, rater: str, label: str) -> int:
    """Retract ``rater``'s live ``label`` rating of a step or run (a removed reaction)."""
    kind, target_id = target
    if kind == "step":
        with db.session() as s:
            record = s.get(WorkflowStepRecord, target_id)
            run_id = record.run_id if record is not None and record.kind == "agent" else None
        if run_id is not None:
            return retract_run(db, run_id, rater=rater, label=label)
    target_type = "workflow_step" if kind == "step" else "workflow_run"
    with db.session() as s:
        rows = list(
            s.scalars(
                select(Feedback).where(
                    Feedback.target_type == target_type,
                    Feedback.target_id == target_id,
                    Feedback.rater == rater,
                    Feedback.label == label,
                    Feedback.retracted_at.is_(None),
                )
            )
        )
        for row in rows:
            row.retracted_at = utcnow()
        return len(rows)
