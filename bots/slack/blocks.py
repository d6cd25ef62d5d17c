"""Block Kit rendering: message text, card buttons and modal forms.

Slack requires action ids to be unique within a block, while core may give
several buttons the same ``action_id`` (one per choice, told apart by value);
each id is sent with a ``~N`` suffix and the suffix is dropped on a click.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from core.chat import Card, Conversation, Form

__all__ = [
    "FORM_CALLBACK_ID",
    "FORM_VALUE_ACTION",
    "OPEN_FORM_ACTION",
    "card_blocks",
    "decode_action_id",
    "encode_action_id",
    "escape",
    "form_view",
    "message_text",
    "read_form_metadata",
]

FORM_CALLBACK_ID = "strop_form"
# The action id of every input element in a form; the block id is the field name.
FORM_VALUE_ACTION = "value"
# The adapter's own button, posted when a form must be opened without a trigger id.
OPEN_FORM_ACTION = "strop.open_form"

EMPTY_TEXT = "…"
_SECTION_CHARS = 3000  # Slack's limit for a section's text
_BUTTON_LABEL_CHARS = 75
_MODAL_TITLE_CHARS = 24
_LABEL_CHARS = 2000
_SUFFIX = re.compile(r"~\d+$")
_USER_MENTION = re.compile(r"<@[UW][A-Z0-9]+>")
SECRET_HINT = (
    "Saved encrypted and never shown in chat. Slack cannot mask this field, "
    "so check nobody is looking at your screen."
)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def escape(text: str) -> str:
    """Escape Slack's control characters, so text cannot ping @channel or fake a link.

    Mentions of one person (``<@U123>``, which core writes to address a requester)
    stay mentions.
    """
    parts, last = [], 0
    for match in _USER_MENTION.finditer(text):
        parts += [_escape(text[last : match.start()]), match.group()]
        last = match.end()
    parts.append(_escape(text[last:]))
    return "".join(parts)


def message_text(text: str) -> str:
    """``text`` as a message body: escaped, and never empty (Slack refuses empty text)."""
    return escape(text) if text.strip() else EMPTY_TEXT


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def encode_action_id(action_id: str, index: int) -> str:
    return f"{action_id}~{index}"


def decode_action_id(raw: str) -> str:
    """Core's action id back from the one Slack echoes on a click."""
    return _SUFFIX.sub("", raw)


def card_blocks(card: Card) -> list[dict[str, Any]]:
    heading = f"*{escape(card.title)}*" if card.title.strip() else ""
    body = escape(card.body) if card.body.strip() else ""
    text = "\n".join(part for part in (heading, body) if part) or EMPTY_TEXT
    blocks: list[dict[str, Any]] = [
        {"type": "section", "text": {"type": "mrkdwn", "text": _clip(text, _SECTION_CHARS)}}
    ]
    buttons = []
    for index, button in enumerate(card.buttons[:25]):  # an actions block holds 25 elements
        element: dict[str, Any] = {
            "type": "button",
            "action_id": encode_action_id(button.action_id, index),
            "text": {"type": "plain_text", "text": _clip(button.label, _BUTTON_LABEL_CHARS)},
            "value": button.value,
        }
        if button.style != "default":
            element["style"] = button.style
        buttons.append(element)
    if buttons:
        blocks.append({"type": "actions", "block_id": "strop_card", "elements": buttons})
    return blocks


def form_view(form: Form, conversation: Conversation) -> dict[str, Any]:
    """A modal whose submission comes back as ``view_submission`` with ``strop_form``."""
    metadata = {
        "form_id": form.form_id,
        "channel": conversation.channel,
        "thread": conversation.thread,
        "workspace": conversation.workspace,
        "direct": conversation.is_direct,
    }
    blocks: list[dict[str, Any]] = []
    for field in form.fields:
        element: dict[str, Any] = {
            "type": "plain_text_input",
            "action_id": FORM_VALUE_ACTION,
            "multiline": field.multiline,
        }
        block: dict[str, Any] = {
            "type": "input",
            "block_id": field.name,
            "label": {"type": "plain_text", "text": _clip(field.label or field.name, _LABEL_CHARS)},
            "element": element,
        }
        if field.secret:
            block["hint"] = {"type": "plain_text", "text": SECRET_HINT}
        blocks.append(block)
    return {
        "type": "modal",
        "callback_id": FORM_CALLBACK_ID,
        "private_metadata": json.dumps(metadata, separators=(",", ":")),
        "title": {"type": "plain_text", "text": _clip(form.title or "strop", _MODAL_TITLE_CHARS)},
        "submit": {"type": "plain_text", "text": "Submit"},
        "close": {"type": "plain_text", "text": "Cancel"},
        "blocks": blocks,
    }


def read_form_metadata(view: Mapping[str, Any]) -> tuple[str, Conversation] | None:
    """The form id and conversation a submitted view was opened for, if it is one of ours."""
    try:
        data = json.loads(view.get("private_metadata") or "")
        form_id, channel = data["form_id"], data["channel"]
        thread = data.get("thread")
        if not (isinstance(form_id, str) and isinstance(channel, str)):
            return None
        conversation = Conversation(
            platform="slack",
            channel=channel,
            workspace=str(data.get("workspace") or ""),
            thread=thread if isinstance(thread, str) and thread else None,
            is_direct=bool(data.get("direct")),
        )
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    return form_id, conversation
