"""The ``strop`` command line: one entry point, one small module per command."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

from core.errors import StropError

__all__ = ["main"]


def build_parser() -> argparse.ArgumentParser:
    from core.cli import (
        bots,
        chat,
        demo,
        deploy,
        evaluate,
        hub,
        improve,
        privacy,
        runs,
        serve,
        token,
        trainer,
        vault,
        warmstart,
        worker,
    )

    parser = argparse.ArgumentParser(
        prog="strop", description="Self-improving agents for team chat."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in (
        chat,
        runs,
        evaluate,
        demo,
        warmstart,
        improve,
        trainer,
        deploy,
        hub,
        serve,
        token,
        worker,
        bots,
        vault,
        privacy,
    ):
        module.register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        from core.settings import load_settings

        settings = load_settings()
        logging.basicConfig(level=settings.log_level, format="%(levelname)s %(name)s: %(message)s")
        code: int = args.handler(args, settings)
        return code
    except StropError as exc:
        print(f"strop: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
