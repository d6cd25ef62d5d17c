"""Rule scores of a finished run, per dimension, from its recorded trajectory.

Each dimension scores 1 (bad) to 5 (good) and, when it scores 2 or less, names
the weakness as an aspect key of ``core.evolution.aspects`` (the same fixed
table ratings are analysed into), so a weakness can be turned into a remedy
without any recorded text travelling along. Dimensions that do not apply to a
run (grounding without tool results) are left out rather than guessed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["DIMENSIONS", "WEAK", "RuleScores", "score_run"]

DIMENSIONS = ("completion", "format", "tool_use", "concision", "grounding")
WEAK = 2.0  # a dimension at or below this is a weakness
# Answer length (characters) at which concision drops to 4, 3, 2 and 1.
_LENGTH_STEPS = (400, 700, 1000, 1500)
_JSONISH = re.compile(r'^\s*[{\[]|"(?:tool|args|answer)"\s*:')
_FACT = re.compile(r"\d+(?:[.,]\d+)?|[A-Za-z][A-Za-z'-]{3,}")
_COMMON = frozenset(
    [
        "this",
        "that",
        "with",
        "from",
        "have",
        "will",
        "your",
        "about",
        "there",
        "their",
        "which",
        "would",
        "could",
        "should",
        "result",
        "error",
        "tool",
        "args",
        "answer",
        "what",
        "when",
        "where",
        "into",
        "than",
        "then",
        "them",
        "they",
        "were",
    ]
)


@dataclass(slots=True)
class RuleScores:
    scores: dict[str, float] = field(default_factory=dict)
    # (dimension, aspect, direction) for each weak dimension.
    weaknesses: list[tuple[str, str, str]] = field(default_factory=list)

    def add(self, dimension: str, score: float, aspect: str, direction: str) -> None:
        score = max(1.0, min(5.0, score))
        self.scores[dimension] = score
        if score <= WEAK:
            self.weaknesses.append((dimension, aspect, direction))


def _spans(run: Mapping[str, Any]) -> list[dict[str, Any]]:
    attempts = run.get("attempts") or []
    return list(attempts[-1]["spans"]) if attempts else []


def _facts(text: str) -> set[str]:
    return {f.lower() for f in _FACT.findall(text)} - _COMMON


def _completion(run: Mapping[str, Any], out: RuleScores) -> None:
    if run.get("status") != "done" or not str(run.get("output") or "").strip():
        out.add("completion", 1, "completeness", "incomplete")
    elif "step limit" in str(run.get("error") or ""):
        out.add("completion", 2, "completeness", "incomplete")
    else:
        out.add("completion", 5, "completeness", "incomplete")


def _format(run: Mapping[str, Any], spans: list[dict[str, Any]], out: RuleScores) -> None:
    errors = sum(1 for s in spans if s["kind"] == "reasoning" and s["name"] == "format_error")
    repaired = any(s["kind"] == "reasoning" and s["name"] == "repaired_answer" for s in spans)
    score = 5.0 - errors - (1 if repaired else 0)
    if _JSONISH.search(str(run.get("output") or "")):
        score = 1  # protocol text leaked into what the person reads
    out.add("format", score, "format", "wrong_format")


def _tool_use(domain: str, spans: list[dict[str, Any]], out: RuleScores) -> None:
    calls = [s for s in spans if s["kind"] == "tool_call"]
    failed = [s for s in spans if s["kind"] == "tool_result" and s.get("error")]
    if domain.startswith("tool:") and not calls:
        out.add("tool_use", 2, "tool_use", "missing_tool")
        return
    keys = [
        (s["name"], repr(sorted((s.get("input") or {}).get("args", {}).items()))) for s in calls
    ]
    repeats = len(keys) - len(set(keys))
    score = 5.0 - 1.5 * len(failed) - repeats
    out.add("tool_use", score, "tool_use", "tool_failed" if failed else "unnecessary_tool")


def _concision(run: Mapping[str, Any], out: RuleScores) -> None:
    chars = len(str(run.get("output") or ""))
    score = 5 - sum(1 for step in _LENGTH_STEPS if chars > step)
    out.add("concision", score, "length", "too_long")


def _grounding(run: Mapping[str, Any], spans: list[dict[str, Any]], out: RuleScores) -> None:
    results = [
        str((s.get("output") or {}).get("result", ""))
        for s in spans
        if s["kind"] == "tool_result" and not s.get("error")
    ]
    facts = set().union(*(_facts(r) for r in results)) if results else set()
    if not facts or run.get("status") != "done":
        return  # nothing the answer should have used
    shared = facts & _facts(str(run.get("output") or ""))
    out.add("grounding", 5 if shared else 2, "accuracy", "wrong")


def score_run(run: Mapping[str, Any], domain: str) -> RuleScores:
    """Scores of ``run`` (``core.trajectories.get_run`` output) in ``domain``."""
    spans = _spans(run)
    out = RuleScores()
    _completion(run, out)
    _format(run, spans, out)
    _tool_use(domain, spans, out)
    _concision(run, out)
    _grounding(run, spans, out)
    return out
