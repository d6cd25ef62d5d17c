"""``strop bots``: run the configured chat adapters without the HTTP service."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from core.errors import ConfigurationError
from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser(
        "bots", help="connect the chat platforms whose tokens are set (Slack, Discord, Telegram)"
    )
    sub = p.add_subparsers(dest="bots_command", metavar="SUBCOMMAND")
    invite = sub.add_parser("discord-invite", help="print the URL that adds the bot to a guild")
    invite.add_argument("application_id", help="the Discord application (client) id")
    sub.add_parser("sync-discord", help="register the slash commands with Discord")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace, settings: Settings) -> int:
    if args.bots_command == "discord-invite":
        from bots.discord.invite import invite_url

        if not args.application_id.isdigit():
            raise ConfigurationError("the application id is a number (Discord's Developer Portal)")
        print(invite_url(args.application_id))
        return 0
    if args.bots_command == "sync-discord":
        return asyncio.run(_sync_discord(settings))
    return asyncio.run(_serve(settings))


async def _sync_discord(settings: Settings) -> int:
    from bots.runner import BotSet
    from core.services import Services

    if settings.discord_token is None:
        raise ConfigurationError("set STROP_DISCORD_TOKEN first")
    services = Services(settings)
    try:
        bots = BotSet(services)
        discord = next(a for a in bots.adapters if a.platform == "discord")
        await discord.start()
        try:
            count = await discord.sync_commands()  # type: ignore[attr-defined]
        finally:
            await discord.stop()
        print(f"registered {count} slash commands with Discord")
    finally:
        services.close()
    return 0


async def _serve(settings: Settings) -> int:
    from bots.runner import BotSet
    from core.services import Services
    from jobs.queue import JobQueue

    services = Services(settings)
    queue = JobQueue.from_services(services)
    bots = BotSet(services, queue=queue)
    try:
        if not bots.adapters:
            raise ConfigurationError(
                "no chat platform is configured: set STROP_SLACK_BOT_TOKEN, "
                "STROP_DISCORD_TOKEN or STROP_TELEGRAM_TOKEN (see README: Chat platforms)"
            )
        if bots.routes():
            print(
                "strop bots: some platforms need HTTP endpoints (Slack events, Telegram "
                "webhook, Discord interactions); run `strop serve` to expose them"
            )
        services.warm_up()
        await bots.start()
        print(f"strop bots: connected to {', '.join(bots.platforms)}; Ctrl-C stops")
        await asyncio.Event().wait()
    finally:
        await bots.stop()
        await queue.aclose()
        services.close()
    return 0
