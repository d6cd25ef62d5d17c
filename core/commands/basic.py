"""Ratings, run listings, traces, the dashboard link and help."""

from __future__ import annotations

from core.commands.base import CommandContext
from core.commands.privacy import privacy_command
from core.dashboard import dashboard_link
from core.feedback import rate_run
from core.trajectories import RunFilter, format_trace, get_run, list_runs

__all__ = [
    "HELP",
    "dashboard_command",
    "help_command",
    "rate_command",
    "runs_command",
    "strop_command",
    "trace_command",
]

HELP = (
    "Commands: /agent list|show|use|create|design|update|delete|history|evolve|rollback — "
    "agents; /guardrail "
    "add-domain|deny-domain|list|remove — domain policies; /workflow list|show|run|create — "
    "multi-agent workflows; /runs — recent runs; /trace ID — a "
    "run's trajectory; /improve now|status — the improvement loop; /good, /bad [note] — rate "
    "the last answer (or react 👍/👎 to it); /dashboard — a link to your team's dashboard; "
    "/strop privacy status|on|off|optout|optin — training-data consent; /strop help — this text."
)


async def rate_command(ctx: CommandContext) -> None:
    conv, event = ctx.event.conversation, ctx.event
    run_id = ctx.chat.state(conv).last_run
    if run_id is None:
        await ctx.say("There is no answer to rate yet.")
        return
    label = event.name.lower()
    rate_run(
        ctx.services.db,
        run_id,
        label,
        notes=event.args.strip(),
        rater=event.user,
        source=conv.platform,
    )
    await ctx.say(f"Rated run {run_id} {label}.")


async def runs_command(ctx: CommandContext) -> None:
    conv = ctx.event.conversation
    # A team sees its own runs; the terminal (no workspace) sees every local run.
    team = conv.workspace if conv.platform != "terminal" else None
    rows = list_runs(ctx.services.db, RunFilter(limit=10, team=team))
    lines = [
        f"#{r['id']} {r['status']} [{r['agent']}] {r['input'][:40]!r} -> {r['output'][:40]!r}"
        + (f" ({r['feedback'][-1]['label']})" if r["feedback"] else "")
        for r in rows
    ]
    await ctx.say("\n".join(lines) or "No runs yet.")


async def trace_command(ctx: CommandContext) -> None:
    args = ctx.event.args.strip()
    if not args.isdigit():
        await ctx.say("Usage: /trace RUN_ID")
        return
    run = get_run(ctx.services.db, int(args))
    conv = ctx.event.conversation
    if conv.platform != "terminal" and run.get("workspace", "") != conv.workspace:
        await ctx.say(f"Error: no run {args}")
        return
    await ctx.say(format_trace(run))


async def dashboard_command(ctx: CommandContext) -> None:
    conv, settings = ctx.event.conversation, ctx.services.settings
    if not conv.workspace:
        # No team to scope the link to, and a team-less link would see every team.
        await ctx.say(
            "This conversation belongs to no team, so there is no team dashboard link; "
            f"operators log in at {settings.public_url.rstrip('/')}/dashboard/login "
            "with an API token."
        )
        return
    link = dashboard_link(
        settings, base_url=settings.public_url, team=conv.workspace, user=ctx.event.user
    )
    await ctx.say(
        f"Your team's dashboard (link valid {settings.dashboard_link_ttl_s // 60} min): {link}"
    )


async def help_command(ctx: CommandContext) -> None:
    sub = ctx.event.args.strip().lower()
    if ctx.event.name.lower() == "strop" and sub not in ("", "help"):
        await ctx.say(f"Unknown subcommand {sub!r}. Usage: /strop help | privacy\n{HELP}")
        return
    await ctx.say(HELP)


async def strop_command(ctx: CommandContext) -> None:
    """``/strop help`` or ``/strop privacy ...``."""
    sub, _, rest = ctx.event.args.strip().partition(" ")
    if sub.lower() == "privacy":
        await privacy_command(ctx, rest)
    else:
        await help_command(ctx)
