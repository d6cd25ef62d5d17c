"""Agents and their immutable versions (SPEC 2.1)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path
from pydantic import BaseModel

from core.agents.spec import AgentSpec
from core.api.deps import Caller, ServicesDep
from core.api.routes._models import ErrorOut

__all__ = ["AgentDetail", "AgentName", "AgentOut", "AgentVersionOut", "router"]

router = APIRouter(prefix="/api/agents", tags=["agents"])

AgentName = Annotated[str, Path(pattern=r"^[a-z][a-z0-9_-]{0,63}$", description="An agent's name")]


class AgentVersionOut(BaseModel):
    """One immutable definition of an agent."""

    version: int
    system_prompt: str
    tools: list[str]
    parameters: dict[str, Any]
    constraints: dict[str, Any]
    model: str
    content_hash: str


class AgentOut(BaseModel):
    """An agent and its current version."""

    name: str
    description: str
    current: AgentVersionOut


class AgentDetail(AgentOut):
    versions: list[AgentVersionOut]


def _version(spec: AgentSpec) -> AgentVersionOut:
    return AgentVersionOut(
        version=spec.version,
        system_prompt=spec.system_prompt,
        tools=list(spec.tools),
        parameters=dict(spec.parameters),
        constraints=dict(spec.constraints),
        model=spec.model,
        content_hash=spec.content_hash(),
    )


@router.get("", response_model=list[AgentOut])
def list_agents(services: ServicesDep, caller: Caller) -> list[AgentOut]:
    """Every agent with its current version, by name."""
    return [
        AgentOut(name=a.name, description=a.description, current=_version(a))
        for a in services.agents.all()
    ]


@router.get(
    "/{name}",
    response_model=AgentDetail,
    responses={404: {"model": ErrorOut, "description": "No such agent"}},
)
def get_agent(name: AgentName, services: ServicesDep, caller: Caller) -> AgentDetail:
    """One agent with every version, oldest first."""
    current = services.agents.get(name)
    return AgentDetail(
        name=current.name,
        description=current.description,
        current=_version(current),
        versions=[_version(v) for v in services.agents.versions(name)],
    )
