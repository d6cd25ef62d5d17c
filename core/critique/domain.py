"""Which domain a request belongs to, so lessons learned on one kind of request stay there.

A request's domain is the agent's tool it most resembles (``tool:calculator``),
scored the way tool selection scores tools: description, few-shot examples that
use the tool and its cues. A request that resembles no tool well enough is
``general``. No model is involved: the domain is known before the run starts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core.runtime.selection import LexicalSimilarity, Similarity, tool_score
from core.tools.registry import Tool

__all__ = ["GENERAL", "MIN_SCORE", "query_domain"]

GENERAL = "general"
# Word overlap (Jaccard) below this is chance: "what is the capital of France" and
# the calculator's description share nothing but stop words.
MIN_SCORE = 0.08


def query_domain(
    message: str,
    tools: Sequence[Tool],
    examples: Sequence[dict[str, Any]] = (),
    *,
    sim: Similarity | None = None,
    cues: Mapping[str, Sequence[str]] | None = None,
) -> str:
    """``tool:NAME`` for the best-matching tool, or ``general``."""
    sim = sim or LexicalSimilarity()
    cues = cues or {}
    best, best_score = GENERAL, MIN_SCORE
    for tool in tools:
        score = tool_score(tool, examples, message, sim, cues.get(tool.name, ()))
        if score > best_score:
            best, best_score = f"tool:{tool.name}", score
    return best
