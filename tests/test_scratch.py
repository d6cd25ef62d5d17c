"""A tiny Llama trained from scratch on one narrow tool, then served by llama.cpp."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from transformers import LlamaForCausalLM

from bench.pruned import SCRATCH_TOOL, narrow_tool_cases
from core.errors import ConfigurationError
from core.models.llamacpp import LlamaCppModel
from core.toolgen import sft_example
from core.toolgen.examples import prompt_messages
from trainer.model_gguf import export_model_gguf
from trainer.scratch import SCRATCH_FILE, scratch_config, train_from_scratch

pytestmark = pytest.mark.slow


def test_scratch_config_keeps_the_vocabulary_and_rejects_bad_shapes() -> None:
    config = scratch_config(layers=2, hidden_size=64, heads=2, kv_heads=1, intermediate_size=128)
    assert config.vocab_size == 49152 and config.head_dim == 32
    assert config.tie_word_embeddings
    for bad in ({"layers": 0}, {"hidden_size": 63}, {"kv_heads": 3}, {"hidden_size": 66}):
        shape = {"layers": 2, "hidden_size": 64, "heads": 2, "kv_heads": 1, **bad}
        with pytest.raises(ConfigurationError):
            scratch_config(intermediate_size=128, **shape)


def test_narrow_tool_cases_are_one_tool_and_eval_cases_are_unseen() -> None:
    train = narrow_tool_cases(60, seed=0)
    fresh = narrow_tool_cases(20, seed=1, exclude=train)
    assert {c.target for c in train + fresh} == {SCRATCH_TOOL}
    assert {c.tools for c in train} == {(SCRATCH_TOOL,)}
    seen = {json.dumps(c.arguments, sort_keys=True) for c in train}
    assert not seen & {json.dumps(c.arguments, sort_keys=True) for c in fresh}


def test_tiny_model_from_scratch_learns_exports_and_answers(tmp_path: Path) -> None:
    cases = narrow_tool_cases(64, seed=0)
    conversations = [sft_example(c)["messages"] for c in cases]
    config = scratch_config(layers=2, hidden_size=64, heads=2, kv_heads=1, intermediate_size=128)
    out = tmp_path / "scratch"
    report = train_from_scratch(
        config, conversations, out, max_steps=40, batch_size=8, lr=3e-3, max_length=320
    )
    assert report.steps == 40 and report.stopped_by == "steps"
    # A random model starts near ln(49152) = 10.8; the replies are short and repetitive.
    assert report.loss_first > 8.0
    assert report.loss_last < report.loss_first - 3.0
    assert json.loads((out / SCRATCH_FILE).read_text(encoding="utf-8"))["steps"] == 40
    model = LlamaForCausalLM.from_pretrained(out)
    assert model.config.num_hidden_layers == 2 and model.num_parameters() < 4_000_000
    gguf_path = export_model_gguf(out, tmp_path / "scratch.gguf")
    served = LlamaCppModel(model_path=gguf_path, n_ctx=512, prompt_cache_mb=0)
    reply = asyncio.run(served.complete(prompt_messages(cases[0]), max_tokens=40))
    assert reply.completion_tokens > 0 and reply.text.strip()


def test_scratch_rejects_another_vocabulary(tmp_path: Path) -> None:
    config = scratch_config(layers=1, hidden_size=32, heads=1, kv_heads=1, intermediate_size=32)
    config.vocab_size = 1000
    with pytest.raises(ConfigurationError):
        train_from_scratch(config, [[{"role": "user", "content": "x"}]], tmp_path, max_steps=1)
