"""Vector collections in Qdrant: local mode (a folder) by default, a server at scale.

Qdrant's local mode locks its folder, so a process must open one client per
folder: ``RagIndex`` is that single owner and every RAG caller shares it.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from qdrant_client import QdrantClient, models

from core.errors import ConfigurationError
from core.rag.embeddings import Embedder, default_embedder

__all__ = ["RagHit", "RagIndex"]

# Point ids must be UUIDs or integers; deriving them from (document, chunk number)
# makes re-ingesting a document overwrite its points instead of duplicating them.
_POINT_NAMESPACE = uuid.UUID("6f1c1f3e-5a43-4d67-9b1e-3b2f0a8f9c21")
_UPSERT_BATCH = 64


# Folders opened by a live RagIndex in this process. Qdrant would refuse a second
# client too, but only after opening (and leaking) the folder's files.
_open_folders: set[Path] = set()
_open_folders_lock = threading.Lock()


def _claim_folder(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    folder = path.resolve()
    with _open_folders_lock:
        if folder in _open_folders:
            raise ConfigurationError(
                f"cannot open Qdrant folder {path}: a RagIndex in this process has it open; "
                "share that one"
            )
        _open_folders.add(folder)
    return folder


def _release_folder(folder: Path) -> None:
    with _open_folders_lock:
        _open_folders.discard(folder)


@dataclass(frozen=True, slots=True)
class RagHit:
    """One retrieved chunk with its cosine similarity to the query."""

    text: str
    score: float
    source: str
    doc_id: str
    chunk: int

    def as_dict(self) -> dict[str, Any]:
        """The hit as a tool result (score rounded for the model)."""
        return {
            "text": self.text,
            "score": round(self.score, 4),
            "source": self.source,
            "doc_id": self.doc_id,
            "chunk": self.chunk,
        }


class RagIndex:
    """Named vector collections with upsert and top-k search over embedded chunks.

    ``RagIndex(path=...)`` opens (and locks) a local Qdrant folder;
    ``RagIndex(url=..., api_key=...)`` talks to a Qdrant server.
    """

    def __init__(
        self,
        *,
        path: str | Path | None = None,
        url: str | None = None,
        api_key: str | None = None,
        embedder: Embedder | None = None,
    ) -> None:
        if (path is None) == (url is None):
            raise ConfigurationError(
                "RAG needs exactly one of a folder (STROP_DATA_DIR) or STROP_QDRANT_URL"
            )
        self.embedder: Embedder = embedder or default_embedder()
        # Every client call holds this lock: the local-mode client is not safe for
        # concurrent use, and tools run in worker threads.
        self._lock = threading.RLock()
        self._folder: Path | None = None
        self._local = path is not None
        if path is not None:
            self._folder = _claim_folder(Path(path))
            try:
                # The lock above serialises access, so the SQLite files behind local
                # mode may be used from whichever worker thread runs a tool.
                self._client = QdrantClient(
                    path=str(self._folder), force_disable_check_same_thread=True
                )
            except RuntimeError as exc:  # locked by a client in another process
                _release_folder(self._folder)
                raise ConfigurationError(f"cannot open Qdrant folder {path}: {exc}") from None
        else:
            self._client = QdrantClient(url=url, api_key=api_key)
        self.location = str(self._folder or url)

    def close(self) -> None:
        """Release the client (and the folder lock in local mode)."""
        with self._lock:
            self._client.close()
            if self._folder is not None:
                _release_folder(self._folder)
                self._folder = None

    def __enter__(self) -> RagIndex:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def collection_exists(self, name: str) -> bool:
        """Whether Qdrant has a collection called ``name``."""
        with self._lock:
            return self._client.collection_exists(name)

    def create_collection(self, name: str) -> None:
        """Create an empty collection sized for the embedder (cosine distance)."""
        with self._lock:
            self._client.create_collection(
                collection_name=name,
                vectors_config=models.VectorParams(
                    size=self.embedder.dimensions, distance=models.Distance.COSINE
                ),
            )
            if not self._local:
                # A server filters by these on every re-ingest and delete. Local mode
                # scans instead (and warns that indexes have no effect there).
                self._client.create_payload_index(
                    name, "doc_id", field_schema=models.PayloadSchemaType.KEYWORD
                )
                self._client.create_payload_index(
                    name, "chunk", field_schema=models.PayloadSchemaType.INTEGER
                )

    def ensure_collection(self, name: str) -> bool:
        """Create the collection unless it exists; returns whether it was created."""
        with self._lock:
            if self._client.collection_exists(name):
                return False
            self.create_collection(name)
            return True

    def delete_collection(self, name: str) -> bool:
        """Drop the collection and its vectors; returns whether it existed."""
        with self._lock:
            if not self._client.collection_exists(name):
                return False
            self._client.delete_collection(name)
            return True

    def count(self, name: str) -> int:
        """The number of chunks stored in the collection."""
        with self._lock:
            return self._client.count(collection_name=name, exact=True).count

    def has_document(self, name: str, doc_id: str) -> bool:
        """Whether any chunk of ``doc_id`` is stored in the collection."""
        with self._lock:
            found = self._client.count(
                collection_name=name,
                count_filter=models.Filter(must=[_match("doc_id", doc_id)]),
                exact=True,
            )
        return found.count > 0

    def add_chunks(
        self,
        name: str,
        chunks: Sequence[str],
        *,
        doc_id: str,
        source: str = "",
    ) -> int:
        """Embed and store ``chunks`` of one document; returns how many were stored.

        Chunks left over from an earlier, longer version of ``doc_id`` are removed.
        """
        if not chunks:
            return 0
        vectors = self.embedder.embed(chunks)  # outside the lock: it is the slow part
        points = [
            models.PointStruct(
                id=str(uuid.uuid5(_POINT_NAMESPACE, f"{doc_id}\x00{no}")),
                vector=vector,
                payload={"text": text, "source": source, "doc_id": doc_id, "chunk": no},
            )
            for no, (text, vector) in enumerate(zip(chunks, vectors, strict=True))
        ]
        with self._lock:
            for start in range(0, len(points), _UPSERT_BATCH):
                self._client.upsert(
                    collection_name=name, points=points[start : start + _UPSERT_BATCH]
                )
            self._client.delete(
                collection_name=name,
                points_selector=models.FilterSelector(
                    filter=models.Filter(
                        must=[
                            _match("doc_id", doc_id),
                            models.FieldCondition(key="chunk", range=models.Range(gte=len(points))),
                        ]
                    )
                ),
            )
        return len(points)

    def delete_document(self, name: str, doc_id: str) -> None:
        """Remove every chunk of ``doc_id``."""
        with self._lock:
            self._client.delete(
                collection_name=name,
                points_selector=models.FilterSelector(
                    filter=models.Filter(must=[_match("doc_id", doc_id)])
                ),
            )

    def search(self, name: str, query: str, *, k: int = 3) -> list[RagHit]:
        """The ``k`` chunks most similar to ``query``, best first."""
        (vector,) = self.embedder.embed([query])
        with self._lock:
            response = self._client.query_points(
                collection_name=name, query=vector, limit=k, with_payload=True
            )
        hits = []
        for point in response.points:
            payload = point.payload or {}
            hits.append(
                RagHit(
                    text=str(payload.get("text", "")),
                    score=float(point.score),
                    source=str(payload.get("source", "")),
                    doc_id=str(payload.get("doc_id", "")),
                    chunk=int(payload.get("chunk", 0)),
                )
            )
        return hits


def _match(key: str, value: str | int) -> models.FieldCondition:
    return models.FieldCondition(key=key, match=models.MatchValue(value=value))
