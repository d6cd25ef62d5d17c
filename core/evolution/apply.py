"""Applying an evolution plan as a new agent version, and rolling back (SPEC 6.10).

Agents are never edited in place: ``AgentService.update`` stores a new version.
Plans change the system prompt, the tool list, the flow (``first_step``) and
parameters; ``constraints`` (the owner's limits) are always carried over as
they are, and a change that would break them fails with the version untouched.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from core.agents.service import AgentService
from core.agents.spec import AgentSpec
from core.errors import ConfigurationError, Conflict
from core.evolution.plan import Change, EvolutionPlan

__all__ = ["apply_changes", "apply_plan", "rollback"]

_FLOW_KEY = "first_step"


def _edit_prompt(prompt: str, change: Change) -> str:
    if change.op == "add":
        sentence = str(change.after).strip()
        if not prompt.strip():
            return sentence
        joiner = "\n" if "\n" in prompt.strip() else " "
        return prompt.rstrip() + joiner + sentence
    before = str(change.before)
    at = prompt.find(before)
    if at < 0:
        raise Conflict(f"the prompt no longer contains {before!r}")
    if change.op == "modify":
        return prompt[:at] + str(change.after) + prompt[at + len(before) :]
    # remove: the sentence and the spaces after it; a line left empty goes too.
    end = at + len(before)
    trailing = re.match(r"[ \t]*", prompt[end:])
    end += trailing.end() if trailing else 0
    edited = re.sub(r"\n[ \t]*\n", "\n", prompt[:at] + prompt[end:]).strip()
    return edited + "\n" if prompt.endswith("\n") else edited


def _edit_tools(tools: tuple[str, ...], change: Change) -> tuple[str, ...]:
    if change.op == "add":
        return tools if change.after in tools else (*tools, str(change.after))
    if change.op == "remove":
        return tuple(t for t in tools if t != change.before)
    return tuple(str(change.after) if t == change.before else t for t in tools)


def _edit_parameters(parameters: dict[str, Any], change: Change) -> dict[str, Any]:
    key = _FLOW_KEY if change.target == "flow" else change.key
    if not key:
        raise ConfigurationError("a parameters change must name its key")
    out = dict(parameters)
    if change.op == "remove":
        out.pop(key, None)
    else:
        out[key] = change.after
    return out


def apply_changes(spec: AgentSpec, changes: Sequence[Change]) -> dict[str, Any]:
    """The fields ``AgentService.update`` needs for ``changes`` (never ``constraints``)."""
    prompt, tools, parameters = spec.system_prompt, spec.tools, dict(spec.parameters)
    for change in changes:
        if change.target == "system_prompt":
            prompt = _edit_prompt(prompt, change)
        elif change.target == "tools":
            tools = _edit_tools(tools, change)
        elif change.target in ("parameters", "flow"):
            parameters = _edit_parameters(parameters, change)
        else:
            raise ConfigurationError(f"unknown change target {change.target!r}")
    return {"system_prompt": prompt, "tools": tools, "parameters": parameters}


def apply_plan(agents: AgentService, plan: EvolutionPlan, *, note: str = "") -> AgentSpec:
    """A new version of the plan's agent with its changes; ``Conflict`` if it moved on.

    Returns the current version unchanged when the changes change nothing.
    """
    current = agents.get(plan.agent)
    if current.version != plan.from_version:
        raise Conflict(
            f"{plan.agent} is at v{current.version}, the plan was made for v{plan.from_version}"
        )
    fields = apply_changes(current, plan.changes)
    new = agents.update(plan.agent, note=note or "evolution: " + plan.hypothesis.text, **fields)
    if new.constraints != current.constraints:  # AgentService must carry them over untouched
        raise ConfigurationError(f"evolving {plan.agent} changed its constraints")
    return new


def rollback(agents: AgentService, name: str, version: int, *, note: str = "") -> AgentSpec:
    """A new version equal to ``version`` in prompt, tools, parameters and model.

    The current ``constraints`` stay: the owner's limits are never rolled back by
    evolution. Rolling back to the current content returns the current version.
    """
    old = agents.get(name, version)
    return agents.update(
        name,
        note=note or f"rollback to v{version}",
        system_prompt=old.system_prompt,
        tools=old.tools,
        parameters=dict(old.parameters),
        model=old.model,
    )
