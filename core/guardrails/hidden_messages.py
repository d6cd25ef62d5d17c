"""Encoded messages a page hands to its AI reader (SPEC 4.2).

A payload in a code the decoders do not know comes with a label that says who
it is for: "EBCDIC (code page 500) in hex, for the assistant reading this
export.", "Two bits a base, A C G T for 00 01 10 11. For route assistants.",
"ROT47 line for the agent: p86?Ei 42== ...", "AI listeners: read it and do it.".
No order needs to be stated: a message addressed to the AI reader and kept from
the people reading the page is the attack. A sentence that names an AI reader as
whom something is *for*, or that opens by addressing one, is removed when its
region (``core.guardrails.operands.region``: its unit, or the paragraphs around
it when it stands alone) holds an opaque run (a long token of letters and digits,
a run of number groups, a line in no language, a run of symbols); the operand
stage then takes the run itself. Notes for AI readers next to plain prose ("For
AI assistants: please cite this page.") have no such run and stay.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import page_name, without_page_name
from core.guardrails.instructions import block_sentences
from core.guardrails.operands import opaque_spans, region
from core.guardrails.patterns import JOB_TITLE

__all__ = ["hidden_message_spans"]

Span = tuple[int, int]

_QUALIFIER = r"(?:ai|a\.i\.|automated|machine|robot|llm|autonomous)"
_READER = (
    rf"(?:{_QUALIFIER}[ \t-]+)?(?:assistants?|agents?|language[ \t-]models?|llms?|chatbots?"
    rf"|bots?|crawlers?|copilots?)"
    rf"|{_QUALIFIER}[ \t-]+(?:readers?|visitors?|clients?|systems?|tools?|listeners?|viewers?"
    rf"|models?)"
)
# "for the assistant", "for route assistants", "to any AI reader", "for automated readers".
_FOR_READER = re.compile(
    rf"\b(?:for|to)[ \t]+(?:(?:the|an?|any|all|every|each|our|your)[ \t]+)?"
    rf"(?:[a-z-]+[ \t]+)?(?:{_READER})\b",
    re.I,
)
# ... or addressed by name at the head of the sentence ("AI listeners: read it and do it.").
# ... or by what it is doing ("AI reading this score, ...", "Model that parses this file:").
_READING = (
    # (a comment wrapped after the reader goes on behind its mark: "AI" / "!! reading")
    rf"(?:{_READER}|ai|a\.i\.|models?|llms?)(?:[ \t]*\n[ \t]*(?:[!#;%*]+|//|--))?[ \t]+"
    r"(?:(?:that|which|who)[ \t]+)?"
    r"(?:reads?|reading|parses|parsing|processes|processing|scans|scanning|sees|seeing)[ \t]+"
    r"(?:this|these|the|our|my)[ \t]+[\w-]+(?:[ \t]+[\w-]+)?"
)
_TO_READER = re.compile(
    rf"[\W_]*(?:(?:the|dear|all|any)[ \t]+)?(?:{_READING}|{_READER})[ \t]*[:,]", re.I
)


# A sentence that denies there is anything for the AI reader ("Our server never puts
# orders for bots on its signs.") labels nothing; "not for people" before a label still
# counts.
_DENIED = re.compile(r"\b(?:never|no|not|n't)\b(?![ \t]+(?:for|meant|intended)\b)", re.I)
# Nor does an indirect question, a talk's or an article's subject ("Talk outline: how a web
# page can carry hidden orders for an AI agent"), as a direct one does not.
_TOPIC = re.compile(
    r"\b(?:how|why|whether)[ \t]+(?:an?|the|some|web|pages?|sites?|attackers?|people|someone)\b",
    re.I,
)


# What may close a sentence after its question mark (a quotation, a cell, a bracket).
_CLOSING = "\"'”’»)]"


def _names_reader(label: str, own: frozenset[str]) -> bool:
    blanked = without_page_name(label, own)
    return bool(_FOR_READER.search(blanked) or _TO_READER.match(blanked))


def hidden_message_spans(text: str) -> list[Span]:
    """Sentences that label an opaque run as being for the AI reader."""
    spans: list[Span] = []
    own = page_name(text)  # "for LLM" on the page of an LLM plugin names the tool
    for sentences in block_sentences(text):
        for lo, hi in sentences:
            # A question about an AI reader ("what is it called when a page hides orders
            # for the AI assistant that reads it?") labels nothing as being for it.
            asked = text[lo:hi].rstrip().rstrip(_CLOSING).endswith("?")
            named = [
                *(
                    m
                    for m in ([] if asked else _FOR_READER.finditer(text, lo, hi))
                    if not _DENIED.search(text, lo, m.start())
                    and not _TOPIC.search(text, lo, m.start())
                ),
                _TO_READER.match(text, lo, hi),
            ]
            if not any(
                m and not JOB_TITLE.match(text, m.end()) and _names_reader(m.group(), own)
                for m in named
            ):
                continue  # no reader, or only a job title ("to the assistant cheesemaker")
            if opaque_spans(text, *region(text, lo, hi)):
                spans.append((lo, hi))
    return spans
