"""What the self-improvement loop learned from ratings (SPEC 5.2, 6.10)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from core.storage.base import Base, JsonList, created_at_column

__all__ = ["RatingAnalysis"]


class RatingAnalysis(Base):
    """One rating turned into a sentiment and aspects; at most one per rating.

    ``aspects`` holds dicts with ``aspect``, ``direction``, ``confidence`` and
    ``evidence`` (exact words of the rating's comment); nothing else from the
    comment is stored here, because the comment is untrusted text.
    ``analyser`` is ``"rules"`` or the id of the model that classified it.
    ``digest`` fingerprints the label, score and notes analysed: notes added to a
    rating later (a reaction, then its comment) make the analysis stale.
    """

    __tablename__ = "rating_analyses"

    id: Mapped[int] = mapped_column(primary_key=True)
    feedback_id: Mapped[int] = mapped_column(
        ForeignKey("feedback.id", ondelete="CASCADE"), unique=True
    )
    agent: Mapped[str] = mapped_column(String(64), default="", index=True)
    run_id: Mapped[int | None] = mapped_column(
        ForeignKey("runs.id", ondelete="SET NULL"), index=True, default=None
    )
    sentiment: Mapped[str] = mapped_column(String(16))
    confidence: Mapped[float] = mapped_column(default=0.0)
    aspects: Mapped[JsonList] = mapped_column(default=list)
    analyser: Mapped[str] = mapped_column(String(200), default="rules")
    digest: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = created_at_column()
