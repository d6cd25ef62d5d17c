"""A workflow as readable text: what chat shows before saving and on ``/workflow show``."""

from __future__ import annotations

from core.workflows.spec import StepSpec, WorkflowGraph

__all__ = ["outline", "step_line"]


def _quote(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def step_line(step: StepSpec) -> str:
    """One line saying what a step does and where it goes."""
    after = f" → {step.next}" if step.next else " → end"
    if step.kind == "agent":
        return f"{step.id}: agent {step.agent} gets {_quote(step.input)}{after}"
    if step.kind == "tool":
        args = ", ".join(f"{k}={_quote(str(v), 60)}" for k, v in step.args.items())
        return f"{step.id}: tool {step.tool}({args}){after}"
    if step.kind == "condition":
        test = {"contains": "contains", "equals": "equals", "regex": "matches"}.get(
            step.op, step.op
        )
        return (
            f"{step.id}: if the output of {step.on} {test} {_quote(step.value, 60)} "
            f"→ {step.then}, else → {step.else_}"
        )
    if step.kind == "loop":
        return (
            f"{step.id}: back to {step.to} (the body runs at most {step.max_iterations} times)"
            f", then{after}"
        )
    if step.kind == "parallel":
        return f"{step.id}: run {', '.join(step.branches)} at the same time, meeting at {step.join}"
    if step.kind == "join":
        return f"{step.id}: wait for every branch, combine their outputs{after}"
    what = "approve" if step.mode == "approval" else "answer"
    return f"{step.id}: ask a person to {what}: {_quote(step.input)}{after}"


def outline(name: str, graph: WorkflowGraph, *, description: str = "", version: int = 0) -> str:
    """Numbered steps in the order they are listed, starting step first."""
    head = f"Workflow {name}" + (f" v{version}" if version else "")
    lines = [head + (f": {description}" if description else "")]
    ordered = sorted(graph.steps, key=lambda s: s.id != graph.first)
    lines += [f"{n}. {step_line(s)}" for n, s in enumerate(ordered, 1)]
    if graph.output:
        lines.append(f"Result: {graph.output}")
    return "\n".join(lines)
