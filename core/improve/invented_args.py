"""Tool calls whose arguments hold what the conversation never said.

A 135M model copies its few-shot examples into calls ("key": "wifi password"
when asked to remember a guest network) and makes values up (the locker code
"2-9-31" saved under the key "1024"). The task checker can still pass such a run
(the fact is somewhere in the call), but training on it teaches the copying.
A call's numbers, and the words of what it saves or names, must appear earlier
in the conversation: the request, earlier calls or their results. Program text
(``code``) is exempt, and so is a search ``query``, which may use other words
than the question (its numbers may not). A bare lowercase name such as a store
or collection (``notes``, ``docs``) is exempt too: the agent's setup names
those, not the user. A number or an ISO date also counts as said when the
runtime's argument grounding (``core.runtime.grounding``) reads it from the
conversation: "twenty-three" for 23, "570 minutes" for 9.5 hours, "14 March
2025" for 2025-03-14.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from typing import Any

from core.improve.words import content_words, said
from core.runtime.grounding import ISO_DATE, Grounding

__all__ = ["invented_arguments"]

_FREE = frozenset({"code"})  # argument names whose text is exempt
_WORDS_FREE = frozenset({"query"})  # ...whose words, not numbers, are exempt
_NAME = re.compile(r"^[a-z][a-z0-9_.-]*$")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _leaves(value: Any, name: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _leaves(inner, str(key))
    elif isinstance(value, list):
        for inner in value:
            yield from _leaves(inner, name)
    else:
        yield name, value


def _call(content: str) -> dict[str, Any] | None:
    try:
        turn = json.loads(content)
    except ValueError:
        return None
    if isinstance(turn, dict) and "tool" in turn and isinstance(turn.get("args"), dict):
        return turn
    return None


def _unsaid(name: str, value: Any, seen: str, ground: Grounding) -> str | None:
    """The first part of one argument value that ``seen`` (``ground``'s text) does not hold."""
    if name in _FREE or isinstance(value, bool) or value is None:
        return None
    text = str(value).lower()
    if ISO_DATE.match(text) and ground.date(text):
        return None  # said as "15 March 2025", "tomorrow" and the like
    for number in _NUMBER.findall(text):
        if number in seen or number.rstrip("0").rstrip(".") in seen:
            continue
        if isinstance(value, int | float) and ground.number(float(value)):
            continue  # in words ("twenty-three") or in another unit ("570 minutes")
        return str(number)
    if name in _WORDS_FREE or _NAME.match(text):
        return None
    return next((w for w in content_words(text) if not said(w, seen)), None)


def invented_arguments(messages: Sequence[dict[str, Any]]) -> str | None:
    """``"tool.arg=part"`` for the first call argument not grounded in the turns before
    it (``messages[0]``, a system prompt, does not count); ``None`` when all are."""
    seen: list[str] = []
    for message in messages[1:] if messages and messages[0]["role"] == "system" else messages:
        content = str(message["content"])
        turn = _call(content) if message["role"] == "assistant" else None
        if turn is not None:
            context = " ".join(seen).lower()
            ground = Grounding(context)
            for name, value in _leaves(turn["args"], ""):
                part = _unsaid(name, value, context, ground)
                if part is not None:
                    return f"{turn['tool']}.{name}={part}"
        seen.append(content)
    return None
