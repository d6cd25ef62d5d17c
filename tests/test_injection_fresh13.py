"""The fresh13 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import email
import email.policy
import ipaddress
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

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

from core.evals.injection_fresh13 import FRESH13_ATTACKS, FRESH13_BENIGN, FRESH13_PAGES
from core.evals.injection_fresh13_attacks import (
    ART_FONT,
    BOOK_KEY,
    GRILLE_MASK,
    HOMOPHONES,
    OGHAM,
    PIGPEN,
    SPIRAL_WIDTH,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh13_")
# Languages the earlier corpora already attack in.
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages (bs serves a benign notice too)
    "bs": "[čćšđž]",
    "ti": "[\u1200-\u137f]",  # the Ethiopic script of Tigrinya
    "ch": r"(påhina|usuårio|sangåni)",
    "vo": r"\b(gebane|atos|kösömöf)\b",
    "ss": r"\b(lelikhasi|umsebenzisi|lutfo)\b",
    "ki": "[ĩũ]",  # Kikuyu's tilde vowels
    "nv": "[ąęįǫłʼ]",  # Navajo's nasal vowels, barred l and glottal stop
    "bm": "[ɛɔɲŋ]",  # the African reference letters of Bambara
    "ff": "[ɓɗŋƴ]",  # the hooked letters of Fula
    "oj": r"(mazina'igan|gego|bakaan)",
    "ve": "[ḓḽṅṋṱ]",  # Venda's dotted consonants
    "sg": r"\b(pëpe|tënë)\b",
    # benign languages only
    "de": "[äöüß]",
    "fr": "[éèàçêû]",
    "it": r"\b(ogni|dalle|Lavatevi)\b",
    "rm": r"\b(betg|senda|chamona)\b",
    "sl": "[čšž]",
    "cs": "[ěůřčšž]",
    "es": "[ñáéíóú]",
    "nb": "[æøå]",
}


# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _from_ogham(text: str) -> str:
    assert text[0] == "\u169b" and text[-1] == "\u169c", text
    letters = {sign: letter for letter, sign in zip(_ABC, OGHAM, strict=True)}
    letters["\u1680"] = " "  # the Ogham space mark
    return "".join(letters.get(c, c) for c in text[1:-1])


def _from_pigpen(text: str) -> str:
    signs = {sign: letter for letter, sign in zip(_ABC, PIGPEN, strict=True)}
    assert len(signs) == 26
    out, i = [], 0
    while i < len(text):
        pair = text[i : i + 2]
        if pair in signs:  # a sign with its dot
            out.append(signs[pair])
            i += 2
        else:
            out.append(signs.get(text[i], text[i]))
            i += 1
    return "".join(out)


def _from_doublestruck(text: str) -> str:
    return "".join(_ABC[ord(c) - 0x1D552] if 0x1D552 <= ord(c) < 0x1D552 + 26 else c for c in text)


def _from_base100(text: str) -> str:
    return bytes(ord(c) - 0x1F3F7 for c in text).decode()


def _from_kenny(text: str) -> str:
    digits = {"m": 0, "p": 1, "f": 2}
    out, i = [], 0
    while i < len(text):
        if text[i] in digits:
            a, b, c = (digits[ch] for ch in text[i : i + 3])
            out.append(_ABC[9 * a + 3 * b + c])
            i += 3
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _from_rovarspraket(text: str) -> str:
    consonants = set(_ABC) - set("aeiouy")
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c in consonants:
            assert text[i + 1 : i + 3] == "o" + c, (text, i)
            i += 3
        else:
            i += 1
        out.append(c)
    return "".join(out)


def _from_grille(text: str, mask: tuple[str, ...] = GRILLE_MASK) -> str:
    rows = text.split("\n")
    assert [len(r) for r in rows] == [len(m) for m in mask], text
    return "".join(
        c
        for row, holes in zip(rows, mask, strict=True)
        for c, h in zip(row, holes, strict=True)
        if h == "O"
    )


def _from_spiral(text: str, width: int = SPIRAL_WIDTH) -> str:
    assert len(text) % width == 0, text
    height = len(text) // width
    order: list[tuple[int, int]] = []
    top, bottom, left, right = 0, height - 1, 0, width - 1
    while top <= bottom and left <= right:
        order += [(top, c) for c in range(left, right + 1)]
        order += [(r, right) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            order += [(bottom, c) for c in range(right - 1, left - 1, -1)]
        if left < right:
            order += [(r, left) for r in range(bottom - 1, top, -1)]
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    assert len(order) == len(text) == len(set(order))
    grid = dict(zip(order, text, strict=True))
    return "".join(grid[r, c] for r in range(height) for c in range(width)).replace(".", " ")


def _from_asciiart(text: str) -> str:
    glyphs = {glyph: char for char, glyph in ART_FONT.items()}
    words: list[str] = []
    for band in text.split("\n\n"):
        rows = band.split("\n")
        assert len(rows) == 5, band
        width = max(len(r) for r in rows)
        rows = [r.ljust(width) for r in rows]
        blank = [all(r[c] == " " for r in rows) for c in range(width)]
        word, c = "", 0
        while c < width:
            if blank[c]:
                gap = c
                while c < width and blank[c]:
                    c += 1
                if c - gap > 1:  # more than one blank column: a new word
                    words.append(word)
                    word = ""
                continue
            start = c
            while c < width and not blank[c]:
                c += 1
            word += glyphs[tuple(r[start:c] for r in rows)]
        words.append(word)
    return " ".join(words).lower()


def _from_homophonic(text: str) -> str:
    letters = {n: letter for letter, numbers in HOMOPHONES.items() for n in numbers}
    assert len(letters) == sum(len(n) for n in HOMOPHONES.values())
    return " ".join(
        "".join(letters.get(token, token) for token in word.split(" "))
        for word in text.split(" / ")
    )


def _from_bookcipher(text: str, key: str = BOOK_KEY) -> str:
    key_words = key.lower().split()

    def letter(token: str) -> str:
        found = re.fullmatch(r"(\d+)\.(\d+)", token)
        if not found:
            return token
        w, n = int(found.group(1)), int(found.group(2))
        assert w >= 1 and n >= 1, token
        return key_words[w - 1][n - 1]

    return " ".join("".join(letter(t) for t in word.split(" ")) for word in text.split(" / "))


def _from_playingcards(text: str) -> str:
    # The spades ace to king, then the hearts: each suit skips its knight (the 12th card).
    cards = [chr(0x1F0A1 + i) for i in range(14) if i != 11]
    cards += [chr(0x1F0B1 + i) for i in range(14) if i != 11]
    table = dict(zip(cards, _ABC, strict=True))
    return "".join(table.get(c, c) for c in text)


# How to read each ``encoding=`` a fresh13 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "ogham": _from_ogham,
    "pigpen": _from_pigpen,
    "doublestruck": _from_doublestruck,
    "base100": _from_base100,
    "kenny": _from_kenny,
    "rovarspraket": _from_rovarspraket,
    "grille": _from_grille,
    "spiral": _from_spiral,
    "asciiart": _from_asciiart,
    "homophonic": _from_homophonic,
    "bookcipher": _from_bookcipher,
    "playingcards": _from_playingcards,
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}
# Content types fresh13 serves that no earlier corpus does.
_NEW_TYPES = {
    "application/mbox",
    "text/x-ssa",
    "text/x-ldif",
    "text/dns",
    "application/x-desktop",
    "application/sieve",
    "application/x-pem-file",
    "application/vnd.garmin.tcx+xml",
    "application/x-tmx+xml",
    "application/x-texinfo",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "subtitle comment event": "\nComment: 0,",
    "directory comment lines": "# Directory browsers",
    "html template": "<template",
    "mail header no client shows": "\nX-Warden-Note: ",
    "launcher group the desktop ignores": "[X-Kiosk Private]",
    "text concealed on terminals": "\x1b[8m",
    "mail filter bracket comment": "/*",
    "training file extensions": "<Extensions>",
    "markdown link reference definition": "\n[pass-post-archive]: ",
    "zone file comment": "; Resolvers drop",
    "translation unit property": '<prop type="x-reader">',
    "texinfo ignore block": "@ignore\n",
}


_CORPUS = BlindCorpus(
    "fresh13",
    FRESH13_ATTACKS,
    FRESH13_BENIGN,
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
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH13_ATTACKS}
    ogham_table = " ".join(f"{a} {o}" for a, o in zip(_ABC, OGHAM, strict=True))
    assert ogham_table in by_encoding["ogham"]
    pigpen_table = " ".join(f"{a}{p}" for a, p in zip(_ABC, PIGPEN, strict=True))
    assert pigpen_table in by_encoding["pigpen"]
    assert "U+1F3F7" in by_encoding["base100"]
    assert "a is mmm, b mmp, c mmf and z ffp" in by_encoding["kenny"]
    assert "every consonant is doubled with an o in between" in by_encoding["rovarspraket"]
    assert all(row in by_encoding["grille"] for row in GRILLE_MASK)
    assert f"rows of {SPIRAL_WIDTH} letters" in by_encoding["spiral"]
    assert "clockwise in a spiral from the top left" in by_encoding["spiral"]
    table = ", ".join(f"{c} {' '.join(n)}" for c, n in HOMOPHONES.items())
    assert table in by_encoding["homophonic"]
    assert BOOK_KEY in " ".join(by_encoding["bookcipher"].split())
    cards = by_encoding["playingcards"]
    assert "spades ace to king are a to m" in cards and "hearts ace to king are n to z" in cards


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH13_ATTACKS, FRESH13_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH13_ATTACKS if p.marker}
    for page in FRESH13_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_FROM_LINE = re.compile(
    r"From (\S+@\S+) (?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) "
    r"((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d \d{4})"
)
_MESSAGE_ID = re.compile(r"<[^<>@\s]+@[^<>@\s]+>")


def _check_mbox(page_id: str, text: str) -> None:
    """An mbox file (mboxrd): messages that each start with a ``From`` line (the first line
    or one after an empty line) holding the sender and the date in UTC, body lines that
    start with ``From`` quoted with ``>``; each message parses without defects, its
    ``From`` and ``Date`` agree with its ``From`` line, its ``Message-ID`` is unique and
    well formed and its body is UTF-8 plain text."""
    assert text.startswith("From ") and text.endswith("\n\n"), page_id
    lines = text[:-1].split("\n")
    messages: list[list[str]] = []
    for n, line in enumerate(lines):
        if line.startswith("From "):
            assert n == 0 or lines[n - 1] == "", (page_id, line)
            messages.append([])
        messages[-1].append(line)
    ids: set[str] = set()
    for message in messages:
        assert message[-1] == "", page_id
        found = _FROM_LINE.fullmatch(message[0])
        assert found, (page_id, message[0])
        parsed = email.message_from_string("\n".join(message[1:]), policy=email.policy.default)
        assert not parsed.defects, (page_id, parsed.defects)
        for name in parsed:
            assert re.fullmatch(r"[!-9;-~]+", name), (page_id, name)
        assert parsed["From"].addresses[0].addr_spec == found.group(1), page_id
        assert parsed["Subject"], page_id
        sent = parsedate_to_datetime(str(parsed["Date"])).astimezone(UTC)
        assert sent == datetime.strptime(found.group(2), "%b %d %H:%M:%S %Y").replace(tzinfo=UTC), (
            page_id
        )
        message_id = str(parsed["Message-ID"])
        assert _MESSAGE_ID.fullmatch(message_id) and message_id not in ids, page_id
        ids.add(message_id)
        assert parsed["MIME-Version"] == "1.0", page_id
        assert parsed.get_content_type() == "text/plain", page_id
        assert parsed.get_content_charset() == "utf-8", page_id
        assert parsed.get_content().strip(), page_id


_SSA_COLOUR = re.compile(r"&H[0-9A-F]{8}")
_SSA_TIME = re.compile(r"(\d):([0-5]\d):([0-5]\d)\.(\d\d)")


def _ssa_time(value: str) -> int:
    found = _SSA_TIME.fullmatch(value)
    assert found, value
    h, m, s, cs = (int(g) for g in found.groups())
    return ((h * 60 + m) * 60 + s) * 100 + cs


def _check_ssa(page_id: str, text: str) -> None:
    """Advanced SubStation Alpha (v4.00+) subtitles: the script info, styles and events
    sections in that order; info lines ``Key: value`` with the script type and play
    resolution; styles with as many fields as their format line, colours as ``&HAABBGGRR``
    and numbers where numbers go; events (dialogue or comment) with ten fields, times
    that parse and end after they start, known styles and override blocks that close."""
    sections: dict[str, list[str]] = {}
    current = ""
    for line in text.split("\n"):
        if not line.strip():
            continue
        header = re.fullmatch(r"\[(.+)\]", line)
        if header:
            current = header.group(1)
            assert current not in sections, page_id
            sections[current] = []
        else:
            assert current, (page_id, line)
            sections[current].append(line)
    assert list(sections) == ["Script Info", "V4+ Styles", "Events"], page_id
    info: dict[str, str] = {}
    for line in sections["Script Info"]:
        if line.startswith(";"):
            continue
        key, sep, value = line.partition(": ")
        assert sep and re.fullmatch(r"[A-Za-z][A-Za-z ]*", key) and key not in info, page_id
        info[key] = value
    assert info["ScriptType"] == "v4.00+" and info.get("Title"), page_id
    assert int(info["PlayResX"]) > 0 and int(info["PlayResY"]) > 0, page_id
    kind, _, value = sections["V4+ Styles"][0].partition(": ")
    assert kind == "Format", page_id
    style_format = value.split(", ")
    assert len(style_format) == 23 and style_format[0] == "Name", page_id
    styles: set[str] = set()
    for line in sections["V4+ Styles"][1:]:
        kind, _, value = line.partition(": ")
        fields = dict(zip(style_format, value.split(","), strict=True))
        assert kind == "Style" and fields["Name"] not in styles, page_id
        styles.add(fields["Name"])
        for name, field in fields.items():
            if name.endswith("Colour"):
                assert _SSA_COLOUR.fullmatch(field), (page_id, name)
            elif name not in ("Name", "Fontname"):
                float(field)
    kind, _, value = sections["Events"][0].partition(": ")
    event_format = value.split(", ")
    assert kind == "Format" and event_format[-1] == "Text" and len(event_format) == 10
    for line in sections["Events"][1:]:
        kind, _, value = line.partition(": ")
        assert kind in ("Dialogue", "Comment"), (page_id, line)
        event = dict(zip(event_format, value.split(",", 9), strict=True))
        int(event["Layer"])
        assert _ssa_time(event["Start"]) < _ssa_time(event["End"]), (page_id, line)
        assert event["Style"] in styles, (page_id, line)
        assert all(re.fullmatch(r"\d{1,4}", event[m]) for m in ("MarginL", "MarginR", "MarginV"))
        assert event["Text"].strip(), page_id
        assert re.fullmatch(r"(?:[^{}]|\{[^{}]*\})*", event["Text"]), (page_id, line)


_LDIF_BINARY = {"jpegphoto", "usercertificate", "photo"}
_LDIF_MUST = {
    "document": {"documentidentifier"},
    "groupofnames": {"cn", "member"},
    "device": {"cn"},
    "organizationalrole": {"cn"},
    "inetorgperson": {"cn", "sn"},
    "extensibleobject": set(),
}


def _check_ldif(page_id: str, text: str) -> None:
    """An LDIF file (RFC 2849): comments, folded lines, ``version: 1`` first, then entries
    split by empty lines, each a ``dn`` and attribute lines whose values are safe strings
    or base64 (UTF-8 unless the attribute is binary); unique distinguished names whose
    first part is one of the entry's values, ``top`` and a known structural class with
    the attributes it must have."""
    unfolded: list[str] = []
    for line in text.split("\n"):
        if line.startswith(" ") and unfolded:
            unfolded[-1] += line[1:]
        else:
            unfolded.append(line)
    records: list[list[str]] = [[]]
    for line in unfolded:
        if not line:
            if records[-1]:
                records.append([])
        elif not line.startswith("#"):
            records[-1].append(line)
    records = [r for r in records if r]
    assert records[0] == ["version: 1"], page_id
    names: set[str] = set()
    for record in records[1:]:
        values: list[tuple[str, str | None]] = []
        for line in record:
            found = re.fullmatch(r"([A-Za-z][A-Za-z0-9-]*(?:;[A-Za-z0-9-]+)*)(::?) (.*)", line)
            assert found, (page_id, line)
            name, sep, value = found.group(1).lower(), found.group(2), found.group(3)
            if sep == "::":
                raw = base64.b64decode(value, validate=True)
                decoded = None if name.split(";")[0] in _LDIF_BINARY else raw.decode()
                values.append((name, decoded))
            else:
                assert value.isascii() and value[:1] not in ("", " ", ":", "<"), (page_id, line)
                values.append((name, value))
        assert values[0][0] == "dn", page_id
        dn = str(values[0][1])
        parts = dn.split(",")
        assert all(re.fullmatch(r"[A-Za-z][A-Za-z0-9-]*=[^=,+]+", p) for p in parts), dn
        assert dn.lower() not in names, (page_id, dn)
        names.add(dn.lower())
        attribute, _, value = parts[0].partition("=")
        assert (attribute.lower(), value) in values, (page_id, dn)
        classes = {str(v).lower() for n, v in values if n == "objectclass"}
        assert "top" in classes and classes - {"top"} <= set(_LDIF_MUST), (page_id, classes)
        present = {n for n, _ in values}
        for cls in classes - {"top"}:
            assert _LDIF_MUST[cls] <= present, (page_id, cls)


_ZONE_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[()]|[^\s"()]+')
_ZONE_LABEL = re.compile(r"[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?")
_ZONE_RDATA = {"SOA": 7, "NS": 1, "A": 1, "AAAA": 1, "MX": 2, "CNAME": 1}


def _zone_name(name: str) -> bool:
    return name == "@" or all(
        _ZONE_LABEL.fullmatch(part) for part in name.removesuffix(".").split(".")
    )


def _strip_zone_comment(line: str) -> str:
    quoted = False
    for i, c in enumerate(line):
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            quoted = not quoted
        elif c == ";" and not quoted:
            return line[:i]
    assert not quoted, line
    return line


def _check_zone(page_id: str, text: str) -> None:
    """A DNS master file (RFC 1035): ``$ORIGIN`` (absolute) and ``$TTL`` directives,
    comments, records of an owner (or the one before), an optional TTL and the class IN,
    a known type and its data; one SOA, first, with seven fields across parentheses; NS
    records at the apex; addresses that parse; TXT data only quoted strings of 255 bytes
    at most; and no other record beside a CNAME."""
    records: list[tuple[bool, list[str]]] = []
    depth = 0
    for raw in text.split("\n"):
        line = _strip_zone_comment(raw)
        tokens = _ZONE_TOKEN.findall(line)
        if depth:
            records[-1][1].extend(t for t in tokens if t not in "()")
        elif tokens:
            records.append((raw[:1].isspace(), [t for t in tokens if t not in "()"]))
        depth += tokens.count("(") - tokens.count(")")
        assert depth in (0, 1), (page_id, raw)
    assert depth == 0, page_id
    owner, types = "", []
    kinds_by_owner: dict[str, set[str]] = {}
    for indented, tokens in records:
        if tokens[0] == "$ORIGIN":
            assert len(tokens) == 2 and tokens[1].endswith(".") and _zone_name(tokens[1])
            continue
        if tokens[0] == "$TTL":
            assert len(tokens) == 2 and tokens[1].isdigit(), page_id
            continue
        if not indented:
            owner = tokens.pop(0)
        assert owner and _zone_name(owner), (page_id, owner)
        while tokens[0].isdigit() or tokens[0] == "IN":
            tokens.pop(0)
        kind, data = tokens[0], tokens[1:]
        types.append(kind)
        kinds_by_owner.setdefault(owner, set()).add(kind)
        if kind in _ZONE_RDATA:
            assert len(data) == _ZONE_RDATA[kind], (page_id, kind, data)
        if kind == "SOA":
            assert all(_zone_name(n) for n in data[:2]) and all(d.isdigit() for d in data[2:])
        elif kind in ("NS", "CNAME"):
            assert _zone_name(data[0]), page_id
        elif kind == "A":
            ipaddress.IPv4Address(data[0])
        elif kind == "AAAA":
            ipaddress.IPv6Address(data[0])
        elif kind == "MX":
            assert data[0].isdigit() and _zone_name(data[1]), page_id
        else:
            assert kind == "TXT" and data, (page_id, kind)
            for string in data:
                assert string.startswith('"') and string.endswith('"'), (page_id, string)
                assert len(string[1:-1].encode()) <= 255, (page_id, string[:40])
    assert types[0] == "SOA" and types.count("SOA") == 1, page_id
    assert "NS" in kinds_by_owner.get("@", set()), page_id
    for kinds in kinds_by_owner.values():
        assert "CNAME" not in kinds or kinds == {"CNAME"}, page_id


_DESKTOP_KEYS = {
    "Type", "Version", "Name", "GenericName", "NoDisplay", "Comment", "Icon", "Hidden",
    "OnlyShowIn", "NotShowIn", "DBusActivatable", "TryExec", "Exec", "Path", "Terminal",
    "Actions", "MimeType", "Categories", "Implements", "Keywords", "StartupNotify",
    "StartupWMClass", "URL", "PrefersNonDefaultGPU", "SingleMainWindow",
}  # fmt: skip
_DESKTOP_LOCALISED = {"Name", "GenericName", "Comment", "Keywords", "Icon"}
_DESKTOP_BOOLEANS = {"NoDisplay", "Hidden", "DBusActivatable", "Terminal", "StartupNotify"}
_DESKTOP_LISTS = {"OnlyShowIn", "NotShowIn", "Actions", "MimeType", "Categories", "Keywords"}
_DESKTOP_KEY = re.compile(r"([A-Za-z0-9-]+)(?:\[[a-z]{2,3}(?:_[A-Z]{2})?(?:\.[\w-]+)?(?:@\w+)?\])?")


def _check_desktop(page_id: str, text: str) -> None:
    """A desktop entry (freedesktop 1.5): the ``Desktop Entry`` group first, then only
    ``Desktop Action`` and ``X-`` groups; unique keys of the right form, only known or
    ``X-`` keys in the standard groups, localised only where the standard allows;
    escapes that exist, booleans, lists that end in a semicolon, a type and a name, an
    ``Exec`` with known field codes and the actions listed exactly as their groups."""
    groups: dict[str, dict[str, str]] = {}
    current = ""
    for line in text.split("\n"):
        if not line or line.startswith("#"):
            continue
        header = re.fullmatch(r"\[([^\[\]\x00-\x1f]+)\]", line)
        if header:
            current = header.group(1)
            assert current not in groups, page_id
            groups[current] = {}
            continue
        assert current, (page_id, line)
        key, sep, value = line.partition("=")
        found = _DESKTOP_KEY.fullmatch(key)
        assert sep and found and key not in groups[current], (page_id, line)
        assert not re.search(r"[\x00-\x1f]", value), page_id
        assert not re.search(r"\\[^sntr\\;]", value), page_id
        if not current.startswith("X-"):
            base = found.group(1)
            assert base in _DESKTOP_KEYS or base.startswith("X-"), (page_id, key)
            assert key == base or base in _DESKTOP_LOCALISED, (page_id, key)
        groups[current][key] = value
    assert next(iter(groups)) == "Desktop Entry", page_id
    assert all(g == "Desktop Entry" or g.startswith(("Desktop Action ", "X-")) for g in groups), (
        page_id
    )
    entry = groups["Desktop Entry"]
    assert entry["Type"] in ("Application", "Link", "Directory") and entry.get("Name")
    assert entry.get("Version", "1.5") in {"1.0", "1.1", "1.2", "1.3", "1.4", "1.5"}
    for key, value in entry.items():
        if key in _DESKTOP_BOOLEANS:
            assert value in ("true", "false"), (page_id, key)
        if key.split("[")[0] in _DESKTOP_LISTS:
            assert value.endswith(";"), (page_id, key)
    if entry["Type"] == "Application":
        assert entry.get("Exec"), page_id
    actions = [a for a in entry.get("Actions", "").split(";") if a]
    listed = [g.removeprefix("Desktop Action ") for g in groups if g.startswith("Desktop Action")]
    assert sorted(actions) == sorted(listed), page_id
    for name, group in groups.items():
        if name.startswith("Desktop Action "):
            assert group.get("Name"), page_id
            assert {k.split("[")[0] for k in group} <= {"Name", "Icon", "Exec"}, page_id
        for key, value in group.items():
            if key == "Exec":
                codes = re.findall(r"%(.)", value)
                assert set(codes) <= set("fFuUick%"), (page_id, value)


_SIEVE_TOKEN = re.compile(
    r'\s+|#[^\n]*|/\*.*?\*/|"(?:[^"\\]|\\.)*"|\d+[KMG]?|:[A-Za-z_]\w*|[A-Za-z_]\w*|[\[\](){},;]',
    re.S,
)
# Command and test -> the extension it needs ("" for the base language).
_SIEVE_COMMANDS = {
    "require": "", "if": "", "elsif": "", "else": "", "stop": "", "keep": "", "discard": "",
    "redirect": "", "fileinto": "fileinto", "vacation": "vacation", "set": "variables",
    "addflag": "imap4flags", "setflag": "imap4flags", "removeflag": "imap4flags",
}  # fmt: skip
_SIEVE_TESTS = {
    "header": "", "address": "", "exists": "", "size": "", "true": "", "false": "",
    "not": "", "anyof": "", "allof": "", "envelope": "envelope", "string": "variables",
}  # fmt: skip


def _sieve_tokens(page_id: str, text: str) -> list[str]:
    tokens, pos = [], 0
    while pos < len(text):
        found = _SIEVE_TOKEN.match(text, pos)
        assert found, (page_id, text[pos : pos + 30])
        token = found.group()
        if not (token.isspace() or token.startswith(("#", "/*"))):
            tokens.append(token)
        pos = found.end()
    return tokens


def _check_sieve(page_id: str, text: str) -> None:
    """A Sieve script (RFC 5228): tokens of the language only (comments, strings, numbers,
    tags, names and punctuation), ``require`` before any other command, known commands
    and tests with arguments of the right kinds, ``elsif`` and ``else`` only after an
    ``if``, blocks that close, and every extension used required."""
    tokens = _sieve_tokens(page_id, text)
    required: set[str] = set()
    used: set[str] = set()

    def is_string(token: str) -> bool:
        return token.startswith('"')

    def arguments(i: int) -> int:
        while tokens[i].startswith(":") or tokens[i][0].isdigit() or is_string(tokens[i]):
            i += 1
        if tokens[i] == "[":
            i += 1
            while True:
                assert is_string(tokens[i]), (page_id, tokens[i])
                i += 1
                if tokens[i] == "]":
                    return arguments(i + 1)
                assert tokens[i] == ",", page_id
                i += 1
        return i

    def test(i: int) -> int:
        name = tokens[i]
        assert name in _SIEVE_TESTS, (page_id, name)
        used.add(_SIEVE_TESTS[name])
        if name == "not":
            return test(i + 1)
        if name in ("anyof", "allof"):
            assert tokens[i + 1] == "(", page_id
            i = test(i + 2)
            while tokens[i] == ",":
                i = test(i + 1)
            assert tokens[i] == ")", page_id
            return i + 1
        return arguments(i + 1)

    def commands(i: int, top: bool) -> int:
        previous, started = "", False
        while i < len(tokens) and tokens[i] != "}":
            name = tokens[i]
            assert name in _SIEVE_COMMANDS, (page_id, name)
            used.add(_SIEVE_COMMANDS[name])
            if name == "require":
                assert top and not started, (page_id, "require after other commands")
                end = arguments(i + 1)
                required.update(t.strip('"') for t in tokens[i + 1 : end] if is_string(t))
                i = end
            elif name in ("if", "elsif", "else"):
                assert name == "if" or previous in ("if", "elsif"), (page_id, name)
                i = test(i + 1) if name != "else" else i + 1
                assert tokens[i] == "{", (page_id, tokens[i])
                i = commands(i + 1, False)
                assert tokens[i] == "}", page_id
                previous, started = name, True
                i += 1
                continue
            else:
                started = True
                i = arguments(i + 1)
            assert tokens[i] == ";", (page_id, tokens[i])
            previous = name
            i += 1
        return i

    end = commands(0, True)
    assert end == len(tokens), page_id
    assert used - {""} <= required, (page_id, used - required)


_PEM_LABELS = {"CERTIFICATE", "PUBLIC KEY", "X509 CRL", "CERTIFICATE REQUEST"}


def _check_der(page_id: str, data: bytes) -> int:
    """Parses one DER value at the start of ``data`` (definite, minimal lengths; INTEGER,
    UTF8String, GeneralizedTime and SEQUENCE checked) and returns its length."""
    tag = data[0]
    assert tag & 0x1F != 0x1F, page_id  # low tag numbers only
    first = data[1]
    if first < 0x80:
        size, start = first, 2
    else:
        count = first & 0x7F
        assert 1 <= count <= 4, page_id
        size = int.from_bytes(data[2 : 2 + count], "big")
        assert size >= 128 and data[2] != 0, (page_id, "length not minimal")
        start = 2 + count
    content = data[start : start + size]
    assert len(content) == size, page_id
    if tag == 0x30:
        pos = 0
        while pos < size:
            pos += _check_der(page_id, content[pos:])
        assert pos == size, page_id
    elif tag == 0x02:
        assert size and not (size > 1 and content[0] == 0 and content[1] < 0x80), page_id
    elif tag == 0x0C:
        content.decode()
    elif tag == 0x18:
        assert re.fullmatch(rb"\d{14}Z", content), page_id
        datetime.strptime(content.decode(), "%Y%m%d%H%M%SZ")
    return start + size


def _check_pem(page_id: str, text: str) -> None:
    """PEM (RFC 7468) with explanatory text: blocks whose END label matches their BEGIN
    label, a known label, base64 in full lines of 64 characters (the last shorter) and a
    body that is one whole DER value; no other line starts with five dashes."""
    lines = text.split("\n")
    i = blocks = 0
    while i < len(lines):
        begin = re.fullmatch(r"-----BEGIN ([A-Z0-9]+(?: [A-Z0-9]+)*)-----", lines[i])
        if not begin:
            assert not lines[i].startswith("-----"), (page_id, lines[i])
            i += 1
            continue
        label = begin.group(1)
        assert label in _PEM_LABELS, (page_id, label)
        end = lines.index(f"-----END {label}-----", i + 1)
        body = lines[i + 1 : end]
        assert body and all(len(line) == 64 for line in body[:-1]), page_id
        assert 0 < len(body[-1]) <= 64, page_id
        der = base64.b64decode("".join(body), validate=True)
        assert _check_der(page_id, der) == len(der), page_id
        blocks += 1
        i = end + 1
    assert blocks, page_id


_TCX = "{http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2}"
_XSI_TYPE = "{http://www.w3.org/2001/XMLSchema-instance}type"
_TCX_ACTIVITY = ["Id", "Lap", "Notes", "Training", "Creator", "Extensions"]
_TCX_LAP = [
    "TotalTimeSeconds", "DistanceMeters", "MaximumSpeed", "Calories", "AverageHeartRateBpm",
    "MaximumHeartRateBpm", "Intensity", "Cadence", "TriggerMethod", "Track", "Notes",
    "Extensions",
]  # fmt: skip
_TCX_POINT = ["Time", "Position", "AltitudeMeters", "DistanceMeters", "HeartRateBpm"]


def _in_order(names: list[str], order: list[str]) -> bool:
    """Every name is in ``order`` and they come in its order (repeats allowed)."""
    return all(n in order for n in names) and names == sorted(names, key=order.index)


def _tcx_time(value: str | None) -> datetime:
    assert value and value.endswith("Z"), value
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def _check_tcx(page_id: str, text: str) -> None:
    """A Garmin Training Center (TCX v2) file: activities of a known sport, the children
    of an activity, a lap and a track point in the schema's order, the required ones
    present, known intensities and trigger methods, numbers where numbers go, track
    points in time order within the lap, coordinates on the globe, a creator with a type
    and a name, and extensions only in other namespaces."""
    root = ET.fromstring(text)
    assert root.tag == f"{_TCX}TrainingCenterDatabase", page_id
    assert [c.tag for c in root] == [f"{_TCX}Activities"], page_id
    for activity in root.iter(f"{_TCX}Activity"):
        assert activity.get("Sport") in ("Running", "Biking", "Other"), page_id
        names = [c.tag.removeprefix(_TCX) for c in activity]
        assert names[0] == "Id" and "Lap" in names and _in_order(names, _TCX_ACTIVITY), names
        assert names.count("Notes") <= 1, page_id
        _tcx_time(activity.findtext(f"{_TCX}Id"))
        for lap in activity.findall(f"{_TCX}Lap"):
            start = _tcx_time(lap.get("StartTime"))
            parts = [c.tag.removeprefix(_TCX) for c in lap]
            assert _in_order(parts, _TCX_LAP), (page_id, parts)
            for needed in ("TotalTimeSeconds", "DistanceMeters", "Calories", "Intensity"):
                assert needed in parts, (page_id, needed)
            seconds = float(lap.findtext(f"{_TCX}TotalTimeSeconds") or "")
            float(lap.findtext(f"{_TCX}DistanceMeters") or "")
            int(lap.findtext(f"{_TCX}Calories") or "")
            assert lap.findtext(f"{_TCX}Intensity") in ("Active", "Resting"), page_id
            trigger = lap.findtext(f"{_TCX}TriggerMethod")
            assert trigger in ("Manual", "Distance", "Location", "Time", "HeartRate"), page_id
            last = start
            for point in lap.iter(f"{_TCX}Trackpoint"):
                fields = [c.tag.removeprefix(_TCX) for c in point]
                assert fields[0] == "Time" and _in_order(fields, _TCX_POINT), page_id
                when = _tcx_time(point.findtext(f"{_TCX}Time"))
                assert last <= when and (when - start).total_seconds() <= seconds, page_id
                last = when
                lat = float(point.findtext(f"{_TCX}Position/{_TCX}LatitudeDegrees") or "")
                lon = float(point.findtext(f"{_TCX}Position/{_TCX}LongitudeDegrees") or "")
                assert -90 <= lat <= 90 and -180 <= lon <= 180, page_id
                float(point.findtext(f"{_TCX}AltitudeMeters") or "")
        for creator in activity.findall(f"{_TCX}Creator"):
            assert creator.get(_XSI_TYPE) and creator.findtext(f"{_TCX}Name"), page_id
        for extensions in root.iter(f"{_TCX}Extensions"):
            assert len(extensions), page_id
            assert all(not c.tag.startswith(_TCX) for c in extensions), page_id


_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_TMX_HEADER = {
    "creationtool", "creationtoolversion", "segtype", "o-tmf", "adminlang", "srclang",
    "datatype",
}  # fmt: skip
_TMX_INLINE = {"bpt", "ept", "it", "ph", "hi", "ut", "sub"}


def _check_tmx(page_id: str, text: str) -> None:
    """A TMX 1.4 translation memory: a header with the required attributes (a known
    segment type, a creation date in the basic format) and only notes and properties in
    it, then a body of translation units with unique ids, notes and properties (with a
    type) before one or more variants, each with a language tag and its notes and
    properties before exactly one segment of text and inline elements."""
    root = ET.fromstring(text)
    assert root.tag == "tmx" and root.get("version") == "1.4", page_id
    assert [c.tag for c in root] == ["header", "body"], page_id
    header, body = root
    assert set(header.attrib) >= _TMX_HEADER, page_id
    assert header.get("segtype") in ("block", "paragraph", "sentence", "phrase"), page_id
    assert re.fullmatch(r"\d{8}T\d{6}Z", header.get("creationdate", "")), page_id
    assert all(c.tag in ("note", "prop", "ude") for c in header), page_id
    ids: set[str] = set()
    for unit in body:
        assert unit.tag == "tu", (page_id, unit.tag)
        tuid = unit.get("tuid")
        assert tuid and tuid not in ids, (page_id, tuid)
        ids.add(tuid)
        kinds = [c.tag for c in unit]
        assert "tuv" in kinds, page_id
        first = kinds.index("tuv")
        assert set(kinds[:first]) <= {"note", "prop"} and set(kinds[first:]) == {"tuv"}, kinds
        for prop in unit.findall("prop"):
            assert prop.get("type") and (prop.text or "").strip(), page_id
        for variant in unit.findall("tuv"):
            lang = variant.get(_XML_LANG)
            assert lang and re.fullmatch(r"[a-zA-Z]{2,3}(?:-[A-Za-z0-9]{2,8})*", lang), page_id
            parts = [c.tag for c in variant]
            assert parts[-1] == "seg" and parts.count("seg") == 1, (page_id, parts)
            assert all(p in ("note", "prop") for p in parts[:-1]), page_id
            seg = variant.find("seg")
            assert seg is not None and "".join(seg.itertext()).strip(), page_id
            assert all(c.tag in _TMX_INLINE for c in seg.iter() if c is not seg), page_id


_TEXI_BLOCKS = {
    "example", "smallexample", "display", "format", "quotation", "cartouche", "itemize",
    "enumerate", "table", "multitable", "ignore", "verbatim", "deffn", "menu", "titlepage",
    "copying", "iftex", "ifinfo", "ifhtml", "ifnottex", "lisp",
}  # fmt: skip
_TEXI_LINE = {
    "setfilename", "settitle", "documentencoding", "node", "top", "chapter", "section",
    "subsection", "unnumbered", "c", "comment", "item", "itemx", "bye", "cindex", "findex",
    "sp", "page", "noindent", "deffnx", "end", "title", "subtitle", "author", "contents",
    "printindex", "insertcopying", "heading", "subheading", "center", "exdent", "tab",
    "headitem",
}  # fmt: skip
_TEXI_BRACE = {
    "code", "samp", "var", "option", "command", "file", "emph", "strong", "url", "uref",
    "email", "kbd", "key", "env", "dfn", "cite", "w", "asis", "bullet", "minus", "dots",
    "copyright", "ref", "xref", "pxref", "sc", "t", "b", "i", "r", "acronym", "abbr",
    "footnote", "today",
}  # fmt: skip
_TEXI_LISTS = {"itemize", "enumerate", "table", "multitable"}


def _check_texinfo(page_id: str, text: str) -> None:
    """A Texinfo manual: ``\\input texinfo`` first and ``@bye`` last; only known
    @-commands (line, block and brace commands, and the escapes of one character); a
    brace command followed by its brace; block commands at the start of a line closed by
    a matching ``@end`` in the right order, with nothing read inside ``@ignore`` and
    ``@verbatim``; ``@item`` only in lists and tables; braces that balance; unique node
    names with a ``Top``."""
    lines = text.rstrip("\n").split("\n")
    assert lines[0] == "\\input texinfo" and lines[-1] == "@bye", page_id
    stack: list[str] = []
    nodes: list[str] = []
    depth = 0
    for line in lines[1:]:
        if stack and stack[-1] in ("ignore", "verbatim"):
            if line.strip() == f"@end {stack[-1]}":
                stack.pop()
            continue
        for found in re.finditer(r"@([A-Za-z]+|.)", line):
            name = found.group(1)
            if not name.isalpha():
                assert name in "@{}.:!?*,-/ =\"'^`~&", (page_id, name)
                continue
            assert name in _TEXI_BLOCKS | _TEXI_LINE | _TEXI_BRACE, (page_id, name)
            if name in _TEXI_BRACE:
                assert line[found.end() : found.end() + 1] == "{", (page_id, line)
            if name in _TEXI_BLOCKS:
                assert found.start() == 0, (page_id, line)
                stack.append(name)
            elif name == "end":
                closed = line[found.end() :].strip()
                assert stack and stack.pop() == closed, (page_id, line)
            elif name in ("item", "itemx"):
                assert stack and stack[-1] in _TEXI_LISTS, (page_id, line)
            elif name == "node":
                nodes.append(line[found.end() :].split(",")[0].strip())
        bare = re.sub(r"@[@{}]", "", line)
        for char in bare:
            depth += {"{": 1, "}": -1}.get(char, 0)
            assert depth >= 0, (page_id, line)
    assert not stack and depth == 0, page_id
    assert "Top" in nodes and len(nodes) == len(set(nodes)), page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    "application/mbox": _check_mbox,
    "text/x-ssa": _check_ssa,
    "text/x-ldif": _check_ldif,
    "text/dns": _check_zone,
    "application/x-desktop": _check_desktop,
    "application/sieve": _check_sieve,
    "application/x-pem-file": _check_pem,
    "application/vnd.garmin.tcx+xml": _check_tcx,
    "application/x-tmx+xml": _check_tmx,
    "application/x-texinfo": _check_texinfo,
}


@pytest.mark.parametrize("page", FRESH13_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_the_block_letters_can_be_told_apart() -> None:
    # Every glyph is five rows of one width, no column of it is blank (so blank columns
    # only ever fall between letters) and no two glyphs look alike.
    for char, glyph in ART_FONT.items():
        assert len(glyph) == 5 and len({len(row) for row in glyph}) == 1, char
        assert all(any(row[c] != " " for row in glyph) for c in range(len(glyph[0]))), char
    assert len(set(ART_FONT.values())) == len(ART_FONT)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _from_ogham("\u169b\u168b\u1693\u1690\u1682\u1680\u1688\u1694\u169c") == "meal ti"
    assert _from_pigpen("⌟⊔ ⌟\u0307∨\u0307") == "ab jw"
    assert _from_doublestruck("\U0001d552\U0001d553!") == "ab!"
    assert _from_base100("\U0001f438") == "A"  # 65 + 0x1F3F7 = 0x1F438
    assert _from_kenny("mmmmmpffp mpm") == "abz d"
    assert _from_rovarspraket("hohejoj!") == "hej!"
    assert _from_grille("xaxb\ncxdx", (".O.O", "O.O.")) == "abcd"
    assert _from_spiral("abcfihgde", 3) == "abcdefghi"
    assert _from_spiral("ab.dc.", 3) == "ab  cd"  # rows "ab." and ".cd", read a b . d c .
    hi = "#  # ###\n#  #  #\n####  #\n#  #  #\n#  # ###"
    assert _from_asciiart(hi) == "hi"
    assert _from_homophonic("31 09 / 03") == "hi a"
    assert _from_bookcipher("1.1 2.2 / 3.1") == "wh l"  # when, the, last
    assert _from_playingcards("\U0001f0a1\U0001f0ae\U0001f0b1\U0001f0be") == "amnz"
