"""The turnaround benchmark: rated runs to a deployed adapter of 300 examples, on this CPU.

SPEC 6 asks that ratings become a deployed adapter within 10 minutes for up to
300 examples on the CPU. Before the clock starts, the runtime records 375
runs of generated function-calling cases (``core.toolgen``, train families):
a scripted model plays each case's turns, the generated tools really run, and
the agent shows three other cases as its few-shot examples and holds their
tools, so the rows are at least as long as the demo's (the loop's SFT rows
carry the example turns they were served with, ``core.improve.few_shot``, and
that context is most of their length). Timed from there: three teammates
rate the runs (👍 when the case's checker accepts them),
``generate_training_data`` (``from_feedback``: the consent gate, the quality
filter, near-duplicate removal, the few-shot turns, a versioned dataset), one
epoch of the loop's LoRA SFT with its default settings, the GGUF export, the
hot swap into the embedded backend and the first request served through the new adapter.

A few steps are then timed again with ``STROP_CPU_BF16=0``, so the result also
says how much bf16 autocast saves on this CPU.
"""

from __future__ import annotations

import dataclasses
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

from core.models.base import ChatMessage
from core.services import Services
from core.settings import Settings
from core.toolgen.cases import CALL_KINDS, CASE_KINDS, Case

__all__ = ["CHANNEL", "TEAM", "WORKSPACE", "record_runs", "turnaround_benchmark"]

# Rated runs: 300 of them come through the quality filter and the near-duplicate check
# (366 of the 375 are rated good; near copies of generated requests are most of the rest).
RUNS = 375
# Example conversations shown before each request, as the runtime shows its examples;
# with three (and their tools in the system prompt) the rows average ~770 tokens, a
# little longer than the demo's SFT rows (~650).
SHOTS = 3
COMPARE_STEPS = 6  # steps timed in each precision for the comparison
TEAM = ("U01ANN", "U02BOB", "U03CAT")  # Slack users who chat with the agent and rate it
WORKSPACE, CHANNEL = "T0TEAM", "C0TOOLS"  # where the team turned training-data collection on


def _example(case: Case) -> dict[str, Any]:
    """``case`` as one of an agent's few-shot examples."""
    steps = (
        [{"tool": case.target, "args": case.arguments, "result": case.result}]
        if case.kind in CALL_KINDS
        else []
    )
    return {"user": case.request, "steps": steps, "answer": case.answer}


def _turns(case: Case) -> list[str]:
    """What a model that knows the answer says: the call (call kinds), then the answer."""
    from core.runtime.prompt import answer_text, call_text

    calls = [call_text(case.target, case.arguments)] if case.kind in CALL_KINDS else []
    return [*calls, answer_text(case.answer)]


async def record_runs(services: Services, n: int, *, seed: int = 0) -> list[tuple[int, bool]]:
    """``n`` runs recorded by the runtime; returns each run's id and whether the
    case's checker accepts what it did.

    Each run is a generated train case asked by one of :data:`TEAM` in a Slack
    channel, on an agent showing ``SHOTS`` other cases as examples and holding
    the case's tools and theirs; a scripted model says the case's turns and the
    generated tools compute the results.
    """
    from core.models.scripted import ScriptedModel
    from core.runtime.loop import AgentRunner
    from core.toolgen import generate_cases
    from core.toolgen.evaluate import judge_run
    from core.toolgen.examples import DEFAULT_AGENT
    from core.toolgen.families import train_pool
    from core.toolgen.tools import registry_for

    cases = generate_cases(
        "train", n, seed=seed, kinds=CASE_KINDS, families=train_pool(procedural=True)
    )
    rng = random.Random(seed)
    tools = registry_for(sorted({name for case in cases for name in case.tools}))
    out = []
    for i, case in enumerate(cases):
        # Examples that leave the case's own tool out, so a case where no tool fits stays so.
        pool = [c for j, c in enumerate(cases) if j != i and case.target not in c.tools]
        others = rng.sample(pool, SHOTS)
        # The agent holds its examples' tools too (the runtime shows an example only
        # when the agent has every tool it uses), as a team's agent holds many.
        names = dict.fromkeys([*case.tools, *(n for o in others for n in o.tools)])
        agent = dataclasses.replace(
            DEFAULT_AGENT,
            tools=tuple(names),
            parameters={
                **DEFAULT_AGENT.parameters,
                "tool_choice_k": 0,
                "examples": [_example(other) for other in others],
            },
            version_id=None,
        )
        turns = _turns(case)
        # The runtime may ask again (e.g. whether a refusal stands): the answer is repeated.
        model = ScriptedModel([*turns, turns[-1], turns[-1]], model_id="scripted:turnaround")
        runner = AgentRunner(
            model=model, tools=tools, db=services.db, context_factory=services.context
        )
        result = await runner.run(
            agent,
            case.request,
            platform="slack",
            workspace=WORKSPACE,
            channel=CHANNEL,
            user=TEAM[i % len(TEAM)],
        )
        out.append((result.run_id, judge_run(case, result).ok))
    return out


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


def _minutes(seconds: float) -> float:
    return round(seconds / 60, 2)


def turnaround_benchmark(cache_dir: Path | None = None, say: Any = print) -> dict[str, Any]:
    import asyncio

    from core.feedback import rate_run
    from core.improve.generate import generate_training_data
    from core.privacy import ConsentStore
    from core.serving.deploy import Deployer, make_target
    from core.serving.instances import InstanceService
    from trainer import LoraSftConfig, base_checkpoint, export_lora_gguf, train_lora
    from trainer.accel import cpu_precision
    from trainer.sft import TrainProgress

    with tempfile.TemporaryDirectory(prefix="strop-bench-turnaround-") as scratch:
        data_dir = Path(scratch)
        base = base_checkpoint(cache_dir=(cache_dir or data_dir / "cache") / "base")
        services = Services(Settings(_env_file=None, data_dir=data_dir))  # type: ignore[call-arg]
        try:
            consent = ConsentStore(services.db, default=services.settings.training_data_consent)
            consent.set_collection(
                platform="slack", workspace=WORKSPACE, channel=CHANNEL, collect=True, by=TEAM[0]
            )
            say(f"[runs] the runtime records {RUNS} runs (scripted turns, {SHOTS} examples each)")
            runs = asyncio.run(record_runs(services, RUNS))
            config = LoraSftConfig()  # what a cycle trains with when nothing overrides it

            def progress(p: TrainProgress) -> None:
                if p.step == 1 or p.step % 10 == 0 or p.step == p.total_steps:
                    seconds = f"({p.elapsed_s:.0f} s)"
                    say(f"  [sft] step {p.step}/{p.total_steps} loss {p.loss:.3f} {seconds}")

            start = time.perf_counter()
            for i, (run_id, ok) in enumerate(runs):
                rate_run(
                    services.db,
                    run_id,
                    "good" if ok else "bad",
                    rater=TEAM[(i + 1) % len(TEAM)],
                    source="slack",
                )
            rated = time.perf_counter()
            data = asyncio.run(
                generate_training_data(services, strategies=["from_feedback"], name="turnaround")
            )
            generated = time.perf_counter()
            say(f"[data] {len(data.sft)} SFT rows from {len(runs)} rated runs: {data.summary()}")
            result = train_lora(
                data.sft,
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
        lengths = _token_counts(data.sft, base)
        say("[compare] a few SFT steps in each precision")
        bf16_step = _step_seconds(data.sft, base, data_dir / "bf16", bf16=True)
        fp32_step = _step_seconds(data.sft, base, data_dir / "fp32", bf16=False)
    losses = [loss for _, loss in result.losses]
    window = max(len(losses) // 10, 1)
    return {
        "rated_runs": len(runs),
        "rated_good": sum(ok for _, ok in runs),
        "examples": len(data.sft),
        "dropped": dict(data.dropped),
        "tokens_mean": round(statistics.mean(lengths)),
        "tokens_max": max(lengths),
        "epochs": config.epochs,
        "batch_size": config.batch_size,
        "steps": result.steps,
        "precision": cpu_precision(),
        "rate_minutes": _minutes(rated - start),
        "data_minutes": _minutes(generated - rated),
        "train_minutes": _minutes(trained - generated),
        "export_minutes": _minutes(exported - trained),
        "deploy_minutes": _minutes(served - exported),
        "total_minutes": _minutes(served - start),
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
