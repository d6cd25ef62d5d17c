"""Code-backed tools: created by an agent, run in the sandbox, stored and reloaded."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from core.errors import Conflict, ToolError
from core.storage import Database, ToolRecord
from core.tools import SandboxLimits, ToolContext, ToolRegistry
from core.tools.code import register_code_tools
from core.tools.custom import (
    CodeTool,
    load_code_tools,
    make_code_tool,
    register_custom_tool_tools,
    save_code_tool,
)

WORD_COUNT: dict[str, Any] = {
    "name": "word_count",
    "description": "Count the words in a text.",
    "input_schema": {
        "type": "object",
        "properties": {"text": {"type": "string"}, "unique": {"type": "boolean"}},
        "required": ["text"],
    },
    "code": (
        "words = args['text'].split()\n"
        "if args.get('unique'):\n"
        "    words = set(words)\n"
        "result = {'words': len(words)}\n"
    ),
}


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database(url="sqlite:///" + str(tmp_path / "t.db"))
    database.migrate()
    yield database
    database.dispose()


@pytest.fixture
def registry() -> ToolRegistry:
    reg = ToolRegistry()
    register_code_tools(reg)
    register_custom_tool_tools(reg)
    return reg


@pytest.fixture
def ctx(db: Database, tmp_path: Path, registry: ToolRegistry) -> ToolContext:
    return ToolContext(
        agent="alice",
        db=db,
        data_dir=tmp_path,
        sandbox=SandboxLimits(timeout_s=5.0, memory_mb=256, output_bytes=16_000),
        extras={"registry": registry},
    )


async def call(ctx: ToolContext, tool: str, **arguments: Any) -> Any:
    registry = ctx.extras["registry"]
    assert isinstance(registry, ToolRegistry)
    return await registry.get(tool).call(arguments, ctx)


async def test_create_then_call_with_input(ctx: ToolContext) -> None:
    created = await call(ctx, "create_tool", **WORD_COUNT)
    assert created["name"] == "word_count"
    assert created["parameters"]["required"] == ["text"]
    assert await call(ctx, "word_count", text="a b a c") == {"words": 4}
    assert await call(ctx, "word_count", text="a b a c", unique=True) == {"words": 3}


async def test_printed_text_is_the_output_without_result(ctx: ToolContext) -> None:
    await call(
        ctx,
        "create_tool",
        name="shout",
        description="Upper-case a text.",
        input_schema={"type": "object", "properties": {"text": {"type": "string"}}},
        code="print(args['text'].upper())",
    )
    assert await call(ctx, "shout", text="hi there") == "HI THERE"


async def test_schema_violations_are_tool_errors(ctx: ToolContext) -> None:
    await call(ctx, "create_tool", **WORD_COUNT)
    with pytest.raises(ToolError, match="text: 5 is not of type 'string'"):
        await call(ctx, "word_count", text=5)
    with pytest.raises(ToolError, match="'text' is a required property"):
        await call(ctx, "word_count", unique=True)
    with pytest.raises(ToolError, match="Additional properties are not allowed"):
        await call(ctx, "word_count", text="a", colour="red")


async def test_failing_code_is_a_tool_error_with_its_traceback(ctx: ToolContext) -> None:
    await call(
        ctx,
        "create_tool",
        name="divide",
        description="Divide a by b.",
        input_schema={
            "type": "object",
            "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
            "required": ["a", "b"],
        },
        code="quotient = args['a'] / args['b']\nresult = quotient\n",
    )
    assert await call(ctx, "divide", a=7, b=2) == 3.5
    with pytest.raises(ToolError) as failure:
        await call(ctx, "divide", a=1, b=0)
    message = str(failure.value)
    assert "ZeroDivisionError" in message
    assert "<tool divide>" in message and "quotient = args['a'] / args['b']" in message
    assert "main.py" not in message  # the wrapper's own frame is left out


async def test_code_tools_run_in_the_sandbox(
    ctx: ToolContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("STROP_SECRET", "planted")
    await call(
        ctx,
        "create_tool",
        name="snoop",
        description="Look around.",
        input_schema={"type": "object", "properties": {"path": {"type": "string"}}},
        code=(
            "import os, socket\n"
            "try:\n"
            "    socket.create_connection(('127.0.0.1', 6379), timeout=2)\n"
            "    net = 'open'\n"
            "except OSError:\n"
            "    net = 'blocked'\n"
            "result = {'env': dict(os.environ), 'net': net, 'db': os.path.exists(args['path'])}\n"
        ),
    )
    database_file = ctx.db.url.removeprefix("sqlite:///")
    assert Path(database_file).exists()
    seen = await call(ctx, "snoop", path=database_file)
    assert seen["net"] == "blocked" and seen["db"] is False
    assert "STROP_SECRET" not in seen["env"]


async def test_timeouts_are_tool_errors(ctx: ToolContext) -> None:
    tool = make_code_tool(
        "spin", "Spin forever.", {"type": "object", "properties": {}}, "while True:\n    pass\n"
    )
    ctx.sandbox = SandboxLimits(timeout_s=1.0)
    with pytest.raises(ToolError, match="spin failed: timed out after 1 s"):
        await tool.call({}, ctx)


async def test_results_that_are_not_json_become_text(ctx: ToolContext) -> None:
    tool = make_code_tool(
        "today",
        "Return a date.",
        {"type": "object", "properties": {}},
        "import datetime\nresult = {'d': datetime.date(2024, 1, 2)}\n",
    )
    assert await tool.call({}, ctx) == {"d": "2024-01-02"}


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"name": "Bad Name"}, "must match"),
        ({"description": " "}, "description"),
        ({"input_schema": {"type": "string"}}, '"type": "object"'),
        ({"input_schema": {"type": "object", "required": ["x"]}}, '"required"'),
        (
            {"input_schema": {"type": "object", "properties": {"x": {"type": "nope"}}}},
            "not a valid JSON schema",
        ),
        ({"code": "def broken(:\n"}, "does not compile"),
    ],
)
def test_bad_definitions_are_refused(change: dict[str, Any], problem: str) -> None:
    with pytest.raises(ToolError, match=problem):
        make_code_tool(**{**WORD_COUNT, **change})


async def test_duplicate_names_conflict(ctx: ToolContext, db: Database) -> None:
    save_code_tool(db, **WORD_COUNT, created_by="bob")
    with pytest.raises(Conflict, match="already exists"):
        save_code_tool(db, **WORD_COUNT)
    with pytest.raises(ToolError, match="already exists"):
        await call(ctx, "create_tool", **WORD_COUNT)
    with pytest.raises(ToolError, match="already exists"):
        await call(ctx, "create_tool", **{**WORD_COUNT, "name": "run_code"})
    with db.session() as session:
        assert len(session.scalars(select(ToolRecord)).all()) == 1


async def test_persisted_and_reloaded_into_a_fresh_registry(ctx: ToolContext, db: Database) -> None:
    await call(ctx, "create_tool", **WORD_COUNT)
    with db.session() as session:
        record = session.scalars(select(ToolRecord)).one()
    assert (record.kind, record.created_by, record.code) == ("code", "alice", WORD_COUNT["code"])
    payload = json.dumps(
        ["word_count", record.input_schema, WORD_COUNT["code"]],
        sort_keys=True,
        separators=(",", ":"),
    )
    assert record.content_hash == hashlib.sha256(payload.encode()).hexdigest()

    fresh = ToolRegistry()
    loaded = load_code_tools(db, fresh)
    assert [t.name for t in loaded] == fresh.names() == ["word_count"]
    tool = fresh.get("word_count")
    assert isinstance(tool, CodeTool)
    assert tool.parameters["properties"]["text"] == {"type": "string"}
    assert await tool.call({"text": "one two"}, ctx) == {"words": 2}
    with pytest.raises(Conflict):
        load_code_tools(db, fresh)


async def test_list_and_get_tools(ctx: ToolContext, db: Database) -> None:
    save_code_tool(db, **WORD_COUNT, created_by="bob")  # stored, not yet in the registry
    listed = await call(ctx, "list_tools")
    kinds = {t["name"]: t["kind"] for t in listed}
    assert kinds == {
        "run_code": "builtin",
        "create_tool": "builtin",
        "list_tools": "builtin",
        "get_tool": "builtin",
        "word_count": "code",
    }
    shown = await call(ctx, "get_tool", name="word_count")
    assert shown["code"] == WORD_COUNT["code"] and shown["created_by"] == "bob"
    assert shown["parameters"]["required"] == ["text"]
    builtin = await call(ctx, "get_tool", name="run_code")
    assert builtin["kind"] == "builtin" and "code" in builtin["parameters"]["properties"]
    with pytest.raises(ToolError, match="no tool named 'nope'"):
        await call(ctx, "get_tool", name="nope")
