"""Posting evolutions nobody saw to the admin channel (strop issue 7, item 6).

An evolution asked for in chat (``/agent evolve``) says its hypothesis, and
the outcome it finds, in that conversation. One made by the periodic job or
by an agent's tool has no conversation: its record's ``hypothesis_post`` (and
once decided, ``outcome_post``) is ``pending``. Chat processes, which hold the
platform connections, post those to ``STROP_ADMIN_CHANNEL``; each message is
claimed with an ``UPDATE ... WHERE <state> = 'pending'`` first, so of two
processes sweeping at once only one posts it. An outcome is claimed only after
its hypothesis was, so the channel reads them in order.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping

from sqlalchemy import or_, select, update

from core.admin import admin_conversation
from core.chat import ChatSurface, Conversation
from core.evolution.evolve import format_evolution, format_outcome
from core.evolution.records import (
    HYPOTHESIS_POST,
    OUTCOME_POST,
    PENDING,
    POST_PENDING,
    POST_POSTED,
    SKIPPED,
    RecordView,
    load_record,
)
from core.settings import Settings
from core.storage import Database, EvolutionRecord

__all__ = ["hypothesis_text", "post_pending_evolutions"]

logger = logging.getLogger(__name__)


def hypothesis_text(record: RecordView) -> str:
    """The message about the change as it was made, even if its outcome is known by now."""
    made = SKIPPED if record.to_version is None else PENDING
    return format_evolution(dataclasses.replace(record, status=made))


def _claim(db: Database, record_id: int, message: str) -> bool:
    """Take ``message`` of the record for posting; ``False`` if another process has it."""
    column = getattr(EvolutionRecord, message)
    query = update(EvolutionRecord).where(EvolutionRecord.id == record_id, column == POST_PENDING)
    if message == OUTCOME_POST:
        query = query.where(EvolutionRecord.hypothesis_post != POST_PENDING)
    with db.session() as s:
        claimed = s.execute(
            query.values({message: POST_POSTED}).execution_options(synchronize_session=False)
        )
        return getattr(claimed, "rowcount", 0) == 1


def _release(db: Database, record_id: int, message: str) -> None:
    with db.session() as s:
        s.execute(
            update(EvolutionRecord)
            .where(EvolutionRecord.id == record_id)
            .values({message: POST_PENDING})
            .execution_options(synchronize_session=False)
        )


async def _post(
    db: Database, surface: ChatSurface, conversation: Conversation, record_id: int, message: str
) -> bool | None:
    """Post one message: ``True`` posted, ``False`` not ours to post, ``None`` it failed."""
    if not _claim(db, record_id, message):
        return False
    record = load_record(db, record_id)
    if record is None:
        return False  # deleted meanwhile
    text = hypothesis_text(record) if message == HYPOTHESIS_POST else format_outcome(record)
    try:
        await surface.post(conversation, text)
    except Exception:
        logger.warning("could not post evolution record %s to the admin channel", record_id)
        _release(db, record_id, message)
        return None
    return True


async def post_pending_evolutions(
    db: Database, settings: Settings, surfaces: Mapping[str, ChatSurface]
) -> int:
    """Post evolution messages nobody posted yet to the admin channel; returns how many."""
    conversation = admin_conversation(settings)
    surface = surfaces.get(conversation.platform) if conversation is not None else None
    if conversation is None or surface is None:
        return 0  # kept pending until a process connected to that platform posts them
    with db.session() as s:
        ids = list(
            s.scalars(
                select(EvolutionRecord.id)
                .where(
                    or_(
                        EvolutionRecord.hypothesis_post == POST_PENDING,
                        EvolutionRecord.outcome_post == POST_PENDING,
                    )
                )
                .order_by(EvolutionRecord.id)
            )
        )
    posted = 0
    for record_id in ids:
        for message in (HYPOTHESIS_POST, OUTCOME_POST):
            done = await _post(db, surface, conversation, record_id, message)
            if done is None:
                break  # the outcome waits for its hypothesis; try again on the next sweep
            posted += int(done)
    return posted
