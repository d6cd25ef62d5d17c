"""``strop improve``: one improvement cycle now (data -> train -> evaluate -> maybe deploy)."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("improve", help="run one improvement cycle of a job now")
    p.add_argument("--job", help="improvement job name (default: the assistant's job)")
    p.add_argument("--steps", type=int, help="training steps per stage (default: one epoch)")
    p.add_argument("--json", action="store_true", help="print the cycle summary as JSON")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace, settings: Settings) -> int:
    from core.improve.cycle import run_cycle
    from core.services import Services

    def say(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    services = Services(settings)
    try:
        config = {"max_steps": args.steps} if args.steps else None
        summary = asyncio.run(run_cycle(services, args.job, config=config, say=say))
    finally:
        services.close()
    if args.json:
        print(json.dumps(summary, indent=2, default=str))
    else:
        print(f"cycle {summary['status']}: job {summary['job']}")
        if "before" in summary:
            b, a = summary["before"], summary["after"]
            print(
                f"held-out success {b['success']:.0%} -> {a['success']:.0%}; "
                f"general {b.get('general_success', 0):.0%} -> {a.get('general_success', 0):.0%}; "
                f"promoted: {summary['promoted']}"
            )
    return 0
