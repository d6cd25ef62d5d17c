"""Streams an answer into a chat surface: post once, then throttled edits.

Tokens arrive on the model's thread; ``push`` hands them to the event loop.
Long answers are split at the platform's message limit on ``finish``.
"""

from __future__ import annotations

import asyncio
import time

from core.chat import ChatSurface, Conversation, MessageRef

__all__ = ["ReplyStreamer", "split_text"]


def split_text(text: str, limit: int) -> list[str]:
    """Split at paragraph, line or word boundaries so each part fits ``limit``."""
    parts: list[str] = []
    rest = text
    while len(rest) > limit:
        cut = max(
            rest.rfind("\n\n", 0, limit), rest.rfind("\n", 0, limit), rest.rfind(" ", 0, limit)
        )
        if cut <= limit // 2:
            cut = limit
        parts.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    parts.append(rest)
    return parts


class ReplyStreamer:
    """One streamed reply. Use ``push`` from any thread, then ``await finish(text)``."""

    def __init__(
        self,
        surface: ChatSurface,
        conversation: Conversation,
        *,
        min_interval_s: float = 1.0,
    ) -> None:
        self.surface = surface
        self.conversation = conversation
        self.min_interval_s = min_interval_s
        self.text = ""
        self.ref: MessageRef | None = None
        self.first_text_at: float | None = None
        self._shown = ""
        self._last_edit = 0.0
        self._loop = asyncio.get_running_loop()
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._task = self._loop.create_task(self._consume())

    async def start(self, text: str) -> MessageRef:
        """Post ``text`` (a "working" notice) now; the answer is edited into it."""
        self.ref = await self.surface.post(self.conversation, text)
        self._shown = text
        self._last_edit = time.monotonic()
        return self.ref

    def push(self, piece: str) -> None:
        """Thread-safe: called with each new piece of answer text."""
        self._loop.call_soon_threadsafe(self._queue.put_nowait, piece)

    async def _show(self, force: bool = False) -> None:
        limit = self.surface.capabilities.max_message_chars
        visible = self.text[:limit]
        if visible == self._shown:
            return
        now = time.monotonic()
        if self.ref is None:
            self.ref = await self.surface.post(self.conversation, visible)
        elif self.surface.capabilities.can_edit and (
            force or now - self._last_edit >= self.min_interval_s
        ):
            await self.surface.edit(self.ref, visible)
        else:
            return
        self._shown = visible
        self._last_edit = now

    async def _consume(self) -> None:
        while (piece := await self._queue.get()) is not None:
            if self.first_text_at is None:
                self.first_text_at = time.monotonic()
            self.text += piece
            await self._show()

    async def finish(self, final_text: str) -> list[MessageRef]:
        """Show the complete answer (split if long); returns every message posted."""
        # Through the same callback queue as push(), so no pushed piece is overtaken.
        self._loop.call_soon_threadsafe(self._queue.put_nowait, None)
        await self._task
        limit = self.surface.capabilities.max_message_chars
        parts = split_text(final_text, limit) if final_text else [""]
        refs: list[MessageRef] = []
        first = parts[0]
        if self.ref is None:
            self.ref = await self.surface.post(self.conversation, first)
        elif first != self._shown:
            if self.surface.capabilities.can_edit:
                await self.surface.edit(self.ref, first)
            else:
                self.ref = await self.surface.post(self.conversation, first)
        self._shown = first
        refs.append(self.ref)
        for part in parts[1:]:
            refs.append(await self.surface.post(self.conversation, part))
        return refs
