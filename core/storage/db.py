"""Engine, sessions and migrations for SQLite (default) or PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

from core.errors import ConfigurationError

__all__ = ["Database"]

_MIGRATIONS = Path(__file__).parent / "migrations"


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cursor = dbapi_conn.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    # Under WAL this still survives a crash of strop; only a power cut can lose the
    # last commits, and it saves a disk flush on every commit.
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _normalise(url: str) -> str:
    # People paste the URL their other tools use; psycopg 3 is the driver installed.
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


class Database:
    """One database: ``Database(url=...)``, then ``migrate()`` and ``session()``."""

    def __init__(self, *, url: str) -> None:
        self.url = _normalise(url)
        if self.url.startswith("sqlite:///"):
            Path(self.url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
        try:
            self.engine: Engine = create_engine(self.url, pool_pre_ping=True)
        except Exception as exc:  # bad scheme, missing driver
            raise ConfigurationError(f"STROP_DATABASE_URL is not usable: {exc}") from None
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    def migrate(self) -> None:
        """Bring the schema to the newest Alembic revision."""
        cfg = Config()
        cfg.set_main_option("script_location", str(_MIGRATIONS))
        cfg.attributes["connection"] = None
        with self.engine.begin() as conn:
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A unit of work: committed on success, rolled back on error."""
        session = self._sessions()
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def dispose(self) -> None:
        self.engine.dispose()
