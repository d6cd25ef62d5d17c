"""LoRA supervised fine-tuning on chat transcripts, on the CPU (bf16 autocast where the CPU
has bf16 units, else fp32; ``trainer.accel``) or a GPU.

Each example is ``{"messages": [{"role": ..., "content": ...}, ...]}`` in the
format the agent runtime produces (``core/runtime/prompt.py``): a system
prompt, user turns, assistant turns holding one JSON object, tool results as
user turns. By default the loss covers only what the assistant says (each
assistant turn and the ``<|im_end|>`` that ends it), so the model is not taught
to predict users or tool results.

Only ``output_dir`` is written: the adapter in ``output_dir/adapter`` and
nothing else (no checkpoints, no logs, no reports).

The progress and result types here are shared with ``trainer.dpo``.
"""

from __future__ import annotations

import math
import shutil
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from datasets import Dataset
from peft import PeftModel
from transformers import (
    PrinterCallback,
    Trainer,
    TrainerCallback,
    TrainerControl,
    TrainerState,
    TrainingArguments,
    set_seed,
)
from trl.trainer.sft_config import SFTConfig
from trl.trainer.sft_trainer import SFTTrainer

from core.errors import ConfigurationError
from trainer.accel import LINEAR_MODULES, Backend, LoraSpec, lora_model, run_args, training_backend
from trainer.chat_template import training_chat_template
from trainer.label_loss import LabelTokenSFTTrainer

__all__ = [
    "LoraSftConfig",
    "ProgressHook",
    "SftResult",
    "TrainProgress",
    "TrainResult",
    "train_lora",
]

ADAPTER_DIRNAME = "adapter"
SCRATCH_DIRNAME = "trainer"  # the HF trainer's output dir, removed after training
_ROLES = frozenset({"system", "user", "assistant"})


@dataclass(frozen=True, slots=True)
class LoraSftConfig:
    """Hyperparameters of one LoRA SFT run. ``max_steps``, when set, overrides ``epochs``."""

    r: int = 16
    alpha: int = 32
    dropout: float = 0.0
    target_modules: tuple[str, ...] = LINEAR_MODULES
    learning_rate: float = 2e-4
    epochs: float = 1.0
    max_steps: int | None = None
    batch_size: int = 4
    max_length: int = 1024  # transcripts with their few-shot turns run to ~850 tokens
    seed: int = 0
    assistant_only_loss: bool = True


@dataclass(frozen=True, slots=True)
class TrainProgress:
    """One optimizer step done; passed to the progress hook."""

    step: int
    total_steps: int
    loss: float
    elapsed_s: float


ProgressHook = Callable[[TrainProgress], None]


@dataclass(frozen=True, slots=True)
class TrainResult:
    """What one training run (SFT or DPO) produced: the adapter directory and its loss curve."""

    adapter_dir: Path
    losses: list[tuple[int, float]] = field(default_factory=list)
    seconds: float = 0.0
    steps: int = 0
    examples: int = 0


# The first name of TrainResult, from before DPO shared it.
SftResult = TrainResult


class ProgressCallback(TrainerCallback):
    """Calls a progress hook with every logged training loss (one per step at logging_steps=1)."""

    def __init__(self, hook: ProgressHook, start: float) -> None:
        self._hook = hook
        self._start = start

    def on_log(
        self,
        args: TrainingArguments,
        state: TrainerState,
        control: TrainerControl,
        logs: dict[str, float] | None = None,
        **kwargs: Any,
    ) -> None:
        if logs and "loss" in logs:
            self._hook(
                TrainProgress(
                    step=state.global_step,
                    total_steps=state.max_steps,
                    loss=float(logs["loss"]),
                    elapsed_s=time.perf_counter() - self._start,
                )
            )


def logged_losses(state: TrainerState) -> list[tuple[int, float]]:
    """``(step, loss)`` for every finite training loss in a finished trainer's log."""
    return [
        (int(entry["step"]), float(entry["loss"]))
        for entry in state.log_history
        if "loss" in entry and math.isfinite(entry["loss"])
    ]


def check_messages(messages: Any, where: str, *, keep_train: bool = False) -> list[dict[str, Any]]:
    """``messages`` as a clean list of ``{"role", "content"}``, or ``ConfigurationError``.

    With ``keep_train`` every message also gets ``"train"`` (default true): whether
    an assistant turn counts in the loss.
    """
    if not isinstance(messages, list) or not messages:
        raise ConfigurationError(f"{where} must be a non-empty list of messages")
    for message in messages:
        if (
            not isinstance(message, Mapping)
            or message.get("role") not in _ROLES
            or not isinstance(message.get("content"), str)
        ):
            raise ConfigurationError(
                f"{where}: each message needs a role in {sorted(_ROLES)} "
                f"and string content, got {message!r}"
            )
        if not isinstance(message.get("train", True), bool):
            raise ConfigurationError(f"{where}: 'train' must be true or false, got {message!r}")
    if keep_train:
        return [
            {"role": m["role"], "content": m["content"], "train": m.get("train", True)}
            for m in messages
        ]
    return [{"role": m["role"], "content": m["content"]} for m in messages]


def _validate(
    examples: Sequence[Mapping[str, Any]], *, need_assistant: bool
) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for i, example in enumerate(examples):
        if not isinstance(example, Mapping):
            raise ConfigurationError(f"training example {i} must be an object, got {example!r}")
        messages = check_messages(
            example.get("messages"), f"training example {i}: 'messages'", keep_train=True
        )
        if need_assistant and not any(m["role"] == "assistant" and m["train"] for m in messages):
            raise ConfigurationError(f"training example {i} has no assistant turn to learn from")
        rows.append({"messages": messages})
    if not rows:
        raise ConfigurationError("no training examples")
    return rows


def fit(
    trainer: Trainer,
    model: PeftModel,
    *,
    output_dir: Path,
    start: float,
    examples: int,
    adapters: list[str] | None = None,
) -> TrainResult:
    """Train, keep only ``output_dir/adapter`` (``adapters`` of the model), report the run."""
    # With tqdm off, transformers prints each log line to stdout; progress goes to the hook.
    trainer.remove_callback(PrinterCallback)
    try:
        trainer.train()
    finally:
        # save_strategy="no" leaves the trainer's own output dir empty; it only has to exist.
        shutil.rmtree(output_dir / SCRATCH_DIRNAME, ignore_errors=True)
    adapter_dir = output_dir / ADAPTER_DIRNAME
    model.save_pretrained(str(adapter_dir), selected_adapters=adapters)
    return TrainResult(
        adapter_dir=adapter_dir,
        losses=logged_losses(trainer.state),
        seconds=time.perf_counter() - start,
        steps=int(trainer.state.global_step),
        examples=examples,
    )


def _sft_args(config: LoraSftConfig, scratch_dir: Path, backend: Backend) -> SFTConfig:
    return SFTConfig(
        **run_args(config, scratch_dir=scratch_dir, backend=backend),
        assistant_only_loss=config.assistant_only_loss,
        packing=False,
        # Batches of similar length: agent transcripts run from 150 to 1000 tokens and
        # padding every batch to its longest wastes most of a CPU step.
        train_sampling_strategy="group_by_length",
    )


def train_lora(
    examples: Sequence[Mapping[str, Any]],
    *,
    base_dir: Path,
    output_dir: Path,
    config: LoraSftConfig | None = None,
    on_progress: ProgressHook | None = None,
    init_adapter: Path | None = None,
) -> TrainResult:
    """Train a LoRA adapter on ``examples`` over the checkpoint in ``base_dir``.

    ``base_dir`` is a checkpoint from :func:`trainer.base_model.base_checkpoint`
    (or :func:`trainer.tiny.tiny_checkpoint` in tests). The adapter is saved in
    PEFT format to ``output_dir/adapter``; ``on_progress`` is called after every
    optimizer step. With ``init_adapter`` (a PEFT adapter directory, e.g. the
    warm-start adapter) training continues from it instead of a fresh adapter,
    whose rank and targets then come from that adapter, not from ``config``.
    """
    config = config or LoraSftConfig()
    rows = _validate(examples, need_assistant=config.assistant_only_loss)
    output_dir.mkdir(parents=True, exist_ok=True)
    scratch_dir = output_dir / SCRATCH_DIRNAME
    start = time.perf_counter()
    # LoRA's A matrices are drawn from the global RNG when the adapter is created.
    set_seed(config.seed)
    backend = training_backend()
    spec = LoraSpec.of(config)
    model, tokenizer = lora_model(base_dir, spec, init_adapter=init_adapter, backend=backend)
    if config.assistant_only_loss:
        tokenizer.chat_template = training_chat_template(tokenizer.chat_template)
    # On the CPU only labelled positions go through the LM head (trainer.label_loss); on a
    # GPU trl already does that with its Triton kernel, and unsloth patches the model.
    trainer_class = LabelTokenSFTTrainer if backend == "cpu" else SFTTrainer
    trainer = trainer_class(
        model=model,
        args=_sft_args(config, scratch_dir, backend),
        train_dataset=Dataset.from_list(rows),
        processing_class=tokenizer,
        callbacks=[ProgressCallback(on_progress, start)] if on_progress else None,
    )
    if isinstance(trainer.train_dataset, Dataset) and trainer.train_dataset.num_rows == 0:
        # trl truncates to max_length, then drops rows left with no assistant token.
        raise ConfigurationError(
            f"no example keeps an assistant turn within max_length={config.max_length} "
            "tokens: raise max_length"
        )
    return fit(trainer, model, output_dir=output_dir, start=start, examples=len(rows))
