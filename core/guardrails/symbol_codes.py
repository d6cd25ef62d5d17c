"""Text written in characters or programs a model can read back (SPEC 4.2).

Besides letter codes (``core.guardrails.letter_codes``) and byte encodings
(``core.guardrails.decode``), a payload can be spelt in superscript letters
(``ᵃˢˢⁱˢᵗᵃⁿᵗ``), with every character doubled (``rreeppllyy``), as Python's
named escapes (``\\N{LATIN SMALL LETTER A}``), as base64 written with the 64 I Ching
hexagrams (U+4DC0 to U+4DFF), as a Brainfuck program that prints it, with a
combining stroke or underline on every character (``A̶g̶e̶n̶t̶``) or in basE91. Each entry
of :data:`SYMBOL_CODES` is a name, a pattern for a run and a function that reads the
run back (``None`` when it does not decode); the sanitiser judges what comes back
like any decoded text.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from collections.abc import Callable

__all__ = ["SYMBOL_CODES"]

_SUPERSCRIPT_LETTERS = "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ"
_PLAIN_LETTERS = "abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW"
_SUPERSCRIPT = str.maketrans(_SUPERSCRIPT_LETTERS, _PLAIN_LETTERS)
_SUPERSCRIPT_RUN = re.compile(
    rf"[{_SUPERSCRIPT_LETTERS}](?:[{_SUPERSCRIPT_LETTERS}\s,.:;!?/'-]*[{_SUPERSCRIPT_LETTERS}])?"
)
_MIN_LETTERS = 12


def _superscript(blob: str) -> str | None:
    if sum(c in _SUPERSCRIPT_LETTERS for c in blob) < _MIN_LETTERS:
        return None
    return blob.translate(_SUPERSCRIPT)


# Every character written twice, spaces too: twelve pairs or more in a row.
_DOUBLED = re.compile(r"(?:(\S)\1|  ){12,}")


def _doubled(blob: str) -> str | None:
    text = blob[::2]
    return text if any(c.isalpha() for c in text) else None


_NAMED = re.compile(r"(?:\\N\{[A-Z0-9 -]{2,60}\}){4,}")


def _named(blob: str) -> str | None:
    try:
        return "".join(unicodedata.lookup(n) for n in re.findall(r"\\N\{([^}]+)\}", blob))
    except KeyError:
        return None


_HEXAGRAM = re.compile(r"[\u4dc0-\u4dff]{8,}={0,2}")
_BASE64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _hexagrams(blob: str) -> str | None:
    digits = "".join(_BASE64_ALPHABET[ord(c) - 0x4DC0] if c != "=" else c for c in blob)
    try:
        text = base64.b64decode(digits + "=" * (-len(digits) % 4)).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    return text if text.isprintable() else None


# A Brainfuck program: forty or more of its eight commands, runs of them on one or more
# lines, starting with a command that is not punctuation (a full stop before it ends
# prose). It is run with a cap on steps and output, without input.
_BRAINFUCK = re.compile(r"[+\-<>\[][+\-<>\[\].,\s]{39,}")
_MIN_COMMANDS = 40
_MAX_STEPS = 200_000
_MAX_OUTPUT = 2_000


def _brainfuck(program: str) -> str | None:
    code = [c for c in program if c in "+-<>[].,"]
    if len(code) < _MIN_COMMANDS:
        return None
    jumps: dict[int, int] = {}
    stack: list[int] = []
    for i, c in enumerate(code):
        if c == "[":
            stack.append(i)
        elif c == "]":
            if not stack:
                return None
            j = stack.pop()
            jumps[i], jumps[j] = j, i
    if stack or "." not in code:
        return None
    cells, pointer, pc = [0] * 30_000, 0, 0
    out: list[int] = []
    for _ in range(_MAX_STEPS):
        if pc >= len(code) or len(out) >= _MAX_OUTPUT:
            break
        c = code[pc]
        if c in "+-":
            cells[pointer] = (cells[pointer] + (1 if c == "+" else -1)) % 256
        elif c in "<>":
            pointer += 1 if c == ">" else -1
            if not 0 <= pointer < len(cells):
                return None
        elif c == "." and cells[pointer]:  # a zero byte (a full stop before it) says nothing
            out.append(cells[pointer])
        elif (c == "[" and not cells[pointer]) or (c == "]" and cells[pointer]):
            pc = jumps[pc]
        pc += 1
    try:
        text = bytes(out).decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if text.strip() and all(ch.isprintable() or ch.isspace() for ch in text) else None


Decoder = Callable[[str], "str | None"]
# Every character struck through, underlined or overlaid with a combining mark
# ("A̶g̶e̶n̶t̶s̶"): twelve or more in a row; read back without the marks.
_OVERLAY_MARKS = "\u0305\u0331-\u0338\u035f\u20d2\u20e5"
_OVERLAID = re.compile(rf"(?:[^{_OVERLAY_MARKS}][{_OVERLAY_MARKS}]+){{12,}}")
_OVERLAY = re.compile(rf"[{_OVERLAY_MARKS}]")


def _overlaid(blob: str) -> str | None:
    return _OVERLAY.sub("", blob)


# basE91: 91 printable ASCII characters, a run of 24 or more without a space (a link
# is not one); the decoded bytes must be text.
_BASE91_ALPHABET = (
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,./:;<=>?@[]^_`{|}~"'
)
_BASE91_VALUE = {c: i for i, c in enumerate(_BASE91_ALPHABET)}
_BASE91 = re.compile(
    r"(?<!\S)(?=[^\s]*[!#$%&()*+,./:;<=>?@\[\]^_`{|}~\"])(?![^\s]*://)"
    r"[A-Za-z0-9!#$%&()*+,./:;<=>?@\[\]^_`{|}~\"]{24,}(?!\S)"
)


def _base91(blob: str) -> str | None:
    out = bytearray()
    value, bits, count = -1, 0, 0
    for char in blob:
        digit = _BASE91_VALUE[char]
        if value < 0:
            value = digit
            continue
        value += digit * 91
        bits |= value << count
        count += 13 if (value & 8191) > 88 else 14
        while count > 7:
            out.append(bits & 255)
            bits >>= 8
            count -= 8
        value = -1
    if value >= 0:
        out.append((bits | value << count) & 255)
    try:
        decoded = out.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(c.isprintable() or c in "\n\t" for c in decoded)
    return decoded if decoded and printable >= 0.95 * len(decoded) else None


SYMBOL_CODES: tuple[tuple[str, re.Pattern[str], Decoder], ...] = (
    ("superscript", _SUPERSCRIPT_RUN, _superscript),
    ("doubled", _DOUBLED, _doubled),
    ("named-escapes", _NAMED, _named),
    ("hexagrams", _HEXAGRAM, _hexagrams),
    ("brainfuck", _BRAINFUCK, _brainfuck),
    ("overlaid", _OVERLAID, _overlaid),
    ("base91", _BASE91, _base91),
)
