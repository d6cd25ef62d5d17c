"""A pruned student written down as a recipe, rebuilt elsewhere, healed there by LoRA and merged."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
import torch
from peft import PeftModel
from safetensors.torch import load_file
from transformers import LlamaForCausalLM

from core.errors import ConfigurationError
from core.improve.warmstart import toolgen_examples
from core.models.embedded import embedded_model_path
from trainer.bridge import bridge_block
from trainer.heal_pruned import HEAL_FILE, heal, main, read_conversations
from trainer.prune import prune_checkpoint
from trainer.prune_recipe import build_student, merge_heal, read_recipe, save_recipe
from trainer.vocab_trim import kept_for, source_ids, trim_checkpoint

pytestmark = pytest.mark.slow

BLOCK = (12, 13, 14)


def _conversations(n: int, seed: int) -> list[list[dict[str, str]]]:
    return [row["messages"] for row in toolgen_examples(n, seed=seed)]


@pytest.fixture(scope="module")
def student(real_base_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The real model, bridged over ``BLOCK`` and trimmed to 2,000 merges plus the data's tokens."""
    work = tmp_path_factory.mktemp("student")
    data = _conversations(4, seed=0)
    bridge_block(real_base_dir, work / "bridged", data, BLOCK, max_length=160)
    keep = kept_for(real_base_dir, data, n_merges=2000)
    return trim_checkpoint(work / "bridged", work / "student", keep)


@pytest.fixture(scope="module")
def recipe(student: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return save_recipe(student, tmp_path_factory.mktemp("recipe") / "recipe", cut_on="4 examples")


def test_the_recipe_rebuilds_the_same_student_from_the_base(
    real_base_dir: Path, student: Path, recipe: Path, tmp_path: Path
) -> None:
    written = read_recipe(recipe)
    assert written["drop_layers"] == list(BLOCK) and written["cut_on"] == "4 examples"
    assert written["keep"] == source_ids(student)
    # a few MB instead of the checkpoint
    size = sum(f.stat().st_size for f in recipe.iterdir())
    assert size < (student / "model.safetensors").stat().st_size / 50
    rebuilt = build_student(real_base_dir, recipe, tmp_path / "rebuilt")
    want, got = (load_file(str(d / "model.safetensors")) for d in (student, rebuilt))
    assert want.keys() == got.keys()
    assert all(torch.equal(want[k], got[k]) for k in want)
    assert source_ids(rebuilt) == source_ids(student)


def test_a_recipe_holds_only_a_bridge_and_a_vocabulary(real_base_dir: Path, tmp_path: Path) -> None:
    plain = prune_checkpoint(real_base_dir, tmp_path / "plain", drop_layers=BLOCK)
    with pytest.raises(ConfigurationError, match="bridged block and a trimmed vocabulary"):
        save_recipe(plain, tmp_path / "recipe")
    narrow = prune_checkpoint(real_base_dir, tmp_path / "narrow", intermediate_size=1024)
    with pytest.raises(ConfigurationError, match="MLP neurons"):
        save_recipe(narrow, tmp_path / "recipe")
    with pytest.raises(ConfigurationError, match="no prune recipe"):
        build_student(real_base_dir, tmp_path, tmp_path / "out")


def test_a_lora_healing_adapter_trains_from_the_gguf_and_merges_into_the_rebuilt_student(
    real_base_dir: Path, student: Path, recipe: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data.jsonl.gz"
    with gzip.open(data, "wt", encoding="utf-8") as lines:
        for messages in _conversations(21, seed=3):
            lines.write(json.dumps({"messages": messages}) + "\n")
    adapter = tmp_path / "adapter"
    record = heal(
        embedded_model_path(),
        recipe,
        data,
        adapter,
        steps=6,
        seconds=300,
        rank=4,
        lr=3e-3,
        batch_size=2,
        max_length=160,
    )
    assert record["steps"] == 6 and record["rank"] == 4
    assert record["conversations"] == 19 and record["held_out_conversations"] == 2
    # Six steps on the teacher's distribution bring the student closer to it (1.232 to 1.132
    # here); three at a third of this rate stayed within noise of the start (1.232 to 1.235).
    assert record["held_out_after"] < record["held_out_before"]
    assert json.loads((adapter / HEAL_FILE).read_text(encoding="utf-8"))["steps"] == 6
    weights = load_file(str(adapter / "adapter_model.safetensors"))
    assert weights and all(w.dtype == torch.bfloat16 for w in weights.values())
    assert any(".layers.26." in k for k in weights)  # 30 - 3 layers, all linear ones
    assert not any(".layers.27." in k for k in weights)
    # The student built here from the recipe takes the adapter; merged it computes the same.
    rebuilt = build_student(real_base_dir, recipe, tmp_path / "rebuilt")
    merged_dir = merge_heal(rebuilt, adapter, tmp_path / "merged")
    ids = torch.tensor([[1, 20, 300, 1000, 5]])
    merged = LlamaForCausalLM.from_pretrained(merged_dir, dtype=torch.float32)
    plain = LlamaForCausalLM.from_pretrained(rebuilt, dtype=torch.float32)
    wrapped = PeftModel.from_pretrained(
        LlamaForCausalLM.from_pretrained(rebuilt, dtype=torch.float32), str(adapter)
    )
    with torch.no_grad():
        want = wrapped(input_ids=ids).logits
        got = merged(input_ids=ids).logits
        before = plain(input_ids=ids).logits
    assert torch.allclose(want, got, atol=1e-3)
    assert not torch.allclose(before, got, atol=1e-3)
    assert source_ids(merged_dir) == source_ids(rebuilt)
    # The bench takes a recipe directory with its adapter beside it the same way.
    from bench.pruned import _heal_from

    (recipe / "adapter").symlink_to(adapter, target_is_directory=True)
    try:
        healed, info = _heal_from(recipe, real_base_dir, tmp_path / "bench")
    finally:
        (recipe / "adapter").unlink()
    assert info["drop_layers"] == list(BLOCK) and info["heal_steps"] == 6
    assert info["heal_held_out_after"] == record["held_out_after"]
    bench_merged = load_file(str(healed / "model.safetensors"))
    merged_here = load_file(str(merged_dir / "model.safetensors"))
    assert all(torch.equal(v, merged_here[k]) for k, v in bench_merged.items())


def test_an_adapter_of_another_student_is_refused(
    real_base_dir: Path, recipe: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data.jsonl"
    data.write_text(
        "\n".join(json.dumps({"messages": m}) for m in _conversations(3, seed=5)),
        encoding="utf-8",
    )
    adapter = tmp_path / "adapter"
    heal(
        embedded_model_path(),
        recipe,
        data,
        adapter,
        steps=1,
        seconds=300,
        rank=2,
        batch_size=2,
        max_length=96,
    )
    shallower = prune_checkpoint(real_base_dir, tmp_path / "shallower", drop_layers=range(8, 20))
    with pytest.raises(ConfigurationError, match="the student has 18 layers"):
        merge_heal(shallower, adapter, tmp_path / "merged")


def test_heal_data_and_arguments_are_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"messages": [{"role": "user", "content": "hi"}]}\n{"text": 1}\n')
    with pytest.raises(ConfigurationError, match=r"bad\.jsonl:2"):
        read_conversations(bad)
    roleless = tmp_path / "roleless.jsonl"
    roleless.write_text('{"messages": [{"content": "no role"}]}\n')
    with pytest.raises(ConfigurationError, match=r"roleless\.jsonl:1"):
        read_conversations(roleless)
    with pytest.raises(ConfigurationError, match="no conversations file"):
        read_conversations(tmp_path / "missing.jsonl")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    with pytest.raises(ConfigurationError, match="no conversations"):
        read_conversations(empty)
    code = main(
        [
            "--base-gguf",
            str(embedded_model_path()),
            "--recipe",
            str(tmp_path),
            "--data",
            str(bad),
            "--out",
            str(tmp_path / "out"),
        ]
    )
    assert code == 2 and "bad.jsonl:2" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
