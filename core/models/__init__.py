"""Model backends behind one interface; ``load_model`` picks one from a spec string."""

from __future__ import annotations

from pathlib import Path

from core.errors import ConfigurationError
from core.models.base import ChatMessage, Completion, ModelClient, TokenCallback

__all__ = ["ChatMessage", "Completion", "ModelClient", "TokenCallback", "load_model"]


def load_model(
    spec: str,
    *,
    lora_path: Path | None = None,
    n_ctx: int = 4096,
    n_threads: int | None = None,
    api_base: str | None = None,
    api_key: str | None = None,
) -> ModelClient:
    """``embedded`` (optionally with a LoRA), ``gguf:/path/model.gguf``, or a litellm model.

    Anything else is a litellm model name such as ``ollama/strop-assistant`` or
    ``openai/gpt-4o-mini``, with an optional ``litellm:`` prefix.
    """
    if spec in ("", "embedded"):
        from core.models.llamacpp import LlamaCppModel

        return LlamaCppModel(lora_path=lora_path, n_ctx=n_ctx, n_threads=n_threads)
    if spec.startswith("gguf:"):
        from core.models.llamacpp import LlamaCppModel

        path = Path(spec.removeprefix("gguf:"))
        if not path.is_file():
            raise ConfigurationError(f"model {spec!r}: no GGUF file at {path}")
        return LlamaCppModel(
            model_path=path,
            lora_path=lora_path,
            n_ctx=n_ctx,
            n_threads=n_threads,
        )
    name = spec.removeprefix("litellm:")
    if "/" not in name:
        raise ConfigurationError(
            f"STROP_MODEL={spec!r}: use 'embedded', 'gguf:/path/to/model.gguf' or a litellm "
            "model name with its provider, e.g. 'ollama/smollm2'"
        )
    from core.models.litellm import LiteLLMModel

    return LiteLLMModel(model=name, api_base=api_base, api_key=api_key)
