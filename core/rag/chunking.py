"""Split documents into overlapping chunks that end on natural boundaries.

Text is cut at the coarsest boundary that makes pieces fit (paragraph, line,
sentence, word, and only then mid-word), pieces are packed greedily up to
``chunk_size`` characters, and each chunk after the first starts with up to
``chunk_overlap`` characters of the previous one, trimmed to a sentence or word
start so no chunk begins mid-word.
"""

from __future__ import annotations

import re

__all__ = ["split_text"]

# Coarsest first, each with the text that rejoins two pieces split by it.
_BOUNDARIES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\n[ \t]*\n\s*"), "\n\n"),
    (re.compile(r"[ \t]*\n\s*"), "\n"),
    (re.compile(r"(?<=[.!?;:])\s+"), " "),
    (re.compile(r"\s+"), " "),
)
_SENTENCE_END = re.compile(r"[.!?;:]\s+")
_SPACE = re.compile(r"\s+")

_Piece = tuple[str, str]  # (text, joiner placed before it when it follows another piece)


def _pieces(text: str, size: int, joiner: str, level: int = 0) -> list[_Piece]:
    if len(text) <= size:
        return [(text, joiner)]
    if level == len(_BOUNDARIES):
        return [(text[i : i + size], joiner if i == 0 else "") for i in range(0, len(text), size)]
    pattern, inner = _BOUNDARIES[level]
    parts = [p for p in pattern.split(text) if p.strip()]
    out: list[_Piece] = []
    for i, part in enumerate(parts):
        out.extend(_pieces(part.strip(), size, joiner if i == 0 else inner, level + 1))
    return out


def _join(pieces: list[_Piece]) -> str:
    return pieces[0][0] + "".join(joiner + text for text, joiner in pieces[1:])


def _overlap(chunk: str, overlap: int) -> str:
    """The end of ``chunk`` to repeat, starting at a sentence or else a word."""
    if overlap <= 0 or len(chunk) <= overlap:
        return ""
    tail = chunk[-overlap:]
    for pattern in (_SENTENCE_END, _SPACE):
        match = pattern.search(tail)
        if match and match.end() < len(tail):
            return tail[match.end() :]
    return ""


def split_text(text: str, *, chunk_size: int = 400, chunk_overlap: int = 50) -> list[str]:
    """Split ``text`` into chunks of at most ``chunk_size`` characters.

    Args:
        text: The document.
        chunk_size: Upper bound on a chunk's length in characters.
        chunk_overlap: How many characters at most a chunk repeats from the one before.

    Returns:
        The chunks in document order; empty for blank text.
    """
    if chunk_size < 1:
        raise ValueError("chunk_size must be at least 1")
    if not 0 <= chunk_overlap < chunk_size:
        raise ValueError("chunk_overlap must be at least 0 and less than chunk_size")
    text = text.strip()
    if not text:
        return []
    chunks: list[str] = []
    current: list[_Piece] = []
    for piece in _pieces(text, chunk_size, ""):
        if current and len(_join([*current, piece])) > chunk_size:
            chunks.append(_join(current))
            carried = _overlap(chunks[-1], chunk_overlap)
            current = [(carried, "")] if carried else []
            if current and len(_join([*current, piece])) > chunk_size:
                current = []
        current.append(piece if current else (piece[0], ""))
    if current:
        chunks.append(_join(current))
    return chunks
