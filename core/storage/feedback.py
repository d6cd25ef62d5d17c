"""Ratings and notes on runs, steps, agents or improvement jobs (SPEC 5.1)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, created_at_column

__all__ = ["Feedback"]


class Feedback(Base):
    __tablename__ = "feedback"

    id: Mapped[int] = mapped_column(primary_key=True)
    target_type: Mapped[str] = mapped_column(String(32), index=True)
    target_id: Mapped[int] = mapped_column(index=True)
    run_id: Mapped[int | None] = mapped_column(
        ForeignKey("runs.id", ondelete="CASCADE"), index=True, default=None
    )
    span_id: Mapped[int | None] = mapped_column(
        ForeignKey("spans.id", ondelete="CASCADE"), default=None
    )
    label: Mapped[str] = mapped_column(String(32))
    score: Mapped[float | None] = mapped_column(default=None)
    notes: Mapped[str] = mapped_column(Text, default="")
    rater: Mapped[str] = mapped_column(String(200), default="")
    source: Mapped[str] = mapped_column(String(32), default="terminal")
    created_at: Mapped[datetime] = created_at_column()
    retracted_at: Mapped[datetime | None] = mapped_column(default=None)
