"""Tiny server-rendered SVG charts: lines over an index and stacked bars.

Pages stay plain HTML with no script; colours come from the stylesheet
(``.series-N``) so a chart follows the page's theme.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from markupsafe import Markup

__all__ = ["Series", "bar_chart", "line_chart"]

_W, _H = 640, 220
_LEFT, _RIGHT, _TOP, _BOTTOM = 44, 12, 12, 40


@dataclass(frozen=True, slots=True)
class Series:
    """One line: a name for the legend and a value per x position (``None``: no point)."""

    name: str
    values: Sequence[float | None]


def _fmt(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))


def _frame(title: str, y_max: float, y_min: float, labels: Sequence[str], body: list[str]) -> str:
    plot_w, plot_h = _W - _LEFT - _RIGHT, _H - _TOP - _BOTTOM
    parts = [
        f'<svg class="chart" viewBox="0 0 {_W} {_H}" role="img" '
        f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>'
    ]
    for i in range(5):  # horizontal grid with y values
        frac = i / 4
        y = _TOP + plot_h * (1 - frac)
        value = y_min + (y_max - y_min) * frac
        parts.append(
            f'<line class="grid" x1="{_LEFT}" x2="{_W - _RIGHT}" y1="{y:.1f}" y2="{y:.1f}"/>'
            f'<text class="axis" x="{_LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">'
            f"{_fmt(value)}</text>"
        )
    # Label at most ~8 x positions so long series stay readable.
    step = max(1, -(-len(labels) // 8))
    for i, label in enumerate(labels):
        if i % step:
            continue
        x = _x(i, len(labels), plot_w)
        parts.append(
            f'<text class="axis" x="{x:.1f}" y="{_H - _BOTTOM + 16}" text-anchor="middle">'
            f"{escape(label)}</text>"
        )
    parts += body
    parts.append("</svg>")
    return "".join(parts)


def _x(i: int, n: int, plot_w: float) -> float:
    # Points sit in the middle of equal slots, so bars and lines share positions.
    return _LEFT + plot_w * (i + 0.5) / max(n, 1)


def _legend(names: Sequence[str]) -> list[str]:
    out = []
    for i, name in enumerate(names):
        x = _LEFT + i * 150
        out.append(
            f'<rect class="series-{i % 6}" x="{x}" y="{_H - 14}" width="10" height="10"/>'
            f'<text class="legend" x="{x + 14}" y="{_H - 5}">{escape(name)}</text>'
        )
    return out


def line_chart(
    series: Sequence[Series],
    labels: Sequence[str],
    *,
    title: str,
    y_min: float = 0.0,
    y_max: float | None = None,
) -> Markup:
    """Lines over ``labels`` (one x position each); the y axis starts at ``y_min``."""
    values = [v for s in series for v in s.values if v is not None]
    top = y_max if y_max is not None else max(values, default=1.0)
    top = top if top > y_min else y_min + 1.0
    plot_w, plot_h = _W - _LEFT - _RIGHT, _H - _TOP - _BOTTOM
    body: list[str] = []
    for k, s in enumerate(series):
        points = [
            (_x(i, len(labels), plot_w), _TOP + plot_h * (1 - (v - y_min) / (top - y_min)))
            for i, v in enumerate(s.values)
            if v is not None
        ]
        if len(points) > 1:
            path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
            body.append(f'<polyline class="line series-{k % 6}" points="{path}"/>')
        for (x, y), v in zip(points, [v for v in s.values if v is not None], strict=True):
            body.append(
                f'<circle class="series-{k % 6}" cx="{x:.1f}" cy="{y:.1f}" r="3">'
                f"<title>{escape(s.name)}: {_fmt(v)}</title></circle>"
            )
    body += _legend([s.name for s in series])
    return Markup(_frame(title, top, y_min, labels, body))


def bar_chart(
    stacks: Sequence[Mapping[str, float]],
    labels: Sequence[str],
    *,
    names: Sequence[str],
    title: str,
) -> Markup:
    """Stacked bars, one per label; ``names`` orders the stack (and picks the colours)."""
    totals = [sum(stack.get(n, 0.0) for n in names) for stack in stacks]
    top = max(totals, default=0.0) or 1.0
    plot_w, plot_h = _W - _LEFT - _RIGHT, _H - _TOP - _BOTTOM
    width = max(2.0, plot_w / max(len(labels), 1) * 0.7)
    body: list[str] = []
    for i, stack in enumerate(stacks):
        x = _x(i, len(labels), plot_w) - width / 2
        base: float = _TOP + plot_h
        for k, name in enumerate(names):
            value = stack.get(name, 0.0)
            if value <= 0:
                continue
            h = plot_h * value / top
            base -= h
            body.append(
                f'<rect class="series-{k % 6}" x="{x:.1f}" y="{base:.1f}" '
                f'width="{width:.1f}" height="{h:.1f}">'
                f"<title>{escape(labels[i])} {escape(name)}: {_fmt(value)}</title></rect>"
            )
    body += _legend(names)
    return Markup(_frame(title, top, 0.0, labels, body))
