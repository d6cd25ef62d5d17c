"""Letting a model phrase the sentences a plan adds, with strict validation.

The model sees only the fixed remedy sentence (never a rater's comment) and
may reword it in one short sentence. The result is kept only when it is one
plain sentence, does not read as an injection, and still asks for the right
thing by the same cues credit assignment uses; otherwise the remedy stays.
"""

from __future__ import annotations

import re
from dataclasses import replace

from core.errors import StropError
from core.evolution.aspects import Aspect
from core.evolution.plan import Change, EvolutionPlan
from core.evolution.prompt_credit import BLAMED, NOT_FOLLOWED, prompt_credit
from core.guardrails.sanitize import looks_injected
from core.models.base import ChatMessage, ModelClient

__all__ = ["phrase_plan", "valid_sentence"]

_MAX_CHARS = 160
_MAX_WORDS = 25
_PLAIN = re.compile(r"^[\w ,;:'’()\-]+[.!]$", re.UNICODE)
_SYSTEM = (
    "You edit instructions for an assistant. Rewrite the instruction you are given as "
    "one short, clear sentence with the same meaning. Reply with the sentence only."
)


def _verdict(sentence: str, aspect: str, direction: str) -> str:
    (credit,) = prompt_credit(sentence, [Aspect(aspect, direction, 1.0)])
    return credit.verdict


def valid_sentence(sentence: str, remedy: str, aspect: str, direction: str) -> bool:
    """Whether ``sentence`` may replace ``remedy`` in a prompt."""
    words = sentence.split()
    if not 3 <= len(words) <= _MAX_WORDS or len(sentence) > _MAX_CHARS:
        return False
    if "\n" in sentence or not _PLAIN.match(sentence) or looks_injected(sentence):
        return False
    verdict = _verdict(sentence, aspect, direction)
    if verdict == BLAMED:
        return False
    return _verdict(remedy, aspect, direction) != NOT_FOLLOWED or verdict == NOT_FOLLOWED


async def _phrase(change: Change, model: ModelClient) -> Change:
    remedy = str(change.after)
    try:
        completion = await model.complete(
            [ChatMessage("system", _SYSTEM), ChatMessage("user", f"Instruction: {remedy}")],
            max_tokens=48,
            temperature=0.0,
        )
    except StropError:
        return change  # the model is down: the fixed remedy is a fine sentence
    sentence = completion.text.strip().strip('"').strip()
    if not valid_sentence(sentence, remedy, change.aspect, change.direction):
        return change
    return replace(change, after=sentence, reason=f"{change.reason} (phrased by {model.model_id})")


async def phrase_plan(plan: EvolutionPlan, model: ModelClient) -> EvolutionPlan:
    """``plan`` with its added or rewritten prompt sentences phrased by ``model`` where valid."""
    changes = []
    for change in plan.changes:
        if change.target == "system_prompt" and change.op in ("add", "modify"):
            change = await _phrase(change, model)
        changes.append(change)
    return plan.with_changes(changes)
