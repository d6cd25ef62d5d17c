"""Tool specialists (SPEC 6.6): per-tool signal, candidates, training and request routing.

A tool that fails often, with enough rated runs to learn from, gets a LoRA
instance trained on its own trajectories; it is bound to the tool (tag
``tool:NAME``) only if it beats what serves the tool now on the tool's held-out
tasks, and requests about the tool are then routed to it.
"""

from core.specialists.bound import Specialist, active_specialists, any_specialist, specialist_name
from core.specialists.candidates import MIN_FAILURE_RATE, Candidate, specialist_candidates
from core.specialists.route import request_tool, tool_for_request
from core.specialists.signals import ToolSignal, tool_signals
from core.specialists.tasks import MIN_EVAL_TASKS, tool_tasks
from core.specialists.train import SpecialistResult, train_specialist

__all__ = [
    "MIN_EVAL_TASKS",
    "MIN_FAILURE_RATE",
    "Candidate",
    "Specialist",
    "SpecialistResult",
    "ToolSignal",
    "active_specialists",
    "any_specialist",
    "request_tool",
    "specialist_candidates",
    "specialist_name",
    "tool_for_request",
    "tool_signals",
    "tool_tasks",
    "train_specialist",
]
