"""Improvement-job tools: agents create, inspect and change improvement jobs (SPEC 6.1), and
ask what to optimise next (SPEC 6.8)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.decide import decide_optimization_target as _decide
from core.errors import StropError, ToolError
from core.improve.jobs import Job, JobService
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = ["register_improvement_tools"]


def _summary(job: Job) -> dict[str, Any]:
    return {"id": job.id, **job.as_dict()}


def _tool_errors(action: Callable[[], Job]) -> dict[str, Any]:
    try:
        return _summary(action())
    except StropError as exc:
        raise ToolError(str(exc)) from None


def create_improvement_job(
    ctx: ToolContext,
    name: str,
    student: str,
    teacher: str = "",
    scope: dict[str, str] | None = None,
    instances: list[str] | None = None,
    strategies: list[str] | None = None,
    schedule: dict[str, Any] | None = None,
    notes: str = "",
) -> dict[str, Any]:
    """Create an improvement job that turns ratings into training data for a model.

    Args:
        name: lowercase job name, e.g. "calc-nightly".
        student: the model instance to train, e.g. "embedded".
        teacher: optional stronger litellm model "provider/model" to distil from.
        scope: which runs to learn from: {"agent": ..., "tool": ..., "channel": ...}.
        instances: model instances the result may be deployed to (default: the student).
        strategies: from_feedback, corrections, contrastive, rise, teacher, self_play,
            injection_negatives.
        schedule: {"nightly": true, "hour": 2} and/or {"every_n_ratings": 20}.
        notes: free text about the job.
    """
    return _tool_errors(
        lambda: JobService(ctx.db).create(
            name,
            student=student,
            teacher=teacher,
            scope=scope,
            instances=instances,
            strategies=strategies,
            schedule=schedule,
            notes=notes,
        )
    )


def get_improvement_job(ctx: ToolContext, name: str) -> dict[str, Any]:
    """Show one improvement job: models, scope, strategies, schedule and data snapshot.

    Args:
        name: the job's name.
    """
    return _tool_errors(lambda: JobService(ctx.db).get(name))


def list_improvement_jobs(ctx: ToolContext) -> list[dict[str, Any]]:
    """List every improvement job with its status and schedule."""
    return [_summary(job) for job in JobService(ctx.db).list()]


def update_improvement_job(
    ctx: ToolContext,
    name: str,
    student: str | None = None,
    teacher: str | None = None,
    scope: dict[str, str] | None = None,
    instances: list[str] | None = None,
    strategies: list[str] | None = None,
    schedule: dict[str, Any] | None = None,
    status: str | None = None,
    notes: str | None = None,
) -> dict[str, Any]:
    """Change an improvement job; only the fields given change.

    Args:
        name: the job's name.
        student: the model instance to train.
        teacher: litellm model "provider/model" to distil from ("" for none).
        scope: {"agent": ..., "tool": ..., "channel": ...}; replaces the old scope.
        instances: model instances the result may be deployed to.
        strategies: from_feedback, corrections, contrastive, rise, teacher, self_play,
            injection_negatives.
        schedule: {"nightly": true, "hour": 2} and/or {"every_n_ratings": 20}; replaces the old one.
        status: "idle" or "paused".
        notes: free text about the job.
    """
    given = {
        "student": student,
        "teacher": teacher,
        "scope": scope,
        "instances": instances,
        "strategies": strategies,
        "schedule": schedule,
        "status": status,
        "notes": notes,
    }
    changes = {key: value for key, value in given.items() if value is not None}
    if status == "running":
        raise ToolError("status 'running' is set by the improvement cycle; use idle or paused")
    return _tool_errors(lambda: JobService(ctx.db).update(name, **changes))


def decide_optimization_target(ctx: ToolContext, scope: str = "global") -> dict[str, Any]:
    """Decide what to optimise next from the recorded runs, ratings and past insights.

    Returns target (prompt, model_instance, architecture or none), the scope to change,
    the reason and the evidence in numbers.

    Args:
        scope: "global", "agent:NAME", "tool:NAME" or both, e.g. "agent:assistant,tool:run_code".
    """
    try:
        return _decide(ctx.db, scope).as_dict()
    except StropError as exc:
        raise ToolError(str(exc)) from None


def register_improvement_tools(registry: ToolRegistry) -> None:
    """Add the improvement-job tools and the optimisation decider to ``registry``."""
    for fn in (
        create_improvement_job,
        get_improvement_job,
        list_improvement_jobs,
        update_improvement_job,
        decide_optimization_target,
    ):
        registry.add(fn)
