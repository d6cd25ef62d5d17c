"""A small Llama trained from random weights for one narrow tool.

The vocabulary is kept: the bundled tokenizer's 49,152 tokens and its chat
template, so the model reads the runtime's prompts, exports to GGUF with the
bundled tokenizer and runs under llama.cpp like any instance. At the small
widths a narrow tool needs, the embedding table is most of the parameters.
The loss is the next-token loss on what the assistant says; the prompt is
context only, since the model is never asked to write a system message.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

import torch
import torch.nn.functional as F
from transformers import LlamaConfig, LlamaForCausalLM

from core.errors import ConfigurationError
from trainer._atomic import publish_dir
from trainer._chat_batches import Batch, batches, encode_conversations, pad_id
from trainer.base_model import gguf_tokenizer
from trainer.distill import StepHook, run_steps

__all__ = ["SCRATCH_FILE", "VOCAB_SIZE", "ScratchReport", "scratch_config", "train_from_scratch"]

VOCAB_SIZE = 49152
# Written into the checkpoint: the run that made it.
SCRATCH_FILE = "strop-scratch.json"


@dataclass(frozen=True, slots=True)
class ScratchReport:
    """How a from-scratch run went: steps done, time, loss at both ends, why it stopped."""

    steps: int
    seconds: float
    loss_first: float
    loss_last: float
    stopped_by: Literal["steps", "time"]


def scratch_config(
    *,
    layers: int,
    hidden_size: int,
    heads: int,
    kv_heads: int,
    intermediate_size: int,
    max_positions: int = 1024,
) -> LlamaConfig:
    """A SmolLM2-family config of the given shape over the bundled tokenizer's vocabulary."""
    for name, value in (
        ("layers", layers),
        ("hidden_size", hidden_size),
        ("heads", heads),
        ("kv_heads", kv_heads),
        ("intermediate_size", intermediate_size),
        ("max_positions", max_positions),
    ):
        if value < 1:
            raise ConfigurationError(f"{name} must be at least 1, got {value}")
    if hidden_size % heads:
        raise ConfigurationError(f"hidden_size {hidden_size} is not a multiple of heads {heads}")
    if heads % kv_heads:
        raise ConfigurationError(f"heads {heads} is not a multiple of kv_heads {kv_heads}")
    if (hidden_size // heads) % 2:
        raise ConfigurationError("the head size (hidden_size / heads) must be even for rotary")
    return LlamaConfig(
        vocab_size=VOCAB_SIZE,
        hidden_size=hidden_size,
        intermediate_size=intermediate_size,
        num_hidden_layers=layers,
        num_attention_heads=heads,
        num_key_value_heads=kv_heads,
        head_dim=hidden_size // heads,
        max_position_embeddings=max_positions,
        rms_norm_eps=1e-5,
        rope_parameters={"rope_type": "default", "rope_theta": 10000.0},
        tie_word_embeddings=True,
        # Special-token ids of the bundled tokenizer (<|im_start|>, <|im_end|>).
        bos_token_id=1,
        eos_token_id=2,
        pad_token_id=2,
    )


def _assistant_loss(model: LlamaForCausalLM, batch: Batch) -> torch.Tensor:
    hidden = model.model(
        input_ids=batch.input_ids, attention_mask=batch.attention_mask
    ).last_hidden_state
    said = batch.assistant_mask[:, 1:] & batch.attention_mask[:, 1:].bool()
    # Logits only where the loss is: the vocabulary projection is most of a small model's
    # compute, and the prompt is ~5x longer than the reply.
    logits = model.lm_head(hidden[:, :-1][said])
    return F.cross_entropy(logits, batch.input_ids[:, 1:][said])


def train_from_scratch(
    config: LlamaConfig,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    out_dir: Path,
    *,
    max_steps: int,
    max_seconds: float | None = None,
    lr: float = 2e-3,
    batch_size: int = 8,
    seed: int = 0,
    hook: StepHook | None = None,
    max_length: int = 512,
) -> ScratchReport:
    """Train a fresh model of ``config`` on the assistant turns of ``conversations``.

    Stops after ``max_steps`` or before ``max_seconds`` (a hard cap, loading
    included) would be passed. The checkpoint, with the bundled tokenizer,
    replaces ``out_dir``.
    """
    start = time.perf_counter()
    if config.vocab_size != VOCAB_SIZE:
        raise ConfigurationError(f"the vocabulary is kept: vocab_size must be {VOCAB_SIZE}")
    if max_steps < 1:
        raise ConfigurationError(f"max_steps must be at least 1, got {max_steps}")
    tokenizer = gguf_tokenizer()
    encoded = encode_conversations(tokenizer, conversations, max_length=max_length)
    if not any(any(item.assistant) for item in encoded):
        raise ConfigurationError("the conversations have no assistant turn to learn from")
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = LlamaForCausalLM(config)
    model.train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    stream = batches(encoded, batch_size=batch_size, pad_id=pad_id(tokenizer), seed=seed)
    run = run_steps(
        model,
        optimizer,
        stream,
        lambda batch: _assistant_loss(model, batch),
        max_steps=max_steps,
        max_seconds=max_seconds,
        lr=lr,
        start=start,
        hook=hook,
    )
    report = ScratchReport(run.steps, run.seconds, run.loss_first, run.loss_last, run.stopped_by)
    model.train(False)  # eval mode

    def save(tmp: Path) -> None:
        model.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        (tmp / SCRATCH_FILE).write_text(json.dumps(asdict(report)), encoding="utf-8")

    publish_dir(out_dir, save, is_valid=lambda _d: False)
    return report
