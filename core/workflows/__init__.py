"""Workflows: versioned graphs of agent, tool, condition, loop, parallel and human steps.

The engine (``core.workflows.engine``, which runs steps with
``core.workflows.steps``), the chat side (``core.workflows.chat``) and the
designer's drafts (``core.workflows.design``) are imported where they are
used: they need ``core.services``, which itself registers the workflow tools.
"""

from core.workflows.checks import validate_graph
from core.workflows.outline import outline
from core.workflows.spec import StepSpec, WorkflowGraph, parse_graph
from core.workflows.store import WorkflowInfo, WorkflowService

__all__ = [
    "StepSpec",
    "WorkflowGraph",
    "WorkflowInfo",
    "WorkflowService",
    "outline",
    "parse_graph",
    "validate_graph",
]
