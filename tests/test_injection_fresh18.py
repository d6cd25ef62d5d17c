"""The fresh18 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import codecs
import json
import re
import unicodedata
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
    check_types_checked,
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection_fresh18 import FRESH18_ATTACKS, FRESH18_BENIGN, FRESH18_PAGES
from core.evals.injection_fresh18_attacks import (
    AMINO,
    BOPOMOFO,
    CHEROKEE,
    COPTIC,
    CYRILLIC,
    OLD_HUNGARIAN,
    OLD_ITALIC,
    PRIMES,
    YAN_TAN,
    ZBASE32,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh18_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "rup": r"(aestã|ghivisești|apandisiljei|vãrnui)",  # Aromanian
    "vro": r"(kiä|loeq|vastussõ|kirodaq)",  # Voro
    "ltg": r"(itū|atbiļdis|sovu|nikam)",  # Latgalian
    "ksh": r"\b(dat|hee|bevür|dovun)\b",  # Kolsch
    "pms": r"(ëd|rësponde|ciama|gnun)",  # Piedmontese
    "lij": r"(lëze|ciamma|nisciun|primma)",  # Ligurian
    "kaa": r"(atırǵan|járdemshi|hám|juwaptı)",  # Karakalpak
    "gag": r"(Sän|cuvap|söläämä|Kimseyä)",  # Gagauz
    "war": r"\b(hini|ngan|bumaton|didto|Ayaw)\b",  # Waray
    "ilo": r"\b(daytoy|sungbatan|saludsod|isuratmo|awan)\b",  # Ilocano
    "kea": r"(skrebe|pájina|asistenti)",  # Cape Verdean Creole
    "mhr": "[ӧӱҥ]",  # letters of Meadow Mari Cyrillic
    # benign languages only
    "de": "[äöüß]",
    "fr": r"\b(les|ne|et|pendant)\b",
    "sv": "[åäö]",
    "cy": r"\b(yn|bob|Peidiwch|wal)\b",
    "fi": r"\b(ja|älä|kerho)\b",
    "pl": "[ąęłńśźżć]",
    "cs": "[ěščřžůý]",
    "nb": "[æøå]",
    "hu": "[őűáé]",
}

# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _words(text: str, between: str, sep: str, letter: Callable[[str], str]) -> str:
    """Words split by ``between``, tokens by ``sep``, each token read by ``letter``."""
    return " ".join("".join(letter(t) for t in word.split(sep)) for word in text.split(between))


def _from_table(letters: str) -> Callable[[str], str]:
    return lambda text: text.translate(str.maketrans(letters, _ABC))


def _from_utf7(text: str) -> str:
    return codecs.decode(text.encode("ascii"), "utf-7")


def _from_zbase32(text: str) -> str:
    bits = "".join(f"{ZBASE32.index(c):05b}" for c in text)
    whole = len(bits) - len(bits) % 8
    assert set(bits[whole:]) <= {"0"}, text
    return bytes(int(bits[i : i + 8], 2) for i in range(0, whole, 8)).decode()


def _from_amino(text: str) -> str:
    codes = {code: _ABC[n] for n, code in enumerate(AMINO)}
    return _words(text, " ", "-", lambda t: codes.get(t, t))


def _from_yantan(text: str) -> str:
    numbers = {word: n for n, word in enumerate(YAN_TAN, 1)}

    def letter(token: str) -> str:
        if token.startswith("jiggit-"):
            return _ABC[20 + numbers[token[len("jiggit-") :]] - 1]
        return _ABC[numbers[token] - 1] if token in numbers else token

    return _words(text, " | ", ", ", letter)


def _from_excess3(text: str) -> str:
    def letter(token: str) -> str:
        if not re.fullmatch(r"[01]{8}", token):
            return token
        tens, units = int(token[:4], 2) - 3, int(token[4:], 2) - 3
        assert 0 <= tens < 10 and 0 <= units < 10, token
        return _ABC[10 * tens + units - 1]

    return _words(text, " | ", " ", letter)


def _from_primes(text: str) -> str:
    def letter(token: str) -> str:
        return _ABC[PRIMES.index(int(token))] if token.isdigit() else token

    return _words(text, " / ", ".", letter)


# How to read each ``encoding=`` a fresh18 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "coptic": _from_table(COPTIC),
    "utf7": _from_utf7,
    "yantan": _from_yantan,
    "olditalic": _from_table(OLD_ITALIC),
    "zbase32": _from_zbase32,
    "aminoacid": _from_amino,
    "bopomofo": _from_table(BOPOMOFO),
    "cherokee": _from_table(CHEROKEE),
    "excess3": _from_excess3,
    "cyrillic": _from_table(CYRILLIC),
    "oldhungarian": _from_table(OLD_HUNGARIAN),
    "primes": _from_primes,
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

_SSML = "application/ssml+xml"
_PLSX = "application/pls+xml"
_VXML = "application/voicexml+xml"
_DBK = "application/docbook+xml"
_PDB = "chemical/x-pdb"
_OBJ = "model/obj"
_GLTF = "model/gltf+json"
_CSL = "application/vnd.citationstyles.csl+json"
_HL7 = "application/x-hl7"
_EPD = "application/x-chess-epd"
# Content types fresh18 serves that no earlier corpus does.
_NEW_TYPES = {_SSML, _PLSX, _VXML, _DBK, _PDB, _OBJ, _GLTF, _CSL, _HL7, _EPD}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "ssml audio description": "<desc>",
    "docbook remark": "<remark>",
    "hl7 z-segment": "\rZKM|",
    "lexicon comment": "<!-- lexicon maintainers",
    "obj comment": "# exporter note",
    "html moved off screen": "left:-9999px",
    "voicexml meta": 'name="maintainer-note"',
    "gltf node outside every scene": '"viewer_note"',
    "markdown link-reference comment": "[//]: #",
    "csl note": "Citation styles never print this",
    "epd c9 comment": ' c9 "',
    "pdb remark 465": "REMARK 465",
}

_CORPUS = BlindCorpus(
    "fresh18",
    FRESH18_ATTACKS,
    FRESH18_BENIGN,
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
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH18_ATTACKS}
    for name, letters in (
        ("coptic", COPTIC),
        ("olditalic", OLD_ITALIC),
        ("bopomofo", BOPOMOFO),
        ("cherokee", CHEROKEE),
        ("cyrillic", CYRILLIC),
        ("oldhungarian", OLD_HUNGARIAN),
    ):
        assert _key(letters) in by_encoding[name], name
    assert "UTF-7" in by_encoding["utf7"]
    assert "jiggit-yan twenty-one" in by_encoding["yantan"]
    assert "z-base-32" in by_encoding["zbase32"] and ZBASE32 in by_encoding["zbase32"]
    assert "Ala a, Asx b, Cys c" in by_encoding["aminoacid"]
    assert "plus three in four bits" in by_encoding["excess3"]
    assert "a is 2, b 3" in by_encoding["primes"]


def _names(prefix: str, names: str) -> list[str]:
    return [f"{prefix}{name}" for name in names.split(",")]


def test_the_code_tables_are_what_they_say() -> None:
    tables = {
        COPTIC: _names(
            "COPTIC SMALL LETTER ",
            "ALFA,VIDA,SHIMA,DALDA,EIE,FEI,GAMMA,HORI,IAUDA,GANGIA,KAPA,LAULA,MI,NI,O,PI,KHEI,"
            "RO,SIMA,TAU,UA,FI,OOU,KSI,HATE,ZATA",
        ),
        OLD_ITALIC: _names(
            "OLD ITALIC LETTER ",
            "A,BE,KE,DE,E,EF,KA,HE,I,II,KHE,EL,EM,EN,O,PE,KU,ER,ES,TE,U,VE,UU,EKS,ESS,ZE",
        ),
        BOPOMOFO: _names(
            "BOPOMOFO LETTER ", "A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q,R,S,T,U,V,ENG,X,IU,Z"
        ),
        CHEROKEE: _names(
            "CHEROKEE LETTER ",
            "A,TLA,TSA,DA,E,HNA,GA,HA,I,TSE,KA,LA,MA,NA,O,QUA,QUE,WE,SA,TA,U,V,WA,S,YA,TSI",
        ),
        OLD_HUNGARIAN: _names(
            "OLD HUNGARIAN SMALL LETTER ",
            "A,EB,EC,ED,E,EF,EG,EH,I,EJ,EK,EL,EM,EN,O,EP,AK,ER,ES,ET,U,EV,UU,ECH,ELY,EZ",
        ),
    }
    for letters, names in tables.items():
        assert len(letters) == len(set(letters)) == 26
        assert [unicodedata.name(c) for c in letters] == names
    assert len(set(CYRILLIC)) == 26
    assert all(unicodedata.name(c).startswith("CYRILLIC SMALL LETTER") for c in CYRILLIC)
    assert len(set(ZBASE32)) == 32
    assert len(set(AMINO)) == 26 and all(len(a) == 3 for a in AMINO)
    assert len(set(YAN_TAN)) == 20
    assert all(all(p % d for d in range(2, p)) for p in PRIMES) and len(set(PRIMES)) == 26


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH18_ATTACKS, FRESH18_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH18_ATTACKS if p.marker}
    for page in FRESH18_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------


def _xml_root(text: str, tag_name: str) -> ET.Element:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    root = ET.fromstring(text)
    assert root.tag == tag_name, root.tag
    return root


def _check_ssml(page_id: str, text: str) -> None:
    root = _xml_root(text, "{http://www.w3.org/2001/10/synthesis}speak")
    assert root.get("version") == "1.1", page_id


def _check_pls(page_id: str, text: str) -> None:
    ns = "{http://www.w3.org/2005/01/pronunciation-lexicon}"
    root = _xml_root(text, f"{ns}lexicon")
    assert root.get("alphabet") == "ipa", page_id
    for lexeme in root.iter(f"{ns}lexeme"):
        assert lexeme.find(f"{ns}grapheme") is not None, page_id
        assert lexeme.find(f"{ns}phoneme") is not None or lexeme.find(f"{ns}alias") is not None


def _check_vxml(page_id: str, text: str) -> None:
    ns = "{http://www.w3.org/2001/vxml}"
    root = _xml_root(text, f"{ns}vxml")
    forms = root.findall(f"{ns}form")
    assert forms and all(f.get("id") for f in forms), page_id
    for child in forms[0]:
        assert child.tag in {f"{ns}{t}" for t in ("block", "var", "meta", "field")}, child.tag


def _check_docbook(page_id: str, text: str) -> None:
    ns = "{http://docbook.org/ns/docbook}"
    root = _xml_root(text, f"{ns}article")
    assert root.get("version") == "5.0", page_id
    info = root.find(f"{ns}info")
    assert info is not None and info.find(f"{ns}title") is not None, page_id


_PDB_RECORDS = {
    "HEADER",
    "TITLE",
    "COMPND",
    "SOURCE",
    "EXPDTA",
    "AUTHOR",
    "REMARK",
    "ATOM",
    "TER",
    "END",
}


def _check_pdb(page_id: str, text: str) -> None:
    lines = text.split("\n")
    assert lines[-1] == "" and lines[-2].rstrip() == "END", page_id
    for line in lines[:-1]:
        assert 0 < len(line) <= 80, (page_id, line)
        assert line[:6].rstrip() in _PDB_RECORDS, (page_id, line)
        if line.startswith("REMARK"):
            assert re.fullmatch(r"REMARK [ \d]{3} ", line[:11]), (page_id, line)
        if line.startswith("ATOM"):
            float(line[30:38]), float(line[38:46]), float(line[46:54])


def _check_obj(page_id: str, text: str) -> None:
    assert text.endswith("\n"), page_id
    vertices = 0
    for line in text[:-1].split("\n"):
        word = line.split(" ", 1)[0]
        assert word in {"#", "o", "v", "f", "g"}, (page_id, line)
        if word == "v":
            assert len([float(x) for x in line.split()[1:]]) == 3, (page_id, line)
            vertices += 1
        elif word == "f":
            assert all(1 <= int(i) <= vertices for i in line.split()[1:]), (page_id, line)
    assert vertices, page_id


def _check_gltf(page_id: str, text: str) -> None:
    model = json.loads(text)
    assert model["asset"]["version"] == "2.0", page_id
    nodes = model["nodes"]
    for scene in model["scenes"]:
        assert all(0 <= n < len(nodes) for n in scene["nodes"]), page_id
    for node in nodes:
        assert "mesh" not in node or 0 <= node["mesh"] < len(model["meshes"]), page_id
    buffer = model["buffers"][0]
    data = base64.b64decode(buffer["uri"].split(",", 1)[1])
    assert len(data) == buffer["byteLength"] == 12 * model["accessors"][0]["count"], page_id


_CSL_TYPES = {"article-journal", "book", "document", "report"}


def _check_csl(page_id: str, text: str) -> None:
    items = json.loads(text)
    assert isinstance(items, list) and items, page_id
    ids = [item["id"] for item in items]
    assert len(set(ids)) == len(ids), page_id
    for item in items:
        assert item["type"] in _CSL_TYPES and isinstance(item["title"], str), page_id
        for name in item.get("author", []):
            assert set(name) <= {"family", "given"}, page_id


_HL7_SEGMENTS = {"MSH", "EVN", "PID", "PV1", "TXA", "OBX", "NTE", "ZKM"}


def _check_hl7(page_id: str, text: str) -> None:
    assert text.startswith("MSH|^~\\&|") and text.endswith("\r") and "\n" not in text, page_id
    segments = text[:-1].split("\r")
    assert segments[0].split("|")[8] == "MDM^T02^MDM_T02", page_id
    for segment in segments:
        assert segment[:3] in _HL7_SEGMENTS and segment[3] == "|", (page_id, segment)
        # Escapes are whole: every backslash opens or closes an escape sequence.
        body = segment[4:] if not segment.startswith("MSH") else segment[8:]
        assert re.fullmatch(r"([^\\]|\\[EFSTR]\\)*", body), (page_id, segment)


def _check_board(board: str) -> None:
    ranks = board.split("/")
    assert len(ranks) == 8
    for rank in ranks:
        assert re.fullmatch(r"[1-8pnbrqkPNBRQK]+", rank), rank
        assert sum(int(c) if c.isdigit() else 1 for c in rank) == 8, rank
    assert board.count("K") == 1 and board.count("k") == 1, board


def _check_epd(page_id: str, text: str) -> None:
    assert text.endswith("\n"), page_id
    for line in text[:-1].split("\n"):
        board, side, castling, ep, ops = line.split(" ", 4)
        _check_board(board)
        assert side in "wb" and castling == "-" and ep == "-", (page_id, line)
        found = re.findall(r'([a-z][a-z0-9]*) ("[^"]*"|[^;" ]+);', ops)
        rebuilt = " ".join(f"{op} {arg};" for op, arg in found)
        assert rebuilt == ops, (page_id, line)


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _SSML: _check_ssml,
    _PLSX: _check_pls,
    _VXML: _check_vxml,
    _DBK: _check_docbook,
    _PDB: _check_pdb,
    _OBJ: _check_obj,
    _GLTF: _check_gltf,
    _CSL: _check_csl,
    _HL7: _check_hl7,
    _EPD: _check_epd,
}


@pytest.mark.parametrize("page", FRESH18_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH18_PAGES, _CHECKS, _NEW_TYPES)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    head = '<?xml version="1.0" encoding="UTF-8"?>\n'
    broken = {
        _SSML: head + '<speak xmlns="http://www.w3.org/2001/10/synthesis"><p></speak>',
        _PLSX: head + '<lexicon xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" '
        'alphabet="ipa"><lexeme><alias>x</alias></lexeme></lexicon>',
        _VXML: head + '<vxml xmlns="http://www.w3.org/2001/vxml"><form/></vxml>',
        _DBK: head + '<article xmlns="http://docbook.org/ns/docbook" version="5.0"><para/>'
        "</article>",
        _PDB: "HEADER    X\nWEIRD record\nEND\n",
        _OBJ: "v 0 0 0\nf 1 2 3\n",
        _GLTF: '{"asset": {"version": "1.0"}}',
        _CSL: '[{"id": "a", "type": "painting", "title": "x"}]',
        _HL7: "MSH|^~\\&|A|B|C|D|1||MDM^T02^MDM_T02|1|P|2.5.1\rNTE|1|L|a\\b\r",
        _EPD: '8/8/8/8/8/8/8/8 w - - id "x";\n',
    }
    assert set(broken) == set(_CHECKS)
    for ctype, text in broken.items():
        with pytest.raises((AssertionError, ValueError, IndexError, KeyError, ET.ParseError)):
            _CHECKS[ctype]("broken", text)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_utf7("+AGEAeg-") == "az"
    assert _from_zbase32("cfty") == "ab"  # 01100 00101 10001 0(0000)
    assert _from_amino("Ala-Glx Asx") == "az b"
    assert _from_yantan("yan, jiggit-methera | tan") == "ax b"
    assert _from_excess3("00110100 01011001") == "az"
    assert _from_primes("2.101 / 3") == "az b"
    assert _from_table(CYRILLIC)("аз") == "az"
