"""Design tools: agents create and change agents (each change is a new version)."""

from __future__ import annotations

from typing import Any

from core.agents.service import AgentService
from core.agents.spec import AgentSpec
from core.errors import StropError, ToolError
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = ["register_design_tools"]


def _summary(spec: AgentSpec) -> dict[str, Any]:
    return {
        "name": spec.name,
        "version": spec.version,
        "description": spec.description,
        "tools": list(spec.tools),
        "hash": spec.content_hash()[:12],
    }


def _known_tools(ctx: ToolContext, tools: list[str]) -> None:
    registry = ctx.extras.get("registry")
    if isinstance(registry, ToolRegistry):
        unknown = [t for t in tools if t not in registry]
        if unknown:
            raise ToolError(f"unknown tools {unknown}; see list_tools")


def create_agent(
    ctx: ToolContext,
    name: str,
    system_prompt: str,
    tools: list[str] | None = None,
    description: str = "",
) -> dict[str, Any]:
    """Create a new agent with a system prompt and a list of tool names.

    Args:
        name: lowercase name, e.g. "support-bot".
        system_prompt: what the agent is and how it should answer.
        tools: names of tools it may use.
        description: one line about the agent.
    """
    _known_tools(ctx, tools or [])
    try:
        spec = AgentSpec(
            name=name,
            system_prompt=system_prompt,
            tools=tuple(tools or ()),
            description=description,
        )
        return _summary(AgentService(ctx.db).create(spec, note=f"created by {ctx.agent}"))
    except StropError as exc:
        raise ToolError(str(exc)) from None


def update_agent(
    ctx: ToolContext,
    name: str,
    system_prompt: str | None = None,
    tools: list[str] | None = None,
    description: str | None = None,
) -> dict[str, Any]:
    """Change an agent; this stores a new version and keeps the old ones.

    Args:
        name: the agent to change.
        system_prompt: new system prompt, if it changes.
        tools: new list of tool names, if it changes.
        description: new description, if it changes.
    """
    changes: dict[str, Any] = {}
    if system_prompt is not None:
        changes["system_prompt"] = system_prompt
    if tools is not None:
        _known_tools(ctx, tools)
        changes["tools"] = tools
    if description is not None:
        changes["description"] = description
    if not changes:
        raise ToolError("nothing to change: give system_prompt, tools or description")
    try:
        spec = AgentService(ctx.db).update(name, note=f"updated by {ctx.agent}", **changes)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return _summary(spec)


def list_agents(ctx: ToolContext) -> list[dict[str, Any]]:
    """List all agents with their current version and tools."""
    return [_summary(spec) for spec in AgentService(ctx.db).all()]


def register_design_tools(registry: ToolRegistry) -> None:
    for fn in (create_agent, update_agent, list_agents):
        registry.add(fn)
