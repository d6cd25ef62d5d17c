"""The ``strop-*.json`` records a derived checkpoint carries from the one it was made from.

A prune record (``trainer.prune``) and a trimmed vocabulary's source ids
(``trainer.vocab_trim``) stay true after healing or a further cut, and the
GGUF export reads the latter. The base cache's marker (``trainer.base_model``)
names the bundled GGUF a directory was converted from, which a derived
checkpoint is not, so it never travels.
"""

from __future__ import annotations

import shutil
from pathlib import Path

__all__ = ["copy_records"]

_NOT_CARRIED = {"strop-source.json"}


def copy_records(source_dir: Path, out_dir: Path) -> None:
    """Copy the records of ``source_dir`` that ``out_dir`` does not have yet."""
    for record in sorted(source_dir.glob("strop-*.json")):
        target = out_dir / record.name
        if record.name not in _NOT_CARRIED and not target.exists():
            shutil.copy2(record, target)
