"""Trim a retrieved passage to the sentences that answer the query.

A chunk holds several facts, and the 135M model quotes whichever it reads
first or likes best: asked on which day the on-call rotation changes, it
answered "15 minutes" from the chunk's last sentence although the second said
"every Tuesday". Each hit is therefore cut down to its sentences whose
embedding is close to the query's (at least ``KEEP_RATIO`` of the closest
one's similarity), kept in their order, with a short heading sentence ("On-call
rotation.") always kept and a sentence opening with a pronoun read with the one
before it. This is the embeddings filter of contextual
compression, done with the index's own embedder.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from core.rag.embeddings import Embedder

__all__ = ["KEEP_RATIO", "focus", "sentences"]

KEEP_RATIO = 0.6
_HEADING_WORDS = 3
_CONTINUES = re.compile(
    r"(it|its|they|them|their|this|these|that|those|he|she|his|her|there)\b", re.IGNORECASE
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")


def sentences(text: str) -> list[str]:
    """``text`` split after each ".", "!" or "?" that a capital or digit follows; a
    sentence that opens with a pronoun ("It is 330 metres tall.") stays with the one
    before it, which says what the pronoun stands for."""
    units: list[str] = []
    for part in _SENTENCE_END.split(text.strip()):
        if not part:
            continue
        if units and _CONTINUES.match(part):
            units[-1] = f"{units[-1]} {part}"
        else:
            units.append(part)
    return units


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return sum(x * y for x, y in zip(a, b, strict=True)) / norm if norm else 0.0


def focus(query: Sequence[float], texts: Sequence[str], embedder: Embedder) -> list[str]:
    """Each of ``texts`` cut to its sentences closest to the ``query`` vector."""
    split = [sentences(t) for t in texts]
    body = [
        (i, j)
        for i, parts in enumerate(split)
        for j, part in enumerate(parts)
        if not (j == 0 and len(part.split()) <= _HEADING_WORDS and len(parts) > 1)
    ]
    if not body:
        return list(texts)
    vectors = embedder.embed([split[i][j] for i, j in body])
    score = {key: _cosine(query, v) for key, v in zip(body, vectors, strict=True)}
    focused = []
    for i, parts in enumerate(split):
        scored = [score[(i, j)] for j in range(len(parts)) if (i, j) in score]
        if not scored or max(scored) <= 0:
            focused.append(texts[i])  # nothing in it is about the query: nothing to pick
            continue
        floor = max(scored) * KEEP_RATIO
        kept = [p for j, p in enumerate(parts) if (i, j) not in score or score[(i, j)] >= floor]
        focused.append(" ".join(kept))
    return focused
