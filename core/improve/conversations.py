"""Turns a recorded run back into the chat it was: the input of training examples."""

from __future__ import annotations

from typing import Any

__all__ = ["last_model_call", "run_conversation"]

Message = dict[str, str]


def last_model_call(run: dict[str, Any]) -> dict[str, Any] | None:
    """The last ``llm_call`` span of the run's last attempt, or ``None``."""
    attempts = run.get("attempts") or []
    calls = [s for s in attempts[-1]["spans"] if s["kind"] == "llm_call"] if attempts else []
    return calls[-1] if calls else None


def run_conversation(run: dict[str, Any], *, keep_examples: bool = False) -> list[Message] | None:
    """The last attempt's full chat (system, turns, tool results, final reply), or ``None``.

    The runtime's few-shot turns are left out unless ``keep_examples``: filters,
    near-duplicate removal and pairing work on the run's own turns, and the last step
    of data generation puts the examples back as context (``core.improve.few_shot``).
    """
    last = last_model_call(run)
    if last is None:
        return None
    messages: list[Message] = [
        {"role": str(m["role"]), "content": str(m["content"])} for m in last["input"]["messages"]
    ]
    if not keep_examples:
        skip = int(last["input"].get("example_messages", 0))
        messages = messages[:1] + messages[1 + skip :]
    messages.append({"role": "assistant", "content": str(last["output"].get("text", ""))})
    return messages
