"""Trimming a checkpoint's vocabulary to the tokens a workload uses.

SmolLM2 ties its 49,152 x 576 token embedding to the output layer, so every
generated token multiplies the hidden state by all 49,152 rows: about a third
of what llama.cpp reads per token from the bundled Q4_1 file (its embedding is
Q8_0). An agent on a team's tools writes a much narrower language.

Which tokens stay (:func:`kept_tokens`): every token no merge builds (the
byte alphabet and the special tokens), the results of the tokenizer's first
``n_merges`` merges (byte-level BPE learns its merges most frequent first, so
these are the common pieces of the text it was trained on) and every token
in ``used`` (the workload's own text, tokenized). The set is closed under
merges: the two pieces a kept token is merged from are kept too. The trimmed
tokenizer has the same merges minus those that build a dropped token, so it
can still build every kept token, text made only of kept tokens tokenizes
exactly as before, and any other text still tokenizes, into the smaller kept
pieces a dropped token was merged from.

The trimmed checkpoint records the source id of each of its tokens
(:data:`VOCAB_FILE`); distillation uses it to read the teacher's
distribution on the same tokens, and the GGUF export to write the trimmed
tokenizer for llama.cpp.
"""

from __future__ import annotations

import json
from collections.abc import Container, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import gguf
import torch
from transformers import AutoTokenizer, LlamaForCausalLM, PreTrainedTokenizerFast

from core.errors import ConfigurationError
from core.models.embedded import embedded_model_path
from trainer._atomic import publish_dir
from trainer._chat_batches import encode_conversations
from trainer.records import copy_records

__all__ = [
    "VOCAB_FILE",
    "Vocabulary",
    "kept_for",
    "kept_tokens",
    "read_vocabulary",
    "source_ids",
    "tokenizer_fields",
    "trim_checkpoint",
    "trimmed_tokenizer",
    "used_tokens",
]

# Written into a trimmed checkpoint: {"source_ids": [...]}, the source id of each token.
VOCAB_FILE = "strop-vocab.json"


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """A byte-level BPE vocabulary as llama.cpp stores it: tokens by id and ranked merges."""

    tokens: list[str]
    merges: list[tuple[str, str]]

    def builders(self) -> dict[str, tuple[str, str]]:
        """For each token a merge builds, the two pieces of the first merge that builds it."""
        out: dict[str, tuple[str, str]] = {}
        for left, right in self.merges:
            out.setdefault(left + right, (left, right))
        return out


def _field(reader: gguf.GGUFReader, key: str) -> Any:
    field = reader.fields.get(key)
    if field is None:
        raise ConfigurationError(f"the GGUF has no {key}")
    return field.contents()


def read_vocabulary(gguf_path: Path) -> Vocabulary:
    """The tokens and merges of a GGUF's byte-level BPE tokenizer."""
    reader = gguf.GGUFReader(gguf_path)
    model = _field(reader, "tokenizer.ggml.model")
    if model != "gpt2":
        raise ConfigurationError(f"only byte-level BPE vocabularies can be trimmed, got {model!r}")
    tokens = [str(t) for t in _field(reader, "tokenizer.ggml.tokens")]
    merges = []
    for line in _field(reader, "tokenizer.ggml.merges"):
        left, _, right = str(line).partition(" ")
        merges.append((left, right))
    return Vocabulary(tokens, merges)


def kept_tokens(vocab: Vocabulary, used: Iterable[int], *, n_merges: int) -> list[int]:
    """Ids of the tokens to keep, ascending (see the module text for which and why)."""
    if not 0 <= n_merges <= len(vocab.merges):
        raise ConfigurationError(
            f"n_merges must be between 0 and {len(vocab.merges)}, got {n_merges}"
        )
    ids = {token: i for i, token in enumerate(vocab.tokens)}
    builders = vocab.builders()
    wanted = [t for t in vocab.tokens if t not in builders]
    wanted += [left + right for left, right in vocab.merges[:n_merges]]
    for i in used:
        if not 0 <= i < len(vocab.tokens):
            raise ConfigurationError(
                f"token id {i} is outside the {len(vocab.tokens)}-token vocabulary"
            )
        wanted.append(vocab.tokens[i])
    kept: set[str] = set()
    while wanted:
        token = wanted.pop()
        if token in kept:
            continue
        kept.add(token)
        wanted.extend(builders.get(token, ()))
    missing = kept - ids.keys()
    if missing:
        raise ConfigurationError(f"merges build tokens the vocabulary lacks: {sorted(missing)[:5]}")
    return sorted(ids[t] for t in kept)


def kept_for(
    checkpoint_dir: Path,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    *,
    n_merges: int,
    vocab_gguf: Path | None = None,
) -> list[int]:
    """:func:`kept_tokens` for the tokens of ``conversations`` as the checkpoint renders them.

    ``vocab_gguf`` holds the merges (the bundled model's by default), the
    vocabulary the checkpoint was converted from.
    """
    vocab = read_vocabulary(vocab_gguf or embedded_model_path())
    return kept_tokens(vocab, used_tokens(checkpoint_dir, conversations), n_merges=n_merges)


def used_tokens(
    checkpoint_dir: Path, conversations: Sequence[Sequence[Mapping[str, str]]]
) -> set[int]:
    """The ids of every token of ``conversations`` as the checkpoint renders and tokenizes them."""
    tokenizer = AutoTokenizer.from_pretrained(checkpoint_dir)
    encoded = encode_conversations(tokenizer, conversations, max_length=1 << 20)
    return {i for item in encoded for i in item.ids}


def source_ids(checkpoint_dir: Path) -> list[int] | None:
    """The source id of each token of a trimmed checkpoint; None for an untrimmed one."""
    path = checkpoint_dir / VOCAB_FILE
    if not path.is_file():
        return None
    ids = json.loads(path.read_text(encoding="utf-8"))["source_ids"]
    return [int(i) for i in ids]


def _builds_kept(pair: Sequence[str], kept: Container[str]) -> bool:
    """Whether a merge joins two kept tokens into a kept one (it stays in a trimmed tokenizer)."""
    return len(pair) == 2 and all(t in kept for t in (pair[0], pair[1], pair[0] + pair[1]))


def _check_keep(keep: Sequence[int], size: int) -> None:
    if not keep:
        raise ConfigurationError("cannot keep an empty vocabulary")
    if list(keep) != sorted(set(keep)):
        raise ConfigurationError("kept token ids must be ascending and distinct")
    if keep[0] < 0 or keep[-1] >= size:
        raise ConfigurationError(f"kept token ids must lie in 0..{size - 1}")


def trimmed_tokenizer(source: Any, keep: Sequence[int]) -> PreTrainedTokenizerFast:
    """The source's fast tokenizer over the kept tokens only, renumbered in order."""
    new_id = {old: new for new, old in enumerate(keep)}
    spec = json.loads(source.backend_tokenizer.to_str())
    model = spec["model"]
    if model.get("type") != "BPE":
        raise ConfigurationError(f"only BPE tokenizers can be trimmed, got {model.get('type')!r}")
    vocab = {tok: new_id[i] for tok, i in model["vocab"].items() if i in new_id}
    model["vocab"] = vocab
    model["merges"] = [
        m
        for m in model["merges"]
        if _builds_kept(m.split(" ", 1) if isinstance(m, str) else m, vocab)
    ]
    added = []
    for token in spec.get("added_tokens") or []:
        if token["id"] not in new_id:
            raise ConfigurationError(f"special token {token['content']!r} must be kept")
        added.append({**token, "id": new_id[token["id"]]})
    spec["added_tokens"] = added
    from tokenizers import Tokenizer

    backend = Tokenizer.from_str(json.dumps(spec))
    special = {
        name: getattr(source, name)
        for name in ("bos_token", "eos_token", "unk_token", "pad_token")
        if getattr(source, name, None) is not None
    }
    trimmed = PreTrainedTokenizerFast(  # type: ignore[no-untyped-call]
        tokenizer_object=backend, chat_template=source.chat_template, **special
    )
    return trimmed


def _build(source_dir: Path, out_dir: Path, keep: Sequence[int]) -> None:
    model = LlamaForCausalLM.from_pretrained(source_dir, dtype=torch.float32)
    config = model.config
    _check_keep(keep, int(config.vocab_size))
    if not config.tie_word_embeddings:
        raise ConfigurationError("only checkpoints with tied embeddings can be trimmed")
    rows = torch.tensor(list(keep))
    embedding = cast(torch.nn.Embedding, model.get_input_embeddings())
    weight = embedding.weight.detach()[rows].clone()
    model.resize_token_embeddings(len(keep))
    cast(torch.nn.Embedding, model.get_input_embeddings()).weight.data.copy_(weight)
    model.tie_weights()
    new_id = {old: new for new, old in enumerate(keep)}
    for holder in (model.config, model.generation_config):
        for name in ("bos_token_id", "eos_token_id", "pad_token_id"):
            value = getattr(holder, name, None)
            if value is None:
                continue
            values = value if isinstance(value, list) else [value]
            if any(v not in new_id for v in values):
                raise ConfigurationError(f"{name} {value} must be kept")
            mapped = [new_id[v] for v in values]
            setattr(holder, name, mapped if isinstance(value, list) else mapped[0])
    model.save_pretrained(out_dir)
    trimmed_tokenizer(AutoTokenizer.from_pretrained(source_dir), keep).save_pretrained(out_dir)
    earlier = source_ids(source_dir)
    ids = [earlier[i] for i in keep] if earlier is not None else list(keep)
    (out_dir / VOCAB_FILE).write_text(json.dumps({"source_ids": ids}), encoding="utf-8")
    copy_records(source_dir, out_dir)


def trim_checkpoint(source_dir: Path, out_dir: Path, keep: Sequence[int]) -> Path:
    """Write a copy of the Llama checkpoint in ``source_dir`` with only the ``keep`` tokens.

    Token ``keep[i]`` of the source becomes token ``i``: its embedding row (the
    tied output row too) is copied, and the tokenizer keeps its special tokens,
    chat template and the merges that build kept tokens. ``out_dir`` is
    replaced atomically. Ids out of range, unsorted, or a dropped special
    token raise ``ConfigurationError``.
    """
    return publish_dir(
        out_dir, lambda tmp: _build(source_dir, tmp, keep), is_valid=lambda _d: False
    )


def tokenizer_fields(
    source_gguf: Path, keep: Sequence[int] | None = None
) -> list[tuple[str, Any, Any, Any]]:
    """The ``tokenizer.*`` fields of ``source_gguf``, for a model with only the ``keep`` tokens.

    Each as ``(key, value, type, sub_type)`` for ``GGUFWriter.add_key_value``.
    With ``keep``: tokens and their types filtered, merges that build a dropped
    token removed, token-id fields renumbered; everything else (the chat
    template, the pre-tokenizer) as it was. Without: every field as it was.
    """
    reader = gguf.GGUFReader(source_gguf)
    fields = {k: f for k, f in reader.fields.items() if k.startswith("tokenizer.")}
    new_id: dict[int, int] = {}
    kept_strings: set[str] = set()
    if keep is not None:
        tokens = [str(t) for t in fields["tokenizer.ggml.tokens"].contents()]
        _check_keep(keep, len(tokens))
        new_id = {old: new for new, old in enumerate(keep)}
        kept_strings = {tokens[i] for i in keep}
    out: list[tuple[str, Any, Any, Any]] = []
    for key, field in fields.items():
        main = field.types[0]
        sub = field.types[-1] if main == gguf.GGUFValueType.ARRAY else None
        value = field.contents()
        if keep is None:
            pass
        elif key in ("tokenizer.ggml.tokens", "tokenizer.ggml.token_type", "tokenizer.ggml.scores"):
            value = [value[i] for i in keep]
        elif key == "tokenizer.ggml.merges":
            value = [m for m in value if _builds_kept(str(m).split(" ", 1), kept_strings)]
        elif key.endswith("_token_id"):
            if int(value) not in new_id:
                raise ConfigurationError(f"{key} {value} must be kept")
            value = new_id[int(value)]
        out.append((key, value, main, sub))
    return out
