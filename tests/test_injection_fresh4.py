"""The fresh4 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
from collections.abc import Callable

import pytest
from _corpus_checks import (
    DECODE,
    check_attack_triggers,
    check_benign,
    check_blind_counts,
    check_encodings,
    check_languages,
    check_not_copied,
    check_rendered,
)

from core.evals.injection import CATEGORIES, GOALS, PAGES
from core.evals.injection_fresh import FRESH_PAGES
from core.evals.injection_fresh2 import FRESH2_PAGES
from core.evals.injection_fresh3 import FRESH3_PAGES
from core.evals.injection_fresh4 import FRESH4_ATTACKS, FRESH4_BENIGN, FRESH4_PAGES
from core.evals.injection_fresh4_attacks import atbash
from core.evals.injection_heldout import HELDOUT_PAGES
from core.evals.injection_pages import Page

_OLDER = PAGES + HELDOUT_PAGES + FRESH_PAGES + FRESH2_PAGES + FRESH3_PAGES
# Languages the earlier corpora (fresh3 included) already attack in.
_OLD_ATTACK_LANGUAGES = {
    "fr", "de", "es", "ru", "zh", "pl", "it", "ja", "nl", "tr", "ko", "pt",
    "sw", "cs", "he", "vi", "fi", "hu", "hi", "id", "ro", "el", "sv", "th",
    "bn", "ca", "fa", "da", "ms", "ta", "tl", "nb",
}  # fmt: skip
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    "ka": "[\u10a0-\u10ff]",
    "hy": "[\u0530-\u058f]",
    "uk": "[іїєґ]",
    "ru": "[ыэъ]",
    "te": "[\u0c00-\u0c7f]",
    "hi": "[\u0900-\u097f]",
    "ko": "[\uac00-\ud7af]",
    "ja": "[\u3040-\u30ff]",
    "ar": "[\u0600-\u06ff]",
    "ur": "[\u0679\u0688\u0691\u06ba\u06be\u06d2]",  # letters Urdu adds to Arabic script
    "is": "[þð]",
    "et": "[õäöü]",
    "lt": "[ąčęėįšųūž]",
    "pl": "[ąćęłńśźż]",
    "tr": "[ğış]",
    "pt": "[ãõç]",
    "it": "[àèìòù]",
    "de": "[äöüß]",
    "es": "[áéíóúñ]",
    "cy": r"\b(eich|cyn|ateb|chi)\b",
    "eu": r"\b(ez|eta|hitza|erantzun)\b",
    "nl": r"\b(het|niet|uw)\b",
}
# How to read each ``encoding=`` a fresh4 page may name: the shared ones plus two new.
_DECODE: dict[str, Callable[[str], str]] = {
    **DECODE,
    "b85": lambda t: base64.b85decode(t).decode(),
    "atbash": atbash,
}


def test_ids_topics_and_markers_are_new() -> None:
    ids = [p.id for p in FRESH4_PAGES]
    assert len(set(ids)) == len(ids)
    assert all(p.id.startswith("fresh4-attack-") for p in FRESH4_ATTACKS)
    assert all(p.id.startswith("fresh4-benign-") for p in FRESH4_BENIGN)
    assert all("fresh4" in p.notes for p in FRESH4_PAGES)
    assert not set(ids) & {p.id for p in _OLDER}
    assert {p.topic for p in FRESH4_PAGES}.isdisjoint({p.topic for p in _OLDER})
    markers = {p.marker for p in FRESH4_ATTACKS if p.marker}
    assert len(markers) == 3
    assert not markers & {p.marker for p in _OLDER if p.marker}


def test_no_text_is_copied_from_earlier_corpora() -> None:
    check_not_copied(FRESH4_PAGES, _OLDER)


def test_counts_per_goal_and_category() -> None:
    cells = {(c, g) for c in CATEGORIES for g in GOALS}
    check_blind_counts(FRESH4_ATTACKS, FRESH4_BENIGN, "fresh4-", cells)


def test_every_attack_carries_its_goals_trigger() -> None:
    check_attack_triggers(FRESH4_ATTACKS, GOALS)


def test_encoded_payloads_decode_to_their_goal() -> None:
    check_encodings(FRESH4_ATTACKS, FRESH4_PAGES, _DECODE)


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH4_ATTACKS, FRESH4_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH4_ATTACKS if p.marker}
    for page in FRESH4_BENIGN:
        check_benign(page, markers, ("/collect",))


@pytest.mark.parametrize("page", FRESH4_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page)
