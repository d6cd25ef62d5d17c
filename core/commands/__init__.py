"""Slash commands: one handler per command name, shared by every platform (SPEC 1.5)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from core.commands.agents import agent_command
from core.commands.base import CommandContext, Forbidden, is_admin
from core.commands.basic import (
    HELP,
    dashboard_command,
    help_command,
    rate_command,
    runs_command,
    strop_command,
    trace_command,
)
from core.commands.guardrails import guardrail_command
from core.commands.improve import improve_command
from core.commands.workflows import workflow_command

__all__ = ["COMMANDS", "HELP", "CommandContext", "Forbidden", "is_admin", "run_command"]

Handler = Callable[[CommandContext], Awaitable[None]]

COMMANDS: dict[str, Handler] = {
    "agent": agent_command,
    "guardrail": guardrail_command,
    "improve": improve_command,
    "workflow": workflow_command,
    "runs": runs_command,
    "trace": trace_command,
    "good": rate_command,
    "bad": rate_command,
    "dashboard": dashboard_command,
    "help": help_command,
    "strop": strop_command,
}


async def run_command(ctx: CommandContext) -> None:
    handler = COMMANDS.get(ctx.event.name.lower())
    if handler is None:
        await ctx.say(f"Unknown command /{ctx.event.name}. {HELP}")
        return
    await handler(ctx)
