"""A llama.cpp LoRA adapter (GGUF) back as a PEFT adapter directory (safetensors).

strop keeps each instance version as the GGUF it serves. Publishing also ships
the PEFT form (``adapter_model.safetensors`` + ``adapter_config.json``) so the
adapter loads in transformers; this undoes ``trainer.export_gguf`` exactly:
tensor names map back through ``gguf``'s name table, ``lora_a``/``lora_b``
become ``lora_A``/``lora_B`` unchanged (ggml and PEFT agree on the layout), and
the query/key ``B`` rows get the order transformers uses again (see
``trainer.gguf_tensors``). Head counts and depth come from the base GGUF.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from core.errors import ConfigurationError

__all__ = ["ADAPTER_CONFIG", "ADAPTER_WEIGHTS", "peft_from_gguf"]

ADAPTER_CONFIG = "adapter_config.json"
ADAPTER_WEIGHTS = "adapter_model.safetensors"
_PEFT_PREFIX = "base_model.model."
_MODULES = (
    "self_attn.q_proj",
    "self_attn.k_proj",
    "self_attn.v_proj",
    "self_attn.o_proj",
    "mlp.gate_proj",
    "mlp.up_proj",
    "mlp.down_proj",
)


def _field(reader: Any, key: str, path: Path) -> Any:
    field = reader.fields.get(key)
    if field is None:
        raise ConfigurationError(f"{path} has no {key!r} entry")
    return field.contents()


def _hf_names(arch_name: str, n_blocks: int) -> dict[str, str]:
    """GGUF tensor name -> transformers weight name, for every projection LoRA may adapt."""
    import gguf

    arch = next((a for a, n in gguf.MODEL_ARCH_NAMES.items() if n == arch_name), None)
    if arch is None:
        raise ConfigurationError(f"unknown GGUF architecture {arch_name!r}")
    table = gguf.get_tensor_name_map(arch, n_blocks)
    names: dict[str, str] = {}
    for block in range(n_blocks):
        for module in _MODULES:
            hf = f"model.layers.{block}.{module}.weight"
            mapped = table.get_name(hf, try_suffixes=(".weight",))
            if mapped is not None:
                names[mapped] = hf
    return names


def _transformers_rows(rows: npt.NDArray[Any], heads: int) -> npt.NDArray[Any]:
    """Inverse of ``trainer.gguf_tensors.to_llamacpp_rows`` for one query/key ``B`` matrix."""
    head_dim = rows.shape[0] // heads
    split = rows.reshape(heads, head_dim // 2, 2, *rows.shape[1:])
    return np.ascontiguousarray(split.swapaxes(1, 2).reshape(rows.shape))


def peft_from_gguf(adapter_gguf: Path, base_gguf: Path, out_dir: Path, *, base_model: str) -> Path:
    """Write ``adapter_gguf`` (made for ``base_gguf``) as a PEFT LoRA directory ``out_dir``.

    ``base_model`` goes into ``adapter_config.json`` as ``base_model_name_or_path``.
    The directory appears complete or not at all.
    """
    import gguf
    from safetensors.numpy import save_file

    try:
        adapter = gguf.GGUFReader(adapter_gguf)
        base = gguf.GGUFReader(base_gguf)
    except Exception as exc:
        raise ConfigurationError(
            f"cannot read {adapter_gguf.name} or {base_gguf.name} as GGUF "
            f"({type(exc).__name__}: {exc})"
        ) from None
    if _field(adapter, "adapter.type", adapter_gguf) != "lora":
        raise ConfigurationError(f"{adapter_gguf} is not a LoRA adapter")
    alpha = float(_field(adapter, "adapter.lora.alpha", adapter_gguf))
    arch = str(_field(base, "general.architecture", base_gguf))
    n_blocks = int(_field(base, f"{arch}.block_count", base_gguf))
    heads = {
        "q_proj": int(_field(base, f"{arch}.attention.head_count", base_gguf)),
        "k_proj": int(_field(base, f"{arch}.attention.head_count_kv", base_gguf)),
    }
    names = _hf_names(arch, n_blocks)
    tensors: dict[str, npt.NDArray[Any]] = {}
    ranks: set[int] = set()
    modules: set[str] = set()
    for tensor in adapter.tensors:
        weight, _, kind = tensor.name.rpartition(".")
        hf = names.get(weight)
        if hf is None or kind not in ("lora_a", "lora_b"):
            raise ConfigurationError(f"unexpected tensor {tensor.name!r} in {adapter_gguf.name}")
        array = np.array(tensor.data, dtype=np.float32)
        module = hf.removesuffix(".weight").rsplit(".", 1)[-1]
        if kind == "lora_b" and module in heads:
            array = _transformers_rows(array, heads[module])
        ranks.add(array.shape[0] if kind == "lora_a" else array.shape[1])
        modules.add(module)
        suffix = ".lora_A.weight" if kind == "lora_a" else ".lora_B.weight"
        tensors[_PEFT_PREFIX + hf.removesuffix(".weight") + suffix] = array
    if not tensors or len(ranks) != 1:
        raise ConfigurationError(f"{adapter_gguf.name} has no usable LoRA tensors of one rank")
    config = {
        "peft_type": "LORA",
        "task_type": "CAUSAL_LM",
        "base_model_name_or_path": base_model,
        "r": ranks.pop(),
        "lora_alpha": alpha,
        "lora_dropout": 0.0,
        "target_modules": sorted(modules),
        "bias": "none",
        "fan_in_fan_out": False,
        "use_dora": False,
        "use_rslora": False,
        "inference_mode": True,
    }
    tmp = out_dir.with_name(f".{out_dir.name}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        save_file(tensors, str(tmp / ADAPTER_WEIGHTS))
        (tmp / ADAPTER_CONFIG).write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
        shutil.rmtree(out_dir, ignore_errors=True)
        os.replace(tmp, out_dir)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out_dir
