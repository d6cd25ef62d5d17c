"""The Telegram adapter: python-telegram-bot updates in, ``ChatService`` events out.

Polling (the default) long-polls ``getUpdates`` in the background; webhook mode
(``STROP_TELEGRAM_WEBHOOK=true``) registers ``{public_url}/telegram/webhook`` with
Telegram and serves it through ``routes()``, checking Telegram's secret token on
every request. Each event is handled in a task of its own, so a slow agent turn
never holds up other updates.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import re
import time
from collections.abc import Coroutine, Sequence
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, Request, Response
from telegram import Chat, Update
from telegram import Message as TgMessage
from telegram.constants import ChatMemberStatus, ChatType, UpdateType
from telegram.error import InvalidToken, TelegramError
from telegram.ext import (
    Application,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    MessageReactionHandler,
    filters,
)

from bots.telegram.events import (
    button_event,
    command_event,
    message_event,
    parse_command,
    reaction_events,
)
from bots.telegram.surface import TelegramSurface
from core.chat import InboundEvent
from core.errors import ConfigurationError

if TYPE_CHECKING:
    from core.conversation import ChatService
    from core.settings import Settings

__all__ = ["ALLOWED_UPDATES", "COMMANDS", "WEBHOOK_PATH", "TelegramAdapter"]

log = logging.getLogger(__name__)

WEBHOOK_PATH = "/telegram/webhook"
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
# Reactions are delivered only when asked for by name.
ALLOWED_UPDATES = [
    UpdateType.MESSAGE,
    UpdateType.EDITED_MESSAGE,
    UpdateType.CALLBACK_QUERY,
    UpdateType.MESSAGE_REACTION,
]
# The commands core answers. "/start" is what Telegram clients send when a person
# first opens the bot; it is delivered to core as "/help".
COMMANDS = (
    "agent",
    "guardrail",
    "runs",
    "improve",
    "strop",
    "good",
    "bad",
    "trace",
    "dashboard",
    "help",
    "start",
)
# Telegram's own rule for secret tokens.
_SECRET_RE = re.compile(r"[A-Za-z0-9_-]{1,256}")
# A real update is a few KB; anything near this is not one.
_MAX_WEBHOOK_BODY = 1_000_000
_ADMIN_CACHE_S = 60.0


class _HideToken(logging.Filter):
    """httpx logs every request URL at INFO, and Bot API URLs contain the bot token."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if self.token in text:
            record.msg, record.args = text.replace(self.token, "<telegram-token>"), None
        return True


def _quiet_library_debug() -> None:
    # At DEBUG, python-telegram-bot logs every update and every API call with its
    # parameters, which would put people's messages (secret replies too) in strop's log.
    library = logging.getLogger("telegram")
    if library.level == logging.NOTSET:
        library.setLevel(logging.INFO)


class TelegramAdapter:
    """One bot, connected by long polling or a webhook."""

    platform = "telegram"

    def __init__(
        self,
        chat: ChatService,
        settings: Settings,
        *,
        poll_timeout_s: int = 10,
        stop_grace_s: float = 5.0,
    ) -> None:
        if settings.telegram_token is None:
            raise ConfigurationError("STROP_TELEGRAM_TOKEN is not set (the token from BotFather)")
        self.chat = chat
        self.webhook = settings.telegram_webhook
        self._secret = ""
        if self.webhook:
            secret = settings.telegram_webhook_secret
            if secret is None or not _SECRET_RE.fullmatch(secret.get_secret_value()):
                raise ConfigurationError(
                    "STROP_TELEGRAM_WEBHOOK=true needs STROP_TELEGRAM_WEBHOOK_SECRET: "
                    "1-256 characters from A-Z, a-z, 0-9, _ and -"
                )
            self._secret = secret.get_secret_value()
        self.webhook_url = f"{settings.public_url.rstrip('/')}{WEBHOOK_PATH}"
        self.poll_timeout_s = poll_timeout_s
        self.stop_grace_s = stop_grace_s

        builder = (
            Application.builder()
            .token(settings.telegram_token.get_secret_value())
            .concurrent_updates(True)
        )
        if settings.telegram_api_url:
            base = settings.telegram_api_url.rstrip("/")
            builder = builder.base_url(f"{base}/bot").base_file_url(f"{base}/file/bot")
        if self.webhook:
            builder = builder.updater(None)
        self.app: Application[Any, Any, Any, Any, Any, Any] = builder.build()
        self.surface = TelegramSurface(self.app.bot)
        self._add_handlers()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._admins: dict[tuple[int, int], tuple[float, bool]] = {}
        self._started = False
        self._accepting = False
        self._hide_token = _HideToken(settings.telegram_token.get_secret_value())
        _quiet_library_debug()

    def _add_handlers(self) -> None:
        new = filters.UpdateType.MESSAGE
        self.app.add_handler(CommandHandler(COMMANDS, self._on_command, filters=new))
        self.app.add_handler(MessageHandler(new & filters.COMMAND, self._on_other_command))
        self.app.add_handler(
            MessageHandler(
                filters.UpdateType.MESSAGES & filters.TEXT & ~filters.COMMAND, self._on_message
            )
        )
        self.app.add_handler(MessageReactionHandler(self._on_reaction))
        self.app.add_handler(CallbackQueryHandler(self._on_button))
        self.app.add_error_handler(self._on_error)

    # -- lifecycle -------------------------------------------------------------

    async def start(self) -> None:
        """Log in (``getMe``), attach the surface, then poll or register the webhook."""
        if self._started:
            return
        logging.getLogger("httpx").addFilter(self._hide_token)
        try:
            await self.app.initialize()
        except BaseException as exc:
            logging.getLogger("httpx").removeFilter(self._hide_token)
            # A failed getMe leaves the bot uninitialised, so its shutdown() would skip
            # closing the HTTP connection the call opened.
            await self.app.bot.request.shutdown()
            if isinstance(exc, InvalidToken):
                raise ConfigurationError("STROP_TELEGRAM_TOKEN was refused by Telegram") from exc
            raise
        self._started = True
        self.chat.attach(self.platform, self.surface)
        try:
            await self.app.start()
            self._accepting = True
            if self.webhook:
                await self.app.bot.set_webhook(
                    url=self.webhook_url,
                    secret_token=self._secret,
                    allowed_updates=ALLOWED_UPDATES,
                )
            else:
                assert self.app.updater is not None
                await self.app.updater.start_polling(
                    allowed_updates=ALLOWED_UPDATES, poll_interval=0, timeout=self.poll_timeout_s
                )
        except BaseException:
            await self.stop()  # e.g. Telegram refused the webhook URL (it must be HTTPS)
            raise
        log.info(
            "telegram: connected as @%s (%s)",
            self.app.bot.username,
            "webhook" if self.webhook else "polling",
        )

    async def stop(self) -> None:
        """Stop polling, let running turns finish (``stop_grace_s``), then log out.

        The webhook stays registered: Telegram keeps the updates until strop is back.
        """
        if not self._started:
            return
        self._started = self._accepting = False
        if self.app.updater is not None and self.app.updater.running:
            await self.app.updater.stop()
        if self.app.running:
            await self.app.stop()
        await self._drain()
        await self.app.shutdown()
        logging.getLogger("httpx").removeFilter(self._hide_token)

    async def _drain(self) -> None:
        # A task may spawn another (a webhook update becomes an event), so wait until none is left.
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.stop_grace_s
        while self._tasks:
            remaining = deadline - loop.time()
            if remaining <= 0:
                left = set(self._tasks)
                for task in left:
                    task.cancel()
                await asyncio.gather(*left, return_exceptions=True)
                break
            await asyncio.wait(set(self._tasks), timeout=remaining)

    def _spawn(self, work: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _handle(self, events: Sequence[InboundEvent]) -> None:
        # In order: a changed reaction is a removal, then an addition.
        for event in events:
            try:
                await self.chat.handle(event, self.surface)
            except Exception:
                log.exception("telegram: handling %s %s failed", event.kind, event.event_id)

    # -- webhook ---------------------------------------------------------------

    def routes(self) -> APIRouter | None:
        """``POST /telegram/webhook`` in webhook mode; ``None`` when polling."""
        if not self.webhook:
            return None
        router = APIRouter()

        @router.post(WEBHOOK_PATH, include_in_schema=False)
        async def telegram_webhook(request: Request) -> Response:
            return await self._webhook(request)

        return router

    async def _webhook(self, request: Request) -> Response:
        given = request.headers.get(SECRET_HEADER, "")
        if not hmac.compare_digest(given.encode(), self._secret.encode()):
            reason = "wrong secret token" if given else "no secret token"
            log.warning(
                "telegram webhook: rejected %s %s (%s)", request.method, request.url.path, reason
            )
            return Response(status_code=403)
        if not self._accepting:
            return Response(status_code=503)
        body = bytearray()
        async for chunk in request.stream():
            body += chunk
            if len(body) > _MAX_WEBHOOK_BODY:
                log.warning("telegram webhook: ignored an oversized update")
                return Response(status_code=413)
        try:
            data = json.loads(body)
            if not isinstance(data, dict):
                raise TypeError("not an object")
            update = Update.de_json(data, self.app.bot)
        except Exception as exc:  # any malformed update is dropped, never raised
            log.info("telegram webhook: ignored a malformed update (%s)", type(exc).__name__)
            update = None
        if update is not None:
            self._spawn(self.app.process_update(update))
        # 200 even for junk: anything else makes Telegram deliver it again.
        return Response(status_code=200)

    # -- handlers (return at once; the work runs in tasks) ----------------------

    @property
    def _username(self) -> str:
        return str(self.app.bot.username)

    async def _on_message(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        if message is None:
            return
        event = message_event(update, message, bot_id=self.app.bot.id, username=self._username)
        if event is not None:
            self._spawn(self._handle([event]))

    async def _on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        parsed = parse_command(message, self._username) if message is not None else None
        if message is None or parsed is None:
            return
        name, args = parsed
        self._spawn(self._command(update, message, "help" if name == "start" else name, args))

    async def _on_other_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A command core does not list: answered in private chats and when addressed
        as ``/name@bot``; in groups a bare ``/name`` may be meant for another bot."""
        message = update.effective_message
        parsed = parse_command(message, self._username) if message is not None else None
        if message is None or parsed is None:
            return
        addressed = "@" in (message.text or "").split(maxsplit=1)[0]
        if message.chat.type == ChatType.PRIVATE or addressed:
            self._spawn(self._command(update, message, *parsed))

    async def _command(self, update: Update, message: TgMessage, name: str, args: str) -> None:
        sender = message.from_user
        if sender is None or sender.is_bot:
            return
        is_admin = await self._is_admin(message.chat, sender.id)
        event = command_event(update, message, name, args, is_admin=is_admin)
        if event is not None:
            await self._handle([event])

    async def _on_reaction(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        events = reaction_events(update)
        if events:
            self._spawn(self._handle(events))

    async def _on_button(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None:
            return
        try:  # stops the client's spinner; core's answer arrives as a message
            await query.answer()
        except TelegramError as exc:
            log.info("telegram: answering a button click failed (%s)", type(exc).__name__)
        event = button_event(update)
        if event is None:
            log.info("telegram: ignored a button click with unknown data")
            return
        self._spawn(self._handle([event]))

    async def _on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        log.warning(
            "telegram: %s while processing an update",
            type(context.error).__name__,
            exc_info=context.error,
        )

    # -- roles -----------------------------------------------------------------

    async def _is_admin(self, chat: Chat, user_id: int) -> bool:
        """The chat's owner or an administrator of a group. A private chat makes nobody an
        administrator: agents are shared, and anyone can open a private chat with the bot."""
        if chat.type == ChatType.PRIVATE:
            return False
        key, now = (chat.id, user_id), time.monotonic()
        cached = self._admins.get(key)
        if cached is not None and cached[0] > now:
            return cached[1]
        try:
            member = await self.app.bot.get_chat_member(chat.id, user_id)
        except TelegramError as exc:
            log.warning("telegram: getChatMember failed (%s)", type(exc).__name__)
            return False
        admin = member.status in (ChatMemberStatus.OWNER, ChatMemberStatus.ADMINISTRATOR)
        if len(self._admins) > 10_000:
            self._admins.clear()
        self._admins[key] = (now + _ADMIN_CACHE_S, admin)
        return admin
