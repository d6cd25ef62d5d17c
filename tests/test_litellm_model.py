"""``LiteLLMModel`` against a real OpenAI-compatible HTTP server on 127.0.0.1.

The server streams ``chat.completion.chunk`` events the way llama.cpp and
vLLM do, with a final usage chunk when asked for one, and records every
request so the test can check what litellm sent.
"""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from _asgi import serve_app
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from core.errors import ConfigurationError, ModelUnavailable
from core.models.base import ChatMessage, ModelClient
from core.models.litellm import LiteLLMModel, close_clients

TOKENS = ["Hel", "lo", ",", " wor", "ld"]
REQUESTS: list[dict[str, Any]] = []


def _chunk(model: str, delta: dict[str, Any], finish: str | None = None) -> str:
    body = {
        "id": "chatcmpl-test",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(body)}\n\n"


async def _events(body: dict[str, Any]) -> AsyncIterator[str]:
    model = body["model"]
    pieces = TOKENS
    if "response_format" in body:  # answer with what was asked for, so the test sees it
        text = json.dumps(body["response_format"])
        pieces = [text[i : i + 7] for i in range(0, len(text), 7)]
    if model == "slow":
        await asyncio.sleep(3)  # headers are out; the body stalls
    yield _chunk(model, {"role": "assistant", "content": ""})
    for piece in pieces:
        yield _chunk(model, {"content": piece})
    yield _chunk(model, {}, finish="length" if body.get("max_tokens") == 3 else "stop")
    if (body.get("stream_options") or {}).get("include_usage") and model != "no-usage":
        usage = {"prompt_tokens": 11, "completion_tokens": len(pieces), "total_tokens": 0}
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        final = {"id": "chatcmpl-test", "object": "chat.completion.chunk", "model": model}
        yield f"data: {json.dumps({**final, 'choices': [], 'usage': usage})}\n\n"
    yield "data: [DONE]\n\n"


async def _completions(request: Request) -> Response:
    body = await request.json()
    REQUESTS.append({"body": body, "authorization": request.headers.get("authorization")})
    if body["model"] == "bad-key":
        error = {"message": "Incorrect API key provided", "type": "invalid_request_error"}
        return JSONResponse({"error": {**error, "code": "invalid_api_key"}}, status_code=401)
    if body["model"] == "broken":
        return JSONResponse({"error": {"message": "model crashed"}}, status_code=500)
    return StreamingResponse(_events(body), media_type="text/event-stream")


@pytest.fixture(scope="module")
def api_base() -> Iterator[str]:
    app = Starlette(routes=[Route("/v1/chat/completions", _completions, methods=["POST"])])
    with serve_app(app) as url:
        yield url + "/v1"


@pytest.fixture(autouse=True)
async def _close_litellm_connections() -> AsyncIterator[None]:
    yield
    await close_clients()  # each test has its own event loop; don't leak its sockets


@pytest.fixture
def requests_seen() -> list[dict[str, Any]]:
    REQUESTS.clear()
    return REQUESTS


def _model(api_base: str, name: str = "test-model", **kwargs: Any) -> LiteLLMModel:
    return LiteLLMModel(model=f"openai/{name}", api_base=api_base, api_key="x", **kwargs)


MESSAGES = [ChatMessage("system", "Be brief."), ChatMessage("user", "Say hello ✓")]


async def test_streams_tokens_text_and_usage(
    api_base: str, requests_seen: list[dict[str, Any]]
) -> None:
    model = _model(api_base)
    assert isinstance(model, ModelClient)
    assert model.model_id == "litellm:openai/test-model"
    streamed: list[str] = []
    result = await model.complete(MESSAGES, max_tokens=20, stop=["\n\n"], on_token=streamed.append)
    assert streamed == TOKENS
    assert result.text == "Hello, world"
    assert result.model == "litellm:openai/test-model"
    assert (result.prompt_tokens, result.completion_tokens) == (11, 5)
    assert result.raw == {"id": "chatcmpl-test", "model": "test-model"}
    assert result.finish_reason == "stop"
    assert result.first_token_s is not None
    assert 0 < result.first_token_s <= result.duration_s
    sent = requests_seen[-1]
    assert sent["authorization"] == "Bearer x"
    body = sent["body"]
    assert body["model"] == "test-model"
    assert body["messages"] == [m.as_dict() for m in MESSAGES]
    assert body["stream"] is True
    assert body["stream_options"] == {"include_usage": True}
    assert body["max_tokens"] == 20
    assert body["temperature"] == 0.0
    assert body["stop"] == ["\n\n"]
    assert "response_format" not in body


async def test_json_schema_becomes_response_format(
    api_base: str, requests_seen: list[dict[str, Any]]
) -> None:
    schema = {
        "type": "object",
        "properties": {"tool": {"type": "string"}},
        "required": ["tool"],
        "additionalProperties": False,
    }
    result = await _model(api_base).complete(MESSAGES, json_schema=schema)
    expected = {
        "type": "json_schema",
        "json_schema": {"name": "output", "schema": schema, "strict": True},
    }
    assert requests_seen[-1]["body"]["response_format"] == expected
    assert json.loads(result.text) == expected


async def test_finish_reason_is_passed_on(api_base: str) -> None:
    result = await _model(api_base).complete(MESSAGES, max_tokens=3)
    assert result.finish_reason == "length"


async def test_missing_usage_is_counted_locally(api_base: str) -> None:
    import litellm  # after core.models.litellm, which switches litellm to offline mode

    result = await _model(api_base, "no-usage").complete(MESSAGES)
    assert result.text == "Hello, world"
    messages = [m.as_dict() for m in MESSAGES]
    expected_prompt = litellm.token_counter(model="openai/no-usage", messages=messages)
    expected_completion = litellm.token_counter(model="openai/no-usage", text="Hello, world")
    assert (result.prompt_tokens, result.completion_tokens) == (
        expected_prompt,
        expected_completion,
    )
    assert result.prompt_tokens > 0


async def test_repeated_calls_work(api_base: str) -> None:
    model = _model(api_base)
    texts = [(await model.complete(MESSAGES)).text for _ in range(3)]
    assert texts == ["Hello, world"] * 3


async def test_callback_errors_reach_the_caller_unchanged(api_base: str) -> None:
    def explode(_token: str) -> None:
        raise KeyError("from the callback")

    with pytest.raises(KeyError, match="from the callback"):
        await _model(api_base).complete(MESSAGES, on_token=explode)


async def test_rejected_key_is_a_configuration_error(api_base: str) -> None:
    with pytest.raises(ConfigurationError, match="refused the credentials"):
        await _model(api_base, "bad-key").complete(MESSAGES)


async def test_missing_key_is_a_configuration_error(
    api_base: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    model = LiteLLMModel(model="openai/test-model", api_base=api_base)
    with pytest.raises(ConfigurationError, match="needs an api_key"):
        await model.complete(MESSAGES)


async def test_server_error_is_model_unavailable(api_base: str) -> None:
    with pytest.raises(ModelUnavailable, match="litellm:openai/broken"):
        await _model(api_base, "broken").complete(MESSAGES)


async def test_stalled_stream_times_out(api_base: str) -> None:
    started = time.monotonic()
    with pytest.raises(ModelUnavailable, match="litellm:openai/slow"):
        await _model(api_base, "slow", timeout_s=0.5).complete(MESSAGES)
    assert time.monotonic() - started < 2.5


async def test_unreachable_server_fails_fast() -> None:
    with socket.socket() as probe:  # a port that was free a moment ago: nothing listens
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    model = LiteLLMModel(
        model="openai/test-model", api_base=f"http://127.0.0.1:{port}/v1", api_key="x"
    )
    started = time.monotonic()
    with pytest.raises(ModelUnavailable, match=f"127.0.0.1:{port}"):
        await model.complete(MESSAGES)
    assert time.monotonic() - started < 10


async def test_unknown_provider_is_a_configuration_error() -> None:
    model = LiteLLMModel(model="no-such-model-anywhere")
    with pytest.raises(ConfigurationError, match="names no litellm provider"):
        await model.complete(MESSAGES)


@pytest.mark.parametrize(("name", "timeout"), [("", 60.0), ("openai/x", 0.0)])
def test_constructor_checks_arguments(name: str, timeout: float) -> None:
    with pytest.raises(ConfigurationError):
        LiteLLMModel(model=name, timeout_s=timeout)
