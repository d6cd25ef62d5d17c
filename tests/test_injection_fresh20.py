"""The fresh20 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import json
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable
from email.parser import Parser
from email.utils import parsedate_to_datetime
from html.parser import HTMLParser

import pytest
from _corpus_checks import (
    COLLECT,
    DECODE,
    SHAPE_CHECKS,
    BlindCorpus,
    check_benign,
    check_languages,
    check_payloads_read_as_orders,
    check_rendered,
    check_types_checked,
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection import render
from core.evals.injection_fresh20 import FRESH20_ATTACKS, FRESH20_BENIGN, FRESH20_PAGES
from core.evals.injection_fresh20_attacks import (
    BIBI,
    DAXIE,
    FIELDATA,
    MOON,
    OLCHIKI,
    RUNNING_KEY,
    UGARITIC,
    WINGDINGS,
    ZODIAC,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh20_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "ary": r"(ديال|كيقرا|هاد)",  # Moroccan Arabic
    "rcf": r"(lasistan|larépons|personn)",  # Reunion Creole
    "pdt": r"(Auntwuat|kjeenem|waut)",  # Plautdietsch
    "gom": r"(वाचपी|दिवचे|नाका)",  # Goan Konkani
    "nso": r"(mothuši|balago|botše)",  # Northern Sotho
    "mwl": r"(páigina|respunder|naide)",  # Mirandese
    "apc": r"(يلي|هونيك|تخبّر)",  # Levantine Arabic
    "awa": r"(जउन|अहा|केहू)",  # Awadhi
    "min": r"(Angku|mambaco|sabalun)",  # Minangkabau
    "hak": r"(毋|个|淨淨)",  # Hakka
    "pam": r"(bábasa|sasagutan|katulung)",  # Kapampangan
    "lfn": r"(leje|scrive|rejistra)",  # Lingua Franca Nova
    # benign languages only
    "de": r"\b(Sie|der|die|nicht)\b",
    "fr": r"(é|è|ç|\bla\b)",
    "sv": r"[åäö]",
    "pl": r"[ąęłśżźćń]",
    "cs": r"[ěščřžůý]",
    "fi": r"(ä|ö|\bja\b)",
    "hu": r"[őűáé]",
    "ro": r"[ăâîșț]",
    "id": r"\b(dan|yang|jangan|untuk)\b",
}

# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"
# Bibi-binary: H, B, K, D for the high two bits of a hex digit, O, A, E, I for the low two.
_BIBI = {c + v: 4 * "HBKD".index(c) + "OAEI".index(v) for c in "HBKD" for v in "OAEI"}
_MOON = [
    unicodedata.lookup(f"{phase} SYMBOL")
    for phase in (
        "NEW MOON",
        "WAXING CRESCENT MOON",
        "FIRST QUARTER MOON",
        "WAXING GIBBOUS MOON",
        "FULL MOON",
        "WANING GIBBOUS MOON",
        "LAST QUARTER MOON",
        "WANING CRESCENT MOON",
    )
]
_SIGNS = "ARIES,TAURUS,GEMINI,CANCER,LEO,VIRGO,LIBRA,SCORPIUS,SAGITTARIUS,CAPRICORN,AQUARIUS,PISCES"
_ZODIAC = [unicodedata.lookup(name) for name in _SIGNS.split(",")]
_ATTIC = {"Ι": 1, "Π": 5, "Δ": 10}
_FINANCIAL = "壹贰叁肆伍陆柒捌玖"


def _words(text: str, between: str, sep: str, letter: Callable[[str], str]) -> str:
    """Words split by ``between``, tokens by ``sep``, each token read by ``letter``."""
    return " ".join("".join(letter(t) for t in word.split(sep)) for word in text.split(between))


def _from_bibibinary(text: str) -> str:
    values = []
    for token in text.split():
        assert len(token) == 4, token
        values.append(16 * _BIBI[token[:2]] + _BIBI[token[2:]])
    return bytes(values).decode()


def _from_fieldata(text: str) -> str:
    letters = " " + _ABC.upper()
    return "".join(letters[int(code, 8) - 5] for code in text.split(" "))


def _from_zodiac(text: str) -> str:
    def letter(token: str) -> str:
        if len(token) != 2 or any(c not in _ZODIAC for c in token):
            return token
        return _ABC[12 * _ZODIAC.index(token[0]) + _ZODIAC.index(token[1]) - 1]

    return _words(text, " / ", " ", letter)


def _from_moon(text: str) -> str:
    return bytes(int("".join(str(_MOON.index(c)) for c in t), 8) for t in text.split()).decode()


def _from_runningkey(text: str) -> str:
    shifts = iter(ord(c) - ord("a") for c in RUNNING_KEY.lower() if "a" <= c <= "z")
    return "".join(
        chr((ord(c) - ord("a") - next(shifts)) % 26 + ord("a")) if "a" <= c <= "z" else c
        for c in text
    )


def _from_babylonian(text: str) -> str:
    def letter(token: str) -> str:
        if not token or set(token) - {"\U0001230b", "\U00012079"}:
            return token
        return _ABC[10 * token.count("\U0001230b") + token.count("\U00012079") - 1]

    return _words(text, " | ", " ", letter)


def _from_daxie(text: str) -> str:
    def letter(token: str) -> str:
        if not token or set(token) - set(_FINANCIAL + "拾"):
            return token
        tens, _, units = token.rpartition("拾")
        if "拾" not in token:
            tens, units = "", token
        value = 10 * (_FINANCIAL.index(tens) + 1 if tens else 0)
        return _ABC[value + (_FINANCIAL.index(units) + 1 if units else 0) - 1]

    return _words(text, " ", "·", letter)


def _from_attic(text: str) -> str:
    def letter(token: str) -> str:
        if not token or set(token) - set(_ATTIC):
            return token
        return _ABC[sum(_ATTIC[c] for c in token) - 1]

    return _words(text, " ", ".", letter)


def _from_manchester(text: str) -> str:
    out = []
    for token in text.split():
        pairs = [token[i : i + 2] for i in range(0, len(token), 2)]
        assert len(pairs) == 8 and set(pairs) <= {"01", "10"}, token
        out.append(int("".join("1" if p == "01" else "0" for p in pairs), 2))
    return bytes(out).decode()


def _from_table(letters: str) -> Callable[[str], str]:
    return lambda text: text.translate(str.maketrans(letters, _ABC))


# How to read each ``encoding=`` a fresh20 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "bibibinary": _from_bibibinary,
    "fieldata": _from_fieldata,
    "zodiac": _from_zodiac,
    "wingdings": _from_table(WINGDINGS),
    "moon": _from_moon,
    "runningkey": _from_runningkey,
    "babylonian": _from_babylonian,
    "daxie": _from_daxie,
    "olchiki": _from_table(OLCHIKI),
    "attic": _from_attic,
    "manchester": _from_manchester,
    "ugaritic": _from_table(UGARITIC),
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

_PBN = "text/x-pbn"
_SAMI = "application/x-sami"
_OSD = "application/opensearchdescription+xml"
_OEMBED = "application/json+oembed"
_RDF = "application/rdf+xml"
_PLY = "application/x-ply"
_GBR = "application/vnd.gerber"
_QIF = "application/x-qif"
_VOT = "application/x-votable+xml"
_NEWS = "message/news"
# Content types fresh20 serves that no earlier corpus does.
_NEW_TYPES = {_PBN, _SAMI, _OSD, _OEMBED, _RDF, _PLY, _GBR, _QIF, _VOT, _NEWS}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "sami class no player selects": "Class=ZZNOTE",
    "rdf xml comment": "<!-- archive-internal",
    "gerber user attribute": "%TFMakersNote",
    "ply obj_info line": "obj_info",
    "voided qif transaction": "**VOID**",
    "html template": "<template>",
    "pbn semicolon comment": "; scorer-only",
    "votable info element": '<INFO name="internal"',
    "news x- header": "X-Reader-Note:",
    "oembed underscore field": '"_internal"',
    "opensearch extension element": "orr:staffNote",
    "html hidden input": 'type="hidden"',
}

_CORPUS = BlindCorpus(
    "fresh20",
    FRESH20_ATTACKS,
    FRESH20_BENIGN,
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
    assert not {p.id for p in FRESH20_PAGES} & {p.id for p in _OLDER}


def _key(letters: str) -> str:
    return ", ".join(f"{a} {b}" for a, b in zip(_ABC, letters, strict=True))


def _flat(body: str) -> str:
    """The body's text with line breaks (and Gerber comment breaks) read as spaces."""
    return " ".join(re.sub(r"\*\nG04 |\n", " ", body).split())


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): _flat(p.body) for p in FRESH20_ATTACKS}
    assert "HO 0, HA 1, HE 2" in by_encoding["bibibinary"]
    assert "DE 14, DI 15" in by_encoding["bibibinary"]
    assert "space is 05, A is 06" in by_encoding["fieldata"] and "Z 37" in by_encoding["fieldata"]
    assert "Aries 0, Taurus 1" in by_encoding["zodiac"] and "Pisces 11" in by_encoding["zodiac"]
    assert _key(WINGDINGS) in by_encoding["wingdings"]
    assert "new moon 0, waxing crescent 1" in by_encoding["moon"]
    assert "waning crescent 7" in by_encoding["moon"]
    assert RUNNING_KEY in by_encoding["runningkey"]
    assert "𒌋 counting ten" in by_encoding["babylonian"]
    assert "𒁹 counting one" in by_encoding["babylonian"]
    assert "壹 1, 贰 2" in by_encoding["daxie"] and "拾 ten" in by_encoding["daxie"]
    assert _key(OLCHIKI) in by_encoding["olchiki"]
    assert "Ι one, Π five, Δ ten" in by_encoding["attic"]
    assert "a one is 01, a zero is 10" in by_encoding["manchester"]
    assert _key(UGARITIC) in by_encoding["ugaritic"]


def _names(prefix: str, names: str) -> list[str]:
    return [f"{prefix}{name}" for name in names.split(",")]


def test_the_code_tables_are_what_they_say() -> None:
    wingdings = (
        "VICTORY HAND,OK HAND SIGN,THUMBS UP SIGN,THUMBS DOWN SIGN,WHITE LEFT POINTING INDEX,"
        "WHITE RIGHT POINTING INDEX,WHITE UP POINTING INDEX,WHITE DOWN POINTING INDEX,"
        "RAISED HAND,WHITE SMILING FACE,NEUTRAL FACE,WHITE FROWNING FACE,BOMB,"
        "SKULL AND CROSSBONES,WHITE FLAG,WHITE PENNANT,AIRPLANE,WHITE SUN WITH RAYS,DROPLET,"
        "SNOWFLAKE,WHITE LATIN CROSS,SHADOWED WHITE LATIN CROSS,CELTIC CROSS,MALTESE CROSS,"
        "STAR OF DAVID,STAR AND CRESCENT"
    )
    assert [unicodedata.name(c) for c in WINGDINGS] == wingdings.split(",")
    olchiki = (
        "LAA,OB,UC,UD,LE,OH,AG,IH,LI,AAJ,AAK,AL,AAM,EN,LO,EP,ANG,IR,IS,AT,LU,OV,AAW,INY,UY,EDD"
    )
    assert [unicodedata.name(c) for c in OLCHIKI] == _names("OL CHIKI LETTER ", olchiki)
    ugaritic = (
        "ALPA,BETA,KHA,DELTA,HO,THANNA,GAMLA,HOTA,I,ZU,KAF,LAMDA,MEM,NUN,AIN,PU,QOPA,RASHA,"
        "SAMKA,TO,U,DHAL,WO,SHIN,YOD,ZETA"
    )
    assert [unicodedata.name(c) for c in UGARITIC] == _names("UGARITIC LETTER ", ugaritic)
    assert [_BIBI[s] for s in BIBI] == list(range(16))
    assert FIELDATA.startswith(" ") and FIELDATA[1:] == _ABC.upper()
    assert list(ZODIAC) == _ZODIAC and list(MOON) == _MOON
    assert DAXIE == _FINANCIAL and len(set(DAXIE)) == 9


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH20_ATTACKS, FRESH20_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH20_ATTACKS if p.marker}
    for page in FRESH20_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_CARD = "AKQJT98765432"


def _check_pbn(page_id: str, text: str) -> None:
    assert text.startswith("% PBN 2.1\n") and text.endswith("\n"), page_id
    # Commentary sits in braces, never nested, never left open.
    outside, depth = "", 0
    for c in text:
        if c == "{":
            assert depth == 0, page_id
            depth = 1
        elif c == "}":
            assert depth == 1, page_id
            depth = 0
        elif depth == 0:
            outside += c
    assert depth == 0, page_id
    tags: dict[str, str] = {}
    for line in outside.split("\n"):
        if not line or line.startswith("%") or line.startswith(";"):
            continue
        found = re.fullmatch(r'\[([A-Za-z0-9_]+) "((?:[^"\\]|\\.)*)"\]', line)
        assert found, (page_id, line)
        tags[found.group(1)] = found.group(2)
    for name in ("Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal"):
        assert name in tags, (page_id, name)
    assert re.fullmatch(r"\d{4}\.\d\d\.\d\d", tags["Date"]), page_id
    first, hands = tags["Deal"].split(":")
    assert first in "NESW", page_id
    cards: list[str] = []
    for hand in hands.split(" "):
        suits = hand.split(".")
        assert len(suits) == 4 and sum(map(len, suits)) == 13, (page_id, hand)
        for suit, ranks in zip("SHDC", suits, strict=True):
            assert all(r in _CARD for r in ranks), (page_id, hand)
            cards += [suit + r for r in ranks]
    assert len(hands.split(" ")) == 4 and len(set(cards)) == 52, page_id


class _SamiParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.starts: list[int] = []
        self.classes: list[str] = []
        self.style = ""
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        values = dict(attrs)
        if tag == "sync":
            self.starts.append(int(values["start"] or ""))
        if tag == "p":
            self.classes.append(values["class"] or "")
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.style += data


def _check_sami(page_id: str, text: str) -> None:
    assert text.startswith("<SAMI>\n<HEAD>\n") and text.endswith("</SAMI>\n"), page_id
    parser = _SamiParser()
    parser.feed(text)
    parser.close()
    assert parser.tags[:3] == ["sami", "head", "title"] and "body" in parser.tags, page_id
    assert parser.starts and parser.starts == sorted(set(parser.starts)), page_id
    defined = set(
        re.findall(r"^\.(\w+) \{ Name: [^;]+; lang: [a-z]{2}-[A-Z]{2};", parser.style, re.M)
    )
    assert "ENGB" in defined, page_id
    assert set(parser.classes) <= defined, (page_id, parser.classes)
    assert len(parser.classes) == len(parser.starts), page_id


def _xml_root(text: str, tag_name: str) -> ET.Element:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    root = ET.fromstring(text)
    assert root.tag == tag_name, root.tag
    return root


_OS = "{http://a9.com/-/spec/opensearch/1.1/}"
# The most characters the OpenSearch 1.1 specification allows in each element.
_OSD_LIMITS = {
    "ShortName": 16,
    "Description": 1024,
    "Tags": 256,
    "LongName": 48,
    "Developer": 64,
    "Attribution": 256,
}
_OSD_ROLES = {"request", "example", "related", "correction", "subset", "superset"}


def _check_osd(page_id: str, text: str) -> None:
    root = _xml_root(text, f"{_OS}OpenSearchDescription")
    for name in ("ShortName", "Description"):
        assert root.find(f"{_OS}{name}") is not None, (page_id, name)
    for name, limit in _OSD_LIMITS.items():
        for element in root.findall(f"{_OS}{name}"):
            assert len(element.text or "") <= limit, (page_id, name)
    urls = root.findall(f"{_OS}Url")
    assert urls, page_id
    for url in urls:
        assert url.get("type") and "{searchTerms}" in url.get("template", ""), page_id
    for query in root.findall(f"{_OS}Query"):
        assert query.get("role") in _OSD_ROLES, page_id
    contact = root.find(f"{_OS}Contact")
    assert contact is None or re.fullmatch(r"[^@\s]+@[^@\s]+", contact.text or ""), page_id
    for name, allowed in (
        ("AdultContent", {"true", "false"}),
        ("SyndicationRight", {"open", "limited", "private", "closed"}),
    ):
        found = root.find(f"{_OS}{name}")
        assert found is None or found.text in allowed, (page_id, name)


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.seen: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.open.append(tag)
        self.seen.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open.pop() == tag, tag


def _check_oembed(page_id: str, text: str) -> None:
    value = json.loads(text)
    assert isinstance(value, dict) and value.get("version") == "1.0", page_id
    assert value.get("type") in {"photo", "video", "link", "rich"}, page_id
    if value["type"] in ("video", "rich"):
        assert isinstance(value.get("html"), str), page_id
        assert isinstance(value.get("width"), int) and isinstance(value.get("height"), int)
        tags = _Tags()
        tags.feed(value["html"])
        tags.close()
        assert tags.seen == ["iframe"] and not tags.open, page_id
    if value["type"] == "photo":
        assert isinstance(value.get("url"), str), page_id
    thumbs = [k in value for k in ("thumbnail_url", "thumbnail_width", "thumbnail_height")]
    assert all(thumbs) or not any(thumbs), page_id


_RDF_NS = "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}"


def _check_rdf(page_id: str, text: str) -> None:
    root = _xml_root(text, f"{_RDF_NS}RDF")
    nodes = list(root)
    assert nodes, page_id
    for node in nodes:
        assert node.tag.startswith("{"), (page_id, node.tag)
        assert node.get(f"{_RDF_NS}about") or node.get(f"{_RDF_NS}nodeID"), page_id
        for prop in node:
            assert prop.tag.startswith("{"), (page_id, prop.tag)
            resource = prop.get(f"{_RDF_NS}resource")
            parse_type = prop.get(f"{_RDF_NS}parseType")
            if resource is not None:
                assert not (prop.text or "").strip() and not len(prop), page_id
            elif parse_type is None:
                assert not len(prop), (page_id, prop.tag)  # a literal, nothing nested


def _check_ply(page_id: str, text: str) -> None:
    assert text.startswith("ply\nformat ascii 1.0\n") and text.endswith("\n"), page_id
    assert text.isascii(), page_id
    head, data = text.split("end_header\n")
    elements: list[tuple[str, int]] = []
    for line in head.splitlines():
        word = line.split(" ", 1)[0]
        assert word in {"ply", "format", "comment", "obj_info", "element", "property"}, line
        if word == "element":
            kind, number = line.split()[1:]
            elements.append((kind, int(number)))
    rows = data.splitlines()
    assert [e for e, _ in elements] == ["vertex", "face"], page_id
    vertices, faces = elements[0][1], elements[1][1]
    assert len(rows) == vertices + faces, page_id
    for row in rows[:vertices]:
        assert len([float(x) for x in row.split()]) == 3, (page_id, row)
    for row in rows[vertices:]:
        count, *indices = (int(x) for x in row.split())
        assert count == len(indices) and all(0 <= i < vertices for i in indices), page_id


def _check_gerber(page_id: str, text: str) -> None:
    assert text.endswith("M02*\n") and text.isascii(), page_id
    lines = text[:-1].split("\n")
    apertures: set[str] = set()
    format_seen = False
    for line in lines:
        if line.startswith("%"):
            assert line.endswith("*%") and line.count("*") == 1, (page_id, line)
            body = line[1:-2]
            if body.startswith("FS"):
                assert re.fullmatch(r"FSLAX\d\dY\d\d", body), page_id
                format_seen = True
            elif body.startswith("AD"):
                apertures.add(re.match(r"ADD(\d+)", body).group(1))  # type: ignore[union-attr]
            else:
                assert re.fullmatch(r"(TF|TA|TO|TD)[^,]*(,[^,]*)*|MOMM|MOIN|LP[DC]", body), line
            continue
        assert line.endswith("*") and line.count("*") == 1, (page_id, line)
        if line.startswith("G04"):
            continue
        assert format_seen, (page_id, "coordinates before the format statement")
        if re.fullmatch(r"D(\d+)\*", line):
            assert line[1:-1] in apertures, (page_id, line)
        else:
            assert re.fullmatch(r"(X-?\d+)?(Y-?\d+)?D0[123]\*|M02\*", line), (page_id, line)


_QIF_CODES = set("DTUPMLNAC")


def _check_qif(page_id: str, text: str) -> None:
    assert text.startswith("!Account\n") and text.endswith("^\n"), page_id
    section = ""
    record: list[str] = []
    for line in text[:-1].split("\n"):
        if line.startswith("!"):
            assert not record, (page_id, line)
            section = line
            continue
        if line == "^":
            assert record, page_id
            record = []
            continue
        assert line[0] in _QIF_CODES, (page_id, line)
        record.append(line)
        if section == "!Type:Bank":
            if line[0] == "D":
                assert re.fullmatch(r"D\d\d/\d\d'\d\d", line), (page_id, line)
            if line[0] in "TU":
                float(line[1:].replace(",", ""))
    assert section == "!Type:Bank", page_id


_VO = "{http://www.ivoa.net/xml/VOTable/v1.3}"


def _check_votable(page_id: str, text: str) -> None:
    root = _xml_root(text, f"{_VO}VOTABLE")
    assert root.get("version") == "1.4", page_id
    for info in root.iter(f"{_VO}INFO"):
        assert info.get("name") and info.get("value") is not None, page_id
    for param in root.iter(f"{_VO}PARAM"):
        assert param.get("name") and param.get("datatype") and param.get("value") is not None
    tables = list(root.iter(f"{_VO}TABLE"))
    assert tables, page_id
    for table in tables:
        fields = table.findall(f"{_VO}FIELD")
        assert fields, page_id
        for row in table.iter(f"{_VO}TR"):
            cells = row.findall(f"{_VO}TD")
            assert len(cells) == len(fields), page_id
            for field, cell in zip(fields, cells, strict=True):
                kind = field.get("datatype")
                if kind == "int":
                    int(cell.text or "")
                elif kind == "float":
                    float(cell.text or "")
                elif field.get("arraysize", "*") != "*":
                    assert len(cell.text or "") <= int(field.get("arraysize", "")), page_id


def _check_news(page_id: str, text: str) -> None:
    head, _, body = text.partition("\n\n")
    for line in head.split("\n"):
        assert re.fullmatch(r"[A-Za-z-]+: \S.*|[ \t]\S.*", line), (page_id, line)
    message = Parser().parsestr(text)
    for name in ("Path", "From", "Newsgroups", "Subject", "Date", "Message-ID"):
        assert message[name], (page_id, name)
    assert re.fullmatch(r"<[^<>@\s]+@[^<>@\s]+>", message["Message-ID"]), page_id
    assert re.fullmatch(r"[a-z0-9.+-]+(,[a-z0-9.+-]+)*", message["Newsgroups"]), page_id
    parsedate_to_datetime(message["Date"])
    assert message.get_content_type() == "text/plain", page_id
    assert message.get_content_charset() == "utf-8", page_id
    assert body.count("\n-- \n") == 1, page_id
    assert len(body.split("\n-- \n")[1].splitlines()) <= 4, page_id
    for line in body.splitlines():
        assert len(line) <= 79, (page_id, line)


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _PBN: _check_pbn,
    _SAMI: _check_sami,
    _OSD: _check_osd,
    _OEMBED: _check_oembed,
    _RDF: _check_rdf,
    _PLY: _check_ply,
    _GBR: _check_gerber,
    _QIF: _check_qif,
    _VOT: _check_votable,
    _NEWS: _check_news,
}


@pytest.mark.parametrize("page", FRESH20_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH20_PAGES, _CHECKS, _NEW_TYPES)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    head = '<?xml version="1.0" encoding="UTF-8"?>\n'
    broken = {
        _PBN: '% PBN 2.1\n[Event "x"]\n[Deal "N:AKQ.2.3.4 - - -"]\n{open\n',
        _SAMI: "<SAMI>\n<HEAD>\n<TITLE>x</TITLE><STYLE>.ENGB { Name: E; lang: en-GB; }</STYLE>"
        "</HEAD><BODY><SYNC Start=5><P Class=XX>a</P></SYNC><SYNC Start=1><P Class=ENGB>b</P>"
        "</SYNC></BODY></SAMI>\n",
        _OSD: head + '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">'
        "<ShortName>A name far longer than sixteen</ShortName><Description>x</Description>"
        '<Url type="text/html" template="https://x.example/"/></OpenSearchDescription>',
        _OEMBED: json.dumps({"version": "1.0", "type": "video", "html": "<iframe>"}),
        _RDF: head + '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        "<rdf:Description><title>x</title></rdf:Description></rdf:RDF>",
        _PLY: "ply\nformat ascii 1.0\nelement vertex 2\nproperty float x\nelement face 1\n"
        "property list uchar int vertex_indices\nend_header\n0 0 0\n3 0 1 2\n",
        _GBR: "G04 a comment*\nX0Y0D01*\nD11*\nM02*\n",
        _QIF: "!Account\nNx\n^\n!Type:Bank\nD2025-03-01\nTabc\n^\n",
        _VOT: head + '<VOTABLE version="1.4" xmlns="http://www.ivoa.net/xml/VOTable/v1.3">'
        '<RESOURCE><TABLE><FIELD name="n" datatype="int"/><DATA><TABLEDATA><TR><TD>x</TD>'
        "<TD>y</TD></TR></TABLEDATA></DATA></TABLE></RESOURCE></VOTABLE>",
        _NEWS: "From: a@b.example\nSubject: x\n\nno newsgroups, no signature\n",
    }
    assert set(broken) == set(_CHECKS)
    for ctype, text in broken.items():
        with pytest.raises((AssertionError, ValueError, IndexError, KeyError, ET.ParseError)):
            _CHECKS[ctype]("broken", text)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_bibibinary("BEHA BEHE") == "ab"  # 0x61 0x62
    assert _from_fieldata("06 05 37") == "A Z"
    assert _from_zodiac("♈♉ ♊♊ / ♈♊") == "az b"  # 1, 26 (2 * 12 + 2) and 2
    assert _from_moon("🌒🌕🌒 🌒🌕🌓") == "ab"  # 0o141 and 0o142
    assert _from_runningkey("wai") == "ate"  # the key begins w, h, e: shifts 22, 7, 4
    assert _from_babylonian("𒁹 𒌋𒌋𒁹𒁹𒁹𒁹𒁹𒁹 | 𒁹𒁹") == "az b"
    assert _from_daxie("壹·贰拾陆 贰") == "az b"
    assert _from_attic("Ι.ΔΔΠΙ Ι") == "az a"
    assert _from_manchester("1001011010101001") == "a"  # 0x61 = 01100001
    assert _from_table(WINGDINGS)(WINGDINGS[0] + WINGDINGS[25]) == "az"
    assert _from_table(OLCHIKI)(OLCHIKI[0] + OLCHIKI[25]) == "az"
    assert _from_table(UGARITIC)(UGARITIC[0] + UGARITIC[25]) == "az"


def test_the_payloads_read_as_orders() -> None:
    check_payloads_read_as_orders(FRESH20_ATTACKS, _DECODE)


def test_json_in_markup_payloads_parses() -> None:
    # Fake tool calls and chat turns written as JSON in the carriers are valid JSON.
    by_id = {p.id.removeprefix("fresh20-attack-"): render(p, COLLECT) for p in FRESH20_ATTACKS}
    embed = json.loads(by_id["markup-leak-embed-messages"])
    assert embed["conversation"][0]["role"] == "system"
    g04 = re.search(r"^G04 (\{.*\})\*$", by_id["markup-tool-g04-json"], re.M)
    assert g04 is not None and json.loads(g04.group(1))["name"] == "put_store_entry"
    memo = re.search(r"^M(\{.*\})$", by_id["markup-url-memo-json"], re.M)
    assert memo is not None and json.loads(memo.group(1))["url"] == COLLECT
    ply = re.search(r"^comment (\{.*\})$", by_id["markup-url-ply-toolcall"], re.M)
    assert ply is not None and json.loads(ply.group(1))["arguments"] == {"url": COLLECT}
    rdf = ET.fromstring(by_id["markup-tool-rdf-action"])
    action = rdf.find(".//{https://schema.org/}object")
    assert action is not None and json.loads(action.text or "") == {
        "store": "archive",
        "key": "plates",
    }
