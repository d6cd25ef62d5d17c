"""A tool whose arguments are described by a JSON schema given with it.

Tools made at run time (``create_tool`` code tools, generated tool families)
have no Python signature to derive a schema from: the schema is the contract,
shown to the model as is and checked with ``jsonschema`` on every call.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from jsonschema import Draft202012Validator
from pydantic import BaseModel, ConfigDict

from core.errors import ToolError
from core.tools.registry import Tool

__all__ = ["SchemaArguments", "SchemaTool"]


class SchemaArguments(BaseModel):
    """Stand-in arguments model: a schema tool's arguments are checked against its schema."""

    model_config = ConfigDict(extra="allow")


@dataclass(slots=True)
class SchemaTool(Tool):
    """A ``Tool`` validated against ``input_schema`` (pass ``SchemaArguments`` as its model)."""

    input_schema: dict[str, Any] = field(default_factory=dict)
    # Tools made at run time take the facts of a request: a value nobody said is made up.
    ground_arguments: bool = True

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
        return self.completed(dict(arguments))

    def completed(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """The valid ``arguments`` as the function receives them (e.g. defaults filled in)."""
        return arguments
