"""Storage models and the Alembic migration on SQLite and on PostgreSQL.

Each PostgreSQL test gets its own schema (``search_path`` set through the
URL), dropped afterwards, so runs can overlap on one server.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import delete, func, inspect, select, text
from sqlalchemy.exc import IntegrityError, StatementError

from core.errors import ConfigurationError
from core.storage import (
    Agent,
    AgentVersion,
    Attempt,
    Base,
    Database,
    Feedback,
    RagCollection,
    Run,
    Span,
    Store,
    StoreEntry,
)

PG_URL = os.environ.get(
    "STROP_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)
TABLES = {
    "agents",
    "agent_versions",
    "tools",
    "runs",
    "attempts",
    "spans",
    "feedback",
    "stores",
    "store_entries",
    "rag_collections",
    "improvement_jobs",
    "improvement_cycles",
    "training_runs",
    "model_instances",
    "model_versions",
    "critiques",
    "architecture_proposals",
    "loop_health_events",
}


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A migrated, empty database of each kind."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'nested' / 'strop.db'}"
    else:
        schema = request.getfixturevalue("pg_schema")
        sep = "&" if "?" in PG_URL else "?"
        url = f"{PG_URL}{sep}options=-csearch_path%3D{schema}"
    database = Database(url=url)
    database.migrate()
    try:
        yield database
    finally:
        database.dispose()


def _agent(db: Database, name: str = "helper") -> int:
    with db.session() as s:
        agent = Agent(name=name, description="helps")
        agent.versions.append(
            AgentVersion(
                version=1,
                system_prompt="Be brief.",
                tools=["fetch_url"],
                parameters={"temperature": 0.0},
                constraints={},
                content_hash="a" * 64,
            )
        )
        s.add(agent)
        s.flush()
        return agent.id


def test_migrate_twice_is_idempotent_and_matches_models(db: Database) -> None:
    db.migrate()
    with db.engine.connect() as conn:
        assert TABLES | {"alembic_version"} <= set(inspect(conn).get_table_names())
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == "0013"
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert diff == []


def test_agent_versions_are_unique_per_agent(db: Database) -> None:
    agent_id = _agent(db)
    with db.session() as s:
        s.add(
            AgentVersion(
                agent_id=agent_id,
                version=2,
                system_prompt="Be briefer.",
                tools=[],
                parameters={},
                constraints={"max_steps": 2},
                content_hash="b" * 64,
                note="shorter",
            )
        )
    with db.session() as s:
        agent = s.scalars(select(Agent).where(Agent.name == "helper")).one()
        assert [v.version for v in agent.versions] == [1, 2]
        assert agent.versions[1].constraints == {"max_steps": 2}
        assert agent.current_version == 1
    with pytest.raises(IntegrityError), db.session() as s:
        s.add(
            AgentVersion(
                agent_id=agent_id,
                version=2,
                system_prompt="dup",
                tools=[],
                parameters={},
                constraints={},
                content_hash="c" * 64,
            )
        )
    with pytest.raises(IntegrityError), db.session() as s:
        s.add(Agent(name="helper"))


def _run_with_trajectory(db: Database) -> int:
    with db.session() as s:
        run = Run(agent_name="helper", event_id="evt-1", input="hi", platform="slack")
        first, second = Attempt(number=1, status="failed"), Attempt(number=2)
        run.attempts = [second, first]  # inserted out of order on purpose
        s.add(run)
        s.flush()
        for seq, kind in [(3, "output"), (1, "llm_call"), (2, "tool_call")]:
            s.add(Span(attempt=second, run_id=run.id, seq=seq, kind=kind, input={}, output={}))
        s.add(Span(attempt=first, run_id=run.id, seq=1, kind="llm_call", input={}, output={}))
        return run.id


def test_run_attempts_and_spans_are_ordered(db: Database) -> None:
    run_id = _run_with_trajectory(db)
    with db.session() as s:
        run = s.get_one(Run, run_id)
        assert [a.number for a in run.attempts] == [1, 2]
        assert [(sp.seq, sp.kind) for sp in run.attempts[1].spans] == [
            (1, "llm_call"),
            (2, "tool_call"),
            (3, "output"),
        ]
        assert run.status == "queued"
        assert run.used_in_training is False
    with pytest.raises(IntegrityError), db.session() as s:
        s.add(Run(agent_name="helper", event_id="evt-1"))  # event ids deduplicate deliveries


def test_deleting_a_run_cascades_in_the_database(db: Database) -> None:
    run_id = _run_with_trajectory(db)
    with db.session() as s:
        s.add(Feedback(target_type="run", target_id=run_id, run_id=run_id, label="good"))
    with db.session() as s:
        s.execute(delete(Run).where(Run.id == run_id))  # no ORM cascade: the FKs must do it
    with db.session() as s:
        for model in (Run, Attempt, Span, Feedback):
            assert s.scalar(select(func.count()).select_from(model)) == 0, model.__name__


def test_orm_delete_cascades_too(db: Database) -> None:
    run_id = _run_with_trajectory(db)
    with db.session() as s:
        s.delete(s.get_one(Run, run_id))
    with db.session() as s:
        assert s.scalar(select(func.count()).select_from(Span)) == 0


def test_agent_version_delete_keeps_runs(db: Database) -> None:
    agent_id = _agent(db)
    with db.session() as s:
        version_id = s.scalars(select(AgentVersion.id)).one()
        s.add(Run(agent_name="helper", agent_version_id=version_id))
    with db.session() as s:
        s.execute(delete(Agent).where(Agent.id == agent_id))
    with db.session() as s:
        run = s.scalars(select(Run)).one()
        assert run.agent_version_id is None
        assert s.scalar(select(func.count()).select_from(AgentVersion)) == 0


def test_feedback_retraction(db: Database) -> None:
    run_id = _run_with_trajectory(db)
    with db.session() as s:
        for rater, label in [("ana", "good"), ("bo", "bad")]:
            s.add(
                Feedback(
                    target_type="run",
                    target_id=run_id,
                    run_id=run_id,
                    label=label,
                    score=1.0 if label == "good" else -1.0,
                    rater=rater,
                    source="slack",
                )
            )
    retracted = datetime.now(UTC)
    with db.session() as s:
        bad = s.scalars(select(Feedback).where(Feedback.rater == "bo")).one()
        assert bad.retracted_at is None
        bad.retracted_at = retracted
    with db.session() as s:
        live = s.scalars(select(Feedback).where(Feedback.retracted_at.is_(None))).all()
        assert [(f.rater, f.score, f.notes) for f in live] == [("ana", 1.0, "")]
        gone = s.scalars(select(Feedback).where(Feedback.retracted_at.is_not(None))).one()
        assert gone.retracted_at == retracted
        assert gone.retracted_at.tzinfo is not None
        assert gone.created_at <= gone.retracted_at


def test_store_and_entry_uniqueness(db: Database) -> None:
    with db.session() as s:
        store = Store(namespace="helper", name="notes")
        s.add_all([store, Store(namespace="other", name="notes")])
        s.flush()
        s.add(StoreEntry(store_id=store.id, key="k1", value={"v": 1}))
        store_id = store.id
    with pytest.raises(IntegrityError), db.session() as s:
        s.add(Store(namespace="helper", name="notes"))
    with pytest.raises(IntegrityError), db.session() as s:
        s.add(StoreEntry(store_id=store_id, key="k1", value={}))
    with db.session() as s:
        entry = s.scalars(select(StoreEntry)).one()
        before = entry.updated_at
        entry.value = {"v": 2}
    with db.session() as s:
        entry = s.scalars(select(StoreEntry)).one()
        assert entry.value == {"v": 2}
        assert entry.updated_at >= before
        s.execute(delete(Store).where(Store.id == store_id))
    with db.session() as s:
        assert s.scalar(select(func.count()).select_from(StoreEntry)) == 0


def test_rag_collection_metadata(db: Database) -> None:
    with db.session() as s:
        s.add(
            RagCollection(
                namespace="helper",
                name="docs",
                qdrant_name="helper__docs",
                embedding_model="all-MiniLM-L6-v2",
                dimensions=384,
            )
        )
    with db.session() as s:
        coll = s.scalars(select(RagCollection)).one()
        assert (coll.chunk_size, coll.chunk_overlap, coll.documents, coll.chunks) == (
            400,
            50,
            0,
            0,
        )
        assert coll.dimensions == 384
        coll.documents, coll.chunks = 3, 41
    with db.session() as s:
        assert s.scalars(select(RagCollection.chunks)).one() == 41
    with pytest.raises(IntegrityError), db.session() as s:
        s.add(
            RagCollection(
                namespace="other",
                name="docs2",
                qdrant_name="helper__docs",
                embedding_model="m",
                dimensions=8,
            )
        )


def test_json_round_trips_unicode_and_nesting(db: Database) -> None:
    payload = {
        "text": 'naïve café — 中文 🚀 \u00a0tab\t"quoted" \\ back',
        "nested": {"list": [1, 2.5, True, None, "ß"], "empty": {}},
        "ключ": ["значение"],
    }
    run_id = _run_with_trajectory(db)
    with db.session() as s:
        attempt_id = s.scalars(select(Attempt.id).where(Attempt.number == 1)).one()
        span = Span(attempt_id=attempt_id, run_id=run_id, seq=9, kind="tool_result")
        span.input, span.output = payload, {"items": [payload]}
        s.add(span)
    with db.session() as s:
        span = s.scalars(select(Span).where(Span.seq == 9)).one()
        assert span.input == payload
        assert span.output == {"items": [payload]}


def test_datetimes_come_back_aware(db: Database) -> None:
    plus_two = timezone(timedelta(hours=2))
    finished = datetime(2026, 3, 29, 1, 30, 15, 123456, tzinfo=plus_two)
    with db.session() as s:
        run = Run(agent_name="helper", finished_at=finished)
        s.add(run)
    with db.session() as s:
        run = s.scalars(select(Run)).one()
        assert run.finished_at is not None
        assert run.finished_at.tzinfo is not None
        assert run.finished_at.utcoffset() == timedelta(0)
        assert run.finished_at == finished
        assert run.created_at.tzinfo is not None
        assert abs(datetime.now(UTC) - run.created_at) < timedelta(minutes=5)
        later = s.scalars(select(Run).where(Run.finished_at > finished - timedelta(seconds=1)))
        assert later.one().id == run.id


def test_naive_datetimes_are_refused(db: Database) -> None:
    with pytest.raises(StatementError, match="naive datetime"), db.session() as s:
        s.add(Run(agent_name="helper", finished_at=datetime(2026, 1, 1, 12, 0)))
        s.flush()


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("postgres://u:p@db:5432/strop", "postgresql+psycopg://u:p@db:5432/strop"),
        ("postgresql://u@db/strop", "postgresql+psycopg://u@db/strop"),
        ("postgresql+psycopg://u@db/strop", "postgresql+psycopg://u@db/strop"),
    ],
)
def test_postgres_urls_use_psycopg(given: str, expected: str) -> None:
    database = Database(url=given)  # creating the engine does not connect
    try:
        assert database.url == expected
        assert database.engine.dialect.driver == "psycopg"
    finally:
        database.dispose()


def test_sqlite_parent_directory_is_created(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "strop.db"
    database = Database(url=f"sqlite:///{path}")
    try:
        database.migrate()
        assert path.exists()
    finally:
        database.dispose()


@pytest.mark.parametrize("url", ["not a url", "nosuchdb://user@host/db", "mysql+nodriver://h/d"])
def test_unusable_url_is_a_configuration_error(url: str) -> None:
    with pytest.raises(ConfigurationError, match="STROP_DATABASE_URL"):
        Database(url=url)
