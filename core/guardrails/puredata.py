"""Pure Data patches read as their records, comments as text (SPEC 4.2).

A Pure Data patch (``#N canvas ...;`` then ``#X obj ...;``, ``#X text ...;``
records) wraps a long comment over several lines, escapes its commas and
semicolons (``\\,`` ``\\;``) and puts the comment's position in front of its words
(``#X text 20 40 The radio club ...``). :func:`puredata_records` gives back a
line per record: a comment as its words alone, the other records as they stand,
joined onto one line, to be sanitised like any other text.
"""

from __future__ import annotations

import re

__all__ = ["puredata_records"]

_START = re.compile(r"\s*#N canvas\b")
# A record ends at a semicolon that no backslash escapes.
_RECORD_END = re.compile(r"(?<!\\);")
_COMMENT = re.compile(r"#X text -?\d+ -?\d+ (?P<words>.*?)(?:, f \d+)?", re.S)
_ESCAPED = re.compile(r"\\([,;$])")


def puredata_records(text: str) -> str | None:
    """The records of the Pure Data patch ``text``, a line each, comments as their words;
    None when ``text`` is no patch (no ``#N canvas`` record first)."""
    if not _START.match(text):
        return None
    lines: list[str] = []
    for record in _RECORD_END.split(text):
        record = " ".join(record.split())
        if not record:
            continue
        comment = _COMMENT.fullmatch(record)
        words = comment.group("words") if comment else record
        lines.append(_ESCAPED.sub(r"\1", words).replace(" ,", ","))
    return "\n".join(lines) + "\n"
