"""Declarative base and column helpers shared by every table."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import JSON, DateTime, Dialect, MetaData, TypeDecorator
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = ["Base", "JsonDict", "JsonList", "UtcDateTime", "created_at_column", "utcnow"]

JsonDict = dict[str, Any]
JsonList = list[Any]

_NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    return datetime.now(UTC)


class UtcDateTime(TypeDecorator[datetime]):
    """An aware datetime on every backend, stored as UTC.

    PostgreSQL's ``timestamptz`` returns aware values in the session's time
    zone, SQLite has no timezone type and returns naive ones; normalising to
    UTC on the way in and out makes both return the same aware instant. Naive
    values are refused because their meaning depends on the host's clock.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError(f"naive datetime {value.isoformat()}: pass an aware one (UTC)")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=_NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        JsonDict: JSON,
        JsonList: JSON,
        datetime: UtcDateTime(),
    }


def created_at_column() -> Mapped[datetime]:
    return mapped_column(default=utcnow, index=True)
