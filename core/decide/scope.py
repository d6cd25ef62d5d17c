"""The scope a decision is asked about, in the playbook's scope text (SPEC 6.8).

The text is :mod:`core.evolution.playbook_scope`'s: ``agent:NAME``,
``tool:NAME``, ``agent:NAME,tool:NAME`` (any subset of the job scope keys, in
their order), or ``""`` for global; ``"global"`` is accepted as a name for
``""``. :func:`parse_scope` turns it back into the job-style mapping.
"""

from __future__ import annotations

from core.errors import ConfigurationError
from core.evolution.playbook_scope import GLOBAL, check_scope

__all__ = ["covers", "level_of", "normalise_scope", "parse_scope"]

_GLOBAL_WORDS = frozenset({"global", "all", "*"})


def normalise_scope(text: object) -> str:
    """The canonical scope text of ``text`` ("global" -> ""); a clear error otherwise."""
    if isinstance(text, str) and text.strip().lower() in _GLOBAL_WORDS:
        return GLOBAL
    return check_scope(text)


def _decode(value: str) -> str:
    return value.replace("%2C", ",").replace("%25", "%")


def parse_scope(text: str) -> dict[str, str]:
    """``"agent:a,tool:t"`` -> ``{"agent": "a", "tool": "t"}``; ``""`` -> ``{}``."""
    out: dict[str, str] = {}
    for part in normalise_scope(text).split(",") if text else ():
        key, _, value = part.partition(":")
        out[key] = _decode(value)
    return out


def covers(asked: dict[str, str], other: str) -> bool:
    """Whether scope text ``other`` is ``asked`` or narrower (holds every key it names)."""
    try:
        parts = parse_scope(other)
    except (
        ConfigurationError
    ):  # a stored scope this version cannot read says nothing about this one
        return False
    return all(parts.get(key) == value for key, value in asked.items())


def level_of(scope: dict[str, str]) -> str:
    """``tool`` when a tool is named, ``agent`` for any other narrowing, else ``global``."""
    if "tool" in scope:
        return "tool"
    return "agent" if scope else "global"
