"""Plays Slack's people against strop's real Slack adapter and the fake Slack.

HTTP mode serves the adapter's router in a FastAPI app under uvicorn on
127.0.0.1 and posts signed requests to it; Socket Mode lets the adapter's
``AsyncSocketModeHandler`` connect to the fake's WebSocket.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import time
from collections.abc import AsyncIterator
from typing import Any

import uvicorn
from fastapi import FastAPI
from pydantic import SecretStr

from bots.slack import SlackAdapter
from bots.slack.blocks import decode_action_id
from chat_support.driver import BotMessage
from chat_support.slack_fake import (
    ADMIN,
    APP_ID,
    BOT_USER,
    CHANNEL,
    PLAIN,
    TEAM,
    FakeMessage,
    SlackFake,
)
from core.conversation import ChatService
from core.settings import Settings

__all__ = ["SlackDriver", "running"]

BOT_TOKEN = "xoxb-0000-strop-test-token"
APP_TOKEN = "xapp-1-A0STROP-0000-test"
SIGNING_SECRET = "8f742231b10e8888abcd99yyyzzz85a5"


class SlackDriver:
    platform = "slack"
    admin_user = ADMIN
    plain_user = PLAIN
    channel = CHANNEL
    bot_user = BOT_USER

    def __init__(self, fake: SlackFake, adapter: SlackAdapter) -> None:
        self.fake = fake
        self.adapter = adapter

    # -- people act ----------------------------------------------------------------

    def _dm(self, user: str) -> str:
        channel = "D" + user
        self.fake.channels.add(channel)
        return channel

    async def say(
        self,
        text: str,
        *,
        user: str,
        dm: bool = False,
        mention: bool = True,
        thread: str = "",
        reply_to: str = "",
    ) -> str:
        channel = self._dm(user) if dm else CHANNEL
        ts = self.fake.next_ts()
        body = f"<@{BOT_USER}> {text}" if mention and not dm else text
        thread_ts = thread or reply_to
        self.fake.messages[ts] = FakeMessage(
            channel=channel, ts=ts, user=user, text=body, thread_ts=thread_ts
        )
        event: dict[str, Any] = {
            "type": "message",
            "user": user,
            "text": body,
            "ts": ts,
            "channel": channel,
            "event_ts": ts,
            "channel_type": "im" if dm else "channel",
            "team": TEAM,
        }
        if thread_ts:
            event["thread_ts"] = thread_ts
        # Like Slack: a mention arrives twice, as app_mention and as the channel message.
        if mention and not dm:
            mention_event = {k: v for k, v in event.items() if k != "channel_type"}
            await self.fake.deliver_event({**mention_event, "type": "app_mention"})
        await self.fake.deliver_event(event)
        return ts

    async def react(self, message_id: str, emoji: str, *, user: str, added: bool = True) -> None:
        message = self.fake.messages[message_id]
        await self.fake.deliver_event(
            {
                "type": "reaction_added" if added else "reaction_removed",
                "user": user,
                "reaction": emoji,
                "item_user": message.user,
                "item": {"type": "message", "channel": message.channel, "ts": message_id},
                "event_ts": self.fake.next_ts(),
            }
        )

    async def command(self, name: str, args: str, *, user: str, channel: str = "") -> None:
        fields = self.command_fields(name, args, user=user, channel=channel or CHANNEL)
        await self.fake.deliver_command(fields)

    def command_fields(
        self, name: str, args: str, *, user: str, channel: str = CHANNEL
    ) -> dict[str, str]:
        return {
            "token": "legacy-verification-token",
            "team_id": TEAM,
            "team_domain": "strop-test",
            "channel_id": channel,
            "channel_name": "general" if channel == CHANNEL else "elsewhere",
            "user_id": user,
            "user_name": user.lower(),
            "command": f"/{name}",
            "text": args,
            "api_app_id": APP_ID,
            "is_enterprise_install": "false",
            "response_url": self.fake.response_url(),
            "trigger_id": self.fake.new_trigger(user),
        }

    def _button(self, message: FakeMessage, action_id: str) -> tuple[str, dict[str, Any]]:
        for block in message.blocks:
            for element in block.get("elements", []):
                if decode_action_id(element.get("action_id", "")) == action_id:
                    return block.get("block_id", ""), element
        raise AssertionError(f"no button {action_id!r} on message {message.ts}")

    async def click(self, message: BotMessage, action_id: str, *, user: str) -> None:
        posted = self.fake.messages[message.message_id]
        block_id, element = self._button(posted, action_id)
        container: dict[str, Any] = {
            "type": "message",
            "message_ts": posted.ts,
            "channel_id": posted.channel,
            "is_ephemeral": False,
        }
        shown: dict[str, Any] = {
            "type": "message",
            "user": BOT_USER,
            "bot_id": "B0STROP",
            "text": posted.text,
            "ts": posted.ts,
            "blocks": posted.blocks,
        }
        if posted.thread_ts:
            container["thread_ts"] = shown["thread_ts"] = posted.thread_ts
        await self.fake.deliver_interaction(
            {
                "type": "block_actions",
                "user": {"id": user, "username": user.lower(), "team_id": TEAM},
                "api_app_id": APP_ID,
                "token": "legacy-verification-token",
                "container": container,
                "trigger_id": self.fake.new_trigger(user),
                "team": {"id": TEAM, "domain": "strop-test"},
                "enterprise": None,
                "is_enterprise_install": False,
                "channel": {"id": posted.channel, "name": "general"},
                "message": shown,
                "state": {"values": {}},
                "response_url": self.fake.response_url(),
                "actions": [
                    {
                        "type": "button",
                        "action_id": element["action_id"],
                        "block_id": block_id,
                        "text": element["text"],
                        "value": element.get("value", ""),
                        "action_ts": f"{time.time():.6f}",
                    }
                ],
            }
        )

    async def open_offered_form(self, user: str) -> None:
        """Click "Open form" on the latest ephemeral message the bot showed ``user``."""
        offer = next(e for e in reversed(self.fake.ephemeral) if e["user"] == user)
        element = offer["blocks"][0]["elements"][0]
        await self.fake.deliver_interaction(
            {
                "type": "block_actions",
                "user": {"id": user, "team_id": TEAM},
                "api_app_id": APP_ID,
                "container": {
                    "type": "message",
                    "message_ts": offer["ts"],
                    "channel_id": offer["channel"],
                    "is_ephemeral": True,
                },
                "trigger_id": self.fake.new_trigger(user),
                "team": {"id": TEAM},
                "channel": {"id": offer["channel"]},
                "actions": [
                    {
                        "type": "button",
                        "action_id": element["action_id"],
                        "block_id": "b",
                        "value": element["value"],
                        "action_ts": f"{time.time():.6f}",
                    }
                ],
            }
        )

    def opened_form(self, user: str) -> dict[str, Any] | None:
        for opened in reversed(self.fake.views):
            if opened.user == user:
                view = opened.view
                metadata = json.loads(view.get("private_metadata") or "{}")
                return {
                    "form_id": metadata.get("form_id"),
                    "fields": [block["block_id"] for block in view["blocks"]],
                    "title": view["title"]["text"],
                    "view_id": opened.view_id,
                    "view": view,
                }
        return None

    async def submit_form(self, user: str, values: dict[str, str]) -> None:
        opened = next(v for v in reversed(self.fake.views) if v.user == user)
        view = opened.view
        state = {
            block["block_id"]: {
                block["element"]["action_id"]: {
                    "type": "plain_text_input",
                    "value": values.get(block["block_id"], ""),
                }
            }
            for block in view["blocks"]
            if block.get("type") == "input"
        }
        await self.fake.deliver_interaction(
            {
                "type": "view_submission",
                "team": {"id": TEAM, "domain": "strop-test"},
                "user": {"id": user, "team_id": TEAM},
                "api_app_id": APP_ID,
                "token": "legacy-verification-token",
                "trigger_id": self.fake.new_trigger(user),
                "view": {
                    "id": opened.view_id,
                    "team_id": TEAM,
                    "type": "modal",
                    "blocks": view["blocks"],
                    "private_metadata": view.get("private_metadata", ""),
                    "callback_id": view.get("callback_id", ""),
                    "state": {"values": state},
                    "hash": f"{time.time_ns()}.hash",
                    "title": view["title"],
                    "app_id": APP_ID,
                    "bot_id": "B0STROP",
                },
                "response_urls": [],
            }
        )

    # -- forged and junk requests ------------------------------------------------------

    async def forged(self) -> list[int]:
        if self.fake.events_url is None:
            return []  # Socket Mode has no inbound HTTP endpoint
        body = json.dumps(
            self.fake.event_callback(
                {
                    "type": "app_mention",
                    "user": ADMIN,
                    "text": f"<@{BOT_USER}> forged",
                    "ts": self.fake.next_ts(),
                    "channel": CHANNEL,
                }
            )
        )
        now = int(time.time())
        statuses = [
            await self.fake.post_signed(
                body,
                "application/json",
                sign=False,
                headers={
                    "X-Slack-Request-Timestamp": str(now),
                    "X-Slack-Signature": "v0=" + "0" * 64,
                },
            ),
            await self.fake.post_signed(body, "application/json", sign=False),
            await self.fake.post_signed(body, "application/json", timestamp=now - 6 * 60),
        ]
        statuses.append(
            await self.fake.post_signed(body, "application/json", secret="not-the-secret")
        )
        return statuses

    async def junk(self) -> None:
        fake = self.fake
        events: list[dict[str, Any]] = [
            {"type": "no_such_event", "user": ADMIN},
            {"type": "message"},
            {"type": "message", "subtype": "message_changed", "channel": CHANNEL, "ts": "1.1"},
            {
                "type": "message",
                "subtype": "bot_message",
                "bot_id": "B9",
                "text": "hi",
                "channel": CHANNEL,
                "ts": "1.2",
            },
            {
                "type": "message",
                "user": BOT_USER,
                "text": "me",
                "channel": "D" + ADMIN,
                "channel_type": "im",
                "ts": "1.3",
            },
            {"type": "app_mention", "user": ["not", "a", "string"], "text": None},
            {
                "type": "reaction_added",
                "user": ADMIN,
                "reaction": "+1",
                "item": {"type": "file", "file": "F1"},
            },
            {"type": "reaction_added", "item": "nonsense"},
        ]
        for event in events:
            await fake.deliver_event(event)
        await fake.deliver_interaction({"type": "block_actions", "user": {"id": ADMIN}})
        await fake.deliver_interaction({"type": "block_actions", "actions": "nope"})
        await fake.deliver_interaction(
            {
                "type": "view_submission",
                "user": {"id": ADMIN},
                "view": {"id": "V1", "callback_id": "strop_form", "private_metadata": "{not json"},
            }
        )
        await fake.deliver_interaction({"type": "shortcut", "callback_id": "nobody_knows"})
        await fake.deliver_command({"command": "/agent"})
        if fake.events_url is not None:
            await fake.post_signed("{this is not json", "application/json")
            await fake.post_signed("[1, 2, 3]", "application/json")
            await fake.post_signed(b"\xff\xfe not utf-8", "application/json")
            await fake.post_signed("payload=%7Bbroken", "application/x-www-form-urlencoded")
            await fake.post_signed("x" * 2_000_000, "application/json")
        else:
            await fake.send_raw_envelope("{this is not json")
            await fake.send_raw_envelope(json.dumps({"type": "unknown", "envelope_id": "env-x"}))
            await fake.send_envelope("events_api", {"type": "event_callback"})

    # -- what the bot did ----------------------------------------------------------

    def _bot_message(self, posted: FakeMessage) -> BotMessage:
        buttons = [
            (decode_action_id(e["action_id"]), e["text"]["text"], e.get("value", ""))
            for block in posted.blocks
            if block.get("type") == "actions"
            for e in block.get("elements", [])
        ]
        return BotMessage(
            message_id=posted.ts,
            channel=posted.channel,
            text=html.unescape(posted.text),  # what a person sees
            thread=posted.thread_ts,
            buttons=buttons,
            edits=posted.edits,
            deleted=posted.deleted,
            posted_at=posted.posted_at,
        )

    def messages(self, channel: str = "") -> list[BotMessage]:
        if not channel:
            channel = CHANNEL
        elif channel.startswith("dm:"):
            channel = "D" + channel[3:]
        posted = [
            m for m in self.fake.messages.values() if m.user == BOT_USER and m.channel == channel
        ]
        return [self._bot_message(m) for m in sorted(posted, key=lambda m: m.posted_at)]

    def user_message_deleted(self, message_id: str) -> bool:
        message = self.fake.messages.get(message_id)
        return message is not None and message.user != BOT_USER and message.deleted

    def outbound_bodies(self) -> bytes:
        return b"".join(self.fake.bodies)


class _Server:
    """uvicorn on 127.0.0.1 at a free port, as an asyncio task."""

    def __init__(self, app: FastAPI) -> None:
        config = uvicorn.Config(
            app, host="127.0.0.1", port=0, log_level="warning", lifespan="off", ws="none"
        )
        self.server = uvicorn.Server(config)
        self.task: asyncio.Task[None] | None = None

    async def start(self) -> int:
        self.task = asyncio.create_task(self.server.serve())
        while not self.server.started:
            if self.task.done():
                self.task.result()
            await asyncio.sleep(0.01)
        port: int = self.server.servers[0].sockets[0].getsockname()[1]
        return port

    async def stop(self) -> None:
        self.server.should_exit = True
        if self.task is not None:
            await self.task


@contextlib.asynccontextmanager
async def running(
    chat: ChatService, settings: Settings, *, socket_mode: bool = False
) -> AsyncIterator[SlackDriver]:
    """The fake Slack, strop's Slack adapter on it, and a driver; all torn down after."""
    fake = SlackFake(bot_token=BOT_TOKEN, app_token=APP_TOKEN, signing_secret=SIGNING_SECRET)
    await fake.start()
    update: dict[str, Any] = {
        "slack_bot_token": SecretStr(BOT_TOKEN),
        "slack_signing_secret": SecretStr(SIGNING_SECRET),
        "slack_app_token": SecretStr(APP_TOKEN) if socket_mode else None,
        "slack_api_url": fake.api_url,
    }
    adapter = SlackAdapter(chat, settings.model_copy(update=update))
    server: _Server | None = None
    try:
        await adapter.start()
        router = adapter.routes()
        if socket_mode:
            assert router is None
            await asyncio.wait_for(fake.connected.wait(), 10)
        else:
            assert router is not None
            app = FastAPI()
            app.include_router(router)
            server = _Server(app)
            port = await server.start()
            fake.events_url = f"http://127.0.0.1:{port}/slack/events"
        yield SlackDriver(fake, adapter)
    finally:
        await adapter.stop()
        if server is not None:
            await server.stop()
        await fake.close()
