"""The team's own good runs as training data for an architecture build.

A pruned model is healed on what it will be asked: the pruned bench found
that heal data shaped like the agent's tasks (the base model's passed runs
on them) is what kept task success, where generated calls alone left less.
In a team's deployment the closest thing is the runs people rated good. They
are taken the way every other training set is (``from_feedback``: the
majority of live ratings, finished runs, exact duplicates once), scrubbed of
the vault's values and of anything that looks like a credential, passed
through the consent gate, and shown with the agent's few-shot turns like any
SFT example. A prune reads the runs of the agent it serves; a from-scratch
model those that called its tool.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from core.improve.few_shot import with_few_shot
from core.improve.filters import quality_filter
from core.improve.from_feedback import from_feedback
from core.improve.sanitize import Sanitizer
from core.privacy.gate import DatasetGate
from core.privacy.store import ConsentStore

if TYPE_CHECKING:
    from core.services import Services

__all__ = ["TEAM_EXAMPLES", "Conversation", "TeamData", "team_conversations"]

# The newest rated runs kept; generated calls make up the rest of the heal data.
TEAM_EXAMPLES = 256

Conversation = list[dict[str, str]]


@dataclass(slots=True)
class TeamData:
    conversations: list[Conversation] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)


def team_conversations(
    services: Services,
    *,
    agent: str | None = None,
    tool: str | None = None,
    limit: int = TEAM_EXAMPLES,
) -> TeamData:
    """Good, consented, sanitised runs of ``agent`` (or that called ``tool``), newest ``limit``."""
    scope = {k: v for k, v in (("agent", agent), ("tool", tool)) if v}
    sanitizer = Sanitizer(secrets=list(services.vault.values()))
    data = from_feedback(services.db, sanitizer=sanitizer, scope=scope)
    out = TeamData(dropped=Counter(data.skipped))
    policy = ConsentStore(services.db, default=services.settings.training_data_consent).policy()
    gated = DatasetGate(services.db, policy).keep(data.sft)
    out.dropped.update(gated.dropped)
    filtered = quality_filter(gated.kept)
    out.dropped.update(filtered.dropped)
    rows = filtered.kept[-limit:] if limit > 0 else []
    out.dropped["over the limit"] += len(filtered.kept) - len(rows)
    shown = with_few_shot(services.db, rows, sanitizer)
    out.conversations = [list(row["messages"]) for row in shown]
    return out
