"""Generation speed through strop against raw llama.cpp, and time to first token in chat.

Both sides drive the same ``Llama`` object with the same chat messages, no grammar,
``temperature=0`` and streaming on; runs alternate which side goes first so cache
and thermal effects fall on both. Speed is tokens generated over wall time of the
whole call (prompt evaluation included, as a user waits for it).
"""

from __future__ import annotations

import asyncio
import io
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from core.models.base import ChatMessage
from core.models.llamacpp import LlamaCppModel

__all__ = ["PROMPT", "chat_ttft", "chat_ttft_cold", "generation_speed", "runtime_benchmark"]

PROMPT = (
    ChatMessage("system", "You are a helpful assistant."),
    ChatMessage(
        "user",
        "Write a long story about a lighthouse keeper who finds a map inside a bottle, "
        "with many details about the sea, the weather and the island.",
    ),
)
GREETINGS = ("Hello!", "Hi there!", "Good morning!", "Hey, how are you?", "Hello again!")


def _raw_once(llama: Any, max_tokens: int) -> tuple[int, float]:
    start = time.perf_counter()
    tokens = 0
    stream = llama.create_chat_completion(
        messages=[m.as_dict() for m in PROMPT],
        max_tokens=max_tokens,
        temperature=0.0,
        stream=True,
    )
    for chunk in stream:
        if chunk["choices"][0]["delta"].get("content"):
            tokens += 1
    return tokens, time.perf_counter() - start


async def _strop_once(model: LlamaCppModel, max_tokens: int) -> tuple[int, float]:
    start = time.perf_counter()
    completion = await model.complete(PROMPT, max_tokens=max_tokens, temperature=0.0)
    return completion.completion_tokens, time.perf_counter() - start


async def generation_speed(
    model: LlamaCppModel, *, tokens: int = 128, repeats: int = 5
) -> dict[str, Any]:
    """Median tokens/s of ``model.complete`` and of raw streaming on ``model.llama``."""
    await _strop_once(model, tokens)  # warm-up: load pages, fill the prompt cache
    _raw_once(model.llama, tokens)
    strop: list[tuple[int, float]] = []
    raw: list[tuple[int, float]] = []
    for i in range(repeats):
        if i % 2 == 0:
            strop.append(await _strop_once(model, tokens))
            raw.append(_raw_once(model.llama, tokens))
        else:
            raw.append(_raw_once(model.llama, tokens))
            strop.append(await _strop_once(model, tokens))
    strop_tok_s = statistics.median(n / s for n, s in strop)
    raw_tok_s = statistics.median(n / s for n, s in raw)
    return {
        "strop_tok_s": round(strop_tok_s, 2),
        "raw_tok_s": round(raw_tok_s, 2),
        "ratio": round(strop_tok_s / raw_tok_s, 4) if raw_tok_s else 0.0,
        "tokens_requested": tokens,
        "strop_tokens": statistics.median(n for n, _ in strop),
        "raw_tokens": statistics.median(n for n, _ in raw),
        "repeats": repeats,
    }


class _FirstWrite(io.StringIO):
    """An output stream that notes when the first visible character is written to it."""

    def __init__(self) -> None:
        super().__init__()
        self.first_at: float | None = None

    def write(self, text: str) -> int:
        if self.first_at is None and text.strip():
            self.first_at = time.perf_counter()
        return super().write(text)


async def chat_ttft(model: LlamaCppModel, *, repeats: int = 3) -> dict[str, Any]:
    """Median seconds from submitting a greeting to the first answer character on screen.

    Runs what ``strop chat`` runs for an interactive session: ``ChatService`` with
    streaming on and the console surface, in a scratch data directory.
    """
    from bots.console import ConsoleSurface
    from core.chat import Conversation, Message
    from core.conversation import ChatService
    from core.services import Services
    from core.settings import Settings

    times: list[float] = []
    with tempfile.TemporaryDirectory(prefix="strop-bench-") as tmp:
        settings = Settings(  # type: ignore[call-arg]
            _env_file=None, data_dir=Path(tmp), database_url=None, qdrant_url=None
        )
        services = Services(settings, model=model)
        try:
            chat = ChatService(services, stream_interval_s=0.0, stream=True)
            for i in range(repeats):
                out = _FirstWrite()
                surface = ConsoleSurface(out, prefix="assistant> ")
                conv = Conversation(platform="terminal", channel=f"bench-{i}", is_direct=True)
                text = GREETINGS[i % len(GREETINGS)]
                start = time.perf_counter()
                await chat.handle(
                    Message(event_id="", conversation=conv, user="bench", text=text), surface
                )
                if out.first_at is None:
                    raise RuntimeError(f"strop chat wrote nothing for {text!r}")
                times.append(out.first_at - start)
        finally:
            services.close()
    return {"chat_ttft_s": round(statistics.median(times), 3), "chat_ttft_repeats": repeats}


async def chat_ttft_cold(*, repeats: int = 3) -> dict[str, Any]:
    """Like :func:`chat_ttft` for the first message of a session: a freshly loaded model
    with nothing in its prompt cache (model loading itself is not counted)."""
    times: list[float] = []
    for _ in range(repeats):
        fresh = LlamaCppModel()
        try:
            times.append((await chat_ttft(fresh, repeats=1))["chat_ttft_s"])
        finally:
            fresh.llama.close()
    return {"chat_ttft_cold_s": round(statistics.median(times), 3)}


def runtime_benchmark(
    model: LlamaCppModel | None = None,
    *,
    tokens: int = 128,
    repeats: int = 5,
    ttft_repeats: int = 3,
) -> dict[str, Any]:
    """Everything ``bench/results/runtime.json`` holds, except the run metadata."""
    model = model or LlamaCppModel()
    speed = asyncio.run(generation_speed(model, tokens=tokens, repeats=repeats))
    ttft = asyncio.run(chat_ttft(model, repeats=ttft_repeats))
    cold = asyncio.run(chat_ttft_cold(repeats=ttft_repeats))
    return {
        **speed,
        **ttft,
        **cold,
        "model": model.model_id,
        "n_threads": int(model.llama.n_threads),
        "n_ctx": int(model.llama.n_ctx()),
    }
