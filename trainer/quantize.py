"""Quantizing an exported GGUF the way the bundled model is quantized.

A pruned or from-scratch model is exported as f16 (``trainer.model_gguf``);
comparing its speed or size with the bundled Q4_1 model is only fair at the
same quantization. llama.cpp's own quantizer (through llama-cpp-python) is
given the reference's file type and the type of its token embedding table,
which it otherwise picks by its own rules.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

import gguf
import llama_cpp

from core.errors import ConfigurationError

__all__ = ["gguf_file_type", "is_q4_1", "quantize_like"]


def gguf_file_type(path: Path) -> int:
    """The ``general.file_type`` (a llama.cpp ``LLAMA_FTYPE_*`` value) recorded in a GGUF."""
    reader = gguf.GGUFReader(path)
    field = reader.fields.get("general.file_type")
    if field is None:
        raise ConfigurationError(f"{path} does not record its file type")
    return int(field.contents())


def is_q4_1(path: Path) -> bool:
    """Whether the GGUF at ``path`` is mostly Q4_1 (what ``trainer.fake_quant`` trains for)."""
    return gguf_file_type(path) == llama_cpp.LLAMA_FTYPE_MOSTLY_Q4_1


def _tensor_type(path: Path, name: str) -> int | None:
    for tensor in gguf.GGUFReader(path).tensors:
        if tensor.name == name:
            return int(tensor.tensor_type)
    return None


def quantize_like(source_gguf: Path, out_path: Path, *, like: Path, threads: int = 0) -> Path:
    """Quantize the f16/f32 ``source_gguf`` to ``out_path`` with the file type of ``like``.

    The token embedding (and a separate output matrix, if ``like`` has one)
    gets the same tensor type as in ``like``. The file appears only when complete.
    """
    if not source_gguf.is_file():
        raise ConfigurationError(f"no GGUF to quantize at {source_gguf}")
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = gguf_file_type(like)
    params.nthread = threads
    embedding = _tensor_type(like, "token_embd.weight")
    if embedding is not None:
        params.token_embedding_type = embedding
    output = _tensor_type(like, "output.weight")
    if output is not None:
        params.output_tensor_type = output
    out_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = out_path.with_name(f".{out_path.name}.tmp")
    try:
        status = llama_cpp.llama_model_quantize(
            str(source_gguf).encode(), str(tmp).encode(), ctypes.byref(params)
        )
        if status != 0:
            raise ConfigurationError(
                f"llama.cpp could not quantize {source_gguf} (status {status})"
            )
        tmp.replace(out_path)
    finally:
        tmp.unlink(missing_ok=True)
    return out_path
