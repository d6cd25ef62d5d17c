"""Headings that address automated readers over a paragraph with no order (SPEC 4.2).

A site's policy for crawlers and AI tools often sits under a heading that names
them ("Notice to automated systems", "Note for AI agents"). The rules read such
a label as the opening of a message to the model, and it usually is one: the
paragraph under it carries the order. When nothing in that paragraph is found
to be an instruction (what is there states what automated readers may and may
not do, as a data protection notice does), the heading addresses nobody with
anything, and its detection is dropped. A label that runs on into its message on
the same line ("Note to AI agents: ...") is no heading and is kept.
"""

from __future__ import annotations

import re

__all__ = ["outside_address_headings"]

Span = tuple[int, int]

# The whole line is the label: "Notice to automated systems", "## Note for AI agents".
_ADDRESS_HEADING = re.compile(
    r"[ \t#*_>=-]*(?:an?[ \t]+)?(?:attention|note|message|notice|memo|reminder|hint)"
    r"[ \t]+(?:to|for)[ \t]+(?:[\w'-]+[ \t]+){0,4}?[\w'-]+[ \t*_=-]*",
    re.I,
)


def _next_line(text: str, pos: int) -> Span | None:
    """The first line after ``pos`` with something on it."""
    start = text.find("\n", pos)
    while start >= 0:
        end = text.find("\n", start + 1)
        end = len(text) if end < 0 else end
        if text[start + 1 : end].strip():
            return start + 1, end
        start = end if end < len(text) else -1
    return None


def outside_address_headings(text: str, found: list[Span]) -> list[Span]:
    """``found`` less the spans that are a heading line addressing automated readers when
    no span of ``found`` lies on the line under it."""
    kept = []
    for lo, hi in found:
        line_lo = text.rfind("\n", 0, lo) + 1
        line_hi = text.find("\n", hi)
        line_hi = len(text) if line_hi < 0 else line_hi
        below = _next_line(text, line_hi) if "\n" not in text[lo:hi] else None
        if below is not None and _ADDRESS_HEADING.fullmatch(text[line_lo:line_hi]):
            b_lo, b_hi = below
            if not any(a < b_hi and b_lo < z for a, z in found):
                continue
        kept.append((lo, hi))
    return kept
