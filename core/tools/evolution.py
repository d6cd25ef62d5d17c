"""Evolution tools: ``evolve_agent`` and ``rollback_agent`` (SPEC 6.10).

Both change an agent, so only a run whose caller administers strop may use
them (``STROP_CHAT_ADMINS``, ``STROP_CHAT_ADMIN_POLICY=anyone``, or the
terminal); a run records its platform and user, not the platform's own admin
role, so a workspace admin is listed in ``STROP_CHAT_ADMINS`` to use them from
chat. Like guardrail changes they are refused once the run has read from the
internet: a page must not talk an agent into rewriting another. An evolution
made here has no conversation of its own: its hypothesis, and later its
outcome, go to the admin channel.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from core.admin import is_chat_admin
from core.errors import StropError, ToolError
from core.evolution import evolve
from core.evolution.apply import rollback
from core.evolution.records import pending_record
from core.guardrails.enforce import requests_made
from core.storage import Run, Span
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = ["evolve_agent", "register_evolution_tools", "rollback_agent"]


def _read_the_web(ctx: ToolContext) -> bool:
    if requests_made(ctx) > 0:
        return True
    registry = ctx.extras.get("registry")
    if ctx.run_id is None or registry is None:
        return False
    internet = [t.name for t in registry if t.internet]
    with ctx.db.session() as s:
        found = s.scalar(
            select(Span.id).where(
                Span.run_id == ctx.run_id, Span.kind == "tool_call", Span.name.in_(internet)
            )
        )
    return found is not None


def _admin_services(ctx: ToolContext, what: str) -> Any:
    """The services, once the run's caller is known to be an administrator."""
    services = ctx.extras.get("services")
    if services is None:
        raise ToolError("this tool needs a running strop service (no services in context)")
    if ctx.run_id is None:
        raise ToolError(f"only an administrator's run may {what}")
    with ctx.db.session() as s:
        caller = s.execute(select(Run.platform, Run.user).where(Run.id == ctx.run_id)).first()
    if caller is None or not is_chat_admin(services.settings, caller.platform, caller.user):
        raise ToolError(
            f"only administrators may {what}; an operator can list the person in "
            "STROP_CHAT_ADMINS (platform:user)"
        )
    if _read_the_web(ctx):
        raise ToolError(
            f"a run that has read from the internet may not {what}; ask for it in a new message"
        )
    return services


async def evolve_agent(ctx: ToolContext, agent: str) -> dict[str, Any]:
    """Evolve an agent from its ratings (administrators only): decide its open hypothesis
    if enough runs exist, or turn new complaints into a prompt change with a stated
    hypothesis, saved as a new version. The admin channel is told the hypothesis and,
    after the next cycle, whether it held.

    Args:
        agent: the agent's name.
    """
    services = _admin_services(ctx, "evolve agents")
    try:
        record = await evolve.evolve_agent(services, agent)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    if record is not None:
        return {
            "record": record.id,
            "status": record.status,
            "from_version": record.from_version,
            "to_version": record.to_version,
            "hypothesis": record.hypothesis,
            "message": evolve.format_evolution(record),
        }
    pending = pending_record(services.db, agent)
    if pending is not None:
        return {
            "record": pending.id,
            "status": "waiting",
            "message": f"{agent}: waiting for runs of v{pending.to_version} "
            "to check its hypothesis.",
        }
    return {"record": None, "status": "nothing", "message": f"{agent}: no new complaints."}


def rollback_agent(ctx: ToolContext, agent: str, version: int) -> dict[str, Any]:
    """Roll an agent back to an earlier version (administrators only): a new version with
    that version's prompt, tools, parameters and model; its constraints stay as they are.

    Args:
        agent: the agent's name.
        version: the earlier version number to go back to.
    """
    if version < 1:
        raise ToolError("version must be 1 or more")
    services = _admin_services(ctx, "roll back agents")
    try:
        spec = rollback(services.agents, agent, version, note=f"rollback_agent in run {ctx.run_id}")
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return {
        "agent": spec.name,
        "version": spec.version,
        "content_of": version,
        "message": f"Rolled {spec.name} back to the content of v{version}, as v{spec.version}.",
    }


def register_evolution_tools(registry: ToolRegistry) -> None:
    """Add ``evolve_agent`` and ``rollback_agent`` to ``registry``."""
    for fn in (evolve_agent, rollback_agent):
        registry.add(fn)
