"""The decision at the start of an improvement cycle, and the branches that do not train.

A scheduled or queued cycle first asks :func:`~core.decide.decide_optimization_target`
for the job's scope: ``model_instance`` goes on to training, ``prompt`` runs
one prompt evolution (:func:`~core.evolution.evolve.evolve_agent`) instead,
``none`` and ``architecture`` end the cycle with the reason (training from an
architecture spec is issue 8 item 2). A manual cycle (``strop improve``, the
default trigger) trains as asked; ``decide`` in the cycle config or the
``decide`` argument overrides either way. Outcomes become playbook insights
(:mod:`core.decide.insights`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.decide import Decision, decide_optimization_target, record_decision
from core.decide.insights import PENDING, settle_prompt_decisions
from core.errors import ConfigurationError, NotFound
from core.evolution.playbook_scope import scope_key
from core.evolution.records import SKIPPED, check_outcomes, pending_record
from core.improve.jobs import Job

if TYPE_CHECKING:
    from core.services import Services

__all__ = ["DECIDE_KEY", "Branch", "decide_flag", "record_training_decision", "take_decision"]

DECIDE_KEY = "decide"
MANUAL = "manual"
_ARCHITECTURE_LATER = (
    "training from an architecture spec is not available yet, so this cycle does not train"
)
Say = Callable[[str], None]


@dataclass(frozen=True, slots=True)
class Branch:
    """The decision, and how the cycle ends when it does not train (``status`` empty: train)."""

    decision: Decision
    status: str = ""
    error: str = ""
    summary: dict[str, Any] = field(default_factory=dict)


def decide_flag(
    trigger: str, decide: bool | None, config: Mapping[str, Any] | None
) -> tuple[bool, dict[str, Any]]:
    """Whether this cycle decides first, and the training config without the flag."""
    explicit = dict(config or {})
    flag = explicit.pop(DECIDE_KEY, None)
    if flag is not None and not isinstance(flag, bool):
        raise ConfigurationError(f"cycle config {DECIDE_KEY} must be true or false, not {flag!r}")
    if decide is None:
        decide = flag if flag is not None else trigger != MANUAL
    return decide, explicit


async def _prompt(
    services: Services, job: Job, decision: Decision, cycle_id: int, say: Say
) -> Branch:
    from core.evolution.evolve import evolve_agent

    agent = decision.agent or job.scope.get("agent") or "assistant"
    try:
        services.agents.get(agent)
    except NotFound:
        why = f"prompt change advised, but there is no agent {agent!r} to change"
        return Branch(decision, "skipped", why, {"decision_insight": None})
    record = await evolve_agent(services, agent)
    if record is None:
        open_record = pending_record(services.db, agent)
        why = (
            f"prompt change advised; {agent}'s change of record {open_record.id} is still "
            "being checked"
            if open_record is not None
            else f"prompt change advised, but evolution planned no change for {agent}"
        )
        say(f"[decide] {why}")
        return Branch(decision, "skipped", why, {"decision_insight": None})
    evolution = {
        "record": record.id,
        "agent": agent,
        "status": record.status,
        "from_version": record.from_version,
        "to_version": record.to_version,
        "hypothesis": record.hypothesis,
    }
    if record.status == SKIPPED:
        why = f"evolution record {record.id} skipped: {record.reason}"
        insight = record_decision(
            services.db, job, decision.as_dict(), "no_change", why, cycle_id=cycle_id
        )
        return Branch(
            decision, "skipped", why, {"evolution": evolution, "decision_insight": insight}
        )
    say(
        f"[decide] {agent} v{record.from_version} -> v{record.to_version} instead of training: "
        f"{record.hypothesis}"
    )
    return Branch(decision, "done", "", {"evolution": evolution, "decision_insight": PENDING})


async def take_decision(services: Services, job: Job, *, cycle_id: int, say: Say) -> Branch:
    """Settle earlier prompt decisions, decide for the job's scope, and act on the
    branches that do not train."""
    # A prompt change an earlier cycle made may have enough runs to be checked by now.
    check_outcomes(services.db, agent=job.scope.get("agent") or None)
    settle_prompt_decisions(services.db, job)
    decision = decide_optimization_target(
        services.db, scope_key(job.scope), since_feedback_id=job.last_feedback_id
    )
    say(f"[decide] {decision.target} for {decision.scope or 'global'}: {decision.reason}")
    if decision.target == "model_instance":
        return Branch(decision)
    if decision.target == "prompt":
        return await _prompt(services, job, decision, cycle_id, say)
    if decision.target == "architecture":
        why = f"architecture change advised ({decision.reason}); {_ARCHITECTURE_LATER}"
        return Branch(decision, "skipped", why, {"decision_insight": None})
    # none: nothing is tried, so its outcome is known now (nothing changed) and the
    # playbook learns how often waiting was the call.
    insight = record_decision(
        services.db, job, decision.as_dict(), "no_change", decision.reason, cycle_id=cycle_id
    )
    return Branch(decision, "skipped", decision.reason, {"decision_insight": insight})


def record_training_decision(
    services: Services,
    job: Job,
    decision: Decision,
    *,
    cycle_id: int,
    cycle_insight: Mapping[str, Any] | None,
) -> dict[str, Any] | None:
    """Record a ``model_instance`` decision with the outcome of the training it led to
    (``cycle_insight`` is ``record_cycle``'s answer, ``None`` when nothing was trained)."""
    if cycle_insight is not None and "outcome" not in cycle_insight:
        return None  # the cycle's own insight failed: its outcome is unknown
    if cycle_insight is None:
        outcome, why, metrics = "no_change", "no new training data, nothing was trained", None
    else:
        outcome = str(cycle_insight["outcome"])
        why = f"cycle {cycle_id}: {cycle_insight.get('why', '')}"
        metrics = cycle_insight.get("metrics_delta")
    return record_decision(
        services.db, job, decision.as_dict(), outcome, why, cycle_id=cycle_id, metrics=metrics
    )
