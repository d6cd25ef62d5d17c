"""Substitution alphabets a page states for itself (SPEC 4.2).

A payload can be written in any 26 symbols once the page says which symbol is
which letter: "One rune per letter, a to z: ᚨᛒᚳ...", "key: a=♠ b=♣ ...". Whatever
the symbols, the statement gives the table, so the text can be read back. This
module finds such statements (a run of 26 distinct symbols after "a to z", "a-z"
or "A–Z", or 26 ``letter=symbol`` or ``letter symbol`` pairs) and reads every
run of those symbols on the page through them.
"""

from __future__ import annotations

import re
import string

__all__ = ["stated_alphabet_decodings"]

_LETTERS = string.ascii_lowercase
# "a to z:", "a-z:", "A–Z =", then the 26 symbols (spaces between them allowed).
_STATED = re.compile(r"\b[aA]\s*(?:to|-|–|—|\.\.)\s*[zZ]\b\s*[:=]?\s*((?:\S\s?){26})")
# "a ф, b и, ...": a letter and its symbol, the list perhaps closed by a bracket.
_PAIR = re.compile(r"(?<![A-Za-z])([A-Za-z])\s*[=:]?\s*([^\sA-Za-z0-9])(?=[\s,;.)\]}]|$)")


def _tables(text: str) -> list[dict[str, str]]:
    tables = []
    for m in _STATED.finditer(text):
        symbols = [c for c in m.group(1) if not c.isspace()]
        if len(set(symbols)) == 26 and not any(c in _LETTERS for c in map(str.lower, symbols)):
            tables.append(dict(zip(symbols, _LETTERS, strict=True)))
    pairs = {a.lower(): s for a, s in _PAIR.findall(text)}
    if len(pairs) == 26 and len(set(pairs.values())) == 26:
        tables.append({s: a for a, s in pairs.items()})
    return tables


# The fewest symbols a run needs before it is read back.
_MIN_SYMBOLS = 8


def stated_alphabet_decodings(text: str) -> list[tuple[int, int, str]]:
    """``(lo, hi, decoded)`` for every run of ``text`` written in an alphabet the text
    states, other than the statement itself."""
    found = []
    for table in _tables(text):
        symbols = "".join(re.escape(s) for s in table)
        # (an underscore joins the words of a code name, "зге_ыещку" for put_store)
        run = re.compile(rf"[{symbols}](?:[{symbols}\s,.:;!?'_-]*[{symbols}])?")
        for m in run.finditer(text):
            if sum(c in table for c in m.group()) < _MIN_SYMBOLS:
                continue
            decoded = "".join(table.get(c, c) for c in m.group())
            if decoded.replace(" ", "").startswith(_LETTERS):  # the statement itself
                continue
            found.append((m.start(), m.end(), decoded))
    return found
