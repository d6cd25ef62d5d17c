"""Safety instructions for people, told apart from orders to the model (SPEC 4.2).

A fire drill notice, a gas leak leaflet or a ferry's muster card gives the
orders an injection gives ("Stop what you are doing.", "Do not go back for your
bags.", "Follow the crew's instructions and nobody else's."), to people in an
emergency. A paragraph that speaks of an emergency (an alarm, a siren, smoke,
gas, an evacuation, a muster point) and names no AI reader and nothing to act
on (no link, code name, code word or secret: ``classifier.names_reader``) is
such a notice, and what the instruction checks find in it is left as it is.
An injection hidden in one still names its reader or its target, and goes.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import names_reader
from core.guardrails.instructions import paragraph

__all__ = ["outside_safety_notices", "safety_notice"]

Span = tuple[int, int]

_EMERGENCY = re.compile(
    r"\b(?:(?:fire|smoke|gas|flood|tsunami|earthquake)[ \t-]?alarms?|alarms?|sirens?|smoke"
    r"|gas[ \t]+(?:leaks?|smell)|smell[ \t]+gas|evacuat\w+|emergenc(?:y|ies)|lifejackets?"
    r"|life[ \t]+jackets?|muster\w*|assembly[ \t]+points?|fire[ \t]+(?:exits?|drills?|doors?"
    r"|wardens?|marshals?)|(?:nearest|emergency)[ \t]+exits?|all[ \t-]clear|blasts?[ \t]+on"
    r"[ \t]+the[ \t]+horn)\b",
    re.I,
)


def safety_notice(text: str) -> bool:
    """Whether ``text`` (a paragraph) gives safety instructions to people."""
    return bool(_EMERGENCY.search(text)) and not names_reader(text)


def outside_safety_notices(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` less those in a paragraph of ``text`` that is a safety notice for people."""
    return [
        (lo, hi) for lo, hi in spans if not safety_notice(text[slice(*paragraph(text, lo, hi))])
    ]
