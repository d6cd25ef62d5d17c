"""An administrator's answer to an architecture proposal, and what follows from it.

The confirmation card is admin-only (``core.help`` refuses anyone else); the
answer is checked again here, since a proposal spends CPU time and may change
which model serves. A denial closes the proposal and nothing is trained; an
approval builds it (:func:`core.architecture.build.build_architecture`) and
the text that comes back summarises what the gate decided. The same function
settles a proposal whether its card was on a system run (a cycle's proposal,
through :func:`on_answer`) or on an agent's own run (the tool, resumed).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from core.admin import is_chat_admin
from core.architecture.propose import PROPOSAL_KEY, load_proposal
from core.storage import ArchitectureProposal, HelpRequest, Run
from core.storage.base import utcnow

if TYPE_CHECKING:
    from core.services import Services

__all__ = ["describe_result", "on_answer", "settle"]

Say = Callable[[str], None]


def _platform(services: Services, run_id: int) -> str:
    with services.db.session() as s:
        return str(s.scalar(select(Run.platform).where(Run.id == run_id)) or "")


def describe_result(proposal_id: int, result: dict[str, Any]) -> str:
    """One reply for the admin: what was built and what the gate decided."""
    status = result.get("status", "")
    if status == "failed":
        return f"Architecture proposal {proposal_id} failed: {result.get('error', '')}"
    before = result.get("before", {}).get("success")
    after = result.get("after", {}).get("success")
    figures = (
        f"{result.get('params', 0) / 1e6:.1f}M parameters, {result.get('steps', 0)} steps in "
        f"{result.get('seconds', 0):.0f} s; held-out success {before} -> {after}"
    )
    if status == "promoted":
        return (
            f"Architecture proposal {proposal_id} promoted: {figures}. Instance "
            f"{result.get('instance')} now serves {result.get('tag')}."
        )
    reasons = "; ".join(result.get("reasons", []))
    return (
        f"Architecture proposal {proposal_id} built but not promoted ({reasons}): {figures}. "
        "The serving model is unchanged."
    )


def _decide(services: Services, proposal_id: int, status: str, by: str, error: str = "") -> bool:
    """Move an awaiting proposal to ``status``; False when it was settled already."""
    with services.db.session() as s:
        row = s.get(ArchitectureProposal, proposal_id, with_for_update=True)
        if row is None or row.status != "awaiting_approval":
            return False
        row.status, row.decided_by, row.error = status, by, error
        if status == "denied":
            row.finished_at = utcnow()
        return True


async def settle(
    services: Services,
    proposal_id: int,
    answer: HelpRequest,
    *,
    say: Say | None = None,
    **build_options: Any,
) -> str:
    """Act on ``answer`` to ``proposal_id``: close it when declined, build it when approved.

    Returns the reply text. A proposal settled before (a second resume) is only
    described again.
    """
    from core.architecture.build import build_architecture

    proposal = load_proposal(services.db, proposal_id)
    who = answer.answered_by
    if proposal.status != "awaiting_approval":
        if proposal.status in ("promoted", "rejected", "failed"):
            return describe_result(proposal_id, {**proposal.result, "status": proposal.status})
        return f"Architecture proposal {proposal_id} is {proposal.status}."
    if answer.extra.get("denied"):
        _decide(services, proposal_id, "denied", who)
        return f"Architecture proposal {proposal_id} declined by {who}; nothing was trained."
    if not is_chat_admin(services.settings, _platform(services, answer.run_id), who):
        _decide(
            services, proposal_id, "denied", who, "approved by someone who is not an administrator"
        )
        return (
            f"Architecture proposal {proposal_id} was approved by {who}, who is not an "
            "administrator; nothing was trained."
        )
    if not _decide(services, proposal_id, "approved", who):
        return f"Architecture proposal {proposal_id} was settled meanwhile."
    result = await build_architecture(
        services, proposal_id, say=say or (lambda _line: None), **build_options
    )
    return describe_result(proposal_id, result)


async def on_answer(services: Services, ref: int, answers: Sequence[HelpRequest]) -> str:
    """The system-run handler (``core.system_runs.HANDLERS["architecture"]``)."""
    mine = [a for a in answers if a.extra.get(PROPOSAL_KEY) in (ref, None)]
    if not mine:
        return f"Architecture proposal {ref} got no answer; nothing was trained."
    return await settle(services, ref, mine[-1])
