"""Credit assignment for a rated run (SPEC 6.10).

A single-call run (one model call, no tools) can only be changed through its
prompt, so its complaints are credited to prompt segments
(``core.evolution.prompt_credit``). A multi-step run gets a contribution in
[-1, 1] per span: invented tool names, bad arguments, tool errors, repeated
calls, malformed replies and an answer given right after a failed tool result
count against it; the final answer carries the rating itself. A model call
gets the score of what it produced, so training can weigh the calls it learns
from. Everything here is deterministic.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from core.errors import NotFound
from core.evolution.aspects import Aspect
from core.evolution.prompt_credit import PromptCredit, prompt_credit
from core.evolution.ratings import get_analysis
from core.storage import AgentVersion, Database, Run
from core.trajectories import get_run

__all__ = ["RatingCredit", "SpanCredit", "TrajectoryCredit", "credit_rating", "trajectory_credit"]

_UNKNOWN_TOOL = re.compile(r"unknown tool", re.IGNORECASE)
_NOT_ENABLED = re.compile(r"is not enabled for agent", re.IGNORECASE)
_BAD_ARGS = re.compile(r"invalid arguments|must be a JSON object", re.IGNORECASE)
# Complaints about the reply itself land on the final answer; tool-use ones on the calls.
_ANSWER_ASPECTS = frozenset(
    {"length", "format", "accuracy", "tone", "completeness", "relevance", "safety", "other"}
)


@dataclass(frozen=True, slots=True)
class SpanCredit:
    span_id: int
    seq: int
    kind: str
    name: str
    score: float
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TrajectoryCredit:
    run_id: int
    outcome: float
    spans: tuple[SpanCredit, ...]

    @property
    def blamed(self) -> tuple[SpanCredit, ...]:
        """Spans with a negative contribution, worst first."""
        return tuple(sorted((s for s in self.spans if s.score < 0), key=lambda s: (s.score, s.seq)))


@dataclass(frozen=True, slots=True)
class RatingCredit:
    """Credit for one analysed rating: ``level`` says which of the two parts is filled."""

    feedback_id: int
    run_id: int
    level: str  # prompt | trajectory
    prompt: tuple[PromptCredit, ...] = ()
    trajectory: TrajectoryCredit | None = None
    system_prompt: str = field(default="", repr=False)


class _Scores:
    def __init__(self) -> None:
        self.score: dict[int, float] = {}
        self.reasons: dict[int, list[str]] = {}

    def add(self, seq: int, delta: float, reason: str) -> None:
        self.score[seq] = self.score.get(seq, 0.0) + delta
        self.reasons.setdefault(seq, []).append(reason)

    def cap(self, seq: int, ceiling: float, reason: str) -> None:
        """At most ``ceiling`` (for judgements that override what came before)."""
        if self.score.get(seq, 0.0) > ceiling:
            self.score[seq] = ceiling
        self.reasons.setdefault(seq, []).append(reason)

    def get(self, seq: int) -> float:
        return max(-1.0, min(1.0, self.score.get(seq, 0.0)))


def _last_attempt(run: Mapping[str, Any]) -> list[dict[str, Any]]:
    attempts = run.get("attempts") or []
    return list(attempts[-1]["spans"]) if attempts else []


def _call_key(span: Mapping[str, Any]) -> str:
    args = span.get("input", {}).get("args", {})
    return str(span["name"]) + json.dumps(args, sort_keys=True, ensure_ascii=False, default=str)


def _score_calls(
    spans: Sequence[Mapping[str, Any]],
    scores: _Scores,
    outcome: float,
    complaints: Collection[str],
    known_tools: Collection[str] | None,
) -> None:
    seen: set[str] = set()
    for i, span in enumerate(spans):
        if span["kind"] != "tool_call":
            continue
        seq, name = span["seq"], span["name"]
        result = next(
            (s for s in spans[i + 1 :] if s["kind"] == "tool_result" and s["name"] == name), None
        )
        error = str(result["error"]) if result else ""
        if _UNKNOWN_TOOL.search(error) or (known_tools is not None and name not in known_tools):
            scores.add(seq, -1.0, "invented tool name")
        elif _NOT_ENABLED.search(error):
            scores.add(seq, -0.8, "tool not enabled for this agent")
        elif _BAD_ARGS.search(error):
            scores.add(seq, -0.6, "invalid arguments")
        elif error:
            scores.add(seq, -0.3, "the tool failed")
        else:
            scores.add(seq, 0.3 + 0.4 * max(outcome, 0.0), "tool call succeeded")
        if result is not None and error:
            scores.add(result["seq"], -0.5, "tool error")
        key = _call_key(span)
        if key in seen:
            scores.add(seq, -0.5, "repeated call (same tool, same arguments)")
        seen.add(key)
        if "tool_use:wrong_tool" in complaints:
            scores.cap(seq, -0.6, "rater: wrong tool")
        if "tool_use:unnecessary_tool" in complaints:
            scores.cap(seq, -0.5, "rater: unnecessary tool")


def _score_answer(
    spans: Sequence[Mapping[str, Any]],
    scores: _Scores,
    outcome: float,
    aspects: Sequence[Aspect],
) -> None:
    for i, span in enumerate(spans):
        seq = span["seq"]
        if span["kind"] == "reasoning" and span["name"] == "format_error":
            scores.add(seq, -0.5, "malformed reply")
        elif span["kind"] == "reasoning" and span["name"] == "repaired_answer":
            scores.add(seq, -0.2, "answer cut off and repaired")
        elif span["kind"] == "output" and span["name"] == "error":
            scores.add(seq, -1.0, "run failed")
        elif span["kind"] == "output" and span["name"] == "":
            scores.add(seq, outcome, "final answer carries the rating")
            before = [s for s in spans[:i] if s["kind"] not in ("llm_call", "reasoning")]
            if before and before[-1]["kind"] == "tool_result" and before[-1]["error"]:
                scores.cap(seq, -0.8, "answered right after a failed tool result")
            used_tool = any(s["kind"] == "tool_call" for s in spans[:i])
            for a in aspects:
                if a.polarity != "negative":
                    continue
                if a.aspect in _ANSWER_ASPECTS:
                    scores.cap(seq, -a.confidence, f"rater: {a.aspect} {a.direction}")
                elif a.direction == "missing_tool" and not used_tool:
                    scores.cap(seq, -a.confidence, "rater: answered without the expected tool")


def trajectory_credit(
    run: Mapping[str, Any],
    *,
    outcome: float,
    aspects: Sequence[Aspect] = (),
    known_tools: Collection[str] | None = None,
) -> TrajectoryCredit:
    """A contribution per span of the run's last attempt (``run`` as ``get_run`` returns it).

    ``outcome`` is the rating in [-1, 1]; ``known_tools``, when given, are the
    tool names that exist, so a call to any other name counts as invented even
    if the recorded error says something else.
    """
    spans = _last_attempt(run)
    scores = _Scores()
    complaints = {f"{a.aspect}:{a.direction}" for a in aspects if a.polarity == "negative"}
    _score_calls(spans, scores, outcome, complaints, known_tools)
    _score_answer(spans, scores, outcome, aspects)
    # A model call is credited with what it produced: the next span that is not a model call.
    for i, span in enumerate(spans):
        if span["kind"] != "llm_call":
            continue
        produced = next((s for s in spans[i + 1 :] if s["kind"] != "llm_call"), None)
        if produced is not None and produced["seq"] in scores.score:
            scores.add(span["seq"], scores.get(produced["seq"]), f"produced span {produced['seq']}")
    credits = tuple(
        SpanCredit(
            span_id=int(s["id"]),
            seq=int(s["seq"]),
            kind=str(s["kind"]),
            name=str(s["name"]),
            score=round(scores.get(s["seq"]), 3),
            reasons=tuple(scores.reasons.get(s["seq"], ())),
        )
        for s in spans
    )
    return TrajectoryCredit(run_id=int(run["id"]), outcome=outcome, spans=credits)


def _single_call(spans: Sequence[Mapping[str, Any]]) -> bool:
    calls = sum(1 for s in spans if s["kind"] == "llm_call")
    return calls == 1 and not any(s["kind"] == "tool_call" for s in spans)


def _system_prompt(db: Database, run_id: int) -> str:
    with db.session() as s:
        version_id = s.scalar(select(Run.agent_version_id).where(Run.id == run_id))
        if version_id is None:
            return ""
        version = s.get(AgentVersion, version_id)
        return version.system_prompt if version is not None else ""


def credit_rating(
    db: Database, feedback_id: int, *, known_tools: Collection[str] | None = None
) -> RatingCredit:
    """Credit for an analysed rating of a run: prompt segments or spans, by the run's shape."""
    stored = get_analysis(db, feedback_id)
    if stored is None:
        raise NotFound(f"rating {feedback_id} has not been analysed")
    if stored.run_id is None:
        raise NotFound(f"rating {feedback_id} is not about a run")
    run = get_run(db, stored.run_id)
    analysis = stored.analysis
    if _single_call(_last_attempt(run)):
        system_prompt = _system_prompt(db, stored.run_id)
        return RatingCredit(
            feedback_id=feedback_id,
            run_id=stored.run_id,
            level="prompt",
            prompt=prompt_credit(system_prompt, analysis.aspects),
            system_prompt=system_prompt,
        )
    trajectory = trajectory_credit(
        run,
        outcome=analysis.value * analysis.confidence,
        aspects=analysis.aspects,
        known_tools=known_tools,
    )
    return RatingCredit(
        feedback_id=feedback_id, run_id=stored.run_id, level="trajectory", trajectory=trajectory
    )
