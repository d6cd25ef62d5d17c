"""The tool-use task suite: tasks, checkers and the runner that scores an agent."""

from core.evals.checkers import CheckResult, check
from core.evals.suite import SuiteReport, TaskResult, run_suite
from core.evals.tasks import TASKS, Task, tasks_for

__all__ = [
    "TASKS",
    "CheckResult",
    "SuiteReport",
    "Task",
    "TaskResult",
    "check",
    "run_suite",
    "tasks_for",
]
