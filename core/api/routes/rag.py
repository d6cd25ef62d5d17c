"""Agents' RAG collections, read only: metadata from the database (SPEC 2.5).

Like stores, collections belong to an agent rather than a team, so only
operator tokens read them. The vectors stay in Qdrant; nothing here opens it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Path
from pydantic import BaseModel

from core.api.deps import Operator, ServicesDep
from core.api.routes._models import ErrorOut
from core.api.routes.agents import AgentName
from core.api.routes.stores import agent_context
from core.errors import NotFound, ToolError
from core.tools.rag import get_rag_collection, list_rag_collections

__all__ = ["RagCollectionDetail", "RagCollectionOut", "router"]

router = APIRouter(prefix="/api/agents/{agent}/collections", tags=["rag"])


class RagCollectionOut(BaseModel):
    name: str
    description: str
    documents: int
    chunks: int
    chunk_size: int
    chunk_overlap: int


class RagCollectionDetail(RagCollectionOut):
    embedding_model: str
    dimensions: int
    created_at: datetime
    updated_at: datetime


@router.get("", response_model=list[RagCollectionOut])
def agent_collections(
    agent: AgentName, services: ServicesDep, caller: Operator
) -> list[RagCollectionOut]:
    """The agent's document collections by name."""
    return [RagCollectionOut(**row) for row in list_rag_collections(agent_context(services, agent))]


@router.get(
    "/{name}",
    response_model=RagCollectionDetail,
    responses={404: {"model": ErrorOut, "description": "No such agent or collection"}},
)
def agent_collection(
    agent: AgentName,
    name: Annotated[str, Path(pattern=r"^[A-Za-z0-9_.-]{1,64}$")],
    services: ServicesDep,
    caller: Operator,
) -> RagCollectionDetail:
    """One collection's settings and size."""
    ctx = agent_context(services, agent)
    try:
        return RagCollectionDetail(**get_rag_collection(ctx, name))
    except ToolError:  # the tool's way of saying the collection does not exist
        raise NotFound(f"agent {agent!r} has no RAG collection named {name!r}") from None
