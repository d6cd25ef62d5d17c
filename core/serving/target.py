"""What a deploy target does: put an adapter (or the base alone) behind a model spec.

A target validates before it switches: when ``deploy`` raises, whatever served
before still serves. ``adapter=None`` means the base model alone (version 0).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from core.serving.instances import Instance

__all__ = ["DeployTarget", "Deployment"]


@dataclass(frozen=True, slots=True)
class Deployment:
    """Where a version serves: a model spec strop can load, and its server if any."""

    target: str
    spec: str  # e.g. "instance:assistant", "openai/strop-assistant-v2", "ollama_chat/strop-x:v2"
    api_base: str = ""
    deployed_name: str = ""  # the llama.cpp server alias or the Ollama tag


class DeployTarget(Protocol):
    """``embedded``, ``llamacpp`` or ``ollama``."""

    name: str

    def deploy(self, instance: Instance, adapter: Path | None, version: int) -> Deployment:
        """Serve ``adapter`` as ``version`` of ``instance``; raise and change nothing on failure."""
        ...
