"""A real ``Tool`` from a generated family, so the runtime can call it end to end.

The tool checks its arguments against the family's JSON schema (as a code tool
created with ``create_tool`` does), fills in the defaults of optional ones and
returns the family's deterministic result for them.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from jsonschema import Draft202012Validator
from pydantic import BaseModel, ConfigDict

from core.errors import ToolError
from core.toolgen.families import family
from core.toolgen.requests import with_defaults
from core.toolgen.spec import Family
from core.tools.registry import Tool, ToolRegistry

__all__ = ["GeneratedTool", "make_tool", "registry_for"]


class _SchemaArguments(BaseModel):
    """Stand-in model: a generated tool's arguments are checked against its JSON schema."""

    model_config = ConfigDict(extra="allow")


@dataclass(slots=True)
class GeneratedTool(Tool):
    """A tool backed by a synthetic family."""

    input_schema: dict[str, Any] = field(default_factory=dict)

    @property
    def parameters(self) -> dict[str, Any]:
        return copy.deepcopy(self.input_schema)

    def validate(self, arguments: Any) -> dict[str, Any]:
        if not isinstance(arguments, dict):
            raise ToolError(f"arguments for {self.name} must be a JSON object")
        errors = sorted(
            Draft202012Validator(self.input_schema).iter_errors(arguments),
            key=lambda e: [str(p) for p in e.absolute_path],
        )
        if errors:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e.absolute_path) or 'arguments'}: {e.message}"
                for e in errors
            )
            raise ToolError(f"invalid arguments for {self.name}: {problems}")
        return with_defaults(family(self.name), arguments)


def _runner(fam: Family) -> Callable[..., Any]:
    def run(**arguments: Any) -> dict[str, Any]:
        return fam.result(arguments)

    return run


def make_tool(fam: Family | str) -> GeneratedTool:
    """A callable tool for the family (or the family of that name)."""
    fam = family(fam) if isinstance(fam, str) else fam
    schema = fam.schema()
    Draft202012Validator.check_schema(schema)
    return GeneratedTool(
        name=fam.name,
        description=fam.tool_description(),
        function=_runner(fam),
        arguments_model=_SchemaArguments,
        metadata={"kind": "generated", "domain": fam.domain},
        input_schema=schema,
    )


def registry_for(names: tuple[str, ...] | list[str]) -> ToolRegistry:
    """A registry holding the generated tools named, in that order."""
    return ToolRegistry(make_tool(name) for name in names)
