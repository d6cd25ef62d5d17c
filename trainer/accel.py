"""Which training path to take: unsloth on a CUDA GPU, else plain transformers + peft.

unsloth (the optional ``gpu`` extra) patches the model with fused kernels and
is 2x faster on NVIDIA GPUs, but it refuses to import without one and pulls a
CUDA build of torch, so it is never a hard dependency. A CUDA host without it
trains with plain transformers + peft on the GPU in mixed precision
(``"cuda"``); a host without a GPU does the same on the CPU, in bf16 autocast
where the CPU multiplies bf16 natively (see :func:`cpu_bf16`), else in fp32. Every path
returns a ``PeftModel`` whose adapter is called ``default`` and trains with the
same trl trainers; only the model loading and the trainer's precision flags differ.

unsloth wants to be imported before transformers to patch everything; here it
is imported after (the trainers' modules import transformers first), which
unsloth accepts with a warning and fewer patches.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Literal, Protocol

import torch
from peft import LoraConfig, PeftModel, get_peft_model
from transformers import PreTrainedTokenizerBase, TrainingArguments

from core.errors import ConfigurationError
from trainer.base_model import load_checkpoint

__all__ = [
    "LINEAR_MODULES",
    "Backend",
    "LoraSpec",
    "RunConfig",
    "cpu_bf16",
    "cpu_precision",
    "lora_config",
    "lora_model",
    "precision_args",
    "run_args",
    "training_backend",
]

Backend = Literal["cpu", "cuda", "unsloth"]


# Every attention and MLP projection of a Llama block: where LoRA adapters go.
LINEAR_MODULES = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")


@dataclass(frozen=True, slots=True)
class LoraSpec:
    """The LoRA adapter to create (ignored when an existing adapter is loaded to train on)."""

    r: int
    alpha: int
    dropout: float
    target_modules: tuple[str, ...]
    seed: int
    max_length: int

    @classmethod
    def of(cls, config: RunConfig) -> LoraSpec:
        return cls(
            r=config.r,
            alpha=config.alpha,
            dropout=config.dropout,
            target_modules=config.target_modules,
            seed=config.seed,
            max_length=config.max_length,
        )


class RunConfig(Protocol):
    """What SFT and DPO configs share: the LoRA shape and the run's hyperparameters."""

    @property
    def r(self) -> int: ...
    @property
    def alpha(self) -> int: ...
    @property
    def dropout(self) -> float: ...
    @property
    def target_modules(self) -> tuple[str, ...]: ...
    @property
    def learning_rate(self) -> float: ...
    @property
    def epochs(self) -> float: ...
    @property
    def max_steps(self) -> int | None: ...
    @property
    def batch_size(self) -> int: ...
    @property
    def max_length(self) -> int: ...
    @property
    def seed(self) -> int: ...


# transformers renamed ``gradient_checkpointing`` to ``activation_checkpointing`` after 5.17,
# the newest release unsloth supports; the GPU trainer runs the older one.
_CHECKPOINTING_ARG = (
    "activation_checkpointing"
    if "activation_checkpointing" in {f.name for f in dataclasses.fields(TrainingArguments)}
    else "gradient_checkpointing"
)


def _import_unsloth() -> ModuleType | None:
    try:
        return importlib.import_module("unsloth")
    # Without a usable GPU unsloth raises at import time (NotImplementedError,
    # RuntimeError, ImportError depending on the release); any of them means "not here".
    except Exception:
        return None


def training_backend() -> Backend:
    """``"unsloth"`` when a CUDA GPU is visible and unsloth imports, ``"cuda"`` for a GPU
    without it, else ``"cpu"``."""
    if not torch.cuda.is_available():
        return "cpu"
    return "unsloth" if _import_unsloth() is not None else "cuda"


CPU_BF16_ENV = "STROP_CPU_BF16"


def cpu_bf16() -> bool:
    """Whether CPU training runs its matrix products in bf16 (autocast; weights, LoRA
    parameters and optimizer state stay fp32).

    On by default where the CPU has bf16 matrix instructions (AMX tiles or
    AVX512-BF16): there a bf16 product is ~8x faster than fp32 and a LoRA SFT step
    on agent transcripts ~1.3-1.4x faster (the rest of a step is not products).
    Elsewhere bf16 is emulated and slower, so training stays fp32.
    ``STROP_CPU_BF16=0`` forces fp32, ``=1`` forces bf16, ``=auto`` (or unset)
    probes the CPU.
    """
    choice = os.environ.get(CPU_BF16_ENV, "").strip().lower()
    if choice in {"0", "false", "no", "off"}:
        return False
    if choice in {"1", "true", "yes", "on"}:
        return True
    if choice not in {"", "auto"}:
        raise ConfigurationError(f"{CPU_BF16_ENV} must be 0, 1 or auto, got {choice!r}")
    probes = ("_is_amx_tile_supported", "_is_avx512_bf16_supported")
    return any(bool(getattr(torch.cpu, name, lambda: False)()) for name in probes)


def cpu_precision() -> str:
    """How CPU training multiplies, in words: ``"bf16 autocast"`` or ``"fp32"``."""
    return "bf16 autocast" if cpu_bf16() else "fp32"


def precision_args(backend: Backend) -> dict[str, Any]:
    """trl/transformers training-argument flags for ``backend``: bf16 autocast or fp32 on
    the CPU (:func:`cpu_bf16`), mixed precision on a GPU."""
    if backend == "cpu":
        return {"use_cpu": True, "bf16": cpu_bf16(), "fp16": False}
    bf16 = torch.cuda.is_bf16_supported()
    return {"use_cpu": False, "bf16": bf16, "fp16": not bf16}


def run_args(config: RunConfig, *, scratch_dir: Path, backend: Backend) -> dict[str, Any]:
    """The training arguments SFT and DPO share: one log line per step, nothing saved."""
    return {
        "output_dir": str(scratch_dir),
        **precision_args(backend),
        # Activations of a 135M model at these lengths fit easily; recomputing them costs ~20 %.
        _CHECKPOINTING_ARG: False,
        "per_device_train_batch_size": config.batch_size,
        "gradient_accumulation_steps": 1,
        "learning_rate": config.learning_rate,
        "num_train_epochs": config.epochs,
        "max_steps": config.max_steps if config.max_steps is not None else -1,
        "max_length": config.max_length,
        "seed": config.seed,
        "data_seed": config.seed,
        "logging_steps": 1,
        "save_strategy": "no",
        "report_to": "none",
        "disable_tqdm": True,
        "dataloader_num_workers": 0,
        "dataset_num_proc": None,
    }


def lora_config(spec: LoraSpec) -> LoraConfig:
    """PEFT's config for a new adapter of ``spec``'s shape on a causal LM."""
    return LoraConfig(
        r=spec.r,
        lora_alpha=spec.alpha,
        lora_dropout=spec.dropout,
        target_modules=list(spec.target_modules),
        bias="none",
        task_type="CAUSAL_LM",
    )


def _peft_model(
    base_dir: Path, spec: LoraSpec, init_adapter: Path | None
) -> tuple[PeftModel, PreTrainedTokenizerBase]:
    model, tokenizer = load_checkpoint(base_dir)
    if init_adapter is not None:
        trained: PeftModel = PeftModel.from_pretrained(model, str(init_adapter), is_trainable=True)
        return trained, tokenizer
    fresh: PeftModel = get_peft_model(model, lora_config(spec))
    return fresh, tokenizer


def _unsloth_model(
    unsloth: ModuleType, base_dir: Path, spec: LoraSpec, init_adapter: Path | None
) -> tuple[PeftModel, PreTrainedTokenizerBase]:
    fast = unsloth.FastLanguageModel
    # dtype=None: unsloth picks bf16 where the GPU has it, else fp16. No 4-bit: the
    # adapter is exported against the unquantized base.
    model, tokenizer = fast.from_pretrained(
        model_name=str(base_dir),
        max_seq_length=spec.max_length,
        dtype=None,
        load_in_4bit=False,
    )
    if init_adapter is not None:
        trained: PeftModel = PeftModel.from_pretrained(model, str(init_adapter), is_trainable=True)
        return trained, tokenizer
    fresh: PeftModel = fast.get_peft_model(
        model,
        r=spec.r,
        target_modules=list(spec.target_modules),
        lora_alpha=spec.alpha,
        lora_dropout=spec.dropout,
        bias="none",
        use_gradient_checkpointing="unsloth",
        random_state=spec.seed,
    )
    return fresh, tokenizer


def lora_model(
    base_dir: Path,
    spec: LoraSpec,
    *,
    init_adapter: Path | None = None,
    backend: Backend | None = None,
) -> tuple[PeftModel, PreTrainedTokenizerBase]:
    """The checkpoint in ``base_dir`` with a trainable LoRA adapter named ``default``.

    With ``init_adapter`` (a PEFT adapter directory) that adapter is loaded to
    train further; otherwise a new one is made from ``spec``.
    """
    backend = backend or training_backend()
    if backend == "unsloth":
        unsloth = _import_unsloth()
        if unsloth is None:
            raise RuntimeError("unsloth was selected but does not import")
        return _unsloth_model(unsloth, base_dir, spec, init_adapter)
    return _peft_model(base_dir, spec, init_adapter)
