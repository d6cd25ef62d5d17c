"""Discord objects to core events: messages, reactions and interactions."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from bots.discord.commands import command_words
from bots.discord.surface import parse_custom_id
from core.chat import (
    ButtonAction,
    Command,
    Conversation,
    FormSubmit,
    InboundEvent,
    Message,
    Reaction,
)

__all__ = [
    "PLATFORM",
    "conversation_of",
    "interaction_event",
    "is_admin",
    "message_event",
    "reaction_event",
]

PLATFORM = "discord"
_USER_MESSAGES = (discord.MessageType.default, discord.MessageType.reply)
_BUTTON = 2
_THREAD_TYPES = (
    discord.ChannelType.public_thread,
    discord.ChannelType.private_thread,
    discord.ChannelType.news_thread,
)


def conversation_of(channel: Any, guild_id: int | None) -> Conversation:
    """The conversation of a message in ``channel``: a thread is ``thread`` of its parent."""
    workspace = str(guild_id) if guild_id else ""
    if guild_id is None:
        return Conversation(PLATFORM, channel=str(channel.id), is_direct=True)
    parent = getattr(channel, "parent_id", None)
    if getattr(channel, "type", None) in _THREAD_TYPES and parent:
        return Conversation(PLATFORM, str(parent), workspace=workspace, thread=str(channel.id))
    return Conversation(PLATFORM, channel=str(channel.id), workspace=workspace)


def _guild_id(message: discord.Message) -> int | None:
    if message.guild is not None:
        return message.guild.id
    return getattr(message.channel, "guild_id", None)


def message_event(message: discord.Message, bot_id: int, *, max_chars: int) -> Message | None:
    """A person's message to the bot (a mention, a DM, or in a thread), or ``None``."""
    if message.author.bot or message.author.id == bot_id or message.webhook_id is not None:
        return None
    if message.type not in _USER_MESSAGES:
        return None  # joins, pins, thread starters...
    guild_id = _guild_id(message)
    conversation = conversation_of(message.channel, guild_id)
    # People often pick the bot's own role (Discord creates one per bot) from the
    # mention list instead of the bot: that is a mention of the bot too.
    roles = [r.id for r in message.role_mentions if r.tags is not None and r.tags.bot_id == bot_id]
    mention = re.compile("|".join([rf"<@!?{bot_id}>", *(rf"<@&{r}>" for r in roles)]))
    mentioned = (
        bool(roles) or bot_id in message.raw_mentions or bool(mention.search(message.content))
    )
    if not (conversation.is_direct or conversation.thread or mentioned):
        return None
    text = mention.sub("", message.content).strip()
    if not text or len(text) > max_chars:
        return None
    reply_to = message.reference.message_id if message.reference is not None else None
    return Message(
        event_id=f"{PLATFORM}-{message.id}",
        conversation=conversation,
        user=str(message.author.id),
        text=text,
        message_id=str(message.id),
        mentions_bot=mentioned,
        reply_to=str(reply_to) if reply_to else "",
    )


def reaction_event(
    payload: discord.RawReactionActionEvent,
    channel: Any,
    bot_id: int,
) -> Reaction | None:
    """A person's reaction added or removed; custom emoji are given by name."""
    if payload.user_id == bot_id or (payload.member is not None and payload.member.bot):
        return None
    emoji = payload.emoji
    name = str(emoji) if emoji.is_unicode_emoji() else (emoji.name or "")
    if not name:
        return None
    added = payload.event_type == "REACTION_ADD"
    target = channel if channel is not None else discord.Object(id=payload.channel_id)
    # Reactions carry no id of their own; the time tells a re-add from a redelivery.
    event_id = (
        f"{PLATFORM}-reaction-{payload.message_id}-{payload.user_id}-{name}-"
        f"{'add' if added else 'remove'}-{time.time_ns() // 1_000_000}"
    )
    return Reaction(
        event_id=event_id,
        conversation=conversation_of(target, payload.guild_id),
        user=str(payload.user_id),
        message_id=str(payload.message_id),
        emoji=name,
        added=added,
    )


def is_admin(interaction: discord.Interaction) -> bool:
    """Whether the person administers the guild the interaction came from."""
    if interaction.guild_id is None:
        return False
    permissions = interaction.permissions
    return permissions.administrator or permissions.manage_guild


def _interaction_conversation(interaction: discord.Interaction) -> Conversation:
    channel: Any = interaction.channel
    if channel is None:
        channel = discord.Object(id=interaction.channel_id or 0)
    return conversation_of(channel, interaction.guild_id)


def _inputs(components: Sequence[Mapping[str, Any]]) -> Iterator[tuple[str, str]]:
    """``(custom_id, value)`` of every text input in a modal submission: inputs sit
    in labels (type 18) or, in older clients, action rows (type 1)."""
    for component in components:
        nested = component.get("components") or []
        if "component" in component:
            nested = [component["component"], *nested]
        yield from _inputs(nested)
        if "custom_id" in component and isinstance(component.get("value"), str):
            yield str(component["custom_id"]), component["value"]


def interaction_event(
    interaction: discord.Interaction, tree: app_commands.CommandTree | None
) -> InboundEvent | None:
    """A slash command, a button click or a form submission; ``None`` for anything else."""
    data: Mapping[str, Any] = interaction.data or {}
    event_id = f"{PLATFORM}-{interaction.id}"
    conversation = _interaction_conversation(interaction)
    user = str(interaction.user.id)
    kind = interaction.type
    if kind is discord.InteractionType.application_command and data.get("type", 1) == 1:
        name, args = command_words(tree, data)
        return Command(
            event_id=event_id,
            conversation=conversation,
            user=user,
            name=name,
            args=args,
            is_admin=is_admin(interaction),
            trigger=interaction,
        )
    if kind is discord.InteractionType.component and data.get("component_type") == _BUTTON:
        parsed = parse_custom_id(str(data.get("custom_id", "")))
        if parsed is None:
            return None
        message = interaction.message
        return ButtonAction(
            event_id=event_id,
            conversation=conversation,
            user=user,
            action_id=parsed[0],
            value=parsed[1],
            message_id=str(message.id) if message is not None else "",
            trigger=interaction,
        )
    if kind is discord.InteractionType.modal_submit and data.get("custom_id"):
        return FormSubmit(
            event_id=event_id,
            conversation=conversation,
            user=user,
            form_id=str(data["custom_id"]),
            values=dict(_inputs(data.get("components") or [])),
        )
    return None
