"""Slack payloads (Events API, slash commands, interactivity) to ``core.chat`` events.

Each function takes the request body Slack sent and returns a core event, or
``None`` for payloads strop does not act on (other bots, edits, channel
chatter outside threads, malformed data). Event ids carry a ``slack:`` prefix
and are stable across Slack's retries.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from bots.slack.blocks import FORM_CALLBACK_ID, decode_action_id, read_form_metadata
from core.chat import ButtonAction, Command, Conversation, FormSubmit, Message, Reaction

__all__ = [
    "button_action",
    "command",
    "form_submit",
    "mention",
    "message",
    "reaction",
]

# Plain messages: typed text, files with text, "/me" and "also send to channel" replies.
_MESSAGE_SUBTYPES = frozenset({None, "file_share", "me_message", "thread_broadcast"})


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _dict(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _is_direct(channel: str, channel_type: str = "") -> bool:
    return channel_type == "im" or channel.startswith("D")


def _event_id(body: Mapping[str, Any]) -> str:
    event_id = _str(body.get("event_id"))
    return f"slack:{event_id}" if event_id else ""


def _strip_mention(text: str, bot_user_id: str) -> str:
    return re.sub(rf"<@{re.escape(bot_user_id)}(\|[^>]*)?>", "", text).strip()


def _from_person(event: Mapping[str, Any], bot_user_id: str) -> str:
    """The author's user id, or "" for bots (strop included) and system messages."""
    user = _str(event.get("user"))
    if not user or user == bot_user_id or event.get("bot_id") or event.get("bot_profile"):
        return ""
    return user


def mention(body: Mapping[str, Any], *, bot_user_id: str) -> Message | None:
    """``app_mention``, in a channel or inside a thread (``thread`` is then its parent)."""
    event = _dict(body.get("event"))
    user = _from_person(event, bot_user_id)
    channel, ts = _str(event.get("channel")), _str(event.get("ts"))
    if not (user and channel and ts):
        return None
    parent = _str(event.get("thread_ts"))
    conversation = Conversation(
        platform="slack",
        channel=channel,
        workspace=_str(body.get("team_id")),
        thread=parent or None,
        is_direct=_is_direct(channel, _str(event.get("channel_type"))),
    )
    return Message(
        event_id=_event_id(body),
        conversation=conversation,
        user=user,
        text=_strip_mention(_str(event.get("text")), bot_user_id),
        message_id=ts,
        mentions_bot=True,
        reply_to=parent,
    )


def message(body: Mapping[str, Any], *, bot_user_id: str) -> Message | None:
    """``message.*``: direct messages, and replies in channel threads (core decides those).

    A channel message that mentions the bot also arrives as ``app_mention``, which
    handles it; channel messages outside threads are not addressed to strop.
    """
    event = _dict(body.get("event"))
    if event.get("subtype") not in _MESSAGE_SUBTYPES:
        return None  # edits, deletions, joins, bot messages
    user = _from_person(event, bot_user_id)
    channel, ts = _str(event.get("channel")), _str(event.get("ts"))
    if not (user and channel and ts):
        return None
    text = _str(event.get("text"))
    parent = _str(event.get("thread_ts"))
    direct = _is_direct(channel, _str(event.get("channel_type")))
    mentioned = bool(bot_user_id) and f"<@{bot_user_id}" in text
    if not direct and (mentioned or not parent):
        return None
    conversation = Conversation(
        platform="slack",
        channel=channel,
        workspace=_str(body.get("team_id")),
        thread=parent or None,
        is_direct=direct,
    )
    return Message(
        event_id=_event_id(body),
        conversation=conversation,
        user=user,
        text=_strip_mention(text, bot_user_id) if mentioned else text,
        message_id=ts,
        mentions_bot=direct or mentioned,
        reply_to=parent,
    )


def reaction(body: Mapping[str, Any], *, bot_user_id: str, added: bool) -> Reaction | None:
    """``reaction_added`` / ``reaction_removed`` on a message; skin tones are dropped."""
    event = _dict(body.get("event"))
    item = _dict(event.get("item"))
    user = _str(event.get("user"))
    channel, ts = _str(item.get("channel")), _str(item.get("ts"))
    emoji = _str(event.get("reaction")).split("::", 1)[0]
    if item.get("type") != "message" or not (user and channel and ts and emoji):
        return None
    if user == bot_user_id:
        return None
    return Reaction(
        event_id=_event_id(body),
        conversation=Conversation(
            platform="slack",
            channel=channel,
            workspace=_str(body.get("team_id")),
            is_direct=_is_direct(channel),
        ),
        user=user,
        message_id=ts,
        emoji=emoji,
        added=added,
    )


def command(body: Mapping[str, Any], *, is_admin: bool) -> Command | None:
    """A slash command: ``/agent create x`` is ``name="agent"``, ``args="create x"``."""
    name = _str(body.get("command")).lstrip("/")
    user, channel = _str(body.get("user_id")), _str(body.get("channel_id"))
    trigger = _str(body.get("trigger_id"))
    if not (name and user and channel and trigger):
        return None
    conversation = Conversation(
        platform="slack",
        channel=channel,
        workspace=_str(body.get("team_id")),
        is_direct=_is_direct(channel) or body.get("channel_name") == "directmessage",
    )
    return Command(
        event_id=f"slack:{trigger}",
        conversation=conversation,
        user=user,
        name=name,
        args=_str(body.get("text")).strip(),
        is_admin=is_admin,
        trigger=trigger,
    )


def _team(body: Mapping[str, Any]) -> str:
    return _str(_dict(body.get("team")).get("id")) or _str(body.get("team_id"))


def button_action(body: Mapping[str, Any]) -> ButtonAction | None:
    """A ``block_actions`` click on one of a card's buttons."""
    actions = body.get("actions")
    action = _dict(actions[0]) if isinstance(actions, list) and actions else {}
    user = _str(_dict(body.get("user")).get("id"))
    container = _dict(body.get("container"))
    posted = _dict(body.get("message"))
    channel = _str(_dict(body.get("channel")).get("id")) or _str(container.get("channel_id"))
    message_ts = _str(container.get("message_ts")) or _str(posted.get("ts"))
    trigger = _str(body.get("trigger_id"))
    raw_id = _str(action.get("action_id"))
    if action.get("type") != "button" or not (raw_id and user and channel and trigger):
        return None
    thread = _str(posted.get("thread_ts")) or _str(container.get("thread_ts"))
    conversation = Conversation(
        platform="slack",
        channel=channel,
        workspace=_team(body),
        thread=thread or None,
        is_direct=_is_direct(channel),
    )
    return ButtonAction(
        event_id=f"slack:{trigger}",
        conversation=conversation,
        user=user,
        action_id=decode_action_id(raw_id),
        value=_str(action.get("value")),
        message_id=message_ts,
        trigger=trigger,
    )


def form_submit(body: Mapping[str, Any]) -> FormSubmit | None:
    """A ``view_submission`` of a ``strop_form`` modal; each block id is a field name."""
    view = _dict(body.get("view"))
    user = _str(_dict(body.get("user")).get("id"))
    view_id = _str(view.get("id"))
    meta = read_form_metadata(view)
    if view.get("callback_id") != FORM_CALLBACK_ID or meta is None or not (user and view_id):
        return None
    form_id, conversation = meta
    values: dict[str, str] = {}
    for field, elements in _dict(_dict(view.get("state")).get("values")).items():
        for element in _dict(elements).values():
            values[field] = _str(_dict(element).get("value"))
    return FormSubmit(
        event_id=f"slack:{view_id}",
        conversation=conversation,
        user=user,
        form_id=form_id,
        values=values,
    )
