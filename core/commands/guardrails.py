"""``/guardrail add-domain|deny-domain|limit|list|remove``: web policies per team (SPEC 1.5, 4.1).

Rules are stored here; the internet tools enforce them (``core.guardrails``).
``agent=NAME`` narrows a rule to one agent, ``channel=here`` to this channel.
"""

from __future__ import annotations

from core.commands.base import CommandContext
from core.guardrails.rules import Rule, normalise_pattern
from core.guardrails.store import GuardrailStore

__all__ = ["USAGE", "guardrail_command", "normalise_domain"]

USAGE = (
    "Usage: /guardrail add-domain DOMAIN [agent=NAME] [channel=here] | "
    "deny-domain DOMAIN [agent=NAME] [channel=here] | limit N [agent=NAME] [channel=here] | "
    "list | remove ID"
)
_KINDS = {"add-domain": "allow_domain", "deny-domain": "deny_domain", "limit": "request_limit"}


def normalise_domain(text: str) -> str:
    """``https://Docs.Example.com/x`` -> ``docs.example.com``; refuses what is not a domain."""
    return normalise_pattern(text)


def _target(rule: Rule) -> str:
    who = rule.agent or "every agent"
    return f"{who} in this channel" if rule.channel else who


def _store(ctx: CommandContext) -> GuardrailStore:
    return GuardrailStore(ctx.services.db, agent_exists=ctx.services.agents.exists)


async def _add(ctx: CommandContext, sub: str, rest: str) -> None:
    ctx.require_admin("change guardrails")
    words = rest.split()
    options = dict(w.split("=", 1) for w in words if w.startswith(("agent=", "channel=")))
    targets = [w for w in words if not w.startswith(("agent=", "channel="))]
    if len(targets) != 1:
        await ctx.say(USAGE)
        return
    kind = _KINDS[sub]
    conv = ctx.event.conversation
    channel = options.get("channel", "")
    if channel == "here":
        channel = conv.channel
    try:
        value = normalise_domain(targets[0]) if kind != "request_limit" else targets[0]
    except ValueError as exc:
        await ctx.say(str(exc))
        return
    rule = _store(ctx).create(
        kind=kind,
        value=value,
        workspace=conv.workspace,
        agent=options.get("agent", ""),
        channel=channel,
        created_by=ctx.event.user,
    )
    if kind == "request_limit":
        text = f"at most {rule.value} web requests per run for {_target(rule)}"
    else:
        verb = "allowed" if kind == "allow_domain" else "denied"
        text = f"{rule.value} is {verb} for {_target(rule)}"
    await ctx.say(f"Guardrail {rule.id}: {text}.")


async def guardrail_command(ctx: CommandContext) -> None:
    sub, _, rest = ctx.event.args.strip().partition(" ")
    sub = sub.lower()
    team = ctx.event.conversation.workspace
    if sub in _KINDS:
        await _add(ctx, sub, rest)
    elif sub == "list":
        rules = _store(ctx).list(workspace=team)
        shared = " [every team]"
        lines = [r.describe() + (shared if team and not r.workspace else "") for r in rules]
        await ctx.say(
            "Guardrails:\n" + "\n".join(lines) if lines else "No guardrails in this workspace."
        )
    elif sub == "remove":
        ctx.require_admin("change guardrails")
        if not rest.strip().isdigit():
            await ctx.say("Usage: /guardrail remove ID")
            return
        _store(ctx).delete(int(rest), workspace=team)
        await ctx.say(f"Removed guardrail {rest.strip()}.")
    else:
        await ctx.say(f"Unknown subcommand {sub!r}. {USAGE}" if sub else USAGE)
