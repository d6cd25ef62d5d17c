"""A pruned SmolLM2 healed by distillation, and a tiny model trained from scratch, on CPU.

Pruned (``DROP_METHOD``): the contiguous block of layers that changes the
hidden state least on the task data is dropped and a linear map fitted on
the same data stands in for it, folded into the layer before
(``trainer.bridge``; ``block`` drops the block plainly, ``layers`` the
individually least-changing layers). With ``INTERMEDIATE_SIZE`` set, every
layer left keeps that many MLP neurons, those that write the most into the
residual stream on the same data (``trainer.prune.mlp_activations``). The
vocabulary is trimmed to the first ``VOCAB_MERGES`` merges' tokens and the
heal data's (``trainer.vocab_trim``). The student is healed by distillation
from the full model (``trainer.distill``) under a wall-clock cap, exported,
and quantized exactly like the bundled GGUF. Both models then run the
held-out task suite through the real runtime (``bench.tooluse.suite_figures``)
and a fixed greedy generation in llama.cpp for tokens/s and text bytes/s,
alternating sides so load and thermal effects fall on both.

The heal data is train-side only: the base model's own transcripts on the
train-split tasks and on practice tasks (``core.evals.practice``: the same
shapes with new numbers, facts and wording) that it passed (every model
call: the prompt it saw, few-shot turns included, and what it answered) plus
generated function-calling examples from the toolgen train families. Never
the held-out split.

Scratch: a small Llama with the kept vocabulary trained from random weights
on one narrow tool (one toolgen train family), measured on freshly generated
cases of that tool whose arguments never occurred in training, through the
runtime with constrained decoding.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from core.toolgen import Case, generate_cases

__all__ = ["SCRATCH_TOOL", "narrow_tool_cases", "pruned_benchmark", "vocab_tradeoff"]

DROP_LAYERS = 4  # of 30, one contiguous block
# Five (the block 11-15, which the hidden-state distance picks; bridge residual 0.032, where
# 12-15 leaves 0.0008) healed the same 20 minutes kept 33% of the task success at 1.42x
# tokens/s (2026-12-07); four kept 94% at 1.47x the same day.
# MLP neurons kept per layer (of 1536; None keeps all), ranked by their activations on the
# heal data (trainer.prune.mlp_activations); weight norms alone lose far more. 1280 gave
# 1.48x tokens/s but kept only 67% of the task success (2026-12-02); 1024 on the variant heal
# data, 1.49x and 78% in f16 (2026-12-06).
# 1408 with the four-layer block on the practice-task heal data kept 89% at 1.77x tokens/s
# (1.48x text) but 17% of the general tasks (2026-12-07, commit ec05206).
INTERMEDIATE_SIZE: int | None = None
# Weight of the plain next-token loss on the replies (trainer.distill's lm_weight): the heal
# data's replies are the teacher's on tasks it passed and generated gold calls.
HEAL_LM_WEIGHT = 0.5
# The vocabulary keeps the first VOCAB_MERGES merges' tokens and every token of the heal
# data (trainer.vocab_trim): the 49152 x 576 output matrix is a fifth of the weights.
VOCAB_MERGES = 8000
# "bridge": the contiguous block whose removal changes the hidden state least, replaced by
# a fitted linear map (trainer.bridge); "block": that block dropped plainly; "layers": the
# individually least-changing layers (trainer.prune.layer_importance).
DROP_METHOD = "bridge"
HEAL_SECONDS = 1200.0
# Heal through the Q4_1 rounding the student is exported at (trainer.fake_quant), when the
# bundled model is Q4_1: after a plain heal the rounding cost the four-layer cut two of the 23
# held-out tasks and the same cut with 1024 MLP neurons half of what it solved (2026-12-06).
HEAL_QUANTIZED = True
HEAL_LR = 1e-4
TOOLGEN_HEAL_EXAMPLES = 96
# Practice tasks (core.evals.practice: the train split's shapes with fresh values) the base
# model also runs for heal data: its runs of the 23 train tasks alone are learnt by heart.
# 2026-12-06: the same cut healed on 150 such variants solved 65.2% of the held-out tasks
# (f16: 73.9%) where 37 transcripts gave 52.2%.
PRACTICE_TASKS = 150
# A GPU heals far longer: it gets more generated examples to distil on (prepare_heal).
GPU_TOOLGEN_EXAMPLES = 3000
GPU_TRANSCRIPT_REPEATS = 10  # the base's own runs on suite tasks, the closest to the suite
# The recipe of the student cut here and the LoRA adapter that healed it on a GPU.
HEAL_DIR = Path(__file__).with_name("pruned_heal")
SCRATCH_TOOL = "pay_parking"
SCRATCH_SECONDS = 300.0
SCRATCH_TRAIN_CASES = 240
SCRATCH_EVAL_CASES = 30
SPEED_TOKENS = 96
# Vocabulary sizes weighed against each other on the speed text (vocab_tradeoff).
TRADEOFF_MERGES = (4000, 8000, 12000, 16000, 24000)
SPEED_REPEATS = 3
SPEED_PROMPTS = (
    "Explain in a few sentences why the sky is blue.",
    "Write a short note to a colleague about tomorrow's meeting.",
)


def _say(text: str) -> None:
    print(f"pruned: {text}", file=sys.stderr, flush=True)


def _arguments_key(case: Case) -> str:
    return json.dumps(case.arguments, sort_keys=True)


def narrow_tool_cases(
    n: int, *, seed: int, tool: str = SCRATCH_TOOL, exclude: Iterable[Case] = ()
) -> list[Case]:
    """``n`` distinct ``call`` cases of one train-family ``tool``.

    Cases whose arguments occur in ``exclude`` (the training cases) are left
    out, so an evaluation set built with them measures unseen calls.
    """
    seen = {_arguments_key(c) for c in exclude}
    out: list[Case] = []
    requests: set[str] = set()
    batch = 0
    while len(out) < n:
        if batch > 20:
            raise ValueError(f"could not find {n} fresh {tool} cases")
        pool = generate_cases("train", 2000, seed=seed * 1000 + batch, kinds=("call",))
        for case in pool:
            key = _arguments_key(case)
            if case.target != tool or key in seen or case.request in requests:
                continue
            requests.add(case.request)
            out.append(case)
            if len(out) == n:
                break
        batch += 1
    return out


def _copies(model_path: Path | None, n: int) -> list[Any]:
    from core.models.llamacpp import LlamaCppModel

    return [LlamaCppModel(model_path=model_path, n_threads=1) for _ in range(n)]


def teacher_transcripts(
    models: Sequence[Any], tasks: Sequence[Any] | None = None
) -> list[list[dict[str, str]]]:
    """Every model call of the base model on the ``tasks`` it passed (default: the train
    split), as a conversation.

    Each is the prompt exactly as the runtime showed it (few-shot turns kept:
    the student is served with them too) and the teacher's reply. Runs of
    failed tasks are left out: the student should not learn the teacher's
    mistakes.
    """
    from core.evals.suite import run_suite
    from core.evals.tasks import tasks_for
    from core.services import Services
    from core.settings import Settings
    from core.trajectories import get_run

    out: list[list[dict[str, str]]] = []
    with tempfile.TemporaryDirectory(prefix="strop-bench-pruned-") as scratch:
        settings = Settings(_env_file=None, data_dir=Path(scratch))  # type: ignore[call-arg]
        services = Services(settings, model=models[0])
        try:
            report = asyncio.run(
                run_suite(
                    services,
                    tasks_for("train") if tasks is None else tasks,
                    agent_name="assistant",
                    models=models,
                )
            )
            for result in report.results:
                if not result.ok:
                    continue
                for run_id in result.run_ids:
                    run = get_run(services.db, run_id)
                    for attempt in run.get("attempts") or []:
                        for span in attempt["spans"]:
                            if span["kind"] != "llm_call":
                                continue
                            messages = [
                                {"role": str(m["role"]), "content": str(m["content"])}
                                for m in span["input"]["messages"]
                            ]
                            reply = str((span.get("output") or {}).get("text", ""))
                            out.append([*messages, {"role": "assistant", "content": reply}])
        finally:
            services.close()
    return out


def _speed(llama: Any, prompt: str, tokens: int) -> tuple[float, str]:
    """Greedy tokens/s after the prompt is read, and the text said.

    EOS does not stop it (a fixed count).
    """
    ids = llama.tokenize(prompt.encode(), add_bos=False, special=True)
    stream = llama.generate(ids, temp=0.0, reset=True)
    next(stream)  # the prompt is evaluated and the first token sampled
    said: list[int] = []
    start = time.perf_counter()
    for _ in range(tokens):
        said.append(next(stream))
    seconds = time.perf_counter() - start
    return tokens / seconds, llama.detokenize(said).decode("utf-8", errors="replace")


def generation_speed(
    paths: Sequence[Path], *, threads: int
) -> tuple[list[tuple[float, float]], str]:
    """Median greedy tokens/s of each GGUF in ``paths`` (runs interleaved), and text bytes/s.

    Text bytes/s compares models whose vocabularies differ on the same text: a
    trimmed vocabulary may spell it in more tokens. The text is what the first
    model (the base) said; each model's bytes/s is its tokens/s times the
    bytes per token its own tokenizer spends on that text. Returns the figures
    and that text.
    """
    from llama_cpp import Llama

    llamas = [Llama(model_path=str(p), n_ctx=512, n_threads=threads, verbose=False) for p in paths]
    prompts = [
        f"<|im_start|>user\n{text}<|im_end|>\n<|im_start|>assistant\n" for text in SPEED_PROMPTS
    ]
    runs: list[list[float]] = [[] for _ in paths]
    reference: dict[str, str] = {}
    for llama, prompt in zip(llamas, prompts, strict=False):
        _speed(llama, prompt, 8)  # warm-up: page the weights in
    for _ in range(SPEED_REPEATS):
        for prompt in prompts:
            for i, llama in enumerate(llamas):
                tok_s, said = _speed(llama, prompt, SPEED_TOKENS)
                runs[i].append(tok_s)
                if i == 0:
                    reference[prompt] = said
    said = "\n".join(reference.values())
    text = said.encode()
    out: list[tuple[float, float]] = []
    for llama, r in zip(llamas, runs, strict=True):
        tok_s = statistics.median(r)
        spent = len(llama.tokenize(text, add_bos=False, special=False))
        out.append((round(tok_s, 2), round(tok_s * len(text) / spent, 2)))
        llama.close()
    return out, said


def vocab_tradeoff(
    base_dir: Path,
    conversations: Sequence[Sequence[dict[str, str]]],
    text: str,
    merges: Sequence[int] = TRADEOFF_MERGES,
) -> list[dict[str, Any]]:
    """What each vocabulary trim keeps and costs on ``text``.

    For each count of merges: the kept vocabulary (those merges' tokens and the
    tokens of ``conversations``, as ``trainer.vocab_trim`` keeps them), the bytes
    of its output matrix at the bundled model's embedding type (every generated
    token reads it), and how many more tokens the trimmed tokenizer spends on
    ``text`` than the full one.
    """
    import gguf
    from transformers import AutoTokenizer

    from core.models.embedded import embedded_model_path
    from trainer.vocab_trim import kept_tokens, read_vocabulary, trimmed_tokenizer, used_tokens

    tokenizer = AutoTokenizer.from_pretrained(base_dir)
    used = used_tokens(base_dir, conversations)
    bundled = embedded_model_path()
    vocab = read_vocabulary(bundled)
    (embedding,) = [t for t in gguf.GGUFReader(bundled).tensors if t.name == "token_embd.weight"]
    block, block_bytes = gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType(embedding.tensor_type)]
    hidden = int(embedding.shape[0])
    full = len(tokenizer(text, add_special_tokens=False)["input_ids"])
    out: list[dict[str, Any]] = []
    for n in merges:
        keep = kept_tokens(vocab, used, n_merges=n)
        spent = len(trimmed_tokenizer(tokenizer, keep)(text, add_special_tokens=False)["input_ids"])
        out.append(
            {
                "merges": n,
                "vocab_size": len(keep),
                "output_bytes": len(keep) * hidden // block * block_bytes,
                "text_tokens": spent,
                "base_text_tokens": full,
                "extra_tokens": round(spent / full - 1, 4),
            }
        )
    return out


def _shape(checkpoint: Path) -> tuple[int, Any]:
    """Parameter count and config of a checkpoint, without reading its weights."""
    import torch
    from transformers import AutoConfig, LlamaForCausalLM

    config = AutoConfig.from_pretrained(checkpoint)
    with torch.device("meta"):
        model = LlamaForCausalLM(config)
    return int(model.num_parameters()), config


def _cut(
    base_dir: Path, work: Path, heal_data: list[list[dict[str, str]]], drop_n: int
) -> tuple[Path, dict[str, Any]]:
    """The pruned, vocabulary-trimmed student (not healed yet) and what was cut."""
    from trainer.bridge import bridge_block
    from trainer.prune import (
        block_distances,
        choose_drop_block,
        choose_drop_layers,
        layer_importance,
        mlp_activations,
        prune_checkpoint,
    )
    from trainer.vocab_trim import kept_for, trim_checkpoint

    start = time.perf_counter()
    bridge: dict[str, Any] = {}
    if DROP_METHOD == "layers":
        distances = layer_importance(base_dir, heal_data, max_examples=16)
        drop = choose_drop_layers(distances, drop_n)
    else:
        distances = block_distances(base_dir, heal_data, drop_n, max_examples=16)
        drop = choose_drop_block(distances, drop_n)
    activations = (
        None if INTERMEDIATE_SIZE is None else mlp_activations(base_dir, heal_data, max_examples=32)
    )
    _say(f"dropping layers {drop} ({time.perf_counter() - start:.0f}s to measure)")
    if DROP_METHOD == "bridge":
        fit = bridge_block(
            base_dir,
            work / "pruned",
            heal_data,
            drop,
            intermediate_size=INTERMEDIATE_SIZE,
            activations=activations,
        )
        bridge = {
            "bridge_residual": round(fit.residual, 4),
            "bridge_residual_without": round(fit.residual_without, 4),
            "bridge_tokens": fit.tokens,
        }
        _say(f"bridged: {bridge}")
        pruned = work / "pruned"
    else:
        pruned = prune_checkpoint(
            base_dir,
            work / "pruned",
            drop_layers=drop,
            intermediate_size=INTERMEDIATE_SIZE,
            activations=activations,
        )
    keep = kept_for(base_dir, heal_data, n_merges=VOCAB_MERGES)
    _say(f"keeping {len(keep)} of the vocabulary's tokens")
    student = trim_checkpoint(pruned, work / "trimmed", keep)
    return student, {
        "mlp_ranking": None if INTERMEDIATE_SIZE is None else "activations",
        "drop_layers": list(drop),
        "drop_method": DROP_METHOD,
        ("layer_importance" if DROP_METHOD == "layers" else "block_distances"): [
            round(x, 4) for x in distances
        ],
        **bridge,
        "vocab_size": len(keep),
        "vocab_merges": VOCAB_MERGES,
    }


def _heal_here(
    student: Path, base_dir: Path, work: Path, heal_data: list[list[dict[str, str]]]
) -> tuple[Path, dict[str, Any]]:
    """Heal by full distillation on this machine, under ``HEAL_SECONDS``."""
    from core.models.embedded import embedded_model_path
    from trainer.distill import distill
    from trainer.quantize import is_q4_1

    start = time.perf_counter()
    quantized = HEAL_QUANTIZED and is_q4_1(embedded_model_path())

    def progress(step: int, loss: float) -> None:
        if step % 10 == 0:
            _say(f"heal step {step}: loss {loss:.3f} ({time.perf_counter() - start:.0f}s)")

    report = distill(
        student,
        base_dir,
        heal_data,
        work / "healed",
        max_steps=1000,
        max_seconds=HEAL_SECONDS,
        lr=HEAL_LR,
        batch_size=4,
        max_length=768,
        lm_weight=HEAL_LM_WEIGHT,
        hook=progress,
        quantized=quantized,
    )
    _say(f"healed: {report}")
    return work / "healed", {
        "heal": "full distillation here",
        "heal_lm_weight": HEAL_LM_WEIGHT,
        "heal_quantized": quantized,
        "heal_steps": report.steps,
        "heal_seconds": round(report.seconds, 1),
        "heal_loss_first": round(report.loss_first, 4),
        "heal_loss_last": round(report.loss_last, 4),
        "heal_stopped_by": report.stopped_by,
        "heal_examples": len(heal_data),
    }


def _heal_from(recipe_dir: Path, base_dir: Path, work: Path) -> tuple[Path, dict[str, Any]]:
    """The recipe's student with its stored healing adapter merged (trained elsewhere)."""
    from trainer.heal_pruned import HEAL_FILE
    from trainer.prune_recipe import build_student, merge_heal, read_recipe

    recipe = read_recipe(recipe_dir)
    adapter = recipe_dir / "adapter"
    heal = json.loads((adapter / HEAL_FILE).read_text(encoding="utf-8"))
    student = build_student(base_dir, recipe_dir, work / "trimmed")
    healed = merge_heal(student, adapter, work / "healed")
    return healed, {
        "mlp_ranking": None,
        "drop_layers": recipe["drop_layers"],
        "drop_method": "bridge",
        "block_distances": recipe.get("block_distances"),
        "bridge_residual": round(recipe["bridge"]["residual"], 4),
        "bridge_residual_without": round(recipe["bridge"]["residual_without"], 4),
        "bridge_tokens": recipe["bridge"]["tokens"],
        "vocab_size": len(recipe["keep"]),
        "vocab_merges": recipe.get("vocab_merges"),
        "heal": f"LoRA distillation on {heal['device']} ({recipe_dir.name})",
        "heal_lm_weight": heal["lm_weight"],
        "heal_rank": heal["rank"],
        "heal_steps": heal["steps"],
        "heal_seconds": heal["seconds"],
        "heal_loss_first": heal["loss_first"],
        "heal_loss_last": heal["loss_last"],
        "heal_held_out_before": heal["held_out_before"],
        "heal_held_out_after": heal["held_out_after"],
        "heal_stopped_by": heal["stopped_by"],
        "heal_examples": heal["conversations"],
    }


def _export(healed: Path, work: Path) -> tuple[Path, dict[str, Any]]:
    from core.models.embedded import embedded_model_path
    from trainer.model_gguf import export_model_gguf
    from trainer.quantize import quantize_like

    f16 = export_model_gguf(healed, work / "healed.f16.gguf")
    gguf = quantize_like(f16, work / "pruned.gguf", like=embedded_model_path())
    params, config = _shape(healed)
    return gguf, {
        "params": params,
        "kv_heads": config.num_key_value_heads,
        "intermediate_size": config.intermediate_size,
    }


def heal_data(
    cores: int, toolgen_examples_n: int = TOOLGEN_HEAL_EXAMPLES
) -> tuple[list[list[dict[str, str]]], list[list[dict[str, str]]]]:
    """The base model's transcripts of the train tasks and ``PRACTICE_TASKS``
    practice tasks it passed (each distinct call once), and generated tool-call
    examples."""
    from core.evals.practice import practice_tasks
    from core.evals.tasks import tasks_for
    from core.improve.warmstart import toolgen_examples

    tasks = [*tasks_for("train"), *practice_tasks(PRACTICE_TASKS, seed=0)]
    runs = teacher_transcripts(_copies(None, cores), tasks)
    transcripts = list({json.dumps(c, sort_keys=True): c for c in runs}.values())
    toolgen = [r["messages"] for r in toolgen_examples(toolgen_examples_n, seed=0)]
    _say(f"{len(transcripts)} teacher transcripts, {len(toolgen)} toolgen examples")
    return transcripts, toolgen


def prepare_heal(out_dir: Path, cache_dir: Path, *, drops: Sequence[int] = (DROP_LAYERS,)) -> Path:
    """Cut students here and write what a GPU machine needs to heal them.

    ``out_dir/recipe-N`` for each block size N in ``drops`` (``trainer.prune_recipe``)
    and ``out_dir/data.jsonl.gz``: the teacher transcripts ``GPU_TRANSCRIPT_REPEATS``
    times and ``GPU_TOOLGEN_EXAMPLES`` generated examples. The cuts are chosen on
    the bench's own heal data, as a cut made here would be. Then, there:
    ``python -m trainer.heal_pruned --recipe out_dir/recipe-N --data
    out_dir/data.jsonl.gz --out ADAPTER ...``; recipe and adapter go to ``HEAL_DIR``.
    """
    from trainer.base_model import base_checkpoint
    from trainer.prune_recipe import save_recipe

    cores = max(os.cpu_count() or 1, 1)
    base_dir = base_checkpoint(cache_dir=cache_dir / "base-hf")
    transcripts, toolgen = heal_data(cores, GPU_TOOLGEN_EXAMPLES)
    data = transcripts + toolgen[:TOOLGEN_HEAL_EXAMPLES]
    out_dir.mkdir(parents=True, exist_ok=True)
    for n in drops:
        with tempfile.TemporaryDirectory(prefix="strop-bench-pruned-") as tmp:
            student, cut = _cut(base_dir, Path(tmp), data, n)
            save_recipe(
                student,
                out_dir / f"recipe-{n}",
                block_distances=cut.get("block_distances"),
                vocab_merges=VOCAB_MERGES,
                cut_on=f"{len(transcripts)} teacher transcripts, {TOOLGEN_HEAL_EXAMPLES} toolgen",
            )
    with gzip.open(out_dir / "data.jsonl.gz", "wt", encoding="utf-8") as lines:
        for messages in transcripts * GPU_TRANSCRIPT_REPEATS + toolgen:
            lines.write(json.dumps({"messages": messages}) + "\n")
    return out_dir


def _scratch(work: Path, cores: int) -> dict[str, Any]:
    from core.toolgen import evaluate_tool_use, make_tool, sft_example
    from core.toolgen.examples import EvalCase, prompt_messages
    from trainer.model_gguf import export_model_gguf
    from trainer.scratch import scratch_config, train_from_scratch

    train = narrow_tool_cases(SCRATCH_TRAIN_CASES, seed=0)
    fresh = narrow_tool_cases(SCRATCH_EVAL_CASES, seed=1, exclude=train)
    config = scratch_config(layers=4, hidden_size=128, heads=4, kv_heads=2, intermediate_size=384)
    report = train_from_scratch(
        config,
        [sft_example(c)["messages"] for c in train],
        work / "scratch",
        max_steps=2000,
        max_seconds=SCRATCH_SECONDS,
        batch_size=8,
        lr=3e-3,
        hook=lambda step, loss: (
            _say(f"scratch step {step}: {loss:.3f}") if step % 25 == 0 else None
        ),
    )
    _say(f"scratch: {report}")
    gguf = export_model_gguf(work / "scratch", work / "scratch.gguf")
    cases = [EvalCase(c, prompt_messages(c), [make_tool(c.target)]) for c in fresh]
    result = asyncio.run(evaluate_tool_use(_copies(gguf, cores), cases, constrained=True))
    summary = result.summary()
    return {
        "scratch_tool": SCRATCH_TOOL,
        "scratch_params": _shape(work / "scratch")[0],
        "scratch_layers": config.num_hidden_layers,
        "scratch_hidden_size": config.hidden_size,
        "scratch_train_cases": len(train),
        "scratch_eval_cases": len(fresh),
        "scratch_call_accuracy": summary["call_accuracy"],
        "scratch_valid_call_rate": summary["valid_call_rate"],
        "scratch_train_seconds": round(report.seconds, 1),
        "scratch_train_steps": report.steps,
        "scratch_loss_first": round(report.loss_first, 4),
        "scratch_loss_last": round(report.loss_last, 4),
        "scratch_size_bytes": gguf.stat().st_size,
        "scratch_failures": result.failures()[:5],
    }


def pruned_benchmark(cache_dir: Path, *, drop_layers: int = DROP_LAYERS) -> dict[str, Any]:
    """Prune, heal, quantize and measure against the bundled model; then the scratch model.

    With a recipe and its healing adapter in ``HEAL_DIR`` the student is built
    from them (healed on a GPU elsewhere); without, it is cut and healed here.
    """
    from bench.tooluse import suite_figures
    from core.models.embedded import embedded_model_path
    from trainer.base_model import base_checkpoint

    cores = max(os.cpu_count() or 1, 1)
    base_gguf = embedded_model_path()
    base_dir = base_checkpoint(cache_dir=cache_dir / "base-hf")
    with tempfile.TemporaryDirectory(prefix="strop-bench-pruned-") as tmp:
        work = Path(tmp)
        started = time.perf_counter()
        healed_on: list[list[dict[str, str]]] = []
        if (HEAL_DIR / "adapter").is_dir():
            healed, pruned = _heal_from(HEAL_DIR, base_dir, work)
        else:
            transcripts, toolgen = heal_data(cores)
            healed_on = transcripts + toolgen
            student, pruned = _cut(base_dir, work, healed_on, drop_layers)
            healed, heal = _heal_here(student, base_dir, work, healed_on)
            pruned |= heal | {
                "heal_teacher_transcripts": len(transcripts),
                "heal_practice_tasks": PRACTICE_TASKS,
            }
        gguf, shape = _export(healed, work)
        _say("held-out suite: base, then pruned")
        base_suite = suite_figures(_copies(None, cores))
        pruned_suite = suite_figures(_copies(gguf, cores))
        _say(f"suite base {base_suite}, pruned {pruned_suite}")
        ((base_tok_s, base_bytes_s), (tok_s, bytes_s)), said = generation_speed(
            [base_gguf, gguf], threads=cores
        )
        _say(f"tok/s base {base_tok_s}, pruned {tok_s}; bytes/s {base_bytes_s}, {bytes_s}")
        # Without heal data here (a student healed elsewhere) the trims keep merges only.
        tradeoff = vocab_tradeoff(base_dir, healed_on, said)
        size, base_size = gguf.stat().st_size, base_gguf.stat().st_size
        scratch = _scratch(work, cores)
        total = time.perf_counter() - started
    kept = pruned_suite["suite"] / base_suite["suite"] if base_suite["suite"] else None
    return {
        "params": shape["params"],
        "base_params": _shape(base_dir)[0],
        "task_success": pruned_suite["suite"],
        "base_task_success": base_suite["suite"],
        "kept_share": None if kept is None else round(kept, 4),
        "general_success": pruned_suite["general"],
        "base_general_success": base_suite["general"],
        "tool_choice": pruned_suite["tool_choice"],
        "base_tool_choice": base_suite["tool_choice"],
        "tok_s": tok_s,
        "base_tok_s": base_tok_s,
        "speedup": round(tok_s / base_tok_s, 3),
        "bytes_s": bytes_s,
        "base_bytes_s": base_bytes_s,
        "text_speedup": round(bytes_s / base_bytes_s, 3),
        "size_bytes": size,
        "base_size_bytes": base_size,
        "quantization": "like the bundled GGUF (Q4_1, token embedding Q8_0)",
        "kv_heads": shape["kv_heads"],
        "intermediate_size": shape["intermediate_size"],
        **pruned,
        "speed_tokens": SPEED_TOKENS,
        "speed_threads": cores,
        "vocab_tradeoff": tradeoff,
        # Both speeds: a trimmed vocabulary must not earn its tokens/s by shorter tokens.
        "target_met": bool(
            kept is not None
            and kept >= 0.9
            and tok_s / base_tok_s >= 1.5
            and bytes_s / base_bytes_s >= 1.5
        ),
        **scratch,
        "bench_seconds": round(total, 1),
    }


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] != "prepare":
        sys.exit("usage: python -m bench.pruned prepare OUT_DIR [BLOCK_SIZE ...]")
    prepare_heal(
        Path(sys.argv[2]),
        Path.home() / ".cache" / "strop",
        drops=[int(n) for n in sys.argv[3:]] or (DROP_LAYERS,),
    )
