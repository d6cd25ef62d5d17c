"""The task suite: its tasks, its checkers, the runner on a scripted and on the real model."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.evals import TASKS, Task, check, run_suite, tasks_for
from core.evals.checkers import contains
from core.evals.suite import percentile, with_custom_tools
from core.evals.tasks import KINDS, spread
from core.models.base import ModelClient
from core.models.scripted import ScriptedModel
from core.runtime.loop import TurnResult
from core.services import Services
from core.storage import Store
from core.tools.stores import list_stores
from core.trajectories import get_run


def turn(output: str, *tools: str, status: str = "done", error: str = "") -> TurnResult:
    return TurnResult(
        run_id=1, output=output, status=status, model="m", tool_calls=list(tools), error=error
    )


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def task(task_id: str) -> Task:
    return next(t for t in TASKS if t.id == task_id)


# --- the task list ---------------------------------------------------------------


def test_task_list_is_large_unique_and_covers_every_kind_in_both_splits() -> None:
    assert len(TASKS) >= 40
    assert len({t.id for t in TASKS}) == len(TASKS)
    for split in ("train", "heldout"):
        kinds = {t.kind for t in tasks_for(split)}
        assert kinds == set(KINDS), split
    assert len(tasks_for("train")) + len(tasks_for("heldout")) == len(TASKS)
    assert abs(len(tasks_for("train")) - len(tasks_for("heldout"))) <= 4


def test_tasks_are_well_formed() -> None:
    for t in TASKS:
        assert t.turns and all(text.strip() for text in t.turns), t.id
        if t.kind == "plain":
            assert t.forbid_tools and not t.expect_tools, t.id
        else:
            assert t.expect_tools and t.expect_in_answer, t.id
        if t.kind == "store":
            assert len(t.turns) == 2 and t.earlier_tools == ("put_store_entry",), t.id
        if t.kind in ("calc", "custom_tool", "rag"):
            # The answer must not be a copy of the question.
            for fact in t.expect_in_answer:
                assert not contains(t.turns[-1], fact), (t.id, fact)


def test_spread_takes_the_kinds_in_turn() -> None:
    picked = spread(tasks_for("heldout"), 7)
    assert [t.kind for t in picked] == [*KINDS, "calc", "store"]
    assert spread(TASKS, 1000) and len(spread(TASKS, 1000)) == len(TASKS)


# --- checkers --------------------------------------------------------------------


def test_number_matching_is_whole_number_and_ignores_separators() -> None:
    assert contains("2345 * 678 = 1,589,910", "1589910")
    assert contains("The result is 675.0", "675")
    assert contains("It is 1884.75.", "1884.75")
    assert not contains("15899100", "1589910")
    assert not contains("675.5", "675")
    assert not contains("1675", "675")
    assert contains("THURSDAY at noon", "thursday")


def test_calc_checker_accepts_the_right_number_with_run_code() -> None:
    result = check(task("calc-product-4x3"), [turn("2345 * 678 = 1589910", "run_code")])
    assert result.ok and result.reasons == []


def test_calc_checker_catches_a_wrong_answer_and_a_missing_tool() -> None:
    wrong = check(task("calc-product-4x3"), [turn("2345 * 678 = 1589911", "run_code")])
    assert not wrong.ok
    assert wrong.reasons == ["the answer does not contain '1589910'"]
    guessed = check(task("calc-product-4x3"), [turn("1589910")])
    assert not guessed.ok
    assert any("run_code was not called" in r for r in guessed.reasons)


def saved(key: str, value: str) -> TurnResult:
    result = turn("Saved.", "put_store_entry")
    result.call_arguments.append({"store": "notes", "key": key, "value": value})
    return result


def test_store_checker_needs_a_save_first_and_a_lookup_last() -> None:
    t = task("store-printer-pin")
    good = check(t, [saved("printer pin", "4417"), turn("It is 4417.", "query_store")])
    assert good.ok, good.reasons
    # a save of something else passes only if a recall finds the fact elsewhere: not ok
    wrong = check(t, [saved("1024", "1024"), turn("It is 4417.", "get_store_entry")])
    assert wrong.reasons == ["'4417' was not saved before the last turn"]
    from_memory = check(t, [turn("Saved."), turn("It is 4417.")])
    assert not from_memory.ok
    assert any("put_store_entry was not called before" in r for r in from_memory.reasons)
    assert any("get_store_entry|query_store" in r for r in from_memory.reasons)
    missing = check(t, [turn("Saved.", "put_store_entry")])
    assert not missing.ok and "expected 2 turns" in missing.reasons[0]


def test_plain_checker_forbids_tools_and_empty_answers() -> None:
    t = task("plain-hello")
    assert check(t, [turn("Hello! How can I help?")]).ok
    assert not check(t, [turn("Hello!", "run_code")]).ok
    assert check(t, [turn("   ")]).reasons == ["the final answer is empty"]
    keyword = task("plain-capital")
    assert check(keyword, [turn("Paris.")]).ok
    assert not check(keyword, [turn("Lyon.")]).ok


def test_failed_turns_are_reported() -> None:
    result = check(task("rag-vacation-days"), [turn("", status="failed", error="model down")])
    assert not result.ok
    assert result.reasons[0] == "turn 1 failed: model down"


# --- invalid calls are counted by the loop ---------------------------------------


async def test_loop_counts_rejected_calls_separately(
    make_services: Callable[[ModelClient], Services],
) -> None:
    agent = AgentSpec(
        name="tester",
        system_prompt="You test.",
        tools=("run_code",),
        parameters={"max_steps": 4, "tool_choice_k": 0},
    )
    model = ScriptedModel(
        [
            call("no_such_tool"),
            call("run_code", source="print(1)"),
            call("run_code", code="raise SystemExit(3)"),
            answer("done"),
        ]
    )
    result = await make_services(model).runner().run(agent, "go")
    assert result.status == "done"
    # unknown tool and bad arguments are invalid; a tool that fails is still a valid call
    assert (result.invalid_calls, result.valid_calls) == (2, 1)


# --- the suite on a scripted model -----------------------------------------------


def test_percentile_interpolates() -> None:
    assert percentile([], 50) == 0.0
    assert percentile([3.0, 1.0, 2.0], 50) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.5
    assert percentile([1.0, 2.0], 95) == pytest.approx(1.95)


def test_custom_tool_variant_adds_tools_and_examples() -> None:
    base = AgentSpec(
        name="assistant",
        system_prompt="Help.",
        tools=("run_code",),
        parameters={"examples": [{"user": "hi", "steps": [], "answer": "hello"}]},
        version_id=7,
    )
    variant = with_custom_tools(base)
    assert variant.name == "assistant" and variant.version_id is None
    assert variant.tools == ("run_code", "celsius_to_fahrenheit", "word_count", "days_between")
    tools_in_examples = [s["tool"] for ex in variant.param("examples") for s in ex["steps"]]
    assert tools_in_examples == ["celsius_to_fahrenheit", "word_count", "days_between"]
    assert base.param("examples") == [{"user": "hi", "steps": [], "answer": "hello"}]


async def test_suite_runs_tasks_end_to_end_on_a_scripted_model(
    make_services: Callable[[ModelClient], Services],
) -> None:
    tasks = [task("calc-product-4x3"), task("store-printer-pin"), task("tool-boiling")]
    model = ScriptedModel(
        [
            call("run_code", code="print(2345 * 678)"),
            answer("2345 * 678 = 1589910"),
            call("put_store_entry", store="notes", key="printer pin", value="4417"),
            answer("Saved: the printer PIN is 4417."),
            call("get_store_entry", store="notes", key="printer pin"),
            answer("The printer PIN is 4417."),
            call("celsius_to_fahrenheit", celsius="hot"),  # breaks the schema
            call("celsius_to_fahrenheit", celsius=100),
            answer("100 °C is 212.0 °F."),
        ]
    )
    services = make_services(model)
    seen: list[str] = []
    report = await run_suite(services, tasks, on_result=lambda r: seen.append(r.task_id))

    assert seen == [t.id for t in tasks]
    assert [r.ok for r in report.results] == [True, True, True], [r.reasons for r in report.results]
    assert report.n_tasks == 3 and report.success_rate == 1.0
    assert report.success_by_kind == {"calc": 1.0, "store": 1.0, "custom_tool": 1.0}
    assert report.valid_call_rate == pytest.approx(4 / 5)
    assert report.p50_turn_s >= 0.0 and report.p95_turn_s >= report.p50_turn_s
    store = report.results[1]
    assert store.tool_calls == [["put_store_entry"], ["get_store_entry"]]
    assert len(store.run_ids) == 2 and len(store.turn_seconds) == 2
    # turn two is a new conversation: it does not see turn one, only the store can help
    second_turn = model.calls[4]["messages"]
    assert not any("Saved: the printer PIN is 4417." in m.content for m in second_turn)
    # the store round trip really went through the store, one of the task's own
    recalled = _tool_results(services, store.run_ids[1])
    assert recalled == [{"key": "printer pin", "value": "4417"}]
    assert list_stores(services.context("assistant")) == []  # the agent's own: untouched
    run = get_run(services.db, report.results[2].run_ids[0])
    assert run["platform"] == "eval" and run["agent"] == "assistant"
    summary = report.summary()
    assert summary["n_tasks"] == 3 and set(summary) >= {"success_rate", "valid_call_rate"}
    assert report.only("heldout").n_tasks == 0


def _tool_results(services: Services, run_id: int) -> list[object]:
    spans = get_run(services.db, run_id)["attempts"][-1]["spans"]
    return [json.loads(sp["output"]["result"]) for sp in spans if sp["kind"] == "tool_result"]


async def test_each_task_run_starts_with_empty_stores_and_leaves_none_behind(
    make_services: Callable[[ModelClient], Services],
) -> None:
    """A second run of a store task (the next model's evaluation, another self-play
    rollout) finds nothing the first one saved, and the agent's own stores are
    neither read nor changed."""
    pin = task("store-printer-pin")
    save = call("put_store_entry", store="notes", key="printer pin", value="4417")
    recall = call("get_store_entry", store="notes", key="printer pin")
    first_run = [save, answer("Saved."), recall, answer("The printer PIN is 4417.")]
    model = ScriptedModel([*first_run, answer("Noted."), recall, answer("It is 4417.")])
    services = make_services(model)
    ctx = services.context("assistant")
    put = services.tools.get("put_store_entry")
    await put.call({"store": "notes", "key": "printer pin", "value": "1111"}, ctx)

    first = (await run_suite(services, [pin])).results[0]
    second = (await run_suite(services, [pin])).results[0]

    assert first.ok, first.reasons
    assert _tool_results(services, first.run_ids[1]) == [{"key": "printer pin", "value": "4417"}]
    assert not second.ok  # it never saved: the first run's entry is gone, not recalled
    assert "no store named 'notes'" in str(_tool_results(services, second.run_ids[1]))
    got = await services.tools.get("get_store_entry").call(
        {"store": "notes", "key": "printer pin"}, ctx
    )
    assert got["value"] == "1111"
    with services.db.session() as s:
        assert s.scalars(select(Store.namespace)).all() == ["assistant"]


async def test_suite_records_failures_with_reasons(
    make_services: Callable[[ModelClient], Services],
) -> None:
    model = ScriptedModel([call("run_code", code="print('hi')"), answer("Hi!"), answer("Bye")])
    services = make_services(model)
    report = await run_suite(services, [task("plain-hello"), task("calc-power-3")])
    hello, power = report.results
    assert not hello.ok and "no tool should be used" in hello.reasons[0]
    assert not power.ok and len(power.reasons) == 2
    assert report.success_rate == 0.0 and report.success_by_kind == {"calc": 0.0, "plain": 0.0}


# --- the real model --------------------------------------------------------------


@pytest.mark.slow
async def test_suite_on_the_real_model_records_held_out_tasks(
    make_services: Callable[[ModelClient], Services], real_model: ModelClient
) -> None:
    tasks = [task("calc-product-3x4"), task("plain-good-morning"), task("rag-staff-parking")]
    assert all(t.split == "heldout" for t in tasks)
    services = make_services(real_model)
    report = await run_suite(services, tasks)
    assert [r.task_id for r in report.results] == [t.id for t in tasks]
    for result in report.results:
        assert len(result.run_ids) == 1 and result.turn_seconds[0] > 0
        assert get_run(services.db, result.run_ids[0])["status"] in ("done", "failed")
        assert result.ok or result.reasons
    calc = report.results[0]
    assert calc.ok, calc.reasons
    assert 0.0 <= report.valid_call_rate <= 1.0


@pytest.mark.slow
def test_eval_command_keeps_the_users_data_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from core.cli import main
    from core.settings import load_settings

    user_data = tmp_path / "user-data"
    monkeypatch.setenv("STROP_DATA_DIR", str(user_data))
    load_settings.cache_clear()
    try:
        code = main(["eval", "--split", "heldout", "--limit", "1", "--json"])
    finally:
        load_settings.cache_clear()
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n_tasks"] == 1 and out["tasks"][0]["task_id"] == "calc-product-3x4"
    assert set(out["splits"]) == {"heldout"}
    assert not user_data.exists()
