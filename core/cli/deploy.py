"""``strop deploy``: put a LoRA adapter behind a model instance, list instances, roll back.

Each deploy is a new tagged version (``v<N>``); the previous one stays, and
``--rollback`` goes back to it. For the embedded target a deploy validates
the adapter (it must load and answer in a throwaway process) and records the
version: every strop process loading ``instance:NAME`` afterwards serves it.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.errors import ConfigurationError
from core.settings import Settings

if TYPE_CHECKING:
    from core.serving import InstanceService

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser(
        "deploy",
        help="deploy a LoRA adapter (GGUF) to a model instance, list instances, roll back",
    )
    p.add_argument("adapter", nargs="?", type=Path, help="the adapter GGUF to deploy")
    p.add_argument("--instance", default="assistant", help="instance name (default: assistant)")
    p.add_argument(
        "--target",
        choices=["embedded", "llamacpp", "ollama"],
        help="where to serve it (default: the instance's target, or embedded)",
    )
    p.add_argument("--ollama-host", help="Ollama server URL (default: http://127.0.0.1:11434)")
    p.add_argument("--base", default="embedded", help="base model of a new instance")
    p.add_argument("--training-run", type=int, help="the training run the adapter came from")
    p.add_argument("--rollback", action="store_true", help="go back to the previous version")
    p.add_argument("--list", action="store_true", help="list instances and their versions")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def _instances(settings: Settings) -> InstanceService:
    from core.serving import InstanceService
    from core.storage import Database

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    db = Database(url=settings.resolved_database_url)
    db.migrate()
    return InstanceService(db, settings.data_dir)


def _listing(instances: InstanceService) -> list[dict[str, Any]]:
    return [
        {**i.as_dict(), "versions": [v.as_dict() for v in instances.versions(i.name)]}
        for i in instances.list(include_retired=True)
    ]


def _print(instances: InstanceService, name: str, as_json: bool) -> None:
    instance = instances.get(name)
    versions = instances.versions(name)
    if as_json:
        data = {**instance.as_dict(), "versions": [v.as_dict() for v in versions]}
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return
    where = f" at {instance.endpoint}" if instance.endpoint else ""
    current = f"v{instance.current_version}" if instance.current_version else "the base model"
    print(f"{name}: serving {current} ({instance.target}{where}); use model 'instance:{name}'")
    for v in versions:
        print(f"  v{v.version:<3} {v.status:<12} {v.deployed_name or v.adapter_path}")


def run(args: argparse.Namespace, settings: Settings) -> int:
    from core.serving import Deployer, make_target

    instances = _instances(settings)
    try:
        if args.list:
            rows = _listing(instances)
            if args.json:
                print(json.dumps(rows, ensure_ascii=False, indent=2))
            for row in [] if args.json else rows:
                current = f"v{row['current_version']}" if row["current_version"] else "base"
                tags = ",".join(row["tags"]) or "-"
                print(
                    f"{row['name']:<16} {row['status']:<8} {row['target']:<9} {current:<5} "
                    f"{tags:<24} {row['endpoint']}"
                )
            return 0
        name = args.instance
        if not args.rollback and args.adapter is None:
            raise ConfigurationError("give an adapter GGUF to deploy, --rollback or --list")
        if not args.rollback and not instances.exists(name):
            instances.spawn(name, base=args.base, target=args.target or "embedded")
        instance = instances.get(name)
        kind = args.target or instance.target
        host = args.ollama_host or (instance.endpoint if instance.target == "ollama" else None)
        target = make_target(
            kind,
            data_dir=settings.data_dir,
            ollama_host=host,
            n_ctx=settings.n_ctx,
            n_threads=settings.n_threads,
        )
        deployer = Deployer(instances, target)
        if args.rollback:
            deployer.rollback(name)
        else:
            deployer.deploy(name, args.adapter, training_run_id=args.training_run)
        _print(instances, name, args.json)
        return 0
    finally:
        instances.db.dispose()
