"""Agent tools that start LoRA training of the small model and report on it.

The backend is the trainer service at ``STROP_TRAINER_URL`` when set, else a
worker thread in this process; ``ctx.extras["training_backend"]`` overrides
both (tests, embedding applications).
"""

from __future__ import annotations

from typing import Any, Literal

from core.errors import ToolError
from core.improve.training import (
    InProcessBackend,
    ServiceBackend,
    TrainingBackend,
    read_dataset,
    resolve_dataset,
    training_status,
)
from core.improve.training import trigger_training as _trigger
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = ["get_training_status", "register_training_tools", "trigger_training"]


def _backend(ctx: ToolContext) -> TrainingBackend:
    backend = ctx.extras.get("training_backend")
    if backend is not None:
        return backend  # type: ignore[no-any-return]
    from core.settings import load_settings

    url = load_settings().trainer_url
    if url:
        return ServiceBackend(url, data_dir=ctx.data_dir)
    return InProcessBackend(data_dir=ctx.data_dir)


def trigger_training(
    ctx: ToolContext,
    dataset: str,
    method: Literal["sft", "dpo", "sft+dpo"] = "sft",
    config: dict[str, Any] | None = None,
    dpo_dataset: str = "",
) -> dict[str, Any]:
    """Start LoRA training of the small model on a dataset; returns the training run id.

    Args:
        dataset: Dataset name (newest version), "name/v2" for one version, or a .jsonl
            path in the data directory.
        method: "sft" on examples, "dpo" on preference pairs, or "sft+dpo" (SFT, then
            DPO on the same adapter).
        config: Optional settings, e.g. {"max_steps": 20, "learning_rate": 0.0002}.
        dpo_dataset: For "sft+dpo", the dataset of preference pairs if they are not in `dataset`.
    """
    paths = [resolve_dataset(ctx.data_dir, dataset)]
    if dpo_dataset:
        paths.append(resolve_dataset(ctx.data_dir, dpo_dataset))
    sft: list[dict[str, Any]] = []
    dpo: list[dict[str, Any]] = []
    for path in paths:
        rows_sft, rows_dpo = read_dataset(path)
        sft += rows_sft
        dpo += rows_dpo
    for stage, rows in (("sft", sft), ("dpo", dpo)):
        if stage in method.split("+") and not rows:
            kind = "examples with 'messages'" if stage == "sft" else "preference pairs"
            raise ToolError(f"method {method!r} needs {kind}; {dataset!r} has none")
    request = {"method": method, "sft": sft, "dpo": dpo, "config": config or {}}
    run_id = _trigger(
        ctx.db,
        _backend(ctx),
        request,
        dataset_path=" + ".join(str(p) for p in paths),
    )
    used = sum(len(sft if stage == "sft" else dpo) for stage in method.split("+"))
    return {"run_id": run_id, "status": "queued", "method": method, "examples": used}


def get_training_status(ctx: ToolContext, run_id: int) -> dict[str, Any]:
    """Status of a training run: queued, running, done or failed, with progress and loss.

    Args:
        run_id: The run id that trigger_training returned.
    """
    run = training_status(ctx.db, _backend(ctx), run_id)
    losses = run["losses"]
    return {
        "run_id": run["id"],
        "status": run["status"],
        "method": run["method"],
        "step": run["step"],
        "total_steps": run["total_steps"],
        "first_loss": losses[0][1] if losses else None,
        "last_loss": losses[-1][1] if losses else None,
        "adapter_path": run["adapter_path"],
        "error": run["error"],
    }


def register_training_tools(registry: ToolRegistry) -> None:
    """Add ``trigger_training`` and ``get_training_status`` to ``registry``."""
    registry.add(trigger_training)
    registry.add(get_training_status)
