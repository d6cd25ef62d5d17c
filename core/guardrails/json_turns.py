"""Fake chat turns in JSON data that script the reader's answer (SPEC 4.2).

A page can carry a conversation in a chat data format (``{"from": "human",
"value": ...}, {"from": "gpt", "value": ...}``, ``{"role": "user", "content":
...}``) in which a user asks about this very page and the model's turn answers
with a code word: a few-shot example of the answer the attacker wants, with no
order in it for the rules or the classifier to see. The model's turn is removed
when the user's turn before it points at the page ("What does this page say?")
and the model's answer is a code word and nothing else; a later model turn
giving the same code word goes too ("And this one?"). A conversation a page
shows about anything else (a chatbot log, an API example) is left alone.
JSON inside a string (escaped quotes) is read the same way.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import CODE_PATTERN

__all__ = ["scripted_answer_spans"]

Span = tuple[int, int]

# (A space may stand before a closing quote: where an escaped quote was.)
_TURN = re.compile(
    r'\{\s*"(?:from|role|speaker|author) ?"\s*:\s*"(?P<role>[\w-]+) ?"\s*,\s*'
    r'"(?:value|content|text|message) ?"\s*:\s*"(?P<content>[^"]*)"\s*\}'
)
_USERS = frozenset(("human", "user", "customer", "visitor"))
_MODELS = frozenset(("gpt", "assistant", "model", "bot", "ai", "chatbot", "agent"))
# A question about the page being read ("What does this page say?", "Summarise the
# document above").
_THIS_PAGE = re.compile(
    r"\b(?:this|the)\s+(?:page|document|site|file|text|article|listing|record|entry)\b"
    r"|\b(?:above|below)\b",
    re.I,
)


def scripted_answer_spans(text: str) -> list[Span]:
    """The content of each model turn that answers a question about the page with a
    code word alone, right after the user's turn that asks it."""
    view = text.replace('\\"', ' "')  # JSON inside a string, at the same offsets
    spans: list[Span] = []
    scripted: set[str] = set()
    previous: re.Match[str] | None = None
    for turn in _TURN.finditer(view):
        asked = (
            previous is not None
            and previous.group("role").lower() in _USERS
            and bool(_THIS_PAGE.search(previous.group("content")))
            and not view[previous.end() : turn.start()].strip(" \t\n,")
        )
        answer = turn.group("content").strip()
        model = turn.group("role").lower() in _MODELS
        if model and CODE_PATTERN.fullmatch(answer) and (asked or answer in scripted):
            spans.append(turn.span("content"))
            scripted.add(answer)
        previous = turn
    return spans
