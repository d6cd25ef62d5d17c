"""Agents' key/value stores, read only (SPEC 2.5).

Stores belong to an agent, not to a team, and may hold what any team told the
agent, so only operator tokens read them.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query
from pydantic import BaseModel

from core.api.deps import Operator, ServicesDep
from core.api.routes._models import ErrorOut
from core.api.routes.agents import AgentName
from core.errors import NotFound, ToolError
from core.services import Services
from core.tools.context import ToolContext
from core.tools.stores import MAX_QUERY_LIMIT, check_name, get_store_entry, list_stores, query_store

__all__ = ["StoreEntryOut", "StoreEntryPage", "StoreOut", "agent_context", "router"]

router = APIRouter(prefix="/api/agents/{agent}", tags=["stores"])

StoreName = Annotated[str, Path(pattern=r"^[A-Za-z0-9_.-]{1,64}$", description="A store's name")]


class StoreOut(BaseModel):
    name: str
    description: str
    entries: int


class StoreEntryOut(BaseModel):
    key: str
    value: Any


class StoreEntryPage(BaseModel):
    store: str
    count: int
    truncated: bool = False
    entries: list[StoreEntryOut]


def agent_context(services: Services, agent: str) -> ToolContext:
    """The tool context the agent's own store and RAG tools would see, for reading only."""
    if not services.agents.exists(agent):
        raise NotFound(f"no agent named {agent!r}")
    return ToolContext(agent=agent, db=services.db, data_dir=services.settings.data_dir)


def _store_context(services: Services, agent: str, name: str) -> ToolContext:
    """The agent's tool context, once its store ``name`` is known to exist."""
    ctx = agent_context(services, agent)
    # The store functions report a missing store as a ToolError meant for the model;
    # here it is a missing resource.
    try:
        wanted = check_name(name, "store")
    except ToolError:
        raise NotFound(f"no store named {name!r}") from None
    if wanted not in {s["name"] for s in list_stores(ctx)}:
        raise NotFound(f"agent {ctx.agent!r} has no store named {name!r}")
    return ctx


@router.get("/stores", response_model=list[StoreOut])
def agent_stores(agent: AgentName, services: ServicesDep, caller: Operator) -> list[StoreOut]:
    """The agent's stores with their number of entries."""
    return [StoreOut(**row) for row in list_stores(agent_context(services, agent))]


@router.get(
    "/stores/{store}/entries",
    response_model=StoreEntryPage,
    responses={404: {"model": ErrorOut, "description": "No such agent or store"}},
)
def store_entries(
    agent: AgentName,
    store: StoreName,
    services: ServicesDep,
    caller: Operator,
    prefix: Annotated[str, Query(max_length=256, pattern=r"^[^\x00]*$")] = "",
    limit: Annotated[int, Query(ge=1, le=MAX_QUERY_LIMIT)] = 20,
) -> StoreEntryPage:
    """Entries of one store in key order, optionally only keys starting with ``prefix``."""
    ctx = _store_context(services, agent, store)
    return StoreEntryPage(**query_store(ctx, store, prefix=prefix, limit=limit))


@router.get(
    "/stores/{store}/entries/{key:path}",
    response_model=StoreEntryOut,
    responses={404: {"model": ErrorOut, "description": "No such agent, store or key"}},
)
def store_entry(
    agent: AgentName,
    store: StoreName,
    key: Annotated[str, Path(max_length=256)],
    services: ServicesDep,
    caller: Operator,
) -> StoreEntryOut:
    """The value under one key."""
    ctx = _store_context(services, agent, store)
    try:
        return StoreEntryOut(**get_store_entry(ctx, store, key))
    except ToolError:
        raise NotFound(f"no key {key!r} in store {store!r}") from None
