"""Decides whether an agent's turns solved a task, and says why not."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.evals.tasks import Task
from core.runtime.loop import TurnResult

__all__ = ["CheckResult", "check", "contains"]

_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")
# A thousands separator sits between a digit and exactly three digits.
_SEPARATOR = re.compile(r"(?<=\d)[,\u202f\u00a0'](?=\d{3}(?!\d))")


@dataclass(frozen=True, slots=True)
class CheckResult:
    """The verdict on one task; ``reasons`` lists every expectation that failed."""

    ok: bool
    reasons: list[str] = field(default_factory=list)


def contains(text: str, expected: str) -> bool:
    """Whether ``text`` contains ``expected``, ignoring case.

    A number must appear as a whole number: ``391`` is not found in ``13910`` or
    ``391.5``, but is in ``391.0``; ``7,006,652`` counts as ``7006652``.
    """
    haystack = text.lower()
    needle = expected.lower()
    if not _NUMBER.match(needle):
        return needle in haystack
    haystack = _SEPARATOR.sub("", haystack)
    pattern = rf"(?<![\d.]){re.escape(needle)}(?:\.0+)?(?!\.?\d)"
    return re.search(pattern, haystack) is not None


def _called(expected: str, calls: Sequence[str]) -> bool:
    return any(option in calls for option in expected.split("|"))


def unsaved_facts(facts: Sequence[str], arguments: Sequence[Any]) -> list[str]:
    """The facts found in none of the tool calls' ``arguments``."""
    saved = json.dumps(list(arguments), ensure_ascii=False)
    return [fact for fact in facts if not contains(saved, fact)]


def check(task: Task, turn_results: Sequence[TurnResult]) -> CheckResult:
    """Check the results of a task's turns (one ``TurnResult`` per turn, in order)."""
    if len(turn_results) != len(task.turns):
        return CheckResult(False, [f"expected {len(task.turns)} turns, got {len(turn_results)}"])
    reasons: list[str] = []
    for number, result in enumerate(turn_results, start=1):
        if result.status != "done":
            reasons.append(f"turn {number} {result.status}: {result.error or 'no answer'}")
    earlier = [name for result in turn_results[:-1] for name in result.tool_calls]
    final = turn_results[-1]
    for tool in task.earlier_tools:
        if not _called(tool, earlier):
            reasons.append(f"{tool} was not called before the last turn")
    arguments = [args for result in turn_results[:-1] for args in result.call_arguments]
    for fact in unsaved_facts(task.earlier_facts, arguments):
        reasons.append(f"{fact!r} was not saved before the last turn")
    for tool in task.expect_tools:
        if not _called(tool, final.tool_calls):
            reasons.append(f"{tool} was not called in the last turn (called: {final.tool_calls})")
    if task.forbid_tools:
        used = [name for result in turn_results for name in result.tool_calls]
        if used:
            reasons.append(f"no tool should be used, but the agent called {used}")
    if not final.output.strip():
        reasons.append("the final answer is empty")
    for fact in task.expect_in_answer:
        if not contains(final.output, fact):
            reasons.append(f"the answer does not contain {fact!r}")
    return CheckResult(not reasons, reasons)
