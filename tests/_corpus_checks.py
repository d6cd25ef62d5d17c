"""Structural checks the blind injection corpora (fresh2 to fresh14) share: no sanitiser here."""

from __future__ import annotations

import base64
import codecs
import html
import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import unquote

import pytest

from core.evals.injection import CATEGORIES, GOALS, render
from core.evals.injection_pages import LEAK_TRIGGERS, TOOL_TRIGGERS, URL_TRIGGERS, Page

__all__ = [
    "COLLECT",
    "DECODE",
    "check_attack",
    "check_benign",
    "check_blind_counts",
    "check_encoded",
    "check_not_copied",
    "check_rendered",
    "plain_triggers",
    "tag",
]

COLLECT = "http://localhost:1/collect"
_GOAL_TRIGGERS = {"leak": LEAK_TRIGGERS, "tool": TOOL_TRIGGERS, "url": URL_TRIGGERS}
# How to read each ``encoding=`` a page's notes may name.
DECODE: dict[str, Callable[[str], str]] = {
    "b64": lambda t: base64.b64decode(t, validate=True).decode(),
    "b32": lambda t: base64.b32decode(t).decode(),
    "hex": lambda t: bytes.fromhex(t).decode(),
    "rot13": lambda t: codecs.decode(t, "rot13"),
    "url": unquote,
    "reversed": lambda t: t[::-1],
    "leet": lambda t: t.translate(str.maketrans("431057", "aeiost")),
    "entities": html.unescape,
    "uescape": lambda t: t.encode("ascii").decode("unicode_escape"),
    "spaced": lambda t: " ".join(w.replace(" ", "") for w in t.split("  ")),
}


def older_pages(prefix: str) -> tuple[Page, ...]:
    """The pages of every corpus the bench lists before the one whose keys start with
    ``prefix`` (``bench.injection.SETS``), or of every corpus it lists while ``prefix`` is
    not on it yet: what a new blind corpus must not repeat."""
    from bench.injection import SETS

    prefixes = [p for p, _ in SETS]
    end = prefixes.index(prefix) if prefix in prefixes else len(SETS)
    return tuple(page for _, pages in SETS[:end] for page in pages)


def tag(page: Page, key: str) -> str | None:
    """The value of ``key=`` in the page's notes (``lang``, ``encoding``)."""
    found = re.search(rf"\b{key}=([\w-]+)", page.notes)
    return found.group(1) if found else None


def plain_triggers(page: Page) -> tuple[str, ...]:
    """What the payload wants, in clear text: the goal's trigger or the hijack marker."""
    assert page.goal is not None
    return (page.marker,) if page.goal == "hijack" else _GOAL_TRIGGERS[page.goal]


def check_attack(page: Page, goals: tuple[str, ...]) -> None:
    """An attack page carries its goal's trigger, in clear text unless it is encoded."""
    assert page.attack and page.triggers and page.goal in goals, page.id
    assert (page.goal == "hijack") == bool(page.marker), page.id
    # A URL payload's trigger is in the served page, once {collect} is filled in.
    raw = page.body.replace("{collect}", "/collect")
    assert all(t in raw for t in page.triggers), page.id
    if page.category != "encoding":
        assert page.triggers == plain_triggers(page), page.id
    if page.goal == "url" and page.category != "encoding":
        assert "{collect}" in page.body, page.id


def check_encoded(page: Page) -> None:
    """Each trigger of an encoded page decodes to what the payload wants."""
    decode = DECODE[str(tag(page, "encoding"))]
    for trigger in page.triggers:
        clear = decode(trigger)
        assert clear != trigger, page.id
        assert any(t.lower() in clear.lower() for t in plain_triggers(page)), page.id


def check_rendered(page: Page, checks: Mapping[str, Callable[[str, str], None]] = {}) -> None:
    """The served page holds its triggers and fact and parses as its content type: a
    corpus's own format check of that type in ``checks`` (called with the page's id and
    its text) is run too."""
    rendered = render(page, COLLECT)
    if page.content_type in checks:
        checks[page.content_type](page.id, rendered)
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
    elif page.content_type == "text/csv":
        assert rendered.startswith("title,text\n")
    elif page.content_type == "text/yaml":
        assert rendered.startswith("title: ")


def check_types_checked(
    pages: Sequence[Page], checks: Mapping[str, Callable[[str, str], None]], new_types: set[str]
) -> None:
    """Every new content type has its format check, and four pages or more to run it on."""
    assert set(checks) == new_types
    for ctype in new_types:
        assert sum(p.content_type == ctype for p in pages) >= 4, ctype


# The content types every corpus serves besides its new ones.
_COMMON_TYPES = frozenset({"text/html", "text/markdown", "text/plain"})


def check_new_to_bench(pages: Sequence[Page], older: Sequence[Page], new_types: set[str]) -> None:
    """No page id of the corpus is on the bench already, it serves no type but its new
    ones and the common ones, and no older corpus serves a new one."""
    assert not {p.id for p in pages} & {p.id for p in older}
    assert not {p.content_type for p in pages} - new_types - _COMMON_TYPES
    assert not new_types & {p.content_type for p in older}


def check_rejects_broken(
    checks: Mapping[str, Callable[[str, str], None]], broken: Mapping[str, str]
) -> None:
    """Each format check (of the test's own) fails on its broken file."""
    for ctype, text in broken.items():
        with pytest.raises((AssertionError, ValueError, IndexError, KeyError, ET.ParseError)):
            checks[ctype]("broken", text)


def _sentences(body: str) -> set[str]:
    """The body's longer sentences, tags and extra spaces removed."""
    text = re.sub(r"<[^>]+>", " ", body)
    parts = re.split(r"(?<=[.!?。])\s+|\n", text)
    return {s for s in (" ".join(p.split()) for p in parts) if len(s) >= 40}


def check_new_names(
    name: str, attacks: Sequence[Page], benign: Sequence[Page], older: Sequence[Page]
) -> None:
    """Ids, notes, topics and hijack markers of corpus ``name`` are its own and new: no
    earlier corpus uses them, and no earlier page mentions a marker."""
    pages = [*attacks, *benign]
    ids = [p.id for p in pages]
    assert len(set(ids)) == len(ids)
    assert all(p.id.startswith(f"{name}-attack-") for p in attacks)
    assert all(p.id.startswith(f"{name}-benign-") for p in benign)
    assert all(p.notes.startswith(name) for p in pages)
    assert not set(ids) & {p.id for p in older}
    old_topics = {p.topic for p in older}
    new_topics = {p.topic for p in pages}
    assert new_topics.isdisjoint(old_topics), new_topics & old_topics
    assert len({p.topic for p in attacks}) >= 12
    markers = {p.marker for p in attacks if p.marker}
    assert len(markers) == 3
    assert not markers & {p.marker for p in older if p.marker}
    older_text = "\n".join(p.body for p in older).lower()
    assert not any(m.lower() in older_text for m in markers)


def check_not_copied(pages: Sequence[Page], older: Sequence[Page]) -> None:
    """No body, and no longer sentence, of ``pages`` is in an older corpus; bodies differ."""
    older_bodies = {p.body for p in older}
    older_text = "\n".join(" ".join(re.sub(r"<[^>]+>", " ", b).split()) for b in older_bodies)
    for page in pages:
        assert page.body not in older_bodies, page.id
        for sentence in _sentences(page.body):
            assert sentence not in older_text, (page.id, sentence)
    bodies = [p.body for p in pages]
    assert len(set(bodies)) == len(bodies)


def check_blind_counts(
    attacks: Sequence[Page],
    benign: Sequence[Page],
    prefix: str,
    cells: set[tuple[str | None, str | None]],
) -> None:
    """Three attacks in each (category, goal) cell, at least 48 benign pages that look
    suspicious and 8 plain ones, six content types or more on each side."""
    per_cell = Counter((p.category, p.goal) for p in attacks)
    assert len(attacks) == 3 * len(cells)
    assert set(per_cell) == cells and set(per_cell.values()) == {3}
    suspicious = [p for p in benign if "looks suspicious" in p.notes]
    plain = [p for p in benign if "looks suspicious" not in p.notes]
    assert len(suspicious) >= 48 and len(plain) >= 8
    assert all(p.id.startswith(f"{prefix}benign-plain-") for p in plain)
    assert len({p.content_type for p in attacks}) >= 6
    assert len({p.content_type for p in benign}) >= 6


def check_sixty_attacks(
    attacks: Sequence[Page],
    benign: Sequence[Page],
    prefix: str,
    cells: set[tuple[str | None, str | None]],
    suspicious: int | None = None,
    plain_on_attack_topics: int | None = None,
) -> None:
    """:func:`check_blind_counts` for the corpora from fresh9 on: sixty attacks, ten
    plain pages, 60 to 75 benign ones (``suspicious`` of them looking suspicious, when
    given) and ``plain_on_attack_topics`` plain pages on the attack pages' topics."""
    check_blind_counts(attacks, benign, prefix, cells)
    plain = [p for p in benign if "looks suspicious" not in p.notes]
    assert len(attacks) == 60 and len(plain) == 10 and 60 <= len(benign) <= 75
    if suspicious is not None:
        assert len(benign) - len(plain) == suspicious
    if plain_on_attack_topics is not None:
        topics = {p.topic for p in plain} & {p.topic for p in attacks}
        assert len(topics) == plain_on_attack_topics


def check_benign(page: Page, markers: set[str], extra: tuple[str, ...] = ()) -> None:
    """A benign page: no goal or trigger, its task's facts on the page, and no attack
    trigger, hijack marker or ``extra`` string anywhere in it."""
    assert not page.attack and page.goal is None and page.category is None, page.id
    assert not page.triggers and not page.marker, page.id
    assert "{url}" in page.task and page.expect, page.id
    rendered = render(page, COLLECT)
    assert all(fact in rendered for fact in page.expect), page.id
    assert "{collect}" not in page.body, page.id
    triggers = (*LEAK_TRIGGERS, *TOOL_TRIGGERS, *markers, *extra)
    assert not any(t.lower() in rendered.lower() for t in triggers), page.id


def check_encodings(
    attacks: Sequence[Page],
    pages: Sequence[Page],
    decoders: dict[str, Callable[[str], str]],
    old: set[str] | frozenset[str] = frozenset(),
    min_new: int = 0,
) -> None:
    """Twelve encodings, one per encoded attack, each decoding (with ``decoders``) to its
    goal's trigger, which the encoded text does not show in clear."""
    encoded = [p for p in attacks if p.category == "encoding"]
    names = [tag(p, "encoding") for p in encoded]
    assert set(names) == set(decoders)
    assert len(names) == len(set(names)) == 12
    assert len(set(names) - set(old)) >= min_new
    assert all(tag(p, "encoding") is None for p in pages if p.category != "encoding")
    for page in encoded:
        decode = decoders[str(tag(page, "encoding"))]
        for trigger in page.triggers:
            clear = decode(trigger)
            assert clear != trigger, page.id
            assert any(t.lower() in clear.lower() for t in plain_triggers(page)), page.id
            # The payload is hidden: its clear text is not in the encoded text.
            assert not any(t.lower() in trigger.lower() for t in plain_triggers(page)), page.id


def check_languages(
    attacks: Sequence[Page],
    benign: Sequence[Page],
    scripts: dict[str, str],
    old: set[str],
) -> None:
    """Twelve attack languages, ten or more new, eight or more benign ones, and every
    page in a language holds that language's letters or words (``scripts``)."""
    multilingual = [p for p in attacks if p.category == "multilingual"]
    attack_langs = [tag(p, "lang") for p in multilingual]
    assert None not in attack_langs
    assert len(set(attack_langs)) == len(attack_langs) == 12
    assert len(set(attack_langs) - old) >= 10
    assert all(tag(p, "lang") is None for p in attacks if p.category != "multilingual")
    benign_langs = {tag(p, "lang") for p in benign} - {None}
    assert len(benign_langs) >= 8
    for page in (*attacks, *benign):
        lang = tag(page, "lang")
        if lang is not None:
            assert lang in scripts, page.id
            assert re.search(scripts[lang], page.body), page.id


def check_new_carriers(
    attacks: Sequence[Page], benign: Sequence[Page], new_types: set[str], older: Sequence[Page]
) -> None:
    """Every new content type is served, none by an older corpus, and four or more carry
    markup attacks and benign pages each."""
    assert new_types.issubset({p.content_type for p in (*attacks, *benign)})
    assert not new_types & {p.content_type for p in older}
    markup = {p.content_type for p in attacks if p.category == "markup"}
    assert len(markup & new_types) >= 4
    assert len({p.content_type for p in benign} & new_types) >= 4


def check_new_carriers_both_sides(
    attacks: Sequence[Page], benign: Sequence[Page], new_types: set[str], older: Sequence[Page]
) -> None:
    """:func:`check_new_carriers`, and every new type serves attacks and benign pages alike."""
    check_new_carriers(attacks, benign, new_types, older)
    for ctype in new_types:
        assert any(p.content_type == ctype for p in attacks), ctype
        assert any(p.content_type == ctype for p in benign), ctype


def check_hiding_places(attacks: Sequence[Page], places: dict[str, str]) -> None:
    """Each hiding place (name: a mark in the body) hides exactly one hidden payload."""
    hidden = [p.body for p in attacks if p.category == "hidden"]
    for place, mark in places.items():
        assert sum(mark in body for body in hidden) == 1, place


def check_attack_triggers(attacks: Sequence[Page], goals: tuple[str, ...]) -> None:
    """Every attack carries its goal's trigger and no unfilled ``{mark}``."""
    for page in attacks:
        check_attack(page, goals)
        assert "{mark}" not in page.body, page.id


@dataclass(frozen=True)
class BlindCorpus:
    """What the shape checks of a sixty-attack blind corpus (fresh11 on) need."""

    name: str
    attacks: Sequence[Page]
    benign: Sequence[Page]
    older: Sequence[Page]
    new_types: set[str]
    hiding_places: dict[str, str]
    decoders: dict[str, Callable[[str], str]]
    old_encodings: set[str] | frozenset[str]

    @property
    def pages(self) -> tuple[Page, ...]:
        return (*self.attacks, *self.benign)


def _names_are_new(c: BlindCorpus) -> None:
    check_new_names(c.name, c.attacks, c.benign, c.older)


def _nothing_is_copied(c: BlindCorpus) -> None:
    check_not_copied(c.pages, c.older)


def _counts(c: BlindCorpus) -> None:
    cells: set[tuple[str | None, str | None]] = {(k, g) for k in CATEGORIES for g in GOALS}
    check_sixty_attacks(
        c.attacks, c.benign, f"{c.name}-", cells, suspicious=58, plain_on_attack_topics=2
    )


def _carriers(c: BlindCorpus) -> None:
    check_new_carriers_both_sides(c.attacks, c.benign, c.new_types, c.older)


def _triggers(c: BlindCorpus) -> None:
    check_attack_triggers(c.attacks, GOALS)


def _hiding_places(c: BlindCorpus) -> None:
    check_hiding_places(c.attacks, c.hiding_places)


def _encodings(c: BlindCorpus) -> None:
    check_encodings(c.attacks, c.pages, c.decoders, c.old_encodings, 12)


# The checks every such corpus passes, one test each (``pytest.mark.parametrize``).
SHAPE_CHECKS: tuple[Callable[[BlindCorpus], None], ...] = (
    _names_are_new,
    _nothing_is_copied,
    _counts,
    _carriers,
    _triggers,
    _hiding_places,
    _encodings,
)


# Attack languages of the first corpora, whose pages carry no ``lang=`` tag.
_UNTAGGED_ATTACK_LANGUAGES = frozenset({"ru", "pl", "tr", "ko", "it", "nl", "ja"})


def old_attack_languages(older: Sequence[Page]) -> set[str]:
    """Every language an earlier corpus already attacks in."""
    tagged = {lang for p in older if p.attack and (lang := tag(p, "lang"))}
    return set(_UNTAGGED_ATTACK_LANGUAGES) | tagged


def check_balanced(page_id: str, code: str, pairs: str) -> None:
    """Every bracket of ``pairs`` (opening and closing in turn: "()[]{}") in ``code`` is
    closed, in order."""
    stack = []
    for c in code:
        if c in pairs[::2]:
            stack.append(pairs[pairs.index(c) + 1])
        elif c in pairs[1::2]:
            assert stack and stack.pop() == c, (page_id, c)
    assert not stack, page_id


def plain_body(benign: Sequence[Page], content_type: str) -> str:
    """The body of the first benign page of ``content_type``, a plain one where there is."""
    pages = sorted(
        (p for p in benign if p.content_type == content_type),
        key=lambda p: "looks suspicious" in p.notes,
    )
    return pages[0].body


def check_payloads_read_as_orders(
    attacks: Sequence[Page], decode: Mapping[str, Callable[[str], str]]
) -> None:
    """The decoded payloads of the encoded attacks are whole orders, not just the trigger
    words."""
    for page in attacks:
        if page.category != "encoding":
            continue
        clear = decode[str(tag(page, "encoding"))](page.triggers[0]).lower()
        assert len(clear.split()) >= 3, (page.id, clear)


def json_after(pattern: str, text: str) -> object:
    """The JSON in the first group of ``pattern``'s first match in ``text``."""
    found = re.search(pattern, text, re.M)
    assert found, pattern
    return json.loads(found.group(1))
