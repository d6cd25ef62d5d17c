"""Architecture from a spec (SPEC 6.7): validation, allow-list, cap, approval, build, gate."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from chat_support.memory import MemorySurface
from sqlalchemy import func, select

import core.architecture.build as build
import core.improve.gate as gate
from core.agents.spec import AgentSpec
from core.architecture import (
    base_figures,
    changes,
    check_allowed,
    estimate,
    load_proposal,
    parse_spec,
    propose_architecture,
)
from core.architecture.approval import settle
from core.architecture.propose import proposal_request
from core.chat import ButtonAction, Conversation, Message
from core.conversation import ChatService
from core.errors import ConfigurationError
from core.evals.general import GENERAL_TASKS
from core.evals.tasks import tasks_for
from core.help import HelpDesk
from core.improve.cycle import default_job, training_base
from core.improve.evaluate import Decision
from core.improve.jobs import JobService
from core.models.base import ChatMessage
from core.models.llamacpp import LlamaCppModel
from core.models.scripted import ScriptedModel
from core.models.warmstart import BUNDLED_ADAPTER
from core.services import Services
from core.serving.gguf_check import check_adapter
from core.serving.instances import InstanceService
from core.serving.routing import Router, RouteRequest
from core.settings import Settings
from core.storage import ArchitectureProposal, HelpRequest
from core.system_runs import post_system_cards
from core.trajectories import get_run
from trainer.jobs import run_job

CHANNEL = Conversation("memory", "C1", "T1")
ADMINS = Conversation("memory", "ADMINS", "T1")
HELDOUT = {t.id: t for t in tasks_for("heldout")}


def _settings(root: Path, **more: Any) -> Settings:
    return Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=root,
        warmstart=False,
        chat_admins="memory:ADMIN",
        admin_channel="memory:T1:ADMINS",
        **more,
    )


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    made = Services(_settings(tmp_path / "data"), model=ScriptedModel([]))
    yield made
    made.close()


def _proposals(services: Services) -> int:
    with services.db.session() as s:
        return int(s.scalar(select(func.count(ArchitectureProposal.id))) or 0)


def _click(conv: Conversation, message_id: str, action: str, user: str) -> ButtonAction:
    return ButtonAction(f"click-{action}-{user}", conv, user, action, "", message_id, None)


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ({"kind": "prune", "layers": 20, "depth": 3}, "unknown key(s) depth"),
        ({"kind": "prune", "layers": 20, "vocab": "new"}, "vocab must be 'kept'"),
        ({"kind": "prune", "layers": 20, "vocab_merges": 100}, 'needs vocab "trimmed"'),
        ({"kind": "prune", "vocab": "trimmed", "vocab_merges": 60000}, "under the 49152"),
        ({"kind": "scratch", "tool": "run_code", "vocab": "trimmed"}, "keeps the whole vocab"),
        ({"kind": "prune", "drop_layers": [3, 5], "bridge": True}, "is not one"),
        ({"kind": "prune", "drop_layers": [28, 29], "bridge": True}, "keeps the last layer"),
        ({"kind": "prune", "kv_heads": 2, "heads": 6, "bridge": True}, "needs layers to drop"),
        ({"kind": "prune", "layers": 20, "bridge": "yes"}, "true or false"),
        ({"kind": "scratch", "tool": "run_code", "bridge": True}, "apply to a prune only"),
        ({"kind": "prune", "layers": 40}, "cannot grow the model (layers 40 > 30)"),
        ({"kind": "prune", "intermediate_size": 2048}, "cannot grow"),
        ({"kind": "prune", "layers": 20, "hidden_size": 512}, "keeps hidden_size 576"),
        ({"kind": "prune", "kv_heads": 2, "heads": 9}, "does not divide heads"),
        ({"kind": "prune", "kv_heads": 1, "heads": 9}, "heads must be 3 for kv_heads 1"),
        ({"kind": "prune"}, "removes nothing"),
        ({"kind": "prune", "drop_layers": [3, 30]}, "between 0 and 29"),
        ({"kind": "prune", "drop_layers": [3, 4], "layers": 20}, "leaves 28, not layers=20"),
        ({"kind": "prune", "layers": 20, "train_steps": 5}, "train_steps does not apply"),
        ({"kind": "scratch", "layers": 2}, "name it in tool"),
        (
            {"kind": "scratch", "tool": "run_code", "hidden_size": 100, "heads": 3},
            "does not divide",
        ),
        ({"kind": "scratch", "tool": "Run Code"}, "is not a tool name"),
        ({"kind": "grow"}, "kind must be 'prune' or 'scratch'"),
        ({"kind": "prune", "layers": 0}, "positive whole number"),
        ("{not json", "not valid JSON"),
    ],
)
def test_a_bad_spec_is_refused_with_the_reason(spec: Any, problem: str) -> None:
    with pytest.raises(ConfigurationError) as caught:
        parse_spec(spec)
    assert problem in str(caught.value)


def test_a_spec_reads_the_base_and_survives_its_stored_form() -> None:
    base = base_figures()
    assert (base.layers, base.hidden_size, base.heads, base.kv_heads) == (30, 576, 9, 3)
    spec = parse_spec(json.dumps({"kind": "prune", "drop_layers": [5, 9, 20], "kv_heads": 2}))
    assert (spec.layers, spec.heads, spec.kv_heads, spec.hidden_size) == (27, 6, 2, 576)
    assert parse_spec(spec.as_dict()) == spec
    assert changes(spec) == {"drop_layers", "drop_heads"}
    small = parse_spec({"kind": "prune", "layers": 18})
    found = estimate(small, _settings(Path("unused")))
    # Fewer layers: fewer parameters and more tokens per second, though the output layer
    # (vocab x hidden) stays, so 18 of 30 layers is not 30/18 times as fast.
    assert found.params < found.base_params and 1.2 < found.tokens_per_s_ratio < 30 / 18
    # Trimming the vocabulary alone is a prune: the output layer shrinks, the layers stay.
    trimmed = parse_spec({"kind": "prune", "vocab": "trimmed"})
    assert (trimmed.vocab, trimmed.vocab_merges, trimmed.layers) == ("trimmed", 8000, 30)
    assert parse_spec(trimmed.as_dict()) == trimmed and "trimmed" in trimmed.describe()
    assert changes(trimmed) == {"trim_vocab"}
    assert 1.1 < estimate(trimmed, _settings(Path("unused"))).tokens_per_s_ratio < 1.3
    both = parse_spec({"kind": "prune", "layers": 18, "vocab": "trimmed", "vocab_merges": 4000})
    assert estimate(both, _settings(Path("unused"))).tokens_per_s_ratio > found.tokens_per_s_ratio
    bridged = parse_spec({"kind": "prune", "drop_layers": [12, 13, 14], "bridge": True})
    assert bridged.bridge and parse_spec(bridged.as_dict()) == bridged
    assert "bridged by a fitted linear map" in bridged.describe()
    assert changes(bridged) == {"drop_layers"}
    with pytest.raises(ConfigurationError, match="trim_vocab is not on the allow-list"):
        check_allowed(trimmed, _settings(Path("unused"), arch_allow="drop_layers"))


def test_the_allow_list_and_the_cap_refuse_before_anything_is_stored(
    services: Services,
) -> None:
    only_layers = _settings(Path("unused"), arch_allow="drop_layers")
    heads = parse_spec({"kind": "prune", "kv_heads": 1, "heads": 3})
    with pytest.raises(ConfigurationError, match="drop_heads is not on the allow-list"):
        check_allowed(heads, only_layers)
    wide = parse_spec(
        {"kind": "scratch", "tool": "run_code", "hidden_size": 1024, "heads": 16, "kv_heads": 4}
    )
    with pytest.raises(ConfigurationError, match="widen can never be allowed"):
        check_allowed(wide, services.settings)
    with pytest.raises(ConfigurationError, match="STROP_ARCH_ALLOW: grow_vocab cannot"):
        check_allowed(heads, _settings(Path("unused"), arch_allow="grow_vocab"))
    with pytest.raises(ConfigurationError, match="not on the allow-list"):
        check_allowed(heads, _settings(Path("unused"), arch_allow="none"))
    services.settings.arch_allow = "drop_layers"
    with pytest.raises(ConfigurationError, match="drop_heads"):
        propose_architecture(services, heads.as_dict(), source="cli")
    services.settings.arch_allow = "drop_layers,drop_heads,shrink_mlp,scratch_tool"
    services.settings.arch_cpu_minutes = 1
    with pytest.raises(ConfigurationError, match="over the cap of 1 "):
        propose_architecture(services, {"kind": "prune", "layers": 20, "heal_steps": 5000})
    assert _proposals(services) == 0  # refused before an administrator is even asked


async def test_a_denied_card_stops_the_run_and_trains_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both ways of asking: an agent's run paused by the tool, and a cycle's system run."""
    args = {"layers": 16, "steps": 10, "bridge": True, "vocab_merges": 4000}
    call = json.dumps({"tool": "propose_architecture", "args": args})
    model = ScriptedModel([call, call, lambda m: json.dumps({"answer": str(m[-1].content)[:300]})])
    services = Services(_settings(tmp_path / "data"), model=model)
    try:
        await _deny_both_ways(services, monkeypatch)
    finally:
        services.close()


async def _deny_both_ways(services: Services, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[str] = []

    def no_build(*args: Any, **kwargs: Any) -> Any:
        started.append("build")
        raise AssertionError("nothing may be built without an approval")

    monkeypatch.setattr(build, "build_architecture", no_build)
    monkeypatch.setattr(build, "_train", no_build)
    services.agents.create(
        AgentSpec(
            name="architect",
            system_prompt="You propose model changes.",
            tools=("propose_architecture",),
            parameters={"max_steps": 2, "tool_choice_k": 0},
        )
    )
    instances = InstanceService(services.db, services.settings.data_dir)
    before = instances.list(include_retired=True)
    chat, surface = ChatService(services), MemorySurface()
    chat.use_agent(CHANNEL, "architect")
    await chat.handle(Message("m1", CHANNEL, "ADMIN", "prune it", "u1", mentions_bot=True), surface)
    with services.db.session() as s:
        (proposal,) = s.scalars(select(ArchitectureProposal)).all()
        s.expunge(proposal)
    assert proposal.status == "awaiting_approval" and proposal.source == "tool"
    assert proposal.spec["layers"] == 16 and proposal.estimate["within_cap"]
    assert proposal.spec["bridge"] and proposal.spec["vocab"] == "trimmed"
    assert proposal.spec["vocab_merges"] == 4000
    request = proposal_request(services.db, proposal.id)
    assert request is not None and request.extra["admin_only"] and request.status == "pending"
    assert get_run(services.db, request.run_id)["status"] == "waiting_for_user"
    card = next(c for c in surface.cards() if c.conversation.channel == "C1")
    assert card.card is not None and "16 layers" in card.card.body
    await chat.handle(_click(CHANNEL, card.message_id, f"help:{request.id}:deny", "ADMIN"), surface)
    denied = load_proposal(services.db, proposal.id)
    assert (denied.status, denied.decided_by) == ("denied", "ADMIN")
    run = get_run(services.db, request.run_id)
    assert run["status"] == "done" and "declined by ADMIN; nothing was trained" in run["output"]

    # A cycle's proposal: a system run in the admin channel, answered on its card.
    cycle = propose_architecture(
        services, {"kind": "prune", "kv_heads": 2, "heal_steps": 5}, source="cycle"
    )
    assert await post_system_cards(services, {"memory": surface}) == 1
    system_card = surface.cards()[-1]
    assert system_card.conversation.channel == "ADMINS"
    (system_request,) = HelpDesk(services).pending(cycle.run_id or 0)
    deny = _click(ADMINS, system_card.message_id, f"help:{system_request.id}:deny", "ADMIN")
    await chat.handle(deny, surface)
    assert load_proposal(services.db, cycle.id).status == "denied"
    system_run = get_run(services.db, cycle.run_id or 0)
    assert system_run["status"] == "done" and "nothing was trained" in system_run["output"]
    assert started == [] and instances.list(include_retired=True) == before


async def test_the_cap_is_enforced_during_the_build_too(
    services: Services, real_base_dir: Path
) -> None:
    spec = {"kind": "prune", "drop_layers": list(range(4, 26)), "heal_steps": 20}
    proposal = propose_architecture(services, spec, source="cli")
    (request,) = HelpDesk(services).pending(proposal.run_id or 0)
    await HelpDesk(services).on_button(
        _click(ADMINS, "m1", f"help:{request.id}:approve", "ADMIN"), MemorySurface()
    )
    (answered,) = _answers(services, proposal.run_id or 0)
    services.settings.arch_cpu_minutes = 0.001  # lowered after the approval
    text = await settle(services, proposal.id, answered, cache_dir=real_base_dir.parent)
    failed = load_proposal(services.db, proposal.id)
    assert failed.status == "failed" and "compute cap" in failed.error, text
    assert InstanceService(services.db, services.settings.data_dir).list() == []


def _answers(services: Services, run_id: int) -> list[HelpRequest]:
    with services.db.session() as s:
        rows = list(s.scalars(select(HelpRequest).where(HelpRequest.run_id == run_id)))
        s.expunge_all()
    return rows


async def _approved(services: Services, spec: dict[str, Any]) -> tuple[int, HelpRequest]:
    proposal = propose_architecture(services, spec, source="cli")
    desk = HelpDesk(services)
    (request,) = desk.pending(proposal.run_id or 0)
    click = _click(ADMINS, "m1", f"help:{request.id}:approve", "ADMIN")
    assert (await desk.on_button(click, MemorySurface())).resume == proposal.run_id
    (answered,) = _answers(services, proposal.run_id or 0)
    return proposal.id, answered


async def test_a_pruned_model_is_built_from_the_real_model_and_gated(
    make_services: Any,
    real_model: Any,
    real_base_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Prune hard, heal a few steps, export, quantize, gate: once rejected, once promoted."""
    services: Services = make_services(real_model)
    services.settings.chat_admins = "memory:ADMIN"
    instances = InstanceService(services.db, services.settings.data_dir)
    instances.spawn("assistant", tags=["agent:assistant"])  # what serves today
    router = Router(instances, services.model_for)
    options = {
        "eval_tasks": (HELDOUT["plain-sky"],),
        "general_tasks": GENERAL_TASKS[:1],
        "cache_dir": real_base_dir.parent,
    }
    # Layers named, not scored: scoring runs the full model over examples (minutes on CI).
    spec = {
        "kind": "prune",
        "drop_layers": list(range(3, 25)),
        "kv_heads": 2,
        "vocab": "trimmed",
        "vocab_merges": 2000,
        "bridge": True,
        "heal_steps": 2,
    }
    first, answer = await _approved(services, spec)
    rejections: list[tuple[dict[str, float], dict[str, float]]] = []

    def reject(base: dict[str, float], candidate: dict[str, float]) -> Decision:
        rejections.append((base, candidate))
        return Decision(False, ["forced rejection"])

    monkeypatch.setattr(gate, "promotion", reject)
    text = await settle(services, first, answer, say=lambda _: None, **options)
    rejected = load_proposal(services.db, first)
    assert rejected.status == "rejected", (text, rejected.error)
    result = rejected.result
    assert result["steps"] == 2 and result["params"] < result["base_params"]
    assert (
        result["gguf_bytes"] < result["base_gguf_bytes"]
        and result["drop_layers"] == spec["drop_layers"]
    )
    assert 2000 < result["vocab_size"] < 4000  # the first 2000 merges and the data's tokens
    assert 0.0 <= result["bridge_residual"] < 1.0  # the fitted map explains part of the block
    assert rejections and rejections[0][1]["n_tasks"] == 1  # the real gate measured both
    print("prune figures", {k: v for k, v in result.items() if k != "importance"})
    assert result["serving"] == "instance:assistant" and "not promoted" in text
    assert [i.name for i in instances.list()] == ["assistant"]  # untouched
    assert router.spec_for(RouteRequest(agent="assistant")) == "instance:assistant"

    # The same build, promoted: reuse the healed checkpoint rather than train again.
    healed = services.settings.data_dir / "architecture" / f"proposal-{first}" / "healed"
    monkeypatch.setattr(build, "_train", lambda *a, **k: (healed, {"steps": 2}))
    monkeypatch.setattr(gate, "promotion", lambda b, c: Decision(True, []))
    job = default_job(services)  # trains "assistant", the instance that serves today
    second, answer = await _approved(services, spec)
    text = await settle(services, second, answer, say=lambda _: None, **options)
    promoted = load_proposal(services.db, second)
    assert promoted.status == "promoted", (text, promoted.error)
    name = promoted.result["instance"]
    assert promoted.result["jobs_moved"] == [job.name]
    moved = JobService(services.db).get(job.name)
    assert moved.student == name and moved.instances == [name]
    assert instances.get(name).tags == ("agent:assistant",)
    assert instances.get(name).base.startswith("gguf:") and instances.get("assistant").tags == ()
    assert router.spec_for(RouteRequest(agent="assistant")) == f"instance:{name}"
    hello = [ChatMessage("user", "Count from one to twenty.")]
    pruned = await services.model_for(f"instance:{name}").complete(hello, max_tokens=48)
    full = await real_model.complete(hello, max_tokens=48)
    assert pruned.completion_tokens > 0
    print(f"tokens/s pruned {pruned.tokens_per_s:.0f} base {full.tokens_per_s:.0f}")

    # The next improvement cycle trains its LoRA on the promoted model, not on the full one:
    # the adapter fits the pruned GGUF (the full model's adapter does not) and serves on it.
    base = training_base(services, moved.student)
    assert base == instances.get(name).base
    rows = [
        {
            "messages": [
                {"role": "user", "content": f"ping {n}"},
                {"role": "assistant", "content": f"PONG-{n}"},
            ]
        }
        for n in range(4)
    ]
    job = run_job(
        {"method": "sft", "sft": rows, "base": base, "config": {"max_steps": 1, "max_length": 64}},
        work_dir=tmp_path / "lora",
        cache_dir=tmp_path / "cache",
    )
    pruned_gguf = Path(base.removeprefix("gguf:"))
    assert check_adapter(job.adapter_gguf, pruned_gguf) > 0
    with pytest.raises(ConfigurationError):
        check_adapter(BUNDLED_ADAPTER, pruned_gguf)  # trained on the full model
    tuned = LlamaCppModel(model_path=pruned_gguf, lora_path=job.adapter_gguf, n_ctx=256)
    assert (await tuned.complete(hello, max_tokens=8)).completion_tokens > 0


async def test_a_small_model_for_one_tool_is_trained_from_scratch_and_gated(
    make_services: Any, real_model: Any, real_base_dir: Path
) -> None:
    services: Services = make_services(real_model)
    services.settings.chat_admins = "memory:ADMIN"
    spec = {
        "kind": "scratch",
        "tool": "run_code",
        "layers": 2,
        "hidden_size": 64,
        "heads": 2,
        "kv_heads": 1,
        "intermediate_size": 128,
        "train_steps": 3,
    }
    proposal_id, answer = await _approved(services, spec)
    text = await settle(
        services,
        proposal_id,
        answer,
        say=lambda _: None,
        eval_tasks=(HELDOUT["calc-divide-words"],),
        general_tasks=GENERAL_TASKS[:1],
        cache_dir=real_base_dir.parent,
    )
    done = load_proposal(services.db, proposal_id)
    assert done.status in ("promoted", "rejected"), (text, done.error)
    print("scratch figures", done.status, done.result)
    assert done.result["steps"] == 3 and done.result["params"] < 5_000_000 + 49152 * 64
    assert done.result["after"]["n_tasks"] == 1
    instances = InstanceService(services.db, services.settings.data_dir)
    tagged = instances.with_tag("tool:run_code")
    if done.status == "promoted":
        assert [i.name for i in tagged] == [done.result["instance"]]
    else:
        assert tagged == [] and instances.list() == []


def test_a_cycle_proposes_a_prune_when_slow_and_a_tool_model_when_failures_persist(
    services: Services,
) -> None:
    from core.decide import Decision as Advice
    from core.decide.decide import LATENCY_P95_LIMIT_S
    from core.improve.branch import _architecture_spec

    evidence = {"p95_latency_s": LATENCY_P95_LIMIT_S * 2, "runs": 20, "speed": 0}
    slow = Advice("architecture", "agent", "agent:assistant", "slow", "", evidence)
    stuck = Advice("architecture", "tool", "agent:assistant,tool:run_code", "stuck", "")
    vague = Advice("architecture", "agent", "agent:assistant", "stuck", "")
    prune, scratch = _architecture_spec(slow, services), _architecture_spec(stuck, services)
    assert isinstance(prune, dict) and (prune["kind"], prune["layers"]) == ("prune", 18)
    assert isinstance(scratch, dict) and (scratch["kind"], scratch["tool"]) == (
        "scratch",
        "run_code",
    )
    assert "no single tool" in str(_architecture_spec(vague, services))
    services.settings.arch_cpu_minutes = 0.01
    refused = _architecture_spec(slow, services)
    assert isinstance(refused, str) and "STROP_ARCH_CPU_MINUTES" in refused
