"""Who administers the workspace, from ``users.info`` (cached briefly).

The adapter only reports the platform's role on ``Command.is_admin``; what an
administrator may do is core's decision.
"""

from __future__ import annotations

import logging
import time

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

__all__ = ["WorkspaceAdmins"]

log = logging.getLogger(__name__)


class WorkspaceAdmins:
    def __init__(self, client: AsyncWebClient, *, ttl_s: float = 300.0, size: int = 1000) -> None:
        self.client = client
        self.ttl_s = ttl_s
        self.size = size
        self._cache: dict[str, tuple[bool, float]] = {}

    async def is_admin(self, user: str) -> bool:
        """Workspace admins and owners; False when Slack cannot say."""
        now = time.monotonic()
        cached = self._cache.get(user)
        if cached is not None and cached[1] > now:
            return cached[0]
        try:
            response = await self.client.users_info(user=user)
        except SlackApiError as exc:
            log.warning("slack: users.info failed: %s", exc.response.get("error"))
            return False
        profile = response.get("user") or {}
        admin = bool(
            profile.get("is_admin") or profile.get("is_owner") or profile.get("is_primary_owner")
        )
        if len(self._cache) >= self.size:
            self._cache.clear()
        self._cache[user] = (admin, now + self.ttl_s)
        return admin
