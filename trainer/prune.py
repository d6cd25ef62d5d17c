"""Structured pruning of a Llama checkpoint: fewer layers, KV groups or MLP neurons.

The pruned model is a smaller, ordinary ``LlamaForCausalLM`` whose weights are
slices of the source's, so llama.cpp runs it like any other checkpoint and a
short distillation (``trainer.distill``) heals most of what was cut.

Which layers to drop is measured on data (:func:`layer_importance`): a layer
whose output hidden state points almost the same way as its input changes
little and is cheap to remove (Gromov et al. 2024, "The Unreasonable
Ineffectiveness of the Deeper Layers"; Men et al. 2024, "ShortGPT").
Which KV groups to keep is read from the weights: the norm of the path
through them, which needs no data. MLP neurons are ranked the same way, or,
given their activations on task data (:func:`mlp_activations`), by how much
each one actually writes into the residual stream there (the activation's
root mean square times its down-projection column's norm; Muralidharan et al.
2024, "Compact Language Models via Pruning and Knowledge Distillation").
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import torch
from safetensors.torch import load_file
from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

from core.errors import ConfigurationError
from trainer._atomic import publish_dir
from trainer._chat_batches import encode_conversations

__all__ = [
    "PRUNE_FILE",
    "block_distances",
    "choose_drop_block",
    "choose_drop_layers",
    "layer_importance",
    "mlp_activations",
    "prune_checkpoint",
]

# Written into a pruned checkpoint: where it came from and what was cut.
PRUNE_FILE = "strop-prune.json"


def _layer_output(output: Any) -> torch.Tensor:
    # Decoder layers return a tensor in recent transformers and a tuple in older ones.
    tensor = output[0] if isinstance(output, tuple) else output
    assert isinstance(tensor, torch.Tensor)
    return tensor


def _observe(
    model_dir: Path,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    attach: Callable[[LlamaForCausalLM], list[Any]],
    *,
    max_examples: int,
    max_length: int,
) -> int:
    """Run the model over the first ``max_examples`` chat-rendered ``conversations``.

    ``attach(model)`` installs the hooks that record what is measured and
    returns their handles, removed afterwards. Returns how many tokens were read.
    """
    model = LlamaForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    model.train(False)  # eval mode
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    encoded = encode_conversations(
        tokenizer, list(conversations)[:max_examples], max_length=max_length
    )
    tokens = 0
    handles = attach(model)
    try:
        with torch.inference_mode():
            for item in encoded:
                model(input_ids=torch.tensor([item.ids]), use_cache=False)
                tokens += len(item.ids)
    finally:
        for handle in handles:
            handle.remove()
    return tokens


def layer_importance(
    model_dir: Path,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    *,
    max_examples: int = 32,
    max_length: int = 512,
) -> list[float]:
    """Per decoder layer, the mean angular distance (0..1) between its input and output.

    Averaged over every token of the first ``max_examples`` chat-rendered
    ``conversations``. Low means the layer barely turns the hidden state: a
    candidate to drop.
    """
    totals: list[float] = []

    def recorder(index: int) -> Any:
        def hook(_module: Any, args: tuple[Any, ...], kwargs: dict[str, Any], output: Any) -> None:
            before = args[0] if args else kwargs["hidden_states"]
            after = _layer_output(output)
            cosine = torch.nn.functional.cosine_similarity(before, after, dim=-1)
            angle = torch.arccos(cosine.clamp(-1.0, 1.0)) / torch.pi
            totals[index] += float(angle.sum())

        return hook

    def attach(model: LlamaForCausalLM) -> list[Any]:
        layers = model.model.layers
        totals.extend([0.0] * len(layers))
        return [
            layer.register_forward_hook(recorder(i), with_kwargs=True)
            for i, layer in enumerate(layers)
        ]

    tokens = _observe(
        model_dir, conversations, attach, max_examples=max_examples, max_length=max_length
    )
    return [total / tokens for total in totals]


def mlp_activations(
    model_dir: Path,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    *,
    max_examples: int = 32,
    max_length: int = 512,
) -> list[torch.Tensor]:
    """Per decoder layer, each MLP neuron's root mean square activation on the data.

    The activation is what enters the down projection (``act(gate(x)) * up(x)``),
    averaged over every token of the first ``max_examples`` chat-rendered
    ``conversations``; a neuron that stays near zero on the task can go.
    """
    squares: list[torch.Tensor] = []

    def recorder(index: int) -> Any:
        def hook(_module: Any, args: tuple[Any, ...]) -> None:
            squares[index] += args[0].pow(2).sum(dim=(0, 1))

        return hook

    def attach(model: LlamaForCausalLM) -> list[Any]:
        layers = model.model.layers
        squares.extend(torch.zeros(int(model.config.intermediate_size)) for _ in layers)
        return [
            layer.mlp.down_proj.register_forward_pre_hook(recorder(i))
            for i, layer in enumerate(layers)
        ]

    tokens = _observe(
        model_dir, conversations, attach, max_examples=max_examples, max_length=max_length
    )
    return [(total / tokens).sqrt() for total in squares]


def choose_drop_layers(importance: Sequence[float], n: int) -> tuple[int, ...]:
    """The ``n`` least important layers, sorted; the first and last layer are always kept.

    The first layer turns token embeddings into the residual stream and the last
    one into logits; both score low on angular distance yet matter most.
    """
    candidates = list(range(1, len(importance) - 1))
    if n < 0 or n > len(candidates):
        raise ConfigurationError(
            f"can drop between 0 and {len(candidates)} of {len(importance)} layers "
            f"(never the first or last), asked for {n}"
        )
    ranked = sorted(candidates, key=lambda i: (importance[i], i))
    return tuple(sorted(ranked[:n]))


def block_distances(
    model_dir: Path,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    n: int,
    *,
    max_examples: int = 32,
    max_length: int = 512,
) -> list[float]:
    """For each start ``l``, the mean angular distance (0..1) between the hidden state
    entering layer ``l`` and the one entering layer ``l + n``.

    A low value means the block of ``n`` layers from ``l`` barely changes the
    residual stream as a whole, so it can go in one piece (Gromov et al. 2024):
    unlike per-layer scores, this sees layers that undo each other.
    """
    model = LlamaForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    model.train(False)  # eval mode
    n_layers = int(model.config.num_hidden_layers)
    if not 1 <= n < n_layers:
        raise ConfigurationError(f"a block must be 1 to {n_layers - 1} layers, got {n}")
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    encoded = encode_conversations(
        tokenizer, list(conversations)[:max_examples], max_length=max_length
    )
    totals = [0.0] * (n_layers - n + 1)
    tokens = 0
    with torch.inference_mode():
        for item in encoded:
            out = model(
                input_ids=torch.tensor([item.ids]), use_cache=False, output_hidden_states=True
            )
            # hidden_states[i] enters layer i; the last one is normed, so a block may end at
            # the final layer's input at most (the last layer is always kept anyway).
            states = out.hidden_states
            for start in range(len(totals)):
                end = start + n
                if end >= n_layers:
                    break
                cosine = torch.nn.functional.cosine_similarity(states[start], states[end], dim=-1)
                totals[start] += float((torch.arccos(cosine.clamp(-1.0, 1.0)) / torch.pi).sum())
            tokens += len(item.ids)
    return [total / tokens for total in totals[: n_layers - n]]


def choose_drop_block(distances: Sequence[float], n: int) -> tuple[int, ...]:
    """The block of ``n`` layers whose removal changes the residual stream least.

    ``distances`` come from :func:`block_distances` for the same ``n``; the
    first layer is always kept (the last is outside every block).
    """
    starts = list(range(1, len(distances)))
    if not starts:
        raise ConfigurationError(f"no block of {n} layers can go without the first or last layer")
    best = min(starts, key=lambda i: (distances[i], i))
    return tuple(range(best, best + n))


def _kv_groups(config: LlamaConfig) -> int:
    """Key/value heads per layer (a config without the key has one per query head)."""
    return int(config.num_key_value_heads or config.num_attention_heads)


def _check_values(
    config: LlamaConfig,
    drop_layers: Sequence[int],
    kv_heads: int | None,
    intermediate_size: int | None,
) -> None:
    n_layers = config.num_hidden_layers
    bad = [i for i in drop_layers if not 0 <= i < n_layers]
    if bad:
        raise ConfigurationError(f"drop_layers {bad} out of range: the model has {n_layers} layers")
    if len(set(drop_layers)) != len(drop_layers):
        raise ConfigurationError(f"drop_layers lists a layer twice: {list(drop_layers)}")
    if len(drop_layers) >= n_layers:
        raise ConfigurationError(f"cannot drop all {n_layers} layers")
    source_kv = _kv_groups(config)
    if kv_heads is not None and not 1 <= kv_heads <= source_kv:
        raise ConfigurationError(f"kv_heads must be between 1 and {source_kv}, got {kv_heads}")
    source_ffn = config.intermediate_size
    if intermediate_size is not None and not 1 <= intermediate_size <= source_ffn:
        raise ConfigurationError(
            f"intermediate_size must be between 1 and {source_ffn}, got {intermediate_size}"
        )


def _top(scores: torch.Tensor, k: int) -> torch.Tensor:
    """Indices of the ``k`` highest scores, in their original order."""
    return torch.sort(torch.topk(scores, k).indices).values


def _prune_heads(
    layer: dict[str, torch.Tensor], *, n_kv: int, keep_kv: int, head_dim: int
) -> dict[str, torch.Tensor]:
    """Keep the ``keep_kv`` KV groups (with their query heads) with the strongest value path."""
    q, k, v, o = (layer[f"self_attn.{p}_proj.weight"] for p in "qkvo")
    per_group = q.shape[0] // head_dim // n_kv
    v_norm = v.reshape(n_kv, head_dim, -1).pow(2).sum(dim=(1, 2))
    o_norm = o.reshape(o.shape[0], n_kv, per_group * head_dim).pow(2).sum(dim=(0, 2))
    groups = _top((v_norm * o_norm).sqrt(), keep_kv)
    kv_rows = torch.cat([torch.arange(g * head_dim, (g + 1) * head_dim) for g in groups.tolist()])
    width = per_group * head_dim
    q_rows = torch.cat([torch.arange(g * width, (g + 1) * width) for g in groups.tolist()])
    return {
        **layer,
        "self_attn.q_proj.weight": q[q_rows].clone(),
        "self_attn.k_proj.weight": k[kv_rows].clone(),
        "self_attn.v_proj.weight": v[kv_rows].clone(),
        "self_attn.o_proj.weight": o[:, q_rows].clone(),
    }


def _prune_mlp(
    layer: dict[str, torch.Tensor], *, keep: int, activations: torch.Tensor | None = None
) -> dict[str, torch.Tensor]:
    """Keep the ``keep`` neurons that write the most into the residual stream.

    With measured ``activations`` (root mean square per neuron), a neuron's
    score is its activation times its down column's norm; without, the norms
    of its gate, up and down weights stand in for the activation.
    """
    gate, up, down = (layer[f"mlp.{p}_proj.weight"] for p in ("gate", "up", "down"))
    if activations is None:
        scores = gate.norm(dim=1) * up.norm(dim=1) * down.norm(dim=0)
    else:
        if activations.shape != (gate.shape[0],):
            raise ConfigurationError(
                f"MLP activations have shape {tuple(activations.shape)}, "
                f"the layer has {gate.shape[0]} neurons"
            )
        scores = activations * down.norm(dim=0)
    rows = _top(scores, keep)
    return {
        **layer,
        "mlp.gate_proj.weight": gate[rows].clone(),
        "mlp.up_proj.weight": up[rows].clone(),
        "mlp.down_proj.weight": down[:, rows].clone(),
    }


def _pruned_config(
    config: LlamaConfig, n_layers: int, kv_heads: int, intermediate_size: int
) -> LlamaConfig:
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    per_group = config.num_attention_heads // _kv_groups(config)
    values = config.to_dict()
    values.update(
        num_hidden_layers=n_layers,
        num_key_value_heads=kv_heads,
        num_attention_heads=kv_heads * per_group,
        intermediate_size=intermediate_size,
        # With fewer heads hidden_size != heads * head_dim, so the head size is stated.
        head_dim=head_dim,
    )
    pruned: LlamaConfig = LlamaConfig.from_dict(values)
    return pruned


def _build(
    source_dir: Path,
    out_dir: Path,
    config: LlamaConfig,
    drop_layers: Sequence[int],
    kv_heads: int,
    intermediate_size: int,
    extra: Mapping[str, Any],
    replace: Mapping[str, torch.Tensor],
    activations: Sequence[torch.Tensor] | None,
) -> None:
    weights = {**load_file(str(source_dir / "model.safetensors")), **replace}
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    kept = [i for i in range(config.num_hidden_layers) if i not in set(drop_layers)]
    state = {k: v for k, v in weights.items() if not k.startswith("model.layers.")}
    for new_index, old_index in enumerate(kept):
        prefix = f"model.layers.{old_index}."
        layer = {k[len(prefix) :]: v for k, v in weights.items() if k.startswith(prefix)}
        if kv_heads < _kv_groups(config):
            layer = _prune_heads(
                layer, n_kv=_kv_groups(config), keep_kv=kv_heads, head_dim=head_dim
            )
        if intermediate_size < config.intermediate_size:
            layer = _prune_mlp(
                layer,
                keep=intermediate_size,
                activations=None if activations is None else activations[old_index],
            )
        state.update({f"model.layers.{new_index}.{k}": v for k, v in layer.items()})
    pruned_config = _pruned_config(config, len(kept), kv_heads, intermediate_size)
    model = LlamaForCausalLM(pruned_config)
    missing, unexpected = model.load_state_dict(state, strict=False)
    # A tied lm_head is not stored in the checkpoint; anything else missing is a bug.
    if unexpected or [m for m in missing if m != "lm_head.weight"]:
        raise ConfigurationError(
            f"pruned weights do not fit: missing {missing}, extra {unexpected}"
        )
    if pruned_config.tie_word_embeddings:
        model.tie_weights()
    model.save_pretrained(out_dir)
    AutoTokenizer.from_pretrained(source_dir).save_pretrained(out_dir)
    record = {
        "source": str(source_dir),
        "drop_layers": sorted(drop_layers),
        "kv_heads": kv_heads,
        "intermediate_size": intermediate_size,
        "mlp_ranking": "weights" if activations is None else "activations",
        **extra,
    }
    (out_dir / PRUNE_FILE).write_text(json.dumps(record), encoding="utf-8")


def prune_checkpoint(
    source_dir: Path,
    out_dir: Path,
    *,
    drop_layers: Sequence[int] = (),
    kv_heads: int | None = None,
    intermediate_size: int | None = None,
    record: Mapping[str, Any] | None = None,
    replace: Mapping[str, torch.Tensor] | None = None,
    activations: Sequence[torch.Tensor] | None = None,
) -> Path:
    """Write a pruned copy of the Llama checkpoint in ``source_dir`` to ``out_dir``.

    ``drop_layers`` are removed; ``kv_heads`` (fewer than the source's) keeps
    that many KV groups per layer with all their query heads; ``intermediate_size``
    keeps that many MLP neurons per layer, ranked by ``activations`` (from
    :func:`mlp_activations`, one per source layer) when given. Every kept weight is copied from the
    source (or from ``replace``, by checkpoint name, which must name source
    weights), and the tokenizer comes along; ``record`` adds to (or overrides)
    what the prune record says. ``out_dir`` is replaced atomically.
    Impossible values raise ``ConfigurationError``.
    """
    config = LlamaConfig.from_pretrained(source_dir)
    if config.model_type != "llama":
        raise ConfigurationError(f"only Llama checkpoints can be pruned, got {config.model_type!r}")
    _check_values(config, drop_layers, kv_heads, intermediate_size)
    if activations is not None and len(activations) != config.num_hidden_layers:
        raise ConfigurationError(
            f"MLP activations cover {len(activations)} layers, the model has "
            f"{config.num_hidden_layers}"
        )
    kv = _kv_groups(config) if kv_heads is None else kv_heads
    ffn = config.intermediate_size if intermediate_size is None else intermediate_size
    return publish_dir(
        out_dir,
        lambda tmp: _build(
            source_dir, tmp, config, drop_layers, kv, ffn, record or {}, replace or {}, activations
        ),
        is_valid=lambda _d: False,
    )
