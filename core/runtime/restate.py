"""Rewrite a call's unstated values, choosing only among values the user stated.

The 135M model often has the right tool and nearly the right value: 32 for
"three hundred and twenty litres", 41 for "longitude 41.5", a made-up word
for "not eating". The grounding check (``core.runtime.grounding``) finds such
values. Before the runtime asks the user for them, it lets the model write the
call once more with those arguments restricted, by the decoding grammar, to the
values the conversation states: its numbers, its full dates, or its short
phrases for the items of a list of strings (a missing name or place is asked
for instead).
The model still picks among them; when nothing fitting was said there is no
choice to offer and the runtime asks.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from core.runtime.grounding import Grounding, stem

__all__ = ["MAX_CHOICES", "restricted", "stated_choices", "stated_dates"]

MAX_CHOICES = 300
MAX_PHRASE_WORDS = 4
_CLAUSE = re.compile(
    r"[,;:!?\n()\"]+|\.(?!\d)|\s+(?:and|or|but|because|with|for|at|on|in|to)\s+", re.I
)
_WORD = re.compile(r"\d+(?:\.\d+)?|[^\W_][\w'-]*")
_PATH = re.compile(r"\.?([^.\[\]]+)|\[(\d+)\]")


_GLUE = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "my",
        "our",
        "your",
        "his",
        "her",
        "its",
        "their",
        "this",
        "that",
        "some",
        "any",
    ]
)


def _phrases(text: str, vocabulary: set[str]) -> list[str]:
    """Word runs of up to ``MAX_PHRASE_WORDS`` words inside each clause of ``text`` that
    neither start nor end with a small word and hold a word outside ``vocabulary`` (the
    tool's own words: "table" is what ``book_table`` books, not the restaurant)."""
    seen: dict[str, None] = {}
    for clause in _CLAUSE.split(text):
        words = _WORD.findall(clause)
        for size in range(1, MAX_PHRASE_WORDS + 1):
            for start in range(len(words) - size + 1):
                run = words[start : start + size]
                if run[0].casefold() in _GLUE or run[-1].casefold() in _GLUE:
                    continue
                if all(len(w) < 3 or stem(w.casefold()) in vocabulary for w in run):
                    continue
                if all(w.replace(".", "").isdigit() for w in run):
                    continue  # a piece of a date, a time or an amount
                seen.setdefault(" ".join(run), None)
    return list(seen)


_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_ORDINAL = r"(?:st|nd|rd|th)?"
_DATES = (
    # (pattern, group order as year, month, day)
    (re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b"), (1, 2, 3)),
    (re.compile(rf"\b(\d{{1,2}}){_ORDINAL}(?: of)? {_MONTH},? (\d{{4}})\b", re.I), (3, 2, 1)),
    (re.compile(rf"\b{_MONTH} (\d{{1,2}}){_ORDINAL},? (\d{{4}})\b", re.I), (3, 1, 2)),
)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def stated_dates(text: str) -> list[str]:
    """The ISO dates of the full dates ``text`` writes (2026-05-02, 2 May 2026, May 2nd, 2026)."""
    found: dict[str, None] = {}
    for pattern, (y, m, d) in _DATES:
        for match in pattern.finditer(text):
            month = match.group(m)
            number = int(month) if month.isdigit() else _MONTHS.index(month[:3].lower()) + 1
            try:
                day = date(int(match.group(y)), number, int(match.group(d)))
            except ValueError:
                continue
            found.setdefault(day.isoformat(), None)
    return list(found)


def _numbers(ground: Grounding, integer: bool) -> list[int | float]:
    values: dict[int | float, None] = {}
    for n in ground.quantities:
        if n == int(n):
            values.setdefault(int(n), None)
        elif not integer:
            values.setdefault(n, None)
    return list(values)


def stated_choices(
    schema: Mapping[str, Any], text: str, vocabulary: set[str] | None = None
) -> list[Any]:
    """The values of ``schema``'s type that ``text`` states (numbers, full dates, or
    short phrases for plain strings); empty when the type has none to offer."""
    ground = Grounding(text)
    kind = schema.get("type")
    if kind == "integer":
        values: list[Any] = _numbers(ground, integer=True)
    elif kind == "number":
        values = _numbers(ground, integer=False)
    elif kind == "string" and schema.get("format") == "date":
        values = stated_dates(text)
    elif kind == "string" and not ({"format", "pattern", "enum"} & schema.keys()):
        values = _phrases(text, vocabulary or set())
    else:
        return []
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is not None:
        values = [v for v in values if v >= low]
    if high is not None:
        values = [v for v in values if v <= high]
    return values[:MAX_CHOICES]


def _target(schema: dict[str, Any], path: str) -> dict[str, Any] | None:
    """The sub-schema at ``path`` (``a``, ``a.b``, ``a[0]``: a list item means the
    list's item schema), or None where the schema does not have it."""
    node: Any = schema
    for name, index in _PATH.findall(path):
        if index:
            node = node.get("items") if isinstance(node, dict) else None
        else:
            props = node.get("properties") if isinstance(node, dict) else None
            node = props.get(name) if isinstance(props, dict) else None
        if not isinstance(node, dict):
            return None
    return node if isinstance(node, dict) else None


def _leaves(value: Any, path: str) -> list[tuple[str, Any]]:
    if isinstance(value, Mapping):
        return [leaf for k, v in value.items() for leaf in _leaves(v, f"{path}.{k}" if path else k)]
    if isinstance(value, list):
        return [leaf for i, v in enumerate(value) for leaf in _leaves(v, f"{path}[{i}]")]
    return [(path, value)]


def _key(value: Any) -> Any:
    return value.casefold() if isinstance(value, str) else value


def restricted(
    parameters: Mapping[str, Any],
    paths: Sequence[str],
    text: str,
    arguments: Mapping[str, Any] | None = None,
    vocabulary: set[str] | None = None,
) -> dict[str, Any] | None:
    """``parameters`` with each of ``paths`` allowed only the values ``text`` states,
    or None when one of them has nothing stated to choose from.

    A value the call's other ``arguments`` already use (or a number inside one of
    them) is not offered: it was said for them, so a request that never states a
    value is asked about rather than given a number meant for another argument.
    ``vocabulary``: stems of the tool's own words, never offered alone as a string."""
    schema = copy.deepcopy(dict(parameters))
    others = [v for p, v in _leaves(arguments or {}, "") if p not in paths]
    # A number inside another value ("KL-482-Q") was said as part of that value.
    inside = [abs(n) for v in others if isinstance(v, str) for n in Grounding(v).quantities]
    used = {_key(v) for v in others} | set(inside)
    for path in paths:
        node = _target(schema, path)
        if node is None:
            return None
        words = node.get("type") == "string" and node.get("format") != "date"
        if words and not path.endswith("]"):
            return None  # a missing name or place is asked for, not picked from the words
        choices = [c for c in stated_choices(node, text, vocabulary) if _key(c) not in used]
        if not choices:
            return None
        kept = {k: v for k, v in node.items() if k in ("description", "title")}
        node.clear()
        node.update(kept, enum=choices)
    return schema
