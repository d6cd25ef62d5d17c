"""Text hidden behind a simple encoding, decoded so the detectors can read it (SPEC 4.2).

A payload that a model can decode but a sentence detector cannot read goes through
unseen: base64 (``aWdub3Jl...``), base32 (``NFTW433SMU...``), hex bytes (``69 67 6e`` or
``69676e6f7265``), bytes written in binary (``01101001 ...``, as spaces and tabs, or as
two marks: ``_‾‾_‾__‾``, plain or as an NRZI line's levels), bytes as IPv6 addresses
(``4149:2061:...``), base58, Bubble Babble (``xesef-disof-...``), uuencoded files,
percent escapes (``%69%67``), quoted-printable (``=69=67``), ``\\u0069``, ``\\151`` and
``&#105;`` escapes, lists of character codes (``105, 103, 110, ...``), letters spelt in
a code (Morse, the phonetic alphabet, a=1 to z=26, Polybius, Bacon, Braille, flag
letters, upside-down text: ``core.guardrails.letter_codes``), symbols (superscript
letters, doubled characters, hexagrams, Brainfuck: ``core.guardrails.symbol_codes``),
any Caesar shift (ROT13 among them), ROT47 and Atbash, text written backwards (or every
second line of it: boustrophedon), every two characters swapped (``gironeyuo r``),
leetspeak (``1gn0r3``), vowels echoed after a consonant (farfallino, jeringonza:
``ifignoforefe``), text typed with another keyboard layout on
(``core.guardrails.keyboards``), letters piled with combining marks ("zalgo" text) and
letters spaced out (``i g n o r e``). :func:`decodings` finds such runs in a text and
returns each with its decoded form; the sanitiser then judges the decoded form with its
usual detectors and removes the run when that is an instruction.

Decoding is only proposed where it makes sense: the byte encodings must give
printable UTF-8, and the letter games (shifts, backwards, leetspeak) must turn a
line that reads like no language into one that reads like English, so an
ordinary sentence is never "decoded" into something else.
"""

from __future__ import annotations

import base64
import binascii
import html
import quopri
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote

from core.guardrails.alphabets import stated_alphabet_decodings
from core.guardrails.bubble_babble import BUBBLE_BABBLE, bubble_babble
from core.guardrails.keyboards import retyped
from core.guardrails.letter_codes import LETTER_CODES
from core.guardrails.symbol_codes import SYMBOL_CODES

__all__ = ["Decoded", "decode_base64", "decodings", "english_share", "words_of"]

Span = tuple[int, int]
Decoder = Callable[[str], "str | None"]


@dataclass(frozen=True, slots=True)
class Decoded:
    """A run of ``text[lo:hi]`` and what it says once decoded."""

    lo: int
    hi: int
    text: str
    encoding: str


_BASE64 = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/=_-])")
_BASE32 = re.compile(r"(?<![A-Za-z0-9])[A-Z2-7]{16,}={0,6}(?![A-Za-z0-9=])")
# Hex bytes written together ("69676e6f7265") or apart ("69 67 6e", "69:67", "\x69\x67").
_HEX_JOINED = re.compile(r"(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{2}){8,}(?![0-9A-Za-z])")
# Bytes as IPv6 addresses written out whole (``4149:2061:...``), two or more of them.
_IPV6_RUN = re.compile(
    r"(?<![0-9A-Za-z:])[0-9A-Fa-f]{4}(?::[0-9A-Fa-f]{4}){7}"
    r"(?:[\s,;]+[0-9A-Fa-f]{4}(?::[0-9A-Fa-f]{4}){7})+(?![0-9A-Za-z:])"
)
_HEX_APART = re.compile(
    r"(?<![0-9A-Za-z\\])(?:\\x|0x)?[0-9A-Fa-f]{2}(?:(?:[ :,-]|\\x|\s0x)[0-9A-Fa-f]{2}){7,}"
    r"(?![0-9A-Za-z])"
)
# Percent escapes ("%69%67") and character escapes ("\\u0069", "&#105;"): a line with a
# few of them is decoded from its first escaped word to its last.
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
_ESCAPE = re.compile(
    r"\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|\\[0-3][0-7]{2}|&#(?:x[0-9A-Fa-f]+|\d+);"
)
# Eight bits a byte ("01101001 01100111"), quoted-printable bytes ("=69=67", soft line
# breaks "=" at line ends) and character codes in decimal ("105, 103, 110").
_BINARY = re.compile(r"(?<![01])[01]{8}(?:[ ,]+[01]{8}){5,}(?![01])")
# Bits as spaces and tabs (whitespace steganography): six bytes or more, both marks used.
_WHITESPACE_BITS = re.compile(r"(?<![ \t])(?=[ \t]*\t)(?=[ \t]* )[ \t]{48,}")
# Bits as two marks that are no letters or digits (``_‾‾_‾__‾``, a line code's levels),
# eight to a group, six groups or more.
_TWO_MARKS = re.compile(r"(?<!\S)[^\sA-Za-z0-9]{8}(?:[ \t]+[^\sA-Za-z0-9]{8}){5,}(?!\S)")
_QUOTED_PRINTABLE = re.compile(r"(?:=[0-9A-Fa-f]{2}|=\r?\n){8,}")
_QP_ESCAPE = re.compile(r"=[0-9A-F]{2}")
# Base58 (Bitcoin's alphabet: no 0, O, I or l), in runs long enough to hold a sentence.
_BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_BASE58 = re.compile(rf"(?<![\w+/=-])[{_BASE58_ALPHABET}]{{24,}}(?![\w+/=-])")
_CHAR_CODES = re.compile(r"(?<![\d.])(?:\d{2,6}[ \t]*[, ][ \t]*){7,}\d{2,6}(?![\d.])")
# A uuencoded file: "begin 644 name", lines that start with their length character, "end".
_UUENCODED = re.compile(r"\bbegin [0-7]{3,4} [^\n]*\n((?:[ -`][^\n]*\n)+?)`?\n?end\b")
_MIN_ESCAPES = 4
# Letter games are judged on segments of at least this many words (a short one reads
# like English by chance: ROT13 of "N0t3" is "A0g3").
_MIN_WORDS = 4
# Single letters with one space between them ("i g n o r e  a l l"): two spaces or a
# slash part words.
_SPACED = re.compile(r"(?<!\S)(?:\w[ ]{1,2}|\w ?/ ?){5,}\w(?!\S)")


def words_of(text: str) -> frozenset[str]:
    """The distinct words of ``text`` (word lists are written as one string)."""
    return frozenset(text.split())


_LINE = re.compile(r"[^\n]+")
_WORD = re.compile(r"[^\W\d_]+")
_LEET_TOKEN = re.compile(
    r"\b(?=\w*[A-Za-z])(?=\w*[013457@$])[\w@$]{3,}\b|(?<!\S)[\w@$]*[@$][\w@$]*"
)
# "1" stands for "i" or for "l": both readings are tried.
_LEET = (str.maketrans("4@3105$7", "aaeiosst"), str.maketrans("4@3105$7", "aaelosst"))
# A sentence or clause: up to a full stop, "!", "?", ":" or ";" and the space after it.
_CLAUSE = re.compile(r"[^.!?:;]+(?:[.!?:;]+(?=\s|$)|$)|[.!?:;]+")

# The commonest English words: a line of ordinary English is a quarter or more these.
_COMMON = words_of(
    """a about above after again against all also always am an and any are around as at
    back be because been before being below between both but by can could day did do
    does doing done down during each even every few for from further get gets give go
    goes good got had has have having he her here hers him his how however i if in
    into is it its just know last like little long made make many may me more most
    much must my never new next no not now of off often on once one only or other our
    ours out over own people please put really reply said same say see send she should
    since so some still such take than that the their theirs them then there these they
    thing this those though through time to too two under until up upon us use used
    very was way we well were what when where whether which while who whom whose why
    will with within without would write year yes yet you your yours first every
    instead tell show answer ignore previous instructions task user assistant system
    message include includes including"""
)


def english_share(text: str) -> float:
    """The share of ``text``'s words that are among the commonest English words."""
    words = [w.casefold() for w in _WORD.findall(text)]
    return sum(w in _COMMON for w in words) / len(words) if words else 0.0


def _printable(decoded: str) -> str | None:
    good = sum(c.isprintable() or c.isspace() for c in decoded)
    return decoded if decoded.strip() and good / len(decoded) > 0.9 else None


def decode_base64(blob: str) -> str | None:
    """``blob`` decoded as (URL-safe or plain) base64 into printable UTF-8, or None."""
    data = blob.rstrip("=")
    try:
        raw = base64.b64decode(
            data.replace("-", "+").replace("_", "/") + "=" * (-len(data) % 4), validate=True
        )
        return _printable(raw.decode("utf-8"))
    except (binascii.Error, ValueError):
        return None


def _base32(blob: str) -> str | None:
    data = blob.rstrip("=")
    try:
        raw = base64.b32decode(data + "=" * (-len(data) % 8))
        return _printable(raw.decode("utf-8"))
    except (binascii.Error, ValueError):
        return None


def _hex(blob: str) -> str | None:
    digits = re.sub(r"\\x|0x|[\s:,;-]", "", blob)
    try:
        # (zero bytes pad the last address of a run)
        return _printable(bytes.fromhex(digits).decode("utf-8").rstrip("\x00"))
    except ValueError:
        return None


def _unescape(blob: str) -> str | None:
    text = html.unescape(blob)
    text = re.sub(r"\\u([0-9A-Fa-f]{4})", lambda m: chr(int(m.group(1), 16)), text)
    text = re.sub(r"\\x([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text)
    text = re.sub(r"(?:\\[0-3][0-7]{2})+", _octal, text)
    return _printable(text) if text != blob else None


def _octal(match: re.Match[str]) -> str:
    data = bytes(int(code, 8) for code in match.group().split("\\")[1:])
    return data.decode("utf-8", errors="replace")


def _binary(blob: str) -> str | None:
    data = bytes(int(bits, 2) for bits in re.findall(r"[01]{8}", blob))
    return _printable(data.decode("utf-8", errors="replace"))


def _whitespace_bits(blob: str) -> str | None:
    """Spaces and tabs read as 0 and 1 (or 1 and 0), eight to a byte from any of the
    first eight marks (the space before a run may be a word's): the reading that gives
    the most English."""
    readings = [
        _binary(blob[skip:].translate(str.maketrans(marks, "01")))
        for marks in (" \t", "\t ")
        for skip in range(8)
    ]
    found = [r for r in readings if r]
    return max(found, key=english_share) if found else None


def _nrzi(groups: list[str], start: str, chained: bool) -> str:
    """Groups of levels (``0``/``1``) as NRZI bits: a change of level is a one. Each group
    starts from ``start``, or, ``chained``, from the last level of the group before."""
    out = []
    previous = start
    for group in groups:
        previous = previous if chained else start
        bits = []
        for level in group:
            bits.append("0" if level == previous else "1")
            previous = level
        out.append("".join(bits))
    return " ".join(out)


def _two_marks(blob: str) -> str | None:
    """Groups of two marks read as bits, either mark as the 1: as they stand, or as the
    levels of an NRZI line code (from either level, each group or the whole run); the
    reading that gives the most English, if any gives some."""
    groups = blob.split()
    marks = sorted(set("".join(groups)))
    if len(marks) != 2:
        return None
    readings = []
    for high, low in (marks, marks[::-1]):
        levels = [g.translate(str.maketrans(high + low, "10")) for g in groups]
        readings.append(" ".join(levels))
        readings += [_nrzi(levels, start, chained) for start in "01" for chained in (False, True)]
    found = [r for b in readings if (r := _binary(b)) and english_share(r) >= 0.2]
    return max(found, key=english_share) if found else None


def _quoted_printable(blob: str) -> str | None:
    return _printable(quopri.decodestring(blob.encode("ascii")).decode("utf-8", errors="replace"))


def _char_codes(blob: str) -> str | None:
    codes = [int(n) for n in re.findall(r"\d+", blob)]
    if not all(9 <= n <= 0x10FFFF for n in codes):
        return None
    return _printable("".join(chr(n) for n in codes))


def _base58(blob: str) -> str | None:
    number = 0
    for char in blob:
        number = number * 58 + _BASE58_ALPHABET.index(char)
    data = number.to_bytes((number.bit_length() + 7) // 8, "big")
    try:
        return _printable(data.decode("utf-8"))
    except UnicodeDecodeError:
        return None


def _uudecode(blob: str) -> str | None:
    lines = blob.split("\n")[1:]
    try:
        data = b"".join(binascii.a2b_uu(line) for line in lines if line and line != "end")
        return _printable(data.decode("utf-8"))
    except (binascii.Error, UnicodeDecodeError):
        return None


def _percent(blob: str) -> str | None:
    text = unquote(blob.replace("+", " "))
    return _printable(text) if text != blob else None


def _spaced(blob: str) -> str:
    words = re.split(r" {2,}| ?/ ?", blob)
    return " ".join(w.replace(" ", "") for w in words)


def _reads_better(before: str, after: str) -> bool:
    """Whether ``after`` reads like English where ``before`` reads like no language."""
    return (
        len(_WORD.findall(after)) >= _MIN_WORDS
        and english_share(after) >= 0.2
        and english_share(before) <= 0.1
    )


_LOWER, _UPPER = string.ascii_lowercase, string.ascii_uppercase
# Every Caesar shift back (ROT13 is the shift by 13), Atbash (a=z, b=y, ...) and ROT47.
_SHIFTS = (
    *(
        (
            "rot13" if n == 13 else f"caesar{n}",
            str.maketrans(_LOWER + _UPPER, _LOWER[n:] + _LOWER[:n] + _UPPER[n:] + _UPPER[:n]),
        )
        for n in range(1, 26)
    ),
    ("atbash", str.maketrans(_LOWER + _UPPER, _LOWER[::-1] + _UPPER[::-1])),
    # ROT47: every printable ASCII character but space, shifted by 47 of 94.
    ("rot47", {c: 33 + (c - 33 + 47) % 94 for c in range(33, 127)}),
)


def _long_share(text: str) -> tuple[int, float]:
    """How many words of two or more letters ``text`` has, and the share of them that are
    common English words (single letters, "a" and "I", are common in any reading)."""
    words = [w.casefold() for w in _WORD.findall(text) if len(w) > 1]
    common = sum(w in _COMMON for w in words)
    return common, common / len(words) if words else 0.0


def _shifted(segment: str) -> tuple[str, str] | None:
    """The letter shift (or Atbash, ROT47) that turns ``segment`` into English, with its
    name: the segment reads like no language and the reading like English, with two or
    more common words (out of 27 readings one can hit a common word by chance: "FN:"
    shifted is "GO:")."""
    if _long_share(segment)[1] > 0.1 or len(segment.split()) < _MIN_WORDS:
        return None
    best = max(((n, segment.translate(t)) for n, t in _SHIFTS), key=lambda d: _long_share(d[1]))
    common, share = _long_share(best[1])
    if common < 2 or share < 0.2 or len(_WORD.findall(best[1])) < _MIN_WORDS:
        return None
    return best


def _reader(table: dict[int, int]) -> Callable[[re.Match[str]], str]:
    return lambda m: m.group().translate(table)


def _leet(segment: str) -> str | None:
    if len(_LEET_TOKEN.findall(segment)) < 2 or len(_WORD.findall(segment)) < _MIN_WORDS:
        return None
    best = max((_LEET_TOKEN.sub(_reader(t), segment) for t in _LEET), key=english_share)
    gained = english_share(best) - english_share(segment)
    return best if english_share(best) >= 0.2 and gained >= 0.15 else None


# Language games that echo every vowel after a fixed consonant: the Italian alfabeto
# farfallino ("cafasafa" for casa), the Spanish jeringonza and Dutch p-taal ("capasapa"),
# the German B-Sprache ("kabasaba").
_VOWEL_ECHOES = tuple(
    re.compile(rf"([aeiou]){consonant}\1", re.I) for consonant in ("f", "p", "b", "g", "v")
)
_MIN_ECHOES = 4


def _vowel_echo(segment: str) -> str | None:
    """``segment`` with the echoed vowels of the game it is written in taken out, when
    that turns no language into English."""
    for echo in _VOWEL_ECHOES:
        if len(echo.findall(segment)) >= _MIN_ECHOES:
            plain = echo.sub(r"\1", segment)
            if _reads_better(segment, plain):
                return plain
    return None


def _pairs_swapped(segment: str) -> str | None:
    """``segment`` with each two characters swapped back (from its first character, or
    from its second when the first stands alone), when that turns no language into
    English: three or more different common words of three letters or more, and a third
    of its words of two letters or more common (a swap splits and joins words, so single
    letters, and a padded table's "no", prove nothing)."""
    if _long_share(segment)[1] > 0.1 or len(segment.split()) < _MIN_WORDS:
        return None
    for start in (0, 1):
        rest = segment[start:]
        swapped = segment[:start] + "".join(
            rest[i + 1 : i + 2] + rest[i] for i in range(0, len(rest), 2)
        )
        _, share = _long_share(swapped)
        words = {w.casefold() for w in _WORD.findall(swapped) if len(w) > 2}
        if len(words & _COMMON) >= 3 and share >= 1 / 3:
            return swapped
    return None


# "Zalgo" text: letters piled with combining marks, which split every word for a reader
# that does not drop them.
_MIN_MARKS = 8


def _without_marks(segment: str) -> str | None:
    """``segment`` without its combining marks, when they pile up (one for every two
    letters or more: accented text of any language has its letters precomposed) and
    what is left reads like English."""
    marks = sum(unicodedata.category(c) == "Mn" for c in segment)
    if marks < _MIN_MARKS or 2 * marks < sum(c.isalpha() for c in segment):
        return None
    plain = "".join(
        c for c in unicodedata.normalize("NFD", segment) if unicodedata.category(c) != "Mn"
    )
    words = len(_WORD.findall(plain))
    return plain if words >= _MIN_WORDS and english_share(plain) >= 0.2 else None


# Boustrophedon: lines of one width, every second one written right to left.
_MIN_LINES = 3
_MIN_WIDTH = 8


def _boustrophedon(text: str) -> list[Decoded]:
    """Runs of three or more lines of one width that read as English once every second
    line is turned round."""
    found = []
    lines = list(_LINE.finditer(text))
    start = 0
    for end in range(1, len(lines) + 1):
        width = len(lines[start].group())
        if end < len(lines) and len(lines[end].group()) == width and width >= _MIN_WIDTH:
            continue
        run = lines[start:end]
        if len(run) >= _MIN_LINES:
            before = " ".join(m.group() for m in run)
            after = " ".join(m.group()[:: -1 if k % 2 else 1] for k, m in enumerate(run))
            if english_share(after) >= 0.2 and english_share(after) - english_share(before) >= 0.15:
                found.append(Decoded(run[0].start(), run[-1].end(), after, "boustrophedon"))
        start = end
    return found


def _runs(text: str, pattern: re.Pattern[str], encoding: str, decode: Decoder) -> list[Decoded]:
    found = []
    for m in pattern.finditer(text):
        decoded = decode(m.group())
        if decoded:
            found.append(Decoded(m.start(), m.end(), decoded, encoding))
    return found


def _escaped(text: str, line: re.Match[str], pattern: re.Pattern[str]) -> Span | None:
    """The part of ``line`` from its first word with an escape to its last, when it holds
    at least ``_MIN_ESCAPES`` of them."""
    escapes = list(pattern.finditer(line.group()))
    if len(escapes) < _MIN_ESCAPES:
        return None
    words = [w for w in re.finditer(r"\S+", line.group()) if pattern.search(w.group())]
    return line.start() + words[0].start(), line.start() + words[-1].end()


def _segments(text: str) -> list[Span]:
    """Lines, and the sentences and clauses of each (a payload often shares its line)."""
    spans = []
    for line in _LINE.finditer(text):
        spans.append(line.span())
        parts = list(_CLAUSE.finditer(line.group()))
        if len(parts) > 1:
            spans += [(line.start() + p.start(), line.start() + p.end()) for p in parts]
    return spans


def decodings(text: str) -> list[Decoded]:
    """Every run of ``text`` that decodes to readable text, with its decoding."""
    found = _runs(text, _BASE64, "base64", decode_base64)
    found += _runs(text, _BASE32, "base32", _base32)
    found += _runs(text, _HEX_JOINED, "hex", _hex)
    found += _runs(text, _HEX_APART, "hex", _hex)
    found += _runs(text, _IPV6_RUN, "ipv6", _hex)
    found += _runs(text, _SPACED, "spaced", _spaced)
    found += _runs(text, _BINARY, "binary", _binary)
    found += _runs(text, _WHITESPACE_BITS, "whitespace-bits", _whitespace_bits)
    found += _runs(text, _TWO_MARKS, "two-marks", _two_marks)
    found += _runs(text, _QUOTED_PRINTABLE, "quoted-printable", _quoted_printable)
    found += _runs(text, _CHAR_CODES, "char-codes", _char_codes)
    found += _runs(text, _BASE58, "base58", _base58)
    found += _runs(text, _UUENCODED, "uuencode", _uudecode)
    found += _runs(text, BUBBLE_BABBLE, "bubble-babble", bubble_babble)
    found += _boustrophedon(text)
    found += [Decoded(*run, "stated-alphabet") for run in stated_alphabet_decodings(text)]
    for encoding, pattern, decode in LETTER_CODES + SYMBOL_CODES:
        found += _runs(text, pattern, encoding, decode)
    for line in _LINE.finditer(text):
        for encoding, pattern, decode in (
            ("percent", _PERCENT, _percent),
            ("escapes", _ESCAPE, _unescape),
            ("quoted-printable", _QP_ESCAPE, _quoted_printable),
        ):
            span = _escaped(text, line, pattern)
            decoded = decode(text[slice(*span)]) if span else None
            if span and decoded:
                found.append(Decoded(*span, decoded, encoding))
    for lo, hi in _segments(text):
        segment = text[lo:hi]
        if not _WORD.search(segment):
            continue
        shifted = _shifted(segment)
        if shifted is not None:
            found.append(Decoded(lo, hi, shifted[1], shifted[0]))
        if _reads_better(segment, segment[::-1]):
            found.append(Decoded(lo, hi, segment[::-1], "reversed"))
        leet = _leet(segment)
        if leet is not None:
            found.append(Decoded(lo, hi, leet, "leet"))
        echoed = _vowel_echo(segment)
        if echoed is not None:
            found.append(Decoded(lo, hi, echoed, "vowel-echo"))
        swapped = _pairs_swapped(segment)
        if swapped is not None:
            found.append(Decoded(lo, hi, swapped, "pairs-swapped"))
        typed = retyped(segment, _reads_better)
        if typed:
            layout, plain = max(typed, key=lambda t: english_share(t[1]))
            found.append(Decoded(lo, hi, plain, layout))
        unmarked = _without_marks(segment)
        if unmarked is not None:
            found.append(Decoded(lo, hi, unmarked, "combining-marks"))
    return found
