"""Rules for players, quiz teams and exam candidates, told apart from orders to the model
(SPEC 4.2).

A board game's rules, a quiz host's card or an exam paper's instructions give the
orders an injection gives ("Answer with a number only, nothing else.", "Ignore
question 12 if you sat the old syllabus.", "Reveal your secret objective only
when the last round is over."), to people playing or sitting it. On a page
that speaks of a game, a quiz or an exam in at least two ways (a round and a
tie-break, candidates and an invigilator), a paragraph that names no AI reader
and nothing to act on (no link, code name, code word, path or credential) is
such a rule, and what the instruction checks find in it is left as it is. An
injection hidden in one still names its reader or its target, and goes.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import (
    CODE_PATTERN,
    CREDENTIAL_PATTERN,
    IDENT_PATTERN,
    URL_PATTERN,
)
from core.guardrails.instructions import paragraph

__all__ = ["game_rules", "names_no_reader", "of_play", "outside_game_rules"]

Span = tuple[int, int]

_PLAY = re.compile(
    r"\b(?:quiz(?:zes)?|quizmasters?|tie[ \t-]?breaks?|buzzers?|exams?|examinations?"
    r"|invigilators?|candidates?|syllabus|pass[ \t]+mark|rounds?|players?|your[ \t]+turn"
    r"|rules[ \t]+of[ \t]+play|role[ \t-]?play|larp|game[ \t]+master|referees?|dice"
    r"|board[ \t]+games?|card[ \t]+games?)\b",
    re.I,
)
_CUES = 2
# What a payload names even in a game's clothes: an AI reader, or a credential (a game's
# "secret objective" and "wind token" are not one).
_READER = re.compile(
    r"\b(?:ai|a\.i\.|llms?|language[ \t]+models?|models?|assistants?|agents?|bots?|chatbots?"
    r"|crawlers?|copilots?|summari[sz]ers?)\b|(?<![\w.])/[a-z][\w-]*",
    re.I,
)


def of_play(text: str) -> bool:
    """Whether ``text`` (a page) is about a game, a quiz or an exam."""
    return len({m.group().lower() for m in _PLAY.finditer(text)}) >= _CUES


def names_no_reader(text: str) -> bool:
    """Whether ``text`` names no AI reader, credential, link, code name or code word."""
    return not any(
        p.search(text)
        for p in (_READER, CREDENTIAL_PATTERN, URL_PATTERN, IDENT_PATTERN, CODE_PATTERN)
    )


def game_rules(text: str) -> bool:
    """Whether ``text`` (a page of one paragraph) gives rules to players, quiz teams or
    candidates."""
    return of_play(text) and names_no_reader(text)


def outside_game_rules(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` less those in a paragraph that names no reader, on a page of ``text``
    about a game, a quiz or an exam (the page's heading often says so, not the paragraph)."""
    if not spans or not of_play(text):
        return spans
    return [
        (lo, hi) for lo, hi in spans if not names_no_reader(text[slice(*paragraph(text, lo, hi))])
    ]
