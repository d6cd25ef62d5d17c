"""Agent tools over the self-improvement loop's data and evaluation (SPEC 6.2, 6.5)."""

from __future__ import annotations

from typing import Any

from core.errors import StropError, ToolError
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = ["register_training_data_tools"]


def _services(ctx: ToolContext) -> Any:
    services = ctx.extras.get("services")
    if services is None:
        raise ToolError("this tool needs a running strop service (no services in context)")
    return services


async def generate_training_data(
    ctx: ToolContext,
    strategies: list[str],
    name: str = "",
    job: str = "",
) -> dict[str, Any]:
    """Turn ratings and runs into versioned training datasets (SFT and DPO JSONL).

    Args:
        strategies: any of from_feedback, corrections, contrastive, rise, teacher, self_play,
            injection_negatives.
        name: dataset name (default: the job's name, or "feedback").
        job: improvement job whose scope, teacher and data snapshot to use; its
            snapshot advances so the next call only takes newer feedback.
    """
    from core.improve.generate import generate_training_data as generate
    from core.improve.jobs import JobService

    services = _services(ctx)
    try:
        found = JobService(ctx.db).get(job) if job else None
        data = await generate(
            services,
            strategies=strategies,
            name=name or (found.name if found else "feedback"),
            since_feedback_id=found.last_feedback_id if found else 0,
            scope=found.scope if found else None,
            teacher=found.teacher if found else "",
        )
        if found is not None:
            JobService(ctx.db).advance_snapshot(found, data.last_feedback_id)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return data.summary()


async def evaluate_model(
    ctx: ToolContext, model: str = "", agent: str = "assistant"
) -> dict[str, Any]:
    """Measure a model on the held-out tool-use tasks and the general held-out set.

    Args:
        model: model spec, e.g. "instance:assistant" or "gguf:/path.gguf" (default: the
            configured model).
        agent: the agent whose prompt and tools are used.
    """
    from core.improve.evaluate import evaluate_in_scratch

    services = _services(ctx)
    try:
        client = services.model_for(model)
        spec = services.agents.get(agent)
        result = await evaluate_in_scratch(services, [client], agent=spec)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return result.as_dict()


def register_training_data_tools(registry: ToolRegistry) -> None:
    registry.add(generate_training_data)
    registry.add(evaluate_model)
