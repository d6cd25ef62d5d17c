"""Scripted raters: fixed dislikes, voiced as a teammate would, for replaying rated runs.

A :class:`ScriptedRater` rates each run of one attempt at a suite task the way a
person with a few firm dislikes would: 👎 with a short comment when the answer
is longer than ``max_chars`` ("Way too long, keep it short."), when the task
needs a tool and the run called none or another one ("You should have used the
run_code tool."), when it called a tool where none was wanted, or when the
answer is wrong ("That's wrong."); 👍 with praise otherwise. The comments are
plain English that the reward analysis (``core.evolution.aspects``) reads like
anyone else's. Stored ratings go through :func:`core.feedback.rate_run` with
rater ``strop-scripted`` and source ``scripted``, so they are never mistaken
for people's ratings (nor for the checker-based ``simulated`` ones).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.errors import ConfigurationError
from core.evals.checkers import contains
from core.evals.tasks import Task
from core.feedback import rate_run
from core.storage import Database

__all__ = [
    "SCRIPTED_RATER",
    "SCRIPTED_SOURCE",
    "ScriptedRater",
    "Verdict",
    "mean_rating",
]

SCRIPTED_RATER = "strop-scripted"
SCRIPTED_SOURCE = "scripted"

TOO_LONG = "too_long"
MISSING_TOOL = "missing_tool"
WRONG_TOOL = "wrong_tool"
UNNEEDED_TOOL = "unneeded_tool"
WRONG = "wrong"

_PRAISE = "Nice and short, and correct. Thanks!"


@dataclass(frozen=True, slots=True)
class Verdict:
    """One run's rating: ``good`` or ``bad``, the comment, and the dislikes behind it."""

    label: str
    comment: str
    complaints: tuple[str, ...] = ()

    @property
    def value(self) -> int:
        """+1 for 👍, -1 for 👎 (the scale ``mean_rating`` averages)."""
        return 1 if self.label == "good" else -1


def mean_rating(verdicts: Sequence[Verdict]) -> float | None:
    """The mean of +1 (👍) and -1 (👎) over ``verdicts``; ``None`` for none."""
    if not verdicts:
        return None
    return sum(v.value for v in verdicts) / len(verdicts)


def _called(spec: str, calls: Sequence[str]) -> bool:
    return any(option in calls for option in spec.split("|"))


@dataclass(frozen=True, slots=True)
class ScriptedRater:
    """A rater that dislikes answers over ``max_chars``, a missing tool and wrong answers."""

    max_chars: int = 300

    def __post_init__(self) -> None:
        if self.max_chars < 1:
            raise ConfigurationError(f"max_chars must be at least 1, not {self.max_chars}")

    def _tool_complaint(
        self, needed: Sequence[str], calls: Sequence[str]
    ) -> tuple[str, str] | None:
        for spec in needed:
            if _called(spec, calls):
                continue
            name = spec.split("|")[0]
            if calls:
                return WRONG_TOOL, f"Wrong tool: you should have used the {name} tool."
            return MISSING_TOOL, f"You should have used the {name} tool."
        return None

    def rate_turn(
        self, task: Task, *, answer: str, calls: Sequence[str], last: bool, ok: bool
    ) -> Verdict:
        """Rate one turn of ``task``: its answer text and the tools it called.

        The last turn is held to the task (``expect_tools``, ``forbid_tools``,
        ``expect_in_answer`` and the checker's verdict ``ok``); an earlier turn
        (a store task's "remember X") only to the tools it had to call.
        """
        found: list[tuple[str, str]] = []
        if len(answer) > self.max_chars:
            found.append((TOO_LONG, "Way too long, keep it short."))
        tool = self._tool_complaint(task.expect_tools if last else task.earlier_tools, calls)
        if tool is not None:
            found.append(tool)
        if last and task.forbid_tools and calls:
            found.append((UNNEEDED_TOOL, "No need to use a tool for that, just answer."))
        if last:
            missing = any(not contains(answer, fact) for fact in task.expect_in_answer)
            # A failed check nothing above explains (e.g. the fact was never saved) is
            # still a wrong answer to the person who asked.
            unexplained = not ok and not any(kind != TOO_LONG for kind, _ in found)
            if missing or unexplained:
                found.append((WRONG, "That's wrong."))
        if not found:
            return Verdict("good", _PRAISE)
        return Verdict("bad", " ".join(text for _, text in found), tuple(kind for kind, _ in found))

    def rate_attempt(
        self, task: Task, *, answers: Sequence[str], tool_calls: Sequence[Sequence[str]], ok: bool
    ) -> list[Verdict]:
        """One verdict per turn of an attempt at ``task`` (``answers[i]`` is turn i's output)."""
        if len(answers) != len(tool_calls):
            raise ConfigurationError(
                f"{len(answers)} answers but {len(tool_calls)} tool-call lists for {task.id}"
            )
        last = len(answers) - 1
        return [
            self.rate_turn(task, answer=text, calls=calls, last=i == last, ok=ok)
            for i, (text, calls) in enumerate(zip(answers, tool_calls, strict=True))
        ]

    def store(self, db: Database, run_ids: Sequence[int], verdicts: Sequence[Verdict]) -> list[int]:
        """Store each verdict as the rating of its run (``rate_run``); the feedback ids."""
        if len(run_ids) != len(verdicts):
            raise ConfigurationError(f"{len(run_ids)} runs but {len(verdicts)} verdicts")
        return [
            rate_run(
                db,
                run_id,
                verdict.label,
                notes=verdict.comment,
                rater=SCRIPTED_RATER,
                source=SCRIPTED_SOURCE,
            )
            for run_id, verdict in zip(run_ids, verdicts, strict=True)
        ]
