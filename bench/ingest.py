"""The ingest benchmark: how fast events are acknowledged, and how fast workers run turns.

- ``events_per_s`` / ``ack_p50_ms`` / ``ack_p99_ms``: one ``strop serve`` process
  (uvicorn, SQLite, real Redis), many concurrent ``POST /api/events`` from one
  client process; nothing consumes the queue meanwhile.
- ``workers_1_per_s`` / ``workers_2_per_s``: turns completed per second by 1
  and 2 ``jobs.worker`` processes on a scripted model (no LLM time: the
  numbers are the queue's, database's and runtime's overhead per turn).
- ``queue_to_first_token_ms``: from submitting a turn to its first streamed
  text arriving through the progress stream, one idle worker, scripted model.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import aiohttp
import httpx

from bench.scripted_worker import BENCH_AGENT
from core.access import issue_token
from core.services import Services
from core.settings import Settings
from core.storage import Run
from jobs.progress import follow
from jobs.queue import JobQueue, TurnRequest, connect_redis

__all__ = ["ingest_benchmark"]

ROOT = Path(__file__).resolve().parent.parent
REDIS_URL = "redis://127.0.0.1:6379/12"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _services(data_dir: Path, redis_url: str, database_url: str | None) -> Services:
    if database_url:
        _reset_postgres(database_url)
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        data_dir=data_dir,
        redis_url=redis_url,
        database_url=database_url,
    )
    services = Services(settings)
    if not services.agents.exists(BENCH_AGENT.name):
        services.agents.create(BENCH_AGENT)
    return services


def _reset_postgres(url: str) -> None:
    """An empty schema, so one phase's queued runs never reach the next phase's workers."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()


async def _flush(redis_url: str) -> None:
    redis = connect_redis(redis_url)
    await redis.flushdb()
    await redis.aclose(close_connection_pool=True)


@contextmanager
def _process(cmd: list[str], env: dict[str, str]) -> Iterator[subprocess.Popen[bytes]]:
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    try:
        yield proc
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _env(data_dir: Path, redis_url: str, database_url: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("STROP_")}
    env.update(
        STROP_DATA_DIR=str(data_dir),
        STROP_REDIS_URL=redis_url,
        STROP_SECRET_KEY="bench-" + "x" * 32,
        STROP_LOG_LEVEL="WARNING",
        PYTHONPATH=str(ROOT),
    )
    if database_url:
        env["STROP_DATABASE_URL"] = database_url
    return env


async def _post_events(
    base: str, token: str, *, events: int, concurrency: int, prefix: str
) -> tuple[float, list[float], dict[int, int]]:
    latencies: list[float] = []
    codes: dict[int, int] = {}
    counter = iter(range(events))
    headers = {"Authorization": f"Bearer {token}"}
    # aiohttp, not httpx: the load generator shares the 2 cores with the server, and
    # httpx's per-request overhead capped the measurement below what the API serves.
    connector = aiohttp.TCPConnector(limit=concurrency)
    async with aiohttp.ClientSession(base, connector=connector, headers=headers) as client:

        async def one_client() -> None:
            for n in counter:
                body = {
                    "event_id": f"{prefix}-{n}",
                    "platform": "bench",
                    "workspace": "T1",
                    "channel": f"C{n % 10}",
                    "user": f"U{n % 50}",
                    "text": f"question number {n}",
                    "agent": BENCH_AGENT.name,
                }
                start = time.perf_counter()
                async with client.post("/api/events", json=body) as r:
                    await r.read()
                latencies.append(time.perf_counter() - start)
                codes[r.status] = codes.get(r.status, 0) + 1

        started = time.perf_counter()
        await asyncio.gather(*(one_client() for _ in range(concurrency)))
        return time.perf_counter() - started, latencies, codes


async def _baseline(base: str, *, requests: int, concurrency: int) -> float:
    counter = iter(range(requests))
    connector = aiohttp.TCPConnector(limit=concurrency)
    async with aiohttp.ClientSession(base, connector=connector) as client:

        async def one_client() -> None:
            for _ in counter:
                async with client.get("/healthz") as r:
                    r.raise_for_status()
                    await r.read()

        started = time.perf_counter()
        await asyncio.gather(*(one_client() for _ in range(concurrency)))
        return round(requests / (time.perf_counter() - started), 1)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def _ingest(
    scratch: Path, *, events: int, concurrency: int, database_url: str | None
) -> dict[str, Any]:
    data_dir = scratch / "ingest"
    await _flush(REDIS_URL)
    services = _services(data_dir, REDIS_URL, database_url)
    token = issue_token(services.db, "bench")
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    cmd = [sys.executable, "-m", "core.cli", "serve", "--port", str(port)]
    with _process(cmd, _env(data_dir, REDIS_URL, database_url)):
        deadline = time.monotonic() + 60
        async with httpx.AsyncClient(base_url=base) as probe:
            while True:
                try:
                    if (await probe.get("/healthz")).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("strop serve did not start")
                await asyncio.sleep(0.2)
        await _post_events(base, token, events=200, concurrency=concurrency, prefix="warm")
        baseline = await _baseline(base, requests=events // 2, concurrency=concurrency)
        # Fewer clients wait less in line: the same server at a lower concurrency.
        low = max(1, concurrency // 4)
        low_wall, low_latencies, _ = await _post_events(
            base, token, events=events // 2, concurrency=low, prefix="low"
        )
        wall, latencies, codes = await _post_events(
            base, token, events=events, concurrency=concurrency, prefix="ev"
        )
    redis = connect_redis(REDIS_URL)
    queued_jobs = await redis.zcard("arq:queue")
    await redis.flushdb()
    await redis.aclose(close_connection_pool=True)
    with services.db.session() as s:
        runs = s.query(Run).count()
    services.close()
    return {
        "events": events,
        "concurrency": concurrency,
        "events_per_s": round(events / wall, 1),
        "ack_p50_ms": round(statistics.median(latencies) * 1000, 2),
        "ack_p99_ms": round(_percentile(latencies, 0.99) * 1000, 2),
        "ack_max_ms": round(max(latencies) * 1000, 2),
        "status_codes": {str(k): v for k, v in sorted(codes.items())},
        # The same server and client on GET /healthz: the ceiling of this machine's
        # HTTP stack, whatever the events route does.
        "healthz_per_s": baseline,
        "at_lower_concurrency": {
            "concurrency": low,
            "events_per_s": round((events // 2) / low_wall, 1),
            "ack_p50_ms": round(statistics.median(low_latencies) * 1000, 2),
            "ack_p99_ms": round(_percentile(low_latencies, 0.99) * 1000, 2),
        },
        "runs_stored": runs,
        "jobs_enqueued": queued_jobs,
    }


def _done(services: Services) -> int:
    with services.db.session() as s:
        return s.query(Run).filter(Run.status.in_(("done", "failed"))).count()


async def _workers(
    scratch: Path, n_workers: int, *, turns: int, database_url: str | None
) -> dict[str, Any]:
    data_dir = scratch / f"workers-{n_workers}"
    await _flush(REDIS_URL)
    services = _services(data_dir, REDIS_URL, database_url)
    redis = connect_redis(REDIS_URL)
    queue = JobQueue(services, redis=redis)
    cmd = [sys.executable, "-m", "bench.scripted_worker", str(data_dir), REDIS_URL]
    env = _env(data_dir, REDIS_URL, database_url)
    result: dict[str, Any] = {}
    with ExitStack() as workers:
        for _ in range(n_workers):
            workers.enter_context(_process(cmd, env))
        deadline = time.monotonic() + 60
        while len(await redis.keys("strop:worker:*")) < n_workers:
            if time.monotonic() > deadline:
                raise RuntimeError("workers did not start")
            await asyncio.sleep(0.1)
        started = time.perf_counter()
        for n in range(turns):
            await queue.submit(
                TurnRequest(
                    event_id=f"w{n_workers}-{n}",
                    agent=BENCH_AGENT.name,
                    text=f"turn {n}",
                    platform="bench",
                )
            )
        while _done(services) < turns:
            await asyncio.sleep(0.02)
        result["per_s"] = round(turns / (time.perf_counter() - started), 1)
        if n_workers == 1:
            result["first_token_ms"] = await _first_tokens(queue, repeats=20)
    await redis.flushdb()
    await queue.aclose()
    services.close()
    return result


async def _first_tokens(queue: JobQueue, *, repeats: int) -> list[float]:
    assert queue.redis is not None
    times: list[float] = []
    for n in range(repeats):
        started = time.perf_counter()
        sub = await queue.submit(
            TurnRequest(event_id=f"ttft-{n}", agent=BENCH_AGENT.name, text="hi", platform="bench")
        )
        async for event in follow(queue.redis, sub.run_id, block_ms=1000, timeout_s=30):
            if event.kind == "text":
                times.append((time.perf_counter() - started) * 1000)
                break
    return times


async def _run(
    events: int, concurrency: int, turns: int, database_url: str | None
) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="strop-bench-ingest-") as tmp:
        scratch = Path(tmp)
        db = database_url
        ingest = await _ingest(scratch, events=events, concurrency=concurrency, database_url=db)
        one = await _workers(scratch, 1, turns=turns, database_url=db)
        two = await _workers(scratch, 2, turns=turns, database_url=db)
    ttft = one["first_token_ms"]
    return {
        **ingest,
        "ack_target": {"events_per_s": 500, "ack_p99_ms": 50},
        "workers_turns": turns,
        "workers_1_per_s": one["per_s"],
        "workers_2_per_s": two["per_s"],
        "queue_to_first_token_ms": round(statistics.median(ttft), 1),
        "queue_to_first_token_p90_ms": round(_percentile(ttft, 0.9), 1),
        "model": "scripted (bench.scripted_worker): turn throughput and first token measure "
        "the queue, database and runtime, not LLM speed",
        "database": "postgresql" if database_url else "sqlite",
        "setup": "strop serve (one uvicorn process) + Redis 127.0.0.1:6379/12; "
        "load from one aiohttp client process on the same machine; workers are separate "
        "processes (jobs.worker.serve)",
    }


def ingest_benchmark(
    *,
    events: int = 3000,
    concurrency: int = 32,
    turns: int = 300,
    database_url: str | None = None,
) -> dict[str, Any]:
    """Measure and return the numbers written to ``bench/results/ingest.json``.

    ``database_url``: a PostgreSQL database the benchmark may wipe (its ``public``
    schema is dropped between phases); default: SQLite in a scratch directory.
    """
    return asyncio.run(_run(events, concurrency, turns, database_url))
