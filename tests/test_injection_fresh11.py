"""The fresh11 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import codecs
import configparser
import importlib
import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import ModuleType
from urllib.parse import urlsplit

import pytest
from _corpus_checks import (
    COLLECT,
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

from core.evals.injection import render
from core.evals.injection_fresh11 import FRESH11_ATTACKS, FRESH11_BENIGN, FRESH11_PAGES
from core.evals.injection_fresh11_attacks import (
    HILL_MATRIX,
    PLAYFAIR_KEY,
    PORTA_KEY,
    SEMAPHORE_ARROWS,
)
from core.evals.injection_pages import Page


def _optional(name: str) -> ModuleType | None:
    """The module ``name``, or None where it is not installed (its check is then skipped)."""
    try:
        return importlib.import_module(name)
    except ImportError:  # pragma: no cover - the optional checks
        return None


rdflib = _optional("rdflib")
m3u8 = _optional("m3u8")
astropy_fits = _optional("astropy.io.fits")


_OLDER = older_pages("fresh11_")
# Languages the earlier corpora already attack in.
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages (nn, io and cv serve the benign notices too)
    "nn": r"(?i)\b(ikkje|noko|svarar|gløym)\b",
    "rm": r"\b(per plaschair|utilisader)\b",
    "io": r"\b(ica|uzanto|voluntez|Voluntez)\b",
    "ie": r"\b(ti-ci|usator|nequó)",
    "an": r"\b(pachina|ista|intelichencia)\b",
    "su": r"\b(ieu|pamaké|saméméh)\b",
    "tn": r"\b(tsweetswee|modirisi)\b",
    "bi": r"\b(pej|bifo|fastaem)\b",
    "cv": "[ӑӗҫӳ]",  # the Chuvash letters beyond Russian's
    "kw": r"\b(mar pleg|folen|gorthybi)\b",
    "nd": r"\b(ikhasi|womsebenzisi|Uyacelwa)\b",
    "ak": "[ɛɔ]",  # the open e and open o of Akan
    # benign languages only
    "de": "[äöüß]",
    "fr": "[éèàçêû]",
    "es": "[ñáéíóú]",
    "sv": "[åäö]",
    "it": "[àèéìòù]",
    "cs": "[ěščřžůú]",
    "ja": "[\u3040-\u30ff]",  # kana
}


# --- the decoders, written again here from the encodings' definitions ----------------------


def _playfair_square(key: str) -> str:
    square = ""
    for c in key.lower().replace("j", "i") + "abcdefghiklmnopqrstuvwxyz":
        if c.isalpha() and c not in square:
            square += c
    return square


def _from_playfair(text: str, key: str = PLAYFAIR_KEY) -> str:
    square = _playfair_square(key)
    letters = [c for c in text if "a" <= c <= "z"]
    assert len(letters) % 2 == 0, text
    plain: list[str] = []
    for a, b in zip(letters[::2], letters[1::2], strict=True):
        ra, ca = divmod(square.index(a), 5)
        rb, cb = divmod(square.index(b), 5)
        if ra == rb:  # same row: one to the left
            plain += [square[ra * 5 + (ca - 1) % 5], square[rb * 5 + (cb - 1) % 5]]
        elif ca == cb:  # same column: one up
            plain += [square[(ra - 1) % 5 * 5 + ca], square[(rb - 1) % 5 * 5 + cb]]
        else:  # rectangle: swap the columns
            plain += [square[ra * 5 + cb], square[rb * 5 + ca]]
    it = iter(plain)
    return "".join(next(it) if "a" <= c <= "z" else c for c in text)


def _from_hill(text: str, matrix: tuple[int, int, int, int] = HILL_MATRIX) -> str:
    a, b, c, d = matrix
    det_inverse = pow((a * d - b * c) % 26, -1, 26)
    ia, ib, ic, id_ = (det_inverse * v % 26 for v in (d, -b, -c, a))
    letters = [ord(ch) - 97 for ch in text if "a" <= ch <= "z"]
    plain: list[str] = []
    for x, y in zip(letters[::2], letters[1::2], strict=True):
        plain += [chr((ia * x + ib * y) % 26 + 97), chr((ic * x + id_ * y) % 26 + 97)]
    it = iter(plain)
    return "".join(next(it) if "a" <= ch <= "z" else ch for ch in text)


def _from_porta(text: str, key: str = PORTA_KEY) -> str:
    out, i = [], 0
    for ch in text:
        if "a" <= ch <= "z":
            n = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".index(key[i % len(key)].upper()) // 2
            c = ord(ch) - 97
            # The cipher is its own inverse: the second half maps back to the first.
            p = (c - 13 - n) % 13 if c >= 13 else (c + n) % 13 + 13
            out.append(chr(p + 97))
            i += 1
        else:
            out.append(ch)
    return "".join(out)


def _from_trithemius(text: str) -> str:
    out, n = [], 0
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 - n) % 26 + 97))
            n += 1
        else:
            out.append(ch)
    return "".join(out)


def _from_fraktur(text: str) -> str:
    return "".join(chr(ord(c) - 0x1D51E + 97) if 0x1D51E <= ord(c) <= 0x1D537 else c for c in text)


_RAISED = "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ"


def _from_superscript(text: str) -> str:
    return text.translate(str.maketrans(_RAISED, "abcdefghijklmnoprstuvwxyz"))


def _from_doubled(text: str) -> str:
    assert len(text) % 2 == 0 and text[::2] == text[1::2], text
    return text[::2]


def _from_brainfuck(program: str) -> str:
    """Run a Brainfuck program (no input) and return what it prints."""
    jumps: dict[int, int] = {}
    stack: list[int] = []
    for i, op in enumerate(program):
        if op == "[":
            stack.append(i)
        elif op == "]":
            j = stack.pop()
            jumps[i], jumps[j] = j, i
    assert not stack, "unbalanced loop"
    tape, ptr, pc, out, steps = [0] * 64, 0, 0, bytearray(), 0
    while pc < len(program):
        op = program[pc]
        if op == "+":
            tape[ptr] = (tape[ptr] + 1) % 256
        elif op == "-":
            tape[ptr] = (tape[ptr] - 1) % 256
        elif op == ">":
            ptr += 1
        elif op == "<":
            ptr -= 1
        elif op == ".":
            out.append(tape[ptr])
        elif (op == "[" and tape[ptr] == 0) or (op == "]" and tape[ptr] != 0):
            pc = jumps[pc]
        pc += 1
        steps += 1
        assert steps < 1_000_000, "runaway program"
    return out.decode()


_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _from_iching(text: str) -> str:
    assert all(0x4DC0 <= ord(c) <= 0x4DFF for c in text), text
    digits = "".join(_B64[ord(c) - 0x4DC0] for c in text)
    return base64.b64decode(digits + "=" * (-len(digits) % 4), validate=True).decode()


def _from_css(text: str) -> str:
    assert re.fullmatch(r"(\\[0-9a-f]{1,6} )+", text), text
    return re.sub(r"\\([0-9a-f]{1,6}) ", lambda m: chr(int(m.group(1), 16)), text)


def _from_names(text: str) -> str:
    assert re.fullmatch(r"(\\N\{[A-Z0-9 -]+\})+", text), text
    return codecs.decode(text.encode("ascii"), "unicode_escape")


# Flag semaphore: each pair of the eight arm positions (clockwise from straight down, the
# lower position first) in order, read as the letters go round the signaller's dial.
def _semaphore_table() -> dict[str, str]:
    pairs = [(a, b) for a in range(8) for b in range(a + 1, 8)]
    # Pairs in order are a to g, h to n (no j), o to s, t u y and a cancel sign, a numeral
    # sign, j and v, w and x, z.
    names = "abcdefghiklmnopqrstuy?#jvwxz"
    assert len(names) == len(pairs)
    return {
        SEMAPHORE_ARROWS[a] + SEMAPHORE_ARROWS[b]: n for (a, b), n in zip(pairs, names, strict=True)
    }


_SEMAPHORE = _semaphore_table()


def _from_semaphore(text: str) -> str:
    words = []
    for word in text.split(" | "):
        words.append("".join(_SEMAPHORE.get(token, token) for token in word.split(" ")))
    return " ".join(words)


# How to read each ``encoding=`` a fresh11 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "playfair": _from_playfair,
    "fraktur": _from_fraktur,
    "doubled": _from_doubled,
    "brainfuck": _from_brainfuck,
    "porta": _from_porta,
    "iching": _from_iching,
    "trithemius": _from_trithemius,
    "css": _from_css,
    "superscript": _from_superscript,
    "hill": _from_hill,
    "names": _from_names,
    "semaphore": _from_semaphore,
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}
# Content types fresh11 serves that no earlier corpus does.
_NEW_TYPES = {
    "text/vnd.graphviz",
    "application/sarif+json",
    "application/xspf+xml",
    "text/turtle",
    "text/x-protobuf",
    "text/x-gedcom",
    "application/vnd.apple.mpegurl",
    "text/x-systemd-unit",
    "application/fits",
    "application/vnd.openstreetmap.data+xml",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "osm node marked deleted": 'action="delete"',
    "graphviz invisible node": "style=invis",
    "fits history cards": "HISTORY ",
    "gedcom underscore tag": "\n1 _",
    "sarif suppression justification": '"justification"',
    "html template": "<template ",
    "hls daterange client attribute": "#EXT-X-DATERANGE",
    "systemd x- key": "\nX-Reader-Hint=",
    "xspf meta": "<meta rel=",
    "turtle comment": "\n# Turtle parsers skip",
    "protobuf block comment": "\n/*\n",
    "markdown link reference": "[//]: #",
}


_CORPUS = BlindCorpus(
    "fresh11",
    FRESH11_ATTACKS,
    FRESH11_BENIGN,
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
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH11_ATTACKS}
    assert f"key word <b>{PLAYFAIR_KEY}</b>" in by_encoding["playfair"]
    assert "key matrix ({} {} / {} {})".format(*HILL_MATRIX) in by_encoding["hill"]
    assert f"Porta cipher, key {PORTA_KEY}" in by_encoding["porta"]
    assert " ".join(SEMAPHORE_ARROWS) in by_encoding["semaphore"]
    assert "U+4DC0 is A" in by_encoding["iching"]


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH11_ATTACKS, FRESH11_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH11_ATTACKS if p.marker}
    for page in FRESH11_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_CLOSE = {"{": "}", "[": "]", "(": ")"}


def _balanced(page_id: str, text: str) -> None:
    stack: list[str] = []
    for char in text:
        if char in _CLOSE:
            stack.append(_CLOSE[char])
        elif char in ")]}":
            assert stack and stack.pop() == char, (page_id, text)
    assert not stack, page_id


def _strip_c_like(page_id: str, text: str, *, hash_comments: bool = False) -> str:
    """``text`` with ``//`` and ``/* */`` comments (and ``#`` lines) taken out and every
    double-quoted string, which must close on its line, written as ``""``."""
    out, i = [], 0
    while i < len(text):
        at_line_start = i == 0 or text[i - 1] == "\n"
        if text.startswith("//", i) or (hash_comments and at_line_start and text[i] == "#"):
            end = text.find("\n", i)
            i = len(text) if end == -1 else end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            assert end != -1, page_id
            i = end + 2
        elif text[i] == '"':
            j = i + 1
            while text[j] != '"':
                assert text[j] != "\n", (page_id, text[i : j + 1])
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


_DOT_ID = r"[A-Za-z_]\w*"
_DOT_ATTRS = r'\[\w+ ?= ?(?:""|[\w.]+)(?:, \w+ ?= ?(?:""|[\w.]+))*\]'
_DOT_STATEMENT = re.compile(
    rf"(?:graph|node|edge) {_DOT_ATTRS}"  # attribute statement
    rf"|{_DOT_ID}(?: -> {_DOT_ID})*(?: {_DOT_ATTRS})?"  # node or edge statement
    rf'|subgraph {_DOT_ID}|\w+ ?= ?(?:""|[\w.]+)'  # subgraph, or an attribute of a graph
)
_DOT_KEYWORDS = {"node", "edge", "graph", "digraph", "subgraph", "strict"}


def _check_graphviz(page_id: str, text: str) -> None:
    """A Graphviz digraph: comments and strings closed, braces and brackets balanced, one
    ``digraph`` whose statements are attribute, node, edge and subgraph statements; and,
    where Graphviz is installed, ``dot`` lays it out."""
    bare = _strip_c_like(page_id, text)
    _balanced(page_id, bare)
    head = re.match(rf"\s*digraph {_DOT_ID} \{{", bare)
    assert head and bare.rstrip().endswith("}"), page_id
    for statement in re.split(r"[;\n{}]", bare[head.end() : bare.rstrip().rindex("}")]):
        statement = statement.strip()
        if not statement:
            continue
        assert _DOT_STATEMENT.fullmatch(statement), (page_id, statement)
        if not re.match(r"(?:graph|node|edge|subgraph) |\w+ ?=", statement):
            ids = re.findall(rf"(?:^|-> )({_DOT_ID})", statement)
            assert not set(ids) & _DOT_KEYWORDS, (page_id, statement)
    dot = shutil.which("dot")
    if dot is not None:
        done = subprocess.run(
            [dot, "-Tsvg"], input=text, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, (page_id, done.stderr)


_SARIF_LEVELS = {"none", "note", "warning", "error"}


def _check_sarif(page_id: str, text: str) -> None:
    """A SARIF 2.1.0 log: one run whose tool has rules with unique ids, results that name
    one of them, with a level, a message and a location; suppressions and fixes in the
    shape SARIF gives them."""
    log = json.loads(text)
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json"), page_id
    (run,) = log["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] and urlsplit(driver["informationUri"]).scheme == "https", page_id
    rules = [rule["id"] for rule in driver["rules"]]
    assert len(rules) == len(set(rules)), page_id
    assert all(rule["shortDescription"]["text"] for rule in driver["rules"]), page_id
    for result in run["results"]:
        assert result["ruleId"] in rules and result["level"] in _SARIF_LEVELS, page_id
        assert result["message"]["text"], page_id
        for location in result["locations"]:
            physical = location["physicalLocation"]
            assert physical["artifactLocation"]["uri"], page_id
            assert physical["region"]["startLine"] >= 1, page_id
        for suppression in result.get("suppressions", []):
            assert suppression["kind"] in ("inSource", "external"), page_id
            assert suppression.get("status", "accepted") in ("accepted", "underReview", "rejected")
        for fix in result.get("fixes", []):
            assert fix["description"]["text"], page_id
            for change in fix["artifactChanges"]:
                assert change["artifactLocation"]["uri"], page_id
                assert all("deletedRegion" in r for r in change["replacements"]), page_id


_XSPF = "{http://xspf.org/ns/0/}"
_XSPF_PLAYLIST = ["title", "creator", "annotation", "info", "date", "trackList"]
_XSPF_TRACK = [
    "location", "identifier", "title", "creator", "annotation", "info", "image", "album",
    "trackNum", "duration", "link", "meta", "extension",
]  # fmt: skip


def _check_xspf(page_id: str, text: str) -> None:
    """An XSPF playlist: version 1 in the XSPF namespace, its elements and each track's in
    the order XSPF gives them, web addresses as locations, whole milliseconds as durations
    and a ``rel`` on every ``meta``."""
    root = ET.fromstring(text)
    assert root.tag == f"{_XSPF}playlist" and root.get("version") == "1", page_id
    order = [child.tag.removeprefix(_XSPF) for child in root]
    assert order == sorted(order, key=_XSPF_PLAYLIST.index), page_id
    tracks = root.find(f"{_XSPF}trackList")
    assert tracks is not None and len(tracks), page_id
    for track in tracks:
        assert track.tag == f"{_XSPF}track", page_id
        names = [child.tag.removeprefix(_XSPF) for child in track]
        assert names == sorted(names, key=_XSPF_TRACK.index), (page_id, names)
        location = track.findtext(f"{_XSPF}location") or ""
        assert urlsplit(location).scheme in ("http", "https"), page_id
        assert re.fullmatch(r"\d+", track.findtext(f"{_XSPF}duration") or ""), page_id
        for meta in track.iter(f"{_XSPF}meta"):
            assert urlsplit(meta.get("rel", "")).scheme == "https", page_id


_TURTLE_TOKEN = re.compile(
    r'\s*(?:(?P<comment>#[^\n]*)|(?P<string>"(?:[^"\\\n]|\\.)*"(?:@[a-z]+(?:-[a-z0-9]+)*)?)'
    r"|(?P<iri><[^<>\"{}|^`\\\s]*>)|(?P<prefix>@prefix)|(?P<pname>[A-Za-z][\w-]*:[\w-]*)"
    r"|(?P<keyword>a|true|false)(?![\w:])|(?P<punct>[.;,]))"
)


def _check_turtle(page_id: str, text: str) -> None:
    """RDF in Turtle: prefix declarations, then statements of a subject and predicate-object
    lists (``;`` and ``,``) ending in ``.``, every prefix used declared; and, where rdflib
    is installed, it parses the text."""
    tokens: list[tuple[str, str]] = []
    pos = 0
    while text[pos:].strip():
        found = _TURTLE_TOKEN.match(text, pos)
        assert found and found.lastgroup, (page_id, text[pos : pos + 40])
        if found.lastgroup != "comment":
            tokens.append((found.lastgroup, found.group(found.lastgroup)))
        pos = found.end()
    declared: set[str] = set()
    statement: list[tuple[str, str]] = []
    for kind, value in tokens:
        if kind == "punct" and value == ".":
            if statement[0][0] == "prefix":
                assert [k for k, _ in statement] == ["prefix", "pname", "iri"], page_id
                declared.add(statement[1][1])
            else:
                _check_triples(page_id, statement)
            statement = []
        else:
            statement.append((kind, value))
    assert not statement, (page_id, "statement without a full stop")
    used = {value.split(":")[0] + ":" for kind, value in tokens if kind == "pname"}
    assert used <= declared, (page_id, used - declared)
    if rdflib is not None:
        rdflib.Graph().parse(data=text, format="turtle")


def _check_triples(page_id: str, statement: list[tuple[str, str]]) -> None:
    """A subject, then predicate and objects, lists split by ``;`` and ``,``."""
    subject, *rest = statement
    assert subject[0] in ("iri", "pname"), (page_id, statement)
    for group in "|".join(k if k != "punct" else v for k, v in rest).split("|;|"):
        kinds = group.split("|")
        assert kinds[0] in ("iri", "pname", "keyword"), (page_id, statement)
        objects = "|".join(kinds[1:]).split("|,|")
        assert all(o in ("iri", "pname", "string", "keyword") for o in objects), (
            page_id,
            statement,
        )


_PROTO_TOP = re.compile(
    r'syntax = ""|package [\w.]+|import ""|option \w+ = (?:""|\w+)'
    r"|(?:message|enum|service) \w+"
)
_PROTO_FIELD = re.compile(
    r"(?:repeated |optional )?[\w.]+ (\w+) = (\d+)(?: \[deprecated = (?:true|false)\])?"
)


def _check_protobuf(page_id: str, text: str) -> None:
    """A proto3 schema: comments and strings closed, braces balanced, proto3 declared, and
    only messages, enums and services at the top; fields with unique names and numbers,
    rpcs with a request and a reply."""
    bare = _strip_c_like(page_id, text)
    _balanced(page_id, bare)
    assert re.search(r'^syntax = "";$', bare, re.M), page_id
    assert re.search(r'syntax = "proto3";', text), page_id
    names: set[str] = set()
    depth, block = 0, ""
    fields: list[tuple[set[str], set[str]]] = []
    for piece in re.split(r"([;{}])", bare):
        statement = " ".join(piece.split())
        if piece == "{":
            assert _PROTO_TOP.fullmatch(block) and depth == 0, (page_id, block)
            name = block.split()[1]
            assert name not in names, (page_id, name)
            names.add(name)
            fields.append((set(), set()))
            depth += 1
        elif piece == "}":
            depth -= 1
            assert depth >= 0, page_id
        elif piece == ";":
            if depth == 0:
                assert _PROTO_TOP.fullmatch(block), (page_id, block)
            elif block.startswith("rpc "):
                assert re.fullmatch(r"rpc \w+\(\w+\) returns \(\w+\)", block), (page_id, block)
            else:
                found = _PROTO_FIELD.fullmatch(block)
                assert found, (page_id, block)
                seen_names, seen_numbers = fields[-1]
                assert found.group(1) not in seen_names, (page_id, block)
                assert found.group(2) not in seen_numbers, (page_id, block)
                seen_names.add(found.group(1))
                seen_numbers.add(found.group(2))
        block = "" if piece in ";{}" else statement
    assert depth == 0 and not block, page_id


_GEDCOM_LINE = re.compile(r"(0|[1-9]\d?) (?:(@[A-Za-z0-9_]+@) )?(_?[A-Z][A-Z0-9_]*)(?: (.*))?")


def _check_gedcom(page_id: str, text: str) -> None:
    """A GEDCOM 5.5.1 file: HEAD first and TRLR last, one line a tag, no line over 255
    characters, levels that go up one at a time, unique record ids, pointers to records in
    the file and no bare ``@`` in a value."""
    assert text.endswith("\n"), page_id
    lines = text[:-1].split("\n")
    assert lines[0] == "0 HEAD" and lines[-1] == "0 TRLR", page_id
    ids: list[str] = []
    pointers: list[str] = []
    level = 0
    for line in lines:
        assert len(line) <= 255, (page_id, line)
        found = _GEDCOM_LINE.fullmatch(line)
        assert found, (page_id, line)
        new_level, xref, gtag, value = found.groups()
        assert int(new_level) <= level + 1, (page_id, line)
        level = int(new_level)
        if xref:
            assert level == 0, (page_id, line)
            ids.append(xref)
        elif level == 0:
            assert gtag in ("HEAD", "TRLR"), (page_id, line)
        if gtag in ("CONT", "CONC"):
            assert level > 0, (page_id, line)
        if value and re.fullmatch(r"@[A-Za-z0-9_]+@", value):
            pointers.append(value)
        elif value:
            assert "@" not in value.replace("@@", ""), (page_id, line)
    assert len(ids) == len(set(ids)), page_id
    assert set(pointers) <= set(ids), page_id


_HLS_TAGS = {
    "EXT-X-VERSION", "EXT-X-TARGETDURATION", "EXT-X-MEDIA-SEQUENCE", "EXT-X-PLAYLIST-TYPE",
    "EXT-X-PROGRAM-DATE-TIME", "EXT-X-KEY", "EXT-X-DATERANGE", "EXT-X-ENDLIST", "EXTINF",
}  # fmt: skip
_HLS_ATTRIBUTE = r'[A-Z0-9-]+=(?:"[^"\n]*"|0x[0-9A-Fa-f]+|-?\d+(?:\.\d+)?|[A-Z0-9-]+)'


def _check_hls(page_id: str, text: str) -> None:
    """An HLS media playlist: ``#EXTM3U`` first and ``#EXT-X-ENDLIST`` last, known tags,
    each ``#EXTINF`` no longer than the target duration and followed by its part's
    address, attribute lists well formed, a date range only after a program date and a
    key with a method and a quoted URI; and, where the m3u8 package is installed, it reads
    the parts."""
    lines = text.rstrip("\n").split("\n")
    assert lines[0] == "#EXTM3U" and lines[-1] == "#EXT-X-ENDLIST", page_id
    target = int(next(line for line in lines if "TARGETDURATION" in line).split(":")[1])
    waiting, dated, parts = False, False, 0
    for line in lines[1:]:
        assert line.strip(), (page_id, "blank line")
        if not line.startswith("#"):
            assert waiting and urlsplit(line).scheme == "https", (page_id, line)
            waiting, parts = False, parts + 1
            continue
        if not line.startswith("#EXT"):
            continue  # a comment
        assert not waiting, (page_id, line)
        name, _, value = line[1:].partition(":")
        assert name in _HLS_TAGS, (page_id, line)
        if name == "EXTINF":
            duration = value.split(",", 1)[0]
            assert round(float(duration)) <= target, (page_id, line)
            waiting = True
        elif name in ("EXT-X-KEY", "EXT-X-DATERANGE"):
            assert re.fullmatch(rf"{_HLS_ATTRIBUTE}(?:,{_HLS_ATTRIBUTE})*", value), (page_id, line)
            attributes = dict(re.findall(r'([A-Z0-9-]+)=("[^"]*"|[^,]+)', value))
            if name == "EXT-X-KEY":
                assert attributes["METHOD"] in ("NONE", "AES-128", "SAMPLE-AES"), page_id
                assert attributes["URI"].startswith('"'), page_id
            else:
                assert dated and {"ID", "START-DATE"} <= set(attributes), page_id
                datetime.fromisoformat(attributes["START-DATE"].strip('"').replace("Z", "+00:00"))
        elif name == "EXT-X-PROGRAM-DATE-TIME":
            datetime.fromisoformat(value.replace("Z", "+00:00"))
            dated = True
    assert not waiting and parts >= 3, page_id
    if m3u8 is not None:
        assert len(m3u8.loads(text).segments) == parts, page_id


_UNIT_SECTIONS = {"Unit", "Service", "Install"}
_UNIT_KEYS = {
    "Description", "Documentation", "After", "Wants", "Type", "User", "ExecStart",
    "ExecStartPre", "ExecStartPost", "Environment", "Restart", "Nice", "WantedBy",
}  # fmt: skip


def _check_systemd(page_id: str, text: str) -> None:
    """A systemd service unit that configparser reads strictly: known sections and keys
    (or ``X-`` ones), absolute commands, ``KEY=value`` environment settings and no lone
    per cent sign."""
    parser = configparser.ConfigParser(
        interpolation=None, strict=True, comment_prefixes=("#", ";"), delimiters=("=",)
    )
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(text)
    assert text.startswith("#") and parser.sections()[:2] == ["Unit", "Service"], page_id
    for section in parser.sections():
        assert section in _UNIT_SECTIONS or section.startswith("X-"), (page_id, section)
        for key, value in parser.items(section):
            assert key in _UNIT_KEYS or key.startswith("X-"), (page_id, key)
            assert "%" not in value.replace("%%", ""), (page_id, value)
            if key.startswith("Exec"):
                assert value.lstrip("-@+!").startswith("/"), (page_id, value)
            if key == "Environment":
                assert re.fullmatch(r"[A-Z_][A-Z0-9_]*=\S*(?: [A-Z_][A-Z0-9_]*=\S*)*", value), (
                    page_id,
                    value,
                )


_FITS_KEYWORD = re.compile(r"[A-Z0-9_-]{0,8} *")
_FITS_STRING = re.compile(r" *'((?:[^']|'')*)' *(?:/.*)?")
_FITS_OTHER = re.compile(r" *(?:[TF]|[-+]?\d+(?:\.\d*)?(?:[ED][-+]?\d+)?) *(?:/.*)?")


def _check_fits(page_id: str, text: str) -> None:
    """A header-only FITS file: whole 2880-byte blocks of printable ASCII, 80-character
    cards starting SIMPLE = T, BITPIX and NAXIS = 0, value cards in fixed format, an END
    card and only blanks after it; and, where astropy is installed, it reads the header."""
    assert len(text) % 2880 == 0 and all(" " <= c <= "~" for c in text), page_id
    cards = [text[i : i + 80] for i in range(0, len(text), 80)]
    assert cards[0].startswith("SIMPLE  =") and cards[0][29] == "T", page_id
    assert cards[1].startswith("BITPIX  =") and cards[2].startswith("NAXIS   ="), page_id
    assert cards[2][10:30].strip() == "0", page_id
    end = next(n for n, card in enumerate(cards) if card.rstrip() == "END")
    assert all(not card.strip() for card in cards[end + 1 :]), page_id
    for card in cards[:end]:
        assert _FITS_KEYWORD.fullmatch(card[:8]), (page_id, card)
        if card[8:10] == "= ":
            value = card[10:]
            assert _FITS_STRING.fullmatch(value) or _FITS_OTHER.fullmatch(value), (page_id, card)
            if value.lstrip().startswith("'"):
                assert card[10] == "'", (page_id, card)
            else:
                assert card[29] != " ", (page_id, card)
        else:
            assert card[:8].rstrip() in ("COMMENT", "HISTORY", ""), (page_id, card)
    if astropy_fits is not None:
        header = astropy_fits.Header.fromstring(text)
        assert header["SIMPLE"] is True and header["NAXIS"] == 0, page_id


def _check_osm(page_id: str, text: str) -> None:
    """An OpenStreetMap XML extract (API 0.6): bounds, nodes with unique ids and
    coordinates on Earth, ways whose nodes are in the file, tags with a key and a value
    and no key twice on one element, and only the actions editors write."""
    root = ET.fromstring(text)
    assert root.tag == "osm" and root.get("version") == "0.6", page_id
    bounds = root.find("bounds")
    assert bounds is not None and float(bounds.get("minlat", "x")) < float(
        bounds.get("maxlat", "x")
    ), page_id
    nodes = [n.get("id") for n in root.iter("node")]
    assert len(nodes) == len(set(nodes)), page_id
    for element in root:
        assert element.tag in ("bounds", "node", "way"), (page_id, element.tag)
        if element.tag == "bounds":
            continue
        assert re.fullmatch(r"-?\d+", element.get("id", "")), page_id
        assert element.get("action") in (None, "modify", "delete"), page_id
        if element.tag == "node":
            assert -90 <= float(element.get("lat", "x")) <= 90, page_id
            assert -180 <= float(element.get("lon", "x")) <= 180, page_id
        else:
            refs = [nd.get("ref") for nd in element.iter("nd")]
            assert len(refs) >= 2 and set(refs) <= set(nodes), page_id
        keys = [t.get("k") for t in element.iter("tag")]
        assert all(keys) and len(keys) == len(set(keys)), page_id
        assert all(t.get("v") for t in element.iter("tag")), page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    "text/vnd.graphviz": _check_graphviz,
    "application/sarif+json": _check_sarif,
    "application/xspf+xml": _check_xspf,
    "text/turtle": _check_turtle,
    "text/x-protobuf": _check_protobuf,
    "text/x-gedcom": _check_gedcom,
    "application/vnd.apple.mpegurl": _check_hls,
    "text/x-systemd-unit": _check_systemd,
    "application/fits": _check_fits,
    "application/vnd.openstreetmap.data+xml": _check_osm,
}


def _check_protoc(page: Page, rendered: str, tmp: Path) -> None:
    """Where grpc_tools is installed, protoc compiles the schema."""
    try:
        from grpc_tools import protoc  # type: ignore[import-not-found,unused-ignore]
    except ImportError:  # pragma: no cover - the protoc check is optional
        return
    (tmp / "entry.proto").write_text(rendered, encoding="utf-8")
    out = tmp / "entry.pb"
    code = protoc.main(["protoc", f"-I{tmp}", f"--descriptor_set_out={out}", "entry.proto"])
    assert code == 0, page.id


@pytest.mark.parametrize("page", FRESH11_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page, tmp_path: Path) -> None:
    check_rendered(page)
    rendered = render(page, COLLECT)
    if page.content_type in _CHECKS:
        _CHECKS[page.content_type](page.id, rendered)
    if page.content_type == "text/x-protobuf":
        _check_protoc(page, rendered, tmp_path)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    # The usual Playfair example: key "playfair example", "hide the gold in the tree stump"
    # with an x between the two e's of "tree".
    assert _from_playfair("bmodzbxdnabekudmuixmmouvif", "playfair example") == (
        "hidethegoldinthetrexestump"
    )
    assert _from_hill("hiat") == "help"  # the usual example for the matrix (3 3 / 2 5)
    assert _from_porta("na", "AC") == "ao"  # a + A: 0 + 13; o + C: (14 - 13 - 1) mod 13
    assert _from_trithemius("abc") == "aaa"
    assert _from_fraktur("\U0001d52c\U0001d534\U0001d529") == "owl"
    assert _from_superscript("ᵐᵒᵒⁿ") == "moon"
    assert _from_doubled("mmoooonn") == "moon"
    assert _from_brainfuck("++++++++[>++++++++<-]>+.") == "A"  # 8 * 8 + 1 = 65
    assert _from_iching("\u4dd3\u4dd6\u4dc5\u4dee") == "Man"  # TWFu: 19 22 5 46
    assert _from_css("\\41 \\42 ") == "AB"
    assert _from_names("\\N{LATIN SMALL LETTER O}\\N{DIGIT SEVEN}") == "o7"
    # Semaphore: R is both arms straight out, U both raised, N both lowered.
    assert _from_semaphore("←→ ↖↗ ↙↘ | ↓↙") == "run a"
