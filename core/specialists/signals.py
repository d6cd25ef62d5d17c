"""Per-tool signal (SPEC 6.6): how often each tool fails, how it is rated, how slow it is.

Counts of runs, errors and ratings come from :func:`core.decide.signals.read_signals`,
read once per tool with the scope narrowed to the runs that called it, so every
tool is judged on its own newest ``WINDOW`` runs (a rarely used tool is not
crowded out by the agent's busy ones). Added here: the latency of the tool's
own results, its success share and when it last failed.

``failure_rate`` is ``max(error_rate, bad_rate)``: the share of the tool's runs
whose result errored, or the share of its rated runs rated bad, whichever is
higher. Errors are seen on every run, ratings only on the runs someone rated, so
the two are shares of different samples; the larger one is a lower bound of the
share of failing runs that never counts a run twice (a thumbs-down on a run whose
tool errored is one failure, not two).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from core.decide.signals import ToolStats, read_signals
from core.improve.rated import Scope
from core.storage import Database, Feedback, Run, Span

__all__ = ["CALL_WINDOW", "ToolSignal", "tool_signals"]

# Newest results of one tool read for its latency: recent behaviour at a bounded cost
# (a run may call a tool several times, so this is larger than the run window).
CALL_WINDOW = 1000


@dataclass(frozen=True, slots=True)
class ToolSignal:
    """One tool over its newest runs; rates are 0 when there is nothing to divide by."""

    tool: str
    runs: int  # runs that called the tool
    calls: int  # results the tool returned (a run may call it more than once)
    errors: int  # runs in which a result of the tool was an error
    error_rate: float
    rated_runs: int  # runs with a majority verdict (people's or the task checkers' ratings)
    bad_runs: int
    bad_rate: float
    success: float | None  # good share of the rated runs; None when none is rated
    p50_latency_ms: float | None
    p95_latency_ms: float | None
    failure_rate: float  # max(error_rate, bad_rate), see the module docstring
    usable_runs: int  # rated after the snapshot with a verdict: trajectories to train on
    usable_good: int
    last_failure_at: datetime | None  # newest errored result or live thumbs-down

    def as_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "runs": self.runs,
            "calls": self.calls,
            "errors": self.errors,
            "error_rate": self.error_rate,
            "rated_runs": self.rated_runs,
            "bad_runs": self.bad_runs,
            "bad_rate": self.bad_rate,
            "success": self.success,
            "p50_latency_ms": self.p50_latency_ms,
            "p95_latency_ms": self.p95_latency_ms,
            "failure_rate": self.failure_rate,
            "usable_runs": self.usable_runs,
            "usable_good": self.usable_good,
            "last_failure_at": self.last_failure_at.isoformat() if self.last_failure_at else None,
        }


def _percentile(values: Sequence[float], q: float) -> float | None:
    """Nearest-rank percentile (as ``read_signals`` computes its p95)."""
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[max(0, math.ceil(q * len(ordered)) - 1)], 3)


def _rate(part: int, whole: int) -> float:
    return round(part / whole, 3) if whole else 0.0


def _results(db: Database, agent: str, tool: str) -> tuple[list[float], datetime | None]:
    """Durations of the tool's newest results, and when one of them last errored."""
    query = select(Span.duration_ms, Span.error, Span.started_at).where(
        Span.kind == "tool_result", Span.name == tool
    )
    if agent:
        query = query.join(Run, Run.id == Span.run_id).where(Run.agent_name == agent)
    with db.session() as s:
        rows = s.execute(query.order_by(Span.id.desc()).limit(CALL_WINDOW)).all()
    errored = [started for _, error, started in rows if error]
    return [float(ms) for ms, _, _ in rows], max(errored, default=None)


def _last_thumbs_down(db: Database, agent: str, tool: str) -> datetime | None:
    called = select(Span.run_id).where(Span.kind == "tool_call", Span.name == tool)
    query = select(func.max(Feedback.created_at)).where(
        Feedback.target_type == "run",
        Feedback.label == "bad",
        Feedback.retracted_at.is_(None),
        Feedback.run_id.in_(called),
    )
    if agent:
        query = query.where(Feedback.run_id.in_(select(Run.id).where(Run.agent_name == agent)))
    with db.session() as s:
        return s.scalar(query)


def _signal(db: Database, agent: str, tool: str, since_feedback_id: int) -> ToolSignal:
    read = read_signals(db, Scope(agent=agent, tool=tool), since_feedback_id=since_feedback_id)
    stats = read.tools.get(tool) or ToolStats()
    durations, last_error = _results(db, agent, tool)
    last_bad = _last_thumbs_down(db, agent, tool)
    error_rate = _rate(stats.errors, stats.calls)
    bad_rate = _rate(stats.bad_runs, stats.rated_runs)
    good = stats.rated_runs - stats.bad_runs
    return ToolSignal(
        tool=tool,
        runs=stats.calls,
        calls=len(durations),
        errors=stats.errors,
        error_rate=error_rate,
        rated_runs=stats.rated_runs,
        bad_runs=stats.bad_runs,
        bad_rate=bad_rate,
        success=_rate(good, stats.rated_runs) if stats.rated_runs else None,
        p50_latency_ms=_percentile(durations, 0.5),
        p95_latency_ms=_percentile(durations, 0.95),
        failure_rate=max(error_rate, bad_rate),
        usable_runs=read.usable_runs,
        usable_good=read.usable_good,
        last_failure_at=max((t for t in (last_error, last_bad) if t is not None), default=None),
    )


def tool_signals(
    db: Database, *, agent: str = "", since_feedback_id: int = 0
) -> dict[str, ToolSignal]:
    """Every tool the agent's (``""``: any agent's) newest runs called, by name.

    ``since_feedback_id`` is a job's data snapshot: only runs rated after it
    count in ``usable_runs`` / ``usable_good``.
    """
    overview = read_signals(db, Scope(agent=agent))
    names = sorted(name for name, stats in overview.tools.items() if stats.calls)
    return {name: _signal(db, agent, name, since_feedback_id) for name in names}
