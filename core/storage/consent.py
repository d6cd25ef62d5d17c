"""Consent to training-data collection (SPEC 7.7): per workspace or channel, and per person."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, created_at_column, utcnow

__all__ = ["ConsentOptOut", "ConsentSetting"]


class ConsentSetting(Base):
    """Whether a workspace's (``channel`` ``""``) or one channel's chats may be training data.

    ``since`` is when collection last went from off to on there: runs made
    before it were made without consent and stay out of datasets.
    """

    __tablename__ = "consent_settings"
    __table_args__ = (UniqueConstraint("platform", "workspace", "channel"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    platform: Mapped[str] = mapped_column(String(32))
    workspace: Mapped[str] = mapped_column(String(200), default="")
    channel: Mapped[str] = mapped_column(String(200), default="")
    collect: Mapped[bool] = mapped_column(default=False)
    since: Mapped[datetime | None] = mapped_column(default=None)
    updated_by: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class ConsentOptOut(Base):
    """A person who does not want their messages and ratings used for training."""

    __tablename__ = "consent_optouts"
    __table_args__ = (UniqueConstraint("platform", "user"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    platform: Mapped[str] = mapped_column(String(32))
    user: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = created_at_column()
