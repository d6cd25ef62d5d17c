"""A worker killed (SIGKILL) in the middle of a workflow step: the run resumes at that step.

This file, run as a script, is a worker on a slow scripted model
(``python tests/test_workflows_crash.py worker DATA_DIR REDIS_URL``).
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
REDIS_URL = "redis://127.0.0.1:6379/11"
STEP_DELAY_S = 0.3


def slow_team() -> Any:
    sys.path.insert(0, str(Path(__file__).parent))
    from _workflow_support import team_model

    base = team_model(reviews=("APPROVED",))

    class Slow:
        model_id = base.model_id

        async def complete(self, messages: Sequence[Any], **kw: Any) -> Any:
            await asyncio.sleep(STEP_DELAY_S)
            return await base.complete(messages, **kw)

    return Slow()


def worker_main(data_dir: str, redis_url: str) -> None:
    from _workflow_support import shout

    from core.services import Services
    from core.settings import Settings
    from jobs.worker import serve

    settings = Settings(_env_file=None, data_dir=Path(data_dir), redis_url=redis_url)  # type: ignore[call-arg]
    services = Services(settings, model=slow_team())
    services.tools.add(shout)
    asyncio.run(serve(settings, ctx={"services": services}))


if __name__ == "__main__":
    worker_main(sys.argv[2], sys.argv[3])
    sys.exit(0)


from _workflow_support import REVIEW_LOOP, add_agents, shout  # noqa: E402
from arq.connections import ArqRedis  # noqa: E402
from sqlalchemy import select  # noqa: E402

from core.services import Services  # noqa: E402
from core.settings import Settings  # noqa: E402
from core.storage import Attempt, Run, WorkflowStepRecord  # noqa: E402
from core.workflows import WorkflowService  # noqa: E402
from core.workflows.engine import start_run  # noqa: E402
from core.workflows.runs import get_workflow_run  # noqa: E402
from jobs.queue import JobQueue  # noqa: E402
from jobs.worker import serve  # noqa: E402


async def _wait_for(check: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


def _mid_write(services: Services) -> bool:
    """The second step's agent is in the middle of its model call."""
    with services.db.session() as s:
        run_id = s.scalar(
            select(WorkflowStepRecord.run_id).where(
                WorkflowStepRecord.step_id == "write", WorkflowStepRecord.status == "running"
            )
        )
        if run_id is None:
            return False
        return (
            s.scalar(
                select(Attempt.id).where(Attempt.run_id == run_id, Attempt.status == "running")
            )
            is not None
        )


async def test_worker_killed_mid_step_resumes_there_and_loses_nothing(
    settings: Settings, redis: ArqRedis
) -> None:
    settings = settings.model_copy(update={"redis_url": REDIS_URL})
    services = Services(settings, model=slow_team())
    try:
        add_agents(services)
        services.tools.add(shout)
        WorkflowService.of(services).create("review", REVIEW_LOOP)
        run_id, tokens = start_run(services, "review", "tides")
        await JobQueue(services, redis=redis).workflow(run_id, tokens)
        proc = subprocess.Popen(
            [sys.executable, __file__, "worker", str(settings.data_dir), REDIS_URL],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": f"{ROOT}:{ROOT / 'tests'}"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            await _wait_for(lambda: _mid_write(services), 60, "the write step mid-way")
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)
        before = get_workflow_run(services.db, run_id)
        assert [s["status"] for s in before["steps"]] == ["done", "running"]
        # A fresh worker: its start-up sweep releases the dead worker's job.
        await asyncio.wait_for(serve(settings, burst=True, ctx={"services": services}), 60)
        after = get_workflow_run(services.db, run_id)
        assert after["status"] == "done", after
        assert after["path"] == ["fetch", "write", "review", "check", "publish"]
        assert after["steps"][0] == before["steps"][0]  # the finished step was not run again
        assert [s["attempts"] for s in after["steps"]] == [1, 2, 1, 1, 1]
        with services.db.session() as s:
            write_run = after["steps"][1]["run_id"]
            statuses = list(
                s.scalars(
                    select(Attempt.status)
                    .where(Attempt.run_id == write_run)
                    .order_by(Attempt.number)
                )
            )
            assert statuses == ["interrupted", "done"]
            assert len(s.scalars(select(Run)).all()) == 3  # one run per agent step
        assert await redis.zcard("arq:queue") == 0
    finally:
        services.close()
