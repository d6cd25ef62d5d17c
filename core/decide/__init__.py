"""Deciding what to optimise from measured evidence (SPEC 6.8, issue 8 items 1 and 5)."""

from core.decide.decide import TARGETS, Decision, Target, decide_optimization_target
from core.decide.insights import DECISION_TECHNIQUE, record_decision, settle_prompt_decisions

__all__ = [
    "DECISION_TECHNIQUE",
    "TARGETS",
    "Decision",
    "Target",
    "decide_optimization_target",
    "record_decision",
    "settle_prompt_decisions",
]
