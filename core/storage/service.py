"""Service tables: API tokens and help requests (SPEC 3.1, 7.1)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonDict, JsonList, created_at_column

__all__ = ["ApiToken", "HelpRequest"]


class ApiToken(Base):
    """A REST API token. Only a hash of the secret is stored.

    ``team`` scopes what the token can see: a workspace, guild or chat id, or
    ``""`` for an operator token that sees every team.
    """

    __tablename__ = "api_tokens"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64))
    prefix: Mapped[str] = mapped_column(String(16), index=True)
    token_hash: Mapped[str] = mapped_column(String(128), unique=True)
    team: Mapped[str] = mapped_column(String(200), default="", index=True)
    created_at: Mapped[datetime] = created_at_column()
    last_used_at: Mapped[datetime | None] = mapped_column(default=None)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)


class HelpRequest(Base):
    """A paused run asking a person for something (SPEC 3.1).

    ``kind`` is credentials, 2fa, approval, choice or text. A secret answer is
    never stored here: ``answer`` then holds only the vault reference.
    """

    __tablename__ = "help_requests"

    id: Mapped[int] = mapped_column(primary_key=True)
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(32))
    message: Mapped[str] = mapped_column(Text, default="")
    options: Mapped[JsonList] = mapped_column(default=list)
    status: Mapped[str] = mapped_column(String(32), default="pending", index=True)
    answer: Mapped[str] = mapped_column(Text, default="")
    answered_by: Mapped[str] = mapped_column(String(200), default="")
    extra: Mapped[JsonDict] = mapped_column(default=dict)
    created_at: Mapped[datetime] = created_at_column()
    answered_at: Mapped[datetime | None] = mapped_column(default=None)
