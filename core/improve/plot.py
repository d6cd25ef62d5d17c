"""The demo's learning curve as a PNG: training loss, and success before and after."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

__all__ = ["plot_learning_curve"]


def plot_learning_curve(
    path: Path,
    *,
    losses: Mapping[str, Sequence[tuple[int, float]]],
    scores: Mapping[str, Mapping[str, float]],
) -> Path:
    """Write the figure to ``path``.

    ``losses``: per training stage, (step, loss) points; ``scores``: per model
    ("base", "tuned", ...), the rates to compare (held-out, general, ...).
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    for stage, points in losses.items():
        if points:
            left.plot([p[0] for p in points], [p[1] for p in points], marker="o", label=stage)
    left.set_title("training loss")
    left.set_xlabel("step")
    left.set_ylabel("loss")
    left.legend()
    metrics = sorted({m for values in scores.values() for m in values})
    width = 0.8 / max(len(scores), 1)
    for i, (model, values) in enumerate(scores.items()):
        xs = [j + i * width for j in range(len(metrics))]
        bars = right.bar(xs, [values.get(m, 0.0) for m in metrics], width, label=model)
        right.bar_label(bars, fmt="%.2f", fontsize=8)
    right.set_xticks([j + width * (len(scores) - 1) / 2 for j in range(len(metrics))], metrics)
    right.set_ylim(0, 1.05)
    right.set_title("success rate before and after")
    right.legend()
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
