"""The technique playbook (SPEC 6.9): written knowledge plus what strop observed.

:func:`get_technique_knowledge` gives agents and the API every entry (what,
when, downsides, interactions, what it maps to, observed outcomes) with the
recent insights of a scope and the global ones. :func:`record_technique_insight`
stores one observation; :func:`aggregate` (periodic, and after each cycle)
writes the counts and mean metric deltas back into the entries;
:func:`recommend` (``core.evolution.playbook_recommend``) turns the evidence
into the next cycle's data strategies and training config. The entries are
seeded into the database on first use.
"""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from core.errors import ConfigurationError, NotFound
from core.evolution.playbook_entries import ENTRIES
from core.evolution.playbook_recommend import Recommendation, recommend
from core.evolution.playbook_scope import GLOBAL, OUTCOMES, check_scope, scope_key
from core.improve.jobs import Job
from core.storage import Database, ImprovementJob, TechniqueEntry, TechniqueInsight

__all__ = [
    "Recommendation",
    "aggregate",
    "ensure_entries",
    "get_technique_knowledge",
    "insight_dict",
    "recommend",
    "record_technique_insight",
]

_MAX_SUMMARY = 2000
_MAX_CONFIG_CHARS = 20_000
_MAX_METRICS = 50


def ensure_entries(db: Database) -> None:
    """Write the entries' text into ``technique_entries``; observed outcomes are kept."""
    with db.session() as s:
        rows = {r.name: r for r in s.scalars(select(TechniqueEntry))}
        for entry in ENTRIES.values():
            row = rows.get(entry.name)
            if row is None:
                row = TechniqueEntry(name=entry.name, observed={})
                s.add(row)
            text = {
                "title": entry.title,
                "what": entry.what,
                "when_to_use": entry.when,
                "downsides": entry.downsides,
                "interactions": dict(entry.interactions),
                "maps_to": entry.mapping(),
            }
            for key, value in text.items():
                if getattr(row, key) != value:
                    setattr(row, key, value)


def _entry_dict(row: TechniqueEntry, in_scope: Counter[str]) -> dict[str, Any]:
    return {
        "name": row.name,
        "title": row.title,
        "what": row.what,
        "when": row.when_to_use,
        "downsides": row.downsides,
        "interactions": dict(row.interactions),
        "maps_to": dict(row.maps_to),
        "observed": dict(row.observed),
        "in_scope": {outcome: in_scope[outcome] for outcome in OUTCOMES},
    }


def insight_dict(row: TechniqueInsight, job: str = "") -> dict[str, Any]:
    """One stored insight as plain data."""
    return {
        "id": row.id,
        "job": job,
        "technique": row.technique,
        "scope": row.scope,
        "outcome": row.outcome,
        "summary": row.summary,
        "config": dict(row.config),
        "metrics": dict(row.metrics),
        "created_at": row.created_at.isoformat(),
    }


def _job_names(s: Session, ids: set[int]) -> dict[int, str]:
    if not ids:
        return {}
    rows = s.execute(
        select(ImprovementJob.id, ImprovementJob.name).where(ImprovementJob.id.in_(ids))
    )
    return {job_id: name for job_id, name in rows}


def get_technique_knowledge(
    db: Database, scope: str = GLOBAL, *, limit: int = 20
) -> dict[str, Any]:
    """Every entry with its observed outcomes and its counts in ``scope``, plus the
    ``limit`` newest insights of ``scope`` and of the global scope."""
    scope = check_scope(scope)
    if not 1 <= limit <= 500:
        raise ConfigurationError("limit must be 1-500")
    ensure_entries(db)
    with db.session() as s:
        counts: dict[str, Counter[str]] = defaultdict(Counter)
        rows = s.execute(
            select(TechniqueInsight.technique, TechniqueInsight.outcome).where(
                TechniqueInsight.scope == scope
            )
        )
        for technique, outcome in rows:
            counts[technique][outcome] += 1
        entries = s.scalars(select(TechniqueEntry).order_by(TechniqueEntry.id)).all()
        recent = s.scalars(
            select(TechniqueInsight)
            .where(or_(TechniqueInsight.scope == scope, TechniqueInsight.scope == GLOBAL))
            .order_by(TechniqueInsight.created_at.desc(), TechniqueInsight.id.desc())
            .limit(limit)
        ).all()
        names = _job_names(s, {r.job_id for r in recent if r.job_id is not None})
        return {
            "scope": scope,
            "techniques": [_entry_dict(r, counts[r.name]) for r in entries],
            "insights": [insight_dict(r, names.get(r.job_id or 0, "")) for r in recent],
        }


def _job_row(s: Session, job: Job | str | int | None) -> ImprovementJob | None:
    if job is None or job == "":
        return None
    if isinstance(job, Job):
        job = job.id
    if isinstance(job, bool):
        raise ConfigurationError(f"job must be a job name or id, not {job!r}")
    where = ImprovementJob.id == job if isinstance(job, int) else ImprovementJob.name == job
    row = s.scalar(select(ImprovementJob).where(where))
    if row is None:
        raise NotFound(f"no improvement job {job!r}")
    return row


def _check_summary(summary: Any) -> str:
    if not isinstance(summary, str) or not summary.strip():
        raise ConfigurationError("summary must be a non-empty text saying what happened")
    if len(summary) > _MAX_SUMMARY or "\x00" in summary:
        raise ConfigurationError(f"summary must be under {_MAX_SUMMARY} characters, without NUL")
    return summary.strip()


def _check_config(config: Any) -> dict[str, Any]:
    if config is None:
        return {}
    if not isinstance(config, Mapping):
        raise ConfigurationError("config must be an object (the settings that were used)")
    try:
        text = json.dumps(dict(config), allow_nan=False)
    except (TypeError, ValueError):
        raise ConfigurationError("config must be plain JSON (no NaN or infinity)") from None
    if len(text) > _MAX_CONFIG_CHARS or "\\u0000" in text:
        raise ConfigurationError(f"config must be under {_MAX_CONFIG_CHARS} characters of JSON")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def _check_metrics(metrics: Any) -> dict[str, float]:
    if metrics is None:
        return {}
    if not isinstance(metrics, Mapping) or len(metrics) > _MAX_METRICS:
        raise ConfigurationError(
            f"metrics must be an object of at most {_MAX_METRICS} metric -> change (after - before)"
        )
    out: dict[str, float] = {}
    for key, value in metrics.items():
        if not isinstance(key, str) or not 0 < len(key) <= 64 or "\x00" in key:
            raise ConfigurationError(f"metric name {key!r} must be 1-64 characters")
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
        ):
            raise ConfigurationError(f"metric {key!r} must be a finite number, not {value!r}")
        out[key] = float(value)
    return out


def record_technique_insight(
    db: Database,
    job: Job | str | int | None,
    technique: str,
    outcome: str,
    summary: str,
    config: Mapping[str, Any] | None = None,
    metrics: Mapping[str, float] | None = None,
    *,
    scope: str | None = None,
) -> dict[str, Any]:
    """Store what using ``technique`` did; returns the stored insight.

    ``job`` (a job, its name or id, or ``None``) gives the scope when ``scope`` is
    not given; ``metrics`` are changes (after - before) per metric.
    """
    if technique not in ENTRIES:
        raise ConfigurationError(
            f"unknown technique {technique!r}; the playbook has {', '.join(ENTRIES)}"
        )
    if outcome not in OUTCOMES:
        raise ConfigurationError(f"outcome {outcome!r} must be one of {', '.join(OUTCOMES)}")
    text = _check_summary(summary)
    values = _check_config(config)
    deltas = _check_metrics(metrics)
    ensure_entries(db)
    with db.session() as s:
        job_row = _job_row(s, job)
        if scope is None:
            scope = scope_key(job_row.scope) if job_row is not None else GLOBAL
        row = TechniqueInsight(
            job_id=job_row.id if job_row is not None else None,
            technique=technique,
            scope=check_scope(scope),
            outcome=outcome,
            summary=text,
            config=values,
            metrics=deltas,
        )
        s.add(row)
        s.flush()
        return insight_dict(row, job_row.name if job_row is not None else "")


def _signed(value: float) -> str:
    return f"{value:+.3f}"


def _observed(rows: list[TechniqueInsight]) -> dict[str, Any]:
    if not rows:
        return {"n": 0, "counts": dict.fromkeys(OUTCOMES, 0), "note": "no observations yet"}
    counts = Counter(r.outcome for r in rows)
    by_scope: dict[str, Counter[str]] = defaultdict(Counter)
    sums: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        by_scope[r.scope][r.outcome] += 1
        for key, value in r.metrics.items():
            if isinstance(value, int | float) and not isinstance(value, bool):
                sums[key].append(float(value))
    mean = {key: round(sum(v) / len(v), 4) for key, v in sorted(sums.items())}
    last = max(r.created_at for r in rows)
    tally = ", ".join(f"{counts[o]} {o.replace('_', ' ')}" for o in OUTCOMES)
    shown: list[str] = [k for k in ("success", "tool_choice", "general_success") if k in mean]
    shown = shown or list(mean)[:3]
    deltas = ", ".join(f"mean {k} {_signed(mean[k])}" for k in shown)
    note = f"{len(rows)} uses: {tally}" + (f"; {deltas}" if deltas else "")
    return {
        "n": len(rows),
        "counts": {o: counts[o] for o in OUTCOMES},
        "by_scope": {
            scope or "global": {o: c[o] for o in OUTCOMES} for scope, c in sorted(by_scope.items())
        },
        "mean_delta": mean,
        "last_seen": last.isoformat(),
        "note": f"{note} (last {last.date().isoformat()})",
    }


def aggregate(db: Database) -> dict[str, dict[str, Any]]:
    """Write each entry's observed outcomes (counts per outcome and scope, mean metric
    deltas, last seen, a one-line note) from every insight; returns them by technique.

    Safe to call on a schedule and after each cycle: it recomputes from scratch.
    """
    ensure_entries(db)
    with db.session() as s:
        by_technique: dict[str, list[TechniqueInsight]] = defaultdict(list)
        for row in s.scalars(select(TechniqueInsight).order_by(TechniqueInsight.id)):
            by_technique[row.technique].append(row)
        observed: dict[str, dict[str, Any]] = {}
        now = datetime.now(UTC)
        for entry in s.scalars(select(TechniqueEntry).order_by(TechniqueEntry.id)):
            observed[entry.name] = _observed(by_technique.get(entry.name, []))
            if entry.observed != observed[entry.name]:
                entry.observed = observed[entry.name]
                entry.updated_at = now
        return observed
