"""``request_user_help``: a run asks a person and waits for the answer (SPEC 3.1)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any, Literal

from sqlalchemy import select

from core.errors import RunPaused, ToolError
from core.storage import HelpRequest, Run
from core.storage.base import utcnow
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry
from core.vault import SECRET_NAME

__all__ = ["HELP_KINDS", "SECRET_KINDS", "register_help_tools", "request_user_help"]

HELP_KINDS = ("credentials", "two_fa", "confirmation", "choice", "other")
SECRET_KINDS = frozenset({"credentials", "two_fa"})
DEFAULT_TTL_S = 86400


def request_user_help(
    ctx: ToolContext,
    kind: Literal["credentials", "two_fa", "confirmation", "choice", "other"],
    message: str,
    options: list[str] | None = None,
    secret_name: str = "",
) -> dict[str, Any]:
    """Ask the person you are helping for something you cannot do or know yourself, and wait.

    Args:
        kind: credentials (a password or token), two_fa (a one-time code), confirmation
            (approve or deny an action), choice (pick one of options), other (free text).
        message: what you need and why, shown to the person.
        options: for kind choice, the options to pick from.
        secret_name: for credentials and two_fa, the name to save the secret under; use it
            later as {{secret:NAME}} in tool arguments.
    """
    if ctx.run_id is None:
        raise ToolError("request_user_help only works inside a run")
    message = " ".join(message.split())
    if not message:
        raise ToolError("message must say what you need")
    choices = [o.strip() for o in options or [] if o.strip()]
    if kind == "choice" and len(choices) < 2:
        raise ToolError("a choice needs at least two options")
    name = secret_name.strip()
    if kind in SECRET_KINDS:
        name = name or ("TWO_FA_CODE" if kind == "two_fa" else "CREDENTIAL")
        if not SECRET_NAME.match(name):
            raise ToolError("secret_name: use letters, digits, '_', '.', '-' (at most 64)")
    with ctx.db.session() as s:
        # A resumed run that asks again gets the answer it was already given.
        for old in s.scalars(
            select(HelpRequest).where(HelpRequest.run_id == ctx.run_id, HelpRequest.kind == kind)
        ):
            if old.status == "answered" and (
                kind not in SECRET_KINDS or old.extra.get("secret_name") == name
            ):
                return {"status": "answered", "answer": old.answer}
        run = s.get(Run, ctx.run_id)
        requester = run.user if run is not None else ""
        ttl = int(ctx.extras.get("help_request_ttl_s", DEFAULT_TTL_S))
        row = HelpRequest(
            run_id=ctx.run_id,
            kind=kind,
            message=message[:2000],
            options=choices[:10],
            extra={
                "secret_name": name,
                "requester": requester,
                "agent": ctx.agent,
                "expires_at": (utcnow() + timedelta(seconds=ttl)).isoformat(),
            },
        )
        s.add(row)
        s.flush()
        request_id = row.id
    raise RunPaused(request_id)


def register_help_tools(registry: ToolRegistry) -> None:
    registry.add(request_user_help)
