"""Text hidden behind a simple encoding, decoded so the detectors can read it (SPEC 4.2).

A payload that a model can decode but a sentence detector cannot read goes
through unseen: base64 (``aWdub3Jl...``), base32 (``NFTW433SMU...``), hex bytes
(``69 67 6e`` or ``69676e6f7265``), percent escapes (``%69%67``), ``\\u0069``
and ``&#105;`` escapes, ROT13, text written backwards, leetspeak (``1gn0r3``)
and letters spaced out (``i g n o r e``). :func:`decodings` finds such runs in
a text and returns each with its decoded form; the sanitiser then judges the decoded form
with its usual detectors and removes the run when that is an instruction.

Decoding is only proposed where it makes sense: the byte encodings must give
printable UTF-8, and the letter games (ROT13, backwards, leetspeak) must turn a
line that reads like no language into one that reads like English, so an
ordinary sentence is never "decoded" into something else.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote

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
_HEX_APART = re.compile(
    r"(?<![0-9A-Za-z\\])(?:\\x|0x)?[0-9A-Fa-f]{2}(?:(?:[ :,-]|\\x|\s0x)[0-9A-Fa-f]{2}){7,}"
    r"(?![0-9A-Za-z])"
)
# Percent escapes ("%69%67") and character escapes ("\\u0069", "&#105;"): a line with a
# few of them is decoded from its first escaped word to its last.
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
_ESCAPE = re.compile(r"\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|&#(?:x[0-9A-Fa-f]+|\d+);")
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
    digits = re.sub(r"\\x|0x|[\s:,-]", "", blob)
    try:
        return _printable(bytes.fromhex(digits).decode("utf-8"))
    except ValueError:
        return None


def _unescape(blob: str) -> str | None:
    text = html.unescape(blob)
    text = re.sub(r"\\u([0-9A-Fa-f]{4})", lambda m: chr(int(m.group(1), 16)), text)
    text = re.sub(r"\\x([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text)
    return _printable(text) if text != blob else None


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


def _reader(table: dict[int, int]) -> Callable[[re.Match[str]], str]:
    return lambda m: m.group().translate(table)


def _leet(segment: str) -> str | None:
    if len(_LEET_TOKEN.findall(segment)) < 2 or len(_WORD.findall(segment)) < _MIN_WORDS:
        return None
    best = max((_LEET_TOKEN.sub(_reader(t), segment) for t in _LEET), key=english_share)
    gained = english_share(best) - english_share(segment)
    return best if english_share(best) >= 0.2 and gained >= 0.15 else None


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
    found += _runs(text, _SPACED, "spaced", _spaced)
    for line in _LINE.finditer(text):
        for encoding, pattern, decode in (
            ("percent", _PERCENT, _percent),
            ("escapes", _ESCAPE, _unescape),
        ):
            span = _escaped(text, line, pattern)
            decoded = decode(text[slice(*span)]) if span else None
            if span and decoded:
                found.append(Decoded(*span, decoded, encoding))
    for lo, hi in _segments(text):
        segment = text[lo:hi]
        if not _WORD.search(segment):
            continue
        for encoding, decoded in (
            ("rot13", codecs.decode(segment, "rot13")),
            ("reversed", segment[::-1]),
        ):
            if _reads_better(segment, decoded):
                found.append(Decoded(lo, hi, decoded, encoding))
        leet = _leet(segment)
        if leet is not None:
            found.append(Decoded(lo, hi, leet, "leet"))
    return found
