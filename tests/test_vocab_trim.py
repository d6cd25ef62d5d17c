"""Trimming the real SmolLM2's vocabulary: tokenizer, weights, distillation, llama.cpp."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import torch
from llama_cpp import Llama
from transformers import AutoTokenizer, LlamaForCausalLM

from core.errors import ConfigurationError
from core.improve.warmstart import toolgen_examples
from core.models.base import ChatMessage
from core.models.llamacpp import LlamaCppModel, embedded_model_path
from trainer._chat_batches import encode_conversations
from trainer.distill import DistillReport, distill
from trainer.model_gguf import export_model_gguf
from trainer.prune import PRUNE_FILE, prune_checkpoint
from trainer.quantize import quantize_like
from trainer.vocab_trim import (
    Vocabulary,
    kept_tokens,
    read_vocabulary,
    source_ids,
    trim_checkpoint,
)

pytestmark = pytest.mark.slow

MAX_LENGTH = 160
MERGES = 2000
# Words the heal data never uses and the first 2000 merges do not build whole.
RARE = "The ornithologist's phylogenetic taxonomy reclassified hummingbirds."


def _conversations(n: int) -> list[list[dict[str, str]]]:
    return [row["messages"] for row in toolgen_examples(n, seed=0)]


def test_kept_tokens_are_closed_under_merges() -> None:
    vocab = Vocabulary(
        tokens=["<s>", "a", "b", "c", "ab", "abc", "bc", "ca"],
        merges=[("a", "b"), ("ab", "c"), ("b", "c"), ("c", "a")],
    )
    # "abc" needs "ab"; the atoms always stay; "bc" and "ca" are neither used nor early.
    assert kept_tokens(vocab, [5], n_merges=0) == [0, 1, 2, 3, 4, 5]
    assert kept_tokens(vocab, [], n_merges=1) == [0, 1, 2, 3, 4]
    assert kept_tokens(vocab, [7], n_merges=3) == [0, 1, 2, 3, 4, 5, 6, 7]
    with pytest.raises(ConfigurationError, match="n_merges"):
        kept_tokens(vocab, [], n_merges=5)
    with pytest.raises(ConfigurationError, match="outside"):
        kept_tokens(vocab, [8], n_merges=0)


@pytest.fixture(scope="module")
def kept(real_base_dir: Path) -> list[int]:
    tokenizer = AutoTokenizer.from_pretrained(real_base_dir)
    used = {i for e in encode_conversations(tokenizer, _conversations(8)) for i in e.ids}
    return kept_tokens(read_vocabulary(embedded_model_path()), used, n_merges=MERGES)


@pytest.fixture(scope="module")
def trimmed(real_base_dir: Path, kept: list[int], tmp_path_factory: pytest.TempPathFactory) -> Path:
    return trim_checkpoint(real_base_dir, tmp_path_factory.mktemp("trim") / "trimmed", kept)


def test_trimmed_checkpoint_reads_the_same_text_the_same_way(
    real_base_dir: Path, kept: list[int], trimmed: Path
) -> None:
    assert 2000 < len(kept) < 4000 and kept[:3] == [0, 1, 2]  # specials first, unmoved
    assert source_ids(trimmed) == kept and source_ids(real_base_dir) is None
    base_tok = AutoTokenizer.from_pretrained(real_base_dir)
    tok = AutoTokenizer.from_pretrained(trimmed)
    assert len(tok) == len(kept) and tok.chat_template == base_tok.chat_template
    assert (tok.eos_token, tok.pad_token) == (base_tok.eos_token, base_tok.pad_token)
    # The text the vocabulary was chosen from tokenizes to the same tokens, renumbered.
    data = _conversations(8)
    before = encode_conversations(base_tok, data, max_length=MAX_LENGTH)
    after = encode_conversations(tok, data, max_length=MAX_LENGTH)
    for old, new in zip(before, after, strict=True):
        assert [kept[i] for i in new.ids] == old.ids and new.assistant == old.assistant
    # Other text still tokenizes, into more and smaller pieces, and decodes back unchanged.
    rare_old, rare_new = base_tok.encode(RARE), tok.encode(RARE)
    assert len(rare_new) > len(rare_old)
    assert tok.decode(rare_new) == RARE
    # Same weights on the kept rows: the logits are the base model's, on the kept tokens.
    base = LlamaForCausalLM.from_pretrained(real_base_dir, dtype=torch.float32)
    small = LlamaForCausalLM.from_pretrained(trimmed, dtype=torch.float32)
    assert small.config.vocab_size == len(kept) and small.config.tie_word_embeddings
    assert base.num_parameters() - small.num_parameters() == (49152 - len(kept)) * 576
    ids = torch.tensor([before[0].ids])
    with torch.inference_mode():
        want = base(input_ids=ids).logits[..., kept]
        got = small(input_ids=torch.tensor([after[0].ids])).logits
    torch.testing.assert_close(got, want, atol=1e-4, rtol=1e-4)


def test_trim_refuses_what_it_cannot_keep(real_base_dir: Path, tmp_path: Path) -> None:
    for keep, match in (
        ([], "empty"),
        ([5, 3, 4], "ascending"),
        ([0, 1, 2, 49152], "0..49151"),
        ([1, 2, 3], "must be kept"),  # the pad / end-of-text token 0 is dropped
    ):
        with pytest.raises(ConfigurationError, match=match):
            trim_checkpoint(real_base_dir, tmp_path / "bad", keep)
    assert not (tmp_path / "bad").exists()


def _heal(
    student: Path,
    teacher: Path,
    data: list[list[dict[str, str]]],
    out: Path,
    *,
    steps: int,
    lr: float,
    hook: Callable[[float], None] | None = None,
) -> DistillReport:
    return distill(
        student,
        teacher,
        data,
        out,
        max_steps=steps,
        batch_size=2,
        lr=lr,
        max_length=MAX_LENGTH,
        hook=None if hook is None else lambda _step, loss: hook(loss),
    )


def test_a_trimmed_student_starts_where_its_teacher_is_and_heals(
    real_base_dir: Path, kept: list[int], tmp_path: Path
) -> None:
    """Trimming alone changes nothing on the data's text: the distillation loss starts at ~0.

    After layers are dropped the same mapping heals the cut model.
    """
    data = _conversations(8)
    same = trim_checkpoint(real_base_dir, tmp_path / "same", kept)
    losses: list[float] = []
    _heal(same, real_base_dir, data, tmp_path / "same-out", steps=1, lr=1e-9, hook=losses.append)
    assert losses[0] < 1e-3
    pruned = prune_checkpoint(real_base_dir, tmp_path / "pruned", drop_layers=(3, 12, 13, 25))
    cut = trim_checkpoint(pruned, tmp_path / "cut", kept)
    assert json.loads((cut / PRUNE_FILE).read_text())["drop_layers"] == [3, 12, 13, 25]
    report = _heal(cut, real_base_dir, data, tmp_path / "healed", steps=6, lr=3e-4)
    assert report.loss_first > 100 * losses[0]
    assert report.loss_last < report.loss_first
    # The healed checkpoint still says which tokens it has and what was cut from it.
    assert source_ids(tmp_path / "healed") == kept
    assert (tmp_path / "healed" / PRUNE_FILE).is_file()


def test_llama_cpp_runs_the_trimmed_model_like_the_base(
    real_base_dir: Path, kept: list[int], trimmed: Path, tmp_path: Path
) -> None:
    base_f16 = export_model_gguf(real_base_dir, tmp_path / "base.f16.gguf")
    small_f16 = export_model_gguf(trimmed, tmp_path / "small.f16.gguf")
    base = Llama(model_path=str(base_f16), n_ctx=1024, logits_all=True, verbose=False)
    small = Llama(model_path=str(small_f16), n_ctx=1024, logits_all=True, verbose=False)
    assert small.n_vocab() == len(kept)
    # A chat from the data the vocabulary was chosen on: the same tokens, renumbered.
    hf = AutoTokenizer.from_pretrained(trimmed)
    prompt = hf.apply_chat_template(_conversations(1)[0][:-1], tokenize=False)
    assert isinstance(prompt, str)
    base_ids = base.tokenize(prompt.encode(), add_bos=False, special=True)
    small_ids = small.tokenize(prompt.encode(), add_bos=False, special=True)
    assert [kept[i] for i in small_ids] == base_ids
    # llama.cpp's tokenizer agrees with the trimmed transformers tokenizer on unseen text too.
    assert small.tokenize(RARE.encode(), add_bos=False) == hf.encode(RARE)
    base.eval(base_ids)
    small.eval(small_ids)
    want = np.asarray(base.scores[len(base_ids) - 1])[kept]
    got = np.asarray(small.scores[len(small_ids) - 1])
    assert np.allclose(got, want, atol=0.05)
    base.close()
    small.close()
    # Quantized like the bundled model, it serves chat through the runtime's model class.
    q = quantize_like(small_f16, tmp_path / "small.gguf", like=embedded_model_path())
    assert q.stat().st_size < embedded_model_path().stat().st_size * 0.85
    model = LlamaCppModel(model_path=q, n_ctx=512, prompt_cache_mb=0)
    reply = asyncio.run(
        model.complete([ChatMessage("user", "Say hello.")], max_tokens=12, temperature=0.0)
    )
    assert reply.completion_tokens > 0 and reply.text.strip()
