"""Which active instances are bound to a tool (tagged ``tool:NAME``), and since when.

The router serves a tool's requests from the first active instance, by name,
tagged ``tool:NAME`` (:meth:`core.serving.routing.Router.spec_for`); this module
reads the same rows to answer two questions cheaply: is any tool bound at all
(the request path asks it on every message, so it is one small query and
nothing is cached), and since when has each bound tool's specialist served (an
instance created or given a new version after a tool's last failure has not
been seen to fail yet).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select

from core.serving.instances import validate_instance_name
from core.storage import Database, ModelInstance, ModelVersion

__all__ = ["TAG_PREFIX", "Specialist", "active_specialists", "any_specialist", "specialist_name"]

TAG_PREFIX = "tool:"
_RETIRED = "retired"
_MAX_NAME = 64  # instance names are at most 64 characters


@dataclass(frozen=True, slots=True)
class Specialist:
    """An active instance that serves one tool's requests."""

    tool: str
    instance: str
    since: datetime  # when it was created, or its serving version deployed, whichever is later


def specialist_name(tool: str) -> str:
    """The instance name a new specialist for ``tool`` gets: ``tool-<tool>``."""
    name = f"tool-{tool.lower()}"[:_MAX_NAME]
    return validate_instance_name(name)


def any_specialist(db: Database) -> bool:
    """Whether some active instance carries a ``tool:`` tag (one query over instance tags)."""
    with db.session() as s:
        tags = s.scalars(select(ModelInstance.tags).where(ModelInstance.status != _RETIRED))
        return any(str(t).startswith(TAG_PREFIX) for row in tags for t in row)


def active_specialists(db: Database) -> dict[str, Specialist]:
    """Each bound tool's specialist, the one the router picks (first by instance name)."""
    out: dict[str, Specialist] = {}
    with db.session() as s:
        rows = s.scalars(
            select(ModelInstance)
            .where(ModelInstance.status != _RETIRED)
            .order_by(ModelInstance.name)
        ).all()
        for row in rows:
            tools = [t.removeprefix(TAG_PREFIX) for t in row.tags if t.startswith(TAG_PREFIX)]
            if not tools:
                continue
            deployed = s.scalar(
                select(ModelVersion.created_at).where(
                    ModelVersion.instance_id == row.id, ModelVersion.version == row.current_version
                )
            )
            since = max(row.created_at, deployed) if deployed is not None else row.created_at
            for tool in tools:
                out.setdefault(tool, Specialist(tool=tool, instance=row.name, since=since))
    return out
