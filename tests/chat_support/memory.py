"""An in-memory ChatSurface that records what the core asked of a platform."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.chat import Capabilities, Card, Conversation, Form, MessageRef

__all__ = ["MemorySurface", "Posted", "database_bytes"]


@dataclass(slots=True)
class Posted:
    message_id: str
    conversation: Conversation
    text: str
    card: Card | None = None
    prompt: bool = False
    edits: list[str] = field(default_factory=list)
    deleted: bool = False


class MemorySurface:
    platform = "memory"

    def __init__(self, *, modals: bool = True, threads: bool = True, limit: int = 4000) -> None:
        self.capabilities = Capabilities(
            max_message_chars=limit, buttons=True, modals=modals, reactions=True, threads=threads
        )
        self._ids = itertools.count(1)
        self.posted: list[Posted] = []
        self.forms: list[tuple[Conversation, str, Form, Any]] = []
        self.deleted: list[MessageRef] = []

    async def post(
        self,
        conversation: Conversation,
        text: str,
        *,
        card: Card | None = None,
        prompt: bool = False,
    ) -> MessageRef:
        p = Posted(f"m{next(self._ids)}", conversation, text, card, prompt)
        self.posted.append(p)
        return MessageRef(conversation, p.message_id)

    def get(self, message_id: str) -> Posted:
        return next(p for p in self.posted if p.message_id == message_id)

    async def edit(self, ref: MessageRef, text: str) -> None:
        p = self.get(ref.message_id)
        p.edits.append(text)
        p.text = text

    async def delete(self, ref: MessageRef) -> None:
        self.deleted.append(ref)
        for p in self.posted:
            if p.message_id == ref.message_id:
                p.deleted = True

    async def open_form(
        self, conversation: Conversation, user: str, form: Form, *, trigger: Any = None
    ) -> None:
        self.forms.append((conversation, user, form, trigger))

    async def direct(self, user: str, workspace: str = "") -> Conversation:
        return Conversation(self.platform, f"dm-{user}", workspace, None, True)

    def texts(self) -> list[str]:
        return [p.text for p in self.posted]

    def cards(self) -> list[Posted]:
        return [p for p in self.posted if p.card is not None]


def database_bytes(path: Path) -> bytes:
    """A SQLite database's raw bytes with its write-ahead log and journal, if any."""
    parts = [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-journal")]
    return b"".join(p.read_bytes() for p in parts if p.exists())
