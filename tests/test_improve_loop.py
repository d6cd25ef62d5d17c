"""The loop's pieces on a scripted model: simulated ratings, guided self-play, data
generation, metrics and the promotion rule, the rating watch and a failing cycle."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from core.agents.spec import AgentSpec
from core.errors import ModelUnavailable
from core.evals.suite import SuiteReport, TaskResult
from core.evals.tasks import Task
from core.feedback import rate_run
from core.improve.cycle import run_cycle
from core.improve.evaluate import promotion, suite_metrics
from core.improve.generate import generate_training_data
from core.improve.jobs import JobService
from core.improve.sanitize import Sanitizer
from core.improve.self_play import guide_for, self_play
from core.improve.simulated import grounded_correction, rate_task_runs
from core.improve.watch import watch_ratings
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import Feedback, ImprovementCycle, Run

SECRET = "vault-secret-7d1e9c"


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def answer(text: str) -> str:
    return json.dumps({"answer": text})


CALC = Task("calc-x", "calc", ("What is 18% of 4350?",), "train", ("run_code",), ("783",))
PLAIN = Task("plain-x", "plain", ("Hello!",), "train", (), (), forbid_tools=True)


def _embed(texts: object) -> list[list[float]]:
    # Distinct texts get orthogonal vectors: nothing counts as a near duplicate.
    items = list(texts)  # type: ignore[call-overload]
    return [[1.0 if i == j else 0.0 for j in range(len(items))] for i in range(len(items))]


def _unchecked(services: Services) -> AgentSpec:
    """The assistant without the faithful-answer check, so scripted wrong answers after a
    tool result stay wrong (these tests need bad runs)."""
    agent = services.agents.get("assistant")
    return dataclasses.replace(agent, parameters={**agent.parameters, "faithful_answers": False})


async def test_grounded_correction_and_simulated_ratings(
    make_services: Callable[..., Services],
) -> None:
    model = ScriptedModel([call("run_code", code="print(4350 * 18 / 100)"), answer("It is 78300.")])
    services = make_services(model)
    result = await services.runner().run(_unchecked(services), CALC.turns[0])
    # The run's own tool output held the answer: the simulated rater corrects with it.
    assert grounded_correction(services.db, result.run_id, ["783"]) == "783.0"
    assert grounded_correction(services.db, result.run_id, ["999"]) is None
    ids = rate_task_runs(
        services.db,
        CALC,
        run_ids=[result.run_id],
        tool_calls=[result.tool_calls],
        ok=False,
        reasons=["the answer does not contain '783'"],
    )
    with services.db.session() as s:
        fb = s.get(Feedback, ids[0])
        assert fb is not None
        assert (fb.label, fb.source, fb.rater) == ("bad", "simulated", "strop-checker")
        assert fb.notes.endswith("correct answer: 783.0")


STORE = Task(
    "store-x",
    "store",
    ("Remember that the printer PIN is 4417.", "What is the printer PIN?"),
    "train",
    ("get_store_entry|query_store",),
    ("4417",),
    earlier_tools=("put_store_entry",),
    earlier_facts=("4417",),
)


@pytest.mark.parametrize(("value", "label"), [("4417", "good"), ("in the red binder", "bad")])
async def test_a_save_is_rated_good_only_when_it_kept_the_fact(
    make_services: Callable[..., Services], value: str, label: str
) -> None:
    model = ScriptedModel(
        [
            call("put_store_entry", store="notes", key="printer PIN", value=value),
            answer("Saved."),
            call("get_store_entry", store="notes", key="printer PIN"),
            answer(f"The printer PIN is {value}."),
        ]
    )
    services = make_services(model)
    agent = _unchecked(services)
    runs = [await services.runner().run(agent, text) for text in STORE.turns]
    ids = rate_task_runs(
        services.db,
        STORE,
        run_ids=[r.run_id for r in runs],
        tool_calls=[r.tool_calls for r in runs],
        ok=label == "good",
        reasons=[] if label == "good" else ["the answer does not contain '4417'"],
    )
    with services.db.session() as s:
        save = s.get(Feedback, ids[0])
        # put_store_entry was called either way; only a save of the fact is a good one
        expected = (label, "" if label == "good" else "not saved: 4417")
        assert save is not None and (save.label, save.notes) == expected


async def test_guided_self_play_turns_a_failure_into_sft_and_dpo(
    make_services: Callable[..., Services],
) -> None:
    model = ScriptedModel(
        [
            answer("18% of 4350 is 700."),  # greedy: no tool, wrong
            answer("Hi there!"),  # plain task passes greedily
            call("run_code", code="print(4350 * 18 / 100)"),  # guided, greedy
            answer("18% of 4350 is 783."),
        ]
    )
    services = make_services(model)
    agent = services.agents.get("assistant")
    assert guide_for(CALC) == [["run_code"]] and guide_for(PLAIN) == [["answer"]]
    data = await self_play(services, [CALC, PLAIN], agent=agent, sanitizer=Sanitizer(), k=1)
    # The guided turn was constrained to run_code by the grammar, not by the prompt.
    guided = model.calls[2]
    assert [o["properties"]["tool"]["const"] for o in guided["json_schema"]["anyOf"]] == [
        "run_code"
    ]
    assert "run_code" not in guided["messages"][-1].content
    assert [(r.task_id, r.guided, r.ok) for r in data.rollouts] == [
        ("calc-x", False, False),
        ("plain-x", False, True),
        ("calc-x", True, True),
    ]
    assert {ex["provenance"]["task"] for ex in data.sft} == {"calc-x", "plain-x"}
    winner = next(ex for ex in data.sft if ex["provenance"]["task"] == "calc-x")
    assert '"run_code"' in winner["messages"][-3]["content"]
    (pair,) = data.dpo
    assert "783" in pair["chosen"][-1]["content"] and "700" in pair["rejected"][-1]["content"]


async def test_a_task_with_a_reference_solution_gets_a_hinted_last_rollout(
    make_services: Callable[..., Services],
) -> None:
    hinted = dataclasses.replace(CALC, hint=(("code", "print(4350 * 18 / 100)"),))
    model = ScriptedModel(
        [
            call("run_code", code="print(18 * 4350)"),  # greedy: 18% read as 18 times
            answer("18% of 4350 is 78300."),
            call("run_code", code="print(18 * 4350)"),  # guided, not hinted: same mistake
            answer("18% of 4350 is 78300."),
            call("run_code", code="print(4350 * 18 / 100)"),  # hinted: the grammar's only code
            answer("18% of 4350 is 783."),
        ]
    )
    services = make_services(model)
    agent = _unchecked(services)
    data = await self_play(services, [hinted], agent=agent, sanitizer=Sanitizer(), k=2)
    assert [(r.guided, r.hinted, r.ok) for r in data.rollouts] == [
        (False, False, False),
        (True, False, False),
        (True, True, True),
    ]
    unhinted, hinted_call = model.calls[2]["json_schema"], model.calls[4]["json_schema"]
    assert "enum" not in json.dumps(unhinted)
    (option,) = hinted_call["anyOf"]
    assert option["properties"]["args"]["properties"]["code"] == {
        "enum": ["print(4350 * 18 / 100)"]
    }
    # The hint is in the grammar only: neither the prompt nor the example holds it.
    assert "4350 * 18 / 100" not in json.dumps([m.content for m in model.calls[4]["messages"]])
    (example,) = data.sft
    assert example["provenance"]["hinted"] is True
    assert "783" in example["messages"][-1]["content"]
    (pair,) = data.dpo
    assert pair["provenance"]["hinted"] is True and "78300" in pair["rejected"][-1]["content"]


def test_only_train_tasks_carry_reference_solutions() -> None:
    from core.evals.practice import practice_tasks
    from core.evals.tasks import tasks_for

    assert not any(t.hint for t in tasks_for("heldout"))
    assert {t.kind for t in tasks_for("train") if t.hint} == {"calc", "custom_tool"}
    assert all(t.hint for t in practice_tasks(40) if t.kind in ("calc", "custom_tool"))
    with pytest.raises(ValueError, match="only train tasks"):
        dataclasses.replace(CALC, split="heldout", hint=(("code", "print(1)"),))


async def test_generate_training_data_writes_clean_versioned_datasets(
    make_services: Callable[..., Services],
) -> None:
    model = ScriptedModel(
        [
            call("run_code", code="print(2 + 2)"),
            answer(f"2 + 2 = 4 ({SECRET})"),
            answer("2 + 2 = 5"),
            call("run_code", code="print(6 * 7)"),
            answer("It printed something."),
        ]
    )
    services = make_services(model)
    runner, agent, db = services.runner(), _unchecked(services), services.db
    good = await runner.run(agent, "What is 2 + 2?")
    bad = await runner.run(agent, "what is 2 + 2?")
    fixed = await runner.run(agent, "What is 6 * 7?")
    rate_run(db, good.run_id, "good", rater="ann")
    rate_run(db, bad.run_id, "bad", rater="ann")
    rate_run(db, fixed.run_id, "bad", rater="bob", notes="vague. correct answer: 6 * 7 = 42")
    data = await generate_training_data(
        services,
        strategies=["from_feedback", "corrections"],
        name="team",
        secrets=[SECRET],
        embed=_embed,
    )
    assert data.counts == {
        "from_feedback": {"sft": 1, "dpo": 1},
        "corrections": {"sft": 1, "dpo": 0},
    }
    assert data.sft_path is not None and data.sft_path.name == "v1.jsonl"
    text = data.sft_path.read_text() + (data.dpo_path.read_text() if data.dpo_path else "")
    assert SECRET not in text and "6 * 7 = 42" in text
    from datasets import load_dataset

    loaded = load_dataset("json", data_files=str(data.sft_path), split="train")
    assert len(loaded) == 2
    again = await generate_training_data(
        services, strategies=["from_feedback"], name="team", embed=_embed
    )
    assert again.sft_path is not None and again.sft_path.name == "v2.jsonl"
    with pytest.raises(Exception, match="unknown strategies"):
        await generate_training_data(services, strategies=["magic"], name="team")


def _result(task_id: str, ok: bool, calls: list[list[str]], valid: int, invalid: int) -> TaskResult:
    return TaskResult(task_id, "calc", "heldout", ok, [], [1], [1.0], calls, "", valid, invalid, 0)


def test_metrics_and_promotion_rule() -> None:
    report = SuiteReport(
        "assistant",
        "m",
        [
            _result("calc-x", True, [["run_code"]], 1, 0),
            _result("plain-x", False, [["made_up"]], 0, 1),
        ],
    )
    m = suite_metrics(report, [CALC, PLAIN], {"run_code"})
    assert m["success"] == 0.5 and m["tool_choice"] == 0.5
    assert m["argument_accuracy"] == 0.5 and m["invented_call_rate"] == 0.5
    base = {
        "success": 0.3,
        "tool_choice": 0.6,
        "argument_accuracy": 0.9,
        "invented_call_rate": 0.0,
        "general_success": 0.5,
        "n_tasks": 20,
        "n_general": 10,
    }
    better = {**base, "success": 0.6, "tool_choice": 0.8}
    assert promotion(base, better).promote
    assert not promotion(base, {**better, "general_success": 0.3}).promote
    assert not promotion(base, {**better, "invented_call_rate": 0.2}).promote
    assert not promotion(base, base).promote  # no gain, no promotion
    assert promotion(base, {**better, "general_success": 0.45}).promote  # within noise


def test_rating_watch_rolls_back_after_a_drop(
    make_services: Callable[..., Services], tmp_path: Path
) -> None:
    from core.serving.deploy import Deployer
    from core.serving.instances import InstanceService

    class Target:
        name = "embedded"

        def deploy(self, instance: object, adapter: object, version: int) -> object:
            from core.serving.target import Deployment

            return Deployment(target="embedded", spec="instance:team", deployed_name=f"v{version}")

    services = make_services(ScriptedModel([]))
    instances = InstanceService(services.db, services.settings.data_dir)
    instances.spawn("team")
    deployer = Deployer(instances, Target())  # type: ignore[arg-type]
    adapter = tmp_path / "a.gguf"
    adapter.write_bytes(b"adapter")
    deployer.deploy("team", adapter)
    deployer.deploy("team", adapter)
    with services.db.session() as s:
        for i in range(20):
            run = Run(
                agent_name="assistant",
                model="embedded:team:v1" if i < 10 else "embedded:team:v2",
                input="q",
            )
            s.add(run)
            s.flush()
            good = i < 9 or (i >= 10 and i < 13)
            s.add(
                Feedback(
                    target_type="run",
                    target_id=run.id,
                    run_id=run.id,
                    label="good" if good else "bad",
                    rater=f"u{i}",
                    source="slack",
                )
            )
    result = watch_ratings(deployer, "team", min_ratings=10)
    assert result.rolled_back and result.previous_rate == 0.9 and result.current_rate == 0.3
    current = instances.current("team")
    assert current is not None and current.version == 1


async def test_a_failing_cycle_is_recorded_and_changes_nothing(
    settings: Settings, make_services: Callable[..., Services]
) -> None:
    model = ScriptedModel([call("run_code", code="print(2 + 2)"), answer("2 + 2 = 4")])
    dead = settings.model_copy(update={"trainer_url": "http://127.0.0.1:9"})
    services = Services(dead, model=model)
    try:
        result = await services.runner().run(services.agents.get("assistant"), "What is 2 + 2?")
        rate_run(services.db, result.run_id, "good", rater="ann")
        JobService(services.db).create("team", student="team", strategies=["from_feedback"])
        with pytest.raises(ModelUnavailable):
            await run_cycle(services, "team", say=lambda _: None)
        with services.db.session() as s:
            (cycle,) = s.query(ImprovementCycle).all()
            assert cycle.status == "failed" and cycle.error
        job = JobService(services.db).get("team")
        assert job.last_feedback_id == 0  # the data is taken again next time
        from core.serving.instances import InstanceService

        assert not InstanceService(services.db, dead.data_dir).exists("team")
    finally:
        services.close()


async def test_a_cycle_without_new_data_is_skipped(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel([]))
    JobService(services.db).create("quiet", student="quiet", strategies=["from_feedback"])
    summary = await run_cycle(services, "quiet", say=lambda _: None)
    assert summary["status"] == "skipped"


async def test_chat_requests_are_routed_to_tagged_instances(
    make_services: Callable[..., Services],
) -> None:
    import io

    from bots.console import run_console
    from core.conversation import ChatService
    from core.serving.instances import InstanceService

    default = ScriptedModel([answer("from the default model")], model_id="scripted:default")
    tuned = ScriptedModel([answer("from the tuned instance")], model_id="scripted:tuned")
    services = make_services(default)
    chat = ChatService(services)
    out = io.StringIO()
    await run_console(chat, stdin=io.StringIO("hello\n"), stdout=out)
    InstanceService(services.db, services.settings.data_dir).spawn("team", tags=["agent:assistant"])
    services.swap_model("instance:team", tuned)
    await run_console(chat, stdin=io.StringIO("hello again\n"), stdout=out)
    assert out.getvalue().splitlines() == ["from the default model", "from the tuned instance"]


async def test_guided_recall_may_only_name_stores_that_exist(
    make_services: Callable[..., Services],
) -> None:
    model = ScriptedModel(
        [
            answer("Okay."),  # greedy: saves nothing
            answer("No idea."),
            call("put_store_entry", store="notes", key="printer PIN", value="4417"),
            answer("Saved."),
            call("get_store_entry", store="notes", key="printer PIN"),
            answer("The printer PIN is 4417."),
        ]
    )
    services = make_services(model)
    agent = services.agents.get("assistant")
    data = await self_play(services, [STORE], agent=agent, sanitizer=Sanitizer(), k=1)
    assert [(r.guided, r.ok) for r in data.rollouts] == [(False, False), (True, True)]
    put_schema, recall_schema = model.calls[2]["json_schema"], model.calls[4]["json_schema"]
    assert "enum" not in json.dumps(put_schema)  # no store exists yet when saving
    stores = {
        o["properties"]["tool"]["const"]: o["properties"]["args"]["properties"]["store"]
        for o in recall_schema["anyOf"]
    }
    assert stores == {"get_store_entry": {"enum": ["notes"]}, "query_store": {"enum": ["notes"]}}
    assert len(data.sft) == 2 and len(data.dpo) == 1


async def test_evaluation_runs_in_a_scratch_directory(
    make_services: Callable[..., Services],
) -> None:
    from core.improve.evaluate import evaluate_in_scratch

    model = ScriptedModel(
        [call("run_code", code="print(4350 * 18 / 100)"), answer("It is 783."), answer("Hi!")]
    )
    services = make_services(model)
    result = await evaluate_in_scratch(
        services, [model], agent=services.agents.get("assistant"), tasks=[CALC], general=[PLAIN]
    )
    assert result.metrics["success"] == 1.0 and result.metrics["general_success"] == 1.0
    assert result.metrics["tool_choice"] == 1.0 and result.metrics["n_general"] == 1
    with services.db.session() as s:
        assert s.query(Run).count() == 0  # nothing reached the team's database
