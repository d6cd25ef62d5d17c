"""A global Bolt middleware that acknowledges and drops payloads strop cannot use.

Bolt's listener matching indexes into payloads (``actions[0]["action_id"]``,
``view["type"]``) and fails with a logged traceback and HTTP 500 on malformed
ones, and answers 404 (in Socket Mode: no acknowledgement at all) to kinds no
listener takes, such as shortcuts; Slack then retries or shows the person an
error. Such payloads are answered 200 here and never reach a listener.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from slack_bolt.middleware.async_middleware import AsyncMiddleware
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_bolt.response import BoltResponse

from bots.slack.blocks import FORM_CALLBACK_ID

__all__ = ["DropUnusable", "problem"]

log = logging.getLogger(__name__)

# Events API callbacks, button clicks and form submissions (slash commands have no type).
_HANDLED = frozenset({"event_callback", "block_actions", "view_submission"})


def _typed(value: Any, key: str) -> bool:
    return isinstance(value, dict) and isinstance(value.get(key), str)


def problem(body: Any) -> str:
    """What makes ``body`` unusable, or "" when a listener takes it and Bolt can match it."""
    if not isinstance(body, dict):
        return "not an object"
    kind = body.get("type")
    if kind is None and "command" in body:
        return ""  # a slash command
    if kind == "event_callback":
        return "" if _typed(body.get("event"), "type") else "event without a type"
    if kind == "block_actions":
        actions = body.get("actions")
        if isinstance(actions, list) and actions and all(_typed(a, "action_id") for a in actions):
            return ""
        return "actions without action ids"
    if kind == "view_submission":
        view = body.get("view")
        if not (isinstance(view, dict) and _typed(view, "type") and _typed(view, "callback_id")):
            return "view without a type or callback_id"
        return "" if view["callback_id"] == FORM_CALLBACK_ID else "a view strop did not open"
    return f"unsupported type {str(kind)[:40]!r}"


class DropUnusable(AsyncMiddleware):
    async def async_process(
        self,
        *,
        req: AsyncBoltRequest,
        resp: BoltResponse,
        next: Callable[[], Awaitable[BoltResponse]],
    ) -> BoltResponse | None:
        reason = problem(req.body)
        if reason:
            log.info("slack: ignored a %s payload: %s", req.mode, reason)
            return BoltResponse(status=200, body="")
        return await next()
