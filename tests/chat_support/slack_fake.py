"""A fake Slack on 127.0.0.1: the Web API the bot calls, and Slack's side of events.

The Web API answers the methods strop uses the way Slack does (Bearer token
checks, ``ok``/``error`` bodies, one-use trigger ids that expire after 3 s,
Block Kit limits) and keeps what the bot did: messages with their current
text, buttons and edit counts, ephemeral messages, opened modals, and every
raw request body. Events reach the bot as Slack sends them: signed HTTP
requests to the events URL, or envelopes over a Socket Mode WebSocket that
the bot opens through ``apps.connections.open``.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import io
import itertools
import json
import time
import urllib.parse
from dataclasses import dataclass, field
from typing import Any

from aiohttp import ClientSession, WSMsgType, web
from slack_sdk.signature import SignatureVerifier

__all__ = ["FakeMessage", "OpenedView", "SlackFake"]

TEAM = "T0STROP"
APP_ID = "A0STROP"
BOT_USER = "U0STROPBOT"
BOT_ID = "B0STROP"
ADMIN = "U0ADMIN"
PLAIN = "U0PLAIN"
CHANNEL = "C0GENERAL"
# A public channel the bot was never invited to.
OTHER_CHANNEL = "C0ELSEWHERE"
TRIGGER_TTL_S = 3.0
MAX_TEXT = 40_000


@dataclass(slots=True)
class FakeMessage:
    channel: str
    ts: str
    user: str
    text: str
    thread_ts: str = ""
    blocks: list[dict[str, Any]] = field(default_factory=list)
    edits: int = 0
    deleted: bool = False
    posted_at: float = 0.0


@dataclass(slots=True)
class OpenedView:
    view_id: str
    user: str
    view: dict[str, Any]


def _signature(secret: str, timestamp: str, raw: bytes) -> str:
    try:
        text = raw.decode()
    except UnicodeDecodeError:  # slack_sdk signs text only; junk bodies are signed by hand
        base = b"v0:" + timestamp.encode() + b":" + raw
        return "v0=" + hmac.new(secret.encode(), base, hashlib.sha256).hexdigest()
    signature = SignatureVerifier(secret).generate_signature(timestamp=timestamp, body=text)
    assert signature is not None
    return signature


class _SlackError(Exception):
    def __init__(self, error: str) -> None:
        super().__init__(error)
        self.error = error


def _check_blocks(blocks: Any) -> None:
    """The Block Kit rules Slack enforces that an adapter can plausibly break."""
    if not isinstance(blocks, list) or len(blocks) > 50:
        raise _SlackError("invalid_blocks")
    for block in blocks:
        if block.get("type") == "section" and len(block.get("text", {}).get("text", "")) > 3000:
            raise _SlackError("invalid_blocks")
        if block.get("type") == "actions":
            ids = [e.get("action_id") for e in block.get("elements", [])]
            if len(ids) != len(set(ids)) or len(ids) > 25:
                raise _SlackError("invalid_blocks")
            for element in block["elements"]:
                if len(element.get("text", {}).get("text", "")) > 75:
                    raise _SlackError("invalid_blocks")
                if len(element.get("value", "")) > 2000:
                    raise _SlackError("invalid_blocks")


class SlackFake:
    def __init__(self, *, bot_token: str, app_token: str, signing_secret: str) -> None:
        self.bot_token = bot_token
        self.app_token = app_token
        self.signing_secret = signing_secret
        self.users = {ADMIN: True, PLAIN: False}
        self.channels = {CHANNEL}
        self.messages: dict[str, FakeMessage] = {}  # by ts: the bot's and people's
        self.ephemeral: list[dict[str, Any]] = []
        self.responses: list[dict[str, Any]] = []  # posted to slash commands' response_url
        self.views: list[OpenedView] = []
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.bodies: list[bytes] = []
        self.acks: dict[str, dict[str, Any]] = {}
        # Where signed HTTP events go (HTTP mode); None: Socket Mode.
        self.events_url: str | None = None
        self.last_response = b""  # the body of the bot's answer to the last post_signed
        self.triggers: dict[str, tuple[str, float]] = {}  # trigger id -> (user, issued at)
        self._ids = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self._session: ClientSession | None = None
        self._sockets: list[web.WebSocketResponse] = []
        self._acked: dict[str, asyncio.Event] = {}
        self.connected = asyncio.Event()
        self.port = 0

    # -- lifecycle ---------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(client_max_size=8 * 1024 * 1024)
        app.router.add_route("*", "/api/{method}", self._api)
        app.router.add_get("/link", self._link)
        app.router.add_post("/response/{id}", self._response)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        self._session = ClientSession()

    async def close(self) -> None:
        for ws in list(self._sockets):
            await ws.close()
        if self._session is not None:
            await self._session.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/"

    def next_ts(self) -> str:
        return f"{int(time.time())}.{next(self._ids):06d}"

    def new_trigger(self, user: str) -> str:
        trigger = f"{next(self._ids)}.{TEAM}.trigger"
        self.triggers[trigger] = (user, time.monotonic())
        return trigger

    # -- the Web API -------------------------------------------------------------

    async def _api(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        raw = await request.read()
        self.bodies.append(raw)
        params: dict[str, Any] = dict(request.query)
        if raw:
            if request.content_type == "application/json":
                params.update(json.loads(raw))
            else:
                params.update(dict(urllib.parse.parse_qsl(raw.decode())))
        for key in ("blocks", "view"):
            if isinstance(params.get(key), str):
                params[key] = json.loads(params[key])
        self.calls.append((method, params))
        token = request.headers.get("Authorization", "").removeprefix("Bearer ")
        expected = self.app_token if method == "apps.connections.open" else self.bot_token
        if token != expected:
            return web.json_response({"ok": False, "error": "invalid_auth"})
        handler = getattr(self, "_api_" + method.replace(".", "_"), None)
        if handler is None:
            return web.json_response({"ok": False, "error": "unknown_method"})
        try:
            result: dict[str, Any] = handler(params)
        except _SlackError as exc:
            return web.json_response({"ok": False, "error": exc.error})
        return web.json_response({"ok": True, **result})

    def _api_auth_test(self, params: dict[str, Any]) -> dict[str, Any]:
        return {
            "url": "https://strop-test.slack.com/",
            "team": "strop test",
            "user": "strop",
            "team_id": TEAM,
            "user_id": BOT_USER,
            "bot_id": BOT_ID,
            "is_enterprise_install": False,
        }

    def _api_apps_connections_open(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"url": f"ws://127.0.0.1:{self.port}/link?ticket={next(self._ids)}"}

    def response_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/response/{next(self._ids)}"

    async def _response(self, request: web.Request) -> web.Response:
        raw = await request.read()
        self.bodies.append(raw)
        self.responses.append(json.loads(raw))
        return web.Response(text="ok")

    def _channel(self, params: dict[str, Any]) -> str:
        channel = str(params.get("channel", ""))
        if channel == OTHER_CHANNEL:
            raise _SlackError("not_in_channel")
        if channel not in self.channels:
            raise _SlackError("channel_not_found")
        return channel

    def _api_chat_postMessage(self, params: dict[str, Any]) -> dict[str, Any]:
        channel = self._channel(params)
        text, blocks = params.get("text", ""), params.get("blocks") or []
        if not text and not blocks:
            raise _SlackError("no_text")
        if len(text) > MAX_TEXT:
            raise _SlackError("msg_too_long")
        _check_blocks(blocks)
        message = FakeMessage(
            channel=channel,
            ts=self.next_ts(),
            user=BOT_USER,
            text=text,
            thread_ts=str(params.get("thread_ts") or ""),
            blocks=blocks,
            posted_at=time.monotonic(),
        )
        self.messages[message.ts] = message
        return {"channel": channel, "ts": message.ts, "message": {"text": text, "ts": message.ts}}

    def _bot_message(self, params: dict[str, Any]) -> FakeMessage:
        message = self.messages.get(str(params.get("ts", "")))
        if message is None or message.deleted or message.channel != params.get("channel"):
            raise _SlackError("message_not_found")
        if message.user != BOT_USER:
            raise _SlackError("cant_update_message")
        return message

    def _api_chat_update(self, params: dict[str, Any]) -> dict[str, Any]:
        message = self._bot_message(params)
        text = params.get("text", "")
        if len(text) > MAX_TEXT:
            raise _SlackError("msg_too_long")
        if "blocks" in params:  # absent: Slack keeps the blocks; empty: removes them
            _check_blocks(params["blocks"])
            message.blocks = params["blocks"]
        message.text = text
        message.edits += 1
        return {"channel": message.channel, "ts": message.ts, "text": text}

    def _api_chat_delete(self, params: dict[str, Any]) -> dict[str, Any]:
        message = self.messages.get(str(params.get("ts", "")))
        if message is not None and message.user != BOT_USER and not message.deleted:
            raise _SlackError("cant_delete_message")  # bot tokens delete only their own
        message = self._bot_message(params)
        message.deleted = True
        return {"channel": message.channel, "ts": message.ts}

    def _api_chat_postEphemeral(self, params: dict[str, Any]) -> dict[str, Any]:
        channel = self._channel(params)
        if params.get("user") not in self.users:
            raise _SlackError("user_not_found")
        _check_blocks(params.get("blocks") or [])
        ts = self.next_ts()
        self.ephemeral.append({**params, "channel": channel, "ts": ts})
        return {"message_ts": ts}

    def _api_views_open(self, params: dict[str, Any]) -> dict[str, Any]:
        trigger = str(params.get("trigger_id", ""))
        issued = self.triggers.pop(trigger, None)
        if issued is None:
            raise _SlackError("invalid_trigger_id")
        user, at = issued
        if time.monotonic() - at > TRIGGER_TTL_S:
            raise _SlackError("expired_trigger_id")
        view = params.get("view")
        if not isinstance(view, dict) or view.get("type") != "modal":
            raise _SlackError("invalid_arguments")
        if len(view.get("title", {}).get("text", "")) > 24:
            raise _SlackError("invalid_arguments")
        if len(view.get("private_metadata", "")) > 3000:
            raise _SlackError("invalid_arguments")
        opened = OpenedView(view_id=f"V{next(self._ids):08d}", user=user, view=view)
        self.views.append(opened)
        return {"view": {"id": opened.view_id, **view}}

    def _api_conversations_open(self, params: dict[str, Any]) -> dict[str, Any]:
        user = str(params.get("users", ""))
        if user not in self.users:
            raise _SlackError("user_not_found")
        channel = "D" + user
        self.channels.add(channel)
        return {"channel": {"id": channel}}

    def _api_users_info(self, params: dict[str, Any]) -> dict[str, Any]:
        user = str(params.get("user", ""))
        if user not in self.users:
            raise _SlackError("user_not_found")
        admin = self.users[user]
        return {"user": {"id": user, "team_id": TEAM, "is_admin": admin, "is_owner": False}}

    # -- Socket Mode -------------------------------------------------------------

    async def _link(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._sockets.append(ws)
        await ws.send_str(json.dumps({"type": "hello", "num_connections": 1}))
        self.connected.set()
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                ack = json.loads(msg.data)
                envelope = ack.get("envelope_id", "")
                self.acks[envelope] = ack
                if envelope in self._acked:
                    self._acked[envelope].set()
        finally:
            self._sockets.remove(ws)
        return ws

    async def send_envelope(self, kind: str, payload: Any, *, retry: int = 0) -> int:
        """One Socket Mode envelope; 200 once the bot acknowledged it, 504 if it did not."""
        envelope_id = f"env-{next(self._ids)}"
        envelope = {
            "envelope_id": envelope_id,
            "type": kind,
            "accepts_response_payload": kind != "events_api",
            "retry_attempt": retry,
            "retry_reason": "timeout" if retry else "",
            "payload": payload,
        }
        return await self.send_raw_envelope(json.dumps(envelope), envelope_id)

    async def send_raw_envelope(self, text: str, envelope_id: str = "") -> int:
        await asyncio.wait_for(self.connected.wait(), 10)
        acked = self._acked.setdefault(envelope_id, asyncio.Event()) if envelope_id else None
        await self._sockets[-1].send_str(text)
        if acked is None:
            return 0
        try:
            await asyncio.wait_for(acked.wait(), 5)
        except TimeoutError:
            return 504
        return 200

    # -- HTTP events -------------------------------------------------------------

    async def post_signed(
        self,
        body: str | bytes,
        content_type: str,
        *,
        headers: dict[str, str] | None = None,
        sign: bool = True,
        timestamp: int | None = None,
        secret: str | None = None,
    ) -> int:
        """POST ``body`` to the bot's events URL, signed with the signing secret."""
        assert self.events_url is not None and self._session is not None
        raw = body.encode() if isinstance(body, str) else body
        sent = {"Content-Type": content_type, **(headers or {})}
        if sign:
            ts = str(int(time.time()) if timestamp is None else timestamp)
            sent["X-Slack-Request-Timestamp"] = ts
            sent["X-Slack-Signature"] = _signature(secret or self.signing_secret, ts, raw)
        data = io.BytesIO(raw)  # aiohttp warns about large raw bytes bodies
        async with self._session.post(self.events_url, data=data, headers=sent) as response:
            self.last_response = await response.read()
            return response.status

    def event_callback(self, event: dict[str, Any], event_id: str = "") -> dict[str, Any]:
        return {
            "token": "legacy-verification-token",
            "team_id": TEAM,
            "api_app_id": APP_ID,
            "event": event,
            "type": "event_callback",
            "event_id": event_id or f"Ev{next(self._ids):010d}",
            "event_time": int(time.time()),
            "authorizations": [
                {
                    "enterprise_id": None,
                    "team_id": TEAM,
                    "user_id": BOT_USER,
                    "is_bot": True,
                    "is_enterprise_install": False,
                }
            ],
            "is_ext_shared_channel": False,
        }

    async def deliver_event(
        self, event: dict[str, Any], *, event_id: str = "", retry: int = 0
    ) -> int:
        """An Events API event, over HTTP or Socket Mode; returns the HTTP status or ack."""
        body = self.event_callback(event, event_id)
        if self.events_url is None:
            return await self.send_envelope("events_api", body, retry=retry)
        headers = {"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"}
        return await self.post_signed(
            json.dumps(body), "application/json", headers=headers if retry else None
        )

    async def deliver_command(self, fields: dict[str, str]) -> int:
        if self.events_url is None:
            return await self.send_envelope("slash_commands", fields)
        return await self.post_signed(
            urllib.parse.urlencode(fields), "application/x-www-form-urlencoded"
        )

    async def deliver_interaction(self, payload: dict[str, Any]) -> int:
        if self.events_url is None:
            return await self.send_envelope("interactive", payload)
        body = urllib.parse.urlencode({"payload": json.dumps(payload)})
        return await self.post_signed(body, "application/x-www-form-urlencoded")
