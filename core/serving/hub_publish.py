"""Publish an instance's adapter or a dataset version to the hub (SPEC 6.12).

An adapter goes up as its GGUF, the same adapter as a PEFT directory, a model
card and ``strop.json`` (the files' SHA-256, which ``strop hub pull`` checks);
a dataset version as ``data.jsonl`` and a dataset card. Everything that leaves
is scrubbed again on the way out with the values in the vault and strop's own
secret settings, whatever was scrubbed when it was made. A dataset also needs
an administrator's ``Approval`` of exactly the bytes being sent.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import SecretStr

from core.errors import ConfigurationError, NotFound
from core.improve.sanitize import Sanitizer
from core.serving.gguf_check import base_gguf
from core.serving.hub import Hub, validate_repo_id
from core.serving.hub_approval import Approval
from core.serving.instances import InstanceService
from core.serving.model_card import EMBEDDED_BASE_MODEL, AdapterCard, DatasetCard
from core.serving.peft_adapter import ADAPTER_CONFIG, ADAPTER_WEIGHTS, peft_from_gguf
from core.storage import TrainingRun

if TYPE_CHECKING:
    from core.services import Services
    from core.settings import Settings

__all__ = [
    "MANIFEST",
    "DatasetUpload",
    "Published",
    "prepare_dataset",
    "publish_dataset",
    "publish_instance",
    "scrubber",
]

MANIFEST = "strop.json"
ADAPTER_GGUF = "adapter.gguf"


@dataclass(frozen=True, slots=True)
class Published:
    repo: str
    kind: str
    version: int
    commit: str
    files: list[str]
    scrubbed: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "repo": self.repo,
            "kind": self.kind,
            "version": self.version,
            "commit": self.commit,
            "files": self.files,
            "scrubbed": self.scrubbed,
        }


def _setting_secrets(settings: Settings) -> list[str]:
    values = (getattr(settings, name) for name in type(settings).model_fields)
    return [v.get_secret_value() for v in values if isinstance(v, SecretStr)]


def scrubber(services: Services) -> Sanitizer:
    """A sanitizer that knows every vault value and strop's own secret settings."""
    return Sanitizer(secrets=[*services.vault.values(), *_setting_secrets(services.settings)])


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _training(services: Services, run_id: int | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """(data, training) of the card, from the training run the version came from."""
    if run_id is None:
        return {}, {}
    with services.db.session() as s:
        run = s.get(TrainingRun, run_id)
        if run is None:
            return {}, {}
        dataset = Path(run.dataset) if run.dataset else None
        data = {
            "dataset": dataset.parent.name if dataset else "",
            "data_version": dataset.stem if dataset else "",
            "examples": run.examples,
        }
        training = {
            "method": run.method,
            "steps": run.total_steps,
            "final_loss": run.losses[-1][1] if run.losses else None,
            "config": dict(run.config),
        }
    return data, training


def publish_instance(
    services: Services,
    instance: str,
    repo: str,
    *,
    version: int | None = None,
    notes: str = "",
    private: bool = True,
    hub: Hub | None = None,
) -> Published:
    """Publish ``version`` (default: the serving one) of ``instance``'s adapter to ``repo``."""
    validate_repo_id(repo)
    instances = InstanceService(services.db, services.settings.data_dir)
    found = instances.get(instance)
    number = found.current_version if version is None else version
    if number < 1:
        raise ConfigurationError(f"instance {instance!r} serves its base model; nothing to publish")
    chosen = next((v for v in instances.versions(instance) if v.version == number), None)
    if chosen is None:
        raise NotFound(f"instance {instance!r} has no version {number}")
    if not chosen.adapter_path.is_file():
        raise ConfigurationError(f"the adapter of {instance} v{number} is missing on disk")
    base = base_gguf(found.base)
    scrub = scrubber(services)
    files: dict[str, bytes] = {ADAPTER_GGUF: chosen.adapter_path.read_bytes()}
    base_model = EMBEDDED_BASE_MODEL if found.base in ("", "embedded") else base.name
    with tempfile.TemporaryDirectory(prefix="strop-publish-") as tmp:
        peft = peft_from_gguf(
            chosen.adapter_path, base, Path(tmp) / "adapter", base_model=base_model
        )
        for name in (ADAPTER_WEIGHTS, ADAPTER_CONFIG):
            files[f"adapter/{name}"] = (peft / name).read_bytes()
    data, training = _training(services, chosen.training_run_id)
    metrics = {k: v for k, v in chosen.metrics.items() if k != "hub"}
    card = AdapterCard(
        repo=repo,
        instance=instance,
        version=number,
        base=found.base,
        base_file=base.name,
        base_sha256=_file_sha256(base),
        data=scrub.value(data),
        training=scrub.value(training),
        metrics=scrub.value(metrics),
        files={path: _sha256(content) for path, content in sorted(files.items())},
        notes=scrub.text(notes),
    )
    files["README.md"] = scrub.text(card.render()).encode("utf-8")
    manifest = scrub.value(card.metadata()["strop"])
    files[MANIFEST] = (json.dumps(manifest, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    commit = (hub or Hub.from_settings(services.settings)).upload(
        repo,
        "model",
        files,
        version=number,
        message=f"{instance} v{number} (strop)",
        private=private,
    )
    return Published(repo, "model", number, commit, sorted(files), scrub.removed)


@dataclass(frozen=True, slots=True)
class DatasetUpload:
    """A dataset version, scrubbed and serialised: exactly what would be uploaded."""

    name: str
    version: int
    rows: int
    content: bytes
    scrubbed: int

    @property
    def sha256(self) -> str:
        return _sha256(self.content)

    @property
    def ref(self) -> str:
        return f"{self.name}/v{self.version}"


def prepare_dataset(services: Services, ref: str) -> DatasetUpload:
    """Read dataset ``ref`` (``NAME`` or ``NAME/vN``) and scrub every row for publishing."""
    from core.improve.training import read_dataset, resolve_dataset

    path = resolve_dataset(services.settings.data_dir, ref)
    datasets = (services.settings.data_dir / "datasets").resolve()
    if path.parent.parent != datasets or not path.stem[1:].isdigit():
        raise ConfigurationError(f"{ref!r} is not a versioned dataset (datasets/NAME/vN.jsonl)")
    sft, dpo = read_dataset(path)
    scrub = scrubber(services)
    rows = [scrub.value(row) for row in sft + dpo]
    content = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")
    return DatasetUpload(path.parent.name, int(path.stem[1:]), len(rows), content, scrub.removed)


def publish_dataset(
    services: Services,
    upload: DatasetUpload,
    repo: str,
    *,
    approval: Approval,
    notes: str = "",
    private: bool = True,
    hub: Hub | None = None,
) -> Published:
    """Publish a prepared dataset version; ``approval`` must cover these bytes and ``repo``."""
    validate_repo_id(repo)
    if approval.repo != repo or approval.sha256 != upload.sha256:
        raise ConfigurationError(
            f"the approval covers other data or another repository than {upload.ref} -> {repo}; "
            "ask again"
        )
    scrub = scrubber(services)
    kind = next((k for k in ("sft", "dpo") if upload.name.endswith(f"-{k}")), "")
    card = DatasetCard(
        repo=repo,
        name=upload.name,
        version=upload.version,
        rows=upload.rows,
        sha256=upload.sha256,
        scrubbed=upload.scrubbed,
        kind=kind,
        notes=scrub.text(notes),
    )
    files = {"data.jsonl": upload.content, "README.md": scrub.text(card.render()).encode("utf-8")}
    commit = (hub or Hub.from_settings(services.settings)).upload(
        repo,
        "dataset",
        files,
        version=upload.version,
        message=f"{upload.ref} (strop; approved by an administrator)",
        private=private,
    )
    return Published(
        repo, "dataset", upload.version, commit, sorted(files), upload.scrubbed + scrub.removed
    )
