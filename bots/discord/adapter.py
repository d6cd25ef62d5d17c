"""The Discord adapter: a discord.py gateway client plus application commands.

Messages (mentions, DMs, threads), reactions, slash commands, button clicks and
modal submissions become ``core.chat`` events handed to ``ChatService.handle``,
each in a task of its own so a long agent turn never holds up the gateway.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

import discord
import yarl
from discord import app_commands

from bots.discord.commands import build_tree
from bots.discord.convert import (
    PLATFORM,
    interaction_event,
    message_event,
    reaction_event,
)
from bots.discord.replies import InteractionReply
from bots.discord.surface import DiscordSurface, InteractionSurface
from core.errors import ConfigurationError

if TYPE_CHECKING:
    from fastapi import APIRouter

    from core.chat import ChatSurface
    from core.conversation import ChatService
    from core.settings import Settings

__all__ = ["DiscordAdapter", "intents"]

logger = logging.getLogger(__name__)


class _NoGatewayPayloads(logging.Filter):
    """discord.py logs every gateway event whole at DEBUG, modal submissions (secrets)
    included; those records are dropped, the rest of its logging stays."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "WebSocket Event" not in str(record.msg)


_GATEWAY_FILTER = _NoGatewayPayloads()
logging.getLogger("discord.gateway").addFilter(_GATEWAY_FILTER)

# Discord wants a first answer to an interaction within 3 s; core gets this long to
# open a modal (which must be that first answer) before the adapter defers.
ACK_AFTER_S = 1.5
_READY_TIMEOUT_S = 30.0
_STOP_GRACE_S = 5.0
_API_PATH = "/api/v10"


def intents() -> discord.Intents:
    """What strop reads: guild and DM messages (with their content) and reactions.
    Message content is a privileged intent, enabled in the developer portal."""
    wanted = discord.Intents.none()
    wanted.guilds = True
    wanted.guild_messages = True
    wanted.dm_messages = True
    wanted.message_content = True
    wanted.guild_reactions = True
    wanted.dm_reactions = True
    return wanted


class _Client(discord.Client):
    """Forwards gateway events to the adapter."""

    def __init__(self, adapter: DiscordAdapter, **options: Any) -> None:
        # strop uses no voice: no warning that voice libraries are missing.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        super().__init__(
            intents=intents(),
            # An answer never pings @everyone or a role, whatever the model wrote.
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **options,
        )
        self.adapter = adapter
        self.ready = asyncio.Event()

    async def on_ready(self) -> None:
        self.ready.set()

    async def on_message(self, message: discord.Message) -> None:
        self.adapter.on_message(message)

    async def on_raw_reaction_add(self, payload: discord.RawReactionActionEvent) -> None:
        self.adapter.on_reaction(payload)

    async def on_raw_reaction_remove(self, payload: discord.RawReactionActionEvent) -> None:
        self.adapter.on_reaction(payload)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Slash commands reach the adapter through the command tree's callbacks.
        if interaction.type in (
            discord.InteractionType.component,
            discord.InteractionType.modal_submit,
        ):
            self.adapter.on_interaction(interaction)


class DiscordAdapter:
    """Discord through discord.py; HTTP interactions too when a public key is set."""

    platform = PLATFORM

    def __init__(
        self, chat: ChatService, settings: Settings, *, guild_ready_timeout_s: float = 2.0
    ) -> None:
        self.chat = chat
        self.settings = settings
        self.surface = DiscordSurface()
        self.client: discord.Client | None = None
        self.tree: app_commands.CommandTree | None = None
        # discord.py waits this long after the last guild arrives before "ready".
        self.guild_ready_timeout_s = guild_ready_timeout_s
        self._connection: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._saved_urls: tuple[str, yarl.URL] | None = None

    # -- lifecycle -------------------------------------------------------------------

    async def start(self) -> None:
        """Log in, connect to the gateway and return once events flow."""
        if self.client is not None:
            return
        token = self.settings.discord_token
        if token is None or not token.get_secret_value():
            raise ConfigurationError("Discord needs a bot token: set STROP_DISCORD_TOKEN")
        self._point_at_api()
        client = _Client(self, guild_ready_timeout=self.guild_ready_timeout_s)
        self.client = client
        self.tree = build_tree(client, self.on_command)
        self.surface.client = client
        try:
            await self._connect(client, token.get_secret_value())
        except BaseException:
            await self.stop()
            raise
        self.chat.attach(self.platform, self.surface)

    async def _connect(self, client: _Client, token: str) -> None:
        try:
            await client.login(token)
            self._connection = asyncio.create_task(client.connect(reconnect=True))
            ready = asyncio.create_task(client.ready.wait())
            await asyncio.wait(
                {ready, self._connection},
                timeout=_READY_TIMEOUT_S,
                return_when=asyncio.FIRST_COMPLETED,
            )
            if not ready.done():
                ready.cancel()
                if self._connection.done():
                    self._connection.result()  # raises why the gateway closed
                raise TimeoutError(f"Discord gateway not ready within {_READY_TIMEOUT_S:.0f} s")
        except discord.LoginFailure as exc:
            raise ConfigurationError(
                "Discord rejected the bot token in STROP_DISCORD_TOKEN"
            ) from exc
        except discord.PrivilegedIntentsRequired as exc:
            raise ConfigurationError(
                "Discord refused the Message Content intent: enable it under Bot > Privileged "
                "Gateway Intents in the Developer Portal (deploy/setup-discord.md)"
            ) from exc

    async def stop(self) -> None:
        """Finish (or after a grace period cancel) event handling, then disconnect."""
        client, self.client = self.client, None
        if client is None:
            return
        if self._tasks:
            _, pending = await asyncio.wait(set(self._tasks), timeout=_STOP_GRACE_S)
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
        await client.close()
        if self._connection is not None:
            connection, self._connection = self._connection, None
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait({connection}, timeout=_STOP_GRACE_S)
            if not connection.done():
                connection.cancel()
            with contextlib.suppress(BaseException):
                await connection
        self._restore_api()

    def routes(self) -> APIRouter | None:
        """``POST /discord/interactions`` when ``STROP_DISCORD_PUBLIC_KEY`` is set."""
        if not self.settings.discord_public_key:
            return None
        from bots.discord.interactions import interactions_router

        return interactions_router(self, self.settings.discord_public_key)

    async def sync_commands(self, guild_id: int | None = None) -> int:
        """Register the slash commands with Discord (globally, or in one guild, where
        changes show at once); returns how many. Call after ``start``."""
        if self.tree is None:
            raise RuntimeError("start the Discord adapter before syncing commands")
        guild = discord.Object(id=guild_id) if guild_id is not None else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        return len(await self.tree.sync(guild=guild))

    def _point_at_api(self) -> None:
        """Use another REST and gateway endpoint than Discord's (a proxy or a test server).

        discord.py reads both from class attributes, so they are process-wide: set only
        when the settings name a URL, and restored by ``stop``.
        """
        api, gateway = self.settings.discord_api_url, self.settings.discord_gateway_url
        if not api and not gateway:
            return
        self._saved_urls = (
            discord.http.Route.BASE,
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
        )
        if api:
            base = api.rstrip("/")
            discord.http.Route.BASE = base if "/api/v" in base else base + _API_PATH
        if gateway:
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)

    def _restore_api(self) -> None:
        if self._saved_urls is not None:
            base, gateway = self._saved_urls
            discord.http.Route.BASE = base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway
            self._saved_urls = None

    # -- events ----------------------------------------------------------------------

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` in a task that ``stop`` waits for; failures are logged."""
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            logger.error("Discord event handling failed", exc_info=task.exception())

    def _bot_id(self) -> int:
        user = self.client.user if self.client is not None else None
        return user.id if user is not None else 0

    def on_message(self, message: discord.Message) -> None:
        event = message_event(message, self._bot_id(), max_chars=self.settings.max_message_chars)
        if event is None:
            if len(message.content) > self.settings.max_message_chars:
                logger.info("ignored an oversized Discord message %s", message.id)
            return
        if not (event.conversation.is_direct or event.conversation.thread):
            self.surface.name_thread(event.message_id, event.text)
        self.spawn(self.chat.handle(event, self.surface))

    def on_reaction(self, payload: discord.RawReactionActionEvent) -> None:
        channel = self.client.get_channel(payload.channel_id) if self.client else None
        event = reaction_event(payload, channel, self._bot_id())
        if event is not None:
            self.spawn(self.chat.handle(event, self.surface))

    async def on_command(self, interaction: discord.Interaction) -> None:
        self.spawn(self.answer(interaction, InteractionReply(interaction, thinking=True)))

    def on_interaction(self, interaction: discord.Interaction) -> None:
        self.spawn(
            self.answer(interaction, InteractionReply(interaction, thinking=thinking(interaction)))
        )

    async def answer(self, interaction: discord.Interaction, reply: InteractionReply) -> None:
        """Hand one interaction to core; answer it with a modal core opens, else a deferral."""
        event = interaction_event(interaction, self.tree)
        if event is None:
            logger.info("ignored a Discord interaction of type %s", interaction.type)
            await reply.acknowledge()
            await reply.finish()
            return
        surface: ChatSurface = self.surface
        if reply.thinking:
            surface = InteractionSurface(self.surface, reply, event.conversation)
        self.surface.track(reply)
        handling = asyncio.ensure_future(self.chat.handle(event, surface))
        try:
            await asyncio.wait({handling}, timeout=ACK_AFTER_S)
            await reply.acknowledge()
            await handling
        finally:
            self.surface.untrack(reply)
            if not handling.done():
                handling.cancel()
            with contextlib.suppress(discord.HTTPException, asyncio.TimeoutError):
                await reply.finish()


def thinking(interaction: discord.Interaction) -> bool:
    """Slash commands, and forms opened by one, defer as "thinking" and are answered by
    a message; clicks, and forms opened by a click, defer silently."""
    if interaction.type is discord.InteractionType.application_command:
        return True
    return interaction.type is discord.InteractionType.modal_submit and interaction.message is None
