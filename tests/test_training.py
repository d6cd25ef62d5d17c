"""Training jobs, the trainer service and the backends that record runs in the database.

Everything trains the ~7M random model for a couple of steps: these tests
prove the plumbing (requests, progress, failures, persistence, HTTP, GGUF
adapters llama.cpp loads); learning itself is shown in test_dpo.py and
test_trainer.py on the real model.
"""

from __future__ import annotations

import asyncio
import functools
import io
import json
import socket
import sys
import threading
import time
import types
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import gguf
import httpx
import numpy as np
import pytest
import torch
import uvicorn

from core.errors import ConfigurationError, ModelUnavailable, NotFound, ToolError
from core.improve.datasets import write_dataset
from core.improve.training import (
    InProcessBackend,
    ServiceBackend,
    TqdmHook,
    adapter_file,
    read_dataset,
    resolve_dataset,
    training_status,
    trigger_training,
    watch_training,
)
from core.services import builtin_tools
from core.storage import Database
from core.storage.improvement import TrainingRun
from core.tools.context import ToolContext
from trainer import accel
from trainer.jobs import JobProgress, JobRequest, run_job, stage_configs
from trainer.model_gguf import export_model_gguf
from trainer.service import JobQueue, create_app
from trainer.tiny import tiny_checkpoint

SYSTEM = 'Reply with one JSON object only: {"answer": "<text>"}.'
FAST = {"max_steps": 2, "learning_rate": 5e-3, "max_length": 96, "batch_size": 4}


def prompt(n: int) -> list[dict[str, str]]:
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": f"ping {n}"}]


def reply(text: str) -> list[dict[str, str]]:
    return [{"role": "assistant", "content": json.dumps({"answer": text})}]


def sft_rows(count: int = 4) -> list[dict[str, Any]]:
    return [{"messages": prompt(n) + reply(f"PONG-{n}")} for n in range(count)]


def dpo_rows(count: int = 4) -> list[dict[str, Any]]:
    return [
        {"prompt": prompt(n), "chosen": reply(f"PONG-{n}"), "rejected": reply("no")}
        for n in range(count)
    ]


@pytest.fixture(scope="module")
def tiny_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tiny_checkpoint(cache_dir=tmp_path_factory.mktemp("cache") / "tiny")


@pytest.fixture(scope="module")
def tiny_gguf(tiny_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return export_model_gguf(
        tiny_dir, tmp_path_factory.mktemp("gguf") / "tiny-f32.gguf", dtype="f32"
    )


@pytest.fixture(scope="module")
def broken_base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A checkpoint folder whose config.json is corrupt: loading it crashes inside transformers."""
    path = tmp_path_factory.mktemp("broken")
    (path / "config.json").write_text("{not json", encoding="utf-8")
    return path


# The service trains in a thread of its own process, so a request can wait on it for a
# while on a loaded machine: the same 30 s the product's client allows (httpx's default is 5).
_get = functools.partial(httpx.get, timeout=30)
_post = functools.partial(httpx.post, timeout=30)


class _Server:
    """The trainer service, served for real by uvicorn in a thread on a free port."""

    def __init__(self, directory: Path) -> None:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        config = uvicorn.Config(
            create_app(directory), host="127.0.0.1", port=port, log_level="warning"
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 20
        while not self._server.started:
            assert time.monotonic() < deadline, "trainer service did not start"
            time.sleep(0.05)

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(15)
        assert not self._thread.is_alive()


@pytest.fixture(scope="module")
def service_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("trainer-service")


@pytest.fixture(scope="module")
def service(service_dir: Path) -> Iterator[_Server]:
    server = _Server(service_dir)
    yield server
    server.stop()


def _poll(url: str, job_id: str, timeout: float = 180.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        status: dict[str, Any] = _get(f"{url}/train/{job_id}").json()
        if status["status"] in ("done", "failed"):
            return status
        assert time.monotonic() < deadline, status
        time.sleep(0.2)


def _db(tmp_path: Path) -> Database:
    db = Database(url=f"sqlite:///{tmp_path / 'strop.db'}")
    db.migrate()
    return db


# --- choosing the training path -------------------------------------------------------


def test_unsloth_is_chosen_only_with_cuda_and_an_importable_unsloth(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = types.ModuleType("unsloth")
    monkeypatch.setitem(sys.modules, "unsloth", fake)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert accel.training_backend() == "cpu"
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert accel.training_backend() == "unsloth"
    # None in sys.modules makes the import raise ImportError, as on a host without unsloth:
    # a GPU without unsloth still trains on the GPU, through plain transformers + peft.
    monkeypatch.setitem(sys.modules, "unsloth", None)
    assert accel.training_backend() == "cuda"

    def broken() -> types.ModuleType:
        raise NotImplementedError("Unsloth cannot find any torch accelerator")

    monkeypatch.setattr(accel.importlib, "import_module", lambda name: broken())
    assert accel.training_backend() == "cuda"
    # On the CPU, bf16 autocast where the CPU has bf16 matrix instructions, else fp32;
    # STROP_CPU_BF16 overrides the probe either way.
    monkeypatch.delenv("STROP_CPU_BF16", raising=False)
    probes = ((False, False, False), (True, False, True), (False, True, True))
    for amx, avx512_bf16, expected in probes:
        monkeypatch.setattr(torch.cpu, "_is_amx_tile_supported", lambda v=amx: v)
        monkeypatch.setattr(torch.cpu, "_is_avx512_bf16_supported", lambda v=avx512_bf16: v)
        assert accel.precision_args("cpu") == {"use_cpu": True, "bf16": expected, "fp16": False}
    monkeypatch.setenv("STROP_CPU_BF16", "0")
    assert accel.precision_args("cpu")["bf16"] is False
    monkeypatch.setattr(torch.cpu, "_is_amx_tile_supported", lambda: False)
    monkeypatch.setenv("STROP_CPU_BF16", "1")
    assert accel.precision_args("cpu")["bf16"] is True
    monkeypatch.setenv("STROP_CPU_BF16", "fast")
    with pytest.raises(ConfigurationError, match="STROP_CPU_BF16 must be 0, 1 or auto"):
        accel.precision_args("cpu")
    monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda: True)
    assert accel.precision_args("cuda") == {"use_cpu": False, "bf16": True, "fp16": False}


def test_unsloth_path_loads_through_fast_language_model(
    monkeypatch: pytest.MonkeyPatch, tiny_dir: Path
) -> None:
    from peft import get_peft_model
    from peft.tuners.lora import LoraConfig

    calls: list[tuple[str, dict[str, Any]]] = []

    class FastLanguageModel:
        @staticmethod
        def from_pretrained(**kwargs: Any) -> Any:
            calls.append(("from_pretrained", kwargs))
            return accel.load_checkpoint(Path(kwargs["model_name"]))

        @staticmethod
        def get_peft_model(model: Any, **kwargs: Any) -> Any:
            calls.append(("get_peft_model", kwargs))
            lora = LoraConfig(
                r=kwargs["r"],
                lora_alpha=kwargs["lora_alpha"],
                target_modules=kwargs["target_modules"],
            )
            return get_peft_model(model, lora)

    fake = types.ModuleType("unsloth")
    fake.FastLanguageModel = FastLanguageModel  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "unsloth", fake)
    spec = accel.LoraSpec(
        r=4, alpha=8, dropout=0.0, target_modules=("q_proj",), seed=3, max_length=64
    )
    model, _ = accel.lora_model(tiny_dir, spec, backend="unsloth")
    assert [name for name, _ in calls] == ["from_pretrained", "get_peft_model"]
    assert calls[0][1] == {
        "model_name": str(tiny_dir),
        "max_seq_length": 64,
        "dtype": None,
        "load_in_4bit": False,
    }
    assert calls[1][1]["random_state"] == 3
    assert calls[1][1]["use_gradient_checkpointing"] == "unsloth"
    assert model.peft_config["default"].r == 4


# --- one job ----------------------------------------------------------------------------


def test_job_requests_and_settings_are_checked_before_any_work() -> None:
    request = JobRequest.parse(
        {
            "method": "sft+dpo",
            "sft": sft_rows(3),
            "dpo": dpo_rows(2),
            "config": {"max_steps": 7, "beta": 0.3, "sft": {"learning_rate": 1e-3}},
        }
    )
    assert request.examples == 5
    sft, dpo = stage_configs(request)
    assert (sft.max_steps, sft.learning_rate) == (7, 1e-3)
    assert (dpo.max_steps, dpo.beta, dpo.learning_rate) == (7, 0.3, 5e-5)
    bad: list[tuple[Any, str]] = [
        ([], "must be a JSON object"),
        ({"method": "rlhf"}, "method must be one of"),
        ({"sft": "rows"}, "'sft' must be a list"),
        ({"config": {"warmup": 3}}, "unknown training settings"),
        ({"config": {"sft": {"beta": 0.2}}}, "unknown sft settings: beta"),
        ({"config": {"learning_rate": "fast"}}, "invalid sft training settings"),
        ({"config": {"max_steps": 0}}, "must be positive: max_steps"),
        ({"base": 3}, "'base' must be"),
        ({"dataset": "x"}, "unknown keys"),
    ]
    for data, message in bad:
        with pytest.raises(ConfigurationError, match=message):
            JobRequest.parse(data)


def test_run_job_sft_then_dpo_exports_one_gguf_adapter(tiny_dir: Path, tmp_path: Path) -> None:
    seen: list[JobProgress] = []
    result = run_job(
        {
            "method": "sft+dpo",
            "sft": sft_rows(),
            "dpo": dpo_rows(),
            "config": FAST,
            "base": str(tiny_dir),
        },
        work_dir=tmp_path / "work",
        cache_dir=tmp_path / "cache",
        on_progress=seen.append,
    )
    assert [(p.stage, p.step, p.total_steps) for p in seen] == [
        ("sft", 1, 4),
        ("sft", 2, 4),
        ("dpo", 3, 4),
        ("dpo", 4, 4),
    ]
    assert [step for step, _ in result.losses] == [1, 2, 3, 4]
    assert (result.steps, result.examples) == (4, 8)
    assert [s["method"] for s in result.stages] == ["sft", "dpo"]
    assert result.seconds > 0
    assert sorted(p.name for p in (tmp_path / "work").iterdir()) == ["adapter", "adapter.gguf"]
    assert not (tmp_path / "cache").exists()  # a checkpoint base needs no conversion
    reader = gguf.GGUFReader(result.adapter_gguf)
    assert reader.fields["general.type"].contents() == "adapter"
    assert len(reader.tensors) == 2 * 2 * 7  # 2 layers x 7 projections x (A, B)


def test_run_job_fails_fast_on_bad_data_and_cleans_up(tiny_dir: Path, tmp_path: Path) -> None:
    work = tmp_path / "work"
    started = time.perf_counter()
    bad_pair = {"prompt": prompt(1), "chosen": reply("x"), "rejected": reply("x")}
    with pytest.raises(ConfigurationError, match="identical"):
        run_job(
            {"method": "sft+dpo", "sft": sft_rows(), "dpo": [bad_pair], "base": str(tiny_dir)},
            work_dir=work,
            cache_dir=tmp_path,
        )
    assert time.perf_counter() - started < 5  # refused before SFT ran
    with pytest.raises(ConfigurationError, match="no training examples"):
        run_job({"method": "sft", "base": str(tiny_dir)}, work_dir=work, cache_dir=tmp_path)
    with pytest.raises(ConfigurationError, match="checkpoint directory"):
        run_job(
            {"method": "sft", "sft": sft_rows(), "base": str(tmp_path)},
            work_dir=work,
            cache_dir=tmp_path,
        )
    with pytest.raises(ConfigurationError, match="no GGUF file there"):
        run_job(
            {"method": "sft", "sft": sft_rows(), "base": f"gguf:{tmp_path / 'gone.gguf'}"},
            work_dir=work,
            cache_dir=tmp_path,
        )
    assert not work.exists() or not any(work.iterdir())


# --- the trainer service -----------------------------------------------------------------


def test_trainer_service_trains_and_serves_an_adapter_llamacpp_loads(
    service: _Server, tiny_dir: Path, tiny_gguf: Path, tmp_path: Path
) -> None:
    from llama_cpp import Llama

    request = {"method": "dpo", "dpo": dpo_rows(), "config": FAST, "base": str(tiny_dir)}
    response = _post(f"{service.url}/train", json=request)
    assert response.status_code == 202
    job_id = response.json()["id"]
    seen_running = False
    deadline = time.monotonic() + 180
    while (status := _get(f"{service.url}/train/{job_id}").json())["status"] != "done":
        assert status["status"] in ("queued", "running"), status
        seen_running |= status["status"] == "running"
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert seen_running
    assert status["step"] == status["total_steps"] == 2
    assert [step for step, _ in status["losses"]] == [1, 2]
    assert status["elapsed_s"] > 0
    assert status["adapter_ready"] is True
    assert status["error"] == ""
    assert status["examples"] == 4

    adapter = tmp_path / "adapter.gguf"
    response = _get(f"{service.url}/train/{job_id}/adapter")
    assert response.status_code == 200
    adapter.write_bytes(response.content)
    assert response.content[:4] == b"GGUF"

    ids = [1, 9690, 198, 28120, 216, 33, 2, 198]

    def logits(lora: Path | None) -> np.ndarray[Any, Any]:
        llm = Llama(
            model_path=str(tiny_gguf),
            lora_path=str(lora) if lora else None,
            n_ctx=128,
            logits_all=True,
            verbose=False,
        )
        try:
            llm.eval(ids)
            return np.array(llm.scores[: len(ids)])
        finally:
            llm.close()

    assert np.abs(logits(adapter) - logits(None)).max() > 1e-3


def test_trainer_service_reports_bad_requests_and_failed_jobs(
    service: _Server, tiny_dir: Path, broken_base: Path
) -> None:
    url = service.url
    refused = _post(f"{url}/train", json={"method": "rlhf"})
    assert refused.status_code == 422
    assert "method must be one of" in refused.json()["detail"]
    assert _post(f"{url}/train", json=[1, 2]).status_code == 422

    empty = _post(f"{url}/train", json={"method": "dpo", "base": str(tiny_dir)}).json()
    corrupt = _post(
        f"{url}/train",
        json={"method": "sft", "sft": [{"messages": "hello"}], "base": str(tiny_dir)},
    ).json()
    crash = _post(
        f"{url}/train", json={"method": "sft", "sft": sft_rows(), "base": str(broken_base)}
    ).json()
    assert _poll(url, empty["id"])["error"] == "no preference pairs to train on"
    failed = _poll(url, corrupt["id"])
    assert failed["status"] == "failed"
    assert "'messages' must be a non-empty list" in failed["error"]
    crashed = _poll(url, crash["id"])
    assert crashed["status"] == "failed"
    # A crash inside a library ends as a failure naming the exception.
    assert crashed["error"].startswith(("JSONDecodeError", "OSError", "ValueError")), crashed
    assert crashed["adapter_ready"] is False
    assert _get(f"{url}/train/{crash['id']}/adapter").status_code == 409
    assert _get(f"{url}/train/{'0' * 32}").status_code == 404
    assert _get(f"{url}/train/..%2F..%2Fetc").status_code == 404


def test_restarted_service_still_reports_finished_jobs(
    service: _Server, service_dir: Path, tiny_dir: Path
) -> None:
    jobs = [p.name for p in (service_dir / "jobs").iterdir()]
    done = [j for j in jobs if _status_file(service_dir, j)["status"] == "done"]
    if not done:  # run on its own, without the earlier service tests
        request = {"method": "dpo", "dpo": dpo_rows(), "config": FAST, "base": str(tiny_dir)}
        job_id = _post(f"{service.url}/train", json=request).json()["id"]
        assert _poll(service.url, job_id)["status"] == "done"
        done = [job_id]
    service.stop()
    # What a crash mid-job leaves behind: one job running, one still queued.
    queue = JobQueue(service_dir / "fake")
    running = queue.submit({"method": "sft", "sft": sft_rows(), "base": str(tiny_dir)})
    queued = queue.submit({"method": "sft", "sft": [{"messages": []}], "base": str(tiny_dir)})
    for job_id in (running, queued):
        (service_dir / "fake" / "jobs" / job_id).rename(service_dir / "jobs" / job_id)
    status = _status_file(service_dir, running)
    (service_dir / "jobs" / running / "status.json").write_text(
        json.dumps({**status, "status": "running", "started_at": status["created_at"]})
    )

    restarted = _Server(service_dir)
    try:
        url = restarted.url
        again = _get(f"{url}/train/{done[0]}").json()
        assert again["status"] == "done"
        assert again["adapter_ready"] is True
        assert _get(f"{url}/train/{done[0]}/adapter").content[:4] == b"GGUF"
        interrupted = _get(f"{url}/train/{running}").json()
        assert interrupted["status"] == "failed"
        assert "interrupted" in interrupted["error"]
        assert "'messages' must be a non-empty list" in _poll(url, queued)["error"]
    finally:
        restarted.stop()


def _status_file(service_dir: Path, job_id: str) -> dict[str, Any]:
    status: dict[str, Any] = json.loads((service_dir / "jobs" / job_id / "status.json").read_text())
    return status


# --- runs in the database ---------------------------------------------------------------


def test_service_backend_updates_the_training_run(tiny_dir: Path, tmp_path: Path) -> None:
    server = _Server(tmp_path / "service")
    try:
        db = _db(tmp_path)
        data_dir = tmp_path / "data"
        backend = ServiceBackend(server.url, data_dir=data_dir)
        request = {"method": "dpo", "dpo": dpo_rows(), "config": FAST, "base": str(tiny_dir)}
        run_id = trigger_training(db, backend, request, dataset_path="datasets/x/v1.jsonl")
        with db.session() as s:
            row = s.get(TrainingRun, run_id)
            assert row is not None
            assert (row.backend, row.method, row.examples) == ("service", "dpo", 4)
            assert row.config == FAST
            assert row.dataset == "datasets/x/v1.jsonl"
            assert len(row.remote_id) == 32
        out = io.StringIO()
        bar = TqdmHook(desc="dpo", file=out)
        final = watch_training(db, backend, run_id, hook=bar, poll_s=0.2, timeout_s=180)
        bar.close()
        assert final["status"] == "done"
        assert (final["step"], final["total_steps"]) == (2, 2)
        assert [step for step, _ in final["losses"]] == [1, 2]
        assert final["adapter_path"] == str(adapter_file(data_dir, run_id))
        assert Path(final["adapter_path"]).read_bytes()[:4] == b"GGUF"
        assert final["started_at"] and final["finished_at"]
        assert "2/2" in out.getvalue()
        with db.session() as s:
            row = s.get(TrainingRun, run_id)
            assert row is not None
            assert row.status == "done"
            assert row.losses == final["losses"]

        # A request the service refuses is a failed run with the reason.
        with pytest.raises(ConfigurationError, match="unknown training settings"):
            trigger_training(db, backend, {"method": "sft", "config": {"x": 1}}, dataset_path="d")
        with db.session() as s:
            refused = s.get(TrainingRun, run_id + 1)
            assert refused is not None
            assert refused.status == "failed"
            assert "unknown training settings" in refused.error
    finally:
        server.stop()
    with pytest.raises(ModelUnavailable, match="unreachable"):
        trigger_training(db, backend, request, dataset_path="d")
    # Once done, the row answers without the (now stopped) service.
    assert training_status(db, backend, run_id)["status"] == "done"
    with pytest.raises(NotFound):
        training_status(db, backend, 999)


# --- the agent tools, in process -------------------------------------------------------


class _TinyInProcess(InProcessBackend):
    """The in-process backend with the tiny model as base instead of the 135M one."""

    def __init__(self, *, data_dir: Path, tiny: Path) -> None:
        super().__init__(data_dir=data_dir)
        self._tiny = tiny

    def submit(self, request: Mapping[str, Any]) -> str:
        return super().submit({**request, "base": str(self._tiny)})


def test_training_tools_run_in_process_and_update_the_run(tiny_dir: Path, tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    db = _db(tmp_path)
    backend = _TinyInProcess(data_dir=data_dir, tiny=tiny_dir)
    ctx = ToolContext(
        agent="assistant", db=db, data_dir=data_dir, extras={"training_backend": backend}
    )
    tools = builtin_tools()
    v1 = write_dataset(data_dir / "datasets", "assistant-sft", sft_rows())
    write_dataset(data_dir / "datasets", "assistant-dpo", dpo_rows())
    assert resolve_dataset(data_dir, "assistant-sft") == v1
    assert resolve_dataset(data_dir, "assistant-sft/v1") == v1
    assert resolve_dataset(data_dir, "datasets/assistant-sft/v1.jsonl") == v1
    assert read_dataset(v1) == (sft_rows(), [])

    async def call(name: str, args: dict[str, Any]) -> Any:
        return await tools.get(name).call(args, ctx)

    started = asyncio.run(call("trigger_training", {"dataset": "assistant-sft", "config": FAST}))
    assert started == {"run_id": 1, "status": "queued", "method": "sft", "examples": 4}
    deadline = time.monotonic() + 180
    while (status := asyncio.run(call("get_training_status", {"run_id": 1})))["status"] not in (
        "done",
        "failed",
    ):
        assert time.monotonic() < deadline
        time.sleep(0.2)
    assert status["status"] == "done", status
    assert status["step"] == status["total_steps"] == 2
    assert status["last_loss"] < status["first_loss"]
    assert Path(status["adapter_path"]) == adapter_file(data_dir, 1)
    assert Path(status["adapter_path"]).read_bytes()[:4] == b"GGUF"
    with db.session() as s:
        row = s.get(TrainingRun, 1)
        assert row is not None
        assert (row.backend, row.dataset, row.examples) == ("inprocess", str(v1), 4)

    errors = {
        "no dataset 'nope'; datasets: assistant-dpo, assistant-sft": {"dataset": "nope"},
        "outside the data directory": {"dataset": "/etc/hosts.jsonl"},
        "needs preference pairs": {"dataset": "assistant-sft", "method": "dpo"},
        "use NAME, NAME/vN": {"dataset": "../secrets"},
    }
    for message, args in errors.items():
        with pytest.raises(ToolError, match=message):
            asyncio.run(call("trigger_training", args))
    (data_dir / "datasets" / "broken").mkdir()
    (data_dir / "datasets" / "broken" / "v1.jsonl").write_text('{"messages": []}\n{oops\n')
    with pytest.raises(ToolError, match="line 2: not JSON"):
        asyncio.run(call("trigger_training", {"dataset": "broken"}))
