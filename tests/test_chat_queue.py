"""Chat through Redis workers: a paused run resumes through the queue after restarts."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from arq.connections import ArqRedis
from chat_support.driver import eventually
from chat_support.leaks import SECRET, add_ops_agent, scripted_reply
from chat_support.memory import MemorySurface

from core.chat import ButtonAction, Conversation, FormSubmit, Message
from core.conversation import ChatService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.trajectories import get_run
from jobs.queue import JobQueue
from jobs.worker import serve

REDIS_URL = "redis://127.0.0.1:6379/12"
CHANNEL = Conversation("memory", "C1", "T1")


@pytest.fixture
async def services(settings: Settings, redis: ArqRedis) -> AsyncIterator[Services]:
    services = Services(
        settings.model_copy(update={"redis_url": REDIS_URL}),
        model=ScriptedModel([scripted_reply] * 50),
    )
    yield services
    services.close()


async def _worker(services: Services) -> tuple[asyncio.Event, asyncio.Task[None]]:
    stop = asyncio.Event()
    task = asyncio.create_task(serve(services.settings, stop=stop, ctx={"services": services}))
    return stop, task


async def test_help_request_resumes_through_the_queue_after_restarts(services: Services) -> None:
    seen = add_ops_agent(services)
    surface = MemorySurface()
    stop, worker = await _worker(services)
    queue = JobQueue.from_services(services)
    chat = ChatService(services, queue=queue, stream_interval_s=0.0)
    chat.use_agent(CHANNEL, "ops")
    try:
        await asyncio.wait_for(
            chat.handle(Message("q1", CHANNEL, "U1", "deploy it", "u1", True), surface), 30
        )
        card = surface.cards()[0]
        assert get_run(services.db, 1)["status"] == "waiting_for_user"
    finally:
        stop.set()
        await worker
        await queue.aclose()
    # Every process restarted: a new worker, queue and chat service on the same stores.
    stop, worker = await _worker(services)
    queue = JobQueue.from_services(services)
    chat = ChatService(services, queue=queue, stream_interval_s=0.0)
    try:
        provide = card.card.buttons[0].action_id  # type: ignore[union-attr]
        click = ButtonAction("b1", CHANNEL, "U1", provide, "", card.message_id, "trigger")
        await chat.handle(click, surface)
        form = surface.forms[-1][2]
        submit = FormSubmit("f1", CHANNEL, "U1", form.form_id, {"value": SECRET})
        await asyncio.wait_for(chat.handle(submit, surface), 30)
        await eventually(lambda: surface.posted[-1].text == "Deployed.")
        assert seen == [SECRET]
        run = get_run(services.db, 1)
        assert run["status"] == "done" and len(run["attempts"]) == 2
    finally:
        stop.set()
        await worker
        await queue.aclose()
