"""The self-critique log: one structured critique per finished run (SPEC 6.10)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonDict, JsonList, created_at_column

__all__ = ["Critique"]


class Critique(Base):
    """Scores per dimension, weaknesses and suggestions for one run, and its pass gate.

    ``weaknesses`` and ``suggestions`` hold aspect keys from the fixed table in
    ``core.evolution.aspects`` (``{"aspect", "direction", "source"}``), never free
    text, so nothing a page or a model wrote can reach a prompt through them.
    ``note`` keeps the critic's own words (sanitised) for people to read.
    ``lessons`` lists the lesson keys that were in the run's prompt; an empty list
    with ``held_out`` set marks a control run that was eligible but got none.
    """

    __tablename__ = "critiques"

    id: Mapped[int] = mapped_column(primary_key=True)
    run_id: Mapped[int] = mapped_column(
        ForeignKey("runs.id", ondelete="CASCADE"), unique=True, index=True
    )
    agent: Mapped[str] = mapped_column(String(64), index=True)
    domain: Mapped[str] = mapped_column(String(200), index=True, default="general")
    model: Mapped[str] = mapped_column(String(200), default="")
    critic: Mapped[str] = mapped_column(String(200), default="rules")
    scores: Mapped[JsonDict] = mapped_column(default=dict)
    overall: Mapped[float] = mapped_column(default=0.0)
    passed: Mapped[bool] = mapped_column(default=False, index=True)
    weaknesses: Mapped[JsonList] = mapped_column(default=list)
    suggestions: Mapped[JsonList] = mapped_column(default=list)
    note: Mapped[str] = mapped_column(String(500), default="")
    lessons: Mapped[JsonList] = mapped_column(default=list)
    held_out: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = created_at_column()
