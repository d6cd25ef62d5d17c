"""``/workflow create|save|discard|show|run|list|delete`` (SPEC 2.7)."""

from __future__ import annotations

from core.commands.base import CommandContext
from core.workflows.outline import outline
from core.workflows.runs import list_workflow_runs
from core.workflows.store import WorkflowService

__all__ = ["USAGE", "workflow_command"]

USAGE = (
    "Usage: /workflow list | show NAME | run NAME INPUT | create DESCRIPTION (then /workflow "
    "save or /workflow discard) | delete NAME"
)


async def workflow_command(ctx: CommandContext) -> None:
    sub, _, rest = ctx.event.args.strip().partition(" ")
    sub, rest = sub.lower(), rest.strip()
    service = WorkflowService.of(ctx.services)
    if sub in ("", "help"):
        await ctx.say(USAGE)
    elif sub == "list":
        rows = service.all()
        lines = [
            f"- {w.name} v{w.version} ({len(w.graph.steps)} steps)"
            + (f": {w.description}" if w.description else "")
            for w in rows
        ]
        await ctx.say("Workflows:\n" + "\n".join(lines) if lines else "No workflows yet.")
    elif sub == "show":
        await _show(ctx, service, rest)
    elif sub == "run":
        await _run(ctx, rest)
    elif sub == "create":
        ctx.require_admin("create workflows")
        await _create(ctx, rest)
    elif sub == "save":
        ctx.require_admin("create workflows")
        await _save(ctx, service)
    elif sub == "discard":
        from core.workflows.design import drop_draft, latest_draft

        draft = latest_draft(ctx.services, ctx.event.conversation, ctx.event.user)
        if draft is None:
            await ctx.say("There is no workflow draft to discard.")
            return
        drop_draft(ctx.services, draft.id)
        await ctx.say(f"Discarded the draft of {draft.name}.")
    elif sub == "delete":
        ctx.require_admin("delete workflows")
        if not rest:
            await ctx.say("Usage: /workflow delete NAME")
            return
        service.delete(rest)
        await ctx.say(f"Deleted workflow {rest} (its runs are kept).")
    else:
        await ctx.say(f"Unknown subcommand {sub!r}. {USAGE}")


async def _show(ctx: CommandContext, service: WorkflowService, name: str) -> None:
    if not name:
        await ctx.say("Usage: /workflow show NAME")
        return
    info = service.get(name)
    text = outline(info.name, info.graph, description=info.description, version=info.version)
    conv = ctx.event.conversation
    team = conv.workspace if conv.platform != "terminal" else None
    runs = list_workflow_runs(ctx.services.db, workflow=name, scope=team, limit=5)
    if runs:
        text += "\nRecent runs:\n" + "\n".join(
            f"#{r['id']} v{r['version']} {r['status']}: {(r['output'] or r['error'])[:60]!r}"
            for r in runs
        )
    await ctx.say(text)


async def _run(ctx: CommandContext, rest: str) -> None:
    from core.workflows.chat import follow
    from core.workflows.engine import start_run

    name, _, text = rest.partition(" ")
    if not name or not text.strip():
        await ctx.say("Usage: /workflow run NAME INPUT")
        return
    conv = ctx.event.conversation
    run_id, tokens = start_run(
        ctx.services,
        name,
        text.strip(),
        platform=conv.platform,
        workspace=conv.workspace,
        channel=conv.channel,
        thread=conv.thread or "",
        user=ctx.event.user,
    )
    await ctx.say(f"Running workflow {name} (run {run_id}); each step's output follows.")
    await ctx.chat.queue.workflow(run_id, tokens)
    await follow(ctx.services, ctx.surface, run_id)


async def _create(ctx: CommandContext, request: str) -> None:
    from core.workflows.design import design

    if not request:
        await ctx.say(
            "Usage: /workflow create DESCRIPTION, e.g. /workflow create the researcher "
            "gathers facts, the writer summarises, the reviewer checks it"
        )
        return
    await ctx.say(f"Designing a workflow: {request}")
    draft, result = await design(
        ctx.services, request, conversation=ctx.event.conversation, user=ctx.event.user
    )
    if draft is None:
        said = result.output or result.error or "nothing"
        await ctx.say(
            f"The designer drafted no valid workflow (run {result.run_id}; it said: "
            f"{said[:300]}). Try describing the steps more plainly."
        )
        return
    head = ""
    if draft.source == "fallback":
        head = (
            f"The designer's own graph did not pass the checks ({draft.note[:300]}). Below is "
            "a fallback draft, built without the model: the agents your description names, "
            "one after another in that order. Review it before saving.\n"
        )
    await ctx.say(
        f"{head}{draft.text}\nNothing is saved yet: /workflow save to save it, /workflow "
        "discard to drop it."
    )


async def _save(ctx: CommandContext, service: WorkflowService) -> None:
    from core.workflows.design import drop_draft, latest_draft

    draft = latest_draft(ctx.services, ctx.event.conversation, ctx.event.user)
    if draft is None:
        await ctx.say("There is no workflow draft to save; /workflow create DESCRIPTION first.")
        return
    by = f"{ctx.event.conversation.platform}:{ctx.event.user}"
    if service.exists(draft.name):
        info = service.update(
            draft.name, draft.graph, description=draft.description, note=f"saved by {by}"
        )
    else:
        info = service.create(
            draft.name, draft.graph, description=draft.description, by=by, note=f"saved by {by}"
        )
    drop_draft(ctx.services, draft.id)
    await ctx.say(
        f"Saved workflow {info.name} v{info.version}. Run it with /workflow run {info.name} INPUT."
    )
