"""Simulated raters for the demo: the task checkers rate runs the way a teammate would.

Each run of a task gets 👍 or 👎 (stored as feedback with ``source="simulated"``
and rater ``strop-checker``, so they are never mistaken for people's ratings).
A 👎 carries the checker's reasons as its note and, when the run's own tool
results hold the right answer, that answer as a correction ("correct answer:
..."), as a teammate who read the tool output would write. A correction is
never invented from outside the run: if no tool result contains the expected
facts, the note only criticises.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from core.evals.checkers import contains, unsaved_facts
from core.evals.tasks import Task
from core.feedback import rate_run
from core.storage import Database
from core.trajectories import get_run

__all__ = ["SIMULATED_RATER", "SIMULATED_SOURCE", "grounded_correction", "rate_task_runs"]

SIMULATED_RATER = "strop-checker"
SIMULATED_SOURCE = "simulated"
# Sentence ends and JSON punctuation: a tool result falls apart into readable pieces.
_PIECES = re.compile(r'(?<=[.!?])\s+|\\n|\n|"\s*[:,]\s*"|[{}\[\]]|"\s*:\s*|,\s*"')


def _tool_results(db: Database, run_id: int) -> list[str]:
    run = get_run(db, run_id)
    texts: list[str] = []
    for attempt in run.get("attempts") or []:
        for span in attempt["spans"]:
            if span["kind"] == "tool_result" and not span.get("error"):
                texts.append(str((span.get("output") or {}).get("result", "")))
    return texts


def grounded_correction(db: Database, run_id: int, facts: Sequence[str]) -> str | None:
    """The shortest piece of the run's tool results that contains every fact, if any."""
    if not facts:
        return None
    pieces: list[str] = []
    for text in _tool_results(db, run_id):
        pieces += [p.strip(" \"'") for p in _PIECES.split(text)]
    found = [p for p in pieces if p and all(contains(p, f) for f in facts)]
    return min(found, key=len) if found else None


def _earlier_ok(task: Task, calls: Sequence[str]) -> bool:
    return all(any(o in calls for o in spec.split("|")) for spec in task.earlier_tools)


def _call_arguments(db: Database, run_ids: Sequence[int]) -> list[Any]:
    """The arguments of every tool call the runs made."""
    return [
        (span.get("input") or {}).get("args")
        for run_id in run_ids
        for attempt in get_run(db, run_id).get("attempts") or []
        for span in attempt["spans"]
        if span["kind"] == "tool_call"
    ]


def rate_task_runs(
    db: Database,
    task: Task,
    *,
    run_ids: Sequence[int],
    tool_calls: Sequence[Sequence[str]],
    ok: bool,
    reasons: Sequence[str],
) -> list[int]:
    """Rate every run of one attempt at ``task``; returns the feedback ids.

    The last turn is rated by the task's verdict; an earlier turn (e.g. "remember
    X") by whether it called what it had to and the earlier turns, together, passed
    the facts to be kept in their calls' arguments (a save of something else is not
    a good save).
    """
    ids: list[int] = []
    unsaved = (
        unsaved_facts(task.earlier_facts, _call_arguments(db, run_ids[:-1]))
        if task.earlier_facts
        else []
    )
    for index, run_id in enumerate(run_ids):
        last = index == len(run_ids) - 1
        if not last:
            called = _earlier_ok(task, tool_calls[index]) and not (
                task.forbid_tools and tool_calls[index]
            )
            good = called and not unsaved
            note = (
                f"expected a call of {', '.join(task.earlier_tools)}"
                if not called
                else f"not saved: {', '.join(unsaved)}"
                if unsaved
                else ""
            )
        else:
            good = ok
            note = "; ".join(reasons)
            correction = None if ok else grounded_correction(db, run_id, task.expect_in_answer)
            if correction:
                note += f". correct answer: {correction}"
        ids.append(
            rate_run(
                db,
                run_id,
                "good" if good else "bad",
                notes=note,
                rater=SIMULATED_RATER,
                source=SIMULATED_SOURCE,
            )
        )
    return ids
