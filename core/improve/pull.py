"""Pull a newer adapter version from the hub and deploy it through the evaluation gate.

"Newer" is relative to what this instance already took from the same
repository: the hub versions it deployed (recorded on the instance version as
``metrics["hub"]``) and the ones the gate turned down (a ``decision-NAME.json``
beside the pulled files). A pulled adapter is treated exactly like one trained
here: :func:`core.improve.gate.gate_adapter` evaluates it against the serving
model and deploys it only if :func:`core.improve.evaluate.promotion` allows it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from core.evals.tasks import Task
from core.improve.gate import gate_adapter
from core.services import Services
from core.serving.hub import Hub, validate_repo_id
from core.serving.hub_pull import fetch_adapter, pulled_folder
from core.serving.instances import InstanceService, validate_instance_name

__all__ = ["pull_adapter", "versions_taken"]

Say = Callable[[str], None]


def versions_taken(services: Services, instance: str, repo: str) -> set[int]:
    """Hub versions of ``repo`` that ``instance`` deployed or evaluated and refused."""
    taken: set[int] = set()
    instances = InstanceService(services.db, services.settings.data_dir)
    if instances.exists(instance):
        for version in instances.versions(instance):
            source = version.metrics.get("hub") or {}
            if source.get("repo") == repo and isinstance(source.get("version"), int):
                taken.add(source["version"])
    root = pulled_folder(services.settings.data_dir, repo, 1).parent
    for decision in root.glob(f"v*/decision-{instance}.json"):
        if decision.parent.name[1:].isdigit():
            taken.add(int(decision.parent.name[1:]))
    return taken


async def pull_adapter(
    services: Services,
    repo: str,
    instance: str,
    *,
    version: int | None = None,
    agent: str = "assistant",
    force: bool = False,
    hub: Hub | None = None,
    eval_tasks: Sequence[Task] | None = None,
    general_tasks: Sequence[Task] | None = None,
    say: Say = print,
) -> dict[str, Any]:
    """Fetch ``version`` (default: the newest) of ``repo`` and gate it into ``instance``.

    Without ``force`` a version this instance already took or refused is skipped
    (``status: up_to_date``). Returns what happened, with the gate's metrics.
    """
    validate_repo_id(repo)
    validate_instance_name(instance)
    hub = hub or Hub.from_settings(services.settings)
    # huggingface_hub blocks: keep the event loop (chat, other runs) free meanwhile.
    newest = max(await asyncio.to_thread(hub.versions, repo, "model"), default=None)
    wanted = version if version is not None else newest
    if wanted is None:
        return {"repo": repo, "instance": instance, "status": "empty"}
    if not force and wanted in versions_taken(services, instance, repo):
        say(f"[hub] {instance} already took or refused {repo} v{wanted}")
        return {"repo": repo, "instance": instance, "version": wanted, "status": "up_to_date"}
    pulled = await asyncio.to_thread(
        fetch_adapter, hub, repo, services.settings.data_dir, version=wanted
    )
    say(f"[hub] pulled {repo} v{pulled.version} into {pulled.folder}")
    source = {
        "repo": repo,
        "version": pulled.version,
        "instance": pulled.manifest.get("instance"),
        "published_version": pulled.manifest.get("version"),
    }
    gate = await gate_adapter(
        services,
        pulled.adapter,
        student=instance,
        agent=agent,
        extra_metrics={"hub": source},
        eval_tasks=eval_tasks,
        general_tasks=general_tasks,
        say=say,
    )
    outcome = {
        "repo": repo,
        "instance": instance,
        "version": pulled.version,
        "status": "deployed" if gate.decision.promote else "refused",
        **gate.summary(),
    }
    if not gate.decision.promote:
        decided = {**outcome, "at": datetime.now(UTC).isoformat()}
        path = pulled.folder / f"decision-{instance}.json"
        path.write_text(json.dumps(decided, indent=2) + "\n", encoding="utf-8")
    return outcome
