"""Keeps llama.cpp's state for recent prompts: a new prompt resumes from the longest it extends.

Most of an agent's prompt repeats between requests: the system message with its
tool list and the few-shot turns come first and differ only with the tools that
were selected. llama.cpp reuses the evaluated prefix of the *last* prompt by
itself; this cache keeps several, so requests of different kinds interleaving
on one model (two conversations, a tool call then a plain question) each find
their own prefix. On a 2-core machine a cold 1300-token prompt costs 7-8 s and
a warm one a few hundred milliseconds.

``llama_cpp.LlamaRAMCache`` stores each state with a copy of the logits buffer
(``n_batch`` rows of the whole vocabulary, about 100 MB for SmolLM2) that
sampling never reads unless ``logits_all`` is set, and counts only the KV part
against its capacity. This cache keeps one row instead, so capacity is what
the states really take (about 30 MB for a 1400-token prompt of the 135M model).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from llama_cpp.llama_cache import LlamaRAMCache

__all__ = ["PrefixCache"]


class PrefixCache(LlamaRAMCache):
    """An LRU of evaluated prompts, at most ``capacity_bytes`` of KV state."""

    def __setitem__(self, key: Sequence[int], value: Any) -> None:
        # Loading a state writes its scores into the first rows of the model's logits
        # buffer; one row broadcasts, and without logits_all nothing reads them.
        value.scores = value.scores[-1:].copy()
        super().__setitem__(key, value)
