"""Model instances and their adapter versions, read only (SPEC 6.6)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any
from urllib.parse import urlsplit, urlunsplit

from fastapi import APIRouter, Path, Query
from pydantic import BaseModel, Field

from core.api.deps import Caller, ServicesDep
from core.api.routes._models import ErrorOut
from core.services import Services
from core.serving.instances import Instance, InstanceService

__all__ = ["InstanceDetail", "InstanceOut", "VersionOut", "router"]

router = APIRouter(prefix="/api/instances", tags=["model instances"])

InstanceName = Annotated[
    str, Path(pattern=r"^[a-z][a-z0-9_-]{0,63}$", description="An instance's name")
]


class InstanceOut(BaseModel):
    name: str
    base: str
    target: str
    endpoint: str
    tags: list[str]
    current_version: int = Field(description="0: the base model alone")
    status: str
    created_at: datetime


class VersionOut(BaseModel):
    version: int
    status: str
    training_run_id: int | None
    deployed_name: str
    metrics: dict[str, Any]


class InstanceDetail(InstanceOut):
    versions: list[VersionOut]


def _without_credentials(url: str) -> str:
    # An endpoint may carry user:password@; responses never repeat credentials.
    parts = urlsplit(url)
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit(parts._replace(netloc=netloc))


def _out(instance: Instance) -> InstanceOut:
    return InstanceOut(
        name=instance.name,
        base=instance.base,
        target=instance.target,
        endpoint=_without_credentials(instance.endpoint),
        tags=list(instance.tags),
        current_version=instance.current_version,
        status=instance.status,
        created_at=instance.created_at,
    )


def _service(services: Services) -> InstanceService:
    return InstanceService(services.db, services.settings.data_dir)


@router.get("", response_model=list[InstanceOut])
def list_instances(
    services: ServicesDep,
    caller: Caller,
    include_retired: Annotated[bool, Query(description="Also retired instances")] = False,
) -> list[InstanceOut]:
    """Model instances by name."""
    return [_out(i) for i in _service(services).list(include_retired=include_retired)]


@router.get(
    "/{name}",
    response_model=InstanceDetail,
    responses={404: {"model": ErrorOut, "description": "No such instance"}},
)
def get_instance(name: InstanceName, services: ServicesDep, caller: Caller) -> InstanceDetail:
    """One instance with every deployed adapter version (0, the base model, is implicit)."""
    service = _service(services)
    instance = _out(service.get(name))
    versions = [
        VersionOut(
            version=v.version,
            status=v.status,
            training_run_id=v.training_run_id,
            deployed_name=v.deployed_name,
            metrics=v.metrics,
        )
        for v in service.versions(name)
    ]
    return InstanceDetail(**instance.model_dump(), versions=versions)
