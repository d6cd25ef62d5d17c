"""``strop hub``: publish an instance's adapter or a dataset version, pull a newer adapter.

``publish INSTANCE --repo OWNER/NAME`` uploads the serving version (or
``--version N``) with a model card; ``publish --dataset NAME[/vN] --repo ...``
uploads a scrubbed dataset version after the operator confirms the summary
(the person at the command line is the administrator here; in chat an
administrator's approval card does this). ``pull REPO --instance NAME`` takes
the newest version and deploys it only if it passes the evaluation gate.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import json
import sys
from typing import Any

from core.errors import ConfigurationError
from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser(
        "hub", help="publish adapters and datasets to a model hub, pull adapters"
    )
    sub = p.add_subparsers(dest="hub_command", required=True, metavar="SUBCOMMAND")
    pub = sub.add_parser("publish", help="publish an instance's adapter or a dataset version")
    pub.add_argument("instance", nargs="?", help="the instance whose adapter to publish")
    pub.add_argument("--dataset", help="publish this dataset (NAME or NAME/vN) instead")
    pub.add_argument("--repo", required=True, help="hub repository, OWNER/NAME")
    pub.add_argument("--version", type=int, help="instance version (default: the serving one)")
    pub.add_argument("--notes", default="", help="extra text for the card")
    pub.add_argument("--public", action="store_true", help="a public repository (default: private)")
    pub.add_argument("--yes", action="store_true", help="publish a dataset without asking")
    pull = sub.add_parser("pull", help="pull the newest adapter and deploy it through the gate")
    pull.add_argument("repo", help="hub repository, OWNER/NAME")
    pull.add_argument("--instance", default="assistant", help="instance to deploy to")
    pull.add_argument("--version", type=int, help="hub version (default: the newest)")
    pull.add_argument("--agent", default="assistant", help="agent the evaluation uses")
    pull.add_argument("--force", action="store_true", help="evaluate a version taken before")
    for command in (pub, pull):
        command.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _confirmed(summary: str, *, yes: bool) -> bool:
    print(summary, file=sys.stderr)
    if yes:
        return True
    if not sys.stdin.isatty():
        raise ConfigurationError(
            "publishing a dataset needs a confirmation: check the summary and add --yes"
        )
    return input("Publish it? [y/N] ").strip().lower() in ("y", "yes")


def run(args: argparse.Namespace, settings: Settings) -> int:
    from core.services import Services

    services = Services(settings)
    try:
        if args.hub_command == "pull":
            from core.improve.pull import pull_adapter

            result: dict[str, Any] = asyncio.run(
                pull_adapter(
                    services,
                    args.repo,
                    args.instance,
                    version=args.version,
                    agent=args.agent,
                    force=args.force,
                    say=_say,
                )
            )
        elif args.dataset:
            from core.serving.hub_approval import Approval
            from core.serving.hub_publish import prepare_dataset, publish_dataset

            if args.instance:
                raise ConfigurationError("give an instance or --dataset, not both")
            upload = prepare_dataset(services, args.dataset)
            summary = (
                f"dataset {upload.ref}: {upload.rows} rows, {upload.scrubbed} secrets or personal "
                f"data replaced, sha256 {upload.sha256}\nto: {settings.hub_endpoint} {args.repo} "
                f"({'public' if args.public else 'private'})"
            )
            if not _confirmed(summary, yes=args.yes):
                print("not published")
                return 1
            approval = Approval(args.repo, upload.sha256, f"operator:{getpass.getuser()}")
            result = publish_dataset(
                services,
                upload,
                args.repo,
                approval=approval,
                notes=args.notes,
                private=not args.public,
            ).as_dict()
        else:
            from core.serving.hub_publish import publish_instance

            if not args.instance:
                raise ConfigurationError("give the instance to publish, or --dataset NAME")
            result = publish_instance(
                services,
                args.instance,
                args.repo,
                version=args.version,
                notes=args.notes,
                private=not args.public,
            ).as_dict()
    finally:
        services.close()
    if args.json:
        print(json.dumps(result, indent=2, default=str))
    elif args.hub_command == "pull":
        print(f"{result['repo']} -> {result['instance']}: {result['status']}")
        for reason in result.get("reasons", []):
            print(f"  {reason}")
    else:
        print(
            f"published {result['kind']} {result['repo']} v{result['version']}: {result['commit']}"
        )
    return 0
