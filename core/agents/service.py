"""Creating, versioning and looking up agents in storage."""

from __future__ import annotations

import dataclasses
from typing import Any

from sqlalchemy import select

from core.agents.spec import AgentSpec, validate_name
from core.errors import Conflict, NotFound
from core.storage import Agent, AgentVersion, Database

__all__ = ["AgentService"]


def _spec(agent: Agent, version: AgentVersion) -> AgentSpec:
    return AgentSpec(
        name=agent.name,
        description=agent.description,
        system_prompt=version.system_prompt,
        tools=tuple(version.tools),
        parameters=dict(version.parameters),
        constraints=dict(version.constraints),
        model=version.model,
        version=version.version,
        version_id=version.id,
    )


class AgentService:
    """Agents are never edited in place: ``update`` stores a new version."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def create(self, spec: AgentSpec, *, note: str = "created") -> AgentSpec:
        with self.db.session() as s:
            if s.scalar(select(Agent).where(Agent.name == spec.name)) is not None:
                raise Conflict(f"an agent named {spec.name!r} exists already")
            agent = Agent(name=spec.name, description=spec.description, current_version=1)
            s.add(agent)
            s.flush()
            version = self._add_version(agent, spec, 1, note)
            s.add(version)
            s.flush()
            return _spec(agent, version)

    def update(self, name: str, *, note: str = "", **changes: Any) -> AgentSpec:
        """New version with ``changes`` (system_prompt, tools, parameters, constraints, model)."""
        current = self.get(name)
        description = changes.pop("description", current.description)
        if "tools" in changes:
            changes["tools"] = tuple(changes["tools"])
        new = dataclasses.replace(current, description=description, **changes)
        if new.content_hash() == current.content_hash() and description == current.description:
            return current
        with self.db.session() as s:
            agent = s.scalar(select(Agent).where(Agent.name == name))
            if agent is None:
                raise NotFound(f"no agent named {name!r}")
            latest = max(v.version for v in agent.versions)
            version = self._add_version(agent, new, latest + 1, note)
            s.add(version)
            agent.current_version = latest + 1
            agent.description = description
            s.flush()
            return _spec(agent, version)

    @staticmethod
    def _add_version(agent: Agent, spec: AgentSpec, number: int, note: str) -> AgentVersion:
        return AgentVersion(
            agent_id=agent.id,
            version=number,
            system_prompt=spec.system_prompt,
            tools=list(spec.tools),
            parameters=spec.parameters,
            constraints=spec.constraints,
            model=spec.model,
            content_hash=spec.content_hash(),
            note=note,
        )

    def get(self, name: str, version: int | None = None) -> AgentSpec:
        with self.db.session() as s:
            agent = s.scalar(select(Agent).where(Agent.name == name))
            if agent is None:
                raise NotFound(f"no agent named {name!r}")
            wanted = version or agent.current_version
            row = s.scalar(
                select(AgentVersion).where(
                    AgentVersion.agent_id == agent.id, AgentVersion.version == wanted
                )
            )
            if row is None:
                raise NotFound(f"agent {name!r} has no version {wanted}")
            return _spec(agent, row)

    def exists(self, name: str) -> bool:
        with self.db.session() as s:
            return s.scalar(select(Agent.id).where(Agent.name == name)) is not None

    def all(self) -> list[AgentSpec]:
        with self.db.session() as s:
            names = list(s.scalars(select(Agent.name).order_by(Agent.name)))
        return [self.get(n) for n in names]

    def versions(self, name: str) -> list[AgentSpec]:
        with self.db.session() as s:
            agent = s.scalar(select(Agent).where(Agent.name == validate_name(name)))
            if agent is None:
                raise NotFound(f"no agent named {name!r}")
            return [_spec(agent, v) for v in agent.versions]

    def delete(self, name: str) -> None:
        with self.db.session() as s:
            agent = s.scalar(select(Agent).where(Agent.name == name))
            if agent is None:
                raise NotFound(f"no agent named {name!r}")
            s.delete(agent)
