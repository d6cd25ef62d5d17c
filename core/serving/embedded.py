"""The embedded target: llama.cpp in this process, hot-swapped without a restart.

A new ``LlamaCppModel`` with the adapter is built beside the serving one; only
after it loaded (first in a throwaway process, since llama.cpp may crash on a
bad file) and answered a short completion is it handed to ``swap``. Without
a ``swap`` (the CLI) the version is only validated; every process loading
``instance:NAME`` afterwards gets it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from core.errors import ConfigurationError
from core.models.base import ModelClient
from core.serving.gguf_check import base_gguf, check_adapter
from core.serving.instances import Instance
from core.serving.probe import PROBE_MESSAGES, probe_adapter
from core.serving.target import Deployment

__all__ = ["EmbeddedTarget", "load_embedded", "model_label"]

Swap = Callable[[str, ModelClient], None]


def model_label(instance: str, version: int) -> str:
    """How runs name an instance's version: ``assistant:v3`` (``:base`` for version 0)."""
    return f"{instance}:v{version}" if version else f"{instance}:base"


def load_embedded(
    instance: Instance,
    adapter: Path | None,
    version: int,
    *,
    n_ctx: int = 4096,
    n_threads: int | None = None,
) -> ModelClient:
    """The instance's base with ``adapter`` applied, as a ``LlamaCppModel``."""
    from core.models.llamacpp import LlamaCppModel

    return LlamaCppModel(
        model_path=base_gguf(instance.base),
        lora_path=adapter,
        n_ctx=n_ctx,
        n_threads=n_threads,
        instance=model_label(instance.name, version),
    )


class EmbeddedTarget:
    """Validate an adapter and, given ``swap``, switch this process's model to it."""

    name = "embedded"

    def __init__(
        self,
        *,
        swap: Swap | None = None,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        probe_timeout_s: float = 180,
    ) -> None:
        self._swap = swap
        self._n_ctx = n_ctx
        self._n_threads = n_threads
        self._probe_timeout_s = probe_timeout_s

    def deploy(self, instance: Instance, adapter: Path | None, version: int) -> Deployment:
        base = base_gguf(instance.base)
        if adapter is not None:
            check_adapter(adapter, base)
            probe_adapter(base, adapter, timeout_s=self._probe_timeout_s)
        spec = f"instance:{instance.name}"
        if self._swap is not None:
            model = load_embedded(
                instance, adapter, version, n_ctx=self._n_ctx, n_threads=self._n_threads
            )
            _smoke_test(model)
            self._swap(spec, model)
        return Deployment(
            target=self.name, spec=spec, deployed_name=model_label(instance.name, version)
        )


def _smoke_test(model: ModelClient) -> None:
    llama = getattr(model, "llama", None)
    if llama is None:
        return
    try:
        out = llama.create_chat_completion(messages=PROBE_MESSAGES, max_tokens=4, temperature=0.0)
    except Exception as exc:
        raise ConfigurationError(f"{model.model_id} failed its smoke test: {exc}") from exc
    if not (out.get("usage") or {}).get("completion_tokens"):
        raise ConfigurationError(f"{model.model_id} generated nothing in its smoke test")
