"""Removes secrets and personal data from text before it becomes training data.

Known secret values (from the vault or settings) are replaced wherever they
occur; well-known token shapes, e-mail addresses and phone numbers are
replaced by pattern. Placeholders keep the text readable for training.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Sanitizer"]

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("[SECRET]", re.compile(r"\bsk-[A-Za-z0-9_-]{16,}")),
    ("[SECRET]", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{20,}")),
    ("[SECRET]", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}")),
    ("[SECRET]", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("[SECRET]", re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}")),
    (
        "[SECRET]",
        re.compile(r"(?i)\b(?:password|passwd|api[_-]?key|token|secret)\b\s*[:=]\s*\S+"),
    ),
    ("[EMAIL]", re.compile(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b")),
    ("[PHONE]", re.compile(r"(?<![\w-])\+?\d[\d ()-]{7,}\d(?![\w-])")),
)
# Dates and times look like phone numbers to the pattern above but are not personal data.
_NOT_PHONE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4}")


@dataclass(slots=True)
class Sanitizer:
    """Replaces ``secrets`` (exact values) and pattern matches; counts what it removed."""

    secrets: Iterable[str] = ()
    removed: int = 0
    _values: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        # Longest first, so a secret that contains another is removed whole.
        self._values = sorted({s for s in self.secrets if len(s) >= 4}, key=len, reverse=True)

    def text(self, value: str) -> str:
        for secret in self._values:
            if secret in value:
                self.removed += value.count(secret)
                value = value.replace(secret, "[SECRET]")
        for placeholder, pattern in _PATTERNS:
            value = pattern.sub(functools.partial(self._replace, placeholder=placeholder), value)
        return value

    def _replace(self, match: re.Match[str], *, placeholder: str) -> str:
        if placeholder == "[PHONE]" and _NOT_PHONE.fullmatch(match.group(0).strip()):
            return match.group(0)
        self.removed += 1
        return placeholder

    def value(self, data: Any) -> Any:
        """Sanitise every string inside JSON-like data."""
        if isinstance(data, str):
            return self.text(data)
        if isinstance(data, list):
            return [self.value(item) for item in data]
        if isinstance(data, dict):
            return {key: self.value(item) for key, item in data.items()}
        return data
