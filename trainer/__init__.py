"""LoRA fine-tuning of the small model and export of adapters to GGUF.

- ``base_model``: the bundled SmolLM2-135M-Instruct as a cached fp32 transformers checkpoint.
- ``tiny``: a ~7M-parameter random Llama with the same tokenizer, for fast tests.
- ``sft``: LoRA SFT on chat transcripts (loss on the assistant's turns).
- ``dpo``: LoRA DPO on preference pairs, also continuing an SFT adapter.
- ``accel``: unsloth on a CUDA GPU when installed, else the CPU path.
- ``jobs``: one training job (SFT, DPO or both) from a JSON request to a GGUF adapter.
- ``service``: the job queue and the HTTP trainer service (``strop trainer``).
- ``export_gguf``: PEFT adapter -> llama.cpp GGUF adapter; ``model_gguf``: checkpoint -> GGUF.
- ``verify``: llama.cpp + exported adapter against the merged transformers model.

Importing this package is cheap; torch, transformers and trl load with the
first name used from it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from trainer.base_model import base_checkpoint, load_base_model, load_checkpoint
    from trainer.dpo import LoraDpoConfig, train_dpo
    from trainer.export_gguf import export_lora_gguf
    from trainer.jobs import JobResult, run_job
    from trainer.model_gguf import export_model_gguf
    from trainer.sft import LoraSftConfig, SftResult, TrainProgress, TrainResult, train_lora
    from trainer.tiny import tiny_checkpoint
    from trainer.verify import AdapterCheck, verify_adapter

__all__ = [
    "AdapterCheck",
    "JobResult",
    "LoraDpoConfig",
    "LoraSftConfig",
    "SftResult",
    "TrainProgress",
    "TrainResult",
    "base_checkpoint",
    "export_lora_gguf",
    "export_model_gguf",
    "load_base_model",
    "load_checkpoint",
    "run_job",
    "tiny_checkpoint",
    "train_dpo",
    "train_lora",
    "verify_adapter",
]

_HOMES = {
    "AdapterCheck": "verify",
    "JobResult": "jobs",
    "LoraDpoConfig": "dpo",
    "LoraSftConfig": "sft",
    "SftResult": "sft",
    "TrainProgress": "sft",
    "TrainResult": "sft",
    "base_checkpoint": "base_model",
    "export_lora_gguf": "export_gguf",
    "export_model_gguf": "model_gguf",
    "load_base_model": "base_model",
    "load_checkpoint": "base_model",
    "run_job": "jobs",
    "tiny_checkpoint": "tiny",
    "train_dpo": "dpo",
    "train_lora": "sft",
    "verify_adapter": "verify",
}


def __getattr__(name: str) -> Any:
    # PEP 562: the heavy ML stack (several seconds to import) loads only when asked for.
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'trainer' has no attribute {name!r}")
    return getattr(importlib.import_module(f"trainer.{home}"), name)
