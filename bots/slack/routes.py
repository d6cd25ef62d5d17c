"""``POST /slack/events``: Events API, slash commands and interactivity over HTTP.

Requests are checked here before Bolt sees them (Bolt checks again): Bolt's
own rejection log line includes the request body, which may carry form
values, so a rejected request never reaches it. Rejections are logged with
method, path and reason only.
"""

from __future__ import annotations

import logging
import time

from fastapi import APIRouter, Request, Response
from slack_bolt.adapter.fastapi.async_handler import AsyncSlackRequestHandler
from slack_sdk.signature import SignatureVerifier

__all__ = ["EVENTS_PATH", "events_router"]

log = logging.getLogger(__name__)

EVENTS_PATH = "/slack/events"
# Slack's documented replay window for x-slack-request-timestamp.
MAX_CLOCK_SKEW_S = 300


def _problem(verifier: SignatureVerifier, request: Request, body: bytes) -> str:
    """Why the request is not from Slack, or "" when it is."""
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return "body is not UTF-8"  # Slack sends only UTF-8
    timestamp = request.headers.get("x-slack-request-timestamp", "")
    signature = request.headers.get("x-slack-signature", "")
    if not timestamp or not signature:
        return "missing signature headers"
    try:
        sent_at = int(timestamp)
    except ValueError:
        return "malformed timestamp"
    if abs(time.time() - sent_at) > MAX_CLOCK_SKEW_S:
        return "stale timestamp"
    if not verifier.is_valid(body=body, timestamp=timestamp, signature=signature):
        return "bad signature"
    return ""


def _reject(request: Request, status: int, reason: str) -> Response:
    log.warning("slack: rejected %s %s: %s", request.method, request.url.path, reason)
    return Response(
        status_code=status, content=f'{{"error": "{reason}"}}', media_type="application/json"
    )


def events_router(
    handler: AsyncSlackRequestHandler, signing_secret: str, *, max_body_bytes: int
) -> APIRouter:
    verifier = SignatureVerifier(signing_secret)
    router = APIRouter()

    @router.post(EVENTS_PATH, include_in_schema=False)
    async def slack_events(request: Request) -> Response:
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > max_body_bytes:
            return _reject(request, 413, "body too large")
        body = await request.body()
        if len(body) > max_body_bytes:
            return _reject(request, 413, "body too large")
        problem = _problem(verifier, request, body)
        if problem:
            return _reject(request, 401, problem)
        retry = request.headers.get("x-slack-retry-num")
        if retry:
            log.info(
                "slack: redelivery %s (%s)", retry, request.headers.get("x-slack-retry-reason", "")
            )
        try:
            return await handler.handle(request)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            # Signed by Slack but unreadable (bad JSON or UTF-8, unexpected shapes).
            log.warning("slack: malformed request ignored (%s)", type(exc).__name__)
            return Response(status_code=400)

    return router
