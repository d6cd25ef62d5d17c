"""The CPU SFT loss scores only labelled positions and equals trl's loss and gradients."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from datasets import Dataset
from transformers import set_seed
from trl.trainer.sft_trainer import SFTTrainer

from trainer.accel import LoraSpec, lora_model
from trainer.chat_template import training_chat_template
from trainer.label_loss import LabelTokenSFTTrainer, _needed_mask, label_token_loss
from trainer.sft import LoraSftConfig, _sft_args, _validate
from trainer.tiny import tiny_checkpoint


def _row(n: int) -> dict[str, object]:
    return {
        "messages": [
            {"role": "system", "content": "You are a helpful agent. " * (1 + n % 3)},
            {"role": "user", "content": "Hi!"},
            {"role": "assistant", "content": '{"answer": "Hello!"}', "train": False},
            {"role": "user", "content": f"ping {n}"},
            {"role": "assistant", "content": json.dumps({"answer": f"PONG-{n}"})},
        ]
    }


def _grads(model: torch.nn.Module) -> dict[str, torch.Tensor]:
    return {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


def test_label_token_loss_matches_trl(tmp_path: Path) -> None:
    base = tiny_checkpoint(cache_dir=tmp_path / "tiny")
    # No dropout, so both losses see the same activations.
    config = LoraSftConfig(max_steps=1, batch_size=4, max_length=256, dropout=0.0)
    rows = _validate([_row(n) for n in range(8)], need_assistant=True)
    set_seed(0)
    model, tokenizer = lora_model(base, LoraSpec.of(config), init_adapter=None, backend="cpu")
    tokenizer.chat_template = training_chat_template(tokenizer.chat_template)
    trainer = LabelTokenSFTTrainer(
        model=model,
        args=_sft_args(config, tmp_path / "scratch", "cpu"),
        train_dataset=Dataset.from_list(rows),
        processing_class=tokenizer,
    )
    batch = next(iter(trainer.get_train_dataloader()))
    labelled = int((batch["labels"] != -100).sum())
    assert 0 < labelled < batch["labels"].numel() // 2  # most positions are masked
    # The rows differ in length, so the batch is right-padded, and the loss runs without
    # the padding mask (causal attention keeps pads out of sight): it must still equal trl's.
    assert not bool(batch["attention_mask"].all())
    assert _needed_mask(batch["attention_mask"]) is None
    with torch.no_grad():  # a trained-looking adapter, so its gradients are not trivial
        for name, param in model.named_parameters():
            if "lora_B" in name:
                param.normal_(0, 0.02)
    model.train()

    trl_loss = SFTTrainer.compute_loss(trainer, model, dict(batch))
    trl_loss.backward()
    expected = _grads(model)
    model.zero_grad()
    ours = label_token_loss(model, dict(batch))
    ours.backward()
    got = _grads(model)

    assert torch.allclose(ours, trl_loss, rtol=1e-4, atol=1e-6)
    assert torch.allclose(trainer.compute_loss(model, dict(batch)), ours)
    # Asked for the outputs too, the trainer takes trl's path: same loss, with the logits.
    with torch.no_grad(), pytest.warns(FutureWarning, match="return_outputs"):
        loss, outputs = trainer.compute_loss(model, dict(batch), return_outputs=True)
    assert torch.allclose(loss, ours, rtol=1e-4, atol=1e-6) and outputs is not None
    assert expected.keys() == got.keys() and expected
    for name, grad in expected.items():
        assert torch.allclose(got[name], grad, rtol=1e-3, atol=1e-6), name
    # Every labelled token counts: dropping one changes the loss.
    labels = batch["labels"].clone()
    first = int((labels[0] != -100).nonzero()[0])
    labels[0, first] = -100
    assert not torch.allclose(label_token_loss(model, {**batch, "labels": labels}), ours)


def test_the_cpu_trainer_uses_it(tmp_path: Path) -> None:
    from trainer.sft import train_lora

    base = tiny_checkpoint(cache_dir=tmp_path / "tiny")
    seen: list[type] = []
    original = LabelTokenSFTTrainer.compute_loss

    def spy(self: LabelTokenSFTTrainer, *args: object, **kwargs: object) -> torch.Tensor:
        seen.append(type(self))
        return original(self, *args, **kwargs)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(LabelTokenSFTTrainer, "compute_loss", spy)
        result = train_lora(
            [_row(n) for n in range(4)],
            base_dir=base,
            output_dir=tmp_path / "run",
            config=LoraSftConfig(max_steps=2, batch_size=2, max_length=256),
        )
    assert seen == [LabelTokenSFTTrainer, LabelTokenSFTTrainer]
    assert result.steps == 2 and all(loss > 0 for _, loss in result.losses)


@pytest.mark.parametrize(("setting", "dtype"), [("1", torch.bfloat16), ("0", torch.float32)])
def test_the_cpu_trainer_multiplies_in_the_runs_precision(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, setting: str, dtype: torch.dtype
) -> None:
    # The loss calls the backbone directly, past the forward accelerate wraps in autocast,
    # so the trainer has to apply the run's mixed precision itself.
    monkeypatch.setenv("STROP_CPU_BF16", setting)
    base = tiny_checkpoint(cache_dir=tmp_path / "tiny")
    config = LoraSftConfig(max_steps=1, batch_size=2, max_length=256)
    model, tokenizer = lora_model(base, LoraSpec.of(config), init_adapter=None, backend="cpu")
    tokenizer.chat_template = training_chat_template(tokenizer.chat_template)
    rows = _validate([_row(n) for n in range(2)], need_assistant=True)
    trainer = LabelTokenSFTTrainer(
        model=model,
        args=_sft_args(config, tmp_path / "scratch", "cpu"),
        train_dataset=Dataset.from_list(rows),
        processing_class=tokenizer,
    )
    seen: list[torch.dtype] = []
    layer = model.get_base_model().model.layers[0].mlp.down_proj.base_layer
    layer.register_forward_hook(lambda module, args, out: seen.append(out.dtype))
    loss = trainer.compute_loss(model, dict(next(iter(trainer.get_train_dataloader()))))
    assert seen == [dtype]
    assert loss.dtype == torch.float32 and torch.isfinite(loss)
    loss.backward()
    lora = [p for n, p in model.named_parameters() if "lora_" in n]
    assert lora and all(p.dtype == torch.float32 for p in lora)  # the adapter trains in fp32
    assert any(p.grad is not None and p.grad.abs().sum() > 0 for p in lora)


def test_a_mask_with_padding_anywhere_but_the_end_is_kept() -> None:
    right = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1]])
    assert _needed_mask(right) is None and _needed_mask(None) is None
    for kept in ([[0, 1, 1, 1], [1, 1, 1, 1]], [[1, 0, 1, 1], [1, 1, 1, 1]]):
        mask = torch.tensor(kept)  # left padding, and a hole inside a row
        assert _needed_mask(mask) is mask
