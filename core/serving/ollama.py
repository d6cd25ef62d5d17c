"""The Ollama target: ``FROM base`` + ``ADAPTER adapter`` through the ``ollama`` client.

The base and adapter GGUFs are uploaded as blobs (skipped when the server has
them), a model is created from them and tagged ``strop-<instance>:v<N>``
(``:base`` for the base alone), and it must answer a short chat before the
deploy counts. Earlier tags stay on the server, so a rollback re-points strop
at them. strop reaches the result through litellm as ``ollama_chat/<tag>``.
"""

from __future__ import annotations

import contextlib
import hashlib
from pathlib import Path
from typing import Any

import httpx

from core.errors import ConfigurationError, ModelUnavailable
from core.serving.gguf_check import base_gguf, check_adapter
from core.serving.instances import Instance
from core.serving.probe import PROBE_MESSAGES
from core.serving.target import Deployment

__all__ = ["DEFAULT_OLLAMA_HOST", "OllamaTarget", "ollama_tag"]

DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434"


def ollama_tag(instance: str, version: int) -> str:
    return f"strop-{instance}:v{version}" if version else f"strop-{instance}:base"


def _digest(path: Path) -> str:
    sha = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(1 << 20):
            sha.update(chunk)
    return f"sha256:{sha.hexdigest()}"


class OllamaTarget:
    """Create one Ollama model per version on the server at ``host``."""

    name = "ollama"

    def __init__(self, *, host: str = DEFAULT_OLLAMA_HOST, timeout_s: float = 300) -> None:
        self.host = host.rstrip("/")
        self._timeout_s = timeout_s

    def deploy(self, instance: Instance, adapter: Path | None, version: int) -> Deployment:
        import ollama

        base = base_gguf(instance.base)
        if adapter is not None:
            check_adapter(adapter, base)
        tag = ollama_tag(instance.name, version)
        client: Any = ollama.Client(host=self.host, timeout=self._timeout_s)
        try:
            files = {base.name: self._upload(client, base)}
            adapters = {adapter.name: self._upload(client, adapter)} if adapter else None
            client.create(model=tag, files=files, adapters=adapters)
            self._smoke_test(client, tag)
        except ollama.ResponseError as exc:
            raise ConfigurationError(
                f"Ollama at {self.host} refused {tag}: {exc.error} (HTTP {exc.status_code})"
            ) from exc
        except (ConnectionError, httpx.HTTPError) as exc:
            raise ModelUnavailable(f"no Ollama server reachable at {self.host}: {exc}") from exc
        finally:
            client.close()
        return Deployment(
            target=self.name, spec=f"ollama_chat/{tag}", api_base=self.host, deployed_name=tag
        )

    def _upload(self, client: Any, path: Path) -> str:
        digest = _digest(path)
        present = httpx.head(f"{self.host}/api/blobs/{digest}", timeout=30)
        if present.status_code == 200:
            return digest
        uploaded: str = client.create_blob(path)
        return uploaded

    def _smoke_test(self, client: Any, tag: str) -> None:
        import ollama

        try:
            reply = client.chat(
                model=tag, messages=PROBE_MESSAGES, options={"num_predict": 4, "temperature": 0}
            )
        except ollama.ResponseError as exc:
            # A model that cannot answer must not stay behind under a strop tag.
            with contextlib.suppress(ollama.ResponseError):
                client.delete(tag)
            raise ConfigurationError(
                f"Ollama model {tag} failed its smoke test: {exc.error}"
            ) from exc
        if not reply.eval_count and not reply.message.content:
            client.delete(tag)
            raise ConfigurationError(f"Ollama model {tag} generated nothing")
