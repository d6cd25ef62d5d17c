"""One generated function-calling case: the request, the tools shown, what is expected.

Kinds:

- ``call``: one tool shown, the request fits it; expected: that exact call.
- ``choose``: the fitting tool among distractors; expected: the exact call.
- ``multi_step``: call, read the given result, then answer with its value.
- ``missing``: a required argument is not in the request; expected: an answer
  asking for it (no call with a made-up value).
- ``no_fit``: no shown tool can do what is asked; expected: an answer saying
  so (abstain, no invented tool).
- ``no_tool``: small talk or a question answerable directly; expected: an answer.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from core.runtime.prompt import answer_text, call_text
from core.toolgen.spec import Split

__all__ = ["CALL_KINDS", "CASE_KINDS", "Case", "CaseKind"]

CaseKind = Literal["call", "choose", "multi_step", "missing", "no_fit", "no_tool"]
CASE_KINDS: tuple[CaseKind, ...] = ("call", "choose", "multi_step", "missing", "no_fit", "no_tool")
CALL_KINDS: frozenset[str] = frozenset({"call", "choose", "multi_step"})


@dataclass(frozen=True, slots=True)
class Case:
    """``tools`` are the family names shown, in order. For call kinds ``target`` is the
    family to call with ``arguments`` (normalised values; optional ones left out
    unless the request states them), ``result`` what that call returns and
    ``answer`` the reply that reads it. ``must_contain`` are texts the final
    answer must hold (``"a|b"``: either). ``missing`` names the absent argument.
    In ``missing`` and ``no_fit`` cases ``target`` is the family the request is
    about (shown, or not shown)."""

    id: str
    kind: CaseKind
    split: Split
    request: str
    tools: tuple[str, ...]
    answer: str
    target: str = ""
    arguments: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    must_contain: tuple[str, ...] = ()
    missing: str = ""

    def expected_turns(self) -> list[str]:
        """The model turns a perfect model emits, as the JSON the runtime reads."""
        if self.kind in ("call", "choose"):
            return [call_text(self.target, self.arguments)]
        if self.kind == "multi_step":
            return [call_text(self.target, self.arguments), answer_text(self.answer)]
        return [answer_text(self.answer)]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, row: dict[str, Any]) -> Case:
        if row.get("kind") not in CASE_KINDS:
            raise ValueError(f"unknown case kind {row.get('kind')!r}")
        return cls(
            **{
                **row,
                "tools": tuple(row["tools"]),
                "must_contain": tuple(row.get("must_contain", ())),
            }
        )
