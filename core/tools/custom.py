"""Code-backed tools created at run time (``create_tool``) and kept in the database.

A code tool is Python source run in the ``run_code`` sandbox on every call. Its JSON
input is checked against the tool's JSON schema and reaches the code as the dict
``args``; the tool's output is the value of ``result`` if the code sets it (any JSON
value), otherwise the text it printed.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from core.errors import Conflict, StropError, ToolError
from core.storage import Database, ToolRecord
from core.tools.context import SandboxLimits, ToolContext
from core.tools.registry import ToolRegistry
from core.tools.sandbox import SandboxResult, run_python
from core.tools.schema_tool import SchemaArguments, SchemaTool

__all__ = [
    "CodeTool",
    "create_tool",
    "get_tool",
    "list_tools",
    "load_code_tools",
    "make_code_tool",
    "register_custom_tool_tools",
    "save_code_tool",
]

# The registry's naming rule, checked here because CodeTool is built without from_function.
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
_KIND = "code"
_ERROR_TAIL_CHARS = 2_000

# Runs the tool's source with ``args`` bound. The source is compiled under its own file
# name and put into linecache so a traceback shows the tool's lines, not this wrapper's.
_WRAPPER = """
import json as _json, linecache as _linecache, sys as _sys, traceback as _traceback
_linecache.cache[_filename] = (len(_source), None, _source.splitlines(True), _filename)
_scope = {"__name__": "__main__", "args": _json.loads(_sys.stdin.read())}
try:
    exec(compile(_source, _filename, "exec"), _scope)
except SystemExit:
    raise
except BaseException as _exc:
    _traceback.print_exception(type(_exc), _exc, _exc.__traceback__.tb_next)
    _sys.exit(1)
if "result" in _scope:
    _sys.stdout.write("\\n" + _boundary + "\\n" + _json.dumps(_scope["result"], default=str))
"""


@dataclass(slots=True)
class CodeTool(SchemaTool):
    """A tool whose body is Python source run in the sandbox."""

    code: str = ""


def _checked_schema(input_schema: Any) -> dict[str, Any]:
    """An object schema the model can fill in; ``additionalProperties`` defaults to false."""
    if not isinstance(input_schema, dict) or input_schema.get("type") != "object":
        raise ToolError('input_schema must be a JSON schema with "type": "object"')
    properties = input_schema.get("properties", {})
    if not isinstance(properties, dict) or not all(
        isinstance(p, dict) for p in properties.values()
    ):
        raise ToolError('input_schema "properties" must map each argument name to a schema')
    required = input_schema.get("required", [])
    if not isinstance(required, list) or not all(r in properties for r in required):
        raise ToolError('input_schema "required" must list names from "properties"')
    try:
        Draft202012Validator.check_schema(input_schema)
    except SchemaError as exc:
        raise ToolError(f"input_schema is not a valid JSON schema: {exc.message}") from None
    return {"additionalProperties": False, **copy.deepcopy(input_schema)}


def _tool_output(name: str, run: SandboxResult, boundary: str) -> Any:
    if not run.ok:
        reason = run.error or f"exit code {run.exit_code}"
        details = run.stderr[-_ERROR_TAIL_CHARS:].strip()
        raise ToolError(f"{name} failed: {reason}" + (f"\n{details}" if details else ""))
    printed, found, returned = run.stdout.partition(f"\n{boundary}\n")
    if found:
        return json.loads(returned)
    return printed.removesuffix("\n")


def _runner(name: str, source: str) -> Callable[..., Any]:
    def run(ctx: ToolContext, **arguments: Any) -> Any:
        return _call_code(name, source, arguments, limits=ctx.sandbox)

    return run


def _call_code(name: str, source: str, arguments: dict[str, Any], *, limits: SandboxLimits) -> Any:
    """Run a code tool's ``source`` on ``arguments``; raises ``ToolError`` if it fails."""
    boundary = secrets.token_hex(16)
    header = f"_source, _filename, _boundary = {source!r}, {f'<tool {name}>'!r}, {boundary!r}"
    run = run_python(header + _WRAPPER, limits=limits, stdin=json.dumps(arguments))
    return _tool_output(name, run, boundary)


def make_code_tool(
    name: str, description: str, input_schema: dict[str, Any], code: str
) -> CodeTool:
    """Build a callable tool from its definition; raises ``ToolError`` saying what is wrong."""
    if not _NAME.match(name):
        raise ToolError(f"tool name {name!r} must match {_NAME.pattern}")
    if not description.strip():
        raise ToolError("description must say what the tool does")
    schema = _checked_schema(input_schema)
    try:
        compile(code, f"<tool {name}>", "exec")
    except SyntaxError as exc:
        raise ToolError(f"code does not compile: {exc.msg} (line {exc.lineno})") from None
    return CodeTool(
        name=name,
        description=" ".join(description.split()),
        function=_runner(name, code),
        arguments_model=SchemaArguments,
        takes_context=True,
        metadata={"kind": _KIND},
        input_schema=schema,
        code=code,
    )


def content_hash(name: str, input_schema: dict[str, Any], code: str) -> str:
    """sha256 over name, schema and code, independent of key order."""
    payload = json.dumps([name, input_schema, code], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _from_record(record: ToolRecord) -> CodeTool:
    return make_code_tool(record.name, record.description, record.input_schema, record.code)


def save_code_tool(
    db: Database,
    *,
    name: str,
    description: str,
    input_schema: dict[str, Any],
    code: str,
    created_by: str = "",
) -> ToolRecord:
    """Validate and store a code tool; a taken name raises ``Conflict``."""
    tool = make_code_tool(name, description, input_schema, code)
    record = ToolRecord(
        name=tool.name,
        description=tool.description,
        input_schema=tool.input_schema,
        kind=_KIND,
        code=tool.code,
        content_hash=content_hash(tool.name, tool.input_schema, tool.code),
        created_by=created_by,
    )
    try:
        with db.session() as session:
            if session.scalar(select(ToolRecord.id).where(ToolRecord.name == name)) is not None:
                raise Conflict(f"a tool named {name!r} already exists")
            session.add(record)
    except IntegrityError:
        # Lost a race with another writer of the same name.
        raise Conflict(f"a tool named {name!r} already exists") from None
    return record


def load_code_tools(db: Database, registry: ToolRegistry) -> list[CodeTool]:
    """Register every stored code tool in ``registry``; a name already there is a ``Conflict``."""
    with db.session() as session:
        records = session.scalars(
            select(ToolRecord).where(ToolRecord.kind == _KIND).order_by(ToolRecord.id)
        ).all()
    tools = [_from_record(record) for record in records]
    for tool in tools:
        registry.add_tool(tool)
    return tools


def _registry(ctx: ToolContext) -> ToolRegistry | None:
    registry = ctx.extras.get("registry")
    return registry if isinstance(registry, ToolRegistry) else None


def _find_record(db: Database, name: str) -> ToolRecord | None:
    with db.session() as session:
        return session.scalar(select(ToolRecord).where(ToolRecord.name == name))


def create_tool(
    ctx: ToolContext, name: str, description: str, input_schema: dict[str, Any], code: str
) -> dict[str, Any]:
    """Create a new tool from Python code; afterwards it can be called by its name.

    Args:
        name: lowercase with underscores, e.g. "word_count".
        description: one line saying what the tool does.
        input_schema: JSON schema of the input, e.g. {"type": "object", "properties":
            {"text": {"type": "string"}}, "required": ["text"]}.
        code: Python that reads the input from the dict args and sets result (or prints).
    """
    registry = _registry(ctx)
    if registry is not None and name in registry:
        raise ToolError(f"a tool named {name!r} already exists; pick another name")
    try:
        record = save_code_tool(
            ctx.db,
            name=name,
            description=description,
            input_schema=input_schema,
            code=code,
            created_by=ctx.agent,
        )
    except StropError as exc:
        raise ToolError(str(exc)) from None
    tool = _from_record(record)
    if registry is not None:
        registry.add_tool(tool)
    return {"name": tool.name, "description": tool.description, "parameters": tool.parameters}


def list_tools(ctx: ToolContext) -> list[dict[str, Any]]:
    """List every tool by name, with what it does."""
    found: dict[str, dict[str, Any]] = {}
    registry = _registry(ctx)
    for tool in registry or ():
        kind = _KIND if isinstance(tool, CodeTool) else "builtin"
        found[tool.name] = {"name": tool.name, "description": tool.description, "kind": kind}
    with ctx.db.session() as session:
        for record in session.scalars(select(ToolRecord).order_by(ToolRecord.id)):
            found.setdefault(
                record.name,
                {"name": record.name, "description": record.description, "kind": record.kind},
            )
    return list(found.values())


def get_tool(ctx: ToolContext, name: str) -> dict[str, Any]:
    """Show one tool: its description, input schema and, for created tools, its code.

    Args:
        name: the tool's name, as in list_tools.
    """
    record = _find_record(ctx.db, name)
    if record is not None:
        return {
            "name": record.name,
            "description": record.description,
            "kind": record.kind,
            "parameters": record.input_schema,
            "code": record.code,
            "created_by": record.created_by,
        }
    registry = _registry(ctx)
    if registry is not None and name in registry:
        tool = registry.get(name)
        return {
            "name": tool.name,
            "description": tool.description,
            "kind": "builtin",
            "parameters": tool.parameters,
        }
    raise ToolError(f"no tool named {name!r}; see list_tools")


def register_custom_tool_tools(registry: ToolRegistry) -> None:
    """Add ``create_tool``, ``list_tools`` and ``get_tool`` to ``registry``."""
    registry.add(create_tool)
    registry.add(list_tools)
    registry.add(get_tool)
