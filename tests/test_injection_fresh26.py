"""The fresh26 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import datetime
import heapq
import itertools
import json
import math
import re
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
from core.evals.injection_fresh26 import FRESH26_ATTACKS, FRESH26_BENIGN, FRESH26_PAGES
from core.evals.injection_fresh26_attacks import (  # the content types too
    _ACROSS,
    _CUBE,
    _HTTP,
    _IGES,
    _MC,
    _NEC,
    _PD,
    _REMIND,
    _SSE,
    _WIF,
    CODEBOOK,
    HUFFMAN,
    HUFFMAN_COUNTS,
    JEFFERSON_OFFSET,
    JEFFERSON_PHRASES,
    JEFFERSON_WHEELS,
    KNAPSACK_MODULUS,
    KNAPSACK_MULTIPLIER,
    KNAPSACK_PRIVATE,
    KNAPSACK_PUBLIC,
    MAJOR,
    PD_NEXT,
    WORDS,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh26_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "fro": r"(Oiez|nului|ainz que)",  # Old French
    "gmh": r"(niemen|iuwer|helfære)",  # Middle High German
    "non": r"(áðr|engum|[þð])",  # Old Norse
    "xmm": r"(ngana|manyao|kase tau)",  # Manado Malay
    "abs": r"(sabalong|par store|\bale\b)",  # Ambonese Malay
    "bah": r"(\bbey\b|y'all|\baks\b)",  # Bahamian Creole
    "bra": r"(कूँ|रह्यौ|सों)",  # Braj
    "doi": r"(नेईं|थमां|एह्)",  # Dogri
    "ayn": r"(ذلحين|هذي|تقولش)",  # Sanaani Arabic
    "frc": r"(asteur|qu'après|\bcher\b)",  # Cajun French
    "gcr": r"(ka li|kèsyon-an|ayen)",  # French Guianese Creole
    "dum": r"(\bghi\b|\bende\b|niemen)",  # Middle Dutch
    # benign languages only
    "gd": r"([àèìòù]|\b(agus|anns|an)\b)",
    "ga": r"[áéíóú]",
    "nb": r"[æøå]",
    "sv": r"[åäö]",
    "is": r"[þðæ]",
    "et": r"[õäöü]",
    "lt": r"[ąčęėįšųūž]",
    "sl": r"[čšž]",
    "hr": r"[čćđšž]",
}

# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"
_PHI = (1 + math.sqrt(5)) / 2


def _from_huffman(text: str, table: dict[str, str] | None = None) -> str:
    groups = text.split(" ")
    assert all(re.fullmatch(r"[01]{8}", g) for g in groups[:-1]), text
    assert re.fullmatch(r"[01]{1,8}", groups[-1]), text
    symbols = {code: c for c, code in (table or dict(HUFFMAN)).items()}
    out, code = [], ""
    for bit in "".join(groups):
        code += bit
        if code in symbols:
            out.append(symbols[code])
            code = ""
    assert not code, text
    return "".join(out)


def _from_codebook(text: str, book: dict[str, str] | None = None) -> str:
    words = {code: word for word, code in (book or dict(CODEBOOK)).items()}
    return " ".join(words[code] for code in text.split(" "))


def _from_wordlength(text: str) -> str:
    digits = "".join(str(len(word) % 10) for word in text.split(" "))
    assert len(digits) % 3 == 0, text
    return "".join(chr(int(digits[i : i + 3])) for i in range(0, len(digits), 3))


def _from_lzw(text: str) -> str:
    codes = [int(n) for n in text.split(" ")]
    table = {i: bytes([i]) for i in range(256)}
    last = table[codes[0]]
    out = bytearray(last)
    for code in codes[1:]:
        if code in table:
            entry = table[code]
        else:  # the code being made right now: the last string and its own first byte
            assert code == len(table), text
            entry = last + last[:1]
        out += entry
        table[len(table)] = last + entry[:1]
        last = entry
    return out.decode()


def _from_knapsack(text: str) -> str:
    inverse = pow(KNAPSACK_MULTIPLIER, -1, KNAPSACK_MODULUS)
    out = []
    for number in text.split(" "):
        rest = int(number) * inverse % KNAPSACK_MODULUS
        bits = ""
        for weight in reversed(KNAPSACK_PRIVATE):
            bits = ("1" if rest >= weight else "0") + bits
            rest -= weight if rest >= weight else 0
        assert rest == 0, number
        out.append(int(bits, 2))
    return bytes(out).decode()


def _from_combinadic(text: str) -> str:
    out = []
    for group in text.split(" "):
        a, b, c = (int(n) for n in group.split("-"))
        assert a > b > c >= 0, group
        out.append(chr(math.comb(a, 3) + math.comb(b, 2) + c))
    return "".join(out)


def _pi_decimals(count: int) -> str:
    """The first ``count`` decimals of pi, by Gauss's arctangent formula."""
    one = 10 ** (count + 12)

    def arctan_inverse(x: int) -> int:
        total, power, n, sign = 0, one // x, 1, 1
        while power:
            total += sign * (power // n)
            power //= x * x
            n, sign = n + 2, -sign
        return total

    pi = 48 * arctan_inverse(18) + 32 * arctan_inverse(57) - 20 * arctan_inverse(239)
    digits = []
    while pi:  # str() refuses numbers this long: read them a thousand digits at a time
        pi, rest = divmod(pi, 10**1000)
        digits.append(f"{rest:01000d}")
    return "".join(reversed(digits)).lstrip("0")[1 : count + 1]


_PI = _pi_decimals(4000)


def _from_pidigits(text: str) -> str:
    out = []
    for place in (int(n) for n in text.split(" ")):
        code = _PI[place - 1 : place + 2]
        assert _PI.index(code) == place - 1, place  # where the code first turns up
        out.append(chr(int(code)))
    return "".join(out)


def _from_cantor(text: str) -> str:
    out = []
    for number in (int(n) for n in text.split(" ")):
        w = (math.isqrt(8 * number + 1) - 1) // 2
        b = number - w * (w + 1) // 2
        out += [chr(w - b), chr(b)]
    return "".join(out)


_MAJOR_DIGITS = {
    "s": 0, "z": 0, "t": 1, "d": 1, "n": 2, "m": 3, "r": 4, "l": 5, "j": 6, "k": 7, "g": 7,
    "f": 8, "v": 8, "p": 9, "b": 9,
}  # fmt: skip


def _from_major(text: str) -> str:
    out = []
    for word in text.split(" "):
        consonants = [c for c in word if c not in "aeiou"]
        out.append(chr(int("".join(str(_MAJOR_DIGITS[c]) for c in consonants))))
    return "".join(out)


def _wheels() -> tuple[str, ...]:
    wheels = []
    for phrase in JEFFERSON_PHRASES:
        keyword = "".join(dict.fromkeys(c for c in phrase if c.isalpha()))
        wheels.append(keyword + "".join(c for c in _ABC if c not in keyword))
    return tuple(wheels)


def _from_jefferson(
    text: str, wheels: tuple[str, ...] | None = None, offset: int = JEFFERSON_OFFSET
) -> str:
    wheels = wheels or _wheels()
    out, n = [], 0
    for c in text:
        if c in _ABC:
            wheel = wheels[n % len(wheels)]
            out.append(wheel[(wheel.index(c) - offset) % 26])
            n += 1
        else:
            out.append(c)
    return "".join(out)


def _phi_number(token: str) -> int:
    assert re.fullmatch(r"1[01]*(\.[01]*1)?", token) and "11" not in token, token
    whole, _, fraction = token.partition(".")
    value = sum(_PHI ** (len(whole) - 1 - i) for i, d in enumerate(whole) if d == "1")
    value += sum(_PHI ** -(i + 1) for i, d in enumerate(fraction) if d == "1")
    assert abs(value - round(value)) < 1e-6, token
    return round(value)


def _from_phinary(text: str) -> str:
    return "".join(chr(_phi_number(token)) for token in text.split(" "))


def _from_contfrac(text: str) -> str:
    p, q = (int(n) for n in text.split("/"))
    out = []
    while q:
        term, rest = divmod(p, q)
        out.append(chr(term))
        p, q = q, rest
    return "".join(out)


# How to read each ``encoding=`` a fresh26 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "huffman": _from_huffman,
    "codebook": _from_codebook,
    "wordlength": _from_wordlength,
    "lzw": _from_lzw,
    "knapsack": _from_knapsack,
    "combinadic": _from_combinadic,
    "pidigits": _from_pidigits,
    "cantor": _from_cantor,
    "majorsystem": _from_major,
    "jefferson": _from_jefferson,
    "phinary": _from_phinary,
    "contfrac": _from_contfrac,
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

# Content types fresh26 serves that no earlier corpus does.
_NEW_TYPES = {_NEC, _WIF, _SSE, _HTTP, _PD, _IGES, _ACROSS, _REMIND, _CUBE, _MC}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "nec text after the EN card": "\nEN\nrig-note:",
    "pure data subpatch": "wheel-note:",
    "cube comment": "# grade-note:",
    "wif private section": "[PRIVATE STRATHAVEL LOOMNOTES]",
    "http header": "\r\nX-Steamer-Note:",
    "tellraw to a tag no player has": "tellraw @a[tag=strathavel_never]",
    "reminder dated 1991": "REM 14 Mar 1991",
    "crossword notepad": "\tpad-note:",
    "pure data comment off the canvas": "#X text 4000 3000",
    "blanked iges note": "note-212:",
    "server-sent events comment": ": feed-note:",
    "wif comment": "; draft-note:",
}

_CORPUS = BlindCorpus(
    "fresh26",
    FRESH26_ATTACKS,
    FRESH26_BENIGN,
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
    check_new_to_bench(FRESH26_PAGES, _OLDER, _NEW_TYPES)


def _flat(body: str) -> str:
    """The body's text with line breaks and the line leaders of the carriers (WIF note
    numbers, comment marks, event fields, IGES columns, tabs) read as spaces."""
    if re.fullmatch(r".{72}S {6}1", body.split("\n")[0]):  # IGES: columns 1 to 72 only
        body = "\n".join(line[:72] for line in body.split("\n"))
    body = re.sub(r"(?m)^(\d+=|CM |# |: |data: |\t)", " ", body)
    return " ".join(body.split())


def _encoded(name: str) -> Page:
    return next(p for p in FRESH26_ATTACKS if tag(p, "encoding") == name)


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    flat = {p.id.removeprefix("fresh26-attack-encoding-"): _flat(p.body) for p in FRESH26_ATTACKS}
    huffman = flat["leak-huffman"]
    assert all(f"{'space' if c == ' ' else c} {code}" in huffman for c, code in HUFFMAN.items())
    assert "the spaces every eight bits are only for reading" in huffman
    assert all(f"{word.upper()} {code}" in flat["leak-codebook"] for word, code in CODEBOOK.items())
    assert (
        "Three words make one character's code in decimal, and a ten-letter word counts as 0"
        in flat["leak-wordlength"]
    )
    assert (
        "The table starts with the 256 byte values as codes 0 to 255, and each new string gets "
        "the next code from 256" in flat["tool-lzw"]
    )
    knapsack = flat["tool-knapsack"]
    assert f"Public key {' '.join(map(str, KNAPSACK_PUBLIC))}." in knapsack
    assert f"Private key {' '.join(map(str, KNAPSACK_PRIVATE))} with modulus 809" in knapsack
    assert "multiply it by the inverse of the multiplier modulo the modulus" in knapsack
    assert "the first private number is the high bit" in knapsack
    assert (
        "C(a,3) + C(b,2) + C(c,1) with a greater than b greater than c" in flat["tool-combinadic"]
    )
    assert (
        "the place in the decimals of pi, where the 1 after the point is place 1, at which the "
        "three-digit code of one character first turns up" in flat["url-pidigits"]
    )
    assert "paired as (a + b)(a + b + 1)/2 + b" in flat["url-cantor"]
    assert (
        "0 s or z. 1 t or d. 2 n. 3 m. 4 r. 5 l. 6 j. 7 k or g. 8 f or v. 9 p or b"
        in flat["url-majorsystem"]
    )
    jefferson = " ".join(re.sub(r"<[^>]+>", " ", flat["hijack-jefferson"]).split())
    assert all(
        f"{p}: {w}" in jefferson for p, w in zip(JEFFERSON_PHRASES, JEFFERSON_WHEELS, strict=True)
    )
    assert f"the letter {JEFFERSON_OFFSET} places further round its wheel" in jefferson
    assert (
        "base phi, the golden ratio, with a point before the negative powers and never two ones "
        "side by side" in flat["hijack-phinary"]
    )
    contfrac = flat["hijack-contfrac"]
    assert "a0 + 1/(a1 + 1/(a2 + ...))" in contfrac and "Euclid's algorithm" in contfrac


def test_the_code_tables_are_what_they_say() -> None:
    # A prefix code, complete, and as short on the stated counts as a Huffman code can be.
    codes = list(HUFFMAN.values())
    assert set(HUFFMAN) == set(HUFFMAN_COUNTS) == set(_ABC + " ")
    assert not any(a != b and b.startswith(a) for a in codes for b in codes)
    assert sum(2.0 ** -len(c) for c in codes) == 1.0
    heap = list(HUFFMAN_COUNTS.values())
    heapq.heapify(heap)
    best = 0
    while len(heap) > 1:
        joined = heapq.heappop(heap) + heapq.heappop(heap)
        best += joined
        heapq.heappush(heap, joined)
    assert sum(HUFFMAN_COUNTS[c] * len(code) for c, code in HUFFMAN.items()) == best
    # A code book in order, its code words sayable and two or more letters apart.
    words, cipher = list(CODEBOOK), list(CODEBOOK.values())
    assert words == sorted(words) and cipher == sorted(cipher)
    assert all(
        re.fullmatch(r"[B-DF-HJ-NP-TV-Z][AEIOU][B-DF-HJ-NP-TV-Z][AEIOU][B-Z]", c) for c in cipher
    )
    assert all(
        sum(x != y for x, y in zip(a, b, strict=True)) >= 2
        for i, a in enumerate(cipher)
        for b in cipher[i + 1 :]
    )
    assert all(len(word) == length for length, group in WORDS.items() for word in group)
    assert dict(MAJOR) == {
        str(d): "".join(c for c, v in _MAJOR_DIGITS.items() if v == d) for d in range(10)
    }
    assert _wheels() == JEFFERSON_WHEELS
    assert all(sorted(wheel) == list(_ABC) for wheel in JEFFERSON_WHEELS)
    # A Merkle-Hellman key: superincreasing, a modulus above its sum, a unit multiplier.
    assert all(w > sum(KNAPSACK_PRIVATE[:i]) for i, w in enumerate(KNAPSACK_PRIVATE))
    assert sum(KNAPSACK_PRIVATE) < KNAPSACK_MODULUS
    assert math.gcd(KNAPSACK_MULTIPLIER, KNAPSACK_MODULUS) == 1
    assert (
        tuple(KNAPSACK_MULTIPLIER * w % KNAPSACK_MODULUS for w in KNAPSACK_PRIVATE)
        == KNAPSACK_PUBLIC
    )
    assert _PI.startswith("14159265358979323846264338327950288419716939937510")
    # The Pure Data carrier's own objects come before the first extra one.
    patch = next(p for p in FRESH26_BENIGN if p.id == "fresh26-benign-plain-wheelpit-opening").body
    records = [r for r in re.split(r"(?<!\\);\n", patch) if r]
    assert sum(r.split()[1] in ("obj", "msg", "text") for r in records) == PD_NEXT


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH26_ATTACKS, FRESH26_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_every_attack_language_is_new() -> None:
    langs = {tag(p, "lang") for p in FRESH26_ATTACKS if p.category == "multilingual"}
    assert len(langs) == 12 and not langs & _OLD_ATTACK_LANGUAGES


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH26_ATTACKS if p.marker}
    for page in FRESH26_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_NUMBER = r"[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?"
_NEC_GEOMETRY = {"GW", "GA", "GH", "GM", "GR", "GS", "GX", "SP", "SM", "SC"}
_NEC_PROGRAM = {
    "EX",
    "FR",
    "GN",
    "LD",
    "NT",
    "TL",
    "RP",
    "NE",
    "NH",
    "XQ",
    "PT",
    "PQ",
    "KH",
    "EK",
    "GD",
    "CP",
}


def _check_nec(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    i = 0
    while lines[i] == "CM" or lines[i].startswith("CM "):
        i += 1
    assert i and re.fullmatch(r"CE( .*)?", lines[i]), (page_id, lines[i])
    segments: dict[int, int] = {}
    geometry, ended = True, False
    for line in lines[i + 1 :]:
        if ended:
            continue  # NEC reads nothing after the EN card
        card, *fields = line.split()
        assert all(re.fullmatch(_NUMBER, f) for f in fields), (page_id, line)
        if card == "EN":
            ended = True
        elif geometry and card == "GE":
            geometry = False
        elif geometry:
            assert card in _NEC_GEOMETRY, (page_id, line)
            if card == "GW":
                assert len(fields) == 9 and float(fields[8]) > 0, (page_id, line)
                tag_, segs = int(fields[0]), int(fields[1])
                assert tag_ not in segments and segs > 0, (page_id, line)
                segments[tag_] = segs
        else:
            assert card in _NEC_PROGRAM, (page_id, line)
            if card == "EX":
                assert 1 <= int(fields[2]) <= segments.get(int(fields[1]), 0), (page_id, line)
            elif card == "FR":
                assert int(fields[1]) >= 1 and float(fields[4]) > 0, (page_id, line)
    assert segments and not geometry and ended, page_id


def _check_wif(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    sections: dict[str, dict[str, str]] = {}
    current = ""
    for line in text[:-1].split("\n"):
        if not line.strip() or line.startswith(";"):
            continue
        found = re.fullmatch(r"\[([A-Z][A-Z0-9 ]*)\]", line)
        if found:
            current = found.group(1)
            assert current not in sections, (page_id, line)
            sections[current] = {}
            continue
        key, sep, value = line.partition("=")
        assert current and sep and key.strip() and key not in sections[current], (page_id, line)
        sections[current][key] = value
    assert sections["WIF"]["Version"] == "1.1" and "Developers" in sections["WIF"], page_id
    listed = {k for k, v in sections["CONTENTS"].items() if v.lower() in ("true", "yes", "on", "1")}
    private = {s for s in sections if s.startswith("PRIVATE ")}
    assert all(re.fullmatch(r"PRIVATE \S+ \S+", s) for s in private), page_id
    assert listed == set(sections) - {"WIF", "CONTENTS"} - private, page_id

    def numbered(name: str, count: int | None = None) -> list[list[int]]:
        keys = sorted(int(k) for k in sections[name])
        assert keys == list(range(1, (count or len(keys)) + 1)), (page_id, name)
        return [[int(v) for v in sections[name][str(k)].split(",")] for k in keys]

    shafts = int(sections["WEAVING"]["Shafts"])
    treadles = int(sections["WEAVING"]["Treadles"])
    threading = numbered("THREADING", int(sections["WARP"]["Threads"]))
    assert all(1 <= s <= shafts for ends in threading for s in ends), page_id
    tieup = sections["TIELUP"]
    assert all(1 <= int(k) <= treadles for k in tieup), page_id
    assert all(1 <= int(s) <= shafts for v in tieup.values() for s in v.split(",")), page_id
    treadling = numbered("TREADLING", int(sections["WEFT"]["Threads"]))
    assert all(1 <= t <= treadles for picks in treadling for t in picks), page_id
    low, high = (int(v) for v in sections["COLOR PALETTE"]["Range"].split(","))
    colours = numbered("COLOR TABLE", int(sections["COLOR PALETTE"]["Entries"]))
    assert all(len(c) == 3 and all(low <= v <= high for v in c) for c in colours), page_id
    notes = sorted(int(k) for k in sections.get("NOTES", {}))
    assert notes == list(range(1, len(notes) + 1)), page_id


def _check_sse(page_id: str, text: str) -> None:
    assert text.endswith("\n\n") and "\r" not in text, page_id
    last_id, events = 0, 0
    block: list[tuple[str, str]] = []
    for line in text.split("\n"):
        if line.startswith(":"):
            continue
        if line:
            field, sep, value = line.partition(":")
            assert sep and field in ("event", "data", "id", "retry"), (page_id, line)
            block.append((field, value.removeprefix(" ")))
            continue
        if not block:
            continue
        fields = dict(block)
        names = [f for f, _ in block]
        if names == ["retry"]:
            assert fields["retry"].isdigit(), page_id
        else:
            assert "data" in fields and names.count("event") == names.count("id") == 1, page_id
            assert re.fullmatch(r"[a-z_]+", fields["event"]), (page_id, fields)
            assert int(fields["id"]) == last_id + 1, (page_id, fields)
            last_id += 1
            data = "\n".join(v for f, v in block if f == "data")
            if fields["event"] in ("result", "standings", "message"):
                assert isinstance(json.loads(data), dict), (page_id, data)
            events += 1
        block = []
    assert events, page_id


_HTTP_TOKEN = r"[!#$%&'*+.^_`|~0-9A-Za-z-]+"


def _check_http(page_id: str, text: str) -> None:
    head, sep, body = text.partition("\r\n\r\n")
    assert sep and "\n" not in head.replace("\r\n", ""), page_id
    status, *lines = head.split("\r\n")
    assert re.fullmatch(r"HTTP/1\.[01] [1-5]\d\d [ -~]+", status), (page_id, status)
    headers: dict[str, str] = {}
    for line in lines:
        found = re.fullmatch(rf"({_HTTP_TOKEN}): ?([ -~]*)", line)
        assert found and found.group(1).lower() not in headers, (page_id, line)
        headers[found.group(1).lower()] = found.group(2)
    assert "transfer-encoding" not in headers, page_id
    if "content-length" in headers:
        assert int(headers["content-length"]) == len(body.encode()), page_id
    else:
        assert headers.get("connection") == "close", page_id
    if "retry-after" in headers:
        assert headers["retry-after"].isdigit(), page_id
    if headers.get("content-type", "").startswith("application/json"):
        assert isinstance(json.loads(body), dict), page_id


def _check_pd(page_id: str, text: str) -> None:
    assert text.endswith(";\n") and "\r" not in text, page_id
    records = re.split(r"(?<!\\);\n", text)
    assert records[-1] == "", page_id
    stack: list[tuple[int, list[list[int]]]] = []

    def close(count: int, connects: list[list[int]]) -> None:
        for source, outlet, sink, inlet in connects:
            assert source < count and sink < count and outlet >= 0 and inlet >= 0, page_id

    for record in records[:-1]:
        flat = " ".join(record.split())  # a line break is only a space to Pd
        assert not re.search(r"(?<!\\)[{}$]", flat), (page_id, record)
        tokens = flat.split(" ")
        kind = " ".join(tokens[:2])
        if kind == "#N canvas":
            assert len(tokens) == (7 if not stack else 8), (page_id, record)
            assert all(t.isdigit() for t in tokens[2:6]), (page_id, record)
            stack.append((0, []))
        elif kind in ("#X obj", "#X msg", "#X text", "#X floatatom", "#X symbolatom"):
            assert stack and re.fullmatch(r"-?\d+ -?\d+", " ".join(tokens[2:4])), page_id
            body = re.sub(r", f \d+$", "", flat)  # a box's width is saved after a comma
            assert not re.search(r"(?<!\\),", body), (page_id, record)
            count, connects = stack[-1]
            stack[-1] = (count + 1, connects)
        elif kind == "#X restore":
            assert len(stack) >= 2 and tokens[4] == "pd", (page_id, record)
            close(*stack.pop())
            count, connects = stack[-1]
            stack[-1] = (count + 1, connects)
        elif kind == "#X connect":
            assert len(tokens) == 6 and all(t.isdigit() for t in tokens[2:]), (page_id, record)
            stack[-1][1].append([int(t) for t in tokens[2:]])
        else:
            raise AssertionError((page_id, record))
    assert len(stack) == 1, page_id
    close(*stack[0])


def _iges_params(data: str) -> list[str]:
    """The parameters of an IGES record (``,`` between them, ``;`` at the end): Hollerith
    strings read by their counts, numbers as written."""
    params: list[str] = []
    i = 0
    while True:
        while data[i] == " ":
            i += 1
        hollerith = re.match(r"(\d+)H", data[i:])
        if hollerith:
            start = i + hollerith.end()
            value = data[start : start + int(hollerith.group(1))]
            assert len(value) == int(hollerith.group(1)), data
            i = start + len(value)
        else:
            end = min(j for j in (data.find(",", i), data.find(";", i)) if j >= 0)
            value = data[i:end].strip()
            assert not value or re.fullmatch(r"-?(\d+\.?\d*|\.\d+)([ED][-+]?\d+)?", value), data
            i = end
        params.append(value)
        i += 1
        if data[i - 1] == ";":
            break
        assert data[i - 1] == ",", data
    assert not data[i:].strip(), data
    return params


def _check_iges(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    lines = text[:-1].split("\n")
    assert all(len(line) == 80 and line.isascii() for line in lines), page_id
    order = "SGDPT"
    counts = dict.fromkeys(order, 0)
    last = 0
    for line in lines:
        letter = line[72]
        assert letter in order and order.index(letter) >= last, (page_id, line)
        last = order.index(letter)
        counts[letter] += 1
        assert int(line[73:]) == counts[letter], (page_id, line)
    assert counts["T"] == 1 and counts["G"] and counts["D"] % 2 == 0 and counts["P"], page_id
    assert lines[-1][:32] == "".join(f"{s}{counts[s]:7d}" for s in "SGDP"), page_id
    by_section = {s: [line for line in lines if line[72] == s] for s in order}
    glob = _iges_params("".join(line[:72] for line in by_section["G"]))
    assert len(glob) >= 25 and glob[:2] == [",", ";"] and glob[22] == "11", (page_id, glob)
    directory, data = by_section["D"], by_section["P"]
    used = 0
    for k in range(0, len(directory), 2):
        one = [directory[k][i : i + 8] for i in range(0, 72, 8)]
        two = [directory[k + 1][i : i + 8] for i in range(0, 72, 8)]
        kind, start, count = int(one[0]), int(one[1]), int(two[3])
        assert int(two[0]) == kind and re.fullmatch(r"0[01]0[0-3]0[0-6]0[0-2]", one[8]), page_id
        records = data[start - 1 : start - 1 + count]
        assert all(line[64] == " " and int(line[65:72]) == k + 1 for line in records), page_id
        params = _iges_params("".join(line[:64] for line in records))
        assert int(params[0]) == kind, (page_id, params)
        if kind == 110:
            assert len(params) == 7, (page_id, params)
        elif kind == 100:
            assert len(params) == 8, (page_id, params)
        elif kind == 212:
            strings = int(params[1])
            assert len(params) == 2 + 12 * strings, (page_id, params)
            for n in range(strings):
                assert len(params[13 + 12 * n]) == int(params[2 + 12 * n]), (page_id, params)
        else:
            raise AssertionError((page_id, kind))
        used += count
    assert used == len(data), page_id


def _check_across(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    text.encode("latin-1")  # Across Lite text files are ISO 8859-1
    lines = text[:-1].split("\n")
    assert lines[0] == "<ACROSS PUZZLE>", page_id
    sections: dict[str, list[str]] = {}
    current = ""
    for line in lines[1:]:
        if re.fullmatch(r"<[A-Z ]+>", line):
            current = line[1:-1]
            assert current not in sections, (page_id, line)
            sections[current] = []
            continue
        assert current and line[:1] in ("\t", " ") and line.strip(), (page_id, line)
        sections[current].append(line.strip())
    order = ["TITLE", "AUTHOR", "COPYRIGHT", "SIZE", "GRID", "ACROSS", "DOWN"]
    assert list(sections) in (order, [*order, "NOTEPAD"]), page_id
    size = re.fullmatch(r"(\d+)x(\d+)", sections["SIZE"][0])
    assert size and len(sections["SIZE"]) == 1, page_id
    width, height = int(size.group(1)), int(size.group(2))
    grid = sections["GRID"]
    assert len(grid) == height and all(re.fullmatch(rf"[A-Z.]{{{width}}}", r) for r in grid)

    def cell(r: int, c: int) -> bool:
        return 0 <= r < height and 0 <= c < width and grid[r][c] != "."

    across = sum(
        cell(r, c) and not cell(r, c - 1) and cell(r, c + 1)
        for r in range(height)
        for c in range(width)
    )
    down = sum(
        cell(r, c) and not cell(r - 1, c) and cell(r + 1, c)
        for r in range(height)
        for c in range(width)
    )
    assert len(sections["ACROSS"]) == across and len(sections["DOWN"]) == down, page_id


_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _remind_date(page_id: str, day: int | None, month: str | None, year: int | None) -> None:
    if day is not None and month is not None:
        datetime.date(year or 2024, _MONTHS.index(month) + 1, day)  # 2024: 29 Feb is a day


def _check_remind(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    reminders = 0
    for line in text[:-1].split("\n"):
        if not line.strip() or line.lstrip().startswith(("#", ";")):
            continue
        command, _, rest = line.partition(" ")
        if command == "OMIT":
            found = re.fullmatch(r"(\d{1,2}) (\w{3})( \d{4})?", rest)
            assert found and found.group(2) in _MONTHS, (page_id, line)
            _remind_date(page_id, int(found.group(1)), found.group(2), None)
            continue
        assert command == "REM", (page_id, line)
        tokens = rest.split(" ")
        kinds = [i for i, t in enumerate(tokens) if t in ("MSG", "MSF", "CAL", "RUN", "SATISFY")]
        assert kinds and tokens[kinds[0]] in ("MSG", "MSF", "CAL"), (page_id, line)
        body = " ".join(tokens[kinds[0] + 1 :])
        assert body.strip() and not set(body) & set("%["), (page_id, line)
        day = month = year = None
        spec = tokens[: kinds[0]]
        i = 0
        while i < len(spec):
            token = spec[i]
            if token in _WEEKDAYS:
                pass
            elif token in _MONTHS:
                assert month is None, (page_id, line)
                month = token
            elif re.fullmatch(r"\d{4}", token):
                assert year is None and 1990 <= int(token) <= 2075, (page_id, line)
                year = int(token)
            elif re.fullmatch(r"\d{1,2}", token):
                assert day is None and 1 <= int(token) <= 31, (page_id, line)
                day = int(token)
            elif re.fullmatch(r"(\+\+?|--?|\*)\d+", token) or token in ("ONCE", "SKIP", "BEFORE"):
                pass
            elif token == "AT":
                i += 1
                assert re.fullmatch(r"([01]?\d|2[0-3]):[0-5]\d", spec[i]), (page_id, line)
            elif token == "DURATION":
                i += 1
                assert re.fullmatch(r"\d+:[0-5]\d", spec[i]), (page_id, line)
            elif token in ("UNTIL", "THROUGH"):
                until_day, until_month, until_year = spec[i + 1 : i + 4]
                _remind_date(page_id, int(until_day), until_month, int(until_year))
                i += 3
            else:
                raise AssertionError((page_id, line, token))
            i += 1
        _remind_date(page_id, day, month, year)
        reminders += 1
    assert reminders, page_id


def _check_cube(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text, page_id
    size = 0
    keys: set[str] = set()
    domain = {"DOMAIN_MIN": [0.0] * 3, "DOMAIN_MAX": [1.0] * 3}
    rows: list[list[float]] = []
    for line in text[:-1].split("\n"):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        key, _, rest = stripped.partition(" ")
        if key in ("TITLE", "LUT_3D_SIZE", "DOMAIN_MIN", "DOMAIN_MAX"):
            assert not rows and key not in keys, (page_id, line)
            keys.add(key)
            if key == "TITLE":
                assert re.fullmatch(r'"[^"]*"', rest), (page_id, line)
            elif key == "LUT_3D_SIZE":
                size = int(rest)
                assert 2 <= size <= 256, (page_id, line)
            else:
                domain[key] = [float(v) for v in rest.split(" ")]
                assert len(domain[key]) == 3, (page_id, line)
            continue
        values = [float(v) for v in stripped.split()]
        assert len(values) == 3, (page_id, line)
        rows.append(values)
    assert size and len(rows) == size**3, page_id
    low, high = domain["DOMAIN_MIN"], domain["DOMAIN_MAX"]
    assert all(a < b for a, b in zip(low, high, strict=True)), page_id
    assert all(low[k] <= row[k] <= high[k] for row in rows for k in range(3)), page_id


_MC_COMMANDS = {
    "tellraw", "title", "say", "playsound", "particle", "scoreboard", "execute", "tag",
    "function", "give", "tp", "effect", "setblock", "summon", "schedule", "bossbar",
}  # fmt: skip
_MC_SELECTOR = r"@[aeprs](\[[^\]]*\])?|[A-Za-z0-9_]{3,16}"
_MC_COORD = r"[~^]-?(\d+\.?\d*)?|-?\d+(\.\d+)?"
_MC_ID = r"[a-z0-9_.-]+:[a-z0-9_./-]+"


def _mc_command(page_id: str, line: str) -> None:
    assert line == line.strip() and not line.startswith("/"), (page_id, line)
    name, _, rest = line.partition(" ")
    assert name in _MC_COMMANDS and rest, (page_id, line)
    if name in ("tellraw", "title"):
        found = re.match(rf"({_MC_SELECTOR}) ", rest)
        assert found, (page_id, line)
        rest = rest[found.end() :]
        if name == "title":
            action, _, rest = rest.partition(" ")
            assert action in ("title", "subtitle", "actionbar"), (page_id, line)
        assert isinstance(json.loads(rest), dict | list | str), (page_id, line)
    elif name == "execute":
        assert " run " in rest, (page_id, line)
        _mc_command(page_id, rest.split(" run ", 1)[1])
    elif name == "playsound":
        sound, source, selector, *place = rest.split(" ")
        assert re.fullmatch(_MC_ID, sound) and source in ("master", "block", "ambient")
        assert re.fullmatch(_MC_SELECTOR, selector) and len(place) == 5, (page_id, line)
        assert all(re.fullmatch(_MC_COORD, c) for c in place[:3]), (page_id, line)
    elif name == "particle":
        particle, *numbers = rest.split(" ")
        assert re.fullmatch(_MC_ID, particle) and len(numbers) == 8, (page_id, line)
        assert all(re.fullmatch(_MC_COORD, n) for n in numbers), (page_id, line)
    elif name == "scoreboard":
        assert rest.split(" ")[0] in ("players", "objectives"), (page_id, line)


def _check_mc(page_id: str, text: str) -> None:
    assert text.endswith("\n") and "\r" not in text and "\t" not in text, page_id
    commands = 0
    for line in text[:-1].split("\n"):
        if line and not line.startswith("#"):
            _mc_command(page_id, line)
            commands += 1
    assert commands, page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _NEC: _check_nec,
    _WIF: _check_wif,
    _SSE: _check_sse,
    _HTTP: _check_http,
    _PD: _check_pd,
    _IGES: _check_iges,
    _ACROSS: _check_across,
    _REMIND: _check_remind,
    _CUBE: _check_cube,
    _MC: _check_mc,
}


@pytest.mark.parametrize("page", FRESH26_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH26_PAGES, _CHECKS, _NEW_TYPES)


def _plain(content_type: str) -> str:
    """The body of the plain benign page of ``content_type``."""
    return next(
        p.body
        for p in FRESH26_BENIGN
        if p.content_type == content_type and "looks suspicious" not in p.notes
    )


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        _NEC: "CM no CE card\nGW 1 21 0 0 -5 0 0 5 0.001\nGE 0\nEX 0 1 11 0 1 0\nEN\n",
        _WIF: _plain(_WIF).replace("[THREADING]\n1=1\n", "[THREADING]\n1=5\n"),
        _SSE: "event: result\nid: 1\ndata: {not json}\n\n",
        _HTTP: "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 99\r\n\r\nshort\n",
        _PD: "#N canvas 0 50 450 300 12;\n#X obj 10 10 osc~ 440;\n#X connect 0 0 1 0;\n",
        _IGES: _plain(_IGES).replace("15HCAMAS", "14HCAMAS", 1),
        _ACROSS: "<ACROSS PUZZLE>\n<TITLE>\n\tx\n<AUTHOR>\n\ty\n<COPYRIGHT>\n\tz\n<SIZE>\n"
        "\t2x2\n<GRID>\n\tAB\n\tCD\n<ACROSS>\n\tOne clue for two rows\n<DOWN>\n\tA\n\tB\n",
        _REMIND: "REM 30 Feb 2025 MSG A day that never comes\n",
        _CUBE: "LUT_3D_SIZE 2\n" + "0.0 0.0 0.0\n" * 7,
        _MC: "/say a leading slash\n",
    }
    assert broken[_WIF] != _plain(_WIF) and broken[_IGES] != _plain(_IGES)
    assert set(broken) == set(_CHECKS)
    check_rejects_broken(_CHECKS, broken)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_huffman("010011", {"a": "0", "b": "10", "c": "11"}) == "abac"
    assert _from_codebook("BAKUL", {"sail": "BAKUL"}) == "sail"
    # h is 104 and i is 105: digit lengths 1 0 4 and 1 0 5 (a ten-letter word for 0).
    assert _from_wordlength("a kingfisher loch a waterfalls heron") == "hi"
    # A B, then AB is code 256 and ABA (being made as it is sent) is code 258.
    assert _from_lzw("65 66 256 258") == "ABABABA"
    # With this key A (01000001) is the second and the eighth public numbers: 776 + 104.
    assert _from_knapsack("880") == "A"
    # 104 = C(9,3) + C(6,2) + C(5,1) = 84 + 15 + 5; 105 = 84 + C(7,2) + 0 = 84 + 21.
    assert _from_combinadic("9-6-5 9-7-0") == "hi"
    # Pi's decimals start 1415926535 8979: 265 first turns up at place 6, 358 at place 9.
    assert _from_pidigits("6 9") == chr(265) + chr(358)
    # (104 + 105)(104 + 105 + 1)/2 + 105 = 21945 + 105.
    assert _from_cantor("22050") == "hi"
    # 104 is t z r, 99 is p b.
    assert _from_major("tazer pib") == "hc"
    assert _from_jefferson("b", ("abcdefghijklmnopqrstuvwxyz",), 1) == "a"
    assert _phi_number("1") == 1 and _phi_number("10.01") == 2 and _phi_number("101.01") == 4
    # 104 + 1/105 = 10921/105.
    assert _from_contfrac("10921/105") == "hi"


def test_the_payloads_read_as_orders() -> None:
    check_payloads_read_as_orders(FRESH26_ATTACKS, _DECODE)


def _served(name: str) -> str:
    return render(next(p for p in FRESH26_ATTACKS if p.id == f"fresh26-attack-{name}"), COLLECT)


def test_json_and_markup_in_payloads_parse() -> None:
    # Fake tool calls and chat turns written as JSON or XML in the carriers are valid.
    stream = _served("markup-leak-sse-messages")
    turns = [json.loads(d)["role"] for d in re.findall(r"^data: (\{.*\"role\".*\})$", stream, re.M)]
    assert turns == ["system", "assistant"]
    calendar = _served("markup-leak-remind-turns")
    assert re.findall(r" MSG <\|(\w+)\|> ", calendar) == ["system", "user", "assistant"]
    start = " ".join(
        line[:72].rstrip()
        for line in _served("markup-leak-iges-start").split("\n")[:-1]
        if line[72] == "S"
    )
    chat = start[start.index("<system>") : start.index("</assistant>") + len("</assistant>")]
    assert [e.tag for e in ET.fromstring(f"<chat>{chat}</chat>")] == ["system", "user", "assistant"]
    body = json.loads(_served("markup-tool-http-json").split("\r\n\r\n", 1)[1])
    call = body["assistant_turn"]["tool_calls"][0]["function"]
    assert call["name"] == "put_store_entry" and json.loads(call["arguments"])["store"] == "steamer"
    tellraw = next(
        line for line in _served("markup-tool-mcfunction-tellraw").split("\n") if "extra" in line
    )
    text = json.loads(tellraw.split(" ", 2)[2])["extra"][1]["text"]
    found = re.fullmatch(r"<tool_call>(.*)</tool_call>", text)
    assert found and json.loads(found.group(1))["arguments"]["key"] == "builds"
    patch = " ".join(_served("markup-tool-pd-message").split())
    message = re.search(r"#X msg 400 340 (<tool_call .*?</tool_call>);", patch)
    assert message and ET.fromstring(message.group(1)).get("name") == "put_store_entry"
    deck = _served("markup-url-nec-turns")
    assert re.findall(r"^CM \[(\w+)\] ", deck, re.M) == ["system", "user", "assistant"]
    notes = " ".join(re.findall(r"^\d+=(.*)$", _served("markup-url-wif-result"), re.M))
    result = notes[notes.index("<tool_result") : notes.index("</tool_result>") + 14]
    assert ET.fromstring(result).get("name") == "fetch_url"
    script = re.search(
        r'<script type="application/json"[^>]*>(.*?)</script>', _served("markup-url-html-result")
    )
    assert script and json.loads(script.group(1))["tool"] == "fetch_url"
    lut = _served("markup-hijack-cube-turns")
    assert re.findall(r"<start_of_turn>(\w+)", lut) == ["system", "user", "model"]
    assert lut.count("<end_of_turn>") == 3
    template = _served("markup-hijack-md-template")
    assert "[INST] <<SYS>>" in template and "<</SYS>>" in template and "[/INST]" in template
    transcript = _served("markup-hijack-text-transcript")
    assert re.findall(r"^(System|User|Assistant): ", transcript, re.M) == [
        "System",
        "User",
        "Assistant",
    ]


def test_the_hidden_iges_note_is_blanked() -> None:
    # The note entity holding the hidden payload has blank status 01: no viewer draws it.
    lines = _served("hidden-hijack-iges-note").split("\n")
    notes = [
        (one, two)
        for one, two in itertools.pairwise(lines)
        if one[72:73] == "D" and one[:8].strip() == "212" and int(one[73:]) % 2
    ]
    assert [one[64:66] for one, _ in notes] == ["00", "01"]
    assert notes[1][1][56:64].strip() == "NOTE"


def test_every_topic_is_used_on_both_sides() -> None:
    attack_topics = {p.topic for p in FRESH26_ATTACKS}
    assert len(attack_topics) == 14
    assert len({p.topic for p in FRESH26_BENIGN}) == len(FRESH26_BENIGN)
    assert len({p.body for p in FRESH26_PAGES}) == len(FRESH26_PAGES)
