"""Fetch a published adapter version from the hub and check it before anything loads it.

``strop.json`` lists each file's SHA-256; a file that does not match (a
corrupted or altered download) is refused. Only the known adapter files are
fetched, into ``data_dir/hub/pulled/OWNER--NAME/v<N>/``. Deploying the pulled
adapter is ``core.improve.pull``'s job: it goes through the evaluation gate.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import ConfigurationError, NotFound
from core.serving.hub import Hub, validate_repo_id
from core.serving.hub_publish import ADAPTER_GGUF, MANIFEST
from core.serving.model_card import parse_card
from core.serving.peft_adapter import ADAPTER_CONFIG, ADAPTER_WEIGHTS

__all__ = ["PulledAdapter", "fetch_adapter", "pulled_folder"]

_FILES = (ADAPTER_GGUF, f"adapter/{ADAPTER_WEIGHTS}", f"adapter/{ADAPTER_CONFIG}")


@dataclass(frozen=True, slots=True)
class PulledAdapter:
    repo: str
    version: int
    folder: Path
    manifest: dict[str, Any]
    card: dict[str, Any] = field(default_factory=dict)  # the README's metadata

    @property
    def adapter(self) -> Path:
        return self.folder / ADAPTER_GGUF


def pulled_folder(data_dir: Path, repo: str, version: int) -> Path:
    return data_dir / "hub" / "pulled" / validate_repo_id(repo).replace("/", "--") / f"v{version}"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def fetch_adapter(
    hub: Hub, repo: str, data_dir: Path, *, version: int | None = None
) -> PulledAdapter:
    """Download ``version`` (default: the newest) of the adapter in ``repo`` and verify it."""
    versions = hub.versions(repo, "model")
    if not versions:
        raise NotFound(f"model repository {repo} has no published versions (tags v1, v2, ...)")
    number = versions[-1] if version is None else version
    if number not in versions:
        raise NotFound(f"{repo} has no version v{number}; it has v{', v'.join(map(str, versions))}")
    try:
        manifest = json.loads(hub.download(repo, "model", MANIFEST, version=number).read_bytes())
    except ValueError:
        raise ConfigurationError(f"{repo} v{number}: {MANIFEST} is not JSON") from None
    listed = manifest.get("files") if isinstance(manifest, dict) else None
    if manifest.get("kind") != "adapter" or not isinstance(listed, dict):
        raise ConfigurationError(f"{repo} v{number} is not an adapter published by strop")
    if ADAPTER_GGUF not in listed:
        raise ConfigurationError(f"{repo} v{number} has no {ADAPTER_GGUF}")
    folder = pulled_folder(data_dir, repo, number)
    tmp = folder.with_name(f".{folder.name}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        for name in (n for n in _FILES if n in listed):
            cached = hub.download(repo, "model", name, version=number)
            if _sha256(cached) != listed[name]:
                raise ConfigurationError(
                    f"{repo} v{number}: {name} does not match its SHA-256 in {MANIFEST}; refused"
                )
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(cached, tmp / name)
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        try:
            readme = hub.download(repo, "model", "README.md", version=number)
            card, _ = parse_card(readme.read_text(encoding="utf-8"))
        except NotFound:
            card = {}
        shutil.rmtree(folder, ignore_errors=True)
        folder.parent.mkdir(parents=True, exist_ok=True)
        os.replace(tmp, folder)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return PulledAdapter(repo, number, folder, manifest, card)
