"""``strop runs list|show``: recorded trajectories for people and scripts."""

from __future__ import annotations

import argparse
import json
from typing import Any

from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("runs", help="list and show recorded runs")
    sub = p.add_subparsers(dest="runs_command", required=True, metavar="ACTION")
    ls = sub.add_parser("list", help="recent runs, newest first")
    ls.add_argument("--agent")
    ls.add_argument("--status")
    ls.add_argument("--limit", type=int, default=20)
    ls.add_argument("--rated", choices=["yes", "no"])
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=run_list)
    show = sub.add_parser("show", help="one run with its whole trajectory")
    show.add_argument("run_id", type=int)
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=run_show)


def _db(settings: Settings) -> Any:
    from core.storage import Database

    db = Database(url=settings.resolved_database_url)
    db.migrate()
    return db


def run_list(args: argparse.Namespace, settings: Settings) -> int:
    from core.trajectories import RunFilter, list_runs

    rated = None if args.rated is None else args.rated == "yes"
    rows = list_runs(
        _db(settings),
        RunFilter(
            agent=args.agent or None,  # an empty --agent or --status filters nothing
            status=args.status or None,
            limit=args.limit,
            rated=rated,
        ),
    )
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    for r in rows:
        rating = f" [{r['feedback'][-1]['label']}]" if r["feedback"] else ""
        print(
            f"#{r['id']:<5} {r['status']:<8} {r['agent']:<12} {r['input'][:50]!r} -> "
            f"{r['output'][:50]!r}{rating}"
        )
    return 0


def run_show(args: argparse.Namespace, settings: Settings) -> int:
    from core.trajectories import format_trace, get_run

    run = get_run(_db(settings), args.run_id)
    print(json.dumps(run, ensure_ascii=False, indent=2) if args.json else format_trace(run))
    return 0
