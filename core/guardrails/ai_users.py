"""Rules for people about the AI tools they use (SPEC 4.2).

Terms of use, competition rules and advice pages speak to a person about the
assistants and bots that person uses ("You must not use automated tools,
including AI agents, to scrape this site.", "If you let an AI assistant browse
for you, you remain responsible for what it does."): "you" is the person and
the AI is what they use, so the sentence is no order to the model reading the
page. Such a sentence (the person as the one who uses, lets or asks an AI, the
AI as its object) that names nothing to act on (no link, code name, code word
or secret) is left as it is.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import names_target

__all__ = ["outside_ai_use_rules", "speaks_of_ai_use"]

Span = tuple[int, int]

_AI = (
    r"(?:ai|a\.i\.|automated|generative|chat[ \t-]?bots?|bots?|assistants?|agents?|scrapers?"
    r"|crawlers?|language[ \t]+models?|llms?)"
)
# "you" as the one who uses, lets or asks an AI: "you use AI tools", "you may use AI coding
# assistants", "if you let an AI assistant browse", "you must not use automated tools".
_USES_AI = re.compile(
    r"\byou\b(?:[ \t]+(?:may|can|must|should|might|do|did|will|are[ \t]+allowed[ \t]+to)"
    r"(?:[ \t]+not|n't)?)?[ \t]+(?:use|let|ask|have|run|install|hire|deploy|employ)[ \t]+"
    rf"(?:(?:an?|the|any|your|such|other)[ \t]+)?(?:[a-z-]+[ \t]+){{0,2}}?{_AI}\b",
    re.I,
)


def speaks_of_ai_use(sentence: str) -> bool:
    """Whether ``sentence`` speaks to a person about an AI they use and points nowhere."""
    return bool(_USES_AI.search(sentence)) and not names_target(sentence, secrets=True)


def outside_ai_use_rules(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` less the sentences that speak to a person about the AI they use."""
    return [(lo, hi) for lo, hi in spans if not speaks_of_ai_use(text[lo:hi])]
