"""The litellm backend against a real llama.cpp server serving the embedded model."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from core.models.base import ChatMessage
from core.models.litellm import LiteLLMModel, close_clients
from core.models.llamacpp import embedded_model_path
from core.services import Services
from core.trajectories import get_run

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def server_url() -> Iterator[str]:
    port = _free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "llama_cpp.server",
            "--model",
            str(embedded_model_path()),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--n_ctx",
            "4096",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                httpx.get(f"{url}/models", timeout=1).raise_for_status()
                break
            except httpx.HTTPError:
                time.sleep(0.3)
        else:
            pytest.fail("llama_cpp.server did not start within 60 s")
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


async def test_schema_constrained_output_from_the_server(server_url: str) -> None:
    model = LiteLLMModel(model="openai/smollm2", api_base=server_url, api_key="none")
    schema = {
        "type": "object",
        "properties": {"answer": {"type": "string"}},
        "required": ["answer"],
    }
    pieces: list[str] = []
    try:
        done = await model.complete(
            [ChatMessage("user", "Say hi.")],
            max_tokens=40,
            json_schema=schema,
            on_token=pieces.append,
        )
    finally:
        await close_clients()
    assert done.text.lstrip().startswith("{") and '"answer"' in done.text
    assert "".join(pieces) == done.text
    assert done.completion_tokens > 0 and done.prompt_tokens > 0


async def test_agent_turn_through_the_server(
    server_url: str, make_services: Callable[..., Services]
) -> None:
    model = LiteLLMModel(model="openai/smollm2", api_base=server_url, api_key="none")
    services = make_services(model)
    try:
        result = await services.runner().run(
            services.agents.get("assistant"), "What is 1234 * 5678?"
        )
    finally:
        await close_clients()
    assert result.model == "litellm:openai/smollm2"
    assert result.tool_calls == ["run_code"]
    run = get_run(services.db, result.run_id)
    tool_result = next(s for s in run["attempts"][0]["spans"] if s["kind"] == "tool_result")
    assert "7006652" in tool_result["output"]["result"]
    # The server samples with its own defaults (repeat_penalty 1.1 penalises copying
    # the digits), so the wording of the final answer is not asserted here.
    assert result.status == "done" and result.output
