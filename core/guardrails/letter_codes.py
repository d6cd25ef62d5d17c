"""Text spelt out letter by letter in a code a model can read (SPEC 4.2).

Morse (``.- ..``), the phonetic alphabet (``Alfa India``), letter numbers
(``1-9`` for "ai", a=1 to z=26), Polybius squares (``11 24``), Bacon's cipher
(``AAAAA ABAAA``), Braille cells (``⠁⠊``), regional-indicator letters (the
halves of flag emoji), text turned upside down (``ʇxǝʇ``), small capitals
(``ʀᴇᴀᴅ``), parenthesized letters (``⒭⒠⒜⒟``), hyphenated Pig Latin
(``ead-ray``), Ubbi Dubbi (``rubeply``) and acrostics (the first letters of the
words between slashes) hide a sentence from anything that reads words.
Each entry of :data:`LETTER_CODES` is a name, a pattern for a run written in
that code, and a function that spells the run back out (or returns None when a
part of it is not in the code); ``core.guardrails.decode`` judges what comes
back like any decoded text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["LETTER_CODES"]

# --- Morse: letters apart by a space, words by a slash or more spaces ------------------

_MORSE = re.compile(r"(?<![\w.-])[.-]{1,7}(?:(?: {1,3}| ?/ ?)[.-]{1,7}){7,}(?![\w.-])")
_MORSE_LETTERS = (
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- "
    ".-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----. .-.-.- "
    "--..-- ..--.. ---... -.-.-. -....- -..-. .----. -.-.-- .-..-. -.--. -.--.- .--.-. -...- "
    ".-.-. ..--.-"
)
_MORSE_CODE = dict(
    zip(
        _MORSE_LETTERS.split(" "),
        "abcdefghijklmnopqrstuvwxyz0123456789.,?:;-/'!\"()@=+_",
        strict=True,
    )
)


def _morse(blob: str) -> str | None:
    words = re.split(r" ?/ ?| {2,}", blob)
    letters = [[_MORSE_CODE.get(code) for code in word.split()] for word in words]
    if any(None in word for word in letters):
        return None
    return " ".join("".join(str(c) for c in word) for word in letters)


# --- the phonetic alphabet ("Alfa Bravo / Charlie") ------------------------------------

_PHONETIC = (
    "alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima "
    "mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky yankee "
    "zulu"
)
_NATO_WORDS = {
    **{word: word[0] for word in _PHONETIC.split(" ")},
    **{"x-ray": "x", "xray": "x", "underscore": "_", "dash": "-", "hyphen": "-"},
    **{"dot": ".", "period": ".", "stop": ".", "comma": ",", "colon": ":", "space": " "},
}
_NATO_WORD = "|".join(sorted((re.escape(w) for w in _NATO_WORDS), key=len, reverse=True))
_NATO = re.compile(rf"\b(?:{_NATO_WORD})\b(?:(?:\s+|\s*/\s*)(?:{_NATO_WORD})\b){{7,}}", re.I)


def _nato(blob: str) -> str | None:
    words = re.split(r"\s*/\s*", blob)
    return " ".join("".join(_NATO_WORDS[w.lower()] for w in word.split()) for word in words)


# --- letter numbers, a=1 to z=26: letters joined by dashes, words apart ----------------

_NUMBER = r"(?:2[0-6]|1[0-9]|0?[1-9])"
_A1Z26 = re.compile(
    rf"(?<![\w-]){_NUMBER}(?:-{_NUMBER})+(?:[ \t]+(?:/[ \t]+)?{_NUMBER}(?:-{_NUMBER})+){{2,}}"
    r"(?![\w-])"
)


def _a1z26(blob: str) -> str:
    words = [w for w in re.split(r"[ \t/]+", blob) if w]
    return " ".join("".join(chr(96 + int(n)) for n in w.split("-")) for w in words)


# --- Braille cells (grade 1 letters; U+2800 is the blank cell) -------------------------

_BRAILLE_LETTERS = "⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵"
_BRAILLE_CODE = {
    **dict(zip(_BRAILLE_LETTERS, "abcdefghijklmnopqrstuvwxyz", strict=True)),
    "\u2800": " ",
    "⠲": ".",
    "⠂": ",",
    "⠤": "-",
    "⠸": "_",
}
_BRAILLE = re.compile(r"[\u2800-\u28ff][\u2800-\u28ff \t]{7,}")


def _braille(blob: str) -> str:
    return "".join(_BRAILLE_CODE.get(c, " " if c in " \t" else "?") for c in blob).strip()


# --- Polybius square (I and J share a cell): row then column, 1 to 5 ------------------

_POLYBIUS_GRID = "abcdefghiklmnopqrstuvwxyz"
_POLYBIUS = re.compile(r"(?<![\d.])[1-5]{2}(?:[ \t]+(?:/[ \t]+)?[1-5]{2}){7,}(?![\d.])")


def _polybius(blob: str) -> str:
    words = re.split(r"[ \t]*/[ \t]*", blob)
    return " ".join(
        "".join(_POLYBIUS_GRID[(int(p[0]) - 1) * 5 + int(p[1]) - 1] for p in w.split())
        for w in words
    )


# --- Bacon's cipher, 26 letters: a = AAAAA, b = AAAAB, ... ----------------------------

_BACON = re.compile(r"(?<![A-Za-z])[AB]{5}(?:[ \t]+(?:/[ \t]+)?[AB]{5}){5,}(?![A-Za-z])")


def _bacon(blob: str) -> str | None:
    words = re.split(r"[ \t]*/[ \t]*", blob)
    codes = [[int(g.replace("A", "0").replace("B", "1"), 2) for g in w.split()] for w in words]
    if any(c > 25 for word in codes for c in word):
        return None
    return " ".join("".join(chr(97 + c) for c in word) for word in codes)


# --- regional-indicator letters (U+1F1E6 is "a") and upside-down text -----------------

_REGIONAL = re.compile(r"[\U0001F1E6-\U0001F1FF][\U0001F1E6-\U0001F1FF \t/]{7,}")


def _regional(blob: str) -> str:
    return "".join(
        chr(ord(c) - 0x1F1E6 + 97) if "\U0001f1e6" <= c <= "\U0001f1ff" else c for c in blob
    )


_FLIPPED = str.maketrans(
    "ɐqɔpǝɟƃɥᴉɾʞןɯuodbɹsʇnʌʍxʎz˙'¿¡∀ᗺƆᗡƎℲ⅁HIſꓘ˥WNOԀΌᴚS⊥∩ΛMX⅄Z",
    "abcdefghijklmnopqrstuvwxyz.,?!ABCDEFGHIJKLMNOPQRSTUVWXYZ",
)
_UPSIDE_DOWN = re.compile(r"[^\n]*[ɐɔǝɟƃɥᴉɾʞɯɹʇʌʍʎ˙][^\n]*")


def _upside_down(blob: str) -> str | None:
    if sum(c in "ɐɔǝɟƃɥᴉɾʞɯɹʇʌʍʎ˙" for c in blob) < 6:
        return None
    return blob[::-1].translate(_FLIPPED)


# --- small capitals, Pig Latin and acrostics ---------------------------------------------

_SMALL_CAPS = str.maketrans("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ", "abcdefghijklmnopqrstuvwyz")
# A run of small capitals and what goes between them ("x" has no small capital).
_SMALL_CAP_RUN = re.compile(
    r"[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ](?:[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢx \t,.:;!?'’/-]*"
    r"[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ])?"
)


def _small_caps(blob: str) -> str | None:
    if sum(c in "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ" for c in blob) < 6:
        return None
    return blob.translate(_SMALL_CAPS)


# Parenthesized letters (U+249C "⒜" to U+24B5 "⒵"), which compatibility normalisation
# turns into "(a)", not "a".
_PARENTHESIZED = re.compile(r"[\u249c-\u24b5](?:[\u249c-\u24b5 \t,.:;!?'/-]*[\u249c-\u24b5])?")


def _parenthesized(blob: str) -> str | None:
    if sum("\u249c" <= c <= "\u24b5" for c in blob) < 6:
        return None
    return "".join(chr(ord(c) - 0x249C + 97) if "\u249c" <= c <= "\u24b5" else c for c in blob)


# Hyphenated Pig Latin: "ite-wray our-yay ey-kay" is "write your key" (a word that starts
# with a vowel only gains "-ay": "answer-ay").
_PIG_WORD = r"[A-Za-z]+-[A-Za-z]{0,3}ay\b"
_PIG_LATIN = re.compile(rf"\b{_PIG_WORD}(?:[\s,.;:!?]+{_PIG_WORD}){{3,}}")
_PIG_PARTS = re.compile(r"\b([A-Za-z]+)-([A-Za-z]{0,3})ay\b")


def _pig_latin(blob: str) -> str:
    return _PIG_PARTS.sub(lambda m: m.group(2) + m.group(1), blob)


# Ubbi Dubbi: "ub" before every vowel sound ("rubeply" is "reply"); four words or more
# in a row that carry it.
_UBBI_WORD = r"[A-Za-z'-]*[Uu]b[aeiouyAEIOUY][A-Za-z'-]*"
_UBBI_DUBBI = re.compile(rf"\b{_UBBI_WORD}(?:[\s,.;:!?]+{_UBBI_WORD}){{3,}}")
_UBBI = re.compile(r"ub(?=[aeiouy])", re.I)


def _ubbi_dubbi(blob: str) -> str:
    return _UBBI.sub("", blob)


# Acrostics: the first letters of the words in each slash-separated group spell one word
# of the message ("Swift owls / ..."), four groups or more on a line.
_ACROSTIC = re.compile(r"[^\n/]+(?:/[^\n/]+){3,}")


def _acrostic(blob: str) -> str | None:
    groups = [re.findall(r"[^\W\d_]+", group) for group in blob.split("/")]
    if any(not words for words in groups):
        return None
    return " ".join("".join(w[0] for w in words).lower() for words in groups)


Decoder = Callable[[str], "str | None"]
LETTER_CODES: tuple[tuple[str, re.Pattern[str], Decoder], ...] = (
    ("morse", _MORSE, _morse),
    ("phonetic", _NATO, _nato),
    ("a1z26", _A1Z26, _a1z26),
    ("braille", _BRAILLE, _braille),
    ("polybius", _POLYBIUS, _polybius),
    ("bacon", _BACON, _bacon),
    ("regional", _REGIONAL, _regional),
    ("upside-down", _UPSIDE_DOWN, _upside_down),
    ("small-caps", _SMALL_CAP_RUN, _small_caps),
    ("parenthesized", _PARENTHESIZED, _parenthesized),
    ("pig-latin", _PIG_LATIN, _pig_latin),
    ("ubbi-dubbi", _UBBI_DUBBI, _ubbi_dubbi),
    ("acrostic", _ACROSTIC, _acrostic),
)
