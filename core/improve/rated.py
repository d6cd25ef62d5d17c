"""Rated runs as the strategies read them: verdict, feedback ids, notes, conversation.

The rules match ``from_feedback``: only live run ratings count, a run is good
or bad by the majority of its raters (ties are left out), and only runs rated
after the snapshot (``since_feedback_id``) are taken. A job's scope narrows the
runs to one agent, one channel, or runs that called one tool.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from core.improve.conversations import run_conversation
from core.improve.sanitize import Sanitizer
from core.storage import Database, Feedback
from core.trajectories import get_run

__all__ = ["Message", "RatedRun", "RatedRuns", "Scope", "prompt_of", "rated_run", "rated_runs"]

Message = dict[str, Any]


@dataclass(frozen=True, slots=True, kw_only=True)
class Scope:
    """Which runs a job learns from; an empty value means "any"."""

    agent: str = ""
    tool: str = ""
    channel: str = ""
    # "WORKFLOW/STEP": only the agent runs a workflow's step made (``run_ids`` fills it).
    workflow_step: str = ""
    step_runs: frozenset[int] = frozenset()

    @classmethod
    def of(cls, value: Mapping[str, Any] | Scope | None) -> Scope:
        if isinstance(value, Scope):
            return value
        value = value or {}
        return cls(
            agent=str(value.get("agent") or ""),
            tool=str(value.get("tool") or ""),
            channel=str(value.get("channel") or ""),
            workflow_step=str(value.get("workflow_step") or ""),
        )

    def resolved(self, db: Database) -> Scope:
        """This scope with the runs of its workflow step looked up (when it names one)."""
        if not self.workflow_step:
            return self
        from dataclasses import replace

        from core.workflows.runs import step_run_ids

        return replace(self, step_runs=frozenset(step_run_ids(db, self.workflow_step)))

    def matches(self, run: Mapping[str, Any]) -> bool:
        """Whether a ``get_run`` dict is in scope (the tool test needs its spans)."""
        if self.agent and run.get("agent") != self.agent:
            return False
        if self.channel and run.get("channel") != self.channel:
            return False
        if self.workflow_step and run.get("id") not in self.step_runs:
            return False
        if self.tool:
            spans = (s for a in run.get("attempts") or [] for s in a["spans"])
            return any(s["kind"] == "tool_call" and s["name"] == self.tool for s in spans)
        return True


@dataclass(slots=True)
class RatedRun:
    """One rated, finished run with its sanitised conversation."""

    run: dict[str, Any]
    verdict: str  # "good" | "bad"
    feedback_ids: list[int]
    notes: list[str]  # raw notes of the ratings that agree with the verdict, oldest first
    conversation: list[Message]

    @property
    def id(self) -> int:
        return int(self.run["id"])


@dataclass(slots=True)
class RatedRuns:
    runs: list[RatedRun] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    last_feedback_id: int = 0


def rated_runs(
    db: Database,
    *,
    sanitizer: Sanitizer,
    since_feedback_id: int = 0,
    scope: Mapping[str, Any] | Scope | None = None,
) -> RatedRuns:
    """Runs rated after ``since_feedback_id``, in scope, finished, oldest first.

    Conversations are sanitised here; notes are not (strategies parse them
    first and must sanitise what they keep).
    """
    want = Scope.of(scope).resolved(db)
    with db.session() as s:
        rows = list(
            s.scalars(
                select(Feedback)
                .where(Feedback.target_type == "run", Feedback.retracted_at.is_(None))
                .order_by(Feedback.id)
            )
        )
    out = RatedRuns(last_feedback_id=max((r.id for r in rows), default=since_feedback_id))
    touched = {r.run_id for r in rows if r.id > since_feedback_id and r.run_id is not None}
    by_run: dict[int, list[Feedback]] = defaultdict(list)
    for row in rows:
        if row.run_id in touched and row.run_id is not None:
            by_run[row.run_id].append(row)
    for run_id in sorted(by_run):
        rated = _load(db, run_id, by_run[run_id], sanitizer, want)
        if isinstance(rated, str):
            out.skipped[rated] += 1
        else:
            out.runs.append(rated)
    return out


def rated_run(
    db: Database, run_id: int, *, sanitizer: Sanitizer, scope: Scope | None = None
) -> RatedRun | str:
    """One run with its live ratings, or why it cannot be used ("tie", "not finished", ...)."""
    with db.session() as s:
        ratings = list(
            s.scalars(
                select(Feedback)
                .where(
                    Feedback.run_id == run_id,
                    Feedback.target_type == "run",
                    Feedback.retracted_at.is_(None),
                )
                .order_by(Feedback.id)
            )
        )
    if not ratings:
        return "not rated"
    return _load(db, run_id, ratings, sanitizer, scope or Scope())


def _load(
    db: Database, run_id: int, ratings: list[Feedback], sanitizer: Sanitizer, scope: Scope
) -> RatedRun | str:
    good = sum(r.label == "good" for r in ratings)
    bad = sum(r.label == "bad" for r in ratings)
    if good == bad:
        return "tie"
    verdict = "good" if good > bad else "bad"
    run = get_run(db, run_id)
    if run["status"] not in ("done", "failed"):
        return "not finished"
    if not scope.matches(run):
        return "out of scope"
    convo = run_conversation(run)
    if convo is None:
        return "no model call"
    return RatedRun(
        run=run,
        verdict=verdict,
        feedback_ids=[r.id for r in ratings],
        notes=[r.notes for r in ratings if r.label == verdict and r.notes.strip()],
        conversation=sanitizer.value(convo),
    )


def prompt_of(convo: list[Message]) -> list[Message]:
    """Everything up to and including the first user message after the system prompt."""
    for i, message in enumerate(convo):
        if i > 0 and message["role"] == "user":
            return convo[: i + 1]
    return convo[:1]
