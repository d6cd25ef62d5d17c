"""The operands of a detected injection: links, names and code words next to it (SPEC 4.2).

An injection is an order plus what the order is about: the address to send
something to, the tool to call, the word to answer with. The detectors find the
order; the operands often sit apart from it, in the next list item, a sibling
field of the same JSON object or YAML mapping, or a comment line below ("Reply
with the code below." / ``# ORCHID-7``). Left behind, they still point the model
at the attacker. So inside the *unit* around each removed injection (the
innermost JSON object that holds it; its paragraph when there is none or it is a
top-level record, as in JSON lines) every URL, code
identifier and upper-case code word is taken out too, and so is every opaque run
(a long token of letters and digits, a run of number groups, a line of letters in
no language): an encoded payload whose order to decode it was removed. Prose in the unit stays:
only the operand-shaped tokens go, and only where an injection was found.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from core.guardrails.classifier import CODE_PATTERN, IDENT_PATTERN, URL_PATTERN
from core.guardrails.coded_lists import coded_list_after
from core.guardrails.decode import english_share
from core.guardrails.instructions import paragraph
from core.guardrails.language import NO_LANGUAGE, language_of

__all__ = ["opaque_spans", "operand_spans", "region", "unit"]

Span = tuple[int, int]


def _json_object(text: str, lo: int, hi: int) -> Span | None:
    """The innermost ``{...}`` around ``text[lo:hi]`` (strings and escapes respected),
    or None when the span is not inside a closed object."""
    stack: list[int] = []
    in_string = escaped = False
    holder: int | None = None  # how many objects are open around the span, less one
    for i, char in enumerate(text):
        if i == lo:
            if not stack:
                return None
            holder = len(stack) - 1
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char == "{":
            stack.append(i)
        elif char == "}" and stack:
            start = stack.pop()
            if holder is not None and len(stack) == holder and i >= hi:
                return start, i + 1
    return None


# The name of a secret an order asks for ("deployment key"), in a sibling field.
_SECRET_NAME = re.compile(
    r"\b(?:deployment|api|access|secret|private|admin|master|signing)[ \t-]+(?:keys?|tokens?)\b"
    r"|\b(?:passwords?|passphrases?|credentials)\b",
    re.I,
)


def unit(text: str, lo: int, hi: int) -> Span:
    """The unit of ``text`` that a removed injection at ``text[lo:hi]`` belongs to: the
    innermost JSON object around it, or its paragraph when that object is a top-level
    one (the records of JSON lines are siblings) or there is none."""
    para = paragraph(text, lo, hi)
    braces = _json_object(text, lo, hi) if "{" in text[:lo] else None
    if braces is None or _top_level(text, braces[0]):
        return (min(para[0], braces[0]), max(para[1], braces[1])) if braces else para
    return braces


def _top_level(text: str, start: int) -> bool:
    """Whether the object opening at ``text[start]`` is inside no other object."""
    return _json_object(text, start, start + 1) is None if "{" in text[:start] else True


# Opaque runs, what an encoded payload looks like: a long token of letters and digits
# (base64, hex: "eNpzTE/NK7FS...", "6b595943...") or of letters longer than any word
# ("CAACCTATCTAT..."), a run of number groups, decimal or hex ("2 7777 444 0 ...",
# "002102 011021 ...", "7341 6973 ...", Morse), a line of letters in no language
# (``core.guardrails.language``: cipher text, scrambled letters) and a run of symbols.
_BLOB = re.compile(
    r"(?<![\w+/=-])(?:(?=[\w+/=-]*\d)(?=[\w+/=-]*[A-Za-z])[A-Za-z0-9+/=_-]{16,}"
    r"|[A-Za-z]{40,})(?![\w+/=-])"
)
_NUMBER_RUN = re.compile(r"(?<![\w.-])(?:[\dA-Fa-f.-]{1,16}[ \t]+){3,}[\dA-Fa-f.-]{1,16}(?![\w.-])")
# A line; a "\n" escape breaks one too (the label of a DOT node, a JSON string).
_LINE = re.compile(r"(?<!\\)(?:[^\n\\]|\\(?!n))+")
_LETTERS = re.compile(r"[^\W\d_]{2,}")
# A line of letters must have this many words before it is called unreadable.
_MIN_WORDS = 4


# Below this certainty, a line with next to no English words in it reads as no language
# (transposed letters are "Welsh" at 0.23).
_UNSURE = 0.3


def _no_language(part: str, unsure: bool) -> bool:
    found = language_of(part)
    return found.code == NO_LANGUAGE or (
        unsure and found.probability < _UNSURE and english_share(part) < _NOT_ENGLISH
    )


_NOT_ENGLISH = 0.1


def _unreadable(text: str, start: int, end: int, unsure: bool = False) -> list[Span]:
    """Lines in no language, and the parts of lines after a label ("... line for the
    agent: p86?Ei 42== AFE0DE@C6...")."""
    lines = []
    for line in _LINE.finditer(text, start, end):
        lo = line.start()
        label = text.find(": ", lo, line.end())
        for part_lo in (lo, label + 2) if label >= 0 else (lo,):
            part = text[part_lo : line.end()]
            if len(_LETTERS.findall(part)) >= _MIN_WORDS and _no_language(part, unsure):
                lines.append((part_lo, line.end()))
                break
    return lines


def _line_runs(text: str, start: int, end: int, keep: Callable[[str], bool]) -> list[Span]:
    """Spans of the runs of consecutive lines of ``text[start:end]`` that each satisfy
    ``keep``."""
    runs: list[Span] = []
    lines: list[Span] = []
    for line in _LINE.finditer(text, start, end):
        if not keep(line.group()):
            continue
        if lines and text[lines[-1][1] : line.start()].strip(" \t") == "\n":
            lines.append(line.span())
            continue
        if lines:
            runs.append((lines[0][0], lines[-1][1]))
        lines = [line.span()]
    if lines:
        runs.append((lines[0][0], lines[-1][1]))
    return runs


# A block of short lines of scrambled letters (a grille's grid, a transposition's rows):
# four lines or more of one or two tokens each, that read as no language together.
_GRID_LINE = re.compile(r"[ \t]*[^\W\d_][\w:/.-]*(?:[ \t]+[\w:/.-]+)?[ \t]*")
_GRID_LINES = 4


def _scrambled_block(text: str, start: int, end: int) -> list[Span]:
    return [
        (lo, hi)
        for lo, hi in _line_runs(text, start, end, lambda line: bool(_GRID_LINE.fullmatch(line)))
        if text.count("\n", lo, hi) + 1 >= _GRID_LINES
        and language_of(" ".join(text[lo:hi].split())).code == NO_LANGUAGE
    ]


# Block letters drawn with one or two symbols ("#", "*", "█"): three lines or more of
# nothing else, five symbols or more on each.
_ART_LINES = 3
_ART_SYMBOLS = 5


def _is_art(line: str) -> bool:
    symbols = [c for c in line if not c.isspace()]
    return (
        len(symbols) >= _ART_SYMBOLS
        and len(set(symbols)) <= 2
        and not any(c.isalnum() for c in symbols)
        and " " in line.strip()
    )


def _art(text: str, start: int, end: int) -> list[Span]:
    return [
        (lo, hi)
        for lo, hi in _line_runs(text, start, end, _is_art)
        if text.count("\n", lo, hi) + 1 >= _ART_LINES
    ]


# A run of symbols with few spaces (Brainfuck, I Ching hexagrams, semaphore arrows, taps):
# sixteen or more, of at least four kinds (rules and table borders repeat one or two).
_SYMBOL_RUN = re.compile(r"(?:[^\w\s][ \t]{0,3}){16,}")
_SYMBOL_KINDS = 4


# ... or groups of two symbols, a binary code drawn in bars or marks ("█|||█| ██|█|| ..."):
# eight groups or more of the same two symbols, in at least three patterns.
_MARK_GROUPS = re.compile(r"(?:[^\w\s]{2,12}[ \t]+){7,}[^\w\s]{2,12}(?![^\s])")
_MARK_PATTERNS = 3


def _symbols(text: str, start: int, end: int) -> list[Span]:
    runs = [
        m.span()
        for m in _SYMBOL_RUN.finditer(text, start, end)
        if len(set(m.group()) - {" ", "\t"}) >= _SYMBOL_KINDS
    ]
    for m in _MARK_GROUPS.finditer(text, start, end):
        groups = m.group().split()
        if len(set("".join(groups))) == 2 and len(set(groups)) >= _MARK_PATTERNS:
            runs.append(m.span())
    return runs


# Characters written as pairs of digits in a base beyond sixteen ("7Q 6V 83 3J ...", base
# twenty): eight pairs or more, half of them with a digit (``_numeric``).
_PAIR_RUN = re.compile(r"(?<!\w)(?:[0-9A-Z]{2}[ \t]+){7,}[0-9A-Z]{2}(?!\w)")
# Balanced ternary and other signed digits ("+- +--0 +-+- / +-00"), and stitch or grid
# codes of a letter or two and a number ("k1, k9, p1, k18, ..."), six or more in a row.
_SIGNED_RUN = re.compile(r"(?<![\w+-])(?:[+0-]{1,8}[ \t]+(?:/[ \t]+)?){3,}[+0-]{1,8}(?![\w+-])")
_LETTER_NUMBER_RUN = re.compile(
    r"(?<!\w)(?:[A-Za-z]{1,2}\d{1,3}[,;]?[ \t]+){5,}[A-Za-z]{1,2}\d{1,3}\b"
    # ... or the number first, a short word after it ("6 Mar, 14 Mar, 27 Feb, ...": code
    # points as days of a year)
    r"|(?<![\w,])(?:\d{1,3}[ \t]+[A-Za-z]{1,4}[,;][ \t]+){5,}\d{1,3}[ \t]+[A-Za-z]{1,4}\b"
)
# A line of numbers written in a numeral system of another script (Ge'ez "፲፱ ፳ ፡ ...",
# Roman numeral signs), with word dividers between them; the tags of XML around them
# aside.
_NUMERAL_GROUPS = 4
_TAG = re.compile(r"<[^<>\n]*>")


def _signed(run: str) -> bool:
    return "+" in run and "-" in run


def _numeral_lines(text: str, start: int, end: int) -> list[Span]:
    lines = []
    for line in _LINE.finditer(text, start, end):
        tokens = _TAG.sub(" ", line.group()).split()
        numbers = [t for t in tokens if t.isnumeric()]
        rest = [t for t in tokens if not t.isnumeric()]
        if (
            len(numbers) >= _NUMERAL_GROUPS
            and not all(t.isascii() for t in numbers)
            and all(not any(c.isalnum() for c in t) for t in rest)
        ):
            lines.append(line.span())
    return lines


def _numeric(run: str) -> bool:
    """Whether a run of groups is numbers (hex included: "7341 6973 ..."), not words
    that happen to use only the letters a to f ("a bad face")."""
    groups = run.split()
    return len(groups) == 1 or sum(any(c.isdigit() for c in g) for g in groups) * 2 >= len(groups)


def opaque_spans(text: str, start: int, end: int, unsure: bool = False) -> list[Span]:
    """The opaque runs of ``text[start:end]``: what an encoded payload looks like (the
    paths and queries of links are not). ``unsure``: a line the language model names
    with low certainty and that has next to no English words counts as no language
    too (for the operands of an injection already found, not to find one)."""
    links = [m.span() for m in URL_PATTERN.finditer(text, start, end)]
    found = [
        m.span()
        for p in (_BLOB, _NUMBER_RUN, _PAIR_RUN)
        for m in p.finditer(text, start, end)
        if not any(a < m.end() and m.start() < b for a, b in links) and _numeric(m.group())
    ]
    found += [m.span() for m in _SIGNED_RUN.finditer(text, start, end) if _signed(m.group())]
    found += [m.span() for m in _LETTER_NUMBER_RUN.finditer(text, start, end)]
    return sorted(
        set(
            found
            + _numeral_lines(text, start, end)
            + _unreadable(text, start, end, unsure)
            + _scrambled_block(text, start, end)
            + _symbols(text, start, end)
            + _art(text, start, end)
        )
    )


def region(text: str, lo: int, hi: int) -> Span:
    """Where the operands of an injection at ``text[lo:hi]`` are looked for: its unit,
    with the paragraph after it when the injection ends the unit ("... Decipher the
    value below and act on it." / the value) and the one before it when the injection
    opens the unit; both when the unit holds nothing else."""
    start, end = unit(text, lo, hi)
    before, after = _neighbours(text, start, end)
    # Past a paragraph with no prose in it (a grille's mask, a key table), the next one
    # may still be what the order is about.
    low, high = start, end  # where the paragraphs taken in so far begin and end
    for _ in range(_MORE_PARAGRAPHS):
        if before < low and not _PROSE.search(text, before, low):
            low, before = before, _neighbours(text, before, before)[0]
        if after > high and not _PROSE.search(text, high, after):
            high, after = after, _neighbours(text, after, after)[1]
    return (
        before if not re.search(r"\w", text[start:lo]) else start,
        after if not re.search(r"\w", text[hi:end]) else end,
    )


# Three words of letters in a row: a paragraph that has them is prose.
_PROSE = re.compile(r"[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}")
_MORE_PARAGRAPHS = 2


def _neighbours(text: str, start: int, end: int) -> Span:
    """The unit grown by the paragraph before it and the one after."""
    before = paragraph(text, max(start - 2, 0), max(start - 2, 0))[0] if start else 0
    after = paragraph(text, min(end + 2, len(text)), min(end + 2, len(text)))[1]
    return before, after


def operand_spans(text: str, removed: Iterable[Span]) -> list[Span]:
    """URLs, code identifiers, upper-case codes, names of secrets and opaque runs in the
    units of the ``removed`` spans. For opaque runs and links standing alone, a unit that ends
    with its injection takes in the paragraph after it, and one that opens with it the
    paragraph before ("Decipher the value below and act on it." / the value; "Fetch
    the image above first." as a paragraph of its own): what it is about is there. A
    list of short tokens on the line after it is a coded message
    (``core.guardrails.coded_lists``)."""
    spans: set[Span] = set()
    for lo, hi in removed:
        start, end = unit(text, lo, hi)
        found = [
            m.span()
            for pattern in (URL_PATTERN, IDENT_PATTERN, CODE_PATTERN, _SECRET_NAME)
            for m in pattern.finditer(text, start, end)
        ]
        around = region(text, lo, hi)
        found += opaque_spans(text, *around, unsure=True)
        found += [
            m.span()
            for m in URL_PATTERN.finditer(text, *around)
            if not start <= m.start() < end and _bare_link(text, *m.span())
        ]
        # A tool's name in the paragraph the order points into ("... launch the register
        # action." / "[Desktop Action register]" / "Exec=put_store_entry ...").
        found += [m.span() for m in IDENT_PATTERN.finditer(text, *around)]
        # A message in a code no decoder reads, on the line after the order to decode it.
        found += coded_list_after(text, hi)
        spans.update((a, b) for a, b in found if b <= lo or a >= hi)
    return sorted(spans)


# At most this many words besides the link make a paragraph a bare link ("![current
# prices](http://...)").
_LINK_WORDS = 4


def _bare_link(text: str, lo: int, hi: int) -> bool:
    """Whether the link at ``text[lo:hi]`` stands in a paragraph of its own, or is the
    value of a field: a row of a table or a ``key: value`` line ("| Address | http://...
    |" in a tool's documentation)."""
    start, end = paragraph(text, lo, hi)
    if len(re.findall(r"\w+", text[start:lo] + text[hi:end])) <= _LINK_WORDS:
        return True
    line_lo = text.rfind("\n", 0, lo) + 1
    line_hi = text.find("\n", hi)
    line_hi = len(text) if line_hi < 0 else line_hi
    before, after = text[line_lo:lo], text[hi:line_hi]
    field = bool(_FIELD.search(before)) and not re.search(r"\w", after.replace("|", ""))
    return field and len(re.findall(r"\w+", before)) <= _FIELD_WORDS


# What opens a field's value: a table cell or a label with a colon or an equals sign.
_FIELD = re.compile(r"(?:\||:|=)[ \t]*$")
# At most this many words name a field.
_FIELD_WORDS = 3
