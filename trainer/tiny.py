"""A ~7M-parameter random Llama with the SmolLM2 tokenizer, for fast plumbing tests.

Its output is noise by design. It has the same vocabulary, chat template and
architecture family as the real model, so train -> export -> serve runs end to
end in seconds; whether training teaches anything is checked on the real model.
"""

from __future__ import annotations

import json
from pathlib import Path

import torch
from transformers import LlamaConfig, LlamaForCausalLM

from trainer._atomic import publish_dir
from trainer.base_model import SOURCE_FILE, gguf_tokenizer

__all__ = ["tiny_checkpoint", "tiny_config"]


def tiny_config() -> LlamaConfig:
    """Two layers of width 128 over the 49,152-token vocabulary (embeddings are most of it)."""
    from trainer.scratch import scratch_config

    return scratch_config(
        layers=2, hidden_size=128, heads=4, kv_heads=2, intermediate_size=256, max_positions=512
    )


def _build(seed: int, out_dir: Path) -> None:
    # A private generator keeps the weights reproducible without touching the global RNG.
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = LlamaForCausalLM(tiny_config())
    model.save_pretrained(out_dir)
    gguf_tokenizer().save_pretrained(out_dir)
    (out_dir / SOURCE_FILE).write_text(json.dumps({"tiny_seed": seed}), encoding="utf-8")


def tiny_checkpoint(*, cache_dir: Path, seed: int = 0) -> Path:
    """Directory of the tiny checkpoint for ``seed`` (same seed, same weights), built once."""

    def complete(directory: Path) -> bool:
        marker = directory / SOURCE_FILE
        return marker.is_file() and json.loads(marker.read_text(encoding="utf-8")) == {
            "tiny_seed": seed
        }

    return publish_dir(cache_dir, lambda tmp: _build(seed, tmp), is_valid=complete)
