"""How far a quantized GGUF's stored matrix is from the weights it was made from."""

from __future__ import annotations

from pathlib import Path

import gguf
import numpy as np
from gguf import quants
from safetensors.torch import load_file


def stored_error(checkpoint: Path, gguf_path: Path, pairs: list[tuple[str, str]]) -> list[float]:
    """For each (checkpoint name, GGUF name): the largest difference between the trained
    matrix and what the GGUF holds (dequantized), in quantization levels of the matrix's
    whole range (its spread over the 15 steps of a 4-bit block)."""
    weights = load_file(str(checkpoint / "model.safetensors"))
    tensors = {t.name: t for t in gguf.GGUFReader(gguf_path).tensors}
    errors = []
    for ours, theirs in pairs:
        trained = weights[ours].float().numpy()
        tensor = tensors[theirs]
        assert tensor.tensor_type == gguf.GGMLQuantizationType.Q4_1
        stored = np.asarray(quants.dequantize(tensor.data, tensor.tensor_type))
        step = float(trained.max() - trained.min()) / 15
        errors.append(float(np.abs(stored.reshape(trained.shape) - trained).max()) / step)
    return errors
