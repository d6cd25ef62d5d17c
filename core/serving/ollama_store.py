"""Storage and model loading behind the in-repo Ollama-compatible server.

Blobs are kept by digest (``blobs/sha256-<hex>``), models as small JSON
manifests naming their base and adapter blobs; a model is loaded into
llama.cpp (``Llama(model_path=base, lora_path=adapter)``) on its first
request and kept. Creating a model checks the files as GGUFs and loads them
once in a child process, so a bad adapter is refused at create time instead
of crashing the server at the first chat.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import threading
from collections.abc import AsyncIterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from core.errors import ConfigurationError, NotFound
from core.serving.gguf_check import check_adapter
from core.serving.probe import probe_adapter

__all__ = ["Manifest", "ModelStore", "Runner", "normalise_name"]

_DIGEST = re.compile(r"^sha256[:-]([0-9a-f]{64})$")


def normalise_name(name: str) -> str:
    """Ollama's rule: a name without a tag means ``:latest``."""
    name = name.strip()
    if not name:
        raise ConfigurationError("a model name is required")
    return name if ":" in name.rsplit("/", 1)[-1] else f"{name}:latest"


@dataclass(frozen=True, slots=True)
class Manifest:
    name: str
    base: str  # blob digest "sha256:<hex>"
    adapters: tuple[str, ...]
    modified_at: str
    size: int

    @property
    def digest(self) -> str:
        body = json.dumps([self.base, *self.adapters]).encode()
        return hashlib.sha256(body).hexdigest()


@dataclass(slots=True)
class Runner:
    """A loaded model; ``lock`` serialises its use (one ``Llama`` is not thread-safe)."""

    llama: Any
    lock: threading.Lock


class ModelStore:
    def __init__(self, directory: Path, *, n_ctx: int = 4096) -> None:
        self.blobs = directory / "blobs"
        self.manifests = directory / "manifests"
        self.blobs.mkdir(parents=True, exist_ok=True)
        self.manifests.mkdir(parents=True, exist_ok=True)
        self.n_ctx = n_ctx
        self._lock = threading.Lock()
        self._runners: dict[str, Runner] = {}

    # Blobs

    def blob_path(self, digest: str) -> Path:
        match = _DIGEST.match(digest)
        if match is None:
            raise ConfigurationError(f"invalid digest {digest!r}: use sha256:<64 hex digits>")
        return self.blobs / f"sha256-{match.group(1)}"

    def has_blob(self, digest: str) -> bool:
        return self.blob_path(digest).is_file()

    async def write_blob(self, digest: str, chunks: AsyncIterable[bytes]) -> None:
        """Store the upload if its sha256 is ``digest``; otherwise keep nothing and raise."""
        target = self.blob_path(digest)
        sha = hashlib.sha256()
        fd, tmp = tempfile.mkstemp(prefix=".upload-", dir=self.blobs)
        try:
            with os.fdopen(fd, "wb") as out:
                async for chunk in chunks:
                    sha.update(chunk)
                    out.write(chunk)
            actual = f"sha256:{sha.hexdigest()}"
            if actual != digest.replace("sha256-", "sha256:"):
                raise ConfigurationError(f"digest mismatch, expected {digest}, got {actual}")
            os.replace(tmp, target)
        finally:
            Path(tmp).unlink(missing_ok=True)

    # Models

    def _manifest_path(self, name: str) -> Path:
        return self.manifests / (quote(normalise_name(name), safe="") + ".json")

    def get(self, name: str) -> Manifest:
        path = self._manifest_path(name)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise NotFound(f"model '{name}' not found") from None
        return Manifest(
            name=data["name"],
            base=data["base"],
            adapters=tuple(data["adapters"]),
            modified_at=data["modified_at"],
            size=data["size"],
        )

    def models(self) -> list[Manifest]:
        names = sorted(p.name for p in self.manifests.glob("*.json"))
        out = []
        for file_name in names:
            data = json.loads((self.manifests / file_name).read_text(encoding="utf-8"))
            out.append(self.get(data["name"]))
        return out

    def create(
        self, name: str, *, files: dict[str, str], adapters: dict[str, str], from_: str | None
    ) -> Iterator[str]:
        """Check, then write the manifest; yields Ollama's progress messages."""
        name = normalise_name(name)
        if from_:
            parent = self.get(from_)
            base, inherited = parent.base, list(parent.adapters)
        else:
            ggufs = [d for f, d in files.items() if f.endswith(".gguf")] or list(files.values())
            if len(ggufs) != 1:
                raise ConfigurationError("create needs exactly one base GGUF in 'files' or 'from'")
            base, inherited = ggufs[0], []
        layers = [*inherited, *adapters.values()]
        if len(layers) > 1:
            raise ConfigurationError("this server applies at most one adapter per model")
        for digest in (base, *layers):
            if not self.has_blob(digest):
                raise ConfigurationError(f"blob {digest} not found; upload it first")
        yield "parsing GGUF"
        base_path = self.blob_path(base)
        adapter_path = self.blob_path(layers[0]) if layers else None
        if adapter_path is not None:
            check_adapter(adapter_path, base_path)
        # Load it once in a child process: a bad file must not take the server down later.
        probe_adapter(base_path, adapter_path)
        for digest in (base, *layers):
            yield f"using existing layer {digest}"
        yield "writing manifest"
        size = sum(self.blob_path(d).stat().st_size for d in (base, *layers))
        manifest = {
            "name": name,
            "base": base,
            "adapters": layers,
            "modified_at": datetime.now(UTC).isoformat(),
            "size": size,
        }
        path = self._manifest_path(name)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(manifest), encoding="utf-8")
        with self._lock:
            os.replace(tmp, path)
            self._runners.pop(name, None)  # the next request loads the new version
        yield "success"

    def delete(self, name: str) -> None:
        path = self._manifest_path(name)
        if not path.is_file():
            raise NotFound(f"model '{name}' not found")
        with self._lock:
            path.unlink()
            self._runners.pop(normalise_name(name), None)

    def runner(self, name: str) -> Runner:
        """The loaded model ``name``, loading it on first use."""
        manifest = self.get(name)
        with self._lock:
            runner = self._runners.get(manifest.name)
            if runner is None:
                from llama_cpp import Llama

                adapter = self.blob_path(manifest.adapters[0]) if manifest.adapters else None
                llama = Llama(
                    model_path=str(self.blob_path(manifest.base)),
                    lora_path=str(adapter) if adapter else None,
                    n_ctx=self.n_ctx,
                    seed=0,
                    verbose=False,
                )
                runner = Runner(llama=llama, lock=threading.Lock())
                self._runners[manifest.name] = runner
            return runner

    def loaded(self) -> list[str]:
        with self._lock:
            return sorted(self._runners)
