"""What strop stores about one person: the rows an export shows and a deletion removes.

A person is a user id on one platform. Theirs are: the runs made for their
messages (with every step), the workflow runs and drafts they started, the
ratings they gave, the answers they gave to help requests, and teacher runs
that replayed one of their requests (derived data: the request is theirs).
A rating's platform is that of the run or workflow run it rates.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from sqlalchemy import select

from core.errors import ConfigurationError
from core.storage import (
    Database,
    Feedback,
    HelpRequest,
    Run,
    WorkflowDraft,
    WorkflowFeedback,
    WorkflowRun,
)

__all__ = ["Footprint", "Person", "feedback_owners", "footprint"]

# Teacher runs replay people's requests (core.improve.teacher.TEACHER_PLATFORM).
_TEACHER = "teacher"
_CHUNK = 500


@dataclass(frozen=True, slots=True)
class Person:
    platform: str
    user: str

    def __post_init__(self) -> None:
        if not self.platform or not self.user:
            raise ConfigurationError("name the person by platform and user id")
        if len(self.platform) > 32 or len(self.user) > 200:
            raise ConfigurationError("platform is at most 32 characters, user id at most 200")


@dataclass(slots=True)
class Footprint:
    run_ids: set[int] = field(default_factory=set)
    derived_run_ids: set[int] = field(default_factory=set)
    feedback_ids: set[int] = field(default_factory=set)
    workflow_run_ids: set[int] = field(default_factory=set)
    draft_ids: set[int] = field(default_factory=set)
    help_answer_ids: set[int] = field(default_factory=set)

    @property
    def all_run_ids(self) -> set[int]:
        return self.run_ids | self.derived_run_ids


def _chunks(ids: Iterable[int]) -> Iterable[list[int]]:
    items = sorted(set(ids))
    for start in range(0, len(items), _CHUNK):
        yield items[start : start + _CHUNK]


def _normal(text: str) -> str:
    return " ".join(text.lower().split())


def feedback_owners(db: Database, ids: Iterable[int]) -> dict[int, tuple[str, str]]:
    """``{feedback id: (platform, rater)}`` for the rows that exist."""
    owners: dict[int, tuple[str, str]] = {}
    with db.session() as s:
        for chunk in _chunks(ids):
            rows = s.execute(
                select(
                    Feedback.id, Feedback.rater, Feedback.source, Run.platform, WorkflowRun.platform
                )
                .outerjoin(Run, Run.id == Feedback.run_id)
                .outerjoin(WorkflowFeedback, WorkflowFeedback.feedback_id == Feedback.id)
                .outerjoin(WorkflowRun, WorkflowRun.id == WorkflowFeedback.workflow_run_id)
                .where(Feedback.id.in_(chunk))
            )
            for fid, rater, source, run_platform, wf_platform in rows:
                owners[fid] = (run_platform or wf_platform or source, rater)
    return owners


def footprint(db: Database, person: Person) -> Footprint:
    """The ids of every row that is ``person``'s (see the module doc)."""
    out = Footprint()
    p, u = person.platform, person.user
    with db.session() as s:
        inputs: set[str] = set()
        for run_id, text in s.execute(
            select(Run.id, Run.input).where(Run.platform == p, Run.user == u)
        ):
            out.run_ids.add(run_id)
            if text.strip():
                inputs.add(_normal(text))
        if inputs:
            for run_id, text in s.execute(
                select(Run.id, Run.input).where(Run.platform == _TEACHER)
            ):
                if _normal(text) in inputs:
                    out.derived_run_ids.add(run_id)
        out.workflow_run_ids = set(
            s.scalars(
                select(WorkflowRun.id).where(WorkflowRun.platform == p, WorkflowRun.user == u)
            )
        )
        out.draft_ids = set(
            s.scalars(
                select(WorkflowDraft.id).where(WorkflowDraft.platform == p, WorkflowDraft.user == u)
            )
        )
        out.help_answer_ids = set(
            s.scalars(
                select(HelpRequest.id)
                .join(Run, Run.id == HelpRequest.run_id)
                .where(HelpRequest.answered_by == u, Run.platform == p)
            )
        )
        rated = list(s.scalars(select(Feedback.id).where(Feedback.rater == u)))
    owners = feedback_owners(db, rated)
    out.feedback_ids = {fid for fid, owner in owners.items() if owner == (p, u)}
    return out
