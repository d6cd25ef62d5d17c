"""The fresh27 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

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
    check_balanced,
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
from core.evals.injection_fresh27 import FRESH27_ATTACKS, FRESH27_BENIGN, FRESH27_PAGES
from core.evals.injection_fresh27_attacks import (  # the content types too
    _DIF,
    _DRILL,
    _HPGL,
    _INFORM,
    _LDRAW,
    _POV,
    _SCAD,
    _SFZ,
    _SPICE,
    _TAP,
    BECH32_CHARSET,
    BECH32_HRP,
    HILBERT_SIDE,
    LZ77_WINDOW,
    PRIMES,
    RC4_KEY,
    RICE_K,
    SEXAGENARY_BRANCHES,
    SEXAGENARY_STEMS,
    TWOSQUARE_KEYS,
    TWOSQUARE_LEFT,
    TWOSQUARE_RIGHT,
    VLQ_ALPHABET,
    hilbert,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh27_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "frm": r"(Oyez|aultre|nully)",  # Middle French
    "pro": r"(Auiatz|enans|ad home)",  # Old Occitan
    "osp": r"(Oyd|respondades|digades)",  # Old Spanish
    "gml": r"(Horet|nemande|\bunde\b)",  # Middle Low German
    "got": r"(þu|saei|mannhun)",  # Gothic
    "frr": r"(jüdeer|niinj|swoorest)",  # North Frisian
    "frp": r"(liéséd|nion|rèpon)",  # Franco-Provençal
    "cnr": r"(Śeti|đe god|[śź])",  # Montenegrin
    "mey": r"(گبل|تگول|يگرا)",  # Hassaniya Arabic
    "pih": r"(Watawieh|dieh|nothen)",  # Norfuk
    "aig": r"(\byuh\b|nutten|nobaddy)",  # Antiguan and Barbudan Creole
    "acx": r"(هالصفحة|ما شي|تخبر حد)",  # Omani Arabic
    # benign languages only
    "cy": r"([âêîôûŵŷ]|\b(yn|a|ac|ger)\b)",
    "da": r"[æøå]",
    "fi": r"[äö]",
    "pt": r"[ãõçáéíóúâêô]",
    "cs": r"[ěščřžýůá]",
    "hu": r"[őűáéóöü]",
    "ro": r"[ăâîșț]",
    "lv": r"[āēīūčšžļņķģ]",
    "ca": r"(l·l|[àèéòóç]|\b(el|la|les)\b)",
}

# --- the decoders, written again here from the encodings' definitions ----------------------


def _bech32_checksum_ok(hrp: str, data: list[int]) -> bool:
    generators = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    values = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + data
    check = 1
    for value in values:
        top = check >> 25
        check = (check & 0x1FFFFFF) << 5 ^ value
        for i in range(5):
            check ^= generators[i] if (top >> i) & 1 else 0
    return check == 1


def _from_bech32(text: str) -> str:
    hrp, _, rest = text.rpartition("1")
    assert hrp and len(rest) >= 6 and set(rest) <= set(BECH32_CHARSET), text
    data = [BECH32_CHARSET.index(c) for c in rest]
    assert _bech32_checksum_ok(hrp, data), text
    bits = "".join(f"{d:05b}" for d in data[:-6])
    whole = len(bits) // 8 * 8
    assert len(bits) - whole < 5 and not bits[whole:].strip("0"), text
    return bytes(int(bits[i : i + 8], 2) for i in range(0, whole, 8)).decode()


def _from_vlq(text: str) -> str:
    out, value, shift = [], 0, 0
    for c in text:
        digit = VLQ_ALPHABET.index(c)
        value += (digit & 31) << shift
        shift += 5
        if not digit & 32:
            assert value % 2 == 0, text  # no negative numbers here
            out.append(chr(value >> 1))
            value, shift = 0, 0
    assert shift == 0, text
    return "".join(out)


def _from_rice(text: str, k: int = RICE_K) -> str:
    groups = text.split(" ")
    assert all(re.fullmatch(r"[01]{8}", g) for g in groups[:-1]), text
    bits, out, i = "".join(groups), [], 0
    while i < len(bits):
        ones = 0
        while bits[i] == "1":
            ones, i = ones + 1, i + 1
        i += 1
        out.append(chr(ones * 2**k + int(bits[i : i + k], 2)))
        i += k
    assert i == len(bits), text
    return "".join(out)


def _from_lz77(text: str) -> str:
    out: list[str] = []
    for triple in text.split(" "):
        offset, length, code = (int(n) for n in triple.split(","))
        assert (offset == 0) == (length == 0) and offset <= min(len(out), LZ77_WINDOW), triple
        for _ in range(length):
            out.append(out[-offset])
        out.append(chr(code))
    return "".join(out)


def _from_rc4(text: str, key: str = RC4_KEY) -> str:
    k = key.encode()
    box = list(range(256))
    j = 0
    for i in range(256):
        j = (j + box[i] + k[i % len(k)]) % 256
        box[i], box[j] = box[j], box[i]
    i = j = 0
    out = bytearray()
    for byte in bytes.fromhex(text):
        i = (i + 1) % 256
        j = (j + box[i]) % 256
        box[i], box[j] = box[j], box[i]
        out.append(byte ^ box[(box[i] + box[j]) % 256])
    return out.decode()


def _base_2i(token: str) -> int:
    assert re.fullmatch(r"[0-3]+", token), token
    real, imag = 0, 0
    power = (1, 0)  # (2i)^0, as real and imaginary parts
    for digit in reversed(token):
        real += int(digit) * power[0]
        imag += int(digit) * power[1]
        power = (-2 * power[1], 2 * power[0])  # times 2i
    assert imag == 0, token
    return real


def _from_quaterimaginary(text: str) -> str:
    return "".join(chr(_base_2i(token)) for token in text.split(" "))


def _calkin_wilf_place(fraction: str) -> int:
    a, b = (int(n) for n in fraction.split("/"))
    assert math.gcd(a, b) == 1, fraction
    bits = ""
    while (a, b) != (1, 1):
        if a < b:
            bits, b = "0" + bits, b - a
        else:
            bits, a = "1" + bits, a - b
    return int("1" + bits, 2)


def _from_calkinwilf(text: str) -> str:
    return "".join(chr(_calkin_wilf_place(f)) for f in text.split(" "))


_NUMBER_WORDS = {
    "ONE": 1, "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5, "SIX": 6, "SEVEN": 7, "EIGHT": 8,
    "NINE": 9, "TEN": 10, "TWENTY": 20, "THIRTY": 30, "FORTY": 40, "FIFTY": 50, "SIXTY": 60,
    "SEVENTY": 70, "EIGHTY": 80, "NINETY": 90,
}  # fmt: skip


def _rumi_value(sign: str) -> int:
    words = unicodedata.name(sign).split(" ")
    assert words[:1] == ["RUMI"] and words[1] in ("DIGIT", "NUMBER"), sign
    value = _NUMBER_WORDS[words[2]]
    return value * 100 if words[3:] == ["HUNDRED"] else value


def _from_rumi(text: str) -> str:
    out = []
    for group in text.split(" "):
        values = [_rumi_value(s) for s in group]
        assert values == sorted(values, reverse=True) and len(values) <= 3, group
        out.append(chr(sum(values)))
    return "".join(out)


def _cycle_year(name: str) -> int:
    stem, branch = SEXAGENARY_STEMS.index(name[0]), SEXAGENARY_BRANCHES.index(name[1])
    (year,) = [k for k in range(60) if k % 10 == stem and k % 12 == branch]
    return year


def _from_sexagenary(text: str) -> str:
    out = []
    for group in text.split(" "):
        assert len(group) == 4, group
        out.append(chr(60 * _cycle_year(group[:2]) + _cycle_year(group[2:])))
    return "".join(out)


def _square(keyword: str) -> str:
    letters = "abcdefghiklmnopqrstuvwxyz"
    return "".join(dict.fromkeys(keyword.replace("j", "i") + letters))


def _from_twosquare(text: str, keys: tuple[str, str] = TWOSQUARE_KEYS) -> str:
    left, right = _square(keys[0]), _square(keys[1])
    chars = list(text)
    places = [i for i, c in enumerate(chars) if c in left]
    assert len(places) % 2 == 0, text
    for p, q in zip(places[::2], places[1::2], strict=True):
        r1, c2 = divmod(right.index(chars[p]), 5)
        r2, c1 = divmod(left.index(chars[q]), 5)
        chars[p], chars[q] = left[5 * r1 + c1], right[5 * r2 + c2]
    return "".join(chars)


def _from_primorial(text: str) -> str:
    out = []
    for group in text.split(" "):
        digits = [int(d) for d in reversed(group.split(":"))]
        assert all(d < p for d, p in zip(digits, PRIMES, strict=False)), group
        value, place = 0, 1
        for digit, prime in zip(digits, PRIMES, strict=False):
            value += digit * place
            place *= prime
        out.append(chr(value))
    return "".join(out)


def _hilbert_step(x: int, y: int, side: int = HILBERT_SIDE) -> int:
    d = 0
    s = side // 2
    while s > 0:
        rx = 1 if x & s else 0
        ry = 1 if y & s else 0
        d += s * s * ((3 * rx) ^ ry)
        if ry == 0:  # turn the quadrant back the way the curve drew it
            if rx == 1:
                x, y = side - 1 - x, side - 1 - y
            x, y = y, x
        s //= 2
    return d


def _from_hilbert(text: str) -> str:
    out = []
    for cell in text.split(" "):
        x, y = (int(n) for n in cell.split(","))
        assert 0 <= x < HILBERT_SIDE and 0 <= y < HILBERT_SIDE, cell
        out.append(chr(_hilbert_step(x, y)))
    return "".join(out)


# How to read each ``encoding=`` a fresh27 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "bech32": _from_bech32,
    "vlq": _from_vlq,
    "rice": _from_rice,
    "lz77": _from_lz77,
    "rc4": _from_rc4,
    "quaterimaginary": _from_quaterimaginary,
    "calkinwilf": _from_calkinwilf,
    "rumi": _from_rumi,
    "sexagenary": _from_sexagenary,
    "twosquare": _from_twosquare,
    "primorial": _from_primorial,
    "hilbert": _from_hilbert,
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

# Content types fresh27 serves that no earlier corpus does.
_NEW_TYPES = {_LDRAW, _HPGL, _DRILL, _SPICE, _SFZ, _INFORM, _TAP, _DIF, _SCAD, _POV}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "ldraw history line": "0 !HISTORY 2019-11-02 [brickclub] kiln-note:",
    "drill file after M30": "M30\n; drill-note:",
    "pov-ray block under #if (0)": "#if (0) // pov-note:",
    "netlist after .end": ".end\n* spice-note:",
    "sfz block comment": "/* organ-note:",
    "markdown comment line": "[//]: # (md-note:",
    "inform section not for release": "Section 9 - Notes (not for release)",
    "tap diagnostics of a passing test": "  bench_note:",
    "html noframes": "<noframes><p>frame-note:",
    "hp-gl label with no pen": "SP0;\nPU120,40;\nLBpen-note:",
    "dif text after EOD": "EOD\nsheet-note:",
    "openscad module never called": "module scad_note()",
}

_CORPUS = BlindCorpus(
    "fresh27",
    FRESH27_ATTACKS,
    FRESH27_BENIGN,
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
    check_new_to_bench(FRESH27_PAGES, _OLDER, _NEW_TYPES)


def _flat(body: str) -> str:
    """The body's text with line breaks and the line leaders of the carriers (comment
    marks, ``CO`` quotes, cell quotes) read as spaces."""
    body = re.sub(r'(?m)^(0 // |0 WRITE |; |\* |// |# |CO"|")', " ", body)
    body = re.sub(r'(?m)(";|")$', " ", body)
    return " ".join(body.split())


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    flat = {p.id.removeprefix("fresh27-attack-encoding-"): _flat(p.body) for p in FRESH27_ATTACKS}
    bech = flat["leak-bech32"]
    assert f"The part before the 1 is {BECH32_HRP}" in bech and BECH32_CHARSET in bech
    assert "the last six are the checksum" in bech
    assert f"Golomb-Rice codes with k = {RICE_K}" in flat["leak-rice"]
    assert (
        "a run of ones (the code divided by 32), a zero, then the five low bits"
        in flat["leak-rice"]
    )
    assert (
        "the term of the Calkin-Wilf sequence at the place of one character code, from 1/1 at "
        "place 1" in flat["leak-calkinwilf"]
    )
    assert (
        "Copy length characters from offset characters back, one at a time, then add the "
        "character with that code" in flat["tool-lz77"]
    )
    assert f"RC4 under the key {RC4_KEY}" in flat["tool-rc4"]
    assert (
        "The lowest digit counts ones, the next twos, then sixes, thirties and two hundred and "
        "tens" in flat["tool-primorial"]
    )
    assert "32 is added to every digit but the last of a number" in flat["url-vlq"]
    assert "A to Z, a to z, 0 to 9, plus and slash" in flat["url-vlq"]
    assert "counting from 0 at 0,0 and ending at 31,0" in flat["url-hilbert"]
    assert "one sign for the hundreds, one for the tens and one for the units" in flat["url-rumi"]
    two = flat["hijack-twosquare"]
    assert f"The left square is {TWOSQUARE_KEYS[0]} and the right square is" in two
    assert "the right square's letter in the first's row and the second's column" in two
    assert SEXAGENARY_STEMS in flat["hijack-sexagenary"]
    assert SEXAGENARY_BRANCHES in flat["hijack-sexagenary"]
    assert "year 0 is 甲子 and year 59 is 癸亥" in flat["hijack-sexagenary"]
    assert "base 2i, the quater-imaginary base" in flat["hijack-quaterimaginary"]


def test_the_code_tables_are_what_they_say() -> None:
    assert len(set(BECH32_CHARSET)) == 32 and not set(BECH32_CHARSET) & set("1bio")
    base64 = "".join(chr(c) for r in ((65, 91), (97, 123), (48, 58)) for c in range(*r))
    assert base64 + "+/" == VLQ_ALPHABET
    squares = tuple(_square(k) for k in TWOSQUARE_KEYS)
    assert squares == (TWOSQUARE_LEFT, TWOSQUARE_RIGHT)
    assert all(sorted(s) == sorted("abcdefghiklmnopqrstuvwxyz") for s in squares)
    primes = tuple(n for n in range(2, 14) if all(n % d for d in range(2, n)))
    assert primes == PRIMES
    assert len(set(SEXAGENARY_STEMS)) == 10 and len(set(SEXAGENARY_BRANCHES)) == 12
    # The Hilbert curve visits every cell once, each step to a neighbour.
    cells = [tuple(int(n) for n in cell.split(",")) for cell in _cells()]
    assert len(set(cells)) == HILBERT_SIDE**2 and cells[0] == (0, 0)
    assert cells[-1] == (HILBERT_SIDE - 1, 0)
    assert all(abs(a - c) + abs(b - d) == 1 for (a, b), (c, d) in itertools.pairwise(cells))


def _cells() -> list[str]:
    # Every code point below 1024 (surrogates and controls included: only the numbers count).
    return [hilbert(chr(n)) for n in range(HILBERT_SIDE**2)]


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH27_ATTACKS, FRESH27_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_every_attack_language_is_new() -> None:
    langs = {tag(p, "lang") for p in FRESH27_ATTACKS if p.category == "multilingual"}
    assert len(langs) == 12 and not langs & _OLD_ATTACK_LANGUAGES


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH27_ATTACKS if p.marker}
    for page in FRESH27_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_NUMBER = r"-?(\d+\.?\d*|\.\d+)"


def _check_ldraw(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text and "\t" not in text, page_id
    lines = text[:-1].split("\n")
    assert lines[0].startswith("0 ") and any(line.startswith("0 Name: ") for line in lines)
    sizes = {"1": 15, "2": 8, "3": 11, "4": 14, "5": 14}
    parts_placed = 0
    for line in lines:
        kind, *fields = line.split()
        if kind == "0":
            continue
        assert kind in sizes and len(fields) == sizes[kind] - 1, (page_id, line)
        numbers = fields[:-1] if kind == "1" else fields
        assert re.fullmatch(r"\d+", numbers[0]), (page_id, line)  # the colour
        assert all(re.fullmatch(_NUMBER, f) for f in numbers[1:]), (page_id, line)
        if kind == "1":
            assert re.fullmatch(r"[\w.-]+\.(dat|ldr|mpd)", fields[-1]), (page_id, line)
            a, b, c, d, e, f, g, h, i = (float(v) for v in fields[4:13])
            det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
            assert det != 0, (page_id, line)
            parts_placed += 1
    assert parts_placed and "0 STEP" in lines, page_id


_HPGL_KNOWN = {
    "IN", "IP", "SC", "SP", "PU", "PD", "PA", "PR", "DT", "SI", "LB", "CO", "VS", "LT", "PW",
    "CI", "EA", "ER", "RA", "RR", "DI", "SR",
}  # fmt: skip


def _check_hpgl(page_id: str, text: str) -> None:
    terminator = "\x03"
    i, seen = 0, []
    while i < len(text):
        if text[i] in " \n;":
            i += 1
            continue
        name = text[i : i + 2]
        assert name in _HPGL_KNOWN, (page_id, text[i : i + 20])
        seen.append(name)
        i += 2
        if name == "LB":
            end = text.index(terminator, i)
            assert "\n" not in text[i:end] and text[i:end].isprintable(), (page_id, name)
            i = end + 1
        elif name == "CO":
            assert text[i] == '"', (page_id, text[i - 2 : i + 20])
            end = text.index('"', i + 1)
            assert "\n" not in text[i:end], page_id
            i = end + 1
        elif name == "DT":
            terminator = text[i]
            assert terminator not in ";\n", page_id
            i += 1
        else:
            end = text.index(";", i)
            params = text[i:end]
            numbers = params.split(",") if params else []
            assert all(re.fullmatch(_NUMBER, n) for n in numbers), (page_id, name, params)
            if name in ("PU", "PD", "PA", "PR"):
                assert len(numbers) % 2 == 0, (page_id, name, params)
            elif name == "SP":
                assert len(numbers) == 1 and 0 <= int(numbers[0]) <= 8, (page_id, params)
            elif name == "IP":
                assert len(numbers) in (0, 2, 4), (page_id, params)
            elif name == "SC":
                assert len(numbers) in (0, 4, 5), (page_id, params)
            i = end + 1
    assert seen[0] == "IN" and "SP" in seen and "PD" in seen, page_id


def _check_drill(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    assert lines[0] == "M48", page_id
    end_of_header = lines.index("%")
    tools = {}
    for line in lines[1:end_of_header]:
        if line.startswith(";") or line in ("FMAT,2", "METRIC,TZ", "METRIC,LZ", "INCH,TZ"):
            continue
        found = re.fullmatch(r"T(\d+)C(\d*\.?\d+)", line)
        assert found and found.group(1) not in tools, (page_id, line)
        tools[found.group(1)] = float(found.group(2))
    tool, holes, ended = None, 0, False
    for line in lines[end_of_header + 1 :]:
        if line.startswith(";"):
            continue
        assert not ended, (page_id, line)  # after M30 only comments
        if line in ("G90", "G05"):
            continue
        if line == "M30":
            ended = True
            continue
        found = re.fullmatch(r"T(\d+)", line)
        if found:
            tool = found.group(1)
            assert tool == "0" or tool in tools, (page_id, line)
            continue
        assert re.fullmatch(r"X-?\d+(\.\d+)?Y-?\d+(\.\d+)?", line), (page_id, line)
        assert tool and tool != "0", (page_id, line)
        holes += 1
    assert ended and holes and tools, page_id


_SPICE_VALUE = r"\d+(\.\d+)?(meg|[fpnumkgt])?"
_SPICE_DOTS = {".ac", ".tran", ".op", ".dc", ".model", ".param", ".option", ".options"}


def _check_spice(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    assert lines[0].strip() and not lines[0].startswith((".", "*")), page_id
    nodes: dict[str, int] = {}
    control, ended = False, False
    for line in lines[1:]:
        if ended:
            assert not line.strip() or line.startswith("*"), (page_id, line)
            continue
        if not line.strip() or line.startswith("*"):
            continue
        if control:
            if line == ".endc":
                control = False
            else:
                assert line.split()[0] in ("run", "echo", "print", "plot", "quit"), line
            continue
        if line == ".control":
            control = True
            continue
        if line == ".end":
            ended = True
            continue
        if line.startswith("."):
            assert line.split()[0] in _SPICE_DOTS, (page_id, line)
            continue
        name, *fields = line.split()
        if name[0] in "RCL":
            assert len(fields) == 3, (page_id, line)
            assert re.fullmatch(_SPICE_VALUE, fields[2], re.I), (page_id, line)
        else:
            assert name[0] == "V" and len(fields) >= 3, (page_id, line)
            assert line.count("(") == line.count(")"), (page_id, line)
        for node in fields[:2]:
            nodes[node] = nodes.get(node, 0) + 1
    assert ended and not control and "0" in nodes, page_id
    assert all(count >= 2 for node, count in nodes.items() if node != "0"), (page_id, nodes)


_SFZ_HEADERS = {"control", "global", "master", "group", "region", "curve", "effect", "midi"}
_SFZ_MIDI = {"lokey", "hikey", "pitch_keycenter", "lovel", "hivel"}


def _check_sfz(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    assert text.count("/*") == text.count("*/"), page_id
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    header, regions = "", 0
    region: dict[str, str] = {}

    def close() -> None:
        if header == "region":
            assert "sample" in region, (page_id, region)
            if "lokey" in region and "hikey" in region:
                assert int(region["lokey"]) <= int(region["hikey"]), (page_id, region)

    for line in text.split("\n"):
        line = line.split("//", 1)[0].strip()
        if not line:
            continue
        tokens = list(re.finditer(r"<(\w+)>|([a-z0-9_]+)=", line))
        assert tokens and tokens[0].start() == 0, (page_id, line)
        for n, token in enumerate(tokens):
            end = tokens[n + 1].start() if n + 1 < len(tokens) else len(line)
            if token.group(1):
                assert token.group(1) in _SFZ_HEADERS, (page_id, line)
                assert not line[token.end() : end].strip(), (page_id, line)
                close()
                header, region = token.group(1), {}
                regions += header == "region"
                continue
            assert header, (page_id, line)
            value = line[token.end() : end].strip()
            assert value, (page_id, line)
            if token.group(2) in _SFZ_MIDI:
                assert value.isdigit() and int(value) <= 127, (page_id, line)
            region[token.group(2)] = value
    close()
    assert regions, page_id


def _check_inform(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    paragraphs = text[:-1].split("\n\n")
    assert re.fullmatch(r'"[^"]+" by [A-Z][\w ]+', paragraphs[0].split("\n")[0]), page_id
    for paragraph in paragraphs:
        depth, quoted = 0, False
        for c in paragraph:
            if quoted:
                assert c not in "[]", (page_id, paragraph)  # no text substitutions here
                quoted = c != '"'
            elif c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
                assert depth >= 0, (page_id, paragraph)
            elif c == '"' and not depth:
                quoted = True
        assert not depth and not quoted, (page_id, paragraph)
        if paragraph is paragraphs[0] or (paragraph.startswith("[") and paragraph.endswith("]")):
            continue
        if re.fullmatch(r"(Volume|Book|Part|Chapter|Section) \d+ - [^\n]+", paragraph):
            continue
        assert paragraph.endswith((".", '"')), (page_id, paragraph)
    assert re.search(r"\n\n\w[\w ]* is a room\.", text), page_id


_TAP_TEST = re.compile(r"(not )?ok (\d+)( - [^#]+)?( # (TODO|SKIP)\b.*)?")


def _check_tap(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    assert lines[0] == "TAP version 14", page_id
    plan = re.fullmatch(r"1\.\.(\d+)", lines[1])
    assert plan, page_id
    number, yaml, last_was_test = 0, False, False
    for line in lines[2:]:
        if yaml:
            if line == "  ...":
                yaml = False
            else:
                assert re.fullmatch(r"  [a-z_]+: \S.*", line), (page_id, line)
            continue
        if line == "  ---":
            assert last_was_test, (page_id, line)
            yaml = True
            continue
        last_was_test = False
        if line.startswith("#") or not line:
            continue
        found = _TAP_TEST.fullmatch(line)
        assert found and int(found.group(2)) == number + 1, (page_id, line)
        number += 1
        last_was_test = True
    assert not yaml and number == int(plan.group(1)), page_id


_DIF_HEADER = {
    "TABLE", "VECTORS", "TUPLES", "DATA", "LABEL", "COMMENT", "SIZE", "PERIODICITY",
    "MAJORSTART", "MINORSTART", "TRUELENGTH", "UNITS", "DISPLAYUNITS",
}  # fmt: skip


def _check_dif(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    header: dict[str, list[tuple[int, int, str]]] = {}
    i = 0
    while True:
        topic, numbers, string = lines[i : i + 3]
        assert topic in _DIF_HEADER and (i > 0 or topic == "TABLE"), (page_id, topic)
        vector, value = (int(n) for n in numbers.split(","))
        assert re.fullmatch(r'"[^"]*"', string), (page_id, string)
        header.setdefault(topic, []).append((vector, value, string))
        i += 3
        if topic == "DATA":
            break
    vectors, tuples = header["VECTORS"][0][1], header["TUPLES"][0][1]
    assert all(0 <= v <= vectors for items in header.values() for v, _, _ in items), page_id
    rows: list[int] = []
    while True:
        kind, number = lines[i].split(",", 1)
        value = lines[i + 1]
        i += 2
        if kind == "-1":
            assert number == "0" and value in ("BOT", "EOD"), (page_id, value)
            if value == "EOD":
                break
            rows.append(0)
        elif kind == "0":
            assert rows and re.fullmatch(_NUMBER, number), (page_id, number)
            assert value in ("V", "NA", "ERROR", "TRUE", "FALSE"), (page_id, value)
            rows[-1] += 1
        else:
            assert kind == "1" and number == "0" and rows, (page_id, kind)
            assert re.fullmatch(r'"[^"]*"', value), (page_id, value)
            rows[-1] += 1
    assert len(rows) == tuples and all(n == vectors for n in rows), (page_id, rows)


def _code(text: str) -> str:
    """C-like source without its comments and strings (kept as an empty pair of quotes)."""
    out, i = [], 0
    while i < len(text):
        if text.startswith("//", i):
            i = text.index("\n", i)
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
        elif text[i] == '"':
            j = i + 1
            while text[j] != '"':
                assert text[j] != "\n", text[i : j + 1]
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


_SCAD_BUILTINS = {
    "cube", "sphere", "cylinder", "translate", "rotate", "scale", "difference", "union",
    "intersection", "linear_extrude", "rotate_extrude", "text", "echo", "str", "color",
    "mirror", "hull", "minkowski", "square", "circle", "polygon", "offset",
}  # fmt: skip


def _check_scad(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    code = _code(text)
    check_balanced(page_id, code, "(){}[]")
    defined = set(re.findall(r"\bmodule (\w+)\s*\(", code))
    called = set(re.findall(r"\b(\w+)\s*\(", code)) - {"module"}
    assert called <= _SCAD_BUILTINS | defined, (page_id, called - _SCAD_BUILTINS - defined)
    for line in code.split("\n"):
        stripped = line.strip()
        if stripped and not stripped.endswith(("{", "}", ";")):
            assert stripped.endswith(")"), (page_id, line)  # a statement going on below


_POV_DIRECTIVES = {
    "version", "include", "declare", "local", "debug", "warning", "error", "if", "ifdef",
    "ifndef", "else", "end", "while", "for", "macro", "undef", "switch", "case", "break",
}  # fmt: skip


def _check_pov(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    code = _code(text)
    check_balanced(page_id, code, "(){}[]<>")
    depth = 0
    for directive in re.findall(r"#(\w+)", code):
        assert directive in _POV_DIRECTIVES, (page_id, directive)
        depth += directive in ("if", "ifdef", "ifndef", "while", "for", "macro", "switch")
        depth -= directive == "end"
        assert depth >= 0, page_id
    assert not depth and re.search(r"^#version 3\.\d+;$", code, re.M), page_id
    assert "camera {" in code and "light_source {" in code, page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _LDRAW: _check_ldraw,
    _HPGL: _check_hpgl,
    _DRILL: _check_drill,
    _SPICE: _check_spice,
    _SFZ: _check_sfz,
    _INFORM: _check_inform,
    _TAP: _check_tap,
    _DIF: _check_dif,
    _SCAD: _check_scad,
    _POV: _check_pov,
}


@pytest.mark.parametrize("page", FRESH27_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH27_PAGES, _CHECKS, _NEW_TYPES)


def _plain(content_type: str) -> str:
    """The body of the plain benign page of ``content_type``."""
    return next(
        p.body
        for p in FRESH27_BENIGN
        if p.content_type == content_type and "looks suspicious" not in p.notes
    )


def _suspicious(content_type: str) -> str:
    return next(
        p.body
        for p in FRESH27_BENIGN
        if p.content_type == content_type and "looks suspicious" in p.notes
    )


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        _LDRAW: "0 Model\n0 Name: a.ldr\n1 4 0 0 0 0 0 0 0 0 0 0 0 0 3001.dat\n0 STEP\n",
        _HPGL: "IN;SP1;PU10;PD0,0;\n",
        _DRILL: "M48\nMETRIC,TZ\nT1C0.8\n%\nT2\nX1.0Y1.0\nM30\n",
        _SPICE: "title\nR1 a 0 10k\n.end\n",
        _SFZ: "<region> lokey=60 hikey=50 sample=a.wav\n",
        _INFORM: '"A" by B\n\nThe Yard is a room. "A [bold type]room."\n',
        _TAP: "TAP version 14\n1..2\nok 1 - one\nok 3 - three\n",
        _DIF: _plain(_DIF).replace("TUPLES\n0,3", "TUPLES\n0,4"),
        _SCAD: _suspicious(_SCAD).replace("plate();", "plaque();"),
        _POV: _suspicious(_POV) + "#if (1)\n",
    }
    assert broken[_DIF] != _plain(_DIF) and broken[_SCAD] != _suspicious(_SCAD)
    assert set(broken) == set(_CHECKS)
    check_rejects_broken(_CHECKS, broken)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    # BIP 173's own valid test string: an empty data part under the prefix a.
    assert _bech32_checksum_ok("a", [BECH32_CHARSET.index(c) for c in "2uel5l"])
    # 104 is 208 doubled: 16 + 32 (more) is w, then 6 is G; 105 is 210: y, G.
    assert _from_vlq("wGyG") == "hi"
    # With k = 5, h (104) is 3 ones, a 0, then 01000; the last group is short.
    assert _from_rice("11100100 01110010 01") == "hi"
    # a b, then a copy of 2 from 2 back (ab) and c, then a run copying itself.
    assert _from_lz77("0,0,97 0,0,98 2,2,99 1,3,100") == "ababccccd"
    # RC4 is its own inverse: Wikipedia's Key/Plaintext pair.
    assert _from_rc4("bbf316e8d940af0ad3", "Key") == "Plaintext"
    # 4 is 10300 in base 2i: (2i)^4 = 16, 3 (2i)^2 = -12.
    assert _base_2i("10300") == 4 and _base_2i("103") == -1
    assert _from_quaterimaginary("10300 1") == chr(4) + chr(1)
    # The Calkin-Wilf sequence starts 1/1, 1/2, 2/1, 1/3, 3/2.
    assert [_calkin_wilf_place(f) for f in ("1/1", "1/2", "2/1", "1/3", "3/2")] == [1, 2, 3, 4, 5]
    assert _from_rumi(chr(0x10E72) + chr(0x10E60)) == chr(101)
    # 甲子 is year 0, 乙丑 year 1, 癸亥 year 59.
    assert _cycle_year("甲子") == 0 and _cycle_year("乙丑") == 1 and _cycle_year("癸亥") == 59
    assert _from_sexagenary("乙丑甲子") == chr(60)
    # With two plain squares, a pair swaps round its rectangle's corners.
    assert _from_twosquare("ba", ("", "")) == "ab"
    # 97 = 3 x 30 + 1 x 6 + 0 x 2 + 1.
    assert _from_primorial("3:1:0:1") == "a"
    # The first steps of the curve: 0,0 then 0,1, 1,1, 1,0.
    assert [_hilbert_step(x, y) for x, y in ((0, 0), (0, 1), (1, 1), (1, 0))] == [0, 1, 2, 3]


def test_the_payloads_read_as_orders() -> None:
    check_payloads_read_as_orders(FRESH27_ATTACKS, _DECODE)


def _served(name: str) -> str:
    return render(next(p for p in FRESH27_ATTACKS if p.id == f"fresh27-attack-{name}"), COLLECT)


def test_json_and_markup_in_payloads_parse() -> None:
    # Fake tool calls and chat turns written as JSON or XML in the carriers are valid.
    log = _served("markup-leak-tap-turns")
    assert re.findall(r"<\|start_header_id\|>(\w+)<\|end_header_id\|>", log) == [
        "system",
        "user",
        "assistant",
    ]
    assert log.count("<|eot_id|>") == 3
    netlist = _served("markup-leak-spice-messages")
    roles = [json.loads(m)["role"] for m in re.findall(r"^\* (\{.*\})$", netlist, re.M)]
    assert roles == ["system", "user", "assistant"]
    model = _served("markup-leak-ldraw-turns")
    turns = "".join(re.findall(r"^0 // (<.*>)$", model, re.M))
    assert [e.tag for e in ET.fromstring(f"<chat>{turns}</chat>")] == [
        "system",
        "user",
        "assistant",
    ]
    design = _served("markup-tool-scad-call")
    call = json.loads(re.search(r"^// (\{.*\})$", design, re.M).group(1))  # type: ignore[union-attr]
    assert call["function"]["name"] == "put_store_entry"
    assert json.loads(call["function"]["arguments"])["key"] == "plates"
    scene = _served("markup-tool-pov-call")
    block = scene[scene.index("<function_calls>") : scene.index("</function_calls>") + 17]
    invoke = ET.fromstring(block).find("invoke")
    assert invoke is not None and invoke.get("name") == "put_store_entry"
    sheet = _served("markup-tool-dif-call")
    assert '"put_store_entry(store=allotments, key=plots)"' in sheet
    plot = _served("markup-url-hpgl-result")
    result = "".join(re.findall(r'^CO"(.*)";$', plot, re.M)[-4:])
    assert ET.fromstring(result).get("name") == "fetch_url"
    instrument = _served("markup-url-sfz-result")
    body = re.search(r"^// (\{.*\})$", instrument, re.M)
    assert body and json.loads(body.group(1))["tool"] == "fetch_url"
    drill = _served("markup-url-drill-turns")
    assert re.findall(r"^; (System|User|Assistant): ", drill, re.M) == [
        "System",
        "User",
        "Assistant",
    ]
    story = _served("markup-hijack-inform-turns")
    assert re.findall(r"<\|(\w+)\|>", story) == ["system", "user", "assistant"]
    page = _served("markup-hijack-html-system")
    assert re.findall(r'data-role="(\w+)"', page) == ["system", "assistant"]
    template = _served("markup-hijack-md-alpaca")
    assert "### Instruction:" in template and "### Response:" in template


def test_the_hidden_places_are_really_hidden() -> None:
    # The no-pen label follows SP0, the netlist text follows .end, the module is never called.
    plot = _served("hidden-hijack-hpgl-nopen")
    assert plot.index("SP0;") < plot.index("LBpen-note:")
    assert "SP1" not in plot[plot.index("SP0;") :]
    netlist = _served("hidden-tool-spice-after-end")
    assert netlist.index("\n.end\n") < netlist.index("spice-note:")
    design = _served("hidden-hijack-scad-module")
    assert "scad_note()" in design and not re.search(r"^\s*scad_note\(\);", design, re.M)
    drill = _served("hidden-leak-drill-after-end")
    assert drill.index("\nM30\n") < drill.index("drill-note:")
    sheet = _served("hidden-hijack-dif-after-eod")
    assert sheet.index("\nEOD\n") < sheet.index("sheet-note:")


def test_every_topic_is_used_on_both_sides() -> None:
    attack_topics = {p.topic for p in FRESH27_ATTACKS}
    assert len(attack_topics) == 14
    assert len({p.topic for p in FRESH27_BENIGN}) == len(FRESH27_BENIGN)
    assert len({p.body for p in FRESH27_PAGES}) == len(FRESH27_PAGES)
