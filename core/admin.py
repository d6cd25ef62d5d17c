"""Who administers strop in chat, and the admin channel (``STROP_ADMIN_CHANNEL``).

Commands carry the platform's own word on whether someone administers the
workspace; a click on a card does not, so an admin-only card (publishing a
dataset) takes the people listed in ``STROP_CHAT_ADMINS``, or anyone under
``STROP_CHAT_ADMIN_POLICY=anyone`` and in the terminal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any

from core.chat import Conversation
from core.settings import Settings
from core.storage import HelpRequest
from core.storage.base import utcnow

__all__ = ["admin_conversation", "admin_request", "is_chat_admin"]


def is_chat_admin(
    settings: Settings, platform: str, user: str, *, platform_admin: bool = False
) -> bool:
    """Whether ``user`` on ``platform`` may do what administrators may."""
    if settings.chat_admin_policy == "anyone" or platform == "terminal":
        return True
    listed = {a.strip() for a in settings.chat_admins.split(",") if a.strip()}
    return platform_admin or f"{platform}:{user}" in listed


def admin_conversation(settings: Settings) -> Conversation | None:
    """The admin channel as a conversation, or ``None`` when none is configured."""
    if not settings.admin_channel:
        return None
    parts = settings.admin_channel.split(":")
    if len(parts) == 2:
        return Conversation(platform=parts[0], channel=parts[1])
    return Conversation(platform=parts[0], workspace=parts[1], channel=parts[2])


def admin_request(
    run_id: int,
    *,
    agent: str,
    message: str,
    ttl_s: int,
    extra: Mapping[str, Any] | None = None,
    kind: str = "confirmation",
    options: Sequence[str] = (),
) -> HelpRequest:
    """A help request only an administrator may answer, expiring after ``ttl_s`` (not added)."""
    return HelpRequest(
        run_id=run_id,
        kind=kind,
        message=message,
        options=list(options),
        extra={
            **dict(extra or {}),
            "admin_only": True,
            "requester": "",
            "agent": agent,
            "expires_at": (utcnow() + timedelta(seconds=ttl_s)).isoformat(),
        },
    )
