"""Workers killed mid-run and Redis restarted under the service: nothing is lost.

The crash test runs real worker processes (this file, executed as a script,
is a worker on a slow scripted model: ``python tests/test_jobs_crash.py
worker``) and kills them with SIGKILL while a run is in the middle of a tool
call. The Redis test stops and restarts a private ``redis-server`` of its own.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
REDIS_URL = "redis://127.0.0.1:6379/15"
STEP_DELAY_S = 0.4


def slow_reply(messages: Sequence[Any]) -> str:
    """A tool call first, the answer once the tool's result is in."""
    if messages[-1].content.startswith("Result of run_code"):
        return json.dumps({"answer": "finished"})
    return json.dumps({"tool": "run_code", "args": {"code": "print('step')"}})


def slow_model() -> Any:
    """A scripted model that takes ``STEP_DELAY_S`` per call, for any number of runs."""
    from core.models.scripted import ScriptedModel

    class Slow(ScriptedModel):
        async def complete(self, messages: Sequence[Any], **kw: Any) -> Any:
            await asyncio.sleep(STEP_DELAY_S)
            return await super().complete(messages, **kw)

    return Slow([slow_reply] * 100_000)


def worker_main(data_dir: str, redis_url: str) -> None:
    """Entry point of a worker subprocess (the same ``serve`` ``strop worker`` runs)."""
    from core.services import Services
    from core.settings import Settings
    from jobs.worker import serve

    settings = Settings(_env_file=None, data_dir=Path(data_dir), redis_url=redis_url)  # type: ignore[call-arg]
    services = Services(settings, model=slow_model())
    asyncio.run(serve(settings, ctx={"services": services}))


if __name__ == "__main__":
    worker_main(sys.argv[2], sys.argv[3])
    sys.exit(0)


from arq.connections import ArqRedis  # noqa: E402

from bench.crash import mid_run  # noqa: E402
from core.agents.spec import AgentSpec  # noqa: E402
from core.feedback import rate_run  # noqa: E402
from core.services import Services  # noqa: E402
from core.settings import Settings  # noqa: E402
from core.storage import Attempt, Feedback, Run, Span  # noqa: E402
from jobs.queue import JobQueue, QueueUnavailable, TurnRequest  # noqa: E402
from jobs.worker import serve  # noqa: E402

AGENT = AgentSpec(
    name="tester",
    system_prompt="You test things.",
    tools=("run_code",),
    parameters={"max_steps": 3, "tool_choice_k": 0},
)


def start_worker(data_dir: Path, redis_url: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, __file__, "worker", str(data_dir), redis_url],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def kill(proc: subprocess.Popen[bytes]) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)  # reaped: its pid no longer exists


def snapshot(services: Services) -> dict[str, Any]:
    with services.db.session() as s:
        return {
            "runs": {r.id: r.status for r in s.query(Run)},
            "spans": {sp.id for sp in s.query(Span)},
            "feedback": {f.id for f in s.query(Feedback)},
            "attempts": {a.id: a.status for a in s.query(Attempt)},
        }


async def wait_for(check: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


def all_final(services: Services) -> bool:
    with services.db.session() as s:
        return s.query(Run).filter(Run.status.in_(("queued", "running"))).count() == 0


@pytest.fixture
def services(settings: Settings) -> Any:
    services = Services(settings.model_copy(update={"redis_url": REDIS_URL}))
    services.agents.create(AGENT)
    yield services
    services.close()


async def test_worker_killed_mid_run_loses_nothing(services: Services, redis: ArqRedis) -> None:
    queue = JobQueue(services, redis=redis)
    subs = [
        await queue.submit(
            TurnRequest(event_id=f"crash-{i}", agent="tester", text=f"task {i}", platform="t")
        )
        for i in range(4)
    ]
    for sub in subs:
        rate_run(services.db, sub.run_id, "good", rater="early")
    kills = 0
    cut: set[int] = set()
    for _ in range(2):
        proc = start_worker(services.settings.data_dir, REDIS_URL)
        pid = proc.pid
        await wait_for(
            lambda pid=pid: mid_run(services, pid), 60, "a run in the middle of its tool call"
        )
        kill(proc)
        kills += 1
        before = snapshot(services)
        # every attempt in flight on the killed worker (it runs several at once)
        cut |= {a for a, status in before["attempts"].items() if status == "running"}
        rate_run(services.db, subs[kills].run_id, "bad", rater=f"after-kill-{kills}")
        after = snapshot(services)
        assert before["spans"] <= after["spans"] and before["feedback"] <= after["feedback"]
    final = start_worker(services.settings.data_dir, REDIS_URL)
    try:
        await wait_for(lambda: all_final(services), 90, "every run to finish")
        # A run is recorded done just before arq takes its job off the queue: on a busy
        # host the worker must be given that moment before it is stopped.
        deadline = time.monotonic() + 30
        while await redis.zcard("arq:queue") and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
    finally:
        final.send_signal(signal.SIGTERM)
        final.wait(timeout=30)
    end = snapshot(services)
    assert set(end["runs"]) == {s.run_id for s in subs}  # no run lost, none invented
    assert set(end["runs"].values()) == {"done"}
    assert before["spans"] <= end["spans"] and after["feedback"] <= end["feedback"]
    assert len(end["feedback"]) == len(subs) + kills
    statuses = sorted(end["attempts"].values())
    interrupted = {a for a, status in end["attempts"].items() if status == "interrupted"}
    assert interrupted == cut and len(cut) >= kills  # each attempt cut short is recorded
    assert statuses.count("done") == len(subs)
    with services.db.session() as s:
        for attempt in s.query(Attempt).filter(Attempt.status == "interrupted"):
            assert "stopped during the attempt" in attempt.error
            assert s.query(Span).filter(Span.attempt_id == attempt.id).count() >= 2
    assert await redis.zcard("arq:queue") == 0


def test_strop_worker_needs_redis(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("STROP_")}
    env["STROP_DATA_DIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "core.cli", "worker"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "STROP_REDIS_URL" in done.stderr and "Traceback" not in done.stderr


# Redis restart -------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class RedisServer:
    """A private ``redis-server`` without persistence: a restart loses every key."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        exe = shutil.which("redis-server")
        assert exe is not None, "redis-server is not installed"
        self.proc = subprocess.Popen(
            [exe, "--port", str(self.port), "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.05)
        raise AssertionError("redis-server did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=10)
            self.proc = None


async def test_redis_restart_under_the_service(settings: Settings) -> None:
    port = 6390
    with socket.socket() as probe:
        if probe.connect_ex(("127.0.0.1", port)) == 0:
            port = free_port()  # someone else's server on 6390: use another port
    server = RedisServer(port)
    server.start()
    url = f"redis://127.0.0.1:{port}/0"
    cfg = settings.model_copy(update={"redis_url": url})
    from core.models.scripted import ScriptedModel

    services = Services(cfg, model=ScriptedModel([json.dumps({"answer": "ok"})] * 10))
    services.agents.create(AGENT)
    queue = JobQueue.from_services(services)
    stop = asyncio.Event()
    worker = asyncio.create_task(serve(cfg, stop=stop, ctx={"services": services}))

    def status(run_id: int) -> str:
        with services.db.session() as s:
            run = s.get(Run, run_id)
            assert run is not None
            return run.status

    def req(n: int) -> TurnRequest:
        return TurnRequest(event_id=f"rr-{n}", agent="tester", text="hi", platform="t")

    try:
        first = await queue.submit(req(1))
        await wait_for(lambda: status(first.run_id) == "done", 20, "the first run")
        server.stop()
        with pytest.raises(QueueUnavailable, match="STROP_REDIS_URL"):
            await queue.submit(req(2))
        with services.db.session() as s:
            stored = s.query(Run).filter(Run.event_id == "rr-2").one()
            assert stored.status == "queued"  # refused, yet kept for later
        await asyncio.sleep(1.0)  # the worker notices and starts reconnecting
        assert not worker.done()
        server.start()  # empty: every Redis key is gone
        third = await queue.submit(req(3))  # the client reconnects by itself
        await wait_for(lambda: status(third.run_id) == "done", 30, "a run after the restart")
        # the refused run is started by the worker's sweep, without a second delivery
        await wait_for(lambda: status(stored.id) == "done", 30, "the refused run")
        again = await queue.submit(req(2))
        assert again.duplicate and again.run_id == stored.id and again.status == "done"
    finally:
        stop.set()
        await asyncio.wait_for(worker, 30)
        await queue.aclose()
        services.close()
        server.stop()
