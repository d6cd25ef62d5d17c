"""Evolution records: stored plans with their hypothesis, checked on the next cycle.

A record starts ``pending``; ``check_outcomes`` measures the hypothesis' metric
on the runs of the new version and compares it with the baseline measured on
the old one: ``validated`` when it moved the expected way by at least the
margin, ``refuted`` otherwise. Each check is also a playbook insight
(technique ``prompt_evolution``). The history check refuses a change whose
pattern (aspect, direction, op, target) was refuted more often than validated
for the same agent; a plan left with no change is stored as ``skipped``.

Each record carries two chat messages, the change with its hypothesis and
later its outcome. One said in the conversation that asked for the evolution
is ``notified``; otherwise it is ``pending`` until a chat process posts it to
the admin channel (``core.evolution.announce``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select, update

from core.evolution.metrics import mean_rating, measure
from core.evolution.plan import CHARS_METRIC, Change, EvolutionPlan
from core.evolution.playbook import record_technique_insight
from core.storage import Database, EvolutionRecord
from core.storage.base import utcnow

__all__ = [
    "HYPOTHESIS_POST",
    "OUTCOME_POST",
    "PENDING",
    "POST_NONE",
    "POST_NOTIFIED",
    "POST_PENDING",
    "POST_POSTED",
    "REFUTED",
    "SKIPPED",
    "VALIDATED",
    "RecordView",
    "announce_later",
    "check_outcomes",
    "create_record",
    "history_check",
    "list_records",
    "load_record",
    "pattern_history",
    "pending_record",
    "used_feedback",
]

PENDING, VALIDATED, REFUTED, SKIPPED = "pending", "validated", "refuted", "skipped"
TECHNIQUE = "prompt_evolution"
# Where a record's chat messages stand (columns ``hypothesis_post`` and ``outcome_post``).
POST_NONE, POST_PENDING, POST_POSTED, POST_NOTIFIED = "none", "pending", "posted", "notified"
HYPOTHESIS_POST, OUTCOME_POST = "hypothesis_post", "outcome_post"


@dataclass(frozen=True, slots=True)
class RecordView:
    id: int
    agent: str
    from_version: int
    to_version: int | None
    trigger: tuple[int, ...]
    hypothesis: str
    metric: str
    expect: str
    baseline: float | None
    outcome: float | None
    score_delta: float | None
    status: str
    reason: str
    plan: dict[str, Any]
    analysis: dict[str, Any]
    credit: dict[str, Any]
    created_at: datetime
    checked_at: datetime | None
    hypothesis_post: str = POST_NONE
    outcome_post: str = POST_NONE

    @property
    def changes(self) -> tuple[Change, ...]:
        return tuple(Change.from_dict(c) for c in self.plan.get("changes", []))


def _view(row: EvolutionRecord) -> RecordView:
    return RecordView(
        id=row.id,
        agent=row.agent,
        from_version=row.from_version,
        to_version=row.to_version,
        trigger=tuple(int(i) for i in row.trigger),
        hypothesis=row.hypothesis,
        metric=row.metric,
        expect=str(row.plan.get("hypothesis", {}).get("expect", "decrease")),
        baseline=row.baseline,
        outcome=row.outcome,
        score_delta=row.score_delta,
        status=row.status,
        reason=row.reason,
        plan=dict(row.plan),
        analysis=dict(row.analysis),
        credit=dict(row.credit),
        created_at=row.created_at,
        checked_at=row.checked_at,
        hypothesis_post=row.hypothesis_post,
        outcome_post=row.outcome_post,
    )


def _post_state(notified: bool) -> str:
    return POST_NOTIFIED if notified else POST_PENDING


def create_record(
    db: Database,
    plan: EvolutionPlan,
    *,
    to_version: int | None,
    baseline: float | None,
    status: str = PENDING,
    reason: str = "",
    skipped: Sequence[dict[str, Any]] = (),
    notified: bool = False,
) -> RecordView:
    """Store ``plan`` (with the changes the history check ``skipped``) as a record.

    ``notified``: its message goes to the conversation that asked for it, so
    not to the admin channel.
    """
    data = plan.as_dict()
    data["skipped"] = list(skipped)
    with db.session() as s:
        row = EvolutionRecord(
            agent=plan.agent,
            from_version=plan.from_version,
            to_version=to_version,
            trigger=list(plan.trigger),
            analysis=plan.analysis,
            credit=plan.credit,
            plan=data,
            hypothesis=plan.hypothesis.text,
            metric=plan.hypothesis.metric,
            baseline=baseline,
            status=status,
            reason=reason,
            hypothesis_post=_post_state(notified),
        )
        s.add(row)
        s.flush()
        return _view(row)


def announce_later(db: Database, record_id: int, message: str) -> None:
    """Hand a message that could not be said where it was asked for to the admin channel."""
    if message not in (HYPOTHESIS_POST, OUTCOME_POST):
        raise ValueError(f"unknown message {message!r}; use {HYPOTHESIS_POST} or {OUTCOME_POST}")
    column = getattr(EvolutionRecord, message)
    with db.session() as s:
        s.execute(
            update(EvolutionRecord)
            .where(EvolutionRecord.id == record_id, column == POST_NOTIFIED)
            .values({message: POST_PENDING})
            .execution_options(synchronize_session=False)
        )


def load_record(db: Database, record_id: int) -> RecordView | None:
    """One record by id, or ``None`` if there is none."""
    with db.session() as s:
        row = s.get(EvolutionRecord, record_id)
        return _view(row) if row is not None else None


def list_records(db: Database, agent: str, *, limit: int = 50) -> list[RecordView]:
    """The agent's records, newest first."""
    with db.session() as s:
        rows = s.scalars(
            select(EvolutionRecord)
            .where(EvolutionRecord.agent == agent)
            .order_by(EvolutionRecord.id.desc())
            .limit(limit)
        )
        return [_view(r) for r in rows]


def pending_record(db: Database, agent: str) -> RecordView | None:
    with db.session() as s:
        row = s.scalars(
            select(EvolutionRecord)
            .where(EvolutionRecord.agent == agent, EvolutionRecord.status == PENDING)
            .order_by(EvolutionRecord.id.desc())
        ).first()
        return _view(row) if row is not None else None


def used_feedback(db: Database, agent: str) -> set[int]:
    """Ratings that already triggered a record for ``agent`` (each triggers at most one)."""
    with db.session() as s:
        triggers = s.scalars(select(EvolutionRecord.trigger).where(EvolutionRecord.agent == agent))
        return {int(i) for trigger in triggers for i in trigger}


def pattern_history(db: Database, agent: str) -> dict[str, Counter[str]]:
    """Per change pattern, how many of the agent's checked records were validated or refuted."""
    out: dict[str, Counter[str]] = {}
    with db.session() as s:
        rows = s.execute(
            select(EvolutionRecord.plan, EvolutionRecord.status).where(
                EvolutionRecord.agent == agent,
                EvolutionRecord.status.in_((VALIDATED, REFUTED)),
            )
        ).all()
    for plan, status in rows:
        patterns = {str(c.get("pattern", "")) for c in plan.get("changes", [])}
        for pattern in patterns - {""}:
            out.setdefault(pattern, Counter())[status] += 1
    return out


def history_check(db: Database, plan: EvolutionPlan) -> tuple[EvolutionPlan, list[dict[str, Any]]]:
    """``plan`` without the changes whose pattern failed before, and those changes with why."""
    history = pattern_history(db, plan.agent)
    kept: list[Change] = []
    skipped: list[dict[str, Any]] = []
    for change in plan.changes:
        seen = history.get(change.pattern, Counter())
        if seen[REFUTED] > seen[VALIDATED]:
            why = (
                f"{change.pattern} was refuted {seen[REFUTED]} time(s) and validated "
                f"{seen[VALIDATED]} time(s) for {plan.agent}"
            )
            skipped.append({**change.as_dict(), "skip_reason": why})
        else:
            kept.append(change)
    return plan.with_changes(kept), skipped


def _improved(metric: str, expect: str, baseline: float, after: float, margin: float) -> bool:
    # Lengths move relative to where they were; rates are shares, compared absolutely.
    step = margin * abs(baseline) if metric == CHARS_METRIC else margin
    if expect == "increase":
        return after >= baseline + step
    return after <= baseline - step


def _insight(db: Database, view: RecordView, delta: float, outcome: str) -> None:
    metrics = {view.metric[:64]: delta}
    if view.score_delta is not None:
        metrics["mean_rating"] = view.score_delta
    record_technique_insight(
        db,
        None,
        TECHNIQUE,
        outcome,
        f"{view.agent} v{view.from_version}->v{view.to_version}: hypothesis {view.status} "
        f"({view.metric} {view.baseline} -> {view.outcome})",
        {"patterns": [c.pattern for c in view.changes], "record": view.id},
        metrics,
        scope=f"agent:{view.agent}",
    )


def check_outcomes(
    db: Database,
    *,
    agent: str | None = None,
    min_runs: int = 3,
    margin: float = 0.1,
    notified: bool = False,
) -> list[RecordView]:
    """Decide the pending records that have ``min_runs`` measurements of their new version.

    Returns the records decided now; the others stay pending. ``notified``: the
    caller says the outcomes in its conversation, so they skip the admin channel.
    """
    with db.session() as s:
        query = select(EvolutionRecord.id).where(EvolutionRecord.status == PENDING)
        if agent is not None:
            query = query.where(EvolutionRecord.agent == agent)
        ids = list(s.scalars(query.order_by(EvolutionRecord.id)))
    decided: list[RecordView] = []
    for record_id in ids:
        with db.session() as s:
            row = s.get(EvolutionRecord, record_id)
            if row is None or row.status != PENDING or row.to_version is None:
                continue
            view = _view(row)
        assert view.to_version is not None
        after = measure(db, view.agent, view.to_version, view.metric)
        if after.value is None or after.samples < min_runs:
            continue
        before_rating = mean_rating(db, view.agent, view.from_version).value
        after_rating = mean_rating(db, view.agent, view.to_version).value
        score_delta = (
            round(after_rating - before_rating, 4)
            if before_rating is not None and after_rating is not None
            else None
        )
        baseline = view.baseline
        if baseline is None:
            status, reason = SKIPPED, "no baseline was measured before the change"
        elif _improved(view.metric, view.expect, baseline, after.value, margin):
            status, reason = VALIDATED, f"{view.metric} {baseline} -> {after.value}"
        else:
            status, reason = REFUTED, f"{view.metric} {baseline} -> {after.value}"
        with db.session() as s:
            # Decided once, even when two processes check the same record at a time.
            claimed = s.execute(
                update(EvolutionRecord)
                .where(EvolutionRecord.id == record_id, EvolutionRecord.status == PENDING)
                .values(
                    outcome=after.value,
                    score_delta=score_delta,
                    status=status,
                    checked_at=utcnow(),
                    outcome_post=_post_state(notified),
                    reason="; ".join(r for r in (view.reason, reason) if r),
                )
                .execution_options(synchronize_session=False)
            )
            if getattr(claimed, "rowcount", 0) != 1:
                continue
            row = s.get(EvolutionRecord, record_id)
            assert row is not None
            s.refresh(row)
            view = _view(row)
        if baseline is not None:
            delta = round(after.value - baseline, 4)
            wrong_way = -delta if view.expect == "decrease" else delta
            outcome = (
                "improved" if status == VALIDATED else "regressed" if wrong_way > 0 else "no_change"
            )
            _insight(db, view, delta, outcome)
        decided.append(view)
    return decided
