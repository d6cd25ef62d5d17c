"""``evaluate_model`` and the promotion rule (SPEC 6.5).

A model is measured on the held-out tool-use tasks (task success, tool-choice
accuracy, argument accuracy, invented-call rate, latency) and on the general
held-out set (plain questions with checkable answers). A candidate is promoted
only if no core metric is worse than the serving model's beyond noise, and it
is at least as good on held-out task success.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from core.agents.spec import AgentSpec
from core.evals.general import GENERAL_TASKS
from core.evals.suite import SuiteReport, TaskResult, run_suite, with_custom_tools
from core.evals.tasks import Task, tasks_for
from core.models.base import ModelClient
from core.services import Services

__all__ = [
    "Decision",
    "Evaluation",
    "evaluate_in_scratch",
    "evaluate_model",
    "promotion",
    "suite_metrics",
]

# Metrics where higher is better, and the one where lower is better.
HIGHER = ("success", "tool_choice", "argument_accuracy", "general_success")
LOWER = ("invented_call_rate",)


def _turn_choice_ok(task: Task, index: int, calls: Sequence[str]) -> bool:
    if task.forbid_tools:
        return not calls
    wanted = task.expect_tools if index == len(task.turns) - 1 else task.earlier_tools
    return all(any(o in calls for o in spec.split("|")) for spec in wanted)


def suite_metrics(
    report: SuiteReport, tasks: Sequence[Task], known_tools: set[str]
) -> dict[str, float]:
    """Aggregates of one suite run. ``known_tools``: what the agent may call."""
    by_id = {t.id: t for t in tasks}
    turns = choice_ok = calls = invented = 0
    for result in report.results:
        task = by_id[result.task_id]
        for index, names in enumerate(result.tool_calls):
            turns += 1
            choice_ok += _turn_choice_ok(task, index, names)
            calls += len(names)
            invented += sum(n not in known_tools for n in names)
    valid = sum(r.valid_calls for r in report.results)
    rejected = sum(r.invalid_calls + r.invalid_turns for r in report.results)
    return {
        "success": round(report.success_rate, 4),
        "tool_choice": round(choice_ok / turns, 4) if turns else 1.0,
        "argument_accuracy": round(valid / (valid + rejected), 4) if valid + rejected else 1.0,
        "invented_call_rate": round(invented / calls, 4) if calls else 0.0,
        "p50_turn_s": round(report.p50_turn_s, 3),
        "p95_turn_s": round(report.p95_turn_s, 3),
        "n_tasks": report.n_tasks,
    }


@dataclass(slots=True)
class Evaluation:
    """One model measured on the held-out tasks and the general set."""

    model: str
    heldout: SuiteReport
    general: SuiteReport | None
    metrics: dict[str, float] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "metrics": self.metrics,
            "heldout_failures": {r.task_id: r.reasons for r in self.heldout.results if not r.ok},
        }


async def evaluate_model(
    services: Services,
    models: Sequence[ModelClient],
    *,
    agent: AgentSpec,
    tasks: Sequence[Task] | None = None,
    general: Sequence[Task] | None = GENERAL_TASKS,
    on_result: Callable[[TaskResult], None] | None = None,
) -> Evaluation:
    """Run the held-out ``tasks`` (default: the suite's held-out split) and ``general``.

    ``models`` are copies of the model under test; tasks run concurrently, one per copy.
    """
    heldout_tasks = list(tasks if tasks is not None else tasks_for("heldout"))
    both = heldout_tasks + list(general or ())
    report = await run_suite(services, both, agent=agent, models=models, on_result=on_result)
    ids = {t.id for t in heldout_tasks}
    heldout = SuiteReport(
        report.agent, report.model, [r for r in report.results if r.task_id in ids]
    )
    rest = SuiteReport(
        report.agent, report.model, [r for r in report.results if r.task_id not in ids]
    )
    known = set(with_custom_tools(agent).tools)
    metrics = suite_metrics(heldout, heldout_tasks, known)
    if general:
        metrics["general_success"] = round(rest.success_rate, 4)
        metrics["n_general"] = rest.n_tasks
    return Evaluation(report.model, heldout, rest if general else None, metrics)


async def evaluate_in_scratch(
    services: Services,
    models: Sequence[ModelClient],
    *,
    agent: AgentSpec,
    tasks: Sequence[Task] | None = None,
    general: Sequence[Task] | None = GENERAL_TASKS,
) -> Evaluation:
    """:func:`evaluate_model` in a temporary data directory.

    The suite ingests its handbook and creates its tools; this keeps them (and the
    evaluation's runs) out of the team's data.
    """
    from core.services import Services as ScratchServices

    with tempfile.TemporaryDirectory(prefix="strop-eval-") as scratch:
        settings = services.settings.model_copy(
            update={"data_dir": Path(scratch), "database_url": None, "qdrant_url": None}
        )
        sandbox = ScratchServices(settings, model=models[0])
        # The agent's stored version lives in the team's database, not in the scratch one.
        scratch_agent = replace(agent, version_id=None)
        try:
            return await evaluate_model(
                sandbox, models, agent=scratch_agent, tasks=tasks, general=general
            )
        finally:
            sandbox.close()


@dataclass(frozen=True, slots=True)
class Decision:
    promote: bool
    reasons: list[str]


def promotion(base: dict[str, float], candidate: dict[str, float]) -> Decision:
    """Promote only without a regression beyond noise on any core metric.

    Noise is one task's worth of a rate (1/n) or 0.05, whichever is larger; held-out
    task success must not drop at all.
    """
    reasons: list[str] = []
    n = max(int(base.get("n_tasks", 1)), 1)
    n_general = max(int(base.get("n_general", 1)), 1)
    for key in HIGHER:
        if key not in base or key not in candidate:
            continue
        noise = 0.0 if key == "success" else max(0.05, 1 / (n_general if "general" in key else n))
        if candidate[key] < base[key] - noise - 1e-9:
            reasons.append(f"{key} fell from {base[key]:.3f} to {candidate[key]:.3f}")
    for key in LOWER:
        if key in base and key in candidate and candidate[key] > base[key] + 0.05 + 1e-9:
            reasons.append(f"{key} rose from {base[key]:.3f} to {candidate[key]:.3f}")
    if not reasons and candidate.get("success", 0.0) <= base.get("success", 0.0):
        reasons.append("held-out success did not improve")
    return Decision(not reasons, reasons)
