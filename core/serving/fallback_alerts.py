"""Repeated fallbacks raise one alert in the admin channel (SPEC 6.12).

Every fallback is a ``fallback`` span of its run, so any process can count
them. When ``count`` of them happened within ``window_s`` (and since the last
alert), the run that crossed the line gets a ``fallback_alert`` span named
``pending``; counting starts again after it. Chat processes, which hold the
platform connections, post pending alerts to ``STROP_ADMIN_CHANNEL`` and mark
each ``posted`` first, so two processes never post the same alert.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta

from sqlalchemy import func, select, update

from core.admin import admin_conversation
from core.chat import ChatSurface
from core.runtime.trajectory import TrajectoryRecorder
from core.settings import Settings
from core.storage import Database, Span
from core.storage.base import utcnow

__all__ = ["ALERT_KIND", "FALLBACK_KIND", "post_pending_alerts", "raise_if_due"]

logger = logging.getLogger(__name__)

FALLBACK_KIND = "fallback"
ALERT_KIND = "fallback_alert"
_PENDING, _POSTED = "pending", "posted"


def raise_if_due(
    recorder: TrajectoryRecorder, *, count: int, window_s: int, now: datetime | None = None
) -> bool:
    """Record an alert on ``recorder``'s run if fallbacks are now too frequent."""
    now = now or utcnow()
    with recorder.db.session() as s:
        since = now - timedelta(seconds=window_s)
        last = s.scalar(select(func.max(Span.started_at)).where(Span.kind == ALERT_KIND))
        if last is not None and last > since:
            since = last
        recent = list(
            s.scalars(
                select(Span)
                .where(Span.kind == FALLBACK_KIND, Span.started_at > since)
                .order_by(Span.id)
            )
        )
        s.expunge_all()
    if len(recent) < count:
        return False
    latest = recent[-1]
    failing = sorted({str(sp.input.get("from", "")) for sp in recent} - {""})
    minutes = max(round(window_s / 60), 1)
    text = (
        f"strop fell back from a failing model {len(recent)} times in {minutes} min. "
        f"Failing: {', '.join(failing) or 'unknown'}. Latest: run {latest.run_id}, "
        f"{latest.input.get('from', '?')} -> {latest.output.get('to', '?')} "
        f"({latest.error or 'no reason given'}). See `strop deploy --list` and the runs."
    )
    recorder.span(
        ALERT_KIND,
        name=_PENDING,
        output={"text": text, "fallbacks": len(recent), "window_s": window_s, "failing": failing},
    )
    logger.warning("%s", text)
    return True


async def post_pending_alerts(
    db: Database,
    settings: Settings,
    surfaces: Mapping[str, ChatSurface],
    kinds: Sequence[str] = (ALERT_KIND,),
) -> int:
    """Post alerts nobody posted yet to the admin channel; returns how many were posted.

    ``kinds``: the span kinds that carry such alerts (each with a ``text`` output);
    the critique log's collapse alarm (``core.critique.collapse``) is one more.
    """
    conversation = admin_conversation(settings)
    surface = surfaces.get(conversation.platform) if conversation is not None else None
    if conversation is None or surface is None:
        return 0  # kept pending until a process connected to that platform posts them
    with db.session() as s:
        pending = list(
            s.execute(
                select(Span.id, Span.output)
                .where(Span.kind.in_(list(kinds)), Span.name == _PENDING)
                .order_by(Span.id)
            )
        )
    posted = 0
    for span_id, output in pending:
        with db.session() as s:
            claimed = s.execute(
                update(Span)
                .where(Span.id == span_id, Span.name == _PENDING)
                .values(name=_POSTED)
                .execution_options(synchronize_session=False)
            )
            if getattr(claimed, "rowcount", 0) != 1:
                continue  # another process took it
        try:
            await surface.post(conversation, str(output.get("text", "")))
            posted += 1
        except Exception:
            logger.warning("could not post alert %s to the admin channel", span_id)
            with db.session() as s:
                s.execute(update(Span).where(Span.id == span_id).values(name=_PENDING))
    return posted
