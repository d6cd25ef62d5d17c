"""Content words and whether a conversation already said them (the grounding checks
of ``core.improve.filters`` and ``core.improve.invented_args``)."""

from __future__ import annotations

import re

__all__ = ["content_words", "said"]

_WORD = re.compile(r"[a-z][a-z'-]{3,}")
_COMMON = frozenset(
    {
        "that",
        "this",
        "with",
        "from",
        "have",
        "here",
        "there",
        "your",
        "what",
        "when",
        "which",
        "will",
        "would",
        "about",
        "into",
        "been",
        "were",
        "they",
        "them",
        "their",
        "then",
        "than",
        "also",
        "just",
        "only",
        "some",
        "more",
        "most",
        "very",
        "much",
        "those",
        "these",
        "saved",
        "noted",
        "sure",
        "okay",
        "thanks",
        "thank",
        "welcome",
        "hello",
        "answer",
        "result",
        "says",
        "said",
    }
)


def content_words(text: str) -> list[str]:
    """The words of ``text`` (lowercased, 4+ letters) that carry content."""
    return [w for w in _WORD.findall(text.lower()) if w not in _COMMON]


_SUFFIX = re.compile(r"(?:ing|ed|es|s)$")
_DOUBLED = re.compile(r"([b-df-hj-np-tv-z])\1$")


def _stem(word: str) -> str:
    """``word`` without an inflection: "cancelled" -> "cancel", "booked" -> "book"."""
    bare = _SUFFIX.sub("", word)
    return _DOUBLED.sub(r"\1", bare)


def said(word: str, seen: str) -> bool:
    """Whether ``seen`` (lowercased) holds ``word``, also as its singular or its stem
    ("cancelled" is said by "please cancel", "scheduled" by ``schedule_room``)."""
    if word in seen or word.rstrip("s") in seen:
        return True
    stem = _stem(word)
    return len(stem) >= 4 and stem in seen
