"""Chat templates a page documents, told apart from fake chat turns (SPEC 4.2).

A tokenizer's or a model's documentation shows how its template marks each turn
("A simple template renders a short conversation like this:" and then a fenced
block of ``<|turn|>system ... <|end|>``). The markers are still taken out, for
a model must never read one as a token, but as names a page shows, not as an
injection, when the block is introduced as an example
(``core.guardrails.examples``) and what its turns say gives no instruction the
rules or the classifier find (a system turn that only says what the assistant is,
"You are a helpful assistant.", asks for nothing) and names nothing to act on (no
link, code name, code word or secret). A fake conversation that asks for anything
keeps being one.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import classifier_spans, names_target
from core.guardrails.examples import example_fences
from core.guardrails.instructions import instruction_spans
from core.guardrails.patterns import CHAT_TOKENS

__all__ = ["documented_chat_tokens"]

Span = tuple[int, int]

# The system turn of a demonstration, a line that only says what the assistant is ("You
# are a helpful assistant."): it asks for nothing.
_IDENTITY = re.compile(
    r"^[ \t]*you[ \t]+are[ \t]+(?:a|an)[ \t]+(?:[\w-]+[ \t]+){0,2}?(?:assistant|chatbot|bot)"
    r"[ \t]*\.?[ \t]*$",
    re.I | re.M,
)


def documented_chat_tokens(text: str) -> list[Span]:
    """The chat tokens in the example blocks of ``text`` that show a harmless template."""
    spans: list[Span] = []
    for lo, hi in example_fences(text):
        tokens = [m.span() for m in CHAT_TOKENS.finditer(text, lo, hi)]
        if not tokens:
            continue
        said = _IDENTITY.sub(" ", CHAT_TOKENS.sub("\n", text[lo:hi]))
        if names_target(said, secrets=True) or instruction_spans(said) or classifier_spans(said):
            continue
        spans += tokens
    return spans
