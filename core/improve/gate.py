"""The evaluation gate every new adapter passes before it serves (SPEC 6.5, 6.12).

A candidate adapter, trained here or pulled from a hub, is first checked
against the student instance's base (it must fit and load in a throwaway
process: a bad file can crash llama.cpp), then the serving model and the
candidate run the held-out tasks and the general set in a scratch directory,
and :func:`core.improve.evaluate.promotion` decides. Only a promoted candidate
is deployed, as the next version of each target instance.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.evals.general import GENERAL_TASKS
from core.evals.tasks import Task
from core.improve.evaluate import Decision, Evaluation, evaluate_in_scratch, promotion
from core.models.base import ModelClient
from core.services import Services
from core.serving.instances import InstanceService, Version

__all__ = ["GateResult", "compare_models", "gate_adapter", "serving_model"]

Say = Callable[[str], None]


@dataclass(slots=True)
class GateResult:
    before: Evaluation
    after: Evaluation
    decision: Decision
    deployed: list[Version] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        return {
            "before": self.before.metrics,
            "after": self.after.metrics,
            "promoted": self.decision.promote,
            "reasons": self.decision.reasons,
            "deployed": [f"{v.instance}:v{v.version}" for v in self.deployed],
        }


async def _evaluate(
    services: Services,
    model: ModelClient,
    agent: str,
    tasks: Sequence[Task] | None,
    general: Sequence[Task] | None,
) -> Evaluation:
    from core.models.llamacpp import LlamaCppModel

    copies: list[ModelClient] = [model]
    if isinstance(model, LlamaCppModel):  # a second copy keeps both cores busy
        copies.append(LlamaCppModel(model_path=model.model_path, lora_path=model.lora_path))
    return await evaluate_in_scratch(
        services,
        copies,
        agent=services.agents.get(agent),
        tasks=tasks,
        general=GENERAL_TASKS if general is None else general,
    )


async def compare_models(
    services: Services,
    current: ModelClient,
    candidate: ModelClient,
    *,
    agent: str = "assistant",
    eval_tasks: Sequence[Task] | None = None,
    general_tasks: Sequence[Task] | None = None,
    say: Say = print,
) -> GateResult:
    """The gate's measurement and verdict, without deploying anything.

    Shared by adapters (:func:`gate_adapter`) and architecture builds
    (``core.architecture.build``): one rule decides what may serve.
    """
    say("[eval] serving model and candidate on the held-out tasks and the general set")
    before = await _evaluate(services, current, agent, eval_tasks, general_tasks)
    after = await _evaluate(services, candidate, agent, eval_tasks, general_tasks)
    return GateResult(before, after, promotion(before.metrics, after.metrics))


def serving_model(services: Services, instances: InstanceService, student: str) -> ModelClient:
    """What ``student`` serves now, the model a candidate must beat.

    Before its first version an instance on the embedded base has nothing of its own,
    and agents get the configured model: with the warm-start adapter when that is on
    (the default), so a first candidate trained from the bare base must beat it rather
    than the bare base it would otherwise replace it with.
    """
    if (
        instances.current(student) is None
        and instances.get(student).base in ("", "embedded")
        and services.settings.model == "embedded"
        and services.default_lora() is not None
    ):
        return services.model
    return services.model_for(f"instance:{student}")


async def gate_adapter(
    services: Services,
    adapter: Path,
    *,
    student: str,
    targets: Sequence[str] = (),
    agent: str = "assistant",
    training_run_id: int | None = None,
    extra_metrics: dict[str, Any] | None = None,
    eval_tasks: Sequence[Task] | None = None,
    general_tasks: Sequence[Task] | None = None,
    say: Say = print,
) -> GateResult:
    """Evaluate ``adapter`` against what ``student`` serves; deploy it to ``targets`` if promoted.

    ``targets`` defaults to the student itself; missing instances are spawned.
    ``extra_metrics`` are stored on each new version beside the evaluation's.
    """
    from core.models.llamacpp import LlamaCppModel
    from core.serving.deploy import Deployer, make_target
    from core.serving.gguf_check import base_gguf, check_adapter
    from core.serving.probe import probe_adapter

    instances = InstanceService(services.db, services.settings.data_dir)
    if not instances.exists(student):
        instances.spawn(student)
    base = base_gguf(instances.get(student).base)
    check_adapter(adapter, base)
    probe_adapter(base, adapter)
    current = serving_model(services, instances, student)
    candidate = LlamaCppModel(model_path=base, lora_path=adapter, n_ctx=services.settings.n_ctx)
    result = await compare_models(
        services,
        current,
        candidate,
        agent=agent,
        eval_tasks=eval_tasks,
        general_tasks=general_tasks,
        say=say,
    )
    if not result.decision.promote:
        say(f"[deploy] not promoted: {'; '.join(result.decision.reasons)}")
        return result
    for name in targets or [student]:
        if not instances.exists(name):
            instances.spawn(name)
        target = make_target(
            instances.get(name).target,
            data_dir=services.settings.data_dir,
            swap=services.swap_model,
            n_ctx=services.settings.n_ctx,
            n_threads=services.settings.n_threads,
        )
        version = Deployer(instances, target).deploy(
            name,
            adapter,
            training_run_id=training_run_id,
            metrics={**result.after.metrics, **(extra_metrics or {})},
        )
        result.deployed.append(version)
        say(f"[deploy] {name} v{version.version}")
    return result
