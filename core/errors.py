"""strop's exceptions, grouped by who has to act on them.

- ``ModelRetry``: the model produced something unusable; tell it and let it try again.
- ``ToolError``: a tool failed; the failure is recorded and shown to the model.
- ``ConfigurationError``: the operator must fix a setting or an argument.
- ``ModelUnavailable``: the model backend could not be reached or failed; retry later.
- ``QueueUnavailable``: the job queue (Redis) could not be reached; retry later.
- ``GuardrailBlocked``: a policy refused an action.
- ``NotFound`` / ``Conflict``: lookups and uniqueness in storage.

Edges (CLI, bots, API) turn these into user-facing text; nothing below them prints.
"""

from __future__ import annotations

__all__ = [
    "ConfigurationError",
    "Conflict",
    "GuardrailBlocked",
    "ModelRetry",
    "ModelUnavailable",
    "NotFound",
    "QueueUnavailable",
    "RunPaused",
    "StropError",
    "ToolError",
]


class StropError(Exception):
    """Base class of every error strop raises on purpose."""


class ModelRetry(StropError):
    """The model's output could not be used; the message says what to fix."""


class ToolError(StropError):
    """A tool call failed (bad arguments, an exception, a limit hit)."""


class ConfigurationError(StropError):
    """A setting or argument is missing or invalid; the message names it."""


class ModelUnavailable(StropError):
    """The model backend could not be reached or failed."""


class QueueUnavailable(StropError):
    """The job queue (Redis) could not be reached; the caller should try again later."""


class GuardrailBlocked(StropError):
    """A guardrail refused the action."""


class RunPaused(StropError):
    """A tool asked a person for something; the run waits for the answer (SPEC 3.1)."""

    def __init__(self, help_request_id: int, message: str = "") -> None:
        super().__init__(message or f"waiting for an answer to help request {help_request_id}")
        self.help_request_id = help_request_id


class NotFound(StropError):
    """The named object does not exist."""


class Conflict(StropError):
    """The object exists already or the change conflicts with stored state."""
