"""Terms of use, told apart from orders to the model (SPEC 4.2).

A site's or an app's terms speak to the person who signs up, in the words of an
order ("You agree not to circumvent any access control.", "You must not use
them to create misleading images."), and a classifier trained on injections
scores such clauses high. A sentence in a paragraph that reads as terms (it
speaks of the reader's agreement, these terms, their account or what the
provider may do to it) is such a clause when the sentence itself names no AI
reader and nothing to act on (no link, code name, code word or secret:
``classifier.names_reader``); what the instruction checks find in it is left as
it is. An order hidden in terms still names its reader or its target, and goes.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import names_reader
from core.guardrails.instructions import paragraph

__all__ = ["outside_terms", "terms_clause"]

Span = tuple[int, int]

_TERMS = re.compile(
    r"\byou\s+agree\b|\b(?:these|our|the)\s+terms\b|\bterms\s+of\s+(?:use|service)\b"
    r"|\bacceptable\s+use\b|\bwe\s+may\s+(?:suspend|terminate|close|remove|delete|ban)\b"
    r"|\baccounts?\s+(?:suspensions?|terminations?)\b",
    re.I,
)


def terms_clause(sentence: str, around: str) -> bool:
    """Whether ``sentence``, in the paragraph ``around``, is a clause of terms of use."""
    return bool(_TERMS.search(around)) and not names_reader(sentence)


def outside_terms(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` less the clauses of terms of use (see the module's docstring)."""
    return [
        (lo, hi)
        for lo, hi in spans
        if not terms_clause(text[lo:hi], text[slice(*paragraph(text, lo, hi))])
    ]
