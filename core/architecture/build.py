"""Building an approved architecture and putting it through the evaluation gate (SPEC 6.7).

A *prune* cuts the base checkpoint (layers chosen by measured importance
unless the spec names them, or one block replaced by a fitted linear map when
the spec asks for a bridge; key/value groups, MLP neurons; the vocabulary when
it asks for a trimmed one) and heals it by distillation from the uncut model,
through the Q4_1 rounding it will be exported at when the bundled model is Q4_1;
a *scratch* spec trains a small model for one tool. Both learn from train-side
data only: generated function-calling conversations of the train families
and the team's own runs rated good (``core.architecture.team_data``: consented
and sanitised); never held-out tasks or benchmarks.

The compute cap (``STROP_ARCH_CPU_MINUTES``) bounds the whole build up to the
checkpoint: what layer scoring used is taken from the training's
``max_seconds``, and the trainer stops before a step would pass it; a cap
already used up stops the build before the next costly step (pruning, healing).

The result is exported to GGUF, quantised like the bundled model, and
measured against what serves the agent (or tool) today by the same gate as
adapters (:func:`core.improve.gate.compare_models`). Only a promoted model
becomes an instance, tagged so routing sends the agent's (or the tool's)
requests to it; otherwise no instance, tag or file the server reads changes.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from core.architecture.allow import cpu_cap_s
from core.architecture.estimate import MEASURED_KEY, parameters, work_per_step
from core.architecture.propose import load_proposal
from core.architecture.spec import ArchitectureSpec, base_figures, parse_spec
from core.architecture.team_data import Conversation, team_conversations
from core.errors import ConfigurationError, Conflict, StropError
from core.evals.tasks import Task, tasks_for
from core.models.base import ModelClient
from core.services import Services
from core.storage import ArchitectureProposal, ImprovementJob, ModelInstance
from core.storage.base import utcnow

if TYPE_CHECKING:
    from trainer.distill import DistillReport
    from trainer.scratch import ScratchReport

__all__ = [
    "IMPORTANCE_EXAMPLES",
    "TRAIN_EXAMPLES",
    "build_architecture",
    "instance_name",
    "training_conversations",
]

Say = Callable[[str], None]
TRAIN_EXAMPLES = 128  # generated train-family conversations; a few epochs at the default steps
IMPORTANCE_EXAMPLES = 8  # a full forward each: enough to rank layers, under a minute on 2 cores
SEED = 0


def instance_name(proposal_id: int, spec: ArchitectureSpec) -> str:
    """The instance a promoted build becomes: ``arch<id>-prune`` or ``arch<id>-<tool>``."""
    suffix = "prune" if spec.kind == "prune" else spec.tool.lower().replace("_", "-")
    return f"arch{proposal_id}-{suffix}"[:64].rstrip("-_")


def training_conversations(n: int = TRAIN_EXAMPLES, *, seed: int = SEED) -> list[Conversation]:
    """Train-side conversations: generated function calls of the train families."""
    from core.improve.warmstart import toolgen_examples

    return [
        [{"role": str(m["role"]), "content": str(m["content"])} for m in row["messages"]]
        for row in toolgen_examples(n, seed=seed)
    ]


def _set(services: Services, proposal_id: int, **values: Any) -> None:
    with services.db.session() as s:
        row = s.get(ArchitectureProposal, proposal_id)
        assert row is not None
        for key, value in values.items():
            setattr(row, key, value)


def _heldout_for(spec: ArchitectureSpec) -> Sequence[Task] | None:
    """A scratch model for one tool is measured on the held-out tasks of that tool."""
    if spec.kind != "scratch":
        return None
    own = tuple(
        t for t in tasks_for("heldout") if any(spec.tool in e.split("|") for e in t.expect_tools)
    )
    return own or None


def _train(
    spec: ArchitectureSpec,
    base_dir: Path,
    work: Path,
    team: Sequence[Conversation],
    *,
    deadline: float,
    say: Say,
) -> tuple[Path, dict[str, Any]]:
    """Build the checkpoint on generated calls plus ``team``; returns it and its figures."""
    conversations = [*training_conversations(), *team]
    figures: dict[str, Any] = {"train_examples": len(conversations), "team_examples": len(team)}
    report: DistillReport | ScratchReport

    def hook(step: int, loss: float) -> None:
        if step == 1 or step % 25 == 0:
            say(f"  [train] step {step}/{spec.steps} loss {loss:.3f}")

    if spec.kind == "prune":
        from core.models.embedded import embedded_model_path
        from trainer.bridge import bridge_block
        from trainer.distill import distill
        from trainer.prune import (
            block_distances,
            choose_drop_block,
            choose_drop_layers,
            layer_importance,
            mlp_activations,
            prune_checkpoint,
        )
        from trainer.quantize import is_q4_1
        from trainer.vocab_trim import kept_for, trim_checkpoint

        base = base_figures()
        drop = spec.drop_layers
        kv_heads = spec.kv_heads if spec.kv_heads < base.kv_heads else None
        inter = spec.intermediate_size if spec.intermediate_size < base.intermediate_size else None
        if not drop and spec.layers < base.layers:
            n = base.layers - spec.layers
            if spec.bridge:
                distances = block_distances(
                    base_dir, conversations, n, max_examples=IMPORTANCE_EXAMPLES
                )
                drop = choose_drop_block(distances, n)
                figures["block_distances"] = [round(v, 4) for v in distances]
            else:
                importance = layer_importance(
                    base_dir, conversations, max_examples=IMPORTANCE_EXAMPLES
                )
                drop = choose_drop_layers(importance, n)
                figures["importance"] = [round(v, 4) for v in importance]
        figures["drop_layers"] = list(drop)
        if time.monotonic() >= deadline:
            raise ConfigurationError("the compute cap was used up before pruning could start")
        say(f"[prune] drop layers {list(drop)}, kv_heads {spec.kv_heads}")
        # MLP neurons are ranked by what they do on the task data, not by weight norms.
        activations = (
            None
            if inter is None
            else mlp_activations(base_dir, conversations, max_examples=IMPORTANCE_EXAMPLES)
        )
        if spec.bridge:
            fit = bridge_block(
                base_dir,
                work / "pruned",
                conversations,
                drop,
                max_examples=IMPORTANCE_EXAMPLES,
                kv_heads=kv_heads,
                intermediate_size=inter,
                activations=activations,
            )
            figures["bridge_residual"] = round(fit.residual, 4)
            say(f"[prune] bridged: {fit.residual:.3f} of the block's change left unexplained")
            pruned = work / "pruned"
        else:
            pruned = prune_checkpoint(
                base_dir,
                work / "pruned",
                drop_layers=drop,
                kv_heads=kv_heads,
                intermediate_size=inter,
                activations=activations,
            )
        if spec.vocab == "trimmed":
            keep = kept_for(base_dir, conversations, n_merges=spec.vocab_merges)
            pruned = trim_checkpoint(pruned, work / "trimmed", keep)
            figures["vocab_size"] = len(keep)
            say(f"[prune] vocabulary trimmed to {figures['vocab_size']} tokens")
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise ConfigurationError("the compute cap was used up before healing could start")
        say(f"[distill] healing from the uncut model, {spec.steps} steps, {remaining:.0f} s left")
        report = distill(
            pruned,
            base_dir,
            conversations,
            work / "healed",
            max_steps=spec.steps,
            max_seconds=remaining,
            seed=SEED,
            hook=hook,
            # Exported like the bundled model: heal through its Q4_1 rounding (trainer.fake_quant).
            quantized=is_q4_1(embedded_model_path()),
        )
        out = work / "healed"
    else:
        from trainer.scratch import scratch_config, train_from_scratch

        config = scratch_config(
            layers=spec.layers,
            hidden_size=spec.hidden_size,
            heads=spec.heads,
            kv_heads=spec.kv_heads,
            intermediate_size=spec.intermediate_size,
            max_positions=spec.max_positions,
        )
        remaining = deadline - time.monotonic()
        say(f"[scratch] training for tool {spec.tool}, {spec.steps} steps, {remaining:.0f} s left")
        report = train_from_scratch(
            config,
            conversations,
            work / "trained",
            max_steps=spec.steps,
            max_seconds=remaining,
            seed=SEED,
            hook=hook,
        )
        out = work / "trained"
    if report.steps == 0:
        raise ConfigurationError("the compute cap allowed no training step")
    figures.update(
        steps=report.steps,
        train_seconds=round(report.seconds, 2),
        loss_first=round(report.loss_first, 4),
        loss_last=round(report.loss_last, 4),
        stopped_by=report.stopped_by,
        **{MEASURED_KEY: round(report.seconds / (report.steps * work_per_step(spec)), 4)},
    )
    return out, figures


def _export(checkpoint: Path, work: Path, say: Say) -> tuple[Path, dict[str, Any]]:
    from core.models.embedded import embedded_model_path
    from trainer.model_gguf import export_model_gguf
    from trainer.quantize import quantize_like

    f16 = export_model_gguf(checkpoint, work / "model-f16.gguf", dtype="f16")
    bundled = embedded_model_path()
    quantized = quantize_like(f16, work / "model.gguf", like=bundled)
    sizes = {
        "f16_bytes": f16.stat().st_size,
        "gguf_bytes": quantized.stat().st_size,
        "base_gguf_bytes": bundled.stat().st_size,
    }
    f16.unlink()  # the quantized file is what serves; the checkpoint stays for a rebuild
    size, base_size = sizes["gguf_bytes"] / 1e6, sizes["base_gguf_bytes"] / 1e6
    say(f"[export] {quantized.name}: {size:.1f} MB (base {base_size:.1f} MB)")
    return quantized, sizes


def _serving(services: Services, agent: str, tool: str | None) -> tuple[str, ModelClient]:
    """What serves ``agent`` (or ``tool``) today, as routing picks it: the gate's baseline."""
    from core.serving.instances import InstanceService
    from core.serving.routing import Router, RouteRequest

    router = Router(InstanceService(services.db, services.settings.data_dir), services.model_for)
    spec = router.spec_for(
        RouteRequest(agent=agent, agent_model=services.agents.get(agent).model, tool=tool)
    )
    return spec or "default", router.load(spec)


def _take_tag(services: Services, tag: str, name: str) -> list[str]:
    """Move ``tag`` to instance ``name``: routing picks the first instance carrying it."""
    moved: list[str] = []
    with services.db.session() as s:
        for row in s.scalars(select(ModelInstance).where(ModelInstance.name != name)):
            if tag in row.tags:
                row.tags = [t for t in row.tags if t != tag]
                moved.append(row.name)
    return moved


def _move_jobs(services: Services, moved: Sequence[str], name: str) -> list[str]:
    """Improvement jobs that trained an instance the tag moved away from now train ``name``
    (their next LoRA is for the model that serves), their deploy targets likewise."""
    jobs: list[str] = []
    with services.db.session() as s:
        for row in s.scalars(select(ImprovementJob).where(ImprovementJob.student.in_(moved))):
            row.student = name
            row.instances = list(dict.fromkeys(name if i in moved else i for i in row.instances))
            jobs.append(row.name)
    return jobs


def _promote(
    services: Services, proposal_id: int, spec: ArchitectureSpec, agent: str, model: Path
) -> dict[str, Any]:
    from core.serving.instances import InstanceService, copy_atomically

    instances = InstanceService(services.db, services.settings.data_dir)
    name = instance_name(proposal_id, spec)
    if instances.exists(name):
        raise Conflict(f"instance {name!r} exists already")
    target = services.settings.data_dir / "models" / name / "model.gguf"
    copy_atomically(model, target)
    tag = f"agent:{agent}" if spec.kind == "prune" else f"tool:{spec.tool}"
    instances.spawn(name, base=f"gguf:{target}", tags=[tag], target="embedded")
    moved = _take_tag(services, tag, name)
    return {
        "instance": name,
        "tag": tag,
        "gguf": str(target),
        "tag_moved_from": moved,
        "jobs_moved": _move_jobs(services, moved, name),
    }


async def build_architecture(
    services: Services,
    proposal_id: int,
    *,
    eval_tasks: Sequence[Task] | None = None,
    general_tasks: Sequence[Task] | None = None,
    cache_dir: Path | None = None,
    say: Say = print,
) -> dict[str, Any]:
    """Build approved proposal ``proposal_id``, gate it, and serve it only if promoted.

    Returns the figures stored in ``proposal.result`` with ``status`` (promoted,
    rejected or failed). A failure of the build or the gate is recorded on the
    proposal and returned, not raised; nothing serving changes then.
    """
    from core.improve.gate import compare_models
    from core.models.llamacpp import LlamaCppModel
    from core.serving.probe import probe_adapter
    from trainer.base_model import base_checkpoint

    proposal = load_proposal(services.db, proposal_id)
    if proposal.status != "approved":
        raise Conflict(
            f"architecture proposal {proposal_id} is {proposal.status}; "
            "only an approved one is built"
        )
    spec = parse_spec(proposal.spec)
    _set(services, proposal_id, status="running")
    start = time.monotonic()
    deadline = start + cpu_cap_s(services.settings)
    work = services.settings.data_dir / "architecture" / f"proposal-{proposal_id}"
    result: dict[str, Any] = {
        "params": parameters(spec),
        "base_params": parameters(None),
        "tokens_per_s_ratio": proposal.estimate.get("tokens_per_s_ratio"),
    }
    tool = spec.tool if spec.kind == "scratch" else None
    try:
        base_dir = base_checkpoint(
            cache_dir=(cache_dir or services.settings.data_dir / "cache") / "base"
        )
        team = team_conversations(services, agent=None if tool else proposal.agent, tool=tool)
        say(f"[data] {len(team.conversations)} of the team's good runs join the generated calls")
        checkpoint, trained = _train(
            spec, base_dir, work, team.conversations, deadline=deadline, say=say
        )
        result.update(trained)
        model, sizes = _export(checkpoint, work, say)
        result.update(sizes)
        probe_adapter(model, None)  # llama.cpp may abort on a bad file: a throwaway process first
        serving, current = _serving(services, proposal.agent, tool)
        candidate = LlamaCppModel(model_path=model, n_ctx=services.settings.n_ctx)
        gate = await compare_models(
            services,
            current,
            candidate,
            agent=proposal.agent,
            eval_tasks=eval_tasks if eval_tasks is not None else _heldout_for(spec),
            general_tasks=general_tasks,
            say=say,
        )
        result.update(gate.summary())
        result["serving"] = serving
        if gate.decision.promote:
            result.update(_promote(services, proposal_id, spec, proposal.agent, model))
            status = "promoted"
            say(f"[deploy] {result['instance']} serves {result['tag']}")
        else:
            status = "rejected"
            say(f"[deploy] not promoted: {'; '.join(gate.decision.reasons)}")
    except StropError as exc:
        result["seconds"] = round(time.monotonic() - start, 2)
        _set(
            services,
            proposal_id,
            status="failed",
            result=result,
            error=str(exc),
            finished_at=utcnow(),
        )
        say(f"[architecture] proposal {proposal_id} failed: {exc}")
        return {**result, "status": "failed", "error": str(exc)}
    except BaseException as exc:
        _set(
            services,
            proposal_id,
            status="failed",
            result=result,
            error=f"{type(exc).__name__}: {exc}",
            finished_at=utcnow(),
        )
        raise
    finally:
        shutil.rmtree(work / "pruned", ignore_errors=True)
    result["seconds"] = round(time.monotonic() - start, 2)
    _set(services, proposal_id, status=status, result=result, finished_at=utcnow())
    return {**result, "status": status}
