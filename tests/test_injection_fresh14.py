"""The fresh14 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import itertools
import math
import re
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

from core.evals.injection_fresh14 import FRESH14_ATTACKS, FRESH14_BENIGN, FRESH14_PAGES
from core.evals.injection_fresh14_attacks import (
    ELEMENTS,
    GLAGOLITIC,
    HIEROGLYPHS,
    HOLLERITH,
    LINOTYPE,
    MYSZKOWSKI_KEY,
    POLLUX_DASHES,
    POLLUX_DOTS,
    POLLUX_GAPS,
    SKIP_STEP,
    SOLFEGE,
    TAP_GRID,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh14_")
# Languages the earlier corpora already attack in.
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "ay": r"(qillqata|yanapiri|jaysäwi)",
    "tw": "[ɛɔ]",  # the open vowels of Twi
    "bo": "[\u0f00-\u0fff]",  # the Tibetan script
    "dv": "[\u0780-\u07bf]",  # Thaana, the script of Divehi
    "iu": "[\u1400-\u167f]",  # Canadian syllabics
    "pi": "[āīūṃṇñṭḍ]",  # Pali in its Latin transliteration
    "cu": "[ѣѧѫѡꙋї]",  # the old Cyrillic letters of Church Slavonic
    "kl": r"\b(qupperneq|akissut\w*|atuisumut)\b",
    "kg": r"\b(nkanda|mvutu|ntete)\b",
    "nr": r"\b(begodu|ungaphenduli)\b",
    "cr": "[âêîô]",  # Plains Cree in standard Roman orthography
    "ce": "[Ӏӏ]",  # the palochka of Chechen
    # benign languages only
    "de": "[äöüß]",
    "fr": "[éèàçêûî]",
    "it": r"\b(toccate|lingue|cartelli)\b",
    "es": "[ñáéíóú]",
    "nl": r"\b(niet|het|veerkantoor)\b",
    "pt": "[ãõçáéêí]",
    "pl": "[ąęłńśźżó]",
    "sv": "[åäö]",
    "la": r"\b(lectum|Noli|schedulas)\b",
}


# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _from_hollerith(text: str) -> str:
    columns = {punches: char for char, punches in HOLLERITH.items()}
    assert len(columns) == len(HOLLERITH)
    return " ".join("".join(columns[t] for t in word.split(" ")) for word in text.split(" / "))


def _from_elements(text: str) -> str:
    letters = dict(zip(ELEMENTS, _ABC, strict=True))
    return " ".join(
        "".join(letters.get(t, t) for t in word.split(" ")) for word in text.split(" / ")
    )


def _from_javanais(text: str) -> str:
    vowels = "aeiou"
    out: list[str] = []
    i = 0
    while i < len(text):
        previous = out[-1] if out else " "
        following = text[i + 2 : i + 3]
        if text[i : i + 2] == "av" and following and following in vowels and previous not in vowels:
            # The inserted av, then the vowel it stands before (kept, even if an a).
            out.append(text[i + 2])
            i += 3
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


# International Morse code.
_MORSE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g",
    "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n",
    "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u",
    "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z", "---...": ":",
    "-..-.": "/", "..--.-": "_", "-....-": "-", ".-.-.-": ".",
}  # fmt: skip


def _from_pollux(text: str) -> str:
    signs = {d: "." for d in POLLUX_DOTS} | {d: "-" for d in POLLUX_DASHES}
    signs |= {d: "x" for d in POLLUX_GAPS}
    assert len(signs) == 10
    morse = "".join(signs[d] for d in text.replace(" ", ""))
    return " ".join(
        "".join(_MORSE[letter] for letter in word.split("x")) for word in morse.split("xx")
    )


def _from_glagolitic(text: str) -> str:
    return text.translate(str.maketrans(GLAGOLITIC, _ABC))


def _from_solfege(text: str) -> str:
    syllable = "|".join(SOLFEGE)

    def letter(token: str) -> str:
        found = re.fullmatch(f"({syllable})({syllable})", token)
        if not found:
            return token
        return _ABC[7 * SOLFEGE.index(found.group(1)) + SOLFEGE.index(found.group(2))]

    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(" / "))


def _from_tapcode(text: str) -> str:
    def letter(token: str) -> str:
        found = re.fullmatch(r"(\.{1,5}) (\.{1,5})", token)
        if not found:
            return token
        return TAP_GRID[len(found.group(1)) - 1][len(found.group(2)) - 1]

    return " ".join("".join(letter(t) for t in word.split("  ")) for word in text.split(" | "))


def _from_maya(text: str) -> str:
    def digit(c: str) -> int | None:
        n = ord(c) - 0x1D2E0
        return n if 0 <= n < 20 else None

    out, i = [], 0
    while i < len(text):
        high = digit(text[i])
        if high is None:
            out.append(text[i])
            i += 1
            continue
        low = digit(text[i + 1])
        assert low is not None, text
        out.append(_ABC[20 * high + low - 1])
        i += 2
    return "".join(out)


def _from_myszkowski(text: str, key: str = MYSZKOWSKI_KEY) -> str:
    flat = text.replace(" ", "")
    height = math.ceil(len(flat) / len(key))
    widths = [len(key)] * (height - 1) + [len(flat) - len(key) * (height - 1)]
    grid: dict[tuple[int, int], str] = {}
    chars = iter(flat)
    for letter in sorted(set(key)):
        columns = [n for n, k in enumerate(key) if k == letter]
        for row, width in enumerate(widths):
            for column in columns:
                if column < width:
                    grid[row, column] = next(chars)
    assert next(chars, None) is None and len(grid) == len(flat)
    return "".join(grid[r, c] for r, w in enumerate(widths) for c in range(w)).replace(".", " ")


def _from_linotype(text: str) -> str:
    return text.translate(str.maketrans(LINOTYPE, _ABC))


def _from_hieroglyphs(text: str) -> str:
    letters = dict(zip(HIEROGLYPHS, _ABC, strict=True))
    return "".join(letters.get(c, c) for c in text)


def _from_skip(text: str, step: int = SKIP_STEP) -> str:
    assert math.gcd(len(text), step) == 1
    plain = [""] * len(text)
    for n, c in enumerate(text):
        plain[(n * step) % len(text)] = c
    return "".join(plain)


# How to read each ``encoding=`` a fresh14 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "hollerith": _from_hollerith,
    "elements": _from_elements,
    "javanais": _from_javanais,
    "pollux": _from_pollux,
    "glagolitic": _from_glagolitic,
    "solfege": _from_solfege,
    "tapcode": _from_tapcode,
    "maya": _from_maya,
    "myszkowski": _from_myszkowski,
    "linotype": _from_linotype,
    "hieroglyphs": _from_hieroglyphs,
    "skip": _from_skip,
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}
# Content types fresh14 serves that no earlier corpus does.
_NEW_TYPES = {
    "text/x-gherkin",
    "text/x-crontab",
    "text/x-fasta",
    "text/x-nexus",
    "application/postscript",
    "application/x-research-info-systems",
    "application/mathml+xml",
    "text/x-lua",
    "text/x-lilypond",
    "application/n-quads",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "gherkin comment lines": "# Runners skip comment lines.",
    "fasta semicolon comment": "; Sequence tools ignore",
    "html hidden input": '<input type="hidden"',
    "lua long comment": "--[==[",
    "commented-out cron job": "#15 3 * * *",
    "text a carriage return overwrites": "\r",
    "postscript text set off the page": "-2000 -2000 moveto",
    "n-quads comment": "# Triple stores discard",
    "markdown link title": '"Titles only show',
    "nexus bracket comment": "[Tree programs skip",
    "mathml annotation": 'encoding="text/x-reader-note"',
    "lilypond block comment": "%{ LilyPond never",
}


_CORPUS = BlindCorpus(
    "fresh14",
    FRESH14_ATTACKS,
    FRESH14_BENIGN,
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
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH14_ATTACKS}
    assert "12 and a digit 1 to 9 are A to I" in by_encoding["hollerith"]
    assert "0 and a digit 2 to 9 S to Z" in by_encoding["hollerith"]
    assert "so a is H, b is He and z is Fe" in by_encoding["elements"]
    assert "*av* goes in front of every group of vowels" in by_encoding["javanais"]
    pollux = by_encoding["pollux"]
    assert f"{' '.join(POLLUX_DOTS)} are dots, {' '.join(POLLUX_DASHES)} dashes" in pollux
    assert f"{' '.join(POLLUX_GAPS)} gaps" in pollux
    glagolitic = " ".join(f"{a} {g}" for a, g in zip(_ABC, GLAGOLITIC, strict=True))
    assert glagolitic in by_encoding["glagolitic"]
    assert f"{' '.join(SOLFEGE)} count 0 to 6" in by_encoding["solfege"]
    assert "so a is dodo and z is fasol" in by_encoding["solfege"]
    assert " ".join(TAP_GRID) in by_encoding["tapcode"]
    assert "base twenty" in by_encoding["maya"] and "a is 1 and z is 26" in by_encoding["maya"]
    assert f"key {MYSZKOWSKI_KEY}:" in by_encoding["myszkowski"]
    assert " ".join(LINOTYPE[i : i + 6] for i in range(0, 26, 6)) in by_encoding["linotype"]
    assert "a is written e, b is written t, c is written a" in by_encoding["linotype"]
    hieroglyphs = " ".join(f"{a} {h}" for a, h in zip(_ABC, HIEROGLYPHS, strict=True))
    assert hieroglyphs in by_encoding["hieroglyphs"]
    assert f"Skip cipher, step {SKIP_STEP}" in by_encoding["skip"]


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH14_ATTACKS, FRESH14_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH14_ATTACKS if p.marker}
    for page in FRESH14_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_GHERKIN_HEADER = re.compile(
    r"(Feature|Rule|Background|Scenario|Example|Scenario Outline|Scenario Template|Examples"
    r"|Scenarios):(.*)"
)
_GHERKIN_STEP = re.compile(r"(Given|When|Then|And|But|\*) \S.*")


def _check_gherkin(page_id: str, text: str) -> None:
    """A Gherkin feature file: an optional ``# language:`` line first, then one feature
    whose tags, background and scenarios come in order; comments anywhere; description
    lines only straight under a header; steps only in a background or scenario, the
    first of them not ``And`` or ``But``; tables under a step or ``Examples`` with as
    many cells in each row; doc strings under a step that close; an outline's
    placeholders in its examples' header."""
    state, features = "start", 0
    last = ""  # what the previous line was: header, description, step, table, doc
    steps = 0
    docstring = ""
    width = 0
    placeholders: set[str] = set()
    columns: set[str] = set()
    for n, raw in enumerate(text.split("\n")):
        line = raw.strip()
        if docstring:
            if line == docstring:
                docstring, last = "", "doc"
            continue
        if not line:
            if last == "table":
                last = "gap"
            continue
        if line.startswith("#"):
            if line.startswith("# language:"):
                assert n == 0 and re.fullmatch(r"# language: [a-z]{2}(-[a-z]+)?", line), page_id
            continue
        if line.startswith("@"):
            assert all(re.fullmatch(r"@[^\s@]+", t) for t in line.split()), (page_id, line)
            continue
        header = _GHERKIN_HEADER.fullmatch(line)
        if header:
            kind = header.group(1)
            if kind == "Feature":
                assert state == "start", page_id
                features += 1
            elif kind == "Background":
                assert state == "feature", (page_id, line)
            elif kind in ("Examples", "Scenarios"):
                assert state in ("outline", "examples"), (page_id, line)
            else:
                assert state != "start", (page_id, line)
                assert kind != "Rule", (page_id, "no rules in these files")
                assert placeholders <= columns, (page_id, placeholders - columns)
                placeholders, columns = set(), set()
            state = {
                "Feature": "feature",
                "Background": "background",
                "Examples": "examples",
                "Scenarios": "examples",
                "Scenario Outline": "outline",
                "Scenario Template": "outline",
            }.get(kind, "scenario")
            last, steps, width = "header", 0, 0
            continue
        step = _GHERKIN_STEP.fullmatch(line)
        if step:
            assert state in ("background", "scenario", "outline"), (page_id, line)
            assert steps or step.group(1) not in ("And", "But"), (page_id, line)
            if state == "outline":
                placeholders.update(re.findall(r"<([^<>]+)>", line))
            steps += 1
            last = "step"
            continue
        if line.startswith("|"):
            assert line.endswith("|") and len(line) > 1, (page_id, line)
            cells = [c.strip() for c in line[1:-1].split("|")]
            if last == "table":
                assert len(cells) == width, (page_id, line)
            else:
                assert last == "step" or (state == "examples" and last == "header"), page_id
                width = len(cells)
                if state == "examples":
                    columns.update(cells)
            last = "table"
            continue
        if line.startswith(('"""', "```")):
            assert last == "step", (page_id, line)
            docstring = line[:3]
            continue
        # Free text: a description, straight under a header or another description line.
        assert last in ("header", "description") and not steps, (page_id, line)
        last = "description"
    assert not docstring and features == 1, page_id
    assert placeholders <= columns, page_id


_CRON_MONTHS = {m: n for n, m in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
)}  # fmt: skip
_CRON_DAYS = {d: n for n, d in enumerate(("sun", "mon", "tue", "wed", "thu", "fri", "sat"))}
_CRON_FIELDS: tuple[tuple[int, int, dict[str, int]], ...] = (
    (0, 59, {}),
    (0, 23, {}),
    (1, 31, {}),
    (1, 12, _CRON_MONTHS),
    (0, 7, _CRON_DAYS),
)
_CRON_SPECIAL = {"@reboot", "@yearly", "@annually", "@monthly", "@weekly", "@daily", "@hourly"}


def _cron_field(field: str, low: int, high: int, names: dict[str, int]) -> bool:
    """Whether ``field`` is a valid crontab time field for values ``low`` to ``high``."""

    def value(text: str) -> int | None:
        if text.lower() in names:
            return names[text.lower()]
        return int(text) if text.isdigit() and low <= int(text) <= high else None

    for item in field.split(","):
        base, slash, step = item.partition("/")
        if slash and not (step.isdigit() and int(step) >= 1):
            return False
        if base == "*":
            continue
        first, dash, last = base.partition("-")
        start, end = value(first), value(last) if dash else value(first)
        if start is None or end is None or start > end:
            return False
    return True


def _check_crontab(page_id: str, text: str) -> None:
    """A crontab (cronie and Vixie cron): comments, environment settings and jobs, one a
    line, with a final newline; a job's five time fields in range (names of months and
    weekdays allowed, lists, ranges and steps), or a special time such as ``@daily``,
    then a command with no unescaped per cent sign (which cron would turn into a
    newline)."""
    assert text.endswith("\n"), page_id
    jobs = 0
    for line in text[:-1].split("\n"):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=\S.*", stripped):
            continue
        if stripped.startswith("@"):
            special, _, command = stripped.partition(" ")
            assert special in _CRON_SPECIAL, (page_id, line)
        else:
            parts = stripped.split(None, 5)
            assert len(parts) == 6, (page_id, line)
            for field, (low, high, names) in zip(parts[:5], _CRON_FIELDS, strict=True):
                assert _cron_field(field, low, high, names), (page_id, field)
            command = parts[5]
        assert command.strip() and not re.search(r"(?<!\\)%", command), (page_id, line)
        jobs += 1
    assert jobs, page_id


def _check_fasta(page_id: str, text: str) -> None:
    """FASTA: records of a header line (``>`` and a unique identifier, then a description)
    and one or more lines of nucleotide codes (IUPAC, 80 at most a line), with the old
    semicolon comment lines allowed between them and a final newline."""
    assert text.startswith(">") and text.endswith("\n"), page_id
    ids: set[str] = set()
    lines_in_record = -1
    for line in text[:-1].split("\n"):
        if line.startswith(";"):
            continue
        if line.startswith(">"):
            assert lines_in_record != 0, (page_id, "a record without a sequence")
            ident = line[1:].split(" ", 1)[0]
            assert re.fullmatch(r"[A-Za-z0-9_.:|-]+", ident) and ident not in ids, (page_id, line)
            ids.add(ident)
            lines_in_record = 0
        else:
            assert re.fullmatch(r"[ACGTURYKMSWBDHVN-]{1,80}", line), (page_id, line)
            lines_in_record += 1
    assert lines_in_record > 0, page_id


def _nexus_tokens(page_id: str, text: str) -> list[str]:
    """The tokens of a NEXUS file: comments in square brackets (nested) dropped, quoted
    words (a quote doubled inside) kept whole, punctuation on its own."""
    tokens: list[str] = []
    word = re.compile(r"[^\s;=,():\[\]']+")
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c == "[":
            depth = 0
            while True:
                assert i < len(text), (page_id, "comment not closed")
                depth += {"[": 1, "]": -1}.get(text[i], 0)
                i += 1
                if depth == 0:
                    break
        elif c == "'":
            j = i + 1
            while True:
                assert j < len(text), (page_id, "quote not closed")
                if text[j] == "'":
                    if text[j + 1 : j + 2] != "'":
                        break
                    j += 1
                j += 1
            tokens.append(text[i : j + 1])
            i = j + 1
        elif c in ";=,():":
            tokens.append(c)
            i += 1
        else:
            found = word.match(text, i)
            assert found, (page_id, text[i : i + 20])
            tokens.append(found.group())
            i = found.end()
    return tokens


def _newick(page_id: str, tokens: list[str], i: int, leaves: list[str]) -> int:
    """Parses one Newick subtree from ``tokens[i]``, adds its leaves, returns where it ends."""
    if tokens[i] == "(":
        i = _newick(page_id, tokens, i + 1, leaves)
        while tokens[i] == ",":
            i = _newick(page_id, tokens, i + 1, leaves)
        assert tokens[i] == ")", (page_id, tokens[i])
        i += 1
        if tokens[i] not in "(),:;":
            i += 1  # a label of the inner node
    else:
        assert tokens[i] not in "(),:;=", (page_id, tokens[i])
        leaves.append(tokens[i])
        i += 1
    if tokens[i] == ":":
        float(tokens[i + 1])
        i += 2
    return i


def _check_nexus(page_id: str, text: str) -> None:
    """A NEXUS file: ``#NEXUS`` first, then blocks (``BEGIN name;`` to ``END;``) of commands
    that end in a semicolon, comments closed; a TAXA block whose labels are as many as its
    dimensions say; trees in Newick with every taxon once as a leaf; notes with known
    options, a text and only known taxa."""
    tokens = _nexus_tokens(page_id, text)
    assert tokens[0].upper() == "#NEXUS", page_id
    labels: list[str] = []
    i = 1
    blocks = []
    while i < len(tokens):
        assert tokens[i].upper() == "BEGIN" and tokens[i + 2] == ";", (page_id, tokens[i : i + 3])
        block = tokens[i + 1].upper()
        assert re.fullmatch(r"[A-Z][A-Z0-9_]*", block), page_id
        blocks.append(block)
        i += 3
        while tokens[i].upper() not in ("END", "ENDBLOCK"):
            end = tokens.index(";", i)
            command, args = tokens[i].upper(), tokens[i + 1 : end]
            if block == "TAXA" and command == "DIMENSIONS":
                assert args[0].upper() == "NTAX" and args[1] == "=", page_id
                count = int(args[2])
            elif block == "TAXA" and command == "TAXLABELS":
                labels = args
                assert len(labels) == count == len(set(labels)), page_id
            elif block == "TREES" and command == "TREE":
                assert args[1] == "=", page_id
                leaves: list[str] = []
                stop = _newick(page_id, [*args[2:], ";"], 0, leaves)
                assert stop == len(args) - 2, (page_id, "text after the tree")
                assert sorted(leaves) == sorted(labels), page_id
            elif block == "NOTES":
                assert command == "TEXT", (page_id, command)
                options = dict(zip(args[0::3], args[2::3], strict=True))
                assert all(a == "=" for a in args[1::3]), page_id
                assert set(options) <= {"TAXON", "CHARACTER", "TREE", "SOURCE", "TEXT"}, page_id
                assert options["TEXT"].startswith("'"), page_id
                assert options.get("TAXON", labels[0]) in labels, page_id
            i = end + 1
        assert tokens[i + 1] == ";", page_id
        i += 2
    assert "TAXA" in blocks and "TREES" in blocks, page_id


_PS_OPERATORS = {
    "add", "arc", "begin", "bind", "closepath", "currentpoint", "curveto", "def", "dict",
    "div", "dup", "end", "exch", "fill", "findfont", "grestore", "gsave", "lineto", "moveto",
    "mul", "neg", "newpath", "pop", "rectfill", "rectstroke", "rlineto", "rmoveto", "rotate",
    "scale", "scalefont", "selectfont", "setfont", "setgray", "setlinewidth", "setrgbcolor",
    "show", "showpage", "stringwidth", "stroke", "sub", "translate", "true", "false",
}  # fmt: skip
_PS_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")


def _check_postscript(page_id: str, text: str) -> None:
    """A PostScript file that follows the Document Structuring Conventions: the
    ``%!PS-Adobe-3.0`` line, a header of ``%%Key: value`` comments with a title, a
    creator, a bounding box of four integers and the number of pages up to
    ``%%EndComments``, one ``%%Page:`` comment and one ``showpage`` per page, ``%%EOF``
    last; every DSC comment well formed; strings whose parentheses balance, procedures
    and arrays that close, and only known operators or names the file defines."""
    lines = text.rstrip("\n").split("\n")
    assert lines[0] == "%!PS-Adobe-3.0" and lines[-1] == "%%EOF", page_id
    header: dict[str, str] = {}
    end = lines.index("%%EndComments")
    for line in lines[1:end]:
        found = re.fullmatch(r"%%([A-Za-z]+): (\S.*)", line)
        assert found and found.group(1) not in header, (page_id, line)
        header[found.group(1)] = found.group(2)
    assert {"Title", "Creator", "Pages", "BoundingBox"} <= set(header), page_id
    assert re.fullmatch(r"-?\d+ -?\d+ -?\d+ -?\d+", header["BoundingBox"]), page_id
    pages = int(header["Pages"])
    numbered = [line for line in lines if line.startswith("%%Page:")]
    assert [line.split()[-1] for line in numbered] == [str(n + 1) for n in range(pages)]
    for line in lines:
        if line.startswith("%%"):
            assert re.fullmatch(r"%%[A-Za-z][A-Za-z0-9]*(?::.*)?", line), (page_id, line)
    names: set[str] = set()
    stack: list[str] = []
    showpages = 0
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c == "%":
            newline = text.find("\n", i)
            i = len(text) if newline < 0 else newline
        elif c == "(":
            depth, i = 1, i + 1
            while depth:
                assert i < len(text), (page_id, "string not closed")
                if text[i] == "\\":
                    i += 2
                    continue
                depth += {"(": 1, ")": -1}.get(text[i], 0)
                i += 1
        elif c in "{[":
            stack.append(c)
            i += 1
        elif c in "}]":
            assert stack and stack.pop() == {"}": "{", "]": "["}[c], (page_id, "unbalanced")
            i += 1
        else:
            found = re.compile(r"/?[^\s()<>\[\]{}/%]+").match(text, i)
            assert found, (page_id, text[i : i + 20])
            token = found.group()
            i = found.end()
            if token.startswith("/"):
                names.add(token[1:])
            elif not _PS_NUMBER.fullmatch(token):
                assert token in _PS_OPERATORS or token in names, (page_id, token)
                showpages += token == "showpage"
    assert not stack and showpages == pages, page_id


_RIS_TYPES = {
    "ABST", "BOOK", "CHAP", "CONF", "DATA", "ELEC", "GEN", "JOUR", "MGZN", "NEWS", "RPRT",
    "THES", "UNPB",
}  # fmt: skip
_RIS_TAGS = {
    "TY", "ER", "TI", "T1", "T2", "T3", "AU", "A1", "A2", "A3", "PY", "Y1", "DA", "AB", "N1",
    "N2", "KW", "UR", "L1", "L2", "L4", "DO", "SN", "SP", "EP", "VL", "IS", "PB", "CY", "DB",
    "DP", "LA", "ID", "ST", "M1", "M2", "M3", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8",
}  # fmt: skip


def _check_ris(page_id: str, text: str) -> None:
    """A RIS file: records of ``XY  - value`` lines of known tags, each opened by ``TY`` with
    a known type and closed by an empty ``ER``, empty lines only between records; a title
    in each; years, dates and links in their forms."""
    assert text.endswith("\n"), page_id
    records = 0
    fields: list[str] | None = None
    for line in text[:-1].split("\n"):
        if not line:
            assert fields is None, (page_id, "an empty line inside a record")
            continue
        found = re.fullmatch(r"([A-Z][A-Z0-9])  - (.*)", line)
        assert found and found.group(1) in _RIS_TAGS, (page_id, line)
        name, value = found.groups()
        if name == "TY":
            assert fields is None and value in _RIS_TYPES, (page_id, line)
            fields = []
            continue
        assert fields is not None, (page_id, line)
        if name == "ER":
            assert not value.strip() and ("TI" in fields or "T1" in fields), page_id
            records += 1
            fields = None
            continue
        assert value.strip() == value and value, (page_id, line)
        fields.append(name)
        if name in ("PY", "Y1"):
            assert re.fullmatch(r"\d{4}(?:/.*)?", value), (page_id, line)
        elif name == "DA":
            assert re.fullmatch(r"\d{4}/(?:\d{2})?/(?:\d{2})?/.*", value), (page_id, line)
        elif name in ("UR", "L1", "L2", "L4"):
            assert re.fullmatch(r"https?://\S+", value), (page_id, line)
    assert fields is None and records, page_id


_MATHML = "{http://www.w3.org/1998/Math/MathML}"
_MATHML_TOKENS = {"mi", "mn", "mo", "mtext", "ms"}
_MATHML_ELEMENTS = _MATHML_TOKENS | {
    "math", "semantics", "annotation", "annotation-xml", "mrow", "mfrac", "msqrt", "mroot",
    "msub", "msup", "msubsup", "munder", "mover", "munderover", "mtable", "mtr", "mtd",
    "mstyle", "mspace", "mpadded", "mphantom", "menclose",
}  # fmt: skip
_MATHML_ARITY = {
    "mfrac": 2, "mroot": 2, "msub": 2, "msup": 2, "msubsup": 3, "munder": 2, "mover": 2,
    "munderover": 3,
}  # fmt: skip
_MATHML_ATTRIBUTES = {"display", "alttext", "columnalign", "encoding", "href", "mathvariant"}


def _check_mathml(page_id: str, text: str) -> None:
    """MathML 3: a ``math`` root in the MathML namespace with a display mode and an alt
    text; only MathML elements and a few attributes; token elements with text and no
    children, numbers in ``mn``; elements of fixed arity with their arguments; tables of
    rows of cells; ``semantics`` holding one presentation and then annotations, each with
    an encoding; links that are absolute URLs."""
    root = ET.fromstring(text)
    assert root.tag == f"{_MATHML}math" and root.get("display") in ("block", "inline"), page_id
    assert root.get("alttext"), page_id
    for element in root.iter():
        assert element.tag.startswith(_MATHML), (page_id, element.tag)
        name = element.tag.removeprefix(_MATHML)
        children = [c.tag.removeprefix(_MATHML) for c in element]
        assert name in _MATHML_ELEMENTS, (page_id, name)
        assert set(element.attrib) <= _MATHML_ATTRIBUTES, (page_id, element.attrib)
        if name in _MATHML_TOKENS:
            assert not children and (element.text or "").strip(), (page_id, name)
        if name == "mn":
            float(element.text or "")
        if name in _MATHML_ARITY:
            assert len(children) == _MATHML_ARITY[name], (page_id, name)
        if name == "mtable":
            assert children and set(children) == {"mtr"}, page_id
        if name == "mtr":
            assert children and set(children) == {"mtd"}, page_id
        if name == "semantics":
            assert children[0] not in ("annotation", "annotation-xml"), page_id
            assert set(children[1:]) <= {"annotation", "annotation-xml"}, page_id
        if name in ("annotation", "annotation-xml"):
            assert element.get("encoding"), page_id
        if name == "annotation":
            assert not children, page_id
        if element.get("href") is not None:
            assert re.fullmatch(r"https?://\S+", element.get("href", "")), page_id


_LUA_TOKEN = re.compile(
    "|".join(
        (
            r"(?P<space>\s+)",
            r"(?P<longcomment>--\[(?P<e1>=*)\[.*?\](?P=e1)\])",
            r"(?P<comment>--[^\n]*)",
            r"(?P<longstring>\[(?P<e2>=*)\[.*?\](?P=e2)\])",
            r"""(?P<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')""",
            r"(?P<number>0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+)",
            r"(?P<name>[A-Za-z_]\w*)",
            r"(?P<op>\.\.\.|\.\.|==|~=|<=|>=|::|//|<<|>>|[-+*/%^#&~|<>=(){}\[\];:,.])",
        )
    ),
    re.S,
)


def _check_lua(page_id: str, text: str) -> None:
    """Lua 5.4 source: only the language's tokens (comments and long comments, strings that
    close on their line or long strings, numbers, names and operators); blocks opened by
    ``function``, ``if``, ``do`` and ``repeat`` closed by ``end`` or ``until``, with
    ``elseif`` and ``else`` only inside an ``if``; brackets that balance; and a final
    ``return`` at the top level."""
    blocks: list[str] = []
    brackets: list[str] = []
    last_return = -1
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        found = _LUA_TOKEN.match(text, pos)
        assert found, (page_id, text[pos : pos + 30])
        pos = found.end()
        kind = found.lastgroup
        if kind in ("space", "comment", "longcomment"):
            continue
        token = found.group()
        tokens.append(token)
        if kind == "name":
            if token in ("function", "if", "do", "repeat"):
                blocks.append(token)
            elif token in ("elseif", "else"):
                assert blocks and blocks[-1] == "if", (page_id, token)
            elif token == "end":
                assert blocks and blocks.pop() in ("function", "if", "do"), page_id
            elif token == "until":
                assert blocks and blocks.pop() == "repeat", page_id
            elif token == "return" and not blocks and not brackets:
                last_return = len(tokens) - 1
        elif kind == "op" and token in "([{":
            brackets.append(token)
        elif kind == "op" and token in ")]}":
            assert brackets and brackets.pop() == {")": "(", "]": "[", "}": "{"}[token], page_id
    assert not blocks and not brackets, page_id
    assert last_return >= 0 and "return" not in tokens[last_return + 1 :], page_id


_LY_COMMANDS = {
    "version", "header", "relative", "clef", "key", "major", "minor", "time", "bar", "score",
    "new", "lyricsto", "lyricmode", "layout", "midi", "markup", "wordwrap-string",
    "wordwrap", "bold", "italic", "line", "column", "fill-line", "tempo", "partial",
}  # fmt: skip
_LY_TOKEN = re.compile(
    r'"(?:[^"\\]|\\.)*"|\\[A-Za-z]+(?:-[A-Za-z]+)*|<<|>>|##[tf]|#\'?[^\s{}()]+|[{}]'
    r'|[^\s{}"\\%#<>]+|[<>]'
)


def _check_lilypond(page_id: str, text: str) -> None:
    """LilyPond input: comments (``%`` to the end of a line, ``%{`` to ``%}``) dropped,
    ``\\version`` with a version number first; only known commands or variables the file
    assigns at the top level; braces and ``<< >>`` that balance; header blocks of
    ``name = value`` fields whose values are strings or Scheme booleans; a score; and
    markup strings that are strings."""
    tokens: list[str] = []
    i = 0
    while i < len(text):
        if text[i].isspace():
            i += 1
        elif text.startswith("%{", i):
            end = text.find("%}", i + 2)
            assert end >= 0, (page_id, "block comment not closed")
            i = end + 2
        elif text[i] == "%":
            newline = text.find("\n", i)
            i = len(text) if newline < 0 else newline
        else:
            found = _LY_TOKEN.match(text, i)
            assert found, (page_id, text[i : i + 20])
            tokens.append(found.group())
            i = found.end()
    assert tokens[0] == "\\version" and re.fullmatch(r'"\d+\.\d+\.\d+"', tokens[1]), page_id
    defined = {
        token
        for token, following in itertools.pairwise(tokens[2:])
        if following == "=" and re.fullmatch(r"[A-Za-z]+", token)
    }
    stack: list[str] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if token in ("{", "<<"):
            stack.append(token)
        elif token in ("}", ">>"):
            assert stack and stack.pop() == {"}": "{", ">>": "<<"}[token], page_id
        elif token.startswith("\\"):
            assert token[1:] in _LY_COMMANDS or token[1:] in defined, (page_id, token)
            if token == "\\header":
                assert tokens[n + 1] == "{", page_id
                end = tokens.index("}", n + 2)
                fields = tokens[n + 2 : end]
                assert len(fields) % 3 == 0, (page_id, fields)
                for name, eq, value in zip(fields[0::3], fields[1::3], fields[2::3], strict=True):
                    assert re.fullmatch(r"[A-Za-z][A-Za-z-]*", name) and eq == "=", page_id
                    assert value.startswith('"') or value in ("##t", "##f"), (page_id, value)
                n = end + 1
                continue
            if token == "\\wordwrap-string":
                assert tokens[n + 1].startswith('"'), page_id
        n += 1
    assert not stack and "\\score" in tokens, page_id


_NQ_IRI = r"<[^\x00-\x20<>\"{}|^`\\]*>"
_NQ_BLANK = r"_:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?"
_NQ_LITERAL = (
    r'"(?:[^"\\\n\r]|\\[tbnrf"\'\\]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*"'
    rf"(?:\^\^{_NQ_IRI}|@[a-zA-Z]+(?:-[a-zA-Z0-9]+)*)?"
)
_NQ_STATEMENT = re.compile(
    rf"({_NQ_IRI}|{_NQ_BLANK})[ \t]+({_NQ_IRI})[ \t]+({_NQ_IRI}|{_NQ_BLANK}|{_NQ_LITERAL})"
    rf"(?:[ \t]+({_NQ_IRI}|{_NQ_BLANK}))?[ \t]*\.[ \t]*(?:#.*)?"
)


def _check_nquads(page_id: str, text: str) -> None:
    """N-Quads (RDF 1.1): statements of a subject, a predicate, an object and an optional
    graph label, each ended by a full stop on its own line; IRIs absolute and free of the
    characters IRIs may not hold, literals with their escapes and a language tag or a
    datatype; comment lines and empty lines between."""
    assert text.endswith("\n"), page_id
    statements = 0
    for line in text[:-1].split("\n"):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        found = _NQ_STATEMENT.fullmatch(line)
        assert found, (page_id, line[:80])
        for term in found.groups():
            if term and term.startswith("<"):
                assert re.match(r"<[A-Za-z][A-Za-z0-9+.-]*:", term), (page_id, term)
        statements += 1
    assert statements, page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    "text/x-gherkin": _check_gherkin,
    "text/x-crontab": _check_crontab,
    "text/x-fasta": _check_fasta,
    "text/x-nexus": _check_nexus,
    "application/postscript": _check_postscript,
    "application/x-research-info-systems": _check_ris,
    "application/mathml+xml": _check_mathml,
    "text/x-lua": _check_lua,
    "text/x-lilypond": _check_lilypond,
    "application/n-quads": _check_nquads,
}


@pytest.mark.parametrize("page", FRESH14_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        "text/x-gherkin": "Feature: x\n  Scenario: y\n    And z\n",
        "text/x-crontab": "61 * * * * /bin/true\n",
        "text/x-fasta": ">a\nACGTX\n",
        "text/x-nexus": "#NEXUS\nBEGIN TAXA;\n    DIMENSIONS NTAX=2;\n    TAXLABELS a;\nEND;\n",
        "application/postscript": "%!PS-Adobe-3.0\n%%Pages: 1\n%%EndComments\n(a show\n%%EOF\n",
        "application/x-research-info-systems": "TY  - NEWS\nTI  - x\n",
        "application/mathml+xml": '<math xmlns="http://www.w3.org/1998/Math/MathML"/>',
        "text/x-lua": "local function f()\nreturn 1\n",
        "text/x-lilypond": '\\version "2.24.0"\n\\score { \\unknown }\n',
        "application/n-quads": "<a> <b> <c> .\n",
    }
    assert set(broken) == set(_CHECKS)
    for ctype, text in broken.items():
        with pytest.raises((AssertionError, ValueError, IndexError, ET.ParseError)):
            _CHECKS[ctype]("broken", text)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_hollerith("12-8 12-9 / 0-1") == "HI /"
    assert _from_elements("H He / Fe") == "ab z"
    assert _from_javanais("bavonjavour") == "bonjour"
    assert _from_javanais("avun avoeuf") == "un oeuf"
    assert _from_javanais("havavave avavava") == "have ava"
    assert _from_pollux("210") == "et"  # a dot, a gap, a dash
    assert _from_pollux("21 35") == "e e"  # two gaps split the words
    assert _from_glagolitic("\u2c30\u2c31") == "ab"
    assert _from_solfege("dodo dore / fasol") == "ab z"
    assert _from_tapcode(". .  . .. | ..... .....") == "ab z"
    assert _from_maya("\U0001d2e0\U0001d2e1\U0001d2e1\U0001d2e6") == "az"  # 1, and 20 + 6
    assert _from_myszkowski("hlleo", "ABA") == "hello"  # rows hel and lo
    assert _from_linotype("etao") == "abcd"
    assert _from_hieroglyphs("\U0001313f\U00013283") == "az"
    assert _from_skip("adcb", 3) == "abcd"
