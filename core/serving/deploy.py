"""Deploy and roll back instance versions: the target switches, then the database records.

The adapter is copied to its version's place first (so every target loads
the stored copy), the target validates and switches, and only then is the
version recorded as current. When the target refuses, the copy is removed
and the instance keeps serving what it served.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core.errors import ConfigurationError
from core.serving.embedded import EmbeddedTarget, Swap
from core.serving.instances import TARGETS, InstanceService, Version, copy_atomically
from core.serving.llamacpp_server import LlamaCppServerTarget
from core.serving.ollama import DEFAULT_OLLAMA_HOST, OllamaTarget
from core.serving.target import DeployTarget

__all__ = ["Deployer", "make_target"]


def make_target(
    kind: str,
    *,
    data_dir: Path,
    swap: Swap | None = None,
    ollama_host: str | None = None,
    n_ctx: int = 4096,
    n_threads: int | None = None,
) -> DeployTarget:
    """The target named ``kind``; ``swap`` hot-swaps this process's embedded model."""
    if kind == "embedded":
        return EmbeddedTarget(swap=swap, n_ctx=n_ctx, n_threads=n_threads)
    if kind == "llamacpp":
        return LlamaCppServerTarget(state_dir=data_dir / "models", n_ctx=n_ctx)
    if kind == "ollama":
        return OllamaTarget(host=ollama_host or DEFAULT_OLLAMA_HOST)
    raise ConfigurationError(f"deploy target {kind!r} must be one of {', '.join(TARGETS)}")


class Deployer:
    """Puts versions of instances behind one target."""

    def __init__(self, instances: InstanceService, target: DeployTarget) -> None:
        self.instances = instances
        self.target = target

    def deploy(
        self,
        name: str,
        adapter: Path,
        *,
        training_run_id: int | None = None,
        metrics: dict[str, Any] | None = None,
    ) -> Version:
        """Serve ``adapter`` as the next version of ``name``; the old one stays for rollback."""
        instance = self.instances.get(name)
        if instance.status == "retired":
            raise ConfigurationError(f"instance {name!r} is retired; spawn a new one")
        if not adapter.is_file():
            raise ConfigurationError(f"adapter file not found: {adapter}")
        number = self.instances.next_version(name)
        stored = self.instances.version_path(name, number)
        copy_atomically(adapter, stored)
        try:
            deployment = self.target.deploy(instance, stored, number)
            self.instances.set_serving(name, target=self.target.name, endpoint=deployment.api_base)
            return self.instances.add_version(
                name,
                stored,
                training_run_id=training_run_id,
                metrics=metrics,
                deployed_name=deployment.deployed_name,
            )
        except BaseException:
            stored.unlink(missing_ok=True)
            raise

    def rollback(self, name: str) -> Version | None:
        """Serve the version before the current one (``None``: the base model alone)."""
        instance = self.instances.get(name)
        previous = self.instances.rollback_target(name)
        if previous is None:
            deployment = self.target.deploy(instance, None, 0)
        else:
            deployment = self.target.deploy(instance, previous.adapter_path, previous.version)
        self.instances.set_serving(name, target=self.target.name, endpoint=deployment.api_base)
        return self.instances.rollback(name)
