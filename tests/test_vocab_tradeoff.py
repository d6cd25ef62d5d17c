"""The pruned bench weighs vocabulary trims on the real tokenizer: output bytes, longer text."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.pruned import vocab_tradeoff

pytestmark = pytest.mark.slow

TEXT = (
    "The sky looks blue because air molecules scatter short wavelengths of sunlight "
    "far more than long ones; this is called Rayleigh scattering."
)


def test_more_merges_cost_output_bytes_and_save_tokens(real_base_dir: Path) -> None:
    chats = [[{"role": "user", "content": "Store the badge code."}]]
    rows = vocab_tradeoff(real_base_dir, chats, TEXT, merges=(1000, 8000, 48000))
    assert [r["merges"] for r in rows] == [1000, 8000, 48000]
    sizes = [r["vocab_size"] for r in rows]
    spent = [r["text_tokens"] for r in rows]
    assert sizes[0] < sizes[1] < sizes[2] <= 49152 and sizes[0] > 1000
    # A Q8_0 row of 576 weights is 18 blocks of 34 bytes.
    assert [r["output_bytes"] for r in rows] == [n * 612 for n in sizes]
    # Fewer merges spell the same text in more, shorter pieces; nearly all merges, as before.
    assert spent[0] > spent[1] > spent[2] == rows[2]["base_text_tokens"]
    assert rows[0]["extra_tokens"] == round(spent[0] / rows[0]["base_text_tokens"] - 1, 4) > 0.2
    # The conversations' own tokens stay whatever the merges: the chat's words cost nothing.
    with_chat = vocab_tradeoff(real_base_dir, chats, "Store the badge code.", merges=(0,))
    assert with_chat[0]["extra_tokens"] == 0.0
