"""Generated cases as training examples and as evaluation cases.

A training example is the chat the runtime would show the model, built with
the runtime's own ``system_message`` (one line per shown tool, then the reply
format), the user's request, and the turns of a perfect model; a call is
followed by the tool's ``Result of ...`` message and an answer that reads it.
An evaluation case keeps the request, the real tools and the checker, for a
benchmark that runs a model on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.agents.spec import AgentSpec
from core.evals.checkers import CheckResult
from core.improve.datasets import write_dataset
from core.models.base import ChatMessage
from core.runtime.prompt import answer_text, call_text, result_message, system_message
from core.toolgen.cases import CALL_KINDS, Case, CaseKind
from core.toolgen.checkers import check_case
from core.toolgen.requests import generate_cases
from core.toolgen.spec import Split
from core.toolgen.tools import GeneratedTool, make_tool

__all__ = ["DEFAULT_AGENT", "EvalCase", "eval_cases", "sft_example", "write_sft_dataset"]

DEFAULT_AGENT = AgentSpec(
    name="assistant",
    system_prompt=(
        "You are a helpful assistant. Use a tool when one fits the request. If no tool "
        "fits, say that you have no suitable tool. If a required detail is missing, ask for it."
    ),
)


def _tools(case: Case) -> list[GeneratedTool]:
    return [make_tool(name) for name in case.tools]


def prompt_messages(case: Case, agent: AgentSpec = DEFAULT_AGENT) -> list[ChatMessage]:
    """What the model sees before its first turn: system message and the request."""
    return [system_message(agent, _tools(case)), ChatMessage("user", case.request)]


def sft_example(case: Case, agent: AgentSpec = DEFAULT_AGENT) -> dict[str, Any]:
    """``{"messages": [...]}`` in the trainer's format (``trainer.sft``)."""
    messages = prompt_messages(case, agent)
    if case.kind in CALL_KINDS:
        messages.append(ChatMessage("assistant", call_text(case.target, case.arguments)))
        messages.append(result_message(case.target, case.result))
    messages.append(ChatMessage("assistant", answer_text(case.answer)))
    return {"messages": [m.as_dict() for m in messages]}


@dataclass(frozen=True, slots=True)
class EvalCase:
    """One benchmark item: the prompt, the callable tools, and the checker."""

    case: Case
    messages: list[ChatMessage]
    tools: list[GeneratedTool]

    def check(self, turns: Sequence[str]) -> CheckResult:
        return check_case(self.case, turns)


def eval_cases(
    n: int, *, seed: int = 0, split: Split = "heldout", kinds: tuple[CaseKind, ...] | None = None
) -> list[EvalCase]:
    """``n`` evaluation cases, from the held-out families unless told otherwise."""
    cases = (
        generate_cases(split, n, seed=seed)
        if kinds is None
        else generate_cases(split, n, seed=seed, kinds=kinds)
    )
    return [EvalCase(c, prompt_messages(c), _tools(c)) for c in cases]


def write_sft_dataset(
    root: Path, n: int, *, seed: int = 0, name: str = "toolgen", agent: AgentSpec = DEFAULT_AGENT
) -> Path:
    """Write ``n`` train-split examples as the next version of dataset ``name``."""
    rows = (sft_example(c, agent) for c in generate_cases("train", n, seed=seed))
    meta = {"generator": "core.toolgen", "split": "train", "seed": seed}
    return write_dataset(root, name, rows, meta=meta)
