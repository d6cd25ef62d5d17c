"""The procedural function-calling generator: determinism, split, surface forms, checkers."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core.errors import ToolError
from core.runtime.protocol import Answer, ToolCall, parse_reply, render_tool_list
from core.storage import Database
from core.toolgen import (
    CASE_KINDS,
    FAMILIES,
    HELDOUT,
    TRAIN,
    Case,
    check_case,
    eval_cases,
    family,
    generate_cases,
    make_tool,
    registry_for,
    sft_example,
    write_sft_dataset,
)
from core.toolgen.requests import render_value
from core.toolgen.spec import KINDS, Param
from core.toolgen.surface import parse_date, parse_quantity, render_date, render_quantity
from core.tools import ToolContext
from trainer.sft import check_messages

CASES = {split: generate_cases(split, 120, seed=3) for split in ("train", "heldout")}  # type: ignore[arg-type]
ALL = [c for cases in CASES.values() for c in cases]


def _of(kind: str) -> list[Case]:
    return [c for c in ALL if c.kind == kind]


def _kinds(params: tuple[Param, ...]) -> set[str]:
    out: set[str] = set()
    for p in params:
        out.add(p.kind)
        out |= _kinds(p.fields)
    return out


def test_same_seed_same_cases_other_seed_other_cases() -> None:
    again = generate_cases("train", 120, seed=3)
    assert [c.to_dict() for c in again] == [c.to_dict() for c in CASES["train"]]
    other = generate_cases("train", 120, seed=4)
    assert [c.request for c in other] != [c.request for c in CASES["train"]]
    assert [Case.from_dict(json.loads(json.dumps(c.to_dict()))) for c in again] == again


def test_every_parameter_type_and_case_kind_appears_in_both_splits() -> None:
    for fams in (TRAIN, HELDOUT):
        kinds = set().union(*(_kinds(f.params) for f in fams))
        assert set(KINDS) <= kinds
        assert any(not p.required for f in fams for p in f.params)
    for split, cases in CASES.items():
        assert {c.kind for c in cases} == set(CASE_KINDS), split


def test_train_and_heldout_share_no_family_name_or_domain() -> None:
    assert not {f.name for f in TRAIN} & {f.name for f in HELDOUT}
    assert not {f.domain for f in TRAIN} & {f.domain for f in HELDOUT}
    train_names = {f.name for f in TRAIN}
    for case in CASES["heldout"]:
        assert not set(case.tools) & train_names and case.target not in train_names
    heldout_requests = {c.request for c in CASES["heldout"]}
    assert not heldout_requests & {c.request for c in CASES["train"]}


def test_schemas_are_typed_with_required_and_defaults() -> None:
    schema = family("ship_parcel").schema()
    assert schema["required"] == ["weight_kg", "speed", "destination"]
    assert schema["properties"]["insured"]["default"] is False
    assert schema["properties"]["speed"]["enum"] == ["standard", "express", "overnight"]
    assert schema["properties"]["destination"]["type"] == "object"
    assert schema["properties"]["destination"]["required"] == ["street", "city", "postcode"]
    listed = render_tool_list([make_tool("ship_parcel")])
    assert (
        "ship_parcel(weight_kg: number, speed: string, destination: object, insured?: boolean)"
        in listed
    )
    assert "overnight" in listed  # enum choices reach the model through the description


def test_every_case_passes_its_own_checker() -> None:
    for case in ALL:
        result = check_case(case, case.expected_turns())
        assert result.ok, (case, result.reasons)


def _call_turn(case: Case, name: str | None = None, **change: Any) -> list[str]:
    args = {**case.arguments, **change}
    turns = [json.dumps({"tool": name or case.target, "args": args})]
    return turns + case.expected_turns()[1:]


@pytest.mark.parametrize("kind", ["call", "choose", "multi_step"])
def test_checker_catches_wrong_calls(kind: str) -> None:
    for case in _of(kind):
        fam = family(case.target)
        expected = case.expected_turns()
        # a function that is shown but does not fit
        others = [t for t in case.tools if t != case.target]
        if others:
            assert not check_case(case, _call_turn(case, others[0])).ok
        # an invented tool
        bad = check_case(case, _call_turn(case, "lookup_anything"))
        assert not bad.ok and "not one of the shown tools" in bad.reasons[0]
        # a wrong value for each stated argument
        for name, value in case.arguments.items():
            wrong = _wrong(fam.param(name), value)
            verdict = check_case(case, _call_turn(case, **{name: wrong}))
            assert not verdict.ok, (case.request, name, wrong)
            assert any(name in r for r in verdict.reasons)
        # a missing required argument
        required = next(p.name for p in fam.params if p.required)
        args = {k: v for k, v in case.arguments.items() if k != required}
        turns = [json.dumps({"tool": case.target, "args": args}), *expected[1:]]
        assert not check_case(case, turns).ok
        # an argument the function does not have
        assert not check_case(case, _call_turn(case, colour="red")).ok
        # answering instead of calling
        assert not check_case(case, ['{"answer": "Done."}', *expected[1:]]).ok
        # not JSON at all
        assert not check_case(case, ["sure, calling it now", *expected[1:]]).ok


def _wrong(param: Param, value: Any) -> Any:
    if param.kind in ("int", "float"):
        return value + 1
    if param.kind == "bool":
        return not value
    if param.kind in ("enum", "string"):
        return next((c for c in param.choices if c != value), value + "x")
    if param.kind == "date":
        return value[:-1] + ("1" if value[-1] != "1" else "2")
    if param.kind == "list":
        return [*value, "extra"]
    first = param.fields[0]
    return {**value, first.name: _wrong(first, value[first.name])}


def test_type_aware_comparison() -> None:
    case = next(c for c in _of("call") + _of("choose") if c.target == "convert_distance")
    km = case.arguments["distance_km"]
    assert check_case(case, _call_turn(case, distance_km=float(km))).ok
    assert check_case(case, _call_turn(case, distance_km=km + 1e-9)).ok
    assert not check_case(case, _call_turn(case, distance_km=str(km))).ok
    assert not check_case(case, _call_turn(case, to_unit=case.arguments["to_unit"].upper())).ok
    # an unordered list compares as a multiset; a boolean is not a number
    vet = Case(
        "x",
        "call",
        "heldout",
        "r",
        ("vet_appointment",),
        "a",
        target="vet_appointment",
        arguments={
            "pet_name": "Nala",
            "species": "cat",
            "visit_day": "2025-02-03",
            "symptoms": ["coughing", "itching"],
            "urgent": True,
        },
    )
    assert check_case(vet, _call_turn(vet, symptoms=["itching", "coughing"])).ok
    assert not check_case(vet, _call_turn(vet, symptoms=["itching"])).ok
    assert not check_case(vet, _call_turn(vet, urgent=1)).ok
    assert check_case(vet, _call_turn(vet, pet_name="  nala ")).ok
    songs = Case(
        "y",
        "call",
        "train",
        "r",
        ("queue_songs",),
        "a",
        target="queue_songs",
        arguments={"songs": ["Night Tram", "Copper Sky"]},
    )
    assert not check_case(songs, _call_turn(songs, songs=["Copper Sky", "Night Tram"])).ok
    # an unstated optional argument may be given only with its default
    assert check_case(songs, _call_turn(songs, volume=50, shuffle=False)).ok
    assert not check_case(songs, _call_turn(songs, volume=70)).ok


def test_abstention_cases_need_an_abstaining_answer() -> None:
    for case in _of("no_fit"):
        assert case.target not in case.tools
        shown = case.tools[0]
        assert not check_case(case, [json.dumps({"tool": shown, "args": {}})]).ok
        assert not check_case(case, [json.dumps({"tool": case.target, "args": {}})]).ok
        answered = check_case(case, ['{"answer": "Done, it is all sorted for you."}'])
        assert not answered.ok and "no shown tool" in answered.reasons[0]
        assert check_case(case, ['{"answer": "None of my tools can do that."}']).ok


def test_missing_argument_cases_need_a_question_for_it() -> None:
    for case in _of("missing"):
        fam = family(case.target)
        assert case.missing not in {n for n in case.request.split()}
        made_up = {p.name: p.default for p in fam.params if not p.required}
        made_up.update({p.name: "x" for p in fam.params if p.required})
        assert not check_case(case, [json.dumps({"tool": case.target, "args": made_up})]).ok
        assert not check_case(case, ['{"answer": "All done."}']).ok
        label = fam.param(case.missing).label
        assert check_case(case, [json.dumps({"answer": f"What is {label}?"})]).ok


def test_direct_and_multi_step_answers_are_checked() -> None:
    for case in _of("no_tool"):
        call = json.dumps({"tool": case.tools[0], "args": {}})
        assert not check_case(case, [call]).ok
        assert not check_case(case, ['{"answer": "I have no suitable tool for that."}']).ok
    for case in _of("multi_step"):
        first = case.expected_turns()[0]
        assert not check_case(case, [first, '{"answer": "Done."}']).ok
        assert not check_case(case, [first]).ok


def test_surface_forms_normalise_to_the_expected_value() -> None:
    rng = random.Random(0)
    for unit, value in (
        ("km", 3.0),
        ("km", 12.5),
        ("kg", 2.0),
        ("min", 90.0),
        ("l", 55.0),
        ("eur", 1250.0),
        ("h", 1.5),
    ):
        forms = {render_quantity(value, unit, rng) for _ in range(60)}
        assert len(forms) >= 3, forms
        for form in forms:
            assert parse_quantity(form, unit) == pytest.approx(value), form
    assert {render_quantity(3.0, "km", random.Random(s)) for s in range(40)} >= {
        "3 km",
        "three kilometres",
        "3000 m",
    }
    for seed in range(20):
        assert parse_date(render_date("2025-03-14", random.Random(seed))) == "2025-03-14"
    # every quantity in generated requests reads back to the expected argument
    checked = 0
    for case in _of("call") + _of("choose") + _of("multi_step"):
        for name, value in case.arguments.items():
            param = family(case.target).param(name)
            if param.unit:
                checked += 1
                texts = {render_value(param, value, random.Random(s)) for s in range(8)}
                for text in texts:
                    assert parse_quantity(text, param.unit) == pytest.approx(value)
    assert checked > 10
    enum_alias = family("ship_parcel").param("speed")
    assert {render_value(enum_alias, "overnight", random.Random(s)) for s in range(20)} == {
        "overnight",
        "next-day",
    }


def test_sft_examples_use_the_runtime_format_and_parse_back() -> None:
    for case in ALL:
        example = sft_example(case)
        messages = check_messages(example["messages"], case.id)
        system = messages[0]["content"]
        assert messages[0]["role"] == "system" and messages[1] == {
            "role": "user",
            "content": case.request,
        }
        for name in case.tools:
            assert f"- {name}(" in system
        assert "Reply with one JSON object only." in system
        turns = [m["content"] for m in messages if m["role"] == "assistant"]
        parsed = [parse_reply(t) for t in turns]
        if case.target and case.kind in ("call", "choose", "multi_step"):
            assert parsed[0] == ToolCall(case.target, case.arguments)
            assert messages[3]["content"].startswith(f"Result of {case.target}: ")
            assert json.loads(messages[3]["content"].split(": ", 1)[1]) == case.result
            assert isinstance(parsed[1], Answer) and len(parsed) == 2
        else:
            assert len(parsed) == 1 and isinstance(parsed[0], Answer)
            assert parsed[0].text == case.answer


def test_sft_dataset_is_written_as_a_versioned_jsonl(tmp_path: Path) -> None:
    path = write_sft_dataset(tmp_path, 30, seed=1)
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert path.name == "v1.jsonl" and len(rows) == 30
    meta = json.loads(path.with_name("v1.meta.json").read_text())
    assert meta["split"] == "train" and meta["rows"] == 30
    heldout = {f.name for f in HELDOUT}
    assert not any(
        f"- {n}(" in rows[i]["messages"][0]["content"] for n in heldout for i in range(30)
    )


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[ToolContext]:
    db = Database(url="sqlite:///" + str(tmp_path / "t.db"))
    db.migrate()
    yield ToolContext(agent="alice", db=db, data_dir=tmp_path)
    db.dispose()


async def test_generated_tools_run_through_the_registry(ctx: ToolContext) -> None:
    cases = [c for c in eval_cases(40, seed=2) if c.case.kind in ("call", "choose", "multi_step")]
    assert cases
    for item in cases:
        registry = registry_for(list(item.case.tools))
        assert [t.name for t in item.tools] == registry.names()
        result = await registry.get(item.case.target).call(item.case.arguments, ctx)
        assert result == item.case.result
        assert item.check(item.case.expected_turns()).ok
    parcel = registry_for(["ship_parcel"]).get("ship_parcel")
    good = {
        "weight_kg": 2,
        "speed": "express",
        "destination": {"street": "4 Elm Street", "city": "Oslo", "postcode": "0150"},
    }
    assert (await parcel.call(good, ctx))["status"] == "created"
    assert parcel.validate(good)["insured"] is False
    for bad, words in (
        ({**good, "speed": "teleport"}, "speed"),
        ({k: v for k, v in good.items() if k != "speed"}, "speed"),
        ({**good, "weight_kg": "heavy"}, "weight_kg"),
        ({**good, "destination": {"street": "x"}}, "destination"),
        ({**good, "colour": "red"}, "colour"),
    ):
        with pytest.raises(ToolError, match=words):
            await parcel.call(bad, ctx)


def test_bad_generator_input_is_refused() -> None:
    with pytest.raises(ValueError, match="split"):
        generate_cases("everything", 3)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="kinds"):
        generate_cases("train", 3, kinds=("guess",))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="default"):
        Param("x", "int", "x", required=False, low=1, high=2)
    from core.toolgen.families import PROCEDURAL

    assert len(FAMILIES) == len(TRAIN) + len(PROCEDURAL) + len(HELDOUT) >= 20


# --- composed (procedural) train families ------------------------------------------------


def test_procedural_families_are_many_valid_deterministic_and_never_held_out() -> None:
    from core.toolgen.families import PROCEDURAL, check_split, train_pool
    from core.toolgen.procedural import procedural_families

    assert len(PROCEDURAL) >= 150
    assert [f.name for f in procedural_families()] == [f.name for f in PROCEDURAL]
    assert len({f.name for f in PROCEDURAL}) == len(PROCEDURAL)
    # Many distinct argument names and every parameter type, not a handful of fixed tools.
    arg_names = {p.name for f in PROCEDURAL for p in f.params}
    assert len(arg_names) >= 40
    assert set(KINDS) <= set().union(*(_kinds(f.params) for f in PROCEDURAL))
    assert not {f.domain for f in PROCEDURAL} & {f.domain for f in HELDOUT}
    check_split()
    for fam in PROCEDURAL:
        tool = make_tool(fam)  # the schema is valid JSON Schema
        assert tool.input_schema["required"]
    cases = generate_cases("train", 90, seed=5, families=train_pool(procedural=True))
    assert {c.kind for c in cases} == set(CASE_KINDS)
    assert any(c.target in {f.name for f in PROCEDURAL} for c in cases)
    for case in cases:
        assert check_case(case, case.expected_turns()).ok, case
        assert not set(case.tools) & {f.name for f in HELDOUT}


def test_generate_cases_refuses_families_of_the_other_split() -> None:
    with pytest.raises(ValueError, match="train families"):
        generate_cases("train", 3, families=HELDOUT)
    with pytest.raises(ValueError, match="heldout families"):
        generate_cases("heldout", 3, families=TRAIN)
    with pytest.raises(ValueError):
        generate_cases("train", 3, families=())


def test_a_procedural_tool_runs_and_its_checker_catches_a_wrong_argument() -> None:
    from core.toolgen.families import train_pool

    case = next(
        c
        for c in generate_cases("train", 60, seed=8, families=train_pool(procedural=True))
        if c.kind == "call" and c.target not in {f.name for f in TRAIN}
    )
    tool = make_tool(case.target)
    assert tool.function(**tool.completed(case.arguments)) == case.result
    first = next(iter(case.arguments))
    wrong = _call_turn(case, **{first: "not-the-value"})
    assert not check_case(case, wrong).ok
