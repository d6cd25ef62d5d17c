"""Reply parsing, schemas, repair of cut-off answers and answer streaming."""

from __future__ import annotations

import json

import pytest

from core.errors import ModelRetry
from core.models.repetition import is_looping
from core.runtime.protocol import Answer, ToolCall, parse_reply, turn_schema
from core.runtime.repair import drop_repeats, repair_cut_answer
from core.runtime.streaming import AnswerStream
from core.tools.registry import ToolRegistry


def _registry() -> ToolRegistry:
    reg = ToolRegistry()

    def add(a: int, b: int = 0) -> int:
        """Add two numbers."""
        return a + b

    def remember(key: str, value: object) -> None:
        """Remember a value."""

    reg.add(add)
    reg.add(remember)
    return reg


def test_parse_tool_call_and_answer() -> None:
    assert parse_reply('{"tool": "add", "args": {"a": 1}}') == ToolCall("add", {"a": 1})
    assert parse_reply('```json\n{"answer": "hi"}\n```') == Answer("hi")
    # OpenAI-style names and stringified arguments are accepted too
    assert parse_reply('{"name": "add", "arguments": "{\\"a\\": 2}"}') == ToolCall("add", {"a": 2})


@pytest.mark.parametrize(
    "text",
    ["", "   ", '{"tool": "add", "args": ', '{"foo": 1}', '{"tool": "add", "args": [1]}', "[1, 2]"],
)
def test_malformed_replies_raise_model_retry(text: str) -> None:
    with pytest.raises(ModelRetry):
        parse_reply(text)


def test_prose_is_an_answer_only_when_allowed() -> None:
    with pytest.raises(ModelRetry):
        parse_reply("Paris is the capital.")
    assert parse_reply("Paris is the capital.", allow_prose=True) == Answer("Paris is the capital.")


def test_turn_schema_has_one_option_per_tool_with_its_own_arguments() -> None:
    schema = turn_schema(_registry())
    add, remember, answer = schema["anyOf"]
    assert add["properties"]["tool"] == {"const": "add"}
    assert add["properties"]["args"]["required"] == ["a"]
    assert add["properties"]["args"]["additionalProperties"] is False
    # an untyped argument accepts any JSON value, not only objects
    value = remember["properties"]["args"]["properties"]["value"]
    assert {o["type"] for o in value["anyOf"]} == {"string", "number", "boolean", "array", "object"}
    assert answer["required"] == ["answer"]


def test_schema_compiles_to_a_llama_grammar() -> None:
    from llama_cpp import llama_grammar

    grammar = llama_grammar.LlamaGrammar.from_json_schema(
        json.dumps(turn_schema(_registry())), verbose=False
    )
    assert "add" in grammar._grammar and "remember" in grammar._grammar


def test_repair_of_cut_off_answers() -> None:
    cut = '{"answer": "Saved. The day is Friday. The day is Friday. The day is Fri'
    assert repair_cut_answer(cut) == "Saved. The day is Friday."
    assert repair_cut_answer('{"answer": "caf\\u00e9 ok') == "café ok"
    assert repair_cut_answer('{"tool": "add", "args": {"a": 1') is None
    assert repair_cut_answer('{"answer": "done"} trailing') is None


def test_drop_repeats_cuts_loops_but_keeps_normal_text() -> None:
    assert (
        drop_repeats("Saved: the day is Friday. The day is Friday.") == "Saved: the day is Friday."
    )
    assert drop_repeats("on 2020-01-01 2020-01-01 2020-01-01 2020") == "on 2020-01-01"
    assert (
        drop_repeats("It is 42. Really, 42 is the answer.") == "It is 42. Really, 42 is the answer."
    )


def test_is_looping() -> None:
    assert is_looping("The deploy day is Friday. " * 6)
    assert not is_looping("A normal answer that says something once and then stops here.")


def test_answer_stream_emits_only_decoded_answer_text() -> None:
    out: list[str] = []
    stream = AnswerStream(out.append)
    for piece in ['{"ans', 'wer": "He', "llo \\", "u00e9", '\\n!"', "}"]:
        stream.feed(piece)
    assert "".join(out) == "Hello é\n!"
    out.clear()
    tool = AnswerStream(out.append)
    for piece in ['{"tool": "run_code", ', '"args": {"code": "print(1)"}}']:
        tool.feed(piece)
    assert out == []


def test_a_bounded_integer_is_offered_as_its_values() -> None:
    from jsonschema import Draft202012Validator
    from llama_cpp import llama_grammar

    from core.tools.rag import MAX_K, register_rag_tools

    registry = ToolRegistry()
    register_rag_tools(registry)
    schema = turn_schema([registry.get("retrieve_rag")])
    k = schema["anyOf"][0]["properties"]["args"]["properties"]["k"]
    assert k["enum"] == list(range(1, MAX_K + 1))
    check = Draft202012Validator(schema)
    call = {"tool": "retrieve_rag", "args": {"collection": "docs", "query": "lunch", "k": 3}}
    assert check.is_valid(call)
    assert not check.is_valid({**call, "args": {**call["args"], "k": 72}})
    # llama.cpp's grammar ignores minimum/maximum; the listed values are what it enforces.
    gbnf = llama_grammar.LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)._grammar
    assert '"20"' in gbnf and '"21"' not in gbnf
    # An unbounded integer stays free.
    assert (
        "enum" not in turn_schema(_registry())["anyOf"][0]["properties"]["args"]["properties"]["a"]
    )


def test_a_list_of_choices_is_bounded_by_their_number() -> None:
    from llama_cpp import llama_grammar

    from core.toolgen.tools import make_tool

    tides = make_tool("tide_times")
    assert "maxItems" not in tides.parameters["properties"]["tides"]  # the tool's own schema
    schema = turn_schema([tides])
    offered = schema["anyOf"][0]["properties"]["args"]["properties"]["tides"]
    assert offered["maxItems"] == 2 and offered["items"]["enum"] == ["high", "low"]
    # The grammar stops the list after two items instead of repeating "low" forever.
    gbnf = llama_grammar.LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)._grammar
    tides_rule = next(
        line for line in gbnf.splitlines() if line.startswith("alternative-0-args-tides ::=")
    )
    assert "*" not in tides_rule, tides_rule
