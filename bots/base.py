"""What a chat platform adapter provides to ``strop serve`` and ``strop bots``.

An adapter only converts: platform events become ``core.chat`` events handed
to ``ChatService.handle``, and ``core.chat.ChatSurface`` calls become platform
API calls. Every rule (who may do what, what a reaction means, how a help
request is answered) lives in ``core``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from fastapi import APIRouter

    from core.chat import ChatSurface

__all__ = ["Adapter"]


class Adapter(Protocol):
    """One platform connection. Built as ``XAdapter(chat: ChatService, settings: Settings)``."""

    platform: str
    surface: ChatSurface

    async def start(self) -> None:
        """Connect (Socket Mode, gateway or polling run as background tasks) and
        register the surface with ``chat.attach``; returns once events flow."""
        ...

    async def stop(self) -> None:
        """Disconnect and wait for background tasks; safe to call twice."""
        ...

    def routes(self) -> APIRouter | None:
        """HTTP endpoints ``strop serve`` mounts (Slack events, Telegram webhook,
        Discord interactions), or ``None`` when the adapter needs none."""
        ...
