"""``train_specialist``: a LoRA instance for one tool, kept only if it beats what serves it now.

The data are the tool's own trajectories: the agent's rated runs that called it
(scope ``{"agent": AGENT, "tool": TOOL}``) through the usual strategies, consent
gate and filters (:func:`core.improve.generate.generate_training_data`). Training
goes through the backend cycles use (the trainer service when ``STROP_TRAINER_URL``
is set, else in-process), on the bundled base. The candidate is checked against
the base like every adapter (it must fit and load), then it and the model that
serves the tool's requests now (the tool's current specialist, else the agent's
model) run the tool's held-out tasks in a scratch directory.

It is kept only when the promotion rule (:func:`core.improve.evaluate.promotion`)
promotes it: held-out success strictly higher, and no call-validity metric (tool
choice, argument accuracy, invented calls) worse beyond one task's noise. A kept
candidate becomes a new instance ``tool-<tool>`` tagged ``tool:<tool>`` (or the
next version of the tool's current specialist), so the router sends the tool's
requests to it; a discarded one leaves no instance and no tag. Either way the
outcome is recorded as a ``multi_instance`` playbook insight with the metric
deltas, scoped to the agent and tool.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.evals.tasks import Task
from core.evolution.playbook import aggregate, record_technique_insight
from core.evolution.playbook_cycle import metric_deltas, outcome_of
from core.evolution.playbook_scope import Outcome, scope_key
from core.improve.evaluate import Evaluation, evaluate_in_scratch
from core.improve.generate import generate_training_data
from core.improve.jobs import Job
from core.improve.training import TrainingBackend, trigger_training, watch_training
from core.models.base import ModelClient
from core.services import Services
from core.serving.instances import InstanceService, Version, validate_tag
from core.serving.routing import Router, RouteRequest
from core.specialists.bound import TAG_PREFIX, active_specialists, specialist_name
from core.specialists.tasks import MIN_EVAL_TASKS, tool_tasks

__all__ = ["DEFAULT_STRATEGIES", "TECHNIQUE", "SpecialistResult", "train_specialist"]

Say = Callable[[str], None]

TECHNIQUE = "multi_instance"
# The strategies that read the tool's rated runs: good runs to imitate, corrections, and
# bad runs turned around (the default job's); no teacher or self-play, which are not the
# tool's trajectories.
DEFAULT_STRATEGIES = ("from_feedback", "corrections", "rise")
_BASE = "embedded"  # the trainer's default base; the candidate is loaded on the same
_BASE_CONFIG = {"max_length": 1024}  # as cycles train


@dataclass(slots=True)
class SpecialistResult:
    """What one attempt did: data, training run, both evaluations, the verdict, the insight."""

    tool: str
    agent: str
    instance: str  # where a kept specialist serves ("" when nothing was kept)
    kept: bool = False
    trained: bool = False
    outcome: Outcome | None = None  # None when nothing was trained (no data, too few tasks)
    reasons: list[str] = field(default_factory=list)
    serving: str = ""  # the model spec it was compared with ("": the configured model)
    eval_tasks: list[str] = field(default_factory=list)
    before: dict[str, float] = field(default_factory=dict)
    after: dict[str, float] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)
    training_run: int | None = None
    version: int | None = None
    insight: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "agent": self.agent,
            "instance": self.instance,
            "kept": self.kept,
            "trained": self.trained,
            "outcome": self.outcome,
            "reasons": self.reasons,
            "serving": self.serving,
            "eval_tasks": self.eval_tasks,
            "before": self.before,
            "after": self.after,
            "data": self.data,
            "training_run": self.training_run,
            "version": self.version,
            "insight": self.insight,
        }


def _backend(services: Services) -> TrainingBackend:
    """The backend cycles use: the trainer service when configured, else in-process."""
    from core.improve.training import InProcessBackend, ServiceBackend

    s = services.settings
    if s.trainer_url:
        return ServiceBackend(s.trainer_url, data_dir=s.data_dir)
    return InProcessBackend(data_dir=s.data_dir)


async def _evaluate(
    services: Services, model: ModelClient, agent: str, tasks: Sequence[Task]
) -> Evaluation:
    from core.models.llamacpp import LlamaCppModel

    copies: list[ModelClient] = [model]
    if isinstance(model, LlamaCppModel):  # a second copy keeps both cores busy
        copies.append(LlamaCppModel(model_path=model.model_path, lora_path=model.lora_path))
    # Only the tool's tasks: the specialist answers nothing else, so the general set
    # would measure a model that never serves it.
    return await evaluate_in_scratch(
        services, copies, agent=services.agents.get(agent), tasks=tasks, general=None
    )


def _serving(services: Services, instances: InstanceService, agent: str, tool: str) -> str:
    """The spec that serves ``tool``'s requests of ``agent`` now (its specialist, if any)."""
    spec = services.agents.get(agent)
    router = Router(instances, services.model_for)
    return router.spec_for(RouteRequest(agent=agent, agent_model=spec.model, tool=tool))


def _free_name(instances: InstanceService, tool: str) -> str:
    name = specialist_name(tool)
    n = 2
    while instances.exists(name):  # a retired or untagged instance holds the name
        name = f"{specialist_name(tool)[:60]}-{n}"
        n += 1
    return name


def _bind(
    services: Services,
    instances: InstanceService,
    tool: str,
    adapter: Path,
    *,
    training_run_id: int,
    metrics: dict[str, Any],
) -> Version:
    """Deploy ``adapter`` as the tool's specialist: a new version of the current one, or a
    new instance tagged ``tool:<tool>`` (retired again if its first deploy fails)."""
    from core.serving.deploy import Deployer, make_target

    current = active_specialists(services.db).get(tool)
    spawned = current is None
    name = current.instance if current is not None else _free_name(instances, tool)
    if spawned:
        instances.spawn(name, base=_BASE, tags=[TAG_PREFIX + tool])
    try:
        target = make_target(
            instances.get(name).target,
            data_dir=services.settings.data_dir,
            swap=services.swap_model,
            n_ctx=services.settings.n_ctx,
            n_threads=services.settings.n_threads,
        )
        return Deployer(instances, target).deploy(
            name, adapter, training_run_id=training_run_id, metrics=metrics
        )
    except BaseException:
        if spawned:
            instances.retire(name)
        raise


def _record(
    services: Services,
    job: Job | str | None,
    result: SpecialistResult,
    why: str,
    method: str,
    decided: Mapping[str, Any],
) -> dict[str, Any]:
    assert result.outcome is not None
    before, after = result.before.get("success", 0.0), result.after.get("success", 0.0)
    verdict = (
        f"kept as {result.instance} v{result.version}"
        if result.kept
        else "discarded: no instance spawned or tagged"
    )
    insight = record_technique_insight(
        services.db,
        job,
        TECHNIQUE,
        result.outcome,
        f"specialist for tool {result.tool} of agent {result.agent}: "
        f"{result.outcome.replace('_', ' ')} ({why}); held-out success {before:.3f} -> "
        f"{after:.3f} on {len(result.eval_tasks)} tasks of the tool, against "
        f"{result.serving or 'the configured model'}; {verdict}",
        {
            "tool": result.tool,
            "agent": result.agent,
            "kept": result.kept,
            "instance": result.instance,
            "version": result.version,
            "serving": result.serving,
            "training_run": result.training_run,
            "method": method,
            "eval_tasks": result.eval_tasks,
            "before": result.before,
            "after": result.after,
            **decided,
        },
        metric_deltas(result.before, result.after),
        scope=scope_key({"agent": result.agent, "tool": result.tool}),
    )
    aggregate(services.db)
    return insight


async def train_specialist(
    services: Services,
    tool: str,
    *,
    agent: str = "assistant",
    eval_tasks: Sequence[Task] | None = None,
    config: Mapping[str, Any] | None = None,
    strategies: Sequence[str] = DEFAULT_STRATEGIES,
    since_feedback_id: int = 0,
    job: Job | str | None = None,
    backend: TrainingBackend | None = None,
    decided: Mapping[str, Any] | None = None,
    say: Say = print,
) -> SpecialistResult:
    """Train, judge and (only if better) bind a specialist instance for ``tool``.

    ``eval_tasks`` replace the tool's held-out tasks (tests use a small subset);
    ``config`` is the training config (``trainer.jobs``: ``max_steps``, ``sft`` ...);
    ``since_feedback_id`` is a job's snapshot (``result.data["last_feedback_id"]``
    is the next one); ``job`` is whose insight it is (``None``: the tool's scope only).
    ``decided``: the decision that led here (a cycle's ``{"decision": "model_instance",
    "cycle": ID, ...}``), kept in the insight so the decider counts its outcome.
    Nothing is trained, and no insight recorded, without held-out tasks or new data.
    """
    from core.models.llamacpp import LlamaCppModel
    from core.serving.gguf_check import base_gguf, check_adapter
    from core.serving.probe import probe_adapter

    validate_tag(TAG_PREFIX + tool)
    services.agents.get(agent)  # an unknown agent fails before any work
    instances = InstanceService(services.db, services.settings.data_dir)
    tasks = list(eval_tasks) if eval_tasks is not None else tool_tasks(tool)
    result = SpecialistResult(tool=tool, agent=agent, instance="")
    result.eval_tasks = [t.id for t in tasks]
    if not tasks or (eval_tasks is None and len(tasks) < MIN_EVAL_TASKS):
        result.reasons.append(
            f"{len(tasks)} held-out tasks need {tool}; at least {MIN_EVAL_TASKS} are needed "
            "to judge a specialist"
        )
        say(f"[specialist] {tool}: {result.reasons[-1]}; nothing trained")
        return result
    data = await generate_training_data(
        services,
        strategies=list(strategies),
        name=specialist_name(tool),
        since_feedback_id=since_feedback_id,
        scope={"agent": agent, "tool": tool},
    )
    result.data = data.summary()
    if not data.sft:
        result.reasons.append(f"no new training examples from {agent}'s runs that called {tool}")
        say(f"[specialist] {tool}: {result.reasons[-1]}; nothing trained")
        return result
    say(f"[specialist] {tool}: {len(data.sft)} SFT examples from its trajectories")
    method = "sft"  # the tool's good runs to imitate; DPO is left to the agent-wide cycle
    request = {
        "method": method,
        "sft": data.sft,
        "dpo": [],
        "config": {**_BASE_CONFIG, **dict(config or {})},
    }
    backend = backend or _backend(services)
    run_id = trigger_training(
        services.db,
        backend,
        request,
        dataset_path=str(data.sft_path),
        job_id=job.id if isinstance(job, Job) else None,
    )
    result.training_run = run_id
    say(f"[specialist] {tool}: training run {run_id} on {backend.name}")
    status = watch_training(services.db, backend, run_id)
    if status["status"] != "done":
        raise RuntimeError(f"training run {run_id} failed: {status.get('error')}")
    result.trained = True
    adapter = Path(status["adapter_path"])
    base = base_gguf(_BASE)
    check_adapter(adapter, base)
    probe_adapter(base, adapter)
    result.serving = _serving(services, instances, agent, tool)
    serving = Router(instances, services.model_for).load(result.serving)
    say(
        f"[specialist] {tool}: {result.serving or 'the configured model'} and the candidate "
        f"on {len(tasks)} held-out tasks"
    )
    before = await _evaluate(services, serving, agent, tasks)
    candidate = LlamaCppModel(model_path=base, lora_path=adapter, n_ctx=services.settings.n_ctx)
    after = await _evaluate(services, candidate, agent, tasks)
    result.before, result.after = dict(before.metrics), dict(after.metrics)
    result.outcome, why = outcome_of(result.before, result.after)
    result.kept = result.outcome == "improved"
    result.reasons.append(why)
    if result.kept:
        version = _bind(
            services,
            instances,
            tool,
            adapter,
            training_run_id=run_id,
            metrics={**result.after, "specialist_for": tool},
        )
        result.instance, result.version = version.instance, version.version
        say(f"[specialist] {tool}: kept as {version.instance} v{version.version}")
    else:
        say(f"[specialist] {tool}: discarded ({why})")
    result.insight = _record(services, job, result, why, method, decided or {})
    return result
