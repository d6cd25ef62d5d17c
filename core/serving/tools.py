"""Tools that let an agent manage model instances: spawn, list, deploy and roll back.

Adapters are deployed from a training run (its ``adapter_path``) or from a
GGUF inside the data directory; an agent cannot point a deploy at arbitrary
host files. In a running process that hot-swaps (``ctx.extras["services"]``
with ``swap_model``), an embedded deploy switches the live model at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core.errors import ToolError
from core.serving.deploy import Deployer, make_target
from core.serving.instances import InstanceService
from core.storage import TrainingRun
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = [
    "deploy_adapter",
    "list_instances",
    "register_serving_tools",
    "rollback_instance",
    "spawn_instance",
]


def _instances(ctx: ToolContext) -> InstanceService:
    return InstanceService(ctx.db, ctx.data_dir)


def _deployer(ctx: ToolContext, target: str, instances: InstanceService, name: str) -> Deployer:
    services = ctx.extras.get("services")
    settings = getattr(services, "settings", None)
    instance = instances.get(name)
    return Deployer(
        instances,
        make_target(
            target or instance.target,
            data_dir=ctx.data_dir,
            swap=getattr(services, "swap_model", None),
            ollama_host=instance.endpoint or None,
            n_ctx=getattr(settings, "n_ctx", 4096),
            n_threads=getattr(settings, "n_threads", None),
        ),
    )


def _adapter_file(ctx: ToolContext, adapter: str, training_run_id: int | None) -> Path:
    if training_run_id is not None:
        with ctx.db.session() as s:
            run = s.get(TrainingRun, training_run_id)
            if run is None or not run.adapter_path:
                raise ToolError(f"training run {training_run_id} has no adapter")
            return Path(run.adapter_path)
    if not adapter:
        raise ToolError("give training_run_id or adapter (a .gguf path in the data directory)")
    data_dir = ctx.data_dir.resolve()
    path = (data_dir / adapter).resolve()
    if not path.is_relative_to(data_dir):
        raise ToolError(f"adapter {adapter!r} must be inside the data directory")
    return path


def spawn_instance(
    ctx: ToolContext, name: str, base: str = "embedded", tags: list[str] | None = None
) -> dict[str, Any]:
    """Create a new model instance beside the existing ones (it starts on its base model).

    Args:
        name: Instance name: lowercase letters, digits, '-' or '_'.
        base: Base model: 'embedded' or 'gguf:/path/model.gguf'.
        tags: Routing tags such as 'tool:NAME', 'agent:NAME', 'ab:GROUP', 'ensemble:GROUP'.
    """
    return _instances(ctx).spawn(name, base=base, tags=tags or ()).as_dict()


def list_instances(ctx: ToolContext) -> list[dict[str, Any]]:
    """List the active model instances with their current versions and tags."""
    return [i.as_dict() for i in _instances(ctx).list()]


def deploy_adapter(
    ctx: ToolContext,
    instance: str,
    training_run_id: int | None = None,
    adapter: str = "",
    target: str = "",
) -> dict[str, Any]:
    """Deploy a trained LoRA adapter as the next version of an instance (the old one is kept).

    Args:
        instance: The instance to deploy to.
        training_run_id: The training run whose adapter to deploy.
        adapter: Or a .gguf adapter path inside the data directory.
        target: 'embedded', 'llamacpp' or 'ollama'; empty keeps the instance's target.
    """
    instances = _instances(ctx)
    path = _adapter_file(ctx, adapter, training_run_id)
    version = _deployer(ctx, target, instances, instance).deploy(
        instance, path, training_run_id=training_run_id
    )
    return version.as_dict()


def rollback_instance(ctx: ToolContext, instance: str) -> dict[str, Any]:
    """Roll an instance back to its previous version (or to its base model).

    Args:
        instance: The instance to roll back.
    """
    instances = _instances(ctx)
    version = _deployer(ctx, "", instances, instance).rollback(instance)
    return {"instance": instance, "current_version": version.version if version else 0}


def register_serving_tools(registry: ToolRegistry) -> None:
    for fn in (spawn_instance, list_instances, deploy_adapter, rollback_instance):
        registry.add(fn)
