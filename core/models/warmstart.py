"""Where the bundled warm-start adapter lives (built by ``strop warmstart`` / ``make adapter``)."""

from __future__ import annotations

from pathlib import Path

__all__ = ["BUNDLED_ADAPTER", "bundled_adapter"]

BUNDLED_ADAPTER = Path(__file__).parent / "adapters" / "warmstart.gguf"


def bundled_adapter() -> Path | None:
    """The committed warm-start adapter, or None in a checkout without one."""
    return BUNDLED_ADAPTER if BUNDLED_ADAPTER.is_file() else None
