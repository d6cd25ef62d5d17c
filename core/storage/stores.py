"""Per-agent key/value stores and RAG collection metadata (SPEC 2.5)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonDict, created_at_column, utcnow

__all__ = ["RagCollection", "Store", "StoreEntry"]


class Store(Base):
    __tablename__ = "stores"
    __table_args__ = (UniqueConstraint("namespace", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    namespace: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(64))
    description: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = created_at_column()


class StoreEntry(Base):
    __tablename__ = "store_entries"
    __table_args__ = (UniqueConstraint("store_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    store_id: Mapped[int] = mapped_column(ForeignKey("stores.id", ondelete="CASCADE"), index=True)
    key: Mapped[str] = mapped_column(String(256), index=True)
    value: Mapped[JsonDict]
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class RagCollection(Base):
    """Metadata of a vector collection; the vectors live in Qdrant."""

    __tablename__ = "rag_collections"
    __table_args__ = (UniqueConstraint("namespace", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    namespace: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(64))
    qdrant_name: Mapped[str] = mapped_column(String(200), unique=True)
    description: Mapped[str] = mapped_column(Text, default="")
    embedding_model: Mapped[str] = mapped_column(String(200))
    dimensions: Mapped[int]
    chunk_size: Mapped[int] = mapped_column(default=400)
    chunk_overlap: Mapped[int] = mapped_column(default=50)
    documents: Mapped[int] = mapped_column(default=0)
    chunks: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
