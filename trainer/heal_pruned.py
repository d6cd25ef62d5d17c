"""Heal a recipe's student with a LoRA adapter, by distillation from the base: ``python -m
trainer.heal_pruned``.

Made for a machine that has a GPU but not strop's data: it needs the base
GGUF, the recipe (``trainer.prune_recipe``) and the conversations to distil
on (JSON lines of ``{"messages": [...]}``, gzip allowed), and writes the
adapter and ``heal.json`` (the run's settings, steps, losses, time and
device). The adapter merges into the same student built anywhere else from
the same base and recipe.
"""

from __future__ import annotations

import argparse
import gzip
import json
import platform
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch

from core.errors import ConfigurationError
from trainer.accel import LINEAR_MODULES, LoraSpec
from trainer.base_model import base_checkpoint
from trainer.distill import distill, train_device
from trainer.prune_recipe import build_student

__all__ = ["HEAL_FILE", "heal", "read_conversations"]

HEAL_FILE = "heal.json"


def read_conversations(path: Path) -> list[list[dict[str, str]]]:
    """The ``messages`` of each JSON line of ``path`` (``.gz`` read as gzip)."""
    if not path.is_file():
        raise ConfigurationError(f"no conversations file at {path}")
    opener = gzip.open if path.suffix == ".gz" else open
    out: list[list[dict[str, str]]] = []
    with opener(path, "rt", encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                messages = json.loads(line)["messages"]
                out.append(
                    [{"role": str(m["role"]), "content": str(m["content"])} for m in messages]
                )
            except (json.JSONDecodeError, KeyError, TypeError):
                problem = f"{path}:{number}: not a {{'messages': [...]}} line"
                raise ConfigurationError(problem) from None
    if not out:
        raise ConfigurationError(f"{path} holds no conversations")
    return out


def heal(
    base_gguf: Path,
    recipe_dir: Path,
    data: Path,
    out_dir: Path,
    *,
    steps: int,
    seconds: float,
    rank: int = 32,
    lr: float = 5e-4,
    batch_size: int = 16,
    lm_weight: float = 0.5,
    max_length: int = 768,
) -> dict[str, Any]:
    """Build the recipe's student, train its healing adapter into ``out_dir``; the run's record."""
    started = time.perf_counter()
    conversations = read_conversations(data)
    # Every 20th conversation is kept out to measure the healing on text it never saw.
    held_out = conversations[::20]
    train = [c for i, c in enumerate(conversations) if i % 20]
    with tempfile.TemporaryDirectory(prefix="strop-heal-") as tmp:
        base_dir = base_checkpoint(cache_dir=Path(tmp) / "base", gguf_path=base_gguf)
        student = build_student(base_dir, recipe_dir, Path(tmp) / "student")
        losses: list[tuple[int, float]] = []

        def progress(step: int, loss: float) -> None:
            if step % 50 == 0 or step == 1:
                losses.append((step, round(loss, 4)))
                elapsed = time.perf_counter() - started
                print(f"heal step {step}: loss {loss:.4f} ({elapsed:.0f}s)", flush=True)

        spec = LoraSpec(
            r=rank,
            alpha=rank,
            dropout=0.0,
            target_modules=LINEAR_MODULES,
            seed=0,
            max_length=max_length,
        )
        report = distill(
            student,
            base_dir,
            train,
            out_dir,
            max_steps=steps,
            max_seconds=seconds,
            lr=lr,
            batch_size=batch_size,
            max_length=max_length,
            lm_weight=lm_weight,
            lora=spec,
            hook=progress,
            held_out=held_out,
            lr_by_time=True,
        )
    device = train_device()
    record = {
        "steps": report.steps,
        "seconds": round(report.seconds, 1),
        "stopped_by": report.stopped_by,
        "loss_first": round(report.loss_first, 4),
        "loss_last": round(report.loss_last, 4),
        "held_out_before": report.held_out_before,
        "held_out_after": report.held_out_after,
        "losses": losses,
        "rank": rank,
        "lr": lr,
        "batch_size": batch_size,
        "lm_weight": lm_weight,
        "max_length": max_length,
        "conversations": len(train),
        "held_out_conversations": len(held_out),
        "device": (
            torch.cuda.get_device_name(0)
            if device.type == "cuda"
            else f"CPU ({platform.machine()})"
        ),
        "torch": torch.__version__,
    }
    (out_dir / HEAL_FILE).write_text(json.dumps(record, indent=2), encoding="utf-8")
    return record


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.heal_pruned", description=__doc__)
    parser.add_argument("--base-gguf", type=Path, required=True)
    parser.add_argument("--recipe", type=Path, required=True)
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--steps", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--rank", type=int, default=32)
    parser.add_argument("--lr", type=float, default=5e-4)
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--lm-weight", type=float, default=0.5)
    parser.add_argument("--max-length", type=int, default=768)
    args = parser.parse_args(argv)
    try:
        record = heal(
            args.base_gguf,
            args.recipe,
            args.data,
            args.out,
            steps=args.steps,
            seconds=args.seconds,
            rank=args.rank,
            lr=args.lr,
            batch_size=args.batch_size,
            lm_weight=args.lm_weight,
            max_length=args.max_length,
        )
    except ConfigurationError as exc:
        print(f"heal_pruned: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({k: v for k, v in record.items() if k != "losses"}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
