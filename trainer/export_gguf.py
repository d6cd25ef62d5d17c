"""Converting a PEFT LoRA adapter into a GGUF LoRA adapter for llama.cpp.

llama.cpp applies an adapter tensor pair to the base weight ``W`` (ggml shape
``[n_in, n_out]``) as ``W x + (alpha / r) * B (A x)``, where ``A`` is stored
under ``<weight name>.lora_a`` with ggml shape ``[n_in, r]`` and ``B`` under
``<weight name>.lora_b`` with ggml shape ``[r, n_out]``. ggml lists dimensions
innermost first, so these are exactly PEFT's ``lora_A.weight`` (``r x n_in``)
and ``lora_B.weight`` (``n_out x r``) as numpy arrays: no transpose. The rank
is read from the tensors and the scale from ``adapter.lora.alpha``, which is
PEFT's ``lora_alpha / r`` scaling. Query/key ``B`` rows are reordered like
the base weights (see ``trainer.gguf_tensors``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

import gguf
import numpy as np
from safetensors.numpy import load_file
from transformers import AutoConfig

from core.errors import ConfigurationError
from trainer.gguf_tensors import gguf_name, gguf_writer, to_llamacpp_rows

__all__ = ["export_lora_gguf"]

_PEFT_PREFIX = "base_model.model."
_LORA_SUFFIXES = {".lora_A.weight": "lora_a", ".lora_B.weight": "lora_b"}


def _adapter_config(adapter_dir: Path) -> dict[str, Any]:
    path = adapter_dir / "adapter_config.json"
    if not path.is_file():
        raise ConfigurationError(
            f"not a PEFT adapter directory (no adapter_config.json): {adapter_dir}"
        )
    config: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    # llama.cpp has one alpha per adapter and plain alpha/r scaling; anything
    # else would load without error and compute something different.
    unsupported = {
        "peft_type": config.get("peft_type") != "LORA",
        "use_dora": bool(config.get("use_dora")),
        "use_rslora": bool(config.get("use_rslora")),
        "alpha_pattern": bool(config.get("alpha_pattern")),
        "rank_pattern": bool(config.get("rank_pattern")),
        "modules_to_save": bool(config.get("modules_to_save")),
        "bias": config.get("bias", "none") != "none" or bool(config.get("lora_bias")),
        "fan_in_fan_out": bool(config.get("fan_in_fan_out")),
    }
    bad = sorted(key for key, is_bad in unsupported.items() if is_bad)
    if bad:
        raise ConfigurationError(f"adapter uses options llama.cpp cannot apply: {', '.join(bad)}")
    return config


def _split_key(key: str) -> tuple[str, str]:
    """``base_model.model.X.lora_A.weight`` -> (``X.weight``, ``lora_a``)."""
    for suffix, kind in _LORA_SUFFIXES.items():
        if key.startswith(_PEFT_PREFIX) and key.endswith(suffix):
            return key[len(_PEFT_PREFIX) : -len(suffix)] + ".weight", kind
    raise ConfigurationError(f"unexpected tensor in LoRA adapter: {key!r}")


def export_lora_gguf(
    adapter_dir: Path,
    out_path: Path,
    *,
    base_dir: Path | None = None,
    dtype: Literal["f32", "f16"] = "f32",
) -> Path:
    """Write the PEFT adapter in ``adapter_dir`` as a llama.cpp LoRA adapter at ``out_path``.

    ``base_dir`` is the transformers checkpoint the adapter was trained on
    (head counts and depth come from it); by default the path recorded in the
    adapter. The result applies on top of any GGUF of that base, the bundled
    Q4_1 file included. The file is written to a temp name and renamed.
    """
    config = _adapter_config(adapter_dir)
    base = base_dir or Path(str(config.get("base_model_name_or_path") or ""))
    if not (base / "config.json").is_file():
        raise ConfigurationError(f"base checkpoint of the adapter not found: {base}")
    base_config = AutoConfig.from_pretrained(base)
    tensors = load_file(str(adapter_dir / "adapter_model.safetensors"))
    out_path.parent.mkdir(parents=True, exist_ok=True)
    with gguf_writer(out_path) as writer:
        writer.add_type(gguf.GGUFType.ADAPTER)
        writer.add_string(gguf.Keys.Adapter.TYPE, "lora")
        writer.add_float32(gguf.Keys.Adapter.LORA_ALPHA, float(config["lora_alpha"]))
        # Sorted so each lora_a directly precedes its lora_b, which gguf's size report expects.
        for key in sorted(tensors):
            hf_name, kind = _split_key(key)
            array = tensors[key].astype(np.float32)
            if kind == "lora_b":
                array = to_llamacpp_rows(
                    hf_name,
                    array,
                    n_head=base_config.num_attention_heads,
                    n_head_kv=base_config.num_key_value_heads,
                )
            if dtype == "f16":
                array = array.astype(np.float16)
            name = gguf_name(hf_name, n_blocks=base_config.num_hidden_layers)
            writer.add_tensor(f"{name}.{kind}", array)
    return out_path
