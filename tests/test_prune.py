"""Pruning the real SmolLM2, healing it by distillation, and serving it with llama.cpp."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
import torch
from _model_distance import kl_to_base
from _stored_weights import stored_error
from transformers import LlamaForCausalLM

from core.errors import ConfigurationError
from core.improve.warmstart import toolgen_examples
from core.models.base import ChatMessage
from core.models.llamacpp import LlamaCppModel, embedded_model_path
from trainer.distill import DistillReport, distill
from trainer.model_gguf import export_model_gguf
from trainer.prune import (
    PRUNE_FILE,
    block_distances,
    choose_drop_block,
    choose_drop_layers,
    layer_importance,
    mlp_activations,
    prune_checkpoint,
)
from trainer.quantize import gguf_file_type, quantize_like

pytestmark = pytest.mark.slow

# Short renders keep every forward pass of the 135M model well under a second.
MAX_LENGTH = 128


def _conversations(n: int) -> list[list[dict[str, str]]]:
    return [row["messages"] for row in toolgen_examples(n, seed=0)]


def _heal(pruned: Path, base: Path, out: Path, n: int, **options: Any) -> DistillReport:
    """A short distillation of ``pruned`` from ``base`` on ``n`` generated conversations."""
    return distill(
        pruned,
        base,
        _conversations(n),
        out,
        batch_size=2,
        lr=3e-4,
        max_length=MAX_LENGTH,
        **options,
    )


def _llama_params(
    *, layers: int, hidden: int, heads: int, kv_heads: int, head_dim: int, ffn: int, vocab: int
) -> int:
    """Parameters of a tied-embedding Llama, counted from its shape."""
    attention = hidden * heads * head_dim * 2 + hidden * kv_heads * head_dim * 2
    mlp = 3 * hidden * ffn
    return vocab * hidden + layers * (attention + mlp + 2 * hidden) + hidden


@pytest.fixture(scope="module")
def pruned(real_base_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """20 of 30 layers dropped by measured importance, 2 of 3 KV groups, 768 MLP neurons."""
    importance = layer_importance(
        real_base_dir, _conversations(2), max_examples=2, max_length=MAX_LENGTH
    )
    assert len(importance) == 30
    assert all(0.0 <= x <= 1.0 for x in importance)
    drop = choose_drop_layers(importance, 20)
    assert 0 not in drop and 29 not in drop and len(drop) == 20
    # The dropped layers are the ones that turn the hidden state least.
    kept = [importance[i] for i in range(1, 29) if i not in drop]
    assert max(importance[i] for i in drop) <= min(kept)
    out = tmp_path_factory.mktemp("prune") / "pruned"
    return prune_checkpoint(real_base_dir, out, drop_layers=drop, kv_heads=2, intermediate_size=768)


def test_pruned_checkpoint_has_the_asked_shape(real_base_dir: Path, pruned: Path) -> None:
    model = LlamaForCausalLM.from_pretrained(pruned, dtype=torch.float32)
    config = model.config
    assert (config.num_hidden_layers, config.num_key_value_heads) == (10, 2)
    assert (config.num_attention_heads, config.intermediate_size, config.head_dim) == (6, 768, 64)
    expected = _llama_params(
        layers=10, hidden=576, heads=6, kv_heads=2, head_dim=64, ffn=768, vocab=49152
    )
    assert model.num_parameters() == expected
    base = LlamaForCausalLM.from_pretrained(real_base_dir, dtype=torch.float32)
    assert base.num_parameters() == _llama_params(
        layers=30, hidden=576, heads=9, kv_heads=3, head_dim=64, ffn=1536, vocab=49152
    )
    record = json.loads((pruned / PRUNE_FILE).read_text(encoding="utf-8"))
    assert record["kv_heads"] == 2 and len(record["drop_layers"]) == 20
    assert (pruned / "tokenizer.json").is_file()


def test_pruning_nothing_keeps_the_model_and_cut_heads_equal_zeroed_ones(
    real_base_dir: Path, tmp_path: Path
) -> None:
    """A no-op prune gives the same logits; a KV/MLP prune equals zeroing what was cut."""
    ids = torch.tensor([[1, 9690, 198, 19161, 314, 253, 1789, 28, 2]])
    base = LlamaForCausalLM.from_pretrained(real_base_dir, dtype=torch.float32).eval()
    same = prune_checkpoint(real_base_dir, tmp_path / "same")
    with torch.inference_mode():
        want = base(input_ids=ids).logits
        got = LlamaForCausalLM.from_pretrained(same, dtype=torch.float32)(input_ids=ids).logits
    torch.testing.assert_close(got, want)

    cut = prune_checkpoint(real_base_dir, tmp_path / "cut", kv_heads=2, intermediate_size=1000)
    small = LlamaForCausalLM.from_pretrained(cut, dtype=torch.float32).eval()
    for src, dst in zip(base.model.layers, small.model.layers, strict=True):
        k_src = src.self_attn.k_proj.weight.reshape(3, 64, -1)
        k_dst = dst.self_attn.k_proj.weight.reshape(2, 64, -1)
        kept = [g for g in range(3) if any(torch.equal(k_src[g], k) for k in k_dst)]
        assert len(kept) == 2
        (gone,) = set(range(3)) - set(kept)
        with torch.no_grad():
            src.self_attn.o_proj.weight[:, gone * 192 : (gone + 1) * 192] = 0
            kept_rows = {u.numpy().tobytes() for u in dst.mlp.up_proj.weight}
            rows = [r.numpy().tobytes() in kept_rows for r in src.mlp.up_proj.weight]
            src.mlp.down_proj.weight[:, ~torch.tensor(rows)] = 0
    with torch.inference_mode():
        # Narrower matmuls sum in another order: equal up to float rounding.
        got = small(input_ids=ids).logits
        torch.testing.assert_close(got, base(input_ids=ids).logits, atol=5e-3, rtol=1e-3)


def test_impossible_prunes_are_configuration_errors(real_base_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "never"
    for kwargs in (
        {"drop_layers": list(range(30))},
        {"drop_layers": [30]},
        {"drop_layers": [3, 3]},
        {"kv_heads": 4},
        {"kv_heads": 0},
        {"intermediate_size": 0},
        {"intermediate_size": 1537},
    ):
        with pytest.raises(ConfigurationError):
            prune_checkpoint(real_base_dir, out, **kwargs)  # type: ignore[arg-type]
    assert not out.exists()
    with pytest.raises(ConfigurationError):
        choose_drop_layers([0.5] * 30, 29)
    assert choose_drop_layers([0.0, 0.9, 0.1, 0.5, 0.0], 2) == (2, 3)
    # Blocks: the first layer stays, and too long a block has nowhere to go.
    assert choose_drop_block([0.0, 0.3, 0.1, 0.2], 2) == (2, 3)
    with pytest.raises(ConfigurationError):
        choose_drop_block([0.1], 4)


def _kl_to(base_dir: Path, pruned_dir: Path, conversations: list[list[dict[str, str]]]) -> float:
    """Mean KL(base || pruned) over the rendered ``conversations``."""
    from transformers import AutoTokenizer

    from trainer._chat_batches import encode_conversations

    encoded = encode_conversations(
        AutoTokenizer.from_pretrained(base_dir), conversations, max_length=MAX_LENGTH
    )
    base = LlamaForCausalLM.from_pretrained(base_dir, dtype=torch.float32).eval()
    distances = [kl_to_base(base, pruned_dir, torch.tensor([item.ids])) for item in encoded]
    return sum(distances) / len(distances)


def test_mlp_neurons_ranked_by_activation_stay_closer_to_the_model(
    real_base_dir: Path, tmp_path: Path
) -> None:
    activations = mlp_activations(
        real_base_dir, _conversations(6), max_examples=6, max_length=MAX_LENGTH
    )
    assert len(activations) == 30
    assert all(a.shape == (1536,) and bool((a >= 0).all()) for a in activations)
    by_activation = prune_checkpoint(
        real_base_dir, tmp_path / "act", intermediate_size=896, activations=activations
    )
    by_weights = prune_checkpoint(real_base_dir, tmp_path / "weights", intermediate_size=896)
    record = json.loads((by_activation / PRUNE_FILE).read_text())
    assert record["mlp_ranking"] == "activations"
    # The neurons kept in a layer are those with the largest activation x down-column norm.
    from safetensors.torch import load_file

    source = load_file(str(real_base_dir / "model.safetensors"))
    cut = load_file(str(by_activation / "model.safetensors"))
    name = "model.layers.7.mlp.{}_proj.weight"
    scores = activations[7] * source[name.format("down")].norm(dim=0)
    rows = torch.sort(torch.topk(scores, 896).indices).values
    assert torch.equal(cut[name.format("gate")], source[name.format("gate")][rows])
    assert torch.equal(cut[name.format("down")], source[name.format("down")][:, rows])
    # On conversations the ranking never saw, the measured cut is much closer to the model.
    unseen = [row["messages"] for row in toolgen_examples(3, seed=5)]
    near = _kl_to(real_base_dir, by_activation, unseen)
    far = _kl_to(real_base_dir, by_weights, unseen)
    assert near < 0.5 * far, (near, far)
    # Activations that do not fit the model are refused before anything is written.
    for bad in (activations[:29], [torch.ones(1535)] * 30):
        with pytest.raises(ConfigurationError):
            prune_checkpoint(
                real_base_dir, tmp_path / "never", intermediate_size=896, activations=bad
            )
    assert not (tmp_path / "never").exists()


def test_block_distances_grow_with_the_block_and_pick_a_middle_block(real_base_dir: Path) -> None:
    data = _conversations(2)
    short = block_distances(real_base_dir, data, 2, max_examples=2, max_length=MAX_LENGTH)
    long = block_distances(real_base_dir, data, 12, max_examples=2, max_length=MAX_LENGTH)
    assert len(short) == 28 and len(long) == 18
    assert all(0.0 <= x <= 1.0 for x in short + long)
    # Twelve layers turn the residual stream further than two, wherever they start.
    assert sum(long) / len(long) > sum(short) / len(short)
    block = choose_drop_block(long, 12)
    assert len(block) == 12 and block[0] >= 1 and block[-1] <= 28
    assert long[block[0]] == min(long[1:])
    with pytest.raises(ConfigurationError):
        block_distances(real_base_dir, data, 30, max_examples=1)


def test_heal_export_quantize_and_generate(
    real_base_dir: Path, pruned: Path, tmp_path: Path
) -> None:
    losses: list[float] = []
    healed = tmp_path / "healed"
    report = _heal(
        pruned, real_base_dir, healed, 8, max_steps=8, hook=lambda step, loss: losses.append(loss)
    )
    assert report.steps == 8 and report.stopped_by == "steps"
    assert len(losses) == 8
    assert report.loss_last < report.loss_first
    f16 = export_model_gguf(healed, tmp_path / "healed.f16.gguf")
    q = quantize_like(f16, tmp_path / "healed.gguf", like=embedded_model_path())
    assert gguf_file_type(q) == gguf_file_type(embedded_model_path())
    assert q.stat().st_size < f16.stat().st_size < embedded_model_path().stat().st_size * 2
    model = LlamaCppModel(model_path=q, n_ctx=512, prompt_cache_mb=0)
    reply = asyncio.run(
        model.complete([ChatMessage("user", "Say hello.")], max_tokens=12, temperature=0.0)
    )
    assert reply.completion_tokens > 0 and reply.text.strip()


def test_distill_time_cap_stops_training(real_base_dir: Path, pruned: Path, tmp_path: Path) -> None:
    report = distill(
        pruned,
        real_base_dir,
        _conversations(4),
        tmp_path / "capped",
        max_steps=10_000,
        max_seconds=15.0,
        batch_size=2,
        max_length=MAX_LENGTH,
    )
    assert report.stopped_by == "time"
    assert report.steps < 10_000
    # A step is started only if it should end before the cap; step times jitter a little.
    assert report.seconds <= 15.0 * 1.1
    assert (tmp_path / "capped" / "model.safetensors").is_file()


@pytest.mark.parametrize("bf16", [True, False])
def test_healing_steps_multiply_in_bf16_only_when_asked(bf16: bool) -> None:
    from trainer.distill import run_steps

    torch.manual_seed(0)
    model = torch.nn.Linear(8, 8)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2)
    seen: list[torch.dtype] = []

    def step_loss(batch: torch.Tensor) -> torch.Tensor:
        out = model(batch)
        seen.append(out.dtype)
        return out.float().pow(2).mean()

    report = run_steps(
        model,
        optimizer,
        iter([torch.randn(4, 8)] * 3),
        step_loss,
        max_steps=3,
        max_seconds=None,
        lr=1e-2,
        start=0.0,
        hook=None,
        bf16=bf16,
    )
    assert seen == [torch.bfloat16 if bf16 else torch.float32] * 3
    assert report.steps == 3 and report.loss_last < report.loss_first
    # Only the products are bf16: the weights and their optimizer state stay fp32.
    assert all(p.dtype == torch.float32 for p in model.parameters())
    assert all(s["exp_avg"].dtype == torch.float32 for s in optimizer.state.values())


@pytest.mark.parametrize("by_time", [True, False])
def test_the_learning_rate_decays_with_the_time_cap_only_when_asked(by_time: bool) -> None:
    import time

    from trainer.distill import lr_at, run_steps

    model = torch.nn.Linear(4, 4)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2)
    rates: list[float] = []

    def step_loss(batch: torch.Tensor) -> torch.Tensor:
        rates.append(optimizer.param_groups[0]["lr"])
        time.sleep(0.05)
        return model(batch).pow(2).mean()

    report = run_steps(
        model,
        optimizer,
        iter([torch.randn(2, 4)] * 1000),
        step_loss,
        max_steps=1000,
        max_seconds=1.5,
        lr=1e-2,
        start=time.perf_counter(),
        hook=None,
        lr_by_time=by_time,
    )
    assert report.stopped_by == "time" and 10 < report.steps < 40
    if by_time:  # the time cap binds: the schedule runs to its floor (a tenth) by the end
        assert max(rates) > 0.9e-2 and rates[-1] < 0.2e-2
    else:  # 1000 planned steps: the few done stay near the peak
        assert rates[-1] == lr_at(report.steps - 1, max_steps=1000, peak=1e-2) > 0.99e-2


def test_a_quantized_heal_of_the_real_model_is_what_its_q4_1_file_holds(
    real_base_dir: Path, pruned: Path, tmp_path: Path
) -> None:
    healed = tmp_path / "healed"
    report = _heal(pruned, real_base_dir, healed, 4, max_steps=3, quantized=True)
    assert report.steps == 3 and report.loss_last < 100
    f16 = export_model_gguf(healed, tmp_path / "healed.f16.gguf")
    q = quantize_like(f16, tmp_path / "healed.gguf", like=embedded_model_path())
    pairs = [
        (f"model.layers.{layer}.{ours}.weight", f"blk.{layer}.{theirs}.weight")
        for layer in (0, 5, 9)
        for ours, theirs in (("mlp.down_proj", "ffn_down"), ("mlp.gate_proj", "ffn_gate"))
    ]
    assert max(stored_error(healed, q, pairs)) < 0.02
    model = LlamaCppModel(model_path=q, n_ctx=512, prompt_cache_mb=0)
    reply = asyncio.run(
        model.complete([ChatMessage("user", "Say hello.")], max_tokens=8, temperature=0.0)
    )
    assert reply.completion_tokens > 0
