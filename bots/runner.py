"""The chat adapters a deployment configured, started and stopped together.

``strop bots`` runs them alone; ``strop serve`` runs them inside the HTTP
service and mounts their endpoints (Slack events, Telegram webhook, Discord
interactions). A platform is on when its token is set.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
from typing import TYPE_CHECKING

from core.conversation import ChatService
from core.errors import ConfigurationError
from core.evolution.announce import post_pending_evolutions
from core.services import Services
from core.settings import Settings
from core.system_runs import post_system_cards

if TYPE_CHECKING:
    from fastapi import APIRouter

    from bots.base import Adapter
    from jobs.queue import JobQueue

__all__ = ["BotSet", "configured_adapters"]

logger = logging.getLogger(__name__)

EXPIRY_SWEEP_S = 60.0

# platform -> (module, class, the setting that turns it on)
_ADAPTERS = {
    "slack": ("bots.slack", "SlackAdapter", "slack_bot_token"),
    "discord": ("bots.discord", "DiscordAdapter", "discord_token"),
    "telegram": ("bots.telegram", "TelegramAdapter", "telegram_token"),
}


def _check(settings: Settings) -> None:
    if settings.slack_bot_token and not (settings.slack_signing_secret or settings.slack_app_token):
        raise ConfigurationError(
            "STROP_SLACK_BOT_TOKEN is set but neither STROP_SLACK_SIGNING_SECRET (HTTP events) "
            "nor STROP_SLACK_APP_TOKEN (Socket Mode) is"
        )
    if settings.telegram_webhook and not settings.telegram_webhook_secret:
        raise ConfigurationError(
            "STROP_TELEGRAM_WEBHOOK is on but STROP_TELEGRAM_WEBHOOK_SECRET is not set; "
            "Telegram's requests could not be authenticated"
        )


def configured_adapters(chat: ChatService, settings: Settings) -> list[Adapter]:
    """An adapter for every platform whose token is set."""
    _check(settings)
    adapters: list[Adapter] = []
    for module_name, class_name, setting in _ADAPTERS.values():
        if getattr(settings, setting) is None:
            continue
        module = importlib.import_module(module_name)
        adapters.append(getattr(module, class_name)(chat, settings))
    return adapters


class BotSet:
    """The configured adapters sharing one ``ChatService``."""

    def __init__(self, services: Services, *, queue: JobQueue | None = None) -> None:
        self.chat = ChatService(services, queue=queue)
        self.adapters = configured_adapters(self.chat, services.settings)
        self._sweeper: asyncio.Task[None] | None = None

    @property
    def platforms(self) -> list[str]:
        return [a.platform for a in self.adapters]

    def routes(self) -> list[APIRouter]:
        return [r for a in self.adapters if (r := a.routes()) is not None]

    async def start(self) -> None:
        started: list[Adapter] = []
        try:
            for adapter in self.adapters:
                await adapter.start()
                started.append(adapter)
        except BaseException:
            for adapter in reversed(started):
                await adapter.stop()
            raise
        self._sweeper = asyncio.create_task(self._sweep(), name="strop-help-expiry")

    async def _sweep(self) -> None:
        # Also posts alerts and evolution messages (hypotheses, outcomes) that processes
        # without a chat connection (workers) left for the admin channel.
        services = self.chat.services
        while True:
            try:
                await self.chat.expire_help_requests()
                await self.chat.post_alerts()
            except Exception:
                logger.exception("expiring help requests failed; trying again later")
            try:
                await post_pending_evolutions(services.db, services.settings, self.chat.surfaces)
            except Exception:
                logger.exception("posting evolutions to the admin channel failed; trying later")
            try:  # approvals and reviews strop itself asks for (architecture, loop health)
                await post_system_cards(services, self.chat.surfaces)
            except Exception:
                logger.exception("posting system cards to the admin channel failed; trying later")
            await asyncio.sleep(EXPIRY_SWEEP_S)

    async def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
            self._sweeper = None
        for adapter in reversed(self.adapters):
            await adapter.stop()
