"""The scripted rater and the evolution benchmark's machinery (strop issue 7, Measure)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import select

from bench.evolution import DECIDER, EvolutionConfig, evolution_benchmark
from bench.policies import policy_benchmark, policy_figures
from core.errors import ConfigurationError
from core.evals.tasks import TASKS, Task
from core.evolution.analysis import analyse_with_rules
from core.evolution.raters import SCRIPTED_RATER, SCRIPTED_SOURCE, ScriptedRater, mean_rating
from core.models.base import ModelClient
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import Feedback

BY_ID = {t.id: t for t in TASKS}
CALC: Task = BY_ID["calc-product-4x3"]  # 2345 * 678 = 1589910, needs run_code
STORE: Task = BY_ID["store-printer-pin"]  # remember 4417, then recall it
RAG: Task = BY_ID["rag-vacation-days"]  # 27, needs retrieve_rag
PLAIN: Task = BY_ID["plain-capital"]  # Paris, no tool
RATER = ScriptedRater(max_chars=60)


def _one(task: Task, answer: str, calls: list[str], ok: bool) -> tuple[str, str, tuple[str, ...]]:
    (verdict,) = RATER.rate_attempt(task, answers=[answer], tool_calls=[calls], ok=ok)
    return verdict.label, verdict.comment, verdict.complaints


# --- the rater's verdicts ----------------------------------------------------------------------


def test_a_short_right_answer_with_the_right_tool_is_praised() -> None:
    label, comment, complaints = _one(CALC, "2345 * 678 = 1589910", ["run_code"], ok=True)
    assert (label, complaints) == ("good", ())
    analysis = analyse_with_rules(label, None, comment)
    assert analysis.sentiment == "positive" and not analysis.complaints


def test_too_long_is_disliked_even_when_right() -> None:
    long = "The result of multiplying 2345 by 678, computed with run_code, is 1589910."
    assert len(long) > RATER.max_chars
    label, comment, complaints = _one(CALC, long, ["run_code"], ok=True)
    assert (label, complaints) == ("bad", ("too_long",))
    (aspect,) = analyse_with_rules(label, None, comment).complaints
    assert (aspect.aspect, aspect.direction) == ("length", "too_long")


def test_missing_tool_names_the_tool_and_a_guess_is_also_wrong() -> None:
    label, comment, complaints = _one(CALC, "It is 1589000.", [], ok=False)
    assert (label, complaints) == ("bad", ("missing_tool", "wrong"))
    assert "run_code" in comment
    found = {(a.aspect, a.direction) for a in analyse_with_rules(label, None, comment).complaints}
    assert found == {("tool_use", "missing_tool"), ("accuracy", "wrong")}


def test_wrong_tool_is_told_apart_from_a_missing_one() -> None:
    label, comment, complaints = _one(RAG, "Staff get 27 days.", ["get_store_entry"], ok=False)
    assert (label, complaints) == ("bad", ("wrong_tool",))
    assert "retrieve_rag" in comment
    (aspect,) = analyse_with_rules(label, None, comment).complaints
    assert (aspect.aspect, aspect.direction) == ("tool_use", "wrong_tool")


def test_a_tool_where_none_was_wanted_is_disliked() -> None:
    label, comment, complaints = _one(PLAIN, "Paris.", ["retrieve_rag"], ok=False)
    assert (label, complaints) == ("bad", ("unneeded_tool",))
    (aspect,) = analyse_with_rules(label, None, comment).complaints
    assert (aspect.aspect, aspect.direction) == ("tool_use", "unnecessary_tool")


def test_a_wrong_answer_is_wrong() -> None:
    label, comment, complaints = _one(PLAIN, "Lyon.", [], ok=False)
    assert (label, comment, complaints) == ("bad", "That's wrong.", ("wrong",))
    # A failed check with the fact in the answer is still wrong to the person who asked.
    assert _one(CALC, "1589910", ["run_code"], ok=False)[2] == ("wrong",)


def test_a_store_task_rates_each_turn_by_its_own_duty() -> None:
    good = RATER.rate_attempt(
        STORE,
        answers=["Saved.", "The printer PIN is 4417."],
        tool_calls=[["put_store_entry"], ["get_store_entry"]],
        ok=True,
    )
    assert [v.label for v in good] == ["good", "good"] and mean_rating(good) == 1.0
    forgot = RATER.rate_attempt(
        STORE,
        answers=["OK!", "I don't know the PIN."],
        tool_calls=[[], ["query_store"]],
        ok=False,
    )
    assert [v.complaints for v in forgot] == [("missing_tool",), ("wrong",)]
    assert "put_store_entry" in forgot[0].comment
    assert mean_rating(forgot) == -1.0 and mean_rating([]) is None


def test_bad_input_is_refused() -> None:
    with pytest.raises(ConfigurationError, match="max_chars"):
        ScriptedRater(max_chars=0)
    with pytest.raises(ConfigurationError, match="2 answers but 1"):
        RATER.rate_attempt(STORE, answers=["a", "b"], tool_calls=[[]], ok=True)


async def test_ratings_are_stored_as_scripted_feedback(
    make_services: Callable[[ModelClient], Services],
) -> None:
    services = make_services(ScriptedModel([json.dumps({"answer": "Paris."})] * 2))
    runner, spec = services.runner(), services.agents.get("assistant")
    runs = [(await runner.run(spec, PLAIN.turns[0])).run_id for _ in range(2)]
    verdicts = [
        *RATER.rate_attempt(PLAIN, answers=["Paris."], tool_calls=[[]], ok=True),
        *RATER.rate_attempt(PLAIN, answers=["Lyon."], tool_calls=[[]], ok=False),
    ]
    ids = RATER.store(services.db, runs, verdicts)
    with services.db.session() as s:
        rows = [s.get(Feedback, i) for i in ids]
        assert [(r.run_id, r.label) for r in rows if r] == [(runs[0], "good"), (runs[1], "bad")]
        assert {(r.rater, r.source) for r in rows if r} == {(SCRIPTED_RATER, SCRIPTED_SOURCE)}
        assert rows[1] is not None and rows[1].notes == "That's wrong."
        assert len(s.scalars(select(Feedback)).all()) == 2
    with pytest.raises(ConfigurationError, match="2 runs but 1 verdicts"):
        RATER.store(services.db, runs, verdicts[:1])


# --- the benchmark, tiny and on the real model ------------------------------------------------


def test_config_refuses_unknown_arms() -> None:
    with pytest.raises(ValueError, match="arms must be among"):
        EvolutionConfig(arms=("prompt_only", "vibes"))
    with pytest.raises(ValueError, match="at least 1"):
        EvolutionConfig(cycles=0)


@pytest.mark.slow
def test_weights_arm_trains_an_adapter_and_serves_it(tmp_path: Path) -> None:
    from core.models.llamacpp import LlamaCppModel

    served: list[Path | None] = []

    def models(adapter: Path | None) -> list[ModelClient]:
        served.append(adapter)
        return [LlamaCppModel(lora_path=adapter)]

    config = EvolutionConfig(
        cycles=2,
        stream=2,
        heldout=0,
        max_chars=200,
        workers=1,
        arms=("weights_only",),
        training={"max_steps": 1, "batch_size": 1, "max_length": 1024, "seed": 0},
    )
    out = evolution_benchmark(config, cache_dir=tmp_path, say=lambda line: None, make_models=models)
    arm = out["arms"]["weights_only"]
    assert served[0] is None and served[1] is not None and served[1].suffix == ".gguf"
    (training,) = arm["training"]
    assert training["steps"] == 1 and training["sft_examples"] >= 1
    assert arm["adapter"] == [None, served[1].name]
    assert arm["agent_version"] == [1, 1] and arm["evolution"] == []
    assert arm["success"] == [None, None] and len(arm["rating"]) == 2


# --- the policy comparison (issue 8, Measure) ---------------------------------------------------


def test_policy_figures_report_gain_per_improvement_cpu_minute() -> None:
    arm = {
        "success": [0.5, 0.55, 0.6],
        "rating": [0.1, 0.2, 0.3],
        "improve_cpu_s": [60.0, 120.0],
        "cpu_s": 600.0,
        "branch": ["train", "prompt"],
    }
    figures = policy_figures(arm)
    assert figures["first_success"] == 50.0 and figures["final_success"] == 60.0
    assert figures["gain_points"] == 10.0 and figures["improve_cpu_minutes"] == 3.0
    assert figures["gain_per_cpu_minute"] == pytest.approx(10.0 / 3.0, abs=1e-3)
    assert figures["cpu_minutes"] == 10.0
    idle = policy_figures({**arm, "improve_cpu_s": [0.0, 0.0], "branch": ["none", "none"]})
    assert idle["gain_per_cpu_minute"] is None  # nothing spent: no rate to report
    with pytest.raises(ValueError, match="runs the arms"):
        policy_benchmark(EvolutionConfig(arms=("prompt_only",)))


@pytest.mark.slow
def test_the_decider_arm_evolves_the_prompt_on_scripted_ratings_and_checks_its_hypothesis() -> None:
    # Every answer is "too long" to this rater: instruction failures, so the decider
    # must choose a prompt change, the arm must then evolve the prompt, and the plan
    # must act on length. (The prompt-only arm runs the same step without the decider.)
    config = EvolutionConfig(cycles=2, stream=4, heldout=1, max_chars=8, workers=1, arms=(DECIDER,))
    out = evolution_benchmark(config, say=lambda line: None)
    arm = out["arms"][DECIDER]
    assert (out["cycles"], out["tasks_per_cycle"], out["heldout_tasks"]) == (2, 4, 1)
    for key in ("success", "rating", "stream_success", "mean_answer_chars", "complaints"):
        assert len(arm[key]) == 2, key
    assert all(0.0 <= s <= 1.0 for s in arm["success"] + arm["stream_success"])
    assert all(-1.0 <= r <= 1.0 for r in arm["rating"])
    assert arm["complaints"][0].get("too_long", 0) >= 2 and arm["rating"][0] < 1.0
    (decision,) = arm["decision"]
    assert decision["target"] == "prompt", decision["reason"]
    assert arm["branch"] == ["prompt"] and arm["training"] == []
    # The stream's custom-tool task made the base a later version; one evolution follows.
    base = arm["agent_version"][0]
    assert arm["agent_version"] == [base, base + 1] and arm["adapter"] == [None, None]
    (record,) = arm["evolution"]
    assert (record["from_version"], record["to_version"]) == (base, base + 1)
    assert "add to system_prompt: 'Answer in one short sentence.'" in record["changes"]
    # Decided on cycle 1's runs: the hypothesis was checked, not left open.
    assert record["status"] in ("validated", "refuted") and record["outcome"] is not None
    assert len(arm["improve_cpu_s"]) == 1 and arm["improve_cpu_s"][0] >= 0
    assert arm["cpu_s"] > 0 and out["seconds"] > 0
