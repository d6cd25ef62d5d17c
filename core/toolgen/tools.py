"""A real ``Tool`` from a generated family, so the runtime can call it end to end.

The tool checks its arguments against the family's JSON schema (as a code tool
created with ``create_tool`` does), fills in the defaults of optional ones and
returns the family's deterministic result for them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from jsonschema import Draft202012Validator

from core.toolgen.families import family
from core.toolgen.requests import with_defaults
from core.toolgen.spec import Family
from core.tools.registry import ToolRegistry
from core.tools.schema_tool import SchemaArguments, SchemaTool

__all__ = ["GeneratedTool", "make_tool", "registry_for"]


@dataclass(slots=True)
class GeneratedTool(SchemaTool):
    """A tool backed by a synthetic family."""

    def completed(self, arguments: dict[str, Any]) -> dict[str, Any]:
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
        arguments_model=SchemaArguments,
        metadata={"kind": "generated", "domain": fam.domain},
        input_schema=schema,
    )


def registry_for(names: tuple[str, ...] | list[str]) -> ToolRegistry:
    """A registry holding the generated tools named, in that order."""
    return ToolRegistry(make_tool(name) for name in names)
