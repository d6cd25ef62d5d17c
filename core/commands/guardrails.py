"""``/guardrail add-domain|deny-domain|list|remove``: domain policies per team (SPEC 1.5, 4.1).

Rules are stored here; the internet tools enforce them.
"""

from __future__ import annotations

import re

from sqlalchemy import select

from core.commands.base import CommandContext
from core.errors import NotFound
from core.storage import GuardrailRule

__all__ = ["USAGE", "guardrail_command", "normalise_domain"]

USAGE = (
    "Usage: /guardrail add-domain DOMAIN [agent=NAME] | deny-domain DOMAIN [agent=NAME] | "
    "list | remove ID"
)
_DOMAIN = re.compile(r"^(\*\.)?([a-z0-9-]+\.)+[a-z]{2,63}$")


def normalise_domain(text: str) -> str:
    """``https://Docs.Example.com/x`` -> ``docs.example.com``; refuses what is not a domain."""
    value = text.strip().lower()
    value = re.sub(r"^[a-z]+://", "", value).split("/", 1)[0].split(":", 1)[0].rstrip(".")
    if not _DOMAIN.match(value):
        raise ValueError(f"{text!r} is not a domain name (e.g. docs.example.com or *.example.com)")
    return value


async def guardrail_command(ctx: CommandContext) -> None:
    sub, _, rest = ctx.event.args.strip().partition(" ")
    sub = sub.lower()
    db = ctx.services.db
    team = ctx.event.conversation.workspace
    if sub in ("add-domain", "deny-domain"):
        ctx.require_admin("change guardrails")
        words = rest.split()
        agent = next((w.removeprefix("agent=") for w in words if w.startswith("agent=")), "")
        targets = [w for w in words if not w.startswith("agent=")]
        if len(targets) != 1:
            await ctx.say(USAGE)
            return
        try:
            domain = normalise_domain(targets[0])
        except ValueError as exc:
            await ctx.say(str(exc))
            return
        if agent:
            ctx.services.agents.get(agent)
        kind = "allow_domain" if sub == "add-domain" else "deny_domain"
        with db.session() as s:
            row = GuardrailRule(
                workspace=team, agent=agent, kind=kind, value=domain, created_by=ctx.event.user
            )
            s.add(row)
            s.flush()
            rule_id = row.id
        verb = "allowed" if kind == "allow_domain" else "denied"
        await ctx.say(f"Guardrail {rule_id}: {domain} is {verb} for {agent or 'every agent'}.")
    elif sub == "list":
        with db.session() as s:
            rows = list(
                s.scalars(
                    select(GuardrailRule)
                    .where(GuardrailRule.workspace == team)
                    .order_by(GuardrailRule.id)
                )
            )
            lines = [
                f"{r.id}: {'allow' if r.kind == 'allow_domain' else 'deny'} {r.value} "
                f"({r.agent or 'every agent'}, by {r.created_by or '?'})"
                for r in rows
            ]
        await ctx.say(
            "Guardrails:\n" + "\n".join(lines) if lines else "No guardrails in this workspace."
        )
    elif sub == "remove":
        ctx.require_admin("change guardrails")
        if not rest.strip().isdigit():
            await ctx.say("Usage: /guardrail remove ID")
            return
        with db.session() as s:
            rule = s.get(GuardrailRule, int(rest))
            if rule is None or rule.workspace != team:
                raise NotFound(f"no guardrail {rest.strip()} in this workspace")
            s.delete(rule)
        await ctx.say(f"Removed guardrail {rest.strip()}.")
    else:
        await ctx.say(f"Unknown subcommand {sub!r}. {USAGE}" if sub else USAGE)
