"""The task suite on the base embedded model: held-out success is the headline number."""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path
from typing import Any

from core.evals import TASKS, TaskResult, run_suite
from core.models.base import ModelClient

__all__ = ["tasks_benchmark"]


def _progress(result: TaskResult) -> None:
    mark = "ok  " if result.ok else "FAIL"
    print(f"  {mark} {result.task_id} {sum(result.turn_seconds):.1f}s", file=sys.stderr, flush=True)


def tasks_benchmark(model: ModelClient | None = None, *, verbose: bool = True) -> dict[str, Any]:
    """Run every task (both splits) on the default assistant in a scratch data directory."""
    from core.services import Services
    from core.settings import Settings

    with tempfile.TemporaryDirectory(prefix="strop-bench-") as tmp:
        settings = Settings(  # type: ignore[call-arg]
            _env_file=None, data_dir=Path(tmp), database_url=None, qdrant_url=None
        )
        services = Services(settings, model=model)
        try:
            report = asyncio.run(
                run_suite(services, TASKS, on_result=_progress if verbose else None)
            )
        finally:
            services.close()
    heldout, train = report.only("heldout"), report.only("train")
    return {
        "agent": report.agent,
        "model": report.model,
        "n_tasks": report.n_tasks,
        "n_heldout": heldout.n_tasks,
        "success_rate": round(heldout.success_rate, 4),
        "success_by_kind": {k: round(v, 4) for k, v in heldout.success_by_kind.items()},
        "train_success_rate": round(train.success_rate, 4),
        "train_success_by_kind": {k: round(v, 4) for k, v in train.success_by_kind.items()},
        "overall_success_rate": round(report.success_rate, 4),
        "valid_call_rate": round(report.valid_call_rate, 4),
        "p50_turn_s": round(report.p50_turn_s, 3),
        "p95_turn_s": round(report.p95_turn_s, 3),
        "failures": {r.task_id: r.reasons for r in report.results if not r.ok},
    }
