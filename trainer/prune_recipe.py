"""A bridged, vocabulary-trimmed student written down as a small recipe.

Such a student (``trainer.bridge`` then ``trainer.vocab_trim``) is the base
checkpoint minus a block of layers, with one down projection replaced by the
fitted bridge and the token rows cut to a kept list. Those three things are
measured on data; everything else is the base's weights. The recipe stores
just them (about 4 MB instead of a 400 MB checkpoint), so a machine that has
the same base builds the same student without the data that chose them, and
a healing adapter trained on that student there (``trainer.distill`` with a
LoRA spec, on a GPU say) merges into the student built here
(:func:`merge_heal`). The healed weights never have to travel.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import torch
from peft import PeftModel
from safetensors import safe_open
from safetensors.torch import save_file
from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

from core.errors import ConfigurationError
from trainer._atomic import publish_dir
from trainer.prune import PRUNE_FILE, prune_checkpoint
from trainer.records import copy_records
from trainer.vocab_trim import source_ids, trim_checkpoint

__all__ = ["RECIPE_FILE", "build_student", "merge_heal", "read_recipe", "save_recipe"]

RECIPE_FILE = "recipe.json"
_WEIGHTS_FILE = "replace.safetensors"


def _folded_name(drop_layers: list[int]) -> str:
    return f"model.layers.{drop_layers[0] - 1}.mlp.down_proj.weight"


def save_recipe(student_dir: Path, recipe_dir: Path, **extra: Any) -> Path:
    """Write the recipe of the bridged, trimmed checkpoint in ``student_dir``.

    ``extra`` (JSON values) is kept in the recipe for the reader: how the cut
    was chosen, on what data. A checkpoint with pruned heads or MLP neurons,
    no bridge or no trimmed vocabulary raises ``ConfigurationError``: a recipe
    holds layer drops, one bridge and a vocabulary, nothing else.
    """
    record = json.loads((student_dir / PRUNE_FILE).read_text(encoding="utf-8"))
    if not Path(record["source"]).is_dir():
        raise ConfigurationError(f"the checkpoint it was cut from is gone: {record['source']}")
    config = LlamaConfig.from_pretrained(record["source"])
    keep = source_ids(student_dir)
    drop = [int(i) for i in record["drop_layers"]]
    if (
        record["kv_heads"] != config.num_key_value_heads
        or record["intermediate_size"] != config.intermediate_size
    ):
        raise ConfigurationError("a recipe cannot hold pruned heads or MLP neurons")
    if "bridge" not in record or not drop or keep is None:
        raise ConfigurationError("a recipe needs a bridged block and a trimmed vocabulary")
    name = _folded_name(drop)  # the layer before the block keeps its index
    with safe_open(str(student_dir / "model.safetensors"), framework="pt") as student:
        folded = student.get_tensor(name)

    def write(tmp: Path) -> None:
        save_file({name: folded.contiguous()}, str(tmp / _WEIGHTS_FILE))
        recipe = {
            "drop_layers": drop,
            "bridge": record["bridge"],
            "replaced": name,
            "source_layers": config.num_hidden_layers,
            "keep": keep,
            **extra,
        }
        (tmp / RECIPE_FILE).write_text(json.dumps(recipe), encoding="utf-8")

    return publish_dir(recipe_dir, write, is_valid=lambda _d: False)


def read_recipe(recipe_dir: Path) -> dict[str, Any]:
    path = recipe_dir / RECIPE_FILE
    if not path.is_file():
        raise ConfigurationError(f"no prune recipe in {recipe_dir}")
    recipe: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return recipe


def build_student(base_dir: Path, recipe_dir: Path, out_dir: Path) -> Path:
    """The student the recipe describes, cut from the checkpoint in ``base_dir``."""
    recipe = read_recipe(recipe_dir)
    layers = LlamaConfig.from_pretrained(base_dir).num_hidden_layers
    if layers != recipe["source_layers"]:
        raise ConfigurationError(
            f"the recipe was cut from a {recipe['source_layers']}-layer model; "
            f"{base_dir} has {layers}"
        )
    with safe_open(str(recipe_dir / _WEIGHTS_FILE), framework="pt") as weights:
        replace = {recipe["replaced"]: weights.get_tensor(recipe["replaced"])}
    with tempfile.TemporaryDirectory(prefix="strop-recipe-") as tmp:
        pruned = prune_checkpoint(
            base_dir,
            Path(tmp) / "pruned",
            drop_layers=recipe["drop_layers"],
            record={"bridge": recipe["bridge"]},
            replace=replace,
        )
        return trim_checkpoint(pruned, out_dir, recipe["keep"])


def merge_heal(student_dir: Path, adapter_dir: Path, out_dir: Path) -> Path:
    """``student_dir`` with the LoRA healing adapter in ``adapter_dir`` merged into its weights.

    An adapter trained on another student (other layers, another vocabulary)
    does not load: PEFT refuses weights whose shapes differ, and a layer count
    that differs is refused here.
    """
    config = json.loads((adapter_dir / "adapter_config.json").read_text(encoding="utf-8"))
    student = LlamaForCausalLM.from_pretrained(student_dir, dtype=torch.float32)
    with safe_open(str(adapter_dir / "adapter_model.safetensors"), framework="pt") as adapter:
        layers = {int(k.split(".layers.")[1].split(".")[0]) for k in adapter.keys()}  # noqa: SIM118
    if max(layers) >= student.config.num_hidden_layers:
        raise ConfigurationError(
            f"the adapter has layer {max(layers)}; the student has "
            f"{student.config.num_hidden_layers} layers"
        )
    if config.get("peft_type") != "LORA":
        raise ConfigurationError(f"{adapter_dir} is not a LoRA adapter")
    try:
        merged = PeftModel.from_pretrained(student, str(adapter_dir)).merge_and_unload()
    except RuntimeError as exc:  # size mismatch
        raise ConfigurationError(f"the adapter does not fit this student: {exc}") from None

    def save(tmp: Path) -> None:
        merged.save_pretrained(tmp)
        AutoTokenizer.from_pretrained(student_dir).save_pretrained(tmp)
        copy_records(student_dir, tmp)

    return publish_dir(out_dir, save, is_valid=lambda _d: False)
