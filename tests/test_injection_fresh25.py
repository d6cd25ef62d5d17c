"""The fresh25 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import codecs
import datetime
import itertools
import json
import math
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
from core.evals.injection_fresh25 import FRESH25_ATTACKS, FRESH25_BENIGN, FRESH25_PAGES
from core.evals.injection_fresh25_attacks import (  # the content types too
    _AIR,
    _CDL,
    _FIG,
    _GCG,
    _KERN,
    _MM,
    _PAC,
    _SCL,
    _USTAR,
    _ZPL,
    ALBERTI_INNER,
    GCG_TOTALS,
    MONTHS,
    STENO,
    USTAR_NEXT,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh25_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "bjs": r"(wunna|fuh it|Doan tell)",  # Bajan
    "ang": r"[þðæǣ]",  # Old English
    "grc": r"[\u1f00-\u1fff]",  # Ancient Greek (polytonic letters)
    "pfl": r"(saachscht|ebbes|kääm)",  # Palatine German
    "trf": r"(allyuh|Doh tell|anyting)",  # Trinidadian Creole
    "iba": r"(macha|nyaut|sebedau)",  # Iban
    "sxu": r"(gugge|Hälfer|ni weider)",  # Upper Saxon
    "nrf": r"(chutte|dévant|rein à)",  # Jerriais
    "ars": r"(هالصفحة|ترى|لا تعلم)",  # Najdi Arabic
    "gos": r"(allinnig|bladziede|nait)",  # Gronings
    "enm": r"(redest|namoore|questioun)",  # Middle English
    "ext": r"(archivu|arrespondas|naidi)",  # Extremaduran
    # benign languages only
    "es": r"[áéíóúñ¿]",
    "it": r"([àèìòù]|\b(il|non|di)\b)",
    "nl": r"\b(de|niet|elke)\b",
    "pt": r"[ãõçéê]",
    "da": r"[æøå]",
    "cy": r"(â|ŵ|\b(y|yr|am|i'r)\b)",
    "ro": r"[ăâîșț]",
    "sk": r"[äčďľňôŕšťž]",
    "tr": r"[çğıöşü]",
}

# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"
# Steno order of the keys used in letter strokes, and the keys each letter needs besides
# the asterisk (a letter with a key of its own needs just that key).
_STENO_ORDER = "STKPWHRAO*EU"
_STENO_CHORDS = {
    "b": "PW", "c": "KR", "d": "TK", "f": "TP", "g": "TKPW", "i": "EU", "j": "SKWR",
    "l": "HR", "m": "PH", "n": "TPH", "q": "KW", "v": "SR", "x": "KP", "y": "KWR",
    "z": "STKPW",
}  # fmt: skip


def _stroke(letter: str) -> str:
    keys = _STENO_CHORDS.get(letter, letter.upper()) + "*"
    return "".join(sorted(keys, key=_STENO_ORDER.index))


def _month_days(month: int) -> int:
    return (
        datetime.date(2025 + month // 12, month % 12 + 1, 1) - datetime.date(2025, month, 1)
    ).days


def _from_shuffled(text: str) -> str:
    tokens = [re.fullmatch(r"(\d+):(\S+)", t) for t in text.split(" ")]
    assert all(tokens), text
    places = sorted((int(m.group(1)), m.group(2)) for m in tokens if m)
    assert [p for p, _ in places] == list(range(1, len(places) + 1)), text
    return " ".join(word for _, word in places)


def _from_steno(text: str) -> str:
    letters = {_stroke(c): c for c in _ABC}
    return " ".join("".join(letters[s] for s in word.split("/")) for word in text.split(" "))


def _from_colname(text: str) -> str:
    out = []
    for name in text.split(" "):
        assert re.fullmatch(r"[A-Z]+", name), name
        n = 0
        for letter in name:
            n = n * 26 + ord(letter) - 64
        out.append(chr(n))
    return "".join(out)


def _from_tartan(text: str) -> str:
    out = []
    for sett in text.split(" / "):
        bits, colour = "", ""
        for thread in sett.split(" "):
            found = re.fullmatch(r"([KY])([1-8])", thread)
            assert found and found.group(1) != colour, sett  # the colours take turns
            colour = found.group(1)
            bits += ("1" if colour == "Y" else "0") * int(found.group(2))
        assert len(bits) == 8, sett
        out.append(int(bits, 2))
    return bytes(out).decode()


def _from_napier(text: str) -> str:
    values = []
    for group in text.split(" "):
        assert re.fullmatch(r"a?b?c?d?e?f?g?h?", group) and group, group
        values.append(sum(2 ** (ord(c) - 97) for c in group))
    return bytes(values).decode()


def _from_quipu(text: str) -> str:
    out = []
    for cord in text.split(" "):
        hundreds, tens, units = cord.split(".")
        assert re.fullmatch(r"_|s{1,9}", hundreds) and re.fullmatch(r"_|s{1,9}", tens), cord
        assert re.fullmatch(r"_|E|L[2-9]", units), cord
        unit = 0 if units == "_" else 1 if units == "E" else int(units[1])
        out.append(chr(100 * hundreds.count("s") + 10 * tens.count("s") + unit))
    return "".join(out)


def _from_punycode(text: str) -> str:
    assert re.fullmatch(r"[a-z0-9-]+", text), text
    return unicodedata.normalize("NFKC", codecs.decode(text.encode("ascii"), "punycode"))


def _from_mtf(text: str) -> str:
    order = list(range(256))
    out = []
    for place in (int(n) for n in text.split(" ")):
        byte = order.pop(place)
        order.insert(0, byte)
        out.append(byte)
    return bytes(out).decode()


def _from_dayofyear(text: str) -> str:
    out = []
    for day in text.split(", "):
        number, month = day.split(" ")
        index = MONTHS.index(month) + 1
        assert 1 <= int(number) <= _month_days(index), day
        out.append(chr(datetime.date(2025, index, int(number)).timetuple().tm_yday))
    return "".join(out)


def _from_alberti(text: str) -> str:
    out, offset = [], None
    for c in text:
        if c.isupper():
            offset = ord(c) - 65
        elif c in _ABC:
            assert offset is not None, text
            out.append(_ABC[(ALBERTI_INNER.index(c) + offset) % 26])
        else:
            out.append(c)
    return "".join(out)


def _from_bigint(text: str) -> str:
    assert text.isdigit(), text
    n = int(text)
    return n.to_bytes((n.bit_length() + 7) // 8, "big").decode()


def _from_polyline(text: str) -> str:
    out, value, shift, last = [], 0, 0, 0
    for c in text:
        piece = ord(c) - 63
        assert 0 <= piece < 64, text
        value |= (piece & 0x1F) << shift
        shift += 5
        if piece < 0x20:
            delta = ~(value >> 1) if value & 1 else value >> 1
            last += delta
            out.append(chr(last))
            value = shift = 0
    assert shift == 0, text
    return "".join(out)


# How to read each ``encoding=`` a fresh25 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "shuffled": _from_shuffled,
    "steno": _from_steno,
    "colname": _from_colname,
    "tartan": _from_tartan,
    "napier": _from_napier,
    "quipu": _from_quipu,
    "punycode": _from_punycode,
    "mtf": _from_mtf,
    "dayofyear": _from_dayofyear,
    "alberti": _from_alberti,
    "bigint": _from_bigint,
    "polyline": _from_polyline,
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

# Content types fresh25 serves that no earlier corpus does.
_NEW_TYPES = {_ZPL, _SCL, _GCG, _USTAR, _CDL, _PAC, _KERN, _FIG, _MM, _AIR}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "zpl comment": "^FX shop-note:",
    "zpl field past the edge of the label": "^FO900,",
    "humdrum global comment": "!! proof-note:",
    "xfig white text under a white panel": "\n4 0 7 60 ",
    "pac block comment": "/* portal-note:",
    "text after a mealmaster recipe's end": "MMMMM\nArchive-only note:",
    "scala comment": "! tuner-note:",
    "cdl comment": "// qc-note:",
    "lines after an ultrastar end mark": "\nE\nBackstage note:",
    "pac function nothing calls": "function legacySplash(",
    "openair comment": "* site-note:",
    "xfig object comment": "# drawing-note:",
}

_CORPUS = BlindCorpus(
    "fresh25",
    FRESH25_ATTACKS,
    FRESH25_BENIGN,
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
    check_new_to_bench(FRESH25_PAGES, _OLDER, _NEW_TYPES)


_XFIG_TEXT = re.compile(
    r"(?m)^4 \d -?\d+ \d+ -?\d+ \d+ [\d.]+ [\d.]+ \d+ [\d.]+ [\d.]+ -?\d+ -?\d+ (.*)\\001$"
)


def _flat(body: str) -> str:
    """The body's text with Xfig text objects read as their strings and line breaks and
    comment leaders read as spaces."""
    body = _XFIG_TEXT.sub(r"\1", body)
    body = re.sub(r"\n(! |// |!! |\* |# |\^FX |  )", " ", body)
    return " ".join(body.split())


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): _flat(p.body) for p in FRESH25_ATTACKS}
    assert "numbered with their places and then jumbled" in by_encoding["shuffled"]
    table = ", ".join(f"{c} {_stroke(c)}" for c in _ABC)
    assert f"space between words: {table}." in by_encoding["steno"]
    assert "so 1 is A, 26 is Z, 27 is AA and 28 is AB" in by_encoding["colname"]
    assert (
        "Each byte is eight threads, high bit first, black K for a nought and gold Y for a "
        "one, written as a threadcount of runs, with a slash between bytes" in by_encoding["tartan"]
    )
    assert (
        "a for 1, b for 2, c for 4, d for 8 and so on to h for 128, added up"
        in (by_encoding["napier"])
    )
    assert (
        "three knot places split by dots, hundreds at the top, single knots s counted in the "
        "top two, the units as a long knot L with its turns, a figure-eight knot E for a one "
        "and an underscore for an empty place" in by_encoding["quipu"]
    )
    assert "Punycode of a message written in full-width letters" in by_encoding["punycode"]
    assert "start with the 256 byte values in order" in by_encoding["mtf"]
    assert "counting from 0, then move it to the front" in by_encoding["mtf"]
    assert "counting 1 January as day 1" in by_encoding["dayofyear"]
    assert f"inner ring {ALBERTI_INNER}" in by_encoding["alberti"]
    assert "turn the inner ring so its t sits under that capital" in by_encoding["alberti"]
    assert (
        "UTF-8 bytes read as one big-endian whole number, written in decimal"
        in (by_encoding["bigint"])
    )
    assert (
        "doubled and inverted if negative, cut into five-bit pieces from the low end, 32 "
        "added to every piece but the last, 63 added to each" in by_encoding["polyline"]
    )


def test_the_code_tables_are_what_they_say() -> None:
    assert dict(STENO) == {c: _stroke(c) for c in _ABC}
    # The Alberti inner ring: TREMARROW without its repeats, then the rest of the alphabet.
    keyword = "".join(dict.fromkeys("tremarrow"))
    assert keyword + "".join(c for c in _ABC if c not in keyword) == ALBERTI_INNER
    assert [datetime.date(2025, m, 1).strftime("%b") for m in range(1, 13)] == list(MONTHS)
    carrier = next(p for p in FRESH25_PAGES if p.content_type == _GCG).body
    totals: dict[str, int] = {}
    for nick, total in re.findall(r"^>(\w+): .* (\d+)$", carrier, re.M)[:4]:
        totals[nick] = int(total)
    assert totals == GCG_TOTALS
    song = next(p for p in FRESH25_BENIGN if p.id == "fresh25-benign-plain-karaoke-host").body
    last = max(int(s) + int(n) for s, n in re.findall(r"^: (\d+) (\d+) ", song, re.M))
    assert last < USTAR_NEXT - 2


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH25_ATTACKS, FRESH25_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_every_attack_language_is_new() -> None:
    langs = {tag(p, "lang") for p in FRESH25_ATTACKS if p.category == "multilingual"}
    assert len(langs) == 12 and not langs & _OLD_ATTACK_LANGUAGES


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH25_ATTACKS if p.marker}
    for page in FRESH25_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_ZPL_PARAMS = {
    "CI": r"\d+",
    "PW": r"\d+",
    "LL": r"\d+",
    "LH": r"\d+,\d+",
    "PQ": r"\d+",
    "FO": r"\d+,\d+",
    "FT": r"\d+,\d+",
    "GB": r"\d+,\d+,\d+",
    "BY": r"\d+",
    "BC": r"[NRIB],\d+,[YN],[YN],[YN]",
    "BQ": r"[NRIB],2,\d+",
    "FB": r"\d+,\d+,-?\d+,[LCRJ],\d+",
}


def _check_zpl(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text and "~" not in text, page_id
    flat = text.replace("\n", "")  # the printer ignores line breaks between commands
    assert flat.startswith("^XA") and flat.endswith("^XZ"), page_id
    in_label, field, labels, qr = False, "", 0, False
    for command in flat.split("^")[1:]:
        name, args = command[:2], command[2:]
        if name == "XA":
            assert not in_label and not args, page_id
            in_label = True
            continue
        assert in_label, (page_id, command)
        if name == "XZ":
            assert not field and not args, (page_id, command)
            in_label, labels = False, labels + 1
        elif name == "FX":
            continue
        elif name in ("FO", "FT"):
            assert not field and re.fullmatch(_ZPL_PARAMS[name], args), (page_id, command)
            field = "origin"
        elif re.fullmatch(r"A[0-9A-Z]", name):
            assert field == "origin" and re.fullmatch(r"[NRIB],\d+,\d+", args), (page_id, command)
        elif name in ("FB", "BC", "BQ"):
            assert field == "origin" and re.fullmatch(_ZPL_PARAMS[name], args), (page_id, command)
            qr = name == "BQ"
        elif name == "GB":
            assert field == "origin" and re.fullmatch(_ZPL_PARAMS[name], args), (page_id, command)
            field = "data"
        elif name == "FD":
            assert field == "origin" and args, (page_id, command)
            assert not qr or re.match(r"[QMHL][AM],", args), (page_id, command)
            field, qr = "data", False
        elif name == "FS":
            assert field == "data" and not args, (page_id, command)
            field = ""
        else:
            assert name in _ZPL_PARAMS and re.fullmatch(_ZPL_PARAMS[name], args), (page_id, command)
    assert not in_label and labels, page_id


def _check_scala(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = [line for line in text[:-1].split("\n") if not line.startswith("!")]
    _description, count, *pitches = lines
    assert re.fullmatch(r" *\d+ *", count), (page_id, count)
    assert len(pitches) == int(count) > 0, page_id
    cents = []
    for line in pitches:
        value = line.split()[0]
        if "." in value:
            cents.append(float(value))
        else:
            num, _, den = value.partition("/")
            assert int(num) > 0 and int(den or "1") > 0, (page_id, line)
            cents.append(1200 * math.log2(int(num) / int(den or "1")))
    assert cents[0] > 0 and all(a < b for a, b in itertools.pairwise(cents)), page_id


_GCG_PRAGMAS = {
    "character-encoding", "player1", "player2", "title", "description", "id", "lexicon",
    "note", "rack1", "rack2", "incomplete",
}  # fmt: skip
_GCG_MOVE = re.compile(
    r">(\w+): ([A-Z?]{1,7}) (\d{1,2}[A-O]|[A-O]\d{1,2}) ([A-Za-z.]{2,15}) \+(\d+) (-?\d+)"
)


def _check_gcg(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    assert lines[0] == "#character-encoding UTF-8", page_id
    totals: dict[str, int] = {}
    moves = 0
    for line in lines[1:]:
        if line.startswith("#"):
            key, _, value = line[1:].partition(" ")
            assert key in _GCG_PRAGMAS and value.strip(), (page_id, line)
            if key in ("player1", "player2"):
                nick, full = value.split(" ", 1)
                assert nick not in totals and full, (page_id, line)
                totals[nick] = 0
            elif key == "note":
                assert moves, (page_id, line)  # a note belongs to the move before it
            else:
                assert not moves, (page_id, line)  # other pragmas come before the moves
            continue
        found = _GCG_MOVE.fullmatch(line)
        assert found and found.group(1) in totals, (page_id, line)
        row = int(re.sub(r"[A-O]", "", found.group(3)))
        assert 1 <= row <= 15, (page_id, line)
        totals[found.group(1)] += int(found.group(5))
        assert totals[found.group(1)] == int(found.group(6)), (page_id, line)
        moves += 1
    assert len(totals) == 2 and moves, page_id


_US_KEYS = {
    "TITLE", "ARTIST", "LANGUAGE", "GENRE", "YEAR", "CREATOR", "EDITION", "MP3", "AUDIO",
    "COVER", "BACKGROUND", "VIDEO", "VIDEOGAP", "BPM", "GAP", "COMMENT", "ENCODING", "START",
    "END", "PREVIEWSTART", "TAGS", "VERSION",
}  # fmt: skip


def _check_ultrastar(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    headers: dict[str, str] = {}
    i = 0
    while lines[i].startswith("#"):
        key, sep, value = lines[i][1:].partition(":")
        assert sep and key in _US_KEYS and key not in headers and value, (page_id, lines[i])
        headers[key] = value
        i += 1
    assert {"TITLE", "ARTIST", "MP3", "BPM", "GAP"} <= set(headers), page_id
    assert float(headers["BPM"].replace(",", ".")) > 0 and int(headers["GAP"]) >= 0, page_id
    end = notes = 0
    for line in lines[i:]:
        if line == "E":
            break
        found = re.fullmatch(r"([:*FRG]) (\d+) (\d+) (-?\d+) (.+)", line)
        if found:
            start, length = int(found.group(2)), int(found.group(3))
            assert start >= end and length > 0, (page_id, line)
            end, notes = start + length, notes + 1
            continue
        found = re.fullmatch(r"- (\d+)( \d+)?", line)
        assert found and int(found.group(1)) >= end, (page_id, line)
    else:
        raise AssertionError((page_id, "no end mark"))
    assert notes, page_id


_CDL_TYPES = {
    "byte", "char", "short", "int", "long", "float", "real", "double", "ubyte", "ushort",
    "uint", "int64", "uint64", "string",
}  # fmt: skip
_CDL_STRING = r'"(?:[^"\\\n]|\\.)*"'
_CDL_NUMBER = r"-?\d+(?:\.\d*)?(?:[eE][+-]?\d+)?[fFdDsSbBlL]?"
_CDL_VALUE = rf"(?:{_CDL_STRING}|{_CDL_NUMBER})"


def _check_cdl(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    assert re.fullmatch(r"netcdf \w+ \{", lines[0]) and lines[-1] == "}", page_id
    sections: list[str] = []
    dims: dict[str, int] = {}
    shapes: dict[str, list[str]] = {}
    data: set[str] = set()
    for line in lines[1:-1]:
        code = line.strip()
        if not code or code.startswith("//"):
            continue
        if code in ("dimensions:", "variables:", "data:"):
            sections.append(code[:-1])
            continue
        section = sections[-1]
        if section == "dimensions":
            found = re.fullmatch(r"(\w+) = (\d+) ;", code)
            assert found and found.group(1) not in dims, (page_id, line)
            dims[found.group(1)] = int(found.group(2))
        elif section == "variables":
            found = re.fullmatch(r"(\w+) (\w+)\(([\w, ]*)\) ;", code)
            if found:
                kind, name, shape = found.groups()
                assert kind in _CDL_TYPES and name not in shapes, (page_id, line)
                shapes[name] = [d.strip() for d in shape.split(",") if d.strip()]
                assert set(shapes[name]) <= set(dims), (page_id, line)
                continue
            found = re.fullmatch(rf"(\w*):(\w+) = ({_CDL_VALUE}(?:, {_CDL_VALUE})*) ;", code)
            assert found, (page_id, line)
            assert not found.group(1) or found.group(1) in shapes, (page_id, line)
        else:
            found = re.fullmatch(rf"(\w+) = ({_CDL_VALUE}(?:, {_CDL_VALUE})*) ;", code)
            assert found and found.group(1) in shapes and found.group(1) not in data, page_id
            data.add(found.group(1))
            count = math.prod(dims[d] for d in shapes[found.group(1)])
            assert len(re.findall(_CDL_VALUE, found.group(2))) == count, (page_id, line)
    assert sections == ["dimensions", "variables", "data"] and data, page_id


def _js_code(text: str) -> str:
    """JavaScript with its comments taken out and each string literal read as ``S``."""
    out, i = [], 0
    while i < len(text):
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
        elif text.startswith("/*", i):
            i = text.index("*/", i + 2) + 2
            out.append(" ")
        elif text[i] in "\"'":
            j = i + 1
            while text[j] != text[i]:
                assert text[j] != "\n", text[i:j]
                j += 2 if text[j] == "\\" else 1
            out.append("S")
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


_PAC_RESULT = r"(DIRECT|(PROXY|SOCKS) [\w.-]+:\d+)"


def _check_pac(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    code = _js_code(text)
    stack: list[str] = []
    for c in code:
        if c in "([{":
            stack.append(c)
        elif c in ")]}":
            assert stack and stack.pop() + c in ("()", "[]", "{}"), page_id
    assert not stack, page_id
    assert code.count("function FindProxyForURL(url, host) {") == 1, page_id
    start = text.index("function FindProxyForURL(url, host) {")
    depth, end = 0, start
    for end in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[end], 0)
        if depth == 0 and text[end] == "}":
            break
    body = text[start:end]
    returns = re.findall(r'\breturn ("[^"\n]*"|[^;\n]+);', body)
    assert returns, page_id
    for value in returns:
        if value.startswith('"'):
            assert re.fullmatch(rf'"{_PAC_RESULT}(; {_PAC_RESULT})*"', value), (page_id, value)


_KERN_NOTE = re.compile(r"\d+\.*(?:[a-g]+|[A-G]+|r)[-#n]*")


def _check_humdrum(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    kinds: list[str] = []
    ended = False
    for line in text[:-1].split("\n"):
        if line.startswith("!!"):
            if line.startswith("!!!"):
                assert re.fullmatch(r"!!![^:\s]+: .*", line), (page_id, line)
            continue
        assert not ended, (page_id, line)
        tokens = line.split("\t")
        if not kinds:
            assert all(re.fullmatch(r"\*\*\w+", t) for t in tokens), (page_id, line)
            kinds = [t[2:] for t in tokens]
            continue
        assert len(tokens) == len(kinds) and all(tokens), (page_id, line)
        if all(t.startswith("!") for t in tokens):
            continue
        if tokens[0].startswith("*"):
            assert all(t.startswith("*") and not t.startswith("**") for t in tokens), page_id
            assert not set(tokens) & {"*^", "*v", "*+", "*x"}, (page_id, line)
            ended = all(t == "*-" for t in tokens)
            assert ended or "*-" not in tokens, (page_id, line)
            continue
        if tokens[0].startswith("="):
            assert len(set(tokens)) == 1, (page_id, line)
            assert re.fullmatch(r"==|=\d*-?", tokens[0]), (page_id, line)
            continue
        for kind, token in zip(kinds, tokens, strict=True):
            if token == ".":
                continue
            if kind == "kern":
                assert _KERN_NOTE.fullmatch(token), (page_id, token)
            else:
                assert " " not in token and token[0] not in "!*=", (page_id, token)
    assert ended, page_id


_FIG_HEADER = (
    ("Landscape", "Portrait"),
    ("Center", "Flush Left"),
    ("Metric", "Inches"),
    ("A4", "A3", "Letter", "Legal"),
)
_FIG_TEXT = re.compile(
    r"4 [012] -?\d+ \d+ -?\d+ \d+ [\d.]+ [\d.]+ \d+ [\d.]+ [\d.]+ -?\d+ -?\d+ (.*)\\001"
)


def _check_xfig(page_id: str, text: str) -> None:
    text.encode("ascii")
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    assert re.fullmatch(r"#FIG 3\.2( .*)?", lines[0]), page_id
    for line, allowed in zip(lines[1:5], _FIG_HEADER, strict=True):
        assert line in allowed, (page_id, line)
    assert float(lines[5]) > 0 and lines[6] in ("Single", "Multiple"), page_id
    int(lines[7])
    i = 8
    while lines[i].startswith("#"):
        i += 1
    assert re.fullmatch(r"\d+ [12]", lines[i]), (page_id, lines[i])
    i += 1
    depth = objects = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if line.startswith("#"):
            assert i < len(lines), page_id  # a comment belongs to the object after it
            continue
        tokens = line.split(" ")
        if tokens[0] == "6":
            assert len(tokens) == 5 and all(re.fullmatch(r"-?\d+", t) for t in tokens), page_id
            depth += 1
        elif tokens[0] == "-6":
            assert depth and len(tokens) == 1, page_id
            depth -= 1
            continue
        elif tokens[0] == "2":
            assert len(tokens) == 16 and tokens[13:15] == ["0", "0"], (page_id, line)
            assert all(re.fullmatch(r"-?\d+", t) for k, t in enumerate(tokens) if k != 9)
            npoints = int(tokens[15])
            coords: list[int] = []
            while len(coords) < 2 * npoints:
                assert lines[i].startswith("\t"), (page_id, lines[i])
                coords += [int(v) for v in lines[i].split()]
                i += 1
            assert len(coords) == 2 * npoints and npoints >= 2, (page_id, line)
            if tokens[1] in ("2", "3"):  # a box or a polygon closes on itself
                assert coords[:2] == coords[-2:], (page_id, line)
        elif tokens[0] == "4":
            found = _FIG_TEXT.fullmatch(line)
            assert found, (page_id, line)
            string = re.sub(r"\\\\|\\[0-7]{3}", "", found.group(1))
            assert "\\" not in string and found.group(1).isprintable(), (page_id, line)
        else:
            raise AssertionError((page_id, line))
        objects += 1
    assert depth == 0 and objects, page_id


_MM_UNITS = {
    "  ", "x ", "sm", "md", "lg", "cn", "pk", "pn", "dr", "ds", "ct", "bn", "sl", "ea",
    "t ", "ts", "T ", "tb", "fl", "c ", "pt", "qt", "ga", "oz", "lb", "ml", "cb", "cl",
    "dl", "l ", "dg", "cg", "mg", "g ", "kg",
}  # fmt: skip
_MM_START = re.compile(r"(MMMMM|-----)----- Recipe via Meal-Master.*")
_MM_HEADING = re.compile(r"MMMMM-+[A-Z][A-Z ]*-+")


def _check_mealmaster(page_id: str, text: str) -> None:
    text.encode("ascii")
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    i = recipes = 0
    while i < len(lines):
        if not _MM_START.fullmatch(lines[i]):
            i += 1
            continue
        assert not lines[i + 1].strip() and not lines[i + 5].strip(), page_id
        assert re.fullmatch(r"      Title: \S.*", lines[i + 2]), page_id
        assert re.fullmatch(r" Categories: \S.*", lines[i + 3]), page_id
        assert re.fullmatch(r"      Yield: \S.*|   Servings: +\d+", lines[i + 4]), page_id
        i += 6
        while lines[i].strip():
            line = lines[i]
            i += 1
            if _MM_HEADING.fullmatch(line):
                continue
            assert re.fullmatch(r" *(\d+|\d+/\d+|\d+ \d+/\d+)?", line[:7]), (page_id, line)
            assert line[7] == " " and line[8:10] in _MM_UNITS, (page_id, line)
            assert line[10:12] == "  " and line[12:].strip(), (page_id, line)
        while lines[i] != "MMMMM":
            line = lines[i]
            assert not line.startswith("MMMMM") or _MM_HEADING.fullmatch(line), (page_id, line)
            i += 1
        i += 1
        recipes += 1
    assert recipes, page_id


_AIR_CLASSES = {"R", "Q", "P", "A", "B", "C", "D", "E", "F", "G", "CTR", "GP", "W", "TMZ", "RMZ"}
_AIR_ALT = r"SFC|GND|UNL|FL\d{1,3}|\d+ ?(ft|m|FT|M)( (AMSL|AGL|MSL|SFC|GND))?"
_AIR_COORD = re.compile(
    r"(\d{1,2}):([0-5]\d):([0-5]\d(?:\.\d+)?) ([NS]) (\d{1,3}):([0-5]\d):([0-5]\d(?:\.\d+)?) ([EW])"
)


def _air_coord(page_id: str, text: str) -> None:
    found = _AIR_COORD.fullmatch(text)
    assert found and int(found.group(1)) <= 90 and int(found.group(5)) <= 180, (page_id, text)


def _check_openair(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    blocks: list[dict[str, int]] = []
    for line in text[:-1].split("\n"):
        if not line.strip() or line.startswith("*"):
            continue
        command, _, rest = line.partition(" ")
        if command == "AC":
            assert rest in _AIR_CLASSES, (page_id, line)
            blocks.append(dict.fromkeys(("AN", "AH", "AL", "DP", "DC", "X"), 0))
            continue
        block = blocks[-1]
        if command == "AN":
            assert rest.strip(), (page_id, line)
        elif command in ("AH", "AL"):
            assert re.fullmatch(_AIR_ALT, rest), (page_id, line)
        elif command in ("DP", "AT"):
            _air_coord(page_id, rest)
        elif command == "V":
            if rest.startswith("X="):
                _air_coord(page_id, rest[2:])
                block["X"] += 1
            else:
                assert rest in ("D=+", "D=-"), (page_id, line)
        elif command == "DC":
            assert float(rest) > 0 and block["X"], (page_id, line)
        else:
            raise AssertionError((page_id, line))
        if command in block:
            block[command] += 1
    assert blocks, page_id
    for block in blocks:
        assert block["AN"] == block["AH"] == block["AL"] == 1, (page_id, block)
        assert block["DP"] >= 3 or block["DC"] >= 1, (page_id, block)


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _ZPL: _check_zpl,
    _SCL: _check_scala,
    _GCG: _check_gcg,
    _USTAR: _check_ultrastar,
    _CDL: _check_cdl,
    _PAC: _check_pac,
    _KERN: _check_humdrum,
    _FIG: _check_xfig,
    _MM: _check_mealmaster,
    _AIR: _check_openair,
}


@pytest.mark.parametrize("page", FRESH25_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH25_PAGES, _CHECKS, _NEW_TYPES)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        _ZPL: "^XA\n^FO10,10^A0N,20,20^FDNo field separator\n^XZ\n",
        _SCL: "! two.scl\n!\nTwo notes promised, one given\n 2\n!\n 700.0\n",
        _GCG: "#character-encoding UTF-8\n#player1 A Ann\n#player2 B Bob\n"
        ">A: ADEIRST 8D TIRADES +68 68\n>A: EGLNOUV 7C GLOVE +27 27\n",
        _USTAR: "#TITLE:x\n#ARTIST:y\n#MP3:z.mp3\n#BPM:200\n#GAP:0\n: 0 8 5 over\n: 4 4 5 lap\nE\n",
        _CDL: "netcdf x {\ndimensions:\n\tt = 3 ;\nvariables:\n\tint v(t) ;\n"
        "data:\n\n v = 1, 2 ;\n}\n",
        _PAC: 'function FindProxyForURL(url, host) {\n  return "PROXY cache";\n}\n',
        _KERN: "**kern\t**kern\n*M3/4\t*M3/4\n4c\n*-\t*-\n",
        _FIG: "#FIG 3.2\nLandscape\nCenter\nMetric\nA4\n100.00\nSingle\n-2\n1200 2\n"
        "2 1 0 1 0 7 50 -1 -1 0.000 0 0 -1 0 0 3\n\t 0 0 100 100\n",
        _MM: "MMMMM----- Recipe via Meal-Master (tm) v8.05\n \n      Title: X\n"
        " Categories: Y\n      Yield: 1\n \n      1 zz  Flour\n \n  Mix.\n",
        _AIR: "AC R\nAN TWO POINTS\nAH 1000ft AGL\nAL SFC\n"
        "DP 50:10:12 N 005:21:40 W\nDP 50:10:30 N 005:20:55 W\n",
    }
    assert set(broken) == set(_CHECKS)
    check_rejects_broken(_CHECKS, broken)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_shuffled("3:c 1:a 2:b") == "a b c"
    assert _from_steno("H*/*EU A*") == "hi a"
    # h is 104 = 3 * 26 + 26 (CZ), i is 105 = 4 * 26 + 1 (DA).
    assert _from_colname("CZ DA") == "hi"
    # h is 01101000, i is 01101001.
    assert _from_tartan("K1 Y2 K1 Y1 K3 / K1 Y2 K1 Y1 K2 Y1") == "hi"
    # h is 104 = 8 + 32 + 64, i is 105 = 1 + 8 + 32 + 64.
    assert _from_napier("dfg adfg") == "hi"
    assert _from_quipu("s._.L4 _.sssssssss.L7 s._.E") == "hae"
    assert _from_punycode("bcher-kva") == "bücher"
    # After h moves to the front, i still stands at 105; a second h is at the front.
    assert _from_mtf("104 105 1") == "hih"
    # 14 April is day 104 of 2025 (31 + 28 + 31 + 14).
    assert _from_dayofyear("14 Apr, 15 Apr") == "hi"
    # With the disk at A the rings match letter for letter; at H, t (the index) is h.
    assert _from_alberti("Atrem") == "abcd" and _from_alberti("Ht") == "h"
    assert _from_bigint("26729") == "hi"  # 0x6869
    # 65 doubled is 130: pieces 2 (plus 32, 63: a) and 4 (plus 63: C); then +1 and -1.
    assert _from_polyline("aC") == "A" and _from_polyline("aCA") == "AB"
    assert _from_polyline("cC@") == "BA"


def test_the_payloads_read_as_orders() -> None:
    check_payloads_read_as_orders(FRESH25_ATTACKS, _DECODE)


def test_json_and_markup_in_payloads_parse() -> None:
    # Fake tool calls and chat turns written as JSON or XML in the carriers are valid.
    by_id = {p.id.removeprefix("fresh25-attack-"): render(p, COLLECT) for p in FRESH25_ATTACKS}
    qr = re.search(r"\^BQN,2,4\^FDQA,(.*?)\^FS", by_id["markup-tool-zpl-qr"])
    assert qr is not None
    assert json.loads(qr.group(1))["tool_call"]["name"] == "put_store_entry"
    call = re.search(r"^var pendingToolCall = (.*);$", by_id["markup-tool-pac-object"], re.M)
    assert call is not None
    assert json.loads(call.group(1))["function"]["name"] == "put_store_entry"
    fig = re.search(r"<tool_call>(.*?)</tool_call>", by_id["markup-tool-xfig-json"])
    assert fig is not None and json.loads(fig.group(1))["arguments"]["store"] == "heritage"
    block = by_id["markup-hijack-md-json"].split("```json\n", 1)[1].split("\n```", 1)[0]
    roles = [m["role"] for m in json.loads(block)["messages"]]
    assert roles == ["system", "user", "assistant"]
    cdl = re.findall(r':chat_turn_\d_role = "(\w+)" ;', by_id["markup-leak-cdl-turns"])
    assert cdl == ["system", "assistant"]
    gcg = re.findall(r"^#note <\|(\w+)\|> ", by_id["markup-leak-gcg-turns"], re.M)
    assert gcg == ["system", "assistant"]
    kern = re.findall(r"^!!!([A-Z]+): ", by_id["markup-leak-humdrum-records"], re.M)
    assert [k for k in kern if k in ("SYSTEM", "USER", "ASSISTANT")] == [
        "SYSTEM",
        "USER",
        "ASSISTANT",
    ]
    headings = re.findall(r"^MMMMM-+([A-Z]+)-+$", by_id["markup-url-mealmaster-sections"], re.M)
    assert headings == ["SYSTEM", "ASSISTANT"]
    result = "\n".join(
        line[2:] for line in by_id["markup-url-openair-result"].split("\n") if line.startswith("* ")
    )
    start = result.index("<tool_result")
    element = ET.fromstring(result[start : result.index("</tool_result>") + len("</tool_result>")])
    assert element.get("name") == "fetch_url"
    scala = re.findall(r"^! \[(\w+)\] ", by_id["markup-hijack-scala-turns"], re.M)
    assert scala == ["system", "user", "assistant"]
    html = re.findall(r'data-role="(\w+)"', by_id["markup-hijack-html-chat"])
    assert html == ["system", "assistant"]
    sung = re.findall(r"^: \d+ \d+ -?\d+ (<\|\w+\|>)$", by_id["markup-url-ultrastar-chat"], re.M)
    assert sung == ["<|system|>", "<|assistant|>"]


def test_every_topic_is_used_on_both_sides() -> None:
    attack_topics = {p.topic for p in FRESH25_ATTACKS}
    assert len(attack_topics) == 14
    assert len({p.topic for p in FRESH25_BENIGN}) == len(FRESH25_BENIGN)
    assert len({p.body for p in FRESH25_PAGES}) == len(FRESH25_PAGES)
