"""An alarm when critique scores stop varying: the lessons loop may be collapsing to one mode.

Lessons steer answers towards what past critiques liked; fed back long enough,
an agent can settle on one style for everything. That shows as a spread of
critique scores that shrinks towards nothing. Among an agent's last ``window``
critiques of runs that had lessons applied (the runs the loop steers), a
population standard deviation below ``min_std`` raises one alert: a
``critique_alert`` span marked ``pending`` on the latest run, which chat
processes post to the admin channel like the fallback alerts
(``core.serving.fallback_alerts.post_pending_alerts``). A new alert needs a
fresh window: none fires again until ``window`` more such critiques exist.
"""

from __future__ import annotations

import logging
from statistics import pstdev

from sqlalchemy import func, select

from core.storage import Attempt, Critique, Database, Span

__all__ = ["COLLAPSE_KIND", "check_collapse"]

logger = logging.getLogger(__name__)

COLLAPSE_KIND = "critique_alert"
_PENDING = "pending"


def _last_alert_run(db: Database, agent: str) -> int:
    with db.session() as s:
        alerts = s.execute(select(Span.run_id, Span.input).where(Span.kind == COLLAPSE_KIND))
        return max((run for run, given in alerts if given.get("agent") == agent), default=0)


def check_collapse(
    db: Database, agent: str, *, window: int = 10, min_std: float = 0.3
) -> str | None:
    """Raise the alert for ``agent`` if its recent scores collapsed; the alert text."""
    with db.session() as s:
        rows = s.execute(
            select(Critique.run_id, Critique.overall, Critique.lessons)
            .where(Critique.agent == agent, Critique.held_out.is_(False))
            .order_by(Critique.id.desc())
            .limit(window * 20)
        )
        recent = [(run_id, overall) for run_id, overall, lessons in rows if lessons][:window]
    if len(recent) < window:
        return None
    if min(run_id for run_id, _ in recent) <= _last_alert_run(db, agent):
        return None  # this window overlaps the one that raised the last alert
    spread = pstdev(float(score) for _, score in recent)
    if spread >= min_std:
        return None
    latest = max(run_id for run_id, _ in recent)
    text = (
        f"Critique scores of agent {agent} barely vary any more (std {spread:.2f} over its "
        f"last {window} runs with lessons, alarm below {min_std}): its answers may be "
        "collapsing to one style. Check its recent runs; set STROP_CRITIQUE=off or the "
        "agent parameter quick=true to stop lessons."
    )
    with db.session() as s:
        attempt = s.scalar(
            select(Attempt.id).where(Attempt.run_id == latest).order_by(Attempt.number.desc())
        )
        if attempt is None:
            return None
        seq = s.scalar(select(func.max(Span.seq)).where(Span.attempt_id == attempt)) or 0
        s.add(
            Span(
                attempt_id=attempt,
                run_id=latest,
                seq=seq + 1,
                kind=COLLAPSE_KIND,
                name=_PENDING,
                input={"agent": agent},
                output={"text": text, "std": round(spread, 4), "window": window},
            )
        )
    logger.warning("%s", text)
    return text
