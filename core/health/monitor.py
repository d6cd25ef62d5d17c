"""Watch the improvement loop and react: roll back regressions, pause and ask about the rest.

``check_loop_health`` runs the three detectors over one job or all of them;
``react`` acts on what they found, once per finding:

- a regression rolls the instance back at once (the version that serves is
  worse than the one before it, and people are using it now);
- saturation and collapse pause the job's schedule (``due_jobs`` skips paused
  jobs) and ask an administrator with a card in the admin channel (a system run,
  :mod:`core.system_runs`) whether to resume, roll back or keep it paused;
  :mod:`core.health.review` applies the answer. A rollback that fails is asked
  about the same way.

Each reaction is stored as a ``LoopHealthEvent`` and as a ``loop_health``
insight in the technique playbook whose outcome is ``regressed`` (the loop's
last iterations made the measured signal worse) and whose config says what
strop did; :mod:`core.health.outcome` later records whether the decision paid
off. A finding is acted on once: not again while an event of its kind is open
for the same job and instance, nor for the same evidence (the same version,
an overlapping window of runs) after it was resolved.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from core.evolution.playbook import aggregate, record_technique_insight
from core.health.collapse import check_collapse
from core.health.events import HealthEvent, get_event
from core.health.finding import Finding
from core.health.regression import check_regression
from core.health.saturation import check_saturation
from core.improve.jobs import Job, JobService
from core.serving.embedded import model_label
from core.serving.instances import InstanceService
from core.storage import ImprovementJob, LoopHealthEvent
from core.storage.base import utcnow
from core.system_runs import open_system_run

if TYPE_CHECKING:
    from core.services import Services
    from core.serving.deploy import Deployer

__all__ = [
    "KEEP_PAUSED",
    "LOOP_HEALTH",
    "RESUME",
    "REVIEW_OPTIONS",
    "ROLL_BACK",
    "STROP",
    "check_loop_health",
    "deployer_for",
    "react",
]

logger = logging.getLogger(__name__)

LOOP_HEALTH = "loop_health"  # the playbook entry and the system-run purpose
RESUME = "Resume the schedule"
ROLL_BACK = "Roll back to the previous version"
KEEP_PAUSED = "Keep paused"
REVIEW_OPTIONS = (RESUME, ROLL_BACK, KEEP_PAUSED)
STROP = "strop"  # resolved_by when strop settled an event itself


def check_loop_health(services: Services, job: Job | None = None) -> list[Finding]:
    """Run the detectors over ``job`` (every job when ``None``); a failing detector is
    logged and the others still run."""
    db = services.db
    instances = InstanceService(db, services.settings.data_dir)
    found: list[Finding] = []
    for each in [job] if job is not None else JobService(db).list():
        detectors: tuple[Callable[[Job], list[Finding]], ...] = (
            lambda j: check_regression(db, instances, j),
            lambda j: [f for f in [check_saturation(db, j)] if f is not None],
            lambda j: check_collapse(db, instances, j),
        )
        for detect in detectors:
            try:
                found.extend(detect(each))
            except Exception:
                logger.exception("a loop-health detector failed on job %s", each.name)
    return found


def deployer_for(services: Services, name: str) -> Deployer:
    """A ``Deployer`` on the instance's own target, as the evaluation gate builds it."""
    from core.serving.deploy import Deployer, make_target

    instances = InstanceService(services.db, services.settings.data_dir)
    target = make_target(
        instances.get(name).target,
        data_dir=services.settings.data_dir,
        swap=services.swap_model,
        n_ctx=services.settings.n_ctx,
        n_threads=services.settings.n_threads,
    )
    return Deployer(instances, target)


def _repeats(finding: Finding, row: LoopHealthEvent) -> bool:
    """Whether ``row`` already stands for ``finding``."""
    if row.kind != finding.kind or row.evidence.get("instance", "") != finding.instance:
        return False
    if row.status == "open" or row.evidence.get("key") == finding.key:
        return True
    # Saturation fires again only on a window of runs none of which the last one saw.
    start = finding.evidence.get("last_window_start")
    return isinstance(start, int) and int(row.evidence.get("last_run", 0)) >= start


def _claim(services: Services, finding: Finding) -> int | None:
    """Store the finding as a new open event; ``None`` when an event already stands for it."""
    with services.db.session() as s:
        # Locks the job on PostgreSQL, so two checks at once cannot both act on one finding.
        s.get(ImprovementJob, finding.job_id, with_for_update=True)
        rows = s.scalars(
            select(LoopHealthEvent).where(
                LoopHealthEvent.job_id == finding.job_id, LoopHealthEvent.kind == finding.kind
            )
        )
        if any(_repeats(finding, row) for row in rows):
            return None
        row = LoopHealthEvent(
            job_id=finding.job_id,
            agent=finding.agent,
            kind=finding.kind,
            severity=finding.severity,
            summary=finding.summary,
            evidence={
                **finding.evidence,
                "key": finding.key,
                "instance": finding.instance,
                "version": finding.version,
                "changes": dict(finding.changes),
            },
            action="none",
            status="open",
        )
        s.add(row)
        s.flush()
        return row.id


def _update(services: Services, event_id: int, **values: Any) -> None:
    evidence = values.pop("evidence", None)
    with services.db.session() as s:
        row = s.get(LoopHealthEvent, event_id)
        assert row is not None
        for key, value in values.items():
            setattr(row, key, value)
        if evidence:
            row.evidence = {**row.evidence, **evidence}


def _pause_and_ask(services: Services, finding: Finding, event_id: int, why: str = "") -> str:
    jobs = JobService(services.db)
    was = jobs.get(finding.job).status
    if was != "paused":
        jobs.update(finding.job, status="paused")
    numbers = ", ".join(f"{k} {v:+.3f}" for k, v in finding.changes.items())
    message = (
        f"{finding.summary}{(' ' + why) if why else ''}\n"
        f"Changes: {numbers or 'see the dashboard'}. The schedule of improvement job "
        f"{finding.job} is paused (loop health event {event_id}). What should strop do?"
    )
    run_id, _ = open_system_run(
        services.db,
        services.settings,
        purpose=LOOP_HEALTH,
        ref=event_id,
        agent=finding.agent,
        message=message,
        kind="choice",
        options=REVIEW_OPTIONS,
    )
    action = "paused" if was != "paused" else "review"
    _update(services, event_id, action=action, run_id=run_id, evidence={"job_status": was})
    return action


def _roll_back(services: Services, finding: Finding, event_id: int) -> str:
    instances = InstanceService(services.db, services.settings.data_dir)
    current = instances.current(finding.instance)
    if current is None or current.version != finding.version:  # someone acted already
        _update(services, event_id, status="resolved", resolved_by=STROP, resolved_at=utcnow())
        return "none"
    try:
        back = deployer_for(services, finding.instance).rollback(finding.instance)
    except Exception as exc:  # the target refused: a person decides
        logger.exception("rolling back %s after a regression failed", finding.instance)
        return _pause_and_ask(
            services, finding, event_id, why=f"Rolling back failed ({type(exc).__name__}: {exc})."
        )
    label = model_label(finding.instance, back.version if back is not None else 0)
    _update(
        services,
        event_id,
        action="rolled_back",
        status="resolved",
        resolved_by=STROP,
        resolved_at=utcnow(),
        evidence={"rolled_back_to": label},
    )
    return "rolled_back"


def _insight(services: Services, finding: Finding, event_id: int, action: str) -> None:
    try:
        record_technique_insight(
            services.db,
            finding.job,
            LOOP_HEALTH,
            "regressed",
            f"{finding.summary} Strop {action.replace('_', ' ')} (event {event_id}).",
            {"phase": "finding", "kind": finding.kind, "action": action, "event": event_id},
            finding.changes,
        )
    except Exception:  # the reaction stands; only the playbook misses one observation
        logger.exception("recording the loop-health insight of event %s failed", event_id)


def react(services: Services, findings: Sequence[Finding]) -> list[HealthEvent]:
    """Act on each new finding; returns the events stored (repeats are skipped)."""
    events: list[HealthEvent] = []
    for finding in findings:
        event_id = _claim(services, finding)
        if event_id is None:
            continue
        if finding.kind == "regression":
            action = _roll_back(services, finding, event_id)
        else:
            action = _pause_and_ask(services, finding, event_id)
        logger.warning("loop health: %s -> %s", finding.summary, action)
        _insight(services, finding, event_id, action)
        event = get_event(services.db, event_id)
        assert event is not None
        events.append(event)
    if events:
        aggregate(services.db)
    return events
