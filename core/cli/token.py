"""``strop token create|list|revoke``: API tokens for the REST API (SPEC 7.1)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from core.errors import ConfigurationError
from core.settings import Settings
from core.storage import Database

__all__ = ["register"]

_MAX_NAME = 64  # api_tokens.name
_MAX_TEAM = 200  # api_tokens.team, the width of runs.workspace


def register(commands: Any) -> None:
    p = commands.add_parser("token", help="create, list and revoke REST API tokens")
    sub = p.add_subparsers(dest="token_command", required=True, metavar="ACTION")
    create = sub.add_parser("create", help="issue a token; it is printed once, never stored")
    create.add_argument("name", help="what the token is for, e.g. 'grafana' or 'ci'")
    create.add_argument(
        "--team", default="", help="limit it to one workspace/guild/chat id (default: operator)"
    )
    create.set_defaults(handler=token_create)
    ls = sub.add_parser("list", help="every token's id, name, team and state (no secrets)")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=token_list)
    revoke = sub.add_parser("revoke", help="stop a token from working")
    revoke.add_argument("token_id", type=int, metavar="ID")
    revoke.set_defaults(handler=token_revoke)


def _db(settings: Settings) -> Database:
    db = Database(url=settings.resolved_database_url)
    db.migrate()
    return db


def token_create(args: argparse.Namespace, settings: Settings) -> int:
    """Issue a token and print it; only its hash is kept."""
    from core.access import issue_token

    name, team = args.name.strip(), args.team.strip()
    if not name or len(name) > _MAX_NAME:
        raise ConfigurationError(f"token name must be 1-{_MAX_NAME} characters")
    if len(team) > _MAX_TEAM:
        raise ConfigurationError(f"--team must be at most {_MAX_TEAM} characters")
    db = _db(settings)
    try:
        raw = issue_token(db, name, team=team)
    finally:
        db.dispose()
    scope = f"team {team!r}" if team else "operator (all teams)"
    print(f"token for {name!r}, {scope}. It is shown only now; keep it somewhere safe:")
    print(raw)
    return 0


def token_list(args: argparse.Namespace, settings: Settings) -> int:
    """Every token's metadata."""
    from core.access import list_tokens

    db = _db(settings)
    try:
        rows = list_tokens(db)
    finally:
        db.dispose()
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    if not rows:
        print("no API tokens yet; create one with: strop token create NAME")
    for row in rows:
        state = "revoked" if row["revoked"] else "active"
        team = row["team"] or "(operator)"
        print(
            f"{row['id']:>4}  {state:<7}  {row['name']!s:<24} team={team}  "
            f"strop_{row['prefix']}_…  created {row['created_at']}"
        )
    return 0


def token_revoke(args: argparse.Namespace, settings: Settings) -> int:
    """Revoke a token by id; requests with it get 401 from then on."""
    from core.access import revoke_token

    db = _db(settings)
    try:
        revoke_token(db, args.token_id)
    finally:
        db.dispose()
    print(f"revoked token {args.token_id}")
    return 0
