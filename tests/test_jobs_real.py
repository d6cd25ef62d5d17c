"""One turn end to end on the real embedded model through Redis and ``strop worker``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from arq.connections import ArqRedis

from core.critique import get_critique
from core.services import Services
from core.settings import Settings
from core.trajectories import get_run
from jobs.progress import follow
from jobs.queue import JobQueue, TurnRequest

ROOT = Path(__file__).resolve().parent.parent
REDIS_URL = "redis://127.0.0.1:6379/10"


@pytest.mark.slow
async def test_queued_turn_on_the_real_model(settings: Settings, redis: ArqRedis) -> None:
    services = Services(settings.model_copy(update={"redis_url": REDIS_URL}))
    try:
        queue = JobQueue(services, redis=redis)
        sub = await queue.submit(
            TurnRequest(
                event_id="real-1",
                agent="assistant",
                text="What is the capital of France? Answer in one word.",
                platform="test",
            )
        )
        env = {k: v for k, v in os.environ.items() if not k.startswith("STROP_")}
        env.update(STROP_REDIS_URL=REDIS_URL, STROP_DATA_DIR=str(settings.data_dir))
        done = subprocess.run(
            [sys.executable, "-m", "core.cli", "worker", "--burst"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=240,
        )
        assert done.returncode == 0, done.stderr
        run = get_run(services.db, sub.run_id)
        assert run["status"] == "done", run["error"]
        assert run["output"].strip()
        assert run["model"].startswith("embedded:")
        spans = run["attempts"][0]["spans"]
        # The worker runs with the default STROP_CRITIQUE=rules: the run's domain and lessons
        # come first, and the worker critiques the run before it stops.
        assert spans[0]["kind"] == "reasoning" and spans[0]["name"] == "lessons"
        assert spans[0]["output"]["applied"] == []  # no critiques yet, so no lessons
        kinds = [sp["kind"] for sp in spans[1:]]
        assert kinds[0] == "llm_call" and kinds[-1] == "output"
        critique = get_critique(services.db, sub.run_id)
        assert critique is not None and critique.model == run["model"]
        events = [e async for e in follow(redis, sub.run_id, timeout_s=5)]
        assert events[-1].kind == "end" and events[-1].text == run["output"]
        assert "".join(e.text for e in events if e.kind == "text").strip()
    finally:
        services.close()
