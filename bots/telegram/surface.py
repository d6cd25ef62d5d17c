"""The Telegram ``ChatSurface``: core's post/edit/delete become Bot API calls.

Telegram numbers messages per chat, so a bare message id names different messages
in different chats. Every message id strop sees is therefore ``"CHAT_ID:MESSAGE_ID"``
(``message_ref_id``), unique across chats, the same form for the bot's messages and
people's; core stores it (a run's reply message) and hands it back unchanged.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from telegram import Bot, ForceReply, InlineKeyboardButton, InlineKeyboardMarkup
from telegram import Message as TgMessage
from telegram.error import BadRequest, RetryAfter

from core.chat import Button, Capabilities, Card, Conversation, Form, MessageRef
from core.errors import ConfigurationError

__all__ = ["CALLBACK_DATA_MAX_BYTES", "TelegramSurface", "callback_data", "message_ref_id"]

log = logging.getLogger(__name__)

MAX_MESSAGE_CHARS = 4096
CALLBACK_DATA_MAX_BYTES = 64
# Telegram refuses empty messages; an answer that is still empty shows this.
_PLACEHOLDER = "…"
# Flood control answers "retry after N s"; wait that long once, at most this long.
_MAX_RETRY_WAIT_S = 30.0

T = TypeVar("T")


def message_ref_id(chat_id: int | str, message_id: int | str) -> str:
    """The id strop uses for Telegram message ``message_id`` in chat ``chat_id``."""
    return f"{chat_id}:{message_id}"


def _message_id(ref: MessageRef) -> int:
    # "CHAT:MESSAGE" as made by message_ref_id; the chat comes from ref.conversation.
    return int(ref.message_id.rpartition(":")[2])


def callback_data(button: Button) -> str:
    """What a click on ``button`` sends back: ``"action_id|value"`` (at most 64 bytes)."""
    data = f"{button.action_id}|{button.value}"
    if len(data.encode()) > CALLBACK_DATA_MAX_BYTES:
        raise ValueError(
            f"button {button.action_id!r}: callback data is "
            f"{len(data.encode())} bytes, Telegram allows {CALLBACK_DATA_MAX_BYTES}"
        )
    return data


def _keyboard(buttons: Sequence[Button]) -> InlineKeyboardMarkup:
    keys = [InlineKeyboardButton(b.label, callback_data=callback_data(b)) for b in buttons]
    # Up to three short choices fit on one row; more go one per row so labels stay readable.
    rows = [keys] if len(keys) <= 3 else [[k] for k in keys]
    return InlineKeyboardMarkup(rows)


def _fit(text: str) -> str:
    return text[:MAX_MESSAGE_CHARS] if text.strip() else _PLACEHOLDER


class TelegramSurface:
    """Posts, edits and deletes through a ``telegram.Bot`` (plain text, no parse mode)."""

    capabilities = Capabilities(
        max_message_chars=MAX_MESSAGE_CHARS,
        can_edit=True,
        can_delete=True,
        buttons=True,
        modals=False,
        reactions=True,
        threads=False,
        # Sent without a parse mode: model output is not valid Telegram MarkdownV2.
        markdown=False,
        # Telegram user ids cannot be mentioned by id in plain text.
        mention="user {user}",
    )

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    async def _call(self, call: Callable[[], Awaitable[T]]) -> T:
        try:
            return await call()
        except RetryAfter as exc:
            # The public ``retry_after`` warns about its coming type change; PTB itself
            # reads the timedelta underneath.
            seconds = exc._retry_after.total_seconds()
            log.warning("telegram flood control: retrying in %.1f s", seconds)
            await asyncio.sleep(min(seconds, _MAX_RETRY_WAIT_S))
            return await call()

    async def post(
        self,
        conversation: Conversation,
        text: str,
        *,
        card: Card | None = None,
        prompt: bool = False,
    ) -> MessageRef:
        markup: InlineKeyboardMarkup | ForceReply | None = None
        if card is not None:
            # As on Slack, a card's title and body are the message; ``text`` is the fallback.
            text = "\n\n".join(p for p in (card.title, card.body) if p) or text
            if card.buttons:
                markup = _keyboard(card.buttons)
        elif prompt:
            markup = ForceReply(selective=True)
        topic = int(conversation.thread) if conversation.thread else None
        sent: TgMessage = await self._call(
            lambda: self.bot.send_message(
                chat_id=int(conversation.channel),
                text=_fit(text),
                reply_markup=markup,
                message_thread_id=topic,
            )
        )
        return MessageRef(conversation, message_ref_id(sent.chat_id, sent.message_id))

    async def edit(self, ref: MessageRef, text: str) -> None:
        try:
            await self._call(
                lambda: self.bot.edit_message_text(
                    _fit(text),
                    chat_id=int(ref.conversation.channel),
                    message_id=_message_id(ref),
                )
            )
        except BadRequest as exc:
            # A throttled stream may send the text already shown; Telegram refuses that.
            if "not modified" not in exc.message.lower():
                raise

    async def delete(self, ref: MessageRef) -> None:
        try:
            await self.bot.delete_message(
                chat_id=int(ref.conversation.channel), message_id=_message_id(ref)
            )
        except BadRequest as exc:
            if "not found" not in exc.message.lower():
                raise
            log.info("telegram: message to delete was already gone")

    async def open_form(
        self, conversation: Conversation, user: str, form: Form, *, trigger: Any = None
    ) -> None:
        # capabilities.modals is False, so core asks in the private chat with
        # post(prompt=True) instead; a caller that ignores the flag gets told so.
        raise ConfigurationError(
            "Telegram has no modal forms: ask with post(prompt=True) in the private chat"
        )

    async def direct(self, user: str, workspace: str = "") -> Conversation:
        # The private chat with a person has the person's user id as its chat id. Its
        # workspace is "", as on the private chat's own messages, so both name the same
        # conversation; Telegram needs no workspace to reach a person.
        return Conversation(platform="telegram", channel=user, is_direct=True)
