"""``decide_optimization_target`` (SPEC 6.8): prompt, model instance, architecture or nothing.

The choice follows measured evidence, checked in this order:

1. **speed** - the p95 run time is over ``LATENCY_P95_LIMIT_S`` or raters keep
   saying it is slow: no prompt or adapter makes the same model faster, so
   ``architecture`` (a smaller or pruned model).
2. **too little signal** - fewer than ``MIN_RATINGS`` ratings, or fewer than
   ``MIN_FAILURES`` failing ones: ``none``.
3. **failures that persist** - prompt changes were refuted and training cycles
   did not improve in this scope, yet failures go on: ``architecture``.
4. **instruction-following failures** (length, format, tone) at least as many
   as capability ones: ``prompt``; cheap, immediate and easy to undo.
5. **capability failures** (wrong answers, wrong or missing tool, invalid
   arguments, tool errors) with ``MIN_TRAINING_RUNS`` usable rated runs:
   ``model_instance``, for one tool when it carries most of the failures;
   with less data, ``prompt`` (the playbook's advice when there is too little
   to train on).

Every answer carries the numbers it was made from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from core.decide.history import History, read_history
from core.decide.scope import level_of, normalise_scope, parse_scope
from core.decide.signals import Signals, read_signals
from core.evolution.playbook_scope import scope_key
from core.improve.rated import Scope
from core.storage import Database

__all__ = [
    "LATENCY_P95_LIMIT_S",
    "MIN_FAILURES",
    "MIN_LATENCY_RUNS",
    "MIN_RATINGS",
    "MIN_REFUTED_PROMPTS",
    "MIN_SPEED_COMPLAINTS",
    "MIN_STALLED_TRAININGS",
    "MIN_TOOL_FAILURES",
    "MIN_TRAINING_GOOD",
    "MIN_TRAINING_RUNS",
    "TARGETS",
    "TOOL_DOMINANCE",
    "Decision",
    "Target",
    "decide_optimization_target",
]

Target = Literal["prompt", "model_instance", "architecture", "none"]
TARGETS: tuple[Target, ...] = get_args(Target)

# Below this many ratings in the window a pattern is indistinguishable from one bad day.
MIN_RATINGS = 5
# Below this many failing ratings there is nothing worth changing.
MIN_FAILURES = 3
# A LoRA run on fewer rated runs memorises them (the demo trains on dozens); SFT needs
# good runs to imitate, so some of them must be good.
MIN_TRAINING_RUNS = 10
MIN_TRAINING_GOOD = 3
# One tool "dominates" when it is in this share of the capability failures, and in at
# least MIN_TOOL_FAILURES of them (a share of two runs is noise).
TOOL_DOMINANCE = 0.6
MIN_TOOL_FAILURES = 3
# Failures persist when at least this many prompt changes were refuted (more than were
# validated) and this many training cycles did not improve (more than improved).
MIN_REFUTED_PROMPTS = 2
MIN_STALLED_TRAININGS = 2
# A run slower than this at the 95th percentile is a serving limit, not a wording problem:
# the bundled 135M model answers in seconds on a CPU, a tool loop in well under a minute.
LATENCY_P95_LIMIT_S = 60.0
MIN_LATENCY_RUNS = 10  # finished runs needed before a p95 means anything
MIN_SPEED_COMPLAINTS = 3


@dataclass(frozen=True, slots=True)
class Decision:
    """What to optimise next: ``target`` at ``level`` for ``scope``, why, and the numbers."""

    target: Target
    level: str  # tool | agent | global
    scope: str  # playbook scope text of what to change ("" is global)
    reason: str
    asked: str  # the scope the decision was asked for
    evidence: dict[str, Any] = field(default_factory=dict)

    @property
    def agent(self) -> str:
        return parse_scope(self.scope).get("agent", "")

    @property
    def tool(self) -> str:
        return parse_scope(self.scope).get("tool", "")

    def as_dict(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "level": self.level,
            "scope": self.scope or "global",
            "reason": self.reason,
            "asked": self.asked or "global",
            "evidence": dict(self.evidence),
        }


def _narrow(asked: dict[str, str], key: str, value: str) -> dict[str, str]:
    return {**asked, key: value} if value and key not in asked else dict(asked)


def _top_agent(signals: Signals, kind: str) -> str:
    counts = {agent: c[kind] for agent, c in signals.by_agent.items() if c[kind]}
    if not counts:
        return ""
    best = max(counts.values())
    leaders = sorted(agent for agent, n in counts.items() if n == best)
    return leaders[0] if len(leaders) == 1 else ""


def _dominant_tool(signals: Signals) -> tuple[str, int]:
    ranked = sorted(
        ((t.capability_failures, name) for name, t in signals.tools.items()), reverse=True
    )
    if not ranked or signals.capability == 0:
        return "", 0
    count, name = ranked[0]
    tied = len(ranked) > 1 and ranked[1][0] == count
    if tied or count < MIN_TOOL_FAILURES or count / signals.capability < TOOL_DOMINANCE:
        return "", count
    return name, count


def _speed(signals: Signals) -> str:
    p95 = signals.p95_latency_s
    if p95 is not None and signals.runs >= MIN_LATENCY_RUNS and p95 > LATENCY_P95_LIMIT_S:
        return (
            f"p95 run time {p95:g} s over {signals.runs} runs is above the "
            f"{LATENCY_P95_LIMIT_S:g} s limit"
        )
    if signals.speed >= MIN_SPEED_COMPLAINTS and signals.speed >= max(
        signals.instruction, signals.capability
    ):
        return f"{signals.speed} of {signals.failing} failing ratings say it is too slow"
    return ""


def _persists(signals: Signals, history: History) -> str:
    refuted, validated = history.refuted_prompts, history.records["validated"]
    stalled, improved = history.stalled_trainings, history.training["improved"]
    if (
        refuted >= MIN_REFUTED_PROMPTS
        and refuted > validated
        and stalled >= MIN_STALLED_TRAININGS
        and stalled > improved
    ):
        return (
            f"{signals.failing} failing ratings persist after {refuted} refuted prompt "
            f"change(s) ({validated} validated) and {stalled} training cycle(s) that did not "
            f"improve ({improved} improved)"
        )
    return ""


def _decide(
    asked: dict[str, str], signals: Signals, history: History
) -> tuple[Target, dict[str, str], str]:
    speed = _speed(signals)
    if speed:
        return "architecture", asked, f"{speed}: a smaller or pruned model is the lever"
    if signals.ratings < MIN_RATINGS:
        return (
            "none",
            asked,
            f"too little signal: {signals.ratings} rating(s), fewer than {MIN_RATINGS}",
        )
    if signals.failing < MIN_FAILURES:
        return (
            "none",
            asked,
            f"{signals.failing} failing rating(s) of {signals.ratings}, fewer than "
            f"{MIN_FAILURES}: nothing consistent to fix",
        )
    persists = _persists(signals, history)
    if persists:
        return "architecture", asked, f"{persists}: neither the prompt nor the weights fix it"
    credit = ", ".join(f"{n} {v}" for v, n in sorted(signals.prompt_credit.items()))
    if signals.instruction >= max(signals.capability, 1):
        scope = _narrow(asked, "agent", _top_agent(signals, "instruction"))
        return (
            "prompt",
            {k: v for k, v in scope.items() if k != "tool"},
            f"{signals.instruction} instruction-following failure(s) (length, format, tone"
            + (f"; prompt credit {credit}" if credit else "")
            + f") against {signals.capability} capability failure(s): change the prompt",
        )
    if signals.capability == 0:
        return (
            "none",
            asked,
            f"{signals.failing} failing rating(s) name no instruction or capability problem",
        )
    enough = signals.usable_runs >= MIN_TRAINING_RUNS and signals.usable_good >= MIN_TRAINING_GOOD
    if not enough:
        scope = _narrow(asked, "agent", _top_agent(signals, "capability"))
        return (
            "prompt",
            {k: v for k, v in scope.items() if k != "tool"},
            f"{signals.capability} capability failure(s) but only {signals.usable_runs} usable "
            f"rated run(s) ({signals.usable_good} good; training needs {MIN_TRAINING_RUNS} and "
            f"{MIN_TRAINING_GOOD}): a prompt change until there is enough to train",
        )
    tool, count = _dominant_tool(signals)
    scope = _narrow(_narrow(asked, "tool", tool), "agent", _top_agent(signals, "capability"))
    where = (
        f"tool {tool} is in {count} of them"
        if tool
        else "no single tool dominates" + (f" (at most {count})" if count else "")
    )
    return (
        "model_instance",
        scope,
        f"{signals.capability} capability failure(s) against {signals.instruction} "
        f"instruction-following; {where}; {signals.usable_runs} usable rated runs to train on",
    )


def decide_optimization_target(
    db: Database, scope: str = "", *, since_feedback_id: int = 0
) -> Decision:
    """Decide what to optimise for ``scope`` ("agent:NAME", "tool:NAME", ..., or "global").

    ``since_feedback_id``: a job's data snapshot; only runs rated after it count as
    new training data.
    """
    asked_text = normalise_scope(scope)
    asked = parse_scope(asked_text)
    want = Scope.of(asked).resolved(db)
    signals = read_signals(db, want, since_feedback_id=since_feedback_id)
    history = read_history(db, asked)
    target, chosen, reason = _decide(asked, signals, history)
    evidence = {**signals.as_dict(), **history.as_dict()}
    return Decision(
        target=target,
        level=level_of(chosen),
        scope=scope_key(chosen),
        reason=reason,
        asked=asked_text,
        evidence=evidence,
    )
