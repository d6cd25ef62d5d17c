"""The parts of an evolution plan: changes, the hypothesis, and run statistics (SPEC 6.10)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = [
    "AT_CAP",
    "CHARS_METRIC",
    "OPS",
    "TARGETS",
    "Change",
    "EvolutionPlan",
    "Hypothesis",
    "RunStats",
    "rate_metric",
]

TARGETS = ("system_prompt", "tools", "flow", "parameters")
OPS = ("add", "remove", "modify")
CHARS_METRIC = "mean_answer_chars"
# Answers that used this share of max_tokens were cut off by the limit.
AT_CAP = 0.8


@dataclass(frozen=True, slots=True)
class Change:
    """One edit: ``before``/``after`` are prompt text, a tool name or a parameter value."""

    target: str  # system_prompt | tools | flow | parameters
    op: str  # add | remove | modify
    before: Any
    after: Any
    reason: str
    confidence: float
    aspect: str
    direction: str
    key: str = ""  # the parameter a ``parameters`` change sets

    @property
    def pattern(self) -> str:
        """What the history check compares: ``aspect:direction:op:target``."""
        return f"{self.aspect}:{self.direction}:{self.op}:{self.target}"

    def describe(self) -> str:
        what = f"{self.target}.{self.key}" if self.key else self.target
        if self.op == "add":
            return f"add to {what}: {self.after!r}"
        if self.op == "remove":
            return f"remove from {what}: {self.before!r}"
        return f"{what}: {self.before!r} -> {self.after!r}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "op": self.op,
            "before": self.before,
            "after": self.after,
            "reason": self.reason,
            "confidence": self.confidence,
            "aspect": self.aspect,
            "direction": self.direction,
            "key": self.key,
            "pattern": self.pattern,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Change:
        return cls(
            target=str(data["target"]),
            op=str(data["op"]),
            before=data.get("before"),
            after=data.get("after"),
            reason=str(data.get("reason", "")),
            confidence=float(data.get("confidence", 0.0)),
            aspect=str(data["aspect"]),
            direction=str(data["direction"]),
            key=str(data.get("key", "")),
        )


@dataclass(frozen=True, slots=True)
class Hypothesis:
    """What the plan should change, and the number that will tell.

    ``metric`` is ``mean_answer_chars`` or ``complaint_rate:ASPECT:DIRECTION``;
    ``expect`` is ``decrease`` or ``increase``.
    """

    text: str
    expected: dict[str, str]
    metric: str
    expect: str
    aspect: str
    direction: str


@dataclass(frozen=True, slots=True)
class RunStats:
    """The rated runs' answers: how long, and how many were cut off by ``max_tokens``."""

    runs: int = 0
    mean_chars: float = 0.0
    at_cap: int = 0


@dataclass(frozen=True, slots=True)
class EvolutionPlan:
    agent: str
    from_version: int
    changes: tuple[Change, ...]
    hypothesis: Hypothesis
    trigger: tuple[int, ...]
    analysis: dict[str, Any] = field(default_factory=dict)
    credit: dict[str, Any] = field(default_factory=dict)

    @property
    def patterns(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c.pattern for c in self.changes))

    def with_changes(self, changes: Iterable[Change]) -> EvolutionPlan:
        return replace(self, changes=tuple(changes))

    def as_dict(self) -> dict[str, Any]:
        h = self.hypothesis
        return {
            "changes": [c.as_dict() for c in self.changes],
            "hypothesis": {
                "text": h.text,
                "expected": h.expected,
                "metric": h.metric,
                "expect": h.expect,
                "aspect": h.aspect,
                "direction": h.direction,
            },
        }


def rate_metric(aspect: str, direction: str) -> str:
    return f"complaint_rate:{aspect}:{direction}"
