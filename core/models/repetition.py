"""Detects degenerate repetition so generation can stop early.

Small models sometimes repeat one sentence until the token limit. Stopping
when the tail of the output has already occurred several times saves the
seconds those tokens cost; the runtime then repairs the cut-off reply.
"""

from __future__ import annotations

__all__ = ["is_looping"]


def is_looping(text: str, *, window: int = 32, repeats: int = 3, min_length: int = 96) -> bool:
    """True when the last ``window`` characters occur ``repeats`` or more times."""
    if len(text) < min_length:
        return False
    tail = text[-window:]
    return text.count(tail) >= repeats
