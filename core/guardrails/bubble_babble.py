"""Bubble Babble, the byte encoding ``ssh-keygen -B`` prints (SPEC 4.2).

Antti Huima's Bubble Babble writes bytes as pronounceable five-letter groups
("xesef-disof-gytuf-katof-movif-baxux"): each pair of bytes becomes vowel,
consonant, vowel, consonant, dash, consonant, with a checksum folded into the
vowels. A page can hide an order in it as well as in base64; this module reads it
back to text for the other detectors.
"""

from __future__ import annotations

import re

__all__ = ["BUBBLE_BABBLE", "bubble_babble"]

_VOWELS = "aeiouy"
_CONSONANTS = "bcdfghklmnprstvzx"
_V = f"[{_VOWELS}]"
_C = f"[{_CONSONANTS}]"
# "x", then full rounds ("imel-f"), then the last round ("ovu" or "oxu") and "x".
BUBBLE_BABBLE = re.compile(rf"\bx(?:{_V}{_C}{_V}{_C}-{_C}){{3,}}{_V}{_C}{_V}x\b")


def _byte(vowel1: str, consonant: str, vowel2: str, check: int) -> int:
    high = (_VOWELS.index(vowel1) - check) % 6
    low = (_VOWELS.index(vowel2) - check // 6) % 6
    middle = _CONSONANTS.index(consonant)
    if high > 3 or low > 3 or middle > 15:
        raise ValueError("not Bubble Babble")
    return high << 6 | middle << 2 | low


def bubble_babble(blob: str) -> str | None:
    """The text ``blob`` encodes, or ``None`` when it is not valid Bubble Babble of
    printable UTF-8."""
    body = blob[1:-1]
    data = bytearray()
    check = 1
    try:
        while len(body) > 3:
            first = _byte(body[0], body[1], body[2], check)
            second = _CONSONANTS.index(body[3]) << 4 | _CONSONANTS.index(body[5])
            if body[4] != "-" or second > 255:
                return None
            data += bytes((first, second))
            check = (check * 5 + first * 7 + second) % 36
            body = body[6:]
        if body[1] != "x":
            data.append(_byte(body[0], body[1], body[2], check))
        elif body[0] + body[2] != _VOWELS[check % 6] + _VOWELS[check // 6]:
            return None  # the checksum of an even number of bytes does not fit
        text = data.decode("utf-8")
    except (ValueError, IndexError, UnicodeDecodeError):
        return None
    return text if all(c.isprintable() or c.isspace() for c in text) else None
