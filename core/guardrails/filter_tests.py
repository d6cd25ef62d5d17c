"""Attacks a page lists as test cases, each with the verdict expected (SPEC 4.2).

Teams that run a chatbot test its filter: a table of tricky prompts with the
behaviour expected ("Ignore your instructions ... | refuse | pass"), unit tests
(``{ input = "Ignore your rules ...", expect = "blocked" }``,
``classify('Ignore all previous instructions ...', blocked)``) or records of a
test database (``Input: ...`` then ``Expected: blocked``). The attack is data
there: the page is about how a filter treats it. A *case* is a line whose own
field holds a verdict (after a tab, a bar, a comma, ``=`` or ``:``), or a short
record that has such a line of its own ("Expected: blocked"). A page lists test
cases when it has at least two cases and names testing ("tests", "expected",
"cases", "assert", "classify"). A case that carries a link is not dropped:
that is where an attack that dressed itself as a test would send what it takes.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import URL_PATTERN

__all__ = ["listed_case_spans", "outside_test_cases"]

Span = tuple[int, int]

_VERDICT = (
    r"(?:blocked|block|allowed|allow|refused|refuse(?:\s+politely)?|flagged|pass(?:ed)?"
    r"|fail(?:ed)?|safe|unsafe|rejected|reject|accepted|denied|benign|malicious)"
)
# A verdict that is a field of its own: after a separator, quoted or not, and ending
# the line or followed by the next separator.
_VERDICT_FIELD = re.compile(
    rf"(?:\t|\||,|=|:)[ \t]*[\"'`]?{_VERDICT}[\"'`]?[ \t]*(?=$|[\t|,)}}\]]|\)\.)",
    re.I | re.M,
)
# A line that is only a verdict field of a record ("Expected: blocked", "verdict = pass").
_VERDICT_LINE = re.compile(
    rf"^[ \t]*[\w -]{{1,30}}[ \t]*[:=][ \t]*[\"'`]?{_VERDICT}[\"'`]?[ \t,;]*$", re.I | re.M
)
_TESTING = re.compile(
    r"\b(?:tests?|tested|testing|expected|expect|cases?|assert\w*|classif\w*|verdicts?)\b",
    re.I,
)
_RECORD_LINES = 6
_MIN_CASES = 2


def _lines(text: str) -> list[Span]:
    spans, start = [], 0
    for line in text.split("\n"):
        spans.append((start, start + len(line)))
        start += len(line) + 1
    return spans


def _records(text: str) -> list[Span]:
    """Runs of at most ``_RECORD_LINES`` non-blank lines that hold a verdict line."""
    found = []
    for block in re.finditer(r"(?:^[ \t]*\S[^\n]*(?:\n|$))+", text, re.M):
        lines = block.group().rstrip("\n").count("\n") + 1
        if lines <= _RECORD_LINES and _VERDICT_LINE.search(block.group()):
            found.append((block.start(), block.start() + len(block.group().rstrip("\n"))))
    return found


def listed_case_spans(text: str) -> list[Span]:
    """The test cases ``text`` lists (none unless there are two and it names testing)."""
    if not _TESTING.search(text):
        return []
    cases = [
        (lo, hi)
        for lo, hi in _lines(text)
        if _VERDICT_FIELD.search(text, lo, hi) and not _VERDICT_LINE.fullmatch(text, lo, hi)
    ]
    found = sorted(cases + _records(text))
    if len(found) < _MIN_CASES:
        return []
    return [(lo, hi) for lo, hi in found if not URL_PATTERN.search(text, lo, hi)]


def outside_test_cases(text: str, found: list[Span]) -> list[Span]:
    """``found`` less the spans that lie wholly inside a listed test case."""
    cases = listed_case_spans(text)
    return [(lo, hi) for lo, hi in found if not any(a <= lo and hi <= b for a, b in cases)]
