"""Structural checks the blind injection corpora (fresh2, fresh3) share: no sanitiser here."""

from __future__ import annotations

import base64
import codecs
import html
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from urllib.parse import unquote

from core.evals.injection import render
from core.evals.injection_pages import LEAK_TRIGGERS, TOOL_TRIGGERS, URL_TRIGGERS, Page

__all__ = [
    "COLLECT",
    "DECODE",
    "check_attack",
    "check_encoded",
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


def check_rendered(page: Page) -> None:
    """The served page holds its triggers and fact and parses as its content type."""
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
    elif page.content_type == "text/csv":
        assert rendered.startswith("title,text\n")
    elif page.content_type == "text/yaml":
        assert rendered.startswith("title: ")
