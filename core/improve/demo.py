"""``strop demo``: one whole self-improvement cycle on this machine, measured.

1. The base model is evaluated on the held-out tasks and the general set.
2. The agent runs the train tasks; simulated raters (the task checkers, labelled
   as such) rate every run; failed tasks get guided self-play rollouts, rated too
   (the last one hinted with the reference solution where a task has one).
3. Training data comes from those ratings (``from_feedback``: good runs and
   good-vs-bad pairs; ``corrections``: bad runs whose own tool results held the
   answer), filtered, near-duplicates removed, given back the few-shot turns the
   model saw (the tuned model is served with them), written as versioned JSONL.
4. LoRA SFT on the CPU, then DPO on top; both adapters are exported to GGUF.
5. SFT-only and SFT+DPO are evaluated on the held-out tasks; the SFT+DPO
   adapter is deployed to the embedded backend (hot swap) and evaluated through
   the deployed instance, on the held-out tasks and the general set.
6. The table, a JSON summary and a PNG learning curve are written.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.evals.general import GENERAL_TASKS
from core.evals.practice import practice_tasks
from core.evals.replay import replay_tasks
from core.evals.suite import TaskResult
from core.evals.tasks import Task, tasks_for
from core.improve.corrections import corrections
from core.improve.datasets import write_dataset
from core.improve.evaluate import Evaluation, evaluate_model, promotion
from core.improve.few_shot import with_few_shot
from core.improve.filters import dedupe_near, quality_filter
from core.improve.from_feedback import from_feedback
from core.improve.plot import plot_learning_curve
from core.improve.sanitize import Sanitizer
from core.improve.self_play import Rollout, self_play
from core.improve.simulated import rate_task_runs
from core.models.base import ModelClient
from core.models.llamacpp import LlamaCppModel
from core.services import Services

__all__ = ["DemoConfig", "run_demo"]

Say = Callable[[str], None]


@dataclass(frozen=True, slots=True)
class DemoConfig:
    workers: int = 2  # llama.cpp copies, one thread each: the 2 cores both busy
    k: int = 2  # guided rollouts per failed train task
    temperature: float = 0.5
    # Sized so the whole cycle stays within 15 minutes on a 2-core CPU. The examples carry
    # the few-shot turns they are served with (~650 tokens), so a step of 4 takes ~10 s;
    # 16 steps go once over the ~60 examples (12 steps gained nothing in one trial).
    sft_steps: int = 16
    sft_lr: float = 5e-4
    dpo_steps: int = 2
    dpo_batch: int = 2
    # Where the fp32 training copy of the base model is cached (default: in the data dir).
    cache_dir: Path | None = None
    # Generated train-split tasks added to the suite's own (core.evals.practice).
    practice: int = 20
    # Everyday questions the base model answers without tools (core.evals.replay): its own
    # checker-approved answers go into the data, so tuning keeps the habit of answering.
    replay: int = 12
    train_tasks: Sequence[Task] = field(default_factory=lambda: tasks_for("train"))
    heldout_tasks: Sequence[Task] = field(default_factory=lambda: tasks_for("heldout"))
    general_tasks: Sequence[Task] = GENERAL_TASKS


def _copies(workers: int, lora: Path | None = None) -> list[ModelClient]:
    return [LlamaCppModel(n_threads=1, lora_path=lora) for _ in range(max(workers, 1))]


def _task_line(say: Say, prefix: str) -> Callable[[TaskResult], None]:
    def line(result: TaskResult) -> None:
        mark = "ok  " if result.ok else "FAIL"
        why = "" if result.ok else f"  ({result.reasons[0]})"
        say(f"  {prefix} {mark} {result.task_id}{why}")

    return line


def _clocked(say: Say, start: float) -> Say:
    """``say`` with the minutes and seconds since ``start`` before each stage line."""

    def timed(line: str) -> None:
        if line.startswith("["):
            minutes, seconds = divmod(int(time.perf_counter() - start), 60)
            line = f"{minutes:2d}:{seconds:02d} {line}"
        say(line)

    return timed


async def _evaluate(
    services: Services,
    config: DemoConfig,
    say: Say,
    label: str,
    models: Sequence[ModelClient],
    general: bool,
) -> Evaluation:
    say(f"[eval] {label}: held-out tasks{' + general set' if general else ''}")
    agent = services.agents.get("assistant")
    evaluation = await evaluate_model(
        services,
        models,
        agent=agent,
        tasks=config.heldout_tasks,
        general=config.general_tasks if general else None,
        on_result=_task_line(say, label),
    )
    m = evaluation.metrics
    say(
        f"[eval] {label}: held-out {m['success']:.0%}"
        + (f", general {m['general_success']:.0%}" if general else "")
    )
    return evaluation


async def _collect(
    services: Services, config: DemoConfig, models: Sequence[ModelClient], say: Say
) -> dict[str, int]:
    agent = services.agents.get("assistant")
    train = [
        *config.train_tasks,
        *practice_tasks(config.practice),
        *replay_tasks(config.replay),
    ]
    by_id = {t.id: t for t in train}
    counts = {"rollouts": 0, "good": 0}

    def rated(rollout: Rollout) -> None:
        rate_task_runs(
            services.db,
            by_id[rollout.task_id],
            run_ids=rollout.run_ids,
            tool_calls=rollout.tool_calls,
            ok=rollout.ok,
            reasons=rollout.reasons,
        )
        counts["rollouts"] += 1
        counts["good"] += rollout.ok
        kind = "hinted" if rollout.hinted else "guided" if rollout.guided else "greedy"
        say(f"  [{kind}] {'👍' if rollout.ok else '👎'} {rollout.task_id}")

    say(
        f"[collect] the agent runs {len(train)} train tasks ({config.practice} generated, "
        f"{config.replay} everyday questions); "
        "simulated raters (task checkers) rate them"
    )
    await self_play(
        services,
        train,
        agent=agent,
        sanitizer=Sanitizer(),
        models=models,
        k=config.k,
        temperature=config.temperature,
        on_rollout=rated,
    )
    return counts


def _dataset(services: Services, say: Say) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    from core.privacy import ConsentStore, DatasetGate
    from core.rag.embeddings import embed

    sanitizer = Sanitizer()
    fb = from_feedback(services.db, sanitizer=sanitizer)
    fixes = corrections(services.db, sanitizer=sanitizer, plain_text=False)
    # The demo's own runs (self-play, eval) need no chat consent; anyone else's in this
    # database still passes the same gate as in any generated dataset.
    store = ConsentStore(services.db, default=services.settings.training_data_consent)
    gate = DatasetGate(services.db, store.policy())
    sft_gated, dpo_gated = gate.keep(fb.sft + fixes.sft), gate.keep(fb.dpo)
    filtered = quality_filter(sft_gated.kept)
    unique = dedupe_near(filtered.kept, embed, threshold=0.97)
    # Tuned models are served with the agent's few-shot turns: train them in that context.
    sft = with_few_shot(services.db, unique.kept, sanitizer)
    dpo = with_few_shot(services.db, dpo_gated.kept, sanitizer)
    root = services.settings.data_dir / "datasets"
    sft_path = write_dataset(root, "demo-sft", sft, meta={"consent": gate.manifest(sft_gated)})
    write_dataset(root, "demo-dpo", dpo, meta={"consent": gate.manifest(dpo_gated)})
    say(
        f"[data] {len(sft)} SFT examples ({len(fb.sft)} from good runs, {len(fixes.sft)} "
        f"corrections; dropped {dict(filtered.dropped)}, {sum(unique.dropped.values())} near "
        f"duplicates), {len(dpo)} DPO pairs -> {sft_path.parent.parent}"
    )
    return sft, dpo


def _train(
    services: Services,
    config: DemoConfig,
    sft: list[dict[str, Any]],
    dpo: list[dict[str, Any]],
    say: Say,
) -> dict[str, Any]:
    from trainer import LoraSftConfig, base_checkpoint, export_lora_gguf, train_lora
    from trainer.accel import cpu_precision
    from trainer.dpo import LoraDpoConfig, train_dpo
    from trainer.sft import TrainProgress

    def progress(stage: str) -> Callable[[TrainProgress], None]:
        def hook(p: TrainProgress) -> None:
            say(
                f"  [{stage}] step {p.step}/{p.total_steps} loss {p.loss:.3f} ({p.elapsed_s:.0f} s)"
            )

        return hook

    out = services.settings.data_dir / "demo"
    cache = config.cache_dir or services.settings.data_dir / "cache"
    base = base_checkpoint(cache_dir=cache / "base")
    say(
        f"[train] LoRA SFT on {len(sft)} examples, {config.sft_steps} steps "
        f"(CPU, {cpu_precision()})"
    )
    sft_result = train_lora(
        sft,
        base_dir=base,
        output_dir=out / "sft",
        config=LoraSftConfig(
            max_steps=config.sft_steps, learning_rate=config.sft_lr, max_length=1024
        ),
        on_progress=progress("sft"),
    )
    sft_gguf = export_lora_gguf(sft_result.adapter_dir, out / "sft.gguf", base_dir=base)
    result: dict[str, Any] = {"sft": sft_result, "sft_gguf": sft_gguf, "dpo": None}
    if dpo:
        say(f"[train] DPO on {len(dpo)} pairs, {config.dpo_steps} steps, on top of the SFT adapter")
        dpo_result = train_dpo(
            dpo,
            base_dir=base,
            output_dir=out / "sft_dpo",
            config=LoraDpoConfig(
                max_steps=config.dpo_steps, batch_size=config.dpo_batch, max_length=1024
            ),
            init_adapter=sft_result.adapter_dir,
            on_progress=progress("dpo"),
        )
        result["dpo"] = dpo_result
        result["dpo_gguf"] = export_lora_gguf(
            dpo_result.adapter_dir, out / "sft_dpo.gguf", base_dir=base
        )
    else:
        say("[train] no DPO pairs: SFT+DPO is the SFT adapter")
        result["dpo_gguf"] = sft_gguf
    return result


async def run_demo(
    services: Services, *, config: DemoConfig | None = None, say: Say = print
) -> dict[str, Any]:
    """Run the whole cycle; returns the summary (also written next to the PNG)."""
    from core.serving.deploy import Deployer, make_target
    from core.serving.instances import InstanceService

    config = config or DemoConfig()
    start = time.perf_counter()
    say = _clocked(say, start)
    models = _copies(config.workers)
    base_eval = await _evaluate(services, config, say, "base", models, general=True)
    counts = await _collect(services, config, models, say)
    sft, dpo = _dataset(services, say)
    del models
    train_start = time.perf_counter()
    trained = _train(services, config, sft, dpo, say)
    train_minutes = (time.perf_counter() - train_start) / 60
    sft_eval = await _evaluate(
        services, config, say, "sft", _copies(config.workers, trained["sft_gguf"]), general=False
    )
    say("[deploy] SFT+DPO adapter -> embedded instance 'demo' (hot swap, previous kept)")
    instances = InstanceService(services.db, services.settings.data_dir)
    if not instances.exists("demo"):
        instances.spawn("demo")
    target = make_target("embedded", data_dir=services.settings.data_dir, swap=services.swap_model)
    version = Deployer(instances, target).deploy("demo", trained["dpo_gguf"])
    deployed = [services.model_for("instance:demo")]
    deployed += _copies(config.workers - 1, trained["dpo_gguf"])
    tuned_eval = await _evaluate(services, config, say, "sft+dpo", deployed, general=True)
    decision = promotion(base_eval.metrics, tuned_eval.metrics)
    if not decision.promote:
        say(f"[deploy] not promoted ({'; '.join(decision.reasons)}): rolling back")
        Deployer(instances, target).rollback("demo")
    total_minutes = (time.perf_counter() - start) / 60
    summary: dict[str, Any] = {
        "heldout_base": base_eval.metrics["success"],
        "heldout_tuned": tuned_eval.metrics["success"],
        "general_base": base_eval.metrics["general_success"],
        "general_tuned": tuned_eval.metrics["general_success"],
        "sft_only_heldout": sft_eval.metrics["success"],
        "sft_dpo_heldout": tuned_eval.metrics["success"],
        "examples": len(sft),
        "dpo_pairs": len(dpo),
        "rollouts": counts["rollouts"],
        "train_minutes": round(train_minutes, 2),
        "total_minutes": round(total_minutes, 2),
        "promoted": decision.promote,
        "promotion_reasons": decision.reasons,
        "deployed_version": version.version,
        "base_metrics": base_eval.metrics,
        "sft_metrics": sft_eval.metrics,
        "tuned_metrics": tuned_eval.metrics,
        "ratings": "simulated: the task checkers rated every run (source=simulated)",
    }
    losses = {"sft": trained["sft"].losses}
    if trained["dpo"] is not None:
        losses["dpo"] = trained["dpo"].losses
    png = plot_learning_curve(
        services.settings.data_dir / "demo" / "learning_curve.png",
        losses=losses,
        scores={
            "base": {"held-out": summary["heldout_base"], "general": summary["general_base"]},
            "sft": {"held-out": summary["sft_only_heldout"]},
            "sft+dpo": {"held-out": summary["heldout_tuned"], "general": summary["general_tuned"]},
        },
    )
    summary["plot"] = str(png)
    return summary
