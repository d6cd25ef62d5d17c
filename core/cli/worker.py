"""``strop worker``: run queued agent turns, resumes and improvement jobs (SPEC 7.2)."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from core.errors import ConfigurationError
from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("worker", help="run queued jobs from Redis (needs STROP_REDIS_URL)")
    p.add_argument(
        "--burst", action="store_true", help="stop once the queue is empty (scripts, CI)"
    )
    p.set_defaults(handler=run)


def run(args: argparse.Namespace, settings: Settings) -> int:
    if not settings.redis_url:
        raise ConfigurationError(
            "strop worker needs Redis: set STROP_REDIS_URL (e.g. redis://localhost:6379/0). "
            "Without it there is nothing to work on: `strop serve` and `strop chat` then run "
            "jobs inline."
        )
    from jobs.worker import serve

    overrides: dict[str, Any] = {"burst": True} if args.burst else {}
    asyncio.run(serve(settings, **overrides))
    return 0
