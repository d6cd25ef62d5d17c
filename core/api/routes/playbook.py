"""The technique playbook (SPEC 6.9): read by any token, insights recorded by operators.

``core.evolution.playbook`` validates every value; the models here describe
the shape for the OpenAPI schema.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, status
from pydantic import BaseModel, ConfigDict, Field

from core.api.deps import Caller, Operator, ServicesDep
from core.api.routes._models import OPERATOR_RESPONSES, ErrorOut
from core.evolution.playbook import get_technique_knowledge, recommend, record_technique_insight
from core.evolution.playbook_scope import MAX_SCOPE

__all__ = ["InsightIn", "InsightOut", "KnowledgeOut", "router"]

router = APIRouter(prefix="/api/playbook", tags=["technique playbook"])

_NoNul = r"^[^\x00]*$"
_Scope = Annotated[str, Field(max_length=MAX_SCOPE, pattern=_NoNul)]


class TechniqueOut(BaseModel):
    name: str
    title: str
    what: str
    when: str
    downsides: str
    interactions: dict[str, str]
    maps_to: dict[str, Any]
    observed: dict[str, Any]
    in_scope: dict[str, int] = Field(description="Outcomes recorded in the scope asked about")


class InsightOut(BaseModel):
    id: int
    job: str
    technique: str
    scope: str
    outcome: str
    summary: str
    config: dict[str, Any]
    metrics: dict[str, float]
    created_at: datetime


class RecommendationOut(BaseModel):
    scope: str
    strategies: list[str]
    dpo: bool
    config: dict[str, Any]
    avoided: list[str]
    reasons: list[str]


class KnowledgeOut(BaseModel):
    scope: str
    techniques: list[TechniqueOut]
    insights: list[InsightOut]
    recommendation: RecommendationOut


class InsightIn(BaseModel):
    """One observation: what using a technique did in a scope."""

    model_config = ConfigDict(extra="forbid")

    technique: str = Field(max_length=64, pattern=_NoNul, description="A playbook entry name")
    outcome: Literal["improved", "no_change", "regressed"]
    summary: str = Field(min_length=1, max_length=2000, pattern=_NoNul)
    scope: _Scope | None = Field(
        default=None, description="e.g. agent:assistant; default: the job's scope, else global"
    )
    job: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_-]{0,63}$")
    config: dict[str, Any] | None = None
    metrics: dict[str, float] | None = Field(
        default=None, description="Change per metric, after minus before"
    )


@router.get("", response_model=KnowledgeOut)
def get_playbook(
    services: ServicesDep,
    caller: Caller,
    scope: Annotated[str, Query(max_length=MAX_SCOPE, pattern=_NoNul)] = "",
) -> KnowledgeOut:
    """Every technique entry with its observed outcomes, the recent insights of ``scope``
    (``agent:NAME,tool:NAME,channel:NAME``; empty: global) and the recommendation there."""
    found = get_technique_knowledge(services.db, scope)
    found["recommendation"] = recommend(services.db, found["scope"]).as_dict()
    return KnowledgeOut.model_validate(found)


@router.post(
    "/insights",
    response_model=InsightOut,
    status_code=status.HTTP_201_CREATED,
    responses={**OPERATOR_RESPONSES, 404: {"model": ErrorOut, "description": "No such job"}},
)
def post_insight(body: InsightIn, services: ServicesDep, caller: Operator) -> InsightOut:
    """Record an insight (operator tokens only)."""
    stored = record_technique_insight(
        services.db,
        body.job,
        body.technique,
        body.outcome,
        body.summary,
        body.config,
        body.metrics,
        scope=body.scope,
    )
    return InsightOut.model_validate(stored)
