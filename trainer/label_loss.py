"""SFT loss that projects onto the vocabulary only the positions that carry a label.

An agent transcript of ~650 tokens has ~60 the assistant says; the rest (system
prompt, few-shot turns, user turns, tool results) is masked out of the loss. trl
skips the masked positions only on Triton devices; on the CPU it scores every
position against the 49k-token vocabulary, forward and backward, which was about
30% of a step. Here the backbone runs once, the labelled positions are picked,
and only those go through the LM head.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.nn.functional as F
from trl.trainer.sft_trainer import SFTTrainer

__all__ = ["LabelTokenSFTTrainer", "label_token_loss"]


def _causal_lm(model: Any) -> Any:
    """The causal LM inside ``model`` (a PEFT wrapper or the model itself)."""
    return model.get_base_model() if hasattr(model, "get_base_model") else model


def _needed_mask(mask: torch.Tensor | None) -> torch.Tensor | None:
    """``mask``, or None where causal attention alone gives the same result.

    With padding only at the end of each row, every real token sits before every
    pad, so under the causal mask it never sees one; the pads' own outputs carry
    no label. Without an explicit mask the CPU runs its fused causal kernel: a
    quarter faster on a padded batch of agent transcripts, and no per-row mask
    is kept for the backward pass.
    """
    if mask is None:
        return None
    right_padded = bool((mask[:, 1:] <= mask[:, :-1]).all()) and bool(mask[:, 0].all())
    return None if right_padded else mask


def label_token_loss(
    model: Any, inputs: dict[str, torch.Tensor], num_items_in_batch: Any = None
) -> torch.Tensor:
    """Mean next-token cross-entropy over the positions whose label is not -100."""
    causal = _causal_lm(model)
    hidden = causal.get_decoder()(
        input_ids=inputs["input_ids"],
        attention_mask=_needed_mask(inputs.get("attention_mask")),
        use_cache=False,
    ).last_hidden_state
    targets = inputs["labels"][:, 1:]
    mask = targets != -100
    logits = causal.get_output_embeddings()(hidden[:, :-1][mask])
    total = F.cross_entropy(logits.float(), targets[mask], reduction="sum")
    count = mask.sum() if num_items_in_batch is None else num_items_in_batch
    return total / torch.as_tensor(count, device=total.device).clamp(min=1)


class LabelTokenSFTTrainer(SFTTrainer):
    """trl's SFT trainer with :func:`label_token_loss` for the loss (no per-token metrics)."""

    def compute_loss(
        self,
        model: Any,
        inputs: dict[str, torch.Tensor],
        return_outputs: bool = False,
        num_items_in_batch: Any = None,
    ) -> Any:
        if return_outputs:  # callers that want the logits too get trl's full path
            return super().compute_loss(model, inputs, True, num_items_in_batch)  # type: ignore[no-untyped-call]
        # The backbone is called directly, not through the model's forward that
        # accelerate wraps in autocast, so the run's mixed precision is applied here.
        with self.accelerator.autocast():
            return label_token_loss(model, inputs, num_items_in_batch)
