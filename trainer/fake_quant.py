"""Training against llama.cpp's Q4_1 rounding, so quantizing afterwards costs nothing.

A healed student is exported and quantized to Q4_1 like the bundled model;
after a plain heal, rounding its freshly trained weights to four bits cost two
of the 23 held-out tasks (f16 73.9%, Q4_1 65.2%) and, for a cut with 1,024 MLP
neurons, half of what it solved (2026-12-06). Quantization-aware training
closes that gap by construction: every decoder-layer matrix is seen through
its Q4_1 rounding in the forward pass and the gradient passes straight through
it to the full-precision weight (the straight-through estimator; Bengio et al.
2013, Jacob et al. 2018). At the end :func:`bake` leaves each matrix at its
rounded values, which llama.cpp's quantizer then stores (nearly) exactly, so
the file that serves is the model that was trained. (In one bench run the
quantized heal solved what the plain heal's Q4_1 file did, 65.2%: a gain in
task success is not established.)

The rounding is ggml's reference Q4_1: blocks of 32 consecutive weights of a
row; per block a scale ``(max - min) / 15`` and the minimum, both kept as f16;
each weight the nearest of the 16 levels.
"""

from __future__ import annotations

from typing import Any

import torch
from torch import nn
from torch.nn.utils import parametrize

__all__ = ["BLOCK", "bake", "q4_1_round", "train_quantized"]

BLOCK = 32  # weights per Q4_1 block, along a row (a matrix's input dimension)
_LEVELS = 15


def q4_1_round(weight: torch.Tensor) -> torch.Tensor:
    """``weight`` as llama.cpp's Q4_1 stores it, dequantized; rows must be whole blocks."""
    if weight.shape[-1] % BLOCK:
        raise ValueError(f"rows of {weight.shape[-1]} do not split into blocks of {BLOCK}")
    blocks = weight.detach().float().reshape(-1, BLOCK)
    low = blocks.min(dim=-1, keepdim=True).values
    high = blocks.max(dim=-1, keepdim=True).values
    scale = (high - low) / _LEVELS
    inverse = torch.where(scale > 0, 1.0 / scale, torch.zeros_like(scale))
    levels = torch.clamp(torch.floor((blocks - low) * inverse + 0.5), max=_LEVELS)
    # The file keeps scale and minimum as f16; dequantizing uses those.
    rounded = levels * scale.half().float() + low.half().float()
    return rounded.reshape(weight.shape).to(weight.dtype)


class _Round(torch.autograd.Function):
    """Q4_1 rounding whose gradient is the identity (straight through)."""

    @staticmethod
    def forward(ctx: Any, weight: torch.Tensor) -> torch.Tensor:
        return q4_1_round(weight)

    @staticmethod
    def backward(ctx: Any, grad: torch.Tensor) -> torch.Tensor:
        return grad


class _StraightThrough(nn.Module):
    """The weight rounded in the forward pass; the gradient as if it were not."""

    def forward(self, weight: torch.Tensor) -> torch.Tensor:
        rounded: torch.Tensor = _Round.apply(weight)  # type: ignore[no-untyped-call]
        return rounded


def _matrices(model: nn.Module) -> list[nn.Linear]:
    """The decoder layers' linear maps that the quantizer turns into Q4_1.

    The tied embedding and output matrix get their own type (Q8_0) and are left
    alone, and so is a matrix whose rows do not split into blocks (llama.cpp
    falls back to another type for it).
    """
    decoder = getattr(getattr(model, "model", None), "layers", None)
    if decoder is None:
        raise ValueError("not a decoder-only model with model.layers")
    return [m for m in decoder.modules() if isinstance(m, nn.Linear) and m.in_features % BLOCK == 0]


def train_quantized(model: nn.Module) -> int:
    """Make every decoder-layer matrix of ``model`` train through its Q4_1 rounding.

    Returns how many matrices now do.
    """
    matrices = _matrices(model)
    for linear in matrices:
        parametrize.register_parametrization(linear, "weight", _StraightThrough())
    return len(matrices)


def bake(model: nn.Module) -> None:
    """Leave each matrix :func:`train_quantized` wrapped at its rounded values, unwrapped."""
    for linear in _matrices(model):
        if parametrize.is_parametrized(linear, "weight"):
            parametrize.remove_parametrizations(linear, "weight", leave_parametrized=True)
