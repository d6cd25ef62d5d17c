"""A dropped block of the real SmolLM2 replaced by a fitted linear map, folded into its weights."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from _model_distance import kl_to_base
from transformers import AutoTokenizer, LlamaForCausalLM

from core.errors import ConfigurationError
from core.improve.warmstart import toolgen_examples
from trainer._chat_batches import encode_conversations
from trainer.bridge import bridge_block, fit_bridge
from trainer.prune import PRUNE_FILE, prune_checkpoint

pytestmark = pytest.mark.slow

MAX_LENGTH = 160
BLOCK = (12, 13, 14)


def _conversations(n: int, seed: int) -> list[list[dict[str, str]]]:
    return [row["messages"] for row in toolgen_examples(n, seed=seed)]


def test_a_bridged_block_keeps_the_model_closer_than_dropping_it(
    real_base_dir: Path, tmp_path: Path
) -> None:
    fitting = _conversations(6, seed=0)
    bridged = tmp_path / "bridged"
    fit = bridge_block(real_base_dir, bridged, fitting, BLOCK, max_length=MAX_LENGTH)
    assert fit.block == BLOCK and fit.map.shape == (576, 576) and fit.tokens > 300
    # The map explains most of what the block does; dropping it plainly explains much less.
    assert 0.0 <= fit.residual < fit.residual_without
    plain = prune_checkpoint(real_base_dir, tmp_path / "plain", drop_layers=BLOCK)
    model = LlamaForCausalLM.from_pretrained(bridged, dtype=torch.float32)
    assert model.config.num_hidden_layers == 27  # no extra weight: folded into layer 11
    record = json.loads((bridged / PRUNE_FILE).read_text(encoding="utf-8"))
    assert record["drop_layers"] == list(BLOCK) and record["source"] == str(real_base_dir)
    assert record["bridge"]["residual"] == round(fit.residual, 6)
    # On conversations the fit never saw, the bridged model stays nearer the base model.
    tokenizer = AutoTokenizer.from_pretrained(real_base_dir)
    unseen = encode_conversations(tokenizer, _conversations(2, seed=7), max_length=MAX_LENGTH)
    base = LlamaForCausalLM.from_pretrained(real_base_dir, dtype=torch.float32)
    for item in unseen:
        ids = torch.tensor([item.ids])
        assert kl_to_base(base, bridged, ids) < 0.8 * kl_to_base(base, plain, ids)


@pytest.mark.parametrize(
    ("block", "problem"),
    [
        ((3, 5), "contiguous"),
        ((0, 1), "between layer 1"),
        ((27, 28, 29), "between layer 1"),
        ((), "contiguous"),
    ],
)
def test_a_bridge_needs_one_inner_block(
    real_base_dir: Path, block: tuple[int, ...], problem: str
) -> None:
    with pytest.raises(ConfigurationError, match=problem):
        fit_bridge(real_base_dir, _conversations(1, seed=0), block, max_length=64)
