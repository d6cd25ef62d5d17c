"""Decisions as playbook insights (issue 8, item 5): which choices paid off.

A decision is recorded once its outcome is known, under the technique it
chose: ``prompt`` -> ``prompt_evolution``, ``model_instance`` ->
``multi_instance``, ``architecture`` -> ``architecture_change``, ``none`` ->
``wait_for_signal``. A training cycle knows its outcome when it ends, and so
does ``none`` (nothing changed); a prompt change only once its evolution
record is checked on the new version's runs, and an architecture change once
its proposal was decided and built: the cycle stores ``decision_insight:
"pending"`` in its summary and :func:`settle_prompt_decisions` /
:func:`settle_architecture_decisions` record them later.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import select

from core.decide.history import DECISION_KEY
from core.evolution.playbook import aggregate, record_technique_insight
from core.evolution.records import REFUTED, SKIPPED, VALIDATED, load_record
from core.improve.jobs import Job
from core.storage import ArchitectureProposal, Database, ImprovementCycle

__all__ = [
    "DECISION_TECHNIQUE",
    "PENDING",
    "record_decision",
    "settle_architecture_decisions",
    "settle_prompt_decisions",
]

DECISION_TECHNIQUE: Mapping[str, str] = {
    "prompt": "prompt_evolution",
    "model_instance": "multi_instance",
    "architecture": "architecture_change",
    "none": "wait_for_signal",
}
PENDING = "pending"  # the summary's decision_insight while a prompt change awaits its check


def record_decision(
    db: Database,
    job: Job | None,
    decision: Mapping[str, Any],
    outcome: str,
    why: str,
    *,
    cycle_id: int | None = None,
    metrics: Mapping[str, float] | None = None,
) -> dict[str, Any] | None:
    """Store ``decision`` (``Decision.as_dict()``) with its outcome; ``None`` when the
    decision's target has no playbook technique."""
    technique = DECISION_TECHNIQUE.get(str(decision.get("target")))
    if technique is None:
        return None
    scope = decision.get("scope", "")
    insight = record_technique_insight(
        db,
        job,
        technique,
        outcome,
        f"decided {decision['target']} for {scope or 'global'} ({decision.get('reason', '')}); "
        f"{outcome.replace('_', ' ')}: {why}"[:1900],
        {DECISION_KEY: decision["target"], "cycle": cycle_id, "level": decision.get("level")},
        metrics,
        scope="" if scope == "global" else scope,
    )
    aggregate(db)
    return insight


def _prompt_outcome(status: str, score_delta: float | None) -> str | None:
    if status == VALIDATED:
        return "improved"
    if status == REFUTED:
        return "regressed" if score_delta is not None and score_delta < 0 else "no_change"
    if status == SKIPPED:
        return "no_change"
    return None  # still pending


def _settle(
    db: Database,
    job: Job,
    cycle_id: int,
    summary: dict[str, Any],
    outcome: str,
    why: str,
    metrics: dict[str, float] | None,
) -> dict[str, Any] | None:
    """Record a pending decision's outcome and mark its cycle settled."""
    insight = record_decision(
        db, job, summary["decision"], outcome, why, cycle_id=cycle_id, metrics=metrics
    )
    with db.session() as s:
        cycle = s.get(ImprovementCycle, cycle_id)
        if cycle is not None:
            cycle.summary = {**cycle.summary, "decision_insight": insight or outcome}
    return insight


def settle_prompt_decisions(db: Database, job: Job) -> list[dict[str, Any]]:
    """Record the outcome of ``job``'s prompt decisions whose evolution record has been
    checked since; returns the insights recorded."""
    recorded: list[dict[str, Any]] = []
    for cycle_id, summary in _pending_cycles(db, job, "evolution"):
        record_id = summary["evolution"].get("record")
        record = load_record(db, int(record_id)) if isinstance(record_id, int) else None
        if record is None:
            outcome, why, delta = "no_change", "its evolution record is gone", None
        else:
            decided = _prompt_outcome(record.status, record.score_delta)
            if decided is None:
                continue
            outcome, delta = decided, record.score_delta
            why = f"evolution record {record.id} {record.status} ({record.reason})"
        metrics = {"mean_rating": delta} if delta is not None else None
        insight = _settle(db, job, cycle_id, summary, outcome, why, metrics)
        if insight is not None:
            recorded.append(insight)
    return recorded


def _pending_cycles(db: Database, job: Job, key: str) -> list[tuple[int, dict[str, Any]]]:
    """``job``'s cycles whose decision awaits an outcome kept under ``summary[key]``."""
    with db.session() as s:
        return [
            (row.id, dict(row.summary))
            for row in s.scalars(
                select(ImprovementCycle)
                .where(ImprovementCycle.job_id == job.id)
                .order_by(ImprovementCycle.id)
            )
            if (row.summary or {}).get("decision_insight") == PENDING
            and isinstance((row.summary or {}).get(key), dict)
        ]


def _architecture_outcome(row: ArchitectureProposal) -> tuple[str, str, dict[str, float]] | None:
    """(outcome, why, metric deltas) of a decided proposal; ``None`` while it is under way."""
    result = row.result or {}
    before, after = result.get("before") or {}, result.get("after") or {}
    deltas = {
        key: float(after[key]) - float(before[key])
        for key in ("success", "general_success", "tool_choice")
        if isinstance(before.get(key), int | float) and isinstance(after.get(key), int | float)
    }
    if row.status == "promoted":
        return "improved", f"proposal {row.id} built and promoted", deltas
    if row.status == "rejected":
        worse = deltas.get("success", 0.0) < 0
        why = f"proposal {row.id} built but the gate kept the serving model"
        return ("regressed" if worse else "no_change"), why, deltas
    if row.status == "denied":
        who = row.decided_by or "an administrator"
        return "no_change", f"proposal {row.id} declined by {who}", {}
    if row.status == "failed":
        return "no_change", f"proposal {row.id} failed: {row.error[:200]}", {}
    return None


def settle_architecture_decisions(db: Database, job: Job) -> list[dict[str, Any]]:
    """Record the outcome of ``job``'s architecture decisions whose proposal was decided
    (declined, or built and gated) since; returns the insights recorded."""
    recorded: list[dict[str, Any]] = []
    for cycle_id, summary in _pending_cycles(db, job, "architecture"):
        proposal_id = summary["architecture"].get("proposal")
        with db.session() as s:
            row = s.get(ArchitectureProposal, proposal_id) if isinstance(proposal_id, int) else None
            if row is not None:
                s.expunge(row)
        deltas: dict[str, float] = {}
        if row is None:
            outcome, why = "no_change", "its proposal is gone"
        else:
            settled = _architecture_outcome(row)
            if settled is None:
                continue
            outcome, why, deltas = settled
        insight = _settle(db, job, cycle_id, summary, outcome, why, deltas or None)
        if insight is not None:
            recorded.append(insight)
    return recorded
