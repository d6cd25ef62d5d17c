"""Procedural function-calling data: synthetic tools, requests and their checkers.

Offline and without a teacher model: function families (``families``) with a
fixed train / held-out split, requests with exact expected turns
(``requests``), an automatic checker per case (``checkers``), and training and
evaluation examples in the runtime's own prompt format (``examples``).
"""

from core.toolgen.cases import CASE_KINDS, Case, CaseKind
from core.toolgen.checkers import check_case, compare_arguments
from core.toolgen.evaluate import CaseResult, ToolUseReport, evaluate_tool_use
from core.toolgen.examples import (
    DEFAULT_AGENT,
    EvalCase,
    eval_cases,
    sft_example,
    write_sft_dataset,
)
from core.toolgen.families import FAMILIES, HELDOUT, TRAIN, families_for, family
from core.toolgen.requests import generate_cases
from core.toolgen.spec import Family, Param
from core.toolgen.tools import GeneratedTool, make_tool, registry_for

__all__ = [
    "CASE_KINDS",
    "DEFAULT_AGENT",
    "FAMILIES",
    "HELDOUT",
    "TRAIN",
    "Case",
    "CaseKind",
    "CaseResult",
    "EvalCase",
    "Family",
    "GeneratedTool",
    "Param",
    "ToolUseReport",
    "check_case",
    "compare_arguments",
    "eval_cases",
    "evaluate_tool_use",
    "families_for",
    "family",
    "generate_cases",
    "make_tool",
    "registry_for",
    "sft_example",
    "write_sft_dataset",
]
