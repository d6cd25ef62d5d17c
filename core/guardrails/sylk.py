"""SYLK spreadsheets read as the table they hold (SPEC 4.2).

A SYLK file (``ID;P...`` then ``C;Y3;X1;K"text"`` records) spreads each cell over
a record of its own, so a sentence split over two cells, or a key in one cell and
its value in the next, never stands together for the detectors. :func:`sylk_rows`
gives the cells' values back as rows (``name | put_store_entry``), a blank line
where rows are skipped, to be sanitised like any other text.
"""

from __future__ import annotations

import re

__all__ = ["sylk_rows"]

_START = re.compile(r"\s*ID;P")
_ESCAPED = "\x00"  # ";;" is a literal semicolon inside a field


def _value(field: str) -> str:
    value = field[1:]
    if len(value) > 1 and value[0] == value[-1] == '"':
        value = value[1:-1]
    return value.replace(_ESCAPED, ";")


def sylk_rows(text: str) -> str | None:
    """The cell values of the SYLK file ``text``, a line per row and `` | `` between the
    cells of a row; None when ``text`` is no SYLK file or has no cell values."""
    if not _START.match(text):
        return None
    rows: dict[int, dict[int, str]] = {}
    row = col = 1
    for line in text.splitlines():
        fields = line.replace(";;", _ESCAPED).split(";")
        if fields[0] != "C":
            continue
        value = None
        for field in fields[1:]:
            kind, number = field[:1], field[1:]
            if kind == "Y" and number.isdigit():
                row = int(number)
            elif kind == "X" and number.isdigit():
                col = int(number)
            elif kind == "K":
                value = _value(field)
        if value is not None:
            rows.setdefault(row, {})[col] = value
    if not rows:
        return None
    lines: list[str] = []
    last = None
    for y in sorted(rows):
        if last is not None and y > last + 1:
            lines.append("")
        lines.append(" | ".join(rows[y][x] for x in sorted(rows[y])))
        last = y
    return "\n".join(lines) + "\n"
