"""Workflows: versioned graphs of steps, their runs and each run's trail (SPEC 2.7)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from core.storage.base import Base, JsonDict, created_at_column

__all__ = [
    "Workflow",
    "WorkflowDraft",
    "WorkflowFeedback",
    "WorkflowRun",
    "WorkflowStepRecord",
    "WorkflowVersion",
]


class Workflow(Base):
    __tablename__ = "workflows"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
    description: Mapped[str] = mapped_column(Text, default="")
    current_version: Mapped[int] = mapped_column(default=1)
    created_by: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = created_at_column()
    versions: Mapped[list[WorkflowVersion]] = relationship(
        back_populates="workflow", order_by="WorkflowVersion.version", cascade="all, delete-orphan"
    )


class WorkflowVersion(Base):
    """One immutable graph; an update stores a new row."""

    __tablename__ = "workflow_versions"
    __table_args__ = (UniqueConstraint("workflow_id", "version"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    workflow_id: Mapped[int] = mapped_column(
        ForeignKey("workflows.id", ondelete="CASCADE"), index=True
    )
    version: Mapped[int]
    graph: Mapped[JsonDict]
    content_hash: Mapped[str] = mapped_column(String(64))
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = created_at_column()
    workflow: Mapped[Workflow] = relationship(back_populates="versions")


class WorkflowRun(Base):
    """One execution of one workflow version.

    ``state`` is everything the engine needs to go on after a crash: the
    outputs so far, loop counters, join arrivals and the pending step tokens.
    """

    __tablename__ = "workflow_runs"

    id: Mapped[int] = mapped_column(primary_key=True)
    workflow_id: Mapped[int | None] = mapped_column(
        ForeignKey("workflows.id", ondelete="SET NULL"), index=True, default=None
    )
    workflow_name: Mapped[str] = mapped_column(String(64), index=True)
    version: Mapped[int]
    version_id: Mapped[int | None] = mapped_column(
        ForeignKey("workflow_versions.id", ondelete="SET NULL"), default=None
    )
    status: Mapped[str] = mapped_column(String(32), default="queued", index=True)
    input: Mapped[str] = mapped_column(Text, default="")
    output: Mapped[str] = mapped_column(Text, default="")
    error: Mapped[str] = mapped_column(Text, default="")
    state: Mapped[JsonDict] = mapped_column(default=dict)
    platform: Mapped[str] = mapped_column(String(32), default="terminal")
    workspace: Mapped[str] = mapped_column(String(200), default="", index=True)
    channel: Mapped[str] = mapped_column(String(200), default="")
    thread: Mapped[str] = mapped_column(String(200), default="")
    user: Mapped[str] = mapped_column(String(200), default="")
    # The chat message that announced the end: a reaction to it rates the whole run.
    message_id: Mapped[str] = mapped_column(String(200), default="", index=True)
    created_at: Mapped[datetime] = created_at_column()
    started_at: Mapped[datetime | None] = mapped_column(default=None)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    steps: Mapped[list[WorkflowStepRecord]] = relationship(
        back_populates="workflow_run",
        order_by="WorkflowStepRecord.seq",
        cascade="all, delete-orphan",
    )


class WorkflowStepRecord(Base):
    """One executed step of a run: the trail, in order (``seq``)."""

    __tablename__ = "workflow_steps"
    __table_args__ = (UniqueConstraint("workflow_run_id", "token"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    workflow_run_id: Mapped[int] = mapped_column(
        ForeignKey("workflow_runs.id", ondelete="CASCADE"), index=True
    )
    seq: Mapped[int]
    token: Mapped[str] = mapped_column(String(32))
    step_id: Mapped[str] = mapped_column(String(64))
    kind: Mapped[str] = mapped_column(String(16))
    iteration: Mapped[int] = mapped_column(default=1)
    status: Mapped[str] = mapped_column(String(32), default="running")
    attempts: Mapped[int] = mapped_column(default=0)
    input: Mapped[JsonDict] = mapped_column(default=dict)
    output: Mapped[str] = mapped_column(Text, default="")
    error: Mapped[str] = mapped_column(Text, default="")
    # The agent step's run (its full trajectory) or the human step's waiting run.
    run_id: Mapped[int | None] = mapped_column(
        ForeignKey("runs.id", ondelete="SET NULL"), index=True, default=None
    )
    duration_ms: Mapped[float] = mapped_column(default=0.0)
    message_id: Mapped[str] = mapped_column(String(200), default="", index=True)
    started_at: Mapped[datetime] = created_at_column()
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    workflow_run: Mapped[WorkflowRun] = relationship(back_populates="steps")


class WorkflowFeedback(Base):
    """Which workflow run (and step) a feedback row is about."""

    __tablename__ = "workflow_feedback"

    id: Mapped[int] = mapped_column(primary_key=True)
    feedback_id: Mapped[int] = mapped_column(
        ForeignKey("feedback.id", ondelete="CASCADE"), unique=True
    )
    workflow_run_id: Mapped[int] = mapped_column(
        ForeignKey("workflow_runs.id", ondelete="CASCADE"), index=True
    )
    step_record_id: Mapped[int | None] = mapped_column(
        ForeignKey("workflow_steps.id", ondelete="CASCADE"), index=True, default=None
    )
    # "" when the rating is about the whole run.
    step_id: Mapped[str] = mapped_column(String(64), default="")


class WorkflowDraft(Base):
    """A graph the designer proposed in a conversation, shown before anyone saves it."""

    __tablename__ = "workflow_drafts"

    id: Mapped[int] = mapped_column(primary_key=True)
    platform: Mapped[str] = mapped_column(String(32), default="terminal")
    workspace: Mapped[str] = mapped_column(String(200), default="")
    channel: Mapped[str] = mapped_column(String(200), default="")
    user: Mapped[str] = mapped_column(String(200), default="")
    name: Mapped[str] = mapped_column(String(64))
    description: Mapped[str] = mapped_column(Text, default="")
    graph: Mapped[JsonDict]
    run_id: Mapped[int | None] = mapped_column(
        ForeignKey("runs.id", ondelete="SET NULL"), default=None
    )
    created_at: Mapped[datetime] = created_at_column()
