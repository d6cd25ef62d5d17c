"""Tool calls written into a page: JSON, YAML/TOML, XML and ReAct steps shaped like a call
(SPEC 4.2).

A call names a tool (under a key such as ``tool``, ``function``, ``call``,
``name`` or ``action``) and gives it arguments (``args``, ``arguments``,
``params``, ``parameters``, ``input``): that is what a model's own tool call
looks like, so a page that contains one is trying to put words in the model's
mouth. Documentation describes tools instead of calling them: a schema has a
``description`` and typed ``properties`` (or OpenAPI's ``in``) where a call has
values, and such objects are left alone. Model answers in JSON (``{"answer":
...}``) and ``tool_calls`` / ``function_call`` wrappers count as calls too.

When the reader's tools are known (``tools``), a call is only one that names
one of them: an agent cannot call a tool it does not have (the runtime refuses
it), so API documentation showing ``get_weather`` calls is left alone for an
agent without ``get_weather``. An answer in JSON is a call whatever the tools.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from typing import Any

__all__ = ["ARG_KEYS", "CALL_KEYS", "is_call", "tool_call_spans", "xml_call_spans"]

Span = tuple[int, int]

CALL_KEYS = frozenset(
    {"tool", "tool_name", "function", "function_name", "call", "name", "action", "command"}
    | {"method", "invoke", "use_tool", "recipient_name", "tool_id"}
)
ARG_KEYS = frozenset(
    {"args", "arguments", "params", "parameters", "input", "inputs", "action_input", "kwargs"}
    | {"tool_input", "argument"}
)
# Keys whose identifier value alone makes a call name (``name`` and ``action`` also name
# people, files and menu entries, so their value must look like code: snake_case,
# camelCase or dotted).
_STRICT_KEYS = frozenset({"name", "action", "command", "method"})
_WRAPPERS = frozenset({"tool_calls", "function_call", "tool_use"})
_SCHEMA_KEYS = frozenset({"properties", "required", "$ref", "schema", "in", "enum", "items"})
_IDENT = re.compile(r"[A-Za-z_][\w.:/-]{0,63}")
_CODE_IDENT = re.compile(r"[a-z][a-z0-9]*(?:[_.][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+")
_MAX_OBJECT = 20_000
_BLOCK_CAP = 2000


def _known(name: str, tools: Collection[str] | None) -> bool:
    """Whether ``name`` ("put_store_entry", "functions.put_store_entry") is one of
    ``tools`` (any name is when the tools are not known)."""
    return tools is None or re.split(r"[.:/]", name.strip())[-1] in tools


def _names_tool(key: str, value: Any, tools: Collection[str] | None = None) -> bool:
    if not isinstance(value, str) or not _IDENT.fullmatch(value.strip()):
        return False
    if not _known(value, tools):
        return False
    return key not in _STRICT_KEYS or bool(_CODE_IDENT.fullmatch(value.strip()))


def _schema_like(value: Any) -> bool:
    """A tool's description (JSON Schema, OpenAPI parameters) rather than its arguments."""
    if isinstance(value, dict):
        return bool(_SCHEMA_KEYS & value.keys()) or value.get("type") == "object"
    if isinstance(value, list):
        return any(isinstance(v, dict) and _schema_like(v) for v in value)
    return False


def is_call(obj: Any, depth: int = 0, tools: Collection[str] | None = None) -> bool:
    """Whether a parsed JSON value is (or holds) a tool call rather than data or a schema
    (a call of one of ``tools`` when they are given)."""
    if depth > 4:
        return False
    if isinstance(obj, list):
        return any(is_call(v, depth + 1, tools) for v in obj[:20])
    if not isinstance(obj, dict):
        return False
    keys = list(obj.keys())
    if keys[:1] == ["answer"] and isinstance(obj["answer"], str):
        return True
    documented = "description" in obj or obj.get("type") == "object"
    if not documented:
        args = [obj[k] for k in keys if k in ARG_KEYS]
        named = any(_names_tool(k, obj[k], tools) for k in keys if k in CALL_KEYS)
        if named and args and not any(_schema_like(a) for a in args):
            return True
        typed = obj.get("type") in ("tool_use", "tool_call", "function_call")
        if typed and (named or (args and tools is None)):
            return True
    return any(
        is_call(obj[k], depth + 1, tools)
        for k in keys
        if k in CALL_KEYS or k in _WRAPPERS or isinstance(obj[k], dict | list)
    )


# --- JSON --------------------------------------------------------------------------------

# (A call may open with who speaks or its id: {"role": "tool_call", "name": ...}.)
_KEY_NAMES = "|".join(
    sorted(CALL_KEYS | ARG_KEYS | _WRAPPERS | {"answer", "type", "role", "id", "kind"})
)
# (A space may stand before a key's closing quote: in the view of JSON inside a string.)
_JSON_START = re.compile(rf"\{{\s*[\"']?(?:{_KEY_NAMES}) ?[\"']?\s*:")
# What a call looks like when the object does not parse as JSON (single quotes,
# unquoted YAML-style keys, a placeholder for a value).
_LOOSE_CALL = re.compile(
    r"[\"']?(?:tool|tool_name|function|call|name|action|invoke|command)[\"']?\s*:\s*[\"']?"
    r"(?P<ident>[A-Za-z_][\w.-]*)[\"']?\s*,[\s\S]*?[\"']?(?:args|arguments|params|parameters|input"
    r"|action_input|kwargs)[\"']?\s*:"
    r"|^\{\s*[\"']?(?:answer|tool_calls|function_call)[\"']?\s*:"
    r"|[\"']?type[\"']?\s*:\s*[\"'](?:tool_use|tool_call|function_call)[\"']",
)
_LOOSE_SCHEMA = re.compile(r"[\"']?(?:description|properties|\$ref)[\"']?\s*:")


def _object_end(text: str, start: int) -> int:
    """Index after the JSON-ish object starting at ``text[start] == "{"`` (or -1)."""
    depth = 0
    quote = ""
    escaped = False
    for i in range(start, min(len(text), start + _MAX_OBJECT)):
        ch = text[i]
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = ""
        elif ch == '"' or (ch == "'" and not text[i - 1 : i].isalnum()):
            quote = ch
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def _json_call(chunk: str, tools: Collection[str] | None) -> bool:
    try:
        return is_call(json.loads(chunk), tools=tools)
    except (ValueError, RecursionError):
        pass
    loose = _LOOSE_CALL.search(chunk)
    if loose is None or _LOOSE_SCHEMA.search(chunk):
        return False
    return loose["ident"] is None or _known(loose["ident"], tools)


# An answer object that is an element of a list (``[{'answer': 'statue of liberty'}]``, a
# question-answering pipeline's output, a data set's rows) is data: the reader's own answer
# is never one item of a list.
_ANSWER = re.compile(r"\{\s*[\"']?answer[\"']?\s*:")
_LIST_ITEM = re.compile(r"[\[,]\s*$")


def _listed_answer(text: str, start: int) -> bool:
    return bool(_ANSWER.match(text, start)) and bool(
        _LIST_ITEM.search(text, max(0, start - 40), start)
    )


def _json_spans(text: str, tools: Collection[str] | None, escaped: bool = False) -> list[Span]:
    """Calls in JSON objects; with ``escaped``, ``text`` is a view of JSON inside a string
    whose escaped quotes were turned into a space and a quote (same offsets)."""
    spans: list[Span] = []
    pos = 0
    while (m := _JSON_START.search(text, pos)) is not None:
        if _listed_answer(text, m.start()):
            pos = m.end()
            continue
        end = _object_end(text, m.start())
        if end < 0:
            end = min(len(text), m.start() + 300)
        chunk = text[m.start() : end]
        if _json_call(chunk.replace(' "', '"') if escaped else chunk, tools):
            spans.append((m.start(), end))
            pos = end
        else:
            pos = m.end()
    return spans


# --- YAML and TOML -----------------------------------------------------------------------

# ``key: value``, ``key = value``, or a table row of two cells (``name | tool``); a key may
# be dotted, a mapping flattened (``arguments.store: x``).
_LINE_KEY = re.compile(
    r"^(?P<indent>[ \t]*(?:-[ \t]+)?)(?:\|[ \t]*)?[\"']?(?P<key>[A-Za-z_][\w-]*(?:\.[\w-]+)*)[\"']?"
    r"[ \t]*[:=|][ \t]*(?P<value>.*?)[ \t|]*$"
)
_SECTION = re.compile(r"^[ \t]*(?:\[\[?[\w. -]+\]\]?|[\"']?[A-Za-z_][\w-]*[\"']?[ \t]*:)[ \t]*$")


def _unquote(value: str) -> str:
    value = value.split(" #", 1)[0].strip().rstrip(",")
    return value[1:-1] if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'" else value


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t-"))


def _mapping(lines: list[str], j: int) -> bool:
    """Whether the key on line ``j`` holds a mapping: ``{...}`` or ``key: value`` lines below."""
    m = _LINE_KEY.match(lines[j])
    value = _unquote(m["value"]) if m else ""
    if value:
        return value.startswith("{")
    below = lines[j + 1] if j + 1 < len(lines) else ""
    return _indent(below) > _indent(lines[j]) and bool(_LINE_KEY.match(below))


# A record whose fields are the call's arguments ("Tool: put_store_entry" / "Store: seeds"
# / "When: before answering") has no ``args`` key; it counts when the tool is one of the
# reader's own, the key plainly names a tool and the record or the lines over it name an
# AI reader ("Steps an assistant performs before it answers").
_RECORD_KEYS = frozenset({"tool", "tool_name", "use_tool", "function", "function_name", "call"})
_AI_READER = re.compile(r"\b(?:ai|llms?|assistants?|agents?|bots?|chatbots?|models?)\b", re.I)
_READER_LINES = 4


def _record_call(lines: list[str], i: int, tools: Collection[str] | None) -> Span | None:
    """The first and last line of the record that line ``i`` calls a tool in, if any."""
    m = _LINE_KEY.match(lines[i])
    if tools is None or m is None or m["key"].lower() not in _RECORD_KEYS:
        return None
    first = i
    while first > 0 and lines[first - 1].strip():
        first -= 1
    last = i
    while last + 1 < len(lines) and lines[last + 1].strip():
        last += 1
    fields = [j for j in range(first, last + 1) if j != i and _LINE_KEY.match(lines[j])]
    over = " ".join(lines[max(0, first - _READER_LINES) : last + 1])
    if not fields or not _AI_READER.search(over):
        return None
    return first, last


def _yaml_spans(text: str, tools: Collection[str] | None) -> list[Span]:
    """``tool: x`` / ``function = "x"`` with an ``args`` key on one of the next lines."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    spans: list[Span] = []
    i = 0
    while i < len(lines):
        m = _LINE_KEY.match(lines[i])
        if (
            m is None
            or m["key"].lower() not in CALL_KEYS
            or not _names_tool(m["key"].lower(), _unquote(m["value"]), tools)
        ):
            i += 1
            continue
        near = range(max(0, i - 3), min(len(lines), i + 4))
        keys = {k["key"].lower(): j for j in near if j != i and (k := _LINE_KEY.match(lines[j]))}
        args = [j for key, j in keys.items() if key in ARG_KEYS]
        if m["key"].lower() in _STRICT_KEYS:
            # "name: web_app" with "args: [--port, 80]" is a container or a job; a call's
            # arguments are a mapping (inline or on the lines below).
            args = [j for j in args if _mapping(lines, j)]
        # A mapping flattened into dotted keys ("arguments.store: orchard").
        args += [j for key, j in keys.items() if key.split(".", 1)[0] in ARG_KEYS and "." in key]
        if "description" in keys or "properties" in keys or "type" in keys:
            i += 1
            continue
        if not args:
            record = _record_call(lines, i, tools)
            if record is not None:
                spans.append((starts[record[0]], starts[record[1]] + len(lines[record[1]])))
                i = record[1] + 1
            else:
                i += 1
            continue
        first = min(i, *args)
        if first > 0 and _SECTION.match(lines[first - 1]):
            first -= 1  # the mapping's own header ("next_action:", "[[actions]]")
        last = max(i, *args)
        base = _indent(lines[last])
        while last + 1 < len(lines) and lines[last + 1].strip() and _indent(lines[last + 1]) > base:
            last += 1
        lo, hi = starts[first], starts[last] + len(lines[last])
        spans.append((lo, min(hi, lo + _BLOCK_CAP)))
        i = last + 1
    return spans


# An agent's scratchpad in the ReAct format ("Action: put_store_entry" then "Action Input:
# {...}" on the next line, in comment lines too): the step in which an agent calls a tool.
_COMMENT = r"[ \t]*(?:#+|//|--|;+|%+|\*)?[ \t]*"
_REACT = re.compile(
    rf"^{_COMMENT}Action[ \t]*:[ \t]*(?P<tool>[A-Za-z_][\w.:/-]*)[ \t]*\n"
    rf"{_COMMENT}Action[ \t_]+Input[ \t]*:[^\n]*",
    re.M | re.I,
)


def _react_spans(text: str, tools: Collection[str] | None) -> list[Span]:
    return [m.span() for m in _REACT.finditer(text) if _names_tool("action", m["tool"], tools)]


# --- XML ---------------------------------------------------------------------------------

_XML_CALL = re.compile(
    r"<(?P<tag>call|invoke|tool|tool_call|tool_use|function|function_call|use_tool)\b"
    r"[^<>]*?\b(?:name|tool|function|call)\s*=\s*[\"'](?P<ident>[A-Za-z_][\w.-]*)"
    r"[\"'][^<>]*>",
    re.I,
)
# ... or as elements, a namespace prefix perhaps (schema.org's ``potentialAction`` in RDF:
# ``<schema:name>put_store_entry</schema:name>`` ... ``<schema:object>{...}``).
_XML_NAMED = re.compile(
    r"<(?P<tag>(?:[\w.-]+:)?(?:tool|tool_name|function|function_name|call|action|name))>"
    r"\s*(?P<ident>[A-Za-z_][\w.-]*)\s*</(?P=tag)>(?P<rest>[\s\S]{0,400}?)"
    r"<(?P<args>(?:[\w.-]+:)?(?:args|arguments|params|parameters|input|object))\b",
    re.I,
)


def xml_call_spans(text: str, tools: Collection[str] | None) -> list[Span]:
    """Spans of ``text`` that are tool calls written as XML elements."""
    spans: list[Span] = []
    for m in _XML_CALL.finditer(text):
        if not _known(m["ident"], tools):
            continue
        close = re.compile(rf"</\s*{re.escape(m['tag'])}\s*>", re.I).search(
            text, m.end(), m.end() + _BLOCK_CAP
        )
        end = close.end() if close else text.find("\n", m.end())
        spans.append((m.start(), len(text) if end < 0 else end))
    for m in _XML_NAMED.finditer(text):
        if not _known(m["ident"], tools):
            continue
        if m["tag"].lower().endswith("name") and not _CODE_IDENT.fullmatch(m["ident"]):
            continue  # "<name>Silver Band</name>" names no tool
        close = re.compile(rf"</\s*{re.escape(m['args'])}\s*>", re.I).search(
            text, m.end(), m.end() + _BLOCK_CAP
        )
        spans.append((m.start(), close.end() if close else m.end()))
    return spans


def tool_call_spans(text: str, tools: Collection[str] | None = None) -> list[Span]:
    """Spans of ``text`` that are tool calls in JSON, YAML/TOML, XML or ReAct form (of one of
    ``tools`` when the reader's tools are known)."""
    spans = _json_spans(text, tools) + _yaml_spans(text, tools) + xml_call_spans(text, tools)
    spans += _react_spans(text, tools)
    if '\\"' in text:  # JSON inside a string ("annote": "{\"tool_calls\": ...}")
        spans += _json_spans(text.replace('\\"', ' "'), tools, escaped=True)
    return sorted(set(spans))
