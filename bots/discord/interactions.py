"""``POST /discord/interactions``: Discord's HTTP interactions endpoint.

Every request is verified with the application's Ed25519 public key over
``X-Signature-Timestamp + body`` (Discord itself probes the endpoint with bad
signatures and expects 401). Interactions become the same core events as over
the gateway; the HTTP response is the first answer (a modal or a deferral) and
messages follow through the REST API.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import TYPE_CHECKING, Any

import discord
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from starlette.background import BackgroundTask

from bots.discord.replies import HttpInteractionReply

if TYPE_CHECKING:
    from bots.discord.adapter import DiscordAdapter

__all__ = ["PATH", "interactions_router", "verify_signature"]

logger = logging.getLogger(__name__)

PATH = "/discord/interactions"
# Older requests are replays; Discord sends them within seconds.
MAX_AGE_S = 300
MAX_BODY_BYTES = 1_000_000
# Longer than the adapter's ACK_AFTER_S and below Discord's 3 s.
_FIRST_ANSWER_TIMEOUT_S = 2.5
_PING, _COMMAND, _COMPONENT, _MODAL_SUBMIT = 1, 2, 3, 5


def verify_signature(
    public_key: Ed25519PublicKey,
    signature: str,
    timestamp: str,
    body: bytes,
    *,
    now: float | None = None,
) -> str:
    """Why the request is not Discord's (``""``: it is)."""
    if not signature or not timestamp:
        return "missing signature"
    try:
        sent_at = int(timestamp)
        public_key.verify(bytes.fromhex(signature), timestamp.encode() + body)
    except (ValueError, InvalidSignature):
        return "bad signature"
    if abs((time.time() if now is None else now) - sent_at) > MAX_AGE_S:
        return "stale timestamp"
    return ""


def _reject(request: Request, status: int, reason: str) -> Response:
    # Method, path and reason only: bodies may hold form values.
    logger.warning("rejected %s %s: %s", request.method, request.url.path, reason)
    return Response(status_code=status)


def interactions_router(adapter: DiscordAdapter, public_key_hex: str) -> APIRouter:
    """The endpoint for ``adapter``, verifying with the application's public key."""
    public_key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key_hex))
    router = APIRouter()

    @router.post(PATH, include_in_schema=False)
    async def interactions(request: Request) -> Response:
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
            return _reject(request, 413, "body too large")
        body = await request.body()
        if len(body) > MAX_BODY_BYTES:
            return _reject(request, 413, "body too large")
        reason = verify_signature(
            public_key,
            request.headers.get("x-signature-ed25519", ""),
            request.headers.get("x-signature-timestamp", ""),
            body,
        )
        if reason:
            return _reject(request, 401, reason)
        try:
            payload: Any = json.loads(body)
            kind = payload["type"]
        except (ValueError, TypeError, KeyError):
            return _reject(request, 400, "not an interaction")
        if kind == _PING:
            return JSONResponse({"type": 1})
        if kind not in (_COMMAND, _COMPONENT, _MODAL_SUBMIT):
            shown = kind if isinstance(kind, int) else type(kind).__name__
            return _reject(request, 400, f"unsupported interaction type {shown}")
        client = adapter.client
        if client is None or client.user is None:
            return _reject(request, 503, "Discord adapter not connected")
        try:
            # The same object the gateway would give; its followups use the bot's session.
            interaction: discord.Interaction = discord.Interaction(
                data=payload, state=client._connection
            )
        except (KeyError, TypeError, ValueError):
            return _reject(request, 400, "malformed interaction")
        thinking = kind == _COMMAND or (kind == _MODAL_SUBMIT and "message" not in payload)
        reply = HttpInteractionReply(interaction, thinking=thinking)
        adapter.spawn(adapter.answer(interaction, reply))
        try:
            first = await asyncio.wait_for(asyncio.shield(reply.initial), _FIRST_ANSWER_TIMEOUT_S)
        except TimeoutError:
            await reply.acknowledge()
            first = reply.initial.result()

        async def sent() -> None:
            reply.sent.set()

        return JSONResponse(first, background=BackgroundTask(sent))

    return router
