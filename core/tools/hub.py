"""Agent tools for the model hub: publish an instance or a dataset, pull an adapter (SPEC 6.12).

Publishing a dataset pauses the run for an administrator's approval (a card
only administrators may answer, see ``core.serving.hub_approval``); the
resumed run publishes exactly the bytes that were approved. A pulled adapter
is deployed only through the evaluation gate.
"""

from __future__ import annotations

from typing import Any

from core.errors import RunPaused, StropError, ToolError
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = ["register_hub_tools"]


def _services(ctx: ToolContext) -> Any:
    services = ctx.extras.get("services")
    if services is None:
        raise ToolError("this tool needs a running strop service (no services in context)")
    return services


def publish_instance(
    ctx: ToolContext, instance: str, repo: str, version: int = 0, notes: str = ""
) -> dict[str, Any]:
    """Publish a model instance's adapter (GGUF and safetensors) with a model card to the hub.

    Args:
        instance: The instance whose adapter to publish.
        repo: Hub repository, OWNER/NAME.
        version: The instance version to publish; 0 publishes the serving one.
        notes: Extra text for the model card.
    """
    from core.serving.hub_publish import publish_instance as publish

    try:
        published = publish(_services(ctx), instance, repo, version=version or None, notes=notes)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    return published.as_dict()


def publish_dataset(ctx: ToolContext, dataset: str, repo: str) -> dict[str, Any]:
    """Publish a training dataset version with a dataset card to the hub, after an
    administrator approves it.

    Args:
        dataset: The dataset, NAME (its newest version) or NAME/vN.
        repo: Hub repository, OWNER/NAME.
    """
    from core.serving.hub_approval import Approval, approval_for, ask_for_approval
    from core.serving.hub_publish import prepare_dataset
    from core.serving.hub_publish import publish_dataset as publish

    if ctx.run_id is None:
        raise ToolError("publishing a dataset needs an administrator's approval inside a run")
    services = _services(ctx)
    try:
        upload = prepare_dataset(services, dataset)
        found = approval_for(ctx.db, services.settings, ctx.run_id, repo=repo, sha256=upload.sha256)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    if found is None:
        ask_for_approval(
            ctx.db,
            ctx.run_id,
            agent=ctx.agent,
            repo=repo,
            dataset=upload.ref,
            rows=upload.rows,
            sha256=upload.sha256,
            ttl_s=int(ctx.extras.get("help_request_ttl_s", 86400)),
        )
    if not isinstance(found, Approval):
        if found is not None and found.status == "pending":
            raise RunPaused(found.id)
        raise ToolError(f"an administrator declined publishing {upload.ref} to {repo}")
    try:
        return publish(services, upload, repo, approval=found).as_dict()
    except StropError as exc:
        raise ToolError(str(exc)) from None


async def pull_adapter(
    ctx: ToolContext, repo: str, instance: str, agent: str = "assistant"
) -> dict[str, Any]:
    """Pull the newest adapter version from a hub repository and deploy it to an instance
    if it passes the evaluation gate against the serving model.

    Args:
        repo: Hub repository, OWNER/NAME.
        instance: The instance to deploy it to (created if missing).
        agent: The agent whose prompt and tools the evaluation uses.
    """
    from core.improve.pull import pull_adapter as pull

    try:
        return await pull(_services(ctx), repo, instance, agent=agent, say=lambda _: None)
    except StropError as exc:
        raise ToolError(str(exc)) from None


def register_hub_tools(registry: ToolRegistry) -> None:
    for fn in (publish_instance, publish_dataset, pull_adapter):
        registry.add(fn)
