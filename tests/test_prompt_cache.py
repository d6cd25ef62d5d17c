"""The prompt cache on the real model: same outputs, states kept small, prefixes resumed."""

from __future__ import annotations

from core.models.base import ChatMessage
from core.models.llamacpp import LlamaCppModel
from core.models.prompt_cache import PrefixCache

SYSTEM = ChatMessage("system", "You are a helpful assistant. Answer in one short sentence. " * 20)


def _ask(text: str) -> list[ChatMessage]:
    return [SYSTEM, ChatMessage("user", text)]


async def test_cached_and_uncached_models_answer_alike() -> None:
    cached = LlamaCppModel(n_threads=1)
    plain = LlamaCppModel(n_threads=1, prompt_cache_mb=0)
    assert isinstance(cached.llama.cache, PrefixCache) and plain.llama.cache is None
    # Interleaved prompts: the second "capital" request resumes from a cached state.
    france = "What is the capital of France?"
    for text in (france, "Name a colour.", france):
        a = await cached.complete(_ask(text), max_tokens=12)
        b = await plain.complete(_ask(text), max_tokens=12)
        assert a.text == b.text and a.text.strip()


async def test_states_are_stored_without_the_logits_buffer() -> None:
    model = LlamaCppModel(n_threads=1, prompt_cache_mb=64)
    await model.complete(_ask("Hello!"), max_tokens=4)
    await model.complete(_ask("Good morning!"), max_tokens=4)
    cache = model.llama.cache
    states = list(cache.cache_state.values())
    assert len(states) == 2
    assert all(s.scores.shape[0] == 1 for s in states)  # not n_batch rows of the vocabulary
    assert 0 < cache.cache_size <= 64 << 20
    # The state of the first prompt is found for a prompt that extends it.
    key = next(iter(cache.cache_state))
    assert cache._find_longest_prefix_key([*key, 42]) == key
