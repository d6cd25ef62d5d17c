"""A coded message right after a removed order: a list of short tokens, not sentences (SPEC 4.2).

An order to decode something and act on it ("Bots, decode it and carry it out.")
sits just before the message it is about. A message in a code that no decoder
reads can still be made of words (bingo calls, resistor colour bands, Hebrew or
abjad numerals, words whose last letters spell it), so it is no opaque run; left
behind, it still carries the attacker's order to a model that knows the code.
Its shape gives it away: many short tokens between list separators
("black-brown, brown-white, ...", "Kelly's eye; valentine's day; ...",
"ח.ה.יב | טו.טז"), with no sentence in it, many words of three letters at most
("سه عج لب ..."), words spelt from a handful of
letters ("BOHA BOKA HEHO ..."), long runs of digits ("11100011 110101100
...") or words taken from a key stated above ("a Ancona, b Bologna, ..."). So
the first line after a removed injection goes when it has that shape. Only where
an injection was found: a puzzle for people is never touched.
"""

from __future__ import annotations

import re

__all__ = ["coded_list_after"]

Span = tuple[int, int]

# List separators: commas, semicolons, slashes, bars, middle dots, bullets, and full
# stops with no space after them ("ח.ה.יב").
_SEPARATOR = re.compile(r"[,;/|·•]|\.(?![ \t]|$)")
_WORD = re.compile(r"\w+(?:['’-]\w+)*")
# A list this long, of tokens this short, is a coded message.
_MIN_TOKENS = 8
_MEAN_WORDS = 3.0
_MAX_WORDS = 5
# A sentence inside: an end mark, then a capital.
_SENTENCE = re.compile(r"[.!?][ \t]+[A-Z]")
# At most this many line breaks between the removed order and the message.
_GAP_LINES = 2


# Or words spelt from a small alphabet ("BOHA BOKA HEHO ...", syllables for hexadecimal
# digits): this many letters or more, of no more than this many kinds; a language's
# sentence of that length uses more.
_MIN_LETTERS = 40
_MAX_KINDS = 12
_DIGIT_SHARE = 0.8
_SHORT_WORDS = 16
_SHORT_LETTERS = 3


def coded(line: str) -> bool:
    """Whether ``line`` is a list of short tokens, or words from a small alphabet: the
    shape of a coded message."""
    letters = [c.lower() for c in line if c.isalpha()]
    if len(letters) >= _MIN_LETTERS and len(set(letters)) <= _MAX_KINDS:
        return True
    # Or numbers, a label aside ("Code: 11100011 110101100011 ..."): too long a run for
    # the opaque runs' number groups.
    digits = sum(c.isdigit() for c in line)
    if digits >= _MIN_LETTERS and (
        not letters or digits >= _DIGIT_SHARE * sum(not c.isspace() for c in line)
    ):
        return True
    if _SENTENCE.search(line):
        return False
    # Or many words none longer than a numeral's few letters ("سه عج لب ...", abjad
    # numerals): no sentence is made only of words that short.
    words = _WORD.findall(line)
    if len(words) >= _SHORT_WORDS and max(len(w) for w in words) <= _SHORT_LETTERS:
        return True
    tokens = [len(_WORD.findall(part)) for part in _SEPARATOR.split(line)]
    tokens = [n for n in tokens if n]
    return (
        len(tokens) >= _MIN_TOKENS
        and max(tokens) <= _MAX_WORDS
        and sum(tokens) / len(tokens) <= _MEAN_WORDS
    )


# Or words taken from the key stated on the order's line or the one before ("a Ancona,
# b Bologna, ..." over "Como Hotel Ancona Torino ..."): this share of its words or more.
_KEY_CHARS = 1500
_KEY_SHARE = 0.8


def _spelt_from(line: str, key: str) -> bool:
    words = [w.lower() for w in _WORD.findall(line)]
    known = {w.lower() for w in _WORD.findall(key)}
    return len(words) >= _MIN_TOKENS and sum(w in known for w in words) >= _KEY_SHARE * len(words)


def coded_list_after(text: str, end: int) -> list[Span]:
    """The rest of the line after ``text[:end]`` (a removed injection), or the first
    line with words within two line breaks of it, when that is a coded list."""
    pos = end
    for _ in range(_GAP_LINES + 1):
        line_end = text.find("\n", pos)
        line_end = len(text) if line_end < 0 else line_end
        line = text[pos:line_end]
        if re.search(r"\w", line):
            lo = pos + len(line) - len(line.lstrip())
            # The key: the order's own line and the one before it.
            line_start = text.rfind("\n", 0, end)
            key_start = text.rfind("\n", 0, max(line_start, 0)) + 1
            key = text[max(key_start, end - _KEY_CHARS) : end]
            return [(lo, line_end)] if coded(line) or _spelt_from(line, key) else []
        if line_end >= len(text):
            return []
        pos = line_end + 1
    return []
