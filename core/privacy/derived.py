"""Dataset examples derived from given runs or ratings, found and removed by provenance.

Datasets are versioned JSONL files (``core.improve.datasets``); an example
names the runs and ratings it came from in its ``provenance``. A removal
rewrites each affected version in place (atomically) and notes in its
metadata how many examples were taken out and when, never whose.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.improve.datasets import meta_path, write_json
from core.privacy.gate import provenance_ids
from core.storage.base import utcnow

__all__ = ["Example", "dataset_versions", "examples_from", "remove_examples"]


@dataclass(frozen=True, slots=True)
class Example:
    dataset: str  # "NAME/vN"
    line: int
    row: dict[str, Any]
    run_ids: tuple[int, ...]
    feedback_ids: tuple[int, ...]


def dataset_versions(root: Path) -> list[Path]:
    """Every ``NAME/vN.jsonl`` under ``root`` (the data directory's ``datasets``)."""
    return sorted(p for p in root.glob("*/v*.jsonl") if p.stem[1:].isdigit())


def _rows(path: Path) -> Iterator[tuple[int, str, dict[str, Any] | None]]:
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            try:
                row = json.loads(line) if line.strip() else None
            except ValueError:
                row = None
            yield number, line, row if isinstance(row, dict) else None


def _touches(
    row: dict[str, Any] | None, run_ids: Collection[int], feedback_ids: Collection[int]
) -> tuple[list[int], list[int]] | None:
    ids = provenance_ids(row) if row is not None else None
    if ids is None:
        return None
    if any(r in run_ids for r in ids[0]) or any(f in feedback_ids for f in ids[1]):
        return ids
    return None


def examples_from(
    root: Path, run_ids: Collection[int], feedback_ids: Collection[int]
) -> list[Example]:
    """The examples in every dataset version that came from any of these runs or ratings."""
    found: list[Example] = []
    for path in dataset_versions(root):
        for number, _, row in _rows(path):
            ids = _touches(row, run_ids, feedback_ids)
            if ids is not None and row is not None:
                dataset = f"{path.parent.name}/{path.stem}"
                found.append(Example(dataset, number, row, tuple(ids[0]), tuple(ids[1])))
    return found


def remove_examples(
    root: Path, run_ids: Collection[int], feedback_ids: Collection[int], *, reason: str
) -> dict[str, int]:
    """Take those examples out of every version; ``{"NAME/vN": examples removed}``."""
    removed: dict[str, int] = {}
    if not run_ids and not feedback_ids:
        return removed
    for path in dataset_versions(root):
        kept: list[str] = []
        count = 0
        for _, line, row in _rows(path):
            if _touches(row, run_ids, feedback_ids) is None:
                kept.append(line if line.endswith("\n") else line + "\n")
            else:
                count += 1
        if not count:
            continue
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text("".join(kept), encoding="utf-8")
        os.replace(tmp, path)
        _note(path, count, len(kept), reason)
        removed[f"{path.parent.name}/{path.stem}"] = count
    return removed


def _note(path: Path, count: int, rows: int, reason: str) -> None:
    meta_file = meta_path(path)
    meta: dict[str, Any] = {}
    if meta_file.is_file():
        try:
            loaded = json.loads(meta_file.read_text(encoding="utf-8"))
        except ValueError:
            loaded = None
        if isinstance(loaded, dict):
            meta = loaded
    meta.setdefault("dataset", f"{path.parent.name}/{path.stem}")
    meta["rows"] = rows
    history = meta.get("removed")
    entry = {"at": utcnow().isoformat(), "examples": count, "why": reason}
    meta["removed"] = [*history, entry] if isinstance(history, list) else [entry]
    write_json(meta_file, meta)
