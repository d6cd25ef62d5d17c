"""``strop chat``: talk to an agent in the terminal."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("chat", help="chat with an agent in the terminal (reads stdin)")
    p.add_argument("--agent", help="agent name (default: STROP_DEFAULT_AGENT)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace, settings: Settings) -> int:
    from bots.console import run_console
    from core.conversation import ChatService
    from core.services import Services

    services = Services(settings)
    try:
        chat = ChatService(services, stream_interval_s=0.0)
        if settings.redis_url:
            # Workers run the agent; this process only submits and streams.
            return asyncio.run(_queued(chat, args.agent))
        services.warm_up()
        return asyncio.run(run_console(chat, agent=args.agent))
    finally:
        services.close()


async def _queued(chat: Any, agent: str | None) -> int:
    from bots.console import run_console
    from jobs.queue import JobQueue

    queue = JobQueue.from_services(chat.services)
    try:
        return await run_console(chat, agent=agent, queue=queue)
    finally:
        await queue.aclose()
