"""Discord's ``ChatSurface``: messages, edits, button cards and modals through discord.py.

Messages go to channels with the bot token. Core answers a mention in a channel
in a thread under the person's message; on Discord such a thread has the
message's id, so the surface starts it on the first post there. A slash
command's first answer goes through the interaction instead (it replaces
Discord's "thinking…" placeholder), so the surface remembers which messages
belong to an interaction's webhook and edits those through it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from typing import Any

import discord

from bots.discord.replies import InteractionReply
from core.chat import Capabilities, Card, Conversation, Form, MessageRef

__all__ = [
    "MAX_MESSAGE_CHARS",
    "DiscordSurface",
    "InteractionSurface",
    "card_view",
    "encode_custom_id",
    "form_modal",
    "parse_custom_id",
]

logger = logging.getLogger(__name__)

MAX_MESSAGE_CHARS = 2000
# Discord rejects empty messages; core may post "" as the first frame of a streamed answer.
PLACEHOLDER = "…"
# Discord's limits on components (documented, enforced by the API with a 400).
_CUSTOM_ID_MAX = 100
_LABEL_MAX = 80
_MODAL_TITLE_MAX = 45
_INPUT_LABEL_MAX = 45
_MAX_BUTTONS = 25
_MAX_INPUTS = 5
_THREAD_NAME_MAX = 100
# Interaction tokens expire after 15 minutes; past that, edits go through the channel.
_INTERACTION_TOKEN_S = 14 * 60
# How many threads (and names of threads to come) the surface remembers.
_REMEMBERED = 10_000
# Discord's error code for "a thread has already been created for this message".
_THREAD_EXISTS = 160004
_STYLES = {
    "default": discord.ButtonStyle.secondary,
    "primary": discord.ButtonStyle.primary,
    "danger": discord.ButtonStyle.danger,
}


def encode_custom_id(action_id: str, value: str) -> str:
    return f"{action_id}|{value}"[:_CUSTOM_ID_MAX]


def parse_custom_id(custom_id: str) -> tuple[str, str] | None:
    """``(action_id, value)`` of a button strop rendered, or ``None`` for anything else."""
    action_id, sep, value = custom_id.partition("|")
    if not sep or not action_id:
        return None
    return action_id, value


def _fit(text: str) -> str:
    if not text.strip():
        return PLACEHOLDER
    if len(text) > MAX_MESSAGE_CHARS:
        return text[: MAX_MESSAGE_CHARS - 1] + "…"
    return text


def card_text(text: str, card: Card | None) -> str:
    if card is None:
        return _fit(text)
    title = f"**{card.title}**" if card.title else ""
    return _fit("\n".join(part for part in (text, title, card.body) if part))


def card_view(card: Card | None) -> discord.ui.View | None:
    """The card's buttons, each with ``custom_id`` ``action_id|value``."""
    if card is None or not card.buttons:
        return None
    view = discord.ui.View(timeout=None)
    for button in card.buttons[:_MAX_BUTTONS]:
        view.add_item(
            discord.ui.Button(
                label=button.label[:_LABEL_MAX] or PLACEHOLDER,
                custom_id=encode_custom_id(button.action_id, button.value),
                style=_STYLES.get(button.style, discord.ButtonStyle.secondary),
            )
        )
    # Clicks are read from the custom_id by the adapter's interaction handler, so they
    # work after a restart; a stopped view is one discord.py does not keep in memory.
    view.stop()
    return view


def form_modal(form: Form) -> discord.ui.Modal:
    """A modal whose custom_id is the form id and whose inputs are named by field."""
    modal = discord.ui.Modal(title=form.title[:_MODAL_TITLE_MAX] or "Form", custom_id=form.form_id)
    for field in form.fields[:_MAX_INPUTS]:
        style = discord.TextStyle.paragraph if field.multiline else discord.TextStyle.short
        modal.add_item(
            discord.ui.Label(
                text=field.label[:_INPUT_LABEL_MAX] or field.name[:_INPUT_LABEL_MAX],
                component=discord.ui.TextInput(custom_id=field.name, style=style),
            )
        )
    modal.stop()  # submissions are handled by custom_id, as clicks are
    return modal


class DiscordSurface:
    """Posts, edits and deletes through the adapter's ``discord.Client``."""

    capabilities = Capabilities(
        max_message_chars=MAX_MESSAGE_CHARS,
        can_edit=True,
        can_delete=True,
        buttons=True,
        modals=True,
        reactions=True,
        threads=True,
    )

    def __init__(self) -> None:
        self.client: discord.Client | None = None
        # Interactions being handled now, by id: open_form finds its click here.
        self._replies: dict[int, InteractionReply] = {}
        # Messages sent as interaction followups, with the interaction and its expiry.
        self._webhook_messages: OrderedDict[str, tuple[discord.Interaction, float]] = OrderedDict()
        # Thread id -> the channel to post in: the thread, or its parent where the bot
        # may not start threads. Thread names: the person's message, by its id.
        self._threads: OrderedDict[int, int] = OrderedDict()
        self._thread_names: OrderedDict[str, str] = OrderedDict()
        self._thread_lock = asyncio.Lock()

    def _client(self) -> discord.Client:
        if self.client is None:
            raise RuntimeError("the Discord adapter is not started")
        return self.client

    def _channel(self, conversation: Conversation) -> discord.PartialMessageable:
        # A thread is a channel of its own on Discord.
        target = int(conversation.thread or conversation.channel)
        return self._client().get_partial_messageable(self._threads.get(target, target))

    def name_thread(self, message_id: str, text: str) -> None:
        """Name the thread core may start under message ``message_id`` after its text."""
        self._thread_names[message_id] = " ".join(text.split())[:_THREAD_NAME_MAX] or "strop"
        while len(self._thread_names) > _REMEMBERED:
            self._thread_names.popitem(last=False)

    async def _ensure_thread(self, conversation: Conversation) -> None:
        """Start the thread under the message whose id is ``conversation.thread``."""
        if not conversation.thread or conversation.is_direct:
            return
        client = self._client()
        thread = int(conversation.thread)
        async with self._thread_lock:
            if thread in self._threads or client.get_channel(thread) is not None:
                return
            name = self._thread_names.pop(conversation.thread, "strop")
            guild = int(conversation.workspace) if conversation.workspace.isdigit() else None
            parent = client.get_partial_messageable(int(conversation.channel), guild_id=guild)
            target = thread
            try:
                await parent.get_partial_message(thread).create_thread(name=name)
            except (discord.Forbidden, ValueError):
                # No permission to start threads (or an unknown guild): answer in the channel.
                logger.warning("cannot start a thread in channel %s: answering in it", parent.id)
                target = parent.id
            except discord.HTTPException as exc:
                if exc.code != _THREAD_EXISTS:
                    raise
            self._threads[thread] = target
            while len(self._threads) > _REMEMBERED:
                self._threads.popitem(last=False)

    def track(self, reply: InteractionReply) -> None:
        self._replies[reply.interaction.id] = reply

    def untrack(self, reply: InteractionReply) -> None:
        self._replies.pop(reply.interaction.id, None)

    def remember_webhook_message(self, message_id: str, interaction: discord.Interaction) -> None:
        now = time.monotonic()
        self._webhook_messages[message_id] = (interaction, now + _INTERACTION_TOKEN_S)
        while self._webhook_messages:
            _, (_, expires) = next(iter(self._webhook_messages.items()))
            if expires > now:
                break
            self._webhook_messages.popitem(last=False)

    def _webhook_of(self, message_id: str) -> discord.Interaction | None:
        entry = self._webhook_messages.get(message_id)
        if entry is None or entry[1] <= time.monotonic():
            return None
        return entry[0]

    async def post(
        self,
        conversation: Conversation,
        text: str,
        *,
        card: Card | None = None,
        prompt: bool = False,
    ) -> MessageRef:
        # ``prompt`` asks for a reply box (Telegram ForceReply); Discord has none.
        view = card_view(card)
        content = card_text(text, card)
        await self._ensure_thread(conversation)
        channel = self._channel(conversation)
        if view is None:
            message = await channel.send(content)
        else:
            message = await channel.send(content, view=view)
        return MessageRef(conversation, str(message.id))

    async def edit(self, ref: MessageRef, text: str) -> None:
        interaction = self._webhook_of(ref.message_id)
        if interaction is not None:
            await interaction.followup.edit_message(
                int(ref.message_id), content=_fit(text), view=None
            )
            return
        message = self._channel(ref.conversation).get_partial_message(int(ref.message_id))
        # An edit replaces the whole message: a card's buttons go once it is answered.
        await message.edit(content=_fit(text), view=None)

    async def delete(self, ref: MessageRef) -> None:
        interaction = self._webhook_of(ref.message_id)
        try:
            if interaction is not None:
                await interaction.followup.delete_message(int(ref.message_id))
            else:
                channel = self._channel(ref.conversation)
                await channel.get_partial_message(int(ref.message_id)).delete()
        except discord.NotFound:
            pass  # already gone: the goal of a delete
        self._webhook_messages.pop(ref.message_id, None)

    async def open_form(
        self, conversation: Conversation, user: str, form: Form, *, trigger: Any = None
    ) -> None:
        """Answer the click ``trigger`` (a ``discord.Interaction``) with ``form`` as a modal."""
        if not isinstance(trigger, discord.Interaction):
            logger.warning("form %s not shown: no Discord interaction to answer", form.form_id)
            return
        modal = form_modal(form)
        reply = self._replies.get(trigger.id)
        if reply is not None:
            shown = await reply.send_modal(modal)
        elif not trigger.response.is_done():
            await trigger.response.send_modal(modal)
            shown = True
        else:
            shown = False
        if not shown:
            # Discord shows a modal only as the first answer to a click, within 3 s.
            logger.warning("form %s not shown: the interaction was already answered", form.form_id)

    async def direct(self, user: str, workspace: str = "") -> Conversation:
        # A Discord DM belongs to no guild, so its conversation has no workspace,
        # the same as the conversation of a message the person sends there.
        channel = await self._client().create_dm(discord.Object(id=int(user)))
        return Conversation(platform="discord", channel=str(channel.id), is_direct=True)


class InteractionSurface:
    """The surface core gets for one slash command: the first post in the command's
    conversation answers the interaction; everything else is ``base``."""

    def __init__(
        self, base: DiscordSurface, reply: InteractionReply, conversation: Conversation
    ) -> None:
        self.base = base
        self.reply = reply
        self.conversation = conversation
        self.capabilities = base.capabilities

    async def post(
        self,
        conversation: Conversation,
        text: str,
        *,
        card: Card | None = None,
        prompt: bool = False,
    ) -> MessageRef:
        if conversation == self.conversation:
            message = await self.reply.post(card_text(text, card), card_view(card))
            if message is not None:
                message_id = str(message.id)
                self.base.remember_webhook_message(message_id, self.reply.interaction)
                return MessageRef(conversation, message_id)
        return await self.base.post(conversation, text, card=card, prompt=prompt)

    async def edit(self, ref: MessageRef, text: str) -> None:
        await self.base.edit(ref, text)

    async def delete(self, ref: MessageRef) -> None:
        await self.base.delete(ref)

    async def open_form(
        self, conversation: Conversation, user: str, form: Form, *, trigger: Any = None
    ) -> None:
        await self.base.open_form(conversation, user, form, trigger=trigger)

    async def direct(self, user: str, workspace: str = "") -> Conversation:
        return await self.base.direct(user, workspace)
