"""The learning benchmark: one ``strop demo`` cycle, measured end to end.

Runs the demo in a scratch data directory and keeps the figures the issue asks
for (held-out and general success before and after, SFT-only vs SFT+DPO,
examples, training and total minutes) plus the full metrics.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path
from typing import Any

from core.improve.demo import DemoConfig, run_demo
from core.services import Services
from core.settings import Settings

__all__ = ["learning_benchmark"]


def learning_benchmark(cache_dir: Path | None = None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="strop-bench-learning-") as scratch:
        settings = Settings(_env_file=None, data_dir=Path(scratch))  # type: ignore[call-arg]
        services = Services(settings)
        try:
            summary = asyncio.run(
                run_demo(
                    services,
                    config=DemoConfig(cache_dir=cache_dir),
                    say=lambda line: print(line, file=sys.stderr, flush=True),
                )
            )
        finally:
            services.close()
    summary.pop("plot", None)
    return summary
