"""``POST /api/events`` and ``GET /api/events/{id}``; the terminal adapter through the queue."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from arq.connections import ArqRedis

from bots.console import run_console
from core.access import issue_token
from core.api.app import create_app
from core.conversation import ChatService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import Run
from jobs.queue import JobQueue
from jobs.worker import serve

REDIS_URL = "redis://127.0.0.1:6379/14"


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def event(event_id: str, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "event_id": event_id,
        "platform": "slack",
        "workspace": "T1",
        "channel": "C1",
        "user": "U1",
        "text": "hello",
    }
    body.update(fields)
    return body


@pytest.fixture
def redis_settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"redis_url": REDIS_URL})


async def client_for(services: Services) -> tuple[httpx.AsyncClient, Any]:
    app = create_app(services)
    transport = httpx.ASGITransport(app=app)
    return httpx.AsyncClient(transport=transport, base_url="http://strop"), app


async def close(client: httpx.AsyncClient, app: Any) -> None:
    await client.aclose()
    queue: JobQueue | None = getattr(app.state, "job_queue", None)
    if queue is not None:
        await queue.aclose()


async def test_events_inline(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([answer("hi from the agent")]))
    operator = {"Authorization": f"Bearer {issue_token(services.db, 'ops')}"}
    client, app = await client_for(services)
    try:
        r = await client.post("/api/events", json=event("E1"), headers=operator)
        assert r.status_code == 202, r.text
        body = r.json()
        assert body["job_id"] == "turn:E1" and body["duplicate"] is False
        r2 = await client.post("/api/events", json=event("E1"), headers=operator)
        assert r2.status_code == 202 and r2.json() == {**body, "duplicate": True}
        await app.state.job_queue.drain()
        got = await client.get("/api/events/E1", headers=operator)
        assert got.status_code == 200
        assert got.json() == {
            "event_id": "E1",
            "run_id": body["run_id"],
            "status": "done",
            "output": "hi from the agent",
            "error": "",
            "attempts": 1,
        }
    finally:
        await close(client, app)


async def test_events_auth_scope_and_validation(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([answer("a")]))
    team = {"Authorization": f"Bearer {issue_token(services.db, 'bot', team='T1')}"}
    other = {"Authorization": f"Bearer {issue_token(services.db, 'bot2', team='T2')}"}
    client, app = await client_for(services)
    try:
        assert (await client.post("/api/events", json=event("E2"))).status_code == 401
        assert (
            await client.post("/api/events", json=event("E2"), headers=other)
        ).status_code == 403
        for bad in (
            {k: v for k, v in event("E2").items() if k != "text"},
            event(""),
            event("E2", text=""),
            event("E2", platform="Not A Platform"),
            event("E2", history=[{"role": "system", "content": "x"}]),
            event("E2", channel="x" * 201),
            event("E2", text="nul\x00byte"),
        ):
            r = await client.post("/api/events", json=bad, headers=team)
            assert r.status_code == 422, (bad, r.text)
        r = await client.post("/api/events", json=event("E2", agent="nobody"), headers=team)
        assert r.status_code == 404 and "nobody" in r.json()["detail"]
        ok = await client.post("/api/events", json=event("E2"), headers=team)
        assert ok.status_code == 202
        await app.state.job_queue.drain()
        assert (await client.get("/api/events/E2", headers=team)).json()["status"] == "done"
        assert (await client.get("/api/events/E2", headers=other)).status_code == 404
        assert (await client.get("/api/events/nope", headers=team)).status_code == 404
        with services.db.session() as s:
            assert s.query(Run).count() == 1  # refused events leave nothing behind
    finally:
        await close(client, app)


async def test_events_through_redis_and_a_worker(redis_settings: Settings, redis: ArqRedis) -> None:
    services = Services(redis_settings, model=ScriptedModel([answer("queued answer")]))
    token = {"Authorization": f"Bearer {issue_token(services.db, 'ops')}"}
    client, app = await client_for(services)
    try:
        r = await client.post("/api/events", json=event("E3"), headers=token)
        assert r.status_code == 202
        assert (await client.get("/api/events/E3", headers=token)).json()["status"] == "queued"
        assert await redis.zcard("arq:queue") == 1
        dup = await client.post("/api/events", json=event("E3"), headers=token)
        assert dup.json()["duplicate"] is True
        assert await redis.zcard("arq:queue") == 1
        await asyncio.wait_for(serve(redis_settings, burst=True, ctx={"services": services}), 30)
        got = (await client.get("/api/events/E3", headers=token)).json()
        assert (got["status"], got["output"]) == ("done", "queued answer")
    finally:
        await close(client, app)
        services.close()


async def test_events_refused_cleanly_when_redis_is_down(settings: Settings) -> None:
    down = settings.model_copy(update={"redis_url": "redis://127.0.0.1:6391/0"})
    services = Services(down, model=ScriptedModel([]))
    token = {"Authorization": f"Bearer {issue_token(services.db, 'ops')}"}
    client, app = await client_for(services)
    try:
        r = await client.post("/api/events", json=event("E4"), headers=token)
        assert r.status_code == 503
        assert "STROP_REDIS_URL" in r.json()["detail"] and r.headers["retry-after"] == "5"
        # stored, not lost: a worker's sweep or the next delivery starts it
        got = (await client.get("/api/events/E4", headers=token)).json()
        assert got["status"] == "queued"
    finally:
        await close(client, app)
        services.close()


async def test_console_chat_through_the_queue(redis_settings: Settings, redis: ArqRedis) -> None:
    services = Services(redis_settings, model=ScriptedModel([answer("streamed reply")]))
    stop = asyncio.Event()
    worker = asyncio.create_task(serve(redis_settings, stop=stop, ctx={"services": services}))
    queue = JobQueue.from_services(services)
    out = io.StringIO()
    chat = ChatService(services)
    try:
        await asyncio.wait_for(
            run_console(chat, stdin=io.StringIO("hi there\n/good\n"), stdout=out, queue=queue),
            30,
        )
    finally:
        stop.set()
        await worker
        await queue.aclose()
    assert out.getvalue().splitlines()[0] == "streamed reply"
    with services.db.session() as s:
        run = s.query(Run).one()
        assert run.event_id is not None and run.event_id.startswith("terminal-")
        assert run.reply_message_id == "1" and run.status == "done"
    assert "Rated run" in out.getvalue()
    services.close()
