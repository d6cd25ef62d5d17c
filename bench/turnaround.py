"""The turnaround benchmark: 300 training examples to a deployed adapter, on this CPU.

SPEC 6 asks that ratings become a deployed adapter within 10 minutes for up to
300 examples on the CPU. This times the part that grows with the data: one
epoch of the loop's LoRA SFT (its default settings) over 300 examples shaped
like the loop's own, the GGUF export, the hot swap into the embedded backend
and the first request served through the new adapter.

The examples are generated function-calling cases (``core.toolgen``, train
families) in the runtime's prompt format, each with the few-shot turns of five
other cases between the system prompt and the conversation, marked as not
trained: the loop's SFT rows carry the example turns they were served with
(``core.improve.few_shot``), and that context is most of their length. Turning
rated runs into such rows (``generate_training_data``) is not timed here; the
learning benchmark's demo times it with the rest of a cycle.

A few steps are then timed again with ``STROP_CPU_BF16=0``, so the result also
says how much bf16 autocast saves on this CPU.
"""

from __future__ import annotations

import itertools
import os
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from core.improve.warmstart import toolgen_examples
from core.models.base import ChatMessage
from core.services import Services
from core.settings import Settings

__all__ = ["demo_shaped_rows", "turnaround_benchmark"]

EXAMPLES = 300
# Example conversations shown before each one, as the runtime shows its examples; with five
# the rows average ~650 tokens, as long as the demo's SFT rows.
SHOTS = 5
COMPARE_STEPS = 6  # steps timed in each precision for the comparison


def demo_shaped_rows(n: int, *, seed: int = 0) -> list[dict[str, Any]]:
    """``n`` SFT rows: a generated case with ``SHOTS`` other cases' turns as its examples."""
    rows = toolgen_examples(n, seed=seed, procedural=True)
    rng = random.Random(seed)
    shaped = []
    for i, row in enumerate(rows):
        others = rng.sample([r for j, r in enumerate(rows) if j != i], SHOTS)
        shots = [{**m, "train": False} for other in others for m in other["messages"][1:]]
        system, *conversation = row["messages"]
        shaped.append({"messages": [system, *shots, *conversation]})
    return shaped


def _token_counts(rows: list[dict[str, Any]], base: Path) -> list[int]:
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(base))
    counts = []
    for row in rows:
        messages = [{"role": m["role"], "content": m["content"]} for m in row["messages"]]
        rendered: Any = tokenizer.apply_chat_template(messages, tokenize=True, return_dict=True)
        counts.append(len(rendered["input_ids"]))
    return counts


@contextmanager
def _precision(bf16: bool) -> Iterator[None]:
    before = os.environ.get("STROP_CPU_BF16")
    os.environ["STROP_CPU_BF16"] = "1" if bf16 else "0"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("STROP_CPU_BF16", None)
        else:
            os.environ["STROP_CPU_BF16"] = before


def _step_seconds(rows: list[dict[str, Any]], base: Path, out: Path, *, bf16: bool) -> float:
    """Median seconds of an SFT step (the first, which warms up, left out)."""
    from trainer import LoraSftConfig, train_lora
    from trainer.sft import TrainProgress

    ticks: list[float] = []

    def hook(p: TrainProgress) -> None:
        ticks.append(p.elapsed_s)

    with _precision(bf16):
        train_lora(
            rows,
            base_dir=base,
            output_dir=out,
            config=LoraSftConfig(max_steps=COMPARE_STEPS + 1),
            on_progress=hook,
        )
    return statistics.median(b - a for a, b in itertools.pairwise(ticks))


def turnaround_benchmark(cache_dir: Path | None = None, say: Any = print) -> dict[str, Any]:
    import asyncio

    from core.serving.deploy import Deployer, make_target
    from core.serving.instances import InstanceService
    from trainer import LoraSftConfig, base_checkpoint, export_lora_gguf, train_lora
    from trainer.accel import cpu_precision
    from trainer.sft import TrainProgress

    rows = demo_shaped_rows(EXAMPLES)
    with tempfile.TemporaryDirectory(prefix="strop-bench-turnaround-") as scratch:
        data_dir = Path(scratch)
        base = base_checkpoint(cache_dir=(cache_dir or data_dir / "cache") / "base")
        lengths = _token_counts(rows, base)
        services = Services(Settings(_env_file=None, data_dir=data_dir))  # type: ignore[call-arg]
        try:
            config = LoraSftConfig()  # what a cycle trains with when nothing overrides it

            def progress(p: TrainProgress) -> None:
                if p.step == 1 or p.step % 10 == 0 or p.step == p.total_steps:
                    seconds = f"({p.elapsed_s:.0f} s)"
                    say(f"  [sft] step {p.step}/{p.total_steps} loss {p.loss:.3f} {seconds}")

            start = time.perf_counter()
            result = train_lora(
                rows,
                base_dir=base,
                output_dir=data_dir / "sft",
                config=config,
                on_progress=progress,
            )
            trained = time.perf_counter()
            gguf = export_lora_gguf(result.adapter_dir, data_dir / "sft.gguf", base_dir=base)
            exported = time.perf_counter()
            instances = InstanceService(services.db, data_dir)
            instances.spawn("turnaround")
            target = make_target("embedded", data_dir=data_dir, swap=services.swap_model)
            version = Deployer(instances, target).deploy("turnaround", gguf)
            model = services.model_for("instance:turnaround")
            first = asyncio.run(
                model.complete([ChatMessage("user", "What is 6 times 7?")], max_tokens=24)
            )
            served = time.perf_counter()
        finally:
            services.close()
        say("[compare] a few SFT steps in each precision")
        bf16_step = _step_seconds(rows, base, data_dir / "bf16", bf16=True)
        fp32_step = _step_seconds(rows, base, data_dir / "fp32", bf16=False)
    losses = [loss for _, loss in result.losses]
    window = max(len(losses) // 10, 1)
    return {
        "examples": len(rows),
        "tokens_mean": round(statistics.mean(lengths)),
        "tokens_max": max(lengths),
        "epochs": config.epochs,
        "batch_size": config.batch_size,
        "steps": result.steps,
        "precision": cpu_precision(),
        "train_minutes": round((trained - start) / 60, 2),
        "export_minutes": round((exported - trained) / 60, 2),
        "deploy_minutes": round((served - exported) / 60, 2),
        "total_minutes": round((served - start) / 60, 2),
        "target_minutes": 10,
        "target_met": (served - start) / 60 <= 10,
        "loss_first": round(statistics.mean(losses[:window]), 4),
        "loss_last": round(statistics.mean(losses[-window:]), 4),
        "deployed_version": version.version,
        "first_reply": first.text,
        "step_s_bf16": round(bf16_step, 2),
        "step_s_fp32": round(fp32_step, 2),
        "bf16_speedup": round(fp32_step / bf16_step, 2),
    }
