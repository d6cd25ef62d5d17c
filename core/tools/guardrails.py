"""Guardrail tools: ``create/list/get/update/delete_guardrail`` (SPEC 4.1).

A run changes the rules of its own team (its workspace); a run with no team
(terminal, operator API) acts for the whole deployment. A run that has already
read from the internet cannot change guardrails: a page must not be able to
talk the agent into loosening them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, TypeVar

from sqlalchemy import select

from core.errors import ConfigurationError, NotFound, ToolError
from core.guardrails.enforce import requests_made, run_scope
from core.guardrails.store import GuardrailStore
from core.storage import Span
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = [
    "create_guardrail",
    "delete_guardrail",
    "get_guardrail",
    "list_guardrails",
    "register_guardrail_tools",
    "update_guardrail",
]

Kind = Literal["allow_domain", "deny_domain", "request_limit"]
ScopeName = Literal["deployment", "agent", "channel"]
_T = TypeVar("_T")


def _store(ctx: ToolContext) -> GuardrailStore:
    services = ctx.extras.get("services")
    agents = getattr(services, "agents", None)
    return GuardrailStore(ctx.db, agent_exists=agents.exists if agents is not None else None)


def _team(ctx: ToolContext) -> str | None:
    """The caller's team; ``None`` (every team) for a run without one."""
    return run_scope(ctx).workspace or None


def _checked(call: Callable[[], _T]) -> _T:
    try:
        return call()
    except (ConfigurationError, NotFound) as exc:
        raise ToolError(str(exc)) from None


def _refuse_after_web(ctx: ToolContext) -> None:
    """Changes are refused once the run has read from the internet."""
    reached = requests_made(ctx) > 0
    registry = ctx.extras.get("registry")
    if not reached and ctx.run_id is not None and registry is not None:
        internet = [t.name for t in registry if t.internet]
        with ctx.db.session() as s:
            reached = (
                s.scalar(
                    select(Span.id).where(
                        Span.run_id == ctx.run_id,
                        Span.kind == "tool_call",
                        Span.name.in_(internet),
                    )
                )
                is not None
            )
    if reached:
        raise ToolError(
            "guardrails cannot be changed in a run that has read from the internet; "
            "ask for the change in a new message"
        )


def create_guardrail(
    ctx: ToolContext,
    kind: Kind,
    value: str | int,
    scope: ScopeName = "deployment",
    agent: str = "",
    channel: str = "",
    note: str = "",
) -> dict[str, Any]:
    """Add a guardrail for web tools: allow or deny a domain, or limit requests per run.

    Args:
        kind: allow_domain (once any domain is allowed, only allowed ones may be
            reached), deny_domain, or request_limit.
        value: a domain such as docs.example.com (covers its subdomains) or
            *.example.com, or for request_limit a number of requests per run.
        scope: deployment (every agent of this team), agent, or channel; channel
            beats agent beats deployment.
        agent: the agent for scope agent (default: this agent).
        channel: the channel id for scope channel (default: this run's channel).
        note: why the guardrail exists.
    """
    _refuse_after_web(ctx)
    if scope == "deployment" and (agent or channel):
        raise ToolError("agent and channel apply only to scope agent or channel")
    if scope == "agent":
        if channel:
            raise ToolError("channel applies only to scope channel")
        agent = agent or ctx.agent
    if scope == "channel":
        channel = channel or run_scope(ctx).channel
        if not channel:
            raise ToolError("this run has no channel; name one with channel=")
    store = _store(ctx)
    rule = _checked(
        lambda: store.create(
            kind=kind,
            value=value,
            workspace=_team(ctx) or "",
            agent=agent,
            channel=channel,
            note=note,
            created_by=f"agent:{ctx.agent}",
        )
    )
    return rule.as_dict()


def list_guardrails(ctx: ToolContext, kind: Kind | None = None) -> list[dict[str, Any]]:
    """List the guardrails that can apply to this team's runs, oldest first.

    Args:
        kind: only guardrails of this kind.
    """
    return [r.as_dict() for r in _store(ctx).list(workspace=_team(ctx), kind=kind)]


def get_guardrail(ctx: ToolContext, guardrail_id: int) -> dict[str, Any]:
    """Show one guardrail.

    Args:
        guardrail_id: the guardrail's id (from list_guardrails).
    """
    store = _store(ctx)
    return _checked(lambda: store.get(guardrail_id, workspace=_team(ctx))).as_dict()


def update_guardrail(
    ctx: ToolContext,
    guardrail_id: int,
    kind: Kind | None = None,
    value: str | int | None = None,
    enabled: bool | None = None,
    note: str | None = None,
) -> dict[str, Any]:
    """Change a guardrail's kind, value, note, or switch it off and on.

    Args:
        guardrail_id: the guardrail's id (from list_guardrails).
        kind: a new kind (the value must fit it).
        value: a new domain pattern or request limit.
        enabled: false switches the guardrail off without deleting it.
        note: a new note.
    """
    _refuse_after_web(ctx)
    store = _store(ctx)
    rule = _checked(
        lambda: store.update(
            guardrail_id, workspace=_team(ctx), kind=kind, value=value, enabled=enabled, note=note
        )
    )
    return rule.as_dict()


def delete_guardrail(ctx: ToolContext, guardrail_id: int) -> dict[str, Any]:
    """Delete a guardrail.

    Args:
        guardrail_id: the guardrail's id (from list_guardrails).
    """
    _refuse_after_web(ctx)
    store = _store(ctx)
    rule = _checked(lambda: store.delete(guardrail_id, workspace=_team(ctx)))
    return {"deleted": rule.id, "was": rule.describe()}


def register_guardrail_tools(registry: ToolRegistry) -> None:
    for fn in (
        create_guardrail,
        list_guardrails,
        get_guardrail,
        update_guardrail,
        delete_guardrail,
    ):
        registry.add(fn)
