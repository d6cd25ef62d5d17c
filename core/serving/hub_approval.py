"""An administrator's approval before a dataset leaves for the hub (SPEC 6.12).

A run that wants to publish a dataset version asks through the help-request
mechanism (``core.help``): a confirmation card that only an administrator may
answer (``extra["admin_only"]``), shown in the run's conversation and in the
admin channel. The request names the exact bytes to publish (their SHA-256)
and the repository; once an administrator approves, the resumed run finds the
answer and publishes those bytes, and only those.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NoReturn

from sqlalchemy import select

from core.admin import admin_request, is_chat_admin
from core.errors import RunPaused
from core.settings import Settings
from core.storage import Database, HelpRequest, Run

__all__ = ["Approval", "approval_for", "ask_for_approval"]

_KEY = "hub_dataset"


@dataclass(frozen=True, slots=True)
class Approval:
    """Who allowed publishing the dataset bytes with ``sha256`` to ``repo``."""

    repo: str
    sha256: str
    approved_by: str
    request_id: int | None = None  # None: an operator confirmed at the command line


def _matches(row: HelpRequest, repo: str, sha256: str) -> bool:
    wanted = row.extra.get(_KEY) or {}
    return bool(wanted.get("repo") == repo and wanted.get("sha256") == sha256)


def approval_for(
    db: Database, settings: Settings, run_id: int, *, repo: str, sha256: str
) -> Approval | HelpRequest | None:
    """The approval given in run ``run_id`` for these bytes and repo.

    Returns an ``Approval`` when an administrator approved, the ``HelpRequest``
    while it waits or after it was declined (``extra["denied"]``), and ``None``
    when nobody was asked yet. An answer from someone who is not an
    administrator (the card refuses them; this checks again) does not count.
    """
    with db.session() as s:
        run = s.get(Run, run_id)
        platform = run.platform if run is not None else ""
        rows = [
            r
            for r in s.scalars(
                select(HelpRequest)
                .where(HelpRequest.run_id == run_id, HelpRequest.kind == "confirmation")
                .order_by(HelpRequest.id.desc())
            )
            if _matches(r, repo, sha256)
        ]
        s.expunge_all()
    for row in rows:
        if row.status == "pending":
            return row
        if row.status != "answered":
            continue
        if row.extra.get("denied"):
            return row
        if is_chat_admin(settings, platform, row.answered_by):
            return Approval(repo, sha256, row.answered_by, row.id)
    return None


def ask_for_approval(
    db: Database,
    run_id: int,
    *,
    agent: str,
    repo: str,
    dataset: str,
    rows: int,
    sha256: str,
    ttl_s: int,
) -> NoReturn:
    """File the admin-only confirmation request and pause the run (raises ``RunPaused``)."""
    message = (
        f"Publish dataset {dataset} ({rows} rows, sha256 {sha256[:12]}) to the hub repository "
        f"{repo}? Secrets and personal data were scrubbed again; an administrator must approve."
    )
    with db.session() as s:
        row = admin_request(
            run_id,
            agent=agent,
            message=message,
            ttl_s=ttl_s,
            extra={_KEY: {"repo": repo, "sha256": sha256, "dataset": dataset, "rows": rows}},
        )
        s.add(row)
        s.flush()
        request_id = row.id
    raise RunPaused(request_id)
