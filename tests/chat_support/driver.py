"""What the adapter contract suite needs from each platform's test driver.

A driver runs an in-repo fake platform server on 127.0.0.1, starts strop's real
adapter (the real platform library) against it, and plays the people: it sends
messages, reactions, slash commands, button clicks and form submissions as the
platform would, and reads back what the bot did on the platform.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

__all__ = ["BotMessage", "PlatformDriver", "eventually"]


@dataclass(slots=True)
class BotMessage:
    """A message the bot posted, as the fake platform holds it now (after edits)."""

    message_id: str
    channel: str
    text: str
    thread: str = ""
    # (action_id, label, value) of each button, as core gave them to the surface.
    buttons: list[tuple[str, str, str]] = field(default_factory=list)
    edits: int = 0
    deleted: bool = False
    # Posted as a reply prompt (Telegram ForceReply).
    prompt: bool = False
    posted_at: float = 0.0  # time.monotonic() when the fake received it


class PlatformDriver(Protocol):
    platform: str
    # Ids the fake platform knows: an administrator, a member who is not one,
    # and the group channel the tests talk in.
    admin_user: str
    plain_user: str
    channel: str

    async def say(
        self,
        text: str,
        *,
        user: str,
        dm: bool = False,
        mention: bool = True,
        thread: str = "",
        reply_to: str = "",
    ) -> str:
        """Post a person's message (in the group channel, or the DM with the bot);
        returns the platform's id of that message."""
        ...

    async def react(self, message_id: str, emoji: str, *, user: str, added: bool = True) -> None:
        """Add (or remove) a reaction; ``emoji`` is ``"+1"`` or ``"-1"`` (or another
        Slack-style name), the driver sends the platform's own form of it."""
        ...

    async def command(self, name: str, args: str, *, user: str) -> None:
        """Invoke slash command ``/name args`` in the group channel."""
        ...

    async def click(self, message: BotMessage, action_id: str, *, user: str) -> None:
        """Click the button ``action_id`` of ``message``."""
        ...

    def opened_form(self, user: str) -> dict[str, Any] | None:
        """The form the bot last opened for ``user``: ``{"form_id": str, "fields": [name, ...]}``
        (Telegram: the ForceReply prompt in the private chat), or ``None``."""
        ...

    async def submit_form(self, user: str, values: dict[str, str]) -> None:
        """Submit the form last opened for ``user`` (Telegram: reply to the prompt)."""
        ...

    async def forged(self) -> list[int]:
        """Send requests with forged or missing signatures/secrets to the adapter's
        HTTP endpoints; returns the HTTP statuses the adapter answered."""
        ...

    async def junk(self) -> None:
        """Deliver malformed, unknown-type and oversized events the way the platform would."""
        ...

    def messages(self, channel: str = "") -> list[BotMessage]:
        """The bot's messages in ``channel`` (``""``: the group channel; ``"dm:USER"``:
        the private chat with USER), oldest first, deleted ones included."""
        ...

    def user_message_deleted(self, message_id: str) -> bool:
        """Whether the bot deleted a person's message (Telegram secret replies)."""
        ...

    def outbound_bodies(self) -> bytes:
        """Every request body the bot sent to the fake platform, concatenated."""
        ...


async def eventually(
    check: Callable[[], Any], *, timeout_s: float = 10.0, interval_s: float = 0.02
) -> Any:
    """Poll ``check`` until it returns something truthy; fail with its last value."""
    deadline = time.monotonic() + timeout_s
    value = check()
    while not value:
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met within {timeout_s} s (last: {value!r})")
        await asyncio.sleep(interval_s)
        value = check()
    return value
