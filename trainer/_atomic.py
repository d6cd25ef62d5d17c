"""Publishing a directory atomically: build it beside its final place, then rename.

Readers (another thread, another worker process) never see a half-written
checkpoint: the final path either does not exist or is complete. When two
builders race, the first rename wins and the loser's copy is thrown away.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

__all__ = ["publish_dir"]


def publish_dir(
    target: Path, build: Callable[[Path], None], *, is_valid: Callable[[Path], bool]
) -> Path:
    """Return ``target``, building it with ``build(tmp_dir)`` first unless ``is_valid(target)``.

    A ``target`` that exists but is not valid (an older format, another source
    model) is replaced.
    """
    if is_valid(target):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    # The temp dir sits next to the target so the final rename stays on one filesystem.
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        build(tmp)
        if target.exists() and not is_valid(target):
            stale = Path(tempfile.mkdtemp(prefix=f".{target.name}.stale.", dir=target.parent))
            # FileNotFoundError: a concurrent builder moved it away first.
            with contextlib.suppress(FileNotFoundError):
                target.rename(stale / target.name)
            shutil.rmtree(stale, ignore_errors=True)
        try:
            tmp.rename(target)
        except OSError:
            # Lost the race: a concurrent builder published a complete copy first.
            if not is_valid(target):
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target
