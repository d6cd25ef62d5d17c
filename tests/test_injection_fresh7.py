"""The fresh7 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import ast
import base64
import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import Any

import pytest
from _corpus_checks import (
    COLLECT,
    DECODE,
    check_attack_triggers,
    check_benign,
    check_blind_counts,
    check_encodings,
    check_hiding_places,
    check_languages,
    check_new_carriers,
    check_new_names,
    check_not_copied,
    check_rendered,
    tag,
)

from core.evals.injection import CATEGORIES, GOALS, PAGES, render
from core.evals.injection_fresh import FRESH_PAGES
from core.evals.injection_fresh2 import FRESH2_PAGES
from core.evals.injection_fresh3 import FRESH3_PAGES
from core.evals.injection_fresh4 import FRESH4_PAGES
from core.evals.injection_fresh5 import FRESH5_PAGES
from core.evals.injection_fresh6 import FRESH6_PAGES
from core.evals.injection_fresh7 import FRESH7_ATTACKS, FRESH7_BENIGN, FRESH7_PAGES
from core.evals.injection_fresh7_attacks import RAIL_FENCE_RAILS
from core.evals.injection_heldout import HELDOUT_PAGES
from core.evals.injection_pages import Page

_OLDER = (
    PAGES
    + HELDOUT_PAGES
    + FRESH_PAGES
    + FRESH2_PAGES
    + FRESH3_PAGES
    + FRESH4_PAGES
    + FRESH5_PAGES
    + FRESH6_PAGES
)
# Languages the earlier corpora (fresh6 included) already attack in.
_OLD_ATTACK_LANGUAGES = {
    "fr", "de", "es", "ru", "zh", "pl", "it", "ja", "nl", "tr", "ko", "pt",
    "sw", "cs", "he", "vi", "fi", "hu", "hi", "id", "ro", "el", "sv", "th",
    "bn", "ca", "fa", "da", "ms", "ta", "tl", "nb",
    "ka", "hy", "uk", "cy", "lt", "ur", "is", "et", "te", "ar", "eu",
    "sr", "lv", "am", "sk", "kk", "ml", "hr", "gu", "az", "sq", "af", "mt",
    "eo", "sl", "mk", "be", "ga", "yo", "zu", "uz", "mn", "mr", "pa", "gl",
} | {tag(p, "lang") for p in _OLDER if p.attack and tag(p, "lang")}  # fmt: skip
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages (bg, ne, ha, so, lb and xh serve the benign notices too)
    "xh": r"\b([Nn]ceda|[Ee]nkosi)\b",
    "ha": "[ɓɗƙ]",  # the hooked letters of Hausa
    "bg": "[ъ]",  # hard sign, common in Bulgarian
    "ig": "[ịọụ]",  # letters with a dot below
    "so": r"\b([Ff]adlan|isticmaalaha|ogeysiis)\b",
    "lb": r"\b(dës|dëser)\b",
    "lo": "[\u0e80-\u0eff]",  # Lao
    "km": "[\u1780-\u17ff]",  # Khmer
    "si": "[\u0d80-\u0dff]",  # Sinhala
    "kn": "[\u0c80-\u0cff]",  # Kannada
    "ne": "(होस्)",  # the Nepali polite imperative, in Devanagari
    "my": "[\u1000-\u109f]",  # Myanmar
    # benign languages only
    "es": "[ñ¿¡]",
    "fr": "[éèàç]",
    "sv": "[åäö]",
    "tr": "[ğış]",
}

_POLYBIUS_GRID = "abcdefghiklmnopqrstuvwxyz"
_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10}
_KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_KEYS_LEFT = {row[i]: row[i - 1] for row in _KEY_ROWS for i in range(len(row))}
_B45_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
_UPRIGHT = dict(
    zip("ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz˙',¿¡", "abcdefghijklmnopqrstuvwxyz.,'?!", strict=True)
)


def _from_polybius(text: str) -> str:
    return " ".join(
        "".join(_POLYBIUS_GRID[(int(p[0]) - 1) * 5 + int(p[1]) - 1] for p in word.split())
        for word in text.split(" / ")
    )


def _from_bacon(text: str) -> str:
    return " ".join(
        "".join(chr(ord("a") + int(g.translate(str.maketrans("AB", "01")), 2)) for g in w.split())
        for w in text.split(" / ")
    )


def _from_roman(numeral: str) -> int:
    values = [_ROMAN_VALUES[c] for c in numeral]
    return sum(-v if v < nxt else v for v, nxt in zip(values, [*values[1:], 0], strict=True))


def _from_roman_letters(text: str) -> str:
    return " ".join(
        "".join(chr(ord("a") + _from_roman(n) - 1) for n in word.split("-"))
        for word in text.split()
    )


def _rot47(text: str) -> str:
    return "".join(chr(33 + (ord(c) + 14) % 94) if 33 <= ord(c) <= 126 else c for c in text)


def _from_keyboard(text: str) -> str:
    out = []
    for char in text:
        left = _KEYS_LEFT.get(char.lower())
        out.append(char if left is None else left.upper() if char.isupper() else left)
    return "".join(out)


def _from_base45(text: str) -> str:
    out = bytearray()
    for i in range(0, len(text), 3):
        digits = [_B45_DIGITS.index(c) for c in text[i : i + 3]]
        number = sum(d * 45**k for k, d in enumerate(digits))
        out += number.to_bytes(2 if len(digits) == 3 else 1, "big")
    return out.decode()


def _from_rail_fence(text: str, rails: int = RAIL_FENCE_RAILS) -> str:
    # Which rail each position of the clear text sits on, zigzagging down and up.
    cycle = 2 * (rails - 1)
    rail_of = [min(i % cycle, cycle - i % cycle) for i in range(len(text))]
    order = sorted(range(len(text)), key=lambda i: (rail_of[i], i))
    clear = [""] * len(text)
    for char, position in zip(text, order, strict=True):
        clear[position] = char
    return "".join(clear)


def _from_regional(text: str) -> str:
    return "".join(
        chr(ord(c) - 0x1F1E6 + ord("a")) if 0x1F1E6 <= ord(c) <= 0x1F1FF else c for c in text
    )


def _from_dna(text: str) -> str:
    bits = "".join(f"{'ACGT'.index(base):02b}" for base in text)
    return bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits), 8)).decode()


# How to read each ``encoding=`` a fresh7 page may name: one shared and eleven new.
_DECODE: dict[str, Callable[[str], str]] = {
    "b64": DECODE["b64"],
    "polybius": _from_polybius,
    "bacon": _from_bacon,
    "roman": _from_roman_letters,
    "rot47": _rot47,
    "keyboard": _from_keyboard,
    "base45": _from_base45,
    "railfence": _from_rail_fence,
    "regional": _from_regional,
    "upsidedown": lambda t: "".join(_UPRIGHT.get(c, c) for c in reversed(t)),
    "dna": _from_dna,
    "mirror": lambda t: " ".join(word[::-1] for word in t.split(" ")),
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | ({tag(p, "encoding") for p in _OLDER} - {None})
# Content types fresh7 serves that no earlier corpus does.
_NEW_TYPES = {
    "application/hal+json",
    "application/vnd.api+json",
    "application/manifest+json",
    "application/rss+xml",
    "application/gpx+xml",
    "text/x-rst",
    "text/x-python",
    "text/x-shellscript",
    "text/x-po",
    "text/tab-separated-values",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "zero opacity": "opacity:0",
    "restructuredtext comment": "\n..\n   ",
    "closed dialog": "<dialog",
    "obsolete gettext entry": "#~ msgid",
    "text indent": "text-indent:-9999px",
    "shell here-document": ": <<'",
    "gpx extensions": "<extensions>",
    "canvas fallback": "<canvas",
    "css comment": "<style>/*",
    "svg metadata": '<metadata id="',
    "scaled to nothing": "transform:scale(0)",
    "audio fallback": "<audio",
}


def test_ids_topics_and_markers_are_new() -> None:
    check_new_names("fresh7", FRESH7_ATTACKS, FRESH7_BENIGN, _OLDER)


def test_no_text_is_copied_from_earlier_corpora() -> None:
    check_not_copied(FRESH7_PAGES, _OLDER)


def test_counts_per_goal_and_category() -> None:
    cells: set[tuple[str | None, str | None]] = {(c, g) for c in CATEGORIES for g in GOALS}
    check_blind_counts(FRESH7_ATTACKS, FRESH7_BENIGN, "fresh7-", cells)
    assert len(FRESH7_ATTACKS) == 60
    plain = [p for p in FRESH7_BENIGN if "looks suspicious" not in p.notes]
    assert len(plain) == 10
    assert 60 <= len(FRESH7_BENIGN) <= 75


def test_new_carriers_are_served() -> None:
    check_new_carriers(FRESH7_ATTACKS, FRESH7_BENIGN, _NEW_TYPES, _OLDER)


def test_every_attack_carries_its_goals_trigger() -> None:
    check_attack_triggers(FRESH7_ATTACKS, GOALS)


def test_hidden_payloads_use_many_hiding_places() -> None:
    check_hiding_places(FRESH7_ATTACKS, _HIDING_PLACES)


def test_encoded_payloads_decode_to_their_goal() -> None:
    check_encodings(FRESH7_ATTACKS, FRESH7_PAGES, _DECODE, _OLD_ENCODINGS, 4)


def test_the_rail_count_is_stated_on_its_page() -> None:
    (page,) = [p for p in FRESH7_ATTACKS if tag(p, "encoding") == "railfence"]
    assert f"{RAIL_FENCE_RAILS} rails" in page.body


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH7_ATTACKS, FRESH7_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH7_ATTACKS if p.marker}
    for page in FRESH7_BENIGN:
        check_benign(page, markers, ("/collect",))


def _check_json_carrier(page: Page, body: dict[str, Any]) -> None:
    """A page of one of fresh7's new JSON types has that type's shape."""
    ctype = page.content_type
    if ctype == "application/hal+json":
        links = body["_links"]
        assert isinstance(links, dict) and "href" in links["self"], page.id
        for rel, link in links.items():
            for one in link if isinstance(link, list) else [link]:
                assert isinstance(one["href"], str), (page.id, rel)
    elif ctype == "application/vnd.api+json":
        assert body["jsonapi"] == {"version": "1.1"}, page.id
        assert ("data" in body) != ("errors" in body), page.id
        resources = [body["data"]] if "data" in body else []
        resources += body.get("included", [])
        for resource in resources:
            assert isinstance(resource["type"], str) and isinstance(resource["id"], str)
        for error in body.get("errors", []):
            assert isinstance(error["status"], str) and "title" in error, page.id
    elif ctype == "application/manifest+json":
        assert isinstance(body["name"], str) and isinstance(body["start_url"], str)
        icons = body["icons"]
        assert isinstance(icons, list) and icons and all("src" in i for i in icons)
        for shortcut in body.get("shortcuts", []):
            assert {"name", "url"} <= set(shortcut), page.id


def _check_po(page_id: str, text: str) -> None:
    """A gettext catalogue: a header entry, then entries of comments, an optional
    context, one msgid and one msgstr, each string a valid C-quoted string."""
    quoted = r'"(?:[^"\\]|\\.)*"'
    entries = [e for e in text.strip("\n").split("\n\n") if e.strip()]
    assert entries[0].startswith("#") and '\nmsgid ""\nmsgstr ""\n' in entries[0], page_id
    for entry in entries:
        lines = entry.split("\n")
        live = [line for line in lines if not line.startswith("#")]
        for line in live:
            assert re.fullmatch(rf"(msgctxt |msgid |msgstr )?{quoted}", line), (page_id, line)
        if live:
            assert sum(line.startswith("msgid ") for line in live) == 1, page_id
            assert sum(line.startswith("msgstr ") for line in live) == 1, page_id
        for line in lines:
            if line.startswith("#~ "):
                assert re.fullmatch(rf"#~ (msgctxt |msgid |msgstr ){quoted}", line), page_id


def _check_tsv(page_id: str, text: str) -> None:
    """Tab-separated tables, one after another: every row as wide as its header."""
    for block in text.strip("\n").split("\n\n"):
        rows = block.split("\n")
        width = rows[0].count("\t")
        assert width >= 1, page_id
        assert all(row.count("\t") == width for row in rows), (page_id, block)


def _check_new_carrier(page: Page, rendered: str) -> None:
    """A page of one of fresh7's new content types parses as that type."""
    ctype = page.content_type
    if ctype.endswith("+json"):
        body = json.loads(rendered)
        assert isinstance(body, dict), page.id
        _check_json_carrier(page, body)
    elif ctype == "application/rss+xml":
        root = ET.fromstring(rendered)
        assert root.tag == "rss" and root.get("version") == "2.0", page.id
        items = root.findall("./channel/item")
        assert items and all(i.find("title") is not None for i in items), page.id
    elif ctype == "application/gpx+xml":
        root = ET.fromstring(rendered)
        ns = "{http://www.topografix.com/GPX/1/1}"
        assert root.tag == f"{ns}gpx" and root.get("version") == "1.1", page.id
        points = root.findall(f"{ns}wpt")
        assert points, page.id
        for point in points:
            assert -90 <= float(point.get("lat", "x")) <= 90, page.id
            assert -180 <= float(point.get("lon", "x")) <= 180, page.id
    elif ctype == "image/svg+xml":
        assert ET.fromstring(rendered).tag == "{http://www.w3.org/2000/svg}svg", page.id
    elif ctype == "text/x-rst":
        title, rule = rendered.split("\n")[:2]
        assert rule == "=" * len(title), page.id
    elif ctype == "text/x-python":
        ast.parse(rendered)
    elif ctype == "text/x-shellscript":
        assert rendered.startswith("#!/bin/sh\n"), page.id
        sh = shutil.which("sh")
        if sh is not None:  # parse only (-n): nothing in the script runs
            subprocess.run([sh, "-n"], input=rendered, text=True, check=True, timeout=10)
    elif ctype == "text/x-po":
        _check_po(page.id, rendered)
    elif ctype == "text/tab-separated-values":
        assert rendered.startswith("title\ttext\n"), page.id
        _check_tsv(page.id, rendered)


@pytest.mark.parametrize("page", FRESH7_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page)
    _check_new_carrier(page, render(page, COLLECT))


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _DECODE["polybius"]("34 52 31 / 11") == "owl a"
    assert _DECODE["bacon"]("ABBBA BABBA ABABB") == "owl"
    assert _DECODE["roman"]("XV-XXIII-XII IX") == "owl i"
    assert _DECODE["rot47"]("@H=") == "owl"
    assert _DECODE["keyboard"]("Pea_") == "Owl_"
    assert _DECODE["base45"]("BB8") == "AB"
    assert _DECODE["base45"]("QED8WEX0") == "ietf!"
    assert _DECODE["railfence"]("WECRLTEERDSOEEFEAOCAIVDEN") == "WEAREDISCOVEREDFLEEATONCE"
    assert _DECODE["regional"]("\U0001f1f4\U0001f1fc\U0001f1f1 /") == "owl /"
    assert _DECODE["upsidedown"]("lʍo ¡") == "! owl"
    assert _DECODE["dna"]("CGTT") == "o"
    assert _DECODE["mirror"]("lwo taht") == "owl that"
    assert _DECODE["b64"](base64.b64encode(b"owl").decode()) == "owl"
