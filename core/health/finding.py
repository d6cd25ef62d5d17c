"""What a loop-health detector found, before strop reacts to it (SPEC 6.11)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = ["Finding", "Kind"]

Kind = Literal["saturation", "collapse", "regression"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Finding:
    """One detector's verdict on one job, with the numbers behind it.

    ``key`` names the evidence (a version, a window of runs) so the same finding is
    never acted on twice; ``changes`` are the metric changes (after - before) the
    playbook insight keeps.
    """

    kind: Kind
    job: str
    job_id: int
    agent: str
    summary: str
    key: str
    evidence: dict[str, Any] = field(default_factory=dict)
    changes: dict[str, float] = field(default_factory=dict)
    instance: str = ""
    version: int = 0
    severity: str = "warning"

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "job": self.job,
            "agent": self.agent,
            "summary": self.summary,
            "key": self.key,
            "instance": self.instance,
            "version": self.version,
            "severity": self.severity,
            "changes": dict(self.changes),
            "evidence": dict(self.evidence),
        }
