"""What every results file records besides its numbers: when, which commit, which machine."""

from __future__ import annotations

import json
import os
import platform
import subprocess
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

__all__ = ["RESULTS_DIR", "git_commit", "metadata", "write_result"]

RESULTS_DIR = Path(__file__).resolve().parent / "results"


def git_commit() -> str:
    """``git rev-parse HEAD`` of the checkout the benchmark ran from, or ``"unknown"``."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            cwd=RESULTS_DIR.parent,
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return done.stdout.strip() or "unknown"


def metadata() -> dict[str, Any]:
    return {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "commit": git_commit(),
        "machine": {
            "cores": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
        },
    }


def write_result(name: str, numbers: dict[str, Any], directory: Path = RESULTS_DIR) -> Path:
    """Write ``numbers`` plus :func:`metadata` to ``directory/name.json``; returns the path."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.json"
    payload = {**numbers, **metadata()}
    path.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
