"""The tool-call format the small model speaks, and how its replies are read.

Every model turn is one JSON object, either a tool call or a final answer::

    {"tool": "run_code", "args": {"code": "print(2 + 2)"}}
    {"answer": "2 + 2 is 4."}

The embedded backend enforces this with a grammar built from one schema per
tool (``anyOf`` of objects with that tool's own required arguments), so the
135M model cannot produce malformed JSON there; hosted backends get the same
schema as ``response_format``. Replies are still parsed defensively: a reply
that is not one of the two shapes raises ``ModelRetry`` with a message the
model sees on its next try.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from core.errors import ModelRetry
from core.tools.registry import Tool

__all__ = [
    "Answer",
    "ToolCall",
    "answer_schema",
    "call_schema",
    "parse_reply",
    "render_tool_list",
    "turn_schema",
]


@dataclass(frozen=True, slots=True)
class ToolCall:
    name: str
    arguments: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Answer:
    text: str


# An unconstrained JSON value; ``{}`` would compile to "object only" in llama.cpp.
_ANY_VALUE: dict[str, Any] = {
    "anyOf": [{"type": t} for t in ("string", "number", "boolean", "array", "object")]
}


# A bounded integer with at most this many values is offered as their list: llama.cpp's
# JSON-schema grammar ignores minimum/maximum, and a 135M model fills an optional count
# with any number (a warm-started model asked retrieve_rag for k=72 of at most 20).
_MAX_LISTED_INTEGERS = 64


def _property(prop: dict[str, Any]) -> dict[str, Any]:
    items = prop.get("items")
    choices = items.get("enum") if isinstance(items, dict) else None
    if prop.get("type") == "array" and "maxItems" not in prop and isinstance(choices, list):
        # A list of choices holds each at most once: bounded, the grammar cannot loop
        # ("low", "low", "low", ... until the token limit cut the call off).
        return {**prop, "maxItems": len(choices)}
    if prop.get("type") == "integer" and "enum" not in prop:
        low, high = prop.get("minimum"), prop.get("maximum")
        if (
            isinstance(low, int)
            and isinstance(high, int)
            and 0 <= high - low < _MAX_LISTED_INTEGERS
        ):
            return {**prop, "enum": list(range(low, high + 1))}
    if not ({"type", "anyOf", "oneOf", "allOf", "$ref", "enum", "const"} & prop.keys()):
        return {**prop, **_ANY_VALUE}
    return prop


def _args_schema(parameters: Mapping[str, Any]) -> dict[str, Any]:
    schema = parameters
    out: dict[str, Any] = {
        "type": "object",
        "properties": {k: _property(v) for k, v in schema.get("properties", {}).items()},
        "required": schema.get("required", []),
        "additionalProperties": False,
    }
    if "$defs" in schema:
        out["$defs"] = schema["$defs"]
    return out


def answer_schema() -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"answer": {"type": "string"}},
        "required": ["answer"],
        "additionalProperties": False,
    }


def turn_schema(tools: Iterable[Tool]) -> dict[str, Any]:
    """JSON schema of one model turn: a call of one of ``tools`` or an answer."""
    options = [call_schema(tool.name, tool.parameters) for tool in tools]
    options.append(answer_schema())
    return {"anyOf": options}


def call_schema(name: str, parameters: Mapping[str, Any]) -> dict[str, Any]:
    """JSON schema of a call of tool ``name`` with arguments following ``parameters``."""
    return {
        "type": "object",
        "properties": {"tool": {"const": name}, "args": _args_schema(parameters)},
        "required": ["tool", "args"],
        "additionalProperties": False,
    }


def _signature(tool: Tool) -> str:
    props = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    args = []
    for name, prop in props.items():
        kind = prop.get("type", "any")
        args.append(f"{name}: {kind}" if name in required else f"{name}?: {kind}")
    return f"{tool.name}({', '.join(args)})"


def render_tool_list(tools: Iterable[Tool]) -> str:
    """One short line per tool: small models follow short signatures better than schemas."""
    return "\n".join(f"- {_signature(t)}: {t.description}" for t in tools)


_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$", re.MULTILINE)


def _first_object(text: str) -> dict[str, Any]:
    cleaned = _FENCE.sub("", text.strip())
    start = cleaned.find("{")
    if start < 0:
        raise ValueError("no JSON object")
    value, _ = json.JSONDecoder().raw_decode(cleaned[start:])
    if not isinstance(value, dict):
        raise ValueError("not a JSON object")
    return value


def parse_reply(text: str, *, allow_prose: bool = False) -> ToolCall | Answer:
    """Read one model turn. Prose counts as an answer only when ``allow_prose``."""
    stripped = text.strip()
    if not stripped:
        raise ModelRetry('empty reply; reply with {"answer": "..."} or a tool call')
    try:
        obj = _first_object(stripped)
    except ValueError:
        if allow_prose and "{" not in stripped:
            return Answer(stripped)
        raise ModelRetry(
            "the reply was not valid JSON; reply with exactly one JSON object: "
            '{"tool": NAME, "args": {...}} or {"answer": "..."}'
        ) from None
    if isinstance(obj.get("answer"), str):
        return Answer(obj["answer"].strip())
    name = obj.get("tool", obj.get("name"))
    args = obj.get("args", obj.get("arguments", {}))
    if isinstance(args, str):  # OpenAI-style stringified arguments
        try:
            args = json.loads(args)
        except json.JSONDecodeError:
            raise ModelRetry(f"the args of {name!r} are not a JSON object") from None
    if not isinstance(name, str) or not name:
        raise ModelRetry('the JSON object needs "tool" and "args", or "answer"')
    if not isinstance(args, dict):
        raise ModelRetry(f'"args" of {name!r} must be a JSON object')
    return ToolCall(name=name, arguments=args)
