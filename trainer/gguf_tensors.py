"""How a Llama weight in transformers becomes a tensor in a llama.cpp GGUF file.

Two things differ. Names: ``model.layers.3.self_attn.q_proj.weight`` is
``blk.3.attn_q.weight``; the ``gguf`` package's name map knows every pair.
Row order of the query and key projections: transformers applies rotary
embeddings to the two halves of each head (``rotate_half``), llama.cpp's llama
graph to adjacent pairs of dimensions. The GGUF therefore stores, per head,
the rows of both halves interleaved (row ``i`` of the first half, then row
``i`` of the second). transformers undoes this when it reads a GGUF, so a
checkpoint made from the bundled model has the transformers order again, and
every export must redo it: on full weights, and on a LoRA ``B`` matrix (whose
rows are the output rows of the projection); LoRA ``A`` works on the input
side and keeps its order.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import gguf
import numpy as np
import numpy.typing as npt

from core.errors import ConfigurationError

__all__ = ["ARCH", "ARCH_NAME", "gguf_name", "gguf_writer", "to_llamacpp_rows"]

ARCH = gguf.MODEL_ARCH.LLAMA
ARCH_NAME = gguf.MODEL_ARCH_NAMES[ARCH]


def gguf_name(hf_name: str, *, n_blocks: int) -> str:
    """GGUF tensor name of a transformers Llama weight (``...weight`` in, ``...weight`` out)."""
    name_map = gguf.get_tensor_name_map(ARCH, n_blocks)
    mapped = name_map.get_name(hf_name, try_suffixes=(".weight", ".bias"))
    if mapped is None:
        raise ConfigurationError(f"no llama.cpp tensor corresponds to {hf_name!r}")
    return mapped


def to_llamacpp_rows(
    hf_name: str, rows: npt.NDArray[Any], *, n_head: int, n_head_kv: int
) -> npt.NDArray[Any]:
    """Reorder the output rows of a query/key projection the way llama.cpp expects.

    ``rows`` is the full weight or a LoRA ``B`` matrix (first axis = output
    rows); any other tensor is returned unchanged.
    """
    if ".self_attn.q_proj." in hf_name:
        heads = n_head
    elif ".self_attn.k_proj." in hf_name:
        heads = n_head_kv
    else:
        return rows
    head_dim = rows.shape[0] // heads
    split = rows.reshape(heads, 2, head_dim // 2, *rows.shape[1:])
    return np.ascontiguousarray(split.swapaxes(1, 2).reshape(rows.shape))


@contextmanager
def gguf_writer(out_path: Path) -> Iterator[gguf.GGUFWriter]:
    """A llama-architecture GGUF writer whose file appears at ``out_path`` only when complete.

    The caller adds metadata and tensors; on a clean exit the file is written to a
    temporary name and renamed into place, on an error nothing is left behind.
    """
    tmp = out_path.with_name(f".{out_path.name}.tmp")
    writer = gguf.GGUFWriter(tmp, ARCH_NAME)
    try:
        yield writer
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_tensors_to_file()
        writer.close()
        tmp.replace(out_path)
    finally:
        writer.close()
        tmp.unlink(missing_ok=True)
