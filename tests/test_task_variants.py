"""Train-side task variants: fresh, well-formed, and kept off the held-out split's facts."""

from __future__ import annotations

import re

from core.evals.fixtures import CUSTOM_TOOLS
from core.evals.tasks import KINDS, tasks_for
from core.evals.variants import task_variants


def test_variants_are_distinct_train_tasks_of_every_kind() -> None:
    variants = task_variants(120, seed=3)
    assert len(variants) == 120
    assert {v.kind for v in variants} == set(KINDS)
    assert len({v.turns for v in variants}) == len(variants)
    assert len({v.id for v in variants}) == len(variants)
    assert all(v.split == "train" for v in variants)
    assert task_variants(120, seed=3) == variants
    assert task_variants(120, seed=4) != variants


def test_calc_answers_are_what_the_code_prints() -> None:
    checked = 0
    for task in task_variants(200, seed=1):
        if task.kind != "calc":
            continue
        numbers = [int(n) for n in re.findall(r"\d+", task.turns[0])]
        question = task.turns[0]
        if "%" in question or "percent" in question:
            value = numbers[0] * numbers[1] / 100
        elif "power" in question or "**" in question:
            value = numbers[0] ** numbers[1]
        elif "sum" in question or "Add up" in question:
            value = sum(range(numbers[0], numbers[1] + 1))
        elif "/" in question or "divided" in question:
            value = numbers[0] / numbers[1]
        elif "+" in question:
            value = numbers[0] + numbers[1] + numbers[2]
        else:
            value = numbers[0] * numbers[1]
        assert float(task.expect_in_answer[0]) == value, question
        checked += 1
    assert checked >= 30


def test_custom_tool_answers_are_what_the_tool_returns() -> None:
    tools = {t.name: t for t in CUSTOM_TOOLS}
    for task in task_variants(100, seed=2):
        if task.kind != "custom_tool":
            continue
        (name,) = task.expect_tools
        question = task.turns[0]
        if name == "celsius_to_fahrenheit":
            args: dict[str, object] = {"celsius": int(re.findall(r"-?\d+", question)[0])}
        elif name == "word_count":
            args = {"text": question.split("'")[1]}
        else:
            start, end = re.findall(r"\d{4}-\d{2}-\d{2}", question)
            args = {"start": start, "end": end}
        scope: dict[str, object] = {"args": args}
        exec(tools[name].code, scope)  # the suite's own fixture code
        assert float(str(scope["result"])) == float(task.expect_in_answer[0]), question


def test_no_variant_carries_a_held_out_fact_or_question() -> None:
    heldout = tasks_for("heldout")
    held_facts = {f for t in heldout if t.kind in ("rag", "store") for f in t.expect_in_answer}
    held_turns = {turn for t in heldout for turn in t.turns}
    train_rag = {f for t in tasks_for("train") if t.kind == "rag" for f in t.expect_in_answer}
    for task in task_variants(300, seed=0):
        assert not set(task.turns) & held_turns
        if task.kind == "rag":
            assert set(task.expect_in_answer) <= train_rag
        if task.kind == "store":
            assert not set(task.expect_in_answer) & held_facts


def test_a_kind_that_runs_out_of_wordings_stops_and_the_rest_go_on() -> None:
    variants = task_variants(400, seed=0)
    plain = [v for v in variants if v.kind == "plain"]
    assert 0 < len(plain) < 80  # greetings have few wordings
    assert len(variants) == 400
