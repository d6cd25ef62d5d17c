"""Retrieval-augmented generation: embeddings, chunking and the Qdrant-backed index."""

from core.rag.chunking import split_text
from core.rag.embeddings import (
    DEFAULT_DIMENSIONS,
    DEFAULT_MODEL_NAME,
    Embedder,
    MiniLMEmbedder,
    default_embedder,
    embed,
)
from core.rag.index import RagHit, RagIndex

__all__ = [
    "DEFAULT_DIMENSIONS",
    "DEFAULT_MODEL_NAME",
    "Embedder",
    "MiniLMEmbedder",
    "RagHit",
    "RagIndex",
    "default_embedder",
    "embed",
    "split_text",
]
