"""Latin text typed with another keyboard layout, or font, switched on (SPEC 4.2).

"фыышыефте" is "assistant" typed on a Russian keyboard; "ㅁㄴㄴㅑㄴㅅ" the same on a
Korean one; "αι ρεαδινγ" is "ai reading" in the Symbol font. A model reads such a
line back; a sentence detector sees a word of another script. :func:`retyped` maps a
segment back through each known layout, key for key, and gives the readings that
turn no language into English.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["LAYOUTS", "retyped"]

_QWERTY = "qwertyuiopasdfghjklzxcvbnm"
# What each layout types on the keys of ``_QWERTY``, in that order.
LAYOUTS = {
    "jcuken": "йцукенгшщзфывапролдячсмить",
    "dubeolsik": "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ",
    "greek": ";ςερτυθιοπασδφγηξκλζχψωβνμ",
    "symbol-font": "θωερτψυιοπασδφγηϕκλζξχϖβνμ",
    "hebrew": "/'קראטוןםפשדגכעיחלךזסבהנמצ",
}
_TABLES = {
    name: str.maketrans({k: q for k, q in zip(keys, _QWERTY, strict=True) if k != q})
    for name, keys in LAYOUTS.items()
}
# The capitals of the Cyrillic and Greek layouts type the same letters.
for _name in ("jcuken", "greek", "symbol-font"):
    _TABLES[_name].update(
        {ord(k.upper()): q.upper() for k, q in zip(LAYOUTS[_name], _QWERTY, strict=True)}
    )
_MIN_KEYS = 8


def retyped(segment: str, reads_better: Callable[[str, str], bool]) -> list[tuple[str, str]]:
    """``(layout, text)`` for each layout that types ``segment`` back on a Latin keyboard
    into English: eight or more of its characters are keys of the layout, and
    ``reads_better`` says the reading turns no language into English (the Greek
    layouts differ in a few keys, so more than one may)."""
    found = []
    for name, table in _TABLES.items():
        if sum(ord(c) in table for c in segment) >= _MIN_KEYS:
            plain = segment.translate(table)
            if reads_better(segment, plain):
                found.append((name, plain))
    return found
