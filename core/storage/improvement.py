"""Improvement jobs, training runs, model instances and their versions (SPEC 6.1-6.6)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonDict, JsonList, created_at_column, utcnow

__all__ = ["ImprovementCycle", "ImprovementJob", "ModelInstance", "ModelVersion", "TrainingRun"]


class ImprovementJob(Base):
    """What to improve, with which data and models; feedback is taken since the snapshot."""

    __tablename__ = "improvement_jobs"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
    student: Mapped[str] = mapped_column(String(64))  # instance name
    teacher: Mapped[str] = mapped_column(String(200), default="")  # a litellm model, optional
    # {"agent": ..., "tool": ..., "channel": ...}; empty values mean "any".
    scope: Mapped[JsonDict] = mapped_column(default=dict)
    instances: Mapped[JsonList] = mapped_column(default=list)
    strategies: Mapped[JsonList] = mapped_column(default=list)
    # {"nightly": bool, "every_n_ratings": int}; empty: on demand only.
    schedule: Mapped[JsonDict] = mapped_column(default=dict)
    last_feedback_id: Mapped[int] = mapped_column(default=0)
    status: Mapped[str] = mapped_column(String(32), default="idle")
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class ImprovementCycle(Base):
    """One data -> train -> evaluate -> (maybe) deploy cycle of a job, with its summary."""

    __tablename__ = "improvement_cycles"

    id: Mapped[int] = mapped_column(primary_key=True)
    job_id: Mapped[int | None] = mapped_column(
        ForeignKey("improvement_jobs.id", ondelete="CASCADE"), index=True, default=None
    )
    status: Mapped[str] = mapped_column(String(32), default="running")
    trigger: Mapped[str] = mapped_column(String(32), default="manual")
    dataset: Mapped[str] = mapped_column(String(500), default="")
    summary: Mapped[JsonDict] = mapped_column(default=dict)
    error: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = created_at_column()
    finished_at: Mapped[datetime | None] = mapped_column(default=None)


class TrainingRun(Base):
    """One LoRA training run on some backend: config, dataset version, loss curve, adapter."""

    __tablename__ = "training_runs"

    id: Mapped[int] = mapped_column(primary_key=True)
    job_id: Mapped[int | None] = mapped_column(
        ForeignKey("improvement_jobs.id", ondelete="SET NULL"), index=True, default=None
    )
    backend: Mapped[str] = mapped_column(String(32), default="inprocess")
    remote_id: Mapped[str] = mapped_column(String(64), default="")
    method: Mapped[str] = mapped_column(String(16), default="sft")  # sft | dpo | sft+dpo
    status: Mapped[str] = mapped_column(String(32), default="queued", index=True)
    config: Mapped[JsonDict] = mapped_column(default=dict)
    dataset: Mapped[str] = mapped_column(String(500), default="")  # path of the versioned JSONL
    examples: Mapped[int] = mapped_column(default=0)
    step: Mapped[int] = mapped_column(default=0)
    total_steps: Mapped[int] = mapped_column(default=0)
    losses: Mapped[JsonList] = mapped_column(default=list)  # [[step, loss], ...]
    adapter_path: Mapped[str] = mapped_column(String(500), default="")  # GGUF adapter
    error: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = created_at_column()
    started_at: Mapped[datetime | None] = mapped_column(default=None)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)


class ModelInstance(Base):
    """A named model that requests can be routed to: a base model plus an optional adapter."""

    __tablename__ = "model_instances"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
    base: Mapped[str] = mapped_column(String(500), default="embedded")  # a model spec
    target: Mapped[str] = mapped_column(String(32), default="embedded")  # embedded|llamacpp|ollama
    endpoint: Mapped[str] = mapped_column(String(500), default="")
    tags: Mapped[JsonList] = mapped_column(default=list)  # "tool:NAME", "ab:NAME", ...
    current_version: Mapped[int] = mapped_column(default=0)  # 0: the base model alone
    status: Mapped[str] = mapped_column(String(32), default="active")
    created_at: Mapped[datetime] = created_at_column()


class ModelVersion(Base):
    """One deployed adapter of an instance; earlier versions stay for rollback."""

    __tablename__ = "model_versions"
    __table_args__ = (UniqueConstraint("instance_id", "version"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    instance_id: Mapped[int] = mapped_column(
        ForeignKey("model_instances.id", ondelete="CASCADE"), index=True
    )
    version: Mapped[int]
    adapter_path: Mapped[str] = mapped_column(String(500), default="")
    training_run_id: Mapped[int | None] = mapped_column(
        ForeignKey("training_runs.id", ondelete="SET NULL"), default=None
    )
    deployed_name: Mapped[str] = mapped_column(String(200), default="")  # e.g. the Ollama tag
    metrics: Mapped[JsonDict] = mapped_column(default=dict)
    status: Mapped[str] = mapped_column(String(32), default="active")  # active|previous|rolled_back
    created_at: Mapped[datetime] = created_at_column()
