"""Release notes that describe what an assistant now does (SPEC 4.2).

A changelog of a chatbot or a browser extension says how the assistant behaves
from this version on ("- The assistant now ignores instructions found inside
uploaded files.", "Changed: the bot's system prompt now tells it to answer only
about tides."): in the words an injection uses, but as news for the people who
use it. An entry under a release heading (a changelog, release notes, "what's
new", a version number, within a few lines above) that reports a change, with
"now" before a verb or a "Fixed:" / "Changed:" / "New:" label, and that names
nothing to act on (no link, code name, code word or secret) is left as it is.
An entry that points the reader at something to send, call or say still goes.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import names_target

__all__ = ["change_entry", "outside_changelogs"]

Span = tuple[int, int]

_RELEASE = re.compile(
    r"\b(?:change[ \t-]?log|release[ \t]+notes|what'?s[ \t]+new|new[ \t]+in[ \t]+(?:version"
    r"|v?\d)|version[ \t]+v?\d+(?:\.\d+)+|v?\d+\.\d+(?:\.\d+)?)\b|^[ \t]*#+[ \t]*v?\d+(?:\.\d+)+",
    re.I | re.M,
)
# Lines above an entry searched for its release heading.
_HEADING_LINES = 6
_NEWS = re.compile(
    r"\bnow[ \t]+(?:also[ \t]+|only[ \t]+)?[a-z]+s\b"
    r"|^[ \t>*-]*(?:added|changed|fixed|new(?:[ \t]+\w+)?|removed|improved|updated)[ \t]*:",
    re.I,
)


def _above(text: str, lo: int) -> str:
    start = lo
    for _ in range(_HEADING_LINES + 1):
        start = text.rfind("\n", 0, max(start - 1, 0)) + 1
        if start == 0:
            break
    return text[start:lo]


def change_entry(text: str, lo: int, hi: int) -> bool:
    """Whether ``text[lo:hi]`` is a release-note entry that reports a change."""
    line_lo = text.rfind("\n", 0, lo) + 1
    entry = text[line_lo:hi]
    return (
        bool(_NEWS.search(entry))
        and bool(_RELEASE.search(_above(text, line_lo) + entry))
        and not names_target(entry, secrets=True)
    )


def outside_changelogs(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` less the release-note entries that report a change."""
    return [(lo, hi) for lo, hi in spans if not change_entry(text, lo, hi)]
