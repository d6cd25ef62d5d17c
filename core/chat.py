"""The platform-neutral chat interface every adapter implements.

Inbound: what a person did (``Message``, ``Reaction``, ``ButtonAction``,
``FormSubmit``, ``Command``). Outbound: what strop asks the platform to do,
through a ``ChatSurface`` (post, edit, card, form, delete). What a platform
can do is described by ``Capabilities``; callers branch on flags, never on
the platform name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, Protocol, runtime_checkable

__all__ = [
    "Button",
    "ButtonAction",
    "Capabilities",
    "Card",
    "ChatSurface",
    "Command",
    "Conversation",
    "Form",
    "FormField",
    "FormSubmit",
    "InboundEvent",
    "Message",
    "MessageRef",
    "Reaction",
]


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Conversation:
    """Where an event happened: platform, workspace, channel and thread."""

    platform: str
    channel: str
    workspace: str = ""
    thread: str | None = None
    is_direct: bool = False


@dataclass(frozen=True, slots=True)
class MessageRef:
    """A message strop posted or received, addressable for edits and deletes."""

    conversation: Conversation
    message_id: str


@dataclass(frozen=True, slots=True)
class Message:
    event_id: str
    conversation: Conversation
    user: str
    text: str
    message_id: str = ""
    mentions_bot: bool = False
    # The message this one answers (Telegram replies to a ForceReply prompt), if any.
    reply_to: str = ""
    at: datetime = field(default_factory=_now)
    kind: Literal["message"] = "message"


@dataclass(frozen=True, slots=True)
class Reaction:
    """An emoji added to (``added=True``) or removed from a message."""

    event_id: str
    conversation: Conversation
    user: str
    message_id: str
    emoji: str
    added: bool = True
    at: datetime = field(default_factory=_now)
    kind: Literal["reaction"] = "reaction"


@dataclass(frozen=True, slots=True)
class ButtonAction:
    event_id: str
    conversation: Conversation
    user: str
    action_id: str
    value: str
    message_id: str = ""
    # The platform's handle for answering this click with a form (Slack trigger_id,
    # a Discord Interaction); passed back unchanged to ``ChatSurface.open_form``.
    trigger: Any = field(default=None, compare=False, repr=False)
    at: datetime = field(default_factory=_now)
    kind: Literal["button"] = "button"


@dataclass(frozen=True, slots=True)
class FormSubmit:
    event_id: str
    conversation: Conversation
    user: str
    form_id: str
    values: Mapping[str, str]
    at: datetime = field(default_factory=_now)
    kind: Literal["form"] = "form"


@dataclass(frozen=True, slots=True)
class Command:
    """A slash command such as ``/agent list`` (``name='agent'``, ``args='list'``)."""

    event_id: str
    conversation: Conversation
    user: str
    name: str
    args: str = ""
    # The platform says the user administers this workspace, guild or chat.
    is_admin: bool = False
    trigger: Any = field(default=None, compare=False, repr=False)
    at: datetime = field(default_factory=_now)
    kind: Literal["command"] = "command"


InboundEvent = Message | Reaction | ButtonAction | FormSubmit | Command


@dataclass(frozen=True, slots=True)
class Button:
    action_id: str
    label: str
    value: str = ""
    style: Literal["default", "primary", "danger"] = "default"


@dataclass(frozen=True, slots=True)
class Card:
    """A message with buttons, used for help requests and approvals."""

    title: str
    body: str
    buttons: Sequence[Button] = ()


@dataclass(frozen=True, slots=True)
class FormField:
    name: str
    label: str
    secret: bool = False
    multiline: bool = False


@dataclass(frozen=True, slots=True)
class Form:
    """A modal form; fields marked ``secret`` are never echoed anywhere."""

    form_id: str
    title: str
    fields: Sequence[FormField]


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What a platform supports; the core adapts its output to these flags."""

    max_message_chars: int
    can_edit: bool = True
    can_delete: bool = True
    buttons: bool = False
    modals: bool = False
    reactions: bool = False
    threads: bool = False
    markdown: bool = True
    # Post a "working" message at once and edit the answer into it (chat platforms);
    # a terminal prints the answer as it comes instead.
    working_message: bool = True
    # How text names a person ("<@U123>" notifies them on Slack and Discord).
    mention: str = "<@{user}>"


@runtime_checkable
class ChatSurface(Protocol):
    """Outbound operations an adapter provides to the core."""

    capabilities: Capabilities

    async def post(
        self,
        conversation: Conversation,
        text: str,
        *,
        card: Card | None = None,
        prompt: bool = False,
    ) -> MessageRef:
        """Post ``text`` (with ``card``'s buttons). ``prompt``: ask the client to open a
        reply to this message (Telegram ForceReply); platforms without one ignore it."""
        ...

    async def edit(self, ref: MessageRef, text: str) -> None: ...

    async def delete(self, ref: MessageRef) -> None: ...

    async def open_form(
        self, conversation: Conversation, user: str, form: Form, *, trigger: Any = None
    ) -> None:
        """Show ``form`` to ``user`` as a modal; ``trigger`` is the click's handle.
        Only called when ``capabilities.modals`` is true."""
        ...

    async def direct(self, user: str, workspace: str = "") -> Conversation:
        """The private conversation with ``user`` (opened if needed)."""
        ...
