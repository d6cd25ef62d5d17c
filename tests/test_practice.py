"""Practice tasks: train split only, disjoint from the held-out split, answers correct."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable

import pytest

from core.evals.fixtures import CUSTOM_TOOLS, HANDBOOK
from core.evals.general import GENERAL_TASKS
from core.evals.practice import assert_disjoint, practice_tasks
from core.evals.tasks import KINDS, tasks_for
from core.improve.sanitize import Sanitizer
from core.improve.self_play import self_play
from core.models.base import ModelClient
from core.services import Services


def test_practice_tasks_are_deterministic_distinct_and_cover_every_kind() -> None:
    tasks = practice_tasks(60, seed=3)
    assert tasks == practice_tasks(60, seed=3)
    assert tasks != practice_tasks(60, seed=4)
    assert len(tasks) == 60
    assert len({t.turns for t in tasks}) == 60
    assert {t.kind for t in tasks} == set(KINDS)
    assert all(t.split == "train" for t in tasks)
    train_texts = {t.turns for t in tasks_for("train")}
    assert not train_texts.intersection(t.turns for t in tasks)
    many = practice_tasks(200)
    assert len(many) == 200  # small pools run out, the others fill the rest


def test_custom_tool_answers_are_what_the_tools_compute() -> None:
    code = {tool.name: tool.code for tool in CUSTOM_TOOLS}
    checked = 0
    for task in practice_tasks(80):
        if task.kind != "custom_tool":
            continue
        question, (tool,), (expected,) = task.turns[0], task.expect_tools, task.expect_in_answer
        if tool == "celsius_to_fahrenheit":
            args: dict[str, object] = {"celsius": float(re.findall(r"-?\d+", question)[0])}
        elif tool == "word_count":
            args = {"text": question.split("'")[1]}
        else:
            start, end = re.findall(r"\d{4}-\d{2}-\d{2}", question)
            args = {"start": start, "end": end}
        scope: dict[str, object] = {"args": args}
        exec(code[tool], scope)  # the fixture's own code, as the sandbox runs it
        result = scope["result"]
        assert float(expected) == pytest.approx(float(result)), task  # type: ignore[arg-type]
        checked += 1
    assert checked >= 10


def test_calc_answers_are_right() -> None:
    forms = set()
    for task in practice_tasks(120):
        if task.kind != "calc":
            continue
        q = task.turns[0]
        nums = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", q)]
        if "power" in q:
            form, value = "power", nums[0] ** nums[1]
        elif "from" in q:  # a range, both ends included
            form, value = (
                f"sum from {'1' if nums[0] == 1 else 'n'}",
                sum(range(int(nums[0]), int(nums[1]) + 1)),
            )
        elif "%" in q or "percent" in q:
            form, value = (
                f"percent {'whole' if nums[0].is_integer() else 'fraction'}",
                nums[0] * nums[1] / 100,
            )
        elif "/" in q:
            form, value = "divide", nums[0] / nums[1]
        else:
            form, value = "product", nums[0] * nums[1]
        forms.add(form)
        assert float(value).is_integer() and task.expect_in_answer == (str(int(value)),), q
    # Practice goes beyond the train split's forms: ranges from anywhere, fractional percentages.
    assert {"sum from 1", "sum from n", "percent whole", "percent fraction"} <= forms, forms


def test_rag_facts_are_in_train_sections_only() -> None:
    heldout_sections = {"parking", "on-call", "remote-work", "kitchen", "learning"}
    for task in practice_tasks(80):
        if task.kind != "rag":
            continue
        (fact,) = task.expect_in_answer
        word = re.compile(rf"(?<![\w:-]){re.escape(fact)}(?![\w:-])")
        holders = {name for name, text in HANDBOOK.items() if word.search(text.lower())}
        assert holders and not holders & heldout_sections, (task, holders)


def test_a_leak_into_the_heldout_split_is_refused() -> None:
    heldout = tasks_for("heldout")
    copy = dataclasses.replace(heldout[0], split="train")
    with pytest.raises(ValueError, match="held-out request"):
        assert_disjoint([copy])
    store = next(t for t in heldout if t.kind == "store")
    leak = dataclasses.replace(store, id="x", split="train", turns=("Note: x.", "What is x?"))
    with pytest.raises(ValueError, match="held-out facts"):
        assert_disjoint([leak])
    with pytest.raises(ValueError, match="not in the train split"):
        assert_disjoint([heldout[0]])
    general = dataclasses.replace(GENERAL_TASKS[0], split="train")
    with pytest.raises(ValueError, match="held-out request"):
        assert_disjoint([general])
    trivia = dataclasses.replace(general, id="t", turns=("What is the capital of Peru?",))
    with pytest.raises(ValueError, match="factual question"):
        assert_disjoint([trivia])


def test_reference_solutions_compute_the_expected_answer() -> None:
    tasks = [t for t in (*tasks_for("train"), *practice_tasks(80)) if t.kind == "calc"]
    assert len(tasks) >= 15
    for task in tasks:
        ((name, code),) = task.hint
        scope: dict[str, object] = {}
        exec(f"result = {str(code).removeprefix('print(')[:-1]}", scope)
        assert name == "code" and float(task.expect_in_answer[0]) == scope["result"], task


@pytest.mark.slow
async def test_a_hinted_rollout_of_the_real_model_solves_what_it_could_not(
    make_services: Callable[[ModelClient], Services], real_model: ModelClient
) -> None:
    """The base model gets the sum of 1..250 wrong (``range(2, 251)``, later
    ``range(251, 250 + 1)``) and reads 18% as 18 times; given the reference code by the
    grammar, it writes the right answer from the result."""
    train = {t.id: t for t in tasks_for("train")}
    tasks = [train["calc-range-sum"], train["calc-percent"]]
    services = make_services(real_model)
    agent = services.agents.get("assistant")
    data = await self_play(services, tasks, agent=agent, sanitizer=Sanitizer(), k=1)
    hinted = [r for r in data.rollouts if r.hinted]
    assert hinted and all(r.ok for r in hinted), [(r.task_id, r.reasons) for r in data.rollouts]
    by_task = {ex["provenance"]["task"]: ex for ex in data.sft if ex["provenance"]["hinted"]}
    for task in tasks:
        if task.id not in by_task:
            continue  # the greedy run already passed
        messages = by_task[task.id]["messages"]
        call = json.loads(messages[-3]["content"])
        assert call == {"tool": "run_code", "args": {"code": dict(task.hint)["code"]}}
        assert task.expect_in_answer[0] in messages[-1]["content"].replace(",", "")
