"""Agents, their immutable versions, and registered tools (SPEC 2.1, 2.5)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from core.storage.base import Base, JsonDict, JsonList, created_at_column

__all__ = ["Agent", "AgentVersion", "ToolRecord"]


class Agent(Base):
    __tablename__ = "agents"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
    description: Mapped[str] = mapped_column(Text, default="")
    current_version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = created_at_column()
    versions: Mapped[list[AgentVersion]] = relationship(
        back_populates="agent", order_by="AgentVersion.version", cascade="all, delete-orphan"
    )


class AgentVersion(Base):
    """One immutable definition; changing an agent adds a row, never edits one."""

    __tablename__ = "agent_versions"
    __table_args__ = (UniqueConstraint("agent_id", "version"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    agent_id: Mapped[int] = mapped_column(ForeignKey("agents.id", ondelete="CASCADE"), index=True)
    version: Mapped[int]
    system_prompt: Mapped[str] = mapped_column(Text)
    tools: Mapped[JsonList]
    parameters: Mapped[JsonDict]
    constraints: Mapped[JsonDict]
    model: Mapped[str] = mapped_column(String(200), default="")
    content_hash: Mapped[str] = mapped_column(String(64), index=True)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = created_at_column()
    agent: Mapped[Agent] = relationship(back_populates="versions")


class ToolRecord(Base):
    """A tool defined at run time (code-backed); built-in tools live in code."""

    __tablename__ = "tools"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
    description: Mapped[str] = mapped_column(Text)
    input_schema: Mapped[JsonDict]
    kind: Mapped[str] = mapped_column(String(16), default="code")
    code: Mapped[str] = mapped_column(Text, default="")
    content_hash: Mapped[str] = mapped_column(String(64))
    created_by: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = created_at_column()
