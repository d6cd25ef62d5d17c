"""A scripted model for fast tests: replies come from a list or a function."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from typing import Any

from core.models.base import ChatMessage, Completion, TokenCallback

__all__ = ["ScriptedModel"]

Reply = str | Callable[[Sequence[ChatMessage]], str]


class ScriptedModel:
    """Returns the next scripted reply each call; records every request it saw."""

    def __init__(self, replies: Sequence[Reply], *, model_id: str = "scripted:test") -> None:
        self.model_id = model_id
        self._replies = list(replies)
        self.calls: list[dict[str, Any]] = []

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        max_tokens: int = 256,
        temperature: float = 0.0,
        json_schema: dict[str, Any] | None = None,
        stop: Sequence[str] = (),
        on_token: TokenCallback | None = None,
    ) -> Completion:
        self.calls.append({"messages": list(messages), "json_schema": json_schema})
        if not self._replies:
            raise AssertionError("ScriptedModel ran out of replies")
        reply = self._replies.pop(0)
        text = reply(messages) if callable(reply) else reply
        start = time.perf_counter()
        pieces = re.findall(r"\S+\s*|\s+", text)
        if on_token is not None:
            for piece in pieces:
                on_token(piece)
        prompt = sum(len(m.content.split()) for m in messages)
        return Completion(
            text=text,
            model=self.model_id,
            prompt_tokens=prompt,
            completion_tokens=len(pieces),
            duration_s=time.perf_counter() - start,
            first_token_s=0.0 if pieces else None,
        )
