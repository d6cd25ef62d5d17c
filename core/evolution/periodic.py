"""The periodic evolution round (strop issue 7, items 3 and 5; SPEC 6.9, 6.10).

A round decides the open hypotheses that now have enough runs, then, with
``STROP_AUTO_EVOLVE`` on, evolves every agent whose current version has
complaints no record acted on yet, and finally writes the playbook's observed
outcomes back into its entries (``playbook.aggregate``). Its messages are left
for the admin channel (``core.evolution.announce``). The worker's cron task
``jobs.tasks.evolve_agents`` runs a round; a process without Redis runs
:func:`evolution_loop` instead.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from core.errors import StropError
from core.evolution.evolve import evolve_agent, has_new_complaints
from core.evolution.playbook import aggregate
from core.evolution.ratings import analyse_new
from core.evolution.records import PENDING, check_outcomes
from core.models.base import ModelClient
from core.storage import EvolutionRecord, RatingAnalysis

if TYPE_CHECKING:
    from core.services import Services

__all__ = [
    "LOOP_INTERVAL_S",
    "RoundReport",
    "agents_to_evolve",
    "analysis_model",
    "evolution_loop",
    "evolution_round",
]

logger = logging.getLogger(__name__)

LOOP_INTERVAL_S = 1800.0


@dataclass(slots=True)
class RoundReport:
    """What one round did: records decided and made (ids), agents that failed, entries updated."""

    checked: list[int] = field(default_factory=list)
    evolved: list[int] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)
    playbook_entries: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {
            "checked": list(self.checked),
            "evolved": list(self.evolved),
            "failed": dict(self.failed),
            "playbook_entries": self.playbook_entries,
        }


def analysis_model(services: Services) -> ModelClient | None:
    """The configured model, for comments the rules cannot read; ``None`` if it cannot load."""
    try:
        return services.model
    except StropError as exc:
        logger.warning("evolution: analysing ratings by rules only (%s)", exc)
        return None


def agents_to_evolve(services: Services) -> list[str]:
    """Agents with no open hypothesis whose current version has complaints nobody acted on."""
    with services.db.session() as s:
        rated = set(s.scalars(select(RatingAnalysis.agent).distinct()))
        waiting = set(
            s.scalars(select(EvolutionRecord.agent).where(EvolutionRecord.status == PENDING))
        )
    names = sorted(a for a in rated - waiting - {""} if services.agents.exists(a))
    return [a for a in names if has_new_complaints(services, a)]


async def evolution_round(
    services: Services,
    *,
    evolve: bool,
    model: ModelClient | None = None,
    min_runs: int = 3,
    margin: float = 0.1,
) -> RoundReport:
    """One round; ``evolve=False`` only checks hypotheses and aggregates the playbook.

    An agent that fails (its version moved on meanwhile, a broken backend) is
    reported and does not stop the others.
    """
    db = services.db
    report = RoundReport()
    # Hypotheses on complaint rates are measured on analysed ratings: analyse first.
    await analyse_new(db, model)
    decided = check_outcomes(db, min_runs=min_runs, margin=margin, notified=False)
    report.checked = [r.id for r in decided]
    if evolve:
        for agent in agents_to_evolve(services):
            try:
                record = await evolve_agent(
                    services, agent, model=model, min_runs=min_runs, margin=margin
                )
            except Exception as exc:
                logger.exception("evolving %s failed", agent)
                report.failed[agent] = f"{type(exc).__name__}: {exc}"
                continue
            if record is not None:
                report.evolved.append(record.id)
    report.playbook_entries = len(aggregate(db))
    return report


async def evolution_loop(
    services: Services, *, interval_s: float = LOOP_INTERVAL_S, first_delay_s: float = 0.0
) -> None:
    """A round after ``first_delay_s``, then every ``interval_s``, until cancelled.

    What processes without Redis run (``strop serve``); a worker's cron does it otherwise.
    """
    await asyncio.sleep(first_delay_s)
    while True:
        try:
            evolve = services.settings.auto_evolve
            model = analysis_model(services) if evolve else None
            report = await evolution_round(services, evolve=evolve, model=model)
            if report.checked or report.evolved or report.failed:
                logger.info("evolution round: %s", report.as_dict())
        except Exception:
            logger.exception("the evolution round failed; trying again later")
        try:  # as the worker's cron does: the loop's own health (SPEC 6.11)
            from core.health import health_round

            for event in health_round(services):
                logger.info("loop health: %s", event.as_dict())
        except Exception:
            logger.exception("the loop-health check failed; trying again later")
        await asyncio.sleep(interval_s)
