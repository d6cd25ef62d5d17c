"""Quantization-aware healing: Q4_1 rounding in training matches llama.cpp's quantizer."""

from __future__ import annotations

from pathlib import Path

import gguf
import numpy as np
import pytest
import torch
from _stored_weights import stored_error
from gguf import quants
from transformers import LlamaForCausalLM

from core.errors import ConfigurationError
from core.improve.warmstart import toolgen_examples
from core.models.embedded import embedded_model_path
from trainer.accel import LoraSpec
from trainer.distill import distill
from trainer.fake_quant import bake, q4_1_round, train_quantized
from trainer.model_gguf import export_model_gguf
from trainer.quantize import quantize_like
from trainer.tiny import tiny_checkpoint

Q4_1 = gguf.GGMLQuantizationType.Q4_1


def _ggml_q4_1(weight: torch.Tensor) -> np.ndarray:
    data = weight.numpy().astype(np.float32)
    return np.asarray(quants.dequantize(quants.quantize(data, Q4_1), Q4_1))


@pytest.mark.parametrize("shape", [(4, 32), (64, 576), (3, 1536)])
def test_rounding_is_ggml_q4_1(shape: tuple[int, int]) -> None:
    torch.manual_seed(0)
    weight = torch.randn(shape) * 0.05
    weight[0, :32] = 0.25  # a flat block: no spread, scale 0
    rounded = q4_1_round(weight)
    assert np.array_equal(rounded.numpy(), _ggml_q4_1(weight))
    assert not torch.equal(rounded, weight)
    # Rounded weights survive being rounded again after a trip through f16.
    again = q4_1_round(rounded.half().float())
    step = float((weight.max() - weight.min()) / 15)
    assert float((again - rounded).abs().max()) < step / 50


def test_rows_must_be_whole_blocks() -> None:
    with pytest.raises(ValueError, match="blocks of 32"):
        q4_1_round(torch.zeros(2, 48))


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tiny_checkpoint(cache_dir=tmp_path_factory.mktemp("cache") / "tiny")


def test_forward_sees_the_rounded_weights_and_gradients_reach_the_full_ones(tiny: Path) -> None:
    model = LlamaForCausalLM.from_pretrained(tiny, dtype=torch.float32)
    reference = LlamaForCausalLM.from_pretrained(tiny, dtype=torch.float32)
    with torch.no_grad():
        for linear in reference.model.layers.modules():
            if isinstance(linear, torch.nn.Linear):
                linear.weight.copy_(q4_1_round(linear.weight))
    wrapped = train_quantized(model)
    assert wrapped == 2 * 7  # q, k, v, o, gate, up, down in each of two layers
    ids = torch.tensor([[1, 5, 9, 200, 31]])
    out = model(input_ids=ids).logits
    assert torch.allclose(out, reference(input_ids=ids).logits, atol=1e-5)
    out.sum().backward()
    down = model.model.layers[0].mlp.down_proj.parametrizations.weight.original
    assert down.grad is not None and float(down.grad.abs().sum()) > 0
    bake(model)
    assert torch.equal(
        model.model.layers[0].mlp.down_proj.weight, reference.model.layers[0].mlp.down_proj.weight
    )
    # The embedding keeps its own (Q8_0) type and is not rounded to Q4_1.
    assert torch.equal(model.model.embed_tokens.weight, reference.model.embed_tokens.weight)


def _heal(tiny: Path, out: Path, *, quantized: bool) -> Path:
    conversations = [row["messages"] for row in toolgen_examples(4, seed=0)]
    distill(
        tiny,
        tiny,
        conversations,
        out,
        max_steps=3,
        batch_size=2,
        lr=1e-2,  # large, so the weights leave the grid they were read from
        max_length=96,
        quantized=quantized,
    )
    return out


@pytest.mark.parametrize("quantized", [True, False])
def test_a_quantized_heal_is_stored_exactly_by_llama_cpp(
    tiny: Path, tmp_path: Path, quantized: bool
) -> None:
    healed = _heal(tiny, tmp_path / "healed", quantized=quantized)
    f16 = export_model_gguf(healed, tmp_path / "healed.f16.gguf")
    q = quantize_like(f16, tmp_path / "healed.gguf", like=embedded_model_path())
    errors = stored_error(
        healed,
        q,
        [
            ("model.layers.0.mlp.down_proj.weight", "blk.0.ffn_down.weight"),
            ("model.layers.1.mlp.up_proj.weight", "blk.1.ffn_up.weight"),
            ("model.layers.1.self_attn.o_proj.weight", "blk.1.attn_output.weight"),
        ],
    )
    if quantized:
        assert max(errors) < 0.02  # f16 rounding of scale and minimum only
    else:
        assert min(errors) > 0.05  # plain weights lose a good part of a level


def test_a_lora_cannot_be_healed_quantized(tiny: Path, tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="LoRA"):
        distill(
            tiny,
            tiny,
            [row["messages"] for row in toolgen_examples(2, seed=0)],
            tmp_path / "out",
            max_steps=1,
            lora=LoraSpec(
                r=4, alpha=4, dropout=0.0, target_modules=("q_proj",), seed=0, max_length=64
            ),
            quantized=True,
        )


def test_a_matrix_whose_rows_are_not_whole_blocks_is_left_as_it_is() -> None:
    from trainer.scratch import scratch_config

    config = scratch_config(
        layers=2, hidden_size=128, heads=4, kv_heads=2, intermediate_size=80, max_positions=64
    )
    model = LlamaForCausalLM(config)
    before = model.model.layers[0].mlp.down_proj.weight.detach().clone()
    assert train_quantized(model) == 2 * 6  # down_proj reads 80 values per row
    model(input_ids=torch.tensor([[1, 2, 3]]))
    bake(model)
    assert torch.equal(model.model.layers[0].mlp.down_proj.weight, before)
    gate = model.model.layers[0].mlp.gate_proj.weight
    assert torch.equal(gate, q4_1_round(gate))
