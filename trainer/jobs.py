"""One whole training job: request -> SFT and/or DPO on one adapter -> GGUF adapter.

A request is plain JSON, so the same dict goes to the trainer service or to
the in-process backend::

    {"method": "sft" | "dpo" | "sft+dpo",
     "sft": [{"messages": [...]}, ...],
     "dpo": [{"prompt": [...], "chosen": [...], "rejected": [...]}, ...],
     "config": {"max_steps": 20, "learning_rate": 2e-4, "dpo": {"beta": 0.2}},
     "base": "embedded"}          # or the directory of a transformers checkpoint

Top-level ``config`` keys apply to every stage that has that setting (see
``LoraSftConfig`` and ``LoraDpoConfig``); the ``"sft"`` and ``"dpo"`` objects
override them for one stage. "sft+dpo" trains SFT first and then continues the
same adapter with DPO against the SFT model.
"""

from __future__ import annotations

import dataclasses
import math
import shutil
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from pydantic import TypeAdapter, ValidationError

from core.errors import ConfigurationError
from trainer.base_model import base_checkpoint
from trainer.dpo import LoraDpoConfig, train_dpo, validate_pairs
from trainer.export_gguf import export_lora_gguf
from trainer.sft import LoraSftConfig, TrainProgress, TrainResult, train_lora

__all__ = [
    "METHODS",
    "JobHook",
    "JobProgress",
    "JobRequest",
    "JobResult",
    "resolve_base",
    "run_job",
    "stage_configs",
]

METHODS: Final = ("sft", "dpo", "sft+dpo")
ADAPTER_FILE: Final = "adapter.gguf"
_STAGE_KEYS: Final = ("sft", "dpo")


@dataclass(frozen=True, slots=True)
class JobRequest:
    """A parsed training request; :meth:`parse` checks its shape, the trainers its rows."""

    method: str
    sft: list[dict[str, Any]] = field(default_factory=list)
    dpo: list[dict[str, Any]] = field(default_factory=list)
    config: dict[str, Any] = field(default_factory=dict)
    base: str = "embedded"

    @property
    def stages(self) -> tuple[str, ...]:
        return tuple(self.method.split("+"))

    @property
    def examples(self) -> int:
        """Rows the job trains on (SFT examples and/or DPO pairs, by method)."""
        return sum(len(self.sft if stage == "sft" else self.dpo) for stage in self.stages)

    @classmethod
    def parse(cls, data: Any) -> JobRequest:
        if isinstance(data, JobRequest):
            return data
        if not isinstance(data, Mapping):
            raise ConfigurationError("a training request must be a JSON object")
        unknown = sorted(set(data) - {"method", "sft", "dpo", "config", "base"})
        if unknown:
            raise ConfigurationError(f"unknown keys in the training request: {', '.join(unknown)}")
        method = data.get("method", "sft")
        if method not in METHODS:
            raise ConfigurationError(f"method must be one of {', '.join(METHODS)}, got {method!r}")
        lists: dict[str, list[dict[str, Any]]] = {}
        for key in _STAGE_KEYS:
            rows = data.get(key) or []
            if not isinstance(rows, list):
                raise ConfigurationError(f"{key!r} must be a list of training rows")
            lists[key] = rows
        config = data.get("config") or {}
        if not isinstance(config, Mapping):
            raise ConfigurationError("'config' must be an object of training settings")
        base = data.get("base") or "embedded"
        if not isinstance(base, str):
            raise ConfigurationError(
                '\'base\' must be "embedded", "gguf:/path/model.gguf" or a checkpoint directory'
            )
        request = cls(method=method, config=dict(config), base=base, **lists)
        stage_configs(request)  # unknown or invalid settings fail before any work
        return request

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "sft": self.sft,
            "dpo": self.dpo,
            "config": self.config,
            "base": self.base,
        }


@dataclass(frozen=True, slots=True)
class JobProgress:
    """One optimizer step of a job; steps count across stages (SFT steps, then DPO steps)."""

    stage: str
    step: int
    total_steps: int
    loss: float
    elapsed_s: float


JobHook = Callable[[JobProgress], None]


@dataclass(frozen=True, slots=True)
class JobResult:
    adapter_gguf: Path
    losses: list[tuple[int, float]]
    steps: int
    seconds: float
    examples: int
    # Per stage: {"method", "steps", "seconds", "examples"}.
    stages: list[dict[str, Any]] = field(default_factory=list)


def _settings(cls: type[Any], values: Mapping[str, Any], stage: str) -> Any:
    try:
        return TypeAdapter(cls).validate_python(values)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()
        )
        raise ConfigurationError(f"invalid {stage} training settings: {problems}") from None


def _check_ranges(config: LoraSftConfig | LoraDpoConfig, stage: str) -> None:
    positive = {
        "r": config.r,
        "alpha": config.alpha,
        "learning_rate": config.learning_rate,
        "epochs": config.epochs,
        "batch_size": config.batch_size,
        "max_length": config.max_length,
        "max_steps": 1 if config.max_steps is None else config.max_steps,
    }
    bad = sorted(name for name, value in positive.items() if not value > 0)
    if bad:
        raise ConfigurationError(f"{stage} settings must be positive: {', '.join(bad)}")


def stage_configs(request: JobRequest) -> tuple[LoraSftConfig, LoraDpoConfig]:
    """The SFT and DPO settings of ``request``: defaults, then shared keys, then per stage."""
    fields = {
        "sft": {f.name for f in dataclasses.fields(LoraSftConfig)},
        "dpo": {f.name for f in dataclasses.fields(LoraDpoConfig)},
    }
    shared = {k: v for k, v in request.config.items() if k not in _STAGE_KEYS}
    unknown = sorted(set(shared) - fields["sft"] - fields["dpo"])
    if unknown:
        known = ", ".join(sorted(fields["sft"] | fields["dpo"]))
        raise ConfigurationError(f"unknown training settings {unknown}; known: {known}")
    configs: dict[str, Any] = {}
    for stage, cls in (("sft", LoraSftConfig), ("dpo", LoraDpoConfig)):
        own = request.config.get(stage) or {}
        if not isinstance(own, Mapping):
            raise ConfigurationError(f"config[{stage!r}] must be an object of {stage} settings")
        extra = sorted(set(own) - fields[stage])
        if extra:
            raise ConfigurationError(f"unknown {stage} settings: {', '.join(extra)}")
        values = {k: v for k, v in shared.items() if k in fields[stage]} | dict(own)
        configs[stage] = _settings(cls, values, stage)
        _check_ranges(configs[stage], stage)
    return configs["sft"], configs["dpo"]


def planned_steps(rows: int, *, epochs: float, batch_size: int, max_steps: int | None) -> int:
    """Optimizer steps transformers' Trainer will take (before it drops any rows)."""
    if max_steps is not None:
        return max_steps
    return max(1, math.ceil(epochs * math.ceil(rows / batch_size)))


def resolve_base(base: str, cache_dir: Path) -> Path:
    """The checkpoint directory of ``base``: the bundled model (converted once), a GGUF
    model as ``gguf:/path/model.gguf`` (an instance's base, e.g. a promoted pruned model;
    converted once per file), or a checkpoint directory."""
    if base == "embedded":
        return base_checkpoint(cache_dir=cache_dir / "base-hf")
    if base.startswith("gguf:"):
        gguf = Path(base.removeprefix("gguf:"))
        if not gguf.is_file():
            raise ConfigurationError(f"base {base!r}: no GGUF file there")
        size = gguf.stat().st_size
        return base_checkpoint(
            cache_dir=cache_dir / "gguf-hf" / f"{gguf.stem}-{size}", gguf_path=gguf
        )
    path = Path(base)
    if not (path / "config.json").is_file():
        raise ConfigurationError(
            f'base must be "embedded", "gguf:/path/model.gguf" or a transformers checkpoint '
            f"directory; {base!r} is none of them"
        )
    return path


def run_job(
    request: JobRequest | Mapping[str, Any],
    *,
    work_dir: Path,
    cache_dir: Path,
    on_progress: JobHook | None = None,
) -> JobResult:
    """Train what ``request`` asks for and export the adapter to ``work_dir/adapter.gguf``.

    ``cache_dir`` keeps the fp32 base checkpoint between jobs. On success
    ``work_dir`` holds the GGUF and the final PEFT adapter (``adapter/``);
    on failure the exception propagates and the stage folders are removed.
    """
    job = JobRequest.parse(request)
    sft_config, dpo_config = stage_configs(job)
    if "dpo" in job.stages:
        # Before SFT spends minutes, so a bad pair fails an "sft+dpo" job at once.
        validate_pairs(job.dpo)
    totals = {
        "sft": planned_steps(
            len(job.sft),
            epochs=sft_config.epochs,
            batch_size=sft_config.batch_size,
            max_steps=sft_config.max_steps,
        ),
        "dpo": planned_steps(
            len(job.dpo),
            epochs=dpo_config.epochs,
            batch_size=dpo_config.batch_size,
            max_steps=dpo_config.max_steps,
        ),
    }
    start = time.perf_counter()
    work_dir.mkdir(parents=True, exist_ok=True)
    stage_dirs = [work_dir / stage for stage in job.stages]
    done_steps = 0
    losses: list[tuple[int, float]] = []
    stages: list[dict[str, Any]] = []

    def hook_for(stage: str, index: int) -> Callable[[TrainProgress], None] | None:
        if on_progress is None:
            return None
        hook = on_progress
        later = sum(totals[s] for s in job.stages[index + 1 :])

        def report(p: TrainProgress) -> None:
            hook(
                JobProgress(
                    stage=stage,
                    step=done_steps + p.step,
                    total_steps=done_steps + p.total_steps + later,
                    loss=p.loss,
                    elapsed_s=time.perf_counter() - start,
                )
            )

        return report

    try:
        base_dir = resolve_base(job.base, cache_dir)
        adapter: Path | None = None
        for index, stage in enumerate(job.stages):
            result: TrainResult
            if stage == "sft":
                result = train_lora(
                    job.sft,
                    base_dir=base_dir,
                    output_dir=stage_dirs[index],
                    config=sft_config,
                    on_progress=hook_for(stage, index),
                )
            else:
                result = train_dpo(
                    job.dpo,
                    base_dir=base_dir,
                    output_dir=stage_dirs[index],
                    config=dpo_config,
                    init_adapter=adapter,
                    on_progress=hook_for(stage, index),
                )
            losses += [(done_steps + step, loss) for step, loss in result.losses]
            done_steps += result.steps
            stages.append(
                {
                    "method": stage,
                    "steps": result.steps,
                    "seconds": result.seconds,
                    "examples": result.examples,
                }
            )
            adapter = result.adapter_dir
        assert adapter is not None  # every method has at least one stage
        final = work_dir / "adapter"
        shutil.rmtree(final, ignore_errors=True)
        adapter.rename(final)
        gguf = export_lora_gguf(final, work_dir / ADAPTER_FILE, base_dir=base_dir)
    finally:
        for stage_dir in stage_dirs:
            shutil.rmtree(stage_dir, ignore_errors=True)
    return JobResult(
        adapter_gguf=gguf,
        losses=losses,
        steps=done_steps,
        seconds=time.perf_counter() - start,
        examples=job.examples,
        stages=stages,
    )
