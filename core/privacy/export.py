"""A person's data as one JSON document (SPEC 7.7): what ``strop privacy export`` prints.

It holds what ``core.privacy.subjects`` counts as theirs and nothing that is
someone else's: other people's ratings of their runs are left out, and a
dataset example that also came from another person's run or rating is only
listed (dataset, line), not copied.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select

from core.privacy.derived import examples_from
from core.privacy.policy import ConsentPolicy
from core.privacy.subjects import Footprint, Person, footprint
from core.storage import (
    Database,
    Feedback,
    HelpRequest,
    WorkflowDraft,
    WorkflowRun,
    WorkflowStepRecord,
)
from core.storage.base import utcnow
from core.trajectories import get_run

__all__ = ["export_person"]


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def _ratings(db: Database, ids: set[int]) -> list[dict[str, Any]]:
    with db.session() as s:
        rows = s.scalars(select(Feedback).where(Feedback.id.in_(ids)).order_by(Feedback.id))
        return [
            {
                "id": f.id,
                "target": f.target_type,
                "target_id": f.target_id,
                "run_id": f.run_id,
                "label": f.label,
                "score": f.score,
                "notes": f.notes,
                "source": f.source,
                "at": _iso(f.created_at),
                "retracted_at": _iso(f.retracted_at),
            }
            for f in rows
        ]


def _workflow_runs(db: Database, ids: set[int]) -> list[dict[str, Any]]:
    with db.session() as s:
        runs = list(s.scalars(select(WorkflowRun).where(WorkflowRun.id.in_(ids))))
        steps = list(
            s.scalars(
                select(WorkflowStepRecord)
                .where(WorkflowStepRecord.workflow_run_id.in_(ids))
                .order_by(WorkflowStepRecord.seq)
            )
        )
        return [
            {
                "id": r.id,
                "workflow": r.workflow_name,
                "version": r.version,
                "status": r.status,
                "input": r.input,
                "output": r.output,
                "error": r.error,
                "workspace": r.workspace,
                "channel": r.channel,
                "created_at": _iso(r.created_at),
                "finished_at": _iso(r.finished_at),
                "steps": [
                    {
                        "seq": st.seq,
                        "step": st.step_id,
                        "kind": st.kind,
                        "status": st.status,
                        "run_id": st.run_id,
                        "output": st.output,
                        "error": st.error,
                    }
                    for st in steps
                    if st.workflow_run_id == r.id
                ],
            }
            for r in sorted(runs, key=lambda r: r.id)
        ]


def _drafts(db: Database, ids: set[int]) -> list[dict[str, Any]]:
    with db.session() as s:
        rows = s.scalars(select(WorkflowDraft).where(WorkflowDraft.id.in_(ids)))
        return [
            {
                "id": d.id,
                "name": d.name,
                "description": d.description,
                "graph": d.graph,
                "workspace": d.workspace,
                "channel": d.channel,
                "created_at": _iso(d.created_at),
            }
            for d in sorted(rows, key=lambda d: d.id)
        ]


def _help_answers(db: Database, ids: set[int]) -> list[dict[str, Any]]:
    with db.session() as s:
        rows = s.scalars(select(HelpRequest).where(HelpRequest.id.in_(ids)))
        return [
            {
                "id": h.id,
                "run_id": h.run_id,
                "kind": h.kind,
                "question": h.message,
                "answer": h.answer,
                "answered_at": _iso(h.answered_at),
            }
            for h in sorted(rows, key=lambda h: h.id)
        ]


def _run(db: Database, run_id: int, mine: Footprint) -> dict[str, Any]:
    run = get_run(db, run_id)
    run["feedback"] = [f for f in run["feedback"] if f["id"] in mine.feedback_ids]
    return run


def export_person(
    db: Database, datasets_root: Path, person: Person, *, policy: ConsentPolicy
) -> dict[str, Any]:
    """Everything stored about ``person``, including dataset examples made from it."""
    mine = footprint(db, person)
    examples: list[dict[str, Any]] = []
    shared: list[dict[str, Any]] = []
    for ex in examples_from(datasets_root, mine.all_run_ids, mine.feedback_ids):
        only_mine = set(ex.run_ids) <= mine.all_run_ids and set(ex.feedback_ids) <= (
            mine.feedback_ids
        )
        if only_mine:
            examples.append({"dataset": ex.dataset, "line": ex.line, "example": ex.row})
        else:
            shared.append({"dataset": ex.dataset, "line": ex.line})
    return {
        "person": {"platform": person.platform, "user": person.user},
        "exported_at": utcnow().isoformat(),
        "consent": {"opted_out": policy.is_opted_out(person.platform, person.user)},
        "runs": [_run(db, r, mine) for r in sorted(mine.run_ids)],
        "derived_runs": [_run(db, r, mine) for r in sorted(mine.derived_run_ids)],
        "ratings": _ratings(db, mine.feedback_ids),
        "workflow_runs": _workflow_runs(db, mine.workflow_run_ids),
        "workflow_drafts": _drafts(db, mine.draft_ids),
        "help_answers": _help_answers(db, mine.help_answer_ids),
        "dataset_examples": examples,
        "dataset_examples_shared_with_others": shared,
    }
