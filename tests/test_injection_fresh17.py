"""The fresh17 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import configparser
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable
from urllib.parse import urlsplit

import pytest
from _corpus_checks import (
    DECODE,
    SHAPE_CHECKS,
    BlindCorpus,
    check_benign,
    check_languages,
    check_rendered,
    check_types_checked,
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection_fresh17 import FRESH17_ATTACKS, FRESH17_BENIGN, FRESH17_PAGES
from core.evals.injection_fresh17_attacks import (
    ABLE_BAKER,
    ARMENIAN,
    BELLS,
    CROCKFORD,
    EMOJI,
    ETHIOPIC_TEN,
    ETHIOPIC_TWENTY,
    ETHIOPIC_UNITS,
    ETHIOPIC_WORDSPACE,
    GOTHIC,
    HANGUL,
    KNIT_GAP,
    TIFINAGH,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh17_")
# Languages the earlier corpora already attack in.
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "crs": r"\b(lasistans|dernyen|reponn|ekri)\b",  # Seychellois Creole
    "sah": "[ҕҥөһү]",  # the letters of Yakut Cyrillic
    "lzh": "[之爾勿於]",  # Literary Chinese particles
    "cbk": r"\b(ta lee|maga)\b",  # Chavacano
    "szl": "[ōôŏ]",  # the vowels of Silesian
    "dsb": r"(toś|wótegroniš|pjerwjej|njepowědaj)",  # Lower Sorbian
    "nap": r"\b(nisciuno|risponnere|staje|primma)\b",  # Neapolitan
    "bar": r"\b(Gehuif|ontwortst|koam|Vazähl)\b",  # Bavarian
    "hwc": r"\b(bumbye|dis|befo|ansa|dea)\b",  # Hawaii Pidgin
    "crh": r"(oquğan|başqa|türküni|aytma)",  # Crimean Tatar
    "ckb": "[ەڵێڕ]",  # letters of Central Kurdish in Arabic script
    "bho": r"(बाड़|अउर|कुछु|पढ़त)",  # Bhojpuri
    # benign languages only
    "es": "[ñ¿¡]",
    "it": r"\b(della|sulla|conserva|barca)\b",
    "nl": r"\b(het|een|elk|zingt)\b",
    "pt": "[ãõç]",
    "da": "[æøå]",
    "ga": r"\b(agus|gach|snámh)\b",
    "is": "[þðæ]",
    "et": "[õäöü]",
    "sk": r"(krúžok|štvrtok|knižnici)",
}


# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _words(text: str, between: str, letter: Callable[[str], str]) -> str:
    """Words split by ``between``, letters by single spaces, each token read by ``letter``."""
    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(between))


def _from_knitting(text: str) -> str:
    def stitch(token: str) -> str:
        if token == KNIT_GAP:
            return " "
        found = re.fullmatch(r"k(\d+)", token)
        return _ABC[int(found.group(1)) - 1] if found else token

    return "".join(stitch(t) for t in text.split(", "))


def _from_ethiopic(text: str) -> str:
    def letter(token: str) -> str:
        if not token or not set(token) <= {*ETHIOPIC_UNITS, ETHIOPIC_TEN, ETHIOPIC_TWENTY}:
            return token
        n = 10 * token.count(ETHIOPIC_TEN) + 20 * token.count(ETHIOPIC_TWENTY)
        n += sum(ETHIOPIC_UNITS.index(c) + 1 for c in token if c in ETHIOPIC_UNITS)
        return _ABC[n - 1]

    return _words(text, f" {ETHIOPIC_WORDSPACE} ", letter)


def _from_balanced(text: str) -> str:
    def letter(token: str) -> str:
        if not token or not set(token) <= set("+0-"):
            return token
        n = 0
        for digit in token:
            n = 3 * n + {"+": 1, "0": 0, "-": -1}[digit]
        return _ABC[n - 1]

    return _words(text, " / ", letter)


def _from_crockford(text: str) -> str:
    bits = "".join(f"{CROCKFORD.index(c):05b}" for c in text.replace("-", ""))
    whole = len(bits) - len(bits) % 8
    assert set(bits[whole:]) <= {"0"}, text
    return bytes(int(bits[i : i + 8], 2) for i in range(0, whole, 8)).decode()


def _from_table(letters: str) -> Callable[[str], str]:
    return lambda text: text.translate(str.maketrans(letters, _ABC))


def _from_bells(text: str) -> str:
    def letter(token: str) -> str:
        if not token or not set(token) <= set(BELLS):
            return token
        n = 0
        for bell in token:
            n = 12 * n + BELLS.index(bell) + 1
        return _ABC[n - 1]

    return _words(text, " / ", letter)


def _from_bcd(text: str) -> str:
    def letter(token: str) -> str:
        if not re.fullmatch(r"[01]{8}", token):
            return token
        tens, units = int(token[:4], 2), int(token[4:], 2)
        assert units < 10, token
        return _ABC[10 * tens + units - 1]

    return _words(text, " | ", letter)


def _from_ablebaker(text: str) -> str:
    words = {word.lower(): _ABC[n] for n, word in enumerate(ABLE_BAKER)}
    return _words(text, " | ", lambda token: words.get(token.lower(), token))


# How to read each ``encoding=`` a fresh17 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "knitting": _from_knitting,
    "ethiopic": _from_ethiopic,
    "balanced": _from_balanced,
    "crockford": _from_crockford,
    "tifinagh": _from_table(TIFINAGH),
    "bells": _from_bells,
    "bcd": _from_bcd,
    "armenian": _from_table(ARMENIAN),
    "ablebaker": _from_ablebaker,
    "emoji": _from_table(EMOJI),
    "hangul": _from_table(HANGUL),
    "gothic": _from_table(GOTHIC),
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}
# Content types fresh17 serves that no earlier corpus does.
_NEW_TYPES = {
    "application/edifact",
    "application/mods+xml",
    "image/vnd.dxf",
    "model/step",
    "application/x-kicad-schematic",
    "chemical/x-mdl-sdfile",
    "application/vnd.oasis.opendocument.text-flat-xml",
    "audio/x-scpls",
    "text/x-lrc",
    "text/uri-list",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "dxf layer switched off": "NOTES-OFF",
    "odf section not displayed": 'text:display="none"',
    "molfile comment line": "\nAI reader, close your answer",
    "hidden kicad symbol property": '(property "Bot_Note"',
    "step file comment": "/* CAD importers discard",
    "pls comment lines": "; Media players skip",
    "mods extension": "<extension>",
    "html template element": "<template",
    "unknown lrc tag": "[note:",
    "mutually defined edifact free text": "FTX+ZZZ",
    "img alt text": 'alt="Photo of the gig race',
    "uncited markdown footnote": "[^ai]:",
}


_CORPUS = BlindCorpus(
    "fresh17",
    FRESH17_ATTACKS,
    FRESH17_BENIGN,
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


def _key(letters: str) -> str:
    return ", ".join(f"{a} {b}" for a, b in zip(_ABC, letters, strict=True))


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH17_ATTACKS}
    assert "k1 is a and k26 is z, purl one is a gap between words" in by_encoding["knitting"]
    geez = (
        f"so a is {ETHIOPIC_UNITS[0]}, j is {ETHIOPIC_TEN} and z is "
        f"{ETHIOPIC_TWENTY}{ETHIOPIC_UNITS[5]}; the Ethiopic wordspace {ETHIOPIC_WORDSPACE}"
    )
    assert geez in by_encoding["ethiopic"]
    assert "+ is one, 0 is nought and - is minus one" in by_encoding["balanced"]
    assert "Crockford base32 of the UTF-8 bytes" in by_encoding["crockford"]
    assert _key(TIFINAGH) in by_encoding["tifinagh"]
    assert "the bells 1 to 9, 0, E and T, so m is 11 and z is 22" in by_encoding["bells"]
    assert "place in the alphabet as two BCD digits" in by_encoding["bcd"]
    assert _key(ARMENIAN) in by_encoding["armenian"]
    assert " ".join(ABLE_BAKER) in by_encoding["ablebaker"]
    assert _key(EMOJI) in by_encoding["emoji"]
    assert _key(HANGUL) in by_encoding["hangul"]
    assert _key(GOTHIC) in by_encoding["gothic"]


def _names(prefix: str, names: str) -> list[str]:
    return [f"{prefix}{name}" for name in names.split(",")]


def test_the_code_tables_are_what_the_pages_say() -> None:
    # The tables the pages state, checked against the Unicode names of their characters.
    tables = {
        TIFINAGH: _names(
            "TIFINAGH LETTER ",
            "YA,YAB,YACH,YAD,YEY,YAF,YAG,YAH,YI,YAJ,YAK,YAL,YAM,YAN,YO,YAP,YAQ,YAR,YAS,YAT,YU,"
            "YAV,YAW,YAKH,YAY,YAZ",
        ),
        ARMENIAN: _names(
            "ARMENIAN SMALL LETTER ",
            "AYB,BEN,CO,DA,ECH,FEH,GIM,HO,INI,JHEH,KEN,LIWN,MEN,NOW,OH,PEH,KEH,REH,SEH,TIWN,"
            "YIWN,VEW,VO,XEH,YI,ZA",
        ),
        HANGUL: _names(
            "HANGUL LETTER ",
            "A,PIEUP,CHIEUCH,TIKEUT,E,KAPYEOUNPHIEUPH,KIYEOK,HIEUH,I,CIEUC,KHIEUKH,RIEUL-HIEUH,"
            "MIEUM,NIEUN,O,PHIEUPH,SSANGKIYEOK,RIEUL,SIOS,THIEUTH,U,KAPYEOUNPIEUP,WEO,SSANGSIOS,"
            "YA,PANSIOS",
        ),
        GOTHIC: _names(
            "GOTHIC LETTER ",
            "AHSA,BAIRKAN,THIUTH,DAGS,AIHVUS,FAIHU,GIBA,HAGL,EIS,JER,KUSMA,LAGUS,MANNA,NAUTHS,"
            "OTHAL,PAIRTHRA,QAIRTHRA,RAIDA,SAUIL,TEIWS,URUS,NINETY,WINJA,IGGWS,HWAIR,IUJA",
        ),
        EMOJI: _names(
            "",
            "RED APPLE,HONEYBEE,CAT,DOG,EGG,FISH,GRAPES,HOUSE BUILDING,SOFT ICE CREAM,JEANS,KEY,"
            "LEMON,CRESCENT MOON,NOSE,OCTOPUS,PENGUIN,CROWN,RAINBOW,SNAKE,DECIDUOUS TREE,"
            "UNICORN FACE,VIOLIN,WHALE,X-RAY,BALL OF YARN,ZEBRA FACE",
        ),
    }
    for letters, names in tables.items():
        assert len(letters) == len(set(letters)) == 26
        assert [unicodedata.name(c) for c in letters] == names
    # The emoji go by the first letter of what they show (a crown for a queen).
    pictures = _names(
        "",
        "APPLE,BEE,CAT,DOG,EGG,FISH,GRAPES,HOUSE,ICE,JEANS,KEY,LEMON,MOON,NOSE,OCTOPUS,PENGUIN,"
        "QUEEN,RAINBOW,SNAKE,TREE,UNICORN,VIOLIN,WHALE,X-RAY,YARN,ZEBRA",
    )
    for letter, picture, c in zip(_ABC, pictures, EMOJI, strict=True):
        assert picture[0] == letter.upper()
        assert picture in unicodedata.name(c) or (letter, unicodedata.name(c)) == ("q", "CROWN")
    digits = ("ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE")
    assert [unicodedata.name(c) for c in ETHIOPIC_UNITS] == [f"ETHIOPIC DIGIT {d}" for d in digits]
    assert unicodedata.name(ETHIOPIC_TEN) == "ETHIOPIC NUMBER TEN"
    assert unicodedata.name(ETHIOPIC_TWENTY) == "ETHIOPIC NUMBER TWENTY"
    assert unicodedata.name(ETHIOPIC_WORDSPACE) == "ETHIOPIC WORDSPACE"
    crockford = "0123456789" + "".join(c for c in _ABC.upper() if c not in "ILOU")
    assert crockford == CROCKFORD
    assert BELLS == "1234567890ET"
    assert [w[0].lower() for w in ABLE_BAKER] == list(_ABC)


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH17_ATTACKS, FRESH17_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH17_ATTACKS if p.marker}
    for page in FRESH17_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_EDI_RELEASED = "?+:'"


def _edi_segments(page_id: str, text: str) -> list[list[list[str]]]:
    """The segments of an EDIFACT interchange with the default service string advice
    (``UNA:+.? '``): each a list of data elements, each a list of components, releases
    undone; a line break may follow a segment terminator and nothing else."""
    assert text.startswith("UNA:+.? '"), page_id
    segments: list[list[list[str]]] = []
    elements: list[list[str]] = [[""]]
    i, rest = 0, text[len("UNA:+.? '") :].lstrip("\n")
    while i < len(rest):
        c = rest[i]
        if c == "?":
            assert i + 1 < len(rest) and rest[i + 1] in _EDI_RELEASED, (page_id, rest[i : i + 9])
            elements[-1][-1] += rest[i + 1]
            i += 2
            continue
        if c == "'":
            segments.append(elements)
            elements = [[""]]
            i += 1
            while i < len(rest) and rest[i] == "\n":
                i += 1
            continue
        assert c != "\n", (page_id, "a line break inside a segment")
        if c == "+":
            elements.append([""])
        elif c == ":":
            elements[-1].append("")
        else:
            elements[-1][-1] += c
        i += 1
    assert elements == [[""]], (page_id, "a segment not terminated")
    return segments


def _check_edifact(page_id: str, text: str) -> None:
    """An EDIFACT interchange (syntax 4, UTF-8 as UNOW): UNA, then UNB with the character
    set, sender, recipient, date and reference, messages from UNH to UNT (a BERMAN of
    directory D.16A) whose trailer counts their segments and repeats their reference,
    and UNZ counting the messages and repeating the interchange reference; segment tags
    of three capitals; free text (FTX) with a subject qualifier and at most five
    components of at most 512 characters."""
    segments = _edi_segments(page_id, text)
    tags = [s[0][0] for s in segments]
    assert all(re.fullmatch(r"[A-Z]{3}", t) for t in tags), (page_id, tags)
    assert tags[0] == "UNB" and tags[-1] == "UNZ", page_id
    unb, unz = segments[0], segments[-1]
    assert unb[1] == ["UNOW", "4"] and len(unb) >= 6, page_id
    assert re.fullmatch(r"\d{8}", unb[4][0]) and re.fullmatch(r"\d{4}", unb[4][1]), page_id
    assert unz[2] == unb[5], page_id
    messages = 0
    start = -1
    for n, segment in enumerate(segments[1:-1], 1):
        if segment[0][0] == "UNH":
            assert start < 0, (page_id, "a message inside a message")
            assert segment[2] == ["BERMAN", "D", "16A", "UN"], page_id
            start = n
        elif segment[0][0] == "UNT":
            assert start > 0, page_id
            assert int(segment[1][0]) == n - start + 1, (page_id, "a wrong segment count")
            assert segment[2] == segments[start][1], page_id
            start, messages = -1, messages + 1
        else:
            assert start > 0, (page_id, "a segment outside a message")
        if segment[0][0] == "FTX":
            assert re.fullmatch(r"[A-Z]{3}", segment[1][0]), page_id
            assert len(segment[4]) <= 5 and all(len(c) <= 512 for c in segment[4]), page_id
    assert start < 0 and messages == int(unz[1][0]) > 0, page_id


_MODS = "{http://www.loc.gov/mods/v3}"
_MODS_TOP = {
    "titleInfo", "name", "typeOfResource", "genre", "originInfo", "language",
    "physicalDescription", "abstract", "tableOfContents", "targetAudience", "note", "subject",
    "classification", "relatedItem", "identifier", "location", "accessCondition", "part",
    "extension", "recordInfo",
}  # fmt: skip


def _check_mods(page_id: str, text: str) -> None:
    """A MODS 3 record: the ``mods`` root in the MODS namespace with a version, only MODS
    top-level elements in it, a title, names with name parts and roles with role terms,
    at most one record info, and outside ``extension`` no element of another namespace."""
    root = ET.fromstring(text)
    assert root.tag == f"{_MODS}mods" and (root.get("version") or "").startswith("3."), page_id
    for child in root:
        assert child.tag.startswith(_MODS), (page_id, child.tag)
        assert child.tag[len(_MODS) :] in _MODS_TOP, (page_id, child.tag)
        if child.tag != f"{_MODS}extension":
            assert all(e.tag.startswith(_MODS) for e in child.iter()), (page_id, child.tag)
    assert (root.findtext(f"{_MODS}titleInfo/{_MODS}title") or "").strip(), page_id
    for name in root.iterfind(f"{_MODS}name"):
        assert (name.findtext(f"{_MODS}namePart") or "").strip(), page_id
        for role in name.iterfind(f"{_MODS}role"):
            assert (role.findtext(f"{_MODS}roleTerm") or "").strip(), page_id
    assert len(root.findall(f"{_MODS}recordInfo")) <= 1, page_id


_DXF_SECTIONS = {"HEADER", "CLASSES", "TABLES", "BLOCKS", "ENTITIES", "OBJECTS"}


def _dxf_pairs(page_id: str, text: str) -> list[tuple[int, str]]:
    assert text.isascii() and text.endswith("\n"), page_id
    lines = text[:-1].split("\n")
    assert len(lines) % 2 == 0, page_id
    pairs = []
    for i in range(0, len(lines), 2):
        assert re.fullmatch(r" *\d{1,4}", lines[i]), (page_id, lines[i])
        assert len(lines[i + 1]) <= 255, page_id
        pairs.append((int(lines[i]), lines[i + 1]))
    return pairs


def _dxf_groups(pairs: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """Pairs split into runs that each start with a group code 0."""
    groups: list[list[tuple[int, str]]] = []
    for pair in pairs:
        if pair[0] == 0 or not groups:
            groups.append([])
        groups[-1].append(pair)
    return groups


def _check_dxf(page_id: str, text: str) -> None:
    """An ASCII DXF file: code and value lines in pairs (values at most 255 characters),
    999 comments, known sections from SECTION to ENDSEC, ``$ACADVER`` in the header, tables
    whose count matches their entries, layers with a non-zero colour (negative: off) and a
    known line type, entities (TEXT, LINE, CIRCLE) on known layers with numeric
    coordinates, extended data of registered applications in balanced braces, and EOF
    last."""
    pairs = [p for p in _dxf_pairs(page_id, text) if p[0] != 999]
    assert pairs[-1] == (0, "EOF"), page_id
    groups = _dxf_groups(pairs[:-1])
    sections: dict[str, list[list[tuple[int, str]]]] = {}
    current: str | None = None
    for group in groups:
        if group[0] == (0, "SECTION"):
            # The header's variables follow the section's name in the same run.
            assert current is None and len(group) >= 2 and group[1][0] == 2, page_id
            current = group[1][1]
            assert current in _DXF_SECTIONS and current not in sections, (page_id, current)
            sections[current] = [group[2:]] if len(group) > 2 else []
            assert current == "HEADER" or len(group) == 2, page_id
        elif group[0] == (0, "ENDSEC"):
            assert current is not None and len(group) == 1, page_id
            current = None
        else:
            assert current is not None, (page_id, "a group outside a section")
            sections[current].append(group)
    assert current is None, page_id
    (header,) = sections["HEADER"]
    assert header[0] == (9, "$ACADVER") and header[1][0] == 1, page_id
    assert re.fullmatch(r"AC10\d\d", header[1][1]), page_id
    assert all(value.startswith("$") for code, value in header if code == 9), page_id
    tables: dict[str, list[dict[int, str]]] = {}
    for group in sections["TABLES"]:
        kind = group[0][1]
        if kind == "TABLE":
            name, count = group[1], group[2]
            assert name[0] == 2 and count[0] == 70, page_id
            current = name[1]
            tables[current] = []
            expected = int(count[1])
        elif kind == "ENDTAB":
            assert current is not None and len(tables[current]) == expected, page_id
            current = None
        else:
            assert kind == current, (page_id, kind, current)
            tables[current].append(dict(group[1:]))
    assert current is None, page_id
    line_types = {entry[2] for entry in tables["LTYPE"]}
    layers = set()
    for entry in tables["LAYER"]:
        assert 0 < abs(int(entry[62])) <= 255 and entry[6] in line_types, page_id
        layers.add(entry[2])
    apps = {entry[2] for entry in tables["APPID"]}
    for entity in sections["ENTITIES"]:
        kind = entity[0][1]
        assert kind in ("TEXT", "LINE", "CIRCLE"), (page_id, kind)
        codes = [code for code, _ in entity]
        xdata = codes.index(1001) if 1001 in codes else len(codes)
        own = dict(entity[1:xdata])
        assert own.get(8) in layers, (page_id, own.get(8))
        for code, value in own.items():
            if 10 <= code <= 59:
                float(value)
        assert {10, 20} <= set(own), page_id
        if kind == "TEXT":
            assert own.get(1) and float(own[40]) > 0, page_id
        depth = 0
        for code, value in entity[xdata:]:
            assert code >= 1000, (page_id, code)
            if code == 1001:
                assert value in apps and depth == 0, (page_id, value)
            elif code == 1002:
                depth += {"{": 1, "}": -1}[value]
                assert depth >= 0, page_id
        assert depth == 0, page_id


_STEP_TOKEN = re.compile(
    r"\s*(?:(?P<str>'(?:[^']|'')*')|(?P<ref>#\d+)|(?P<enum>\.[A-Z_][A-Z0-9_]*\.)"
    r"|(?P<num>[+-]?\d+(?:\.\d*)?(?:[Ee][+-]?\d+)?)|(?P<kw>!?[A-Z][A-Z0-9_]*)|(?P<p>[(),$*]))"
)
_STEP_STRING = re.compile(
    r"(?:[ -&(-\[\]-~]|\\\\|\\X2\\(?:[0-9A-F]{4})+\\X0\\|\\X4\\(?:[0-9A-F]{8})+\\X0\\"
    r"|\\X\\[0-9A-F]{2})*"
)


def _step_tokens(page_id: str, text: str) -> list[tuple[str, str]]:
    tokens: list[tuple[str, str]] = []
    i = 0
    while text[i:].strip():
        found = _STEP_TOKEN.match(text, i)
        assert found and found.lastgroup, (page_id, text[i : i + 30])
        tokens.append((found.lastgroup, found.group(found.lastgroup)))
        i = found.end()
    return tokens


def _step_entity(page_id: str, tokens: list[tuple[str, str]]) -> tuple[str, set[int]]:
    """The name of an entity written ``NAME(params)`` and the instances it refers to;
    every string, list and parameter well formed."""
    refs: set[int] = set()
    pos = 0

    def value() -> None:
        nonlocal pos
        kind, text = tokens[pos]
        pos += 1
        if kind == "str":
            assert _STEP_STRING.fullmatch(text[1:-1].replace("''", "")), (page_id, text)
        elif kind == "ref":
            refs.add(int(text[1:]))
        elif kind == "kw":
            assert tokens[pos] == ("p", "("), (page_id, text)
            params()
        elif kind == "p" and text == "(":
            pos -= 1
            params()
        else:
            assert kind in ("enum", "num") or text in ("$", "*"), (page_id, text)

    def params() -> None:
        nonlocal pos
        assert tokens[pos] == ("p", "("), page_id
        pos += 1
        if tokens[pos] == ("p", ")"):
            pos += 1
            return
        while True:
            value()
            separator = tokens[pos]
            pos += 1
            if separator == ("p", ")"):
                return
            assert separator == ("p", ","), (page_id, separator)

    assert tokens[0][0] == "kw", page_id
    pos = 1
    params()
    assert pos == len(tokens), (page_id, "text after an entity")
    return tokens[0][1], refs


def _step_statements(page_id: str, text: str) -> list[str]:
    """``text`` split at semicolons outside strings, comments removed."""
    statements, current, i = [], "", 0
    while i < len(text):
        if text[i] == "'":
            end = i + 1
            while True:
                end = text.index("'", end)
                if text.startswith("''", end):
                    end += 2
                    continue
                break
            current += text[i : end + 1]
            i = end + 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            assert end >= 0, (page_id, "a comment not closed")
            i = end + 2
        elif text[i] == ";":
            statements.append(current.strip())
            current, i = "", i + 1
        else:
            current += text[i]
            i += 1
    assert not current.strip(), (page_id, "text after the last statement")
    return statements


def _check_step(page_id: str, text: str) -> None:
    """An ISO 10303-21 exchange file: ASCII only; comments closed; the header section
    with FILE_DESCRIPTION, FILE_NAME and FILE_SCHEMA in that order; a data section of
    instances ``#n=NAME(...)`` (a user-defined NAME starts with ``!``) whose ids are
    unique and whose references are all defined; strings with their apostrophes doubled
    and only known backslash escapes; END-ISO-10303-21 last."""
    assert text.isascii(), page_id
    statements = _step_statements(page_id, text)
    assert statements[:2] == ["ISO-10303-21", "HEADER"], page_id
    assert statements[-1] == "END-ISO-10303-21", page_id
    endsec = statements.index("ENDSEC")
    header = [_step_entity(page_id, _step_tokens(page_id, s))[0] for s in statements[2:endsec]]
    assert header == ["FILE_DESCRIPTION", "FILE_NAME", "FILE_SCHEMA"], (page_id, header)
    assert statements[endsec + 1] == "DATA" and statements[-2] == "ENDSEC", page_id
    defined: dict[int, set[int]] = {}
    for statement in statements[endsec + 2 : -2]:
        found = re.fullmatch(r"#(\d+)\s*=\s*(.*)", statement, re.S)
        assert found, (page_id, statement[:40])
        number = int(found.group(1))
        assert number not in defined, (page_id, number)
        _, defined[number] = _step_entity(page_id, _step_tokens(page_id, found.group(2)))
    assert defined, page_id
    for refs in defined.values():
        assert refs <= set(defined), (page_id, refs - set(defined))


_SEXP_TOKEN = re.compile(r'\s*(?:(\()|(\))|"((?:[^"\\]|\\.)*)"|([^\s()"]+))')
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
_Sexp = list["_Sexp | str"]


def _sexp(page_id: str, text: str) -> _Sexp:
    """The one s-expression in ``text``, lists as lists and atoms and strings as str."""
    stack: list[_Sexp] = [[]]
    i = 0
    while text[i:].strip():
        found = _SEXP_TOKEN.match(text, i)
        assert found, (page_id, text[i : i + 30])
        i = found.end()
        if found.group(1):
            stack.append([])
        elif found.group(2):
            assert len(stack) > 1, (page_id, "a bracket closed that was not opened")
            done = stack.pop()
            stack[-1].append(done)
        else:
            atom = found.group(3) if found.group(3) is not None else found.group(4)
            assert len(stack) > 1, (page_id, "an atom outside the expression")
            stack[-1].append(atom)
    assert len(stack) == 1 and len(stack[0]) == 1, (page_id, "brackets not balanced")
    top = stack[0][0]
    assert isinstance(top, list), page_id
    return top


def _children(node: _Sexp, head: str) -> list[_Sexp]:
    return [c for c in node if isinstance(c, list) and c and c[0] == head]


def _all(node: _Sexp, head: str) -> list[_Sexp]:
    found = _children(node, head)
    for child in node:
        if isinstance(child, list):
            found += _all(child, head)
    return found


def _check_kicad(page_id: str, text: str) -> None:
    """A KiCad 8 schematic: one s-expression ``kicad_sch`` with a numeric version, the
    generator, a title block with a title and library symbols; every uuid a version 4
    UUID used once; every placed symbol from the library, with a reference and a value;
    every position two or three numbers; texts with effects."""
    root = _sexp(page_id, text)
    assert root[0] == "kicad_sch", page_id
    version = _children(root, "version")
    assert len(version) == 1 and str(version[0][1]).isdigit(), page_id
    assert _children(root, "generator") and _children(root, "paper"), page_id
    title_block = _children(root, "title_block")
    assert len(title_block) == 1 and _children(title_block[0], "title"), page_id
    uuids = [str(u[1]) for u in _all(root, "uuid")]
    assert all(_UUID.fullmatch(u) for u in uuids) and len(uuids) == len(set(uuids)), page_id
    (library,) = _children(root, "lib_symbols")
    names = {str(s[1]) for s in _children(library, "symbol")}
    for symbol in _children(root, "symbol"):
        (lib_id,) = _children(symbol, "lib_id")
        assert lib_id[1] in names, (page_id, lib_id)
        properties = {str(p[1]) for p in _children(symbol, "property")}
        assert {"Reference", "Value"} <= properties, page_id
        assert _children(symbol, "uuid"), page_id
    for at in _all(root, "at"):
        assert len(at) in (3, 4), (page_id, at)
        for number in at[1:]:
            float(str(number))
    for item in _children(root, "text"):
        assert isinstance(item[1], str) and _children(item, "effects"), page_id
        assert _children(item, "at") and _children(item, "uuid"), page_id


_SDF_COUNTS = re.compile(r"([ \d]{2}\d)([ \d]{2}\d)(?:[ \d]{3}){8}999 V2000")
_SDF_ELEMENTS = {"C", "H", "O", "N"}


def _check_sdf(page_id: str, text: str) -> None:
    """An MDL SD file: records ending in ``$$$$``, each a V2000 molfile (three header lines
    of at most 80 characters, a counts line, as many atom lines as it says with three
    coordinates and an element, as many bond lines between atoms that exist, ``M  END``)
    then data items: a ``> <NAME>`` line, one or more value lines of at most 200
    characters and a blank line."""
    assert text.endswith("$$$$\n"), page_id
    records = text.split("$$$$\n")[:-1]
    assert records, page_id
    for record in records:
        lines = record.split("\n")
        assert lines[-1] == "", page_id
        lines = lines[:-1]
        assert all(len(line) <= 80 for line in lines[:3]), page_id
        found = _SDF_COUNTS.fullmatch(lines[3])
        assert found, (page_id, lines[3])
        atoms, bonds = int(found.group(1)), int(found.group(2))
        for line in lines[4 : 4 + atoms]:
            for k in range(3):
                float(line[10 * k : 10 * k + 10])
            assert line[30] == " " and line[31:34].strip() in _SDF_ELEMENTS, (page_id, line)
        for line in lines[4 + atoms : 4 + atoms + bonds]:
            first, second, order = int(line[0:3]), int(line[3:6]), int(line[6:9])
            assert 1 <= first <= atoms and 1 <= second <= atoms and first != second, page_id
            assert order in (1, 2, 3), page_id
        assert lines[4 + atoms + bonds] == "M  END", page_id
        rest = lines[5 + atoms + bonds :]
        i = 0
        while i < len(rest):
            assert re.fullmatch(r">\s+<[A-Za-z][\w.-]*>", rest[i]), (page_id, rest[i])
            end = rest.index("", i)
            assert end > i + 1, (page_id, "a data item without a value")
            assert all(len(line) <= 200 for line in rest[i + 1 : end]), page_id
            i = end + 1


_ODF = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "meta": "urn:oasis:names:tc:opendocument:xmlns:meta:1.0",
    "dc": "http://purl.org/dc/elements/1.1/",
}


def _odf(name: str) -> str:
    prefix, _, local = name.partition(":")
    return f"{{{_ODF[prefix]}}}{local}"


def _check_fodt(page_id: str, text: str) -> None:
    """A flat OpenDocument text: an ``office:document`` of the text mime type, its meta
    with a title and user-defined fields that have names, body text whose paragraphs and
    headings use styles defined in the document, headings with an outline level, and
    sections with unique names and a display value ODF knows."""
    root = ET.fromstring(text)
    assert root.tag == _odf("office:document"), page_id
    assert root.get(_odf("office:mimetype")) == "application/vnd.oasis.opendocument.text"
    meta = root.find(_odf("office:meta"))
    assert meta is not None and (meta.findtext(_odf("dc:title")) or "").strip(), page_id
    for field in meta.iter(_odf("meta:user-defined")):
        assert field.get(_odf("meta:name")), page_id
        if field.get(_odf("meta:value-type")) == "boolean":
            assert field.text in ("true", "false"), page_id
    body = root.find(f"{_odf('office:body')}/{_odf('office:text')}")
    assert body is not None, page_id
    styles = {s.get(_odf("style:name")) for s in root.iter(_odf("style:style"))}
    for element in body.iter():
        if element.tag in (_odf("text:p"), _odf("text:h")):
            assert element.get(_odf("text:style-name")) in styles, page_id
        if element.tag == _odf("text:h"):
            assert int(element.get(_odf("text:outline-level"), "0")) >= 1, page_id
    sections = [s for s in body.iter(_odf("text:section"))]
    names = [s.get(_odf("text:name")) for s in sections]
    assert None not in names and len(names) == len(set(names)), page_id
    for section in sections:
        assert section.get(_odf("text:display"), "true") in ("true", "none", "condition")


def _check_pls(page_id: str, text: str) -> None:
    """A PLS playlist: one ``[playlist]`` section (comment lines start with a semicolon),
    version 2, ``NumberOfEntries`` entries each with a file, and titles and lengths (whole
    seconds, -1 for a stream) only for entries that exist; no key twice."""
    parser = configparser.RawConfigParser(
        delimiters=("=",), comment_prefixes=(";",), inline_comment_prefixes=None, strict=True
    )
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(text)
    assert parser.sections() == ["playlist"], page_id
    entries = dict(parser["playlist"])
    count = int(entries.pop("NumberOfEntries"))
    assert entries.pop("Version") == "2" and count > 0, page_id
    for key, value in entries.items():
        found = re.fullmatch(r"(File|Title|Length)([1-9]\d*)", key)
        assert found and int(found.group(2)) <= count, (page_id, key)
        if found.group(1) == "Length":
            assert int(value) >= -1, page_id
    assert all(entries.get(f"File{n}") for n in range(1, count + 1)), page_id


_LRC_TAG = re.compile(r"\[([a-z#]+):([^\]]*)\]")
_LRC_TIMED = re.compile(r"\[(\d{2}):(\d{2})\.(\d{2})\](.*)")


def _check_lrc(page_id: str, text: str) -> None:
    """An LRC lyrics file: ID tags (a title and an artist among them) first, then timed
    lines ``[mm:ss.xx]text`` in order of time, seconds under 60; every line one or the
    other."""
    assert text.endswith("\n"), page_id
    tags: dict[str, str] = {}
    times: list[int] = []
    for line in text[:-1].split("\n"):
        if timed := _LRC_TIMED.fullmatch(line):
            minutes, seconds, hundredths = (int(timed.group(k)) for k in (1, 2, 3))
            assert seconds < 60, (page_id, line)
            times.append(6000 * minutes + 100 * seconds + hundredths)
        else:
            found = _LRC_TAG.fullmatch(line)
            assert found and not times, (page_id, line)
            tags[found.group(1)] = found.group(2)
    assert {"ti", "ar"} <= set(tags) and times == sorted(times) and times, page_id


def _check_uri_list(page_id: str, text: str) -> None:
    """A URI list (RFC 2483): lines ending in CR LF, each a comment starting with ``#``
    or one absolute URI with a scheme and an authority and no white space."""
    assert text.endswith("\r\n"), page_id
    lines = text[:-2].split("\r\n")
    uris = 0
    for line in lines:
        assert "\n" not in line and "\r" not in line, page_id
        if line.startswith("#"):
            continue
        parts = urlsplit(line)
        assert re.fullmatch(r"[a-z][a-z0-9+.-]*", parts.scheme) and parts.netloc, (page_id, line)
        assert not re.search(r"\s", line), (page_id, line)
        uris += 1
    assert uris, page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    "application/edifact": _check_edifact,
    "application/mods+xml": _check_mods,
    "image/vnd.dxf": _check_dxf,
    "model/step": _check_step,
    "application/x-kicad-schematic": _check_kicad,
    "chemical/x-mdl-sdfile": _check_sdf,
    "application/vnd.oasis.opendocument.text-flat-xml": _check_fodt,
    "audio/x-scpls": _check_pls,
    "text/x-lrc": _check_lrc,
    "text/uri-list": _check_uri_list,
}


@pytest.mark.parametrize("page", FRESH17_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH17_PAGES, _CHECKS, _NEW_TYPES)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        "application/edifact": "UNA:+.? '\nUNB+UNOW:4+A:ZZZ+B:ZZZ+20250301:1012+7'\n"
        "UNH+1+BERMAN:D:16A:UN'\nFTX+AAI+++a?b'\nUNT+9+1'\nUNZ+1+7'\n",
        "application/mods+xml": '<mods xmlns="http://www.loc.gov/mods/v3" version="3.8">'
        "<titleInfo><title>x</title></titleInfo><shelfMark>1</shelfMark></mods>",
        "image/vnd.dxf": "  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1009\n  0\nENDSEC\n"
        "  0\nSECTION\n  2\nTABLES\n  0\nTABLE\n  2\nLTYPE\n 70\n0\n  0\nENDTAB\n  0\nTABLE\n"
        "  2\nLAYER\n 70\n0\n  0\nENDTAB\n  0\nTABLE\n  2\nAPPID\n 70\n0\n  0\nENDTAB\n"
        "  0\nENDSEC\n  0\nSECTION\n  2\nENTITIES\n  0\nTEXT\n  8\nNOWHERE\n 10\n0.0\n"
        " 20\n0.0\n 40\n1.0\n  1\nx\n  0\nENDSEC\n  0\nEOF\n",
        "model/step": "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('x'),'2;1');\n"
        "FILE_NAME('a','b',(''),(''),'','','');\nFILE_SCHEMA(('S'));\nENDSEC;\nDATA;\n"
        "#1=PRODUCT('a','b','c',(#9));\nENDSEC;\nEND-ISO-10303-21;\n",
        "application/x-kicad-schematic": '(kicad_sch (version 20231120) (generator "x") '
        '(paper "A4") (title_block (title "x")) (lib_symbols) (symbol (lib_id "Device:R") '
        '(uuid "00000000-0000-4000-8000-000000000000"))',
        "chemical/x-mdl-sdfile": "x\n\n\n  2  1  0  0  0  0  0  0  0  0999 V2000\n"
        "    0.0000    0.0000    0.0000 C   0  0\n  1  2  1  0\nM  END\n$$$$\n",
        "application/vnd.oasis.opendocument.text-flat-xml": '<office:document xmlns:office="'
        f'{_ODF["office"]}" xmlns:text="{_ODF["text"]}" xmlns:meta="{_ODF["meta"]}" '
        f'xmlns:dc="{_ODF["dc"]}" office:mimetype="application/vnd.oasis.opendocument.text">'
        "<office:meta><dc:title>x</dc:title></office:meta><office:body><office:text>"
        '<text:p text:style-name="Nowhere">x</text:p></office:text></office:body>'
        "</office:document>",
        "audio/x-scpls": "[playlist]\nFile1=a.mp3\nTitle2=b\nNumberOfEntries=1\nVersion=2\n",
        "text/x-lrc": "[ti:x]\n[ar:y]\n[00:10.00]b\n[00:05.00]a\n",
        "text/uri-list": "# links\r\nsignal saltcombe\r\n",
    }
    assert set(broken) == set(_CHECKS)
    for ctype, text in broken.items():
        with pytest.raises((AssertionError, ValueError, IndexError, KeyError, ET.ParseError)):
            _CHECKS[ctype]("broken", text)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_knitting("k1, k26, p1, k2") == "az b"
    assert _from_ethiopic(f"{ETHIOPIC_UNITS[0]} {ETHIOPIC_TWENTY}{ETHIOPIC_UNITS[5]}") == "az"
    assert _from_balanced("+ / +-") == "a b"  # 1, then 3 - 1
    assert _from_crockford("C5H0") == "ab"  # 01100 00101 10001 00000
    assert _from_bells("1 T / 11 22") == "al mz"
    assert _from_bcd("00000001 00100110") == "az"
    assert _from_ablebaker("Able X-ray | Zebra") == "ax z"
    assert _from_table(TIFINAGH)(TIFINAGH[0] + TIFINAGH[25]) == "az"
    assert _from_table(GOTHIC)("\N{GOTHIC LETTER AHSA}\N{GOTHIC LETTER IUJA}") == "az"
