"""DIF spreadsheets read as the table they hold (SPEC 4.2).

The Data Interchange Format (``TABLE`` / ``0,1`` / ``"title"``, then ``VECTORS``,
``TUPLES``, ``LABEL``, ``COMMENT`` headers and a ``DATA`` section) writes every
cell as two lines of its own: ``1,0`` then ``"text"`` for a string, ``0,21.4``
then ``V`` for a number, and ``-1,0`` / ``BOT`` to begin a row. A sentence in
one cell and the call it announces in the next never stand together for the
detectors, and a cell's quotation marks read as a quotation. :func:`dif_text`
gives the file back as its header strings, a line each, and its rows, a line
each with `` | `` between the cells, to be sanitised like any other text.
"""

from __future__ import annotations

import re

__all__ = ["dif_text"]

_START = re.compile(r'\s*TABLE\s*\r?\n\s*0\s*,\s*\d+\s*\r?\n\s*"')
_HEADERS = frozenset({"TABLE", "VECTORS", "TUPLES", "LABEL", "COMMENT", "SIZE", "PERIODICITY"})
_SPECIAL = frozenset({"BOT", "EOD"})


def _string(line: str) -> str:
    line = line.strip()
    if len(line) > 1 and line[0] == line[-1] == '"':
        line = line[1:-1]
    return line.replace('""', '"')


def dif_text(text: str) -> str | None:
    """The strings and rows of the DIF file ``text``; None when it is no DIF file."""
    if not _START.match(text):
        return None
    lines = text.splitlines()
    out: list[str] = []
    row: list[str] | None = None
    i = 0
    while i < len(lines):
        head = lines[i].strip()
        if head in _HEADERS and i + 2 < len(lines):
            value = _string(lines[i + 2])
            if value:
                out.append(value)
            i += 3
            continue
        if head == "DATA":
            i += 3
            continue
        kind, _, number = head.partition(",")
        if i + 1 >= len(lines):
            break
        second = lines[i + 1].strip()
        if kind == "-1" and second in _SPECIAL:
            if row:
                out.append(" | ".join(row))
            row = [] if second == "BOT" else None
        elif kind == "1" and row is not None:
            row.append(_string(second))
        elif kind == "0" and row is not None:
            row.append(number.strip() if second == "V" else second)
        i += 2
    if row:
        out.append(" | ".join(row))
    return "\n".join(out) + "\n" if out else None
