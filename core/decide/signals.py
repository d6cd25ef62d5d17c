"""What the recent runs of a scope say: ratings, complaints, tool failures, latency, data.

Reads the ``WINDOW`` newest finished runs in scope, their tool spans and live
run ratings. A rating's stored analysis is used when it is up to date; any
other rating is read by the rules (:func:`~core.evolution.analysis.analyse_with_rules`),
so nothing here calls a model and the result is deterministic. A failing
rating (thumbs-down, or a negative analysis) is sorted by what it complains
about: the reply not doing what it was told (length, format, tone), the model
not able to do the task (wrong answers, wrong or missing tool, invalid
arguments, a tool error in the run), or speed.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Select, select

from core.evolution.analysis import Analysis, analyse_with_rules
from core.evolution.prompt_credit import prompt_credit
from core.evolution.ratings import rating_digest
from core.improve.rated import Scope
from core.storage import AgentVersion, Database, Feedback, RatingAnalysis, Run, Span

__all__ = [
    "CAPABILITY_ASPECTS",
    "INSTRUCTION_ASPECTS",
    "WINDOW",
    "Signals",
    "ToolStats",
    "read_signals",
]

WINDOW = 200  # newest finished runs in scope that are read: recent behaviour, bounded cost
# Complaints a prompt can fix: the model could do it, it was not told (or did not listen).
INSTRUCTION_ASPECTS = frozenset({"length", "format", "tone"})
# Complaints about what the model can do: answers, tool choice and arguments, coverage.
CAPABILITY_ASPECTS = frozenset({"accuracy", "tool_use", "completeness"})
SPEED_ASPECT = "speed"
_FINISHED = ("done", "failed")
_UNKNOWN_TOOL = re.compile(r"unknown tool", re.IGNORECASE)


@dataclass(slots=True)
class ToolStats:
    """One tool over the window: calls, errored results, rated runs using it, bad ones."""

    calls: int = 0
    errors: int = 0
    rated_runs: int = 0
    bad_runs: int = 0
    capability_failures: int = 0  # failing ratings of runs where this tool failed or was used

    def as_dict(self) -> dict[str, Any]:
        return {
            "calls": self.calls,
            "errors": self.errors,
            "error_rate": round(self.errors / self.calls, 3) if self.calls else 0.0,
            "rated_runs": self.rated_runs,
            "bad_runs": self.bad_runs,
            "bad_rate": round(self.bad_runs / self.rated_runs, 3) if self.rated_runs else 0.0,
            "capability_failures": self.capability_failures,
        }


@dataclass(slots=True)
class Signals:
    """Counts over the window (plain numbers, so a decision can quote them)."""

    runs: int = 0
    failed_runs: int = 0
    p95_latency_s: float | None = None
    ratings: int = 0
    failing: int = 0
    instruction: int = 0
    capability: int = 0
    speed: int = 0
    uncategorised: int = 0
    invented_calls: int = 0
    usable_runs: int = 0  # rated after the snapshot, finished, with a majority verdict
    usable_good: int = 0
    aspects: Counter[str] = field(default_factory=Counter)
    prompt_credit: Counter[str] = field(default_factory=Counter)
    tools: dict[str, ToolStats] = field(default_factory=lambda: defaultdict(ToolStats))
    by_agent: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))

    def as_dict(self) -> dict[str, Any]:
        return {
            "runs": self.runs,
            "failed_runs": self.failed_runs,
            "p95_latency_s": self.p95_latency_s,
            "ratings": self.ratings,
            "failing_ratings": self.failing,
            "instruction_failures": self.instruction,
            "capability_failures": self.capability,
            "speed_complaints": self.speed,
            "uncategorised_failures": self.uncategorised,
            "invented_tool_calls": self.invented_calls,
            "usable_rated_runs": self.usable_runs,
            "usable_good_runs": self.usable_good,
            "complaints": dict(sorted(self.aspects.items())),
            "prompt_credit": dict(sorted(self.prompt_credit.items())),
            "tools": {name: t.as_dict() for name, t in sorted(self.tools.items())},
            "failures_by_agent": {a: dict(c) for a, c in sorted(self.by_agent.items())},
        }


def _window(scope: Scope) -> Select[Run]:
    query = select(Run).where(Run.status.in_(_FINISHED))
    if scope.agent:
        query = query.where(Run.agent_name == scope.agent)
    if scope.channel:
        query = query.where(Run.channel == scope.channel)
    if scope.workflow_step:
        query = query.where(Run.id.in_(scope.step_runs))
    if scope.tool:
        called = select(Span.run_id).where(Span.kind == "tool_call", Span.name == scope.tool)
        query = query.where(Run.id.in_(called))
    return query.order_by(Run.id.desc()).limit(WINDOW)


def _p95(values: Sequence[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)], 3)


@dataclass(slots=True)
class _RunTools:
    called: set[str] = field(default_factory=set)
    errored: set[str] = field(default_factory=set)
    invented: int = 0


def _run_tools(db: Database, run_ids: list[int]) -> dict[int, _RunTools]:
    out: dict[int, _RunTools] = defaultdict(_RunTools)
    if not run_ids:
        return out
    with db.session() as s:
        rows = s.execute(
            select(Span.run_id, Span.kind, Span.name, Span.error).where(
                Span.run_id.in_(run_ids), Span.kind.in_(("tool_call", "tool_result"))
            )
        ).all()
    made_up: dict[int, set[str]] = defaultdict(set)
    for run_id, kind, name, error in rows:
        tools = out[run_id]
        if kind == "tool_call":
            tools.called.add(name)
        elif error and _UNKNOWN_TOOL.search(error):
            tools.invented += 1
            made_up[run_id].add(name)
        elif error:
            tools.errored.add(name)
    for run_id, names in made_up.items():
        out[run_id].called -= names  # a name the model made up is no tool to specialise on
    return out


def _analysis(fb: Feedback, stored: RatingAnalysis | None) -> Analysis:
    if stored is not None and stored.digest == rating_digest(fb):
        return Analysis.from_stored(
            sentiment=stored.sentiment,
            confidence=stored.confidence,
            aspects=stored.aspects,
            analyser=stored.analyser,
        )
    return analyse_with_rules(fb.label, fb.score, fb.notes)


def _verdicts(ratings: Sequence[Feedback]) -> dict[int, str]:
    votes: dict[int, Counter[str]] = defaultdict(Counter)
    for fb in ratings:
        if fb.run_id is not None:
            votes[fb.run_id][fb.label] += 1
    return {
        run_id: "good" if v["good"] > v["bad"] else "bad"
        for run_id, v in votes.items()
        if v["good"] != v["bad"]
    }


def read_signals(db: Database, scope: Scope, *, since_feedback_id: int = 0) -> Signals:
    """The window's counts for ``scope`` (resolved); ``since_feedback_id`` is the job's
    data snapshot: only runs rated after it count as new training data."""
    out = Signals()
    with db.session() as s:
        runs = list(s.scalars(_window(scope)))
        run_ids = [r.id for r in runs]
        agents = {r.id: r.agent_name for r in runs}
        version_of = {r.id: r.agent_version_id for r in runs}
        durations = [
            (r.finished_at - r.started_at).total_seconds()
            for r in runs
            if r.started_at is not None and r.finished_at is not None
        ]
        out.runs, out.failed_runs = len(runs), sum(r.status == "failed" for r in runs)
        ratings = list(
            s.scalars(
                select(Feedback)
                .where(
                    Feedback.run_id.in_(run_ids),
                    Feedback.target_type == "run",
                    Feedback.retracted_at.is_(None),
                )
                .order_by(Feedback.id)
            )
        )
        stored = {
            r.feedback_id: r
            for r in s.scalars(
                select(RatingAnalysis).where(
                    RatingAnalysis.feedback_id.in_([fb.id for fb in ratings])
                )
            )
        }
        prompts = {
            v.id: v.system_prompt
            for v in s.scalars(
                select(AgentVersion).where(
                    AgentVersion.id.in_({v for v in version_of.values() if v is not None})
                )
            )
        }
        s.expunge_all()
    out.p95_latency_s = _p95(durations)
    tools = _run_tools(db, run_ids)
    verdicts = _verdicts(ratings)
    for run_id, verdict in verdicts.items():
        for name in tools[run_id].called | tools[run_id].errored:
            out.tools[name].rated_runs += 1
            out.tools[name].bad_runs += verdict == "bad"
    for run_id in run_ids:
        for name in tools[run_id].called:
            out.tools[name].calls += 1
        for name in tools[run_id].errored:
            out.tools[name].errors += 1
        out.invented_calls += tools[run_id].invented
    new = {fb.run_id for fb in ratings if fb.id > since_feedback_id}
    out.usable_runs = sum(1 for run_id in verdicts if run_id in new)
    out.usable_good = sum(1 for run_id, v in verdicts.items() if run_id in new and v == "good")
    out.ratings = len(ratings)
    for fb in ratings:
        assert fb.run_id is not None  # selected by run id
        version = version_of.get(fb.run_id)
        _count(
            out,
            fb,
            _analysis(fb, stored.get(fb.id)),
            tools[fb.run_id],
            agents[fb.run_id],
            prompts.get(version, "") if version is not None else "",
        )
    return out


def _count(
    out: Signals, fb: Feedback, analysis: Analysis, tools: _RunTools, agent: str, prompt: str
) -> None:
    if fb.label != "bad" and analysis.sentiment != "negative":
        return
    out.failing += 1
    complaints = analysis.complaints
    for a in complaints:
        out.aspects[f"{a.aspect}:{a.direction}"] += 1
    instruction = [a for a in complaints if a.aspect in INSTRUCTION_ASPECTS]
    capability = any(a.aspect in CAPABILITY_ASPECTS for a in complaints)
    speed = any(a.aspect == SPEED_ASPECT for a in complaints)
    # A thumbs-down with no comment on a run whose tool failed: the model could not do it.
    if not instruction and not speed and (tools.errored or tools.invented):
        capability = True
    for credit in prompt_credit(prompt, instruction):
        out.prompt_credit[credit.verdict] += 1
    out.instruction += bool(instruction)
    out.capability += capability
    out.speed += speed
    out.uncategorised += not (instruction or capability or speed)
    if instruction:
        out.by_agent[agent]["instruction"] += 1
    if capability:
        out.by_agent[agent]["capability"] += 1
        # Blame the tools that failed in the run; with none failing, the tools it used.
        for name in tools.errored or tools.called:
            out.tools[name].capability_failures += 1
