"""The crash benchmark: kill -9 workers mid-run, again and again; count what was lost.

A pool of queued turns (each a slow scripted model call, a ``run_code`` call,
then the answer) is worked on by one worker process at a time; as soon as a
run is in the middle of its tool call the worker gets SIGKILL and the next one
starts. Ratings are given all along. At the end one worker finishes the rest.
A run is lost if it is missing or not ``done``/``failed`` at the end; a
rating is lost if its row is gone; a span is lost if one recorded before a
kill is gone afterwards.
"""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.scripted_worker import BENCH_AGENT
from core.feedback import rate_run
from core.services import Services
from core.settings import Settings
from core.storage import Attempt, Feedback, Run, Span
from jobs.queue import JobQueue, TurnRequest, connect_redis
from jobs.tasks import MAX_ATTEMPTS

__all__ = ["crash_benchmark", "mid_run"]

ROOT = Path(__file__).resolve().parent.parent
REDIS_URL = "redis://127.0.0.1:6379/11"


def _count(services: Services, *where: Any, model: Any = Run) -> int:
    with services.db.session() as s:
        return int(s.query(model).filter(*where).count())


def mid_run(services: Services, pid: int) -> bool:
    """Worker process ``pid`` is between a tool result and the answer of some run."""
    with services.db.session() as s:
        return (
            s.query(Span)
            .join(Attempt, Attempt.id == Span.attempt_id)
            .join(Run, Run.id == Span.run_id)
            .filter(
                Attempt.status == "running",
                Span.kind == "tool_result",
                Run.worker.like(f"%:{pid}:%"),  # worker ids are host:pid:random
            )
            .count()
            > 0
        )


def _span_ids(services: Services) -> set[int]:
    with services.db.session() as s:
        return {i for (i,) in s.query(Span.id)}


async def _wait(check: Any, timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


def _worker(data_dir: Path) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "bench.scripted_worker", str(data_dir), REDIS_URL]
    cmd += ["--delay", "0.3", "--tool"]
    return subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


async def _run(kills: int, runs: int, scratch: Path) -> dict[str, Any]:
    settings = Settings(_env_file=None, data_dir=scratch, redis_url=REDIS_URL)  # type: ignore[call-arg]
    services = Services(settings)
    services.agents.create(BENCH_AGENT)
    redis = connect_redis(REDIS_URL)
    await redis.flushdb()
    queue = JobQueue(services, redis=redis)
    submitted = [
        (
            await queue.submit(
                TurnRequest(
                    event_id=f"crash-{n}", agent=BENCH_AGENT.name, text=f"t{n}", platform="b"
                )
            )
        ).run_id
        for n in range(runs)
    ]
    ratings = 0
    seen_spans: set[int] = set()
    done_kills = 0
    missed = 0
    started = time.perf_counter()
    while done_kills < kills:
        proc = _worker(scratch)
        pid = proc.pid
        if not await _wait(lambda pid=pid: mid_run(services, pid), 60):
            missed += 1  # nothing left mid-run to kill: every run finished already
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=30)
            break
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        done_kills += 1
        seen_spans |= _span_ids(services)
        rate_run(services.db, submitted[done_kills % runs], "good", rater=f"kill-{done_kills}")
        ratings += 1
    kill_phase_s = time.perf_counter() - started
    final = _worker(scratch)
    finished = await _wait(
        lambda: _count(services, Run.status.in_(("queued", "running"))) == 0, 300
    )
    final.send_signal(signal.SIGTERM)
    final.wait(timeout=30)
    with services.db.session() as s:
        statuses = [status for (status,) in s.query(Run.status).filter(Run.id.in_(submitted))]
        interrupted = s.query(Attempt).filter(Attempt.status == "interrupted").count()
    result = {
        "kills": done_kills,
        "runs": runs,
        "runs_lost": runs - sum(st in ("done", "failed") for st in statuses),
        "runs_done": statuses.count("done"),
        "runs_failed_cleanly": statuses.count("failed"),
        "feedback_given": ratings,
        "feedback_lost": ratings - _count(services, model=Feedback),
        "spans_lost": len(seen_spans - _span_ids(services)),
        "attempts_interrupted": interrupted,
        "max_attempts_per_run": MAX_ATTEMPTS,
        "all_settled": finished,
        "kill_phase_s": round(kill_phase_s, 1),
        "method": "worker processes (bench.scripted_worker: 0.3 s per model call, one "
        "run_code call per turn, up to 4 turns at once) killed with SIGKILL as soon as a "
        "run was between its tool result and its answer; a rating given after each kill",
    }
    await redis.flushdb()
    await queue.aclose()
    services.close()
    return result


def crash_benchmark(*, kills: int = 20, runs: int = 40) -> dict[str, Any]:
    """Measure and return the numbers written to ``bench/results/crash.json``."""
    with tempfile.TemporaryDirectory(prefix="strop-bench-crash-") as scratch:
        return asyncio.run(_run(kills, runs, Path(scratch)))
