"""Architecture proposals and loop-health findings (SPEC 6.7, 6.11)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonDict, created_at_column

__all__ = ["ArchitectureProposal", "LoopHealthEvent"]


class ArchitectureProposal(Base):
    """A model architecture to build from a spec, its approval and what came of it.

    ``status``: awaiting_approval -> approved | denied -> running -> promoted |
    rejected | failed. ``run_id`` is the run whose admin-only confirmation card
    asks for the approval (an agent's run, or a system run for a cycle's proposal).
    """

    __tablename__ = "architecture_proposals"

    id: Mapped[int] = mapped_column(primary_key=True)
    agent: Mapped[str] = mapped_column(String(64), index=True, default="assistant")
    scope: Mapped[JsonDict] = mapped_column(default=dict)
    spec: Mapped[JsonDict] = mapped_column(default=dict)
    source: Mapped[str] = mapped_column(String(32), default="tool")  # tool | cycle | cli
    cycle_id: Mapped[int | None] = mapped_column(
        ForeignKey("improvement_cycles.id", ondelete="SET NULL"), default=None
    )
    run_id: Mapped[int | None] = mapped_column(
        ForeignKey("runs.id", ondelete="SET NULL"), default=None, index=True
    )
    status: Mapped[str] = mapped_column(String(32), default="awaiting_approval", index=True)
    estimate: Mapped[JsonDict] = mapped_column(default=dict)
    result: Mapped[JsonDict] = mapped_column(default=dict)
    error: Mapped[str] = mapped_column(Text, default="")
    decided_by: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = created_at_column()
    finished_at: Mapped[datetime | None] = mapped_column(default=None)


class LoopHealthEvent(Base):
    """One finding about the improvement loop itself and how it was answered.

    ``kind``: saturation | collapse | regression. ``action``: what strop did
    (paused, review, rolled_back, none). ``status``: open until a person
    answers the review card or the finding clears.
    """

    __tablename__ = "loop_health_events"

    id: Mapped[int] = mapped_column(primary_key=True)
    job_id: Mapped[int | None] = mapped_column(
        ForeignKey("improvement_jobs.id", ondelete="CASCADE"), default=None, index=True
    )
    agent: Mapped[str] = mapped_column(String(64), index=True, default="")
    kind: Mapped[str] = mapped_column(String(32), index=True)
    severity: Mapped[str] = mapped_column(String(16), default="warning")
    summary: Mapped[str] = mapped_column(Text, default="")
    evidence: Mapped[JsonDict] = mapped_column(default=dict)
    action: Mapped[str] = mapped_column(String(32), default="none")
    status: Mapped[str] = mapped_column(String(32), default="open", index=True)
    run_id: Mapped[int | None] = mapped_column(
        ForeignKey("runs.id", ondelete="SET NULL"), default=None
    )
    resolved_by: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = created_at_column()
    resolved_at: Mapped[datetime | None] = mapped_column(default=None)
