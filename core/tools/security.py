"""Security tools: credential references, rotation hints, scopes, insights (SPEC 3.3).

None of them ever returns a secret value.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, Literal

from core.errors import ToolError
from core.storage import SecurityInsight
from core.storage.base import utcnow
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry
from core.vault import Vault

__all__ = ["register_security_tools"]


def _vault(ctx: ToolContext) -> Vault:
    vault = ctx.extras.get("vault")
    if not isinstance(vault, Vault):
        raise ToolError("no vault is configured in this process")
    return vault


def list_credential_refs(ctx: ToolContext) -> list[dict[str, Any]]:
    """List the secrets this agent may use, by name (never their values)."""
    return [ref.as_dict() for ref in _vault(ctx).refs(ctx.agent)]


def suggest_credential_rotation(ctx: ToolContext, max_age_days: int = 90) -> list[dict[str, Any]]:
    """List this agent's secrets not changed for more than max_age_days, oldest first.

    Args:
        max_age_days: secrets older than this many days should be rotated.
    """
    if max_age_days < 1:
        raise ToolError("max_age_days must be at least 1")
    cutoff = utcnow() - timedelta(days=max_age_days)
    stale = [r for r in _vault(ctx).refs(ctx.agent) if r.updated_at < cutoff]
    stale.sort(key=lambda r: r.updated_at)
    return [
        {
            "name": r.name,
            "age_days": (utcnow() - r.updated_at).days,
            "advice": f"ask for a new value with request_user_help(kind='credentials', "
            f"secret_name='{r.name}')",
        }
        for r in stale
    ]


def update_credential_scope(
    ctx: ToolContext, name: str, share_with: list[str], domains: list[str] | None = None
) -> dict[str, Any]:
    """Choose which other agents may use one of this agent's secrets, and where it may be sent.

    Args:
        name: the secret's name.
        share_with: agent names allowed to use it besides this agent ([] keeps it private).
        domains: if given, the only domains the secret may be sent to ([]: anywhere).
    """
    vault = _vault(ctx)
    if domains is not None:
        vault.set_domains(ctx.agent, name, domains)
    ref = vault.share(ctx.agent, name, share_with).as_dict()
    ref["domains"] = vault.domains(ctx.agent, name)
    return ref


def record_security_insight(
    ctx: ToolContext, insight: str, severity: Literal["info", "warning", "critical"] = "info"
) -> dict[str, Any]:
    """Record something security-relevant you noticed, for the team to review.

    Args:
        insight: what you noticed (never include a secret value).
        severity: info, warning or critical.
    """
    text = " ".join(insight.split())
    if not text:
        raise ToolError("insight must not be empty")
    vault = ctx.extras.get("vault")
    if isinstance(vault, Vault):
        for value in vault.values(ctx.agent):
            text = text.replace(value, "[secret]")
    with ctx.db.session() as s:
        row = SecurityInsight(
            agent=ctx.agent, run_id=ctx.run_id, severity=severity, insight=text[:4000]
        )
        s.add(row)
        s.flush()
        return {"id": row.id, "severity": severity, "recorded": True}


def register_security_tools(registry: ToolRegistry) -> None:
    for fn in (
        list_credential_refs,
        suggest_credential_rotation,
        update_credential_scope,
        record_security_insight,
    ):
        registry.add(fn)
