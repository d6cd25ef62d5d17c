"""Several models answer; the most common reply wins (parsed JSON compared, ties: first).

Members run concurrently. A member that fails does not vote; when all fail,
the first failure is raised. Tokens are not streamed while the members run:
the winner's text is passed to ``on_token`` once the vote is done.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

from core.errors import ConfigurationError
from core.models.base import ChatMessage, Completion, ModelClient, TokenCallback

__all__ = ["EnsembleModel", "vote_key"]


def vote_key(text: str) -> str:
    """Replies that mean the same vote together: JSON by value, other text by its words."""
    try:
        return json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"))
    except ValueError:
        return " ".join(text.split())


class EnsembleModel:
    """A ``ModelClient`` whose reply is the majority of its members' replies."""

    def __init__(self, members: Sequence[ModelClient], *, model_id: str | None = None) -> None:
        if not members:
            raise ConfigurationError("an ensemble needs at least one model")
        self.members = list(members)
        self.model_id = model_id or "ensemble:" + ",".join(m.model_id for m in self.members)

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
        started = time.perf_counter()
        results = await asyncio.gather(
            *(
                m.complete(
                    messages,
                    max_tokens=max_tokens,
                    temperature=temperature,
                    json_schema=json_schema,
                    stop=stop,
                )
                for m in self.members
            ),
            return_exceptions=True,
        )
        answers = [r for r in results if isinstance(r, Completion)]
        if not answers:
            first = results[0]
            raise first if isinstance(first, BaseException) else RuntimeError("no answer")
        keys = [vote_key(a.text) for a in answers]
        counts = Counter(keys)
        top = max(counts.values())
        winner = answers[next(i for i, k in enumerate(keys) if counts[k] == top)]
        if on_token is not None and winner.text:
            on_token(winner.text)
        failed = [
            f"{m.model_id}: {type(r).__name__}: {r}"
            for m, r in zip(self.members, results, strict=True)
            if isinstance(r, BaseException)
        ]
        return dataclasses.replace(
            winner,
            model=self.model_id,
            duration_s=time.perf_counter() - started,
            raw={
                **winner.raw,
                "chosen": winner.model,
                "votes": {a.model: k for a, k in zip(answers, keys, strict=True)},
                "agreement": top / len(answers),
                "failed": failed,
            },
        )
