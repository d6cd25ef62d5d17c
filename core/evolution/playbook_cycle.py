"""The playbook inside an improvement cycle: plan from evidence, record what came of it.

:func:`plan_cycle` asks :func:`~core.evolution.playbook_recommend.recommend`
for the job's scope, limited to the job's own strategies, and merges the
recommended training settings under the caller's explicit ones (explicit keys
win, also over a recommended per-stage value of the same key).
:func:`record_cycle` classifies the before/after evaluation with the promotion
rule's noise margins and records one insight per technique the cycle used,
then refreshes the entries' observed outcomes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.evolution.playbook import aggregate, record_technique_insight
from core.evolution.playbook_entries import STRATEGY_TECHNIQUE
from core.evolution.playbook_recommend import Recommendation, recommend
from core.evolution.playbook_scope import Outcome, scope_key
from core.improve.evaluate import promotion
from core.improve.jobs import Job
from core.storage import Database

__all__ = ["CyclePlan", "metric_deltas", "outcome_of", "plan_cycle", "record_cycle"]

_BASE_CONFIG = {"max_length": 1024}
_STAGES = ("sft", "dpo")
_NO_GAIN = "held-out success did not improve"
_COUNTS = ("n_tasks", "n_general")
_DPO_KEYS = ("dpo", "beta", "sft_weight")  # explicit DPO settings: the caller wants the stage


@dataclass(frozen=True, slots=True)
class CyclePlan:
    """The strategies and training config one cycle uses, and the recommendation behind them."""

    recommendation: Recommendation
    strategies: list[str]
    config: dict[str, Any]
    dpo: bool


def _merge(recommended: Mapping[str, Any], explicit: Mapping[str, Any]) -> dict[str, Any]:
    merged: dict[str, Any] = {**_BASE_CONFIG}
    for stage, values in recommended.items():
        # A shared key the caller set applies to every stage; a recommended per-stage
        # value would override it in the trainer, so it goes.
        kept = {k: v for k, v in values.items() if k not in explicit}
        if kept:
            merged[stage] = kept
    for key, value in explicit.items():
        if key in _STAGES and isinstance(value, Mapping) and isinstance(merged.get(key), dict):
            merged[key] = {**merged[key], **value}
        else:
            merged[key] = value
    return merged


def plan_cycle(db: Database, job: Job, config: Mapping[str, Any] | None = None) -> CyclePlan:
    """What the next cycle of ``job`` uses: the playbook's choice within the job's strategies,
    its training settings under ``config`` (explicit), DPO unless the playbook advises
    against it and ``config`` has no DPO settings."""
    explicit = dict(config or {})
    rec = recommend(db, scope_key(job.scope), allowed=job.strategies, teacher=bool(job.teacher))
    return CyclePlan(
        recommendation=rec,
        strategies=list(rec.strategies),
        config=_merge(rec.config, explicit),
        dpo=rec.dpo or any(key in explicit for key in _DPO_KEYS),
    )


def metric_deltas(before: Mapping[str, float], after: Mapping[str, float]) -> dict[str, float]:
    """after - before for every numeric metric both have (task counts left out)."""
    return {
        key: round(float(after[key]) - float(before[key]), 4)
        for key in before
        if key in after
        and key not in _COUNTS
        and isinstance(before[key], int | float)
        and isinstance(after[key], int | float)
    }


def outcome_of(before: Mapping[str, float], after: Mapping[str, float]) -> tuple[Outcome, str]:
    """``improved`` when the promotion rule would promote, ``regressed`` when a core metric
    got worse beyond its noise margin, else ``no_change``; with the rule's reasons."""
    decision = promotion(dict(before), dict(after))
    if decision.promote:
        return "improved", "promotable: held-out success rose with no regression"
    worse = [r for r in decision.reasons if r != _NO_GAIN]
    if worse:
        return "regressed", "; ".join(worse)
    return "no_change", _NO_GAIN


def _techniques(strategies: Sequence[str], method: str) -> list[str]:
    names = [STRATEGY_TECHNIQUE[s] for s in strategies if s in STRATEGY_TECHNIQUE]
    names += ["sft", "lora"]
    if "dpo" in method:
        names.append("dpo")
    return list(dict.fromkeys(names))


def record_cycle(
    db: Database,
    job: Job,
    plan: CyclePlan,
    *,
    cycle_id: int,
    method: str,
    before: Mapping[str, float],
    after: Mapping[str, float],
) -> dict[str, Any]:
    """Record the cycle's outcome for each technique it used; returns what was recorded."""
    outcome, why = outcome_of(before, after)
    deltas = metric_deltas(before, after)
    techniques = _techniques(plan.strategies, method)
    config = {
        "cycle": cycle_id,
        "strategies": list(plan.strategies),
        "method": method,
        "training": plan.config,
    }
    together = ", ".join(techniques)
    for technique in techniques:
        record_technique_insight(
            db,
            job,
            technique,
            outcome,
            f"cycle {cycle_id} of job {job.name}: {outcome.replace('_', ' ')} ({why}); "
            f"credited to every technique used together: {together}",
            config,
            deltas,
        )
    aggregate(db)
    return {"outcome": outcome, "why": why, "techniques": techniques, "metrics_delta": deltas}
