"""The Slack adapter: slack-bolt ``AsyncApp`` in Socket Mode or behind ``/slack/events``.

Every listener acknowledges Slack at once and hands the converted event to
``ChatService.handle`` in a task of its own, so a long agent turn never holds
up Bolt (Slack retries anything not acknowledged within 3 seconds).
"""

from __future__ import annotations

import asyncio
import logging
import re
import traceback
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any

from slack_bolt.adapter.fastapi.async_handler import AsyncSlackRequestHandler
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from slack_bolt.async_app import AsyncApp, AsyncBoltContext
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_async_handlers import AsyncRateLimitErrorRetryHandler
from slack_sdk.web.async_client import AsyncWebClient

from bots.slack import events
from bots.slack.admins import WorkspaceAdmins
from bots.slack.blocks import FORM_CALLBACK_ID, OPEN_FORM_ACTION
from bots.slack.middleware import DropUnusable
from bots.slack.routes import events_router
from bots.slack.surface import SlackSurface
from core.chat import ChatSurface, InboundEvent
from core.errors import ConfigurationError

if TYPE_CHECKING:
    from fastapi import APIRouter

    from core.conversation import ChatService
    from core.settings import Settings

__all__ = ["SlackAdapter"]

log = logging.getLogger(__name__)

Ack = Callable[..., Awaitable[Any]]


class SlackAdapter:
    """Slack for ``ChatService``: Socket Mode when ``slack_app_token`` is set, else HTTP."""

    platform = "slack"
    # How long ``stop`` lets turns in flight finish before cancelling them.
    stop_grace_s = 5.0

    def __init__(self, chat: ChatService, settings: Settings) -> None:
        if settings.slack_bot_token is None:
            raise ConfigurationError("set STROP_SLACK_BOT_TOKEN (xoxb-...) to connect Slack")
        app_token = settings.slack_app_token
        secret = settings.slack_signing_secret
        if app_token is None and secret is None:
            raise ConfigurationError(
                "set STROP_SLACK_SIGNING_SECRET (HTTP events) or STROP_SLACK_APP_TOKEN "
                "(Socket Mode) to receive Slack events"
            )
        self.chat = chat
        self._app_token = app_token.get_secret_value() if app_token is not None else None
        self._signing_secret = secret.get_secret_value() if secret is not None else ""
        self._max_body_bytes = settings.api_max_body_bytes
        base_url = (settings.slack_api_url or AsyncWebClient.BASE_URL).rstrip("/") + "/"
        self.client = AsyncWebClient(
            token=settings.slack_bot_token.get_secret_value(), base_url=base_url
        )
        self.client.retry_handlers.append(AsyncRateLimitErrorRetryHandler(max_retry_count=2))
        self.slack_surface = SlackSurface(self.client)
        self.surface: ChatSurface = self.slack_surface
        self.admins = WorkspaceAdmins(self.client)
        self.app = AsyncApp(
            name="strop",
            client=self.client,
            # Socket Mode requests are not signed (Bolt skips the check) and no route exists.
            signing_secret=self._signing_secret or "unused-in-socket-mode",
        )
        self.bot_user_id = ""
        self._socket: AsyncSocketModeHandler | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._started = False
        self._register()

    @property
    def socket_mode(self) -> bool:
        return self._app_token is not None

    async def start(self) -> None:
        if self._started:
            return
        try:
            auth = await self.client.auth_test()
        except SlackApiError as exc:
            raise ConfigurationError(
                f"Slack refused STROP_SLACK_BOT_TOKEN: {exc.response.get('error')}"
            ) from None
        self.bot_user_id = str(auth.get("user_id") or "")
        if self._app_token is not None:
            # slack_sdk logs each Socket Mode frame at DEBUG, form values included.
            quiet = logging.getLogger(f"{__name__}.socket_mode")
            quiet.setLevel(max(quiet.getEffectiveLevel(), logging.INFO))
            self._socket = AsyncSocketModeHandler(self.app, app_token=self._app_token, logger=quiet)
            await self._socket.connect_async()  # type: ignore[no-untyped-call]
        self.chat.attach(self.platform, self.surface)
        self._started = True

    async def stop(self) -> None:
        socket, self._socket = self._socket, None
        if socket is not None:
            await socket.close_async()  # type: ignore[no-untyped-call]
        tasks = list(self._tasks)
        if tasks:
            _, pending = await asyncio.wait(tasks, timeout=self.stop_grace_s)
            for task in pending:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        self._started = False

    def routes(self) -> APIRouter | None:
        if self.socket_mode:
            return None
        return events_router(
            AsyncSlackRequestHandler(self.app),
            self._signing_secret,
            max_body_bytes=self._max_body_bytes,
        )

    # -- dispatch ---------------------------------------------------------------

    def _bot(self, context: AsyncBoltContext) -> str:
        # Bolt's authorization learns the bot's user id too, should events beat start().
        return context.bot_user_id or self.bot_user_id

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _handle(self, event: InboundEvent) -> None:
        try:
            await self.chat.handle(event, self.surface)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            # The exception text may quote what a person typed (a form's values): frames only.
            log.error(
                "slack: handling %s %s failed: %s\n%s",
                event.kind,
                event.event_id,
                type(exc).__name__,
                "".join(traceback.format_tb(exc.__traceback__)),
            )

    def _deliver(self, event: InboundEvent | None, what: str) -> None:
        if event is None:
            log.debug("slack: ignored %s", what)
            return
        self._spawn(self._handle(event))

    async def _command(self, body: dict[str, Any]) -> None:
        user = body.get("user_id")
        admin = await self.admins.is_admin(user) if isinstance(user, str) and user else False
        event = events.command(body, is_admin=admin)
        if event is None:
            log.info("slack: ignored a malformed slash command")
            return
        await self._handle(event)

    async def _open_pending_form(self, body: dict[str, Any]) -> None:
        actions = body.get("actions") or [{}]
        key, trigger = actions[0].get("value"), body.get("trigger_id")
        try:
            if not (isinstance(key, str) and isinstance(trigger, str)):
                return
            if not await self.slack_surface.open_pending_form(key, trigger):
                log.info("slack: an expired form button was clicked")
        except SlackApiError as exc:
            log.warning("slack: views.open failed: %s", exc.response.get("error"))

    def _register(self) -> None:
        app = self.app
        app.use(DropUnusable())

        @app.event("app_mention")
        async def on_mention(body: dict[str, Any], context: AsyncBoltContext) -> None:
            event = events.mention(body, bot_user_id=self._bot(context))
            self._deliver(event, "app_mention")

        @app.event("message")
        async def on_message(body: dict[str, Any], context: AsyncBoltContext) -> None:
            self._deliver(events.message(body, bot_user_id=self._bot(context)), "message")

        @app.event("reaction_added")
        async def on_reaction_added(body: dict[str, Any], context: AsyncBoltContext) -> None:
            event = events.reaction(body, bot_user_id=self._bot(context), added=True)
            self._deliver(event, "reaction")

        @app.event("reaction_removed")
        async def on_reaction_removed(body: dict[str, Any], context: AsyncBoltContext) -> None:
            event = events.reaction(body, bot_user_id=self._bot(context), added=False)
            self._deliver(event, "reaction")

        @app.event(re.compile(".*"))
        async def on_other_event(body: dict[str, Any]) -> None:
            # Acknowledged, so Slack does not retry events strop has no use for.
            log.debug("slack: ignored event %s", body.get("event", {}).get("type"))

        @app.command(re.compile("^/"))
        async def on_command(ack: Ack, body: dict[str, Any]) -> None:
            await ack()
            channel, url = body.get("channel_id"), body.get("response_url")
            if isinstance(channel, str) and isinstance(url, str) and url:
                self.slack_surface.remember_response_url(channel, url)
            self._spawn(self._command(body))

        @app.action(OPEN_FORM_ACTION)
        async def on_open_form(ack: Ack, body: dict[str, Any]) -> None:
            await ack()
            self._spawn(self._open_pending_form(body))

        @app.action(re.compile(".*"))
        async def on_action(ack: Ack, body: dict[str, Any]) -> None:
            await ack()
            self._deliver(events.button_action(body), "block action")

        @app.view(FORM_CALLBACK_ID)
        async def on_form(ack: Ack, body: dict[str, Any]) -> None:
            await ack()  # closes the modal; core answers in the conversation
            self._deliver(events.form_submit(body), "view submission")
