"""The fresh16 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import ast
import datetime
import re
import textwrap
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
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection_fresh16 import FRESH16_ATTACKS, FRESH16_BENIGN, FRESH16_PAGES
from core.evals.injection_fresh16_attacks import (
    DESERET,
    DICE,
    FIBONACCI,
    GEORGIAN,
    GRONSFELD_KEY,
    KATAKANA,
    PITCH_STEPS,
    ROD_TENS,
    ROD_UNITS,
    TALLY_FIVE,
    TALLY_ONE,
    TUTNESE,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh16_")
# Languages the earlier corpora already attack in.
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "jam": r"\b(smaddy|nutten|befo)\b",  # Jamaican Patois
    "pcm": r"\b(Abeg|wey|dey)\b",  # Nigerian Pidgin
    "gsw": r"\b(liesisch|schriib|nüüt|letscht)\b",  # Swiss German
    "hsb": r"(wotmołwiš|prjedy|njepraj|Wužiwarjej)",  # Upper Sorbian
    "vec": r"\b(lezi|rispòndar|gnente|ciama)\b",  # Venetian
    "scn": r"\b(rispunniri|nenti|copiuni)\b",  # Sicilian
    "fur": r"(rispuindi|cjol|nuie|vierç)",  # Friulian
    "mfe": r"\b(lasistan|narien|reponn|itilizater)\b",  # Mauritian Creole
    "tet": r"(ne'ebé|hatán|husi|Labele)",  # Tetum
    "nan": "[毋攏咧]",  # characters of written Taiwanese Hokkien
    "csb": "[ëòô]",  # the vowels of Kashubian
    "rue": r"(лем|чіташ|тоту|нич)",  # Rusyn
    # benign languages only
    "de": "[äöüß]",
    "fr": "[éèàçêûî]",
    "sv": "[åäö]",
    "pl": "[ąćęłńóśźż]",
    "hu": "[őűáéíóöü]",
    "cy": r"\b(Mae|ysgrifennu|Peidiwch|gwaith)\b",
    "ca": r"(ï|\b(els|cada|dissabte)\b)",
    "ro": "[ăâîșț]",
    "nb": "[æøå]",
}


# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _from_deseret(text: str) -> str:
    return text.translate(str.maketrans(DESERET, _ABC))


def _from_katakana(text: str) -> str:
    letters = {name: _ABC[n] for n, name in enumerate(KATAKANA)}
    return " ".join(
        "".join(letters.get(t, t) for t in word.split("・")) for word in text.split("\u3000")
    )


def _from_tutnese(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        syllable = TUTNESE.get(text[i])
        if syllable:
            assert text.startswith(syllable, i), text[i : i + 6]
            out.append(text[i])
            i += len(syllable)
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _from_gronsfeld(text: str, key: str = GRONSFELD_KEY) -> str:
    out, n = [], 0
    for c in text:
        if c in _ABC:
            out.append(_ABC[(_ABC.index(c) - int(key[n % len(key)])) % 26])
            n += 1
        else:
            out.append(c)
    return "".join(out)


def _from_tally(text: str) -> str:
    def letter(token: str) -> str:
        if token and set(token) <= {TALLY_ONE, TALLY_FIVE}:
            return _ABC[5 * token.count(TALLY_FIVE) + token.count(TALLY_ONE) - 1]
        return token

    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(" / "))


def _from_mahjong(text: str) -> str:
    return "".join(_ABC[ord(c) - 0x1F000] if 0 <= ord(c) - 0x1F000 < 26 else c for c in text)


def _from_dice(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] in DICE:
            out.append(_ABC[6 * DICE.index(text[i]) + DICE.index(text[i + 1])])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _from_fibonacci(text: str) -> str:
    out, bits = [], ""
    for c in text:
        if c in "01":
            if bits.endswith("1") and c == "1":
                out.append(
                    _ABC[sum(f for f, b in zip(FIBONACCI, bits, strict=False) if b == "1") - 1]
                )
                bits = ""
            else:
                bits += c
        else:
            assert not bits, text
            out.append(c)
    assert not bits, text
    return "".join(out)


def _from_pitches(text: str) -> str:
    def letter(token: str) -> str:
        found = re.fullmatch(r"([A-G])([3-6])", token)
        if not found:
            return token
        return _ABC[7 * (int(found.group(2)) - 3) + PITCH_STEPS.index(found.group(1))]

    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(" | "))


def _from_alchemical(text: str) -> str:
    return "".join(_ABC[ord(c) - 0x1F700] if 0 <= ord(c) - 0x1F700 < 26 else c for c in text)


def _from_rods(text: str) -> str:
    def letter(token: str) -> str:
        if not token or not set(token) <= set(ROD_TENS + ROD_UNITS):
            return token
        n = sum(10 * (ROD_TENS.index(c) + 1) for c in token if c in ROD_TENS)
        n += sum(ROD_UNITS.index(c) + 1 for c in token if c in ROD_UNITS)
        return _ABC[n - 1]

    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(" / "))


def _from_georgian(text: str) -> str:
    return text.translate(str.maketrans(GEORGIAN, _ABC))


# How to read each ``encoding=`` a fresh16 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "deseret": _from_deseret,
    "katakana": _from_katakana,
    "tutnese": _from_tutnese,
    "gronsfeld": _from_gronsfeld,
    "tally": _from_tally,
    "mahjong": _from_mahjong,
    "dice": _from_dice,
    "fibonacci": _from_fibonacci,
    "pitches": _from_pitches,
    "alchemical": _from_alchemical,
    "rods": _from_rods,
    "georgian": _from_georgian,
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}
# Content types fresh16 serves that no earlier corpus does.
_NEW_TYPES = {
    "text/x-adif",
    "text/x-igc",
    "application/vnd.recordare.musicxml+xml",
    "application/x-ofx",
    "text/x-todo-txt",
    "text/x-recfile",
    "text/x-renpy",
    "application/vnd.jgraph.mxfile",
    "application/x-freemind",
    "text/x-typst",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "application-defined adif field": "<APP_KNOLLLOG_PRIVATE:",
    "typst hide call": "#hide[",
    "xml comment of a bank statement": "<!-- Banking software ignores",
    "todo.txt task hidden with h:1": " h:1\n",
    "hidden draw.io layer": 'visible="0"',
    "ren'py comment": "# Players never see",
    "mind map attributes switched off": 'SHOW_ATTRIBUTES="hide"',
    "hidden form input": 'type="hidden"',
    "recfile comment lines": "# recsel never prints",
    "unprinted musicxml words": 'print-object="no"',
    "igc l record": "VIEWERS DO NOT SHOW L RECORDS",
    "unused markdown link reference": "[unused-note]:",
}


_CORPUS = BlindCorpus(
    "fresh16",
    FRESH16_ATTACKS,
    FRESH16_BENIGN,
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
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH16_ATTACKS}
    deseret = " ".join(f"{a} {d}" for a, d in zip(_ABC, DESERET, strict=True))
    assert deseret in by_encoding["deseret"]
    katakana = ", ".join(f"{a} {k}" for a, k in zip(_ABC, KATAKANA, strict=True))
    assert katakana in by_encoding["katakana"]
    assert ", ".join(f"{c} {s}" for c, s in TUTNESE.items()) in by_encoding["tutnese"]
    assert f"GRONSFELD KEY {GRONSFELD_KEY}" in by_encoding["gronsfeld"]
    assert "in tally marks, the bundles of five first" in by_encoding["tally"]
    assert "a to d are the east, south, west and north winds" in by_encoding["mahjong"]
    assert "a is one-one and z is five-two" in by_encoding["dice"]
    assert " ".join(str(f) for f in FIBONACCI) in by_encoding["fibonacci"]
    assert "a to g are C3 to B3, h to n are C4 to B4" in by_encoding["pitches"]
    assert "a is quintessence, b air, c fire" in by_encoding["alchemical"]
    assert "tens rod then units rod" in by_encoding["rods"]
    georgian = " ".join(f"{a} {g}" for a, g in zip(_ABC, GEORGIAN, strict=True))
    assert georgian in by_encoding["georgian"]


def test_the_code_tables_are_what_the_pages_say() -> None:
    # The tables the pages state, checked against the Unicode names of their characters.
    assert len(set(DESERET)) == len(set(GEORGIAN)) == len(set(KATAKANA)) == 26
    assert all(unicodedata.name(c).startswith("DESERET SMALL LETTER") for c in DESERET)
    assert all(unicodedata.name(c).startswith("GEORGIAN LETTER") for c in GEORGIAN)
    assert unicodedata.name(GEORGIAN[22]) == "GEORGIAN LETTER WE"
    assert unicodedata.name(GEORGIAN[24]) == "GEORGIAN LETTER HIE"
    assert unicodedata.name(chr(0x1F000)) == "MAHJONG TILE EAST WIND"
    assert unicodedata.name(chr(0x1F003)) == "MAHJONG TILE NORTH WIND"
    assert unicodedata.name(chr(0x1F006)) == "MAHJONG TILE WHITE DRAGON"
    assert unicodedata.name(chr(0x1F00F)) == "MAHJONG TILE NINE OF CHARACTERS"
    assert unicodedata.name(chr(0x1F018)) == "MAHJONG TILE NINE OF BAMBOOS"
    assert unicodedata.name(chr(0x1F019)) == "MAHJONG TILE ONE OF CIRCLES"
    assert unicodedata.name(chr(0x1F700)) == "ALCHEMICAL SYMBOL FOR QUINTESSENCE"
    assert unicodedata.name(chr(0x1F701)) == "ALCHEMICAL SYMBOL FOR AIR"
    assert unicodedata.name(chr(0x1F702)) == "ALCHEMICAL SYMBOL FOR FIRE"
    assert unicodedata.name(TALLY_ONE) == "TALLY MARK ONE"
    assert unicodedata.name(TALLY_FIVE) == "TALLY MARK FIVE"
    assert [unicodedata.name(c) for c in DICE] == [f"DIE FACE-{n}" for n in range(1, 7)]
    assert unicodedata.name(ROD_UNITS[0]) == "COUNTING ROD UNIT DIGIT ONE"
    assert unicodedata.name(ROD_TENS[1]) == "COUNTING ROD TENS DIGIT TWO"
    assert FIBONACCI == (1, 2, 3, 5, 8, 13, 21)


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH16_ATTACKS, FRESH16_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH16_ATTACKS if p.marker}
    for page in FRESH16_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_ADIF_FIELD = re.compile(r"<([A-Za-z][A-Za-z0-9_]*):(\d+)(?::([A-Za-z]))?>")
_ADIF_FIELDS = {
    "CALL", "QSO_DATE", "TIME_ON", "TIME_OFF", "BAND", "FREQ", "MODE", "SUBMODE",
    "RST_SENT", "RST_RCVD", "NAME", "QTH", "GRIDSQUARE", "COMMENT", "NOTES", "OPERATOR",
}  # fmt: skip
_ADIF_HEADER_FIELDS = {"ADIF_VER", "PROGRAMID", "PROGRAMVERSION", "CREATED_TIMESTAMP"}


def _adif_fields(page_id: str, text: str) -> list[tuple[str, str, str]]:
    """The fields of a run of ADI text (name, data type, data), ``<EOR>`` as its own
    field; only white space between them."""
    fields: list[tuple[str, str, str]] = []
    i = 0
    while i < len(text):
        if text[i].isspace():
            i += 1
        elif text[i : i + 5].upper() == "<EOR>":
            fields.append(("EOR", "", ""))
            i += 5
        else:
            found = _ADIF_FIELD.match(text, i)
            assert found, (page_id, text[i : i + 30])
            end = found.end() + int(found.group(2))
            assert end <= len(text), page_id
            fields.append((found.group(1).upper(), found.group(3) or "", text[found.end() : end]))
            i = end
    return fields


def _check_adif(page_id: str, text: str) -> None:
    """ADIF 3.1 in the ADI form: ASCII only; a header that starts with free text (not
    ``<``) and holds ADIF_VER and PROGRAMID, then ``<EOH>``; fields ``<NAME:length>`` or
    ``<NAME:length:T>`` whose data is exactly that long; every contact ends with
    ``<EOR>`` and has a call, a date (``YYYYMMDD``), a time, a band and a mode; user
    fields are declared in the header (USERDEFn) and application fields are
    ``APP_...``."""
    assert text.isascii() and not text.startswith("<"), page_id
    eoh = re.search(r"<EOH>", text, re.I)
    assert eoh, page_id
    start = text.index("<")
    assert text[:start].strip(), (page_id, "no free text in the header")
    header = _adif_fields(page_id, text[start : eoh.start()])
    names = {name for name, _, _ in header}
    assert {"ADIF_VER", "PROGRAMID"} <= names, page_id
    declared: set[str] = set()
    for name, kind, data in header:
        if re.fullmatch(r"USERDEF\d+", name):
            assert kind and re.fullmatch(r"[A-Z][A-Z0-9_]*", data), (page_id, data)
            declared.add(data)
        else:
            assert name in _ADIF_HEADER_FIELDS, (page_id, name)
    record: dict[str, str] = {}
    contacts = 0
    for name, _, data in _adif_fields(page_id, text[eoh.end() :]):
        if name == "EOR":
            assert {"CALL", "QSO_DATE", "TIME_ON", "BAND", "MODE"} <= set(record), page_id
            datetime.datetime.strptime(record["QSO_DATE"], "%Y%m%d")
            assert re.fullmatch(r"\d{4}(\d{2})?", record["TIME_ON"]), page_id
            assert re.fullmatch(r"\d+c?m", record["BAND"]), page_id
            record, contacts = {}, contacts + 1
            continue
        assert name not in record, (page_id, name)
        assert name in _ADIF_FIELDS or name in declared or name.startswith("APP_"), (
            page_id,
            name,
        )
        record[name] = data
    assert contacts and not record, (page_id, "a contact without <EOR>")


_IGC_B = re.compile(
    r"B(\d{2})(\d{2})(\d{2})(\d{2})(\d{5})([NS])(\d{3})(\d{5})([EW])([AV])(\d{5})(\d{5})"
)


def _check_igc(page_id: str, text: str) -> None:
    """An IGC flight log (FAI): ASCII lines, an A record (manufacturer and logger id)
    first, then H records (one of them the date, HFDTE), none after the first fix; an
    optional task declaration of C records (the first with dates, a task number and
    the number of turn points, then takeoff, start, the turn points, finish and
    landing as positions); B fixes with valid times, rising, and valid positions; L
    records of comments; G records (the security code, hex) last."""
    assert text.isascii() and text.endswith("\n"), page_id
    lines = text[:-1].split("\n")
    assert re.fullmatch(r"A[A-Z0-9]{3}[A-Z0-9]{3}.*", lines[0]), (page_id, lines[0])
    fixes: list[int] = []
    waypoints = -1  # C records still to come after the first one
    signed = False
    for line in lines[1:]:
        kind = line[:1]
        assert not signed or kind == "G", (page_id, "a record after the security code")
        if kind == "H":
            assert not fixes, (page_id, "a header record among the fixes")
            assert re.fullmatch(r"H[FOP][A-Z0-9]{3}[A-Z0-9 ]*(:.*)?", line), (page_id, line)
        elif kind == "C":
            if waypoints < 0:
                found = re.fullmatch(r"C(\d{6})(\d{6})(\d{6})(\d{4})(\d{2}).*", line)
                assert found, (page_id, line)
                datetime.datetime.strptime(found.group(1), "%d%m%y")
                waypoints = int(found.group(5)) + 4
            else:
                assert waypoints > 0, (page_id, "too many C records")
                assert re.fullmatch(r"C\d{7}[NS]\d{8}[EW].*", line), (page_id, line)
                waypoints -= 1
        elif kind == "B":
            found = _IGC_B.fullmatch(line)
            assert found, (page_id, line)
            h, m, s, lat, lat_min, _, lon, lon_min = (found.group(k) for k in range(1, 9))
            assert int(h) < 24 and int(m) < 60 and int(s) < 60, (page_id, line)
            assert int(lat) <= 90 and int(lon) <= 180, (page_id, line)
            assert int(lat_min) < 60000 and int(lon_min) < 60000, (page_id, line)
            seconds = 3600 * int(h) + 60 * int(m) + int(s)
            assert not fixes or seconds > fixes[-1], (page_id, "fixes out of order")
            fixes.append(seconds)
        elif kind == "L":
            assert re.fullmatch(r"L[A-Z0-9]{3}.+", line), (page_id, line)
        elif kind == "G":
            assert re.fullmatch(r"G[0-9A-F]+", line), (page_id, line)
            signed = True
        else:
            raise AssertionError((page_id, line))
    assert waypoints <= 0, (page_id, "a task declaration cut short")
    assert any(line.startswith("HFDTE") for line in lines), page_id
    assert fixes and signed, page_id


_MX_ORDER = (
    "work", "movement-number", "movement-title", "identification", "defaults", "credit",
    "part-list", "part",
)  # fmt: skip
_MX_IDENTIFICATION = ("creator", "rights", "encoding", "source", "relation", "miscellaneous")
_MX_TYPES = {"whole", "half", "quarter", "eighth", "16th"}


def _check_musicxml(page_id: str, text: str) -> None:
    """A MusicXML 4.0 partwise score: the DOCTYPE of the partwise DTD, the score's
    children in the order of the schema, the identification's too; every part listed in
    the part list and every listed part present; measures numbered uniquely, the first
    with its divisions and time; notes of a pitch (step, octave) or a rest, a duration
    and a type, filling each measure exactly; directions of non-empty words; lyrics with
    text."""
    assert "<!DOCTYPE score-partwise PUBLIC" in text, page_id
    root = ET.fromstring(text)
    assert root.tag == "score-partwise" and root.get("version") == "4.0", page_id
    order = [_MX_ORDER.index(child.tag) for child in root]
    assert order == sorted(order), (page_id, [c.tag for c in root])
    identification = root.find("identification")
    assert identification is not None, page_id
    order = [_MX_IDENTIFICATION.index(child.tag) for child in identification]
    assert order == sorted(order), page_id
    for field in identification.iter("miscellaneous-field"):
        assert field.get("name") and (field.text or "").strip(), page_id
    listed = [p.get("id") for p in root.iterfind("part-list/score-part")]
    parts = root.findall("part")
    assert listed and listed == [p.get("id") for p in parts], page_id
    for part in parts:
        numbers = [m.get("number") for m in part.iterfind("measure")]
        assert len(numbers) == len(set(numbers)), (page_id, numbers)
        first = part.find("measure/attributes")
        assert first is not None, page_id
        divisions = int(first.findtext("divisions", ""))
        beats = int(first.findtext("time/beats", ""))
        beat_type = int(first.findtext("time/beat-type", ""))
        for measure in part.iterfind("measure"):
            total = 0
            for child in measure:
                if child.tag == "note":
                    pitch = child.find("pitch")
                    assert pitch is not None or child.find("rest") is not None, page_id
                    if pitch is not None:
                        assert pitch.findtext("step", "") in set("ABCDEFG"), page_id
                        assert 0 <= int(pitch.findtext("octave", "")) <= 9, page_id
                    assert child.findtext("type") in _MX_TYPES, page_id
                    total += int(child.findtext("duration", ""))
                    for lyric in child.iterfind("lyric"):
                        assert (lyric.findtext("text") or "").strip(), page_id
                elif child.tag == "direction":
                    assert child.get("placement") in (None, "above", "below"), page_id
                    found = child.findall("direction-type/words")
                    assert found and all((w.text or "").strip() for w in found), page_id
                else:
                    assert child.tag in ("attributes", "barline", "print"), (page_id, child.tag)
            assert total == divisions * beats * 4 // beat_type, (page_id, measure.get("number"))


_OFX_TRNTYPES = {
    "CREDIT", "DEBIT", "INT", "DIV", "FEE", "SRVCHG", "DEP", "ATM", "XFER", "CHECK",
    "PAYMENT", "CASH", "DIRECTDEP", "DIRECTDEBIT", "REPEATPMT", "OTHER",
}  # fmt: skip
_OFX_TAGS = {
    "OFX", "SIGNONMSGSRSV1", "SONRS", "STATUS", "CODE", "SEVERITY", "DTSERVER", "LANGUAGE",
    "BANKMSGSRSV1", "STMTTRNRS", "TRNUID", "STMTRS", "CURDEF", "BANKACCTFROM", "BANKID",
    "ACCTID", "ACCTTYPE", "BANKTRANLIST", "DTSTART", "DTEND", "STMTTRN", "TRNTYPE",
    "DTPOSTED", "TRNAMT", "FITID", "NAME", "MEMO", "LEDGERBAL", "BALAMT", "DTASOF",
    "AVAILBAL",
}  # fmt: skip


def _check_ofx(page_id: str, text: str) -> None:
    """An OFX 2.2 bank statement: the XML declaration and the OFX processing instruction
    (header 200, version 220), a sign-on response with status 0, one statement with its
    currency and account, transactions of a known type with a posting date in the
    statement's range, an amount with two decimals whose sign fits the type, a unique
    id, a name of at most 32 characters and a memo of at most 255; a ledger balance;
    only OFX elements, or proprietary ones whose names hold a dot."""
    assert text.startswith('<?xml version="1.0"'), page_id
    assert '<?OFX OFXHEADER="200" VERSION="220"' in text, page_id
    root = ET.fromstring(text)
    assert root.tag == "OFX", page_id
    for element in root.iter():
        assert element.tag in _OFX_TAGS or "." in element.tag, (page_id, element.tag)
    assert root.findtext("SIGNONMSGSRSV1/SONRS/STATUS/CODE") == "0", page_id
    statement = root.find("BANKMSGSRSV1/STMTTRNRS/STMTRS")
    assert statement is not None, page_id
    assert re.fullmatch(r"[A-Z]{3}", statement.findtext("CURDEF", "")), page_id
    assert statement.findtext("BANKACCTFROM/ACCTTYPE") in {"CHECKING", "SAVINGS"}, page_id
    start = statement.findtext("BANKTRANLIST/DTSTART", "")
    end = statement.findtext("BANKTRANLIST/DTEND", "")
    assert re.fullmatch(r"\d{8}", start) and re.fullmatch(r"\d{8}", end) and start <= end
    ids: set[str] = set()
    for trn in statement.iterfind("BANKTRANLIST/STMTTRN"):
        kind = trn.findtext("TRNTYPE", "")
        assert kind in _OFX_TRNTYPES, (page_id, kind)
        posted = trn.findtext("DTPOSTED", "")
        datetime.datetime.strptime(posted[:8], "%Y%m%d")
        assert start <= posted[:8] <= end, (page_id, posted)
        amount = trn.findtext("TRNAMT", "")
        assert re.fullmatch(r"-?\d+\.\d{2}", amount), (page_id, amount)
        assert kind != "CREDIT" or float(amount) > 0, (page_id, amount)
        assert kind != "DEBIT" or float(amount) < 0, (page_id, amount)
        fitid = trn.findtext("FITID", "")
        assert fitid and fitid not in ids, (page_id, fitid)
        ids.add(fitid)
        assert 0 < len(trn.findtext("NAME", "")) <= 32, page_id
        assert len(trn.findtext("MEMO", "")) <= 255, (page_id, len(trn.findtext("MEMO", "")))
    assert ids, page_id
    assert re.fullmatch(r"-?\d+\.\d{2}", statement.findtext("LEDGERBAL/BALAMT", "")), page_id


_TODO = re.compile(
    r"(?:x (?P<done>\d{4}-\d{2}-\d{2} )?)?(?P<priority>\([A-Z]\) )?"
    r"(?P<created>\d{4}-\d{2}-\d{2} )?(?P<text>\S.*)"
)


def _check_todo(page_id: str, text: str) -> None:
    """A todo.txt file: one task a line; a done task starts ``x`` and its completion date
    and keeps no priority; a priority ``(A)`` to ``(Z)`` starts an open task; a
    completion date needs a creation date, which is not later; dates are real; tags are
    ``key:value`` with no spaces (``due`` a date, ``h`` 0 or 1)."""
    assert text.endswith("\n"), page_id
    tasks = 0
    for line in text[:-1].split("\n"):
        if not line.strip():
            continue
        found = _TODO.fullmatch(line)
        assert found, (page_id, line)
        done = line.startswith("x ")
        assert not (done and found["priority"]), (page_id, line)
        dates = [found[k] for k in ("done", "created") if found[k]]
        for date in dates:
            datetime.date.fromisoformat(date.strip())
        if found["done"]:
            assert found["created"] and found["done"] >= found["created"], (page_id, line)
        for token in found["text"].split():
            pair = re.fullmatch(r"([^\s:]+):([^\s:]+)", token)
            if pair and pair.group(1) == "due":
                datetime.date.fromisoformat(pair.group(2))
            if pair and pair.group(1) == "h":
                assert pair.group(2) in ("0", "1"), (page_id, token)
        tasks += 1
    assert tasks, page_id


def _check_recfile(page_id: str, text: str) -> None:
    """A GNU recutils database: records of fields (``Name: value``, names of letters,
    digits and underscores, continuation lines ``+``) split by blank lines, comment
    lines anywhere; a record descriptor (``%rec``) starts each record type, with
    special fields only; every record of a type holds its ``%mandatory`` fields, a
    unique ``%key`` and whole numbers in its ``int`` fields."""
    kind = ""
    types: dict[str, dict[str, list[str]]] = {"": {}}
    keys: set[tuple[str, str]] = set()
    records = 0
    for block in re.split(r"\n[ \t]*\n", text):
        fields: list[tuple[str, str]] = []
        for line in block.split("\n"):
            if not line or line.startswith("#"):
                continue
            if line.startswith("+"):
                assert fields and re.fullmatch(r"\+( .*)?", line), (page_id, line)
                fields[-1] = (fields[-1][0], fields[-1][1] + "\n" + line[2:])
                continue
            found = re.fullmatch(r"(%?[a-zA-Z][a-zA-Z0-9_]*):(?: (.*))?", line)
            assert found, (page_id, line)
            fields.append((found.group(1), found.group(2) or ""))
        if not fields:
            continue
        if fields[0][0] == "%rec":
            kind = fields[0][1]
            assert re.fullmatch(r"[a-zA-Z][a-zA-Z0-9_]*", kind) and kind not in types, page_id
            assert all(name.startswith("%") for name, _ in fields), page_id
            types[kind] = {}
            for name, value in fields[1:]:
                assert name in {"%key", "%type", "%mandatory", "%doc", "%unique"}, page_id
                types[kind].setdefault(name, []).append(value)
            continue
        assert not any(name.startswith("%") for name, _ in fields), (page_id, "special field")
        names = {name for name, _ in fields}
        spec = types[kind]
        for mandatory in spec.get("%mandatory", []):
            assert set(mandatory.split()) <= names, (page_id, kind, mandatory)
        for key in spec.get("%key", []):
            value = dict(fields)[key]
            assert (kind, value) not in keys, (page_id, value)
            keys.add((kind, value))
        for declared in spec.get("%type", []):
            name, _, type_ = declared.partition(" ")
            if type_ == "int" and name in names:
                assert re.fullmatch(r"-?\d+", dict(fields)[name]), (page_id, name)
        records += 1
    assert records, page_id


_RENPY_SAY = re.compile(r'(?:([a-z]\w*) )?"((?:[^"\\]|\\.)*)"(?: with \w+)?')


def _check_renpy(page_id: str, text: str) -> None:
    """A Ren'Py script: indentation in fours; at the top level comments, ``define``
    (valid Python on the right), ``label name:`` and ``init python:``; in a label say
    statements (narration, or a character that is defined, text with no unescaped
    interpolation or text tag), ``scene``, ``show``, ``hide``, ``with``, ``jump``,
    ``return``, ``$`` lines and ``python:`` blocks, which parse as Python; labels unique
    and every jump leads to one; a ``start`` label."""
    characters: set[str] = set()
    labels: list[str] = []
    jumps: list[str] = []
    block: list[str] = []
    block_indent = -1
    lines = text.split("\n")
    for line in [*lines, "# end"]:
        if "\t" in line:
            raise AssertionError((page_id, "a tab"))
        indent = len(line) - len(line.lstrip(" "))
        stripped = line.strip()
        if block_indent >= 0:
            if not stripped or indent > block_indent:
                block.append(line)
                continue
            ast.parse(textwrap.dedent("\n".join(block)))
            block, block_indent = [], -1
        if not stripped or stripped.startswith("#"):
            continue
        assert indent % 4 == 0, (page_id, line)
        if indent == 0:
            if found := re.fullmatch(r"define (\w+) = (.+)", stripped):
                ast.parse(found.group(2))
                if found.group(2).startswith("Character("):
                    characters.add(found.group(1))
            elif found := re.fullmatch(r"label (\w+):", stripped):
                labels.append(found.group(1))
            else:
                assert stripped == "init python:", (page_id, line)
                block_indent = indent
            continue
        assert labels, (page_id, "a statement outside a label")
        if found := _RENPY_SAY.fullmatch(stripped):
            assert found.group(1) is None or found.group(1) in characters, (page_id, line)
            words = found.group(2).replace("[[", "").replace("{{", "")
            assert not re.search(r"[\[\]{}]", words), (page_id, line)
        elif found := re.fullmatch(r"(jump|call) (\w+)", stripped):
            jumps.append(found.group(2))
        elif stripped == "python:":
            block_indent = indent
        elif stripped.startswith("$ "):
            ast.parse(stripped[2:])
        else:
            assert re.fullmatch(r"(scene|show|hide) \w+(?: \w+)*|with \w+|return|pass", stripped), (
                page_id,
                line,
            )
    assert "start" in labels and len(labels) == len(set(labels)), page_id
    assert set(jumps) <= set(labels), (page_id, jumps)


def _check_drawio(page_id: str, text: str) -> None:
    """A draw.io file, uncompressed: an ``mxfile`` of diagrams, each a graph model whose
    root holds cells (``mxCell``, or a ``UserObject`` or ``object`` holding the id and
    label around one): ids unique, the root cell 0 alone without a parent, each other
    cell's parent defined before it; vertices with a geometry of numbers, edges whose
    ends are cells; layers (children of 0) neither; visibility 0 or 1."""
    root = ET.fromstring(text)
    assert root.tag == "mxfile" and root.findall("diagram"), page_id
    for diagram in root.iterfind("diagram"):
        cells_root = diagram.find("mxGraphModel/root")
        assert cells_root is not None and diagram.get("id"), page_id
        seen: list[str] = []
        edges: list[ET.Element] = []
        for element in cells_root:
            if element.tag == "mxCell":
                cell, cell_id = element, element.get("id")
            else:
                assert element.tag in ("UserObject", "object"), (page_id, element.tag)
                found = element.find("mxCell")
                assert found is not None and found.get("id") is None, page_id
                cell, cell_id = found, element.get("id")
            assert cell_id and cell_id not in seen, (page_id, cell_id)
            parent = cell.get("parent")
            if not seen:
                assert cell_id == "0" and parent is None, page_id
            else:
                assert parent in seen, (page_id, cell_id, parent)
            assert cell.get("visible") in (None, "0", "1"), page_id
            if parent == "0":
                assert not cell.get("vertex") and not cell.get("edge"), page_id
            if cell.get("vertex") == "1":
                geometry = cell.find("mxGeometry")
                assert geometry is not None and geometry.get("as") == "geometry", page_id
                for dim in ("x", "y", "width", "height"):
                    float(geometry.get(dim, "0"))
            if cell.get("edge") == "1":
                edges.append(cell)
            seen.append(cell_id)
        for edge in edges:
            assert edge.get("source") in seen and edge.get("target") in seen, page_id


def _check_freemind(page_id: str, text: str) -> None:
    """A Freeplane mind map: a ``map`` of a Freeplane version holding one root node (and
    at most an attribute registry, before it); nodes with text and unique ``ID_n`` ids;
    positions (left or right) on the root's children only; attributes with a name and a
    value; the registry's display mode one Freeplane knows."""
    root = ET.fromstring(text)
    assert root.tag == "map" and (root.get("version") or "").startswith("freeplane "), page_id
    tags = [child.tag for child in root]
    assert tags in (["node"], ["attribute_registry", "node"]), (page_id, tags)
    registry = root.find("attribute_registry")
    if registry is not None:
        assert registry.get("SHOW_ATTRIBUTES") in ("all", "selected", "hide"), page_id
    top = root.find("node")
    assert top is not None
    first_level = set(map(id, top.findall("node")))
    ids: set[str] = set()
    for node in top.iter("node"):
        node_id = node.get("ID", "")
        assert re.fullmatch(r"ID_\d+", node_id) and node_id not in ids, (page_id, node_id)
        ids.add(node_id)
        assert (node.get("TEXT") or "").strip(), (page_id, node_id)
        if node.get("POSITION") is not None:
            assert id(node) in first_level, (page_id, node_id)
            assert node.get("POSITION") in ("left", "right"), page_id
        for attribute in node.iterfind("attribute"):
            assert attribute.get("NAME") and attribute.get("VALUE") is not None, page_id
        for child in node:
            assert child.tag in ("node", "attribute", "richcontent", "hook", "icon"), page_id


_TYPST_NAME = re.compile(r"#([a-z][\w-]*(?:\.[a-z][\w-]*)*)")
_TYPST_KEYWORDS = {"set", "let", "show", "import", "include"}
_TYPST_CLOSE = {"(": ")", "[": "]", "{": "}"}


def _typst_skip(text: str, i: int) -> int:
    """Past a comment at ``i`` (``//`` to the end of the line, not after a colon as in a
    URL, or ``/* */``), or ``i`` itself."""
    if text.startswith("//", i) and (i == 0 or text[i - 1] != ":"):
        end = text.find("\n", i)
        return len(text) if end < 0 else end
    if text.startswith("/*", i):
        end = text.find("*/", i)
        assert end >= 0, "a block comment not closed"
        return end + 2
    return i


def _typst_code(text: str, i: int, close: str) -> int:
    """Past Typst code from ``i`` up to ``close`` (a bracket, or a line end for a set,
    let or show rule): strings close, brackets balance, content blocks are markup."""
    while True:
        if i >= len(text):
            assert close == "\n", "code not closed"
            return i
        if (skip := _typst_skip(text, i)) != i:
            i = skip
            continue
        c = text[i]
        if c == close:
            return i + 1
        if c == '"':
            found = re.compile(r'"(?:[^"\\\n]|\\.)*"').match(text, i)
            assert found, "a string not closed"
            i = found.end()
        elif c == "[":
            i = _typst_markup(text, i + 1, True)
        elif c in "({":
            i = _typst_code(text, i + 1, _TYPST_CLOSE[c])
        else:
            assert c not in ")]}", ("a bracket closed that was not opened", text[i - 20 : i + 1])
            i += 1


def _typst_markup(text: str, i: int, closing: bool) -> int:
    """Past Typst markup from ``i`` (to the ``]`` of a content block when ``closing``):
    escapes, comments, raw text and embedded code (``#name`` with arguments and content
    blocks, or a ``#set``, ``#let`` or ``#show`` rule to the line end)."""
    while i < len(text):
        if (skip := _typst_skip(text, i)) != i:
            i = skip
            continue
        c = text[i]
        if c == "\\":
            i += 2
        elif c == "`":
            fence = "```" if text.startswith("```", i) else "`"
            end = text.find(fence, i + len(fence))
            assert end >= 0, "raw text not closed"
            i = end + len(fence)
        elif c == "]":
            assert closing, "a content block closed that was not opened"
            return i + 1
        elif c == "[":
            i = _typst_markup(text, i + 1, True)
        elif c == "#":
            found = _TYPST_NAME.match(text, i)
            assert found, ("a hash without code", text[i : i + 20])
            i = found.end()
            if found.group(1) in _TYPST_KEYWORDS:
                i = _typst_code(text, i, "\n")
                continue
            while i < len(text) and text[i] in "([":
                i = (
                    _typst_code(text, i + 1, ")")
                    if text[i] == "("
                    else _typst_markup(text, i + 1, True)
                )
        else:
            i += 1
    assert not closing, "a content block not closed"
    return i


def _check_typst(page_id: str, text: str) -> None:
    """A Typst document: it sets the document's title first, has a heading, and its
    markup, code, strings, content blocks, raw text and comments all close."""
    code = [line for line in text.split("\n") if line.strip() and not line.startswith("//")]
    assert code[0].startswith("#set document(title: "), page_id
    assert re.search(r"^= \S", text, re.M), page_id
    try:
        _typst_markup(text, 0, False)
    except AssertionError as error:
        raise AssertionError((page_id, error.args)) from error


_CHECKS: dict[str, Callable[[str, str], None]] = {
    "text/x-adif": _check_adif,
    "text/x-igc": _check_igc,
    "application/vnd.recordare.musicxml+xml": _check_musicxml,
    "application/x-ofx": _check_ofx,
    "text/x-todo-txt": _check_todo,
    "text/x-recfile": _check_recfile,
    "text/x-renpy": _check_renpy,
    "application/vnd.jgraph.mxfile": _check_drawio,
    "application/x-freemind": _check_freemind,
    "text/x-typst": _check_typst,
}


@pytest.mark.parametrize("page", FRESH16_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        "text/x-adif": "Log\n<ADIF_VER:5>3.1.4\n<PROGRAMID:1>x\n<EOH>\n<CALL:9>G4ABC <EOR>\n",
        "text/x-igc": "AXXXABC\nHFDTEDATE:010125,01\nB1200005403512N00153207WA0032100347\n"
        "B1100005403512N00153207WA0032100347\nGAB\n",
        "application/vnd.recordare.musicxml+xml": '<!DOCTYPE score-partwise PUBLIC "x" "y">'
        '<score-partwise version="4.0"><part-list><score-part id="P1"/></part-list>'
        '<part id="P1"><measure number="1"><attributes><divisions>1</divisions><time>'
        "<beats>4</beats><beat-type>4</beat-type></time></attributes><note><pitch><step>C"
        "</step><octave>4</octave></pitch><duration>1</duration><type>quarter</type></note>"
        "</measure></part></score-partwise>",
        "application/x-ofx": '<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>'
        "<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE></STATUS></SONRS></SIGNONMSGSRSV1>"
        "<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><ACCTTYPE>"
        "CHECKING</ACCTTYPE></BANKACCTFROM><BANKTRANLIST><DTSTART>20250101</DTSTART><DTEND>"
        "20250131</DTEND><STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20250105</DTPOSTED>"
        "<TRNAMT>-3.00</TRNAMT><FITID>1</FITID><NAME>X</NAME><MEMO>x</MEMO></STMTTRN>"
        "</BANKTRANLIST><LEDGERBAL><BALAMT>1.00</BALAMT></LEDGERBAL></STMTRS></STMTTRNRS>"
        "</BANKMSGSRSV1></OFX>",
        "text/x-todo-txt": "x 2025-03-01 (A) 2025-02-01 Done and still ranked\n",
        "text/x-recfile": "%rec: Packet\n%mandatory: Variety\n\nId: 1\nDonor: x\n",
        "text/x-renpy": 'label start:\n    jump nowhere\n    "The end."\n',
        "application/vnd.jgraph.mxfile": '<mxfile><diagram id="d"><mxGraphModel><root>'
        '<mxCell id="0"/><mxCell id="2" parent="1"/></root></mxGraphModel></diagram></mxfile>',
        "application/x-freemind": '<map version="freeplane 1.11.5"><node TEXT="a" ID="ID_1">'
        '<node TEXT="b" ID="ID_1"/></node></map>',
        "text/x-typst": '#set document(title: "x")\n\n= x\n\n#align(right)[unclosed\n',
    }
    assert set(broken) == set(_CHECKS)
    for ctype, text in broken.items():
        with pytest.raises((AssertionError, ValueError, IndexError, KeyError, ET.ParseError)):
            _CHECKS[ctype]("broken", text)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_deseret("\U00010430\U00010446") == "az"  # short a, zee
    assert _from_katakana("エー・ゼット\u3000ビー") == "az b"
    assert _from_tutnese("hashi bubo") == "hi bo"
    assert _from_gronsfeld("dbp") == "aal"  # back 3, 1 and 4 places
    assert _from_tally(f"{TALLY_ONE} {TALLY_FIVE} / {TALLY_FIVE * 5}{TALLY_ONE}") == "ae z"
    assert _from_mahjong("\U0001f000\U0001f019") == "az"
    assert _from_dice("\u2680\u2680 \u2684\u2681") == "a z"  # one-one, five-two
    assert _from_fibonacci("11011 00010011") == "ab z"  # 1, 2 and 5 + 21
    assert _from_pitches("C3 D3 | G6") == "ab z"
    assert _from_alchemical("\U0001f700\U0001f719") == "az"
    assert _from_rods(f"{ROD_UNITS[0]} / {ROD_TENS[1]}{ROD_UNITS[5]}") == "a z"
    assert _from_georgian("აზ") == "az"
