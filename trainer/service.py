"""The trainer service: a queue of training jobs, one at a time, behind a small HTTP API.

- ``POST /train`` with a request (see ``trainer.jobs``) -> ``{"id": ...}`` (202);
  a request of the wrong shape is refused with 422 and the reason.
- ``GET /train/{id}`` -> status (queued | running | done | failed), step,
  total_steps, losses so far, elapsed seconds, error, ``adapter_ready``.
- ``GET /train/{id}/adapter`` -> the GGUF adapter (409 until it is ready).

Each job lives in ``DIR/jobs/<id>/``: ``request.json``, ``status.json``
(rewritten atomically at every step) and, when done, ``adapter.gguf``. A
restarted service reports finished jobs, runs the ones still queued, and
marks a job that was running when it stopped as failed. :class:`JobQueue`
is usable without HTTP (``core.improve.training.InProcessBackend``).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import re
import shutil
import threading
import time
import uuid
from collections.abc import AsyncIterator, Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Final

from fastapi import Body, FastAPI, HTTPException
from fastapi.responses import FileResponse

from core.errors import ConfigurationError, Conflict, NotFound, StropError
from trainer.jobs import ADAPTER_FILE, JobProgress, JobRequest, JobResult, run_job

__all__ = ["JobQueue", "create_app"]

log = logging.getLogger(__name__)

Runner = Callable[..., JobResult]
_ID: Final = re.compile(r"^[0-9a-f]{32}$")
_TERMINAL: Final = frozenset({"done", "failed"})


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _write_json(path: Path, value: Any) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def _error_text(exc: BaseException) -> str:
    # strop's own errors already say what to fix; anything else is a crash, named by its type.
    return str(exc) if isinstance(exc, StropError) else f"{type(exc).__name__}: {exc}"


class JobQueue:
    """Training jobs persisted under ``directory``, run one at a time by a worker thread."""

    def __init__(
        self, directory: Path, *, cache_dir: Path | None = None, runner: Runner = run_job
    ) -> None:
        self.directory = directory
        self.cache_dir = cache_dir or directory / "cache"
        self._jobs_dir = directory / "jobs"
        self._jobs_dir.mkdir(parents=True, exist_ok=True)
        self._runner = runner
        self._lock = threading.Lock()
        self._status: dict[str, dict[str, Any]] = {}
        self._pending: queue.Queue[str | None] = queue.Queue()
        self._worker: threading.Thread | None = None
        self._recover()

    def _recover(self) -> None:
        found = []
        for path in self._jobs_dir.glob("*/status.json"):
            try:
                status = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                log.warning("unreadable job status %s; skipped", path)
                continue
            found.append(status)
        for status in sorted(found, key=lambda s: str(s.get("created_at", ""))):
            job_id = str(status["id"])
            self._status[job_id] = status
            if status["status"] == "running":
                status.update(
                    status="failed",
                    error="interrupted: the trainer stopped while this job was running",
                    finished_at=_now(),
                )
                self._save(job_id)
            elif status["status"] == "queued":
                self._pending.put(job_id)

    def _dir(self, job_id: str) -> Path:
        return self._jobs_dir / job_id

    def _save(self, job_id: str) -> None:
        _write_json(self._dir(job_id) / "status.json", self._status[job_id])

    def _update(self, job_id: str, **changes: Any) -> None:
        with self._lock:
            self._status[job_id].update(changes)
            self._save(job_id)

    def start(self) -> None:
        """Start the worker thread (idempotent)."""
        with self._lock:
            if self._worker is None or not self._worker.is_alive():
                self._worker = threading.Thread(
                    target=self._work, name="strop-trainer", daemon=True
                )
                self._worker.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Let the worker finish its current job and exit; waits at most ``timeout`` seconds."""
        worker = self._worker
        if worker is not None:
            self._pending.put(None)
            worker.join(timeout)
            self._worker = None

    def submit(self, request: Mapping[str, Any]) -> str:
        """Queue a job and return its id; a malformed request raises ``ConfigurationError``."""
        job = JobRequest.parse(request)
        job_id = uuid.uuid4().hex
        self._dir(job_id).mkdir()
        _write_json(self._dir(job_id) / "request.json", job.to_dict())
        with self._lock:
            self._status[job_id] = {
                "id": job_id,
                "method": job.method,
                "status": "queued",
                "examples": job.examples,
                "step": 0,
                "total_steps": 0,
                "losses": [],
                "seconds": 0.0,
                "error": "",
                "created_at": _now(),
                "started_at": None,
                "finished_at": None,
            }
            self._save(job_id)
        self._pending.put(job_id)
        return job_id

    def status(self, job_id: str) -> dict[str, Any]:
        """The job's status with ``elapsed_s`` and ``adapter_ready``; ``NotFound`` if unknown."""
        with self._lock:
            found = self._status.get(job_id) if _ID.match(job_id) else None
            if found is None:
                raise NotFound(f"no training job {job_id!r}")
            status = dict(found, losses=list(found["losses"]))
        status["elapsed_s"] = _elapsed(status)
        status["adapter_ready"] = status["status"] == "done" and self.adapter_path(job_id).is_file()
        return status

    def adapter_path(self, job_id: str) -> Path:
        return self._dir(job_id) / ADAPTER_FILE

    def ready_adapter(self, job_id: str) -> Path:
        """The finished job's GGUF adapter; ``NotFound``, or ``Conflict`` while it is unfinished."""
        status = self.status(job_id)
        if not status["adapter_ready"]:
            raise Conflict(f"training job {job_id} has no adapter yet (status {status['status']})")
        return self.adapter_path(job_id)

    def wait(self, job_id: str, *, timeout: float, poll_s: float = 0.2) -> dict[str, Any]:
        """Block until the job is done or failed (``TimeoutError`` after ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        while (status := self.status(job_id))["status"] not in _TERMINAL:
            if time.monotonic() > deadline:
                raise TimeoutError(f"training job {job_id} still {status['status']}")
            time.sleep(poll_s)
        return status

    def _work(self) -> None:
        while (job_id := self._pending.get()) is not None:
            self._run(job_id)

    def _run(self, job_id: str) -> None:
        job_dir = self._dir(job_id)
        work_dir = job_dir / "work"
        self._update(job_id, status="running", started_at=_now())

        def progress(p: JobProgress) -> None:
            with self._lock:
                status = self._status[job_id]
                status["losses"].append([p.step, p.loss])
                status.update(step=p.step, total_steps=p.total_steps, stage=p.stage)
                self._save(job_id)

        try:
            request = json.loads((job_dir / "request.json").read_text(encoding="utf-8"))
            result = self._runner(
                request, work_dir=work_dir, cache_dir=self.cache_dir, on_progress=progress
            )
            result.adapter_gguf.replace(self.adapter_path(job_id))
        except Exception as exc:
            if isinstance(exc, StropError):
                log.warning("training job %s failed: %s", job_id, exc)
            else:
                log.exception("training job %s crashed", job_id)
            self._update(job_id, status="failed", error=_error_text(exc), finished_at=_now())
        else:
            self._update(
                job_id,
                status="done",
                step=result.steps,
                total_steps=result.steps,
                losses=[[step, loss] for step, loss in result.losses],
                seconds=result.seconds,
                stages=result.stages,
                finished_at=_now(),
            )
        finally:
            shutil.rmtree(work_dir, ignore_errors=True)


def _elapsed(status: Mapping[str, Any]) -> float:
    if not status.get("started_at"):
        return 0.0
    start = datetime.fromisoformat(status["started_at"])
    end = datetime.fromisoformat(status["finished_at"]) if status.get("finished_at") else None
    return round(((end or datetime.now(UTC)) - start).total_seconds(), 3)


def create_app(directory: Path, *, cache_dir: Path | None = None) -> FastAPI:
    """The trainer service over the jobs in ``directory``; the worker runs while the app does."""
    jobs = JobQueue(directory, cache_dir=cache_dir)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        jobs.start()
        yield
        jobs.stop(timeout=1.0)

    app = FastAPI(title="strop trainer", lifespan=lifespan)
    app.state.jobs = jobs

    @app.post("/train", status_code=202)
    def train(request: Annotated[dict[str, Any], Body()]) -> dict[str, str]:
        try:
            return {"id": jobs.submit(request)}
        except ConfigurationError as exc:
            raise HTTPException(status_code=422, detail=str(exc)) from None

    @app.get("/train/{job_id}")
    def status(job_id: str) -> dict[str, Any]:
        try:
            return jobs.status(job_id)
        except NotFound as exc:
            raise HTTPException(status_code=404, detail=str(exc)) from None

    @app.get("/train/{job_id}/adapter")
    def adapter(job_id: str) -> FileResponse:
        try:
            path = jobs.ready_adapter(job_id)
        except NotFound as exc:
            raise HTTPException(status_code=404, detail=str(exc)) from None
        except Conflict as exc:
            raise HTTPException(status_code=409, detail=str(exc)) from None
        return FileResponse(path, media_type="application/octet-stream", filename=f"{job_id}.gguf")

    return app
