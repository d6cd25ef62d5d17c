"""Quality filters and near-duplicate removal for SFT examples.

An example is ``{"messages": [...], "provenance": {...}}`` with the runtime's
turn format: assistant turns are ``{"tool": ..., "args": ...}`` or
``{"answer": ...}`` JSON, tool results are user turns ``"Result of NAME: ..."``
whose body is ``{"error": ...}`` when the call failed.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from core.improve.invented_args import invented_arguments
from core.improve.words import content_words, said
from core.runtime.faithful import unstated_numbers

__all__ = ["FilterResult", "answer_of", "dedupe_near", "quality_filter"]

Example = dict[str, Any]
EmbedFn = Callable[[Sequence[str]], list[list[float]]]

_RESULT = re.compile(r"^Result of [\w.-]+: ", re.DOTALL)
# An answer that reports its own failure is not worth imitating.
_GAVE_UP = re.compile(
    r"(?i)\b(?:I\s+(?:can(?:no|')t|could\s*n[o']t|was\s+unable|am\s+unable|failed)"
    r"|I'm\s+(?:unable|not\s+able)|unable\s+to|failed\s+to|an\s+error\s+occurred"
    r"|something\s+went\s+wrong|sorry,?\s+(?:but\s+)?I)\b"
)
# ...unless it only says that no tool fits the request.
_NO_TOOL = re.compile(
    r"(?i)\b(?:no|not\s+have\s+an?|n't\s+have\s+an?)\s+(?:suitable|fitting|matching)?\s*tool\b"
)


@dataclass(slots=True)
class FilterResult:
    """The examples kept, in order, and how many were dropped for each reason."""

    kept: list[Example] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)


def answer_of(content: str) -> str | None:
    """The answer text of an assistant turn; ``None`` when the turn is a tool call."""
    try:
        turn = json.loads(content)
    except ValueError:
        return content  # prose (an unconstrained backend)
    if isinstance(turn, dict):
        if "answer" in turn:
            return str(turn["answer"])
        if "tool" in turn:
            return None
    return content


def _is_tool_error(message: dict[str, Any]) -> bool | None:
    """True/False for a tool result that failed/succeeded; ``None`` for other messages."""
    if message["role"] != "user" or not _RESULT.match(str(message["content"])):
        return None
    body = _RESULT.sub("", str(message["content"]), count=1)
    try:
        value = json.loads(body)
    except ValueError:
        return False
    return isinstance(value, dict) and set(value) == {"error"}


def _degenerate(answer: str) -> bool:
    """A small model stuck in a loop: a phrase of 4+ words, or a 3+ character chunk
    right after itself, repeated three times."""
    words = answer.lower().split()
    grams = Counter(tuple(words[i : i + 4]) for i in range(len(words) - 3))
    if grams and grams.most_common(1)[0][1] >= 3:
        return True
    return re.search(r"(.{3,}?)\1\1", answer) is not None


def _ungrounded(messages: list[dict[str, Any]], answer: str) -> bool:
    """After a tool call, an answer must rest on what the conversation holds: every
    number in it, and more than half of its words, appear in the request, the calls
    or their results (the system prompt does not count)."""
    if not any(_is_tool_error(m) is not None for m in messages):
        return False
    seen = " ".join(str(m["content"]) for m in messages[1:-1]).lower()
    if unstated_numbers(answer, [seen], dates=True):
        return True
    words = content_words(answer)
    if len(words) < 3:
        return False
    found = sum(1 for w in words if said(w, seen))
    return found / len(words) <= 0.5


_TOKEN = re.compile(r"\w+")


def _echoes(messages: list[dict[str, Any]], answer: str) -> bool:
    """Without calling a tool, the reply to a statement only says its words back
    ("Good evening!" to "Good evening!", "The server is heron." to "Note: the server
    is heron."). A few such rows teach a small model to answer every statement that
    way, notes to remember included; a question may be answered in its own words."""
    if any(_is_tool_error(m) is not None for m in messages):
        return False
    request = next((str(m["content"]) for m in reversed(messages) if m["role"] == "user"), "")
    if request.rstrip().endswith("?"):
        return False
    words = _TOKEN.findall(answer.lower())
    return bool(words) and set(words) <= set(_TOKEN.findall(request.lower()))


def _reason(
    messages: list[dict[str, Any]],
    max_chars: int,
    max_tokens: int | None,
    token_length: Callable[[str], int] | None,
) -> str | None:
    if not messages or messages[-1]["role"] != "assistant":
        return "trivial"
    answer = answer_of(str(messages[-1]["content"]))
    if answer is None or sum(ch.isalnum() for ch in answer) < 1:
        return "trivial"
    # Only the learned part counts: a RISE chain's failed attempt (``"train": false``)
    # may fail, its corrected attempt may not.
    start = max((i + 1 for i, m in enumerate(messages) if m.get("train") is False), default=0)
    # Tool results after the last failure decide whether the run recovered from it.
    results = [r for r in (_is_tool_error(m) for m in messages[start:]) if r is not None]
    # Saying, without having called anything, that no tool fits ("Sorry, I have no
    # suitable tool to book a cake.") is what agents are asked to do when none does, not
    # giving up; whether it was right is the rating's call.
    declined = not results and _NO_TOOL.search(answer) is not None
    if (results and results[-1]) or (_GAVE_UP.search(answer) and not declined):
        return "failed"
    if sum(len(str(m["content"])) for m in messages) > max_chars:
        return "too long"
    if (
        max_tokens is not None
        and token_length is not None
        and sum(token_length(str(m["content"])) for m in messages) > max_tokens
    ):
        return "too long"
    if _degenerate(answer):
        return "repetitive"
    if _echoes(messages[start:] if start else messages, answer):
        return "echo"
    if _ungrounded(messages[start:] if start else messages, answer):
        return "ungrounded"
    if invented_arguments(messages[start:] if start else messages) is not None:
        return "invented arguments"
    return None


def quality_filter(
    examples: Sequence[Example],
    *,
    max_chars: int = 12_000,
    max_tokens: int | None = None,
    token_length: Callable[[str], int] | None = None,
) -> FilterResult:
    """Drop trivial, failed-unrecovered and over-long examples.

    - ``trivial``: no final answer with any letter or digit in it.
    - ``failed``: the last tool call failed and no later call succeeded, or the
      answer says it could not do the task (saying, without a call, that no tool
      fits is an answer, not a failure).
    - ``repetitive``: the answer loops (a phrase or chunk repeated 3 times).
    - ``echo``: no tool was called and the answer only repeats the words of the
      statement it replies to.
    - ``ungrounded``: after a tool call, the answer holds a number, or mostly
      words, that appear nowhere in the request, the calls or their results.
    - ``invented arguments``: a call holds a number, or saves or names words,
      that the conversation before it never held (``core.improve.invented_args``).
    - ``too long``: over ``max_chars`` characters, or over ``max_tokens``
      tokens counted by ``token_length`` (e.g. the student's tokenizer).
    """
    out = FilterResult()
    for example in examples:
        reason = _reason(list(example["messages"]), max_chars, max_tokens, token_length)
        if reason is None:
            out.kept.append(example)
        else:
            out.dropped[reason] += 1
    return out


def _dedupe_text(messages: Sequence[dict[str, Any]]) -> str:
    """The request and the assistant's turns: what the example teaches."""
    request = next((str(m["content"]) for m in messages[1:] if m["role"] == "user"), "")
    turns = [str(m["content"]) for m in messages if m["role"] == "assistant"]
    return "\n".join([request, *turns])


def dedupe_near(
    examples: Sequence[Example], embed: EmbedFn, threshold: float = 0.95
) -> FilterResult:
    """Keep the first of each group of examples whose cosine similarity is >= ``threshold``.

    Similarity is measured on embeddings of the user's request plus the
    assistant's turns (``embed``: e.g. ``core.rag.embeddings.embed``).
    """
    out = FilterResult()
    if not examples:
        return out
    vectors = np.asarray(embed([_dedupe_text(ex["messages"]) for ex in examples]), dtype=float)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    vectors = vectors / np.where(norms == 0, 1.0, norms)
    kept = np.empty_like(vectors)
    for example, vector in zip(examples, vectors, strict=True):
        n = len(out.kept)
        if n and float(np.max(kept[:n] @ vector)) >= threshold:
            out.dropped["near duplicate"] += 1
            continue
        kept[n] = vector
        out.kept.append(example)
    return out
