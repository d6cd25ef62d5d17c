"""Drives strop's real Telegram adapter against ``FakeTelegram``.

Message ids are ``"CHAT_ID:MESSAGE_ID"``, the form the adapter gives core (Telegram
numbers messages per chat). ``running(..., webhook=True)`` serves the adapter's
webhook route with uvicorn on 127.0.0.1 and lets the fake POST updates to it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import AsyncIterator
from typing import Any

import uvicorn
from fastapi import FastAPI
from pydantic import SecretStr

from bots.telegram.adapter import TelegramAdapter
from chat_support.driver import BotMessage, eventually
from chat_support.telegram_fake import FakeTelegram
from core.conversation import ChatService
from core.settings import Settings

__all__ = ["WEBHOOK_SECRET", "TelegramDriver", "running"]

WEBHOOK_SECRET = "webhook-secret_0123456789"
# Slack-style names the contract suite uses, as Telegram's emoji.
_EMOJI = {
    "+1": "👍",
    "thumbsup": "👍",
    "-1": "👎",
    "thumbsdown": "👎",
    "heart": "❤",
    "fire": "🔥",
    "eyes": "👀",
    "tada": "🎉",
}


def _split(message_id: str) -> tuple[int, int]:
    chat, _, message = message_id.rpartition(":")
    return int(chat), int(message)


class TelegramDriver:
    platform = "telegram"

    def __init__(self, fake: FakeTelegram, adapter: TelegramAdapter) -> None:
        self.fake = fake
        self.adapter = adapter
        self.admin_user = str(fake.admin_id)
        self.plain_user = str(fake.plain_id)
        self.channel = str(fake.group_id)
        self._answered_prompts: set[str] = set()

    # -- people ----------------------------------------------------------------

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
        uid = int(user)
        chat_id = uid if dm else self.fake.group_id
        extra: dict[str, Any] = {}
        if mention and not dm:
            handle = f"@{self.fake.bot_username}"
            text = f"{handle} {text}"
            extra["entities"] = [{"type": "mention", "offset": 0, "length": len(handle)}]
        if reply_to:
            replied = dict(self.fake.raw[_split(reply_to)])
            replied.pop("reply_to_message", None)  # Telegram nests one level only
            extra["reply_to_message"] = replied
        if thread:
            extra |= {"message_thread_id": int(thread), "is_topic_message": True}
        message = self.fake.person_message(chat_id, uid, text, **extra)
        await self.fake.push({"message": message})
        return f"{chat_id}:{message['message_id']}"

    async def react(self, message_id: str, emoji: str, *, user: str, added: bool = True) -> None:
        chat_id, mid = _split(message_id)
        uid = int(user)
        symbol = _EMOJI.get(emoji, emoji)
        old = self.fake.reactions.get((chat_id, mid, uid), [])
        # A Telegram user without Premium has one reaction per message: a new one replaces it.
        new = [symbol] if added else [e for e in old if e != symbol]
        self.fake.reactions[(chat_id, mid, uid)] = new
        await self.fake.push(
            {
                "message_reaction": {
                    "chat": self.fake.chat(chat_id),
                    "message_id": mid,
                    "user": self.fake.users[uid],
                    "date": 1_700_000_000,
                    "old_reaction": [{"type": "emoji", "emoji": e} for e in old],
                    "new_reaction": [{"type": "emoji", "emoji": e} for e in new],
                }
            }
        )

    async def command(self, name: str, args: str, *, user: str) -> None:
        head = f"/{name}@{self.fake.bot_username}"
        text = f"{head} {args}" if args else head
        entities = [{"type": "bot_command", "offset": 0, "length": len(head)}]
        message = self.fake.person_message(self.fake.group_id, int(user), text, entities=entities)
        await self.fake.push({"message": message})

    async def click(self, message: BotMessage, action_id: str, *, user: str) -> None:
        raw = self.fake.raw[_split(message.message_id)]
        keys = [k for row in raw.get("reply_markup", {}).get("inline_keyboard", []) for k in row]
        key = next(k for k in keys if k["callback_data"].partition("|")[0] == action_id)
        await self.fake.push(
            {
                "callback_query": {
                    "id": self.fake.next_callback_id(),
                    "from": self.fake.users[int(user)],
                    "chat_instance": f"ci{raw['chat']['id']}",
                    "message": raw,
                    "data": key["callback_data"],
                }
            }
        )

    def _open_prompt(self, user: str) -> BotMessage | None:
        prompts = [
            m
            for m in self.messages(f"dm:{user}")
            if m.prompt and not m.deleted and m.message_id not in self._answered_prompts
        ]
        return prompts[-1] if prompts else None

    def opened_form(self, user: str) -> dict[str, Any] | None:
        """The unanswered ForceReply prompt in the private chat (Telegram has no forms,
        so no form id or field names travel with it)."""
        prompt = self._open_prompt(user)
        if prompt is None:
            return None
        return {"form_id": "", "fields": [], "message_id": prompt.message_id, "text": prompt.text}

    async def submit_form(self, user: str, values: dict[str, str]) -> None:
        """Reply to each prompt in turn with the next value, as a person would."""
        for value in values.values():
            prompt: BotMessage = await eventually(lambda: self._open_prompt(user))
            self._answered_prompts.add(prompt.message_id)
            await self.say(value, user=user, dm=True, reply_to=prompt.message_id)

    async def forged(self) -> list[int]:
        if not self.adapter.webhook:
            return []  # polling: strop serves no Telegram endpoint
        update = json.dumps(
            {
                "update_id": 999_999,
                "message": self.fake.person_message(
                    self.fake.plain_id, self.fake.plain_id, "forged"
                ),
            }
        ).encode()
        return [
            await self.fake.post_raw(update, secret=""),
            await self.fake.post_raw(update, secret="not-the-secret"),
            await self.fake.post_raw(update, secret=WEBHOOK_SECRET[:-1]),
        ]

    async def junk(self) -> None:
        fake, group, plain = self.fake, self.fake.group_id, self.fake.plain_id
        person = fake.users[plain]
        located = fake.person_message(plain, plain, "")
        located.pop("text")
        located["location"] = {"latitude": 52.52, "longitude": 13.405}
        updates: list[dict[str, Any]] = [
            {"future_update_kind": {"whatever": [1, 2, 3]}},  # a type newer than the library
            {"message": fake.person_message(group, plain, "x" * 100_000)},  # oversized text
            {"message": located},  # no text at all
            {
                "message": {
                    **fake.person_message(group, plain, "@someone_else hi"),
                    "entities": [{"type": "mention", "offset": 0, "length": 13}],
                }
            },
            {
                "message": {
                    **fake.person_message(plain, plain, "I am a bot"),
                    "from": {"id": 555, "is_bot": True, "first_name": "OtherBot"},
                }
            },
            {
                "message": {
                    **fake.person_message(group, plain, "/agent@other_bot list"),
                    "entities": [{"type": "bot_command", "offset": 0, "length": 16}],
                }
            },
            {
                "callback_query": {
                    "id": fake.next_callback_id(),
                    "from": person,
                    "chat_instance": "ci",
                    "data": "no-separator" * 5,
                    "message": fake.person_message(plain, plain, "old"),
                }
            },
            {
                "message_reaction": {
                    "chat": fake.chat(group),
                    "message_id": 1,
                    "date": 0,
                    "actor_chat": fake.chat(group),
                    "old_reaction": [],
                    "new_reaction": [{"type": "emoji", "emoji": "👍"}],
                }
            },
            {
                "message_reaction": {
                    "chat": fake.chat(group),
                    "message_id": 1,
                    "date": 0,
                    "user": person,
                    "old_reaction": [],
                    "new_reaction": [
                        {"type": "custom_emoji", "custom_emoji_id": "5368324170671202286"}
                    ],
                }
            },
        ]
        for update in updates:
            await fake.push(update)
        if self.adapter.webhook:
            for body in (
                b"{not json",
                b"[1, 2, 3]",
                b'{"update_id": "x", "message": 5}',
                b'{"message": {"text": "no ids"}}',
                b"{" + b" " * 1_200_000 + b"}",
            ):
                await fake.post_raw(body)

    # -- what the bot did ------------------------------------------------------

    def messages(self, channel: str = "") -> list[BotMessage]:
        if not channel:
            channel = self.channel
        elif channel.startswith("dm:"):
            channel = channel[3:]
        held = [m for (chat, _), m in self.fake.bot_messages.items() if str(chat) == channel]
        return sorted(held, key=lambda m: _split(m.message_id)[1])

    def user_message_deleted(self, message_id: str) -> bool:
        key = _split(message_id)
        return key in self.fake.deleted and key not in self.fake.bot_messages

    def outbound_bodies(self) -> bytes:
        return b"\n".join(self.fake.bodies)


@contextlib.asynccontextmanager
async def running(
    chat: ChatService, settings: Settings, *, webhook: bool = False
) -> AsyncIterator[TelegramDriver]:
    """The fake Bot API, the adapter on it (polling, or ``webhook``), and a driver."""
    fake = FakeTelegram()
    await fake.start()
    update: dict[str, Any] = {
        "telegram_token": SecretStr(fake.token),
        "telegram_api_url": fake.url,
        "telegram_webhook": webhook,
    }
    sock: socket.socket | None = None
    if webhook:
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        update |= {
            "telegram_webhook_secret": SecretStr(WEBHOOK_SECRET),
            "public_url": f"http://127.0.0.1:{sock.getsockname()[1]}",
        }
    adapter = TelegramAdapter(chat, settings.model_copy(update=update), poll_timeout_s=1)
    server: uvicorn.Server | None = None
    serving = None
    try:
        if sock is not None:
            app = FastAPI()
            router = adapter.routes()
            assert router is not None
            app.include_router(router)
            config = uvicorn.Config(app, lifespan="off", ws="none", log_level="warning")
            server = uvicorn.Server(config)
            serving = asyncio.create_task(server.serve(sockets=[sock]))
            await eventually(lambda: server.started)
        await adapter.start()
        yield TelegramDriver(fake, adapter)
    finally:
        await adapter.stop()
        if server is not None and serving is not None:
            server.should_exit = True
            await serving
        if sock is not None:
            sock.close()
        await fake.close()
