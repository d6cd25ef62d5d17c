"""Versioned JSONL datasets under the data directory, loadable by ``datasets``.

Each version ``root/NAME/vN.jsonl`` may have metadata beside it,
``vN.meta.json`` (e.g. the consent policy it was built under).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from core.errors import ConfigurationError

__all__ = ["meta_path", "read_dataset", "write_dataset", "write_json"]

_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")


def meta_path(path: Path) -> Path:
    """``vN.meta.json`` beside the dataset version ``vN.jsonl``."""
    return path.with_name(f"{path.stem}.meta.json")


def write_json(path: Path, value: Any) -> None:
    """Write ``value`` as JSON, atomically (a reader never sees half a file)."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(value, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def write_dataset(
    root: Path,
    name: str,
    rows: Iterable[dict[str, Any]],
    *,
    meta: Mapping[str, Any] | None = None,
) -> Path:
    """Write ``rows`` as the next version ``root/name/vN.jsonl``; older versions stay.

    ``meta``, when given, is written to ``vN.meta.json`` with the row count added.
    """
    if not _NAME.match(name):
        raise ConfigurationError(f"dataset name {name!r}: use lowercase letters, digits, - or _")
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    versions = [int(p.stem[1:]) for p in folder.glob("v*.jsonl") if p.stem[1:].isdigit()]
    path = folder / f"v{max(versions, default=0) + 1}.jsonl"
    tmp = path.with_suffix(".jsonl.tmp")
    count = 0
    with tmp.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            count += 1
    if meta is not None:
        write_json(meta_path(path), {"dataset": f"{name}/{path.stem}", "rows": count, **meta})
    os.replace(tmp, path)
    return path


def read_dataset(path: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The SFT examples (``messages``) and DPO pairs (``prompt``, ``chosen``, ...) in ``path``."""
    sft: list[dict[str, Any]] = []
    dpo: list[dict[str, Any]] = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except ValueError as exc:
                raise ConfigurationError(f"{path.name} line {number}: not JSON ({exc})") from None
            if isinstance(row, dict) and "messages" in row:
                sft.append(row)
            elif isinstance(row, dict) and {"prompt", "chosen", "rejected"} <= row.keys():
                dpo.append(row)
            else:
                raise ConfigurationError(
                    f"{path.name} line {number}: neither an SFT example ('messages') nor a "
                    "preference pair ('prompt', 'chosen', 'rejected')"
                )
    return sft, dpo
