"""Trajectories: a run has attempts, an attempt has ordered spans (SPEC 2.3)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from core.storage.base import Base, JsonDict, created_at_column

__all__ = ["Attempt", "Run", "Span"]


class Run(Base):
    __tablename__ = "runs"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[str | None] = mapped_column(String(200), unique=True, default=None)
    agent_name: Mapped[str] = mapped_column(String(64), index=True)
    agent_version_id: Mapped[int | None] = mapped_column(
        ForeignKey("agent_versions.id", ondelete="SET NULL"), default=None
    )
    model: Mapped[str] = mapped_column(String(200), default="")
    platform: Mapped[str] = mapped_column(String(32), default="terminal", index=True)
    # The team a run belongs to (Slack workspace, Discord guild, Telegram chat); "" when none.
    workspace: Mapped[str] = mapped_column(String(200), default="", index=True)
    channel: Mapped[str] = mapped_column(String(200), default="", index=True)
    user: Mapped[str] = mapped_column(String(200), default="")
    thread: Mapped[str] = mapped_column(String(200), default="")
    reply_message_id: Mapped[str] = mapped_column(String(200), default="", index=True)
    input: Mapped[str] = mapped_column(Text, default="")
    output: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[str] = mapped_column(String(32), default="queued", index=True)
    error: Mapped[str] = mapped_column(Text, default="")
    tokens_in: Mapped[int] = mapped_column(default=0)
    tokens_out: Mapped[int] = mapped_column(default=0)
    used_in_training: Mapped[bool] = mapped_column(default=False)
    # What a queued run needs to (re)start on any worker: the request and its history.
    payload: Mapped[JsonDict] = mapped_column(default=dict)
    worker: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = created_at_column()
    started_at: Mapped[datetime | None] = mapped_column(default=None)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    attempts: Mapped[list[Attempt]] = relationship(
        back_populates="run", order_by="Attempt.number", cascade="all, delete-orphan"
    )


class Attempt(Base):
    __tablename__ = "attempts"

    id: Mapped[int] = mapped_column(primary_key=True)
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(default=1)
    status: Mapped[str] = mapped_column(String(32), default="running")
    error: Mapped[str] = mapped_column(Text, default="")
    started_at: Mapped[datetime] = created_at_column()
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    run: Mapped[Run] = relationship(back_populates="attempts")
    spans: Mapped[list[Span]] = relationship(
        back_populates="attempt", order_by="Span.seq", cascade="all, delete-orphan"
    )


class Span(Base):
    """One step: ``llm_call``, ``tool_call``, ``tool_result``, ``reasoning`` or ``output``."""

    __tablename__ = "spans"

    id: Mapped[int] = mapped_column(primary_key=True)
    attempt_id: Mapped[int] = mapped_column(
        ForeignKey("attempts.id", ondelete="CASCADE"), index=True
    )
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), index=True)
    seq: Mapped[int]
    kind: Mapped[str] = mapped_column(String(32), index=True)
    name: Mapped[str] = mapped_column(String(200), default="")
    input: Mapped[JsonDict]
    output: Mapped[JsonDict]
    model: Mapped[str] = mapped_column(String(200), default="")
    tokens_in: Mapped[int] = mapped_column(default=0)
    tokens_out: Mapped[int] = mapped_column(default=0)
    duration_ms: Mapped[float] = mapped_column(default=0.0)
    error: Mapped[str] = mapped_column(Text, default="")
    started_at: Mapped[datetime] = created_at_column()
    attempt: Mapped[Attempt] = relationship(back_populates="spans")
