"""``/strop privacy status|on|off|optout|optin``: consent to training data (SPEC 7.7).

``on`` / ``off`` (administrators) choose whether this channel's conversations
may become training data, or the whole workspace's with ``workspace``; a
channel's own choice wins over its workspace's. ``optout`` / ``optin`` are
for anyone, about themselves. The rule itself is in ``core.privacy.policy``.
"""

from __future__ import annotations

import asyncio

from core.commands.base import CommandContext
from core.privacy import OWN_PLATFORMS, ConsentStore, Decision, Person, opt_out_person

__all__ = ["USAGE", "privacy_command"]

USAGE = "Usage: /strop privacy status | on [workspace] | off [workspace] | optout | optin"


def _store(ctx: CommandContext) -> ConsentStore:
    return ConsentStore(ctx.services.db, default=ctx.services.settings.training_data_consent)


def _why(decision: Decision, default: str) -> str:
    if decision.source == "own platform":
        return "runs here are the operator's own and need no chat consent"
    if decision.source == "default":
        return f"nobody chose here, so the deployment's default ({default}) applies"
    return f"set for this {decision.source}"


async def _status(ctx: CommandContext) -> None:
    conv, user = ctx.event.conversation, ctx.event.user
    store = _store(ctx)
    policy = store.policy()
    decision = policy.decision(conv.platform, conv.workspace, conv.channel)
    state = "on" if decision.collect else "off"
    lines = [f"Training-data collection here is {state}: {_why(decision, store.default)}."]
    if decision.collect and decision.since is not None:
        lines.append(
            f"It has been on since {decision.since:%Y-%m-%d %H:%M} UTC; earlier conversations "
            "are not used."
        )
    if policy.is_opted_out(conv.platform, user):
        lines.append(
            "You opted out: nothing you write or rate is used. /strop privacy optin undoes it."
        )
    else:
        lines.append("/strop privacy optout keeps your messages and ratings out of every dataset.")
    await ctx.say("\n".join(lines))


async def _switch(ctx: CommandContext, collect: bool, rest: str) -> None:
    conv = ctx.event.conversation
    if rest not in ("", "workspace"):
        await ctx.say(f"Unknown scope {rest!r}: say nothing (this channel) or 'workspace'. {USAGE}")
        return
    if conv.platform in OWN_PLATFORMS:
        await ctx.say(
            "Runs here are the operator's own and need no chat consent; "
            "/strop privacy optout still keeps your own messages out."
        )
        return
    ctx.require_admin("change training-data collection")
    if rest == "workspace" and not conv.workspace:
        await ctx.say("This conversation belongs to no workspace; /strop privacy on|off sets it.")
        return
    channel = "" if rest == "workspace" else conv.channel
    _store(ctx).set_collection(
        platform=conv.platform,
        workspace=conv.workspace,
        channel=channel,
        collect=collect,
        by=ctx.event.user,
    )
    where = "this workspace" if rest else "this channel"
    if collect:
        text = (
            f"Training-data collection is on in {where}: conversations from now on may become "
            "training data, except from people who opted out (/strop privacy optout)."
        )
    else:
        text = (
            f"Training-data collection is off in {where}: no conversation here goes into a "
            "dataset built from now on."
        )
    if rest:
        text += " Channels with their own /strop privacy setting keep it."
    await ctx.say(text)


async def _opt(ctx: CommandContext, out: bool) -> None:
    conv, user = ctx.event.conversation, ctx.event.user
    person = Person(conv.platform, user)
    store = _store(ctx)
    if not out:
        changed = store.opt_in(platform=person.platform, user=person.user)
        await ctx.say(
            "You opted back in: your messages may be used where collection is on."
            if changed
            else "You had not opted out."
        )
        return
    root = ctx.services.settings.data_dir / "datasets"
    changed, removed = await asyncio.to_thread(opt_out_person, store, root, person)
    count = sum(removed.values())
    text = (
        "You opted out: nothing you write or rate here or anywhere else on this platform goes "
        "into a dataset built from now on"
        if changed
        else "You had already opted out"
    )
    if count:
        text += f", and {count} example(s) made from your data were taken out of existing datasets"
    await ctx.say(text + ". /strop privacy optin undoes this.")


async def privacy_command(ctx: CommandContext, args: str) -> None:
    """Handle ``/strop privacy ARGS``."""
    sub, _, rest = args.strip().partition(" ")
    sub, rest = sub.lower(), rest.strip().lower()
    if sub == "status" and not rest:
        await _status(ctx)
    elif sub in ("on", "off"):
        await _switch(ctx, sub == "on", rest)
    elif sub in ("optout", "optin") and not rest:
        await _opt(ctx, sub == "optout")
    else:
        await ctx.say(f"Unknown subcommand {args.strip()!r}. {USAGE}" if sub else USAGE)
