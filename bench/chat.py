"""Chat adapters against their fake platforms: throughput, reply and rating latency, leaks.

Each platform's real library talks to the in-repo fake server the contract
suite uses (``tests/chat_support``); the model is scripted so the numbers
measure strop and the adapters, not the model.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from chat_support.driver import eventually
from chat_support.leaks import SECRET, add_ops_agent, platform, scripted_reply, secret_flow
from sqlalchemy import func, select

from core.conversation import ChatService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import Feedback

__all__ = ["chat_benchmark", "secrets_benchmark"]

PLATFORMS = ("slack", "discord", "telegram")


def _services(root: Path) -> Services:
    settings = Settings(_env_file=None, data_dir=root / "data")  # type: ignore[call-arg]
    return Services(settings, model=ScriptedModel([scripted_reply] * 100_000))


def _ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 1)


async def _measure(name: str, services: Services, *, events: int, samples: int) -> dict[str, Any]:
    chat = ChatService(services, stream_interval_s=0.0)
    async with platform(name, chat) as driver:
        user = driver.plain_user

        def has(text: str) -> Callable[[], bool]:
            return lambda: any(m.text == text for m in driver.messages())

        # Warm up connections and caches.
        await driver.say("warm up", user=user)
        await eventually(has("echo: warm up"), timeout_s=30)
        first: list[float] = []
        for i in range(samples):
            before = len(driver.messages())
            start = time.perf_counter()
            await driver.say(f"first {i}", user=user)
            await eventually(lambda b=before: len(driver.messages()) > b, interval_s=0.001)
            first.append(time.perf_counter() - start)
            await eventually(has(f"echo: first {i}"))
        # Throughput: every message sent at once, until every answer is in place.
        start = time.perf_counter()
        await asyncio.gather(*(driver.say(f"load {i}", user=user) for i in range(events)))
        wanted = {f"echo: load {i}" for i in range(events)}
        await eventually(
            lambda: wanted <= {m.text for m in driver.messages()}, timeout_s=300, interval_s=0.01
        )
        rate = events / (time.perf_counter() - start)
        target = next(m for m in driver.messages() if m.text == "echo: warm up")
        rating: list[float] = []
        for i in range(samples):
            with services.db.session() as s:
                count = s.scalar(select(func.count(Feedback.id))) or 0
            start = time.perf_counter()
            await driver.react(target.message_id, "+1", user=user, added=i % 2 == 0)
            if i % 2 == 0:

                def stored(c: int = count) -> bool:
                    with services.db.session() as s:
                        return (s.scalar(select(func.count(Feedback.id))) or 0) > c

                await eventually(stored, interval_s=0.001)
                rating.append(time.perf_counter() - start)
            else:
                await asyncio.sleep(0.05)
    return {
        "events_per_s": round(rate, 1),
        "events": events,
        "first_reply_ms_p50": _ms(first),
        "reaction_to_feedback_ms_p50": _ms(rating),
        "samples": samples,
    }


def chat_benchmark(*, events: int = 200, samples: int = 20) -> dict[str, Any]:
    """Per platform: events/s through the adapter, time to the first visible reply, and
    time from a reaction to its feedback row."""
    out: dict[str, Any] = {"model": "scripted (instant)", "platforms": {}}
    for name in PLATFORMS:
        with tempfile.TemporaryDirectory() as tmp:
            services = _services(Path(tmp))
            try:
                out["platforms"][name] = asyncio.run(
                    _measure(name, services, events=events, samples=samples)
                )
            finally:
                services.close()
        print(f"chat {name}: {out['platforms'][name]}", file=sys.stderr)
    out.update({k: v for k, v in out.pop("platforms").items()})
    return out


def secrets_benchmark() -> dict[str, Any]:
    """A planted secret through each platform's help-request flow; where it shows up."""
    checked, leaks, details = 0, 0, {}
    for name in PLATFORMS:
        with tempfile.TemporaryDirectory() as tmp:
            services = _services(Path(tmp))
            try:
                seen = add_ops_agent(services)
                places = asyncio.run(secret_flow(name, services, seen))
            finally:
                services.close()
        found = sorted(p for p, data in places.items() if SECRET.encode() in data)
        checked += len(places)
        leaks += len(found)
        details[name] = {"places": sorted(places), "leaked_in": found}
    return {"planted": len(PLATFORMS), "places_checked": checked, "leaks": leaks, **details}
