"""One improvement cycle of a job: data -> training -> evaluation -> promotion (SPEC 6.1-6.5).

``strop improve`` and the queue's job task call :func:`run_cycle`. Feedback is
taken since the job's snapshot; training goes to the configured backend (the
trainer service when ``STROP_TRAINER_URL`` is set, else in-process); the
candidate goes through the evaluation gate (:mod:`core.improve.gate`, the one a
pulled adapter passes too): it is evaluated against the serving model on the
held-out tasks and the general set, in a scratch directory, and deployed to the
job's instances only if :func:`core.improve.evaluate.promotion` allows it. Every cycle is stored
with its summary, whatever the outcome; a failure never touches the serving model. The
technique playbook (:mod:`core.evolution.playbook_cycle`) picks the strategies within the
job's own and the training settings under the explicit ``config``, and learns the outcome.
A scheduled or queued cycle first decides what to optimise (:mod:`core.improve.branch`):
it trains only for a ``model_instance`` decision.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.decide import Decision
from core.errors import NotFound
from core.evals.tasks import Task
from core.evolution.playbook_cycle import plan_cycle, record_cycle
from core.improve.branch import decide_flag, record_training_decision, take_decision
from core.improve.gate import gate_adapter
from core.improve.generate import generate_training_data
from core.improve.jobs import Job, JobService
from core.services import Services
from core.storage import ImprovementCycle

__all__ = ["DEFAULT_JOB", "default_job", "run_cycle", "run_due_cycles", "training_base"]

DEFAULT_JOB = "assistant"
log = logging.getLogger(__name__)
Say = Callable[[str], None]


def default_job(services: Services) -> Job:
    """The job ``strop improve`` uses when none is named: the assistant from its ratings."""
    jobs = JobService(services.db)
    try:
        return jobs.get(DEFAULT_JOB)
    except NotFound:
        return jobs.create(
            DEFAULT_JOB,
            student="assistant",
            scope={"agent": "assistant"},
            strategies=["from_feedback", "corrections", "rise"],
        )


def _backend(services: Services) -> Any:
    from core.improve.training import InProcessBackend, ServiceBackend

    s = services.settings
    if s.trainer_url:
        return ServiceBackend(s.trainer_url, data_dir=s.data_dir)
    return InProcessBackend(data_dir=s.data_dir)


def training_base(services: Services, student: str) -> str:
    """The base a LoRA for ``student`` is trained on: the GGUF its instance serves
    (``gguf:...``, e.g. a promoted pruned model), else the bundled model."""
    from core.serving.instances import InstanceService

    instances = InstanceService(services.db, services.settings.data_dir)
    base = instances.get(student).base if instances.exists(student) else "embedded"
    return base if base.startswith("gguf:") else "embedded"


def _finish(
    services: Services, cycle_id: int, status: str, summary: dict[str, Any], error: str
) -> None:
    with services.db.session() as s:
        row = s.get(ImprovementCycle, cycle_id)
        assert row is not None
        row.status, row.summary, row.error = status, summary, error
        row.finished_at = datetime.now(UTC)


async def run_cycle(
    services: Services,
    job_name: str | None = None,
    *,
    trigger: str = "manual",
    config: dict[str, Any] | None = None,
    eval_tasks: Sequence[Task] | None = None,
    general_tasks: Sequence[Task] | None = None,
    decide: bool | None = None,
    say: Say = print,
) -> dict[str, Any]:
    """Run one cycle; returns its summary (also stored on the ``ImprovementCycle`` row).

    ``eval_tasks`` / ``general_tasks`` replace the held-out split and the general set
    (tests use small subsets). ``decide`` (or ``config["decide"]``): decide what to
    optimise before training; by default every trigger but ``manual`` does.
    """
    from core.improve.training import trigger_training, watch_training

    jobs = JobService(services.db)
    job = jobs.get(job_name) if job_name else default_job(services)
    with services.db.session() as s:
        row = ImprovementCycle(job_id=job.id, trigger=trigger, status="running")
        s.add(row)
        s.flush()
        cycle_id = row.id
    summary: dict[str, Any] = {"job": job.name, "trigger": trigger}
    try:
        deciding, explicit = decide_flag(trigger, decide, config)
        decision = None
        if deciding:
            branch = await take_decision(services, job, cycle_id=cycle_id, say=say)
            decision = branch.decision
            summary["decision"] = decision.as_dict()
            if branch.status:  # prompt, architecture or none: no training this cycle
                summary.update(branch.summary)
                _finish(services, cycle_id, branch.status, summary, branch.error)
                return {**summary, "status": branch.status}
            if decision.tool:  # one tool carries the failures: a specialist for it
                return await _specialist(
                    services, job, decision, explicit, cycle_id, summary, eval_tasks, say
                )
        # The playbook chooses within the job's strategies; explicit config keys win.
        plan = plan_cycle(services.db, job, explicit)
        summary["playbook"] = plan.recommendation.as_dict()
        avoided = plan.recommendation.avoided
        say(
            f"[playbook] strategies {', '.join(plan.strategies)}"
            + (f"; avoided {', '.join(avoided)}" if avoided else "")
            + ("" if plan.dpo else "; DPO stage off")
        )
        data = await generate_training_data(
            services,
            strategies=plan.strategies,
            name=job.name,
            since_feedback_id=job.last_feedback_id,
            scope=job.scope,
            teacher=job.teacher,
        )
        summary["data"] = data.summary()
        say(f"[data] {len(data.sft)} SFT examples, {len(data.dpo)} DPO pairs")
        if not data.sft:
            if decision is not None:
                summary["decision_insight"] = record_training_decision(
                    services, job, decision, cycle_id=cycle_id, cycle_insight=None
                )
            _finish(services, cycle_id, "skipped", summary, "no new training data")
            say("[cycle] nothing new to learn from; the serving model stays")
            return {**summary, "status": "skipped"}
        pairs = data.dpo if plan.dpo else []
        method = "sft+dpo" if pairs else "sft"
        request = {
            "method": method,
            "sft": data.sft,
            "dpo": pairs,
            "config": plan.config,
            "base": training_base(services, job.student),
        }
        backend = _backend(services)
        run_id = trigger_training(
            services.db, backend, request, dataset_path=str(data.sft_path), job_id=job.id
        )
        say(f"[train] training run {run_id} ({method}) on {backend.name}")
        status = watch_training(
            services.db,
            backend,
            run_id,
            hook=lambda st: say(f"  [train] {st['status']} step {st['step']}/{st['total_steps']}"),
        )
        summary["training_run"] = run_id
        if status["status"] != "done":
            raise RuntimeError(f"training run {run_id} failed: {status.get('error')}")
        agent = (job.scope or {}).get("agent") or "assistant"
        gate = await gate_adapter(
            services,
            Path(status["adapter_path"]),
            student=job.student,
            targets=job.instances,
            agent=agent,
            training_run_id=run_id,
            eval_tasks=eval_tasks,
            general_tasks=general_tasks,
            say=say,
        )
        summary.update(
            before=gate.before.metrics, after=gate.after.metrics, promoted=gate.decision.promote
        )
        summary["reasons"] = gate.decision.reasons
        try:
            summary["insight"] = record_cycle(
                services.db,
                job,
                plan,
                cycle_id=cycle_id,
                method=method,
                before=gate.before.metrics,
                after=gate.after.metrics,
            )
        except Exception as exc:  # the model is evaluated (maybe deployed): keep the cycle
            log.exception("recording the playbook insight of cycle %s failed", cycle_id)
            summary["insight"] = {"error": f"{type(exc).__name__}: {exc}"}
        if decision is not None:
            try:
                summary["decision_insight"] = record_training_decision(
                    services, job, decision, cycle_id=cycle_id, cycle_insight=summary["insight"]
                )
            except Exception as exc:  # as above: the evaluated model stays
                log.exception("recording the decision insight of cycle %s failed", cycle_id)
                summary["decision_insight"] = {"error": f"{type(exc).__name__}: {exc}"}
        jobs.advance_snapshot(job, data.last_feedback_id)
        _finish(services, cycle_id, "done", summary, "")
        return {**summary, "status": "done"}
    except Exception as exc:
        _finish(services, cycle_id, "failed", summary, f"{type(exc).__name__}: {exc}")
        raise


async def _specialist(
    services: Services,
    job: Job,
    decision: Decision,
    explicit: dict[str, Any],
    cycle_id: int,
    summary: dict[str, Any],
    eval_tasks: Sequence[Task] | None,
    say: Say,
) -> dict[str, Any]:
    """Train a specialist for the decision's tool (SPEC 6.6), kept only if it beats what
    serves the tool now on the tool's held-out tasks; the cycle's outcome is its outcome."""
    from core.decide.history import DECISION_KEY
    from core.specialists import train_specialist

    plan = plan_cycle(services.db, job, explicit)
    tool = decision.tool
    tasks = None
    if eval_tasks is not None:  # the caller's subset, narrowed to the tool's tasks
        tasks = [t for t in eval_tasks if any(tool in e.split("|") for e in t.expect_tools)]
    result = await train_specialist(
        services,
        tool,
        agent=decision.agent or job.scope.get("agent") or "assistant",
        eval_tasks=tasks,
        config=plan.config,
        since_feedback_id=job.last_feedback_id,
        job=job,
        decided={DECISION_KEY: decision.target, "cycle": cycle_id, "level": decision.level},
        say=say,
    )
    summary["specialist"] = result.as_dict()
    summary["decision_insight"] = result.insight
    if not result.trained:
        _finish(services, cycle_id, "skipped", summary, "; ".join(result.reasons))
        return {**summary, "status": "skipped"}
    summary.update(before=result.before, after=result.after, promoted=result.kept)
    summary["reasons"] = result.reasons
    if result.training_run is not None:
        summary["training_run"] = result.training_run
    last = result.data.get("last_feedback_id")
    if isinstance(last, int):
        JobService(services.db).advance_snapshot(job, last)
    _finish(services, cycle_id, "done", summary, "")
    return {**summary, "status": "done"}


async def run_due_cycles(
    services: Services, now: datetime, *, say: Say = print
) -> list[dict[str, Any]]:
    """Run a cycle for every job whose schedule is due (nightly, or N new ratings).

    The queue's periodic task calls this; a failing job does not stop the others.
    """
    from core.improve.schedule import due_jobs

    results: list[dict[str, Any]] = []
    due = due_jobs(services.db, now)
    for job, reason in due:
        say(f"[schedule] {job.name}: {reason}")
        try:
            results.append(await run_cycle(services, job.name, trigger=reason, say=say))
        except Exception as exc:  # recorded on the cycle row by run_cycle
            results.append({"job": job.name, "status": "failed", "error": str(exc)})
    if due:  # loop health (SPEC 6.11) of the jobs that ran; it never fails their cycles
        try:
            from core.health import health_round

            for event in health_round(services, [job for job, _ in due]):
                say(f"[health] {event.kind} on {event.job}: {event.action}")
        except Exception:
            log.exception("the loop-health check after the scheduled cycles failed")
    return results
