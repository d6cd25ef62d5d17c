"""A question is no request to change what the agent keeps.

Asked "What colour is the sky on a clear day?", the warm-started 135M model
saved ``{"sky": "blue"}`` to the notes store and asked to recall a note it
saved the entry once more instead of reading it. Tools that save or delete
entries (``Tool.writes``) therefore run only on a message that is not a
question, or one that asks to store something ("Can you remember that the
PIN is 4417?"). Otherwise the runtime drops the call and the model takes the
turn again with those tools left out of the grammar.
"""

from __future__ import annotations

import re

__all__ = ["asks_to_store", "is_question", "unasked_write"]

_INTERROGATIVE = re.compile(
    r"^\s*(what|which|who|whom|whose|where|when|why|how|is|are|was|were|do|does|did)\b",
    re.IGNORECASE,
)
_STORING = re.compile(
    r"\b(remember|memori[sz]e|note|save|store|keep|record|jot|write (it )?down|forget|"
    r"delete|remove|update|change|set)\b",
    re.IGNORECASE,
)


def is_question(text: str) -> bool:
    """Whether ``text`` asks something: it ends with "?" or opens with a question word."""
    stripped = text.strip()
    return stripped.endswith("?") or _INTERROGATIVE.match(stripped) is not None


def asks_to_store(text: str) -> bool:
    """Whether ``text`` names saving, changing or forgetting something."""
    return _STORING.search(text) is not None


def unasked_write(writes: bool, text: str) -> bool:
    """Whether a call of a tool that ``writes`` was not asked for by the message ``text``."""
    return writes and is_question(text) and not asks_to_store(text)
