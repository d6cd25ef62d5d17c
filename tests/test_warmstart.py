"""The warm-start adapter: how it is built, that it is served by default, what it can do.

The pipeline test trains for two steps on a handful of examples (the full run
is ``make adapter``); the behaviour tests load the committed adapter over the
real 135M model and give it tools it never saw in training.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.cli import main
from core.evals.tasks import TASKS
from core.improve.warmstart import WarmstartConfig, build_warmstart, toolgen_examples
from core.models.base import ChatMessage, ModelClient
from core.models.llamacpp import LlamaCppModel
from core.models.warmstart import BUNDLED_ADAPTER, bundled_adapter
from core.services import Services
from core.settings import Settings
from core.storage import Span
from core.toolgen import CASE_KINDS, DEFAULT_AGENT, HELDOUT, TRAIN, eval_cases

MILES: dict[str, object] = {
    "name": "miles_to_km",
    "description": "Convert a distance in miles to kilometres.",
    "input_schema": {
        "type": "object",
        "properties": {"miles": {"type": "number", "description": "distance in miles"}},
        "required": ["miles"],
    },
    "code": "result = {'km': round(args['miles'] * 1.609344, 1)}\n",
}


@pytest.fixture(scope="module")
def warm_model() -> ModelClient:
    adapter = bundled_adapter()
    assert adapter is not None, "the warm-start adapter is committed at " + str(BUNDLED_ADAPTER)
    return LlamaCppModel(lora_path=adapter, n_ctx=4096)


def test_toolgen_examples_cover_every_kind_and_only_train_families() -> None:
    rows = toolgen_examples(36, seed=3)
    kinds = Counter(r["provenance"]["kind"] for r in rows)
    assert set(kinds) == set(CASE_KINDS) and min(kinds.values()) == 6
    train = {f.name for f in TRAIN}
    heldout = {f.name for f in HELDOUT}
    for row in rows:
        system = row["messages"][0]["content"]
        assert any(name in system for name in train)
        assert not any(name in system for name in heldout)
        assert row["messages"][-1]["role"] == "assistant"
    assert toolgen_examples(36, seed=3) == rows


def test_committed_adapter_is_small_and_described() -> None:
    adapter = bundled_adapter()
    assert adapter is not None
    assert adapter.stat().st_size < 20_000_000
    card = json.loads(adapter.with_suffix(".json").read_text(encoding="utf-8"))
    assert card["toolgen_examples"] > 0 and card["suite_examples"] > 0
    assert card["train_minutes"] > 0


def test_the_warmstart_setting_serves_the_bundled_adapter(settings: Settings) -> None:
    # New installs serve it: the committed adapter passes the promotion gate (README).
    assert Settings.model_fields["warmstart"].default is True
    services = Services(settings.model_copy(update={"warmstart": True}))
    try:
        model = services.model
        assert isinstance(model, LlamaCppModel)
        assert model.lora_path == BUNDLED_ADAPTER
    finally:
        services.close()
    off = Services(settings)
    try:
        assert isinstance(off.model, LlamaCppModel) and off.model.lora_path is None
    finally:
        off.close()
    own = settings.model_copy(
        update={"warmstart": True, "lora_path": BUNDLED_ADAPTER.with_name("other.gguf")}
    )
    chosen = Services(own)
    try:
        assert chosen.default_lora() == own.lora_path
    finally:
        chosen.close()


def test_cli_refuses_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["warmstart", "--steps", "0"]) == 2
    assert "--steps" in capsys.readouterr().err
    assert main(["warmstart", "--out", "adapter.bin"]) == 2
    assert ".gguf" in capsys.readouterr().err


@pytest.mark.slow
def test_pipeline_trains_and_exports_a_loadable_adapter(
    settings: Settings, real_base_dir: Path, tmp_path: Path
) -> None:
    by_id = {t.id: t for t in TASKS}
    config = WarmstartConfig(
        toolgen_cases=12,
        practice=0,
        replay=2,
        k=1,
        workers=1,
        sft_steps=2,
        batch_size=2,
        train_tasks=[by_id["calc-power-3"], by_id["plain-capital"]],
    )
    lines: list[str] = []
    services = Services(settings)
    try:
        out = tmp_path / "warm.gguf"
        result = build_warmstart(
            services, config, out, cache_dir=real_base_dir.parent, say=lines.append
        )
    finally:
        services.close()
    assert result.gguf == out and out.stat().st_size > 1_000_000
    assert result.toolgen_examples == 12 and result.suite_examples >= 1
    assert [step for step, _ in result.losses] == [1, 2]
    card = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    assert card["config"]["sft_steps"] == 2
    assert any(line.startswith("[export]") for line in lines)
    reply = asyncio.run(
        LlamaCppModel(lora_path=out).complete([ChatMessage("user", "Say hi.")], max_tokens=8)
    )
    assert reply.text


@pytest.mark.slow
async def test_warm_model_calls_a_tool_created_at_run_time(
    make_services: Callable[[ModelClient], Services], warm_model: ModelClient
) -> None:
    services = make_services(warm_model)
    ctx = services.context("assistant")
    created = await services.tools.get("create_tool").call(dict(MILES), ctx)
    assert created["name"] == "miles_to_km"
    agent = AgentSpec(
        name="converter", system_prompt=DEFAULT_AGENT.system_prompt, tools=("miles_to_km",)
    )
    result = await services.runner().run(agent, "How many kilometres is 26 miles?")
    assert result.tool_calls[:1] == ["miles_to_km"]
    assert "41.8" in result.output
    # The adapter first asks for the distance; the runtime's check finds that the request
    # states it (core.runtime.grounding) and the model's call runs instead of the question.
    with services.db.session() as session:
        names = list(session.scalars(select(Span.name).where(Span.run_id == result.run_id)))
    assert "ask_checked" in names, names


@pytest.mark.slow
async def test_warm_model_abstains_when_no_tool_fits(
    make_services: Callable[[ModelClient], Services], warm_model: ModelClient
) -> None:
    from core.toolgen import evaluate_tool_use

    cases = eval_cases(3, kinds=("no_fit",))
    report = await evaluate_tool_use([warm_model], cases, constrained=True)
    assert sum(r.ok for r in report.results) >= 2, report.failures()


@pytest.mark.slow
async def test_warm_model_asks_for_a_missing_argument(warm_model: ModelClient) -> None:
    from core.toolgen import evaluate_tool_use

    cases = eval_cases(3, kinds=("missing",))
    report = await evaluate_tool_use([warm_model], cases, constrained=True)
    assert sum(r.ok for r in report.results) >= 2, report.failures()
    # The question comes from the runtime's check that the call's values were stated.
    asked = [r.turns[0] for r in report.results if r.ok]
    assert all("I still need:" in turn for turn in asked), asked


def test_dataset_trainer_refuses_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from trainer.from_dataset import main as train_main

    row = json.dumps(toolgen_examples(1)[0])
    data = tmp_path / "warm.jsonl"
    data.write_text(row + "\nnot json\n", encoding="utf-8")
    out = str(tmp_path / "a.gguf")
    assert train_main([str(data), "--out", out, "--steps", "1"]) == 2
    assert "warm.jsonl line 2: not JSON" in capsys.readouterr().err
    data.write_text("\n", encoding="utf-8")
    assert train_main([str(data), "--out", out, "--steps", "1"]) == 2
    assert "holds no SFT examples" in capsys.readouterr().err
    data.write_text(row + "\n", encoding="utf-8")
    assert train_main([str(data), "--out", str(tmp_path / "a.bin"), "--steps", "1"]) == 2
    assert ".gguf" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        train_main([str(data), "--out", out, "--steps", "0"])


def test_a_first_candidate_is_gated_against_the_warm_start(settings: Settings) -> None:
    from core.improve.gate import serving_model
    from core.serving.instances import InstanceService

    warm = Services(settings.model_copy(update={"warmstart": True}))
    try:
        instances = InstanceService(warm.db, warm.settings.data_dir)
        instances.spawn("student")
        # No version of its own yet: agents get the configured (warm) model, so that is
        # what a candidate trained from the bare base has to beat.
        current = serving_model(warm, instances, "student")
        assert isinstance(current, LlamaCppModel) and current.lora_path == BUNDLED_ADAPTER
    finally:
        warm.close()
    bare = Services(settings)
    try:
        instances = InstanceService(bare.db, bare.settings.data_dir)
        instances.spawn("pupil")
        current = serving_model(bare, instances, "pupil")
        assert isinstance(current, LlamaCppModel) and current.lora_path is None
    finally:
        bare.close()
