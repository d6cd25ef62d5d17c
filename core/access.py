"""API tokens: issue, verify and revoke (SPEC 7.1 access control).

A token is ``strop_<prefix>_<secret>``; only its SHA-256 is stored, so the
database never holds a usable credential. Tokens carry a team scope (a
workspace, guild or chat id); ``""`` is an operator token that sees all teams.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import select

from core.errors import NotFound
from core.storage import ApiToken, Database
from core.storage.base import utcnow

__all__ = ["TokenInfo", "issue_token", "list_tokens", "revoke_token", "verify_token"]


_TOUCH_EVERY = timedelta(minutes=1)


@dataclass(frozen=True, slots=True)
class TokenInfo:
    id: int
    name: str
    team: str

    @property
    def is_operator(self) -> bool:
        return self.team == ""


def _hash(raw: str) -> str:
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def issue_token(db: Database, name: str, *, team: str = "") -> str:
    """A new token; the returned string is shown once and never stored."""
    prefix = secrets.token_hex(4)
    raw = f"strop_{prefix}_{secrets.token_urlsafe(32)}"
    with db.session() as s:
        s.add(ApiToken(name=name, prefix=prefix, token_hash=_hash(raw), team=team))
    return raw


def verify_token(db: Database, raw: str) -> TokenInfo | None:
    """The token's identity, or ``None`` when it is unknown, malformed or revoked."""
    parts = raw.split("_", 2)
    if len(parts) != 3 or parts[0] != "strop":
        return None
    digest = _hash(raw)
    with db.session() as s:
        for row in s.scalars(
            select(ApiToken).where(ApiToken.prefix == parts[1], ApiToken.revoked_at.is_(None))
        ):
            if hmac.compare_digest(row.token_hash, digest):
                now = utcnow()
                # At most one write a minute per token: a write on every request
                # serialises the API on the database under load.
                if row.last_used_at is None or now - row.last_used_at > _TOUCH_EVERY:
                    row.last_used_at = now
                return TokenInfo(id=row.id, name=row.name, team=row.team)
    return None


def list_tokens(db: Database) -> list[dict[str, object]]:
    """Every token's metadata (never the secret)."""
    with db.session() as s:
        return [
            {
                "id": t.id,
                "name": t.name,
                "prefix": t.prefix,
                "team": t.team,
                "created_at": t.created_at.isoformat(),
                "revoked": t.revoked_at is not None,
            }
            for t in s.scalars(select(ApiToken).order_by(ApiToken.id))
        ]


def revoke_token(db: Database, token_id: int) -> None:
    with db.session() as s:
        row = s.get(ApiToken, token_id)
        if row is None:
            raise NotFound(f"no API token {token_id}")
        row.revoked_at = utcnow()
