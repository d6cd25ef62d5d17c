"""Deleting a person's data (SPEC 7.7): their rows and every dataset example made from them.

Dataset examples go first: they are found through the ids of the rows, which
are gone once the rows are. Running a deletion again is harmless. What is
removed is what ``core.privacy.subjects`` counts as theirs, plus what only
exists because of it (other people's ratings of their runs, a run's steps).
Their opt-out, if any, stays, so that they remain out of future datasets.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from core.privacy.derived import remove_examples
from core.privacy.store import ConsentStore
from core.privacy.subjects import Person, footprint
from core.storage import (
    Database,
    Feedback,
    HelpRequest,
    Run,
    WorkflowDraft,
    WorkflowFeedback,
    WorkflowRun,
)

__all__ = ["DeletionReport", "delete_person", "opt_out_person", "remove_from_datasets"]

_CHUNK = 500


@dataclass(slots=True)
class DeletionReport:
    runs: int = 0
    derived_runs: int = 0
    ratings: int = 0
    workflow_runs: int = 0
    workflow_drafts: int = 0
    help_answers: int = 0
    dataset_examples: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _delete(s: Session, column: Any, ids: Collection[int]) -> int:
    count = 0
    items = sorted(ids)
    for start in range(0, len(items), _CHUNK):
        result = s.execute(
            delete(column.class_).where(column.in_(items[start : start + _CHUNK])),
            execution_options={"synchronize_session": False},
        )
        count += int(getattr(result, "rowcount", 0) or 0)
    return count


def remove_from_datasets(
    db: Database, datasets_root: Path, person: Person, *, reason: str
) -> dict[str, int]:
    """Take every example made from ``person``'s rows out of the datasets built so far."""
    mine = footprint(db, person)
    return remove_examples(datasets_root, mine.all_run_ids, mine.feedback_ids, reason=reason)


def opt_out_person(
    store: ConsentStore, datasets_root: Path, person: Person
) -> tuple[bool, dict[str, int]]:
    """Record the opt-out, then take the person's examples out of the datasets built so far.

    Returns whether they were not opted out before, and the examples removed.
    """
    changed = store.opt_out(platform=person.platform, user=person.user)
    return changed, remove_from_datasets(store.db, datasets_root, person, reason="opt-out")


def delete_person(db: Database, datasets_root: Path, person: Person) -> DeletionReport:
    """Delete everything stored about ``person``; returns what was removed."""
    mine = footprint(db, person)
    report = DeletionReport(
        dataset_examples=remove_examples(
            datasets_root, mine.all_run_ids, mine.feedback_ids, reason="deletion request"
        )
    )
    with db.session() as s:
        # Ratings of their workflow runs and steps that are not ratings of a run.
        on_workflows = set(
            s.scalars(
                select(WorkflowFeedback.feedback_id).where(
                    WorkflowFeedback.workflow_run_id.in_(mine.workflow_run_ids)
                )
            )
        )
        report.ratings = _delete(s, Feedback.id, mine.feedback_ids)
        _delete(s, Feedback.id, on_workflows - mine.feedback_ids)
        report.workflow_runs = _delete(s, WorkflowRun.id, mine.workflow_run_ids)
        report.workflow_drafts = _delete(s, WorkflowDraft.id, mine.draft_ids)
        # Attempts, spans, ratings and help requests of a run go with it (ON DELETE CASCADE).
        report.runs = _delete(s, Run.id, mine.run_ids)
        report.derived_runs = _delete(s, Run.id, mine.derived_run_ids)
        if mine.help_answer_ids:
            result = s.execute(
                update(HelpRequest)
                .where(HelpRequest.id.in_(sorted(mine.help_answer_ids)))
                .values(answer="", answered_by=""),
                execution_options={"synchronize_session": False},
            )
            report.help_answers = int(getattr(result, "rowcount", 0) or 0)
    return report
