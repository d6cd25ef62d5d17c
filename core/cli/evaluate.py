"""``strop eval``: score an agent on the task suite with the configured model.

The suite runs in a temporary data directory (SQLite and local Qdrant there), so
the handbook, the custom tools and the suite's runs never reach the user's data.
The agent itself is read from the user's data when it exists there.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.agents.spec import AgentSpec
from core.settings import Settings

if TYPE_CHECKING:
    from core.evals.suite import SuiteReport, TaskResult

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("eval", help="score an agent on the tool-use task suite")
    p.add_argument(
        "--split",
        choices=["heldout", "train", "all"],
        default="heldout",
        help="which tasks to run (default: heldout)",
    )
    p.add_argument("--agent", help="agent name (default: STROP_DEFAULT_AGENT)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--limit", type=int, help="run at most N tasks, taking the kinds in turn")
    p.set_defaults(handler=run)


def _stored_agent(settings: Settings, name: str) -> AgentSpec | None:
    """The agent as saved in the user's data, without creating or changing anything."""
    from core.agents.service import AgentService
    from core.storage import Database

    if settings.database_url is None and not (settings.data_dir / "strop.db").is_file():
        return None
    db = Database(url=settings.resolved_database_url)
    try:
        agents = AgentService(db)
        return agents.get(name) if agents.exists(name) else None
    finally:
        db.dispose()


def _progress(result: TaskResult) -> None:
    mark = "ok  " if result.ok else "FAIL"
    seconds = sum(result.turn_seconds)
    print(f"{mark} {result.task_id:<24} {seconds:6.1f}s", file=sys.stderr, flush=True)


def _print_table(report: SuiteReport) -> None:
    for r in report.results:
        mark = "ok  " if r.ok else "FAIL"
        calls = " / ".join(",".join(turn) or "-" for turn in r.tool_calls)
        print(f"{mark} {r.task_id:<24} {r.split:<8} {calls:<36} {r.answer[:60]!r}")
        for reason in r.reasons:
            print(f"       - {reason}")
    s = report.summary()
    kinds = ", ".join(f"{k} {v:.0%}" for k, v in s["success_by_kind"].items())
    print(
        f"\n{s['agent']} on {s['model']}: {s['n_tasks']} tasks, success {s['success_rate']:.0%} "
        f"({kinds})\nvalid tool calls {s['valid_call_rate']:.0%}, "
        f"turn p50 {s['p50_turn_s']:.1f}s, p95 {s['p95_turn_s']:.1f}s"
    )


def run(args: argparse.Namespace, settings: Settings) -> int:
    from core.errors import ConfigurationError
    from core.evals import run_suite, tasks_for
    from core.evals.tasks import spread
    from core.services import Services

    tasks = tasks_for(args.split)
    if args.limit is not None:
        if args.limit < 1:
            raise ConfigurationError("--limit must be at least 1")
        tasks = spread(tasks, args.limit)
    name = args.agent or settings.default_agent
    agent = _stored_agent(settings, name)
    with tempfile.TemporaryDirectory(prefix="strop-eval-") as tmp:
        scratch = settings.model_copy(
            update={"data_dir": Path(tmp), "database_url": None, "qdrant_url": None}
        )
        services = Services(scratch)
        try:
            report = asyncio.run(
                run_suite(services, tasks, agent_name=name, agent=agent, on_result=_progress)
            )
        finally:
            services.close()
    if args.json:
        parts = (report.only("train"), report.only("heldout"))
        splits = {p.results[0].split: p.summary() for p in parts if p.results}
        print(json.dumps({**report.as_dict(), "splits": splits}, ensure_ascii=False, indent=2))
    else:
        _print_table(report)
    return 0 if report.n_tasks else 1
