"""A tool's held-out tasks: what a specialist for it is judged on.

These are the suite's held-out tasks whose final turn needs the tool (an
``expect_tools`` entry naming it, alone or as one of ``a|b``). They are never
trained on, so the serving model and the candidate meet them fresh.
"""

from __future__ import annotations

from core.evals.tasks import Task, tasks_for

__all__ = ["MIN_EVAL_TASKS", "tool_tasks"]

# Fewer tasks than this cannot tell a better specialist from luck: with two, one lucky
# answer is a 50-point swing in success.
MIN_EVAL_TASKS = 3


def tool_tasks(tool: str) -> list[Task]:
    """The held-out tasks that need ``tool``, in suite order."""
    return [
        task
        for task in tasks_for("heldout")
        if any(tool in spec.split("|") for spec in task.expect_tools)
    ]
