"""Decisions as playbook insights (issue 8, item 5): which choices paid off.

A decision is recorded once its outcome is known, under the technique it
chose: ``prompt`` -> ``prompt_evolution``, ``model_instance`` ->
``multi_instance``. A training cycle knows its outcome when it ends; a prompt
change only once its evolution record is checked on the new version's runs,
so the cycle that made it stores ``decision_insight: "pending"`` in its
summary and :func:`settle_prompt_decisions` records it later. ``none`` tries
nothing and ``architecture`` has no playbook entry yet (training from an
architecture spec is issue 8 item 2): both stay in the cycle's summary only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import select

from core.decide.history import DECISION_KEY
from core.evolution.playbook import aggregate, record_technique_insight
from core.evolution.records import REFUTED, SKIPPED, VALIDATED, load_record
from core.improve.jobs import Job
from core.storage import Database, ImprovementCycle

__all__ = [
    "DECISION_TECHNIQUE",
    "PENDING",
    "record_decision",
    "settle_prompt_decisions",
]

DECISION_TECHNIQUE: Mapping[str, str] = {
    "prompt": "prompt_evolution",
    "model_instance": "multi_instance",
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


def settle_prompt_decisions(db: Database, job: Job) -> list[dict[str, Any]]:
    """Record the outcome of ``job``'s prompt decisions whose evolution record has been
    checked since; returns the insights recorded."""
    with db.session() as s:
        cycles = [
            (row.id, dict(row.summary))
            for row in s.scalars(
                select(ImprovementCycle)
                .where(ImprovementCycle.job_id == job.id)
                .order_by(ImprovementCycle.id)
            )
            if (row.summary or {}).get("decision_insight") == PENDING
        ]
    recorded: list[dict[str, Any]] = []
    for cycle_id, summary in cycles:
        record_id = (summary.get("evolution") or {}).get("record")
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
        insight = record_decision(
            db, job, summary["decision"], outcome, why, cycle_id=cycle_id, metrics=metrics
        )
        with db.session() as s:
            row = s.get(ImprovementCycle, cycle_id)
            if row is not None:
                row.summary = {**row.summary, "decision_insight": insight or outcome}
        if insight is not None:
            recorded.append(insight)
    return recorded
