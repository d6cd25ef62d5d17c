"""``propose_architecture``: check a spec, store it, and ask an administrator (SPEC 6.7).

Nothing is trained here. A spec that fails validation, is not on the
allow-list or would take longer than the compute cap is refused before anyone
is asked. Otherwise the proposal is stored and an admin-only confirmation
card asks for approval: inside an agent's run the card belongs to that run
and the run pauses (``RunPaused``, like a hub publication); from a cycle or
the command line a *system run* in the admin channel carries it, and its
answer reaches :func:`core.architecture.approval.on_answer`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from sqlalchemy import select

from core.admin import admin_request
from core.architecture.allow import check_allowed
from core.architecture.estimate import Estimate, check_cap, estimate
from core.architecture.spec import ArchitectureSpec, base_figures, parse_spec
from core.errors import NotFound, RunPaused
from core.storage import ArchitectureProposal, Database, HelpRequest

if TYPE_CHECKING:
    from core.services import Services

__all__ = [
    "PROPOSAL_KEY",
    "Proposal",
    "approval_message",
    "load_proposal",
    "proposal_request",
    "propose_architecture",
]

PROPOSAL_KEY = "architecture_proposal"  # HelpRequest.extra key naming the proposal it asks about
Source = Literal["tool", "cycle", "cli"]


@dataclass(frozen=True, slots=True)
class Proposal:
    """A stored proposal as a value."""

    id: int
    agent: str
    status: str
    spec: dict[str, Any]
    scope: dict[str, Any] = field(default_factory=dict)
    estimate: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] = field(default_factory=dict)
    error: str = ""
    decided_by: str = ""
    run_id: int | None = None
    source: str = "tool"

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _value(row: ArchitectureProposal) -> Proposal:
    return Proposal(
        id=row.id,
        agent=row.agent,
        status=row.status,
        spec=dict(row.spec),
        scope=dict(row.scope),
        estimate=dict(row.estimate),
        result=dict(row.result),
        error=row.error,
        decided_by=row.decided_by,
        run_id=row.run_id,
        source=row.source,
    )


def load_proposal(db: Database, proposal_id: int) -> Proposal:
    with db.session() as s:
        row = s.get(ArchitectureProposal, proposal_id)
        if row is None:
            raise NotFound(f"no architecture proposal {proposal_id}")
        return _value(row)


def proposal_request(db: Database, proposal_id: int) -> HelpRequest | None:
    """The newest confirmation request asking about ``proposal_id`` on its run, if any."""
    with db.session() as s:
        run_id = s.scalar(
            select(ArchitectureProposal.run_id).where(ArchitectureProposal.id == proposal_id)
        )
        if run_id is None:
            return None
        rows = s.scalars(
            select(HelpRequest)
            .where(HelpRequest.run_id == run_id, HelpRequest.kind == "confirmation")
            .order_by(HelpRequest.id.desc())
        ).all()
        found = next((r for r in rows if r.extra.get(PROPOSAL_KEY) == proposal_id), None)
        if found is not None:
            s.expunge(found)
        return found


def approval_message(proposal_id: int, agent: str, spec: ArchitectureSpec, found: Estimate) -> str:
    """The text of the approval card: what would be built, what it costs, what it buys."""
    return (
        f"Architecture proposal {proposal_id} for {agent}: build {spec.describe()}. "
        f"{found.params / 1e6:.1f}M parameters (base {found.base_params / 1e6:.1f}M), about "
        f"{found.tokens_per_s_ratio:g}x the base's tokens per second; about "
        f"{found.cpu_minutes:g} CPU minutes (cap {found.cap_minutes:g}). It serves only if it "
        "passes the evaluation gate. An administrator must approve."
    )


def _ask_in_run(
    db: Database, run_id: int, proposal_id: int, agent: str, message: str, ttl_s: int
) -> int:
    with db.session() as s:
        row = admin_request(
            run_id, agent=agent, message=message, ttl_s=ttl_s, extra={PROPOSAL_KEY: proposal_id}
        )
        s.add(row)
        s.flush()
        return row.id


def propose_architecture(
    services: Services,
    spec: ArchitectureSpec | Mapping[str, Any] | str,
    *,
    agent: str = "assistant",
    scope: Mapping[str, Any] | None = None,
    source: Source = "tool",
    run_id: int | None = None,
    cycle_id: int | None = None,
) -> Proposal:
    """Validate ``spec``, check the allow-list and the cap, store it, and ask for approval.

    With ``run_id`` (a tool call inside an agent's run) the run pauses on the
    card: this raises ``RunPaused`` once the proposal is stored. Without it a
    system run in the admin channel asks, and the stored proposal is returned.
    A refusal is a ``ConfigurationError`` saying why; nothing is stored then.
    """
    from core.system_runs import open_system_run

    settings = services.settings
    figures = base_figures()
    checked = spec if isinstance(spec, ArchitectureSpec) else parse_spec(spec, base=figures)
    kinds = check_allowed(checked, settings, figures)
    found = check_cap(estimate(checked, settings, db=services.db, base=figures))
    with services.db.session() as s:
        row = ArchitectureProposal(
            agent=agent,
            scope=dict(scope or {}),
            spec=checked.as_dict(),
            source=source,
            cycle_id=cycle_id,
            run_id=run_id,
            status="awaiting_approval",
            estimate={**found.as_dict(), "changes": sorted(kinds)},
        )
        s.add(row)
        s.flush()
        proposal_id = row.id
    message = approval_message(proposal_id, agent, checked, found)
    if run_id is not None:
        request_id = _ask_in_run(
            services.db, run_id, proposal_id, agent, message, settings.help_request_ttl_s
        )
        raise RunPaused(request_id)
    system_run, _request = open_system_run(
        services.db,
        settings,
        purpose="architecture",
        ref=proposal_id,
        agent=agent,
        message=message,
        extra={PROPOSAL_KEY: proposal_id},
    )
    with services.db.session() as s:
        stored = s.get(ArchitectureProposal, proposal_id)
        assert stored is not None
        stored.run_id = system_run
    return load_proposal(services.db, proposal_id)
