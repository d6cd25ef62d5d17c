"""The default assistant's code examples and the train tasks' reference programs.

The 135M model copies the code it is shown far better than it adapts it: with the
example ``range(1, 51)`` for "1 to 50" it wrote ``range(100, 210)`` for "100 to 200".
So every program it sees, in the few-shot turns or in training data, takes the
question's numbers in the order the question gives them and adds only fixed
constants (``+ 1`` for an inclusive range, ``/ 100`` for a percentage).
"""

from __future__ import annotations

import contextlib
import io
import re

from core.agents.defaults import ASSISTANT
from core.evals.practice import practice_tasks
from core.evals.tasks import tasks_for

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_FIXED = {"1", "100"}


def _code_examples() -> list[tuple[str, str, str]]:
    return [
        (ex["user"], step["args"]["code"], step["result"]["stdout"])
        for ex in ASSISTANT.parameters["examples"]
        for step in ex["steps"]
        if step["tool"] == "run_code"
    ]


def _copies_in_order(question: str, code: str) -> bool:
    asked, used = _NUMBER.findall(question), _NUMBER.findall(code)
    return used[: len(asked)] == asked and set(used[len(asked) :]) <= _FIXED


def test_every_code_example_prints_what_it_shows() -> None:
    examples = _code_examples()
    assert len(examples) >= 5
    for _, code, stdout in examples:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(code, {})
        assert out.getvalue() == stdout, code


def test_code_examples_and_reference_programs_copy_the_question_numbers_in_order() -> None:
    programs = [(user, code) for user, code, _ in _code_examples()]
    for task in (*tasks_for("train"), *practice_tasks(80)):
        if task.kind == "calc" and task.hint:
            ((_, code),) = task.hint
            programs.append((task.turns[-1], str(code)))
    assert len(programs) >= 20
    for question, code in programs:
        assert _copies_in_order(question, code), (question, code)


def test_the_convention_check_catches_an_adjusted_number() -> None:
    assert not _copies_in_order("What is the sum of the numbers from 1 to 50?", "sum(range(1, 51))")
    assert not _copies_in_order("What is 20% of 80?", "print(80 * 20 / 100)")
    assert _copies_in_order("What is 20% of 80?", "print(20 * 80 / 100)")
