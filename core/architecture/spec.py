"""An architecture spec: the shape of a model to build, checked against the base (SPEC 6.7).

A spec is either a *prune* of the current model (fewer layers, fewer
key/value head groups, a narrower MLP; initialised from its weights and
healed by distillation) or a small model trained *from scratch* for one
narrow tool. Both read the bundled tokenizer's vocabulary (``vocab``
``"kept"``). A prune may instead *trim* it (``"trimmed"``): only the tokens of
the tokenizer's first ``vocab_merges`` merges and those of the training data
stay (``trainer.vocab_trim``), which shrinks the output layer every generated
token multiplies through; text outside them is read and written in smaller
pieces, so on general prose each token carries fewer bytes (measured: no net
gain in text speed; it pays for output as narrow as the kept tokens). A new
vocabulary is refused: it could not be healed from the base's weights.

The base figures come from the bundled GGUF's header, the model every
checkpoint here starts from; reading the header costs milliseconds, where
building the transformers checkpoint costs half a minute.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from core.errors import ConfigurationError

__all__ = [
    "DEFAULT_HEAL_STEPS",
    "DEFAULT_TRAIN_STEPS",
    "ArchitectureSpec",
    "BaseFigures",
    "base_figures",
    "parse_spec",
]

Kind = Literal["prune", "scratch"]
DEFAULT_HEAL_STEPS = 200
DEFAULT_TRAIN_STEPS = 400
DEFAULT_VOCAB_MERGES = 8000
VOCABS = ("kept", "trimmed")
MAX_STEPS = 100_000
# The context a scratch model declares; rotary positions have no weights, so this costs
# nothing, and llama.cpp serves it at the chat context (STROP_N_CTX, 4096) without a warning.
SCRATCH_MAX_POSITIONS = 4096
_TOOL = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")  # what a tool:NAME routing tag accepts
_KEYS = frozenset(
    {
        "kind",
        "layers",
        "hidden_size",
        "heads",
        "kv_heads",
        "intermediate_size",
        "drop_layers",
        "vocab",
        "vocab_merges",
        "bridge",
        "tool",
        "heal_steps",
        "train_steps",
        "max_positions",
    }
)


@dataclass(frozen=True, slots=True)
class BaseFigures:
    """The shape of the base model every architecture starts from."""

    layers: int
    hidden_size: int
    heads: int
    kv_heads: int
    intermediate_size: int
    vocab_size: int
    max_positions: int
    head_dim: int
    tied_embeddings: bool

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@lru_cache(maxsize=4)
def _read_figures(path: Path) -> BaseFigures:
    import gguf

    reader = gguf.GGUFReader(path)
    arch = str(reader.fields["general.architecture"].contents())

    def number(key: str) -> int:
        found = reader.fields.get(f"{arch}.{key}")
        if found is None:
            raise ConfigurationError(
                f"the base model {path.name} has no {arch}.{key} in its header"
            )
        return int(found.contents())

    hidden, heads = number("embedding_length"), number("attention.head_count")
    vocab_field = reader.fields.get(f"{arch}.vocab_size")
    vocab = (
        int(vocab_field.contents())
        if vocab_field is not None
        else len(reader.fields["tokenizer.ggml.tokens"].data)
    )
    rope = reader.fields.get(f"{arch}.rope.dimension_count")
    return BaseFigures(
        layers=number("block_count"),
        hidden_size=hidden,
        heads=heads,
        kv_heads=number("attention.head_count_kv"),
        intermediate_size=number("feed_forward_length"),
        vocab_size=vocab,
        max_positions=number("context_length"),
        head_dim=int(rope.contents()) if rope is not None else hidden // heads,
        tied_embeddings=not any(t.name == "output.weight" for t in reader.tensors),
    )


def base_figures(gguf_path: Path | None = None) -> BaseFigures:
    """The base model's shape, read from its GGUF header (the bundled model by default)."""
    from core.models.embedded import embedded_model_path

    return _read_figures((gguf_path or embedded_model_path()).resolve())


@dataclass(frozen=True, slots=True)
class ArchitectureSpec:
    """A checked spec. ``steps`` are heal steps (prune) or training steps (scratch).

    ``drop_layers`` empty on a prune with fewer ``layers`` than the base: the
    build drops the least important ones (``trainer.prune.layer_importance``).
    """

    kind: Kind
    layers: int
    hidden_size: int
    heads: int
    kv_heads: int
    intermediate_size: int
    steps: int
    drop_layers: tuple[int, ...] = ()
    tool: str = ""
    vocab: str = "kept"
    vocab_merges: int = 0  # with vocab "trimmed": the merges whose tokens stay
    bridge: bool = False  # drop one contiguous block, a fitted linear map in its place
    max_positions: int = SCRATCH_MAX_POSITIONS

    def as_dict(self) -> dict[str, Any]:
        """The JSON form stored on the proposal; ``parse_spec`` reads it back unchanged."""
        out: dict[str, Any] = {
            "kind": self.kind,
            "layers": self.layers,
            "hidden_size": self.hidden_size,
            "heads": self.heads,
            "kv_heads": self.kv_heads,
            "intermediate_size": self.intermediate_size,
            "vocab": self.vocab,
            "heal_steps" if self.kind == "prune" else "train_steps": self.steps,
        }
        if self.drop_layers:
            out["drop_layers"] = list(self.drop_layers)
        if self.vocab == "trimmed":
            out["vocab_merges"] = self.vocab_merges
        if self.bridge:
            out["bridge"] = True
        if self.tool:
            out["tool"] = self.tool
        if self.kind == "scratch":
            out["max_positions"] = self.max_positions
        return out

    def describe(self) -> str:
        """One line for an approval card."""
        shape = (
            f"{self.layers} layers, hidden {self.hidden_size}, {self.heads} heads "
            f"({self.kv_heads} kv), MLP {self.intermediate_size}"
        )
        if self.kind == "scratch":
            return f"a new model for tool {self.tool} from scratch: {shape}, {self.steps} steps"
        dropped = f" (drop layers {list(self.drop_layers)})" if self.drop_layers else ""
        if self.bridge:
            dropped += " as one block bridged by a fitted linear map"
        vocab = (
            f", vocabulary trimmed to the first {self.vocab_merges} merges and the data's tokens"
            if self.vocab == "trimmed"
            else ""
        )
        return (
            f"a pruned model: {shape}{dropped}{vocab}, healed for {self.steps} distillation steps"
        )


def _int(raw: Mapping[str, Any], key: str, default: int) -> int:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigurationError(f"architecture spec: {key} must be a positive whole number")
    return value


def _mapping(spec: Mapping[str, Any] | str) -> dict[str, Any]:
    if isinstance(spec, str):
        try:
            spec = json.loads(spec)
        except ValueError as exc:
            raise ConfigurationError(f"architecture spec is not valid JSON: {exc}") from None
    if not isinstance(spec, Mapping):
        raise ConfigurationError("architecture spec must be a JSON object")
    unknown = sorted(set(spec) - _KEYS)
    if unknown:
        raise ConfigurationError(
            f"architecture spec: unknown key(s) {', '.join(unknown)}; "
            f"known: {', '.join(sorted(_KEYS))}"
        )
    return dict(spec)


def _drop_layers(raw: Mapping[str, Any], base: BaseFigures) -> tuple[int, ...]:
    value = raw.get("drop_layers", [])
    if not isinstance(value, list | tuple) or not all(
        isinstance(i, int) and not isinstance(i, bool) for i in value
    ):
        raise ConfigurationError("architecture spec: drop_layers must be a list of layer indices")
    drop = tuple(sorted(set(value)))
    if len(drop) != len(value):
        raise ConfigurationError("architecture spec: drop_layers names a layer twice")
    if drop and (drop[0] < 0 or drop[-1] >= base.layers):
        raise ConfigurationError(
            f"architecture spec: drop_layers must be between 0 and {base.layers - 1}"
        )
    return drop


def _shape(raw: Mapping[str, Any], base: BaseFigures) -> tuple[int, int, int, int, int]:
    layers = _int(raw, "layers", base.layers)
    hidden = _int(raw, "hidden_size", base.hidden_size)
    heads = _int(raw, "heads", base.heads)
    kv_heads = _int(raw, "kv_heads", base.kv_heads)
    inter = _int(raw, "intermediate_size", base.intermediate_size)
    if heads % kv_heads:
        raise ConfigurationError(
            f"architecture spec: kv_heads {kv_heads} does not divide heads {heads}"
        )
    return layers, hidden, heads, kv_heads, inter


def _vocab(raw: Mapping[str, Any], base: BaseFigures) -> tuple[str, int]:
    """``vocab`` and, when trimmed, how many merges' tokens stay."""
    vocab = raw.get("vocab", "kept")
    if vocab == "kept":
        if "vocab_merges" in raw:
            raise ConfigurationError('architecture spec: vocab_merges needs vocab "trimmed"')
        return "kept", 0
    merges = _int(raw, "vocab_merges", DEFAULT_VOCAB_MERGES)
    if merges >= base.vocab_size:
        raise ConfigurationError(
            f"architecture spec: vocab_merges must be under the {base.vocab_size} tokens "
            "of the vocabulary"
        )
    return "trimmed", merges


def _bridge(raw: Mapping[str, Any], drop: tuple[int, ...], layers: int, base: BaseFigures) -> bool:
    """Whether the dropped layers are one block replaced by a fitted map (``trainer.bridge``)."""
    bridge = raw.get("bridge", False)
    if not isinstance(bridge, bool):
        raise ConfigurationError("architecture spec: bridge must be true or false")
    if not bridge:
        return False
    if layers >= base.layers:
        raise ConfigurationError("architecture spec: bridge needs layers to drop")
    if drop and (drop != tuple(range(drop[0], drop[-1] + 1)) or drop[0] < 1):
        raise ConfigurationError(
            "architecture spec: bridge replaces one contiguous block after the first layer; "
            f"drop_layers {list(drop)} is not one"
        )
    if drop and drop[-1] >= base.layers - 1:
        raise ConfigurationError("architecture spec: bridge keeps the last layer")
    return True


def _prune(raw: Mapping[str, Any], base: BaseFigures) -> ArchitectureSpec:
    if "tool" in raw or "max_positions" in raw:
        raise ConfigurationError(
            "architecture spec: tool and max_positions apply to a scratch model only "
            "(a prune serves the agent it was pruned for)"
        )
    drop = _drop_layers(raw, base)
    if drop and "layers" in raw and raw["layers"] != base.layers - len(drop):
        raise ConfigurationError(
            f"architecture spec: dropping {len(drop)} of {base.layers} layers leaves "
            f"{base.layers - len(drop)}, not layers={raw['layers']}"
        )
    group = base.heads // base.kv_heads
    kv_default = raw.get("kv_heads", base.kv_heads)
    defaults = {
        "layers": base.layers - len(drop),
        # Query heads go with their key/value group: fewer kv_heads alone is enough to ask.
        "heads": kv_default * group if isinstance(kv_default, int) else base.heads,
    }
    layers, hidden, heads, kv_heads, inter = _shape({**defaults, **raw}, base)
    if hidden != base.hidden_size:
        raise ConfigurationError(
            f"architecture spec: a prune keeps hidden_size {base.hidden_size} (the embeddings "
            f"and every residual are that wide); got {hidden}"
        )
    grown = [
        f"{name} {value} > {limit}"
        for name, value, limit in (
            ("layers", layers, base.layers),
            ("heads", heads, base.heads),
            ("kv_heads", kv_heads, base.kv_heads),
            ("intermediate_size", inter, base.intermediate_size),
        )
        if value > limit
    ]
    if grown:
        raise ConfigurationError(
            f"architecture spec: pruning cannot grow the model ({'; '.join(grown)})"
        )
    if heads != kv_heads * group:
        raise ConfigurationError(
            f"architecture spec: heads are pruned by key/value group ({group} query heads "
            f"share one kv head), so heads must be {kv_heads * group} for kv_heads {kv_heads}"
        )
    vocab, merges = _vocab(raw, base)
    bridge = _bridge(raw, drop, layers, base)
    if (layers, kv_heads, inter, vocab) == (
        base.layers,
        base.kv_heads,
        base.intermediate_size,
        "kept",
    ):
        raise ConfigurationError(
            "architecture spec: this prune removes nothing (fewer layers, kv_heads or "
            "intermediate_size, or a trimmed vocab)"
        )
    return ArchitectureSpec(
        kind="prune",
        layers=layers,
        hidden_size=hidden,
        heads=heads,
        kv_heads=kv_heads,
        intermediate_size=inter,
        steps=_int(raw, "heal_steps", DEFAULT_HEAL_STEPS),
        drop_layers=drop,
        vocab=vocab,
        vocab_merges=merges,
        bridge=bridge,
    )


def _scratch(raw: Mapping[str, Any], base: BaseFigures) -> ArchitectureSpec:
    tool = raw.get("tool")
    if not isinstance(tool, str) or not tool.strip():
        raise ConfigurationError(
            "architecture spec: a scratch model serves one narrow tool; name it in tool"
        )
    if not _TOOL.match(tool.strip()):
        raise ConfigurationError(
            f"architecture spec: tool {tool!r} is not a tool name (lowercase letters, digits, "
            "'-' or '_', starting with a letter)"
        )
    if "drop_layers" in raw or "bridge" in raw:
        raise ConfigurationError("architecture spec: drop_layers and bridge apply to a prune only")
    if raw.get("vocab", "kept") != "kept" or "vocab_merges" in raw:
        raise ConfigurationError(
            "architecture spec: a scratch model keeps the whole vocabulary (vocab 'kept'); "
            "trimming applies to a prune"
        )
    layers, hidden, heads, kv_heads, inter = _shape(raw, base)
    if hidden % heads:
        raise ConfigurationError(
            f"architecture spec: heads {heads} does not divide hidden_size {hidden}"
        )
    if (hidden // heads) % 2:
        raise ConfigurationError(
            f"architecture spec: the head size hidden_size/heads = {hidden // heads} must be "
            "even (rotary position embeddings rotate pairs)"
        )
    positions = _int(raw, "max_positions", SCRATCH_MAX_POSITIONS)
    return ArchitectureSpec(
        kind="scratch",
        layers=layers,
        hidden_size=hidden,
        heads=heads,
        kv_heads=kv_heads,
        intermediate_size=inter,
        steps=_int(raw, "train_steps", DEFAULT_TRAIN_STEPS),
        tool=tool.strip(),
        max_positions=positions,
    )


def parse_spec(
    spec: Mapping[str, Any] | str, *, base: BaseFigures | None = None
) -> ArchitectureSpec:
    """Check ``spec`` (a mapping or its JSON text) against the base model.

    Raises ``ConfigurationError`` saying what is wrong: unknown keys, a vocabulary
    other than the bundled one or its trimmed copy, heads that do not divide the width, a prune that
    grows the model or changes its width, steps out of range.
    """
    raw = _mapping(spec)
    figures = base or base_figures()
    vocab = raw.get("vocab", "kept")
    if vocab not in VOCABS:
        raise ConfigurationError(
            f"architecture spec: vocab must be 'kept' (the bundled tokenizer's "
            f"{figures.vocab_size} tokens) or 'trimmed' (the tokens of its first vocab_merges "
            f"merges and of the training data); a new vocabulary is not supported, got {vocab!r}"
        )
    kind = raw.get("kind", "prune")
    if kind not in ("prune", "scratch"):
        raise ConfigurationError(
            f"architecture spec: kind must be 'prune' or 'scratch', not {kind!r}"
        )
    other = "train_steps" if kind == "prune" else "heal_steps"
    if other in raw:
        raise ConfigurationError(f"architecture spec: {other} does not apply to a {kind}")
    built = _prune(raw, figures) if kind == "prune" else _scratch(raw, figures)
    if built.steps > MAX_STEPS:
        raise ConfigurationError(f"architecture spec: at most {MAX_STEPS} steps")
    return built
