"""Which tools deserve a specialist instance: failing often, with data to learn from.

A tool is a candidate when its ``failure_rate`` (:mod:`core.specialists.signals`)
reaches ``MIN_FAILURE_RATE`` and its runs rated since the snapshot are enough to
train on (the decider's own minimums, :mod:`core.decide.decide`), unless an
active specialist already serves it and nothing has failed since that
specialist was created or last given a new version: it has not been seen to
fail, so training another one would only repeat the work.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.decide.decide import MIN_TRAINING_GOOD, MIN_TRAINING_RUNS
from core.specialists.bound import active_specialists
from core.specialists.signals import ToolSignal, tool_signals
from core.storage import Database

__all__ = ["MIN_FAILURE_RATE", "Candidate", "specialist_candidates"]

# A specialist costs a training run, an evaluation and one more instance to keep and roll
# back, so it is for a tool that fails often, not once in a while: in at least three of its
# ten runs (errored results, or rated bad). Below that the agent-wide cycle or a prompt
# change is the cheaper fix, and a 135M adapter's gain on a tool's few held-out tasks would
# be within one task's noise anyway.
MIN_FAILURE_RATE = 0.3


@dataclass(frozen=True, slots=True)
class Candidate:
    """A tool to train a specialist for, with the numbers that made it one."""

    tool: str
    signal: ToolSignal
    reason: str
    replaces: str = ""  # the active specialist that failed since it was deployed, if any

    def as_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "reason": self.reason,
            "replaces": self.replaces,
            "signal": self.signal.as_dict(),
        }


def specialist_candidates(
    db: Database,
    *,
    agent: str,
    since_feedback_id: int = 0,
    min_failure_rate: float = MIN_FAILURE_RATE,
    min_runs: int = MIN_TRAINING_RUNS,
    min_good: int = MIN_TRAINING_GOOD,
) -> list[Candidate]:
    """The agent's tools that need a specialist, the most failing first.

    ``min_runs`` / ``min_good``: rated runs (and good ones among them) since
    ``since_feedback_id`` that used the tool; SFT needs good runs to imitate.
    """
    bound = active_specialists(db)
    out: list[Candidate] = []
    for tool, signal in tool_signals(db, agent=agent, since_feedback_id=since_feedback_id).items():
        if signal.failure_rate < min_failure_rate:
            continue
        if signal.usable_runs < min_runs or signal.usable_good < min_good:
            continue
        current = bound.get(tool)
        if current is not None and (
            signal.last_failure_at is None or signal.last_failure_at <= current.since
        ):
            continue
        reason = (
            f"{tool} fails in {signal.failure_rate:.0%} of its runs (errors "
            f"{signal.error_rate:.0%} of {signal.runs}, rated bad {signal.bad_rate:.0%} of "
            f"{signal.rated_runs}); {signal.usable_runs} rated runs to learn from, "
            f"{signal.usable_good} good"
        )
        if current is not None:
            reason += f"; its specialist {current.instance} failed since it was deployed"
        out.append(Candidate(tool, signal, reason, replaces=current.instance if current else ""))
    return sorted(out, key=lambda c: (-c.signal.failure_rate, c.tool))
