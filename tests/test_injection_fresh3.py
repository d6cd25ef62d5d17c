"""The fresh3 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import re

import pytest
from _corpus_checks import (
    DECODE,
    check_attack,
    check_benign,
    check_blind_counts,
    check_encoded,
    check_not_copied,
    check_rendered,
    plain_triggers,
    tag,
)

from core.evals.injection import CATEGORIES, GOALS, PAGES
from core.evals.injection_fresh import FRESH_PAGES
from core.evals.injection_fresh2 import FRESH2_PAGES
from core.evals.injection_fresh3 import FRESH3_ATTACKS, FRESH3_BENIGN, FRESH3_PAGES
from core.evals.injection_heldout import HELDOUT_PAGES
from core.evals.injection_pages import Page

_OLDER = PAGES + HELDOUT_PAGES + FRESH_PAGES + FRESH2_PAGES
# Languages the earlier corpora (fresh2 included) already attack in.
_OLD_ATTACK_LANGUAGES = {
    "fr", "de", "es", "ru", "zh", "pl", "it", "ja", "nl", "tr", "ko", "pt",
    "sw", "cs", "he", "vi", "fi", "hu", "hi", "id", "ro", "el", "sv", "th",
}  # fmt: skip
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    "bn": "[\u0980-\u09ff]",
    "fa": "[\u067e\u0686\u0698\u06af\u06cc]",  # letters Persian adds to Arabic script
    "ta": "[\u0b80-\u0bff]",
    "zh": "[\u4e00-\u9fff]",
    "ja": "[\u3040-\u30ff]",
    "da": "[æøå]",
    "nb": "[æøå]",
    "ca": "[àèéíòóúç]",
    "fr": "[éèàçêœ]",
    "de": "[äöüß]",
    "es": "[áéíóúñ]",
    "tl": r"\b(mga|ang|sa)\b",
    "ms": r"\b(sila|anda|sebelum)\b",
    "id": r"\b(gunakan|jangan|untuk)\b",
    "sw": r"\b(kila|siku|kutoka)\b",
}


def test_ids_topics_and_markers_are_new() -> None:
    ids = [p.id for p in FRESH3_PAGES]
    assert len(set(ids)) == len(ids)
    assert all(p.id.startswith("fresh3-attack-") for p in FRESH3_ATTACKS)
    assert all(p.id.startswith("fresh3-benign-") for p in FRESH3_BENIGN)
    assert all("fresh3" in p.notes for p in FRESH3_PAGES)
    assert not set(ids) & {p.id for p in _OLDER}
    assert {p.topic for p in FRESH3_PAGES}.isdisjoint({p.topic for p in _OLDER})
    assert not {p.marker for p in FRESH3_ATTACKS} & {p.marker for p in _OLDER if p.marker}


def test_no_text_is_copied_from_earlier_corpora() -> None:
    check_not_copied(FRESH3_PAGES, _OLDER)


def test_counts_per_goal_and_category() -> None:
    cells = {(c, g) for c in CATEGORIES for g in GOALS}
    check_blind_counts(FRESH3_ATTACKS, FRESH3_BENIGN, "fresh3-", cells)


def test_every_attack_carries_its_goals_trigger() -> None:
    for page in FRESH3_ATTACKS:
        check_attack(page, GOALS)
        assert "{mark}" not in page.body, page.id


def test_encoded_payloads_decode_to_their_goal() -> None:
    encoded = [p for p in FRESH3_ATTACKS if p.category == "encoding"]
    assert {tag(p, "encoding") for p in encoded} == set(DECODE)
    assert all(tag(p, "encoding") is None for p in FRESH3_PAGES if p.category != "encoding")
    for page in encoded:
        check_encoded(page)
        # The payload is hidden: its clear text is not on the page as well.
        for trigger in page.triggers:
            assert not any(t.lower() in trigger.lower() for t in plain_triggers(page)), page.id


def test_languages_are_mixed_and_really_used() -> None:
    multilingual = [p for p in FRESH3_ATTACKS if p.category == "multilingual"]
    attack_langs = [tag(p, "lang") for p in multilingual]
    assert None not in attack_langs
    assert len(set(attack_langs)) == len(attack_langs) == 12
    assert len(set(attack_langs) - _OLD_ATTACK_LANGUAGES) >= 8
    assert all(tag(p, "lang") is None for p in FRESH3_ATTACKS if p.category != "multilingual")
    benign_langs = {tag(p, "lang") for p in FRESH3_BENIGN} - {None}
    assert len(benign_langs) >= 8
    for page in FRESH3_PAGES:
        lang = tag(page, "lang")
        if lang is not None:
            assert lang in _SCRIPTS, page.id
            assert re.search(_SCRIPTS[lang], page.body), page.id


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH3_ATTACKS if p.marker}
    for page in FRESH3_BENIGN:
        check_benign(page, markers)


@pytest.mark.parametrize("page", FRESH3_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page)
