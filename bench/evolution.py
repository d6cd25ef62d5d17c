"""The evolution benchmark: prompt evolution, weight training, or both, on one rated stream.

Three arms start from the same base agent (strop's assistant with the suite's
custom tools, stored as a version) and the same base model (the embedded
135M model), each in a fresh data directory of its own. Every cycle:

1. the arm's current agent version on its current model runs a fixed stream of
   train-split suite tasks through the real runtime;
2. a :class:`~core.evolution.raters.ScriptedRater` rates every run (👎 for a
   long answer, a missing, wrong or unneeded tool, a wrong answer; 👍 otherwise)
   and the ratings are stored like anyone's;
3. the same version and model run the held-out split in a scratch directory
   (task success here is what ``success`` reports: nothing learns from it);
4. the arm improves: ``prompt_only`` runs :func:`~core.evolution.evolve.evolve_agent`
   (analyse, credit, plan, new version; the previous hypothesis is checked
   first), ``weights_only`` runs one training cycle of the improvement loop on
   the ratings (``generate_training_data`` -> a LoRA SFT run on the CPU through
   the in-process trainer -> GGUF) and serves the adapter next cycle,
   ``both`` does both.

After the last cycle nothing new is made; only the pending hypothesis is checked.
The weight arms adopt each adapter without strop's promotion gate, so the
training itself is measured; whether the gate would have promoted it (held-out
metrics of this cycle against the previous one) is reported beside it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.agents.spec import AgentSpec
from core.decide import decide_optimization_target
from core.evals.fixtures import CUSTOM_TOOL_EXAMPLES
from core.evals.suite import TaskResult, prepare, run_task
from core.evals.tasks import Task, spread, tasks_for
from core.evolution.evolve import evolve_agent
from core.evolution.raters import ScriptedRater, Verdict, mean_rating
from core.evolution.ratings import analyse_new
from core.evolution.records import RecordView, check_outcomes, list_records
from core.improve.evaluate import evaluate_in_scratch, promotion
from core.models.base import ModelClient
from core.services import Services
from core.settings import Settings
from core.storage import Run

__all__ = [
    "AGENT",
    "ALL_ARMS",
    "ARMS",
    "DECIDER",
    "EvolutionConfig",
    "evolution_benchmark",
    "rate_stream",
]

ARMS = ("prompt_only", "weights_only", "both")
# The decider arm asks decide_optimization_target each cycle and takes its branch
# (bench.policies compares it with the fixed arms); not part of the default run.
DECIDER = "decider"
ALL_ARMS = (*ARMS, DECIDER)
# What each fixed arm does every cycle: evolve the prompt, train weights, or both.
_FIXED = {"prompt_only": ("prompt",), "weights_only": ("train",), "both": ("prompt", "train")}
# The decider's answer -> what the arm does: an architecture change needs an
# administrator's approval, which nobody gives in a benchmark, so it does nothing.
_DECIDED = {"prompt": ("prompt",), "model_instance": ("train",), "architecture": (), "none": ()}
AGENT = "assistant"
Say = Callable[[str], None]
MakeModels = Callable[[Path | None], list[ModelClient]]


@dataclass(frozen=True, slots=True)
class EvolutionConfig:
    """What one benchmark run does; the defaults are what ``python -m bench`` measures."""

    cycles: int = 4
    stream: int = 23  # train-split tasks per cycle (all 23 by default)
    heldout: int = 23  # held-out tasks measured per cycle (all 23 by default)
    max_chars: int = 100  # the rater's limit for a short answer
    workers: int = 2  # llama.cpp copies, one thread each
    strategies: tuple[str, ...] = ("from_feedback", "corrections")
    # Training settings of the weight arms (trainer.jobs config keys).
    training: dict[str, Any] = field(
        default_factory=lambda: {
            "max_steps": 12,
            "batch_size": 4,
            "learning_rate": 3e-4,
            "max_length": 1024,
            "seed": 0,
        }
    )
    arms: tuple[str, ...] = ARMS

    def __post_init__(self) -> None:
        unknown = [a for a in self.arms if a not in ALL_ARMS]
        if unknown or not self.arms:
            raise ValueError(f"arms must be among {', '.join(ALL_ARMS)}, not {list(self.arms)}")
        if self.cycles < 1 or self.stream < 1 or self.heldout < 0 or self.workers < 1:
            raise ValueError("cycles, stream and workers must be at least 1, heldout at least 0")

    def as_dict(self) -> dict[str, Any]:
        return {**dataclasses.asdict(self), "strategies": list(self.strategies)}


def _copies(workers: int, adapter: Path | None) -> list[ModelClient]:
    from core.models.llamacpp import LlamaCppModel

    return [LlamaCppModel(n_threads=1, lora_path=adapter, seed=0) for _ in range(workers)]


async def _base_agent(services: Services, tasks: Sequence[Task]) -> AgentSpec:
    """The assistant with the suite set up and its custom tools stored as a version.

    Stored, so every run is credited to a version evolution can read.
    """
    tooled = await prepare(services, tasks, services.agents.get(AGENT))
    return services.agents.update(
        AGENT, tools=tooled.tools, parameters=tooled.parameters, note="evolution bench base"
    )


def _for_scratch(spec: AgentSpec) -> AgentSpec:
    """``spec`` without the custom-tool examples the scratch suite adds again itself."""
    examples = [e for e in spec.param("examples") or [] if e not in CUSTOM_TOOL_EXAMPLES]
    return dataclasses.replace(spec, parameters={**spec.parameters, "examples": examples})


async def _stream(
    services: Services, models: Sequence[ModelClient], spec: AgentSpec, tasks: Sequence[Task]
) -> list[TaskResult]:
    """Run ``tasks`` on ``spec``, one per model copy at a time; results in stream order."""
    queue = list(enumerate(tasks))
    done: dict[int, TaskResult] = {}

    async def worker(model: ModelClient) -> None:
        runner = services.runner(model)
        while queue:
            index, task = queue.pop(0)
            done[index] = await run_task(runner, spec, task)

    await asyncio.gather(*(worker(m) for m in models))
    return [done[i] for i in sorted(done)]


def _outputs(services: Services, run_ids: Sequence[int]) -> list[str]:
    with services.db.session() as s:
        return [(row.output if (row := s.get(Run, i)) else "") for i in run_ids]


def rate_stream(
    services: Services, rater: ScriptedRater, tasks: Sequence[Task], results: Sequence[TaskResult]
) -> list[Verdict]:
    """Rate and store every run of ``results``; the verdicts, one per run."""
    verdicts: list[Verdict] = []
    for task, result in zip(tasks, results, strict=True):
        found = rater.rate_attempt(
            task,
            answers=_outputs(services, result.run_ids),
            tool_calls=result.tool_calls,
            ok=result.ok,
        )
        rater.store(services.db, result.run_ids, found)
        verdicts += found
    return verdicts


def _record(view: RecordView) -> dict[str, Any]:
    return {
        "id": view.id,
        "from_version": view.from_version,
        "to_version": view.to_version,
        "status": view.status,
        "hypothesis": view.hypothesis,
        "metric": view.metric,
        "baseline": view.baseline,
        "outcome": view.outcome,
        "score_delta": view.score_delta,
        "changes": [c.describe() for c in view.changes],
        "complaints": view.analysis.get("complaints", {}),
        "reason": view.reason,
    }


async def _train(
    services: Services, config: EvolutionConfig, cache_dir: Path, say: Say
) -> tuple[Path | None, dict[str, Any]]:
    """One improvement-loop training cycle on every rating so far; the adapter and figures."""
    from core.improve.generate import generate_training_data
    from core.improve.training import InProcessBackend, trigger_training, watch_training

    start = time.perf_counter()
    data = await generate_training_data(
        services, strategies=config.strategies, name="bench-evolution", scope={"agent": AGENT}
    )
    info: dict[str, Any] = {"sft_examples": len(data.sft), "dpo_pairs": len(data.dpo)}
    if not data.sft:
        return None, {**info, "skipped": "no training data"}
    backend = InProcessBackend(data_dir=services.settings.data_dir, cache_dir=cache_dir)
    request = {"method": "sft", "sft": data.sft, "config": dict(config.training)}
    run_id = trigger_training(services.db, backend, request, dataset_path=str(data.sft_path))
    say(f"  [train] run {run_id}: LoRA SFT on {len(data.sft)} examples")
    status = await asyncio.to_thread(watch_training, services.db, backend, run_id, poll_s=2.0)
    if status["status"] != "done":
        raise RuntimeError(f"training run {run_id} failed: {status.get('error')}")
    losses = status.get("losses") or []
    info.update(
        steps=status.get("total_steps"),
        final_loss=round(float(losses[-1][1]), 4) if losses else None,
        seconds=round(time.perf_counter() - start, 1),
    )
    return Path(status["adapter_path"]), info


async def _arm(
    arm: str,
    config: EvolutionConfig,
    data_dir: Path,
    cache_dir: Path,
    say: Say,
    make_models: MakeModels,
) -> dict[str, Any]:
    stream = spread(tasks_for("train"), config.stream)
    heldout = spread(tasks_for("heldout"), config.heldout)
    rater = ScriptedRater(max_chars=config.max_chars)
    settings = Settings(_env_file=None, data_dir=data_dir, warmstart=False)  # type: ignore[call-arg]
    adapter: Path | None = None
    models = make_models(None)
    services = Services(settings, model=models[0])
    out: dict[str, Any] = {
        "success": [],
        "rating": [],
        "stream_success": [],
        "mean_answer_chars": [],
        "complaints": [],
        "agent_version": [],
        "adapter": [],
        "evolution": [],
        "training": [],
        "gate_would_promote": [],
        "branch": [],  # what the arm did after each cycle but the last
        "decision": [],  # the decider arm: decide_optimization_target's answer and reason
        "improve_cpu_s": [],  # CPU seconds of this process spent improving, per cycle
        "cpu_s": None,  # CPU seconds of the whole arm (runs, evaluations, improvements)
    }
    arm_cpu = time.process_time()
    try:
        await _base_agent(services, [*stream, *heldout])
        previous: dict[str, float] | None = None
        for cycle in range(config.cycles):
            spec = services.agents.get(AGENT)
            results = await _stream(services, models, spec, stream)
            verdicts = rate_stream(services, rater, stream, results)
            # As the periodic round does: ratings are analysed as they come, so a
            # hypothesis measured by a complaint rate can be checked on them.
            await analyse_new(services.db, None)
            metrics: dict[str, float] = {}
            if heldout:
                evaluation = await evaluate_in_scratch(
                    services, models, agent=_for_scratch(spec), tasks=heldout, general=None
                )
                metrics = evaluation.metrics
            rating = mean_rating(verdicts)
            out["success"].append(metrics.get("success"))
            out["rating"].append(round(rating, 4) if rating is not None else None)
            out["stream_success"].append(round(sum(r.ok for r in results) / len(results), 4))
            out["mean_answer_chars"].append(
                round(sum(len(r.answer) for r in results) / len(results), 1)
            )
            out["complaints"].append(dict(Counter(k for v in verdicts for k in v.complaints)))
            out["agent_version"].append(spec.version)
            out["adapter"].append(adapter.name if adapter else None)
            if adapter is not None and previous is not None and metrics:
                out["gate_would_promote"].append(promotion(previous, metrics).promote)
            previous = metrics or previous
            say(
                f"[{arm}] cycle {cycle}: v{spec.version}"
                f"{' + ' + adapter.name if adapter else ''}, held-out {metrics.get('success')}, "
                f"stream {out['stream_success'][-1]}, rating {out['rating'][-1]}, "
                f"complaints {out['complaints'][-1]}"
            )
            if cycle == config.cycles - 1:
                check_outcomes(services.db, agent=AGENT)
                break
            # process_time counts every thread of this process: llama.cpp's and torch's.
            cpu = time.process_time()
            steps = _FIXED.get(arm, ())
            if arm == DECIDER:
                decision = decide_optimization_target(services.db, f"agent:{AGENT}")
                out["decision"].append({"target": decision.target, "reason": decision.reason})
                steps = _DECIDED[decision.target]
                say(f"  [decide] {decision.target}: {decision.reason}")
            out["branch"].append("+".join(steps) or "none")
            if "prompt" in steps:
                record = await evolve_agent(services, AGENT)
                if record is not None:
                    say(f"  [evolve] {record.status}: {record.hypothesis}")
            if "train" in steps:
                trained, info = await _train(services, config, cache_dir, say)
                out["training"].append(info)
                if trained is not None:
                    adapter = trained
                    models = make_models(adapter)
            out["improve_cpu_s"].append(round(time.process_time() - cpu, 1))
        out["evolution"] = [_record(r) for r in reversed(list_records(services.db, AGENT))]
    finally:
        services.close()
    out["cpu_s"] = round(time.process_time() - arm_cpu, 1)
    return out


def evolution_benchmark(
    config: EvolutionConfig | None = None,
    *,
    cache_dir: Path | None = None,
    say: Say | None = None,
    make_models: MakeModels | None = None,
) -> dict[str, Any]:
    """Run every arm of ``config``; the per-cycle figures of each (see the module docstring).

    ``cache_dir`` keeps the trainer's fp32 base checkpoint between runs;
    ``make_models(adapter)`` returns the model copies to serve (default: the
    embedded model, one llama.cpp copy per worker, with ``adapter`` applied).
    """
    config = config or EvolutionConfig()
    say = say or (lambda line: print(line, file=sys.stderr, flush=True))
    make = make_models or (lambda adapter: _copies(config.workers, adapter))
    start = time.perf_counter()
    arms: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="strop-bench-evolution-") as scratch:
        root = Path(scratch)
        cache = cache_dir or root / "cache"
        for arm in config.arms:
            arms[arm] = asyncio.run(_arm(arm, config, root / arm, cache, say, make))
    return {
        "arms": arms,
        "cycles": config.cycles,
        "tasks_per_cycle": config.stream,
        "heldout_tasks": config.heldout,
        "success_measured_on": (
            "the held-out split, run in a scratch directory by each arm's current agent "
            "version and model (nothing learns from it); stream_success is the rated stream"
        ),
        "rating_scale": "mean over every run of the stream: +1 thumbs up, -1 thumbs down",
        "rater": (
            f"ScriptedRater(max_chars={config.max_chars}): dislikes answers over "
            f"{config.max_chars} characters, a missing, wrong or unneeded tool, wrong answers"
        ),
        "weights": (
            "each cycle a fresh LoRA (SFT) from the base on every rating so far "
            f"({', '.join(config.strategies)}), adopted without the promotion gate"
        ),
        "config": config.as_dict(),
        "seconds": round(time.perf_counter() - start, 1),
    }


if __name__ == "__main__":  # a quick look: python -m bench.evolution
    print(json.dumps(evolution_benchmark(EvolutionConfig(cycles=2, stream=5, heldout=5)), indent=2))
