"""The design-time checks of a workflow graph: every problem found, in one error.

A graph passes when every step's fields fit its kind and name steps, agents
and tools that exist, there is no cycle except through a loop step with a
bound, every step can be reached, every ``{{steps.ID.output}}`` names a step
that always runs before it, and each parallel step's branches meet at its
own join.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from core.errors import ConfigurationError
from core.workflows.spec import STEP_REF, StepSpec, WorkflowGraph, parse_graph, references

__all__ = ["MAX_LOOP_ITERATIONS", "MAX_STEPS", "validate_graph"]

MAX_STEPS = 50
MAX_LOOP_ITERATIONS = 20
_STEP_ID = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
# Steps a parallel branch may pass through on its way to the join.
_BRANCH_KINDS = ("agent", "tool", "human")
# Tools that only work inside an agent's run.
_RUN_ONLY_TOOLS = frozenset({"request_user_help"})


def _ancestors(graph: WorkflowGraph) -> dict[str, set[str]]:
    """For each step, the steps that always come before it on the way forward."""
    parents: dict[str, set[str]] = {s.id: set() for s in graph.steps}
    for s in graph.steps:
        for target in s.forward():
            if target in parents:
                parents[target].add(s.id)
    memo: dict[str, set[str]] = {}

    def up(step: str, seen: frozenset[str]) -> set[str]:
        if step in memo:
            return memo[step]
        found: set[str] = set()
        for p in parents[step]:
            if p not in seen:
                found |= {p} | up(p, seen | {p})
        memo[step] = found
        return found

    return {s: up(s, frozenset({s})) for s in parents}


def _cycle(graph: WorkflowGraph) -> list[str] | None:
    """A cycle of forward edges (a loop's way back does not count), or ``None``."""
    ids = {s.id for s in graph.steps}
    edges = {s.id: [t for t in s.forward() if t in ids] for s in graph.steps}
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for target in edges[node]:
            if state.get(target) == 1:
                return [*stack[stack.index(target) :], target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for s in graph.steps:
        if s.id not in state:
            found = visit(s.id)
            if found:
                return found
    return None


def _kind_problems(
    s: StepSpec,
    ids: set[str],
    agent_exists: Callable[[str], bool],
    tool_exists: Callable[[str], bool],
) -> list[str]:
    out: list[str] = []
    targets = [("next", s.next), ("then", s.then), ("else", s.else_), ("to", s.to), ("on", s.on)]
    targets += [("join", s.join)] + [("branches", b) for b in s.branches]
    for field, target in targets:
        if target and target not in ids:
            out.append(f"step {s.id!r}: {field} names unknown step {target!r}")
    if s.kind == "agent":
        if not s.agent:
            out.append(f"agent step {s.id!r} needs an agent")
        elif not agent_exists(s.agent):
            out.append(f"agent step {s.id!r}: unknown agent {s.agent!r}")
        if not s.input.strip():
            out.append(f"agent step {s.id!r} needs an input, e.g. '{{{{input}}}}'")
    elif s.kind == "tool":
        if not s.tool:
            out.append(f"tool step {s.id!r} needs a tool")
        elif s.tool in _RUN_ONLY_TOOLS:
            out.append(f"tool step {s.id!r}: {s.tool} works only inside an agent; use a human step")
        elif not tool_exists(s.tool):
            out.append(f"tool step {s.id!r}: unknown tool {s.tool!r}")
    elif s.kind == "condition":
        if not s.on:
            out.append(f"condition {s.id!r} needs 'on': the step whose output it tests")
        if not s.op:
            out.append(f"condition {s.id!r} needs an op: contains, equals or regex")
        if not s.then or not s.else_:
            out.append(f"condition {s.id!r} needs both 'then' and 'else' steps")
        if s.op == "regex":
            try:
                re.compile(s.value)
            except re.error as exc:
                out.append(f"condition {s.id!r}: {s.value!r} is not a regex: {exc}")
    elif s.kind == "loop":
        if not 1 <= s.max_iterations <= MAX_LOOP_ITERATIONS:
            out.append(
                f"loop {s.id!r} needs max_iterations between 1 and {MAX_LOOP_ITERATIONS}: "
                "an unbounded loop is not allowed"
            )
        if not s.to:
            out.append(f"loop {s.id!r} needs 'to': the step to go back to")
    elif s.kind == "parallel":
        if len(s.branches) < 2:
            out.append(f"parallel step {s.id!r} needs at least two branches")
        if not s.join:
            out.append(f"parallel step {s.id!r} needs a join step")
    elif s.kind == "human" and not s.input.strip():
        out.append(f"human step {s.id!r} needs an input: what to ask the person")
    if s.kind == "human" and not s.mode:
        out.append(f"human step {s.id!r} needs a mode: approval or input")
    return out


def _parallel_problems(graph: WorkflowGraph) -> list[str]:
    out: list[str] = []
    ids = {s.id: s for s in graph.steps}
    owners: dict[str, str] = {}
    for p in graph.steps:
        if p.kind != "parallel" or p.join not in ids:
            continue
        if ids[p.join].kind != "join":
            out.append(
                f"parallel step {p.id!r}: {p.join!r} is a {ids[p.join].kind} step, not a join"
            )
            continue
        if p.join in owners:
            out.append(f"join {p.join!r} belongs to both {owners[p.join]!r} and {p.id!r}")
        owners[p.join] = p.id
        for branch in p.branches:
            step, seen = branch, set()
            while step != p.join:
                s = ids.get(step)
                if s is None or s.kind not in _BRANCH_KINDS or step in seen:
                    out.append(
                        f"parallel step {p.id!r}: branch {branch!r} must lead to join "
                        f"{p.join!r} through agent, tool or human steps"
                    )
                    break
                seen.add(step)
                step = s.next
    for s in graph.steps:
        if s.kind == "join" and s.id not in owners:
            out.append(f"join {s.id!r} belongs to no parallel step")
    return out


def validate_graph(
    value: Any,
    *,
    agent_exists: Callable[[str], bool],
    tool_exists: Callable[[str], bool],
) -> WorkflowGraph:
    """Parse and check a graph; every problem found is listed in one ``ConfigurationError``."""
    graph = parse_graph(value)
    problems: list[str] = []
    if not graph.steps:
        raise ConfigurationError("a workflow needs at least one step")
    if len(graph.steps) > MAX_STEPS:
        raise ConfigurationError(f"a workflow has at most {MAX_STEPS} steps")
    seen: set[str] = set()
    for s in graph.steps:
        if not _STEP_ID.match(s.id):
            problems.append(f"step id {s.id!r} must be lowercase letters, digits or _")
        if s.id in seen:
            problems.append(f"duplicate step id {s.id!r}")
        seen.add(s.id)
    if graph.start and graph.start not in seen:
        problems.append(f"start names unknown step {graph.start!r}")
    for s in graph.steps:
        problems += _kind_problems(s, seen, agent_exists, tool_exists)
    if problems:
        raise ConfigurationError("the workflow is not valid: " + "; ".join(problems))
    cycle = _cycle(graph)
    if cycle:
        problems.append(
            f"steps {' -> '.join(cycle)} form a cycle with no bound; go back only through a "
            "loop step with max_iterations"
        )
    else:
        problems += _reach_problems(graph)
    problems += _parallel_problems(graph)
    if problems:
        raise ConfigurationError("the workflow is not valid: " + "; ".join(problems))
    return graph


def _reach_problems(graph: WorkflowGraph) -> list[str]:
    out: list[str] = []
    before = _ancestors(graph)
    ids = {s.id for s in graph.steps}
    for s in graph.steps:
        if s.kind == "loop" and s.to not in before[s.id]:
            out.append(f"loop {s.id!r} goes back to {s.to!r}, which does not come before it")
        needed = [(t, r) for t in s.templates() for r in references(t)]
        if s.kind == "condition":
            needed.append(("on", f"steps.{s.on}.output"))
        for _, ref in needed:
            out += _ref_problem(s.id, ref, ids, before[s.id])
    for ref in references(graph.output):
        out += _ref_problem("output", ref, ids, ids)
    reached, todo = set(), [graph.first]
    while todo:
        step = todo.pop()
        if step in reached:
            continue
        reached.add(step)
        spec = graph.step(step)
        todo += spec.forward() + ([spec.to] if spec.kind == "loop" else [])
        todo += [spec.join] if spec.kind == "parallel" else []
    for s in graph.steps:
        if s.id not in reached:
            out.append(f"step {s.id!r} can never run: no step leads to it")
    return out


def _ref_problem(where: str, ref: str, ids: set[str], before: set[str]) -> list[str]:
    if ref == "input" or ref.startswith("secret:"):
        return []
    match = STEP_REF.match(ref)
    if match is None:
        return [
            f"{where}: unknown placeholder {{{{{ref}}}}}; use {{{{input}}}} or "
            "{{steps.ID.output}}"
        ]
    target = match.group(1)
    if target not in ids:
        return [f"{where}: uses the output of unknown step {target!r}"]
    if target not in before:
        return [f"{where}: uses the output of {target!r}, which cannot have run before it"]
    return []
