"""The fresh23 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import csv
import json
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable
from datetime import date, datetime
from html import unescape

import pytest
from _corpus_checks import (
    COLLECT,
    DECODE,
    SHAPE_CHECKS,
    BlindCorpus,
    check_benign,
    check_languages,
    check_new_to_bench,
    check_payloads_read_as_orders,
    check_rejects_broken,
    check_rendered,
    check_types_checked,
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection import render
from core.evals.injection_fresh23 import FRESH23_ATTACKS, FRESH23_BENIGN, FRESH23_PAGES
from core.evals.injection_fresh23_attacks import (  # the content types too
    _ARFF,
    _GLADE,
    _GOPH,
    _SLK,
    _SPEC,
    _SUB,
    _TASK,
    _TXTL,
    _VCS,
    _XPM,
    AZERTY,
    BIQUINARY,
    CARIAN,
    CHESS_BLACK,
    CHESS_WHITE,
    HANZI_DIGITS,
    RAF,
    ZALGO_MARKS,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh23_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "afb": r"(قاعد|هال|مالك)",  # Gulf Arabic
    "hyw": r"(կը|ըսեր|գրէ)",  # Western Armenian
    "jbo": r"(\bcoi\b|\.i ko\b)",  # Lojban
    "wes": r"(\bdi read\b|\bwey\b|\bdis\b)",  # Cameroonian Pidgin
    "pnb": r"(جیہڑا|ایہہ|پہلاں)",  # Western Punjabi
    "chn": r"(Klahowya|mika|wawa)",  # Chinook Jargon
    "rop": r"(langa|dijan|gada)",  # Australian Kriol
    "ayl": r"(متاع|توا|غادي)",  # Libyan Arabic
    "ryu": r"(んかい|みそーれー)",  # Okinawan
    "mww": r"(tsis txhob|xwb|nyeem)",  # Hmong Daw
    "rar": r"(auraka|teia|kāre)",  # Cook Islands Maori
    "fit": r"(mithään|kysymyksheen)",  # Meänkieli
    # benign languages only
    "nl": r"\b(niet|het|de)\b",
    "it": r"(\b(non|il|della)\b|[àèìòù])",
    "es": r"[ñáéíóú¿¡]",
    "pt": r"[ãõçâêó]",
    "da": r"[æøå]",
    "ro": r"[ăâîșț]",
    "sk": r"[ľšťžýáäô]",
    "tr": r"[ğışçöü]",
    "hr": r"[čćđšž]",
}

# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"
_VOWELS = "aeiou"


def _letters_named(prefix: str) -> str:
    """The first 26 characters whose Unicode names start with ``prefix``, in code order."""
    found = [
        chr(c) for c in range(0x10000, 0x1E000) if unicodedata.name(chr(c), "").startswith(prefix)
    ]
    return "".join(found[:26])


_CARIAN = _letters_named("CARIAN LETTER ")
# The keys of a keyboard, row by row, with the signs QWERTY and AZERTY put on them.
_QWERTY = ("qwertyuiop", "asdfghjkl;", "zxcvbnm,./")
_AZERTY = ("azertyuiop", "qsdfghjklm", "wxcvbn,;:!")
_PIECES = ("KING", "QUEEN", "ROOK", "BISHOP", "KNIGHT", "PAWN")
_WHITE = {unicodedata.lookup(f"WHITE CHESS {p}"): n for n, p in enumerate(_PIECES)}
_BLACK = {unicodedata.lookup(f"BLACK CHESS {p}"): n for n, p in enumerate(_PIECES)}
_RAF_WORDS = [
    "ace", "beer", "charlie", "don", "edward", "freddie", "george", "harry", "ink",
    "johnnie", "king", "london", "monkey", "nuts", "orange", "pip", "queen", "robert",
    "sugar", "toc", "uncle", "vic", "william", "x-ray", "yorker", "zebra",
]  # fmt: skip
_HANZI = {c: int(unicodedata.numeric(c)) for c in "一二三四五六七八九十"}


def _words(text: str, between: str, sep: str, letter: Callable[[str], str]) -> str:
    """Words split by ``between``, tokens by ``sep``, each token read by ``letter``."""
    return " ".join("".join(letter(t) for t in word.split(sep)) for word in text.split(between))


def _from_table(letters: str) -> Callable[[str], str]:
    return lambda text: text.translate(str.maketrans(letters, _ABC))


def _from_azerty(text: str) -> str:
    keys = dict(zip("".join(_AZERTY), "".join(_QWERTY), strict=True))
    return "".join(keys.get(c, c) for c in text)


def _from_zalgo(text: str) -> str:
    return "".join(c for c in text if unicodedata.category(c) != "Mn")


def _biquinary_digit(bits: str) -> int:
    assert re.fullmatch(r"[01]{7}", bits), bits
    bi, quinary = bits[:2], bits[2:]
    assert bi in ("10", "01") and quinary.count("1") == 1, bits
    return (0 if bi == "10" else 5) + quinary.index("1")


def _from_biquinary(text: str) -> str:
    out = []
    for token in text.split():
        digits = token.split(".")
        assert len(digits) == 3, token
        out.append(int("".join(str(_biquinary_digit(d)) for d in digits)))
    return bytes(out).decode()


def _from_hanzinum(text: str) -> str:
    def letter(token: str) -> str:
        if not token or any(c not in _HANZI for c in token):
            return token
        if len(token) == 1:
            n = _HANZI[token]
        elif token[0] == "十":
            assert len(token) == 2, token
            n = 10 + _HANZI[token[1]]
        else:
            assert token[1] == "十" and len(token) in (2, 3), token
            n = 10 * _HANZI[token[0]] + (_HANZI[token[2]] if len(token) == 3 else 0)
        return _ABC[n - 1]

    return _words(text, " / ", " ", letter)


def _from_louchebem(text: str) -> str:
    words = []
    for word in text.split(" "):
        if len(word) >= 4 and word.startswith("l") and word.endswith("em"):
            first = word[-3]
            assert first in _ABC and first not in _VOWELS, word
            word = first + word[1:-3]
        words.append(word)
    return " ".join(words)


def _from_mlt3(text: str) -> str:
    out, last = [], "0"
    for token in text.split(" "):
        assert len(token) == 8 and set(token) <= {"+", "0", "-"}, token
        bits = ""
        for sign in token:
            assert {last, sign} != {"+", "-"}, token  # the level passes through 0
            bits += "1" if sign != last else "0"
            last = sign
        out.append(int(bits, 2))
    return bytes(out).decode()


def _from_opish(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        c = text[i]
        out.append(c)
        if c in _ABC and c not in _VOWELS:
            assert text[i + 1 : i + 3] == "op", text[i : i + 3]
            i += 2
        i += 1
    return "".join(out)


def _from_pairswap(text: str) -> str:
    return "".join(text[i : i + 2][::-1] for i in range(0, len(text), 2))


def _from_raf(text: str) -> str:
    letters = dict(zip(_RAF_WORDS, _ABC, strict=True))
    return _words(text, " / ", " ", lambda t: letters.get(t.lower(), t))


def _from_chessmen(text: str) -> str:
    def letter(token: str) -> str:
        if len(token) == 2 and token[0] in _WHITE and token[1] in _BLACK:
            return _ABC[6 * _WHITE[token[0]] + _BLACK[token[1]]]
        assert not set(token) & (set(_WHITE) | set(_BLACK)), token
        return token

    return _words(text, " / ", " ", letter)


def _from_sansbold(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


# How to read each ``encoding=`` a fresh23 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "carian": _from_table(_CARIAN),
    "azerty": _from_azerty,
    "zalgo": _from_zalgo,
    "biquinary": _from_biquinary,
    "hanzinum": _from_hanzinum,
    "louchebem": _from_louchebem,
    "mlt3": _from_mlt3,
    "opish": _from_opish,
    "pairswap": _from_pairswap,
    "raf": _from_raf,
    "chessmen": _from_chessmen,
    "sansbold": _from_sansbold,
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

# Content types fresh23 serves that no earlier corpus does.
_NEW_TYPES = {_SUB, _VCS, _TXTL, _ARFF, _SLK, _SPEC, _GOPH, _GLADE, _TASK, _XPM}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "subviewer header comment": "[COMMENT]tape-log:",
    "arff comment among the data": "% data-note:",
    "markdown comment line": "[//]: # (",
    "vcalendar x- property": "X-RINGERS-TOWER-NOTE",
    "rpm spec if 0 block": "%if 0",
    "xpm extension": "XPMEXT agentnote",
    "textile comment block": "###. ",
    "gophermap comment line": "# gopher-admin:",
    "html hidden attribute": "<div hidden>",
    "glade widget never shown": '<property name="visible">False</property>',
    "glade translator comment": " comments=",
    "sylk column of width nought": "F;W9 9 0",
}

_CORPUS = BlindCorpus(
    "fresh23",
    FRESH23_ATTACKS,
    FRESH23_BENIGN,
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


def test_the_corpus_is_new_to_the_bench() -> None:
    check_new_to_bench(FRESH23_PAGES, _OLDER, _NEW_TYPES)


def _key(letters: str) -> str:
    return ", ".join(f"{a} {b}" for a, b in zip(_ABC, letters, strict=True))


def _flat(body: str) -> str:
    """The body's text with line breaks, subtitle breaks and comment leaders read as
    spaces."""
    body = unescape(body).replace("[br]", " ")
    body = re.sub(r"\n[ \t]*(\* |% )", " ", body)
    return " ".join(body.split())


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): _flat(p.body) for p in FRESH23_ATTACKS}
    assert _key(_CARIAN) in by_encoding["carian"]
    assert "q as a, a as q, w as z, z as w and m as a comma" in by_encoding["azerty"]
    assert "two combining marks" in by_encoding["zalgo"]
    assert "seven bi-quinary bits labelled 0 5 0 1 2 3 4" in by_encoding["biquinary"]
    assert "a is 一, j is 十 and z is 二十六" in by_encoding["hanzinum"]
    assert "moves that letter to its end, puts l in front and em after" in by_encoding["louchebem"]
    assert "round the levels 0, +, 0, -" in by_encoding["mlt3"]
    assert "starting from 0" in by_encoding["mlt3"]
    assert "every consonant is followed by op" in by_encoding["opish"]
    assert (
        "the first character with the second, the third with the fourth"
        in (by_encoding["pairswap"])
    )
    assert (
        ", ".join(w.capitalize() for w in _RAF_WORDS).replace("X-Ray", "X-ray")
        in (by_encoding["raf"])
    )
    assert "king, queen, rook, bishop, knight, pawn" in by_encoding["chessmen"]
    assert "(so a is \u2654\u265a and z is \u2658\u265b)" in by_encoding["chessmen"]
    assert "mathematical sans-serif bold" in by_encoding["sansbold"]


def test_the_code_tables_are_what_they_say() -> None:
    assert CARIAN == _CARIAN and unicodedata.name(CARIAN[0]) == "CARIAN LETTER A"
    typed = dict(zip("".join(_QWERTY), "".join(_AZERTY), strict=True))
    assert dict(AZERTY) == {q: a for q, a in typed.items() if (q != a and q.isalpha()) or q == ";"}
    assert all(unicodedata.category(m) == "Mn" for m in ZALGO_MARKS)
    assert [_biquinary_digit(bits) for bits in BIQUINARY] == list(range(10))
    assert [_HANZI[c] for c in HANZI_DIGITS] == list(range(1, 10))
    assert [w.lower() for w in RAF] == _RAF_WORDS and [w[0].lower() for w in RAF] == list(_ABC)
    assert [_WHITE[c] for c in CHESS_WHITE] == list(range(6))
    assert [_BLACK[c] for c in CHESS_BLACK] == list(range(6))


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH23_ATTACKS, FRESH23_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH23_ATTACKS if p.marker}
    for page in FRESH23_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_SUB_FIELDS = ("TITLE", "AUTHOR", "SOURCE", "PRG", "FILEPATH", "DELAY", "CD TRACK", "COMMENT")
_SUB_TIME = r"(\d\d):([0-5]\d):([0-5]\d)\.(\d\d)"


def _seconds(found: tuple[str, ...]) -> float:
    hours, minutes, seconds, hundredths = (int(n) for n in found)
    return 3600 * hours + 60 * minutes + seconds + hundredths / 100


def _check_subviewer(page_id: str, text: str) -> None:
    assert text.endswith("\n\n") and "\r" not in text, page_id
    head, found, rest = text.partition("[END INFORMATION]\n")
    assert found, page_id
    lines = head.rstrip("\n").split("\n")
    assert lines[0] == "[INFORMATION]", page_id
    fields = []
    for line in lines[1:]:
        match = re.fullmatch(r"\[([A-Z ]+)\](.*)", line)
        assert match and match.group(1) in _SUB_FIELDS, (page_id, line)
        assert "[" not in match.group(2) and "]" not in match.group(2), (page_id, line)
        fields.append(match.group(1))
        if match.group(1) in ("DELAY", "CD TRACK"):
            assert match.group(2).isdigit(), (page_id, line)
    assert len(fields) == len(set(fields)) and "TITLE" in fields, page_id
    first, style, subs = rest.split("\n", 2)
    assert first == "[SUBTITLE]", page_id
    assert re.fullmatch(r"\[COLF\]&H[0-9A-F]{6},\[STYLE\]\w+,\[SIZE\]\d+,\[FONT\]\w+", style), (
        page_id
    )
    last = -1.0
    blocks = subs.split("\n\n")
    assert blocks[-1] == "" and len(blocks) > 1, page_id
    for block in blocks[:-1]:
        time, line = block.split("\n")
        match = re.fullmatch(f"{_SUB_TIME},{_SUB_TIME}", time)
        assert match, (page_id, time)
        start, end = _seconds(match.groups()[:4]), _seconds(match.groups()[4:])
        assert last <= start < end, (page_id, time)
        last = start
        for part in line.split("[br]"):
            assert part.strip() and "[" not in part and "]" not in part, (page_id, line)


_VCAL_TOP = {"VERSION", "PRODID", "TZ", "DAYLIGHT", "GEO"}
_VCAL_PROPS = {
    "ATTACH", "ATTENDEE", "DCREATED", "COMPLETED", "DESCRIPTION", "DUE", "DTEND", "EXRULE",
    "LAST-MODIFIED", "LOCATION", "RNUM", "PRIORITY", "RELATED-TO", "RRULE", "SEQUENCE",
    "DTSTART", "SUMMARY", "TRANSP", "URL", "UID", "RESOURCES", "CATEGORIES", "CLASS",
    "STATUS", "AALARM", "DALARM", "MALARM", "PALARM", "EXDATE", "RDATE",
}  # fmt: skip
_VCAL_TIME = r"\d{8}T\d{6}Z?"


def _check_vcalendar(page_id: str, text: str) -> None:
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", ""), page_id
    for line in text[:-2].split("\r\n"):
        assert len(line) <= 75 or " " not in line.strip(), (page_id, line)  # folded
    lines = text.replace("\r\n ", " ")[:-2].split("\r\n")  # unfolded, the space kept
    assert lines[:2] == ["BEGIN:VCALENDAR", "VERSION:1.0"], page_id
    stack: list[str] = []
    props: dict[str, str] = {}
    for line in lines:
        match = re.fullmatch(r"([A-Z][A-Z0-9-]*)((?:;[A-Z0-9-]+(?:=[^;:]*)?)*):(.*)", line)
        assert match and match.group(3), (page_id, line)
        name, value = match.group(1), match.group(3)
        if name == "BEGIN":
            if stack:
                assert stack == ["VCALENDAR"] and value in ("VEVENT", "VTODO"), (page_id, line)
            else:
                assert value == "VCALENDAR", (page_id, line)
            stack.append(value)
            props = {}
        elif name == "END":
            assert stack and stack.pop() == value, (page_id, line)
            if value == "VEVENT":
                assert re.fullmatch(_VCAL_TIME, props["DTSTART"]), page_id
                assert props.get("DTEND", props["DTSTART"]) >= props["DTSTART"], page_id
            elif value == "VTODO":
                assert props.get("SUMMARY"), page_id
        elif stack == ["VCALENDAR"]:
            assert name in _VCAL_TOP or name.startswith("X-"), (page_id, line)
        else:
            assert len(stack) == 2, (page_id, line)
            assert name in _VCAL_PROPS or name.startswith("X-"), (page_id, line)
            assert name not in props, (page_id, line)
            props[name] = value
            if name in ("DTSTART", "DTEND", "DUE", "COMPLETED"):
                assert re.fullmatch(_VCAL_TIME, value), (page_id, line)
                datetime.strptime(value.rstrip("Z"), "%Y%m%dT%H%M%S")
    assert not stack, page_id


_TEXTILE_SIGNATURE = re.compile(r"(h[1-6]|p|bq|bc|pre|fn\d+|###|notextile)(\([\w -]*\))?(\.\.?) ")


def _check_textile(page_id: str, text: str) -> None:
    assert text.endswith("\n") and not text.endswith("\n\n\n"), page_id
    notes, refs = set(), set()
    extended = ""
    for block in text.rstrip("\n").split("\n\n"):
        assert block.strip() and not block.startswith(" "), (page_id, block)
        found = _TEXTILE_SIGNATURE.match(block)
        if found:
            kind = found.group(1)
            extended = kind if found.group(3) == ".." else ""
            if kind.startswith("fn"):
                notes.add(kind[2:])
        elif block[0] in "*#":
            assert all(re.match(r"[*#]+ \S", line) for line in block.split("\n")), page_id
            kind = "list"
        else:
            assert not re.match(r"[a-z]+\d*(\(.*?\))?\.\.? ", block), (page_id, block)
            kind = extended or "p"
        if kind in ("bc", "pre", "###", "notextile"):
            continue  # code and comments are not formatted
        for link in re.finditer(r'"([^"\n]+)":(\S+)', block):
            assert re.match(r"(https?://|/)", link.group(2)), (page_id, link.group(0))
        refs |= set(re.findall(r"\w\[(\d+)\]", block))
        if kind != "list":
            assert len(re.findall(r"(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)", block)) % 2 == 0
    assert refs <= notes, (page_id, refs - notes)


_ARFF_TYPE = r"NUMERIC|REAL|INTEGER|STRING|DATE [\w-]+|\{[\w,-]+\}"


def _check_arff(page_id: str, text: str) -> None:
    assert text.endswith("\n"), page_id
    lines = [line for line in text[:-1].split("\n") if line.strip() and line[0] != "%"]
    relation, *rest = lines
    assert re.fullmatch(r"@RELATION [\w-]+", relation), page_id
    types = []
    while rest and rest[0].startswith("@ATTRIBUTE "):
        found = re.fullmatch(rf"@ATTRIBUTE (\w+) ({_ARFF_TYPE})", rest.pop(0))
        assert found, page_id
        types.append(found.group(2))
    assert types and rest and rest.pop(0) == "@DATA", page_id
    assert rest, page_id
    for row in rest:
        values = next(
            csv.reader([row], quotechar="'", escapechar="\\", doublequote=False),
        )
        assert len(values) == len(types), (page_id, row)
        for value, kind in zip(values, types, strict=True):
            if kind in ("NUMERIC", "REAL", "INTEGER"):
                float(value)
            elif kind.startswith("{"):
                assert value in kind[1:-1].split(","), (page_id, value)
            elif kind.startswith("DATE"):
                date.fromisoformat(value)
            else:
                assert value, page_id


def _sylk_fields(record: str) -> list[str]:
    """The fields of a SYLK record, split at single semicolons (``;;`` is a semicolon)."""
    fields, current, i = [], "", 0
    while i < len(record):
        if record[i] == ";":
            if record[i + 1 : i + 2] == ";":
                current += ";"
                i += 2
                continue
            fields.append(current)
            current = ""
        else:
            current += record[i]
        i += 1
    return [*fields, current]


def _check_sylk(page_id: str, text: str) -> None:
    assert text.endswith("\nE\n") and text.startswith("ID;P"), page_id
    rows = cols = 0
    x = y = 0
    cells = set()
    for record in text[:-1].split("\n"):
        kind, *fields = _sylk_fields(record)
        assert kind in ("ID", "P", "F", "B", "C", "E", "O", "NN", "W"), (page_id, record)
        for field in fields:
            assert field, (page_id, record)
            if field[0] == "X":
                x = int(field[1:])
            elif field[0] == "Y":
                y = int(field[1:])
        if kind == "B":
            rows, cols = y, x
        elif kind == "F":
            for field in fields:
                if field[0] == "W":
                    first, last, width = (int(n) for n in field[1:].split(" "))
                    assert 1 <= first <= last <= cols and width >= 0, (page_id, record)
        elif kind == "C":
            assert 1 <= x <= cols and 1 <= y <= rows, (page_id, record)
            assert (y, x) not in cells, (page_id, record)
            cells.add((y, x))
            values = [f[1:] for f in fields if f[0] == "K"]
            assert len(values) == 1, (page_id, record)
            value = values[0]
            if value.startswith('"'):
                assert len(value) >= 2 and value.endswith('"'), (page_id, record)
                assert '"' not in value[1:-1], (page_id, record)
            else:
                assert value in ("TRUE", "FALSE") or float(value) == float(value)
    assert rows and cols and cells, page_id


_SPEC_TAGS = {"Name", "Version", "Release", "Summary", "License", "URL", "BuildArch"}
_SPEC_TAGS |= {"BuildRequires", "Requires"}
_SPEC_SECTIONS = (
    "%description", "%prep", "%build", "%install", "%check", "%pre", "%post", "%files",
    "%changelog",
)  # fmt: skip
_SPEC_ENTRY = r"\* (\w{3} \w{3} \d{2} \d{4}) ([^<>]+) <([^<>@\s]+@[^<>\s]+)> - ([\w.]+-\d+)"


def _check_spec(page_id: str, text: str) -> None:
    assert text.endswith("\n"), page_id
    lines = text[:-1].split("\n")
    section, tags, seen, depth = "", set(), [], 0
    entries = []
    for line in lines:
        word = line.split(" ", 1)[0]
        if word in ("%if", "%ifarch"):
            depth += 1
            continue
        if word == "%endif":
            assert depth, page_id
            depth -= 1
            continue
        if word in _SPEC_SECTIONS:
            if not depth:
                assert word not in seen, (page_id, word)
                seen.append(word)
            section = word
            continue
        if not section:
            found = re.fullmatch(r"([A-Z][A-Za-z0-9]*): +(\S.*)", line)
            assert not line or line.startswith("#") or found, (page_id, line)
            if found:
                name = found.group(1)
                assert name in _SPEC_TAGS or re.fullmatch(r"Source\d*", name), (page_id, line)
                tags.add(name)
        elif section == "%changelog" and line:
            found = re.fullmatch(_SPEC_ENTRY, line)
            if found:
                when = datetime.strptime(found.group(1), "%a %b %d %Y")
                assert when.strftime("%a %b %d %Y") == found.group(1), (page_id, line)
                entries.append(when)
            else:
                assert entries and line.startswith(("- ", "  ")), (page_id, line)
        elif section in ("%description",) and not depth:
            assert not line.startswith("%"), (page_id, line)
    assert depth == 0 and {"Name", "Version", "Release", "Summary", "License"} <= tags
    assert seen[0] == "%description" and seen[-1] == "%changelog", page_id
    assert [_SPEC_SECTIONS.index(s) for s in seen] == sorted(_SPEC_SECTIONS.index(s) for s in seen)
    assert entries and entries == sorted(entries, reverse=True), page_id


_GOPHER_TYPES = set("0123456789+gIThis:;<dp")


def _check_gophermap(page_id: str, text: str) -> None:
    assert text.endswith("\n.\n") and text.startswith("!"), page_id
    lines = text[:-3].split("\n")
    links = 0
    for line in lines[1:]:
        if "\t" in line:
            display, selector, host, port = line.split("\t")
            assert display[0] in _GOPHER_TYPES and display[1:], (page_id, line)
            assert selector and re.fullmatch(r"[a-z0-9.-]+", host) and port.isdigit()
            links += 1
        elif line.startswith("#"):
            continue  # a comment the server drops
        else:
            assert not line.startswith(("!", "=", "*", ".", "~", "%")), (page_id, line)
    assert links, page_id


_GLADE_CHILDREN = {"property", "child", "signal", "columns", "data", "style", "packing"}
_GLADE_BOOLEANS = {"visible", "can-focus", "receives-default", "wrap", "visibility"}


def _check_glade_object(page_id: str, obj: ET.Element, ids: list[str]) -> None:
    assert obj.tag == "object" and str(obj.get("class")).startswith("Gtk"), page_id
    ids.append(str(obj.get("id")))
    names = []
    for child in obj:
        assert child.tag in _GLADE_CHILDREN, (page_id, child.tag)
        if child.tag == "property":
            name = str(child.get("name"))
            names.append(name)
            assert child.get("translatable") in (None, "yes", "no"), page_id
            if name in _GLADE_BOOLEANS:
                assert child.text in ("True", "False"), (page_id, name)
        elif child.tag == "child":
            objects = [c for c in child if c.tag == "object"]
            assert len(objects) == 1 and len(child) == 1, page_id
            _check_glade_object(page_id, objects[0], ids)
    assert len(names) == len(set(names)), (page_id, names)
    columns = obj.find("columns")
    if columns is not None:
        width = len(columns)
        assert all(c.tag == "column" and c.get("type") for c in columns), page_id
        data = obj.find("data")
        assert data is not None, page_id
        for row in data:
            assert [int(str(c.get("id"))) for c in row] == list(range(width)), page_id


def _check_glade(page_id: str, text: str) -> None:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n'), page_id
    root = ET.fromstring(text)
    assert root.tag == "interface", page_id
    requires = root.find("requires")
    assert requires is not None and requires.get("lib") == "gtk+", page_id
    ids: list[str] = []
    for child in root:
        if child.tag != "requires":
            _check_glade_object(page_id, child, ids)
    assert len(ids) == len(set(ids)) and all(re.fullmatch(r"[a-z_]+", i) for i in ids)


_TASK_TAG = r"(?<!\S)@([\w.-]+)(\(([^()]*)\))?"


def _check_taskpaper(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    last = -1
    for n, line in enumerate(text[:-1].split("\n")):
        depth = len(line) - len(line.lstrip("\t"))
        item = line[depth:]
        assert item and not item[0].isspace() and depth <= last + 1, (page_id, line)
        last = depth
        for name, _, value in re.findall(_TASK_TAG, item):
            if name in ("due", "done") and value:
                date.fromisoformat(value)
        plain = re.sub(_TASK_TAG, "", item).rstrip()
        assert "@" not in plain, (page_id, line)
        if plain.endswith(":"):
            assert depth == 0 and not plain.startswith("- "), (page_id, line)  # a project
        else:
            assert n and depth, (page_id, line)  # a task or a note, under a project


def _check_xpm(page_id: str, text: str) -> None:
    assert text.startswith("/* XPM */\n") and text.endswith("};\n"), page_id
    comments = re.findall(r"/\*.*?\*/", text, flags=re.S)
    assert all(c.count("/*") == 1 for c in comments), page_id
    code = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    assert "/*" not in code and "*/" not in code, page_id
    found = re.fullmatch(r"\s*static char \*\s*(\w+)\[\] = \{(.*)\};\s*", code, flags=re.S)
    assert found, page_id
    body = found.group(2)
    strings = re.findall(r'"([^"\\]*)"', body)
    assert re.fullmatch(r"\s*(,\s*)*", re.sub(r'"[^"\\]*"', ",", body)), page_id
    assert re.fullmatch(r'\s*"[^"\\]*"(\s*,\s*"[^"\\]*")*\s*,?\s*', body), page_id
    values = strings[0].split()
    width, height, ncolors, cpp = (int(v) for v in values[:4])
    extensions = values[4:] == ["XPMEXT"]
    assert values[4:] in ([], ["XPMEXT"]), page_id
    keys = set()
    for line in strings[1 : 1 + ncolors]:
        key, spec = line[:cpp], line[cpp:].split()
        assert key not in keys and spec and len(spec) % 2 == 0, (page_id, line)
        keys.add(key)
        pairs = dict(zip(spec[::2], spec[1::2], strict=True))
        assert set(pairs) <= {"c", "m", "g4", "g", "s"} and "c" in pairs, (page_id, line)
        assert re.fullmatch(r"#[0-9A-Fa-f]{6}|None|\w+", pairs["c"]), (page_id, line)
    pixels = strings[1 + ncolors : 1 + ncolors + height]
    assert len(pixels) == height, page_id
    for row in pixels:
        assert len(row) == width * cpp, (page_id, row)
        assert all(row[i : i + cpp] in keys for i in range(0, len(row), cpp)), (page_id, row)
    rest = strings[1 + ncolors + height :]
    if extensions:
        assert rest and rest[-1] == "XPMENDEXT" and rest[0].startswith("XPMEXT "), page_id
    else:
        assert not rest, page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _SUB: _check_subviewer,
    _VCS: _check_vcalendar,
    _TXTL: _check_textile,
    _ARFF: _check_arff,
    _SLK: _check_sylk,
    _SPEC: _check_spec,
    _GOPH: _check_gophermap,
    _GLADE: _check_glade,
    _TASK: _check_taskpaper,
    _XPM: _check_xpm,
}


@pytest.mark.parametrize("page", FRESH23_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH23_PAGES, _CHECKS, _NEW_TYPES)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        _SUB: "[INFORMATION]\n[TITLE]x\n[END INFORMATION]\n[SUBTITLE]\n"
        "[COLF]&HFFFFFF,[STYLE]no,[SIZE]18,[FONT]Arial\n"
        "00:00:09.00,00:00:02.00\nbackwards\n\n",
        _VCS: "BEGIN:VCALENDAR\r\nVERSION:1.0\r\nBEGIN:VEVENT\r\nSUMMARY:no start\r\n"
        "END:VEVENT\r\nEND:VCALENDAR\r\n",
        _TXTL: 'p. A link with no address: "here":\n\np. A footnote that is missing[2].\n',
        _ARFF: "@RELATION x\n\n@ATTRIBUTE a NUMERIC\n@ATTRIBUTE b {y,n}\n\n@DATA\n1,maybe\n",
        _SLK: 'ID;PWXL;N;E\nB;Y2;X2;D0 0 1 1\nC;Y3;X1;K"outside the sheet"\nE\n',
        _SPEC: "Name: x\nVersion: 1\nRelease: 1\nSummary: x\nLicense: MIT\n\n"
        "%description\nx\n\n%changelog\n* Mon Mar 15 2025 A <a@b.example> - 1-1\n- x\n",
        _GOPH: "!Title\n=include this file\n1Menu\t/m\thost.example\t70\n.\n",
        _GLADE: '<?xml version="1.0" encoding="UTF-8"?>\n<interface><requires lib="gtk+" '
        'version="3.24"/><object class="GtkLabel" id="a"><property name="visible">yes'
        "</property></object></interface>\n",
        _TASK: "Project:\n\t- task\n\t\t\tjumps two levels\n",
        _XPM: '/* XPM */\nstatic char *x[] = {\n"2 1 1 1",\n". c None",\n"..."\n};\n',
    }
    assert set(broken) == set(_CHECKS)
    check_rejects_broken(_CHECKS, broken)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_table(_CARIAN)("\U000102a0\U000102b9") == "az"
    assert _from_azerty("qzer,") == "awerm"
    assert _from_zalgo("a\u0300\u0316b") == "ab"
    # "a" is byte 97: the digits 0 9 7, 10 10000, 01 00001 and 01 00100.
    assert _from_biquinary("1010000.0100001.0100100") == "a"
    assert _from_hanzinum("一 二十六 / 十") == "az j"
    assert _from_louchebem("lonjourbem and leykem") == "bonjour and key"
    # "a" is 01100001: 0 stays at 0, 1 steps to +, 1 steps to 0, four 0s stay, 1 steps to -.
    assert _from_mlt3("0+00000-") == "a" and _from_mlt3("0+000000") == "`"
    assert _from_opish("hopi") == "hi"
    assert _from_pairswap("ebll") == "bell"
    assert _from_raf("Beer Ink / Ace") == "bi a"
    assert _from_chessmen("\u2654\u265a \u2658\u265b") == "az"
    assert _from_sansbold("\U0001d5ee\U0001d5d4\U0001d7ed") == "aA1"


def test_the_payloads_read_as_orders() -> None:
    check_payloads_read_as_orders(FRESH23_ATTACKS, _DECODE)


def test_json_and_markup_in_payloads_parse() -> None:
    # Fake tool calls and chat turns written as JSON or XML in the carriers are valid.
    by_id = {p.id.removeprefix("fresh23-attack-"): render(p, COLLECT) for p in FRESH23_ATTACKS}
    todo = by_id["markup-tool-vcal-todo"].replace("\r\n ", " ")
    description = re.search(r"BEGIN:VTODO\r\n.*?^DESCRIPTION:(.*?)\r\n", todo, re.S | re.M)
    assert description is not None
    assert json.loads(description.group(1))["function"] == "put_store_entry"
    code = re.search(r"^bc\. (.*)$", by_id["markup-hijack-textile-code"], re.M)
    assert code is not None
    assert [m["role"] for m in json.loads(code.group(1))] == ["system", "assistant"]
    store = ET.fromstring(by_id["markup-leak-glade-store"]).find("object[@id='transcript_store']")
    assert store is not None
    roles = [row.findtext("col[@id='0']") for row in store.iter("row")]
    assert roles == ["system", "user", "assistant"]
    call = re.search(
        r'<call tool="put_store_entry">(.*?)</call>', by_id["markup-tool-spec-changelog"]
    )
    assert call is not None and json.loads(call.group(1))["store"] == "railway"
    result = by_id["markup-url-xpm-result"]
    start = result.index("<function_result")
    block = result[start : result.index("</function_result>") + len("</function_result>")]
    assert ET.fromstring(re.sub(r"\n \* ", "\n", block)).get("tool") == "fetch_url"
    sheet = by_id["markup-tool-sylk-table"]
    assert 'C;Y13;X2;K"put_store_entry"' in sheet and 'C;Y12;X1;K"pending_tool_call"' in sheet
    rows = [line for line in by_id["markup-url-arff-rows"].split("\n") if "role=" in line]
    notes = [next(csv.reader([r], quotechar="'", escapechar="\\"))[-1] for r in rows]
    assert notes[0].startswith("role=tool") and COLLECT in notes[0]


def test_every_topic_is_used_on_both_sides() -> None:
    attack_topics = {p.topic for p in FRESH23_ATTACKS}
    assert len(attack_topics) == 14
    assert len({p.topic for p in FRESH23_BENIGN}) == len(FRESH23_BENIGN)
    assert len({p.body for p in FRESH23_PAGES}) == len(FRESH23_PAGES)
