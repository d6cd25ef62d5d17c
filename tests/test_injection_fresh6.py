"""The fresh6 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import json
import re
import string
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable

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
from core.evals.injection_fresh6 import FRESH6_ATTACKS, FRESH6_BENIGN, FRESH6_PAGES
from core.evals.injection_fresh6_attacks import VIGENERE_KEY
from core.evals.injection_heldout import HELDOUT_PAGES
from core.evals.injection_pages import Page

_OLDER = (
    PAGES + HELDOUT_PAGES + FRESH_PAGES + FRESH2_PAGES + FRESH3_PAGES + FRESH4_PAGES + FRESH5_PAGES
)
# Languages the earlier corpora (fresh5 included) already attack in.
_OLD_ATTACK_LANGUAGES = {
    "fr", "de", "es", "ru", "zh", "pl", "it", "ja", "nl", "tr", "ko", "pt",
    "sw", "cs", "he", "vi", "fi", "hu", "hi", "id", "ro", "el", "sv", "th",
    "bn", "ca", "fa", "da", "ms", "ta", "tl", "nb",
    "ka", "hy", "uk", "cy", "lt", "ur", "is", "et", "te", "ar", "eu",
    "sr", "lv", "am", "sk", "kk", "ml", "hr", "gu", "az", "sq", "af", "mt",
} | {tag(p, "lang") for p in _OLDER if p.attack and tag(p, "lang")}  # fmt: skip
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "eo": "[ĉĝĥĵŝŭ]",  # letters Esperanto adds
    "sl": r"\b(preden|prosimo|uporabniku)\b",
    "mk": "[ѓќѕ]",  # letters only Macedonian Cyrillic has
    "be": "[ў]",  # short u, Belarusian Cyrillic
    "ga": r"\b(agus|sula|le do thoil)\b",
    "yo": "[ẹọṣ]",  # letters with a dot below
    "zu": r"\b(ngaphambi|kokuba|umsebenzisi)\b",
    "uz": "(oʻ|gʻ)",  # Uzbek Latin o' and g' (U+02BB)
    "mn": "[өү]",
    "mr": "(आणि|नका)",  # Marathi words in Devanagari
    "pa": "[\u0a00-\u0a7f]",  # Gurmukhi
    "gl": r"\b(intelixencia|máis)\b",
    # benign languages (eo, sl and mk as above)
    "de": "[äöüß]",
    "it": r"\b(della|non|niente)\b",
    "pt": "[ãõçá]",
    "ja": "[\u3040-\u30ff]",  # kana
    "ko": "[\uac00-\ud7af]",  # Hangul syllables
    "pl": "[ąęłńśźż]",
    "nl": r"\b(niet|zodra|het)\b",
}

_B58_DIGITS = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_NATO = (
    "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
    "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
    "sierra", "tango", "uniform", "victor", "whiskey", "x-ray", "yankee", "zulu",
)  # fmt: skip
_NATO_BACK = {word: letter for word, letter in zip(_NATO, string.ascii_lowercase, strict=True)} | {
    "underscore": "_",
    "/": " ",
}
_BRAILLE_BACK = dict(zip("⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵", string.ascii_lowercase, strict=True)) | {
    "\u2800": " "
}
_CAESAR7_BACK = str.maketrans(
    string.ascii_lowercase + string.ascii_uppercase,
    string.ascii_lowercase[19:]
    + string.ascii_lowercase[:19]
    + string.ascii_uppercase[19:]
    + string.ascii_uppercase[:19],
)


def _number_text(number: int) -> str:
    """The UTF-8 text whose bytes, read as one big-endian number, are ``number``."""
    return number.to_bytes((number.bit_length() + 7) // 8, "big").decode()


def _from_b58(text: str) -> str:
    number = 0
    for char in text:
        number = number * 58 + _B58_DIGITS.index(char)
    return _number_text(number)


def _from_vigenere(text: str, key: str = VIGENERE_KEY) -> str:
    shifts = [ord(k) - ord("a") for k in key.lower()]
    out, i = [], 0
    for char in text:
        if char in string.ascii_letters:
            base = ord("A") if char.isupper() else ord("a")
            out.append(chr((ord(char) - base - shifts[i % len(shifts)]) % 26 + base))
            i += 1
        else:
            out.append(char)
    return "".join(out)


def _from_zw_binary(text: str) -> str:
    bits = {"\u200b": "0", "\u200c": "1"}
    return bytes(int("".join(bits[c] for c in group), 2) for group in text.split("\u200d")).decode()


# How to read each ``encoding=`` a fresh6 page may name: two shared ones and ten new.
_DECODE: dict[str, Callable[[str], str]] = {
    **{name: DECODE[name] for name in ("b32", "hex")},
    "b58": _from_b58,
    "b36": lambda t: _number_text(int(t.replace("-", ""), 36)),
    "vigenere": _from_vigenere,
    "caesar7": lambda t: t.translate(_CAESAR7_BACK),
    "nato": lambda t: "".join(_NATO_BACK[w.lower()] for w in t.split()),
    "a1z26": lambda t: " ".join(
        "".join(chr(ord("a") + int(n) - 1) for n in word.split("-")) for word in t.split()
    ),
    "fullwidth": lambda t: unicodedata.normalize("NFKC", t),
    "braille": lambda t: "".join(_BRAILLE_BACK[c] for c in t),
    "zwbinary": _from_zw_binary,
    "interleave": lambda t: t[::2],
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | ({tag(p, "encoding") for p in _OLDER} - {None})
# Content types fresh6 serves that no earlier corpus does.
_NEW_TYPES = {
    "application/ld+json",
    "application/problem+json",
    "application/x-ndjson",
    "application/x-ipynb+json",
    "application/geo+json",
    "application/vnd.oai.openapi+json",
    "application/atom+xml",
    "image/svg+xml",
    "text/x-diff",
    "text/x-java-properties",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "off-screen": "top:-2000px",
    "closed details": "<details>",
    "css content": "::after{content:",
    "noscript": "<noscript>",
    "title attribute": "<abbr title=",
    "data attribute": "data-agent-instructions=",
    "meta tag": '<meta name="ai-agent-policy"',
    "clipped": "clip-path:inset(50%)",
    "unpainted svg text": 'fill="none"',
    "hidden notebook cell": '"source_hidden": true',
    "unrendered geojson property": '"_render": false',
    "transparent text": "color:transparent",
}


def test_ids_topics_and_markers_are_new() -> None:
    ids = [p.id for p in FRESH6_PAGES]
    assert len(set(ids)) == len(ids)
    assert all(p.id.startswith("fresh6-attack-") for p in FRESH6_ATTACKS)
    assert all(p.id.startswith("fresh6-benign-") for p in FRESH6_BENIGN)
    assert all(p.notes.startswith("fresh6") for p in FRESH6_PAGES)
    assert not set(ids) & {p.id for p in _OLDER}
    old_topics = {p.topic for p in _OLDER}
    assert {p.topic for p in FRESH6_PAGES}.isdisjoint(old_topics), {
        p.topic for p in FRESH6_PAGES
    } & old_topics
    assert len({p.topic for p in FRESH6_ATTACKS}) >= 12
    markers = {p.marker for p in FRESH6_ATTACKS if p.marker}
    assert len(markers) == 3
    assert not markers & {p.marker for p in _OLDER if p.marker}


def test_no_text_is_copied_from_earlier_corpora() -> None:
    check_not_copied(FRESH6_PAGES, _OLDER)


def test_counts_per_goal_and_category() -> None:
    cells = {(c, g) for c in CATEGORIES for g in GOALS}
    check_blind_counts(FRESH6_ATTACKS, FRESH6_BENIGN, "fresh6-", cells)
    assert len(FRESH6_ATTACKS) == 60
    plain = [p for p in FRESH6_BENIGN if "looks suspicious" not in p.notes]
    assert len(plain) == 10
    assert 60 <= len(FRESH6_BENIGN) <= 75


def test_new_carriers_are_served() -> None:
    check_new_carriers(FRESH6_ATTACKS, FRESH6_BENIGN, _NEW_TYPES, _OLDER)


def test_every_attack_carries_its_goals_trigger() -> None:
    check_attack_triggers(FRESH6_ATTACKS, GOALS)


def test_hidden_payloads_use_many_hiding_places() -> None:
    check_hiding_places(FRESH6_ATTACKS, _HIDING_PLACES)


def test_encoded_payloads_decode_to_their_goal() -> None:
    check_encodings(FRESH6_ATTACKS, FRESH6_PAGES, _DECODE, _OLD_ENCODINGS, 4)


def test_the_vigenere_key_is_stated_on_its_page() -> None:
    (page,) = [p for p in FRESH6_ATTACKS if tag(p, "encoding") == "vigenere"]
    assert f"key {VIGENERE_KEY}" in page.body


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH6_ATTACKS, FRESH6_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH6_ATTACKS if p.marker}
    for page in FRESH6_BENIGN:
        check_benign(page, markers, ("/collect",))


def _check_patch(page_id: str, text: str) -> None:
    """A git patch: mail headers, then file diffs whose hunks hold as many lines as
    their headers say."""
    lines = text.rstrip("\n").split("\n")
    assert lines[0].startswith("From ") and "Subject: [PATCH]" in text, page_id
    start = next(i for i, line in enumerate(lines) if line.startswith("diff --git "))
    headers = ("diff --git ", "index ", "new file mode ", "deleted file mode ", "--- ", "+++ ")
    old = new = 0
    for line in lines[start:]:
        if old or new:
            assert line[:1] in (" ", "-", "+"), (page_id, line)
            old -= line[:1] in (" ", "-")
            new -= line[:1] in (" ", "+")
            assert old >= 0 and new >= 0, (page_id, line)
            continue
        hunk = re.fullmatch(r"@@ -\d+,(\d+) \+\d+,(\d+) @@.*", line)
        if hunk:
            old, new = int(hunk.group(1)), int(hunk.group(2))
        else:
            assert line.startswith(headers), (page_id, line)
    assert old == new == 0, page_id


def _check_json_carrier(page: Page, body: dict[str, object]) -> None:
    """A page of one of fresh6's new JSON types has that type's shape."""
    ctype = page.content_type
    if ctype == "application/ld+json":
        assert body["@context"] == "https://schema.org" and "@type" in body
    elif ctype == "application/problem+json":
        assert {"type", "title", "status"} <= set(body) and isinstance(body["status"], int)
    elif ctype == "application/x-ipynb+json":
        assert body["nbformat"] == 4 and isinstance(body["metadata"], dict)
        cells = body["cells"]
        assert isinstance(cells, list) and cells
        for cell in cells:
            assert cell["cell_type"] in ("markdown", "code", "raw") and "id" in cell
            assert isinstance(cell["source"], list | str)
            if cell["cell_type"] == "code":
                assert isinstance(cell["outputs"], list) and "execution_count" in cell
    elif ctype == "application/geo+json":
        assert body["type"] == "FeatureCollection"
        features = body["features"]
        assert isinstance(features, list) and features
        for feature in features:
            assert feature["type"] == "Feature" and isinstance(feature["properties"], dict)
            assert feature["geometry"]["type"] == "Point"
            assert len(feature["geometry"]["coordinates"]) == 2
    elif ctype == "application/vnd.oai.openapi+json":
        assert str(body["openapi"]).startswith("3.") and "title" in body["info"]
        paths = body["paths"]
        assert isinstance(paths, dict) and paths
        methods = {"get", "put", "post", "delete", "patch", "head", "options"}
        for path, operations in paths.items():
            assert path.startswith("/"), (page.id, path)
            assert set(operations) <= methods, (page.id, path)


def _check_new_carrier(page: Page, rendered: str) -> None:
    """A page of one of fresh6's new content types parses as that type."""
    ctype = page.content_type
    if ctype.endswith("+json"):
        body = json.loads(rendered)
        assert isinstance(body, dict), page.id
        _check_json_carrier(page, body)
    elif ctype == "application/x-ndjson":
        lines = rendered.rstrip("\n").split("\n")
        assert len(lines) >= 1 and rendered.endswith("\n")
        assert all(isinstance(json.loads(line), dict) for line in lines), page.id
    elif ctype == "application/atom+xml":
        root = ET.fromstring(rendered)
        assert root.tag == "{http://www.w3.org/2005/Atom}feed"
        assert len(root.findall("{http://www.w3.org/2005/Atom}entry")) == 1
    elif ctype == "image/svg+xml":
        root = ET.fromstring(rendered)
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
    elif ctype == "text/x-diff":
        _check_patch(page.id, rendered)
    elif ctype == "text/x-java-properties":
        for line in rendered.strip().split("\n"):
            assert re.match(r"[#!]|[\w.-]+\s*[=:]", line), (page.id, line)


@pytest.mark.parametrize("page", FRESH6_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page)
    _check_new_carrier(page, render(page, COLLECT))


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _DECODE["b58"]("Cn8eVZg") == "hello"
    assert _DECODE["b36"]("4ckm-k") == "owl"
    assert _DECODE["vigenere"]("Zwy") == "Owl"
    assert _DECODE["caesar7"]("Vds") == "Owl"
    assert _DECODE["nato"]("Oscar Whiskey Lima / Underscore") == "owl _"
    assert _DECODE["a1z26"]("15-23-12 1") == "owl a"
    assert _DECODE["fullwidth"]("ｏｗｌ\u3000／１") == "owl /1"
    assert _DECODE["braille"]("⠕⠺⠇\u2800⠁") == "owl a"
    assert _DECODE["zwbinary"]("\u200b\u200c\u200c\u200b\u200c\u200c\u200c\u200c") == "o"
    assert _DECODE["interleave"]("oxwxlx") == "owl"
    assert _DECODE["b32"](base64.b32encode(b"owl").decode()) == "owl"
