"""``instance:NAME`` as a model: the instance's base with its current adapter, where it serves."""

from __future__ import annotations

from core.errors import ConfigurationError, NotFound
from core.models.base import ModelClient
from core.serving.embedded import load_embedded
from core.serving.instances import InstanceService
from core.serving.llamacpp_server import server_alias
from core.serving.ollama import DEFAULT_OLLAMA_HOST, ollama_tag

__all__ = ["INSTANCE_PREFIX", "instance_model", "version_model"]

INSTANCE_PREFIX = "instance:"


def instance_model(
    instances: InstanceService, name: str, *, n_ctx: int = 4096, n_threads: int | None = None
) -> ModelClient:
    """Load what ``name`` serves now; a retired instance is a ``ConfigurationError``."""
    instance = instances.get(name)
    if instance.status == "retired":
        raise ConfigurationError(f"instance {name!r} is retired")
    current = instances.current(name)
    version = current.version if current else 0
    if instance.target == "embedded":
        adapter = current.adapter_path if current else None
        return load_embedded(instance, adapter, version, n_ctx=n_ctx, n_threads=n_threads)

    from core.models.litellm import LiteLLMModel

    if instance.target == "ollama":
        return LiteLLMModel(
            model=f"ollama_chat/{ollama_tag(name, version)}",
            api_base=instance.endpoint or DEFAULT_OLLAMA_HOST,
        )
    if not instance.endpoint:
        raise ConfigurationError(f"instance {name!r} has no llama.cpp server endpoint; deploy it")
    # llama-cpp-python's server takes any key but the OpenAI SDK refuses to send none.
    return LiteLLMModel(
        model=f"openai/{server_alias(name, version)}",
        api_base=instance.endpoint,
        api_key="none",
    )


def version_model(
    instances: InstanceService,
    name: str,
    version: int,
    *,
    n_ctx: int = 4096,
    n_threads: int | None = None,
) -> ModelClient:
    """Version ``version`` of ``name`` (0: its base alone) in this process, whatever its target.

    The fallback chain uses it: the stored adapter GGUF on the base GGUF still
    answers when the instance's server does not.
    """
    instance = instances.get(name)
    adapter = None
    if version:
        found = next((v for v in instances.versions(name) if v.version == version), None)
        if found is None:
            raise NotFound(f"instance {name!r} has no version {version}")
        adapter = found.adapter_path
    return load_embedded(instance, adapter, version, n_ctx=n_ctx, n_threads=n_threads)
