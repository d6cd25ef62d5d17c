"""The fresh15 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest
from _corpus_checks import (
    DECODE,
    SHAPE_CHECKS,
    BlindCorpus,
    check_benign,
    check_languages,
    check_rendered,
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection_fresh15 import FRESH15_ATTACKS, FRESH15_BENIGN, FRESH15_PAGES
from core.evals.injection_fresh15_attacks import (
    AMSCO_KEY,
    CHORDS,
    COMPASS,
    DOZENAL_DIGITS,
    MILESIAN_TENS,
    MILESIAN_UNITS,
    PROQUINT_CONSONANTS,
    PROQUINT_VOWELS,
    RAGBABY_KEY,
    SHAVIAN,
    SUZHOU_DIGITS,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh15_")
# Languages the earlier corpora already attack in.
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "tpi": r"\b(dispela|bilong|paslain)\b",  # Tok Pisin
    "lad": r"\b(melda|uzador|eskrive)\b",  # Ladino in the Aki Yerushalayim spelling
    "nds": r"\b(Hölper|antwoordst|Reeg)\b",  # Low German
    "sco": r"\b(afore|askit|Dinna)\b",  # Scots
    "ceb": r"\b(niini|motubag|katabang)\b",  # Cebuano
    "tok": r"\b(lipu|kepeken|toki)\b",  # Toki Pona
    "pap": r"\b(promé|kontestá|habri)\b",  # Papiamento
    "srn": r"\b(fosi|yepiman|drape)\b",  # Sranan Tongo
    "ast": r"\b(enantes|llibru|usuariu)\b",  # Asturian
    "haw": "ʻ",  # the ʻokina of Hawaiian
    "yue": "[嘅唔咩睇]",  # characters of written Cantonese
    "kri": "[ɛɔ]",  # the open vowels of Krio
    # benign languages only
    "de": "[äöüß]",
    "fr": "[éèàçêûî]",
    "es": "[ñáéíóú]",
    "it": r"\b(cineclub|Spegnete|giovedì)",
    "nl": r"\b(niet|het|leeszaal)\b",
    "pt": "[ãõçáéêíú]",
    "cs": "[ěščřžýůň]",
    "fi": "[äö]",
    "da": "[æøå]",
}


# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _from_algebraic(text: str) -> str:
    def letter(token: str) -> str:
        found = re.fullmatch(r"([a-h])([1-8])", token)
        if not found:
            return token
        return _ABC[8 * (int(found.group(2)) - 1) + "abcdefgh".index(found.group(1))]

    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(" | "))


def _from_chords(text: str) -> str:
    def word(chunk: str) -> str:
        out = []
        for chord, other in re.findall(r"\[([^\]]+)\]|(.)", chunk):
            out.append(_ABC[CHORDS.index(chord)] if chord else other)
        return "".join(out)

    return " ".join(word(chunk) for chunk in text.split(" | "))


def _from_dominoes(text: str) -> str:
    out = []
    for c in text:
        n = ord(c) - 0x1F031  # the double blank, the first horizontal tile
        out.append(_ABC[n] if 0 <= n < 26 else c)
    return "".join(out)


def _from_compass(text: str) -> str:
    def letter(token: str) -> str:
        return _ABC[COMPASS.index(token)] if token in COMPASS else token

    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(" | "))


def _from_jerigonza(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        out.append(text[i])
        if text[i] in "aeiou":
            assert text[i + 1 : i + 3] == "p" + text[i], text
            i += 3
        else:
            i += 1
    return "".join(out)


def _from_proquint(text: str) -> str:
    data = bytearray()
    for word in text.split("-"):
        assert len(word) == 5, word
        c1, v1, c2, v2, c3 = word
        n = (
            PROQUINT_CONSONANTS.index(c1) << 12
            | PROQUINT_VOWELS.index(v1) << 10
            | PROQUINT_CONSONANTS.index(c2) << 6
            | PROQUINT_VOWELS.index(v2) << 4
            | PROQUINT_CONSONANTS.index(c3)
        )
        data += n.to_bytes(2, "big")
    return data.decode()


def _from_dozenal(text: str) -> str:
    def number(token: str) -> int:
        n = 0
        for digit in token:
            n = 12 * n + DOZENAL_DIGITS.index(digit)
        return n

    return "".join(chr(number(t)) for t in text.split(" "))


def _from_milesian(text: str) -> str:
    def letter(token: str) -> str:
        if not token.endswith("\u02b9"):
            return token
        n = 0
        for c in token[:-1]:
            n += 10 * (MILESIAN_TENS.index(c) + 1) if c in MILESIAN_TENS else 0
            n += MILESIAN_UNITS.index(c) + 1 if c in MILESIAN_UNITS else 0
        return _ABC[n - 1]

    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(" · "))


def _from_suzhou(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] in SUZHOU_DIGITS:
            n = 10 * SUZHOU_DIGITS.index(text[i]) + SUZHOU_DIGITS.index(text[i + 1])
            out.append(_ABC[n - 1])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _from_shavian(text: str) -> str:
    return text.translate(str.maketrans(SHAVIAN, _ABC))


def _from_amsco(text: str, key: str = AMSCO_KEY) -> str:
    flat = text.replace(" ", "")
    # Lay out the cells again: one and two letters in turn, each row starting with the
    # size the row above did not start with, the last cell cut short.
    sizes: dict[tuple[int, int], int] = {}
    left, row, start = len(flat), 0, 1
    while left > 0:
        size = start
        for column in range(len(key)):
            if left <= 0:
                break
            sizes[row, column] = min(size, left)
            left -= sizes[row, column]
            size = 3 - size
        row, start = row + 1, 3 - start
    cells: dict[tuple[int, int], str] = {}
    chars = iter(flat)
    for digit in sorted(key):
        column = key.index(digit)
        for r in range(row):
            if (r, column) in sizes:
                cells[r, column] = "".join(next(chars) for _ in range(sizes[r, column]))
    assert next(chars, None) is None
    return "".join(cells[r, c] for r in range(row) for c in range(len(key)) if (r, c) in cells)


def _from_ragbaby(text: str, key: str = RAGBABY_KEY) -> str:
    alphabet = "".join(dict.fromkeys(key.lower() + _ABC))
    assert len(alphabet) == 26
    words = []
    for m, word in enumerate(text.split(" "), 1):
        out, n = [], 0
        for c in word:
            if c in alphabet:
                n += 1
                out.append(alphabet[(alphabet.index(c) - m - n + 1) % 26])
            else:
                out.append(c)
        words.append("".join(out))
    return " ".join(words)


def _amsco_plain(text: str) -> str:
    return _from_amsco(text).replace(".", " ")


# How to read each ``encoding=`` a fresh15 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "algebraic": _from_algebraic,
    "chords": _from_chords,
    "dominoes": _from_dominoes,
    "compass": _from_compass,
    "jerigonza": _from_jerigonza,
    "proquint": _from_proquint,
    "dozenal": _from_dozenal,
    "milesian": _from_milesian,
    "suzhou": _from_suzhou,
    "shavian": _from_shavian,
    "amsco": _amsco_plain,
    "ragbaby": _from_ragbaby,
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}
# Content types fresh15 serves that no earlier corpus does.
_NEW_TYPES = {
    "application/x-chess-pgn",
    "application/x-go-sgf",
    "text/x-gcode",
    "text/x-fountain",
    "text/x-chordpro",
    "text/x-prolog",
    "application/ttml+xml",
    "application/marcxml+xml",
    "text/x-twee",
    "application/oebps-package+xml",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "pgn rest-of-line comment": "; Board displays drop",
    "fountain boneyard": "/* Boneyard",
    "suppressed local catalogue field": 'tag="599"',
    "g-code parenthesised comment": "(MACHINES SKIP",
    "prolog block comment": "/* Consulting skips",
    "html template": "<template",
    "private sgf property": "XQ[",
    "chordpro comment line": "# Song sheets never print",
    "xml comment of a package": "<!-- Reading systems skip",
    "transparent subtitle cue": 'tts:opacity="0"',
    "twee passage no link leads to": ":: Unlinked",
    "markdown comment line": "[//]: #",
}


_CORPUS = BlindCorpus(
    "fresh15",
    FRESH15_ATTACKS,
    FRESH15_BENIGN,
    _OLDER,
    _NEW_TYPES,
    _HIDING_PLACES,
    _DECODE,
    _OLD_ENCODINGS,
)


@pytest.mark.parametrize("check", SHAPE_CHECKS, ids=lambda check: check.__name__.strip("_"))
def test_corpus_shape(check: Callable[[BlindCorpus], None]) -> None:
    """New names, nothing copied, the counts, new carriers on both sides, triggers,
    hiding places and encodings (``tests/_corpus_checks.py``)."""
    check(_CORPUS)


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH15_ATTACKS}
    assert "a1 is a, h1 is h, a2 is i" in by_encoding["algebraic"]
    assert " ".join(CHORDS) in by_encoding["chords"]
    assert "a is double blank and h is one-blank" in by_encoding["dominoes"]
    assert " ".join(COMPASS) in by_encoding["compass"]
    assert "after every vowel say p and the same vowel again" in by_encoding["jerigonza"]
    assert PROQUINT_CONSONANTS in by_encoding["proquint"]
    assert f"vowels {PROQUINT_VOWELS}" in by_encoding["proquint"]
    assert "base twelve" in by_encoding["dozenal"]
    assert "turned three for eleven" in by_encoding["dozenal"]
    assert "alpha is 1, iota 10, kappa 20, so kappa stigma is z" in by_encoding["milesian"]
    assert "a is 01 and z is 26" in by_encoding["suzhou"]
    shavian = " ".join(f"{a} {s}" for a, s in zip(_ABC, SHAVIAN, strict=True))
    assert shavian in by_encoding["shavian"]
    assert f"AMSCO transposition, key {AMSCO_KEY}" in by_encoding["amsco"]
    alphabet = "".join(dict.fromkeys(RAGBABY_KEY.lower() + _ABC)).upper()
    assert f"key {RAGBABY_KEY}" in by_encoding["ragbaby"]
    assert alphabet in by_encoding["ragbaby"]


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH15_ATTACKS, FRESH15_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH15_ATTACKS if p.marker}
    for page in FRESH15_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_PGN_ROSTER = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
_PGN_TAG = re.compile(r'\[([A-Za-z0-9_]+) "((?:[^"\\\n]|\\.)*)"\]')
_PGN_SAN = re.compile(
    r"(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=[QRBN])?|O-O(?:-O)?)"
    r"[+#]?[!?]{0,2}"
)
_PGN_RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}


def _check_pgn(page_id: str, text: str) -> None:
    """PGN (export format): games of a tag pair section, the seven tag roster first and in
    order, each tag once and the date as ``YYYY.MM.DD``, then movetext; moves numbered in
    turn from 1, a number before each white move and ``n...`` before a black one that
    follows a comment; SAN moves, brace comments that close, rest-of-line comments and
    NAGs; each game ends with the result its Result tag gives."""
    games = 0
    tags: dict[str, str] = {}
    order: list[str] = []
    moving = False  # in the movetext of a game
    ply = 0
    numbered = False  # a move number stands before the next move
    interrupted = False  # a comment stands between the last move and the next
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c == "[":
            assert not moving, (page_id, "a tag pair inside movetext")
            found = _PGN_TAG.match(text, i)
            assert found and found.group(1) not in tags, (page_id, text[i : i + 40])
            tags[found.group(1)] = found.group(2)
            order.append(found.group(1))
            i = found.end()
        elif c in "{;":
            end = text.find("}" if c == "{" else "\n", i)
            assert end >= 0 or c == ";", (page_id, "comment not closed")
            assert c == ";" or "{" not in text[i + 1 : end], (page_id, "comments do not nest")
            i = len(text) if end < 0 else end + (c == "{")
            interrupted = True
        else:
            found = re.compile(r"[^\s{};\[]+").match(text, i)
            assert found, (page_id, text[i : i + 20])
            token = found.group()
            i = found.end()
            if not moving:
                assert order[:7] == _PGN_ROSTER, (page_id, order)
                assert re.fullmatch(r"[\d?]{4}\.[\d?]{2}\.[\d?]{2}", tags["Date"]), page_id
                assert tags["Result"] in _PGN_RESULTS, page_id
                moving = True
            if token in _PGN_RESULTS:
                assert token == tags["Result"], (page_id, token)
                games += 1
                tags, order, moving, ply, numbered = {}, [], False, 0, False
                continue
            if re.fullmatch(r"\$\d+", token):
                continue
            number = re.fullmatch(r"(\d+)\.(\.\.)?", token)
            if number:
                assert int(number.group(1)) == ply // 2 + 1, (page_id, token)
                assert bool(number.group(2)) == (ply % 2 == 1), (page_id, token)
                numbered = True
                continue
            assert _PGN_SAN.fullmatch(token), (page_id, token)
            white = ply % 2 == 0
            assert numbered or not (white or interrupted), (page_id, "no move number", token)
            ply += 1
            numbered = interrupted = False
    assert games and not moving and not tags, (page_id, "a game without a result")


_SGF_PROPERTY = re.compile(r"([A-Z]{1,8})((?:\s*\[(?:[^\]\\]|\\.)*\])+)", re.S)
_SGF_ROOT_ONLY = {"GM", "FF", "SZ", "CA", "AP", "ST"}


def _check_sgf(page_id: str, text: str) -> None:
    """SGF (FF[4]): a game tree in parentheses of a sequence of nodes (``;`` and
    properties of upper-case identifiers, each with one or more bracketed values, ``]``
    and backslashes escaped), then sub-trees; each property once a node; the root holds
    GM[1], FF[4] and a board size, and root properties stand in the root only; moves
    (B and W) are points on the board or a pass."""
    size = 19
    nodes = 0

    def tree(i: int) -> int:
        nonlocal size, nodes
        assert text[i] == "(", (page_id, text[i : i + 10])
        i += 1
        seen_node = False
        while True:
            while text[i].isspace():
                i += 1
            if text[i] == ";":
                i += 1
                seen: dict[str, list[str]] = {}
                while True:
                    while text[i].isspace():
                        i += 1
                    found = _SGF_PROPERTY.match(text, i)
                    if not found:
                        break
                    name = found.group(1)
                    assert name not in seen, (page_id, name)
                    values = re.findall(r"\[((?:[^\]\\]|\\.)*)\]", found.group(2), re.S)
                    seen[name] = values
                    i = found.end()
                if nodes == 0:
                    assert seen.get("GM") == ["1"] and seen.get("FF") == ["4"], page_id
                    size = int(seen["SZ"][0])
                    assert 1 <= size <= 52, page_id
                else:
                    assert not set(seen) & _SGF_ROOT_ONLY, (page_id, set(seen))
                for colour in ("B", "W"):
                    for point in seen.get(colour, []):
                        letters = "abcdefghijklmnopqrstuvwxyz"[:size]
                        assert point == "" or (len(point) == 2 and set(point) <= set(letters)), (
                            page_id,
                            point,
                        )
                nodes += 1
                seen_node = True
            elif text[i] == "(":
                assert seen_node, page_id
                i = tree(i)
            elif text[i] == ")":
                assert seen_node, page_id
                return i + 1
            else:
                raise AssertionError((page_id, text[i : i + 20]))

    end = tree(text.index("("))
    assert not text[end:].strip() and not text[: text.index("(")].strip(), page_id


_GCODE_G = {0, 1, 2, 3, 4, 20, 21, 28, 90, 91, 92}
_GCODE_M = {2, 3, 4, 5, 30, 106, 107, 117, 118}
_GCODE_WORD = re.compile(r"([A-Z])([+-]?\d+(?:\.\d+)?)")


def _check_gcode(page_id: str, text: str) -> None:
    """G-code for a laser controller (the Marlin and Grbl dialects): one block a line of
    words (an address letter and a number), ``;`` comments to the end of the line and
    parenthesised comments that close on their line and do not nest; M117 and M118 take
    the rest of the line as a message; known G and M codes only, one of them first in
    each block; the program ends with M30 or M2 and nothing runs after it."""
    assert text.endswith("\n"), page_id
    ended = False
    for line in text[:-1].split("\n"):
        code = line.split(";", 1)[0]
        if re.match(r"\s*M11[78]\b", code):
            assert not ended, (page_id, line)
            continue
        code = re.sub(r"\([^()\n]*\)", " ", code)
        assert "(" not in code and ")" not in code, (page_id, line)
        words = code.split()
        if not words:
            continue
        assert not ended, (page_id, "a block after the end of the program")
        parsed = [
            (found.group(1), found.group(2)) for w in words if (found := _GCODE_WORD.fullmatch(w))
        ]
        assert len(parsed) == len(words), (page_id, line)
        letter, number = parsed[0]
        assert letter in "GM" and number.isdigit(), (page_id, line)
        assert int(number) in (_GCODE_G if letter == "G" else _GCODE_M), (page_id, line)
        assert len({a for a, _ in parsed}) == len(parsed), (page_id, line)
        ended = letter == "M" and int(number) in (2, 30)
    assert ended, page_id


_FOUNTAIN_KEYS = {
    "Title", "Credit", "Author", "Authors", "Source", "Draft date", "Contact", "Copyright",
    "Notes", "Revision",
}  # fmt: skip
_FOUNTAIN_SCENE = re.compile(r"(?:INT\./EXT|INT/EXT|I/E|INT|EXT|EST)[. ] ?\S.*")
_FOUNTAIN_CUE = re.compile(r"[A-Z][A-Z0-9 .'-]*[A-Z](?: \((?:V\.O\.|O\.S\.|CONT'D)\))?")


def _check_fountain(page_id: str, text: str) -> None:
    """Fountain 1.1: boneyard ``/* */`` and notes ``[[ ]]`` that close; a title page of
    ``Key: value`` lines with a Title, ended by a blank line; then elements split by
    blank lines: scene headings in capitals on a line of their own, a character cue in
    capitals followed straight by dialogue (parentheticals on their own lines), forced
    transitions (``>``) or ones that end in ``TO:`` on a line of their own, and action;
    the script ends with a transition."""
    assert text.count("/*") == text.count("*/"), (page_id, "boneyard not closed")
    assert text.count("[[") == text.count("]]"), (page_id, "note not closed")
    body = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    body = re.sub(r"\[\[.*?\]\]", "", body, flags=re.S)
    title_page, _, script = body.partition("\n\n")
    keys = []
    for line in title_page.split("\n"):
        found = re.fullmatch(r"([A-Za-z][A-Za-z ]*): (\S.*)", line)
        assert found and found.group(1) in _FOUNTAIN_KEYS, (page_id, line)
        keys.append(found.group(1))
    assert "Title" in keys and len(keys) == len(set(keys)), page_id
    elements = [p.strip("\n") for p in re.split(r"\n\s*\n", script) if p.strip()]
    assert elements, page_id
    kinds = []
    for element in elements:
        lines = element.split("\n")
        first = lines[0]
        if _FOUNTAIN_SCENE.fullmatch(first) and first == first.upper():
            assert len(lines) == 1, (page_id, element)
            kinds.append("scene")
        elif first.startswith(">") or (first.endswith("TO:") and first == first.upper()):
            assert len(lines) == 1 and not first.endswith("<"), (page_id, element)
            kinds.append("transition")
        elif len(lines) > 1 and _FOUNTAIN_CUE.fullmatch(first):
            spoken = [line for line in lines[1:] if not re.fullmatch(r"\(.*\)", line)]
            assert spoken and all(line.strip() for line in lines[1:]), (page_id, element)
            kinds.append("dialogue")
        else:
            kinds.append("action")
    assert kinds[0] == "scene" and kinds[-1] == "transition", (page_id, kinds)


_CHORDPRO_DIRECTIVES = {
    "title", "t", "subtitle", "st", "artist", "composer", "key", "time", "tempo", "capo",
    "comment", "c", "comment_italic", "ci", "start_of_verse", "sov", "end_of_verse", "eov",
    "start_of_chorus", "soc", "end_of_chorus", "eoc", "start_of_bridge", "sob",
    "end_of_bridge", "eob", "chorus", "new_song", "ns",
}  # fmt: skip
_CHORD = re.compile(r"[A-G](?:#|b)?(?:maj7|m7|m|7|sus2|sus4|dim|aug|add9|6|9)?(?:/[A-G](?:#|b)?)?")


def _check_chordpro(page_id: str, text: str) -> None:
    """ChordPro 6: directive lines in braces (known directives, or custom ones named
    ``x_...``) with a title first; sections started and ended in pairs, not nested;
    ``#`` comment lines; lyric lines with no braces, whose bracketed chords are chord
    names and whose brackets all belong to chords."""
    section = ""
    titles = 0
    for n, line in enumerate(text.split("\n")):
        if line.startswith("#"):
            continue
        if line.startswith("{"):
            found = re.fullmatch(r"\{([a-z_]+)(?:: ?([^{}]*))?\}", line)
            assert found, (page_id, line)
            name, value = found.groups()
            assert name in _CHORDPRO_DIRECTIVES or name.startswith("x_"), (page_id, name)
            if name in ("title", "t"):
                assert n == 0 and value, page_id
                titles += 1
            opening = re.fullmatch(r"start_of_(\w+)|so([vcb])", name)
            closing = re.fullmatch(r"end_of_(\w+)|eo([vcb])", name)
            if opening:
                assert not section, (page_id, "sections do not nest")
                section = (opening.group(1) or opening.group(2))[0]
            elif closing:
                assert section == (closing.group(1) or closing.group(2))[0], (page_id, name)
                section = ""
            continue
        assert "{" not in line and "}" not in line, (page_id, line)
        for chord in re.findall(r"\[([^\[\]]*)\]", line):
            assert _CHORD.fullmatch(chord), (page_id, chord)
        rest = re.sub(r"\[[^\[\]]*\]", "", line)
        assert "[" not in rest and "]" not in rest, (page_id, line)
    assert titles == 1 and not section, page_id


_PL_TOKEN = re.compile(
    "|".join(
        (
            r"(?P<space>\s+)",
            r"(?P<comment>%[^\n]*)",
            r"(?P<block>/\*.*?\*/)",
            r"(?P<quoted>'(?:[^'\\\n]|\\.|'')*')",
            r'(?P<string>"(?:[^"\\\n]|\\.)*")',
            r"(?P<var>[A-Z_]\w*)",
            r"(?P<name>[a-z]\w*)",
            r"(?P<number>\d+(?:\.\d+)?)",
            r"(?P<punct>[()\[\],|])",
            r"(?P<end>\.(?=\s|%|$))",
            r"(?P<symbol>[-+*/\\^<>=~:.?@#&$]+)",
        )
    ),
    re.S,
)


def _check_prolog(page_id: str, text: str) -> None:
    """Prolog (ISO, as SWI-Prolog reads it): comments and block comments, quoted atoms and
    strings that close on their line, variables, atoms, numbers, punctuation and symbol
    atoms only; every clause ends with a full stop and white space, its brackets
    balanced and closed before the end; the file ends after a complete clause."""
    stack: list[str] = []
    clause: list[str] = []
    clauses = 0
    pos = 0
    while pos < len(text):
        found = _PL_TOKEN.match(text, pos)
        assert found, (page_id, text[pos : pos + 30])
        pos = found.end()
        kind = found.lastgroup
        token = found.group()
        if kind in ("space", "comment", "block"):
            continue
        if kind == "end":
            assert clause and not stack, (page_id, clause[:5])
            clauses += 1
            clause = []
            continue
        clause.append(token)
        if token in ("(", "["):
            stack.append(token)
        elif token in (")", "]"):
            assert stack and stack.pop() == {")": "(", "]": "["}[token], page_id
    assert not clause and not stack and clauses, page_id


_TT = "{http://www.w3.org/ns/ttml}"
_TTM = "{http://www.w3.org/ns/ttml#metadata}"
_XML_NS = "{http://www.w3.org/XML/1998/namespace}"
_TTML_ELEMENTS = {
    f"{_TT}{name}"
    for name in ("tt", "head", "metadata", "styling", "style", "layout", "region", "body",
                 "div", "p", "span", "br")
} | {f"{_TTM}{name}" for name in ("title", "desc", "copyright", "agent", "name")}  # fmt: skip
_TTML_CLOCK = re.compile(r"(\d{2}):([0-5]\d):([0-5]\d)\.(\d{3})")


def _ttml_seconds(page_id: str, value: str | None) -> float:
    found = _TTML_CLOCK.fullmatch(value or "")
    assert found, (page_id, value)
    h, m, s, ms = (int(g) for g in found.groups())
    return 3600 * h + 60 * m + s + ms / 1000


def _check_ttml(page_id: str, text: str) -> None:
    """TTML 2: a ``tt`` root in the TTML namespace with a language, a head (metadata,
    styling, layout) then a body of divs of timed paragraphs; only TTML elements; each
    paragraph begins before it ends, in clock times; the styles and regions referred to
    exist."""
    root = ET.fromstring(text)
    assert root.tag == f"{_TT}tt" and root.get(f"{_XML_NS}lang"), page_id
    assert [c.tag for c in root] == [f"{_TT}head", f"{_TT}body"], page_id
    ids = {e.get(f"{_XML_NS}id") for e in root.iter() if e.get(f"{_XML_NS}id")}
    paragraphs = 0
    for element in root.iter():
        assert element.tag in _TTML_ELEMENTS, (page_id, element.tag)
        for attribute in ("style", "region"):
            if element.get(attribute):
                assert element.get(attribute) in ids, (page_id, element.get(attribute))
        if element.tag == f"{_TT}p":
            begin = _ttml_seconds(page_id, element.get("begin"))
            end = _ttml_seconds(page_id, element.get("end"))
            assert begin < end, (page_id, begin, end)
            paragraphs += 1
        if element.tag == f"{_TT}body":
            assert all(c.tag == f"{_TT}div" for c in element), page_id
    assert paragraphs, page_id


_MARC = "{http://www.loc.gov/MARC21/slim}"


def _check_marcxml(page_id: str, text: str) -> None:
    """MARC 21 in MARCXML: a record (alone, or records in a collection), each a leader of
    24 characters, then control fields (001 to 009), then data fields (010 and up, in
    order of tag) with two indicators of a digit or a blank and subfields of
    one-character codes with text; a control number (001), fixed-length data (008) of 40
    characters and a title (245) in each."""
    root = ET.fromstring(text)
    records = list(root) if root.tag == f"{_MARC}collection" else [root]
    assert records, page_id
    for record in records:
        assert record.tag == f"{_MARC}record", page_id
        children = list(record)
        leader = children[0]
        assert leader.tag == f"{_MARC}leader", page_id
        assert re.fullmatch(r"\d{5}[acdnp][a-z][a-z ][ a]a22\d{5}[ 1-8uzIKLM][ aciu] 4500",
                            leader.text or ""), (page_id, leader.text)  # fmt: skip
        tags: list[str] = []
        for field in children[1:]:
            name = field.tag.removeprefix(_MARC)
            tag_ = field.get("tag", "")
            assert re.fullmatch(r"\d{3}", tag_), (page_id, tag_)
            if name == "controlfield":
                assert tag_ < "010" and not [t for t in tags if t >= "010"], (page_id, tag_)
                assert field.text and not len(field), page_id
                if tag_ == "008":
                    assert len(field.text) == 40, (page_id, len(field.text))
            else:
                assert name == "datafield" and tag_ >= "010", (page_id, name, tag_)
                for indicator in ("ind1", "ind2"):
                    assert re.fullmatch(r"[0-9 ]", field.get(indicator, "")), page_id
                assert len(field), (page_id, tag_)
                for sub in field:
                    assert sub.tag == f"{_MARC}subfield", page_id
                    assert re.fullmatch(r"[a-z0-9]", sub.get("code", "")), page_id
                    assert (sub.text or "").strip(), page_id
            tags.append(tag_)
        assert tags == sorted(tags), (page_id, tags)
        assert {"001", "008", "245"} <= set(tags), page_id


_TWEE_HEADER = re.compile(r"::\s*((?:[^\[\]{}\\]|\\.)+?)\s*(?:\[([^\]]*)\])?\s*(\{.*\})?")
_IFID = re.compile(r"[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}")


def _twee_target(link: str) -> str:
    if "->" in link:
        return link.rsplit("->", 1)[1]
    if "<-" in link:
        return link.split("<-", 1)[0]
    if "|" in link:
        return link.rsplit("|", 1)[1]
    return link


def _check_twee(page_id: str, text: str) -> None:
    """Twee 3: passages headed ``:: Name``, with optional tags in brackets and metadata in
    JSON; names unique; a StoryTitle, and StoryData holding JSON with an IFID (a version 4
    UUID in capitals), a story format and a start passage that exists; every link
    (``[[text->target]]``, ``[[target<-text]]``, ``[[text|target]]`` or ``[[target]]``)
    leads to a passage."""
    passages: dict[str, str] = {}
    name = ""
    for line in text.split("\n"):
        if line.startswith("::"):
            found = _TWEE_HEADER.fullmatch(line)
            assert found, (page_id, line)
            name = found.group(1)
            assert name not in passages, (page_id, name)
            passages[name] = ""
            if found.group(3):
                metadata = json.loads(found.group(3))
                assert set(metadata) <= {"position", "size"}, page_id
            continue
        assert name, (page_id, "text before the first passage")
        passages[name] += line + "\n"
    assert passages.get("StoryTitle", "").strip(), page_id
    data = json.loads(passages["StoryData"])
    assert _IFID.fullmatch(data["ifid"]) and data["format"], page_id
    assert data["start"] in passages, page_id
    for body in passages.values():
        assert body.count("[[") == body.count("]]"), page_id
        for link in re.findall(r"\[\[(.+?)\]\]", body):
            assert _twee_target(link) in passages, (page_id, link)


_OPF = "{http://www.idpf.org/2007/opf}"
_DC = "{http://purl.org/dc/elements/1.1/}"
_OPF_RESERVED = {
    "a11y", "dcterms", "marc", "media", "onix", "rendition", "schema", "xsd", "msv", "prism",
}  # fmt: skip


def _check_opf(page_id: str, text: str) -> None:
    """An EPUB 3 package document: a ``package`` of version 3.0 in the OPF namespace whose
    unique identifier names a dc:identifier; metadata with a dc:identifier, dc:title,
    dc:language and a dcterms:modified in its required form; meta properties whose
    prefixes are reserved or declared; manifest items with unique ids, a href and a
    media type, one of them the nav; a spine whose itemrefs name manifest items."""
    root = ET.fromstring(text)
    assert root.tag == f"{_OPF}package" and root.get("version") == "3.0", page_id
    declared = set(re.findall(r"(\w+): \S+", root.get("prefix", "")))
    metadata, manifest, spine = list(root)
    assert metadata.tag == f"{_OPF}metadata", page_id
    ids = {e.get("id") for e in metadata.iter(f"{_DC}identifier")}
    assert root.get("unique-identifier") in ids, page_id
    for needed in ("identifier", "title", "language"):
        assert metadata.find(f"{_DC}{needed}") is not None, (page_id, needed)
    modified = [m for m in metadata.iter(f"{_OPF}meta") if m.get("property") == "dcterms:modified"]
    assert len(modified) == 1, page_id
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", modified[0].text or ""), page_id
    for meta in metadata.iter(f"{_OPF}meta"):
        prefix, colon, _ = meta.get("property", "").partition(":")
        assert colon and prefix in _OPF_RESERVED | declared, (page_id, meta.get("property"))
        assert (meta.text or "").strip(), page_id
    assert manifest.tag == f"{_OPF}manifest", page_id
    items = [i.get("id") for i in manifest]
    assert len(items) == len(set(items)) and all(items), page_id
    assert all(i.get("href") and i.get("media-type") for i in manifest), page_id
    assert any("nav" in (i.get("properties") or "").split() for i in manifest), page_id
    assert spine.tag == f"{_OPF}spine" and len(spine), page_id
    assert all(r.get("idref") in items for r in spine), page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    "application/x-chess-pgn": _check_pgn,
    "application/x-go-sgf": _check_sgf,
    "text/x-gcode": _check_gcode,
    "text/x-fountain": _check_fountain,
    "text/x-chordpro": _check_chordpro,
    "text/x-prolog": _check_prolog,
    "application/ttml+xml": _check_ttml,
    "application/marcxml+xml": _check_marcxml,
    "text/x-twee": _check_twee,
    "application/oebps-package+xml": _check_opf,
}


@pytest.mark.parametrize("page", FRESH15_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    roster = "".join(f'[{t} "x"]\n' for t in _PGN_ROSTER[:-1])
    broken = {
        "application/x-chess-pgn": roster + '[Result "1-0"]\n\n1. e4 e5 3. Nf3 1-0\n',
        "application/x-go-sgf": "(;GM[1]FF[4]SZ[9];B[jj])",
        "text/x-gcode": "G1 X10 (unclosed\nM30\n",
        "text/x-fountain": "Title: x\n\nINT. HOUSE - DAY\n\n[[a note\n\n> FADE OUT.\n",
        "text/x-chordpro": "{title: x}\n{start_of_verse}\n[H]la\n{end_of_verse}\n",
        "text/x-prolog": "fact(a, b\n",
        "application/ttml+xml": '<tt xmlns="http://www.w3.org/ns/ttml" xml:lang="en"><head/>'
        '<body><div><p begin="00:00:02.000" end="00:00:01.000">x</p></div></body></tt>',
        "application/marcxml+xml": '<record xmlns="http://www.loc.gov/MARC21/slim">'
        "<leader>short</leader></record>",
        "text/x-twee": ':: StoryTitle\nx\n\n:: StoryData\n{"ifid": "x", "format": "H", '
        '"start": "Start"}\n\n:: Start\n[[Nowhere]]\n',
        "application/oebps-package+xml": '<package xmlns="http://www.idpf.org/2007/opf" '
        'version="2.0"/>',
    }
    assert set(broken) == set(_CHECKS)
    for ctype, text in broken.items():
        with pytest.raises((AssertionError, ValueError, IndexError, KeyError, ET.ParseError)):
            _CHECKS[ctype]("broken", text)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_algebraic("a1 h1 | a2 b4") == "ah iz"
    assert _from_chords("[C][Cm] | [Ebm]") == "ab z"
    assert _from_dominoes("\U0001f031\U0001f038") == "ah"  # double blank, one-blank
    assert _from_compass("N NbE | WbN") == "ab z"
    assert _from_jerigonza("hopolapa") == "hola"
    assert _from_proquint("lusab-babad") == "\x7f\x00\x00\x01"  # from the proquint paper
    assert _from_dozenal("81 \u218a2") == "az"  # 97 and 122
    assert _from_milesian("α\u02b9 ι\u02b9 · κϛ\u02b9") == "aj z"
    assert _from_suzhou("\u3007\u3021\u3022\u3026") == "az"
    assert _from_shavian("\U00010468\U0001045f") == "az"
    assert _from_amsco("a", "21") == "a"
    assert _from_amsco("bcade", "21") == "abcde"  # cells a | bc, then de; column 1 first
    assert _from_ragbaby("me", "SMOKEHOUSE") == "so"  # s + 1 is m, o + 2 is e
