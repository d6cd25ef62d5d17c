"""Workflow design tools: agents create, change, read, delete and run workflows (SPEC 2.7).

While the designer drafts a workflow for ``/workflow create`` its context
carries a ``workflow_drafts`` list: ``create_workflow`` and
``update_workflow`` then check the graph and add it there instead of saving,
so a person sees the outline first.

For that drafting the designer gets :func:`draft_tool`: ``create_workflow``
with a schema the model's output is constrained to. Its steps may be
*stages*, ``{"agent": NAME, "task": TEXT}``, with ``NAME`` one of the agents
that exist: stages run one after another, each on the previous one's output
(:func:`stages_to_steps`). The 135M model writes those reliably, where a
full graph with ids, links and templates defeats it; full steps are still
accepted for stronger models.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Union, cast

from pydantic import BaseModel, ConfigDict, Field, create_model

from core.errors import StropError, ToolError
from core.tools.context import ToolContext
from core.tools.registry import Tool, ToolRegistry
from core.workflows.outline import outline
from core.workflows.spec import StepSpec, validate_workflow_name
from core.workflows.store import WorkflowService

__all__ = ["draft_tool", "register_workflow_tools", "stages_to_steps"]

MAX_STAGES = 8
TASK_CHARS = 200
# What the grammar lets the model write as a name (validate_workflow_name allows more).
_DRAFT_NAME = r"^[a-z][a-z0-9-]{1,29}$"


def _service(ctx: ToolContext) -> WorkflowService:
    services = ctx.extras.get("services")
    if services is not None:
        return WorkflowService.of(services)
    registry = ctx.extras.get("registry")
    from core.agents.service import AgentService

    return WorkflowService(
        ctx.db,
        agent_exists=AgentService(ctx.db).exists,
        tool_exists=lambda n: isinstance(registry, ToolRegistry) and n in registry,
    )


def _graph(steps: list[dict[str, Any]], start: str, output: str) -> dict[str, Any]:
    graph: dict[str, Any] = {"steps": steps}
    if start:
        graph["start"] = start
    if output:
        graph["output"] = output
    return graph


def _draft(ctx: ToolContext, name: str, description: str, graph: dict[str, Any]) -> Any:
    drafts = ctx.extras.get("workflow_drafts")
    if not isinstance(drafts, list):
        return None
    checked = _service(ctx).check(graph)
    drafts.append({"name": name, "description": description, "graph": checked.as_dict()})
    return {"draft": True, "outline": outline(name, checked, description=description)}


def create_workflow(
    ctx: ToolContext,
    name: str,
    steps: list[dict[str, Any]],
    description: str = "",
    start: str = "",
    output: str = "",
) -> dict[str, Any]:
    """Create a workflow: a graph of agent, tool, condition, loop, parallel and human steps.

    Args:
        name: lowercase name, e.g. "research-review".
        steps: list of steps, each an object with id and kind: agent (agent, input), tool
            (tool, args), condition (on, op contains|equals|regex, value, then, else), loop
            (to, max_iterations, next), parallel (branches, join), join (next), human (mode
            approval|input, input); next names the following step. Inputs may use {{input}}
            and {{steps.ID.output}}.
        description: one line about the workflow.
        start: the first step's id (default: the first in the list).
        output: the run's result, e.g. "{{steps.review.output}}" (default: the last output).
    """
    try:
        validate_workflow_name(name)
        graph = _graph(steps, start, output)
        drafted = _draft(ctx, name, description, graph)
        if drafted is not None:
            return dict(drafted)
        info = _service(ctx).create(
            name, graph, description=description, by=ctx.agent, note=f"created by {ctx.agent}"
        )
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return {"name": info.name, "version": info.version, "outline": outline(name, info.graph)}


def update_workflow(
    ctx: ToolContext,
    name: str,
    steps: list[dict[str, Any]] | None = None,
    description: str | None = None,
    start: str = "",
    output: str = "",
) -> dict[str, Any]:
    """Change a workflow; this stores a new version and keeps the old ones.

    Args:
        name: the workflow to change.
        steps: the new list of steps, if the graph changes.
        description: a new description, if it changes.
        start: the first step's id, with steps.
        output: the run's result template, with steps.
    """
    service = _service(ctx)
    try:
        graph = _graph(steps, start, output) if steps is not None else None
        if graph is None and description is None:
            raise ToolError("nothing to change: give steps or description")
        current = service.get(name)
        drafted = _draft(
            ctx,
            name,
            description if description is not None else current.description,
            graph if graph is not None else current.graph.as_dict(),
        )
        if drafted is not None:
            return dict(drafted)
        info = service.update(name, graph, description=description, note=f"updated by {ctx.agent}")
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return {"name": info.name, "version": info.version, "outline": outline(name, info.graph)}


def get_workflow(ctx: ToolContext, name: str, version: int = 0) -> dict[str, Any]:
    """Show a workflow's graph and outline (the current version unless one is named).

    Args:
        name: the workflow.
        version: a version number; 0 for the current one.
    """
    try:
        info = _service(ctx).get(name, version or None)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return {**info.as_dict(), "outline": outline(info.name, info.graph, version=info.version)}


def list_workflows(ctx: ToolContext) -> list[dict[str, Any]]:
    """List all workflows with their current version and step count."""
    return [
        {
            "name": w.name,
            "version": w.version,
            "description": w.description,
            "steps": len(w.graph.steps),
        }
        for w in _service(ctx).all()
    ]


def delete_workflow(ctx: ToolContext, name: str) -> dict[str, Any]:
    """Delete a workflow and its versions (its past runs are kept).

    Args:
        name: the workflow to delete.
    """
    try:
        _service(ctx).delete(name)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return {"deleted": name}


async def execute_workflow(ctx: ToolContext, name: str, input: str) -> dict[str, Any]:
    """Run a workflow on an input; without a job queue it runs here and returns the result.

    Args:
        name: the workflow to run.
        input: the text the workflow starts from ({{input}} in its steps).
    """
    services = ctx.extras.get("services")
    if services is None:
        raise ToolError("execute_workflow needs the strop services")
    from core.workflows.engine import drive, start_run
    from core.workflows.runs import get_workflow_run

    try:
        run_id, tokens = start_run(services, name, input, user=f"agent:{ctx.agent}")
    except StropError as exc:
        raise ToolError(str(exc)) from None
    if services.settings.redis_url:
        from jobs.queue import JobQueue

        queue = JobQueue.from_services(services)
        try:
            await queue.workflow(run_id, tokens)
        finally:
            await queue.aclose()
        return {"workflow_run": run_id, "status": "queued"}
    status = await drive(services, run_id, tokens, worker=f"tool:{ctx.agent}")
    run = get_workflow_run(services.db, run_id)
    return {
        "workflow_run": run_id,
        "status": status,
        "output": run["output"],
        "error": run["error"],
        "path": run["path"],
    }


def _step_id(agent: str, taken: set[str]) -> str:
    base = re.sub(r"[^a-z0-9_]+", "_", agent.lower()).strip("_")[:56] or "step"
    base = base if base[0].isalpha() else f"s_{base}"
    step_id, n = base, 2
    while step_id in taken:
        step_id, n = f"{base}_{n}", n + 1
    taken.add(step_id)
    return step_id


def stages_to_steps(items: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Stages (``{"agent", "task"}``) as agent steps, each leading to the item after it.

    A stage's input is its task followed by ``{{input}}`` (the first) or the
    previous item's output, unless the task has placeholders of its own.
    Items with an ``id`` are full steps and pass through unchanged.
    """
    taken = {str(i["id"]) for i in items if "id" in i}
    ids = [str(i["id"]) if "id" in i else _step_id(str(i["agent"]), taken) for i in items]
    steps: list[dict[str, Any]] = []
    for n, item in enumerate(items):
        if "id" in item:
            steps.append(dict(item))
            continue
        task = str(item.get("task", "")).strip()
        if "{{" not in task:
            source = "{{input}}" if n == 0 else f"{{{{steps.{ids[n - 1]}.output}}}}"
            task = f"{task}\n\n{source}" if task else source
        step = {"id": ids[n], "kind": "agent", "agent": str(item["agent"]), "input": task}
        if n + 1 < len(items):
            step["next"] = ids[n + 1]
        steps.append(step)
    return steps


def _inline(schema: Any, defs: dict[str, Any]) -> Any:
    """``schema`` without ``$ref``: the grammar compiler resolves refs from the root only."""
    if isinstance(schema, dict):
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            return _inline(defs[ref.rsplit("/", 1)[1]], defs)
        return {k: _inline(v, defs) for k, v in schema.items() if k not in ("$defs", "title")}
    if isinstance(schema, list):
        return [_inline(v, defs) for v in schema]
    return schema


@dataclass(slots=True)
class _SchemaTool(Tool):
    """A tool whose arguments schema is given rather than derived (no ``$ref``)."""

    schema: dict[str, Any] = field(default_factory=dict)

    @property
    def parameters(self) -> dict[str, Any]:
        return copy.deepcopy(self.schema)


def _draft_workflow(ctx: ToolContext, steps: list[Any], name: str) -> dict[str, Any]:
    items = [s.as_dict() if isinstance(s, StepSpec) else s.model_dump() for s in steps]
    # The request is the description: a 135M model asked for one rambles, and the
    # rambling leaks into the steps it writes next.
    description = str(ctx.extras.get("workflow_request", ""))[:TASK_CHARS]
    try:
        return create_workflow(ctx, name, stages_to_steps(items), description=description)
    except ToolError as exc:
        errors = ctx.extras.get("workflow_draft_errors")
        if isinstance(errors, list):
            errors.append(str(exc))
        raise


def draft_tool(agents: Sequence[str], *, max_stages: int = MAX_STAGES) -> Tool:
    """``create_workflow`` for drafting: its steps' agents are ``agents``, at most ``max_stages``.

    A 135M model that has listed the stages a request asks for tends to go on
    listing more; the designer bounds the list by how many the request names.
    """
    if not agents:
        raise ToolError("there are no agents to build a workflow of; create one first")
    stage = create_model(
        "stage",
        __config__=ConfigDict(extra="forbid"),
        agent=(str, Field(description="one of the agents", json_schema_extra={"enum": [*agents]})),
        task=(str, Field(max_length=TASK_CHARS, description="what this agent does")),
    )
    # Types built at run time, out of mypy's sight.
    item: Any = Union[stage, StepSpec]  # noqa: UP007
    list_of: Any = list
    arguments = create_model(
        "create_workflow_arguments",
        __config__=ConfigDict(extra="forbid"),
        steps=(
            list_of[item],
            Field(
                min_length=1,
                max_length=max(1, min(max_stages, MAX_STAGES)),
                description="stages in order: {agent, task}; each works on the previous output",
            ),
        ),
        # After the steps: written first, the name steers the steps (and their order).
        name=(str, Field(pattern=_DRAFT_NAME, description='lowercase, e.g. "research-summary"')),
    )
    model: type[BaseModel] = arguments
    raw = model.model_json_schema()
    schema = cast(dict[str, Any], _inline(raw, raw.get("$defs", {})))
    return _SchemaTool(
        name="create_workflow",
        description="Draft a workflow: the agents, in order, and what each one does.",
        function=_draft_workflow,
        arguments_model=model,
        takes_context=True,
        schema=schema,
    )


def register_workflow_tools(registry: ToolRegistry) -> None:
    for fn in (
        create_workflow,
        update_workflow,
        get_workflow,
        list_workflows,
        delete_workflow,
        execute_workflow,
    ):
        registry.add(fn)
