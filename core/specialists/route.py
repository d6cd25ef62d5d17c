"""Which tool a person's request is about, so a specialist bound to it can answer.

The prediction is the tool selection's own score (:func:`core.runtime.selection.tool_score`:
word overlap with each tool's description and the few-shot examples that use it),
taken only when one tool clearly wins: a near tie means the words cannot tell the
tools apart, and a request sent to the wrong specialist is answered worse than by
the generalist. Nothing is predicted while no instance is bound to a tool, so the
request path pays one small query and no scoring.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from core.critique.domain import MIN_SCORE
from core.runtime.selection import LexicalSimilarity, Similarity, tool_score
from core.specialists.bound import any_specialist
from core.tools.registry import Tool

if TYPE_CHECKING:
    from core.agents.spec import AgentSpec
    from core.services import Services

__all__ = ["MIN_SCORE", "WIN_RATIO", "request_tool", "tool_for_request"]

# The best tool must score this many times the runner-up. Measured on the assistant's
# tools: arithmetic requests give run_code 2-5x the next tool ("What is 987 * 6543?":
# 0.43 vs 0.09), while a greeting ("hi, how are you today?") scores 0.11 vs 0.09, a tie.
WIN_RATIO = 1.5


def tool_for_request(
    text: str,
    tools: Sequence[Tool],
    *,
    examples: Sequence[dict[str, Any]] = (),
    sim: Similarity | None = None,
) -> str | None:
    """The tool ``text`` is about, when one clearly wins; else ``None``.

    Its score must reach ``MIN_SCORE`` (below it, overlap is chance) and be at least
    ``WIN_RATIO`` times the second best.
    """
    sim = sim or LexicalSimilarity()
    scores = sorted(
        ((tool_score(t, examples, text, sim), t.name) for t in tools),
        key=lambda pair: pair[0],
        reverse=True,
    )
    if not scores or scores[0][0] < MIN_SCORE:
        return None
    best, name = scores[0]
    runner_up = scores[1][0] if len(scores) > 1 else 0.0
    return name if best >= WIN_RATIO * runner_up else None


def request_tool(services: Services, agent: AgentSpec, text: str) -> str | None:
    """The tool to route ``text`` on, or ``None`` while no active instance is bound to one."""
    if not any_specialist(services.db):
        return None
    tools = list(services.tools.subset(agent.tools))
    return tool_for_request(text, tools, examples=list(agent.param("examples") or []))
