"""Reading workflow runs back: the trail of steps, the path taken and the ratings."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select

from core.errors import NotFound
from core.storage import Database, Feedback, WorkflowFeedback, WorkflowRun, WorkflowStepRecord

__all__ = ["get_workflow_run", "list_workflow_runs", "step_run_ids"]


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def _step(r: WorkflowStepRecord) -> dict[str, Any]:
    return {
        "id": r.id,
        "seq": r.seq,
        "step": r.step_id,
        "kind": r.kind,
        "iteration": r.iteration,
        "status": r.status,
        "attempts": r.attempts,
        "input": dict(r.input),
        "output": r.output,
        "error": r.error,
        "run_id": r.run_id,
        "duration_ms": r.duration_ms,
        "message_id": r.message_id,
        "started_at": _iso(r.started_at),
        "finished_at": _iso(r.finished_at),
        "feedback": [],
    }


def _summary(run: WorkflowRun) -> dict[str, Any]:
    return {
        "id": run.id,
        "workflow": run.workflow_name,
        "version": run.version,
        "status": run.status,
        "input": run.input,
        "output": run.output,
        "error": run.error,
        "platform": run.platform,
        "workspace": run.workspace,
        "channel": run.channel,
        "user": run.user,
        "created_at": _iso(run.created_at),
        "finished_at": _iso(run.finished_at),
    }


def get_workflow_run(db: Database, run_id: int, *, scope: str | None = None) -> dict[str, Any]:
    """A run with its trail (steps in order) and ratings; ``scope``: the viewer's team."""
    with db.session() as s:
        run = s.get(WorkflowRun, run_id)
        if run is None or (scope is not None and run.workspace != scope):
            raise NotFound(f"no workflow run {run_id}")
        out = _summary(run)
        steps = [_step(r) for r in run.steps]
        by_record = {st["id"]: st for st in steps}
        out["feedback"] = []
        for link, fb in s.execute(
            select(WorkflowFeedback, Feedback)
            .join(Feedback, Feedback.id == WorkflowFeedback.feedback_id)
            .where(WorkflowFeedback.workflow_run_id == run_id, Feedback.retracted_at.is_(None))
            .order_by(Feedback.id)
        ):
            item = {
                "id": fb.id,
                "label": fb.label,
                "notes": fb.notes,
                "rater": fb.rater,
                "at": _iso(fb.created_at),
                "step": link.step_id,
            }
            if link.step_record_id in by_record:
                by_record[link.step_record_id]["feedback"].append(item)
            else:
                out["feedback"].append(item)
    out["steps"] = steps
    out["path"] = [st["step"] for st in steps]
    return out


def list_workflow_runs(
    db: Database, *, workflow: str | None = None, scope: str | None = None, limit: int = 20
) -> list[dict[str, Any]]:
    """Newest runs first, of one workflow or all; ``scope`` limits to one team."""
    query = select(WorkflowRun).order_by(WorkflowRun.id.desc()).limit(limit)
    if workflow is not None:
        query = query.where(WorkflowRun.workflow_name == workflow)
    if scope is not None:
        query = query.where(WorkflowRun.workspace == scope)
    with db.session() as s:
        return [_summary(r) for r in s.scalars(query)]


def step_run_ids(db: Database, workflow_step: str) -> set[int]:
    """Agent runs made by a workflow step, ``"WORKFLOW/STEP"`` (the improvement scope)."""
    workflow, _, step = workflow_step.partition("/")
    with db.session() as s:
        return {
            rid
            for rid in s.scalars(
                select(WorkflowStepRecord.run_id)
                .join(WorkflowRun, WorkflowRun.id == WorkflowStepRecord.workflow_run_id)
                .where(
                    WorkflowRun.workflow_name == workflow,
                    WorkflowStepRecord.step_id == step,
                    WorkflowStepRecord.kind == "agent",
                    WorkflowStepRecord.run_id.is_not(None),
                )
            )
            if rid is not None
        }
