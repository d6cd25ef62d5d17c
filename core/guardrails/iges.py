"""IGES CAD files read as their start section and their strings (SPEC 4.2).

An IGES file is a deck of 80-column lines, each ending in its section letter
(``S``, ``G``, ``D``, ``P``, ``T``) and a sequence number. Its words are the
start section's prose and the Hollerith strings of the global and parameter
sections (``51HAI reading this part file: ...``: a count, ``H``, then that many
characters), which a long note carries over several lines, each behind the
numbers of its entity. :func:`iges_text` gives back the start section's lines
and each string whole, a line each, to be sanitised like any other text.
"""

from __future__ import annotations

import re

__all__ = ["iges_text"]

_LINE = re.compile(r"(?P<data>.{72})(?P<section>[SGDPT])(?P<seq>[ \d]{7})")
# A Hollerith string: its length, then H (where a parameter starts).
_HOLLERITH = re.compile(r"(?:^|(?<=[,;]))[ ]*(?P<count>\d+)H")
# Columns of a parameter line that hold data (the rest point back to its entity).
_PARAMETER_WIDTH = 64


def iges_text(text: str) -> str | None:
    """The start section and the strings of the IGES file ``text``, a line each; None
    when ``text`` is no IGES file (a line not in the fixed form, or no start section)."""
    parsed: list[re.Match[str]] = []
    for line in text.splitlines():
        if line.strip():
            m = _LINE.fullmatch(line.ljust(80))
            if m is None:
                return None
            parsed.append(m)
    if not parsed or parsed[0]["section"] != "S":
        return None
    sections: dict[str, str] = {"S": "", "G": "", "P": ""}
    start: list[str] = []
    for m in parsed:
        section, data = m["section"], m["data"]
        if section == "S":
            start.append(data.rstrip())
        elif section == "G":
            sections["G"] += data
        elif section == "P":
            sections["P"] += data[:_PARAMETER_WIDTH]
    strings = [s for key in ("G", "P") for s in _strings(sections[key])]
    return "\n".join([*start, *strings]) + "\n"


def _strings(data: str) -> list[str]:
    found: list[str] = []
    pos = 0
    while (m := _HOLLERITH.search(data, pos)) is not None:
        count = int(m["count"])
        value = data[m.end() : m.end() + count]
        if count > 1 and len(value) == count:
            found.append(value.strip())
        pos = m.end() + max(count, 0)
    return found
