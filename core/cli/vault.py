"""``strop vault``: keys, secret references and rotation (values are never printed)."""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from typing import Any

from core.errors import ConfigurationError
from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("vault", help="manage the encrypted secret vault")
    sub = p.add_subparsers(dest="vault_command", required=True, metavar="SUBCOMMAND")
    sub.add_parser("new-key", help="print a new key for STROP_VAULT_KEY")
    ls = sub.add_parser("list", help="list secret names (never values)")
    ls.add_argument("--agent", help="only the secrets this agent may use")
    put = sub.add_parser("set", help="store a secret, read from the terminal or stdin")
    put.add_argument("agent")
    put.add_argument("name")
    sub.add_parser("rotate", help="re-encrypt every secret under a new key")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace, settings: Settings) -> int:
    from core.vault import generate_key

    if args.vault_command == "new-key":
        print(generate_key())
        return 0
    from core.services import Services

    services = Services(settings)
    try:
        vault = services.vault
        if args.vault_command == "list":
            for ref in vault.refs(args.agent):
                shared = f" (shared with {', '.join(ref.shared_with)})" if ref.shared_with else ""
                print(f"{ref.agent}/{ref.name}{shared} updated {ref.updated_at:%Y-%m-%d}")
        elif args.vault_command == "set":
            if sys.stdin.isatty():
                value = getpass.getpass(f"value of {args.name} (not echoed): ")
            else:
                value = sys.stdin.readline().rstrip("\n")
            services.agents.get(args.agent)
            print(f"{args.agent}: {vault.put(args.agent, args.name, value, created_by='cli')}")
        elif args.vault_command == "rotate":
            return _rotate(settings, services)
    finally:
        services.close()
    return 0


def _rotate(settings: Settings, services: Any) -> int:
    import base64

    from core.vault import generate_key

    new_text = generate_key()
    new_key = base64.urlsafe_b64decode(new_text)
    if settings.vault_key is not None:
        raise ConfigurationError(
            "the key comes from STROP_VAULT_KEY: rotate by setting STROP_VAULT_KEY_FILE to a "
            "new file holding the current key, unsetting STROP_VAULT_KEY, and rotating again"
        )
    path = settings.resolved_vault_key_file
    # The new key is on disk before any row uses it; a crash between the two steps
    # leaves both keys readable (the old one in place, the new one beside it).
    tmp = path.with_suffix(".new")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(new_text + "\n")
    try:
        services.vault.rotate(new_key)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    os.replace(tmp, path)
    print(f"re-encrypted every secret; the new key is in {path}")
    return 0
