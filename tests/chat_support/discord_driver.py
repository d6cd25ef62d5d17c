"""Plays the people on a fake Discord for strop's real Discord adapter (discord.py)."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from fastapi import FastAPI
from pydantic import SecretStr

from bots.discord import DiscordAdapter
from bots.discord.interactions import PATH
from chat_support.discord_fake import (
    ADMIN_ID,
    BOT_ID,
    CHANNEL_ID,
    GUILD_ID,
    OTHER_BOT_ID,
    PLAIN_ID,
    TOKEN,
    USERS,
    FakeDiscord,
    dm_channel,
)
from chat_support.driver import BotMessage
from core.conversation import ChatService
from core.settings import Settings

__all__ = ["DiscordDriver", "running"]


class _DiscordReads:
    """ASGI middleware playing Discord's side of the HTTP endpoint: the answer in the
    response counts the moment it is sent (before any followup can race it)."""

    def __init__(self, app: Any, fake: FakeDiscord) -> None:
        self.app = app
        self.fake = fake

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = bytearray()
        response = bytearray()
        status = [0]

        async def read() -> Any:
            message = await receive()
            request.extend(message.get("body", b""))
            return message

        async def write(message: Any) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
            elif message["type"] == "http.response.body":
                response.extend(message.get("body", b""))
                if not message.get("more_body") and status[0] == 200:
                    self._answered(bytes(request), bytes(response))
            await send(message)

        await self.app(scope, read, write)

    def _answered(self, request: bytes, response: bytes) -> None:
        with contextlib.suppress(ValueError, KeyError, TypeError):
            token = json.loads(request)["token"]
            if token in self.fake.interactions:
                self.fake.answer_interaction(token, json.loads(response))


EMOJI = {"+1": "👍", "thumbsup": "👍", "-1": "👎", "thumbsdown": "👎", "heart": "❤️"}


class DiscordDriver:
    platform = "discord"
    admin_user = ADMIN_ID
    plain_user = PLAIN_ID
    channel = CHANNEL_ID

    def __init__(
        self,
        fake: FakeDiscord,
        adapter: DiscordAdapter,
        http: httpx.AsyncClient,
        signing_key: Ed25519PrivateKey,
    ) -> None:
        self.fake = fake
        self.adapter = adapter
        self.http = http
        self.signing_key = signing_key

    # -- people ----------------------------------------------------------------------

    async def say(
        self,
        text: str,
        *,
        user: str,
        dm: bool = False,
        mention: bool = True,
        thread: str = "",
        reply_to: str = "",
        author: dict[str, Any] | None = None,
    ) -> str:
        fake = self.fake
        if dm:
            channel = dm_channel(user)
        elif thread:
            if thread not in fake.threads:
                await fake.dispatch("THREAD_CREATE", fake.thread(thread) | {"newly_created": True})
            channel = thread
        else:
            channel = CHANNEL_ID
        mentioning = mention and not dm
        extra: dict[str, Any] = {"mentions": [USERS[BOT_ID]] if mentioning else []}
        if not dm:
            extra["member"] = fake.member(user)
        if reply_to:
            extra["type"] = 19
            extra["message_reference"] = {"message_id": reply_to, "channel_id": channel}
        message_id = fake.snowflake()
        content = f"<@{BOT_ID}> {text}" if mentioning else text
        payload = fake.message_payload(message_id, channel, content, user, **extra)
        if author is not None:
            payload["author"] = author
        fake.user_messages[message_id] = payload
        await fake.dispatch("MESSAGE_CREATE", payload)
        return message_id

    def _channel_of_message(self, message_id: str) -> str:
        bot = self.fake.bot_messages.get(message_id)
        if bot is not None:
            return bot.thread or bot.channel
        person = self.fake.user_messages.get(message_id)
        return str(person["channel_id"]) if person is not None else CHANNEL_ID

    async def react(self, message_id: str, emoji: str, *, user: str, added: bool = True) -> None:
        channel = self._channel_of_message(message_id)
        payload: dict[str, Any] = {
            "user_id": user,
            "channel_id": channel,
            "message_id": message_id,
            "emoji": {"id": None, "name": EMOJI.get(emoji, emoji)},
            "type": 0,
            "burst": False,
        }
        if not channel.startswith("3"):
            payload["guild_id"] = GUILD_ID
            if added:
                payload["member"] = self.fake.member(user)
        if added:
            payload["message_author_id"] = BOT_ID
            payload["burst_colors"] = []
        await self.fake.dispatch(
            "MESSAGE_REACTION_ADD" if added else "MESSAGE_REACTION_REMOVE", payload
        )

    def command_data(self, name: str, args: str) -> dict[str, Any]:
        """The ``data`` Discord's client builds for ``/name args`` from the synced schema."""
        schema = next((c for c in self.fake.commands if c["name"] == name), None)
        data: dict[str, Any] = {"id": schema["id"] if schema else "1", "name": name, "type": 1}
        words = args.split()
        options_schema = schema.get("options", []) if schema else []
        container = data
        if options_schema and options_schema[0]["type"] in (1, 2) and words:
            sub = next(o for o in options_schema if o["name"] == words[0])
            words.pop(0)
            node: dict[str, Any] = {"name": sub["name"], "type": sub["type"]}
            container["options"] = [node]
            container, options_schema = node, sub.get("options", [])
        values = []
        for i, option in enumerate(options_schema):
            if not words:
                break
            last = i == len(options_schema) - 1
            word = " ".join(words) if last else words.pop(0)
            value: Any = int(word) if option["type"] == 4 else word
            values.append({"name": option["name"], "type": option["type"], "value": value})
            if last:
                words = []
        container["options"] = values
        return data

    async def command(self, name: str, args: str, *, user: str, dm: bool = False) -> None:
        channel = dm_channel(user) if dm else CHANNEL_ID
        payload = self.fake.interaction(2, self.command_data(name, args), user, channel=channel)
        await self.fake.dispatch("INTERACTION_CREATE", payload)

    async def click(self, message: BotMessage, action_id: str, *, user: str) -> None:
        button = next(b for b in message.buttons if b[0] == action_id)
        current = self.fake.bot_messages[message.message_id]
        data = {"custom_id": f"{button[0]}|{button[2]}", "component_type": 2}
        payload = self.fake.interaction(
            3,
            data,
            user,
            channel=current.thread or current.channel,
            message=self.fake.bot_message_payload(current),
        )
        await self.fake.dispatch("INTERACTION_CREATE", payload)

    def opened_form(self, user: str) -> dict[str, Any] | None:
        form = self.fake.forms.get(user)
        if form is None:
            return None
        return {"form_id": form["form_id"], "fields": list(form["fields"])}

    def form_submission(self, user: str, values: dict[str, str]) -> dict[str, Any]:
        form = self.fake.forms[user]
        opened_by = form["interaction"]
        components = [
            {"type": 18, "id": i + 1, "component": {"type": 4, "custom_id": name, "value": value}}
            for i, (name, value) in enumerate(values.items())
        ]
        data = {"custom_id": form["form_id"], "components": components}
        # A modal opened by a click carries that message, as on Discord.
        return self.fake.interaction(
            5, data, user, channel=opened_by.channel, message=opened_by.message
        )

    async def submit_form(self, user: str, values: dict[str, str]) -> None:
        await self.fake.dispatch("INTERACTION_CREATE", self.form_submission(user, values))

    # -- HTTP interactions -----------------------------------------------------------

    def sign(self, body: bytes, timestamp: str | None = None) -> dict[str, str]:
        stamp = timestamp or str(int(time.time()))
        signature = self.signing_key.sign(stamp.encode() + body).hex()
        return {"X-Signature-Ed25519": signature, "X-Signature-Timestamp": stamp}

    async def post_interaction(
        self, payload: Any, *, headers: dict[str, str] | None = None, raw: bytes | None = None
    ) -> httpx.Response:
        """POST to the adapter's endpoint, signed with the test key unless ``headers``."""
        body = raw if raw is not None else json.dumps(payload).encode()
        sent = self.sign(body) if headers is None else headers
        return await self.http.post(
            PATH, content=body, headers=sent | {"Content-Type": "application/json"}
        )

    async def forged(self) -> list[int]:
        ping = json.dumps({"id": "1", "type": 1, "application_id": "100", "token": "t"}).encode()
        stranger = Ed25519PrivateKey.generate()
        now = str(int(time.time()))
        good = self.sign(ping)
        attempts: list[dict[str, str]] = [
            {},  # no signature at all
            {"X-Signature-Timestamp": now},
            {"X-Signature-Ed25519": "00" * 64, "X-Signature-Timestamp": now},
            {"X-Signature-Ed25519": "not hex", "X-Signature-Timestamp": now},
            {  # signed by another key
                "X-Signature-Ed25519": stranger.sign(now.encode() + ping).hex(),
                "X-Signature-Timestamp": now,
            },
            # a real signature replayed with another timestamp
            good | {"X-Signature-Timestamp": str(int(now) + 1)},
            # a real signature, ten minutes old (a replay)
            self.sign(ping, str(int(now) - 600)),
        ]
        statuses = [
            (await self.post_interaction(None, headers=h, raw=ping)).status_code for h in attempts
        ]
        # a real signature over another body
        tampered = ping.replace(b'"type": 1', b'"type": 2')
        statuses.append((await self.post_interaction(None, headers=good, raw=tampered)).status_code)
        return statuses

    async def junk(self) -> None:
        fake = self.fake
        await fake.dispatch("SOMETHING_DISCORD_ADDS_LATER", {"id": "1", "whatever": [1, 2]})
        await self.say("I am a bot too", user=OTHER_BOT_ID, author=USERS[OTHER_BOT_ID])
        await self.say("x" * (self.adapter.settings.max_message_chars + 10), user=PLAIN_ID)
        await self.say("", user=PLAIN_ID)  # a bare mention, or an attachment only
        await self.say("chatter that does not mention the bot", user=PLAIN_ID, mention=False)
        join = fake.message_payload(fake.snowflake(), CHANNEL_ID, "", PLAIN_ID, type=7)
        await fake.dispatch("MESSAGE_CREATE", join)
        await self.react("424242", "+1", user=PLAIN_ID)  # a message nobody knows
        custom = {
            "user_id": PLAIN_ID,
            "channel_id": CHANNEL_ID,
            "guild_id": GUILD_ID,
            "message_id": "424242",
            "emoji": {"id": "777", "name": "partyparrot", "animated": True},
            "type": 0,
            "burst": False,
        }
        await fake.dispatch("MESSAGE_REACTION_REMOVE", custom)
        for data in (
            {"custom_id": "not-one-of-ours", "component_type": 2},
            {"custom_id": "menu|x", "component_type": 3, "values": ["a"]},
        ):
            await fake.dispatch("INTERACTION_CREATE", fake.interaction(3, data, PLAIN_ID))
        unknown = {"id": "9", "name": "no-such-command", "type": 1, "options": []}
        await fake.dispatch("INTERACTION_CREATE", fake.interaction(2, unknown, PLAIN_ID))
        # Signed but not an interaction, or of a type strop does not handle.
        for raw in (b"{not json", b"[1, 2]", b'{"type": 42, "id": "1"}', b'{"type": 2}'):
            await self.post_interaction(None, raw=raw, headers=self.sign(raw))

    # -- what the bot did ------------------------------------------------------------

    def messages(self, channel: str = "") -> list[BotMessage]:
        if not channel:
            wanted = CHANNEL_ID
        elif channel.startswith("dm:"):
            wanted = dm_channel(channel[3:])
        else:
            wanted = channel
        return [m for m in self.fake.bot_messages.values() if m.channel == wanted]

    def user_message_deleted(self, message_id: str) -> bool:
        return message_id in self.fake.deleted_user_messages

    def outbound_bodies(self) -> bytes:
        return b"".join(self.fake.bodies)


@contextlib.asynccontextmanager
async def running(chat: ChatService, settings: Settings) -> AsyncIterator[DiscordDriver]:
    """A fake Discord, strop's Discord adapter connected to it, and a driver."""
    fake = FakeDiscord()
    await fake.start()
    signing_key = Ed25519PrivateKey.generate()
    public_key = signing_key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()
    configured = settings.model_copy(
        update={
            "discord_token": SecretStr(TOKEN),
            "discord_api_url": fake.api_url,
            "discord_gateway_url": fake.gateway_url,
            "discord_public_key": public_key,
        }
    )
    adapter = DiscordAdapter(chat, configured, guild_ready_timeout_s=0.05)
    try:
        await adapter.start()
        await adapter.sync_commands()
        app = FastAPI()
        router = adapter.routes()
        assert router is not None
        app.include_router(router)
        transport = httpx.ASGITransport(app=_DiscordReads(app, fake))
        async with httpx.AsyncClient(transport=transport, base_url="http://strop.test") as http:
            yield DiscordDriver(fake, adapter, http, signing_key)
    finally:
        await adapter.stop()
        await fake.stop()
