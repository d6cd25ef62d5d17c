"""How strop answers one Discord interaction.

Discord wants a first answer within 3 seconds: a modal (only possible as the
first answer) or a deferral. Core decides whether a click opens a form, so the
adapter lets it run briefly, then defers if it has not shown a modal.
After a "thinking" deferral (slash commands), the first message strop posts
answers the interaction as a followup; a deferral left unanswered is deleted.

Over the gateway the first answer is a callback request; over HTTP
interactions it is the body of the HTTP response (``HttpInteractionReply``).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import discord

__all__ = ["HttpInteractionReply", "InteractionReply"]

# How long the HTTP response may wait for core to show a modal or defer.
_HTTP_SENT_TIMEOUT_S = 10.0


class InteractionReply:
    """The answer to one interaction received over the gateway."""

    def __init__(self, interaction: discord.Interaction, *, thinking: bool) -> None:
        self.interaction = interaction
        # True: defer as "thinking" (type 5), answered by a followup; False: a silent
        # deferred update (type 6), as for button clicks.
        self.thinking = thinking
        self.first: str | None = None  # "modal" or "deferred", once sent
        self.answered = False
        self._lock = asyncio.Lock()

    async def send_modal(self, modal: discord.ui.Modal) -> bool:
        """Show ``modal``; ``False`` when the interaction was already answered."""
        async with self._lock:
            if self.first is not None:
                return False
            await self._respond_modal(modal)
            self.first = "modal"
            return True

    async def acknowledge(self) -> None:
        async with self._lock:
            if self.first is None:
                await self._respond_defer()
                self.first = "deferred"

    async def post(
        self, content: str, view: discord.ui.View | None
    ) -> discord.WebhookMessage | None:
        """Send the answer to a "thinking" deferral; ``None``: post it to the channel instead."""
        await self.acknowledge()
        async with self._lock:
            if not self.thinking or self.first != "deferred" or self.answered:
                return None
            self.answered = True
        await self._sent()
        if view is None:
            return await self.interaction.followup.send(content, wait=True)
        return await self.interaction.followup.send(content, view=view, wait=True)

    async def finish(self) -> None:
        """Remove a "thinking" placeholder nothing answered."""
        if self.thinking and self.first == "deferred" and not self.answered:
            await self._sent()
            with contextlib.suppress(discord.NotFound):
                await self.interaction.delete_original_response()

    async def _respond_modal(self, modal: discord.ui.Modal) -> None:
        await self.interaction.response.send_modal(modal)

    async def _respond_defer(self) -> None:
        await self.interaction.response.defer(thinking=self.thinking)

    async def _sent(self) -> None:
        """Wait until Discord has the first answer (over the gateway: already)."""


class HttpInteractionReply(InteractionReply):
    """The answer to an interaction Discord posted to the HTTP endpoint: the first
    answer becomes the HTTP response; followups wait until it was sent."""

    def __init__(self, interaction: discord.Interaction, *, thinking: bool) -> None:
        super().__init__(interaction, thinking=thinking)
        self.initial: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.sent = asyncio.Event()

    async def _respond_modal(self, modal: discord.ui.Modal) -> None:
        self.initial.set_result({"type": 9, "data": modal.to_dict()})

    async def _respond_defer(self) -> None:
        # 5: "thinking" (commands), 6: deferred update (clicks): nothing visible changes.
        self.initial.set_result({"type": 5 if self.thinking else 6})

    async def _sent(self) -> None:
        # A followup sent before Discord has the deferral fails with "Unknown interaction".
        await asyncio.wait_for(self.sent.wait(), _HTTP_SENT_TIMEOUT_S)
