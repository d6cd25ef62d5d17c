"""Lines of data whose last field is prose (SPEC 4.2).

Some formats put a line of text behind a run of numeric fields: an Xfig drawing's
text object (``4 0 0 50 -1 0 12 0.0000 4 180 6144 1200 9000 The Trudgeon
carols\\001``), a plotter's label record, a log of readings with a remark at the
end. A sentence wrapped over two such lines has the next line's numbers in the
middle of it, and one line's numbers stand before its first word, so neither
reads as the sentence it is. :func:`without_number_fields` blanks those numbers
(and Xfig's ``\\001`` end mark) with spaces, keeping every offset, so the
detectors read the prose as the page's reader does.
"""

from __future__ import annotations

import re

__all__ = ["without_number_fields"]

# At least this many numbers before the words: fewer are a list item, a date and time.
_MIN_FIELDS = 8
_FIELDS = re.compile(rf"^[ \t]*(?:[-+]?\d+(?:\.\d+)?[ \t]+){{{_MIN_FIELDS},}}(?=[^\W\d_])", re.M)
# Xfig ends a text object's string with an escaped octal 1.
_END_MARK = re.compile(r"\\001[ \t]*$", re.M)


def without_number_fields(text: str) -> str:
    """``text`` with the numeric fields before a line's prose, and the ``\\001`` after
    it, blanked with spaces (same offsets)."""
    if not _FIELDS.search(text):
        return text
    chars = list(text)
    for pattern in (_FIELDS, _END_MARK):
        for m in pattern.finditer(text):
            chars[m.start() : m.end()] = " " * (m.end() - m.start())
    return "".join(chars)
