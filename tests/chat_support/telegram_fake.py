"""A fake Telegram Bot API server on 127.0.0.1 for python-telegram-bot.

It answers ``/bot{token}/{method}`` like api.telegram.org (the ``ok``/``result``
envelope, ``Bad Request: ...`` errors for empty, too long and unmodified texts and
oversized callback data), numbers messages per chat as Telegram does, keeps every
message's current text and buttons, and delivers updates by long-polled
``getUpdates`` or, once ``setWebhook`` was called, by POSTing them to the webhook
with the secret token header. Like Telegram, it delivers only the update types the
bot asked for in ``allowed_updates`` (reactions are off unless named).
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import itertools
import json
import time
from collections import defaultdict
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qsl

from aiohttp import ClientSession, web

from chat_support.driver import BotMessage

__all__ = ["FakeTelegram"]

_NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply "
    "markup are exactly the same as a current content and reply markup of the message"
)
# Telegram's default when a bot never named its update types.
_OFF_BY_DEFAULT = {"chat_member", "message_reaction", "message_reaction_count"}
_UPDATE_TYPES = {
    "message",
    "edited_message",
    "channel_post",
    "edited_channel_post",
    "callback_query",
    "message_reaction",
    "message_reaction_count",
    "inline_query",
    "chat_member",
    "my_chat_member",
    "poll",
}
# Parameters PTB sends as JSON text inside the form.
_JSON_PARAMS = {"reply_markup", "allowed_updates", "reply_parameters", "link_preview_options"}


class _ApiError(Exception):
    def __init__(self, code: int, description: str) -> None:
        super().__init__(description)
        self.code, self.description = code, description


class FakeTelegram:
    """One bot, two people (an administrator and a member) and one supergroup."""

    token = "123456:TEST-telegram-token"
    bot_id = 900
    bot_username = "strop_test_bot"
    admin_id = 101
    plain_id = 102
    group_id = -1001234567890

    def __init__(self, *, poll_cap_s: float = 1.0) -> None:
        self.poll_cap_s = poll_cap_s
        self.users: dict[int, dict[str, Any]] = {
            self.admin_id: {"id": self.admin_id, "is_bot": False, "first_name": "Ada"},
            self.plain_id: {"id": self.plain_id, "is_bot": False, "first_name": "Bob"},
        }
        self.bot_user = {
            "id": self.bot_id,
            "is_bot": True,
            "first_name": "strop",
            "username": self.bot_username,
        }
        self.members = {self.admin_id: "administrator", self.plain_id: "member"}
        self.url = ""
        # Every message (people's and the bot's) as Telegram would send it, by (chat, id).
        self.raw: dict[tuple[int, int], dict[str, Any]] = {}
        self.bot_messages: dict[tuple[int, int], BotMessage] = {}
        self.deleted: set[tuple[int, int]] = set()
        self.reactions: dict[tuple[int, int, int], list[str]] = {}
        self.callback_answers: list[str] = []
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.bodies: list[bytes] = []
        self.webhook: dict[str, Any] | None = None
        self.webhook_statuses: list[int] = []
        self.allowed_updates: set[str] | None = None
        self._updates: list[dict[str, Any]] = []
        self._update_ids = itertools.count(1)
        self._query_ids = itertools.count(1)
        self._message_ids: dict[int, Iterator[int]] = defaultdict(lambda: itertools.count(1))
        self._new_update = asyncio.Condition()
        self._deliver_lock = asyncio.Lock()
        self._runner: web.AppRunner | None = None
        self._client: ClientSession | None = None

    # -- server ----------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(client_max_size=10_000_000)
        app.router.add_post("/bot{token}/{method}", self._api)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{port}"
        self._client = ClientSession()

    async def close(self) -> None:
        if self._client is not None:
            await self._client.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _api(self, request: web.Request) -> web.Response:
        body = await request.read()
        self.bodies.append(body)
        if request.match_info["token"] != self.token:
            return _error(401, "Unauthorized")
        method = request.match_info["method"]
        params: dict[str, Any] = dict(parse_qsl(body.decode(), keep_blank_values=True))
        for key in _JSON_PARAMS & params.keys():
            params[key] = json.loads(params[key])
        self.calls.append((method, params))
        handler = getattr(self, f"_m_{method}", None)
        if handler is None:
            return _error(404, "Not Found")
        try:
            result = await handler(params)
        except _ApiError as exc:
            return _error(exc.code, exc.description)
        return web.json_response({"ok": True, "result": result})

    # -- Bot API methods -------------------------------------------------------

    async def _m_getMe(self, p: dict[str, Any]) -> Any:
        return {
            **self.bot_user,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
        }

    async def _m_deleteWebhook(self, p: dict[str, Any]) -> Any:
        self.webhook = None
        return True

    async def _m_setWebhook(self, p: dict[str, Any]) -> Any:
        self.webhook = {"url": p["url"], "secret_token": p.get("secret_token", "")}
        self._set_allowed(p.get("allowed_updates"))
        return True

    async def _m_getUpdates(self, p: dict[str, Any]) -> Any:
        if self.webhook is not None:
            raise _ApiError(
                409,
                "Conflict: can't use getUpdates method while webhook is active; "
                "use deleteWebhook to delete the webhook first",
            )
        self._set_allowed(p.get("allowed_updates"))
        offset = int(p.get("offset") or 0)
        if offset:  # confirmed updates are forgotten
            self._updates = [u for u in self._updates if u["update_id"] >= offset]
        timeout = min(float(p.get("timeout") or 0), self.poll_cap_s)
        async with self._new_update:
            if not self._updates and timeout > 0:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._new_update.wait(), timeout)
        return self._updates[: int(p.get("limit") or 100)]

    async def _m_sendMessage(self, p: dict[str, Any]) -> Any:
        chat_id = int(p["chat_id"])
        text = p.get("text", "")
        if not text.strip():
            raise _ApiError(400, "Bad Request: message text is empty")
        if len(text) > 4096:
            raise _ApiError(400, "Bad Request: message is too long")
        markup = p.get("reply_markup") or {}
        keyboard = markup.get("inline_keyboard", [])
        for row in keyboard:
            for key in row:
                if len(key.get("callback_data", "").encode()) > 64:
                    raise _ApiError(400, "Bad Request: BUTTON_DATA_INVALID")
        message = self._new_message(chat_id, self.bot_user, text)
        if p.get("message_thread_id"):
            message["message_thread_id"] = int(p["message_thread_id"])
            message["is_topic_message"] = True
        if keyboard:
            message["reply_markup"] = {"inline_keyboard": keyboard}
        key = (chat_id, message["message_id"])
        self.bot_messages[key] = BotMessage(
            message_id=f"{chat_id}:{message['message_id']}",
            channel=str(chat_id),
            text=text,
            thread=str(p.get("message_thread_id") or ""),
            buttons=_buttons(keyboard),
            prompt="force_reply" in markup,
            posted_at=time.monotonic(),
        )
        return message

    async def _m_editMessageText(self, p: dict[str, Any]) -> Any:
        key = (int(p["chat_id"]), int(p["message_id"]))
        held = self.bot_messages.get(key)
        if held is None or key in self.deleted:
            raise _ApiError(400, "Bad Request: message to edit not found")
        text = p.get("text", "")
        if not text.strip():
            raise _ApiError(400, "Bad Request: message text is empty")
        if len(text) > 4096:
            raise _ApiError(400, "Bad Request: MESSAGE_TOO_LONG")
        keyboard = (p.get("reply_markup") or {}).get("inline_keyboard", [])
        message = self.raw[key]
        if text == message["text"] and keyboard == message.get("reply_markup", {}).get(
            "inline_keyboard", []
        ):
            raise _ApiError(400, _NOT_MODIFIED)
        # Like Telegram, an edit without reply_markup drops the inline keyboard.
        message["text"], message["edit_date"] = text, int(time.time())
        message.pop("reply_markup", None)
        if keyboard:
            message["reply_markup"] = {"inline_keyboard": keyboard}
        held.text, held.buttons, held.edits = text, _buttons(keyboard), held.edits + 1
        return message

    async def _m_deleteMessage(self, p: dict[str, Any]) -> Any:
        key = (int(p["chat_id"]), int(p["message_id"]))
        if key not in self.raw or key in self.deleted:
            raise _ApiError(400, "Bad Request: message to delete not found")
        self.deleted.add(key)
        if key in self.bot_messages:
            self.bot_messages[key].deleted = True
        return True

    async def _m_answerCallbackQuery(self, p: dict[str, Any]) -> Any:
        self.callback_answers.append(p["callback_query_id"])
        return True

    async def _m_getChatMember(self, p: dict[str, Any]) -> Any:
        chat_id, user_id = int(p["chat_id"]), int(p["user_id"])
        if user_id not in self.users or chat_id not in (self.group_id, user_id):
            raise _ApiError(400, "Bad Request: user not found")
        status = self.members[user_id] if chat_id == self.group_id else "member"
        member: dict[str, Any] = {"status": status, "user": self.users[user_id]}
        if status == "administrator":
            member |= {"can_be_edited": False, "is_anonymous": False}
            member |= dict.fromkeys(
                (
                    "can_manage_chat",
                    "can_delete_messages",
                    "can_manage_video_chats",
                    "can_restrict_members",
                    "can_promote_members",
                    "can_change_info",
                    "can_invite_users",
                    "can_post_stories",
                    "can_edit_stories",
                    "can_delete_stories",
                ),
                True,
            )
        return member

    # -- people's side ---------------------------------------------------------

    def chat(self, chat_id: int) -> dict[str, Any]:
        if chat_id == self.group_id:
            return {"id": chat_id, "type": "supergroup", "title": "strop test group"}
        return {"id": chat_id, "type": "private", "first_name": self.users[chat_id]["first_name"]}

    def _new_message(self, chat_id: int, sender: dict[str, Any], text: str) -> dict[str, Any]:
        if chat_id != self.group_id and chat_id not in self.users:
            raise _ApiError(400, "Bad Request: chat not found")
        message_id = next(self._message_ids[chat_id])
        message: dict[str, Any] = {
            "message_id": message_id,
            "date": int(time.time()),
            "chat": self.chat(chat_id),
            "from": sender,
            "text": text,
        }
        self.raw[(chat_id, message_id)] = message
        return message

    def person_message(self, chat_id: int, user_id: int, text: str, **extra: Any) -> dict[str, Any]:
        """A message a person sends (stored, so later replies and deletes can name it)."""
        message = self._new_message(chat_id, self.users[user_id], text)
        message.update(extra)
        return message

    def next_callback_id(self) -> str:
        return f"cbq-{next(self._query_ids)}"

    def _set_allowed(self, allowed: list[str] | None) -> None:
        if allowed is not None:
            self.allowed_updates = set(allowed) if allowed else None

    def _wanted(self, update: dict[str, Any]) -> bool:
        kind = next((k for k in update if k != "update_id"), "")
        if kind not in _UPDATE_TYPES:
            return True  # a type newer than this fake: delivered, the bot must cope
        if self.allowed_updates is None:
            return kind not in _OFF_BY_DEFAULT
        return kind in self.allowed_updates

    async def push(self, update: dict[str, Any]) -> int:
        """Deliver ``update`` (given a fresh update id); returns the update id, or 0 when
        the bot did not ask for this type of update."""
        if not self._wanted(update):
            return 0
        update = {"update_id": next(self._update_ids), **update}
        if self.webhook is not None:
            await self._post_webhook(json.dumps(update).encode())
            return int(update["update_id"])
        async with self._new_update:
            self._updates.append(update)
            self._new_update.notify_all()
        return int(update["update_id"])

    async def _post_webhook(self, body: bytes, *, secret: str | None = None) -> int:
        assert self.webhook is not None and self._client is not None
        headers = {"Content-Type": "application/json"}
        token = self.webhook["secret_token"] if secret is None else secret
        if token:
            headers["X-Telegram-Bot-Api-Secret-Token"] = token
        async with (
            self._deliver_lock,
            self._client.post(
                self.webhook["url"], data=io.BytesIO(body), headers=headers
            ) as response,
        ):
            self.webhook_statuses.append(response.status)
            return response.status

    async def post_raw(self, body: bytes, *, secret: str | None = None) -> int:
        """POST ``body`` to the registered webhook (``secret``: another header value;
        ``""`` leaves the header out)."""
        return await self._post_webhook(body, secret=secret)


def _error(code: int, description: str) -> web.Response:
    return web.json_response(
        {"ok": False, "error_code": code, "description": description}, status=code
    )


def _buttons(keyboard: list[list[dict[str, Any]]]) -> list[tuple[str, str, str]]:
    out = []
    for row in keyboard:
        for key in row:
            action_id, _, value = key.get("callback_data", "").partition("|")
            out.append((action_id, key["text"], value))
    return out
