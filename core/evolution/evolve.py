"""One evolution cycle for an agent (SPEC 6.10).

Check the pending hypothesis first; with none left open, analyse new ratings,
credit them, build a plan, drop changes whose pattern failed before, apply
what is left as a new version and store the record. One hypothesis is open
per agent at a time, so each outcome can be told apart from the next change.

With ``notify`` (a chat command), the messages go to that conversation; without
it (the periodic job, an agent's tool), they are left for the admin channel.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from sqlalchemy import select

from core.errors import NotFound
from core.evolution.apply import apply_plan
from core.evolution.credit import RatingCredit, credit_rating
from core.evolution.metrics import measure, run_stats
from core.evolution.phrase import phrase_plan
from core.evolution.plan import build_plan
from core.evolution.ratings import StoredAnalysis, analyse_new, get_analysis
from core.evolution.records import (
    HYPOTHESIS_POST,
    OUTCOME_POST,
    SKIPPED,
    VALIDATED,
    RecordView,
    announce_later,
    check_outcomes,
    create_record,
    history_check,
    pending_record,
    used_feedback,
)
from core.models.base import ModelClient
from core.storage import Feedback, RatingAnalysis, Run

if TYPE_CHECKING:
    from core.services import Services

__all__ = ["Notify", "evolve_agent", "format_evolution", "format_outcome", "has_new_complaints"]

Notify = Callable[[str], Awaitable[None]]

logger = logging.getLogger(__name__)


def format_evolution(record: RecordView) -> str:
    """The message posted after an evolution: what changed and the hypothesis."""
    if record.status == SKIPPED:
        return f"Did not evolve {record.agent} v{record.from_version}: {record.reason}"
    lines = [f"Evolved {record.agent} v{record.from_version} -> v{record.to_version}:"]
    lines += [f"- {c.describe()} ({c.reason})" for c in record.changes]
    baseline = "no measurement yet" if record.baseline is None else f"now {record.baseline:g}"
    lines.append(
        f"Hypothesis: {record.hypothesis}. Checked on {record.metric} ({baseline}) "
        f"once v{record.to_version} has enough runs."
    )
    if record.reason:
        lines.append(f"Note: {record.reason}")
    return "\n".join(lines)


def format_outcome(record: RecordView) -> str:
    """The message posted once a hypothesis was checked: whether it held."""
    held = "held" if record.status == VALIDATED else "did not hold"
    text = (
        f"Hypothesis for {record.agent} v{record.to_version} {held} ({record.status}): "
        f"{record.metric} {record.baseline} -> {record.outcome}"
    )
    if record.score_delta is not None:
        text += f", mean rating {record.score_delta:+.2f}"
    if record.status != VALIDATED and record.to_version is not None:
        text += f". Roll back with /agent rollback {record.agent} {record.from_version}"
    return text + "."


def _new_analyses(services: Services, agent: str, version_id: int | None) -> list[StoredAnalysis]:
    used = used_feedback(services.db, agent)
    with services.db.session() as s:
        ids = list(
            s.scalars(
                select(RatingAnalysis.feedback_id)
                .join(Run, Run.id == RatingAnalysis.run_id)
                .join(Feedback, Feedback.id == RatingAnalysis.feedback_id)
                .where(
                    Run.agent_version_id == version_id,
                    Feedback.retracted_at.is_(None),
                )
                .order_by(RatingAnalysis.feedback_id)
            )
        )
    found = [get_analysis(services.db, i) for i in ids if i not in used]
    return [a for a in found if a is not None]


def has_new_complaints(services: Services, agent: str) -> bool:
    """Whether analysed ratings of ``agent``'s current version complain about something
    that no evolution record acted on yet (what a cycle would plan from)."""
    spec = services.agents.get(agent)
    return any(a.analysis.complaints for a in _new_analyses(services, agent, spec.version_id))


async def _say(
    services: Services, notify: Notify | None, record: RecordView, message: str, text: str
) -> None:
    if notify is None:
        return
    try:
        await notify(text)
    except Exception:
        # Not said where it was asked for: the admin channel gets it instead.
        logger.warning(
            "could not say evolution record %s in chat; left for the admin channel", record.id
        )
        announce_later(services.db, record.id, message)
    except BaseException:
        announce_later(services.db, record.id, message)
        raise


def _credits(services: Services, analyses: list[StoredAnalysis]) -> list[RatingCredit]:
    known = set(services.tools.names())
    out: list[RatingCredit] = []
    for stored in analyses:
        if not stored.analysis.complaints:
            continue
        try:
            out.append(credit_rating(services.db, stored.feedback_id, known_tools=known))
        except NotFound:
            continue  # the run was deleted since
    return out


async def evolve_agent(
    services: Services,
    agent: str,
    *,
    model: ModelClient | None = None,
    teacher: ModelClient | None = None,
    phraser: ModelClient | None = None,
    min_runs: int = 3,
    margin: float = 0.1,
    notify: Notify | None = None,
) -> RecordView | None:
    """Run one cycle for ``agent``; the new record, or ``None`` when nothing was planned.

    ``model``/``teacher`` analyse comments the rules cannot read; ``phraser``
    may reword added sentences. ``notify`` receives the outcome of a checked
    hypothesis and the new hypothesis, as chat messages; without it both are
    left for the admin channel.
    """
    db = services.db
    said = notify is not None
    # Complaint-rate hypotheses are measured on analysed ratings: analyse new ones first.
    await analyse_new(db, model, teacher)
    checked = check_outcomes(db, agent=agent, min_runs=min_runs, margin=margin, notified=said)
    for i, decided in enumerate(checked):
        try:
            await _say(services, notify, decided, OUTCOME_POST, format_outcome(decided))
        except BaseException:  # cancelled: what was not said yet goes to the admin channel
            for rest in checked[i + 1 :]:
                announce_later(db, rest.id, OUTCOME_POST)
            raise
    if pending_record(db, agent) is not None:
        return None
    spec = services.agents.get(agent)
    analyses = _new_analyses(services, agent, spec.version_id)
    if not any(a.analysis.complaints for a in analyses):
        return None
    rated_runs = {a.run_id for a in analyses if a.run_id is not None}
    stats = run_stats(db, agent, spec.version, spec.max_tokens, rated_runs)
    plan = build_plan(spec, analyses, _credits(services, analyses), stats)
    if plan is None:
        return None
    if phraser is not None:
        plan = await phrase_plan(plan, phraser)
    kept, skipped = history_check(db, plan)
    baseline = measure(db, agent, spec.version, plan.hypothesis.metric).value
    reasons = "; ".join(f"skipped {s['pattern']}: {s['skip_reason']}" for s in skipped)
    if not kept.changes:
        record = create_record(
            db,
            kept,
            to_version=None,
            baseline=baseline,
            status=SKIPPED,
            reason=reasons or "no change left",
            skipped=skipped,
            notified=said,
        )
    else:
        new = apply_plan(services.agents, kept, note=f"evolution: {plan.hypothesis.text}")
        if new.version == spec.version:
            record = create_record(
                db,
                kept,
                to_version=None,
                baseline=baseline,
                status=SKIPPED,
                reason="the changes leave the agent as it is",
                skipped=skipped,
                notified=said,
            )
        else:
            record = create_record(
                db,
                kept,
                to_version=new.version,
                baseline=baseline,
                reason=reasons,
                skipped=skipped,
                notified=said,
            )
    await _say(services, notify, record, HYPOTHESIS_POST, format_evolution(record))
    return record
