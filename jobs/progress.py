"""Partial output of queued runs, published per run on a Redis stream.

A worker appends the answer text as it is generated; an adapter follows the
stream and edits its reply message. Streams rather than pub/sub: a subscriber
that starts late (the API answered 202, the bot then starts following) still
reads everything from the beginning, and a finished run's stream is kept for
a while for the same reason.

Entries are ``kind`` ``attempt`` (a new attempt started: text so far is void),
``text`` (the next piece) and ``end`` (final status, output and error).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import RedisError

__all__ = ["ProgressEvent", "ProgressPublisher", "follow", "stream_key"]

logger = logging.getLogger(__name__)

# Long enough for a slow adapter to catch up; the run itself is in the database.
STREAM_TTL_S = 3600
# Bounded so a runaway generation cannot grow one key without limit.
STREAM_MAXLEN = 10_000


def stream_key(run_id: int) -> str:
    return f"strop:progress:{run_id}"


@dataclass(frozen=True, slots=True)
class ProgressEvent:
    """One stream entry; ``id`` is the Redis stream id to resume after."""

    id: str
    kind: str
    text: str = ""
    status: str = ""
    error: str = ""
    attempt: int = 0


def _decode(entry_id: Any, fields: dict[Any, Any]) -> ProgressEvent:
    def get(name: str) -> str:
        value = fields.get(name.encode(), fields.get(name, b""))
        return value.decode() if isinstance(value, bytes) else str(value)

    attempt = get("attempt")
    return ProgressEvent(
        id=entry_id.decode() if isinstance(entry_id, bytes) else str(entry_id),
        kind=get("kind"),
        text=get("text"),
        status=get("status"),
        error=get("error"),
        attempt=int(attempt) if attempt.isdigit() else 0,
    )


class ProgressPublisher:
    """Publishes one run's progress. ``push`` is thread-safe (model threads call it).

    Pieces are coalesced: everything pushed while the previous write was in
    flight goes out as one entry, so a fast model does not cost one Redis
    round trip per token. Publishing is best effort: a Redis error is logged
    and the run goes on (its result is in the database either way).
    """

    def __init__(self, redis: Redis, run_id: int) -> None:
        self.redis = redis
        self.key = stream_key(run_id)
        self._loop = asyncio.get_running_loop()
        self._pending: list[str] = []
        self._wakeup = asyncio.Event()
        self._closed = False
        self._task = self._loop.create_task(self._pump())

    def push(self, piece: str) -> None:
        """Queue ``piece`` of answer text; callable from any thread."""
        self._loop.call_soon_threadsafe(self._add, piece)

    def _add(self, piece: str) -> None:
        self._pending.append(piece)
        self._wakeup.set()

    async def attempt(self, number: int) -> None:
        """Announce attempt ``number``; followers drop text of earlier attempts."""
        await self._flush()
        await self._xadd({"kind": "attempt", "attempt": str(number)})

    async def end(self, *, status: str, output: str = "", error: str = "") -> None:
        """Write the final entry and stop; the stream expires after ``STREAM_TTL_S``."""
        # Pieces pushed from another thread just before are still in call_soon's queue.
        await asyncio.sleep(0)
        self._closed = True
        self._wakeup.set()
        await self._task
        await self._xadd({"kind": "end", "status": status, "text": output, "error": error})

    async def aclose(self) -> None:
        """Stop without an end entry (the run was handed back to the queue)."""
        await asyncio.sleep(0)
        self._closed = True
        self._wakeup.set()
        await self._task

    async def _pump(self) -> None:
        while True:
            await self._wakeup.wait()
            self._wakeup.clear()
            await self._flush()
            if self._closed:
                return

    async def _flush(self) -> None:
        if self._pending:
            text, self._pending = "".join(self._pending), []
            await self._xadd({"kind": "text", "text": text})

    async def _xadd(self, fields: dict[str, str]) -> None:
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.xadd(self.key, fields, maxlen=STREAM_MAXLEN, approximate=True)  # type: ignore[arg-type]
                pipe.expire(self.key, STREAM_TTL_S)
                await pipe.execute()
        except (RedisError, OSError) as exc:
            logger.warning("progress for %s not published: %s", self.key, exc)


async def follow(
    redis: Redis,
    run_id: int,
    *,
    after: str = "0-0",
    block_ms: int = 1000,
    timeout_s: float | None = None,
) -> AsyncIterator[ProgressEvent]:
    """Yield a run's progress events from ``after`` on, until its ``end`` event.

    Stops early (without an ``end``) after ``timeout_s`` of silence; the caller
    then reads the run from the database.
    """
    key = stream_key(run_id)
    last = after
    loop = asyncio.get_running_loop()
    quiet_since = loop.time()
    while True:
        reply = await redis.xread({key: last}, count=100, block=block_ms)
        if not reply:
            if timeout_s is not None and loop.time() - quiet_since > timeout_s:
                return
            continue
        quiet_since = loop.time()
        for _stream, entries in reply:
            for entry_id, fields in entries:
                event = _decode(entry_id, fields)
                last = event.id
                yield event
                if event.kind == "end":
                    return
