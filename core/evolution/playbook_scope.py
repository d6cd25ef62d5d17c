"""Scopes and outcomes of playbook insights: one canonical text per scope.

A scope is the part of the system an insight is about, written
``agent:NAME,tool:NAME,channel:NAME`` (any subset, always in that order, plus
``workflow_step`` as improvement jobs have it); ``""`` is global. A name
holding ``,`` or ``%`` is percent-encoded so the text stays unambiguous.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, get_args

from core.errors import ConfigurationError
from core.improve.jobs import SCOPE_KEYS

__all__ = ["GLOBAL", "MAX_SCOPE", "OUTCOMES", "Outcome", "check_scope", "scope_key"]

Outcome = Literal["improved", "no_change", "regressed"]
OUTCOMES: tuple[Outcome, ...] = get_args(Outcome)
GLOBAL = ""
_MAX_NAME = 200
MAX_SCOPE = 1000  # the column's length


def _fits(text: str) -> str:
    if len(text) > MAX_SCOPE:
        raise ConfigurationError(f"scope text is over {MAX_SCOPE} characters")
    return text


def _encode(value: str) -> str:
    return value.replace("%", "%25").replace(",", "%2C")


def scope_key(scope: Mapping[str, Any] | None) -> str:
    """The scope text of a job's scope mapping (``{"agent": "x"}`` -> ``"agent:x"``)."""
    scope = scope or {}
    unknown = sorted(set(scope) - set(SCOPE_KEYS))
    if unknown:
        raise ConfigurationError(f"unknown scope keys {unknown}; use {list(SCOPE_KEYS)}")
    parts = []
    for key in SCOPE_KEYS:
        value = scope.get(key)
        if value is None or value == "":
            continue
        if not isinstance(value, str) or len(value) > _MAX_NAME:
            raise ConfigurationError(f"scope {key} must be a name (text), not {value!r}")
        parts.append(f"{key}:{_encode(value)}")
    return _fits(",".join(parts))


def check_scope(text: Any) -> str:
    """``text`` as a canonical scope, or a ``ConfigurationError`` saying what is wrong."""
    if text is None:
        return GLOBAL
    if not isinstance(text, str):
        raise ConfigurationError(f"scope must be text like 'agent:assistant', not {text!r}")
    text = text.strip()
    if not text:
        return GLOBAL
    values: dict[str, str] = {}
    for part in text.split(","):
        key, sep, value = part.strip().partition(":")
        if not sep or not value or key not in SCOPE_KEYS:
            raise ConfigurationError(
                f"scope part {part.strip()!r} must be KEY:NAME with KEY one of "
                f"{', '.join(SCOPE_KEYS)} (e.g. 'agent:assistant,tool:run_code')"
            )
        if key in values:
            raise ConfigurationError(f"scope names {key} twice: {text!r}")
        if "\x00" in value:
            raise ConfigurationError(f"scope {key} name holds a NUL character")
        values[key] = value
    # Already encoded: rebuild in canonical order without encoding again.
    return _fits(",".join(f"{key}:{values[key]}" for key in SCOPE_KEYS if key in values))
