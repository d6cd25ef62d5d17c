"""``python -m trainer.from_dataset``: LoRA SFT on a JSONL dataset, exported as a GGUF adapter.

A dataset that strop wrote (``{"messages": [...]}`` per line, as ``strop warmstart
--data-only`` or ``generate_training_data`` produce) can be trained on any
trainer host with only the trainer's dependencies: no database, no llama.cpp.
The host's own backend is used (unsloth or plain peft on a CUDA GPU, bf16
autocast or fp32 on the CPU). The GGUF adapter applies over the bundled Q4_1
base; a JSON card beside it records the settings, backend, loss curve and time.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from core.errors import ConfigurationError
from core.improve.datasets import read_dataset
from trainer.accel import training_backend
from trainer.base_model import base_checkpoint
from trainer.export_gguf import export_lora_gguf
from trainer.sft import LoraSftConfig, TrainProgress, train_lora

__all__ = ["SftGguf", "main", "read_rows", "train_to_gguf"]


@dataclass(frozen=True, slots=True)
class SftGguf:
    gguf: Path
    backend: str
    examples: int
    losses: list[tuple[int, float]]
    train_minutes: float

    def card(self, config: LoraSftConfig) -> dict[str, Any]:
        return {
            "adapter": self.gguf.name,
            "backend": self.backend,
            "examples": self.examples,
            "train_minutes": round(self.train_minutes, 2),
            "final_loss": self.losses[-1][1] if self.losses else None,
            "config": {k: v for k, v in asdict(config).items() if k != "target_modules"},
        }


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The SFT examples of a JSONL dataset (its preference pairs are for DPO, not here)."""
    sft, _ = read_dataset(path)
    if not sft:
        raise ConfigurationError(f"{path} holds no SFT examples")
    return sft


def train_to_gguf(
    rows: Sequence[dict[str, Any]],
    config: LoraSftConfig,
    output: Path,
    *,
    cache_dir: Path,
    work_dir: Path,
    on_progress: Callable[[TrainProgress], None] | None = None,
) -> SftGguf:
    """Train one LoRA adapter on ``rows`` over the bundled base and write it to ``output``."""
    if output.suffix != ".gguf":
        raise ConfigurationError(f"the output must be a .gguf file, got {output}")
    base = base_checkpoint(cache_dir=cache_dir)
    start = time.perf_counter()
    result = train_lora(
        rows, base_dir=base, output_dir=work_dir, config=config, on_progress=on_progress
    )
    minutes = (time.perf_counter() - start) / 60
    output.parent.mkdir(parents=True, exist_ok=True)
    gguf = export_lora_gguf(result.adapter_dir, output, base_dir=base, dtype="f16")
    return SftGguf(gguf, training_backend(), len(rows), result.losses, minutes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.from_dataset", description=__doc__)
    parser.add_argument("dataset", type=Path, help="JSONL, one {'messages': [...]} per line")
    parser.add_argument("--out", type=Path, required=True, help="the GGUF adapter to write")
    parser.add_argument("--steps", type=int, required=True)
    parser.add_argument("--batch-size", type=int, default=4)
    parser.add_argument("--lr", type=float, default=5e-4)
    parser.add_argument("--max-length", type=int, default=1024)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cache-dir", type=Path, default=Path(".strop-cache"))
    args = parser.parse_args(argv)
    if args.steps < 1 or args.batch_size < 1:
        parser.error("--steps and --batch-size must be at least 1")
    config = LoraSftConfig(
        max_steps=args.steps,
        learning_rate=args.lr,
        batch_size=args.batch_size,
        max_length=args.max_length,
        seed=args.seed,
    )

    def progress(p: TrainProgress) -> None:
        if p.step == 1 or p.step % 50 == 0 or p.step == p.total_steps:
            print(f"[sft] step {p.step}/{p.total_steps} loss {p.loss:.3f} ({p.elapsed_s:.0f} s)")
            sys.stdout.flush()

    try:
        rows = read_rows(args.dataset)
        with tempfile.TemporaryDirectory(prefix="strop-sft-") as work:
            done = train_to_gguf(
                rows,
                config,
                args.out,
                cache_dir=args.cache_dir / "base",
                work_dir=Path(work),
                on_progress=progress,
            )
    except ConfigurationError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    card = done.card(config)
    args.out.with_suffix(".json").write_text(json.dumps(card, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(card, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
