"""Writing a whole transformers Llama checkpoint as a GGUF model llama.cpp can run.

Used for the tiny test model (so llama.cpp can load it and an adapter on top)
and for an unquantized f16 copy of the bundled model (a reference when
comparing llama.cpp with transformers token by token). The tokenizer and chat
template are copied from the bundled GGUF, the source of both checkpoints'
vocabulary, so llama.cpp tokenizes exactly as the bundled model does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import gguf
import numpy as np
import torch
from safetensors.torch import load_file
from transformers import AutoConfig

from core.errors import ConfigurationError
from core.models.embedded import embedded_model_path
from trainer.gguf_tensors import gguf_name, gguf_writer, to_llamacpp_rows
from trainer.vocab_trim import source_ids, tokenizer_fields

__all__ = ["export_model_gguf"]

_FILE_TYPES = {"f32": gguf.LlamaFileType.ALL_F32, "f16": gguf.LlamaFileType.MOSTLY_F16}


def _hparams(writer: gguf.GGUFWriter, config: Any) -> None:
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    rope = getattr(config, "rope_parameters", None) or {}
    writer.add_context_length(config.max_position_embeddings)
    writer.add_embedding_length(config.hidden_size)
    writer.add_block_count(config.num_hidden_layers)
    writer.add_feed_forward_length(config.intermediate_size)
    writer.add_head_count(config.num_attention_heads)
    writer.add_head_count_kv(config.num_key_value_heads)
    # Stated explicitly: a pruned model with fewer heads has hidden_size != heads * head_dim,
    # and llama.cpp would otherwise derive the head size from that ratio.
    writer.add_key_length(head_dim)
    writer.add_value_length(head_dim)
    writer.add_rope_dimension_count(head_dim)
    writer.add_rope_freq_base(float(rope.get("rope_theta", 10000.0)))
    writer.add_layer_norm_rms_eps(config.rms_norm_eps)
    writer.add_vocab_size(config.vocab_size)


def export_model_gguf(
    checkpoint_dir: Path,
    out_path: Path,
    *,
    dtype: Literal["f32", "f16"] = "f16",
    tokenizer_gguf: Path | None = None,
    name: str | None = None,
) -> Path:
    """Write the Llama checkpoint in ``checkpoint_dir`` to ``out_path`` as a GGUF model.

    Matrices are stored as ``dtype``; norm vectors stay f32, as llama.cpp's
    own converter does. The tokenizer comes from ``tokenizer_gguf`` (the
    bundled model by default), trimmed to the checkpoint's tokens when its
    vocabulary was trimmed (``trainer.vocab_trim``). The file is written to a
    temp name and renamed.
    """
    config = AutoConfig.from_pretrained(checkpoint_dir)
    if config.model_type != "llama":
        raise ConfigurationError(
            f"only Llama checkpoints can be exported, got {config.model_type!r}"
        )
    weights = load_file(str(checkpoint_dir / "model.safetensors"))
    n_blocks = config.num_hidden_layers
    out_path.parent.mkdir(parents=True, exist_ok=True)
    with gguf_writer(out_path) as writer:
        writer.add_type(gguf.GGUFType.MODEL)
        writer.add_name(name or checkpoint_dir.name)
        writer.add_file_type(_FILE_TYPES[dtype])
        _hparams(writer, config)
        vocab_source = tokenizer_gguf or embedded_model_path()
        for key, value, main, sub in tokenizer_fields(vocab_source, source_ids(checkpoint_dir)):
            writer.add_key_value(key, value, main, sub_type=sub)
        for hf_name, tensor in weights.items():
            if hf_name == "lm_head.weight" and config.tie_word_embeddings:
                continue  # llama.cpp reuses token_embd when output.weight is absent
            array = tensor.to(torch.float32).numpy()
            array = to_llamacpp_rows(
                hf_name,
                array,
                n_head=config.num_attention_heads,
                n_head_kv=config.num_key_value_heads,
            )
            if dtype == "f16" and array.ndim > 1:
                array = array.astype(np.float16)
            writer.add_tensor(gguf_name(hf_name, n_blocks=n_blocks), array)
    return out_path
