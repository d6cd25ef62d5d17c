"""What every slash command handler receives, and who may change things."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.admin import is_chat_admin
from core.chat import ChatSurface, Command
from core.errors import StropError
from core.services import Services
from core.settings import Settings

if TYPE_CHECKING:
    from core.conversation import ChatService

__all__ = ["CommandContext", "Forbidden", "is_admin"]


class Forbidden(StropError):
    """The person may not do this here."""


def is_admin(settings: Settings, event: Command) -> bool:
    """Whether ``event``'s user may create or change agents and guardrails."""
    return is_chat_admin(
        settings, event.conversation.platform, event.user, platform_admin=event.is_admin
    )


@dataclass(slots=True)
class CommandContext:
    chat: ChatService
    event: Command
    surface: ChatSurface

    @property
    def services(self) -> Services:
        return self.chat.services

    async def say(self, text: str) -> None:
        await self.surface.post(self.event.conversation, text)

    def require_admin(self, what: str) -> None:
        if not is_admin(self.services.settings, self.event):
            raise Forbidden(
                f"only workspace administrators may {what}; ask one, or an operator can list "
                "you in STROP_CHAT_ADMINS"
            )
