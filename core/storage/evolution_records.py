"""Evolution records: one prompt or parameter change of an agent and its hypothesis (SPEC 6.10)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonDict, JsonList, created_at_column

__all__ = ["EvolutionRecord"]


class EvolutionRecord(Base):
    """A change made (or skipped) for an agent, with the hypothesis it is checked against.

    ``trigger`` holds the feedback ids that led to it; ``analysis`` and ``credit``
    summarise them (counts and verdicts, never comment text). ``status`` starts
    ``pending`` and becomes ``validated`` or ``refuted`` once enough runs of
    ``to_version`` exist; ``skipped`` means the history check refused every
    change (``reason`` says why) and no version was made.

    ``hypothesis_post`` and ``outcome_post`` say whether the chat message about
    the change and the one about its outcome still have to go to the admin
    channel: ``none`` (nothing to post yet), ``pending``, ``posted`` (claimed by
    the chat process that posts it) or ``notified`` (already said in the
    conversation that asked for the evolution).
    """

    __tablename__ = "evolution_records"

    id: Mapped[int] = mapped_column(primary_key=True)
    agent: Mapped[str] = mapped_column(String(64), index=True)
    from_version: Mapped[int]
    to_version: Mapped[int | None] = mapped_column(default=None)
    trigger: Mapped[JsonList] = mapped_column(default=list)
    analysis: Mapped[JsonDict] = mapped_column(default=dict)
    credit: Mapped[JsonDict] = mapped_column(default=dict)
    plan: Mapped[JsonDict] = mapped_column(default=dict)
    hypothesis: Mapped[str] = mapped_column(Text, default="")
    metric: Mapped[str] = mapped_column(String(200), default="")
    baseline: Mapped[float | None] = mapped_column(default=None)
    outcome: Mapped[float | None] = mapped_column(default=None)
    score_delta: Mapped[float | None] = mapped_column(default=None)
    status: Mapped[str] = mapped_column(String(16), default="pending", index=True)
    reason: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = created_at_column()
    checked_at: Mapped[datetime | None] = mapped_column(default=None)
    hypothesis_post: Mapped[str] = mapped_column(String(16), default="none", index=True)
    outcome_post: Mapped[str] = mapped_column(String(16), default="none", index=True)
