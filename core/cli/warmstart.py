"""``strop warmstart``: build the warm-start tool-use adapter (``make adapter``).

It works in a scratch data directory (``--dir``, default ``STROP_DATA_DIR/warmstart-run``,
emptied first) and writes the GGUF adapter plus a JSON card next to it (default: the
bundled path that new installs serve). Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shutil
import sys
from pathlib import Path
from typing import Any

from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("warmstart", help="train the warm-start tool-use adapter")
    p.add_argument("--out", type=Path, help="GGUF path (default: the bundled adapter)")
    p.add_argument("--dir", type=Path, help="scratch data directory")
    p.add_argument("--steps", type=int, help="LoRA SFT steps (default 900)")
    p.add_argument("--cases", type=int, help="generated function-calling examples (default 10000)")
    p.add_argument(
        "--data-only",
        action="store_true",
        help="write the dataset and stop (train it elsewhere: python -m trainer.from_dataset)",
    )
    p.set_defaults(handler=run)


def run(args: argparse.Namespace, settings: Settings) -> int:
    from core.errors import ConfigurationError
    from core.improve.warmstart import WarmstartConfig, build_warmstart, warmstart_dataset
    from core.models.warmstart import BUNDLED_ADAPTER
    from core.services import Services

    config = WarmstartConfig()
    if args.steps is not None:
        if args.steps < 1:
            raise ConfigurationError("--steps must be at least 1")
        config = dataclasses.replace(config, sft_steps=args.steps)
    if args.cases is not None:
        if args.cases < 0:
            raise ConfigurationError("--cases must be zero or more")
        config = dataclasses.replace(config, toolgen_cases=args.cases)
    out = args.out or BUNDLED_ADAPTER
    if out.suffix != ".gguf":
        raise ConfigurationError(f"--out must name a .gguf file, got {out}")
    scratch = args.dir or settings.data_dir / "warmstart-run"
    if scratch.exists():
        shutil.rmtree(scratch)
    scoped = settings.model_copy(
        update={"data_dir": scratch, "database_url": None, "lora_path": None}
    )

    def say(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    services = Services(scoped)
    if args.data_only:
        try:
            dataset, generated, suite = warmstart_dataset(services, config, say=say)
        finally:
            services.close()
        print(json.dumps({"dataset": str(dataset), "toolgen": generated, "suite": suite}))
        return 0
    try:
        result = build_warmstart(
            services, config, out, cache_dir=settings.data_dir / "cache", say=say
        )
    finally:
        services.close()
    print(json.dumps(result.card(config), indent=2))
    return 0
