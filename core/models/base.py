"""The one interface every model backend implements.

``complete`` takes chat messages and returns the whole completion; tokens are
also streamed through ``on_token`` as they arrive (called from the backend's
thread, so it must be cheap and thread-safe). ``json_schema`` asks the backend
to constrain the output to that schema (a grammar in llama.cpp, the
``response_format`` / ``format`` option elsewhere).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

__all__ = ["ChatMessage", "Completion", "ModelClient", "TokenCallback"]

Role = Literal["system", "user", "assistant", "tool"]
TokenCallback = Callable[[str], None]


@dataclass(frozen=True, slots=True)
class ChatMessage:
    role: Role
    content: str

    def as_dict(self) -> dict[str, str]:
        return {"role": self.role, "content": self.content}


@dataclass(frozen=True, slots=True)
class Completion:
    text: str
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    duration_s: float = 0.0
    first_token_s: float | None = None
    finish_reason: str = "stop"
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def tokens_per_s(self) -> float:
        return self.completion_tokens / self.duration_s if self.duration_s > 0 else 0.0


@runtime_checkable
class ModelClient(Protocol):
    """A chat model. ``model_id`` names the exact instance and is stored on each run."""

    model_id: str

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        max_tokens: int = 256,
        temperature: float = 0.0,
        json_schema: dict[str, Any] | None = None,
        stop: Sequence[str] = (),
        on_token: TokenCallback | None = None,
    ) -> Completion: ...
