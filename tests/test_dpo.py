"""LoRA DPO: input checks, the reference model, the output contract, and learning on the real model.

The tiny random model proves plumbing (and that "sft+dpo" trains against the
SFT model, not the base); the slow test shows DPO on the real 135M model
widening the log-probability margin of chosen over rejected replies.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
import torch
from peft import PeftModel
from safetensors.numpy import load_file

from core.errors import ConfigurationError
from trainer.base_model import base_checkpoint, load_checkpoint
from trainer.dpo import LoraDpoConfig, train_dpo
from trainer.sft import LoraSftConfig, TrainProgress, train_lora
from trainer.tiny import tiny_checkpoint

SYSTEM = 'Reply with one JSON object only: {"answer": "<text>"}.'


def pair(n: int, rejected: str = "I cannot help with that.") -> dict[str, Any]:
    return {
        "prompt": [
            {"role": "system", "content": SYSTEM},
            {"role": "user", "content": f"ping {n}"},
        ],
        "chosen": [{"role": "assistant", "content": json.dumps({"answer": f"PONG-{n}"})}],
        "rejected": [{"role": "assistant", "content": json.dumps({"answer": rejected})}],
        "provenance": {"run_ids": [n, n + 1], "feedback_ids": [n]},
    }


@pytest.fixture(scope="module")
def tiny_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tiny_checkpoint(cache_dir=tmp_path_factory.mktemp("cache") / "tiny")


def test_train_dpo_rejects_empty_and_corrupt_pairs(tmp_path: Path) -> None:
    out = tmp_path / "out"
    good = pair(1)
    cases: list[tuple[list[Any], str]] = [
        ([], "no preference pairs"),
        (["not a pair"], "must be an object"),
        ([{"prompt": good["prompt"], "chosen": good["chosen"]}], "lacks rejected"),
        ([{**good, "chosen": []}], "'chosen' must be a non-empty list"),
        ([{**good, "rejected": [{"role": "robot", "content": "x"}]}], "role"),
        ([{**good, "prompt": [{"role": "user", "content": 3}]}], "string content"),
        ([{**good, "chosen": [{"role": "user", "content": "x"}]}], "start with the assistant"),
        ([{**good, "rejected": good["chosen"]}], "identical"),
        ([good, {**good, "prompt": "ping"}], "preference pair 1"),
    ]
    for pairs, message in cases:
        with pytest.raises(ConfigurationError, match=message):
            train_dpo(pairs, base_dir=tmp_path, output_dir=out)
    with pytest.raises(ConfigurationError, match="not a PEFT adapter"):
        train_dpo([good], base_dir=tmp_path, output_dir=out, init_adapter=tmp_path)
    assert not out.exists()


def test_train_dpo_on_the_tiny_model_writes_only_the_adapter(
    tiny_dir: Path, tmp_path: Path
) -> None:
    seen: list[TrainProgress] = []
    result = train_dpo(
        [pair(n) for n in range(4)],
        base_dir=tiny_dir,
        output_dir=tmp_path / "run",
        config=LoraDpoConfig(max_steps=3, learning_rate=5e-3, max_length=96, sft_weight=0),
        on_progress=seen.append,
    )
    assert result.steps == 3
    assert result.examples == 4
    assert [step for step, _ in result.losses] == [1, 2, 3]
    # A new adapter starts at zero, so the policy equals its reference: loss = log 2.
    assert result.losses[0][1] == pytest.approx(math.log(2), abs=1e-4)
    assert result.losses[-1][1] < result.losses[0][1] - 0.05
    assert [(p.step, p.total_steps) for p in seen] == [(1, 3), (2, 3), (3, 3)]
    assert [p.name for p in (tmp_path / "run").iterdir()] == ["adapter"]
    config = json.loads((result.adapter_dir / "adapter_config.json").read_text())
    assert config["r"] == 16
    assert config["peft_type"] == "LORA"
    # With the SFT term the first loss adds the chosen replies' NLL to log 2.
    anchored = train_dpo(
        [pair(n) for n in range(4)],
        base_dir=tiny_dir,
        output_dir=tmp_path / "anchored",
        config=LoraDpoConfig(max_steps=1, learning_rate=5e-3, max_length=96),
    )
    assert anchored.losses[0][1] > math.log(2) + 1.0


def test_sft_then_dpo_continues_the_sft_adapter_against_the_sft_model(
    tiny_dir: Path, tmp_path: Path
) -> None:
    sft = train_lora(
        [{"messages": p["prompt"] + p["chosen"]} for p in (pair(n) for n in range(4))],
        base_dir=tiny_dir,
        output_dir=tmp_path / "sft",
        config=LoraSftConfig(r=8, max_steps=3, learning_rate=5e-3, max_length=96),
    )
    dpo = train_dpo(
        [pair(n) for n in range(4)],
        base_dir=tiny_dir,
        output_dir=tmp_path / "dpo",
        # r=16 here is ignored: the SFT adapter keeps its own shape.
        config=LoraDpoConfig(max_steps=2, learning_rate=5e-3, max_length=96, sft_weight=0),
        init_adapter=sft.adapter_dir,
    )
    assert [p.name for p in (tmp_path / "dpo").iterdir()] == ["adapter"]
    assert json.loads((dpo.adapter_dir / "adapter_config.json").read_text())["r"] == 8
    sft_weights = load_file(sft.adapter_dir / "adapter_model.safetensors")
    dpo_weights = load_file(dpo.adapter_dir / "adapter_model.safetensors")
    # Only the trained adapter is saved, not trl's frozen "ref" copy, and DPO moved it.
    assert set(dpo_weights) == set(sft_weights)
    assert any(abs(dpo_weights[k] - sft_weights[k]).max() > 1e-4 for k in sft_weights)

    # The first DPO step compares the SFT model with itself (loss = log 2). Against the base
    # model the SFT adapter's own preference would already show in the first loss.
    assert dpo.losses[0][1] == pytest.approx(math.log(2), abs=1e-4)
    model, tokenizer = load_checkpoint(tiny_dir)
    base_margin = _margins(model, tokenizer, [pair(n) for n in range(4)])
    sft_model = PeftModel.from_pretrained(model, sft.adapter_dir)
    sft_margin = _margins(sft_model, tokenizer, [pair(n) for n in range(4)])
    base_reference_loss = -torch.nn.functional.logsigmoid(
        0.1 * (torch.tensor(sft_margin) - torch.tensor(base_margin))
    ).mean()
    assert abs(float(base_reference_loss) - math.log(2)) > 1e-3


def _margins(model: Any, tokenizer: Any, pairs: list[dict[str, Any]]) -> list[float]:
    """log p(chosen | prompt) - log p(rejected | prompt) per pair, summed over reply tokens."""

    def logprob(prompt: list[dict[str, str]], reply: list[dict[str, str]]) -> float:
        head = tokenizer.apply_chat_template(prompt, add_generation_prompt=True, tokenize=False)
        full = tokenizer.apply_chat_template(prompt + reply, tokenize=False)
        head_ids = tokenizer(head, add_special_tokens=False)["input_ids"]
        ids = tokenizer(full, add_special_tokens=False)["input_ids"]
        assert ids[: len(head_ids)] == head_ids
        with torch.inference_mode():
            logits = model(torch.tensor([ids])).logits[0, :-1].float()
        logps = torch.log_softmax(logits, dim=-1)
        targets = torch.tensor(ids[1:])
        picked = logps[torch.arange(len(targets)), targets]
        return float(picked[len(head_ids) - 1 :].sum())

    return [logprob(p["prompt"], p["chosen"]) - logprob(p["prompt"], p["rejected"]) for p in pairs]


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_dpo_widens_the_chosen_margin_on_the_real_model(tmp_path: Path) -> None:
    base_dir = base_checkpoint(cache_dir=tmp_path / "cache" / "base-hf")
    rejected = ["I don't know.", "Hello! How can I help you today?", "PING", "Sorry."]
    train = [pair(n, rejected[n % 4]) for n in (3, 14, 159, 26, 535, 89, 79, 323)]
    held_out = [pair(n, rejected[n % 4]) for n in (7, 42, 600, 918)]
    result = train_dpo(
        train,
        base_dir=base_dir,
        output_dir=tmp_path / "run",
        config=LoraDpoConfig(max_steps=4, learning_rate=2e-4, max_length=128, batch_size=2),
    )
    assert result.steps == 4
    model, tokenizer = load_checkpoint(base_dir)
    seen = train[:4]
    before_train = _margins(model, tokenizer, seen)
    before_held = _margins(model, tokenizer, held_out)
    tuned = PeftModel.from_pretrained(model, result.adapter_dir)
    after_train = _margins(tuned, tokenizer, seen)
    after_held = _margins(tuned, tokenizer, held_out)
    gain_train = (sum(after_train) - sum(before_train)) / len(seen)
    gain_held = (sum(after_held) - sum(before_held)) / len(held_out)
    print(
        f"DPO on the 135M model: {result.steps} steps in {result.seconds:.1f} s "
        f"({result.steps / result.seconds:.3f} steps/s); losses {result.losses}; "
        f"mean margin gain {gain_train:+.2f} nats (train), {gain_held:+.2f} (held out)"
    )
    assert result.losses[-1][1] < result.losses[0][1]
    assert gain_train > 2.0
    assert gain_held > 1.0
    assert all(a > b for a, b in zip(after_held, before_held, strict=True))
