"""Deploying adapters for real on the ~7M random model: embedded hot-swap, llama.cpp server, Ollama.

The tiny model's text is noise; these tests prove that each target serves the
adapter (outputs change, and match llama.cpp with the same adapter), that a
corrupt or mismatched GGUF never replaces the serving model, and rollback.
The real 135M model runs the same paths in ``test_serving_real.py``.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import ollama
import pytest

from core.cli import main
from core.errors import ConfigurationError
from core.models.base import ChatMessage, ModelClient
from core.models.litellm import LiteLLMModel, close_clients
from core.models.llamacpp import LlamaCppModel
from core.models.scripted import ScriptedModel
from core.services import Services
from core.serving import (
    Deployer,
    EmbeddedTarget,
    InstanceService,
    LlamaCppServerTarget,
    OllamaTarget,
    instance_model,
)
from core.serving.probe import probe_adapter
from core.settings import Settings, load_settings
from trainer.export_gguf import export_lora_gguf
from trainer.model_gguf import export_model_gguf
from trainer.sft import LoraSftConfig, train_lora
from trainer.tiny import tiny_checkpoint

PROMPT = [ChatMessage("user", "ping 7")]


def _ping(n: int) -> dict[str, object]:
    return {
        "messages": [
            {"role": "user", "content": f"ping {n}"},
            {"role": "assistant", "content": json.dumps({"answer": f"PONG-{n}"})},
        ]
    }


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(base GGUF, adapter GGUF) of the tiny model, the adapter trained a few steps."""
    root = tmp_path_factory.mktemp("tiny")
    checkpoint = tiny_checkpoint(cache_dir=root / "hf")
    base = export_model_gguf(checkpoint, root / "tiny-f32.gguf", dtype="f32")
    run = train_lora(
        [_ping(n) for n in range(4)],
        base_dir=checkpoint,
        output_dir=root / "run",
        config=LoraSftConfig(max_steps=6, learning_rate=5e-3, max_length=64, batch_size=4),
    )
    return base, export_lora_gguf(run.adapter_dir, root / "adapter.gguf")


@pytest.fixture(scope="module")
def corrupt(tiny: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """GGUFs that must never be served: each crashes or fails llama.cpp if loaded."""
    base, adapter = tiny
    root = tmp_path_factory.mktemp("corrupt")
    files = {
        "random": os.urandom(4096),
        "truncated": adapter.read_bytes()[: adapter.stat().st_size // 2],
        "not an adapter": base.read_bytes(),
    }
    for name, data in files.items():
        (root / f"{name}.gguf").write_bytes(data)
    return {name: root / f"{name}.gguf" for name in files}


def _text(model: ModelClient) -> str:
    return asyncio.run(model.complete(PROMPT, max_tokens=8)).text


def test_probe_survives_a_crashing_adapter(
    tiny: tuple[Path, Path], corrupt: dict[str, Path]
) -> None:
    base, adapter = tiny
    assert probe_adapter(base, adapter)  # a good adapter answers
    # llama.cpp kills the process loading this one; the probe's child takes the crash.
    with pytest.raises(ConfigurationError, match=r"cannot be served: llama\.cpp crashed"):
        probe_adapter(base, corrupt["random"])


def test_embedded_hot_swap_keeps_the_old_model_on_a_bad_adapter(
    tiny: tuple[Path, Path], corrupt: dict[str, Path], settings: Settings, tmp_path: Path
) -> None:
    base, adapter = tiny
    services = Services(settings, model=ScriptedModel([]))
    try:
        instances = InstanceService(services.db, settings.data_dir)
        instances.spawn("tiny", base=f"gguf:{base}")
        before = services.model_for("instance:tiny")
        assert before.model_id == "embedded:tiny:base"
        base_text = _text(before)

        target = EmbeddedTarget(swap=services.swap_model, n_ctx=512)
        deployer = Deployer(instances, target)
        v1 = deployer.deploy("tiny", adapter, metrics={"note": "first"})
        served = services.model_for("instance:tiny")
        assert served is not before and served.model_id == "embedded:tiny:v1"
        assert isinstance(served, LlamaCppModel) and served.lora_path == v1.adapter_path
        tuned_text = _text(served)
        assert tuned_text != base_text  # the adapter is applied
        assert tuned_text == _text(LlamaCppModel(model_path=base, lora_path=adapter, n_ctx=512))

        wrong_base = instances.spawn("big")  # the bundled 135M model: the tiny adapter cannot fit
        reasons = {
            "random": "not a readable GGUF",
            "truncated": "not a readable GGUF",
            "not an adapter": "not a LoRA adapter",
        }
        for name, path in corrupt.items():
            with pytest.raises(ConfigurationError, match=reasons[name]):
                deployer.deploy("tiny", path)
        with pytest.raises(ConfigurationError, match="does not fit the base"):
            deployer.deploy(wrong_base.name, adapter)
        assert services.model_for("instance:tiny") is served  # still serving v1
        assert [v.version for v in instances.versions("tiny")] == [1]
        assert sorted(p.name for p in (settings.data_dir / "models" / "tiny").iterdir()) == [
            "v1.gguf"
        ]

        # Another process loading the instance gets the registered version.
        other = Services(settings, model=ScriptedModel([]))
        try:
            assert other.model_for("instance:tiny").model_id == "embedded:tiny:v1"
        finally:
            other.close()

        assert deployer.rollback("tiny") is None
        after = services.model_for("instance:tiny")
        assert after.model_id == "embedded:tiny:base" and _text(after) == base_text
    finally:
        services.close()


def test_llamacpp_server_deploy_serves_the_adapter_and_rolls_back(
    tiny: tuple[Path, Path], corrupt: dict[str, Path], settings: Settings
) -> None:
    base, adapter = tiny
    db_services = Services(settings, model=ScriptedModel([]))
    instances = InstanceService(db_services.db, settings.data_dir)
    instances.spawn("srv", base=f"gguf:{base}", target="llamacpp")
    target = LlamaCppServerTarget(state_dir=settings.data_dir / "models", n_ctx=512)
    deployer = Deployer(instances, target)
    state = settings.data_dir / "models" / "srv" / "llamacpp.json"

    async def ask(model: ModelClient) -> str:
        try:
            return (await model.complete(PROMPT, max_tokens=8)).text
        finally:
            await close_clients()

    try:
        deployer.deploy("srv", adapter)
        first = json.loads(state.read_text())
        assert first["alias"] == "strop-srv-v1"
        model = instance_model(instances, "srv")
        assert model.model_id == "litellm:openai/strop-srv-v1"
        served = asyncio.run(ask(model))
        llama = LlamaCppModel(model_path=base, lora_path=adapter, n_ctx=512)
        assert served == _text(llama)  # the server applies the adapter: greedy output agrees

        for path in corrupt.values():
            with pytest.raises(ConfigurationError):
                deployer.deploy("srv", path)
        assert json.loads(state.read_text())["pid"] == first["pid"]
        assert asyncio.run(ask(instance_model(instances, "srv"))) == served

        assert deployer.rollback("srv") is None
        second = json.loads(state.read_text())
        assert second["pid"] != first["pid"] and second["alias"] == "strop-srv-base"
        assert not Path(f"/proc/{first['pid']}").exists()  # the v1 server was stopped
        base_model = instance_model(instances, "srv")
        assert base_model.model_id == "litellm:openai/strop-srv-base"
        assert asyncio.run(ask(base_model)) == _text(LlamaCppModel(model_path=base, n_ctx=512))
    finally:
        target.stop("srv")
        db_services.close()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def ollama_host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The in-repo Ollama-compatible server, started the way a user would start it."""
    port = _free_port()
    folder = tmp_path_factory.mktemp("ollama")
    command = [sys.executable, "-m", "core.serving.ollama_compat", "--port", str(port)]
    proc = subprocess.Popen([*command, "--dir", str(folder), "--n-ctx", "512"])
    host = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                httpx.get(f"{host}/api/version", timeout=1).raise_for_status()
                break
            except httpx.HTTPError:
                time.sleep(0.2)
        else:
            pytest.fail("the Ollama-compatible server did not start within 60 s")
        yield host
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_ollama_deploy_through_the_client_then_litellm_generates(
    tiny: tuple[Path, Path], corrupt: dict[str, Path], settings: Settings, ollama_host: str
) -> None:
    base, adapter = tiny
    services = Services(settings, model=ScriptedModel([]))
    instances = InstanceService(services.db, settings.data_dir)
    instances.spawn("oll", base=f"gguf:{base}", target="ollama", endpoint=ollama_host)
    deployer = Deployer(instances, OllamaTarget(host=ollama_host))
    client = ollama.Client(host=ollama_host)
    try:
        v1 = deployer.deploy("oll", adapter)
        assert v1.deployed_name == "strop-oll:v1"
        assert instances.get("oll").endpoint == ollama_host
        assert "strop-oll:v1" in [m.model for m in client.list().models]
        modelfile = client.show("strop-oll:v1").modelfile or ""
        assert modelfile.startswith("FROM ") and "\nADAPTER " in modelfile

        # The Ollama server really applies the adapter: greedy output equals llama.cpp's own.
        options = {"temperature": 0, "num_predict": 8, "repeat_penalty": 1.0}
        direct = client.chat(model="strop-oll:v1", messages=[PROMPT[0].as_dict()], options=options)
        llama = LlamaCppModel(model_path=base, lora_path=adapter, n_ctx=512)
        assert direct.message.content == _text(llama)
        assert direct.done and direct.eval_count and direct.prompt_eval_count
        streamed = client.chat(
            model="strop-oll:v1", messages=[PROMPT[0].as_dict()], options=options, stream=True
        )
        assert "".join(part.message.content or "" for part in streamed) == direct.message.content

        model = services.model_for("instance:oll")
        assert model.model_id == "litellm:ollama_chat/strop-oll:v1"
        schema = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}

        async def through_litellm() -> tuple[str, list[str], str]:
            try:
                pieces: list[str] = []
                done = await model.complete(
                    PROMPT, max_tokens=24, json_schema=schema, on_token=pieces.append
                )
                generate = LiteLLMModel(model="ollama/strop-oll:v1", api_base=ollama_host)
                plain = await generate.complete(PROMPT, max_tokens=6)
                return done.text, pieces, plain.text
            finally:
                await close_clients()

        text, pieces, plain = asyncio.run(through_litellm())
        assert isinstance(json.loads(text)["n"], int)  # the schema became a grammar
        assert "".join(pieces) == text and len(pieces) > 1
        assert plain  # /api/generate through litellm's ollama provider

        for path in corrupt.values():
            with pytest.raises(ConfigurationError):
                deployer.deploy("oll", path)
        assert [m.model for m in client.list().models] == ["strop-oll:v1"]
        assert instance_model(instances, "oll").model_id == "litellm:ollama_chat/strop-oll:v1"

        assert deployer.rollback("oll") is None
        assert instance_model(instances, "oll").model_id == "litellm:ollama_chat/strop-oll:base"
        base_reply = client.chat(
            model="strop-oll:base", messages=[PROMPT[0].as_dict()], options=options
        )
        assert base_reply.message.content == _text(LlamaCppModel(model_path=base, n_ctx=512))
    finally:
        client.close()
        services.close()


def test_ollama_server_checks_blobs_and_models(
    tiny: tuple[Path, Path], corrupt: dict[str, Path], ollama_host: str
) -> None:
    base, _ = tiny
    client = ollama.Client(host=ollama_host)
    try:
        wrong = "sha256:" + "0" * 64
        refused = httpx.post(f"{ollama_host}/api/blobs/{wrong}", content=b"data")
        assert refused.status_code == 400 and "digest mismatch" in refused.json()["error"]
        assert httpx.head(f"{ollama_host}/api/blobs/{wrong}").status_code == 404

        base_digest = client.create_blob(base)
        bad_digest = client.create_blob(corrupt["truncated"])
        assert httpx.head(f"{ollama_host}/api/blobs/{bad_digest}").status_code == 200
        with pytest.raises(ollama.ResponseError, match="not a readable GGUF"):
            client.create(
                model="broken", files={"base.gguf": base_digest}, adapters={"a.gguf": bad_digest}
            )
        with pytest.raises(ollama.ResponseError, match="not found"):
            client.create(model="broken", files={"base.gguf": "sha256:" + "1" * 64})
        assert "broken:latest" not in [m.model for m in client.list().models]

        progress = list(client.create(model="plain", files={"b.gguf": base_digest}, stream=True))
        assert [p.status for p in progress][-1] == "success"
        with pytest.raises(ollama.ResponseError, match="not found"):
            client.chat(model="missing", messages=[{"role": "user", "content": "hi"}])
        reply = client.generate(
            model="plain", prompt="hi", format="json", options={"num_predict": 12}
        )
        assert reply.response.lstrip().startswith("{")  # "json" format is grammar-constrained
        assert client.delete("plain").status == "success"
        with pytest.raises(ollama.ResponseError):
            client.delete("plain")
    finally:
        client.close()


@pytest.fixture
def fresh_settings() -> Iterator[None]:
    """``load_settings`` is cached per process; each CLI call here must read this test's env."""
    load_settings.cache_clear()
    yield
    load_settings.cache_clear()


def test_cli_deploy_registers_versions_for_every_process(
    fresh_settings: None,
    tiny: tuple[Path, Path],
    corrupt: dict[str, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    base, adapter = tiny
    monkeypatch.setenv("STROP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    argv = ["deploy", str(adapter), "--instance", "cli", "--base", f"gguf:{base}"]
    assert main(argv) == 0
    assert "cli: serving v1 (embedded)" in capsys.readouterr().out
    assert main(["deploy", str(corrupt["random"]), "--instance", "cli"]) == 2
    assert "not a readable GGUF" in capsys.readouterr().err
    # What the CLI registered is what any process loading instance:cli serves.
    services = Services(Settings(_env_file=None), model=ScriptedModel([]))  # type: ignore[call-arg]
    try:
        assert services.model_for("instance:cli").model_id == "embedded:cli:v1"
    finally:
        services.close()
    assert main(["deploy", "--rollback", "--instance", "cli", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["current_version"] == 0
    assert [(v["version"], v["status"]) for v in shown["versions"]] == [(1, "rolled_back")]
