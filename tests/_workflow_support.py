"""Agents, a scripted model and graphs shared by the workflow tests."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from core.agents.spec import AgentSpec
from core.models.base import ChatMessage
from core.models.scripted import ScriptedModel
from core.services import Services

AGENTS = {
    "researcher": "You are the researcher. Collect facts about the topic in one sentence.",
    "writer": "You are the writer. Write a short summary of the notes.",
    "reviewer": "You are the reviewer. Answer APPROVED if the summary is fine, else REVISE.",
}


def add_agents(services: Services, *, max_tokens: int = 256) -> None:
    for name, prompt in AGENTS.items():
        services.agents.create(
            AgentSpec(
                name=name,
                system_prompt=prompt,
                parameters={"max_steps": 1, "tool_choice_k": 0, "max_tokens": max_tokens},
            )
        )


def shout(text: str) -> str:
    """Upper-case a text.

    Args:
        text: the text.
    """
    return text.upper()


def team_model(reviews: Sequence[str] = ("REVISE", "APPROVED")) -> ScriptedModel:
    """Each agent answers by its system prompt; the reviewer says ``reviews`` in turn."""
    said = list(reviews)

    def reply(messages: Sequence[ChatMessage]) -> str:
        system, text = messages[0].content, messages[-1].content
        if "the researcher" in system:
            return json.dumps({"answer": f"facts about {text}"})
        if "the writer" in system:
            return json.dumps({"answer": f"summary of ({text})"})
        if "the reviewer" in system:
            return json.dumps({"answer": said.pop(0) if len(said) > 1 else said[0]})
        return json.dumps({"answer": "ok"})

    return ScriptedModel([reply] * 1000)


# fetch -> write -> review -> check: APPROVED? publish : again (loop back to write, 3x)
REVIEW_LOOP: dict[str, Any] = {
    "steps": [
        {
            "id": "fetch",
            "kind": "agent",
            "agent": "researcher",
            "input": "{{input}}",
            "next": "write",
        },
        {
            "id": "write",
            "kind": "agent",
            "agent": "writer",
            "input": "Notes: {{steps.fetch.output}}",
            "next": "review",
        },
        {
            "id": "review",
            "kind": "agent",
            "agent": "reviewer",
            "input": "Summary: {{steps.write.output}}",
            "next": "check",
        },
        {
            "id": "check",
            "kind": "condition",
            "on": "review",
            "op": "contains",
            "value": "APPROVED",
            "then": "publish",
            "else": "again",
        },
        {"id": "again", "kind": "loop", "to": "write", "max_iterations": 3, "next": "publish"},
        {
            "id": "publish",
            "kind": "tool",
            "tool": "shout",
            "args": {"text": "{{steps.write.output}}"},
        },
    ],
    "output": "{{steps.publish.output}}",
}

FAN_OUT: dict[str, Any] = {
    "steps": [
        {"id": "split", "kind": "parallel", "branches": ["a", "b"], "join": "merge"},
        {"id": "a", "kind": "agent", "agent": "researcher", "input": "{{input}}", "next": "merge"},
        {"id": "b", "kind": "agent", "agent": "writer", "input": "{{input}}", "next": "merge"},
        {"id": "merge", "kind": "join", "next": "final"},
        {"id": "final", "kind": "agent", "agent": "reviewer", "input": "{{steps.merge.output}}"},
    ]
}


def prepare(services: Services) -> Services:
    """The three agents and the ``shout`` tool on ``services``."""
    add_agents(services)
    services.tools.add(shout)
    return services


def services_with_team(make: Callable[..., Services], model: Any) -> Services:
    return prepare(make(model))
