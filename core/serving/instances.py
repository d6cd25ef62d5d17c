"""Model instances and their adapter versions (SPEC 6.6), kept in the database.

An instance is a named base model plus, from version 1 on, a LoRA adapter.
Each deployed adapter is copied to ``data_dir/models/<instance>/v<N>.gguf``
and recorded as a version; earlier versions stay on disk and in the table so
a rollback is only a change of which version is current. Version 0 is the
base model alone.
"""

from __future__ import annotations

import builtins
import os
import re
import shutil
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from core.errors import ConfigurationError, Conflict, NotFound
from core.storage import Database, ModelInstance, ModelVersion

__all__ = [
    "TARGETS",
    "Instance",
    "InstanceService",
    "Version",
    "copy_atomically",
    "validate_instance_name",
    "validate_tag",
]

TARGETS = ("embedded", "llamacpp", "ollama")
_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")
# tool:NAME binds a specialist to a tool, agent:NAME serves an agent, ab:GROUP[:WEIGHT]
# splits requests across a group, ensemble:GROUP lets a group vote.
_TAG = re.compile(
    r"^(tool|agent|ensemble):[a-z][a-z0-9_-]{0,63}$|^ab:[a-z][a-z0-9_-]{0,63}(:\d{1,4})?$"
)


def validate_instance_name(name: str) -> str:
    if not _NAME.match(name):
        raise ConfigurationError(
            f"instance name {name!r} must be 1-64 lowercase letters, digits, '-' or '_', "
            "starting with a letter"
        )
    return name


def validate_tag(tag: str) -> str:
    if not _TAG.match(tag):
        raise ConfigurationError(
            f"tag {tag!r} must be tool:NAME, agent:NAME, ensemble:GROUP, ab:GROUP or "
            "ab:GROUP:WEIGHT (names in lowercase letters, digits, '-' or '_')"
        )
    return tag


def _validate_target(target: str) -> str:
    if target not in TARGETS:
        raise ConfigurationError(f"target {target!r} must be one of {', '.join(TARGETS)}")
    return target


@dataclass(frozen=True, slots=True)
class Instance:
    """One row of ``model_instances`` as a value."""

    name: str
    base: str
    target: str
    endpoint: str
    tags: tuple[str, ...]
    current_version: int
    status: str
    created_at: datetime

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "base": self.base,
            "target": self.target,
            "endpoint": self.endpoint,
            "tags": list(self.tags),
            "current_version": self.current_version,
            "status": self.status,
        }


@dataclass(frozen=True, slots=True)
class Version:
    """One deployed adapter of an instance."""

    instance: str
    version: int
    adapter_path: Path
    status: str
    training_run_id: int | None = None
    deployed_name: str = ""
    metrics: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "instance": self.instance,
            "version": self.version,
            "adapter_path": str(self.adapter_path),
            "status": self.status,
            "training_run_id": self.training_run_id,
            "deployed_name": self.deployed_name,
            "metrics": self.metrics,
        }


def _instance(row: ModelInstance) -> Instance:
    return Instance(
        name=row.name,
        base=row.base,
        target=row.target,
        endpoint=row.endpoint,
        tags=tuple(row.tags),
        current_version=row.current_version,
        status=row.status,
        created_at=row.created_at,
    )


def _version(name: str, row: ModelVersion) -> Version:
    return Version(
        instance=name,
        version=row.version,
        adapter_path=Path(row.adapter_path),
        status=row.status,
        training_run_id=row.training_run_id,
        deployed_name=row.deployed_name,
        metrics=dict(row.metrics),
    )


def copy_atomically(source: Path, target: Path) -> None:
    """Copy so that ``target`` is either absent or complete (a reader may load it any time)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    os.close(fd)
    try:
        shutil.copyfile(source, tmp)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class InstanceService:
    """Create, list and retire instances; add versions and roll them back."""

    def __init__(self, db: Database, data_dir: Path) -> None:
        self.db = db
        self.data_dir = data_dir

    # Instances

    def spawn(
        self,
        name: str,
        base: str = "embedded",
        tags: Iterable[str] = (),
        target: str = "embedded",
        endpoint: str = "",
    ) -> Instance:
        """Add an instance beside the existing ones; a taken name is a ``Conflict``."""
        validate_instance_name(name)
        tag_list = list(dict.fromkeys(validate_tag(t) for t in tags))
        _validate_target(target)
        if not base.strip():
            raise ConfigurationError("an instance needs a base model spec, e.g. 'embedded'")
        with self.db.session() as s:
            if self._find(s, name) is not None:
                raise Conflict(f"instance {name!r} exists already")
            row = ModelInstance(
                name=name, base=base, target=target, endpoint=endpoint, tags=tag_list
            )
            s.add(row)
            s.flush()
            return _instance(row)

    def get(self, name: str) -> Instance:
        with self.db.session() as s:
            return _instance(self._require(s, name))

    def exists(self, name: str) -> bool:
        with self.db.session() as s:
            return self._find(s, name) is not None

    def list(self, *, include_retired: bool = False) -> builtins.list[Instance]:
        query = select(ModelInstance).order_by(ModelInstance.name)
        if not include_retired:
            query = query.where(ModelInstance.status != "retired")
        with self.db.session() as s:
            return [_instance(row) for row in s.scalars(query)]

    def with_tag(self, tag: str) -> builtins.list[Instance]:
        """Active instances carrying ``tag`` (``ab:GROUP`` also matches ``ab:GROUP:WEIGHT``)."""
        return [
            i
            for i in self.list()
            if any(t == tag or (tag.startswith("ab:") and t.startswith(f"{tag}:")) for t in i.tags)
        ]

    def retire(self, name: str) -> Instance:
        """Stop routing to an instance; its versions and files are kept."""
        with self.db.session() as s:
            row = self._require(s, name)
            row.status = "retired"
            s.flush()
            return _instance(row)

    def set_serving(self, name: str, *, target: str, endpoint: str) -> Instance:
        """Record where the instance is served now (after a deploy to ``target``)."""
        _validate_target(target)
        with self.db.session() as s:
            row = self._require(s, name)
            row.target = target
            row.endpoint = endpoint
            s.flush()
            return _instance(row)

    # Versions

    def version_path(self, name: str, version: int) -> Path:
        """Where version ``version``'s adapter lives (whether or not it exists yet)."""
        return self.data_dir / "models" / validate_instance_name(name) / f"v{version}.gguf"

    def next_version(self, name: str) -> int:
        with self.db.session() as s:
            row = self._require(s, name)
            last = s.scalar(
                select(func.max(ModelVersion.version)).where(ModelVersion.instance_id == row.id)
            )
            return int(last or 0) + 1

    def versions(self, name: str) -> builtins.list[Version]:
        with self.db.session() as s:
            row = self._require(s, name)
            rows = s.scalars(
                select(ModelVersion)
                .where(ModelVersion.instance_id == row.id)
                .order_by(ModelVersion.version)
            )
            return [_version(name, v) for v in rows]

    def current(self, name: str) -> Version | None:
        """The serving version, or ``None`` when the instance serves its base model alone."""
        with self.db.session() as s:
            row = self._require(s, name)
            if row.current_version == 0:
                return None
            return _version(name, self._require_version(s, row, row.current_version))

    def add_version(
        self,
        name: str,
        adapter_gguf: Path,
        training_run_id: int | None = None,
        metrics: dict[str, Any] | None = None,
        *,
        deployed_name: str = "",
    ) -> Version:
        """Store ``adapter_gguf`` as the next version and make it current.

        The file is copied to ``version_path`` unless it is already there; the
        version that served until now becomes ``previous``.
        """
        if not adapter_gguf.is_file():
            raise ConfigurationError(f"adapter file not found: {adapter_gguf}")
        number = self.next_version(name)
        target = self.version_path(name, number)
        if adapter_gguf.resolve() != target.resolve():
            copy_atomically(adapter_gguf, target)
        try:
            with self.db.session() as s:
                row = self._require(s, name)
                for old in s.scalars(
                    select(ModelVersion).where(
                        ModelVersion.instance_id == row.id, ModelVersion.status == "active"
                    )
                ):
                    old.status = "previous"
                version = ModelVersion(
                    instance_id=row.id,
                    version=number,
                    adapter_path=str(target),
                    training_run_id=training_run_id,
                    deployed_name=deployed_name,
                    metrics=dict(metrics or {}),
                    status="active",
                )
                s.add(version)
                row.current_version = number
                s.flush()
                return _version(name, version)
        except BaseException:
            target.unlink(missing_ok=True)
            raise

    def rollback_target(self, name: str) -> Version | None:
        """What ``rollback`` would serve: the latest ``previous`` version, or the base (None)."""
        with self.db.session() as s:
            row = self._require(s, name)
            if row.current_version == 0:
                raise Conflict(f"instance {name!r} serves its base model; nothing to roll back")
            previous = self._latest_previous(s, row)
            return None if previous is None else _version(name, previous)

    def rollback(self, name: str) -> Version | None:
        """Mark the current version ``rolled_back`` and serve the one before it (or the base)."""
        with self.db.session() as s:
            row = self._require(s, name)
            if row.current_version == 0:
                raise Conflict(f"instance {name!r} serves its base model; nothing to roll back")
            self._require_version(s, row, row.current_version).status = "rolled_back"
            previous = self._latest_previous(s, row)
            if previous is None:
                row.current_version = 0
                return None
            previous.status = "active"
            row.current_version = previous.version
            s.flush()
            return _version(name, previous)

    # Helpers

    def _find(self, s: Session, name: str) -> ModelInstance | None:
        return s.scalar(select(ModelInstance).where(ModelInstance.name == name))

    def _require(self, s: Session, name: str) -> ModelInstance:
        row = self._find(s, name)
        if row is None:
            known: Sequence[str] = s.scalars(
                select(ModelInstance.name).order_by(ModelInstance.name)
            ).all()
            raise NotFound(f"no instance named {name!r}; instances: {', '.join(known) or 'none'}")
        return row

    def _require_version(self, s: Session, row: ModelInstance, number: int) -> ModelVersion:
        version = s.scalar(
            select(ModelVersion).where(
                ModelVersion.instance_id == row.id, ModelVersion.version == number
            )
        )
        if version is None:
            raise NotFound(f"instance {row.name!r} has no version {number}")
        return version

    def _latest_previous(self, s: Session, row: ModelInstance) -> ModelVersion | None:
        return s.scalar(
            select(ModelVersion)
            .where(
                ModelVersion.instance_id == row.id,
                ModelVersion.status == "previous",
                ModelVersion.version < row.current_version,
            )
            .order_by(ModelVersion.version.desc())
            .limit(1)
        )
