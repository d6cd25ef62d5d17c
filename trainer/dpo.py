"""LoRA DPO on preference pairs, on the CPU (bf16 autocast or fp32, ``trainer.accel``) or a GPU.

Each pair is trl's conversational preference format, as ``core.improve``
writes it: ``{"prompt": [messages], "chosen": [messages], "rejected":
[messages]}``; other keys (``provenance``) are ignored. The loss is trl's
sigmoid DPO loss with ``beta`` 0.1 by default, plus an SFT loss on the
chosen reply (``sft_weight``).

The reference model is always the policy as it was when DPO started:

- a new adapter starts at zero (LoRA's ``B`` is zero), so the reference is the
  base model;
- with ``init_adapter`` (an SFT adapter: "sft+dpo") the adapter is loaded to
  train further and trl keeps a frozen copy of it as a second adapter named
  ``ref``, so the reference is the SFT model, not the base. Only the trained
  ``default`` adapter is saved.

Only ``output_dir`` is written: the adapter in ``output_dir/adapter`` and
nothing else.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from datasets import Dataset
from transformers import set_seed
from trl.trainer.dpo_config import DPOConfig
from trl.trainer.dpo_trainer import DPOTrainer

from core.errors import ConfigurationError
from trainer.accel import LINEAR_MODULES, Backend, LoraSpec, lora_model, run_args, training_backend
from trainer.sft import (
    SCRATCH_DIRNAME,
    ProgressCallback,
    ProgressHook,
    TrainResult,
    check_messages,
    fit,
)

__all__ = ["LoraDpoConfig", "train_dpo", "validate_pairs"]

_KEYS = ("prompt", "chosen", "rejected")


@dataclass(frozen=True, slots=True)
class LoraDpoConfig:
    """Hyperparameters of one LoRA DPO run. ``max_steps``, when set, overrides ``epochs``.

    The LoRA shape (``r``, ``alpha``, ``dropout``, ``target_modules``) applies
    to a new adapter; an ``init_adapter`` keeps its own.
    """

    r: int = 16
    alpha: int = 32
    dropout: float = 0.0
    target_modules: tuple[str, ...] = LINEAR_MODULES
    beta: float = 0.1
    # Weight of an SFT loss on the chosen reply added to the DPO loss (as in RPO): plain
    # DPO on few pairs pushes down the tokens chosen and rejected share (the JSON call
    # format) and the small model stops calling tools; 0 is plain DPO.
    sft_weight: float = 1.0
    learning_rate: float = 5e-5
    epochs: float = 1.0
    max_steps: int | None = None
    batch_size: int = 4
    max_length: int = 1024  # transcripts with their few-shot turns run to ~850 tokens
    seed: int = 0


def validate_pairs(pairs: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The pairs as clean ``prompt``/``chosen``/``rejected`` rows, or ``ConfigurationError``."""
    rows: list[dict[str, Any]] = []
    for i, pair in enumerate(pairs):
        if not isinstance(pair, Mapping):
            raise ConfigurationError(f"preference pair {i} must be an object, got {pair!r}")
        missing = [key for key in _KEYS if key not in pair]
        if missing:
            raise ConfigurationError(
                f"preference pair {i} lacks {', '.join(missing)}: each pair needs "
                "'prompt', 'chosen' and 'rejected' message lists"
            )
        row = {key: check_messages(pair[key], f"preference pair {i}: {key!r}") for key in _KEYS}
        for key in ("chosen", "rejected"):
            if row[key][0]["role"] != "assistant":
                raise ConfigurationError(
                    f"preference pair {i}: {key!r} must start with the assistant's reply"
                )
        if row["chosen"] == row["rejected"]:
            raise ConfigurationError(
                f"preference pair {i}: 'chosen' and 'rejected' are identical (nothing to prefer)"
            )
        rows.append(row)
    if not rows:
        raise ConfigurationError("no preference pairs to train on")
    return rows


def _dpo_args(config: LoraDpoConfig, scratch_dir: Path, backend: Backend) -> DPOConfig:
    return DPOConfig(
        **run_args(config, scratch_dir=scratch_dir, backend=backend),
        beta=config.beta,
        loss_type=["sigmoid", "sft"] if config.sft_weight > 0 else ["sigmoid"],
        loss_weights=[1.0, config.sft_weight] if config.sft_weight > 0 else None,
    )


def train_dpo(
    pairs: Sequence[Mapping[str, Any]],
    *,
    base_dir: Path,
    output_dir: Path,
    config: LoraDpoConfig | None = None,
    init_adapter: Path | None = None,
    on_progress: ProgressHook | None = None,
) -> TrainResult:
    """Train a LoRA adapter with DPO on ``pairs`` over the checkpoint in ``base_dir``.

    With ``init_adapter`` (a PEFT adapter directory, e.g. ``train_lora``'s) that
    adapter is trained further against a frozen copy of itself. The result is
    saved in PEFT format to ``output_dir/adapter``; ``on_progress`` is called
    after every optimizer step.
    """
    config = config or LoraDpoConfig()
    rows = validate_pairs(pairs)
    if init_adapter is not None and not (init_adapter / "adapter_config.json").is_file():
        raise ConfigurationError(f"init_adapter is not a PEFT adapter directory: {init_adapter}")
    output_dir.mkdir(parents=True, exist_ok=True)
    scratch_dir = output_dir / SCRATCH_DIRNAME
    start = time.perf_counter()
    set_seed(config.seed)
    backend = training_backend()
    spec = LoraSpec.of(config)
    model, tokenizer = lora_model(base_dir, spec, init_adapter=init_adapter, backend=backend)
    trainer = DPOTrainer(
        model=model,
        args=_dpo_args(config, scratch_dir, backend),
        train_dataset=Dataset.from_list(rows),
        processing_class=tokenizer,
        callbacks=[ProgressCallback(on_progress, start)] if on_progress else None,
    )
    # The frozen "ref" copy trl adds for an init_adapter is not part of the result.
    return fit(
        trainer, model, output_dir=output_dir, start=start, examples=len(rows), adapters=["default"]
    )
