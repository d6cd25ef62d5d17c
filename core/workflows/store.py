"""Storing workflows: every change is a new version; runs name the version they ran."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select

from core.errors import Conflict, NotFound
from core.storage import Database, Workflow, WorkflowVersion
from core.workflows.checks import validate_graph
from core.workflows.spec import WorkflowGraph, content_hash, parse_graph, validate_workflow_name

__all__ = ["WorkflowInfo", "WorkflowService"]


@dataclass(frozen=True, slots=True)
class WorkflowInfo:
    """One version of a workflow."""

    name: str
    description: str
    version: int
    version_id: int
    graph: WorkflowGraph
    content_hash: str
    note: str
    created_at: datetime | None

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "version": self.version,
            "graph": self.graph.as_dict(),
            "hash": self.content_hash[:12],
            "note": self.note,
            "created_at": self.created_at.isoformat() if self.created_at else None,
        }


def _info(wf: Workflow, v: WorkflowVersion) -> WorkflowInfo:
    return WorkflowInfo(
        name=wf.name,
        description=wf.description,
        version=v.version,
        version_id=v.id,
        graph=parse_graph(v.graph),
        content_hash=v.content_hash,
        note=v.note,
        created_at=v.created_at,
    )


class WorkflowService:
    """Create, version, read and delete workflows; graphs are checked before they are stored.

    ``agent_exists`` and ``tool_exists`` decide which agents and tools a step may name.
    """

    def __init__(self, db: Database, *, agent_exists: Any, tool_exists: Any) -> None:
        self.db = db
        self._agent_exists = agent_exists
        self._tool_exists = tool_exists

    @classmethod
    def of(cls, services: Any) -> WorkflowService:
        """The service over ``services``' database, agents and tool registry."""
        return cls(
            services.db,
            agent_exists=services.agents.exists,
            tool_exists=lambda name: name in services.tools,
        )

    def check(self, graph: Any) -> WorkflowGraph:
        return validate_graph(graph, agent_exists=self._agent_exists, tool_exists=self._tool_exists)

    def create(
        self, name: str, graph: Any, *, description: str = "", by: str = "", note: str = "created"
    ) -> WorkflowInfo:
        validate_workflow_name(name)
        checked = self.check(graph)
        with self.db.session() as s:
            if s.scalar(select(Workflow.id).where(Workflow.name == name)) is not None:
                raise Conflict(f"a workflow named {name!r} exists already; update it instead")
            wf = Workflow(name=name, description=description[:2000], created_by=by)
            s.add(wf)
            s.flush()
            v = self._version(wf, checked, 1, note)
            s.add(v)
            s.flush()
            return _info(wf, v)

    def update(
        self,
        name: str,
        graph: Any = None,
        *,
        description: str | None = None,
        note: str = "updated",
    ) -> WorkflowInfo:
        """A new version with ``graph`` (and/or ``description``); unchanged: the current one."""
        current = self.get(name)
        checked = self.check(graph) if graph is not None else current.graph
        same_graph = content_hash(checked) == current.content_hash
        if same_graph and (description is None or description == current.description):
            return current
        with self.db.session() as s:
            wf = s.scalar(select(Workflow).where(Workflow.name == name))
            if wf is None:
                raise NotFound(f"no workflow named {name!r}")
            if description is not None:
                wf.description = description[:2000]
            latest = max(v.version for v in wf.versions)
            v = self._version(wf, checked, latest + 1, note)
            s.add(v)
            wf.current_version = latest + 1
            s.flush()
            return _info(wf, v)

    @staticmethod
    def _version(wf: Workflow, graph: WorkflowGraph, number: int, note: str) -> WorkflowVersion:
        return WorkflowVersion(
            workflow_id=wf.id,
            version=number,
            graph=graph.as_dict(),
            content_hash=content_hash(graph),
            note=note[:2000],
        )

    def get(self, name: str, version: int | None = None) -> WorkflowInfo:
        with self.db.session() as s:
            wf = s.scalar(select(Workflow).where(Workflow.name == name))
            if wf is None:
                raise NotFound(f"no workflow named {name!r}")
            wanted = version or wf.current_version
            v = s.scalar(
                select(WorkflowVersion).where(
                    WorkflowVersion.workflow_id == wf.id, WorkflowVersion.version == wanted
                )
            )
            if v is None:
                raise NotFound(f"workflow {name!r} has no version {wanted}")
            return _info(wf, v)

    def exists(self, name: str) -> bool:
        with self.db.session() as s:
            return s.scalar(select(Workflow.id).where(Workflow.name == name)) is not None

    def all(self) -> list[WorkflowInfo]:
        with self.db.session() as s:
            names = list(s.scalars(select(Workflow.name).order_by(Workflow.name)))
        return [self.get(n) for n in names]

    def versions(self, name: str) -> list[WorkflowInfo]:
        with self.db.session() as s:
            wf = s.scalar(select(Workflow).where(Workflow.name == name))
            if wf is None:
                raise NotFound(f"no workflow named {name!r}")
            return [_info(wf, v) for v in wf.versions]

    def delete(self, name: str) -> None:
        """Delete a workflow and its versions; its runs and their trails are kept."""
        with self.db.session() as s:
            wf = s.scalar(select(Workflow).where(Workflow.name == name))
            if wf is None:
                raise NotFound(f"no workflow named {name!r}")
            s.delete(wf)
