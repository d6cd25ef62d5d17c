"""A ``ChatSurface`` that writes to a terminal or a pipe.

Edits that extend the previous text print only the new characters, so a
streamed answer appears token by token without redrawing.
"""

from __future__ import annotations

import itertools
from typing import Any, TextIO

from core.chat import Capabilities, Card, Conversation, Form, MessageRef

__all__ = ["ConsoleSurface"]


class ConsoleSurface:
    capabilities = Capabilities(
        max_message_chars=1_000_000, can_edit=True, buttons=False, working_message=False
    )

    def __init__(self, out: TextIO, *, prefix: str = "") -> None:
        self.out = out
        self.prefix = prefix
        self._ids = itertools.count(1)
        self._texts: dict[str, str] = {}
        self._last_id: str | None = None
        self.at_line_start = True

    def _write(self, text: str) -> None:
        if text:
            self.out.write(text)
            self.out.flush()
            self.at_line_start = text.endswith("\n")

    def end_line(self) -> None:
        if not self.at_line_start:
            self._write("\n")

    async def post(
        self,
        conversation: Conversation,
        text: str,
        *,
        card: Card | None = None,
        prompt: bool = False,
    ) -> MessageRef:
        self.end_line()
        body = text
        if card is not None:
            options = " ".join(f"[{b.label}]" for b in card.buttons)
            body = f"{card.title}\n{card.body}\n{options}".strip()
        message_id = str(next(self._ids))
        self._texts[message_id] = text
        self._last_id = message_id
        self._write(self.prefix + body)
        return MessageRef(conversation, message_id)

    async def edit(self, ref: MessageRef, text: str) -> None:
        old = self._texts.get(ref.message_id, "")
        self._texts[ref.message_id] = text
        if ref.message_id == self._last_id and text.startswith(old):
            self._write(text[len(old) :])
        else:
            self.end_line()
            self._write(self.prefix + text)

    async def delete(self, ref: MessageRef) -> None:
        self._texts.pop(ref.message_id, None)

    async def direct(self, user: str, workspace: str = "") -> Conversation:
        return Conversation(platform="terminal", channel="console", is_direct=True)

    async def open_form(
        self, conversation: Conversation, user: str, form: Form, *, trigger: Any = None
    ) -> None:
        # Secret fields cannot be typed safely into a shared terminal transcript.
        self.end_line()
        self._write(f"[{form.title}: answer this form in a chat platform or the dashboard]\n")
