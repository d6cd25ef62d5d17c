"""The administrator's answer to a loop-health card: resume, roll back or keep paused.

:mod:`core.system_runs` calls :func:`on_answer` when the card opened by
:mod:`core.health.monitor` is answered; its text becomes the reply in chat. A
denied card keeps the job paused, as "Keep paused" does. A rollback leaves the
schedule paused: the data that led to the rolled-back version is still there,
so training resumes only when someone says so (the jobs API or tools set the
job's status back to ``idle``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.errors import Conflict, NotFound
from core.health.events import get_event
from core.health.monitor import KEEP_PAUSED, RESUME, ROLL_BACK, deployer_for
from core.health.readings import job_instances
from core.improve.jobs import JobService
from core.serving.embedded import model_label
from core.storage import HelpRequest, LoopHealthEvent
from core.storage.base import utcnow

if TYPE_CHECKING:
    from core.services import Services

__all__ = ["DECISIONS", "on_answer"]

DECISIONS = {RESUME: "resume", ROLL_BACK: "roll_back", KEEP_PAUSED: "keep_paused"}


def _roll_back(services: Services, job: str, instance: str) -> str:
    names = [instance] if instance else job_instances(JobService(services.db).get(job))
    done: list[str] = []
    for name in names:
        try:
            back = deployer_for(services, name).rollback(name)
        except (Conflict, NotFound) as exc:  # serves its base model, or is gone
            done.append(f"{name}: {exc}")
            continue
        done.append(f"{name} serves {model_label(name, back.version if back else 0)} again")
    return "; ".join(done)


async def on_answer(services: Services, ref: int, answers: Sequence[HelpRequest]) -> str:
    """Apply the chosen option to loop-health event ``ref``; the reply for the chat."""
    event = get_event(services.db, ref)
    if event is None:
        return f"Loop health event {ref} no longer exists; nothing was changed."
    if event.status != "open":
        return f"Loop health event {ref} was already settled by {event.resolved_by or 'someone'}."
    answer = answers[0] if answers else None
    admin = answer.answered_by if answer is not None else ""
    choice = KEEP_PAUSED
    if answer is not None and not answer.extra.get("denied") and answer.answer in DECISIONS:
        choice = answer.answer
    jobs = JobService(services.db)
    if choice == RESUME:
        jobs.update(event.job, status="idle")
        text = f"The schedule of improvement job {event.job} runs again."
    elif choice == ROLL_BACK:
        outcome = _roll_back(services, event.job, str(event.evidence.get("instance") or ""))
        text = (
            f"Rolled back: {outcome}. The schedule of improvement job {event.job} stays "
            "paused until its status is set back to idle."
        )
    else:
        text = f"Improvement job {event.job} stays paused."
    with services.db.session() as s:
        row = s.get(LoopHealthEvent, ref)
        assert row is not None
        row.status, row.resolved_by, row.resolved_at = "resolved", admin, utcnow()
        row.evidence = {**row.evidence, "decision": DECISIONS[choice]}
    return f"Loop health event {ref} ({event.kind}): {text}"
