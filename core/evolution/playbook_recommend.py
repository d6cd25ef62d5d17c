"""``recommend``: the playbook's evidence -> the next cycle's data strategies and training config.

Evidence for a technique is its most recent insights in the scope asked about
(at most ``RECENT``, none older than ``RECENT_DAYS``: the model they describe
has changed since, and an avoided technique gets another chance); with none
there, the global ones. A technique with more regressions than improvements is
avoided, one with more improvements is favoured, and with no evidence either
way the entry's default decides. SFT on a LoRA adapter is part of every cycle,
so its record is every cycle's record: it is reported, never used to drop SFT. Training settings the
playbook may tune (LoRA rank, alpha and learning rate; DPO beta and SFT
weight) are taken from the recorded configuration with the best net record,
when that record is positive; otherwise the trainer's defaults stay. Every
choice comes with the reason, in numbers.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import select

from core.evolution.playbook_entries import ENTRIES, STRATEGY_TECHNIQUE, Technique
from core.evolution.playbook_scope import GLOBAL, check_scope
from core.storage import Database, TechniqueInsight

__all__ = ["RECENT", "RECENT_DAYS", "Evidence", "Recommendation", "recommend"]

RECENT = 20  # insights per technique and scope that count
RECENT_DAYS = 90


@dataclass(frozen=True, slots=True)
class Evidence:
    """The insights that count for one technique, and where they came from."""

    technique: str
    scope: str  # the scope asked about, or GLOBAL when that had none
    rows: tuple[TechniqueInsight, ...] = ()

    @property
    def counts(self) -> Counter[str]:
        return Counter(r.outcome for r in self.rows)

    @property
    def net(self) -> int:
        counts = self.counts
        return counts["improved"] - counts["regressed"]

    def verdict(self) -> str:
        """``avoid`` (more regressions), ``favour`` (more improvements) or ``neutral``."""
        counts = self.counts
        if counts["regressed"] > counts["improved"]:
            return "avoid"
        if counts["improved"] > counts["regressed"]:
            return "favour"
        return "neutral"

    def describe(self) -> str:
        if not self.rows:
            return "no evidence"
        counts = self.counts
        where = self.scope or "global"
        return (
            f"{counts['improved']} improved, {counts['no_change']} no change, "
            f"{counts['regressed']} regressed ({where})"
        )


@dataclass(slots=True)
class Recommendation:
    """What the next cycle should use in ``scope``, and why."""

    scope: str
    strategies: list[str]
    dpo: bool
    config: dict[str, Any] = field(default_factory=dict)
    avoided: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "scope": self.scope,
            "strategies": list(self.strategies),
            "dpo": self.dpo,
            "config": self.config,
            "avoided": list(self.avoided),
            "reasons": list(self.reasons),
        }


def _evidence(db: Database, scope: str, now: datetime) -> dict[str, Evidence]:
    """Per technique: its ``RECENT`` newest insights in ``scope``, else in the global scope."""
    wanted = {scope, GLOBAL}
    since = now - timedelta(days=RECENT_DAYS)
    with db.session() as s:
        rows = s.scalars(
            select(TechniqueInsight)
            .where(TechniqueInsight.scope.in_(wanted), TechniqueInsight.created_at >= since)
            .order_by(TechniqueInsight.created_at.desc(), TechniqueInsight.id.desc())
        ).all()
    grouped: dict[tuple[str, str], list[TechniqueInsight]] = defaultdict(list)
    for row in rows:
        if len(grouped[(row.technique, row.scope)]) < RECENT:
            grouped[(row.technique, row.scope)].append(row)
    out: dict[str, Evidence] = {}
    for name in ENTRIES:
        own = grouped.get((name, scope))
        if own:
            out[name] = Evidence(name, scope, tuple(own))
        else:
            out[name] = Evidence(name, GLOBAL, tuple(grouped.get((name, GLOBAL), ())))
    return out


def _setting(config: dict[str, Any], stage: str, key: str) -> Any:
    """The value of ``key`` for ``stage`` in a recorded config (``None``: trainer default)."""
    training = config.get("training", config)
    if not isinstance(training, dict):
        return None
    own = training.get(stage)
    if isinstance(own, dict) and key in own:
        return own[key]
    return training.get(key)


def _best_settings(entry: Technique, evidence: Evidence) -> tuple[dict[str, Any], str]:
    """The recorded settings of ``entry`` with the best positive net record, if any."""
    groups: dict[tuple[Any, ...], Counter[str]] = defaultdict(Counter)
    for row in evidence.rows:
        values = tuple(_setting(row.config, entry.stage, k) for k in entry.config_keys)
        if all(v is None or isinstance(v, int | float | str | bool) for v in values):
            groups[values][row.outcome] += 1
    if not groups:
        return {}, ""

    def score(item: tuple[tuple[Any, ...], Counter[str]]) -> tuple[int, int]:
        counts = item[1]
        return counts["improved"] - counts["regressed"], counts["improved"]

    values, counts = max(groups.items(), key=score)
    net = counts["improved"] - counts["regressed"]
    chosen = {k: v for k, v in zip(entry.config_keys, values, strict=True) if v is not None}
    if net <= 0 or not chosen:
        return {}, ""
    shown = ", ".join(f"{k}={v}" for k, v in chosen.items())
    return chosen, (
        f"{entry.name}: {shown} had {counts['improved']} improved / "
        f"{counts['regressed']} regressed ({evidence.scope or 'global'}); using it"
    )


def _candidates(allowed: Sequence[str] | None, teacher: bool) -> tuple[list[str], bool]:
    """The strategies to choose among, and whether they are the job's own list."""
    if allowed is not None:
        return list(dict.fromkeys(allowed)), True
    names: list[str] = []
    for entry in ENTRIES.values():
        if entry.area != "data" or not entry.available:
            continue
        if entry.extra.get("needs") == "teacher" and not teacher:
            continue
        names += entry.strategies
    return names, False


def recommend(
    db: Database,
    scope: str = GLOBAL,
    *,
    allowed: Sequence[str] | None = None,
    teacher: bool = False,
    now: datetime | None = None,
) -> Recommendation:
    """Data strategies, DPO on or off and training settings for the next cycle in ``scope``.

    ``allowed``: the strategies a job permits (its own list); the playbook never
    adds one outside it, drops those whose technique regressed more than it
    improved, and keeps at least one. Without ``allowed`` every data technique
    is a candidate (``teacher`` only when a teacher model is configured) and
    entries are used by default or when evidence favours them.
    """
    scope = check_scope(scope)
    evidence = _evidence(db, scope, now or datetime.now(UTC))
    candidates, own = _candidates(allowed, teacher)
    rec = Recommendation(scope=scope, strategies=[], dpo=True)
    for strategy in candidates:
        name = STRATEGY_TECHNIQUE.get(strategy)
        if name is None:
            rec.strategies.append(strategy)
            rec.reasons.append(f"{strategy}: kept (no playbook entry; the job asked for it)")
            continue
        found = evidence[name]
        verdict = found.verdict()
        if ENTRIES[name].required:
            rec.strategies.append(strategy)
            rec.reasons.append(
                f"{strategy}: used ({name} is part of every cycle; {found.describe()})"
            )
        elif verdict == "avoid":
            rec.avoided.append(strategy)
            rec.reasons.append(f"{strategy}: avoided ({name}: {found.describe()})")
        elif verdict == "favour" or own or ENTRIES[name].default:
            rec.strategies.append(strategy)
            why = "the job's choice" if own and verdict == "neutral" else found.describe()
            if verdict == "neutral" and not own:
                why = "entry default, " + why
            rec.reasons.append(f"{strategy}: used ({name}: {why})")
        else:
            rec.reasons.append(f"{strategy}: not used ({name}: off by default, no evidence for)")
    if not rec.strategies and rec.avoided:
        # Every candidate regressed more than it helped: keep the least bad, so the
        # cycle still has data and the evidence can change.
        best = max(rec.avoided, key=lambda s: evidence[STRATEGY_TECHNIQUE[s]].net)
        rec.avoided.remove(best)
        rec.strategies.append(best)
        rec.reasons.append(f"{best}: kept anyway, the least bad of the candidates")
    dpo = evidence["dpo"]
    if dpo.verdict() == "avoid":
        rec.dpo = False
        rec.reasons.append(f"dpo stage: off ({dpo.describe()})")
    else:
        rec.reasons.append(f"dpo stage: on ({dpo.describe()})")
    for entry in ENTRIES.values():
        if not entry.config_keys or not entry.available or (entry.stage == "dpo" and not rec.dpo):
            continue
        chosen, why = _best_settings(entry, evidence[entry.name])
        if chosen:
            rec.config.setdefault(entry.stage, {}).update(chosen)
            rec.reasons.append(why)
    return rec
