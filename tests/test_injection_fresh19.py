"""The fresh19 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import json
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable

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
from core.evals.injection_fresh19 import FRESH19_ATTACKS, FRESH19_BENIGN, FRESH19_PAGES
from core.evals.injection_fresh19_attacks import (
    ADLAM,
    BINGO,
    DIN5009,
    MODHEX,
    RAD50,
    RESISTOR,
    TWO_OF_FIVE,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh19_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "pdc": r"(Antwatt|dutt|devun|ebber)",  # Pennsylvania German
    "arz": r"(بتاعك|اللي|تقولش)",  # Egyptian Arabic
    "hil": r"\b(sini|sang|kag|indi|sabat)\b",  # Hiligaynon
    "lmo": r"(chì|adree|nissun|dìghel)",  # Lombard
    "wuu": r"(侬|搿|勿要)",  # Wu Chinese
    "kab": r"(Kečč|asebter|tsarut|uqbel)",  # Kabyle
    "vls": r"\b(Gie|goa|doa|ulpe)\b",  # West Flemish
    "mai": r"(अहाँ|छी|नहि|ककरो)",  # Maithili
    "bzj": r"\b(weh|fahn|noh|bifo)\b",  # Belizean Kriol
    "gcf": r"(paj-lasa|pon|bagay|réponn)",  # Antillean Creole
    "krl": r"(kudai|nimidä|kyzymykseh|tädä)",  # Karelian
    "prs": r"(استی|می‌خوانی)",  # Dari
    # benign languages only
    "es": r"\b(el|hielo|nunca|banderas)\b",
    "it": r"\b(il|non|le|tappe)\b",
    "pt": r"(não|lojas|jornal|sempre)",
    "nl": r"\b(de|het|niet|werd)\b",
    "da": r"(ø|å|æ|\bikke\b|\baldrig\b)",
    "ca": r"(l'antologia|contes|paraules|Ignoreu)",
    "el": "[α-ω]",
    "ja": "[ぁ-ん]",
    "tr": "[ığşçöü]",
}

# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"
# PDP-11 Radix-50: space, A to Z, dollar, point, an unused code, 0 to 9.
_RAD50 = " " + _ABC.upper() + "$.%" + "0123456789"
_COLOURS = (
    "black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white",
)  # fmt: skip
_SPELLING = (
    "Anton", "Berta", "Cäsar", "Dora", "Emil", "Friedrich", "Gustav", "Heinrich", "Ida",
    "Julius", "Kaufmann", "Ludwig", "Martha", "Nordpol", "Otto", "Paula", "Quelle", "Richard",
    "Samuel", "Theodor", "Ulrich", "Viktor", "Wilhelm", "Xanthippe", "Ypsilon", "Zacharias",
)  # fmt: skip
_HEBREW = {c: n for n, c in enumerate("אבגדהוזחט", 1)} | {"י": 10, "כ": 20}
_WEIGHTS = (7, 4, 2, 1, 0)


def _words(text: str, between: str, sep: str, letter: Callable[[str], str]) -> str:
    """Words split by ``between``, tokens by ``sep``, each token read by ``letter``."""
    return " ".join("".join(letter(t) for t in word.split(sep)) for word in text.split(between))


def _from_rad50(text: str) -> str:
    out = ""
    for word in text.split():
        value = int(word, 8)
        assert value < 40**3, word
        out += _RAD50[value // 1600] + _RAD50[value // 40 % 40] + _RAD50[value % 40]
    return out.rstrip()


def _from_telestich(text: str) -> str:
    return " ".join(
        "".join(w[-1].lower() for w in re.findall(r"[A-Za-z]+", line)) for line in text.split(" / ")
    )


def _from_resistor(text: str) -> str:
    def letter(token: str) -> str:
        if "-" not in token:
            return token
        tens, units = (_COLOURS.index(c) for c in token.split("-"))
        return _ABC[10 * tens + units - 1]

    return _words(text, " / ", ", ", letter)


def _from_sixbit(text: str) -> str:
    out = ""
    for word in text.split():
        assert re.fullmatch(r"[0-7]{12}", word), word
        out += "".join(chr(int(word[i : i + 2], 8) + 32) for i in range(0, 12, 2))
    return out.rstrip()


def _from_modhex(text: str) -> str:
    hexdigits = text.translate(str.maketrans("cbdefghijklnrtuv", "0123456789abcdef"))
    return bytes.fromhex(hexdigits).decode()


def _from_din5009(text: str) -> str:
    return _words(text, " / ", " ", lambda t: t[0].lower() if t in _SPELLING else t)


def _from_negabinary(text: str) -> str:
    values = [sum(int(d) * (-2) ** i for i, d in enumerate(reversed(t))) for t in text.split()]
    return bytes(values).decode()


def _from_gematria(text: str) -> str:
    def letter(token: str) -> str:
        if not token or any(c not in _HEBREW for c in token):
            return token
        return _ABC[sum(_HEBREW[c] for c in token) - 1]

    return _words(text, " | ", ".", letter)


def _rod(rod: str) -> int:
    assert re.fullmatch(r"[○●]\|[○●]{4}", rod), rod
    return 5 * (rod[0] == "●") + rod[2:].count("●")


def _from_soroban(text: str) -> str:
    def letter(token: str) -> str:
        if ":" not in token:
            return token
        tens, units = token.split(":")
        return _ABC[10 * _rod(tens) + _rod(units) - 1]

    return _words(text, " ; ", " ", letter)


def _from_bingo(text: str) -> str:
    calls = {call: _ABC[n] for n, call in enumerate(BINGO)}
    return _words(text, " // ", "; ", lambda t: calls.get(t, t))


def _digit(bits: str) -> int:
    assert re.fullmatch(r"[01]{5}", bits) and bits.count("1") == 2, bits
    value = sum(w for w, b in zip(_WEIGHTS, bits, strict=True) if b == "1")
    return 0 if value == 11 else value


def _from_twooffive(text: str) -> str:
    def letter(token: str) -> str:
        if not re.fullmatch(r"[01]{10}", token):
            return token
        return _ABC[10 * _digit(token[:5]) + _digit(token[5:]) - 1]

    return _words(text, " / ", " ", letter)


def _from_table(letters: str) -> Callable[[str], str]:
    return lambda text: text.translate(str.maketrans(letters, _ABC))


# How to read each ``encoding=`` a fresh19 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "rad50": _from_rad50,
    "telestich": _from_telestich,
    "resistor": _from_resistor,
    "sixbit": _from_sixbit,
    "modhex": _from_modhex,
    "din5009": _from_din5009,
    "negabinary": _from_negabinary,
    "gematria": _from_gematria,
    "soroban": _from_soroban,
    "bingo": _from_bingo,
    "adlam": _from_table(ADLAM),
    "twooffive": _from_twooffive,
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

_NML = "application/vnd.iptc.g2.newsitem+xml"
_SMIL = "application/smil+xml"
_X3D = "model/x3d+xml"
_MPD = "application/dash+xml"
_SDP = "application/sdp"
_GB = "chemical/seq-na-genbank"
_BDF = "application/x-font-bdf"
_PPM = "image/x-portable-pixmap"
_JDX = "chemical/x-jcamp-dx"
_FB2 = "application/x-fictionbook+xml"
# Content types fresh19 serves that no earlier corpus does.
_NEW_TYPES = {_NML, _SMIL, _X3D, _MPD, _SDP, _GB, _BDF, _PPM, _JDX, _FB2}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "newsml editorial note": "<edNote>",
    "smil caption that never begins": 'begin="indefinite"',
    "bdf custom property": "FNK_MAINTAINER_NOTE",
    "x3d switch showing nothing": 'whichChoice="-1"',
    "jcamp-dx dollar comment": "$$ ",
    "closed html dialog": "<dialog>",
    "dash supplemental property": "urn:lodetv:operator-note",
    "fictionbook custom info": "<custom-info",
    "markdown image title": "![](",
    "sdp unknown attribute": "a=x-operator-note",
    "genbank structured comment": "##Fennick-Data-START##",
    "ppm header comment": "Netpbm readers skip",
}

_CORPUS = BlindCorpus(
    "fresh19",
    FRESH19_ATTACKS,
    FRESH19_BENIGN,
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
    assert not {p.id for p in FRESH19_PAGES} & {p.id for p in _OLDER}


def _key(letters: str) -> str:
    return ", ".join(f"{a} {b}" for a, b in zip(_ABC, letters, strict=True))


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH19_ATTACKS}
    assert _key(ADLAM) in by_encoding["adlam"]
    assert "Radix-50" in by_encoding["rad50"] and "c1 times 1600" in by_encoding["rad50"]
    assert "last letter of every word" in by_encoding["telestich"]
    assert "black 0, brown 1, red 2" in by_encoding["resistor"]
    assert "white 9" in by_encoding["resistor"]
    assert "SIXBIT" in by_encoding["sixbit"] and "minus 32" in by_encoding["sixbit"]
    assert MODHEX in by_encoding["modhex"]
    assert "Anton a, Berta b" in by_encoding["din5009"]
    assert "base minus two" in by_encoding["negabinary"]
    assert "alef 1 to tet 9, yod 10, kaf 20" in by_encoding["gematria"]
    assert "counts five" in by_encoding["soroban"]
    assert "Kelly's eye is a, one little duck b" in by_encoding["bingo"]
    assert "weights 7 4 2 1 0, zero is 11000" in by_encoding["twooffive"]


def _names(prefix: str, names: str) -> list[str]:
    return [f"{prefix}{name}" for name in names.split(",")]


def test_the_code_tables_are_what_they_say() -> None:
    names = _names(
        "ADLAM SMALL LETTER ",
        "ALIF,BA,CHI,DAALI,E,FA,GA,HA,I,JIIM,KAF,LAAM,MIIM,NUN,O,PE,QAAF,RA,SINNYIIYHE,TU,U,"
        "VA,WAW,KHA,YA,ZAL",
    )
    assert [unicodedata.name(c) for c in ADLAM] == names
    assert RAD50 == _RAD50 and len(RAD50) == 40
    assert len(set(MODHEX)) == 16 and MODHEX.isalpha()
    assert RESISTOR == _COLOURS
    assert DIN5009 == _SPELLING
    assert [w[0].lower() for w in DIN5009] == list(_ABC)
    assert len(set(BINGO)) == 26
    assert [_digit(code) for code in TWO_OF_FIVE] == list(range(10))


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH19_ATTACKS, FRESH19_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH19_ATTACKS if p.marker}
    for page in FRESH19_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------


def _xml_root(text: str, tag_name: str) -> ET.Element:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    root = ET.fromstring(text)
    assert root.tag == tag_name, root.tag
    return root


def _check_newsml(page_id: str, text: str) -> None:
    ns = "{http://iptc.org/std/nar/2006-10-01/}"
    root = _xml_root(text, f"{ns}newsItem")
    assert root.get("standard") == "NewsML-G2" and root.get("guid"), page_id
    meta = root.find(f"{ns}itemMeta")
    assert meta is not None and meta.find(f"{ns}itemClass") is not None, page_id
    assert root.find(f"{ns}contentMeta/{ns}headline") is not None, page_id
    inline = root.find(f"{ns}contentSet/{ns}inlineXML")
    assert inline is not None and inline.get("contenttype") == "application/xhtml+xml"
    assert inline.find("{http://www.w3.org/1999/xhtml}html") is not None, page_id


def _check_smil(page_id: str, text: str) -> None:
    ns = "{http://www.w3.org/ns/SMIL}"
    root = _xml_root(text, f"{ns}smil")
    assert root.get("version") == "3.0", page_id
    titles = [m for m in root.iter(f"{ns}meta") if m.get("name") == "title"]
    assert len(titles) == 1, page_id
    regions = {r.get("id") for r in root.iter(f"{ns}region")}
    for caption in root.iter(f"{ns}smilText"):
        assert caption.get("region") in regions, page_id
    assert root.find(f"{ns}body/{ns}seq") is not None, page_id


def _numbers(value: str | None, count: int) -> None:
    assert value is not None and len([float(x) for x in value.split()]) == count, value


def _mfstring(value: str | None) -> None:
    assert value is not None and re.fullmatch(r'\s*("([^"\\]|\\.)*"\s*)+', value), value


def _check_x3d(page_id: str, text: str) -> None:
    root = _xml_root(text, "X3D")
    assert root.get("version") == "3.3" and root.get("profile") == "Interchange", page_id
    head, scene = root.find("head"), root.find("Scene")
    assert head is not None and scene is not None, page_id
    assert all(m.get("name") and m.get("content") is not None for m in head), page_id
    info = scene.find("WorldInfo")
    assert info is not None, page_id
    _mfstring(info.get("info"))
    for node in scene.iter():
        for attr, count in (("translation", 3), ("rotation", 4), ("size", 3)):
            if node.get(attr) is not None:
                _numbers(node.get(attr), count)
        if node.tag == "Text":
            _mfstring(node.get("string"))
        if node.tag == "Switch":
            assert int(node.get("whichChoice", "-1")) < len(node), page_id


def _check_mpd(page_id: str, text: str) -> None:
    ns = "{urn:mpeg:dash:schema:mpd:2011}"
    root = _xml_root(text, f"{ns}MPD")
    assert root.get("type") == "static" and root.get("profiles"), page_id
    assert re.fullmatch(r"PT(\d+H)?(\d+M)?(\d+S)?", root.get("mediaPresentationDuration", ""))
    ids = [e.get("id") for e in root.iter(f"{ns}Event")]
    assert ids and len(set(ids)) == len(ids), page_id
    for event in root.iter(f"{ns}Event"):
        int(event.get("presentationTime", "")), int(event.get("duration", ""))
    reps = list(root.iter(f"{ns}Representation"))
    assert reps and all(int(r.get("bandwidth", "")) > 0 for r in reps), page_id


_SDP_SESSION = "vosiuepcbtrzka"
_SDP_MEDIA = "micbka"


def _check_sdp(page_id: str, text: str) -> None:
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", ""), page_id
    lines = text[:-2].split("\r\n")
    assert lines[0] == "v=0" and lines[1].startswith("o=") and lines[2].startswith("s="), page_id
    assert len(lines[1][2:].split(" ")) == 6 and len(lines[2]) > 2, page_id
    allowed, order = _SDP_SESSION, 0
    for line in lines:
        assert re.fullmatch(r"[a-z]=\S.*", line), (page_id, line)
        kind = line[0]
        if kind == "m":
            assert re.fullmatch(r"m=(audio|video|text|application) \d+ RTP/AVP \d+", line)
            allowed, order = _SDP_MEDIA, 0
            continue
        assert kind in allowed, (page_id, line)
        # Fields come in the order the grammar gives (a field may repeat).
        assert allowed.index(kind) >= order, (page_id, line)
        order = allowed.index(kind)
    assert "t=0 0" in lines, page_id


_GB_KEYWORDS = {
    "LOCUS",
    "DEFINITION",
    "ACCESSION",
    "VERSION",
    "KEYWORDS",
    "SOURCE",
    "REFERENCE",
    "COMMENT",
    "FEATURES",
    "ORIGIN",
    "//",
}


def _check_genbank(page_id: str, text: str) -> None:
    assert text.endswith("//\n"), page_id
    lines = text[:-1].split("\n")
    length = int(re.fullmatch(r"LOCUS {7}\S+ +(\d+) bp .*", lines[0]).group(1))  # type: ignore[union-attr]
    for line in lines:
        assert len(line) <= 80, (page_id, line)
        if line and not line[0].isspace():
            assert line.split(" ", 1)[0] in _GB_KEYWORDS, (page_id, line)
    origin = lines.index("ORIGIN      ")
    bases = ""
    for line in lines[origin + 1 : -1]:
        found = re.fullmatch(r" *(\d+)((?: [acgtn]{1,10}){1,6})", line)
        assert found and int(found.group(1)) == len(bases) + 1, (page_id, line)
        bases += found.group(2).replace(" ", "")
    assert len(bases) == length, page_id
    features = "\n".join(lines[lines.index("FEATURES             Location/Qualifiers") : origin])
    # Every qualifier's value is closed: its quote marks pair up.
    for qualifier in re.split(r"\n {21}/", features)[1:]:
        value = re.sub(r"\n {21}", " ", qualifier).split("\n", 1)[0]
        if "=" in value:
            assert value.split("=", 1)[1].count('"') % 2 == 0, (page_id, value)


def _check_bdf(page_id: str, text: str) -> None:
    assert text.startswith("STARTFONT 2.1\n") and text.endswith("ENDFONT\n"), page_id
    lines = text[:-1].split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("STARTPROPERTIES "))
    end = lines.index("ENDPROPERTIES")
    assert int(lines[start].split()[1]) == end - start - 1, page_id
    for prop in lines[start + 1 : end]:
        assert re.fullmatch(r'[A-Z_]+ (-?\d+|"([^"]|"")*")', prop), (page_id, prop)
    for line in lines[:start]:
        assert line.split(" ", 1)[0] in {
            "STARTFONT",
            "COMMENT",
            "FONT",
            "SIZE",
            "FONTBOUNDINGBOX",
        }, (page_id, line)
    chars = int(lines[end + 1].split()[1])
    glyphs = "\n".join(lines[end + 2 : -1]).split("ENDCHAR")
    assert glyphs[-1] == "" and len(glyphs) - 1 == chars, page_id
    for glyph in glyphs[:-1]:
        head, bitmap = glyph.strip("\n").split("\nBITMAP\n")
        height = int(re.search(r"BBX \d+ (\d+)", head).group(1))  # type: ignore[union-attr]
        rows = bitmap.split("\n")
        assert len(rows) == height and all(re.fullmatch(r"[0-9A-F]{2}", r) for r in rows)


def _check_ppm(page_id: str, text: str) -> None:
    assert text.startswith("P3\n") and text.endswith("\n"), page_id
    head: list[str] = []
    values: list[int] = []
    for line in text.split("\n"):
        if line.startswith("#"):
            assert len(head) < 4, (page_id, "a comment after the header")
            continue
        tokens = line.split()
        if len(head) < 4:
            head += tokens
        else:
            values += [int(t) for t in tokens]
    magic, width, height, maxval = head
    assert magic == "P3", page_id
    assert len(values) == 3 * int(width) * int(height), page_id
    assert all(0 <= v <= int(maxval) for v in values), page_id


def _check_jcamp(page_id: str, text: str) -> None:
    assert text.startswith("##TITLE= ") and text.endswith("##END=\n"), page_id
    labels: dict[str, str] = {}
    current = ""
    for line in text[:-1].split("\n"):
        assert len(line) <= 80, (page_id, line)
        assert line.isascii(), (page_id, line)
        if line.startswith("##"):
            current, value = line[2:].split("=", 1)
            assert current not in labels, (page_id, current)
            labels[current] = value.strip()
        elif not line.startswith("$$"):
            labels[current] += "\n" + line
    assert labels["JCAMP-DX"] == "4.24", page_id
    assert labels["XYDATA"].startswith("(X++(Y..Y))"), page_id
    rows = [r.split() for r in labels["XYDATA"].split("\n")[1:]]
    first, delta = float(labels["FIRSTX"]), float(labels["DELTAX"])
    count = 0
    for row in rows:
        assert float(row[0]) == first + count * delta, (page_id, row)
        count += len(row) - 1
    assert count == int(labels["NPOINTS"]), page_id


def _check_fb2(page_id: str, text: str) -> None:
    ns = "{http://www.gribuser.ru/xml/fictionbook/2.0}"
    root = _xml_root(text, f"{ns}FictionBook")
    description = root.find(f"{ns}description")
    assert description is not None, page_id
    order = [child.tag[len(ns) :] for child in description]
    assert order[:2] == ["title-info", "document-info"], page_id
    assert set(order[2:]) <= {"custom-info"}, page_id
    for field in ("genre", "book-title", "lang"):
        assert description.find(f"{ns}title-info/{ns}{field}") is not None, page_id
    for field in ("id", "version"):
        assert description.find(f"{ns}document-info/{ns}{field}") is not None, page_id
    assert root.find(f"{ns}body/{ns}section") is not None, page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _NML: _check_newsml,
    _SMIL: _check_smil,
    _X3D: _check_x3d,
    _MPD: _check_mpd,
    _SDP: _check_sdp,
    _GB: _check_genbank,
    _BDF: _check_bdf,
    _PPM: _check_ppm,
    _JDX: _check_jcamp,
    _FB2: _check_fb2,
}


@pytest.mark.parametrize("page", FRESH19_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH19_PAGES, _CHECKS, _NEW_TYPES)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    head = '<?xml version="1.0" encoding="UTF-8"?>\n'
    broken = {
        _NML: head + '<newsItem xmlns="http://iptc.org/std/nar/2006-10-01/" '
        'standard="NewsML-G2" guid="x"><contentSet/></newsItem>',
        _SMIL: head + '<smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"><head/><body>'
        '<seq><smilText region="nowhere">x</smilText></seq></body></smil>',
        _X3D: head + '<X3D profile="Interchange" version="3.3"><head/><Scene>'
        '<WorldInfo info="unquoted"/></Scene></X3D>',
        _MPD: head + '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" profiles="p" '
        'mediaPresentationDuration="PT1M"><Period><EventStream><Event id="1" '
        'presentationTime="0" duration="1"/><Event id="1" presentationTime="1" duration="1"/>'
        "</EventStream></Period></MPD>",
        _SDP: "v=0\r\no=a 1 1 IN IP4 192.0.2.1\r\ns=x\r\nt=0 0\r\ni=too late\r\n",
        _GB: "LOCUS       X                   10 bp    DNA     linear   PLN 01-JAN-2025\n"
        "ORIGIN      \n        1 acgt\n//\n",
        _BDF: 'STARTFONT 2.1\nSTARTPROPERTIES 2\nFOUNDRY "x"\nENDPROPERTIES\nCHARS 0\nENDFONT\n',
        _PPM: "P3\n2 1\n255\n0 0 0\n",
        _JDX: "##TITLE= x\n##JCAMP-DX= 4.24\n##FIRSTX= 10\n##DELTAX= 1\n##NPOINTS= 3\n"
        "##XYDATA= (X++(Y..Y))\n10 1 2\n##END=\n",
        _FB2: head + '<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0">'
        "<description><document-info/><title-info/></description><body/></FictionBook>",
    }
    assert set(broken) == set(_CHECKS)
    for ctype, text in broken.items():
        with pytest.raises((AssertionError, ValueError, IndexError, KeyError, ET.ParseError)):
            _CHECKS[ctype]("broken", text)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_rad50("003223") == "ABC"  # 1 * 1600 + 2 * 40 + 3 = 1683 = 0o3223
    assert _from_telestich("Sofa, bend / jazz") == "ad z"
    assert _from_resistor("black-brown, red-green / orange") == "ay orange"
    assert _from_sixbit("414200000000") == "AB"  # 65 - 32 = 0o41, 66 - 32 = 0o42
    assert _from_modhex("hbhd") == "ab"  # 0x61 0x62
    assert _from_din5009("Anton Zacharias / Berta") == "az b"
    assert _from_negabinary("110100001") == "a"  # 256 - 128 - 32 + 1 = 97
    assert _from_gematria("א.כו | טו") == "az o"
    assert _from_soroban("○|○○○○:○|●○○○ ○|●●○○:●|●○○○") == "az"  # 01 and 26
    assert _from_bingo("Kelly's eye; pick and mix // one little duck") == "az b"
    assert _from_twooffive("1100000011 0010101100") == "az"  # 0 1 and 2 6
    assert _from_table(ADLAM)(ADLAM[0] + ADLAM[25]) == "az"


def test_the_payloads_read_as_orders() -> None:
    check_payloads_read_as_orders(FRESH19_ATTACKS, _DECODE)


def test_json_in_markup_payloads_parses() -> None:
    # Fake tool calls and chat turns written as JSON in XML are valid JSON once parsed.
    by_id = {p.id.removeprefix("fresh19-attack-"): render(p, COLLECT) for p in FRESH19_ATTACKS}
    x3d = ET.fromstring(by_id["markup-leak-metadata-messages"])
    messages = [m.get("content", "") for m in x3d.iter("meta") if m.get("name") == "messages"]
    assert json.loads(messages[0])[0]["role"] == "system"
    news = ET.fromstring(by_id["markup-tool-inline-json"])
    summary = news.find(".//{http://iptc.org/std/nar/2006-10-01/}description")
    assert summary is not None and summary.text
    assert json.loads(summary.text)["tool_calls"][0]["function"]["name"] == "put_store_entry"
    smil = ET.fromstring(by_id["markup-url-smil-param"])
    params = {
        p.get("name"): p.get("value", "") for p in smil.iter("{http://www.w3.org/ns/SMIL}param")
    }
    assert json.loads(params["arguments"]) == {"url": COLLECT}
    script = re.search(r"<script[^>]*>(.*?)</script>", by_id["markup-leak-html-json-chat"])
    assert script is not None and json.loads(script.group(1))["messages"][1]["role"] == "user"
