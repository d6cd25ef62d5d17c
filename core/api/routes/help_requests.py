"""Help requests: runs paused until a person answers (SPEC 3.1)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict
from sqlalchemy import Select, func, select

from core.access import TokenInfo
from core.api.deps import DB_INT_MAX, Caller, PageDep, RowId, ServicesDep
from core.api.routes._models import ErrorOut
from core.api.routes._scope import scoped
from core.errors import NotFound
from core.storage import HelpRequest, Run

__all__ = ["HelpRequestOut", "HelpRequestPage", "router"]

router = APIRouter(prefix="/api/help-requests", tags=["help requests"])


class HelpRequestOut(BaseModel):
    """A question a run asked; a secret answer is only ever a vault reference here."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    run_id: int
    kind: str
    message: str
    options: list[Any]
    status: str
    answer: str
    answered_by: str
    created_at: datetime
    answered_at: datetime | None


class HelpRequestPage(BaseModel):
    items: list[HelpRequestOut]
    total: int
    limit: int
    offset: int


def _visible(caller: TokenInfo) -> Select[HelpRequest]:
    return scoped(select(HelpRequest).join(Run, Run.id == HelpRequest.run_id), caller)


@router.get("", response_model=HelpRequestPage)
def list_help_requests(
    services: ServicesDep,
    caller: Caller,
    page: PageDep,
    status: Annotated[
        Literal["pending", "all"], Query(description="Only pending requests, or all of them")
    ] = "pending",
    run_id: Annotated[int | None, Query(ge=1, le=DB_INT_MAX)] = None,
) -> HelpRequestPage:
    """Help requests of the caller's team, newest first."""
    query = _visible(caller)
    if status == "pending":
        query = query.where(HelpRequest.status == "pending")
    if run_id is not None:
        query = query.where(HelpRequest.run_id == run_id)
    with services.db.session() as s:
        total = s.scalar(select(func.count()).select_from(query.subquery())) or 0
        rows = s.scalars(
            query.order_by(HelpRequest.id.desc()).limit(page.limit).offset(page.offset)
        )
        items = [HelpRequestOut.model_validate(r) for r in rows]
    return HelpRequestPage(items=items, total=total, limit=page.limit, offset=page.offset)


@router.get(
    "/{request_id}",
    response_model=HelpRequestOut,
    responses={404: {"model": ErrorOut, "description": "No such help request"}},
)
def get_help_request(request_id: RowId, services: ServicesDep, caller: Caller) -> HelpRequestOut:
    """One help request."""
    with services.db.session() as s:
        row = s.scalar(_visible(caller).where(HelpRequest.id == request_id))
        if row is None:
            raise NotFound(f"no help request {request_id}")
        return HelpRequestOut.model_validate(row)
