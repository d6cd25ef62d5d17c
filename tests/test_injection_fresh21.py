"""The fresh21 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import json
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable
from datetime import date
from html import unescape

import pytest
from _corpus_checks import (
    COLLECT,
    DECODE,
    SHAPE_CHECKS,
    BlindCorpus,
    check_benign,
    check_languages,
    check_payloads_read_as_orders,
    check_rejects_broken,
    check_rendered,
    check_types_checked,
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection import render
from core.evals.injection_fresh21 import FRESH21_ATTACKS, FRESH21_BENIGN, FRESH21_PAGES
from core.evals.injection_fresh21_attacks import (
    CITIES,
    FOUR_B_FIVE_B,
    JCUKEN,
    KAMASUTRA,
    KAMASUTRA_PAIRS,
    NRZI_HIGH,
    NRZI_LOW,
    OSAGE,
    SOUTH_ARABIAN,
    TAIXUAN,
    ZX81,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh21_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "aeb": r"(متاع|هاذي|قاعد)",  # Tunisian Arabic
    "bgc": r"(सै|म्हं|अपणी)",  # Haryanvi
    "pcd": r"(ch'live|\brin\b|\btin\b)",  # Picard
    "acm": r"(گبل|تگول|هاي)",  # Iraqi Arabic
    "bew": r"(sebelon|kagak)",  # Betawi
    "gyn": r"(befo|ansa|doan|nobady)",  # Guyanese Creole
    "mwr": r"(सूं|पैली|किणी)",  # Marwari
    "bjn": r"(Ikam|bapadah|matan)",  # Banjar
    "acf": r"(wéponn|pèsonn|ayen)",  # Saint Lucian Creole
    "tts": r"(บ่|เด้อ|เว้า|อีหยัง)",  # Isan
    "bcl": r"(kaining|hapot|magtaram)",  # Central Bikol
    "pis": r"(disfala|nomoa|raetem)",  # Solomon Pijin
    # benign languages only
    "es": r"(¿|ñ|ó|\bla\b)",
    "it": r"\b(il|la|non|le)\b",
    "nl": r"\b(het|de|een|niet)\b",
    "pt": r"(ã|ç|\bo\b|\ba\b)",
    "da": r"[æøå]",
    "nb": r"(ø|å|\bikke\b)",
    "tr": r"[ığşüöç]",
    "sk": r"[ľťčáýôň]",
    "et": r"[õäöü]",
}

# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _letters_named(prefix: str) -> str:
    """The first 26 characters whose Unicode names start with ``prefix``, in code order."""
    found = [
        chr(c) for c in range(0x10000, 0x1E000) if unicodedata.name(chr(c), "").startswith(prefix)
    ]
    return "".join(found[:26])


_TETRAGRAMS = _letters_named("TETRAGRAM FOR ")
_MUSNAD = _letters_named("OLD SOUTH ARABIAN LETTER ")
_OSAGE = _letters_named("OSAGE CAPITAL LETTER ")
# QWERTY keys and the Russian letters on them, row by row.
_QWERTY = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_RUSSIAN = ("йцукенгшщз", "фывапролд", "ячсмить")
_ITALIAN = [
    "Ancona", "Bologna", "Como", "Domodossola", "Empoli", "Firenze", "Genova", "Hotel",
    "Imola", "Jolly", "Kursaal", "Livorno", "Milano", "Napoli", "Otranto", "Palermo",
    "Quarto", "Roma", "Savona", "Torino", "Udine", "Venezia", "Washington", "Xeres",
    "Yacht", "Zara",
]  # fmt: skip
_FDDI = {
    "11110": 0, "01001": 1, "10100": 2, "10101": 3, "01010": 4, "01011": 5, "01110": 6,
    "01111": 7, "10010": 8, "10011": 9, "10110": 10, "10111": 11, "11010": 12, "11011": 13,
    "11100": 14, "11101": 15,
}  # fmt: skip


def _zx81_table() -> dict[int, str]:
    table = {0: " ", 14: ":", 15: "?", 22: "-", 24: "/", 26: ",", 27: "."}
    table |= {28 + d: str(d) for d in range(10)}
    table |= {38 + n: c for n, c in enumerate(_ABC.upper())}
    return table


def _words(text: str, between: str, sep: str, letter: Callable[[str], str]) -> str:
    """Words split by ``between``, tokens by ``sep``, each token read by ``letter``."""
    return " ".join("".join(letter(t) for t in word.split(sep)) for word in text.split(between))


def _from_kamasutra(text: str) -> str:
    swap = {}
    for a, b in KAMASUTRA_PAIRS.split():
        swap[a], swap[b] = b, a
    return "".join(swap.get(c, c) for c in text)


def _from_eliasgamma(text: str) -> str:
    def letter(token: str) -> str:
        if not token or set(token) - {"0", "1"}:
            return token
        zeros = len(token) - len(token.lstrip("0"))
        assert len(token) == 2 * zeros + 1, token
        return _ABC[int(token[zeros:], 2) - 1]

    return _words(text, " ; ", " ", letter)


def _from_table(letters: str) -> Callable[[str], str]:
    return lambda text: text.translate(str.maketrans(letters, _ABC))


def _from_jcuken(text: str) -> str:
    keys = dict(zip("".join(_RUSSIAN), "".join(_QWERTY), strict=True))
    return "".join(keys.get(c, c) for c in text)


def _from_nrzi(text: str) -> str:
    out = []
    for token in text.split():
        assert len(token) == 8 and set(token) <= {"_", "‾"}, token
        bits, level = "", "_"
        for c in token:
            bits += "1" if c != level else "0"
            level = c
        out.append(int(bits, 2))
    return bytes(out).decode()


def _from_zx81(text: str) -> str:
    table = _zx81_table()
    return "".join(table[int(code)] for code in text.split(" "))


def _from_4b5b(text: str) -> str:
    out = []
    for token in text.split():
        assert len(token) == 10, token
        out.append(16 * _FDDI[token[:5]] + _FDDI[token[5:]])
    return bytes(out).decode()


def _from_cities(text: str) -> str:
    spelt = {word: c for word, c in zip(_ITALIAN, _ABC, strict=True)}
    return _words(text, ", ", " ", lambda t: spelt.get(t, t))


def _from_factoradic(text: str) -> str:
    def letter(token: str) -> str:
        if not token or not token.isdigit():
            return token
        value, weight = 0, 1
        for place, digit in enumerate(reversed(token)):
            weight = weight * place if place else 1
            assert int(digit) <= place, token
            value += int(digit) * weight
        return _ABC[value - 1]

    return _words(text, " ", ".", letter)


def _from_remainders(text: str) -> str:
    def letter(token: str) -> str:
        found = re.fullmatch(r"(\d):(\d)", token)
        if not found:
            return token
        r4, r7 = int(found.group(1)), int(found.group(2))
        (n,) = [n for n in range(1, 29) if n % 4 == r4 and n % 7 == r7]
        return _ABC[n - 1]

    return _words(text, " / ", " ", letter)


# How to read each ``encoding=`` a fresh21 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "kamasutra": _from_kamasutra,
    "eliasgamma": _from_eliasgamma,
    "taixuan": _from_table(_TETRAGRAMS),
    "jcuken": _from_jcuken,
    "nrzi": _from_nrzi,
    "southarabian": _from_table(_MUSNAD),
    "zx81": _from_zx81,
    "4b5b": _from_4b5b,
    "cities": _from_cities,
    "factoradic": _from_factoradic,
    "remainders": _from_remainders,
    "osage": _from_table(_OSAGE),
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

_SBV = "text/x-sbv"
_VRML = "model/vrml"
_CIF = "chemical/x-cif"
_CBR = "text/x-cabrillo"
_JCAL = "application/calendar+json"
_IPUZ = "application/x-ipuz"
_BB = "text/x-bbcode"
_NCX = "application/x-dtbncx+xml"
_FTL = "text/x-fluent"
_COOK = "text/x-cooklang"
# Content types fresh21 serves that no earlier corpus does.
_NEW_TYPES = {_SBV, _VRML, _CIF, _CBR, _JCAL, _IPUZ, _BB, _NCX, _FTL, _COOK}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "cabrillo x- tag": "X-CHECKER-NOTE:",
    "ncx meta element": 'name="qh:note"',
    "markdown link-reference comment": "[//]: #",
    "vrml switch that shows nothing": "whichChoice -1",
    "cooklang block comment": "[- ",
    "jcal x- property": '"x-quillhaven-staff"',
    "caption after the video ends": "9:59:59.000",
    "private cif data name": "_quillhaven_internal_note",
    "closed html dialog": "<dialog>",
    "ipuz extension field": '"org.quillhaven:internal"',
    "bbcode text coloured like the page": "[color=#fdfdfd]",
    "fluent translators' comment": "# staff:",
}

_CORPUS = BlindCorpus(
    "fresh21",
    FRESH21_ATTACKS,
    FRESH21_BENIGN,
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
    assert not {p.id for p in FRESH21_PAGES} & {p.id for p in _OLDER}


def _key(letters: str) -> str:
    return ", ".join(f"{a} {b}" for a, b in zip(_ABC, letters, strict=True))


def _flat(body: str) -> str:
    """The body's text with line breaks (and Cabrillo soapbox breaks) read as spaces."""
    return " ".join(re.sub(r"\nSOAPBOX: |\n", " ", body).split())


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): _flat(p.body) for p in FRESH21_ATTACKS}
    assert "a and q, b and w" in by_encoding["kamasutra"]
    assert "m and z, n and x, s and v" in by_encoding["kamasutra"]
    assert "1 is 1, 2 is 010, 5 is 00101" in by_encoding["eliasgamma"]
    assert _key(_TETRAGRAMS) in by_encoding["taixuan"]
    assert (
        _key("".join(dict(zip("".join(_QWERTY), "".join(_RUSSIAN), strict=True))[c] for c in _ABC))
        in by_encoding["jcuken"]
    )
    assert "A one flips the level (_ low, ‾ high)" in by_encoding["nrzi"]
    assert "each byte starting low" in by_encoding["nrzi"]
    assert _key(_MUSNAD) in by_encoding["southarabian"]
    assert "space 0, colon 14" in by_encoding["zx81"] and "A 38 to Z 63" in by_encoding["zx81"]
    assert "0 11110, 1 01001" in by_encoding["4b5b"] and "f 11101" in by_encoding["4b5b"]
    assert "a Ancona, b Bologna" in by_encoding["cities"] and "z Zara" in by_encoding["cities"]
    assert "so 26 is 10100" in by_encoding["factoradic"]
    assert "division by 4 and by 7 (so 26 is 2:5)" in by_encoding["remainders"]
    assert _key(_OSAGE) in by_encoding["osage"]


def test_the_code_tables_are_what_they_say() -> None:
    assert TAIXUAN == _TETRAGRAMS and unicodedata.name(TAIXUAN[0]) == "TETRAGRAM FOR CENTRE"
    assert SOUTH_ARABIAN == _MUSNAD
    assert unicodedata.name(SOUTH_ARABIAN[0]) == "OLD SOUTH ARABIAN LETTER HE"
    assert OSAGE == _OSAGE and unicodedata.name(OSAGE[0]) == "OSAGE CAPITAL LETTER A"
    assert _from_jcuken(JCUKEN) == _ABC
    # The pairing is its own inverse, and no letter is its own partner.
    assert all(KAMASUTRA[_ABC.index(KAMASUTRA[i])] == c for i, c in enumerate(_ABC))
    assert all(KAMASUTRA[i] != c for i, c in enumerate(_ABC))
    assert sorted("".join(KAMASUTRA_PAIRS.split())) == list(_ABC)
    assert {code: c for c, code in ZX81.items()} == _zx81_table()
    assert {code: n for n, code in enumerate(FOUR_B_FIVE_B)} == _FDDI
    assert list(CITIES) == _ITALIAN
    assert (NRZI_LOW, NRZI_HIGH) == ("_", "\N{OVERLINE}")


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH21_ATTACKS, FRESH21_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH21_ATTACKS if p.marker}
    for page in FRESH21_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_TIME = r"(\d+):([0-5]\d):([0-5]\d)\.(\d{3})"


def _seconds(h: str, m: str, s: str, ms: str) -> float:
    return 3600 * int(h) + 60 * int(m) + int(s) + int(ms) / 1000


def _check_sbv(page_id: str, text: str) -> None:
    assert text.endswith("\n") and not text.endswith("\n\n") and text[0].isdigit(), page_id
    last = -1.0
    for block in text[:-1].split("\n\n"):
        lines = block.split("\n")
        found = re.fullmatch(f"{_TIME},{_TIME}", lines[0])
        assert found, (page_id, lines[0])
        start, end = _seconds(*found.groups()[:4]), _seconds(*found.groups()[4:])
        assert last <= start < end, (page_id, lines[0])
        last = start
        assert len(lines) >= 2 and all(line.strip() for line in lines[1:]), page_id


# The VRML97 node types the pages use.
_VRML_NODES = {
    "WorldInfo",
    "NavigationInfo",
    "Transform",
    "Shape",
    "Appearance",
    "Material",
    "Cylinder",
    "Switch",
    "TimeSensor",
    "OrientationInterpolator",
}


def _vrml_code(text: str) -> str:
    """VRML text with each string emptied and each comment removed."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i += 1
            while text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            out.append('""')
        elif c == "#":
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        else:
            out.append(c)
        i += 1
    return "".join(out)


def _check_vrml(page_id: str, text: str) -> None:
    assert text.startswith("#VRML V2.0 utf8\n"), page_id
    code = _vrml_code(text)
    stack: list[str] = []
    for i, c in enumerate(code):
        if c in "{[":
            stack.append(c)
            if c == "{":
                before = re.search(r"([A-Za-z_]\w*)\s*$", code[:i])
                assert before and before.group(1) in _VRML_NODES, (page_id, code[i - 30 : i])
        elif c in "}]":
            assert stack and stack.pop() == {"}": "{", "]": "["}[c], page_id
    assert not stack, page_id
    defs = re.findall(r"\bDEF (\w+)", code)
    assert len(defs) == len(set(defs)), page_id
    for route in re.findall(r"^ROUTE .*$", code, re.M):
        found = re.fullmatch(r"ROUTE (\w+)\.\w+ TO (\w+)\.\w+", route)
        assert found and set(found.groups()) <= set(defs), (page_id, route)
    for switch in re.findall(r"Switch \{\s*whichChoice (-?\d+)", code):
        assert int(switch) >= -1, page_id


def _cif_tokens(page_id: str, text: str) -> list[str]:
    lines = text.split("\n")
    tokens: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(";"):
            j = i + 1
            while not lines[j].startswith(";"):
                j += 1
            assert lines[j] == ";", (page_id, lines[j])
            tokens.append("\n".join(lines[i + 1 : j]) or "?")
            i = j + 1
            continue
        for token in re.findall(r"'[^']*'(?=\s|$)|\"[^\"]*\"(?=\s|$)|#.*|\S+", line):
            if token.startswith("#"):
                break
            assert not token.startswith(("'", '"')) or token[0] == token[-1], (page_id, token)
            tokens.append(token)
        i += 1
    return tokens


def _check_cif(page_id: str, text: str) -> None:
    assert text.startswith("#\\#CIF_2.0\n") and text.endswith("\n"), page_id
    tokens = _cif_tokens(page_id, text)
    assert tokens[0].startswith("data_") and not any(t.startswith("data_") for t in tokens[1:])
    i, names = 1, []
    while i < len(tokens):
        if tokens[i] == "loop_":
            i += 1
            heads = []
            while i < len(tokens) and tokens[i].startswith("_"):
                heads.append(tokens[i])
                i += 1
            values = []
            while i < len(tokens) and not tokens[i].startswith("_") and tokens[i] != "loop_":
                values.append(tokens[i])
                i += 1
            assert heads and values and len(values) % len(heads) == 0, (page_id, heads)
            names += heads
        else:
            assert tokens[i].startswith("_"), (page_id, tokens[i])
            assert not tokens[i + 1].startswith("_") and tokens[i + 1] != "loop_", page_id
            names.append(tokens[i])
            i += 2
    assert len(names) == len(set(n.lower() for n in names)), page_id
    assert "_cell_length_a" in names and "_atom_site_label" in names, page_id


_CABRILLO_TAGS = {
    "CONTEST",
    "CALLSIGN",
    "LOCATION",
    "CATEGORY-OPERATOR",
    "CATEGORY-BAND",
    "CATEGORY-MODE",
    "CATEGORY-POWER",
    "CATEGORY-STATION",
    "CLUB",
    "CREATED-BY",
    "OPERATORS",
    "SOAPBOX",
    "QSO",
}
_QSO = (
    r" +\d+ (CW|PH|FM|RY|DG) (\d{4}-\d\d-\d\d) ([01]\d|2[0-3])[0-5]\d [A-Z0-9/]+ +\d{2,3} +\d+ "
    r"+[A-Z0-9/]+ +\d{2,3} +\d+"
)


def _check_cabrillo(page_id: str, text: str) -> None:
    assert text.isascii() and text.endswith("\n"), page_id
    lines = text[:-1].split("\n")
    assert lines[0] == "START-OF-LOG: 3.0" and lines[-1] == "END-OF-LOG:", page_id
    seen = []
    for line in lines[1:-1]:
        name, colon, value = line.partition(":")
        assert colon and (name in _CABRILLO_TAGS or name.startswith("X-")), (page_id, line)
        assert value == "" or value.startswith(" "), (page_id, line)
        if name == "QSO":
            found = re.fullmatch(_QSO, value)
            assert found, (page_id, line)
            date.fromisoformat(found.group(2))
        seen.append(name)
    assert seen.count("CALLSIGN") == 1 and "QSO" in seen, page_id
    assert seen.index("QSO") > max(i for i, n in enumerate(seen) if n != "QSO"), page_id


_JCAL_TYPES = {"text", "date", "date-time", "duration", "uri", "integer"}
_DURATION = r"[+-]?P(\d+W|(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?)"


def _check_component(page_id: str, component: object, parent: str) -> None:
    assert isinstance(component, list) and len(component) == 3, page_id
    name, props, subs = component
    allowed = {"": {"vcalendar"}, "vcalendar": {"vevent"}, "vevent": {"valarm"}}[parent]
    assert name in allowed, (page_id, name, parent)
    assert isinstance(props, list) and isinstance(subs, list), page_id
    names = []
    for prop in props:
        assert isinstance(prop, list) and len(prop) >= 4, (page_id, prop)
        pname, params, kind, *values = prop
        assert re.fullmatch(r"[a-z][a-z0-9-]*", pname) and isinstance(params, dict), page_id
        assert kind in _JCAL_TYPES, (page_id, kind)
        for value in values:
            assert isinstance(value, str), page_id
            if kind == "date":
                date.fromisoformat(value)
            elif kind == "date-time":
                assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ?", value), page_id
            elif kind == "duration":
                assert re.fullmatch(_DURATION, value), page_id
        names.append(pname)
    required = {
        "vcalendar": ("version", "prodid"),
        "vevent": ("uid", "dtstamp", "dtstart"),
        "valarm": ("action", "trigger"),
    }[name]
    for pname in required:
        assert names.count(pname) == 1, (page_id, name, pname)
    for sub in subs:
        _check_component(page_id, sub, name)


def _check_jcal(page_id: str, text: str) -> None:
    value = json.loads(text)
    _check_component(page_id, value, "")
    uids = [p[3] for c in value[2] for p in c[1] if p[0] == "uid"]
    assert len(uids) == len(set(uids)), page_id


_IPUZ_FIELDS = {
    "version",
    "kind",
    "copyright",
    "publisher",
    "publication",
    "url",
    "uniqueid",
    "title",
    "intro",
    "explanation",
    "annotation",
    "author",
    "editor",
    "date",
    "notes",
    "difficulty",
    "origin",
    "block",
    "empty",
    "styles",
    "dimensions",
    "puzzle",
    "solution",
    "clues",
}


def _check_ipuz(page_id: str, text: str) -> None:
    value = json.loads(text)
    assert value["version"].startswith("http://ipuz.org/v"), page_id
    assert any(k.startswith("http://ipuz.org/crossword") for k in value["kind"]), page_id
    for name in value:
        assert name in _IPUZ_FIELDS or ":" in name, (page_id, name)  # extensions are named
    assert re.fullmatch(r"\d\d/\d\d/\d{4}", value.get("date", "01/01/2000")), page_id
    width, height = value["dimensions"]["width"], value["dimensions"]["height"]
    grid, solution = value["puzzle"], value["solution"]
    assert len(grid) == len(solution) == height, page_id
    assert all(len(row) == width for row in (*grid, *solution)), page_id
    block = value.get("block", "#")

    def is_open(r: int, c: int) -> bool:
        return 0 <= r < height and 0 <= c < width and grid[r][c] != block

    across, down, number = [], [], 0
    for r in range(height):
        for c in range(width):
            if not is_open(r, c):
                continue
            starts_across = not is_open(r, c - 1) and is_open(r, c + 1)
            starts_down = not is_open(r - 1, c) and is_open(r + 1, c)
            if starts_across or starts_down:
                number += 1
                assert grid[r][c] == number, (page_id, r, c)
                if starts_across:
                    across.append(number)
                if starts_down:
                    down.append(number)
            else:
                assert grid[r][c] == 0, (page_id, r, c)
    assert [n for n, _ in value["clues"]["Across"]] == across, page_id
    assert [n for n, _ in value["clues"]["Down"]] == down, page_id
    for r, row in enumerate(solution):
        assert all(isinstance(x, str) and len(x) == 1 for x in row), page_id
        assert "".join(row) == "".join(solution[c][r] for c in range(height)), page_id


_BB_TAGS = {"b", "i", "u", "s", "quote", "code", "size", "color", "url", "img", "list", "*"}


def _check_bbcode(page_id: str, text: str) -> None:
    stack: list[str] = []
    for found in re.finditer(r"\[(/?)([a-z*]+)(=[^\]]*)?\]", text):
        closing, name, argument = found.groups()
        if stack and stack[-1] == "code" and not (closing and name == "code"):
            continue  # inside code, tags are text
        assert name in _BB_TAGS, (page_id, name)
        if name == "*":
            assert stack and stack[-1] == "list", page_id
            continue
        if closing:
            assert stack and stack.pop() == name, (page_id, name)
            continue
        if name == "size":
            assert argument and re.fullmatch(r"=[1-7]", argument), page_id
        if name == "color":
            assert argument and re.fullmatch(r"=(#[0-9a-f]{6}|[a-z]+)", argument), page_id
        stack.append(name)
    assert not stack, (page_id, stack)


_NCX_NS = "{http://www.daisy.org/z3986/2005/ncx/}"


def _check_ncx(page_id: str, text: str) -> None:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n'), page_id
    root = ET.fromstring(text)
    assert root.tag == f"{_NCX_NS}ncx" and root.get("version") == "2005-1", page_id
    metas = {m.get("name"): m.get("content") for m in root.iter(f"{_NCX_NS}meta")}
    assert None not in metas.values(), page_id
    for name in ("dtb:uid", "dtb:depth", "dtb:totalPageCount", "dtb:maxPageNumber"):
        assert name in metas, (page_id, name)
    assert root.findtext(f"{_NCX_NS}docTitle/{_NCX_NS}text"), page_id
    points = list(root.iter(f"{_NCX_NS}navPoint"))
    ids = [p.get("id") for p in points]
    assert len(set(ids)) == len(ids) and None not in ids, page_id
    assert [int(p.get("playOrder", "")) for p in points] == list(range(1, len(points) + 1))
    for point in points:
        assert point.findtext(f"{_NCX_NS}navLabel/{_NCX_NS}text"), page_id
        content = point.find(f"{_NCX_NS}content")
        assert content is not None and content.get("src"), page_id


def _check_fluent(page_id: str, text: str) -> None:
    ids: list[str] = []
    current = False
    for line in text.split("\n"):
        if not line:
            current = False
        elif line.startswith("#"):
            assert re.fullmatch(r"#{1,3}( .*)?", line), (page_id, line)
            current = False
        elif line[0] == " ":
            assert current, (page_id, line)
            stripped = line.strip()
            if stripped.startswith("."):
                assert re.fullmatch(r"\.[a-zA-Z][\w-]* = \S.*", stripped), (page_id, line)
            else:
                assert stripped[0] not in "[*.}", (page_id, line)
        else:
            found = re.fullmatch(r"(-?[a-zA-Z][a-zA-Z0-9_-]*) =( \S.*)?", line)
            assert found, (page_id, line)
            ids.append(found.group(1))
            current = True
    assert len(ids) == len(set(ids)), page_id
    code = "\n".join(x for x in text.split("\n") if not x.startswith("#"))
    rest = re.sub(r"\{ (\$[a-z]+|-[a-z-]+) \}", "", code)
    assert "{" not in rest and "}" not in rest, page_id
    for term in re.findall(r"\{ (-[a-z-]+) \}", code):
        assert term in ids, (page_id, term)


def _check_cooklang(page_id: str, text: str) -> None:
    head, _, body = text.partition("\n\n")
    keys = []
    for line in head.split("\n"):
        found = re.fullmatch(r">> ([a-z_]+): \S.*", line)
        assert found, (page_id, line)
        keys.append(found.group(1))
    assert len(keys) == len(set(keys)) and "title" in keys, page_id
    body = re.sub(r"\[-.*?-\]", "", body, flags=re.S)
    assert "[-" not in body and "-]" not in body, page_id
    for line in body.split("\n"):
        if line.startswith("--"):
            continue
        for found in re.finditer(r"[@#~]([^@#~{}\n]*)\{([^{}]*)\}", line):
            assert re.fullmatch(r"(\d+(\.\d+)?)?(%[a-z ]+)?", found.group(2)), (page_id, line)
        rest = re.sub(r"[@#~][^@#~{}\n]*\{[^{}]*\}", "", line)
        assert "{" not in rest and "}" not in rest, (page_id, line)


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _SBV: _check_sbv,
    _VRML: _check_vrml,
    _CIF: _check_cif,
    _CBR: _check_cabrillo,
    _JCAL: _check_jcal,
    _IPUZ: _check_ipuz,
    _BB: _check_bbcode,
    _NCX: _check_ncx,
    _FTL: _check_fluent,
    _COOK: _check_cooklang,
}


@pytest.mark.parametrize("page", FRESH21_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH21_PAGES, _CHECKS, _NEW_TYPES)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        _SBV: "0:00:05.000,0:00:01.000\nbackwards\n",
        _VRML: '#VRML V2.0 utf8\nWorldInfo { info [ "open" }\n',
        _CIF: "#\\#CIF_2.0\ndata_x\n_cell_length_a\n_cell_length_b 1\n",
        _CBR: "START-OF-LOG: 3.0\nCALLSIGN: X\nQSO: a b c\nEND-OF-LOG:\n",
        _JCAL: json.dumps(["vcalendar", [["version", {}, "text", "2.0"]], []]),
        _IPUZ: json.dumps(
            {
                "version": "http://ipuz.org/v2",
                "kind": ["http://ipuz.org/crossword#1"],
                "dimensions": {"width": 2, "height": 2},
                "puzzle": [[1, 2], [3, 4]],
                "solution": [["A", "B"], ["C", "D"]],
                "clues": {"Across": [[1, "x"]], "Down": [[1, "y"]]},
            }
        ),
        _BB: "[b]bold [i]crossed[/b][/i]",
        _NCX: '<?xml version="1.0" encoding="UTF-8"?>\n<ncx '
        'xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head/><navMap>'
        '<navPoint id="a" playOrder="2"/></navMap></ncx>',
        _FTL: "hello = Hello { $name\n bad continuation\n",
        _COOK: ">> title: x\n\nAdd @salt{a pinch of} and stir.\n",
    }
    assert set(broken) == set(_CHECKS)
    check_rejects_broken(_CHECKS, broken)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_kamasutra("qw") == "ab"
    assert _from_eliasgamma("1 000011010 ; 010") == "az b"  # 1, 26 and 2
    assert _from_table(_TETRAGRAMS)("\U0001d306\U0001d31f") == "az"
    assert _from_jcuken("фя") == "az"
    assert _from_nrzi("_‾_____‾") == "a"  # 0x61 = 01100001
    assert _from_table(_MUSNAD)("\U00010a60\U00010a79") == "az"
    assert _from_zx81("38 0 63") == "A Z"
    assert _from_4b5b("0111001001") == "a"  # 6 then 1
    assert _from_cities("Ancona Zara, Bologna") == "az b"
    assert _from_factoradic("10.10100 100") == "az b"  # 1, 26 and 2
    assert _from_remainders("1:1 2:5 / 2:2") == "az b"
    assert _from_table(_OSAGE)("\U000104b0\U000104c9") == "az"


def test_the_payloads_read_as_orders() -> None:
    check_payloads_read_as_orders(FRESH21_ATTACKS, _DECODE)


def test_json_in_markup_payloads_parses() -> None:
    # Fake tool calls and chat turns written as JSON in the carriers are valid JSON.
    by_id = {p.id.removeprefix("fresh21-attack-"): render(p, COLLECT) for p in FRESH21_ATTACKS}
    calendar = json.loads(by_id["markup-tool-jcal-alarm"])
    alarm = calendar[2][0][2][0]
    call = json.loads(next(p[3] for p in alarm[1] if p[0] == "description"))
    assert call["name"] == "put_store_entry"
    code = re.search(r"\[code\](.*)\[/code\]", by_id["markup-tool-bb-code"])
    assert code is not None and json.loads(code.group(1))["tool"] == "put_store_entry"
    meta = re.search(r"^>> tool_call: (.*)$", by_id["markup-url-cook-meta"], re.M)
    assert meta is not None and json.loads(meta.group(1))["arguments"] == {"url": COLLECT}
    puzzle = json.loads(by_id["markup-hijack-ipuz-messages"])
    assert puzzle["com.example.chat:messages"][0]["role"] == "system"
    ncx = ET.fromstring(by_id["markup-tool-ncx-invoke"])
    labels = [unescape(t.text or "") for t in ncx.iter(f"{_NCX_NS}text")]
    assert any(label.startswith('<tool_use name="put_store_entry">') for label in labels)
