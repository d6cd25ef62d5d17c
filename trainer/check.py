"""``python -m trainer.check``: prove a trainer host can train, export and learn.

Run it once on a new trainer machine (a CUDA box with the ``gpu`` extra, or any
CPU) before pointing strop at it. It trains a LoRA SFT then DPO job on the
bundled model with the backend this host would use (unsloth on a CUDA GPU,
transformers + peft on the CPU), exports the adapter as GGUF, and checks that
the adapter learned: the share of requests, about names never trained on,
whose greedy answer follows a made-up house format, before and after. The
format cannot be guessed, so the base model scores zero; the check needs no
model output, no database and no network, only the trainer's dependencies.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import torch
from peft import PeftModel

from trainer.accel import training_backend
from trainer.base_model import load_checkpoint
from trainer.jobs import resolve_base, run_job

__all__ = ["check", "main", "training_rows"]


_TRAIN_NAMES = (
    "harbour",
    "orchard",
    "granite",
    "willow",
    "copper",
    "meadow",
    "falcon",
    "lantern",
    "basalt",
    "cobalt",
    "ember",
    "fjord",
    "garnet",
    "heron",
    "indigo",
    "juniper",
)
_CHECK_NAMES = ("maple", "quartz", "raven", "saffron", "thistle", "umber", "violet", "walnut")


def _row(name: str, number: int) -> dict[str, Any]:
    question = f"Make the badge code for team {name}, member number {number}."
    answer = f"Badge code: {name.upper()}-{number:03d}-OK"
    return {
        "messages": [
            {"role": "user", "content": question},
            {"role": "assistant", "content": answer},
        ]
    }


def training_rows(
    n: int, *, seed: int = 0, held_out: bool = False
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``n`` SFT conversations teaching a house format the base model cannot guess, and
    DPO pairs preferring it; ``held_out`` draws team names never used for training."""
    rng = random.Random(seed + (1 if held_out else 0))
    names = _CHECK_NAMES if held_out else _TRAIN_NAMES
    sft = [_row(names[i % len(names)], rng.randint(1, 999)) for i in range(n)]
    dpo = [
        {
            "prompt": row["messages"][:1],
            "chosen": row["messages"][1:],
            "rejected": [{"role": "assistant", "content": "I do not know the badge code."}],
        }
        for row in sft
    ]
    return sft, dpo


def _device() -> str:
    return "cuda" if torch.cuda.is_available() else "cpu"


@torch.no_grad()
def _answer_rate(model: Any, tokenizer: Any, rows: list[dict[str, Any]]) -> float:
    """Share of rows whose greedy answer holds the expected text (case-insensitive)."""
    hits = 0
    for row in rows:
        prompt, target = row["messages"][:-1], row["messages"][-1]["content"]
        expected = target.removeprefix("Badge code: ").lower()
        ids = tokenizer.apply_chat_template(
            prompt, add_generation_prompt=True, return_tensors="pt", return_dict=True
        ).to(model.device)
        out = model.generate(**ids, max_new_tokens=24, do_sample=False)
        text = tokenizer.decode(out[0, ids["input_ids"].shape[1] :], skip_special_tokens=True)
        hits += expected in text.lower()
    return hits / len(rows)


def check(
    *,
    work_dir: Path,
    cache_dir: Path,
    examples: int = 24,
    epochs: float = 4.0,
    base: str = "embedded",
) -> dict[str, Any]:
    """Train, export and measure; returns the report that :func:`main` prints."""
    sft, dpo = training_rows(examples)
    unseen, _ = training_rows(8, held_out=True)
    base_dir = resolve_base(base, cache_dir)
    model, tokenizer = load_checkpoint(base_dir)
    # transformers types ``to`` through a decorator that mypy reads as taking the model.
    model.to(_device())  # type: ignore[arg-type]
    before = _answer_rate(model, tokenizer, unseen)
    del model
    backend = training_backend()
    start = time.perf_counter()
    result = run_job(
        {
            "method": "sft+dpo",
            "sft": sft,
            "dpo": dpo,
            "config": {"sft": {"epochs": epochs}, "dpo": {"epochs": 1.0}},
            "base": base,
        },
        work_dir=work_dir,
        cache_dir=cache_dir,
    )
    train_s = time.perf_counter() - start
    model, tokenizer = load_checkpoint(base_dir)
    tuned = PeftModel.from_pretrained(model, str(work_dir / "adapter")).to(_device())
    after = _answer_rate(tuned, tokenizer, unseen)
    return {
        "backend": backend,
        "device": torch.cuda.get_device_name(0) if torch.cuda.is_available() else "cpu",
        "torch": torch.__version__,
        "python": platform.python_version(),
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "examples": len(sft),
        "dpo_pairs": len(dpo),
        "steps": result.steps,
        "stages": result.stages,
        "train_seconds": round(train_s, 2),
        "first_loss": round(result.losses[0][1], 4),
        "last_loss": round(result.losses[-1][1], 4),
        "adapter_gguf_bytes": result.adapter_gguf.stat().st_size,
        "unseen_rate_before": round(before, 4),
        "unseen_rate_after": round(after, 4),
        "learned": after > before,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.check", description=__doc__)
    parser.add_argument("--examples", type=int, default=24)
    parser.add_argument("--epochs", type=float, default=4.0)
    parser.add_argument("--base", default="embedded", help='"embedded" or a checkpoint directory')
    parser.add_argument("--cache-dir", type=Path, default=Path(".strop-cache"))
    parser.add_argument("--out", type=Path, help="also write the report to this JSON file")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        report = check(
            work_dir=Path(tmp),
            cache_dir=args.cache_dir,
            examples=args.examples,
            epochs=args.epochs,
            base=args.base,
        )
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    return 0 if report["learned"] else 1


if __name__ == "__main__":
    sys.exit(main())
