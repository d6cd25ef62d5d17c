"""Builds the messages the model sees for one turn.

The system message carries the agent's prompt, one line per tool and the reply
format. Few-shot examples (agent parameter ``examples``) are rendered as real
earlier turns, which a 135M model imitates far more reliably than prose rules.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from core.agents.spec import AgentSpec
from core.models.base import ChatMessage
from core.runtime.protocol import render_tool_list
from core.tools.registry import Tool

__all__ = ["answer_text", "build_messages", "call_text", "result_message", "system_message"]

_FORMAT = (
    "Reply with one JSON object only. To use a tool: "
    '{"tool": "<name>", "args": {...}}. To reply to the user: {"answer": "<text>"}.'
)


def call_text(name: str, arguments: dict[str, Any]) -> str:
    return json.dumps({"tool": name, "args": arguments}, ensure_ascii=False)


def answer_text(text: str) -> str:
    return json.dumps({"answer": text}, ensure_ascii=False)


def result_message(name: str, result: Any) -> ChatMessage:
    """How a tool's result (or error) is shown to the model."""
    body = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)
    return ChatMessage("user", f"Result of {name}: {body}")


def system_message(agent: AgentSpec, tools: Iterable[Tool]) -> ChatMessage:
    tool_list = render_tool_list(tools)
    parts = [agent.system_prompt.strip()]
    if tool_list:
        parts.append("Tools:\n" + tool_list)
    parts.append(_FORMAT)
    return ChatMessage("system", "\n\n".join(parts))


def _example_messages(examples: Sequence[dict[str, Any]]) -> list[ChatMessage]:
    messages: list[ChatMessage] = []
    for ex in examples:
        messages.append(ChatMessage("user", str(ex["user"])))
        for step in ex.get("steps", []):
            messages.append(ChatMessage("assistant", call_text(step["tool"], step["args"])))
            messages.append(result_message(step["tool"], step["result"]))
        messages.append(ChatMessage("assistant", answer_text(str(ex["answer"]))))
    return messages


def build_messages(
    agent: AgentSpec,
    tools: Sequence[Tool],
    user_message: str,
    *,
    history: Sequence[ChatMessage] = (),
    examples: Sequence[dict[str, Any]] = (),
) -> list[ChatMessage]:
    """System prompt, few-shot examples, earlier conversation, then the new message."""
    return [
        system_message(agent, tools),
        *_example_messages(examples),
        *history,
        ChatMessage("user", user_message),
    ]
