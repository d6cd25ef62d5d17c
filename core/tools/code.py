"""The ``run_code`` tool: Python in the sandbox, what it prints goes back to the model."""

from __future__ import annotations

from typing import Any

from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry
from core.tools.sandbox import run_python

__all__ = ["register_code_tools", "run_code"]


def run_code(ctx: ToolContext, code: str) -> dict[str, Any]:
    """Run Python code and return what it prints. Use print() to show results.

    Args:
        code: A complete Python program using only the standard library.
    """
    # Each call is a fresh sandbox (core.tools.sandbox): no network, no files from
    # earlier calls, limited time and memory; a traceback comes back as stderr.
    return run_python(code, limits=ctx.sandbox).as_tool_output()


def register_code_tools(registry: ToolRegistry) -> None:
    """Add ``run_code`` to ``registry``."""
    registry.add(run_code)
