"""``{{secret:NAME}}`` placeholders in tool arguments, resolved only at execution time.

The model writes the placeholder; the tool receives the value; whatever the
tool returns has every value it could see replaced by its placeholder before
the model, the trajectory or a log sees it.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

from core.errors import NotFound, ToolError

__all__ = ["PLACEHOLDER", "SecretSource", "scrub", "substitute"]

PLACEHOLDER = re.compile(r"\{\{\s*secret:([A-Za-z][A-Za-z0-9_.-]{0,63})\s*\}\}")


class SecretSource(Protocol):
    def get(self, agent: str, name: str) -> str: ...


def substitute(value: Any, agent: str, source: SecretSource, used: dict[str, str]) -> Any:
    """``value`` with placeholders replaced by ``agent``'s secrets; fills ``used`` (value->name)."""
    if isinstance(value, str):

        def swap(match: re.Match[str]) -> str:
            name = match.group(1)
            try:
                secret = source.get(agent, name)
            except NotFound:
                raise ToolError(
                    f"no secret named {name!r} is available to this agent; ask a person with "
                    "request_user_help(kind='credentials') or list_credential_refs"
                ) from None
            used[secret] = name
            return secret

        return PLACEHOLDER.sub(swap, value)
    if isinstance(value, dict):
        return {k: substitute(v, agent, source, used) for k, v in value.items()}
    if isinstance(value, list):
        return [substitute(v, agent, source, used) for v in value]
    return value


def scrub(text: str, used: dict[str, str]) -> str:
    """Replace each secret value in ``text`` by its placeholder (longest values first)."""
    for secret in sorted(used, key=len, reverse=True):
        if secret and secret in text:
            text = text.replace(secret, "{{secret:" + used[secret] + "}}")
    return text
