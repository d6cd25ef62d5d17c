"""Model backend for anything litellm reaches: Ollama, OpenAI-compatible servers, hosted APIs.

litellm is imported on first use: the import takes several seconds, and it
must see the offline switches below before it loads, or it tries to download
its model catalogue and tokenizers.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import AsyncGenerator, Sequence
from contextlib import aclosing
from types import ModuleType
from typing import Any

from core.errors import ConfigurationError, ModelUnavailable
from core.models.base import ChatMessage, Completion, TokenCallback

__all__ = ["LiteLLMModel", "close_clients"]

# Keep litellm from fetching its price catalogue, blog feed and tokenizers at import and
# call time; the bundled copies are enough for routing and token counting. Set on import of
# this module so it also holds when something else imports litellm first.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")


def _litellm() -> ModuleType:
    import litellm

    litellm.suppress_debug_info = True  # no "Give Feedback / Get Help" banners on stdout
    return litellm


async def close_clients() -> None:
    """Close the HTTP connections litellm pools for this process (all ``LiteLLMModel`` s).

    Call it at shutdown, or before the event loop that made the calls ends;
    later calls open fresh connections.
    """
    if "litellm" not in sys.modules:
        return
    litellm = _litellm()
    await litellm.close_litellm_async_clients()
    litellm.in_memory_llm_clients_cache.flush_cache()


class LiteLLMModel:
    """A chat model served through litellm, e.g. ``model="ollama_chat/smollm2"``.

    ``model`` uses litellm's ``provider/name`` form; ``api_base`` points at the
    server (``http://localhost:11434`` for Ollama, ``http://host:port/v1`` for
    an OpenAI-compatible one).
    """

    def __init__(
        self,
        *,
        model: str,
        api_base: str | None = None,
        api_key: str | None = None,
        timeout_s: float = 60,
        few_shot: bool = True,
    ) -> None:
        if not model.strip():
            raise ConfigurationError("model must name a litellm model, e.g. ollama_chat/smollm2")
        if timeout_s <= 0:
            raise ConfigurationError(f"model timeout must be positive, got {timeout_s}")
        self.model = model
        self.model_id = f"litellm:{model}"
        # Whether the runtime shows the agent's few-shot turns (see LlamaCppModel).
        self.few_shot = few_shot
        self._api_base = api_base
        self._api_key = api_key
        self._timeout_s = timeout_s
        # OpenAI, Ollama (via litellm) and llama.cpp's C++ server take the
        # ``json_schema`` response format; llama-cpp-python's server only takes
        # ``json_object`` with a ``schema``. Switch once a server refuses the first.
        self._schema_style = "json_schema"

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
        """Stream a chat completion; raises ``ModelUnavailable`` or ``ConfigurationError``."""
        try:
            return await self._complete(
                messages, max_tokens, temperature, json_schema, stop, on_token
            )
        except ModelUnavailable as exc:
            refused = "json_schema" in str(exc) and "response_format" in str(exc)
            if json_schema is None or self._schema_style != "json_schema" or not refused:
                raise
            self._schema_style = "json_object"
            return await self._complete(
                messages, max_tokens, temperature, json_schema, stop, on_token
            )

    async def _complete(
        self,
        messages: Sequence[ChatMessage],
        max_tokens: int,
        temperature: float,
        json_schema: dict[str, Any] | None,
        stop: Sequence[str],
        on_token: TokenCallback | None,
    ) -> Completion:
        litellm = _litellm()
        request = self._request(messages, max_tokens, temperature, json_schema, stop)
        started = time.perf_counter()
        first_token_s: float | None = None
        parts: list[str] = []
        usage: Any = None
        finish_reason = "stop"
        served: dict[str, Any] = {}
        async with aclosing(self._chunks(litellm, request)) as chunks:
            async for chunk in chunks:
                usage = getattr(chunk, "usage", None) or usage
                served = {"id": getattr(chunk, "id", None), "model": getattr(chunk, "model", None)}
                for choice in chunk.choices:
                    delta = choice.delta.content if choice.delta else None
                    if delta:
                        if first_token_s is None:
                            first_token_s = time.perf_counter() - started
                        parts.append(delta)
                        if on_token is not None:
                            on_token(delta)
                    if choice.finish_reason:
                        finish_reason = str(choice.finish_reason)
        duration_s = time.perf_counter() - started
        text = "".join(parts)
        prompt_tokens, completion_tokens = self._usage(litellm, usage, request, text)
        return Completion(
            text=text,
            model=self.model_id,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            duration_s=duration_s,
            first_token_s=first_token_s,
            finish_reason=finish_reason,
            raw={k: v for k, v in served.items() if v},
        )

    async def _chunks(self, litellm: ModuleType, request: dict[str, Any]) -> AsyncGenerator[Any]:
        """The stream's chunks; backend failures become strop errors.

        Errors raised by the caller's ``on_token`` happen outside this generator
        and so reach the caller unchanged.
        """
        try:
            stream = await litellm.acompletion(**request)
        except Exception as exc:
            raise self._translate(litellm, exc) from exc
        try:
            async for chunk in stream:
                yield chunk
        except Exception as exc:
            raise self._translate(litellm, exc) from exc
        finally:
            await stream.aclose()

    def _request(
        self,
        messages: Sequence[ChatMessage],
        max_tokens: int,
        temperature: float,
        json_schema: dict[str, Any] | None,
        stop: Sequence[str],
    ) -> dict[str, Any]:
        request: dict[str, Any] = {
            "model": self.model,
            "messages": [m.as_dict() for m in messages],
            "max_tokens": max_tokens,
            "temperature": temperature,
            "stream": True,
            "stream_options": {"include_usage": True},
            "timeout": self._timeout_s,
            # Retrying is the runtime's decision (it records attempts); fail fast here.
            "num_retries": 0,
            "max_retries": 0,
        }
        if self._api_base is not None:
            request["api_base"] = self._api_base
        if self._api_key is not None:
            request["api_key"] = self._api_key
        if stop:
            request["stop"] = list(stop)
        if json_schema is not None and self._schema_style == "json_object":
            request["response_format"] = {"type": "json_object", "schema": json_schema}
        elif json_schema is not None:
            request["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "output", "schema": json_schema, "strict": True},
            }
        return request

    def _usage(
        self, litellm: ModuleType, usage: Any, request: dict[str, Any], text: str
    ) -> tuple[int, int]:
        prompt = int(getattr(usage, "prompt_tokens", 0) or 0)
        completion = int(getattr(usage, "completion_tokens", 0) or 0)
        if prompt or completion:
            return prompt, completion
        # No usage in the stream (litellm usually fills it in itself): count with its tokenizer.
        prompt = int(litellm.token_counter(model=self.model, messages=request["messages"]))
        completion = int(litellm.token_counter(model=self.model, text=text)) if text else 0
        return prompt, completion

    def _translate(self, litellm: ModuleType, exc: Exception) -> Exception:
        where = f" at {self._api_base}" if self._api_base else ""
        detail = f"{type(exc).__name__}: {exc}"
        if isinstance(exc, litellm.AuthenticationError | litellm.PermissionDeniedError):
            return ConfigurationError(f"{self.model_id}{where} refused the credentials: {detail}")
        if "Missing credentials" in str(exc):  # the OpenAI SDK refuses to send without a key
            return ConfigurationError(
                f"{self.model_id}{where} needs an api_key (any value for servers without "
                f"authentication): {detail}"
            )
        if isinstance(exc, litellm.LiteLLMUnknownProvider) or "LLM Provider NOT provided" in str(
            exc
        ):
            return ConfigurationError(
                f"{self.model!r} names no litellm provider; use provider/model, "
                f"e.g. ollama_chat/smollm2 or openai/my-model: {detail}"
            )
        return ModelUnavailable(f"{self.model_id}{where} failed: {detail}")
