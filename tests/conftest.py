"""Shared fixtures: isolated settings and services, the real embedded model."""

from __future__ import annotations

import os
import sys
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest
from arq.connections import ArqRedis
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


from core.models.base import ModelClient
from core.services import Services
from core.settings import Settings
from core.storage import Database
from jobs.queue import connect_redis


def pytest_configure(config: pytest.Config) -> None:
    """Under ``pytest -n N`` each worker gets its share of the cores for torch's threads.

    Two workers that each train with a thread per core oversubscribe the CPU and
    spin against each other: two training tests side by side took 165 s with the
    default pools and 109 s with one thread each on the 2-core host.
    """
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or "1")
    if workers <= 1:
        return
    threads = max(1, (os.cpu_count() or 1) // workers)
    os.environ.setdefault("OMP_NUM_THREADS", str(threads))  # read by torch and subprocesses
    if "torch" in sys.modules:
        sys.modules["torch"].set_num_threads(int(os.environ["OMP_NUM_THREADS"]))


# The files that take longest (seconds of test time on the 2-core host, `make test` at
# 020a555), longest first, collected first. Under `pytest -n 2 --dist loadfile`, xdist
# hands out files by their number of tests (most first, `--loadscope-reorder`), so this
# order only breaks ties. Handing the long files out first (`--no-loadscope-reorder`) was
# measured on 2026-12-02: no faster (1151 s against 1141 s), as the long training tests
# then ran side by side and slowed each other.
_LONGEST_FILES = (
    "test_bench_evolution.py",  # 191 s
    "test_demo.py",  # 181 s
    "test_architecture.py",  # 133 s
    "test_trainer.py",  # 84 s
    "test_specialists.py",  # 79 s
    "test_vocab_trim.py",  # 69 s
    "test_secret_memorization.py",  # 68 s
    "test_prune.py",  # 55 s
    "test_injection.py",  # 47 s
    "test_warmstart.py",  # 40 s
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Collect the longest files first (stable otherwise; the order inside a file is kept)."""
    rank = {name: i for i, name in enumerate(_LONGEST_FILES)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))


@pytest.fixture(scope="session")
def _base_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One converted base checkpoint for the whole run, whatever data dir a test uses."""
    return tmp_path_factory.mktemp("base-cache")


@pytest.fixture(autouse=True)
def _no_strop_env(monkeypatch: pytest.MonkeyPatch, _base_cache: Path) -> None:
    """Tests never read the developer's own STROP_* variables or .env file."""
    for key in list(os.environ):
        if key.startswith("STROP_") and key != "STROP_TEST_POSTGRES_URL":
            monkeypatch.delenv(key)
    # Every test (and the processes it starts) shares the ~25 s base conversion.
    monkeypatch.setenv("STROP_BASE_CACHE", str(_base_cache))
    # No background critiques unless a test asks for them (tests/test_critique*.py).
    monkeypatch.setenv("STROP_CRITIQUE", "off")
    # Tests pin the bare base model (deterministic, what their expectations were read
    # from) unless they test the warm-start adapter, which new installs serve.
    monkeypatch.setenv("STROP_WARMSTART", "false")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    # Tests pin the bare base model unless they test the warm-start adapter itself
    # (tests/test_warmstart.py), so what they measure does not move with the adapter.
    return Settings(_env_file=None, data_dir=tmp_path / "data", warmstart=False)  # type: ignore[call-arg]


@pytest.fixture(scope="session")
def real_model() -> ModelClient:
    """The embedded SmolLM2-135M-Instruct through llama.cpp (loads in well under a second)."""
    from core.models.llamacpp import LlamaCppModel

    return LlamaCppModel(n_ctx=4096)


@pytest.fixture
def make_services(settings: Settings) -> Iterator[Callable[[ModelClient], Services]]:
    made: list[Services] = []

    def make(model: ModelClient) -> Services:
        services = Services(settings, model=model)
        made.append(services)
        return services

    yield make
    for services in made:
        services.close()


@pytest.fixture(scope="session")
def real_base_dir(_base_cache: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled 135M model as an fp32 transformers checkpoint, built once per session."""
    from trainer.base_model import SHARED_CACHE_ENV, base_checkpoint

    with pytest.MonkeyPatch.context() as patch:  # the copy every other test shares
        patch.setenv(SHARED_CACHE_ENV, str(_base_cache))
        return base_checkpoint(cache_dir=tmp_path_factory.mktemp("cache") / "base")


@pytest.fixture
def redis_url(request: pytest.FixtureRequest) -> str:
    """The requesting module's ``REDIS_URL``: each test file has a Redis database of its own."""
    url: str = request.module.REDIS_URL
    return url


@pytest.fixture
async def redis(redis_url: str) -> AsyncIterator[ArqRedis]:
    """A client on an empty ``redis_url`` database, emptied again afterwards."""
    client = connect_redis(redis_url)
    await client.flushdb()
    yield client
    await client.flushdb()
    await client.aclose(close_connection_pool=True)


PG_URL = os.environ.get(
    "STROP_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def each_db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A migrated, empty database of each kind: SQLite, then a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'strop.db'}"
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


@pytest.fixture
def pg_schema() -> Iterator[str]:
    """A fresh, uniquely named schema on the test server; fails if it is down."""
    admin = Database(url=PG_URL).engine
    schema = f"strop_test_{uuid.uuid4().hex[:12]}"
    problem = ""
    try:
        with admin.begin() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    except OperationalError as exc:
        problem = str(exc.orig)
    if problem:  # outside the except block, so the report shows only this message
        admin.dispose()
        pytest.fail(
            f"PostgreSQL at {PG_URL} is unreachable: {problem}\n"
            "Start it or point STROP_TEST_POSTGRES_URL at a server.",
            pytrace=False,
        )
    try:
        yield schema
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
