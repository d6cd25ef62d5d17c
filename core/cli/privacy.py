"""``strop privacy``: consent choices, a person's export and deletion, retention (SPEC 7.7)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from core.errors import ConfigurationError
from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("privacy", help="consent, a person's export or deletion, retention")
    sub = p.add_subparsers(dest="privacy_command", required=True, metavar="ACTION")
    status = sub.add_parser("status", help="the consent default, every choice, opt-out count")
    status.set_defaults(handler=run_status)
    for action in ("on", "off"):
        switch = sub.add_parser(action, help=f"turn training-data collection {action}")
        switch.add_argument("--platform", required=True, help="slack, discord, telegram, api, ...")
        switch.add_argument("--workspace", default="", help="the team's id ('' for none)")
        switch.add_argument("--channel", default="", help="one channel (default: the workspace)")
        switch.set_defaults(handler=run_switch, collect=action == "on")
    for action, text in (
        ("optout", "keep a person's data out of every dataset, also the existing ones"),
        ("optin", "undo a person's opt-out"),
        ("export", "print everything stored about a person as JSON"),
        ("delete", "delete a person's runs, ratings and dataset examples"),
    ):
        person = sub.add_parser(action, help=text)
        person.add_argument("--platform", required=True)
        person.add_argument("--user", required=True, help="the person's user id on the platform")
        if action == "export":
            person.add_argument("--output", type=Path, help="write to this file, not stdout")
        if action == "delete":
            person.add_argument("--yes", action="store_true", help="confirm the deletion")
        person.set_defaults(handler=run_person, action=action)
    retention = sub.add_parser("retention", help="delete what is older than its retention period")
    retention.set_defaults(handler=run_retention)


def _db(settings: Settings) -> Any:
    from core.storage import Database

    db = Database(url=settings.resolved_database_url)
    db.migrate()
    return db


def _store(settings: Settings) -> Any:
    from core.privacy import ConsentStore

    return ConsentStore(_db(settings), default=settings.training_data_consent)


def run_status(args: argparse.Namespace, settings: Settings) -> int:
    print(json.dumps(_store(settings).policy().describe(), indent=2))
    return 0


def run_switch(args: argparse.Namespace, settings: Settings) -> int:
    decision = _store(settings).set_collection(
        platform=args.platform,
        workspace=args.workspace,
        channel=args.channel,
        collect=args.collect,
        by="cli",
    )
    where = f"channel {args.channel}" if args.channel else f"workspace {args.workspace or '(none)'}"
    since = f" since {decision.since.isoformat()}" if decision.since else ""
    print(f"{args.platform} {where}: collection {'on' if decision.collect else 'off'}{since}")
    return 0


def run_person(args: argparse.Namespace, settings: Settings) -> int:
    from core.privacy import Person, delete_person, export_person, opt_out_person

    store = _store(settings)
    person = Person(args.platform, args.user)
    root = settings.data_dir / "datasets"
    if args.action == "optout":
        changed, removed = opt_out_person(store, root, person)
        state = "opted out" if changed else "already opted out"
        print(f"{state}; {sum(removed.values())} dataset example(s) removed")
    elif args.action == "optin":
        found = store.opt_in(platform=person.platform, user=person.user)
        print("opted back in" if found else "had not opted out")
    elif args.action == "export":
        data = export_person(store.db, root, person, policy=store.policy())
        text = json.dumps(data, ensure_ascii=False, indent=2)
        if args.output is None:
            sys.stdout.write(text + "\n")
        else:
            args.output.touch(mode=0o600)  # a person's data: readable by the operator only
            args.output.write_text(text + "\n", encoding="utf-8")
            print(f"wrote {args.output}")
    else:
        if not args.yes:
            raise ConfigurationError("deleting a person's data cannot be undone: add --yes")
        print(json.dumps(delete_person(store.db, root, person).as_dict(), indent=2))
    return 0


def run_retention(args: argparse.Namespace, settings: Settings) -> int:
    from datetime import UTC, datetime

    from core.privacy import enforce_retention

    if settings.retention_days is None and settings.rating_retention_days is None:
        print("no retention period set (STROP_RETENTION_DAYS, STROP_RATING_RETENTION_DAYS)")
        return 0
    report = enforce_retention(
        _db(settings),
        now=datetime.now(UTC),
        run_days=settings.retention_days,
        rating_days=settings.rating_retention_days,
    )
    print(json.dumps(report.as_dict(), indent=2))
    return 0
