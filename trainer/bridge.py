"""Dropping a block of layers and letting a linear map do its work, fitted without training.

The block of ``n`` layers from ``l`` turns the residual stream entering it
into the one entering layer ``l + n``. Much of that turn is close to linear,
so it is fitted by least squares on the model's own hidden states over task
conversations: the MLP output ``M`` of layer ``l - 1`` is mapped by ``T``
so that ``Y + M T`` matches what enters layer ``l + n``, where ``Y`` is the
rest of layer ``l - 1``'s output (its input plus attention). ``T`` is then
folded into that MLP's down projection (``W_down <- T^T W_down``) and the block
dropped: the pruned model has no extra weight and llama.cpp runs it as any
Llama (Shopkhoev et al. 2025, "ReplaceMe: Network Simplification via Depth
Pruning and Linear Transformations"). It starts the distillation that heals
the model from much closer than a plain drop.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from safetensors import safe_open
from transformers import AutoTokenizer, LlamaForCausalLM

from core.errors import ConfigurationError
from trainer._chat_batches import encode_conversations
from trainer.prune import prune_checkpoint

__all__ = ["Bridge", "bridge_block", "fit_bridge"]

# Ridge on the normal equations, relative to the mean squared MLP output: keeps the
# solve stable where few tokens excite a direction, and is far below the signal.
_RIDGE = 1e-4


@dataclass(frozen=True, slots=True)
class Bridge:
    """The fitted map and how much of the block's change it leaves unexplained (0..1)."""

    block: tuple[int, ...]
    map: torch.Tensor
    residual: float  # ||Y + M T - L||^2 / ||L - Y||^2 on the fitting tokens
    residual_without: float  # the same with T the identity: dropping the block plainly
    tokens: int


def _check_block(block: Sequence[int], n_layers: int) -> tuple[int, ...]:
    found = tuple(block)
    if not found or list(found) != list(range(found[0], found[0] + len(found))):
        raise ConfigurationError(f"a bridge replaces one contiguous block of layers, got {found}")
    if found[0] < 1 or found[-1] >= n_layers - 1:
        raise ConfigurationError(
            f"the block must lie between layer 1 and {n_layers - 2} (a layer before it "
            f"takes the map and the last layer stays), got {found}"
        )
    return found


def fit_bridge(
    model_dir: Path,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    block: Sequence[int],
    *,
    max_examples: int = 48,
    max_length: int = 512,
) -> Bridge:
    """Fit the linear map that stands in for ``block`` on the chat-rendered ``conversations``."""
    model = LlamaForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    model.train(False)  # eval mode
    found = _check_block(block, int(model.config.num_hidden_layers))
    start, end = found[0], found[-1] + 1
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    encoded = encode_conversations(
        tokenizer, list(conversations)[:max_examples], max_length=max_length
    )
    captured: dict[str, torch.Tensor] = {}

    def keep_output(_module: Any, _args: Any, output: torch.Tensor) -> None:
        captured["mlp"] = output

    mlp = model.model.layers[start - 1].mlp
    handle = mlp.register_forward_hook(keep_output)
    hidden = model.config.hidden_size
    gram = torch.zeros(hidden, hidden, dtype=torch.float64)
    cross = torch.zeros(hidden, hidden, dtype=torch.float64)
    target_sq = plain_sq = 0.0
    tokens = 0
    try:
        with torch.inference_mode():
            for item in encoded:
                out = model(
                    input_ids=torch.tensor([item.ids]), use_cache=False, output_hidden_states=True
                )
                m = captured["mlp"][0].double()
                rest = out.hidden_states[start][0].double() - m  # input plus attention
                target = out.hidden_states[end][0].double() - rest
                gram += m.T @ m
                cross += m.T @ target
                target_sq += float(target.pow(2).sum())
                plain_sq += float((m - target).pow(2).sum())
                tokens += len(item.ids)
    finally:
        handle.remove()
    ridge = _RIDGE * float(torch.diagonal(gram).mean())
    solved = torch.linalg.solve(gram + ridge * torch.eye(hidden, dtype=torch.float64), cross)
    # ||M T - target||^2 from the accumulated moments, without keeping every token.
    fitted_sq = (
        target_sq - 2 * float((solved * cross).sum()) + float((solved * (gram @ solved)).sum())
    )
    return Bridge(
        block=found,
        map=solved.float(),
        residual=max(fitted_sq, 0.0) / target_sq,
        residual_without=plain_sq / target_sq,
        tokens=tokens,
    )


def bridge_block(
    source_dir: Path,
    out_dir: Path,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    block: Sequence[int],
    *,
    max_examples: int = 48,
    max_length: int = 512,
    kv_heads: int | None = None,
    intermediate_size: int | None = None,
    activations: Sequence[torch.Tensor] | None = None,
) -> Bridge:
    """Write the checkpoint without ``block``, its work folded into the layer before it.

    ``out_dir`` is a pruned checkpoint (``trainer.prune``) whose prune record
    also names the bridge and its fit; ``kv_heads`` and ``intermediate_size``
    (ranked by ``activations`` when given) cut the remaining layers as
    ``prune_checkpoint`` does (after the fit).
    Returns the fitted :class:`Bridge`.
    """
    bridge = fit_bridge(
        source_dir, conversations, block, max_examples=max_examples, max_length=max_length
    )
    name = f"model.layers.{bridge.block[0] - 1}.mlp.down_proj.weight"
    with safe_open(str(source_dir / "model.safetensors"), framework="pt") as source:
        folded = (bridge.map.T @ source.get_tensor(name)).contiguous()
    fit = {
        "residual": round(bridge.residual, 6),
        "residual_without": round(bridge.residual_without, 6),
        "tokens": bridge.tokens,
    }
    prune_checkpoint(
        source_dir,
        out_dir,
        drop_layers=bridge.block,
        kv_heads=kv_heads,
        intermediate_size=intermediate_size,
        record={"bridge": fit},
        replace={name: folded},
        activations=activations,
    )
    return bridge
