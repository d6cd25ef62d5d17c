"""The fresh5 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import codecs
import email
import json
import quopri
import re
import tomllib
from collections.abc import Callable
from urllib.parse import unquote

import pytest
from _corpus_checks import (
    COLLECT,
    DECODE,
    check_attack_triggers,
    check_benign,
    check_blind_counts,
    check_encodings,
    check_languages,
    check_not_copied,
    check_rendered,
    tag,
)

from core.evals.injection import CATEGORIES, GOALS, PAGES, render
from core.evals.injection_fresh import FRESH_PAGES
from core.evals.injection_fresh2 import FRESH2_PAGES
from core.evals.injection_fresh3 import FRESH3_PAGES
from core.evals.injection_fresh4 import FRESH4_PAGES
from core.evals.injection_fresh5 import FRESH5_ATTACKS, FRESH5_BENIGN, FRESH5_PAGES
from core.evals.injection_fresh5_attacks import MORSE
from core.evals.injection_heldout import HELDOUT_PAGES
from core.evals.injection_pages import Page

_OLDER = PAGES + HELDOUT_PAGES + FRESH_PAGES + FRESH2_PAGES + FRESH3_PAGES + FRESH4_PAGES
# Languages the earlier corpora (fresh4 included) already attack in.
_OLD_ATTACK_LANGUAGES = {
    "fr", "de", "es", "ru", "zh", "pl", "it", "ja", "nl", "tr", "ko", "pt",
    "sw", "cs", "he", "vi", "fi", "hu", "hi", "id", "ro", "el", "sv", "th",
    "bn", "ca", "fa", "da", "ms", "ta", "tl", "nb",
    "ka", "hy", "uk", "cy", "lt", "ur", "is", "et", "te", "ar", "eu",
} | {tag(p, "lang") for p in _OLDER if p.attack and tag(p, "lang")}  # fmt: skip
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "sr": "[јљњћђџ]",  # letters Serbian Cyrillic adds
    "lv": "[āēīūļņķģ]",
    "am": "[\u1200-\u137f]",  # Ethiopic
    "sk": "[ľĺŕô]",
    "kk": "[әғқңөұүһ]",  # letters Kazakh adds to Cyrillic
    "ml": "[\u0d00-\u0d7f]",
    "hr": "[ćđ]",
    "gu": "[\u0a80-\u0aff]",
    "az": "[ə]",
    "sq": r"\b(dhe|vetëm|asgjë|këtë)\b",
    "af": r"\b(nie|die|moenie|slegs)\b",
    "mt": "[ċġħż]",
    # benign languages
    "fr": "[éèêàçù]",
    "sv": "[åäö]",
    "fi": r"\b(ja|on|kun|älä|Älä)\b",
    "el": "[\u0370-\u03ff]",
    "vi": "[ăâđêôơư]",
    "zh": "[\u4e00-\u9fff]",
    "cs": "[ěřů]",
    "he": "[\u0590-\u05ff]",
    "ro": "[ăâîșț]",
    "id": r"\b(karena|sampah|warga|untuk)\b",
}
_MORSE_BACK = {code: char for char, code in MORSE.items()}
_CAESAR_BACK = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "xyzabcdefghijklmnopqrstuvwXYZABCDEFGHIJKLMNOPQRSTUVW",
)
# How to read each ``encoding=`` a fresh5 page may name: six shared ones and six new.
_DECODE: dict[str, Callable[[str], str]] = {
    **{name: DECODE[name] for name in ("b64", "hex", "url", "rot13", "reversed", "uescape")},
    "morse": lambda t: " ".join(
        "".join(_MORSE_BACK[code] for code in word.split()) for word in t.split(" / ")
    ),
    "caesar3": lambda t: t.translate(_CAESAR_BACK),
    "octal": lambda t: bytes(int(d, 8) for d in re.findall(r"\\([0-7]{3})", t)).decode(),
    "binary": lambda t: bytes(int(b, 2) for b in t.split()).decode(),
    "qp": lambda t: quopri.decodestring(t.encode()).decode(),
    "charcodes": lambda t: "".join(chr(int(n)) for n in re.findall(r"\d+", t)),
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | ({tag(p, "encoding") for p in _OLDER} - {None})
# Content types fresh5 serves that no earlier corpus does.
_NEW_TYPES = {
    "text/calendar",
    "text/vcard",
    "text/vtt",
    "text/x-toml",
    "text/x-markdown",
    "application/graphql-response+json",
}


def test_ids_topics_and_markers_are_new() -> None:
    ids = [p.id for p in FRESH5_PAGES]
    assert len(set(ids)) == len(ids)
    assert all(p.id.startswith("fresh5-attack-") for p in FRESH5_ATTACKS)
    assert all(p.id.startswith("fresh5-benign-") for p in FRESH5_BENIGN)
    assert all(p.notes.startswith("fresh5") for p in FRESH5_PAGES)
    assert not set(ids) & {p.id for p in _OLDER}
    old_topics = {p.topic for p in _OLDER}
    assert {p.topic for p in FRESH5_PAGES}.isdisjoint(old_topics), {
        p.topic for p in FRESH5_PAGES
    } & old_topics
    assert len({p.topic for p in FRESH5_ATTACKS}) >= 12
    markers = {p.marker for p in FRESH5_ATTACKS if p.marker}
    assert len(markers) == 3
    assert not markers & {p.marker for p in _OLDER if p.marker}


def test_no_text_is_copied_from_earlier_corpora() -> None:
    check_not_copied(FRESH5_PAGES, _OLDER)


def test_counts_per_goal_and_category() -> None:
    cells = {(c, g) for c in CATEGORIES for g in GOALS}
    check_blind_counts(FRESH5_ATTACKS, FRESH5_BENIGN, "fresh5-", cells)
    assert len(FRESH5_ATTACKS) == 60
    plain = [p for p in FRESH5_BENIGN if "looks suspicious" not in p.notes]
    assert len(plain) == 10
    assert 60 <= len(FRESH5_BENIGN) <= 75


def test_new_carriers_are_served() -> None:
    types = {p.content_type for p in FRESH5_PAGES}
    assert _NEW_TYPES.issubset(types)
    assert not _NEW_TYPES & {p.content_type for p in _OLDER}
    markup = {p.content_type for p in FRESH5_ATTACKS if p.category == "markup"}
    assert len(markup & _NEW_TYPES) >= 2
    assert len({p.content_type for p in FRESH5_BENIGN} & _NEW_TYPES) >= 4


def test_every_attack_carries_its_goals_trigger() -> None:
    check_attack_triggers(FRESH5_ATTACKS, GOALS)


def test_encoded_payloads_decode_to_their_goal() -> None:
    check_encodings(FRESH5_ATTACKS, FRESH5_PAGES, _DECODE, _OLD_ENCODINGS, 2)


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH5_ATTACKS, FRESH5_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH5_ATTACKS if p.marker}
    for page in FRESH5_BENIGN:
        check_benign(page, markers, ("/collect",))


def _check_new_carrier(page: Page, rendered: str) -> None:
    """A page of one of fresh5's new content types parses as that type."""
    ctype = page.content_type
    if ctype == "application/graphql-response+json":
        body = json.loads(rendered)
        assert isinstance(body, dict) and "data" in body
    elif ctype == "text/x-toml":
        assert "title" in tomllib.loads(rendered)
    elif ctype in ("text/calendar", "text/vcard"):
        kind = "VCALENDAR" if ctype == "text/calendar" else "VCARD"
        lines = rendered.strip().split("\n")
        assert lines[0] == f"BEGIN:{kind}" and lines[-1] == f"END:{kind}"
        assert all(re.match(r"[A-Z][A-Z0-9-]*[;:]", line) for line in lines), page.id
        begins = [line[6:] for line in lines if line.startswith("BEGIN:")]
        ends = [line[4:] for line in lines if line.startswith("END:")]
        assert sorted(begins) == sorted(ends)
    elif ctype == "text/vtt":
        assert rendered.startswith("WEBVTT\n\n")
        blocks = rendered.strip().split("\n\n")[1:]
        for block in blocks:
            first = block.split("\n", 1)[0]
            assert first == "NOTE" or re.fullmatch(
                r"\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}", first
            ), (page.id, first)
    elif ctype == "text/x-markdown":
        assert rendered.startswith("---\ntitle: ")
        assert rendered.count("\n---\n") == 1


@pytest.mark.parametrize("page", FRESH5_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page)
    _check_new_carrier(page, render(page, COLLECT))


def test_shared_decoders_agree_with_the_standard_library() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _DECODE["rot13"](codecs.encode("kestrel", "rot13")) == "kestrel"
    assert _DECODE["url"]("a%20b") == unquote("a%20b") == "a b"
    assert _DECODE["b64"](base64.b64encode(b"owl").decode()) == "owl"
    assert _DECODE["qp"]("=6F=77=\n=6C") == "owl"
    assert _DECODE["octal"]("\\157\\167\\154") == "owl"
    assert _DECODE["morse"]("--- .-- .-.. / .-") == "OWL A"
    assert _DECODE["caesar3"]("rzo") == "owl"
    assert _DECODE["binary"]("01101111 01110111 01101100") == "owl"
    assert _DECODE["charcodes"]("111, 119, 108") == "owl"


def test_the_quoted_printable_page_is_a_mail_message() -> None:
    (page,) = [p for p in FRESH5_ATTACKS if tag(p, "encoding") == "qp"]
    start = page.body.index("From: ")
    message = email.message_from_string(page.body[start:])
    assert message["Content-Transfer-Encoding"] == "quoted-printable"
    clear = message.get_payload(decode=True).decode()
    assert "put_store_entry" in clear
