"""The decision at the start of an improvement cycle, and the branches that do not train.

A scheduled or queued cycle first asks :func:`~core.decide.decide_optimization_target`
for the job's scope: ``model_instance`` goes on to training, ``prompt`` runs
one prompt evolution (:func:`~core.evolution.evolve.evolve_agent`) instead,
``none`` ends the cycle with the reason, and ``architecture`` files an
architecture proposal (:mod:`core.architecture`: a prune when the model is too
slow, a small model for the tool whose failures persist) and ends the cycle
``awaiting_approval`` on an administrator's card. A manual cycle (``strop improve``, the
default trigger) trains as asked; ``decide`` in the cycle config or the
``decide`` argument overrides either way. Outcomes become playbook insights
(:mod:`core.decide.insights`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.decide import Decision, decide_optimization_target, record_decision
from core.decide.insights import PENDING, settle_architecture_decisions, settle_prompt_decisions
from core.errors import ConfigurationError, NotFound
from core.evolution.playbook_scope import scope_key
from core.evolution.records import SKIPPED, check_outcomes, pending_record
from core.improve.jobs import Job

if TYPE_CHECKING:
    from core.services import Services

__all__ = ["DECIDE_KEY", "Branch", "decide_flag", "record_training_decision", "take_decision"]

DECIDE_KEY = "decide"
MANUAL = "manual"
# A prune drops this share of the layers: a third to a half is what distillation heals well
# (the deeper half of a small model's layers change its hidden state least).
PRUNE_SHARE = 0.4
# Fewer healing or training steps than this change too little to be worth an approval.
MIN_ARCH_STEPS = 10
# A narrow model for one tool: the embeddings of the kept vocabulary are most of it.
SCRATCH_SHAPE = {
    "layers": 6,
    "hidden_size": 256,
    "heads": 4,
    "kv_heads": 2,
    "intermediate_size": 768,
}
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


def _speed_limited(decision: Decision) -> bool:
    """Whether the decision came from the speed rule (the first one ``decide`` checks)."""
    from core.decide.decide import LATENCY_P95_LIMIT_S, MIN_LATENCY_RUNS, MIN_SPEED_COMPLAINTS

    e = decision.evidence
    p95 = e.get("p95_latency_s")
    slow = p95 is not None and e.get("runs", 0) >= MIN_LATENCY_RUNS and p95 > LATENCY_P95_LIMIT_S
    speed = int(e.get("speed", 0))
    complaints = speed >= MIN_SPEED_COMPLAINTS and speed >= max(
        int(e.get("instruction", 0)), int(e.get("capability", 0))
    )
    return bool(slow or complaints)


def _architecture_spec(decision: Decision, services: Services) -> dict[str, Any] | str:
    """The spec a cycle proposes for ``decision``, or why it proposes none."""
    from core.architecture import base_figures, estimate, parse_spec
    from core.architecture.spec import DEFAULT_HEAL_STEPS, DEFAULT_TRAIN_STEPS

    base, settings = base_figures(), services.settings
    if _speed_limited(decision):
        raw: dict[str, Any] = {
            "kind": "prune",
            "layers": base.layers - round(base.layers * PRUNE_SHARE),
            "heal_steps": DEFAULT_HEAL_STEPS,
        }
        key = "heal_steps"
    elif decision.tool:
        raw = {"kind": "scratch", "tool": decision.tool, "train_steps": DEFAULT_TRAIN_STEPS}
        raw |= SCRATCH_SHAPE
        key = "train_steps"
    else:
        return "failures persist, but in no single tool a narrow model could serve"
    # As many steps as fit in the compute cap, up to the default.
    per_step = estimate(
        parse_spec(raw, base=base), settings, db=services.db, base=base
    ).seconds_per_step
    fit = int(settings.arch_cpu_minutes * 60 / per_step) if per_step > 0 else raw[key]
    raw[key] = min(int(raw[key]), fit)
    if raw[key] < MIN_ARCH_STEPS:
        return (
            f"the compute cap (STROP_ARCH_CPU_MINUTES={settings.arch_cpu_minutes:g}) fits "
            f"{raw[key]} steps, fewer than {MIN_ARCH_STEPS}"
        )
    return raw


def _open_proposal(services: Services, agent: str) -> tuple[int, str] | None:
    """The agent's proposal still waiting for an answer or being built, if any."""
    from sqlalchemy import select

    from core.storage import ArchitectureProposal

    with services.db.session() as s:
        row = s.execute(
            select(ArchitectureProposal.id, ArchitectureProposal.status)
            .where(
                ArchitectureProposal.agent == agent,
                ArchitectureProposal.status.in_(("awaiting_approval", "approved", "running")),
            )
            .order_by(ArchitectureProposal.id.desc())
        ).first()
    return (int(row[0]), str(row[1])) if row is not None else None


def _architecture(
    services: Services, job: Job, decision: Decision, cycle_id: int, say: Say
) -> Branch:
    from core.architecture import propose_architecture

    agent = decision.agent or job.scope.get("agent") or "assistant"
    advised = f"architecture change advised ({decision.reason})"
    waiting = _open_proposal(services, agent)
    if waiting is not None:  # one question at a time: the open one is settled first
        why = f"{advised}; proposal {waiting[0]} for {agent} is still {waiting[1]}"
        say(f"[decide] {why}")
        return Branch(decision, "skipped", why, {"decision_insight": None})
    try:
        spec = _architecture_spec(decision, services)
        if isinstance(spec, str):
            raise ConfigurationError(spec)
        proposal = propose_architecture(
            services,
            spec,
            agent=agent,
            scope=dict(job.scope),
            source="cycle",
            cycle_id=cycle_id,
        )
    except ConfigurationError as exc:
        why = f"{advised}, but no proposal: {exc}; this cycle does not train"
        say(f"[decide] {why}")
        # Nothing was tried, so the outcome is known now, as for ``none``.
        insight = record_decision(
            services.db, job, decision.as_dict(), "no_change", why, cycle_id=cycle_id
        )
        return Branch(decision, "skipped", why, {"decision_insight": insight})
    why = (
        f"{advised}; architecture proposal {proposal.id} awaits an administrator's approval, "
        "so this cycle does not train"
    )
    say(f"[decide] {why}")
    # The outcome is recorded once the proposal is declined, or built and gated
    # (core.decide.insights.settle_architecture_decisions).
    summary = {
        "architecture": {"proposal": proposal.id, "spec": proposal.spec, "run": proposal.run_id},
        "decision_insight": PENDING,
    }
    return Branch(decision, "awaiting_approval", why, summary)


async def take_decision(services: Services, job: Job, *, cycle_id: int, say: Say) -> Branch:
    """Settle earlier prompt decisions, decide for the job's scope, and act on the
    branches that do not train."""
    # A prompt change an earlier cycle made may have enough runs to be checked by now.
    check_outcomes(services.db, agent=job.scope.get("agent") or None)
    settle_prompt_decisions(services.db, job)
    settle_architecture_decisions(services.db, job)
    decision = decide_optimization_target(
        services.db, scope_key(job.scope), since_feedback_id=job.last_feedback_id
    )
    say(f"[decide] {decision.target} for {decision.scope or 'global'}: {decision.reason}")
    if decision.target == "model_instance":
        return Branch(decision)
    if decision.target == "prompt":
        return await _prompt(services, job, decision, cycle_id, say)
    if decision.target == "architecture":
        return _architecture(services, job, decision, cycle_id, say)
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
