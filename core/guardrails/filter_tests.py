"""Attacks a page lists as test cases, each with the verdict expected (SPEC 4.2).

Teams that run a chatbot test its filter: a table of tricky prompts with the
behaviour expected ("Ignore your instructions ... | refuse | pass"), unit tests
(``{ input = "Ignore your rules ...", expect = "blocked" }``,
``classify('Ignore all previous instructions ...', blocked)``) or records of a
test database (``Input: ...`` then ``Expected: blocked``), or rows of a results
table in CSV under a header with a case and an outcome column
(``test_case,category,outcome``). The attack is data there: the page is about how
a filter treats it. A *case* is a line whose own field holds a verdict (after a
tab, a bar, a comma, ``=`` or ``:``), or a short record that has such a line of
its own ("Expected: blocked"). A page lists test
cases when it has at least two cases and names testing ("tests", "expected",
"cases", "assert", "classify"). A case that carries a link is not dropped:
that is where an attack that dressed itself as a test would send what it takes.
"""

from __future__ import annotations

import csv
import re

from core.guardrails.classifier import URL_PATTERN, names_target

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


# A table of test results in CSV: a header naming the case and the outcome columns
# ("test_case,category,outcome"), then one row per case.
_CASE_COLUMN = re.compile(
    r"(?:test[ _-]?)?(?:case|input|prompt|scenario|test)s?(?:[ _-]?(?:id|name))?"
)
_OUTCOME_COLUMN = re.compile(r"(?:outcome|result|expected|verdict|behaviou?r|observed)s?")


def _table_rows(text: str) -> list[Span]:
    """The rows under each CSV header that has a case column and an outcome column."""
    rows: list[Span] = []
    lines = _lines(text)
    for i, (lo, hi) in enumerate(lines):
        header = [c.strip().lower() for c in text[lo:hi].split(",")]
        if len(header) < 2 or not all(re.fullmatch(r"[\w -]{1,30}", c) for c in header):
            continue
        if not any(_CASE_COLUMN.fullmatch(c) for c in header) or not any(
            _OUTCOME_COLUMN.fullmatch(c) for c in header
        ):
            continue
        for row_lo, row_hi in lines[i + 1 :]:
            row = text[row_lo:row_hi]
            if not row.strip():
                break
            try:
                fields = next(csv.reader([row]))
            except csv.Error:
                break
            if len(fields) != len(header):
                break
            if not names_target(row):  # (a code word or a tool to call is no result)
                rows.append((row_lo, row_hi))
    return rows


def listed_case_spans(text: str) -> list[Span]:
    """The test cases ``text`` lists (none unless there are two and it names testing; a
    results table's header names it)."""
    cases = [
        (lo, hi)
        for lo, hi in _lines(text)
        if _VERDICT_FIELD.search(text, lo, hi) and not _VERDICT_LINE.fullmatch(text, lo, hi)
    ]
    found = cases + _records(text) if _TESTING.search(text) else []
    found = sorted(set(found + _table_rows(text)))
    if len(found) < _MIN_CASES:
        return []
    return [(lo, hi) for lo, hi in found if not URL_PATTERN.search(text, lo, hi)]


def outside_test_cases(text: str, found: list[Span]) -> list[Span]:
    """``found`` less the spans that lie wholly inside a listed test case."""
    cases = listed_case_spans(text)
    return [(lo, hi) for lo, hi in found if not any(a <= lo and hi <= b for a, b in cases)]
