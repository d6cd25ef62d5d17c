"""What the sanitiser finds on a page read by the bench agent's tools, for guardrail tests."""

from __future__ import annotations

from core.guardrails import sanitise
from core.guardrails.sanitize import INJECTION_KINDS

__all__ = ["READER_TOOLS", "injected", "sanitised_text"]

READER_TOOLS = ("fetch_url", "put_store_entry")


def injected(text: str) -> list[str]:
    """The text of each injection the sanitiser removes from ``text``."""
    found = sanitise(text, tools=READER_TOOLS).findings
    return [f.text for f in found if f.kind in INJECTION_KINDS]


def sanitised_text(text: str) -> str:
    return sanitise(text, tools=READER_TOOLS).text
