"""Tool registry: JSON schema from the signature, description from the docstring.

A tool is a plain function (sync or async). If its first parameter is annotated
``ToolContext`` it receives the per-call context (agent namespace, run id,
services); the model never sees that parameter.
"""

from __future__ import annotations

import asyncio
import inspect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from core.errors import Conflict, RunPaused, ToolError
from core.tools.context import ToolContext

__all__ = ["Tool", "ToolRegistry"]

_NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")


def _doc_parts(fn: Callable[..., Any]) -> tuple[str, dict[str, str]]:
    """Split a Google-style docstring into its summary and per-argument text."""
    doc = inspect.getdoc(fn) or ""
    summary_lines: list[str] = []
    args: dict[str, str] = {}
    in_args = False
    current = ""
    for line in doc.splitlines():
        stripped = line.strip()
        if stripped in {"Args:", "Arguments:", "Parameters:"}:
            in_args = True
            continue
        if in_args:
            match = re.match(r"^(\w+)(?:\s*\(.*?\))?:\s*(.*)$", stripped)
            if match and line.startswith((" ", "\t")):
                current = match.group(1)
                args[current] = match.group(2)
            elif stripped and current:
                args[current] += " " + stripped
            elif not stripped:
                in_args = False
            continue
        summary_lines.append(line)
    summary = " ".join(" ".join(summary_lines).split())
    return summary, args


def _wants_context(param: inspect.Parameter) -> bool:
    annotation = param.annotation
    return annotation is ToolContext or annotation == "ToolContext"


@dataclass(slots=True)
class Tool:
    """A callable the model may invoke by name with JSON arguments."""

    name: str
    description: str
    function: Callable[..., Any]
    arguments_model: type[BaseModel]
    takes_context: bool = False
    internet: bool = False
    # Whether its required arguments are facts the user states (an API's parameters),
    # so a value nobody said was made up (core.runtime.grounding).
    ground_arguments: bool = False
    # Whether it changes what the agent keeps (saves or deletes an entry): a question is
    # no request to run it (core.runtime.writes).
    writes: bool = False
    metadata: dict[str, Any] = field(default_factory=dict)
    # What the tool can reach right now (e.g. the keys a store holds), as short texts that
    # tool selection matches against a request (core.runtime.selection).
    cues: Callable[[ToolContext], list[str]] | None = None

    @property
    def parameters(self) -> dict[str, Any]:
        """The JSON schema of the arguments, as shown to the model."""
        schema = self.arguments_model.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        return schema

    def validate(self, arguments: Any) -> dict[str, Any]:
        """Check arguments against the schema; raises ``ToolError`` saying what is wrong."""
        if not isinstance(arguments, dict):
            raise ToolError(f"arguments for {self.name} must be a JSON object")
        try:
            model = self.arguments_model.model_validate(arguments)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
                for e in exc.errors()
            )
            raise ToolError(f"invalid arguments for {self.name}: {problems}") from None
        return {k: getattr(model, k) for k in type(model).model_fields}

    async def call(self, arguments: Any, ctx: ToolContext) -> Any:
        """Validate and run; any exception becomes a ``ToolError``."""
        kwargs = self.validate(arguments)
        args: tuple[Any, ...] = (ctx,) if self.takes_context else ()
        try:
            if inspect.iscoroutinefunction(self.function):
                return await self.function(*args, **kwargs)
            return await asyncio.to_thread(self.function, *args, **kwargs)
        except (ToolError, RunPaused):
            raise
        except Exception as exc:
            raise ToolError(f"{self.name} failed: {type(exc).__name__}: {exc}") from exc

    @classmethod
    def from_function(
        cls,
        fn: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        internet: bool = False,
        cues: Callable[[ToolContext], list[str]] | None = None,
        writes: bool = False,
    ) -> Tool:
        tool_name = name or fn.__name__
        if not _NAME.match(tool_name):
            raise ValueError(f"tool name {tool_name!r} must match {_NAME.pattern}")
        summary, arg_docs = _doc_parts(fn)
        params = list(inspect.signature(fn, eval_str=True).parameters.values())
        takes_context = bool(params) and _wants_context(params[0])
        if takes_context:
            params = params[1:]
        fields: dict[str, Any] = {}
        for param in params:
            if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
                raise ValueError(f"tool {tool_name}: *args/**kwargs are not supported")
            annotation = Any if param.annotation is inspect.Parameter.empty else param.annotation
            default = ... if param.default is inspect.Parameter.empty else param.default
            fields[param.name] = (
                annotation,
                Field(default, description=arg_docs.get(param.name) or None),
            )
        model = create_model(
            f"{tool_name}_arguments", __config__=ConfigDict(extra="forbid"), **fields
        )
        return cls(
            name=tool_name,
            description=description or summary,
            function=fn,
            arguments_model=cast(type[BaseModel], model),
            takes_context=takes_context,
            internet=internet,
            cues=cues,
            writes=writes,
        )


class ToolRegistry:
    """Named tools; registering a second tool under a taken name is an error."""

    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        for tool in tools:
            self.add_tool(tool)

    def add_tool(self, tool: Tool) -> Tool:
        if tool.name in self._tools:
            raise Conflict(f"a tool named {tool.name!r} is already registered")
        self._tools[tool.name] = tool
        return tool

    def add(
        self,
        fn: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        internet: bool = False,
        cues: Callable[[ToolContext], list[str]] | None = None,
        writes: bool = False,
    ) -> Tool:
        return self.add_tool(
            Tool.from_function(
                fn, name=name, description=description, internet=internet, cues=cues, writes=writes
            )
        )

    def tool(
        self, *, name: str | None = None, internet: bool = False
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Decorator form of :meth:`add`; returns the function unchanged."""

        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            self.add(fn, name=name, internet=internet)
            return fn

        return register

    def get(self, name: str) -> Tool:
        try:
            return self._tools[name]
        except KeyError:
            known = ", ".join(sorted(self._tools)) or "none"
            raise ToolError(f"unknown tool {name!r}; available tools: {known}") from None

    def remove(self, name: str) -> None:
        self._tools.pop(name, None)

    def subset(self, names: Iterable[str]) -> ToolRegistry:
        """A registry with only ``names``, in that order (unknown names are skipped)."""
        return ToolRegistry(self._tools[n] for n in names if n in self._tools)

    def names(self) -> list[str]:
        return list(self._tools)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)
