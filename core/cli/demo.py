"""``strop demo``: the whole self-improvement loop on this machine, with a real before/after.

It works in a scratch data directory of its own (``--dir``, default
``STROP_DATA_DIR/demo-run``, emptied first), so the simulated ratings and the
demo's runs never mix with the team's data. Progress goes to stderr; the table
(or, with ``--json``, the summary) to stdout.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import shutil
import sys
from pathlib import Path
from typing import Any

from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("demo", help="run one measured self-improvement cycle (CPU, offline)")
    p.add_argument("--dir", type=Path, help="scratch data directory (default: DATA_DIR/demo-run)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--sft-steps", type=int, help="LoRA SFT steps (default 16)")
    p.add_argument("--dpo-steps", type=int, help="DPO steps after SFT (default 2)")
    p.add_argument(
        "--practice", type=int, help="generated train tasks added to the suite's (default 20)"
    )
    p.set_defaults(handler=run)


def _table(summary: dict[str, Any]) -> str:
    rows = [
        ("held-out task success", summary["heldout_base"], summary["heldout_tuned"]),
        ("general held-out", summary["general_base"], summary["general_tuned"]),
        ("SFT only (held-out)", summary["heldout_base"], summary["sft_only_heldout"]),
        ("SFT + DPO (held-out)", summary["heldout_base"], summary["sft_dpo_heldout"]),
    ]
    lines = [f"{'':26}{'base':>8}{'tuned':>8}{'change':>9}"]
    for name, before, after in rows:
        lines.append(f"{name:26}{before:8.0%}{after:8.0%}{(after - before) * 100:+8.0f}pt")
    lines.append(
        f"{summary['examples']} SFT examples, {summary['dpo_pairs']} DPO pairs; "
        f"training {summary['train_minutes']:.1f} min, total {summary['total_minutes']:.1f} min; "
        f"promoted: {summary['promoted']}"
    )
    lines.append(f"ratings were simulated by the task checkers; learning curve: {summary['plot']}")
    return "\n".join(lines)


def run(args: argparse.Namespace, settings: Settings) -> int:
    from core.improve.demo import DemoConfig, run_demo
    from core.services import Services

    scratch = args.dir or settings.data_dir / "demo-run"
    if scratch.exists():
        shutil.rmtree(scratch)
    demo_settings = settings.model_copy(update={"data_dir": scratch, "database_url": None})
    config = DemoConfig(cache_dir=settings.data_dir / "cache")
    if args.sft_steps:
        config = dataclasses.replace(config, sft_steps=args.sft_steps)
    if args.dpo_steps is not None:
        config = dataclasses.replace(config, dpo_steps=args.dpo_steps)
    if args.practice is not None:
        config = dataclasses.replace(config, practice=args.practice)

    def say(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    services = Services(demo_settings)
    try:
        summary = asyncio.run(run_demo(services, config=config, say=say))
    finally:
        services.close()
    print(json.dumps(summary, indent=2) if args.json else _table(summary))
    return 0
