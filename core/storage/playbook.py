"""The technique playbook: written entries with observed outcomes, and insights (SPEC 6.9)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonDict, created_at_column, utcnow

__all__ = ["TechniqueEntry", "TechniqueInsight"]


class TechniqueEntry(Base):
    """One technique: what it is, when to use it, downsides, interactions, what it maps to.

    ``observed`` is written by the playbook's aggregation from the insights.
    """

    __tablename__ = "technique_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
    title: Mapped[str] = mapped_column(String(200), default="")
    what: Mapped[str] = mapped_column(Text, default="")
    when_to_use: Mapped[str] = mapped_column(Text, default="")
    downsides: Mapped[str] = mapped_column(Text, default="")
    interactions: Mapped[JsonDict] = mapped_column(default=dict)  # other entry -> how
    maps_to: Mapped[JsonDict] = mapped_column(default=dict)  # strategy / config keys
    observed: Mapped[JsonDict] = mapped_column(default=dict)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class TechniqueInsight(Base):
    """What one use of a technique did in one scope: outcome, config, metric deltas."""

    __tablename__ = "technique_insights"

    id: Mapped[int] = mapped_column(primary_key=True)
    job_id: Mapped[int | None] = mapped_column(
        ForeignKey("improvement_jobs.id", ondelete="SET NULL"), index=True, default=None
    )
    technique: Mapped[str] = mapped_column(String(64), index=True)
    # "agent:NAME,tool:NAME,channel:NAME" (any subset, in that order); "" is global.
    scope: Mapped[str] = mapped_column(String(1000), index=True, default="")
    outcome: Mapped[str] = mapped_column(String(16))  # improved | no_change | regressed
    summary: Mapped[str] = mapped_column(Text, default="")
    config: Mapped[JsonDict] = mapped_column(default=dict)
    metrics: Mapped[JsonDict] = mapped_column(default=dict)  # after - before, per metric
    created_at: Mapped[datetime] = created_at_column()
