"""The fallback chain (SPEC 6.12): a broken instance falls back, the run records it, alerts.

Broken instances are real: a llama.cpp-server instance whose server is down
(connection refused) and one whose server stalls past the timeout, both reached
through litellm. What answers instead is real too: the instance's base model
(the bundled 135M model in this process) or a hosted model behind an
OpenAI-compatible server on 127.0.0.1, also reached through litellm.
"""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import AsyncIterator, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from _asgi import serve_app
from chat_support.memory import MemorySurface
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import select
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from core.agents.spec import AgentSpec
from core.chat import Conversation, Message
from core.conversation import ChatService
from core.errors import ConfigurationError, ModelUnavailable
from core.models.base import ChatMessage, Completion, TokenCallback
from core.models.litellm import close_clients
from core.models.scripted import ScriptedModel
from core.services import Services
from core.serving.fallback import FallbackModel, Link, fallback_chain
from core.serving.instances import InstanceService
from core.settings import Settings
from core.storage import Run, Span
from core.trajectories import get_run

HOSTED_ANSWER = "Hello from the hosted model."
PLAIN = AgentSpec(
    name="plain",
    system_prompt="Answer in one short sentence.",
    tools=(),
    parameters={"max_steps": 1, "tool_choice_k": 0},
)
DM = Conversation("memory", "dm-U1", "T1", None, True)


def _answer(text: str) -> str:
    return json.dumps({"answer": text})


# -- an OpenAI-compatible server: "hosted" answers, every other model stalls ------------


def _chunk(model: str, delta: dict[str, Any], finish: str | None = None) -> str:
    body = {
        "id": "chatcmpl-fallback",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(body)}\n\n"


async def _events(model: str) -> AsyncIterator[str]:
    if model != "hosted":
        await asyncio.sleep(30)  # a hung server: the client's timeout must end this
    text = _answer(HOSTED_ANSWER)
    yield _chunk(model, {"role": "assistant", "content": ""})
    for i in range(0, len(text), 6):
        yield _chunk(model, {"content": text[i : i + 6]})
    yield _chunk(model, {}, finish="stop")
    yield "data: [DONE]\n\n"


async def _completions(request: Request) -> Response:
    body = await request.json()
    return StreamingResponse(_events(body["model"]), media_type="text/event-stream")


@pytest.fixture(scope="module")
def openai_base() -> Iterator[str]:
    app = Starlette(routes=[Route("/v1/chat/completions", _completions, methods=["POST"])])
    # force_exit: the stalled streams must not hold the shutdown
    with serve_app(app, graceful_s=1, force_exit=True) as url:
        yield url + "/v1"


@pytest.fixture(autouse=True)
async def _close_litellm_connections() -> AsyncIterator[None]:
    yield
    await close_clients()


def _dead_endpoint() -> str:
    """An API base nobody listens on (connection refused at once)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def _hosted(settings: Settings, base: str, **more: Any) -> Settings:
    return settings.model_copy(
        update={
            "fallback_model": "openai/hosted",
            "fallback_api_base": base,
            "fallback_api_key": SecretStr("sk-test-fallback-key-0000"),
            **more,
        }
    )


def _server_instance(
    services: Services, name: str, endpoint: str, tmp_path: Path, *, versions: int = 0
) -> InstanceService:
    """An instance served by a llama.cpp server at ``endpoint``, with ``versions`` versions."""
    instances = InstanceService(services.db, services.settings.data_dir)
    instances.spawn(name, tags=[f"agent:{PLAIN.name}"], target="llamacpp", endpoint=endpoint)
    for n in range(versions):
        # The server serves the adapter; the file only matters if a fallback loads it.
        adapter = tmp_path / f"adapter-{name}-{n}.gguf"
        adapter.write_bytes(b"not loaded by these tests")
        instances.add_version(name, adapter)
    return instances


def _spans(services: Services, run_id: int, kind: str) -> list[Span]:
    with services.db.session() as s:
        rows = list(
            s.scalars(
                select(Span).where(Span.run_id == run_id, Span.kind == kind).order_by(Span.id)
            )
        )
        s.expunge_all()
    return rows


# -- the chain on its own ---------------------------------------------------------------


class Broken:
    """A model whose backend fails after streaming ``partial``."""

    def __init__(self, model_id: str, partial: str = "") -> None:
        self.model_id = model_id
        self.partial = partial
        self.calls = 0

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        max_tokens: int = 256,
        temperature: float = 0.0,
        json_schema: dict[str, Any] | None = None,
        stop: Sequence[str] = (),
        on_token: TokenCallback | None = None,
    ) -> Completion:
        self.calls += 1
        if on_token is not None and self.partial:
            on_token(self.partial)
        raise ModelUnavailable(f"{self.model_id} crashed")


async def test_the_chain_moves_on_stays_there_and_reports_each_switch() -> None:
    broken = Broken("embedded:team:v2", partial='{"answer": "Hal')
    previous = ScriptedModel([_answer("from v1"), _answer("again v1")], model_id="embedded:team:v1")
    model = FallbackModel(
        [
            Link("current", "instance:team", lambda: broken),
            Link("previous", "instance:team v1", lambda: previous),
        ]
    )
    assert model.model_id == "embedded:team:v2" and model.role == "current"
    streamed: list[str] = []
    first = await model.complete([ChatMessage("user", "hi")], on_token=streamed.append)
    assert first.text == _answer("from v1") and model.model_id == "embedded:team:v1"
    # The failed model's partial text went out; the next one's tokens are not appended to it.
    assert streamed == ['{"answer": "Hal']
    (event,) = first.raw["fallbacks"]
    assert event["from"] == "embedded:team:v2" and event["to"] == "embedded:team:v1"
    assert (event["from_role"], event["to_role"], event["kind"]) == ("current", "previous", "error")
    assert "crashed" in event["reason"]
    second = await model.complete([ChatMessage("user", "again")])
    assert second.text == _answer("again v1") and "fallbacks" not in second.raw
    assert broken.calls == 1  # a run that fell back stays on the fallback


async def test_unloadable_links_are_skipped_and_an_exhausted_chain_fails() -> None:
    def missing() -> Any:
        raise ConfigurationError("adapter file not found: v2.gguf")

    base = ScriptedModel([_answer("from the base")], model_id="embedded:team:base")
    model = FallbackModel(
        [
            Link("current", "instance:team", missing),
            Link("base", "instance:team base", lambda: base),
        ]
    )
    done = await model.complete([ChatMessage("user", "hi")])
    (event,) = done.raw["fallbacks"]
    assert (event["from"], event["to"], event["kind"]) == (
        "instance:team",
        "embedded:team:base",
        "unavailable",
    )
    dead = FallbackModel(
        [Link("current", "a", lambda: Broken("a")), Link("hosted", "b", lambda: Broken("b"))]
    )
    with pytest.raises(
        ModelUnavailable, match=r"current \(a\): .*crashed; hosted \(b\): .*crashed"
    ):
        await dead.complete([ChatMessage("user", "hi")])
    with pytest.raises(ConfigurationError, match="adapter file not found"):
        FallbackModel([Link("current", "x", missing), Link("base", "y", missing)])


def test_chain_per_agent_current_previous_base_hosted(
    make_services: Any, settings: Settings, tmp_path: Path
) -> None:
    services = make_services(ScriptedModel([]))
    instances = _server_instance(services, "team", _dead_endpoint(), tmp_path, versions=2)

    def chain(spec: str, hosted: bool) -> list[tuple[str, str]]:
        links = fallback_chain(
            spec,
            instances=instances,
            load_spec=services.model_for,
            load_version=services.instance_version,
            hosted=(lambda: services.model) if hosted else None,
            hosted_name="openai/hosted",
        )
        return [(link.role, link.name) for link in links]

    assert chain("instance:team", True) == [
        ("current", "instance:team"),
        ("previous", "instance:team v1"),
        ("base", "instance:team base"),
        ("hosted", "openai/hosted"),
    ]
    instances.rollback("team")  # v1 serves; v2 rolled back: its previous is the base
    assert [role for role, _ in chain("instance:team", False)] == ["current", "base"]
    instances.retire("team")
    assert chain("instance:team", True) == [
        ("current", "instance:team"),
        ("hosted", "openai/hosted"),
    ]
    assert chain("", False) == [("current", "default model")]
    # Nothing to fall back on: routing hands out the model itself, as before.
    assert services.route("assistant") is services.model


# -- broken instances in agent runs --------------------------------------------------------


async def test_a_dead_instance_server_falls_back_to_the_base_model(
    settings: Settings, tmp_path: Path
) -> None:
    services = Services(settings)  # the default model is the bundled 135M one
    try:
        _server_instance(services, "team", _dead_endpoint(), tmp_path, versions=1)
        model = services.route(PLAIN.name)
        assert isinstance(model, FallbackModel)
        assert model.model_id == "litellm:openai/strop-team-v1"
        result = await services.runner(model).run(PLAIN, "Say hello.", platform="slack")
        assert result.status == "done", result.error
        assert result.output  # the answer still arrives
        (span,) = _spans(services, result.run_id, "fallback")
        assert span.input["from"] == "litellm:openai/strop-team-v1"
        assert span.output == {"to": "embedded:team:base", "role": "base"}
        assert span.input["kind"] == "error" and "ModelUnavailable" in span.error
        run = get_run(services.db, result.run_id)
        assert run["model"] == "embedded:team:base"  # ratings count for what answered
        with services.db.session() as s:
            row = s.get(Run, result.run_id)
            assert row is not None
            (recorded,) = row.payload["fallbacks"]
        assert recorded["to"] == "embedded:team:base" and recorded["at"]
        calls = _spans(services, result.run_id, "llm_call")
        assert [c.model for c in calls] == ["embedded:team:base"]
    finally:
        services.close()


async def test_a_hung_instance_times_out_and_the_hosted_model_answers(
    settings: Settings, tmp_path: Path, openai_base: str
) -> None:
    services = Services(
        _hosted(settings, openai_base, fallback_timeout_s=1.0), model=ScriptedModel([])
    )
    try:
        _server_instance(services, "slow", openai_base, tmp_path)  # its server stalls
        streamed: list[str] = []
        model = services.route(PLAIN.name)
        started = time.monotonic()
        result = await services.runner(model).run(PLAIN, "Say hello.", on_text=streamed.append)
        assert time.monotonic() - started < 10
        assert result.status == "done", result.error
        assert result.output == HOSTED_ANSWER and "".join(streamed) == HOSTED_ANSWER
        (span,) = _spans(services, result.run_id, "fallback")
        assert span.input["kind"] == "timeout" and span.output["to"] == "litellm:openai/hosted"
        assert get_run(services.db, result.run_id)["model"] == "litellm:openai/hosted"
    finally:
        services.close()


async def test_repeated_fallbacks_raise_one_alert_in_the_admin_channel(
    settings: Settings, tmp_path: Path, openai_base: str
) -> None:
    hosted = _hosted(
        settings,
        openai_base,
        admin_channel="memory:T1:ADMINS",
        fallback_alert_count=2,
        fallback_alert_window_s=600,
    )
    services = Services(hosted, model=ScriptedModel([]))
    try:
        services.agents.create(PLAIN)
        _server_instance(services, "team", _dead_endpoint(), tmp_path)
        chat, surface = ChatService(services), MemorySurface()
        chat.attach("memory", surface)
        chat.use_agent(DM, PLAIN.name)

        def alerts() -> list[str]:
            return [p.text for p in surface.posted if p.conversation.channel == "ADMINS"]

        answers = []
        for n in range(3):
            await chat.handle(Message(f"e{n}", DM, "U1", f"hello {n}", f"u{n}"), surface)
            answers.append([p.text for p in surface.posted if p.conversation == DM][-1])
            assert len(alerts()) == (0 if n == 0 else 1), n
        assert answers == [HOSTED_ANSWER] * 3
        (alert,) = alerts()
        assert "fell back from a failing model 2 times" in alert
        assert "litellm:openai/strop-team-base" in alert
        with services.db.session() as s:
            kinds = list(s.scalars(select(Span.name).where(Span.kind == "fallback_alert")))
        assert kinds == ["posted"]
        assert await chat.post_alerts() == 0  # nothing is posted twice
    finally:
        services.close()


async def test_the_dashboard_run_view_shows_the_fallback(
    settings: Settings, tmp_path: Path, openai_base: str
) -> None:
    from core.access import issue_token
    from core.api.app import create_app

    configured = _hosted(settings, openai_base, secret_key=SecretStr("x" * 40))
    services = Services(configured, model=ScriptedModel([]))
    try:
        _server_instance(services, "team", _dead_endpoint(), tmp_path)
        result = await services.runner(services.route(PLAIN.name)).run(PLAIN, "hi")
        assert result.status == "done", result.error
        with TestClient(create_app(services)) as client:
            token = issue_token(services.db, "ops")
            client.post("/dashboard/login", data={"token": token})
            page = client.get(f"/dashboard/runs/{result.run_id}")
        assert page.status_code == 200
        html = page.text
        assert "<h2>Fallbacks</h2>" in html
        assert "litellm:openai/strop-team-base → litellm:openai/hosted" in html
        assert 'class="span fallback"' in html
    finally:
        services.close()
