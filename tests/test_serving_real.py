"""Serving a LoRA trained on the real 135M model: embedded hot-swap and Ollama via litellm.

The adapter is trained for a few steps to answer ``ping N`` with
``{"answer": "PONG-N"}``, which the base model never does; each target must
then give that answer for held-out numbers.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from core.errors import ConfigurationError
from core.models.base import ChatMessage, ModelClient
from core.models.litellm import close_clients
from core.models.scripted import ScriptedModel
from core.services import Services
from core.serving import Deployer, EmbeddedTarget, InstanceService, OllamaTarget
from core.settings import Settings
from trainer.export_gguf import export_lora_gguf
from trainer.sft import LoraSftConfig, train_lora

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

HELD_OUT = (77, 404)


def _ping(n: int) -> dict[str, object]:
    return {
        "messages": [
            {"role": "user", "content": f"ping {n}"},
            {"role": "assistant", "content": json.dumps({"answer": f"PONG-{n}"})},
        ]
    }


@pytest.fixture(scope="module")
def adapter(real_base_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("real")
    numbers = [n for n in random.Random(0).sample(range(1000), 40) if n not in HELD_OUT]
    run = train_lora(
        [_ping(n) for n in numbers[:32]],
        base_dir=real_base_dir,
        output_dir=root / "run",
        # A high rate: five steps are enough to teach this one reply (loss < 0.1).
        config=LoraSftConfig(max_steps=5, learning_rate=2e-3, max_length=64, batch_size=4),
    )
    return export_lora_gguf(run.adapter_dir, root / "adapter.gguf")


def _replies(model: ModelClient) -> list[str]:
    async def ask() -> list[str]:
        try:
            return [
                (await model.complete([ChatMessage("user", f"ping {n}")], max_tokens=16)).text
                for n in HELD_OUT
            ]
        finally:
            await close_clients()

    return asyncio.run(ask())


PONGS = [json.dumps({"answer": f"PONG-{n}"}) for n in HELD_OUT]


def test_embedded_hot_swap_serves_the_trained_adapter(
    adapter: Path, settings: Settings, tmp_path: Path
) -> None:
    services = Services(settings, model=ScriptedModel([]))
    try:
        instances = InstanceService(services.db, settings.data_dir)
        instances.spawn("pinger")
        base_replies = _replies(services.model_for("instance:pinger"))
        assert not any("PONG" in r for r in base_replies)

        deployer = Deployer(instances, EmbeddedTarget(swap=services.swap_model, n_ctx=1024))
        deployer.deploy("pinger", adapter)
        served = services.model_for("instance:pinger")
        assert served.model_id == "embedded:pinger:v1"
        assert _replies(served) == PONGS

        broken = tmp_path / "broken.gguf"
        broken.write_bytes(adapter.read_bytes()[:-4096])
        with pytest.raises(ConfigurationError, match="not a readable GGUF"):
            deployer.deploy("pinger", broken)
        assert services.model_for("instance:pinger") is served

        deployer.rollback("pinger")
        assert _replies(services.model_for("instance:pinger")) == base_replies
    finally:
        services.close()


@pytest.fixture(scope="module")
def ollama_host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    folder = tmp_path_factory.mktemp("ollama")
    command = [sys.executable, "-m", "core.serving.ollama_compat", "--port", str(port)]
    proc = subprocess.Popen([*command, "--dir", str(folder)], env={**os.environ})
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


def test_ollama_deploy_of_the_real_model_answers_through_litellm(
    adapter: Path, settings: Settings, ollama_host: str
) -> None:
    services = Services(settings, model=ScriptedModel([]))
    try:
        instances = InstanceService(services.db, settings.data_dir)
        instances.spawn("pinger", target="ollama", endpoint=ollama_host)
        version = Deployer(instances, OllamaTarget(host=ollama_host)).deploy("pinger", adapter)
        assert version.deployed_name == "strop-pinger:v1"
        model = services.model_for("instance:pinger")
        assert model.model_id == "litellm:ollama_chat/strop-pinger:v1"
        assert _replies(model) == PONGS
    finally:
        services.close()
