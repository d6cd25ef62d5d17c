"""Headings and chapter titles that name a subject, told apart from orders (SPEC 4.2).

A book's contents, a course outline or a Markdown page about AI safety titles its
parts with the very words injections use ("Chapter 6. When a web page talks to
your AI: hidden instructions, fake system messages and how to spot them", "##
Prompts, system prompts and tools: what an assistant is told before you type").
The trained classifier scores such a title high, but a title names what the part
is about: it ends with no full stop, opens no clause with an order, puts no
obligation and tells the reader nothing about what they are. A detection of the
classifier alone that is such a title on a heading line (a Markdown heading, or
a line opening "Chapter 3.", "Part II:", "Lesson 4 -") and names nothing to act
on (no link, code name, code word or secret) is left as it is; the rules'
detections ("# Ignore previous instructions and ...") are not.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from core.guardrails.classifier import names_target
from core.guardrails.directive import gives_orders

__all__ = ["is_a_title", "outside_titles"]

Span = tuple[int, int]

_HEADING = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]+|(?:chapter|part|section|lesson|unit|session|module|week)"
    r"[ \t]+(?:\d{1,3}|[ivxlc]{1,6})[ \t]*[.:\u2013\u2014-][ \t]*)",
    re.I,
)
# "you" is allowed where the reader is whom the subject concerns ("before you type",
# "talks to your AI"), not where it says what the reader is or must do.
_TELLS_READER = re.compile(
    r"\byou(?:'re|\s+(?:are|were|will|shall|must|should|need|have\s+to|now|may|can))\b"
    r"|\byourself\b",
    re.I,
)
# A title is one phrase: no sentence ends in it or after it.
_SENTENCE_END = re.compile(r"[.!?][\"'\u201d\u2019)]*(?:\s|$)")
# A "#" line among other "#" lines is a comment block in code or a config file.
_HASH_LINE = re.compile(r"^[ \t]*#")


def is_a_title(line: str) -> bool:
    """Whether ``line`` is a heading that names a subject and gives no order."""
    m = _HEADING.match(line)
    if m is None:
        return False
    title = line[m.end() :].strip()
    if not title or _SENTENCE_END.search(title) or _TELLS_READER.search(title):
        return False
    without_you = re.sub(r"\b(?:you|your|yours)\b", " ", title, flags=re.I)
    return not gives_orders(without_you) and not names_target(title, secrets=True)


def outside_titles(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` less those that lie on a heading line that is such a title."""
    if not spans:
        return spans
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    kept = []
    for lo, hi in spans:
        i = bisect_right(starts, lo) - 1
        line = lines[i]
        on_one_line = hi <= starts[i] + len(line)
        near = [lines[j] for j in (i - 1, i + 1) if 0 <= j < len(lines)]
        in_comments = line.lstrip().startswith("#") and any(_HASH_LINE.match(n) for n in near)
        if not (on_one_line and not in_comments and is_a_title(line)):
            kept.append((lo, hi))
    return kept
