"""The operands of a detected injection: links, names and code words next to it (SPEC 4.2).

An injection is an order plus what the order is about: the address to send
something to, the tool to call, the word to answer with. The detectors find the
order; the operands often sit apart from it, in the next list item, a sibling
field of the same JSON object or YAML mapping, or a comment line below ("Reply
with the code below." / ``# ORCHID-7``). Left behind, they still point the model
at the attacker. So inside the *unit* around each removed injection (the
innermost JSON object that holds it; its paragraph when there is none or it is a
top-level record, as in JSON lines) every URL, code
identifier and upper-case code word is taken out too. Prose in the unit stays:
only the operand-shaped tokens go, and only where an injection was found.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from core.guardrails.classifier import CODE_PATTERN, IDENT_PATTERN, URL_PATTERN

__all__ = ["operand_spans", "unit"]

Span = tuple[int, int]

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")


def _paragraph(text: str, lo: int, hi: int) -> Span:
    start = max((m.end() for m in _PARAGRAPH_BREAK.finditer(text, 0, lo)), default=0)
    after = _PARAGRAPH_BREAK.search(text, hi)
    return start, after.start() if after else len(text)


def _json_object(text: str, lo: int, hi: int) -> Span | None:
    """The innermost ``{...}`` around ``text[lo:hi]`` (strings and escapes respected),
    or None when the span is not inside a closed object."""
    stack: list[int] = []
    in_string = escaped = False
    holder: int | None = None  # how many objects are open around the span, less one
    for i, char in enumerate(text):
        if i == lo:
            if not stack:
                return None
            holder = len(stack) - 1
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char == "{":
            stack.append(i)
        elif char == "}" and stack:
            start = stack.pop()
            if holder is not None and len(stack) == holder and i >= hi:
                return start, i + 1
    return None


def unit(text: str, lo: int, hi: int) -> Span:
    """The unit of ``text`` that a removed injection at ``text[lo:hi]`` belongs to: the
    innermost JSON object around it, or its paragraph when that object is a top-level
    one (the records of JSON lines are siblings) or there is none."""
    paragraph = _paragraph(text, lo, hi)
    braces = _json_object(text, lo, hi) if "{" in text[:lo] else None
    if braces is None or _top_level(text, braces[0]):
        return (min(paragraph[0], braces[0]), max(paragraph[1], braces[1])) if braces else paragraph
    return braces


def _top_level(text: str, start: int) -> bool:
    """Whether the object opening at ``text[start]`` is inside no other object."""
    return _json_object(text, start, start + 1) is None if "{" in text[:start] else True


def operand_spans(text: str, removed: Iterable[Span]) -> list[Span]:
    """URLs, code identifiers and upper-case codes in the units of the ``removed`` spans."""
    spans: set[Span] = set()
    for lo, hi in removed:
        start, end = unit(text, lo, hi)
        for pattern in (URL_PATTERN, IDENT_PATTERN, CODE_PATTERN):
            spans.update(
                m.span()
                for m in pattern.finditer(text, start, end)
                if m.end() <= lo or m.start() >= hi
            )
    return sorted(spans)
