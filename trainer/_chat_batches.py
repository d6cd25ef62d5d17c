"""Chat conversations as padded token batches with an assistant mask.

Shared by the full-weight trainers (``trainer.distill``, ``trainer.scratch``),
which run their own small loops instead of the HF ``Trainer``: a hard wall-clock
cap and a loss that needs a second model (the teacher) are simpler to get
right in twenty lines than through callbacks. Conversations are rendered with
the assistant-marked copy of SmolLM2's template, so the text is exactly what
llama.cpp shows the model and the mask says which tokens the model says.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import torch
from transformers import PreTrainedTokenizerBase

from core.errors import ConfigurationError
from trainer.chat_template import training_chat_template
from trainer.sft import check_messages

__all__ = ["Batch", "Encoded", "batches", "encode_conversations", "in_order", "pad_id"]


@dataclass(frozen=True, slots=True)
class Encoded:
    """One rendered conversation: token ids and, per token, whether the assistant said it."""

    ids: list[int]
    assistant: list[bool]


@dataclass(frozen=True, slots=True)
class Batch:
    """Right-padded ids, the attention mask and the assistant mask (pad positions are 0)."""

    input_ids: torch.Tensor
    attention_mask: torch.Tensor
    assistant_mask: torch.Tensor


def encode_conversations(
    tokenizer: PreTrainedTokenizerBase,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    *,
    max_length: int = 512,
) -> list[Encoded]:
    """Render and tokenize each conversation, keeping its last ``max_length`` tokens.

    The end is kept because that is where the reply to learn from is; the
    start of a long prompt (system text, few-shot turns) is the same in most
    conversations anyway.
    """
    if not conversations:
        raise ConfigurationError("no conversations to train on")
    template = training_chat_template(tokenizer.chat_template)
    out: list[Encoded] = []
    for i, conversation in enumerate(conversations):
        messages = check_messages(list(conversation), f"conversation {i}")
        rendered = tokenizer.apply_chat_template(
            messages,
            chat_template=template,
            tokenize=True,
            return_dict=True,
            return_assistant_tokens_mask=True,
        )
        fields: Any = rendered  # a BatchEncoding when return_dict=True
        ids = [int(t) for t in fields["input_ids"]][-max_length:]
        mask = [bool(m) for m in fields["assistant_masks"]][-max_length:]
        out.append(Encoded(ids, mask))
    return out


def pad_id(tokenizer: PreTrainedTokenizerBase) -> int:
    """The id to pad batches with. Padding is masked out, so a tokenizer without a pad
    token (some transformers releases read none from the GGUF) pads with its EOS."""
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    if pad is None:
        raise ConfigurationError("the tokenizer has neither a pad nor an end-of-sequence token")
    return int(pad)


def _collate(items: Sequence[Encoded], pad_id: int) -> Batch:
    width = max(len(item.ids) for item in items)
    ids = torch.full((len(items), width), pad_id, dtype=torch.long)
    attention = torch.zeros((len(items), width), dtype=torch.long)
    assistant = torch.zeros((len(items), width), dtype=torch.bool)
    for row, item in enumerate(items):
        n = len(item.ids)
        ids[row, :n] = torch.tensor(item.ids)
        attention[row, :n] = 1
        assistant[row, :n] = torch.tensor(item.assistant)
    return Batch(ids, attention, assistant)


def batches(
    encoded: Sequence[Encoded], *, batch_size: int, pad_id: int, seed: int
) -> Iterator[Batch]:
    """Endless batches: each epoch shuffled, then grouped by length to waste little padding."""
    if batch_size < 1:
        raise ConfigurationError(f"batch_size must be at least 1, got {batch_size}")
    rng = random.Random(seed)
    while True:
        order = list(range(len(encoded)))
        rng.shuffle(order)
        # Sort within windows of a few batches: similar lengths together, order still random.
        window = batch_size * 8
        for start in range(0, len(order), window):
            chunk = sorted(order[start : start + window], key=lambda i: len(encoded[i].ids))
            groups = [chunk[j : j + batch_size] for j in range(0, len(chunk), batch_size)]
            rng.shuffle(groups)
            for group in groups:
                yield _collate([encoded[i] for i in group], pad_id)


def in_order(encoded: Sequence[Encoded], *, batch_size: int, pad_id: int) -> Iterator[Batch]:
    """One pass over ``encoded`` in its order (an evaluation)."""
    for start in range(0, len(encoded), batch_size):
        yield _collate(encoded[start : start + batch_size], pad_id)
