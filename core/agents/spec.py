"""Agent definitions as values: what a version contains and its content hash."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from typing import Any

from core.errors import ConfigurationError

__all__ = ["AgentSpec", "validate_name"]

_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")

DEFAULT_PARAMETERS: dict[str, Any] = {
    "temperature": 0.0,
    "max_steps": 4,
    "max_tokens": 256,
    "tool_choice_k": 3,
    # The first call may only use the best-matching tool when it matches the message this
    # many times better than the runner-up (see runtime.selection.route_first_call); 0: off.
    "tool_route_margin": 1.5,
    # Ask the user rather than run a call whose required values the conversation never
    # stated (tools that take facts from the user; see runtime.grounding).
    "ground_arguments": True,
    # A message that shares no word or shape with any tool (every selection score 0) is
    # answered with no tools shown: the 135M model otherwise calls one of the first
    # tools on offer for "What do bees make?". Off by default: an agent without
    # examples can need a tool whose words its users never say.
    "answer_unmatched": False,
    # After a tool ran, an answer whose numbers the conversation never stated is written
    # again with only stated numbers allowed (see runtime.faithful).
    "faithful_answers": True,
    "example_order": "similar",
    "examples": [],
    # How many few-shot examples a turn shows at most (the most relevant); 0: all that fit.
    "max_examples": 0,
    # Self-play guidance: tools the first turn must call, or ["answer"]; empty: free.
    "first_step": [],
    # ...and, for that first turn, the allowed values of some arguments: {"store": [...]}.
    "first_step_enums": {},
    # Where the agent's stores live for these runs; "": its own namespace (the task suite
    # gives each task run a fresh one, so no run recalls what an earlier run saved).
    "store_namespace": "",
    # Quick mode: no self-critique after a run and no lessons from critiques before it.
    "quick": False,
}


def validate_name(name: str) -> str:
    if not _NAME.match(name):
        raise ConfigurationError(
            f"agent name {name!r} must be 1-64 lowercase letters, digits, '-' or '_', "
            "starting with a letter"
        )
    return name


@dataclass(frozen=True, kw_only=True)
class AgentSpec:
    """One immutable agent version.

    ``parameters`` may evolve between versions (temperature, step limit, few-shot
    ``examples``); ``constraints`` are the owner's limits (``max_tokens``,
    ``allowed_tools``, ``forbidden_patterns``) that evolution never changes.
    """

    name: str
    system_prompt: str
    tools: tuple[str, ...] = ()
    parameters: dict[str, Any] = field(default_factory=dict)
    constraints: dict[str, Any] = field(default_factory=dict)
    model: str = ""
    description: str = ""
    version: int = 1
    version_id: int | None = None

    def __post_init__(self) -> None:
        validate_name(self.name)
        allowed = self.constraints.get("allowed_tools")
        if allowed is not None:
            extra = [t for t in self.tools if t not in allowed]
            if extra:
                raise ConfigurationError(
                    f"agent {self.name}: tools {extra} are not in its allowed_tools constraint"
                )
        for pattern in self.constraints.get("forbidden_patterns", []):
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ConfigurationError(
                    f"agent {self.name}: forbidden pattern {pattern!r} is not a regex: {exc}"
                ) from None

    def param(self, key: str) -> Any:
        return self.parameters.get(key, DEFAULT_PARAMETERS.get(key))

    @property
    def max_tokens(self) -> int:
        wanted = int(self.param("max_tokens"))
        cap = self.constraints.get("max_tokens")
        return min(wanted, int(cap)) if cap else wanted

    def content_hash(self) -> str:
        """SHA-256 of everything that changes behaviour (not the version number)."""
        payload = json.dumps(
            {
                "system_prompt": self.system_prompt,
                "tools": list(self.tools),
                "parameters": self.parameters,
                "constraints": self.constraints,
                "model": self.model,
            },
            sort_keys=True,
            ensure_ascii=False,
        )
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()
