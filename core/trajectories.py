"""Reading recorded runs back: lists with filters and full trajectories."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVarTuple

from sqlalchemy import Select, exists, select

from core.errors import NotFound
from core.storage import Attempt, Database, Feedback, Run, Span

__all__ = ["RunFilter", "filter_runs", "format_trace", "get_run", "list_runs"]

_Ts = TypeVarTuple("_Ts")


@dataclass(frozen=True, slots=True, kw_only=True)
class RunFilter:
    """Which runs to list; ``None`` means "any" (an empty string matches an empty column).

    ``team`` is a workspace id; ``since`` is inclusive and ``until`` exclusive.
    """

    agent: str | None = None
    channel: str | None = None
    platform: str | None = None
    status: str | None = None
    team: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    rated: bool | None = None
    used_in_training: bool | None = None
    limit: int = 20


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def filter_runs(query: Select[*_Ts], f: RunFilter) -> Select[*_Ts]:
    """``query`` (which must involve ``Run``) limited to the runs ``f`` asks for."""
    for column, value in (
        (Run.agent_name, f.agent),
        (Run.channel, f.channel),
        (Run.platform, f.platform),
        (Run.status, f.status),
        (Run.workspace, f.team),
    ):
        if value is not None:
            query = query.where(column == value)
    if f.since is not None:
        query = query.where(Run.created_at >= f.since)
    if f.until is not None:
        query = query.where(Run.created_at < f.until)
    if f.used_in_training is not None:
        query = query.where(Run.used_in_training.is_(f.used_in_training))
    if f.rated is not None:
        rated = exists().where(Feedback.run_id == Run.id, Feedback.retracted_at.is_(None))
        query = query.where(rated if f.rated else ~rated)
    return query


def _feedback(fb: Feedback) -> dict[str, Any]:
    return {
        "id": fb.id,
        "target": fb.target_type,
        "span_id": fb.span_id,
        "label": fb.label,
        "score": fb.score,
        "notes": fb.notes,
        "rater": fb.rater,
        "at": _iso(fb.created_at),
    }


def _run_summary(run: Run, ratings: list[Feedback]) -> dict[str, Any]:
    return {
        "id": run.id,
        "agent": run.agent_name,
        "agent_version_id": run.agent_version_id,
        "model": run.model,
        "platform": run.platform,
        "workspace": run.workspace,
        "channel": run.channel,
        "user": run.user,
        "status": run.status,
        "input": run.input,
        "output": run.output,
        "error": run.error,
        "tokens_in": run.tokens_in,
        "tokens_out": run.tokens_out,
        "used_in_training": run.used_in_training,
        "created_at": _iso(run.created_at),
        "finished_at": _iso(run.finished_at),
        "feedback": [_feedback(f) for f in ratings if f.retracted_at is None],
    }


def list_runs(db: Database, f: RunFilter | None = None) -> list[dict[str, Any]]:
    """Newest runs first, as plain dicts."""
    f = f or RunFilter()
    with db.session() as s:
        runs = list(s.scalars(filter_runs(select(Run), f).order_by(Run.id.desc()).limit(f.limit)))
        ids = [r.id for r in runs]
        ratings = list(s.scalars(select(Feedback).where(Feedback.run_id.in_(ids)))) if ids else []
        return [_run_summary(r, [fb for fb in ratings if fb.run_id == r.id]) for r in runs]


def _span(span: Span) -> dict[str, Any]:
    return {
        "id": span.id,
        "seq": span.seq,
        "kind": span.kind,
        "name": span.name,
        "input": span.input,
        "output": span.output,
        "model": span.model,
        "tokens_in": span.tokens_in,
        "tokens_out": span.tokens_out,
        "duration_ms": round(span.duration_ms, 2),
        "error": span.error,
        "started_at": _iso(span.started_at),
    }


def get_run(db: Database, run_id: int) -> dict[str, Any]:
    """One run with its attempts, their spans and its feedback."""
    with db.session() as s:
        run = s.get(Run, run_id)
        if run is None:
            raise NotFound(f"no run {run_id}")
        ratings = list(s.scalars(select(Feedback).where(Feedback.run_id == run_id)))
        data = _run_summary(run, ratings)
        attempts = s.scalars(
            select(Attempt).where(Attempt.run_id == run_id).order_by(Attempt.number)
        )
        data["attempts"] = [
            {
                "number": a.number,
                "status": a.status,
                "error": a.error,
                "started_at": _iso(a.started_at),
                "finished_at": _iso(a.finished_at),
                "spans": [_span(sp) for sp in a.spans],
            }
            for a in attempts
        ]
        return data


def format_trace(run: dict[str, object]) -> str:
    """A readable rendering of ``get_run`` output."""
    lines = [f"run {run['id']} [{run['agent']}] {run['status']} model={run['model']}"]
    lines.append(f"  input: {run['input']}")
    attempts = run.get("attempts")
    assert isinstance(attempts, list)
    for attempt in attempts:
        for sp in attempt["spans"]:
            detail = ""
            if sp["kind"] == "llm_call":
                detail = str(sp["output"].get("text", ""))
            elif sp["kind"] == "tool_call":
                detail = json.dumps(sp["input"].get("args", {}), ensure_ascii=False)
            elif sp["kind"] == "tool_result":
                detail = str(sp["output"].get("result", ""))
            elif sp["kind"] == "output":
                detail = str(sp["output"].get("text", ""))
            if sp["error"]:
                detail += f" ERROR: {sp['error']}"
            lines.append(
                f"  {sp['seq']:>2}. {sp['kind']:<11} {sp['name'][:30]:<30} "
                f"{sp['duration_ms']:>8.1f} ms  {detail[:200]}"
            )
    lines.append(f"  output: {run['output']}")
    return "\n".join(lines)
