"""Chat-side tables: encrypted secrets, channel defaults, guardrail rules (SPEC 1.2, 1.5, 3.2)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import LargeBinary, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonList, created_at_column

__all__ = ["ChannelSetting", "GuardrailRule", "SecurityInsight", "VaultSecret"]


class VaultSecret(Base):
    """One secret, AES-GCM encrypted; only its owner agent and ``shared_with`` may use it."""

    __tablename__ = "vault_secrets"
    __table_args__ = (UniqueConstraint("agent", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    agent: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(64))
    nonce: Mapped[bytes] = mapped_column(LargeBinary(32))
    ciphertext: Mapped[bytes] = mapped_column(LargeBinary)
    # Which key encrypted it (a fingerprint, never the key): rotation finds stale rows.
    key_id: Mapped[str] = mapped_column(String(16), index=True)
    shared_with: Mapped[JsonList] = mapped_column(default=list)
    # Domain patterns the value may be sent to ([]: anywhere); see core.runtime.secrets.
    domains: Mapped[JsonList] = mapped_column(default=list)
    created_by: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = created_at_column()


class ChannelSetting(Base):
    """Per-conversation choices made in chat, such as the default agent (``/agent use``)."""

    __tablename__ = "channel_settings"
    __table_args__ = (UniqueConstraint("platform", "workspace", "channel"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    platform: Mapped[str] = mapped_column(String(32))
    workspace: Mapped[str] = mapped_column(String(200), default="")
    channel: Mapped[str] = mapped_column(String(200))
    agent: Mapped[str] = mapped_column(String(64))
    updated_by: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = created_at_column()


class GuardrailRule(Base):
    """A policy for internet-facing tools (SPEC 4.1): allow or deny a domain, or cap requests.

    Scope: ``channel`` if set, else ``agent`` if set, else the whole deployment;
    ``workspace`` limits a rule to one team's runs ("": every team).
    """

    __tablename__ = "guardrail_rules"

    id: Mapped[int] = mapped_column(primary_key=True)
    workspace: Mapped[str] = mapped_column(String(200), default="", index=True)
    agent: Mapped[str] = mapped_column(String(64), default="")  # "": every agent
    channel: Mapped[str] = mapped_column(String(200), default="")  # "": every channel
    kind: Mapped[str] = mapped_column(String(32))  # allow_domain | deny_domain | request_limit
    value: Mapped[str] = mapped_column(String(255))
    enabled: Mapped[bool] = mapped_column(default=True)
    note: Mapped[str] = mapped_column(Text, default="")
    created_by: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = created_at_column()


class SecurityInsight(Base):
    """Something an agent noticed about security (``record_security_insight``)."""

    __tablename__ = "security_insights"

    id: Mapped[int] = mapped_column(primary_key=True)
    agent: Mapped[str] = mapped_column(String(64), index=True)
    run_id: Mapped[int | None] = mapped_column(default=None)
    severity: Mapped[str] = mapped_column(String(16), default="info")
    insight: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = created_at_column()
