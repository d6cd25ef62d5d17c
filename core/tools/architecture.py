"""The ``propose_architecture`` tool (SPEC 6.7): ask for a pruned or a from-scratch model.

Administrators only, and refused once the run has read from the internet,
like the evolution tools: a page must not talk strop into spending its CPU
on a new model. The first call checks the spec, stores the proposal and
pauses the run on an admin-only approval card; when the run resumes and the
model calls the tool again with the same spec, the answer is acted on: a
denial ends it, an approval builds the model and puts it through the gate.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from core.errors import RunPaused, StropError, ToolError
from core.storage import ArchitectureProposal
from core.tools.context import ToolContext
from core.tools.evolution import _admin_services
from core.tools.registry import ToolRegistry

__all__ = ["propose_architecture", "register_architecture_tools"]

_WHAT = "propose architecture changes"


def _mapping(
    kind: str,
    layers: int,
    hidden_size: int,
    heads: int,
    kv_heads: int,
    intermediate_size: int,
    drop_layers: list[int] | None,
    tool: str,
    steps: int,
    vocab_merges: int = 0,
    bridge: bool = False,
) -> dict[str, Any]:
    raw: dict[str, Any] = {"kind": kind}
    for key, value in (
        ("layers", layers),
        ("hidden_size", hidden_size),
        ("heads", heads),
        ("kv_heads", kv_heads),
        ("intermediate_size", intermediate_size),
    ):
        if value:
            raw[key] = value
    if drop_layers:
        raw["drop_layers"] = list(drop_layers)
    if vocab_merges:
        raw.update(vocab="trimmed", vocab_merges=vocab_merges)
    if bridge:
        raw["bridge"] = True
    if tool:
        raw["tool"] = tool
    if steps:
        raw["heal_steps" if kind == "prune" else "train_steps"] = steps
    return raw


async def propose_architecture(
    ctx: ToolContext,
    kind: str = "prune",
    layers: int = 0,
    kv_heads: int = 0,
    intermediate_size: int = 0,
    hidden_size: int = 0,
    heads: int = 0,
    drop_layers: list[int] | None = None,
    tool: str = "",
    steps: int = 0,
    agent: str = "",
    vocab_merges: int = 0,
    bridge: bool = False,
) -> dict[str, Any]:
    """Propose a new model architecture (administrators only): a prune of the current model
    (fewer layers, kv heads or MLP width, healed by distillation) or a small model trained
    from scratch for one tool. An administrator must approve; the result serves only if it
    passes the evaluation gate. 0 keeps the base model's value.

    Args:
        kind: "prune" or "scratch".
        layers: number of layers.
        kv_heads: key/value heads (query heads shrink with them on a prune).
        intermediate_size: MLP width.
        hidden_size: model width (scratch only).
        heads: attention heads (scratch only).
        drop_layers: exact layer indices to drop (prune only); default: the least important.
        tool: the tool a scratch model serves.
        steps: healing or training steps.
        agent: the agent the pruned model serves; default: this one.
        vocab_merges: prune only: keep just the tokens of the tokenizer's first N merges and
            of the training data (0 keeps the whole vocabulary).
        bridge: prune only: drop one contiguous block and fit a linear map in its place.
    """
    from core.architecture.approval import settle
    from core.architecture.propose import load_proposal, proposal_request
    from core.architecture.propose import propose_architecture as propose
    from core.architecture.spec import parse_spec

    services = _admin_services(ctx, _WHAT)
    raw = _mapping(
        kind,
        layers,
        hidden_size,
        heads,
        kv_heads,
        intermediate_size,
        drop_layers,
        tool,
        steps,
        vocab_merges=vocab_merges,
        bridge=bridge,
    )
    try:
        spec = parse_spec(raw)
    except StropError as exc:
        raise ToolError(str(exc)) from None
    with ctx.db.session() as s:  # the same spec asked in this run: the resumed call
        rows = s.execute(
            select(ArchitectureProposal.id, ArchitectureProposal.spec)
            .where(ArchitectureProposal.run_id == ctx.run_id)
            .order_by(ArchitectureProposal.id.desc())
        ).all()
    asked = next((row.id for row in rows if row.spec == spec.as_dict()), None)
    if asked is None:
        try:
            propose(services, spec, agent=agent or ctx.agent, source="tool", run_id=ctx.run_id)
        except RunPaused:
            raise
        except StropError as exc:
            raise ToolError(str(exc)) from None
        raise ToolError("the proposal was stored without asking for approval")  # unreachable
    request = proposal_request(ctx.db, asked)
    if request is not None and request.status == "pending":
        raise RunPaused(request.id)
    if request is None or request.status != "answered":
        raise ToolError(f"architecture proposal {asked} was never answered; propose it again")
    message = await settle(services, asked, request)
    proposal = load_proposal(ctx.db, asked)
    return {"proposal": asked, "status": proposal.status, "message": message}


def register_architecture_tools(registry: ToolRegistry) -> None:
    """Add ``propose_architecture`` to ``registry``."""
    registry.add(propose_architecture)
