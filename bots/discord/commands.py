"""strop's slash commands as Discord application commands.

Each subcommand and option is declared here so Discord shows them natively;
every callback hands the interaction to the adapter, which rebuilds core's
``Command(name, args="subcommand opt1 opt2 ...")`` from the raw interaction
data (the same code serves interactions that arrive over HTTP).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Literal

import discord
from discord import app_commands

__all__ = ["build_tree", "command_words"]

logger = logging.getLogger(__name__)

OnCommand = Callable[[discord.Interaction], Awaitable[None]]

_SUBCOMMAND, _GROUP = 1, 2


def build_tree(client: discord.Client, on_command: OnCommand) -> app_commands.CommandTree:
    """The command tree of ``client``; every command calls ``on_command``."""
    tree: app_commands.CommandTree = app_commands.CommandTree(client)

    agent = app_commands.Group(name="agent", description="Create, change and choose agents")

    @agent.command(name="create", description="Create an agent")
    @app_commands.describe(name="The agent's name", prompt="What the agent does")
    async def agent_create(interaction: discord.Interaction, name: str, prompt: str) -> None:
        await on_command(interaction)

    @agent.command(name="list", description="List the agents")
    async def agent_list(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @agent.command(name="show", description="Show an agent's definition")
    @app_commands.describe(name="The agent's name")
    async def agent_show(interaction: discord.Interaction, name: str) -> None:
        await on_command(interaction)

    @agent.command(name="update", description="Change an agent")
    @app_commands.describe(name="The agent's name", changes="What to change")
    async def agent_update(interaction: discord.Interaction, name: str, changes: str) -> None:
        await on_command(interaction)

    @agent.command(name="delete", description="Delete an agent")
    @app_commands.describe(name="The agent's name")
    async def agent_delete(interaction: discord.Interaction, name: str) -> None:
        await on_command(interaction)

    @agent.command(name="use", description="Talk to this agent in this channel")
    @app_commands.describe(name="The agent's name")
    async def agent_use(interaction: discord.Interaction, name: str) -> None:
        await on_command(interaction)

    guardrail = app_commands.Group(name="guardrail", description="Limit what agents may reach")

    @guardrail.command(name="add-domain", description="Allow a domain")
    @app_commands.describe(domain="A domain such as example.com")
    async def guardrail_allow(interaction: discord.Interaction, domain: str) -> None:
        await on_command(interaction)

    @guardrail.command(name="deny-domain", description="Deny a domain")
    @app_commands.describe(domain="A domain such as example.com")
    async def guardrail_deny(interaction: discord.Interaction, domain: str) -> None:
        await on_command(interaction)

    @guardrail.command(name="limit", description="Cap the web requests of one run")
    @app_commands.describe(requests="The most web requests one run may make")
    async def guardrail_limit(interaction: discord.Interaction, requests: int) -> None:
        await on_command(interaction)

    @guardrail.command(name="list", description="List the guardrails")
    async def guardrail_list(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @guardrail.command(name="remove", description="Remove a guardrail")
    @app_commands.describe(guardrail="The guardrail's id")
    @app_commands.rename(guardrail="id")
    async def guardrail_remove(interaction: discord.Interaction, guardrail: str) -> None:
        await on_command(interaction)

    workflow = app_commands.Group(name="workflow", description="Multi-agent workflows")

    @workflow.command(name="create", description="Let the designer draft a workflow")
    @app_commands.describe(description="What the workflow does, in plain words")
    async def workflow_create(interaction: discord.Interaction, description: str) -> None:
        await on_command(interaction)

    @workflow.command(name="save", description="Save the workflow just drafted")
    async def workflow_save(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @workflow.command(name="discard", description="Drop the workflow just drafted")
    async def workflow_discard(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @workflow.command(name="list", description="List the workflows")
    async def workflow_list(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @workflow.command(name="show", description="Show a workflow's steps and recent runs")
    @app_commands.describe(name="The workflow's name")
    async def workflow_show(interaction: discord.Interaction, name: str) -> None:
        await on_command(interaction)

    @workflow.command(name="run", description="Run a workflow on an input")
    @app_commands.describe(name="The workflow's name", input="What the workflow starts from")
    async def workflow_run(interaction: discord.Interaction, name: str, input: str) -> None:
        await on_command(interaction)

    @workflow.command(name="delete", description="Delete a workflow")
    @app_commands.describe(name="The workflow's name")
    async def workflow_delete(interaction: discord.Interaction, name: str) -> None:
        await on_command(interaction)

    improve = app_commands.Group(name="improve", description="The self-improvement loop")

    @improve.command(name="now", description="Start an improvement cycle now")
    async def improve_now(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @improve.command(name="status", description="Show the improvement jobs")
    async def improve_status(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    strop = app_commands.Group(name="strop", description="About strop")

    @strop.command(name="help", description="What strop can do")
    async def strop_help(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @strop.command(name="privacy", description="Training-data consent here, or your opt-out")
    @app_commands.describe(
        action="status; on or off (administrators); optout or optin (yourself)",
        scope="workspace: on/off for the whole server instead of this channel",
    )
    async def strop_privacy(
        interaction: discord.Interaction,
        action: Literal["status", "on", "off", "optout", "optin"],
        scope: Literal["workspace"] | None = None,
    ) -> None:
        await on_command(interaction)

    for group in (agent, guardrail, workflow, improve, strop):
        tree.add_command(group)

    @tree.command(name="runs", description="Recent runs")
    async def runs(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @tree.command(name="good", description="Rate the last answer good")
    async def good(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @tree.command(name="bad", description="Rate the last answer bad")
    @app_commands.describe(note="What was wrong (optional)")
    async def bad(interaction: discord.Interaction, note: str | None = None) -> None:
        await on_command(interaction)

    @tree.command(name="trace", description="A run's trajectory")
    @app_commands.describe(run="The run's id")
    @app_commands.rename(run="id")
    async def trace(interaction: discord.Interaction, run: int) -> None:
        await on_command(interaction)

    @tree.command(name="dashboard", description="A link to your team's dashboard")
    async def dashboard(interaction: discord.Interaction) -> None:
        await on_command(interaction)

    @tree.error
    async def on_error(
        interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.CommandInvokeError):
            logger.error(
                "slash command /%s failed",
                interaction.data and interaction.data.get("name"),
                exc_info=error.original,
            )
            return
        # A command this code does not declare (registered by another strop version) or
        # whose options differ: core still gets it by name and answers.
        await on_command(interaction)

    return tree


def _option_names(tree: app_commands.CommandTree, path: Sequence[str]) -> list[str] | None:
    """The declared option names of command ``path`` (name, subcommand...), in order."""
    command: Any = tree.get_command(path[0])
    for name in path[1:]:
        if not isinstance(command, app_commands.Group):
            return None
        command = command.get_command(name)
    if not isinstance(command, app_commands.Command):
        return None
    return [parameter.display_name for parameter in command.parameters]


def command_words(
    tree: app_commands.CommandTree | None, data: Mapping[str, Any]
) -> tuple[str, str]:
    """``(name, args)`` of an application command interaction's ``data``: args are the
    subcommands, then option values in their declared order ("create helper Be brief")."""
    path = [str(data["name"])]
    options: Sequence[Mapping[str, Any]] = data.get("options") or ()
    while len(options) == 1 and options[0].get("type") in (_SUBCOMMAND, _GROUP):
        path.append(str(options[0]["name"]))
        options = options[0].get("options") or ()
    values = {str(o["name"]): o.get("value") for o in options}
    order = _option_names(tree, path) if tree is not None else None
    if order is None:
        names = list(values)
    else:  # declared options first; any others (a newer schema) after them
        names = [n for n in order if n in values] + [n for n in values if n not in order]
    words = path[1:] + [str(values[n]) for n in names if values[n] not in (None, "")]
    return path[0], " ".join(words)
