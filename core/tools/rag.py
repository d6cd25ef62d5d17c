"""RAG tools: per-agent document collections the model can fill and search.

Metadata (description, chunking, counts) lives in ``rag_collections``; vectors
live in Qdrant under ``{agent}__{name}``. Each collection belongs to the calling
agent's namespace (``ctx.agent``).
"""

from __future__ import annotations

import hashlib
from functools import partial
from typing import Annotated, Any

from pydantic import Field
from sqlalchemy import select
from sqlalchemy.orm import Session

from core.errors import ToolError
from core.guardrails.enforce import check_url
from core.guardrails.sanitize import sanitise
from core.rag.chunking import split_text
from core.rag.focus import focus
from core.rag.index import RagIndex
from core.storage import RagCollection
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry
from core.tools.stores import check_name
from core.tools.web import fetch_text

__all__ = [
    "create_rag_collection",
    "delete_rag_collection",
    "get_rag_collection",
    "ingest_rag",
    "list_rag_collections",
    "register_rag_tools",
    "retrieve_rag",
    "search_text",
    "update_rag_collection",
]

DEFAULT_CHUNK_SIZE = 400
DEFAULT_CHUNK_OVERLAP = 50
MAX_INGEST_CHARS = 1_000_000
MAX_K = 20
_MIN_CHUNK, _MAX_CHUNK = 100, 4000


def _index(ctx: ToolContext) -> RagIndex:
    if ctx.rag is None:
        raise ToolError("RAG is not configured")
    return ctx.rag


def _check_chunking(chunk_size: int, chunk_overlap: int) -> None:
    if not _MIN_CHUNK <= chunk_size <= _MAX_CHUNK:
        raise ToolError(f"chunk_size must be between {_MIN_CHUNK} and {_MAX_CHUNK} characters")
    if not 0 <= chunk_overlap <= chunk_size // 2:
        raise ToolError("chunk_overlap must be between 0 and half of chunk_size")


def _find(session: Session, ctx: ToolContext, name: str) -> RagCollection | None:
    return session.scalar(
        select(RagCollection).where(
            RagCollection.namespace == ctx.agent, RagCollection.name == name
        )
    )


def _require(session: Session, ctx: ToolContext, name: str) -> RagCollection:
    row = _find(session, ctx, check_name(name, "collection"))
    if row is None:
        known = session.scalars(
            select(RagCollection.name)
            .where(RagCollection.namespace == ctx.agent)
            .order_by(RagCollection.name)
        ).all()
        hint = ", ".join(known) if known else "none yet"
        raise ToolError(f"no RAG collection named {name!r}; your collections: {hint}")
    return row


def _describe(row: RagCollection) -> dict[str, Any]:
    return {
        "name": row.name,
        "description": row.description,
        "documents": row.documents,
        "chunks": row.chunks,
        "chunk_size": row.chunk_size,
        "chunk_overlap": row.chunk_overlap,
    }


def _create(
    session: Session,
    ctx: ToolContext,
    index: RagIndex,
    name: str,
    *,
    description: str,
    chunk_size: int,
    chunk_overlap: int,
) -> RagCollection:
    qdrant_name = f"{ctx.agent}__{name}"
    if session.scalar(select(RagCollection.id).where(RagCollection.qdrant_name == qdrant_name)):
        raise ToolError(f"collection name {name!r} clashes with another agent's; choose another")
    row = RagCollection(
        namespace=ctx.agent,
        name=name,
        qdrant_name=qdrant_name,
        description=description,
        embedding_model=index.embedder.model_name,
        dimensions=index.embedder.dimensions,
        chunk_size=chunk_size,
        chunk_overlap=chunk_overlap,
        documents=0,
        chunks=0,
    )
    session.add(row)
    session.flush()
    # Vectors left by a collection whose metadata row is gone must not resurface.
    index.delete_collection(qdrant_name)
    index.create_collection(qdrant_name)
    return row


def create_rag_collection(
    ctx: ToolContext,
    name: str,
    description: str = "",
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    chunk_overlap: int = DEFAULT_CHUNK_OVERLAP,
) -> dict[str, Any]:
    """Create a document collection to search with retrieve_rag.

    Args:
        name: Collection name: letters, digits, '_', '.' or '-'.
        description: What the documents are about.
        chunk_size: Characters per chunk (100-4000).
        chunk_overlap: Characters repeated between neighbouring chunks.
    """
    name = check_name(name, "collection")
    _check_chunking(chunk_size, chunk_overlap)
    index = _index(ctx)
    with ctx.db.session() as s:
        existing = _find(s, ctx, name)
        if existing is not None:
            return {**_describe(existing), "created": False}
        row = _create(
            s,
            ctx,
            index,
            name,
            description=description,
            chunk_size=chunk_size,
            chunk_overlap=chunk_overlap,
        )
        return {**_describe(row), "created": True}


def list_rag_collections(ctx: ToolContext) -> list[dict[str, Any]]:
    """List your document collections."""
    with ctx.db.session() as s:
        rows = s.scalars(
            select(RagCollection)
            .where(RagCollection.namespace == ctx.agent)
            .order_by(RagCollection.name)
        ).all()
        return [_describe(row) for row in rows]


def get_rag_collection(ctx: ToolContext, name: str) -> dict[str, Any]:
    """Show one document collection's settings and size.

    Args:
        name: Collection name.
    """
    with ctx.db.session() as s:
        row = _require(s, ctx, name)
        return {
            **_describe(row),
            "embedding_model": row.embedding_model,
            "dimensions": row.dimensions,
            "created_at": row.created_at.isoformat(),
            "updated_at": row.updated_at.isoformat(),
        }


def update_rag_collection(
    ctx: ToolContext,
    name: str,
    description: str | None = None,
    chunk_size: int | None = None,
    chunk_overlap: int | None = None,
) -> dict[str, Any]:
    """Change a collection's description or how future documents are chunked.

    Args:
        name: Collection name.
        description: New description.
        chunk_size: New characters per chunk, used for documents ingested from now on.
        chunk_overlap: New overlap, used for documents ingested from now on.
    """
    with ctx.db.session() as s:
        row = _require(s, ctx, name)
        size = row.chunk_size if chunk_size is None else chunk_size
        overlap = row.chunk_overlap if chunk_overlap is None else chunk_overlap
        _check_chunking(size, overlap)
        if description is not None:
            row.description = description
        row.chunk_size, row.chunk_overlap = size, overlap
        return _describe(row)


def delete_rag_collection(ctx: ToolContext, name: str) -> dict[str, Any]:
    """Delete a document collection and everything ingested into it.

    Args:
        name: Collection name.
    """
    index = _index(ctx)
    with ctx.db.session() as s:
        row = _require(s, ctx, name)
        qdrant_name = row.qdrant_name
        s.delete(row)
    # After the commit: vectors orphaned by a failure here are dropped when the
    # name is created again, while a row without vectors would break retrieval.
    index.delete_collection(qdrant_name)
    return {"deleted": name}


def _document(ctx: ToolContext, text: str, url: str) -> tuple[str, str, str]:
    """The text to ingest, its document id and its default source.

    A page is identified by its URL, so ingesting it again replaces the old
    version; a text by its hash, so only an identical text replaces it. A page's
    text goes through the same sanitiser as ``fetch_url`` before it is indexed
    (what it removed is a ``guardrail``/``sanitised`` span): retrieved passages
    reach the model later, outside the page's untrusted block.
    """
    url = url.strip()
    if bool(text.strip()) == bool(url):
        raise ToolError("give either text or url to ingest (exactly one of them)")
    if url:
        check = partial(check_url, ctx, tool="ingest_rag")
        page = fetch_text(url, limits=ctx.fetch, check=check)
        page_text = f"{page.title}\n\n{page.text}" if page.title else page.text
        body = _sanitised(ctx, page_text, page.final_url)
        if not body.strip():
            raise ToolError(f"{page.final_url} has no text to ingest")
        return body, page.final_url, page.final_url
    if len(text) > MAX_INGEST_CHARS:
        raise ToolError(f"text is {len(text)} characters; the limit is {MAX_INGEST_CHARS}")
    return text, "sha256:" + hashlib.sha256(text.encode()).hexdigest()[:32], "text"


def _sanitised(ctx: ToolContext, text: str, url: str) -> str:
    """``text`` sanitised as ``fetch_url`` does (markers show what was taken out)."""
    result = sanitise(text, max_chars=MAX_INGEST_CHARS)
    summary = result.summary(samples=0)
    del summary["samples"]
    if summary["removed"]:
        ctx.note("guardrail", "sanitised", {"tool": "ingest_rag", "source": url, **summary})
    return result.text


def ingest_rag(
    ctx: ToolContext, collection: str, text: str = "", url: str = "", source: str = ""
) -> dict[str, Any]:
    """Add a document to a collection (created if missing) so retrieve_rag can find it.

    Args:
        collection: Collection name.
        text: The document text (or give url instead).
        url: A web page to download and add (or give text instead).
        source: Where the document came from, shown with search results.
    """
    collection = check_name(collection, "collection")
    index = _index(ctx)
    body, doc_id, default_source = _document(ctx, text, url)
    # Short transactions around the slow embedding step, so SQLite is not held locked.
    with ctx.db.session() as s:
        row = _find(s, ctx, collection)
        created = row is None
        if row is None:
            row = _create(
                s,
                ctx,
                index,
                collection,
                description="",
                chunk_size=DEFAULT_CHUNK_SIZE,
                chunk_overlap=DEFAULT_CHUNK_OVERLAP,
            )
        qdrant_name, chunk_size, chunk_overlap = row.qdrant_name, row.chunk_size, row.chunk_overlap
    chunks = split_text(body, chunk_size=chunk_size, chunk_overlap=chunk_overlap)
    if not chunks:
        raise ToolError("the document has no text to ingest")
    replaced = index.has_document(qdrant_name, doc_id)
    stored = index.add_chunks(qdrant_name, chunks, doc_id=doc_id, source=source or default_source)
    total = index.count(qdrant_name)
    with ctx.db.session() as s:
        row = _require(s, ctx, collection)
        row.documents += 0 if replaced else 1
        row.chunks = total
    return {
        "collection": collection,
        "doc_id": doc_id,
        "chunks": stored,
        "replaced": replaced,
        "collection_created": created,
    }


_RELATIVE_FLOOR = 0.7
# How much of the user's message joins the model's query (its end: where a question
# usually stands in a long message).
MAX_REQUEST_CHARS = 500


def search_text(query: str, request: str) -> str:
    """What retrieval embeds: the model's query, followed by the request it serves.

    A 135M model condenses a question into a query that loses its subject: asked on
    which day free lunch is served it searched for "day", and for "work hours" when
    asked how many days a week people may work remotely, and then answered from the
    wrong section. Over the handbook's train questions with one-word queries ("day",
    "room", "who"), the first passage held the answer in 3 of 60 searches on the
    query alone and in all 60 with the request added (``tests/test_rag.py``). The
    query still comes first, so a search for something the request does not name
    still finds it.
    """
    request = request.strip()[-MAX_REQUEST_CHARS:]
    if not request or request.lower() == query.strip().lower():
        return query
    return f"{query}\n{request}"


def retrieve_rag(
    ctx: ToolContext, collection: str, query: str, k: Annotated[int, Field(ge=1, le=MAX_K)] = 2
) -> dict[str, Any]:
    """Search a collection for the passages most relevant to a query.

    Args:
        collection: Collection name.
        query: What to look for, in plain words.
        k: How many passages to return at most (1-20).
    """
    if not 1 <= k <= MAX_K:
        raise ToolError(f"k must be between 1 and {MAX_K}")
    if not query.strip():
        raise ToolError("query is empty")
    index = _index(ctx)
    with ctx.db.session() as s:
        qdrant_name = _require(s, ctx, collection).qdrant_name
    searched = search_text(query, ctx.request)
    hits = index.search(qdrant_name, searched, k=k)
    if hits:
        # A passage far weaker than the best one is noise to a small model, which
        # answers from it as readily as from the right one (measured on the held-out
        # handbook questions: second hits at 0.2-0.6 of the first were quoted instead).
        floor = hits[0].score * _RELATIVE_FLOOR
        hits = [hits[0], *(h for h in hits[1:] if h.score >= floor)]
    # Only what answers the question: ids and chunk numbers distract a small model,
    # and so do a chunk's sentences about something else (core.rag.focus).
    (vector,) = index.embedder.embed([searched])
    texts = focus(vector, [h.text for h in hits], index.embedder)
    return {
        "hits": [
            {"text": text, "score": round(h.score, 2), "source": h.source}
            for h, text in zip(hits, texts, strict=True)
        ]
    }


def collection_cues(ctx: ToolContext) -> list[str]:
    """The names and descriptions of the agent's collections: retrieve_rag's selection cues.

    "Check the handbook: where do I report a lost badge?" shares no word with how
    retrieve_rag is described, but it does with a collection described as the handbook.
    """
    with ctx.db.session() as s:
        rows = s.execute(
            select(RagCollection.name, RagCollection.description)
            .where(RagCollection.namespace == ctx.agent)
            .order_by(RagCollection.name)
        ).all()
    return [text for name, description in rows for text in (name, description) if text]


def register_rag_tools(registry: ToolRegistry) -> None:
    """Add the seven RAG tools; ``ingest_rag`` is marked as reaching the internet."""
    registry.add(create_rag_collection)
    registry.add(list_rag_collections)
    registry.add(get_rag_collection)
    registry.add(update_rag_collection)
    registry.add(delete_rag_collection)
    registry.add(ingest_rag, internet=True)
    registry.add(retrieve_rag, cues=collection_cues)
