"""Chooses which tools and few-shot examples the model sees for a message.

A 135M model picks the right tool far more often when it sees few candidates
and when the example most like the request comes last (measured on the base
model: right first tool for 5/16 probe requests with every tool and fixed
examples, 11/16 with the 3 most relevant tools and similarity-ordered
examples). Relevance is a pluggable ``Similarity``; the default is word
overlap (no model, microseconds). MiniLM sentence embeddings were tried too:
on 19 probe requests they offered the right tool a little more often (18 vs
16) but end-to-end runs on the base model got worse, and loading them adds
about 6 s to the first reply, so word overlap stays the default.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from core.tools.registry import Tool

__all__ = [
    "LexicalSimilarity",
    "Similarity",
    "order_examples",
    "route_first_call",
    "select_tools",
    "similarity",
    "tool_score",
]

_WORD = re.compile(r"[a-z]+|\d+|[*+/^%=-]")
_MATH = re.compile(
    r"\d\s*[-*+/^]\s*\d|%|\*\*|"  # "percent" is read as "%" before this runs
    r"\b(sum|add up|compute|calculate|multiply|divide|times|plus|minus|square|power)\b"
)
# Function words (articles, pronouns, auxiliaries, question words) say nothing about
# which tool a request needs. Counted as features, one shared "how" or "who" routed
# "Good morning! How are you today?" to run_code and "Who are you?" to retrieve_rag
# (tests/test_selection.py).
_FUNCTION_WORDS = (
    "a an the this that these those there here",
    "i me my mine you your yours we us our ours it its he him his she her they them their",
    "is are was were be been being am do does did have has had",
    "can could will would shall should may might must",
    "what who whom whose which where when why how much many",
    "of to in on at by for from with as into about than then so and or if",
    "s re ll ve d m t",  # what is left of "it's", "you're", "we'll", ...
)
_STOP = frozenset(word for line in _FUNCTION_WORDS for word in line.split())
# Spelled-out percentages read like the sign, so "12.5 percent of 9640" finds the
# example that computes "20% of 80".
_PERCENT = re.compile(r"\b(?:per ?cent|percentage)\b")
_EXAMPLE_MIN_SHARED = 2


def _singular(word: str) -> str:
    """A plural's singular ("numbers" -> "number"); "class", "bus" and short words stay."""
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@functools.lru_cache(maxsize=4096)
def _features(text: str) -> frozenset[str]:
    """Cached: a turn compares its message with every tool text and example."""
    lowered = _PERCENT.sub("%", text.lower())
    words = {_singular(w) for w in _WORD.findall(lowered) if w not in _STOP}
    if any(ch.isdigit() for ch in lowered):
        words.add("<number>")
    if _MATH.search(lowered):
        words.add("<math>")
    if "http://" in lowered or "https://" in lowered or "www." in lowered:
        words.add("<url>")
    return frozenset(words)


def similarity(a: str, b: str, *, min_shared: int = 1) -> float:
    """Jaccard overlap of word and shape features, in [0, 1]; 0 below ``min_shared``."""
    fa, fb = _features(a), _features(b)
    shared = len(fa & fb)
    return shared / len(fa | fb) if shared >= min_shared else 0.0


class Similarity(Protocol):
    """Scores how related two texts are, in [0, 1].

    One may also have ``example(message, example_request)``, used for few-shot
    example requests instead (``tool_score``; see ``LexicalSimilarity.example``).
    """

    def __call__(self, a: str, b: str) -> float: ...


class LexicalSimilarity:
    def __call__(self, a: str, b: str) -> float:
        return similarity(a, b)

    def example(self, message: str, example: str) -> float:
        """``message`` against an example request: one shared word is chance, not evidence.

        Example requests are whole sentences about one case ("how many vacation days
        do we get?"), so a single word in common ("What colour is the sky on a clear
        day?") routed plain questions to the example's tool. A tool's own name and
        description and its cues still count from one word ("word count").
        """
        return similarity(message, example, min_shared=_EXAMPLE_MIN_SHARED)


_LEXICAL = LexicalSimilarity()


def _example_tools(example: dict[str, Any]) -> list[str]:
    return [str(step["tool"]) for step in example.get("steps", [])]


def tool_score(
    tool: Tool,
    examples: Sequence[dict[str, Any]],
    message: str,
    sim: Similarity,
    cues: Sequence[str] = (),
) -> float:
    """How well ``message`` matches ``tool``: its description, examples using it, its cues.

    Examples are compared with ``sim.example`` where the similarity has one (see
    ``LexicalSimilarity.example``).
    """
    own = [tool.name.replace("_", " ") + ": " + tool.description, *cues]
    by_example: Similarity = getattr(sim, "example", sim)
    used = [str(ex["user"]) for ex in examples if tool.name in _example_tools(ex)]
    return max([sim(message, t) for t in own] + [by_example(message, t) for t in used])


def _scores(
    tools: Sequence[Tool],
    examples: Sequence[dict[str, Any]],
    message: str,
    sim: Similarity,
    cues: Mapping[str, Sequence[str]] | None,
) -> dict[str, float]:
    given = cues or {}
    return {t.name: tool_score(t, examples, message, sim, given.get(t.name, ())) for t in tools}


def select_tools(
    tools: Sequence[Tool],
    examples: Sequence[dict[str, Any]],
    message: str,
    k: int,
    *,
    sim: Similarity = _LEXICAL,
    cues: Mapping[str, Sequence[str]] | None = None,
) -> list[Tool]:
    """The ``k`` tools most relevant to ``message`` (all of them when ``k <= 0``).

    ``cues`` are extra texts per tool name: what a tool can reach right now (a
    store's keys, see ``Tool.cues``), matched like its description and examples.
    """
    if k <= 0 or len(tools) <= k:
        return list(tools)
    scores = _scores(tools, examples, message, sim, cues)
    ranked = sorted(tools, key=lambda t: scores[t.name], reverse=True)[:k]
    return [t for t in tools if t in ranked]  # keep the agent's own order


def route_first_call(
    tools: Sequence[Tool],
    examples: Sequence[dict[str, Any]],
    message: str,
    margin: float,
    *,
    sim: Similarity = _LEXICAL,
    cues: Mapping[str, Sequence[str]] | None = None,
) -> tuple[Tool | None, dict[str, float]]:
    """The one tool a first call may use when ``message`` matches it ``margin`` times
    better than any other shown tool (``None``: no clear winner, or ``margin <= 0``),
    and every tool's score.

    The 135M model often calls a tool whose name and description share nothing with
    the request while the fitting one sits beside it. With a clear lexical winner the
    runtime restricts the first call's grammar to that tool; the model still writes
    the arguments and may answer instead (to ask for a detail or say no tool fits).
    """
    scores = _scores(tools, examples, message, sim, cues)
    if margin <= 0 or len(tools) < 2:
        return None, scores
    ranked = sorted(tools, key=lambda t: scores[t.name], reverse=True)
    best, second = scores[ranked[0].name], scores[ranked[1].name]
    if best <= 0 or best < margin * second:
        return None, scores
    return ranked[0], scores


def order_examples(
    examples: Sequence[dict[str, Any]],
    message: str,
    tools: Sequence[Tool],
    *,
    sim: Similarity = _LEXICAL,
    cues: Mapping[str, Sequence[str]] | None = None,
) -> list[dict[str, Any]]:
    """Examples that use only ``tools`` (or none), least relevant first, most relevant last.

    Examples of the single most relevant tool get a bonus: the model copies the
    last pattern it saw, in the call and in how it words the answer.
    """
    names = {t.name for t in tools}
    usable = [ex for ex in examples if set(_example_tools(ex)) <= names]
    scores = _scores(tools, examples, message, sim, cues)
    best = max(scores, key=lambda n: scores[n]) if scores and max(scores.values()) > 0 else None

    def relevance(ex: dict[str, Any]) -> float:
        bonus = 0.5 if best is not None and best in _example_tools(ex) else 0.0
        return sim(message, str(ex["user"])) + bonus

    return sorted(usable, key=relevance)
