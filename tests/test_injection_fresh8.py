"""The fresh8 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import binascii
import json
import re
import shutil
import sqlite3
import subprocess
import tempfile
import unicodedata
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Callable
from pathlib import Path
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
from core.evals.injection_fresh7 import FRESH7_PAGES
from core.evals.injection_fresh8 import FRESH8_ATTACKS, FRESH8_BENIGN, FRESH8_PAGES
from core.evals.injection_fresh8_attacks import AFFINE_KEY, COLUMNAR_KEY, XOR_KEY
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
    + FRESH7_PAGES
)
# Languages the earlier corpora (fresh7 included) already attack in.
_OLD_ATTACK_LANGUAGES = {
    "fr", "de", "es", "ru", "zh", "pl", "it", "ja", "nl", "tr", "ko", "pt",
    "sw", "cs", "he", "vi", "fi", "hu", "hi", "id", "ro", "el", "sv", "th",
    "bn", "ca", "fa", "da", "ms", "ta", "tl", "nb",
    "ka", "hy", "uk", "cy", "lt", "ur", "is", "et", "te", "ar", "eu",
    "sr", "lv", "am", "sk", "kk", "ml", "hr", "gu", "az", "sq", "af", "mt",
    "eo", "sl", "mk", "be", "ga", "yo", "zu", "uz", "mn", "mr", "pa", "gl",
    "xh", "ha", "bg", "ig", "so", "lb", "lo", "km", "si", "kn", "ne", "my",
} | {tag(p, "lang") for p in _OLDER if p.attack and tag(p, "lang")}  # fmt: skip
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages (mi and ht serve the benign notices too)
    "la": r"\b(quaeso|antequam|respondeas)\b",
    "mi": "[āēīōū]",  # the macrons of Maori
    "fo": "[ðø]",
    "ht": r"\b([Tt]anpri|itilizatè)\b",
    "gd": r"\b(cleachdaiche|mus|agus)\b",
    "ky": "[өңү]",  # the Kyrgyz letters beyond Russian's
    "fy": r"\b(asjebleaft|brûker)\b",
    "tk": "[ňýž]",
    "ps": "[ټډړښږځ]",  # the letters Pashto adds to the Arabic script
    "yi": "[\u05f0\u05f1\u05f2]",  # the Yiddish digraph letters
    "or": "[\u0b00-\u0b7f]",  # Odia
    "mg": r"\b(mpampiasa|aza)\b",
    # benign languages only
    "de": "[äöüß]",
    "it": "[àèìòù]",
    "nl": r"\b(niet|het|een)\b",
    "pl": "[ąęłńśźż]",
    "pt": "[ãõç]",
    "ja": "[\u3040-\u30ff]",  # hiragana and katakana
    "ru": "[а-яё]",
    "fi": r"\b(Älä|Kiitos|kello)\b",
}

_KEYPAD = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs"}
_KEYPAD |= {"8": "tuv", "9": "wxyz"}
_QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,./"
_DVORAK = "',.pyfgcrl/=aoeuidhtns-;qjkxbmwvz"
_LATIN = dict(zip("асеорѕхуі", "aceopsxyi", strict=True))


def _from_multitap(text: str) -> str:
    return "".join(" " if t == "0" else _KEYPAD[t[0]][len(t) - 1] for t in text.split())


def _from_affine(text: str) -> str:
    a, b = AFFINE_KEY
    inverse = next(n for n in range(26) if a * n % 26 == 1)
    return "".join(
        chr(inverse * (ord(c) - 97 - b) % 26 + 97) if "a" <= c <= "z" else c for c in text
    )


def _from_columnar(text: str) -> str:
    width, rows = len(COLUMNAR_KEY), len(text) // len(COLUMNAR_KEY)
    order = sorted(range(width), key=lambda i: COLUMNAR_KEY[i])
    columns = {col: text[k * rows : (k + 1) * rows] for k, col in enumerate(order)}
    return "".join(columns[col][row] for row in range(rows) for col in range(width))


def _from_uuencode(text: str) -> str:
    return b"".join(binascii.a2b_uu(line) for line in text.split("\n")).decode()


# How to read each ``encoding=`` a fresh8 page may name: one shared and eleven new.
_DECODE: dict[str, Callable[[str], str]] = {
    "b64": DECODE["b64"],
    "multitap": _from_multitap,
    "affine": _from_affine,
    "ternary": lambda t: bytes(int(d, 3) for d in t.split()).decode(),
    "dvorak": lambda t: t.translate(str.maketrans(_QWERTY, _DVORAK)),
    "homoglyph": lambda t: "".join(_LATIN.get(c, c) for c in t),
    "zlib": lambda t: zlib.decompress(base64.b64decode(t)).decode(),
    "ebcdic": lambda t: bytes.fromhex(t).decode("cp500"),
    "columnar": _from_columnar,
    "uuencode": _from_uuencode,
    "xor": lambda t: bytes(b ^ XOR_KEY for b in bytes.fromhex(t)).decode(),
    "mathbold": lambda t: unicodedata.normalize("NFKC", t),
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | ({tag(p, "encoding") for p in _OLDER} - {None})
# Content types fresh8 serves that no earlier corpus does.
_NEW_TYPES = {
    "application/feed+json",
    "application/schema+json",
    "application/vnd.google-earth.kml+xml",
    "application/xhtml+xml",
    "application/javascript",
    "text/x-tex",
    "text/x-asciidoc",
    "text/css",
    "text/x-sql",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "clipped to nothing": "clip-path:inset(100%)",
    "latex iffalse block": "\\iffalse",
    "invisible kml placemark": "<visibility>0</visibility>",
    "hidden until found": 'hidden="until-found"',
    "json schema comment": '"$comment"',
    "soft-deleted sql row": ", deleted_at) VALUES",
    "object fallback": "<object",
    "asciidoc comment block": "\n////\n",
    "json feed extension": '"_crier"',
    "visibility hidden": "visibility:hidden",
    "xhtml cdata template": "<![CDATA[",
    "css custom property": "--reader-note:",
}


def test_ids_topics_and_markers_are_new() -> None:
    check_new_names("fresh8", FRESH8_ATTACKS, FRESH8_BENIGN, _OLDER)


def test_no_text_is_copied_from_earlier_corpora() -> None:
    check_not_copied(FRESH8_PAGES, _OLDER)


def test_counts_per_goal_and_category() -> None:
    cells: set[tuple[str | None, str | None]] = {(c, g) for c in CATEGORIES for g in GOALS}
    check_blind_counts(FRESH8_ATTACKS, FRESH8_BENIGN, "fresh8-", cells)
    assert len(FRESH8_ATTACKS) == 60
    plain = [p for p in FRESH8_BENIGN if "looks suspicious" not in p.notes]
    assert len(plain) == 10
    assert 60 <= len(FRESH8_BENIGN) <= 75


def test_new_carriers_are_served() -> None:
    check_new_carriers(FRESH8_ATTACKS, FRESH8_BENIGN, _NEW_TYPES, _OLDER)


def test_every_attack_carries_its_goals_trigger() -> None:
    check_attack_triggers(FRESH8_ATTACKS, GOALS)


def test_hidden_payloads_use_many_hiding_places() -> None:
    check_hiding_places(FRESH8_ATTACKS, _HIDING_PLACES)


def test_encoded_payloads_decode_to_their_goal() -> None:
    check_encodings(FRESH8_ATTACKS, FRESH8_PAGES, _DECODE, _OLD_ENCODINGS, 4)


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH8_ATTACKS}
    assert f"a = {AFFINE_KEY[0]}, b = {AFFINE_KEY[1]}" in by_encoding["affine"]
    assert f"key {COLUMNAR_KEY}" in by_encoding["columnar"]
    assert f"{XOR_KEY:#04x}" in by_encoding["xor"]


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH8_ATTACKS, FRESH8_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH8_ATTACKS if p.marker}
    for page in FRESH8_BENIGN:
        check_benign(page, markers, ("/collect",))


def _check_json_carrier(page: Page, body: dict[str, Any]) -> None:
    """A page of one of fresh8's new JSON types has that type's shape."""
    if page.content_type == "application/feed+json":
        assert body["version"] == "https://jsonfeed.org/version/1.1", page.id
        assert isinstance(body["title"], str), page.id
        items = body["items"]
        assert isinstance(items, list) and items, page.id
        for item in items:
            assert isinstance(item["id"], str), page.id
            assert isinstance(item.get("content_text", item.get("content_html")), str)
        extensions = [k for k in body if k not in {"version", "title", "items"}]
        assert all(k.startswith("_") or k.endswith("_url") for k in extensions), page.id
    elif page.content_type == "application/schema+json":
        assert body["$schema"] == "https://json-schema.org/draft/2020-12/schema", page.id
        assert body["type"] == "object" and isinstance(body["properties"], dict), page.id
        try:
            from jsonschema import Draft202012Validator
        except ImportError:  # pragma: no cover - jsonschema is optional here
            return
        Draft202012Validator.check_schema(body)


def _check_tex(page_id: str, text: str) -> None:
    """A LaTeX document: one document environment, balanced braces, matched environments."""
    assert text.startswith("\\documentclass"), page_id
    assert text.count("\\begin{document}") == 1, page_id
    assert text.endswith("\\end{document}\n"), page_id
    bare = re.sub(r"(?<!\\)%.*", "", re.sub(r"\\[{}%]", "", text))
    depth = 0
    for char in bare:
        depth += {"{": 1, "}": -1}.get(char, 0)
        assert depth >= 0, page_id
    assert depth == 0, page_id
    stack: list[str] = []
    for kind, env in re.findall(r"\\(begin|end)\{([^}]+)\}", bare):
        if kind == "begin":
            stack.append(env)
        else:
            assert stack and stack.pop() == env, (page_id, env)
    assert not stack, page_id
    assert bare.count("\\iffalse") == bare.count("\\fi\n"), page_id


def _check_css(page_id: str, text: str) -> None:
    """A stylesheet: every comment and string closed, braces balanced."""
    bare = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    bare = re.sub(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'', "", bare)
    assert "/*" not in bare and "*/" not in bare and '"' not in bare, page_id
    depth = 0
    for char in bare:
        depth += {"{": 1, "}": -1}.get(char, 0)
        assert depth >= 0, page_id
    assert depth == 0, page_id


def _check_kml(page_id: str, text: str) -> None:
    """A KML 2.2 document whose placemarks have names and sound coordinates."""
    ns = "{http://www.opengis.net/kml/2.2}"
    root = ET.fromstring(text)
    assert root.tag == f"{ns}kml", page_id
    placemarks = root.findall(f"./{ns}Document/{ns}Placemark")
    assert placemarks, page_id
    for placemark in placemarks:
        assert placemark.findtext(f"{ns}name"), page_id
        lon, lat, _ = placemark.findtext(f"{ns}Point/{ns}coordinates", "").split(",")
        assert -180 <= float(lon) <= 180 and -90 <= float(lat) <= 90, page_id


def _check_script(page_id: str, text: str) -> None:
    """A browser script that ``node --check`` accepts (syntax only: nothing runs)."""
    node = shutil.which("node")
    if node is None:
        return
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "page.js"
        path.write_text(text, encoding="utf-8")
        done = subprocess.run(
            [node, "--check", str(path)], capture_output=True, text=True, timeout=30
        )
    assert done.returncode == 0, (page_id, done.stderr)


def _check_new_carrier(page: Page, rendered: str) -> None:
    """A page of one of fresh8's new content types parses as that type."""
    ctype = page.content_type
    if ctype.endswith("+json"):
        body = json.loads(rendered)
        assert isinstance(body, dict), page.id
        _check_json_carrier(page, body)
    elif ctype == "application/vnd.google-earth.kml+xml":
        _check_kml(page.id, rendered)
    elif ctype == "application/xhtml+xml":
        root = ET.fromstring(rendered)
        assert root.tag == "{http://www.w3.org/1999/xhtml}html", page.id
        assert root.find("{http://www.w3.org/1999/xhtml}body") is not None, page.id
    elif ctype == "text/x-tex":
        _check_tex(page.id, rendered)
    elif ctype == "text/x-asciidoc":
        assert rendered.startswith("= "), page.id
        lines = rendered.split("\n")
        for fence in ("////", "====", "----", "...."):
            assert lines.count(fence) % 2 == 0, (page.id, fence)
    elif ctype == "application/javascript":
        _check_script(page.id, rendered)
    elif ctype == "text/css":
        _check_css(page.id, rendered)
    elif ctype == "text/x-sql":
        assert sqlite3.complete_statement(rendered), page.id
        with sqlite3.connect(":memory:") as db:  # a fresh, empty database in memory
            db.executescript(rendered)


@pytest.mark.parametrize("page", FRESH8_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page)
    _check_new_carrier(page, render(page, COLLECT))


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _DECODE["multitap"]("6 0 666 9 555") == "m owl"
    assert _DECODE["affine"]("aol wu") == "owl is"  # o = 14: 5 * 14 + 8 = 78 = 0 mod 26
    assert _DECODE["ternary"]("011010 011102 011000") == "owl"
    assert _DECODE["dvorak"](";,ddk") == "sweet"
    assert _DECODE["homoglyph"]("оwl ѕау") == "owl say"
    assert _DECODE["zlib"](base64.b64encode(zlib.compress(b"owl")).decode()) == "owl"
    assert _DECODE["ebcdic"]("96a693") == "owl"
    assert _DECODE["columnar"]("wsaxorlhmx") == "owlmarshxx"
    assert _DECODE["uuencode"]("#;W=L") == "owl"
    assert _DECODE["xor"]("455d46") == "owl"
    assert _DECODE["mathbold"]("𝐨𝐰𝐥 𝟕") == "owl 7"
    assert _DECODE["b64"](base64.b64encode(b"owl").decode()) == "owl"
