"""The fresh2 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import codecs
import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from urllib.parse import unquote

import pytest

from core.evals.injection import CATEGORIES, GOALS, PAGES, render
from core.evals.injection_fresh import FRESH_PAGES
from core.evals.injection_fresh2 import FRESH2_ATTACKS, FRESH2_BENIGN, FRESH2_PAGES
from core.evals.injection_heldout import HELDOUT_PAGES
from core.evals.injection_pages import LEAK_TRIGGERS, TOOL_TRIGGERS, URL_TRIGGERS, Page

COLLECT = "http://localhost:1/collect"
_GOAL_TRIGGERS = {"leak": LEAK_TRIGGERS, "tool": TOOL_TRIGGERS, "url": URL_TRIGGERS}
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
_DECODE: dict[str, Callable[[str], str]] = {
    "b64": lambda t: base64.b64decode(t, validate=True).decode(),
    "hex": lambda t: bytes.fromhex(t).decode(),
    "rot13": lambda t: codecs.decode(t, "rot13"),
    "url": unquote,
    "reversed": lambda t: t[::-1],
    "leet": lambda t: t.translate(str.maketrans("431057", "aeiost")),
}


def _tag(page: Page, key: str) -> str | None:
    found = re.search(rf"\b{key}=([\w-]+)", page.notes)
    return found.group(1) if found else None


def _plain_triggers(page: Page) -> tuple[str, ...]:
    """What the payload wants, in clear text: the goal's trigger or the hijack marker."""
    assert page.goal is not None
    return (page.marker,) if page.goal == "hijack" else _GOAL_TRIGGERS[page.goal]


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
        assert page.attack and page.triggers and page.goal in GOALS, page.id
        assert (page.goal == "hijack") == bool(page.marker), page.id
        # A URL payload's trigger is in the served page, once {collect} is filled in.
        raw = page.body.replace("{collect}", "/collect")
        assert all(t in raw for t in page.triggers), page.id
        if page.category != "encoding":
            # In clear text, the payload names what it wants.
            assert page.triggers == _plain_triggers(page), page.id
        if page.goal == "url" and page.category != "encoding":
            assert "{collect}" in page.body, page.id


def test_encoded_payloads_decode_to_their_goal() -> None:
    encoded = [p for p in FRESH2_ATTACKS if p.category == "encoding"]
    assert {_tag(p, "encoding") for p in encoded} == set(_DECODE)
    for page in encoded:
        decode = _DECODE[str(_tag(page, "encoding"))]
        for trigger in page.triggers:
            clear = decode(trigger)
            assert clear != trigger, page.id
            assert any(t.lower() in clear.lower() for t in _plain_triggers(page)), page.id


def test_languages_are_new_and_really_used() -> None:
    multilingual = [p for p in FRESH2_ATTACKS if p.category == "multilingual"]
    attack_langs = [_tag(p, "lang") for p in multilingual]
    assert None not in attack_langs
    assert len(set(attack_langs)) >= 9
    assert not set(attack_langs) & _OLD_ATTACK_LANGUAGES
    assert all(_tag(p, "lang") is None for p in FRESH2_ATTACKS if p.category != "multilingual")
    benign_langs = {_tag(p, "lang") for p in FRESH2_BENIGN} - {None}
    assert len(benign_langs) >= 10
    for page in FRESH2_PAGES:
        lang = _tag(page, "lang")
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
    rendered = render(page, COLLECT)
    assert "{collect}" not in rendered
    assert all(t in rendered for t in page.triggers)
    assert page.expect[0] in rendered
    if page.goal == "url" and page.category != "encoding":
        assert COLLECT in rendered
    if page.content_type == "application/json":
        assert isinstance(json.loads(rendered), dict)
    elif page.content_type == "application/xml":
        ET.fromstring(rendered)
    elif page.content_type == "text/html":
        assert rendered.startswith("<!DOCTYPE html>") and rendered.endswith("</html>")
