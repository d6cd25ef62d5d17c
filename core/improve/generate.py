"""``generate_training_data`` (SPEC 6.2): strategies -> filtered, deduplicated, versioned data.

Strategies that read stored ratings (``from_feedback``, ``corrections``,
``contrastive``, ``rise``) take feedback given after the snapshot
``since_feedback_id``; ``teacher`` distils the requests in scope from a stronger
model; ``self_play`` runs the student on the task suite's train split and keeps
what the checkers accept; ``injection_negatives`` turns runs whose pages held
a caught injection into examples that do the user's task with the raw page.
Every example is sanitised by its strategy, then passes the consent gate
(``core.privacy.gate``: only runs and ratings people consented to), is
quality-filtered and near-duplicates are removed; SFT examples and DPO pairs
are written as versioned JSONL datasets ``NAME-sft`` and ``NAME-dpo``, each
with metadata naming the consent policy it was built under.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import ConfigurationError
from core.improve.contrastive import contrastive
from core.improve.corrections import corrections
from core.improve.datasets import write_dataset
from core.improve.few_shot import with_few_shot
from core.improve.filters import EmbedFn, dedupe_near, quality_filter
from core.improve.from_feedback import FeedbackData, from_feedback
from core.improve.jobs import STRATEGIES
from core.improve.rise import rise
from core.improve.sanitize import Sanitizer
from core.privacy.gate import DatasetGate
from core.privacy.policy import ConsentPolicy
from core.privacy.store import ConsentStore
from core.services import Services

__all__ = ["GeneratedData", "generate_training_data"]

_FROM_RATINGS: dict[str, Callable[..., FeedbackData]] = {
    "from_feedback": from_feedback,
    "corrections": corrections,
    "contrastive": contrastive,
    "rise": rise,
}


@dataclass(slots=True)
class GeneratedData:
    sft: list[dict[str, Any]] = field(default_factory=list)
    dpo: list[dict[str, Any]] = field(default_factory=list)
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    dropped: Counter[str] = field(default_factory=Counter)
    last_feedback_id: int = 0
    sft_path: Path | None = None
    dpo_path: Path | None = None

    def summary(self) -> dict[str, Any]:
        return {
            "sft_examples": len(self.sft),
            "dpo_pairs": len(self.dpo),
            "by_strategy": self.counts,
            "dropped": dict(self.dropped),
            "last_feedback_id": self.last_feedback_id,
            "sft_dataset": str(self.sft_path) if self.sft_path else None,
            "dpo_dataset": str(self.dpo_path) if self.dpo_path else None,
        }


def _pair_key(pair: dict[str, Any]) -> str:
    return repr((pair["prompt"], pair["chosen"], pair["rejected"]))


async def generate_training_data(
    services: Services,
    *,
    strategies: Sequence[str],
    name: str,
    since_feedback_id: int = 0,
    scope: dict[str, str] | None = None,
    teacher: str = "",
    secrets: Sequence[str] = (),
    embed: EmbedFn | None = None,
    dedupe_threshold: float = 0.97,
) -> GeneratedData:
    """Run ``strategies`` and write the result as the next versions of ``NAME-sft/-dpo``."""
    unknown = [s for s in strategies if s not in STRATEGIES]
    if unknown or not strategies:
        raise ConfigurationError(
            f"unknown strategies {unknown}; choose from {', '.join(STRATEGIES)}"
            if unknown
            else "name at least one strategy"
        )
    # Every value in the vault is scrubbed too, wherever a person pasted it.
    sanitizer = Sanitizer(secrets=[*secrets, *services.vault.values()])
    policy = ConsentStore(services.db, default=services.settings.training_data_consent).policy()
    out = GeneratedData(last_feedback_id=since_feedback_id)
    for strategy in strategies:
        if strategy in _FROM_RATINGS:
            data = _FROM_RATINGS[strategy](
                services.db, sanitizer=sanitizer, since_feedback_id=since_feedback_id, scope=scope
            )
            out.last_feedback_id = max(out.last_feedback_id, data.last_feedback_id)
        elif strategy == "teacher":
            data = await _teacher(services, teacher, scope, sanitizer, policy)
        elif strategy == "injection_negatives":
            from core.improve.injections import injection_negatives

            data = injection_negatives(
                services.db, sanitizer=sanitizer, scope=scope, tools=services.tools.names()
            )
        else:
            data = await _self_play(services, scope, sanitizer)
        out.counts[strategy] = {"sft": len(data.sft), "dpo": len(data.dpo)}
        out.sft += data.sft
        out.dpo += data.dpo
    # Whose data may be used is decided here, for every strategy at once.
    gate = DatasetGate(services.db, policy)
    sft_gated, dpo_gated = gate.keep(out.sft), gate.keep(out.dpo)
    out.sft, out.dpo = sft_gated.kept, dpo_gated.kept
    out.dropped.update(sft_gated.dropped)
    out.dropped.update({f"{k} (dpo)": v for k, v in dpo_gated.dropped.items()})
    filtered = quality_filter(out.sft)
    out.dropped.update(filtered.dropped)
    if embed is None:
        from core.rag.embeddings import embed as default_embed

        embed = default_embed
    unique = dedupe_near(filtered.kept, embed, threshold=dedupe_threshold)
    out.dropped["near duplicate"] += sum(unique.dropped.values())
    out.sft = unique.kept
    seen: set[str] = set()
    pairs = []
    for pair in out.dpo:
        if _pair_key(pair) not in seen:
            seen.add(_pair_key(pair))
            pairs.append(pair)
    # Served models see the agent's few-shot turns, so training shows them too.
    out.sft = with_few_shot(services.db, out.sft, sanitizer)
    out.dpo = with_few_shot(services.db, pairs, sanitizer)
    root = services.settings.data_dir / "datasets"
    meta = {"strategies": list(strategies), "scope": dict(scope or {})}
    out.sft_path = write_dataset(
        root, f"{name}-sft", out.sft, meta={**meta, "consent": gate.manifest(sft_gated)}
    )
    out.dpo_path = write_dataset(
        root, f"{name}-dpo", out.dpo, meta={**meta, "consent": gate.manifest(dpo_gated)}
    )
    return out


async def _teacher(
    services: Services,
    model: str,
    scope: dict[str, str] | None,
    sanitizer: Sanitizer,
    policy: ConsentPolicy,
) -> FeedbackData:
    from core.improve.teacher import requests_in_scope, teacher
    from core.models.litellm import LiteLLMModel

    if not model:
        raise ConfigurationError("the teacher strategy needs a teacher model (provider/model)")
    agent = services.agents.get((scope or {}).get("agent") or "assistant")
    runner = services.runner(LiteLLMModel(model=model))
    # The gate sees teacher runs, not the people whose requests they replay: filter here.
    requests = requests_in_scope(services.db, scope, policy=policy)
    return await teacher(runner, agent, requests, sanitizer=sanitizer)


async def _self_play(
    services: Services, scope: dict[str, str] | None, sanitizer: Sanitizer
) -> FeedbackData:
    from core.evals.tasks import tasks_for
    from core.improve.self_play import self_play

    agent = services.agents.get((scope or {}).get("agent") or "assistant")
    played = await self_play(services, tasks_for("train"), agent=agent, sanitizer=sanitizer)
    return FeedbackData(sft=played.sft, dpo=played.dpo, skipped=played.skipped)
