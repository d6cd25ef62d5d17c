"""The FastAPI application: REST API, platform events and the dashboard (SPEC 7.1).

Errors strop raises on purpose become 4xx answers here, at the edge: a bad id
or a bad value is the client's problem and must never look like a server
failure. Request bodies are capped at ``STROP_API_MAX_BODY_BYTES`` before any
route reads them.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from fastapi import FastAPI, HTTPException, Request, status
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DataError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from core.api.routes import (
    agents,
    events,
    feedback,
    guardrails,
    health,
    help_requests,
    instances,
    jobs,
    metrics,
    playbook,
    privacy,
    rag,
    runs,
    stores,
    workflows,
)
from core.api.routes._models import API_RESPONSES, OPERATOR_RESPONSES
from core.dashboard import routes as dashboard
from core.errors import (
    ConfigurationError,
    Conflict,
    GuardrailBlocked,
    ModelUnavailable,
    NotFound,
    QueueUnavailable,
    StropError,
    ToolError,
)
from core.services import Services

if TYPE_CHECKING:
    from bots.runner import BotSet

__all__ = ["BodySizeLimit", "create_app"]

log = logging.getLogger(__name__)


# Most specific first: the first class an error is an instance of decides.
_STATUS: tuple[tuple[type[StropError], int], ...] = (
    (NotFound, status.HTTP_404_NOT_FOUND),
    (Conflict, status.HTTP_409_CONFLICT),
    (GuardrailBlocked, status.HTTP_403_FORBIDDEN),
    (ModelUnavailable, status.HTTP_503_SERVICE_UNAVAILABLE),
    (QueueUnavailable, status.HTTP_503_SERVICE_UNAVAILABLE),
    (ToolError, status.HTTP_400_BAD_REQUEST),
)


def _strop_error(_request: Request, exc: Exception) -> JSONResponse:
    if isinstance(exc, ConfigurationError):
        # Shaped like FastAPI's own validation errors, so clients read one 422 format.
        error = {"loc": [], "msg": str(exc), "type": "configuration_error"}
        return JSONResponse({"detail": [error]}, status_code=status.HTTP_422_UNPROCESSABLE_CONTENT)
    code = next((c for kind, c in _STATUS if isinstance(exc, kind)), status.HTTP_400_BAD_REQUEST)
    return JSONResponse({"detail": str(exc)}, status_code=code)


def _data_error(_request: Request, exc: Exception) -> JSONResponse:
    # The database refused a value (out of range, not storable). The driver's message
    # echoes the statement and its parameters, so only the kind is logged and returned.
    log.info("database refused a request value: %s", type(getattr(exc, "orig", exc)).__name__)
    return JSONResponse(
        {"detail": "a value in the request cannot be stored or compared by the database"},
        status_code=status.HTTP_400_BAD_REQUEST,
    )


class BodySizeLimit:
    """Answers 413 to a request body over ``max_bytes``, declared or streamed.

    A declared ``Content-Length`` over the limit is refused before the app runs;
    a chunked body is counted as it is read and cut off at the limit.
    """

    def __init__(self, app: ASGIApp, *, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.max_bytes:
            await self._refuse(send)
            return
        seen = 0

        async def counting_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    # Raised into whatever reads the body; FastAPI and Starlette pass
                    # HTTPException on to the exception middleware, which answers it.
                    raise HTTPException(status.HTTP_413_CONTENT_TOO_LARGE, self._detail())
            return message

        await self.app(scope, counting_receive, send)

    def _detail(self) -> str:
        return f"request body over the limit of {self.max_bytes} bytes"

    async def _refuse(self, send: Send) -> None:
        body = json.dumps({"detail": self._detail()}).encode()
        await send(
            {
                "type": "http.response.start",
                "status": status.HTTP_413_CONTENT_TOO_LARGE,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


def _start_retention(services: Services) -> asyncio.Task[None] | None:
    """Retention in this process when no Redis is set (a worker's cron task does it otherwise)."""
    settings = services.settings
    if settings.redis_url or (
        settings.retention_days is None and settings.rating_retention_days is None
    ):
        return None
    from core.privacy import retention_loop

    loop = retention_loop(
        services.db, run_days=settings.retention_days, rating_days=settings.rating_retention_days
    )
    return asyncio.create_task(loop, name="strop-retention")


def _start_evolution(services: Services) -> asyncio.Task[None] | None:
    """Evolution rounds in this process when no Redis is set (a worker's cron otherwise)."""
    if services.settings.redis_url:
        return None
    from core.evolution.periodic import evolution_loop

    # The first round waits a minute, so a process that only starts and stops does nothing.
    loop = evolution_loop(services, first_delay_s=60.0)
    return asyncio.create_task(loop, name="strop-evolution")


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    bots = getattr(app.state, "bots", None)
    if bots is not None:
        await bots.start()
    background = [
        task
        for task in (_start_retention(app.state.services), _start_evolution(app.state.services))
        if task is not None
    ]
    try:
        yield
    finally:
        for task in background:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if bots is not None:
            await bots.stop()
    # The events route opens the queue's Redis pool on first use; close it with the app.
    queue = getattr(app.state, "job_queue", None)
    if queue is not None:
        await queue.aclose()


def create_app(services: Services, *, bots: BotSet | None = None) -> FastAPI:
    """The app for one process; routes reach ``services`` through ``app.state``.

    ``bots``: chat adapters started and stopped with the app, their HTTP
    endpoints (Slack events, Telegram webhook, Discord interactions) mounted.
    """
    app = FastAPI(
        lifespan=_lifespan,
        title="strop",
        version="0.1.0",
        description="REST API of strop: agents, runs, feedback, help requests, "
        "improvement jobs and model instances.",
    )
    app.state.services = services
    app.state.metrics = metrics.HttpMetrics(services.db)
    # Added first so it runs inside the metrics middleware and 413s are counted.
    app.add_middleware(BodySizeLimit, max_bytes=services.settings.api_max_body_bytes)
    app.add_middleware(metrics.MetricsMiddleware, metrics=app.state.metrics)
    app.add_exception_handler(StropError, _strop_error)
    app.add_exception_handler(DataError, _data_error)

    app.include_router(health.router)
    app.include_router(metrics.router)
    for module in (agents, runs, feedback, help_requests, jobs, instances, guardrails, workflows):
        app.include_router(module.router, responses=API_RESPONSES)
    app.include_router(playbook.router, responses=API_RESPONSES)
    for module in (stores, rag, privacy):
        app.include_router(module.router, responses={**API_RESPONSES, **OPERATOR_RESPONSES})
    app.include_router(events.router)
    app.include_router(dashboard.router)
    app.state.bots = bots
    for router in bots.routes() if bots is not None else []:
        app.include_router(router, include_in_schema=False)
    return app
