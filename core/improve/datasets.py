"""Versioned JSONL datasets under the data directory, loadable by ``datasets``."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from core.errors import ConfigurationError

__all__ = ["write_dataset"]

_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")


def write_dataset(root: Path, name: str, rows: Iterable[dict[str, Any]]) -> Path:
    """Write ``rows`` as the next version ``root/name/vN.jsonl``; older versions stay."""
    if not _NAME.match(name):
        raise ConfigurationError(f"dataset name {name!r}: use lowercase letters, digits, - or _")
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    versions = [int(p.stem[1:]) for p in folder.glob("v*.jsonl") if p.stem[1:].isdigit()]
    path = folder / f"v{max(versions, default=0) + 1}.jsonl"
    tmp = path.with_suffix(".jsonl.tmp")
    with tmp.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    os.replace(tmp, path)
    return path
