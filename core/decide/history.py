"""What was tried before in a scope: prompt changes, training cycles, earlier decisions.

Prompt changes are the evolution records of the scope's agent (all agents for
a scope without one), counted by status. Training cycles are the playbook's
``sft`` insights: every training cycle records one (``record_cycle``), so
their outcomes are the outcomes of the cycles. Earlier decisions are the
insights :mod:`core.decide.insights` recorded (their config names the
decision). Insights count when their scope is the one asked about or narrower.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from core.decide.scope import covers
from core.storage import Database, EvolutionRecord, TechniqueInsight

__all__ = ["RECENT", "History", "read_history"]

RECENT = 20  # newest training insights and evolution records that count (older ones describe
# a model and prompt that have changed since)
_TRAINING_TECHNIQUE = "sft"  # part of every training cycle, so one insight per cycle
DECISION_KEY = "decision"  # config key of an insight that records a decision


@dataclass(slots=True)
class History:
    records: Counter[str] = field(default_factory=Counter)  # evolution record status -> count
    training: Counter[str] = field(default_factory=Counter)  # cycle outcome -> count
    decisions: Counter[str] = field(default_factory=Counter)  # "target:outcome" -> count

    @property
    def refuted_prompts(self) -> int:
        return self.records["refuted"]

    @property
    def stalled_trainings(self) -> int:
        """Training cycles that did not improve held-out success (no change or worse)."""
        return self.training["no_change"] + self.training["regressed"]

    def as_dict(self) -> dict[str, Any]:
        return {
            "prompt_changes": dict(sorted(self.records.items())),
            "training_cycles": dict(sorted(self.training.items())),
            "decisions": dict(sorted(self.decisions.items())),
        }


def read_history(db: Database, scope: dict[str, str]) -> History:
    """The evolution records and insights that bear on ``scope`` (a parsed scope)."""
    out = History()
    with db.session() as s:
        query = select(EvolutionRecord.status)
        if "agent" in scope:
            query = query.where(EvolutionRecord.agent == scope["agent"])
        for status in s.scalars(query.order_by(EvolutionRecord.id.desc()).limit(RECENT)):
            out.records[status] += 1
        rows = s.execute(
            select(
                TechniqueInsight.technique,
                TechniqueInsight.scope,
                TechniqueInsight.outcome,
                TechniqueInsight.config,
            ).order_by(TechniqueInsight.id.desc())
        ).all()
    trainings = 0
    for technique, text, outcome, config in rows:
        if not covers(scope, text):
            continue
        decision = config.get(DECISION_KEY) if isinstance(config, dict) else None
        if isinstance(decision, str):
            out.decisions[f"{decision}:{outcome}"] += 1
        elif technique == _TRAINING_TECHNIQUE and trainings < RECENT:
            out.training[outcome] += 1
            trainings += 1
    return out
