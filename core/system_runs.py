"""System runs: strop asking an administrator something in chat on its own behalf.

A scheduled cycle that wants an architecture change approved, or the loop
monitor asking for a review, has no person's run to pause. It opens a *system
run* instead: a run in the admin conversation (``STROP_ADMIN_CHANNEL``) that
waits on one admin-only help request, shown there as a card by the chat
process's sweep (:func:`post_system_cards`). When the card is answered, the
run resumes through the handler its purpose names (:data:`HANDLERS`), not
through a model: the handler acts on the answer and its text becomes the
run's output, which the chat posts as the reply to the card.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from core.admin import admin_conversation, admin_request
from core.chat import ChatSurface
from core.settings import Settings
from core.storage import Database, HelpRequest, Run
from core.storage.base import utcnow

if TYPE_CHECKING:
    from core.services import Services

__all__ = [
    "HANDLERS",
    "SYSTEM_KEY",
    "Handler",
    "open_system_run",
    "post_system_cards",
    "resume_system_run",
    "system_purpose",
]

logger = logging.getLogger(__name__)

SYSTEM_KEY = "system"
# purpose -> "module:function"; the function is awaited as handler(services, ref, answers)
# and returns the text the run ends with. Imported lazily: they sit above this module.
HANDLERS: dict[str, str] = {
    "architecture": "core.architecture.approval:on_answer",
    "loop_health": "core.health.review:on_answer",
}
DEFAULT_TTL_S = 7 * 24 * 3600  # a week: an administrator may be away for the weekend

Handler = Callable[["Services", int, Sequence[HelpRequest]], Awaitable[str]]


def open_system_run(
    db: Database,
    settings: Settings,
    *,
    purpose: str,
    ref: int,
    agent: str,
    message: str,
    kind: str = "confirmation",
    options: Sequence[str] = (),
    extra: Mapping[str, Any] | None = None,
    ttl_s: int = DEFAULT_TTL_S,
) -> tuple[int, int]:
    """Open a run waiting on one admin-only request about ``ref``; returns (run id, request id).

    ``kind`` is ``confirmation`` (approve / deny) or ``choice`` (``options``).
    Without an admin channel the run is a terminal one: the request waits for
    an operator (``strop`` commands can answer it by id).
    """
    if purpose not in HANDLERS:
        raise ValueError(f"unknown system-run purpose {purpose!r}")
    conv = admin_conversation(settings)
    with db.session() as s:
        run = Run(
            agent_name=agent,
            model="strop",
            platform=conv.platform if conv else "terminal",
            workspace=conv.workspace if conv else "",
            channel=conv.channel if conv else "",
            user="strop",
            input=message,
            status="waiting_for_user",
            payload={SYSTEM_KEY: {"purpose": purpose, "ref": ref}},
        )
        s.add(run)
        s.flush()
        request = admin_request(
            run.id,
            agent=agent,
            message=message,
            ttl_s=ttl_s,
            extra=extra,
            kind=kind,
            options=options,
        )
        s.add(request)
        s.flush()
        return run.id, request.id


def system_purpose(db: Database, run_id: int) -> tuple[str, int] | None:
    """``(purpose, ref)`` when ``run_id`` is a system run, else ``None``."""
    with db.session() as s:
        payload = s.scalar(select(Run.payload).where(Run.id == run_id))
    marker = (payload or {}).get(SYSTEM_KEY)
    if not isinstance(marker, dict) or marker.get("purpose") not in HANDLERS:
        return None
    return str(marker["purpose"]), int(marker.get("ref", 0))


def _handler(purpose: str) -> Handler:
    module, _, name = HANDLERS[purpose].partition(":")
    handler: Handler = getattr(importlib.import_module(module), name)
    return handler


async def resume_system_run(services: Services, run_id: int) -> str:
    """Hand the answered requests of system run ``run_id`` to its purpose's handler.

    Returns the run's final status. A run still waiting, or already finished
    (two resumes at once), is left as it is.
    """
    found = system_purpose(services.db, run_id)
    if found is None:
        raise ValueError(f"run {run_id} is not a system run")
    purpose, ref = found
    with services.db.session() as s:
        run = s.get(Run, run_id, with_for_update=True)
        assert run is not None
        rows = list(
            s.scalars(
                select(HelpRequest).where(HelpRequest.run_id == run_id).order_by(HelpRequest.id)
            )
        )
        if run.status != "waiting_for_user" or any(r.status == "pending" for r in rows):
            return run.status
        run.status, run.started_at = "running", utcnow()
        s.expunge_all()
    answered = [r for r in rows if r.status == "answered"]
    try:
        text = await _handler(purpose)(services, ref, answered)
        status, error = "done", ""
    except Exception as exc:  # the answer is kept on the request; the run says what failed
        logger.exception("system run %s (%s %s) failed", run_id, purpose, ref)
        text, status, error = "", "failed", f"{type(exc).__name__}: {exc}"
    with services.db.session() as s:
        row = s.get(Run, run_id)
        assert row is not None
        row.status, row.output, row.error, row.finished_at = status, text, error, utcnow()
    return status


async def post_system_cards(services: Services, surfaces: Mapping[str, ChatSurface]) -> int:
    """Show the cards of system runs nobody has seen yet in the admin channel."""
    from core.help import HelpDesk

    conv = admin_conversation(services.settings)
    surface = surfaces.get(conv.platform) if conv is not None else None
    if conv is None or surface is None:
        return 0  # kept until a process connected to that platform shows them
    with services.db.session() as s:
        run_ids = list(
            s.scalars(
                select(Run.id).where(
                    Run.status == "waiting_for_user",
                    Run.platform == conv.platform,
                    Run.channel == conv.channel,
                    Run.user == "strop",
                )
            )
        )
    desk, shown = HelpDesk(services), 0
    for run_id in run_ids:
        if system_purpose(services.db, run_id) is not None:
            shown += await desk.present(run_id, surface, conv)
    return shown
