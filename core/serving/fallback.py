"""The fallback chain of an agent's model (SPEC 6.12).

An agent served by an instance falls back, in order, to the instance's
previous version, to its base model alone, and to a hosted model
(``STROP_FALLBACK_MODEL``, through litellm) when one is configured. A link is
skipped when it cannot load (unavailable), raises (errors) or takes longer
than the timeout; once a run moved down the chain it stays there. Each switch
is returned with the completion that finally answered
(``Completion.raw["fallbacks"]``) so the runner records it on the run.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from core.errors import ModelUnavailable, NotFound
from core.models.base import ChatMessage, Completion, ModelClient, TokenCallback
from core.serving.instances import Instance, InstanceService
from core.serving.resolve import INSTANCE_PREFIX

__all__ = ["FallbackModel", "Link", "fallback_chain"]

Load = Callable[[], ModelClient]


@dataclass(frozen=True, slots=True)
class Link:
    """One model of the chain: ``role`` is current, previous, base or hosted."""

    role: str
    name: str  # what the run shows before it loaded, e.g. "instance:assistant v2"
    load: Load


def fallback_chain(
    spec: str,
    *,
    instances: InstanceService,
    load_spec: Callable[[str], ModelClient],
    load_version: Callable[[str, int], ModelClient],
    hosted: Load | None = None,
    hosted_name: str = "",
) -> list[Link]:
    """The chain for model ``spec`` (as the router resolved it for one request).

    ``load_spec`` loads a spec the usual way; ``load_version(instance, n)`` loads
    version ``n`` of an instance in this process (0: its base alone).
    """
    links = [Link("current", spec or "default model", lambda: load_spec(spec))]
    if spec.startswith(INSTANCE_PREFIX):
        name = spec.removeprefix(INSTANCE_PREFIX)
        try:
            instance: Instance | None = instances.get(name)
        except NotFound:
            instance = None  # loading the current link says so, or the hosted model answers
        if instance is not None and instance.status != "retired" and instance.current_version:
            previous = instances.rollback_target(name)
            if previous is not None:
                number = previous.version
                links.append(
                    Link("previous", f"{spec} v{number}", lambda: load_version(name, number))
                )
            links.append(Link("base", f"{spec} base", lambda: load_version(name, 0)))
    if hosted is not None:
        links.append(Link("hosted", hosted_name or "hosted model", hosted))
    return links


def _reason(exc: BaseException) -> str:
    if isinstance(exc, TimeoutError):
        return "timed out"
    text = str(exc).splitlines()[0][:300] if str(exc) else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class FallbackModel:
    """A ``ModelClient`` that answers with the first model of its chain that works.

    Built for one request (one run): the current model is loaded at once, the
    others only when needed. ``model_id`` names the model answering now.
    """

    def __init__(self, links: Sequence[Link], *, timeout_s: float | None = None) -> None:
        if not links:
            raise ValueError("a fallback chain needs at least one model")
        self._links = list(links)
        self._timeout_s = timeout_s
        self._index = 0
        self._client: ModelClient | None = None
        self._pending: list[dict[str, Any]] = []
        self._failures: list[str] = []
        self.model_id = links[0].name
        first_error: BaseException | None = None
        while self._client is None:
            try:
                self._client = self._links[self._index].load()
                self.model_id = self._client.model_id
            except Exception as exc:
                first_error = first_error or exc
                if not self._advance(_reason(exc), "unavailable"):
                    raise first_error from None

    @property
    def few_shot(self) -> bool:
        return bool(getattr(self._client, "few_shot", True))

    @property
    def role(self) -> str:
        """Which link answers now: current, previous, base or hosted."""
        return self._links[self._index].role

    def _advance(self, reason: str, kind: str) -> bool:
        """Move to the next link that loads; False when the chain is exhausted."""
        failed = self._links[self._index]
        from_model = self._client.model_id if self._client is not None else failed.name
        self._failures.append(f"{failed.role} ({from_model}): {reason}")
        self._client = None
        skipped: list[str] = []
        while self._index + 1 < len(self._links):
            self._index += 1
            link = self._links[self._index]
            try:
                self._client = link.load()
            except Exception as exc:
                self._failures.append(f"{link.role} ({link.name}): {_reason(exc)}")
                skipped.append(f"{link.role}: {_reason(exc)}")
                continue
            self.model_id = self._client.model_id
            self._pending.append(
                {
                    "from": from_model,
                    "from_role": failed.role,
                    "to": self._client.model_id,
                    "to_role": link.role,
                    "kind": kind,
                    "reason": reason,
                    "skipped": skipped,
                }
            )
            return True
        return False

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
        streamed = False

        def relay(piece: str) -> None:
            nonlocal streamed
            streamed = True
            if on_token is not None:
                on_token(piece)

        while True:
            client = self._client
            if client is None:
                raise ModelUnavailable(
                    "every model of the fallback chain failed: " + "; ".join(self._failures)
                )
            call = client.complete(
                messages,
                max_tokens=max_tokens,
                temperature=temperature,
                json_schema=json_schema,
                stop=stop,
                # A model that failed mid-stream left text behind: the next one's tokens
                # would be appended to it, so the reply shows only the final answer then.
                on_token=relay if on_token is not None and not streamed else None,
            )
            try:
                completion = await asyncio.wait_for(call, self._timeout_s)
            except Exception as exc:
                kind = "timeout" if isinstance(exc, TimeoutError) else "error"
                if not self._advance(_reason(exc), kind):
                    raise ModelUnavailable(
                        "every model of the fallback chain failed: " + "; ".join(self._failures)
                    ) from None
                continue
            if not self._pending:
                return completion
            events, self._pending = self._pending, []
            return replace(completion, raw={**completion.raw, "fallbacks": events})
