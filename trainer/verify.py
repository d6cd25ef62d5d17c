"""Checking an exported adapter: llama.cpp must continue prompts as transformers does.

The reference is the base checkpoint with the PEFT adapter merged in, run in
fp32 by transformers. The candidate is llama.cpp running a GGUF of the base
(the bundled Q4_1 file by default) with the exported GGUF adapter. Both decode
greedily from the same prompt token ids. A wrong export (swapped A/B, wrong
scale, query/key rows not reordered) breaks the match within a few tokens; a
correct one matches fully on an unquantized base, and mostly on the Q4_1 base,
where 4-bit rounding can tip near-tied choices.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import torch
from peft import PeftModel
from transformers import PreTrainedModel, PreTrainedTokenizerBase

from core.errors import ConfigurationError
from core.models.embedded import embedded_model_path
from trainer.base_model import load_checkpoint

__all__ = ["AdapterCheck", "PromptCheck", "verify_adapter"]

Messages = Sequence[Mapping[str, str]]


@dataclass(frozen=True, slots=True)
class PromptCheck:
    """One prompt's two continuations, as token ids and text."""

    reference: list[int]
    candidate: list[int]
    reference_text: str
    candidate_text: str

    @property
    def agreeing_prefix(self) -> int:
        """Tokens generated identically before the first difference."""
        n = 0
        for a, b in zip(self.reference, self.candidate, strict=False):
            if a != b:
                break
            n += 1
        return n


@dataclass(frozen=True, slots=True)
class AdapterCheck:
    prompts: list[PromptCheck] = field(default_factory=list)

    @property
    def match_rate(self) -> float:
        """Share of reference tokens reproduced before the first difference, over all prompts."""
        total = sum(len(p.reference) for p in self.prompts)
        return sum(p.agreeing_prefix for p in self.prompts) / total if total else 1.0

    @property
    def exact(self) -> int:
        """Prompts whose whole continuation matched."""
        return sum(p.reference == p.candidate for p in self.prompts)


def _reference(
    model: PreTrainedModel,
    tokenizer: PreTrainedTokenizerBase,
    adapter_dir: Path,
    prompt_ids: list[list[int]],
    max_tokens: int,
) -> list[list[int]]:
    merged = PeftModel.from_pretrained(model, adapter_dir).merge_and_unload()
    merged.eval()
    outputs: list[list[int]] = []
    with torch.inference_mode():
        for ids in prompt_ids:
            generated = merged.generate(
                torch.tensor([ids]),
                attention_mask=torch.ones(1, len(ids), dtype=torch.long),
                max_new_tokens=max_tokens,
                do_sample=False,
                eos_token_id=tokenizer.eos_token_id,
                pad_token_id=tokenizer.pad_token_id,
            )
            outputs.append(_until_eos(generated[0, len(ids) :].tolist(), tokenizer.eos_token_id))
    return outputs


def _prompt_ids(tokenizer: PreTrainedTokenizerBase, messages: Messages) -> list[int]:
    text = tokenizer.apply_chat_template(
        [dict(m) for m in messages], add_generation_prompt=True, tokenize=False
    )
    return list(tokenizer(text, add_special_tokens=False)["input_ids"])


def _text(tokenizer: PreTrainedTokenizerBase, tokens: list[int]) -> str:
    return str(tokenizer.decode(tokens))


def _until_eos(tokens: list[int], eos: int) -> list[int]:
    return tokens[: tokens.index(eos) + 1] if eos in tokens else tokens


def _candidate(
    base_gguf: Path, adapter_gguf: Path, prompt_ids: list[list[int]], max_tokens: int
) -> list[list[int]]:
    from llama_cpp import Llama

    llm = Llama(
        model_path=str(base_gguf),
        lora_path=str(adapter_gguf),
        n_ctx=max(len(ids) for ids in prompt_ids) + max_tokens + 8,
        seed=0,
        verbose=False,
    )
    try:
        eos = llm.token_eos()
        outputs: list[list[int]] = []
        for ids in prompt_ids:
            tokens: list[int] = []
            for token in llm.generate(ids, temp=0.0, top_k=1, reset=True):
                tokens.append(int(token))
                if token == eos or len(tokens) >= max_tokens:
                    break
            outputs.append(tokens)
        return outputs
    finally:
        llm.close()


def verify_adapter(
    *,
    adapter_dir: Path,
    adapter_gguf: Path,
    base_dir: Path,
    prompts: Sequence[Messages],
    base_gguf: Path | None = None,
    max_tokens: int = 32,
) -> AdapterCheck:
    """Greedy-decode ``prompts`` (chat message lists) both ways and compare token by token.

    ``base_dir`` is the transformers checkpoint the adapter was trained on and
    ``base_gguf`` a GGUF of the same weights (the bundled Q4_1 model by default).
    """
    if not prompts:
        raise ConfigurationError("verify_adapter needs at least one prompt")
    model, tokenizer = load_checkpoint(base_dir)
    prompt_ids = [_prompt_ids(tokenizer, messages) for messages in prompts]
    reference = _reference(model, tokenizer, adapter_dir, prompt_ids, max_tokens)
    candidate = _candidate(base_gguf or embedded_model_path(), adapter_gguf, prompt_ids, max_tokens)
    return AdapterCheck(
        prompts=[
            PromptCheck(
                reference=ref,
                candidate=cand,
                reference_text=_text(tokenizer, ref),
                candidate_text=_text(tokenizer, cand),
            )
            for ref, cand in zip(reference, candidate, strict=True)
        ]
    )
