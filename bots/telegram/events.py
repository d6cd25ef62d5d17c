"""Telegram updates as ``core.chat`` events (pure conversion, no I/O).

Event ids are the update id prefixed with the platform, so a redelivered update
(webhook retries, a restarted poller) carries the same id and core drops it.
"""

from __future__ import annotations

import logging
import re

from telegram import Chat, MessageEntity, ReactionTypeEmoji, Update
from telegram import Message as TgMessage
from telegram.constants import ChatType

from bots.telegram.surface import MAX_MESSAGE_CHARS, message_ref_id
from core.chat import ButtonAction, Command, Conversation, Message, Reaction

__all__ = ["button_event", "conversation", "message_event", "parse_command", "reaction_events"]

log = logging.getLogger(__name__)

PLATFORM = "telegram"


def _event_id(update: Update) -> str:
    return f"{PLATFORM}-{update.update_id}"


def conversation(chat: Chat, message: TgMessage | None = None) -> Conversation:
    """A private chat is direct; a group is its own workspace (Telegram has no teams).

    Forum topics of a supergroup are threads: replies go back into the topic.
    """
    direct = chat.type == ChatType.PRIVATE
    topic = message.message_thread_id if message is not None and message.is_topic_message else None
    return Conversation(
        platform=PLATFORM,
        channel=str(chat.id),
        workspace="" if direct else str(chat.id),
        thread=str(topic) if topic else None,
        is_direct=direct,
    )


def message_event(
    update: Update, message: TgMessage, *, bot_id: int, username: str
) -> Message | None:
    """A person's text addressed to the bot: a private chat, an ``@username`` mention
    (stripped from the text) or a reply to one of the bot's messages. Else ``None``."""
    sender, text, chat = message.from_user, message.text, message.chat
    if sender is None or sender.is_bot or not text or chat.type == ChatType.CHANNEL:
        return None
    if len(text) > MAX_MESSAGE_CHARS:  # more than Telegram itself allows: not a real message
        log.info("telegram: ignored an oversized message (%d chars)", len(text))
        return None
    mentioned = any(
        (entity.type == MessageEntity.MENTION and value.lower() == f"@{username.lower()}")
        or (entity.type == MessageEntity.TEXT_MENTION and entity.user and entity.user.id == bot_id)
        for entity, value in message.parse_entities().items()
    )
    reply = message.reply_to_message
    if reply is not None and reply.forum_topic_created is not None:
        reply = None  # every message in a forum topic "replies" to the topic's first message
    replied = reply is not None and reply.from_user is not None and reply.from_user.id == bot_id
    direct = chat.type == ChatType.PRIVATE
    if not (direct or mentioned or replied):
        return None
    if mentioned:
        text = re.sub(rf"@{re.escape(username)}\b", " ", text, flags=re.IGNORECASE)
        text = re.sub(r"[ \t]{2,}", " ", text)
    return Message(
        event_id=_event_id(update),
        conversation=conversation(chat, message),
        user=str(sender.id),
        text=text.strip(),
        message_id=message_ref_id(chat.id, message.message_id),
        mentions_bot=direct or mentioned or replied,
        reply_to=message_ref_id(chat.id, reply.message_id) if reply is not None else "",
    )


def parse_command(message: TgMessage, username: str) -> tuple[str, str] | None:
    """``"/agent@bot create x"`` -> ``("agent", "create x")``; ``None`` when the message
    does not start with a command or names another bot."""
    text = message.text or ""
    entity = next(
        (e for e in message.entities if e.type == MessageEntity.BOT_COMMAND and e.offset == 0),
        None,
    )
    if entity is None:
        return None
    # Commands are ASCII, so the entity's UTF-16 length is also its length in characters.
    name, _, target = text[1 : entity.length].partition("@")
    if not name or (target and target.lower() != username.lower()):
        return None
    return name.lower(), text[entity.length :].strip()


def command_event(
    update: Update, message: TgMessage, name: str, args: str, *, is_admin: bool
) -> Command | None:
    sender = message.from_user
    if sender is None or sender.is_bot:
        return None
    return Command(
        event_id=_event_id(update),
        conversation=conversation(message.chat, message),
        user=str(sender.id),
        name=name,
        args=args,
        is_admin=is_admin,
    )


def reaction_events(update: Update) -> list[Reaction]:
    """The emoji a person removed, then the ones they added, as separate events."""
    change = update.message_reaction
    if change is None or change.user is None or change.user.is_bot:
        return []  # anonymous reactions (an admin posting as the group) have no person
    old = {r.emoji for r in change.old_reaction if isinstance(r, ReactionTypeEmoji)}
    new = {r.emoji for r in change.new_reaction if isinstance(r, ReactionTypeEmoji)}
    conv = conversation(change.chat)
    message_id = message_ref_id(change.chat.id, change.message_id)
    return [
        Reaction(
            event_id=f"{_event_id(update)}-{emoji}-{added}",
            conversation=conv,
            user=str(change.user.id),
            message_id=message_id,
            emoji=emoji,
            added=added,
        )
        for added, emojis in ((False, old - new), (True, new - old))
        for emoji in sorted(emojis)
    ]


def button_event(update: Update) -> ButtonAction | None:
    """A click on a card button; its callback data is ``"action_id|value"``."""
    query = update.callback_query
    if query is None or query.message is None or not query.data or "|" not in query.data:
        return None
    action_id, _, value = query.data.partition("|")
    card = query.message
    return ButtonAction(
        event_id=_event_id(update),
        conversation=conversation(card.chat, card if isinstance(card, TgMessage) else None),
        user=str(query.from_user.id),
        action_id=action_id,
        value=value,
        message_id=message_ref_id(card.chat.id, card.message_id),
        trigger=query,
    )
