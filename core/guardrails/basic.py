"""BASIC listings read as what they say and print (SPEC 4.2).

A numbered BASIC listing (``10 REM ...``, ``120 PRINT "..."``) puts a line number
and a keyword before every line of its words, and a message printed over several
``PRINT`` statements stands in pieces, each in quotation marks, for the
detectors. :func:`basic_text` gives the listing back a line per statement: a
remark as its words, a ``PRINT`` as the strings it prints, any other statement as
it is written, line numbers left out, to be sanitised like any other text.
"""

from __future__ import annotations

import re

__all__ = ["basic_text"]

_NUMBERED = re.compile(r"^[ \t]*\d{1,5}[ \t]+(?P<statement>\S[^\n]*)$", re.M)
_KEYWORD = re.compile(r"(?:REM|PRINT|LET|GOTO|GOSUB|IF|FOR|NEXT|DATA|READ|DIM|INPUT|END|MODE)\b")
_REMARK = re.compile(r"(?:REM\b|')[ \t]?(?P<words>.*)", re.I)
_PRINT = re.compile(r"(?:PRINT\b|\?)(?P<rest>.*)", re.I)
_STRING = re.compile(r'"([^"]*)"')
_MIN_LINES = 3


def basic_text(text: str) -> str | None:
    """The statements of the BASIC listing ``text``, a line each (see the module's
    docstring); None when ``text`` is no numbered listing."""
    if not _NUMBERED.match(text.lstrip("\n")):
        return None  # no numbered first line: not a listing (rules out most pages at once)
    lines = [line for line in text.splitlines() if line.strip()]
    numbered = [_NUMBERED.match(line) for line in lines]
    if len(lines) < _MIN_LINES or not all(numbered):
        return None
    statements = [m["statement"] for m in numbered if m is not None]
    if sum(bool(_KEYWORD.match(s)) for s in statements) * 2 < len(statements):
        return None
    out = []
    for statement in statements:
        if remark := _REMARK.match(statement):
            out.append(remark["words"])
        elif printed := _PRINT.match(statement):
            out.append(" ".join(_STRING.findall(printed["rest"])))
        else:
            out.append(statement)
    return "\n".join(out) + "\n"
