"""The vault: secrets encrypted with AES-GCM, scoped per agent (SPEC 3.2, 3.3).

Values are encrypted with a 256-bit key from ``STROP_VAULT_KEY`` or a key file
(created with mode 0600 on first use). Each ciphertext is bound to its agent
and name, so a row copied onto another secret does not decrypt. Rotating the
key re-encrypts every row in one transaction. Tools never see values: their
arguments may hold ``{{secret:NAME}}`` placeholders, substituted just before
the tool runs (see ``core.runtime.secrets``).
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import secrets
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy import select

from core.errors import ConfigurationError, NotFound
from core.guardrails.rules import normalise_pattern
from core.storage import Database, VaultSecret
from core.storage.base import utcnow

__all__ = ["SECRET_NAME", "SecretRef", "Vault", "generate_key", "load_key", "placeholder"]

SECRET_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_.-]{0,63}$")


def placeholder(name: str) -> str:
    """What chat, history, logs and trajectories show instead of a secret value."""
    return f"[saved as secret ref {name}]"


def generate_key() -> str:
    """A new key in the form ``STROP_VAULT_KEY`` and key files hold."""
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()


def _decode(text: str, where: str) -> bytes:
    try:
        key = base64.urlsafe_b64decode(text.strip().encode())
    except (ValueError, TypeError):
        key = b""
    if len(key) != 32:
        raise ConfigurationError(
            f"{where} must be a urlsafe-base64 32-byte key (make one with `strop vault new-key`)"
        )
    return key


def load_key(value: str | None, key_file: Path) -> bytes:
    """The vault key: ``value`` (from ``STROP_VAULT_KEY``) or ``key_file``, created if absent."""
    if value:
        return _decode(value, "STROP_VAULT_KEY")
    if not key_file.exists():
        key_file.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(key_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(generate_key() + "\n")
    return _decode(key_file.read_text(), f"vault key file {key_file}")


def _key_id(key: bytes) -> str:
    return hashlib.sha256(b"strop-vault:" + key).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class SecretRef:
    """A secret without its value."""

    name: str
    agent: str
    shared_with: tuple[str, ...]
    created_by: str
    created_at: datetime
    updated_at: datetime
    # Where the value may be sent ((): anywhere); see core.runtime.secrets.
    domains: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "owner": self.agent,
            "shared_with": list(self.shared_with),
            "domains": list(self.domains),
            "created_by": self.created_by,
            "created_at": self.created_at.isoformat(),
            "updated_at": self.updated_at.isoformat(),
            "placeholder": "{{secret:" + self.name + "}}",
        }


def _ref(row: VaultSecret) -> SecretRef:
    return SecretRef(
        row.name,
        row.agent,
        tuple(row.shared_with or ()),
        row.created_by,
        row.created_at,
        row.updated_at,
        tuple(row.domains or ()),
    )


def _domains(domains: list[str]) -> list[str]:
    """Validated, de-duplicated domain patterns; ``ConfigurationError`` names a bad one."""
    try:
        return sorted({normalise_pattern(d) for d in domains if d.strip()})
    except ValueError as exc:
        raise ConfigurationError(str(exc)) from None


class Vault:
    """Encrypted secrets in the database, readable only with the key."""

    def __init__(self, db: Database, key: bytes) -> None:
        if len(key) != 32:
            raise ConfigurationError("the vault key must be 32 bytes")
        self.db = db
        self._aead = AESGCM(key)
        self.key_id = _key_id(key)

    @staticmethod
    def _aad(agent: str, name: str) -> bytes:
        return f"strop-vault\0{agent}\0{name}".encode()

    def _seal(self, agent: str, name: str, value: str) -> tuple[bytes, bytes]:
        nonce = secrets.token_bytes(12)
        return nonce, self._aead.encrypt(nonce, value.encode(), self._aad(agent, name))

    def _open(self, row: VaultSecret) -> str:
        if row.key_id != self.key_id:
            raise ConfigurationError(
                f"secret {row.name!r} was encrypted with another vault key (id {row.key_id}); "
                "configure that key or rotate from it"
            )
        try:
            return self._aead.decrypt(
                row.nonce, row.ciphertext, self._aad(row.agent, row.name)
            ).decode()
        except InvalidTag:
            raise ConfigurationError(f"secret {row.name!r} failed its integrity check") from None

    def put(
        self,
        agent: str,
        name: str,
        value: str,
        *,
        created_by: str = "",
        domains: list[str] | None = None,
    ) -> str:
        """Store (or replace) ``agent``'s secret ``name``; returns its placeholder text.

        ``domains``: where the value may be sent (see ``set_domains``); ``None``
        keeps what a replaced secret had.
        """
        if not SECRET_NAME.match(name):
            raise ConfigurationError(
                f"secret name {name!r}: use letters, digits, '_', '.', '-' (at most 64)"
            )
        if not value:
            raise ConfigurationError("a secret cannot be empty")
        scope = _domains(domains) if domains is not None else None
        nonce, sealed = self._seal(agent, name, value)
        with self.db.session() as s:
            row = s.scalar(
                select(VaultSecret).where(VaultSecret.agent == agent, VaultSecret.name == name)
            )
            if row is None:
                row = VaultSecret(
                    agent=agent, name=name, shared_with=[], domains=[], created_by=created_by
                )
                s.add(row)
            if scope is not None:
                row.domains = scope
            row.nonce, row.ciphertext, row.key_id = nonce, sealed, self.key_id
            row.updated_at = utcnow()
        return placeholder(name)

    def _usable(self, agent: str) -> list[VaultSecret]:
        """Rows ``agent`` may use: its own, then those shared with it."""
        with self.db.session() as s:
            rows = list(s.scalars(select(VaultSecret).order_by(VaultSecret.id)))
            s.expunge_all()
        own = [r for r in rows if r.agent == agent]
        shared = [r for r in rows if r.agent != agent and agent in (r.shared_with or [])]
        return own + shared

    def get(self, agent: str, name: str) -> str:
        """The value of ``name`` as ``agent`` may use it; ``NotFound`` otherwise."""
        for row in self._usable(agent):
            if row.name == name:
                return self._open(row)
        raise NotFound(f"agent {agent!r} has no secret named {name!r}")

    def domains(self, agent: str, name: str) -> list[str]:
        """Where ``agent``'s secret ``name`` may be sent (``[]``: anywhere)."""
        for row in self._usable(agent):
            if row.name == name:
                return list(row.domains or [])
        raise NotFound(f"agent {agent!r} has no secret named {name!r}")

    def set_domains(self, owner: str, name: str, domains: list[str]) -> SecretRef:
        """Limit ``owner``'s secret ``name`` to ``domains`` (replaces the list; ``[]``: anywhere).

        ``example.com`` covers its subdomains, ``*.example.com`` only them.
        """
        scope = _domains(domains)
        with self.db.session() as s:
            row = s.scalar(
                select(VaultSecret).where(VaultSecret.agent == owner, VaultSecret.name == name)
            )
            if row is None:
                raise NotFound(f"agent {owner!r} owns no secret named {name!r}")
            row.domains = scope
            row.updated_at = utcnow()
            s.flush()
            return _ref(row)

    def values(self, agent: str | None = None) -> list[str]:
        """Every value ``agent`` may use (every value when ``None``), to scrub them from text."""
        with self.db.session() as s:
            rows = list(s.scalars(select(VaultSecret)))
            s.expunge_all()
        if agent is not None:
            rows = self._usable(agent)
        return [self._open(r) for r in rows if r.key_id == self.key_id]

    def refs(self, agent: str | None = None) -> list[SecretRef]:
        rows = self._usable(agent) if agent is not None else self._all()
        return [_ref(r) for r in rows]

    def _all(self) -> list[VaultSecret]:
        with self.db.session() as s:
            rows = list(
                s.scalars(select(VaultSecret).order_by(VaultSecret.agent, VaultSecret.name))
            )
            s.expunge_all()
        return rows

    def share(self, owner: str, name: str, agents: list[str]) -> SecretRef:
        """Set which other agents may use ``owner``'s secret ``name`` (replaces the list)."""
        with self.db.session() as s:
            row = s.scalar(
                select(VaultSecret).where(VaultSecret.agent == owner, VaultSecret.name == name)
            )
            if row is None:
                raise NotFound(f"agent {owner!r} owns no secret named {name!r}")
            row.shared_with = sorted({a for a in agents if a and a != owner})
            row.updated_at = utcnow()
            s.flush()
            return _ref(row)

    def delete(self, agent: str, name: str) -> None:
        with self.db.session() as s:
            row = s.scalar(
                select(VaultSecret).where(VaultSecret.agent == agent, VaultSecret.name == name)
            )
            if row is None:
                raise NotFound(f"agent {agent!r} owns no secret named {name!r}")
            s.delete(row)

    def rotate(self, new_key: bytes) -> Vault:
        """Re-encrypt every secret under ``new_key`` in one transaction; returns the new vault.

        The caller stores the new key (``strop vault rotate`` writes the key file).
        """
        fresh = Vault(self.db, new_key)
        with self.db.session() as s:
            for row in s.scalars(select(VaultSecret).with_for_update()):
                value = self._open(row)
                row.nonce, row.ciphertext = fresh._seal(row.agent, row.name, value)
                row.key_id = fresh.key_id
        return fresh
