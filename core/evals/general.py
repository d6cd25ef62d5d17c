"""A small general held-out set: plain questions and instructions with checkable answers.

It guards promotion: a tuned model must not trade general ability for the
narrow tool-use tasks unnoticed. These tasks are never used for training or
tuning; tools are allowed, only the answer is checked. All text is strop's own.
"""

from __future__ import annotations

from core.evals.tasks import Task

__all__ = ["GENERAL_TASKS"]


def _q(name: str, question: str, *answer: str) -> Task:
    return Task(f"general-{name}", "plain", (question,), "heldout", (), answer)


GENERAL_TASKS: tuple[Task, ...] = (
    _q("capital-italy", "What is the capital of Italy?", "rome"),
    _q("red-planet", "Which planet is known as the Red Planet?", "mars"),
    _q("week-days", "How many days are there in a week?", "7"),
    _q("opposite-hot", "What is the opposite of hot?", "cold"),
    _q("bees", "What do bees make?", "honey"),
    _q("ocean", "Name the largest ocean on Earth.", "pacific"),
    _q("ice", "What is frozen water called?", "ice"),
    _q("spain", "What language do people speak in Spain?", "spanish"),
    _q("spider-legs", "How many legs does a spider have?", "8"),
    _q("upper-hello", "Write the word hello in capital letters.", "HELLO"),
    _q("colour-grass", "What colour is grass?", "green"),
    _q("sun-rises", "In which direction does the sun rise?", "east"),
)
