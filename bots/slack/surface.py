"""``ChatSurface`` on the Slack Web API: chat.postMessage/update/delete, views.open."""

from __future__ import annotations

import logging
import secrets
import time
from collections import OrderedDict
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.webhook.async_client import AsyncWebhookClient

from bots.slack.blocks import (
    OPEN_FORM_ACTION,
    card_blocks,
    form_view,
    message_text,
)
from core.chat import Capabilities, Card, Conversation, Form, MessageRef

__all__ = ["SlackSurface"]

log = logging.getLogger(__name__)

# A trigger id lives 3 seconds and can be used once; these errors mean "ask for a new one".
_TRIGGER_ERRORS = frozenset({"expired_trigger_id", "invalid_trigger_id", "exchanged_trigger_id"})
_PENDING_FORMS = 256
# chat.postMessage errors meaning "the bot is not a member of this channel".
_NOT_MEMBER = frozenset({"not_in_channel", "channel_not_found"})
# Slack accepts answers on a slash command's response_url for 30 minutes.
_RESPONSE_URL_S = 30 * 60
_RESPONSE_URLS = 1000


class SlackSurface:
    """Posts into channels and threads (``Conversation.thread`` is the parent's ts)."""

    # Slack's text field holds 4,000 characters; a margin for escaping (&lt; and friends).
    capabilities = Capabilities(
        max_message_chars=3900,
        can_edit=True,
        can_delete=True,
        buttons=True,
        modals=True,
        reactions=True,
        threads=True,
        markdown=True,
    )

    def __init__(self, client: AsyncWebClient) -> None:
        self.client = client
        # Forms asked for without a usable trigger id, until the person clicks "Open form".
        self._pending: OrderedDict[str, tuple[Conversation, Form]] = OrderedDict()
        # channel -> (response_url, expiry) of the latest slash command used there.
        self._response_urls: OrderedDict[str, tuple[str, float]] = OrderedDict()

    def remember_response_url(self, channel: str, url: str) -> None:
        """A slash command's way to answer in a channel the bot is not a member of."""
        self._response_urls.pop(channel, None)
        self._response_urls[channel] = (url, time.monotonic() + _RESPONSE_URL_S)
        while len(self._response_urls) > _RESPONSE_URLS:
            self._response_urls.popitem(last=False)

    def _response_url(self, channel: str) -> str | None:
        url, expires = self._response_urls.get(channel, ("", 0.0))
        return url if url and expires > time.monotonic() else None

    async def post(
        self,
        conversation: Conversation,
        text: str,
        *,
        card: Card | None = None,
        prompt: bool = False,  # Slack has no reply prompt; forms are modals
    ) -> MessageRef:
        kwargs: dict[str, Any] = {}
        if card is not None:
            kwargs["blocks"] = card_blocks(card)
            text = text or "\n".join(part for part in (card.title, card.body) if part)
        try:
            response = await self.client.chat_postMessage(
                channel=conversation.channel,
                text=message_text(text),
                thread_ts=conversation.thread,
                unfurl_links=False,
                **kwargs,
            )
        except SlackApiError as exc:
            url = self._response_url(conversation.channel)
            if exc.response.get("error") not in _NOT_MEMBER or url is None:
                raise
            # A slash command in a channel strop was not invited to: answer the person
            # privately through the command's response_url. Such a message has no ts.
            answer = await AsyncWebhookClient(url).send(
                text=message_text(text), response_type="ephemeral", **kwargs
            )
            if answer.status_code != 200:
                raise
            return MessageRef(conversation, "")
        return MessageRef(conversation, str(response["ts"]))

    async def edit(self, ref: MessageRef, text: str) -> None:
        if not ref.message_id:
            return  # an answer through a response_url cannot be edited
        # An empty blocks list drops a card's buttons: an edited card has been answered.
        await self.client.chat_update(
            channel=ref.conversation.channel, ts=ref.message_id, text=message_text(text), blocks=[]
        )

    async def delete(self, ref: MessageRef) -> None:
        if not ref.message_id:
            return
        try:
            await self.client.chat_delete(channel=ref.conversation.channel, ts=ref.message_id)
        except SlackApiError as exc:
            # Already gone, or a person's message a bot token may not delete.
            log.warning("slack: chat.delete failed: %s", exc.response.get("error"))

    async def open_form(
        self, conversation: Conversation, user: str, form: Form, *, trigger: Any = None
    ) -> None:
        if isinstance(trigger, str) and trigger:
            try:
                await self.client.views_open(trigger_id=trigger, view=form_view(form, conversation))
                return
            except SlackApiError as exc:
                if exc.response.get("error") not in _TRIGGER_ERRORS:
                    raise
        await self._offer_form(conversation, user, form)

    async def _offer_form(self, conversation: Conversation, user: str, form: Form) -> None:
        """Without a fresh trigger id a modal cannot open: post a button that brings one."""
        key = secrets.token_urlsafe(12)
        self._pending[key] = (conversation, form)
        while len(self._pending) > _PENDING_FORMS:
            self._pending.popitem(last=False)
        label = form.title or "the form"
        await self.client.chat_postEphemeral(
            channel=conversation.channel,
            user=user,
            thread_ts=conversation.thread,
            text=message_text(f"Open {label}"),
            blocks=[
                {
                    "type": "actions",
                    "elements": [
                        {
                            "type": "button",
                            "action_id": OPEN_FORM_ACTION,
                            "text": {"type": "plain_text", "text": "Open form"},
                            "value": key,
                            "style": "primary",
                        }
                    ],
                }
            ],
        )

    async def open_pending_form(self, key: str, trigger: str) -> bool:
        """Open the form behind an "Open form" button; False when it is unknown or expired."""
        pending = self._pending.pop(key, None)
        if pending is None:
            return False
        conversation, form = pending
        await self.client.views_open(trigger_id=trigger, view=form_view(form, conversation))
        return True

    async def direct(self, user: str, workspace: str = "") -> Conversation:
        response = await self.client.conversations_open(users=user)
        channel = response["channel"]["id"]
        return Conversation(platform="slack", channel=channel, workspace=workspace, is_direct=True)
