"""A workflow graph as a value: its steps, templates and the design-time checks.

A graph is a list of steps; the first (or ``start``) runs first. Kinds:

- ``agent``: runs ``agent`` on the rendered ``input`` template, then ``next``;
- ``tool``: calls ``tool`` with rendered ``args``, then ``next``;
- ``condition``: tests the output of step ``on`` (``contains``, ``equals`` or
  ``regex`` against ``value``) and goes to ``then`` or ``else``;
- ``loop``: goes back to ``to`` until the body ran ``max_iterations`` times,
  then to ``next``; the only way a graph may go backwards;
- ``parallel``: starts every step in ``branches`` at once; each branch leads
  (through agent, tool or human steps) to the ``join`` step, which waits for
  all of them and then goes to ``next``;
- ``human``: asks a person (``mode`` approval or input) with the rendered
  ``input`` as the message, and waits.

Templates: ``{{input}}`` is the workflow's input, ``{{steps.ID.output}}`` an
earlier step's output; ``{{secret:NAME}}`` is left for the vault (tool steps).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from core.errors import ConfigurationError

__all__ = [
    "STEP_REF",
    "StepSpec",
    "WorkflowGraph",
    "content_hash",
    "parse_graph",
    "references",
    "render",
    "validate_workflow_name",
]

_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,59}$")
_PLACEHOLDER = re.compile(r"\{\{\s*([^{}]*?)\s*\}\}")
STEP_REF = re.compile(r"^steps\.([a-z][a-z0-9_]{0,63})\.output$")

Kind = Literal["agent", "tool", "condition", "loop", "parallel", "join", "human"]


def validate_workflow_name(name: str) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise ConfigurationError(
            f"workflow name {name!r} must be 1-60 lowercase letters, digits, '-' or '_', "
            "starting with a letter"
        )
    return name


class StepSpec(BaseModel):
    """One step; which fields matter depends on ``kind`` (see the module docstring)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True)

    id: str = Field(description="unique step id: lowercase letters, digits and _")
    kind: Kind
    next: str = Field(default="", description="the step after this one; empty: the end")
    agent: str = Field(default="", description="agent steps: the agent's name")
    input: str = Field(
        default="",
        description="agent steps: the message, e.g. 'Summarise: {{steps.fetch.output}}'; "
        "human steps: what to ask",
    )
    tool: str = Field(default="", description="tool steps: the tool's name")
    args: dict[str, Any] = Field(default_factory=dict, description="tool steps: arguments")
    on: str = Field(default="", description="condition steps: the step whose output is tested")
    op: Literal["contains", "equals", "regex", ""] = ""
    value: str = Field(default="", description="condition steps: what to test against")
    then: str = Field(default="", description="condition steps: where to go when it holds")
    else_: str = Field(default="", alias="else", description="condition steps: otherwise")
    to: str = Field(default="", description="loop steps: the step to go back to")
    max_iterations: int = Field(default=0, description="loop steps: most runs of the body")
    branches: list[str] = Field(default_factory=list, description="parallel steps: first steps")
    join: str = Field(default="", description="parallel steps: the join step they meet at")
    mode: Literal["approval", "input", ""] = ""

    def forward(self) -> list[str]:
        """Steps this one may lead to, except a loop's way back."""
        if self.kind == "condition":
            return [t for t in (self.then, self.else_) if t]
        if self.kind == "parallel":
            return list(self.branches)
        return [self.next] if self.next else []

    def templates(self) -> list[str]:
        """Every text of this step that is rendered before it runs."""
        if self.kind in ("agent", "human"):
            return [self.input]
        if self.kind == "tool":
            return list(_strings(self.args))
        return []

    def as_dict(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True, exclude_defaults=True)


class WorkflowGraph(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    steps: list[StepSpec]
    start: str = ""
    output: str = Field(
        default="",
        description="the run's result, e.g. '{{steps.review.output}}'; "
        "empty: the output of the last step that ran",
    )

    @property
    def first(self) -> str:
        return self.start or (self.steps[0].id if self.steps else "")

    def step(self, step_id: str) -> StepSpec:
        for s in self.steps:
            if s.id == step_id:
                return s
        raise ConfigurationError(f"the workflow has no step {step_id!r}")

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"steps": [s.as_dict() for s in self.steps]}
        if self.start:
            out["start"] = self.start
        if self.output:
            out["output"] = self.output
        return out


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def content_hash(graph: WorkflowGraph) -> str:
    payload = json.dumps(graph.as_dict(), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def references(text: str) -> list[str]:
    """The placeholders in ``text``, e.g. ``["input", "steps.fetch.output"]``."""
    return [m.group(1) for m in _PLACEHOLDER.finditer(text)]


def render(
    text: str,
    workflow_input: str,
    outputs: dict[str, str],
    *,
    secret: Callable[[str], str] | None = None,
) -> str:
    """``text`` with its placeholders filled; a step that has not run is an error.

    ``{{secret:NAME}}`` stays as it is unless ``secret`` (given the placeholder)
    fills it. One pass over ``text``: placeholders inside the filled-in values
    are never filled.
    """

    def fill(match: re.Match[str]) -> str:
        ref = match.group(1)
        if ref == "input":
            return workflow_input
        if ref.startswith("secret:"):
            return secret(match.group(0)) if secret is not None else match.group(0)
        step = STEP_REF.match(ref)
        if step is None:
            return match.group(0)
        if step.group(1) not in outputs:
            raise ConfigurationError(
                f"needs the output of step {step.group(1)!r}, which has not run on this path"
            )
        return outputs[step.group(1)]

    return _PLACEHOLDER.sub(fill, text)


def parse_graph(value: Any) -> WorkflowGraph:
    """A graph from JSON-like data; a shape error says which field is wrong."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError as exc:
            raise ConfigurationError(f"the workflow graph is not valid JSON: {exc}") from None
    if isinstance(value, list):
        value = {"steps": value}
    try:
        return WorkflowGraph.model_validate(value)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'graph'}: {e['msg']}" for e in exc.errors()
        )
        raise ConfigurationError(f"the workflow graph is malformed: {problems}") from None
