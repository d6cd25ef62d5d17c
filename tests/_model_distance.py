"""How far a cut or changed checkpoint's next-token distribution is from its base model's."""

from __future__ import annotations

from pathlib import Path

import torch
import torch.nn.functional as F
from transformers import LlamaForCausalLM


def kl_to_base(base: LlamaForCausalLM, other: Path, ids: torch.Tensor) -> float:
    """Mean KL divergence from the base model's next-token distribution to ``other``'s."""
    model = LlamaForCausalLM.from_pretrained(other, dtype=torch.float32)
    with torch.inference_mode():
        want = F.log_softmax(base(input_ids=ids).logits, -1)
        got = F.log_softmax(model(input_ids=ids).logits, -1)
    return float(F.kl_div(got, want, log_target=True, reduction="none").sum(-1).mean())
