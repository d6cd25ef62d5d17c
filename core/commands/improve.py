"""``/improve now|status``: start an improvement cycle, or see how the last ones went."""

from __future__ import annotations

from sqlalchemy import select

from core.commands.base import CommandContext
from core.storage import ImprovementCycle, ImprovementJob

__all__ = ["USAGE", "improve_command"]

USAGE = "Usage: /improve now [JOB] | status"


async def improve_command(ctx: CommandContext) -> None:
    sub, _, rest = ctx.event.args.strip().partition(" ")
    sub = sub.lower()
    if sub == "now":
        ctx.require_admin("start improvement cycles")
        job = rest.strip() or None
        await ctx.chat.start_improvement(job)
        await ctx.say(
            f"Started an improvement cycle for {job or 'the default job'}; "
            "/improve status shows it."
        )
    elif sub == "status":
        with ctx.services.db.session() as s:
            jobs = list(s.scalars(select(ImprovementJob).order_by(ImprovementJob.name)))
            cycles = list(
                s.scalars(select(ImprovementCycle).order_by(ImprovementCycle.id.desc()).limit(5))
            )
            names = {j.id: j.name for j in jobs}
            lines = [f"job {j.name}: {j.status}, student {j.student}" for j in jobs]
            for c in cycles:
                summary = c.summary or {}
                result = ", ".join(
                    f"{k} {summary[k]}"
                    for k in ("promoted", "base_score", "tuned_score")
                    if k in summary
                )
                lines.append(
                    f"cycle {c.id} ({names.get(c.job_id or 0, '?')}): {c.status}"
                    + (f", {result}" if result else "")
                    + (f", error: {c.error[:100]}" if c.error else "")
                )
        await ctx.say(
            "\n".join(lines)
            if lines
            else "No improvement jobs or cycles yet. /improve now starts one."
        )
    else:
        await ctx.say(f"Unknown subcommand {sub!r}. {USAGE}" if sub else USAGE)
