"""Tools agents can call, and the registry that describes them to the model."""

from core.tools.context import FetchLimits, SandboxLimits, ToolContext
from core.tools.registry import Tool, ToolRegistry

__all__ = ["FetchLimits", "SandboxLimits", "Tool", "ToolContext", "ToolRegistry"]
