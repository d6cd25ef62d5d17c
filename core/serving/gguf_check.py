"""Checking a LoRA adapter GGUF against its base before anything loads it.

llama.cpp does not fail cleanly on a bad adapter: a truncated file, random
bytes or an adapter made for another base crash the whole process. So every
deploy reads the adapter's header and tensor table with the ``gguf`` package
first and refuses what cannot fit the base, with a message that says why;
the targets then still load it in a separate process before switching.
"""

from __future__ import annotations

import functools
from pathlib import Path

from core.errors import ConfigurationError

__all__ = ["base_gguf", "check_adapter"]


def base_gguf(spec: str) -> Path:
    """The GGUF file of an instance's base spec (``embedded`` or ``gguf:/path``)."""
    if spec in ("", "embedded"):
        from core.models.embedded import embedded_model_path

        return embedded_model_path()
    if spec.startswith("gguf:"):
        path = Path(spec.removeprefix("gguf:"))
        if not path.is_file():
            raise ConfigurationError(f"base {spec!r}: no GGUF file at {path}")
        return path
    raise ConfigurationError(
        f"base {spec!r} is not a local GGUF: adapters apply to 'embedded' or 'gguf:/path' bases"
    )


def _read(path: Path, what: str) -> tuple[dict[str, object], dict[str, tuple[int, ...]]]:
    import gguf

    try:
        reader = gguf.GGUFReader(path)
        fields = {
            key: field.contents()
            for key in ("general.type", "general.architecture", "adapter.type")
            if (field := reader.fields.get(key)) is not None
        }
        shapes = {t.name: tuple(int(d) for d in t.shape) for t in reader.tensors}
    except Exception as exc:
        raise ConfigurationError(
            f"{what} {path} is not a readable GGUF file ({type(exc).__name__}: {exc})"
        ) from None
    return fields, shapes


@functools.lru_cache(maxsize=8)
def _base_layout(
    path: Path, _size: int, _mtime_ns: int
) -> tuple[dict[str, object], dict[str, tuple[int, ...]]]:
    # Reading a base's header takes seconds (the tokenizer arrays); size and mtime key the cache.
    return _read(path, "base model")


def check_adapter(adapter: Path, base: Path) -> int:
    """Raise ``ConfigurationError`` unless ``adapter`` is a LoRA GGUF that fits ``base``.

    Returns the number of adapted weight matrices.
    """
    if not adapter.is_file():
        raise ConfigurationError(f"adapter file not found: {adapter}")
    fields, tensors = _read(adapter, "adapter")
    if fields.get("general.type") != "adapter" or fields.get("adapter.type") != "lora":
        raise ConfigurationError(
            f"{adapter} is a GGUF but not a LoRA adapter (general.type="
            f"{fields.get('general.type')!r}, adapter.type={fields.get('adapter.type')!r})"
        )
    stat = base.stat()
    base_fields, base_tensors = _base_layout(base.resolve(), stat.st_size, stat.st_mtime_ns)
    arch, base_arch = fields.get("general.architecture"), base_fields.get("general.architecture")
    if arch != base_arch:
        raise ConfigurationError(
            f"adapter {adapter.name} is for architecture {arch!r}, the base {base.name} is "
            f"{base_arch!r}"
        )
    weights = sorted({n.rsplit(".", 1)[0] for n in tensors if n.endswith((".lora_a", ".lora_b"))})
    if not weights or len(weights) * 2 != len(tensors):
        raise ConfigurationError(f"adapter {adapter.name} has no lora_a/lora_b tensor pairs")
    for weight in weights:
        a, b = tensors.get(f"{weight}.lora_a"), tensors.get(f"{weight}.lora_b")
        target = base_tensors.get(weight)
        if a is None or b is None:
            raise ConfigurationError(f"adapter {adapter.name}: {weight} lacks lora_a or lora_b")
        if target is None:
            raise ConfigurationError(
                f"adapter {adapter.name} adapts {weight}, which the base {base.name} lacks"
            )
        # ggml lists dimensions innermost first: W is [n_in, n_out], A [n_in, r], B [r, n_out].
        if len(a) != 2 or len(b) != 2 or (a[0], b[1], a[1]) != (target[0], target[1], b[0]):
            raise ConfigurationError(
                f"adapter {adapter.name} does not fit the base {base.name}: {weight} is "
                f"{list(target)} but the adapter has A {list(a)} and B {list(b)}"
            )
    return len(weights)
