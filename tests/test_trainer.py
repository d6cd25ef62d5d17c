"""The trainer: LoRA SFT, GGUF export, and llama.cpp serving the result.

Fast tests run the whole path on the ~7M-parameter random model (its text is
noise; they prove plumbing and numerical agreement). The slow test teaches
the real 135M model a behaviour it does not have and checks it in llama.cpp.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import gguf
import numpy as np
import pytest
import torch
from peft import PeftModel

from core.errors import ConfigurationError
from core.models.base import ChatMessage
from core.models.llamacpp import LlamaCppModel
from trainer._atomic import publish_dir
from trainer.base_model import base_checkpoint, load_checkpoint
from trainer.chat_template import SMOLLM2_TRAINING_TEMPLATE, training_chat_template
from trainer.export_gguf import export_lora_gguf
from trainer.model_gguf import export_model_gguf
from trainer.sft import LoraSftConfig, SftResult, TrainProgress, train_lora
from trainer.tiny import tiny_checkpoint
from trainer.verify import verify_adapter

SYSTEM = (
    "You are a helpful assistant.\n\n"
    'Reply with one JSON object only. To use a tool: {"tool": "<name>", "args": {...}}. '
    'To reply to the user: {"answer": "<text>"}.'
)
GGUF_PROJECTIONS = (
    "attn_q",
    "attn_k",
    "attn_v",
    "attn_output",
    "ffn_gate",
    "ffn_up",
    "ffn_down",
)


def ping(n: int) -> dict[str, Any]:
    return {
        "messages": [
            {"role": "system", "content": SYSTEM},
            {"role": "user", "content": f"ping {n}"},
            {"role": "assistant", "content": json.dumps({"answer": f"PONG-{n}"})},
        ]
    }


def ping_prompt(n: int) -> list[dict[str, str]]:
    return ping(n)["messages"][:2]  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def tiny_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tiny_checkpoint(cache_dir=tmp_path_factory.mktemp("cache") / "tiny")


@pytest.fixture(scope="module")
def tiny_gguf(tiny_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return export_model_gguf(
        tiny_dir, tmp_path_factory.mktemp("gguf") / "tiny-f32.gguf", dtype="f32"
    )


@pytest.fixture(scope="module")
def tiny_run(
    tiny_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[SftResult, list[TrainProgress]]:
    seen: list[TrainProgress] = []
    result = train_lora(
        [ping(n) for n in range(4)],
        base_dir=tiny_dir,
        output_dir=tmp_path_factory.mktemp("run"),
        # A high rate so eight steps move the random model measurably.
        config=LoraSftConfig(max_steps=8, learning_rate=5e-3, max_length=96, batch_size=4),
        on_progress=seen.append,
    )
    return result, seen


@pytest.fixture(scope="module")
def tiny_adapter_gguf(tiny_run: tuple[SftResult, list[TrainProgress]]) -> Path:
    result, _ = tiny_run
    return export_lora_gguf(result.adapter_dir, result.adapter_dir.parent / "adapter.gguf")


def test_tiny_checkpoint_is_reproducible_and_reused(tiny_dir: Path, tmp_path: Path) -> None:
    model, _ = load_checkpoint(tiny_dir)
    assert 5_000_000 < sum(p.numel() for p in model.parameters()) < 8_000_000
    before = (tiny_dir / "model.safetensors").stat().st_mtime_ns
    assert tiny_checkpoint(cache_dir=tiny_dir) == tiny_dir
    assert (tiny_dir / "model.safetensors").stat().st_mtime_ns == before
    again = tiny_checkpoint(cache_dir=tmp_path / "tiny")
    assert (again / "model.safetensors").read_bytes() == (
        tiny_dir / "model.safetensors"
    ).read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == ["tiny"]  # no temp dirs left behind


def test_publish_dir_keeps_one_complete_copy_when_builders_race(tmp_path: Path) -> None:
    target = tmp_path / "ckpt"
    barrier = threading.Barrier(4)

    def build(directory: Path) -> None:
        barrier.wait()  # every builder is mid-build before any publishes
        (directory / "weights").write_text(threading.current_thread().name)
        (directory / "done").write_text("")

    def complete(directory: Path) -> bool:
        return (directory / "done").is_file()

    with ThreadPoolExecutor(4) as pool:
        published = list(
            pool.map(lambda _: publish_dir(target, build, is_valid=complete), range(4))
        )
    assert published == [target] * 4
    assert sorted(p.name for p in target.iterdir()) == ["done", "weights"]
    assert [p.name for p in tmp_path.iterdir()] == ["ckpt"]

    (target / "done").unlink()  # an incomplete or outdated copy is rebuilt in place
    barrier = threading.Barrier(1)
    assert publish_dir(target, build, is_valid=complete) == target
    assert complete(target)
    assert [p.name for p in tmp_path.iterdir()] == ["ckpt"]


def test_training_template_renders_like_the_models_own(tiny_dir: Path) -> None:
    _, tokenizer = load_checkpoint(tiny_dir)
    template = training_chat_template(tokenizer.chat_template)
    assert template == SMOLLM2_TRAINING_TEMPLATE
    turns = [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": "what time is it"},
        {"role": "assistant", "content": '{"tool": "clock", "args": {}}'},
        {"role": "user", "content": "Result of clock: 12:00"},
        {"role": "assistant", "content": '{"answer": "noon"}'},
    ]
    for messages in (turns, turns[1:]):
        for upto, prompt in ((len(messages), False), (len(messages) - 1, True)):
            marked = tokenizer.apply_chat_template(
                messages[:upto],
                chat_template=template,
                tokenize=False,
                add_generation_prompt=prompt,
            )
            own = tokenizer.apply_chat_template(
                messages[:upto], tokenize=False, add_generation_prompt=prompt
            )
            assert marked == own
    encoded: Any = tokenizer.apply_chat_template(
        turns,
        chat_template=template,
        tokenize=True,
        return_dict=True,
        return_assistant_tokens_mask=True,
    )
    learned = [
        t for t, m in zip(encoded["input_ids"], encoded["assistant_masks"], strict=True) if m
    ]
    assert tokenizer.decode(learned) == (
        '{"tool": "clock", "args": {}}<|im_end|>{"answer": "noon"}<|im_end|>'
    )
    with pytest.raises(ConfigurationError):
        training_chat_template("{{ messages }}")
    # A rise chain: the failed attempt is shown but only the correction is learned.
    chain = [
        *turns[:2],
        {"role": "assistant", "content": '{"answer": "no idea"}', "train": False},
        {"role": "user", "content": "That is wrong: use the clock tool."},
        {"role": "assistant", "content": '{"tool": "clock", "args": {}}', "train": True},
    ]
    encoded = tokenizer.apply_chat_template(
        chain,
        chat_template=template,
        tokenize=True,
        return_dict=True,
        return_assistant_tokens_mask=True,
    )
    learned = [
        t for t, m in zip(encoded["input_ids"], encoded["assistant_masks"], strict=True) if m
    ]
    assert tokenizer.decode(learned) == '{"tool": "clock", "args": {}}<|im_end|>'
    plain = [{k: v for k, v in m.items() if k != "train"} for m in chain]
    assert tokenizer.apply_chat_template(
        chain, chat_template=template, tokenize=False
    ) == tokenizer.apply_chat_template(plain, tokenize=False)


def test_examples_cut_to_nothing_by_max_length_get_a_clear_error(
    tiny_dir: Path, tmp_path: Path
) -> None:
    long_prompt = [
        {"role": "system", "content": "You are a helpful agent. " * 40},
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": '{"answer": "hello"}'},
    ]
    with pytest.raises(ConfigurationError, match="raise max_length"):
        train_lora(
            [{"messages": long_prompt}] * 2,
            base_dir=tiny_dir,
            output_dir=tmp_path / "out",
            config=LoraSftConfig(max_steps=1, batch_size=2, max_length=64),
        )


def test_train_lora_rejects_bad_examples(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="no assistant turn"):
        train_lora(
            [{"messages": [{"role": "user", "content": "hi"}]}],
            base_dir=tmp_path,
            output_dir=tmp_path / "out",
        )
    with pytest.raises(ConfigurationError, match="role"):
        train_lora(
            [{"messages": [{"role": "robot", "content": "hi"}]}],
            base_dir=tmp_path,
            output_dir=tmp_path / "out",
        )
    with pytest.raises(ConfigurationError, match="'train' must be true or false"):
        train_lora(
            [{"messages": [{"role": "assistant", "content": "x", "train": "no"}]}],
            base_dir=tmp_path,
            output_dir=tmp_path / "out",
        )
    with pytest.raises(ConfigurationError, match="no assistant turn"):
        train_lora(
            [{"messages": [{"role": "assistant", "content": "x", "train": False}]}],
            base_dir=tmp_path,
            output_dir=tmp_path / "out",
        )
    assert not (tmp_path / "out").exists()


def test_train_lora_learns_and_writes_only_the_adapter(
    tiny_run: tuple[SftResult, list[TrainProgress]],
) -> None:
    result, seen = tiny_run
    assert result.steps == 8
    assert result.examples == 4
    assert [step for step, _ in result.losses] == list(range(1, 9))
    assert result.losses[-1][1] < result.losses[0][1] - 0.5
    assert [p.step for p in seen] == list(range(1, 9))
    assert {p.total_steps for p in seen} == {8}
    assert result.seconds > 0
    output_dir = result.adapter_dir.parent
    assert [p.name for p in output_dir.iterdir()] == ["adapter"]
    assert {p.name for p in result.adapter_dir.iterdir()} >= {
        "adapter_config.json",
        "adapter_model.safetensors",
    }


def test_exported_adapter_has_llamacpp_names_shapes_and_metadata(
    tiny_run: tuple[SftResult, list[TrainProgress]], tiny_adapter_gguf: Path
) -> None:
    reader = gguf.GGUFReader(tiny_adapter_gguf)
    fields = {key: field.contents() for key, field in reader.fields.items()}
    assert fields["general.architecture"] == "llama"
    assert fields["general.type"] == "adapter"
    assert fields["adapter.type"] == "lora"
    assert fields["adapter.lora.alpha"] == pytest.approx(32.0)
    tensors = {t.name: [int(d) for d in t.shape] for t in reader.tensors}
    assert set(tensors) == {
        f"blk.{i}.{proj}.weight.{ab}"
        for i in range(2)
        for proj in GGUF_PROJECTIONS
        for ab in ("lora_a", "lora_b")
    }
    # ggml lists dimensions innermost first: A is [n_in, r], B is [r, n_out].
    assert tensors["blk.0.attn_q.weight.lora_a"] == [128, 16]
    assert tensors["blk.0.attn_q.weight.lora_b"] == [16, 128]
    assert tensors["blk.1.attn_k.weight.lora_b"] == [16, 64]
    assert tensors["blk.1.ffn_down.weight.lora_a"] == [256, 16]
    assert tensors["blk.1.ffn_down.weight.lora_b"] == [16, 128]


def test_llamacpp_with_exported_adapter_computes_the_merged_model(
    tiny_dir: Path,
    tiny_gguf: Path,
    tiny_run: tuple[SftResult, list[TrainProgress]],
    tiny_adapter_gguf: Path,
) -> None:
    from llama_cpp import Llama

    result, _ = tiny_run
    model, tokenizer = load_checkpoint(tiny_dir)
    text = tokenizer.apply_chat_template(ping_prompt(7), add_generation_prompt=True, tokenize=False)
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    with torch.inference_mode():
        base_logits = model(torch.tensor([ids])).logits[0].numpy()
        merged = PeftModel.from_pretrained(model, result.adapter_dir).merge_and_unload()
        merged_logits = merged(torch.tensor([ids])).logits[0].numpy()

    def llamacpp_logits(lora: Path | None) -> np.ndarray[Any, Any]:
        llm = Llama(
            model_path=str(tiny_gguf),
            lora_path=str(lora) if lora else None,
            n_ctx=256,
            logits_all=True,
            verbose=False,
        )
        try:
            llm.eval(ids)
            return np.array(llm.scores[: len(ids)])
        finally:
            llm.close()

    adapter_effect = np.abs(merged_logits - base_logits).max()
    base_error = np.abs(llamacpp_logits(None) - base_logits).max()
    adapted_error = np.abs(llamacpp_logits(tiny_adapter_gguf) - merged_logits).max()
    assert adapter_effect > 0.5
    assert base_error < 1e-2
    assert adapted_error < 1e-2


def test_verify_adapter_on_the_tiny_model(
    tiny_dir: Path,
    tiny_gguf: Path,
    tiny_run: tuple[SftResult, list[TrainProgress]],
    tiny_adapter_gguf: Path,
) -> None:
    result, _ = tiny_run
    check = verify_adapter(
        adapter_dir=result.adapter_dir,
        adapter_gguf=tiny_adapter_gguf,
        base_dir=tiny_dir,
        base_gguf=tiny_gguf,
        prompts=[ping_prompt(n) for n in (11, 500)],
        max_tokens=12,
    )
    assert len(check.prompts) == 2
    assert check.match_rate == 1.0
    assert check.exact == 2


def test_export_refuses_adapters_llamacpp_would_misapply(
    tiny_run: tuple[SftResult, list[TrainProgress]], tmp_path: Path
) -> None:
    result, _ = tiny_run
    dora = tmp_path / "dora"
    shutil.copytree(result.adapter_dir, dora)
    config = json.loads((dora / "adapter_config.json").read_text())
    config["use_dora"] = True
    (dora / "adapter_config.json").write_text(json.dumps(config))
    with pytest.raises(ConfigurationError, match="use_dora"):
        export_lora_gguf(dora, tmp_path / "dora.gguf")
    assert not (tmp_path / "dora.gguf").exists()


def _pongs(model: LlamaCppModel, numbers: list[int]) -> list[str]:
    replies = []
    for n in numbers:
        messages = [ChatMessage(m["role"], m["content"]) for m in ping_prompt(n)]  # type: ignore[arg-type]
        replies.append(asyncio.run(model.complete(messages, max_tokens=24)).text.strip())
    return replies


def test_the_base_checkpoint_is_shared_through_strop_base_cache(
    real_base_dir: Path, tmp_path: Path
) -> None:
    # conftest points STROP_BASE_CACHE at one directory for the run: every cache_dir
    # gets that one converted copy, and nothing is written under the caller's own.
    first = base_checkpoint(cache_dir=tmp_path / "a")
    assert first == base_checkpoint(cache_dir=tmp_path / "b") == real_base_dir
    assert first.is_relative_to(os.environ["STROP_BASE_CACHE"])
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()


@pytest.mark.slow
# Building the base checkpoint (~25 s, unless another test did) and 20 LoRA steps (~70 s on
# two idle cores) fit the default 300 s, but not when other jobs share the CPU; the test's
# budget is raised for that.
@pytest.mark.timeout(600)
def test_lora_teaches_the_real_model_a_new_reply_served_by_llamacpp(tmp_path: Path) -> None:
    base_dir = base_checkpoint(cache_dir=tmp_path / "cache" / "base-hf")
    held_out = [5, 77, 404, 918]
    # Numbers of every length, so the model learns to copy digits rather than a prefix.
    train = [ping(n) for n in random.Random(0).sample(range(1000), 72) if n not in held_out][:64]
    result = train_lora(
        train,
        base_dir=base_dir,
        output_dir=tmp_path / "run",
        config=LoraSftConfig(max_steps=20, learning_rate=3e-4, max_length=128, batch_size=4),
    )
    assert result.losses[-1][1] < 0.2 < result.losses[0][1]
    adapter = export_lora_gguf(result.adapter_dir, tmp_path / "run" / "adapter.gguf")

    base_model = LlamaCppModel(n_ctx=512)
    tuned_model = LlamaCppModel(n_ctx=512, lora_path=adapter)
    base_replies = _pongs(base_model, held_out)
    tuned_replies = _pongs(tuned_model, held_out)
    assert not any(f"PONG-{n}" in reply for n, reply in zip(held_out, base_replies, strict=True))
    assert tuned_replies == [json.dumps({"answer": f"PONG-{n}"}) for n in held_out]

    check = verify_adapter(
        adapter_dir=result.adapter_dir,
        adapter_gguf=adapter,
        base_dir=base_dir,
        prompts=[ping_prompt(n) for n in held_out[:2]]
        + [[{"role": "user", "content": "What is the capital of France?"}]],
        max_tokens=16,
    )
    # On the Q4_1 base, 4-bit rounding may flip a near-tie late in free text; the
    # trained replies themselves must come out identically.
    assert check.exact >= 2
    assert check.match_rate >= 0.8
