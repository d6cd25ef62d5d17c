"""Training runs: hand a dataset to a trainer and follow the run in the ``training_runs`` table.

Two backends behind one interface (:class:`TrainingBackend`):

- :class:`InProcessBackend` runs ``trainer.jobs`` in a worker thread of this
  process (jobs persisted under ``data_dir/trainer``);
- :class:`ServiceBackend` talks to a trainer service (``strop trainer``,
  ``STROP_TRAINER_URL``) over HTTP.

:func:`trigger_training` records a ``TrainingRun`` and submits the job;
:func:`training_status` asks the backend, updates the row, and when the run is
done copies its GGUF adapter to ``data_dir/adapters/run-<id>.gguf``.
"""

from __future__ import annotations

import os
import re
import shutil
import threading
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Protocol

import httpx

from core.errors import ConfigurationError, ModelUnavailable, NotFound
from core.improve.datasets import read_dataset
from core.storage import Database
from core.storage.improvement import TrainingRun

if TYPE_CHECKING:
    from tqdm import tqdm

    from trainer.service import JobQueue

__all__ = [
    "METHODS",
    "InProcessBackend",
    "ServiceBackend",
    "TqdmHook",
    "TrainingBackend",
    "adapter_file",
    "read_dataset",
    "resolve_dataset",
    "training_status",
    "trigger_training",
    "watch_training",
]

METHODS = ("sft", "dpo", "sft+dpo")
_TERMINAL = frozenset({"done", "failed"})
_VERSION = re.compile(r"^v\d+$")
_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")  # as core.improve.datasets writes them


class TrainingBackend(Protocol):
    """Where training jobs run. Statuses are the trainer service's JSON (``trainer.service``)."""

    name: str
    data_dir: Path

    def submit(self, request: Mapping[str, Any]) -> str: ...

    def status(self, remote_id: str) -> dict[str, Any]: ...

    def fetch_adapter(self, remote_id: str, dest: Path) -> Path: ...


_queues: dict[Path, JobQueue] = {}
_queues_lock = threading.Lock()


class InProcessBackend:
    """Trains in a background thread of this process, one job at a time.

    Every backend for the same ``data_dir`` shares one queue and worker.
    """

    name = "inprocess"

    def __init__(self, *, data_dir: Path, cache_dir: Path | None = None) -> None:
        self.data_dir = data_dir
        self._cache_dir = cache_dir

    @property
    def jobs(self) -> JobQueue:
        # Imported on first use: the trainer loads torch and transformers (seconds).
        from trainer.service import JobQueue

        key = (self.data_dir / "trainer").resolve()
        with _queues_lock:
            if key not in _queues:
                _queues[key] = JobQueue(key, cache_dir=self._cache_dir)
                _queues[key].start()
            return _queues[key]

    def submit(self, request: Mapping[str, Any]) -> str:
        return self.jobs.submit(request)

    def status(self, remote_id: str) -> dict[str, Any]:
        return self.jobs.status(remote_id)

    def fetch_adapter(self, remote_id: str, dest: Path) -> Path:
        source = self.jobs.ready_adapter(remote_id)
        dest.parent.mkdir(parents=True, exist_ok=True)
        tmp = dest.with_name(f".{dest.name}.tmp")
        shutil.copyfile(source, tmp)
        os.replace(tmp, dest)
        return dest


class ServiceBackend:
    """A trainer service at ``url`` (``strop trainer``), reached with httpx."""

    name = "service"

    def __init__(self, url: str, *, data_dir: Path, timeout_s: float = 30.0) -> None:
        self.url = url.rstrip("/")
        self.data_dir = data_dir
        self._timeout = timeout_s

    def _request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        try:
            response = httpx.request(method, self.url + path, timeout=self._timeout, **kwargs)
        except httpx.HTTPError as exc:
            raise ModelUnavailable(f"trainer service {self.url} unreachable: {exc}") from None
        self._raise_for(response)
        return response

    def _raise_for(self, response: httpx.Response) -> None:
        if response.is_success:
            return
        try:
            detail = response.json().get("detail", response.text)
        except ValueError:
            detail = response.text
        if response.status_code == 404:
            raise NotFound(str(detail))
        if response.status_code in (400, 409, 422):
            raise ConfigurationError(f"trainer service: {detail}")
        raise ModelUnavailable(f"trainer service {self.url}: HTTP {response.status_code} {detail}")

    def submit(self, request: Mapping[str, Any]) -> str:
        return str(self._request("POST", "/train", json=dict(request)).json()["id"])

    def status(self, remote_id: str) -> dict[str, Any]:
        status: dict[str, Any] = self._request("GET", f"/train/{remote_id}").json()
        return status

    def fetch_adapter(self, remote_id: str, dest: Path) -> Path:
        dest.parent.mkdir(parents=True, exist_ok=True)
        tmp = dest.with_name(f".{dest.name}.tmp")
        url = f"{self.url}/train/{remote_id}/adapter"
        try:
            with httpx.stream("GET", url, timeout=self._timeout) as response:
                if not response.is_success:
                    response.read()
                    self._raise_for(response)
                with tmp.open("wb") as out:
                    for chunk in response.iter_bytes():
                        out.write(chunk)
        except httpx.HTTPError as exc:
            tmp.unlink(missing_ok=True)
            raise ModelUnavailable(f"trainer service {self.url} unreachable: {exc}") from None
        os.replace(tmp, dest)
        return dest


def adapter_file(data_dir: Path, run_id: int) -> Path:
    """Where a finished run's GGUF adapter is kept."""
    return data_dir / "adapters" / f"run-{run_id}.gguf"


def resolve_dataset(data_dir: Path, ref: str) -> Path:
    """The JSONL file ``ref`` names: ``NAME`` (newest version), ``NAME/vN`` or a path.

    Names are looked up under ``data_dir/datasets``; a path must lie inside
    ``data_dir`` (relative paths are taken from it).
    """
    ref = ref.strip()
    root = data_dir.resolve()
    if not ref:
        raise ConfigurationError("no dataset given")
    candidate = Path(ref) if Path(ref).is_absolute() else root / ref
    if ref.endswith(".jsonl"):
        path = candidate.resolve()
        if not path.is_relative_to(root):
            raise ConfigurationError(f"dataset {ref!r} is outside the data directory")
        if not path.is_file():
            raise ConfigurationError(f"no dataset file {ref!r}")
        return path
    name, _, version = ref.partition("/")
    folder = root / "datasets" / name
    if not _NAME.match(name) or (version and not _VERSION.match(version)):
        raise ConfigurationError(f"dataset {ref!r}: use NAME, NAME/vN or a .jsonl path")
    versions = sorted((int(p.stem[1:]), p) for p in folder.glob("v*.jsonl") if p.stem[1:].isdigit())
    if version:
        path = folder / f"{version}.jsonl"
        if path.is_file():
            return path
    elif versions:
        return versions[-1][1]
    known = sorted(p.name for p in (root / "datasets").glob("*") if p.is_dir())
    raise ConfigurationError(
        f"no dataset {ref!r}; datasets: {', '.join(known) if known else 'none yet'}"
    )


def _utc(value: Any) -> datetime | None:
    return datetime.fromisoformat(value) if isinstance(value, str) and value else None


def _run_dict(run: TrainingRun) -> dict[str, Any]:
    def iso(value: datetime | None) -> str | None:
        return value.isoformat() if value else None

    return {
        "id": run.id,
        "job_id": run.job_id,
        "backend": run.backend,
        "remote_id": run.remote_id,
        "method": run.method,
        "status": run.status,
        "config": run.config,
        "dataset": run.dataset,
        "examples": run.examples,
        "step": run.step,
        "total_steps": run.total_steps,
        "losses": run.losses,
        "adapter_path": run.adapter_path,
        "error": run.error,
        "created_at": iso(run.created_at),
        "started_at": iso(run.started_at),
        "finished_at": iso(run.finished_at),
    }


def trigger_training(
    db: Database,
    backend: TrainingBackend,
    request: Mapping[str, Any],
    *,
    dataset_path: Path | str,
    job_id: int | None = None,
) -> int:
    """Record a ``TrainingRun`` for ``request`` (see ``trainer.jobs``) and submit it; its id.

    A request the backend refuses, or an unreachable backend, leaves the run
    ``failed`` with the reason and raises.
    """
    method = request.get("method", "sft")
    if method not in METHODS:
        raise ConfigurationError(f"method must be one of {', '.join(METHODS)}, got {method!r}")
    examples = sum(len(request.get(stage) or []) for stage in str(method).split("+"))
    with db.session() as s:
        run = TrainingRun(
            job_id=job_id,
            backend=backend.name,
            method=method,
            status="queued",
            config=dict(request.get("config") or {}),
            dataset=str(dataset_path),
            examples=examples,
        )
        s.add(run)
        s.flush()
        run_id = run.id
    try:
        remote_id = backend.submit(request)
    except Exception as exc:
        with db.session() as s:
            failed = s.get(TrainingRun, run_id)
            assert failed is not None
            failed.status = "failed"
            failed.error = str(exc)
            failed.finished_at = datetime.now(UTC)
        raise
    with db.session() as s:
        submitted = s.get(TrainingRun, run_id)
        assert submitted is not None
        submitted.remote_id = remote_id
    return run_id


def training_status(db: Database, backend: TrainingBackend, run_id: int) -> dict[str, Any]:
    """The run's row after refreshing it from ``backend``; a finished run's adapter is fetched."""
    with db.session() as s:
        run = s.get(TrainingRun, run_id)
        if run is None:
            raise NotFound(f"no training run {run_id}")
        if run.status in _TERMINAL and (run.status == "failed" or run.adapter_path):
            return _run_dict(run)
        if not run.remote_id:
            return _run_dict(run)
        remote_id = run.remote_id
    try:
        remote = backend.status(remote_id)
    except NotFound:
        remote = {
            "status": "failed",
            "error": f"the {backend.name} trainer no longer knows job {remote_id}",
        }
    adapter = ""
    if remote.get("status") == "done":
        adapter = str(backend.fetch_adapter(remote_id, adapter_file(backend.data_dir, run_id)))
    with db.session() as s:
        run = s.get(TrainingRun, run_id)
        assert run is not None
        run.status = str(remote.get("status", run.status))
        run.step = int(remote.get("step", run.step))
        run.total_steps = int(remote.get("total_steps", run.total_steps))
        run.losses = [list(pair) for pair in remote.get("losses", run.losses)]
        run.error = str(remote.get("error") or "")
        run.started_at = _utc(remote.get("started_at")) or run.started_at
        run.finished_at = _utc(remote.get("finished_at")) or run.finished_at
        if run.status == "failed" and run.finished_at is None:
            run.finished_at = datetime.now(UTC)
        if adapter:
            run.adapter_path = adapter
        return _run_dict(run)


class TqdmHook:
    """A terminal progress bar over a training run's status (step of total, latest loss)."""

    def __init__(self, *, desc: str = "training", file: IO[str] | None = None) -> None:
        from tqdm import tqdm

        self._bar: tqdm[Any] = tqdm(total=0, desc=desc, unit="step", file=file, leave=True)

    def __call__(self, status: Mapping[str, Any]) -> None:
        total = int(status.get("total_steps") or 0)
        if total and self._bar.total != total:
            self._bar.total = total
        self._bar.n = int(status.get("step") or 0)
        losses = status.get("losses") or []
        postfix = {"status": status.get("status", "")}
        if losses:
            postfix["loss"] = f"{float(losses[-1][1]):.4f}"
        self._bar.set_postfix(postfix, refresh=False)
        self._bar.refresh()

    def close(self) -> None:
        self._bar.close()


def watch_training(
    db: Database,
    backend: TrainingBackend,
    run_id: int,
    *,
    hook: Callable[[Mapping[str, Any]], None] | None = None,
    poll_s: float = 1.0,
    timeout_s: float | None = None,
) -> dict[str, Any]:
    """Poll :func:`training_status` until the run is done or failed, calling ``hook`` each time."""
    deadline = None if timeout_s is None else time.monotonic() + timeout_s
    while True:
        status = training_status(db, backend, run_id)
        if hook is not None:
            hook(status)
        if status["status"] in _TERMINAL:
            return status
        if deadline is not None and time.monotonic() > deadline:
            raise TimeoutError(f"training run {run_id} still {status['status']}")
        time.sleep(poll_s)
