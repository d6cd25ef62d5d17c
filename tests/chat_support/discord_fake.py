"""A fake Discord: the REST API and the gateway on 127.0.0.1, for the real discord.py.

It keeps what the bot did (messages with their current text, buttons, edits,
deletions, modals it opened, interaction answers, synced commands, every raw
request body) and pushes gateway dispatches exactly as Discord sends them.
Facts it relies on: REST answers need ``Content-Type: application/json``
exactly; interaction callbacks come with ``?with_response=1``; a deferred
"thinking" answer is replaced by the first followup.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from chat_support.driver import BotMessage

__all__ = ["FakeDiscord"]

TOKEN = "MTAw.fake.bot-token"
APP_ID = BOT_ID = "100"
GUILD_ID = "900"
BOT_ROLE_ID = "950"
CHANNEL_ID = "901"
ADMIN_ID, PLAIN_ID, OTHER_BOT_ID = "201", "202", "203"
ADMINISTRATOR = 1 << 3
# View channel, send messages, read history, add reactions: a plain member.
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 16) | (1 << 6)
ALL_PERMISSIONS = (1 << 53) - 1
MESSAGE_CONTENT = 1 << 15
_TIMESTAMP = "2026-01-01T00:00:00+00:00"


def _user(uid: str, name: str, *, bot: bool = False) -> dict[str, Any]:
    return {
        "id": uid,
        "username": name,
        "discriminator": "0",
        "avatar": None,
        "global_name": name.title(),
        "bot": bot,
    }


USERS = {
    BOT_ID: _user(BOT_ID, "strop", bot=True),
    ADMIN_ID: _user(ADMIN_ID, "ada"),
    PLAIN_ID: _user(PLAIN_ID, "bob"),
    OTHER_BOT_ID: _user(OTHER_BOT_ID, "otherbot", bot=True),
}


def dm_channel(user: str) -> str:
    return f"3{user}"


@dataclass(slots=True)
class _Interaction:
    id: str
    token: str
    user: str
    channel: str
    guild: bool
    # The "thinking" placeholder a type-5 answer created, until a followup replaces it.
    original: str = ""
    original_answered: bool = False
    # The message whose button was clicked (a modal opened by it submits with it).
    message: dict[str, Any] | None = None
    callbacks: list[int] = field(default_factory=list)


class FakeDiscord:
    """One fake Discord application with one guild, one text channel and DMs."""

    def __init__(self) -> None:
        self.api_url = ""
        self.gateway_url = ""
        self.bot_messages: dict[str, BotMessage] = {}
        self.user_messages: dict[str, dict[str, Any]] = {}
        self.deleted_user_messages: set[str] = set()
        self.threads: dict[str, str] = {}  # thread id -> parent channel id
        self.threads_started: list[tuple[str, str, str]] = []  # by the bot: parent, id, name
        self.forms: dict[str, dict[str, Any]] = {}  # user -> last modal opened for them
        self.interactions: dict[str, _Interaction] = {}  # by token
        self.commands: list[dict[str, Any]] = []
        self.identifies: list[dict[str, Any]] = []
        self.bodies: list[bytes] = []
        self.requests: list[tuple[str, str]] = []
        self._ids = itertools.count(5000)
        self._seq = itertools.count(1)
        self._ws: web.WebSocketResponse | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._send_lock = asyncio.Lock()
        self.identified = asyncio.Event()
        # Off: the application has not enabled the privileged Message Content intent.
        self.message_content_allowed = True
        self._runner: web.AppRunner | None = None

    # -- server ----------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(client_max_size=10_000_000)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.api_url = f"http://127.0.0.1:{port}/api/v10"
        self.gateway_url = f"ws://127.0.0.1:{port}/gateway"

    async def stop(self) -> None:
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def snowflake(self) -> str:
        return str(next(self._ids))

    def channel_of(self, channel: str) -> tuple[str, str]:
        """``(channel, thread)`` as the tests name them: a thread belongs to its parent."""
        if channel in self.threads:
            return self.threads[channel], channel
        return channel, ""

    # -- gateway ---------------------------------------------------------------------

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send a gateway dispatch (op 0) to the connected bot."""
        await asyncio.wait_for(self.identified.wait(), 10)
        assert self._ws is not None
        async with self._send_lock:
            await self._ws.send_json({"op": 0, "t": event, "s": next(self._seq), "d": data})

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._sockets.add(ws)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            data = json.loads(msg.data)
            if data["op"] == 1:
                await ws.send_json({"op": 11})
            elif data["op"] == 2:
                self.identifies.append(data["d"])
                if data["d"].get("token") != TOKEN:
                    await ws.close(code=4004, message=b"Authentication failed.")
                    break
                if data["d"]["intents"] & MESSAGE_CONTENT and not self.message_content_allowed:
                    await ws.close(code=4014, message=b"Disallowed intent(s).")
                    break
                self._ws = ws
                await self._send_ready(ws, str(request.url.with_query(None)))
                self.identified.set()
        self._sockets.discard(ws)
        return ws

    async def _send_ready(self, ws: web.WebSocketResponse, url: str) -> None:
        ready = {
            "v": 10,
            "user": USERS[BOT_ID],
            "guilds": [{"id": GUILD_ID, "unavailable": True}],
            "session_id": "fake-session",
            "resume_gateway_url": url,
            "private_channels": [],
            "application": {"id": APP_ID, "flags": 0},
        }
        await ws.send_json({"op": 0, "t": "READY", "s": next(self._seq), "d": ready})
        await ws.send_json({"op": 0, "t": "GUILD_CREATE", "s": next(self._seq), "d": self.guild()})

    def guild(self) -> dict[str, Any]:
        return {
            "id": GUILD_ID,
            "name": "Team",
            "unavailable": False,
            "owner_id": ADMIN_ID,
            "member_count": 3,
            "large": False,
            "joined_at": _TIMESTAMP,
            "features": [],
            "emojis": [],
            "stickers": [],
            "roles": [
                {
                    "id": GUILD_ID,
                    "name": "@everyone",
                    "permissions": str(MEMBER_PERMISSIONS),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                },
                {  # the role Discord gives every bot, which people may mention instead
                    "id": BOT_ROLE_ID,
                    "name": "strop",
                    "permissions": str(MEMBER_PERMISSIONS),
                    "position": 1,
                    "color": 0,
                    "hoist": False,
                    "managed": True,
                    "mentionable": True,
                    "flags": 0,
                    "tags": {"bot_id": BOT_ID},
                },
            ],
            "channels": [
                {
                    "id": CHANNEL_ID,
                    "type": 0,
                    "name": "general",
                    "position": 0,
                    "permission_overwrites": [],
                    "nsfw": False,
                    "parent_id": None,
                }
            ],
            "threads": [],
            "members": [self.member(BOT_ID)],
            "presences": [],
            "voice_states": [],
        }

    def member(self, user: str) -> dict[str, Any]:
        return {
            "user": USERS[user],
            "roles": [],
            "joined_at": _TIMESTAMP,
            "deaf": False,
            "mute": False,
            "flags": 0,
        }

    def thread(self, thread: str, parent: str = CHANNEL_ID) -> dict[str, Any]:
        self.threads[thread] = parent
        return {
            "id": thread,
            "guild_id": GUILD_ID,
            "parent_id": parent,
            "owner_id": ADMIN_ID,
            "type": 11,
            "name": f"thread {thread}",
            "last_message_id": None,
            "message_count": 0,
            "member_count": 1,
            "rate_limit_per_user": 0,
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": 1440,
                "archive_timestamp": _TIMESTAMP,
                "locked": False,
            },
        }

    # -- payloads --------------------------------------------------------------------

    def message_payload(
        self,
        message_id: str,
        channel: str,
        content: str,
        author: str,
        *,
        components: list[dict[str, Any]] | None = None,
        **extra: Any,
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": message_id,
            "channel_id": channel,
            "author": USERS.get(author, _user(author, f"user{author}")),
            "content": content,
            "timestamp": _TIMESTAMP,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": False,
            "type": 0,
            "components": components or [],
            **extra,
        }
        if not channel.startswith("3"):
            payload["guild_id"] = GUILD_ID
        return payload

    def bot_message_payload(self, message: BotMessage) -> dict[str, Any]:
        channel = message.thread or message.channel
        components = [
            {
                "type": 1,
                "components": [
                    {"type": 2, "style": 2, "label": label, "custom_id": f"{action}|{value}"}
                    for action, label, value in message.buttons
                ],
            }
        ]
        return self.message_payload(
            message.message_id,
            channel,
            message.text,
            BOT_ID,
            components=components if message.buttons else [],
        )

    def interaction(
        self,
        kind: int,
        data: dict[str, Any],
        user: str,
        *,
        channel: str = CHANNEL_ID,
        message: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """An interaction payload as Discord delivers it (gateway or HTTP)."""
        iid = self.snowflake()
        token = f"itoken-{iid}"
        guild = not channel.startswith("3")
        self.interactions[token] = _Interaction(iid, token, user, channel, guild, message=message)
        payload: dict[str, Any] = {
            "id": iid,
            "application_id": APP_ID,
            "type": kind,
            "token": token,
            "version": 1,
            "data": data,
            "channel_id": channel,
            "locale": "en-US",
            "app_permissions": str(ALL_PERMISSIONS),
            "entitlements": [],
            "attachment_size_limit": 8_388_608,
        }
        if guild:
            permissions = ALL_PERMISSIONS if user == ADMIN_ID else MEMBER_PERMISSIONS
            payload |= {
                "guild_id": GUILD_ID,
                "guild_locale": "en-US",
                "channel": {
                    "id": channel,
                    "guild_id": GUILD_ID,
                    "type": 11 if channel in self.threads else 0,
                    "name": "general",
                    "position": 0,
                    "permission_overwrites": [],
                    "nsfw": False,
                    "parent_id": self.threads.get(channel),
                },
                "member": self.member(user) | {"permissions": str(permissions)},
                "authorizing_integration_owners": {"0": GUILD_ID},
                "context": 0,
            }
        else:
            payload |= {
                "channel": {"id": channel, "type": 1, "recipients": [USERS[user]]},
                "user": USERS[user],
                "authorizing_integration_owners": {"0": GUILD_ID},
                "context": 1,
            }
        if message is not None:
            payload["message"] = message
        return payload

    # -- REST ------------------------------------------------------------------------

    @staticmethod
    def _json(obj: Any, status: int = 200) -> web.Response:
        # discord.py's json_or_text() needs this exact content type (no charset).
        return web.Response(
            status=status,
            body=json.dumps(obj).encode(),
            headers={"Content-Type": "application/json"},
        )

    def _unknown(self, what: str, code: int) -> web.Response:
        return self._json({"message": f"Unknown {what}", "code": code}, 404)

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        raw = await request.read()
        self.bodies.append(raw)
        path = request.match_info["tail"]
        self.requests.append((request.method, path))
        body: Any = None
        if raw and request.content_type == "application/json":
            body = json.loads(raw)
        elif raw and request.content_type.startswith("multipart/"):
            body = self._multipart_json(raw)
        parts = path.split("/")
        method = request.method
        if parts[0] not in ("interactions", "webhooks") and (
            request.headers.get("Authorization") != f"Bot {TOKEN}"
        ):
            return self._json({"message": "401: Unauthorized", "code": 0}, 401)
        if path == "users/@me":
            return self._json(USERS[BOT_ID])
        if path == "oauth2/applications/@me":
            return self._json(
                {
                    "id": APP_ID,
                    "name": "strop",
                    "description": "",
                    "icon": None,
                    "bot_public": False,
                    "bot_require_code_grant": False,
                    "owner": USERS[ADMIN_ID],
                    "verify_key": "00",
                    "flags": 0,
                }
            )
        if path == "users/@me/channels" and method == "POST":
            user = str(body["recipient_id"])
            return self._json({"id": dm_channel(user), "type": 1, "recipients": [USERS[user]]})
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            return await self._channel_messages(method, parts, body)
        if parts[0] == "interactions" and len(parts) == 4 and parts[3] == "callback":
            return self._callback(parts[1], parts[2], body)
        if parts[0] == "webhooks" and len(parts) >= 3:
            return self._webhook(method, parts, body)
        if parts[0] == "applications" and parts[-1] == "commands" and method == "PUT":
            self.commands = [
                {"id": self.snowflake(), "application_id": APP_ID, "version": "1", **c}
                for c in body
            ]
            return self._json(self.commands)
        return self._unknown("route", 0)

    @staticmethod
    def _multipart_json(raw: bytes) -> Any:
        # discord.py sends payload_json as a multipart field when files could be attached.
        marker = b'name="payload_json"'
        if marker not in raw:
            return None
        chunk = raw.split(marker, 1)[1].split(b"\r\n\r\n", 1)[1]
        return json.loads(chunk.split(b"\r\n--", 1)[0])

    @staticmethod
    def _buttons(body: dict[str, Any]) -> list[tuple[str, str, str]]:
        return [
            (cid.partition("|")[0], str(button.get("label", "")), cid.partition("|")[2])
            for row in body.get("components") or []
            for button in row.get("components") or []
            if (cid := str(button.get("custom_id", "")))
        ]

    def _store(self, channel: str, body: dict[str, Any]) -> BotMessage:
        parent, thread = self.channel_of(channel)
        message = BotMessage(
            message_id=self.snowflake(),
            channel=parent,
            text=str(body.get("content") or ""),
            thread=thread,
            buttons=self._buttons(body),
            posted_at=time.monotonic(),
        )
        self.bot_messages[message.message_id] = message
        return message

    def _edit(self, message: BotMessage, body: dict[str, Any]) -> web.Response:
        if "content" in body:
            message.text = str(body["content"] or "")
        if "components" in body:
            message.buttons = self._buttons(body)
        message.edits += 1
        return self._json(self.bot_message_payload(message))

    def _known_channel(self, channel: str) -> bool:
        return (
            channel == CHANNEL_ID
            or channel in self.threads
            or any(channel == dm_channel(u) for u in USERS)
        )

    async def _start_thread(self, channel: str, message_id: str, body: Any) -> web.Response:
        if message_id in self.threads:
            return self._json({"message": "thread exists", "code": 160004}, 400)
        thread = self.thread(message_id, channel) | {"name": str(body["name"])}
        self.threads_started.append((channel, message_id, str(body["name"])))
        # Discord tells the bot's gateway about the new thread, as it answers the request.
        await self.dispatch("THREAD_CREATE", thread | {"newly_created": True})
        return self._json(thread, 201)

    async def _channel_messages(self, method: str, parts: list[str], body: Any) -> web.Response:
        channel = parts[1]
        if not self._known_channel(channel):
            return self._unknown("Channel", 10003)
        if method == "POST" and len(parts) == 5 and parts[4] == "threads":
            return await self._start_thread(channel, parts[3], body)
        if method == "POST" and len(parts) == 3:
            return self._json(self.bot_message_payload(self._store(channel, body)))
        message_id = parts[3] if len(parts) > 3 else ""
        message = self.bot_messages.get(message_id)
        if method == "PATCH" and message is not None and not message.deleted:
            return self._edit(message, body)
        if method == "DELETE":
            if message is not None and not message.deleted:
                message.deleted = True
                return web.Response(status=204)
            if message_id in self.user_messages and message_id not in self.deleted_user_messages:
                self.deleted_user_messages.add(message_id)
                return web.Response(status=204)
        return self._unknown("Message", 10008)

    def _callback(self, interaction_id: str, token: str, body: Any) -> web.Response:
        found = self.interactions.get(token)
        if found is None or found.id != interaction_id:
            return self._unknown("interaction", 10062)
        if found.callbacks:
            return self._json({"message": "already acknowledged", "code": 40060}, 400)
        resource = self.answer_interaction(token, body)
        answer = {
            "id": interaction_id,
            "type": 2,
            "response_message_id": found.original or None,
            "response_message_loading": body["type"] == 5,
            "response_message_ephemeral": False,
        }
        return self._json({"interaction": answer, "resource": resource})

    def answer_interaction(self, token: str, body: dict[str, Any]) -> dict[str, Any]:
        """Take the first answer to interaction ``token`` (a callback request, or the
        response of the HTTP interactions endpoint); returns the callback resource."""
        found = self.interactions[token]
        kind = int(body["type"])
        found.callbacks.append(kind)
        resource: dict[str, Any] = {"type": kind}
        if kind == 9:
            data = body["data"]
            fields = [
                str(c["component"]["custom_id"])
                if "component" in c
                else str(c["components"][0]["custom_id"])
                for c in data["components"]
            ]
            self.forms[found.user] = {
                "form_id": data["custom_id"],
                "title": data["title"],
                "fields": fields,
                "interaction": found,
            }
        elif kind == 5:
            placeholder = self._store(found.channel, {"content": ""})
            found.original = placeholder.message_id
            resource["message"] = self.bot_message_payload(placeholder)
        elif kind == 4:
            message = self._store(found.channel, body.get("data") or {})
            found.original, found.original_answered = message.message_id, True
            resource["message"] = self.bot_message_payload(message)
        return resource

    def _webhook(self, method: str, parts: list[str], body: Any) -> web.StreamResponse:
        found = self.interactions.get(parts[2])
        if parts[1] != APP_ID or found is None:
            return self._unknown("Webhook", 10015)
        if method == "POST" and len(parts) == 3:
            if not found.callbacks:
                return self._unknown("interaction", 10062)
            if found.original and not found.original_answered:
                found.original_answered = True
                message = self.bot_messages[found.original]
                message.text = str(body.get("content") or "")
                message.buttons = self._buttons(body)
            else:
                message = self._store(found.channel, body)
            return self._json(self.bot_message_payload(message) | {"webhook_id": APP_ID})
        if len(parts) == 5 and parts[3] == "messages":
            message_id = found.original if parts[4] == "@original" else parts[4]
            target = self.bot_messages.get(message_id)
            if target is None or target.deleted:
                return self._unknown("Message", 10008)
            if method == "PATCH":
                return self._edit(target, body)
            if method == "DELETE":
                target.deleted = True
                return web.Response(status=204)
            if method == "GET":
                return self._json(self.bot_message_payload(target))
        return self._unknown("route", 0)
