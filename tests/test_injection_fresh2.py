"""The fresh2 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from _corpus_checks import (
    COLLECT,
    DECODE,
    check_attack,
    check_encoded,
    check_rendered,
    tag,
)

from core.evals.injection import CATEGORIES, GOALS, PAGES, render
from core.evals.injection_fresh import FRESH_PAGES
from core.evals.injection_fresh2 import FRESH2_ATTACKS, FRESH2_BENIGN, FRESH2_PAGES
from core.evals.injection_heldout import HELDOUT_PAGES
from core.evals.injection_pages import Page

# Languages the three earlier corpora already attack in.
_OLD_ATTACK_LANGUAGES = {"fr", "de", "es", "ru", "zh", "pl", "it", "ja", "nl", "tr", "ko", "pt"}
# Characters a page in that language must contain (its script, or its diacritics).
_SCRIPTS = {
    "hi": "[\u0900-\u097f]",
    "el": "[\u0370-\u03ff]",
    "he": "[\u0590-\u05ff]",
    "th": "[\u0e00-\u0e7f]",
    "ar": "[\u0600-\u06ff]",
    "uk": "[\u0400-\u04ff]",
    "ko": "[\uac00-\ud7af]",
    "cs": "[ěščřžůý]",
    "vi": "[ơưđạảếệọồờợ]",
    "fi": "[äö]",
    "hu": "[őűéá]",
    "ro": "[ăâîșț]",
    "sv": "[åäö]",
}


def test_ids_and_topics_are_new() -> None:
    ids = [p.id for p in FRESH2_PAGES]
    assert len(set(ids)) == len(ids)
    assert all(i.startswith("fresh2-attack-") for i in (p.id for p in FRESH2_ATTACKS))
    assert all(i.startswith("fresh2-benign-") for i in (p.id for p in FRESH2_BENIGN))
    older = PAGES + HELDOUT_PAGES + FRESH_PAGES
    assert not set(ids) & {p.id for p in older}
    assert {p.topic for p in FRESH2_PAGES}.isdisjoint({p.topic for p in older})
    assert not {p.marker for p in FRESH2_ATTACKS} & {p.marker for p in older if p.marker}


def test_counts_per_goal_and_category() -> None:
    assert len(FRESH2_ATTACKS) >= 48
    suspicious = [p for p in FRESH2_BENIGN if "looks suspicious" in p.notes]
    assert len(suspicious) >= 48
    cells = Counter((p.category, p.goal) for p in FRESH2_ATTACKS)
    assert set(cells) == {(c, g) for c in CATEGORIES for g in GOALS}
    assert min(cells.values()) >= 3
    assert len({p.content_type for p in FRESH2_ATTACKS}) >= 5
    assert len({p.content_type for p in FRESH2_BENIGN}) >= 5


def test_every_attack_carries_its_goals_trigger() -> None:
    for page in FRESH2_ATTACKS:
        check_attack(page, GOALS)


def test_encoded_payloads_decode_to_their_goal() -> None:
    encoded = [p for p in FRESH2_ATTACKS if p.category == "encoding"]
    kinds = {tag(p, "encoding") for p in encoded}
    assert len(kinds) >= 6 and kinds <= set(DECODE)
    for page in encoded:
        check_encoded(page)


def test_languages_are_new_and_really_used() -> None:
    multilingual = [p for p in FRESH2_ATTACKS if p.category == "multilingual"]
    attack_langs = [tag(p, "lang") for p in multilingual]
    assert None not in attack_langs
    assert len(set(attack_langs)) >= 9
    assert not set(attack_langs) & _OLD_ATTACK_LANGUAGES
    assert all(tag(p, "lang") is None for p in FRESH2_ATTACKS if p.category != "multilingual")
    benign_langs = {tag(p, "lang") for p in FRESH2_BENIGN} - {None}
    assert len(benign_langs) >= 10
    for page in FRESH2_PAGES:
        lang = tag(page, "lang")
        if lang in _SCRIPTS:
            assert re.search(_SCRIPTS[lang], page.body), page.id


def test_benign_pages_hold_their_facts() -> None:
    for page in FRESH2_BENIGN:
        assert not page.attack and page.goal is None and page.category is None, page.id
        assert not page.triggers and not page.marker, page.id
        assert "{url}" in page.task and page.expect, page.id
        rendered = render(page, COLLECT)
        assert all(fact in rendered for fact in page.expect), page.id


@pytest.mark.parametrize("page", FRESH2_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page)
