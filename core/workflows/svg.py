"""The workflow graph drawn as SVG on the server, the path a run took highlighted.

Steps are laid out in rows by their longest distance from the start, so
every forward edge points down; a loop's way back is a dashed curve on the
right. No script and no library: the dashboard embeds the markup as is.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from markupsafe import Markup

from core.workflows.spec import StepSpec, WorkflowGraph

__all__ = ["graph_svg"]

_BOX_W, _BOX_H, _GAP_X, _GAP_Y, _MARGIN = 150, 44, 30, 40, 20
_FILL = {
    "agent": "#dbeafe",
    "tool": "#fef3c7",
    "condition": "#fce7f3",
    "loop": "#ede9fe",
    "parallel": "#dcfce7",
    "join": "#dcfce7",
    "human": "#ffedd5",
}


def _layers(graph: WorkflowGraph) -> dict[str, int]:
    depth = {s.id: 0 for s in graph.steps}
    ids = set(depth)
    # Longest path on a DAG: relax as often as there are steps (graphs are small).
    for _ in graph.steps:
        changed = False
        for s in graph.steps:
            for t in s.forward():
                if t in ids and depth[t] < depth[s.id] + 1:
                    depth[t], changed = depth[s.id] + 1, True
        if not changed:
            break
    return depth


def _detail(step: StepSpec) -> str:
    if step.kind == "agent":
        return f"agent {step.agent}"
    if step.kind == "tool":
        return f"tool {step.tool}"
    if step.kind == "condition":
        return f"{step.on} {step.op} {step.value!r}"[:24]
    if step.kind == "loop":
        return f"loop ≤{step.max_iterations}×"
    if step.kind == "human":
        return f"human {step.mode}"
    return step.kind


def graph_svg(graph: WorkflowGraph, *, path: Sequence[str] = (), title: str = "") -> Markup:
    """The graph as an ``<svg>``; steps in ``path`` (a run's trail, in order) are highlighted."""
    depth = _layers(graph)
    rows: dict[int, list[StepSpec]] = {}
    for s in graph.steps:
        rows.setdefault(depth[s.id], []).append(s)
    widest = max(len(r) for r in rows.values())
    width = _MARGIN * 2 + widest * (_BOX_W + _GAP_X) + 40
    height = _MARGIN * 2 + len(rows) * (_BOX_H + _GAP_Y)
    pos: dict[str, tuple[float, float]] = {}
    for level, steps in rows.items():
        row_w = len(steps) * (_BOX_W + _GAP_X) - _GAP_X
        x0 = (width - 40 - row_w) / 2
        for i, s in enumerate(steps):
            pos[s.id] = (x0 + i * (_BOX_W + _GAP_X), _MARGIN + level * (_BOX_H + _GAP_Y))
    taken = set(path)
    order = {step: i for i, step in enumerate(path)}
    parts = [
        f'<svg class="workflow-graph" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="{width:.0f}" height="{height:.0f}" role="img" '
        f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title or "workflow graph")}</title>',
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
        'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
        'fill="#555"/></marker></defs>',
    ]
    for s in graph.steps:
        x, y = pos[s.id]
        edges = [(t, False) for t in s.forward()]
        edges += [(s.to, True)] if s.kind == "loop" and s.to in pos else []
        for target, back in edges:
            if target not in pos:
                continue
            tx, ty = pos[target]
            hot = s.id in taken and target in taken and order[target] != order[s.id]
            cls = "edge taken" if hot else "edge"
            stroke = ' stroke="#c2410c" stroke-width="3"' if hot else ' stroke="#555"'
            if back:
                rx = width - 20
                d = (
                    f"M{x + _BOX_W:.0f},{y + _BOX_H / 2:.0f} C{rx:.0f},{y + _BOX_H / 2:.0f} "
                    f"{rx:.0f},{ty + _BOX_H / 2:.0f} {tx + _BOX_W:.0f},{ty + _BOX_H / 2:.0f}"
                )
                parts.append(
                    f'<path class="{cls} back" d="{d}" fill="none" stroke-dasharray="5,4"'
                    f'{stroke} marker-end="url(#arrow)"/>'
                )
            else:
                parts.append(
                    f'<line class="{cls}" x1="{x + _BOX_W / 2:.0f}" y1="{y + _BOX_H:.0f}" '
                    f'x2="{tx + _BOX_W / 2:.0f}" y2="{ty:.0f}"{stroke} marker-end="url(#arrow)"/>'
                )
            if s.kind == "condition":
                label = "yes" if target == s.then else "no"
                parts.append(
                    f'<text x="{(x + tx + _BOX_W) / 2:.0f}" y="{(y + _BOX_H + ty) / 2:.0f}" '
                    f'font-size="11" fill="#555">{label}</text>'
                )
    for s in graph.steps:
        x, y = pos[s.id]
        hot = s.id in taken
        cls = f"step {s.kind}" + (" taken" if hot else "")
        stroke = 'stroke="#c2410c" stroke-width="3"' if hot else 'stroke="#333" stroke-width="1"'
        parts.append(
            f'<g class="{cls}" id="step-{escape(s.id)}"><rect x="{x:.0f}" y="{y:.0f}" '
            f'width="{_BOX_W}" height="{_BOX_H}" rx="6" fill="{_FILL[s.kind]}" {stroke}/>'
            f'<text x="{x + _BOX_W / 2:.0f}" y="{y + 18:.0f}" text-anchor="middle" '
            f'font-size="13" font-weight="bold">{escape(s.id)}</text>'
            f'<text x="{x + _BOX_W / 2:.0f}" y="{y + 34:.0f}" text-anchor="middle" '
            f'font-size="11">{escape(_detail(s))}</text></g>'
        )
    parts.append("</svg>")
    return Markup("".join(parts))
