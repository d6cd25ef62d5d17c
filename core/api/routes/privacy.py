"""A person's data: export and deletion (SPEC 7.7), for operator tokens only.

A person is a user id on a platform and may have written in any team, so no
team token may read or delete their data.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path
from pydantic import BaseModel

from core.api.deps import Operator, ServicesDep
from core.privacy import ConsentStore, Person, delete_person, export_person
from core.services import Services

__all__ = ["DeletionOut", "router"]

router = APIRouter(prefix="/api/privacy", tags=["privacy"])

Platform = Annotated[str, Path(pattern=r"^[a-z0-9_-]{1,32}$", description="e.g. slack")]
User = Annotated[
    str, Path(min_length=1, max_length=200, pattern=r"^[^\x00]+$", description="A user id")
]


class DeletionOut(BaseModel):
    runs: int
    derived_runs: int
    ratings: int
    workflow_runs: int
    workflow_drafts: int
    help_answers: int
    dataset_examples: dict[str, int]


def _store(services: Services) -> ConsentStore:
    return ConsentStore(services.db, default=services.settings.training_data_consent)


@router.get("/policy")
def consent_policy(services: ServicesDep, caller: Operator) -> dict[str, Any]:
    """The consent default, every collection choice and how many people opted out."""
    return _store(services).policy().describe()


@router.get("/people/{platform}/{user}")
def export_data(
    platform: Platform, user: User, services: ServicesDep, caller: Operator
) -> dict[str, Any]:
    """Everything stored about one person, and the dataset examples made from it."""
    store = _store(services)
    root = services.settings.data_dir / "datasets"
    return export_person(services.db, root, Person(platform, user), policy=store.policy())


@router.delete("/people/{platform}/{user}")
def delete_data(
    platform: Platform, user: User, services: ServicesDep, caller: Operator
) -> DeletionOut:
    """Delete one person's runs, ratings, workflow runs and drafts, and examples made from them."""
    root = services.settings.data_dir / "datasets"
    report = delete_person(services.db, root, Person(platform, user))
    return DeletionOut(**report.as_dict())
