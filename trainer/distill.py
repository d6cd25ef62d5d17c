"""Healing a pruned model by distillation from the model it was cut from.

A full fine-tune of the student (every weight) towards the teacher's token
distributions on the task conversations: the KL divergence between the
softened distributions at temperature ``T`` (Hinton et al. 2015), on every
token of the rendered chat, not only the assistant's. The student reads the
same prompts at run time, and matching the teacher everywhere gives ~10x more
signal per example than the assistant turns alone. ``lm_weight`` mixes in the
plain next-token loss on the assistant tokens, the gold replies. A student
with a trimmed vocabulary (``trainer.vocab_trim``) matches the teacher's
distribution renormalised over the tokens it kept.

``max_seconds`` is a hard cap on the whole call before the checkpoint is
written (loading included): a step that would end past it is not started.
The compute cap of an architecture build is enforced through it.

With ``lora`` only a LoRA adapter on the student's linear layers is trained
and written (a PEFT adapter directory): small enough to carry away from the
machine that trained it and merge into the same student elsewhere
(``trainer.prune_recipe``). Both models run on the CUDA GPU when there is one
(bf16 autocast), else on the CPU.

With ``quantized`` every decoder-layer matrix trains through its Q4_1
rounding and is saved rounded (``trainer.fake_quant``): a student that will be
quantized like the bundled Q4_1 model then loses nothing to it.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import torch
import torch.nn.functional as F
from peft import get_peft_model
from transformers import AutoTokenizer, LlamaForCausalLM, PreTrainedModel

from core.errors import ConfigurationError
from trainer._atomic import publish_dir
from trainer._chat_batches import Batch, batches, encode_conversations, in_order, pad_id
from trainer.accel import LoraSpec, cpu_bf16, lora_config
from trainer.fake_quant import bake, train_quantized
from trainer.records import copy_records
from trainer.vocab_trim import source_ids

__all__ = ["DistillReport", "StepHook", "distill", "lr_at", "train_device"]

StepHook = Callable[[int, float], None]
StopReason = Literal["steps", "time"]


@dataclass(frozen=True, slots=True)
class DistillReport:
    """How a distillation (or from-scratch) run went: steps done, time, loss at both ends."""

    steps: int
    seconds: float
    loss_first: float
    loss_last: float
    stopped_by: StopReason
    # The loss on conversations it did not train on, before and after (when it was given some).
    held_out_before: float | None = None
    held_out_after: float | None = None


def lr_at(step: int, *, max_steps: int, peak: float, warmup: int = 10) -> float:
    """Linear warm-up over ``warmup`` steps, then cosine decay to a tenth of ``peak``."""
    if step < warmup:
        return peak * (step + 1) / warmup
    progress = min((step - warmup) / max(max_steps - warmup, 1), 1.0)
    return peak * (0.1 + 0.9 * 0.5 * (1.0 + math.cos(math.pi * progress)))


def train_device() -> torch.device:
    """The CUDA GPU when there is one, else the CPU."""
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def _on(batch: Batch, device: torch.device) -> Batch:
    if device.type == "cpu":
        return batch
    return Batch(
        batch.input_ids.to(device),
        batch.attention_mask.to(device),
        batch.assistant_mask.to(device),
    )


def _teacher_logits(
    teacher: PreTrainedModel, batch: Batch, rows: torch.Tensor | None
) -> torch.Tensor:
    """The teacher's logits on the batch; with ``rows``, on those tokens of its vocabulary only.

    ``rows[i]`` is the teacher's id of the student's token ``i`` (a student with a
    trimmed vocabulary): the teacher reads the same text and its distribution is
    taken over the student's tokens.
    """
    with torch.inference_mode():
        if rows is None:
            logits = teacher(input_ids=batch.input_ids, attention_mask=batch.attention_mask).logits
        else:
            hidden = teacher.model(
                input_ids=rows[batch.input_ids], attention_mask=batch.attention_mask
            ).last_hidden_state
            head: torch.nn.Linear = teacher.get_output_embeddings()  # type: ignore[no-untyped-call]
            logits = F.linear(hidden, head.weight[rows])
    out: torch.Tensor = logits.clone()  # inference tensors cannot enter autograd
    return out


def _loss(
    student: PreTrainedModel,
    teacher: PreTrainedModel,
    batch: Batch,
    *,
    temperature: float,
    lm_weight: float,
    rows: torch.Tensor | None = None,
) -> torch.Tensor:
    target = _teacher_logits(teacher, batch, rows)
    logits = student(input_ids=batch.input_ids, attention_mask=batch.attention_mask).logits
    # Position t predicts token t+1; the last position of each row predicts nothing.
    valid = batch.attention_mask[:, 1:].bool()
    s = logits[:, :-1][valid].float() / temperature
    t = target[:, :-1][valid].float() / temperature
    kl = F.kl_div(F.log_softmax(s, -1), F.log_softmax(t, -1), log_target=True, reduction="none")
    loss = kl.sum(-1).mean() * temperature**2
    if lm_weight > 0:
        said = batch.assistant_mask[:, 1:] & valid
        if bool(said.any()):
            lm = F.cross_entropy(logits[:, :-1][said].float(), batch.input_ids[:, 1:][said])
            loss = loss + lm_weight * lm
    return loss


def _student_rows(
    student_dir: Path, student: PreTrainedModel, teacher: PreTrainedModel
) -> torch.Tensor | None:
    """The teacher's id of each student token, or None when both share one vocabulary."""
    ids = source_ids(student_dir)
    student_size = int(student.config.vocab_size)
    teacher_size = int(teacher.config.vocab_size)
    if ids is None:
        if student_size != teacher_size:
            raise ConfigurationError("student and teacher must share a vocabulary")
        return None
    if len(ids) != student_size or max(ids) >= teacher_size:
        raise ConfigurationError(
            "the student's trimmed vocabulary does not come from the teacher's "
            f"({len(ids)} tokens up to id {max(ids)}; the teacher has {teacher_size})"
        )
    return torch.tensor(ids, dtype=torch.long)


def distill(
    student_dir: Path,
    teacher_dir: Path,
    conversations: Sequence[Sequence[Mapping[str, str]]],
    out_dir: Path,
    *,
    max_steps: int,
    max_seconds: float | None = None,
    lr: float = 1e-4,
    temperature: float = 2.0,
    batch_size: int = 4,
    seed: int = 0,
    hook: StepHook | None = None,
    lm_weight: float = 0.0,
    max_length: int = 512,
    weight_decay: float = 0.0,
    lora: LoraSpec | None = None,
    held_out: Sequence[Sequence[Mapping[str, str]]] = (),
    lr_by_time: bool = False,
    quantized: bool = False,
) -> DistillReport:
    """Fine-tune the checkpoint in ``student_dir`` to match ``teacher_dir`` on ``conversations``.

    Stops after ``max_steps`` optimizer steps or before ``max_seconds`` would be
    exceeded, whichever comes first; ``hook(step, loss)`` is called after each
    step. The healed checkpoint (with ``lora``, the adapter), with the student's
    tokenizer, replaces ``out_dir``. With ``held_out`` conversations the loss on
    them is measured before and after training. With ``quantized`` the student
    trains through, and is saved at, the Q4_1 rounding of its layers' matrices.
    """
    start = time.perf_counter()
    if quantized and lora is not None:
        raise ConfigurationError("quantization-aware healing trains every weight, not a LoRA")
    if max_steps < 1:
        raise ConfigurationError(f"max_steps must be at least 1, got {max_steps}")
    if temperature <= 0:
        raise ConfigurationError(f"temperature must be positive, got {temperature}")
    torch.manual_seed(seed)
    device = train_device()
    student: PreTrainedModel = LlamaForCausalLM.from_pretrained(student_dir, dtype=torch.float32)
    teacher = LlamaForCausalLM.from_pretrained(teacher_dir, dtype=torch.float32)
    rows = _student_rows(student_dir, student, teacher)
    if lora is not None:
        student = get_peft_model(student, lora_config(lora))  # type: ignore[assignment]
    if quantized:
        train_quantized(student)
    student.to(device)  # type: ignore[arg-type]
    teacher.to(device)  # type: ignore[arg-type]
    rows = None if rows is None else rows.to(device)
    teacher.train(False)  # eval mode
    student.train()
    tokenizer = AutoTokenizer.from_pretrained(student_dir)
    encoded = encode_conversations(tokenizer, conversations, max_length=max_length)
    padding = pad_id(tokenizer)
    trained = [p for p in student.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trained, lr=lr, weight_decay=weight_decay)
    stream = batches(encoded, batch_size=batch_size, pad_id=padding, seed=seed)

    def step_loss(batch: Batch) -> torch.Tensor:
        return _loss(
            student,
            teacher,
            _on(batch, device),
            temperature=temperature,
            lm_weight=lm_weight,
            rows=rows,
        )

    checked = encode_conversations(tokenizer, held_out, max_length=max_length) if held_out else []

    def held_out_loss() -> float | None:
        if not checked:
            return None
        student.train(False)
        total = 0.0
        with torch.no_grad(), torch.autocast(device.type, torch.bfloat16, enabled=bf16):
            for batch in in_order(checked, batch_size=batch_size, pad_id=padding):
                total += float(step_loss(batch)) * batch.input_ids.shape[0]
        student.train()
        return round(total / len(checked), 4)

    bf16 = device.type == "cuda" or cpu_bf16()
    before = held_out_loss()

    report = run_steps(
        student,
        optimizer,
        stream,
        step_loss,
        max_steps=max_steps,
        max_seconds=max_seconds,
        lr=lr,
        start=start,
        hook=hook,
        # Where the CPU multiplies bf16 natively a healing step takes about a third less time.
        bf16=bf16,
        device_type=device.type,
        lr_by_time=lr_by_time,
    )
    report = dataclasses.replace(report, held_out_before=before, held_out_after=held_out_loss())
    student.train(False)  # eval mode
    student.to("cpu")  # type: ignore[arg-type]
    if quantized:
        bake(student)

    if lora is not None:
        student.to(torch.bfloat16)  # type: ignore[arg-type]  # the adapter is written in bf16: half the size to carry

    def save(tmp: Path) -> None:
        student.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        copy_records(student_dir, tmp)  # what it was cut from, which tokens it has

    publish_dir(out_dir, save, is_valid=lambda _d: False)
    return report


def run_steps(
    model: PreTrainedModel,
    optimizer: torch.optim.Optimizer,
    stream: Iterator[Batch],
    step_loss: Callable[[Batch], torch.Tensor],
    *,
    max_steps: int,
    max_seconds: float | None,
    lr: float,
    start: float,
    hook: StepHook | None,
    bf16: bool = False,
    device_type: str = "cpu",
    lr_by_time: bool = False,
) -> DistillReport:
    """The optimizer loop shared with ``trainer.scratch``, with its hard time cap.

    With ``bf16`` the losses are computed under bf16 autocast (weights, gradients and
    optimizer state stay fp32). With ``lr_by_time`` the learning-rate schedule
    advances with the time used of ``max_seconds`` as well as with the steps.

    The next step is started only if, at the slowest step time seen so far, it
    would end within ``max_seconds`` of ``start`` (the first one whenever the
    cap has not passed yet).
    """
    losses: list[float] = []
    slowest = 0.0
    stopped_by: StopReason = "steps"
    for step in range(max_steps):
        now = time.perf_counter()
        if max_seconds is not None and now - start + slowest > max_seconds:
            stopped_by = "time"
            break
        at = step
        if lr_by_time and max_seconds:
            # The schedule runs to whichever cap comes first: where time binds, the
            # learning rate still decays to its floor by the end.
            at = max(step, int(max_steps * (now - start) / max_seconds))
        for group in optimizer.param_groups:
            group["lr"] = lr_at(at, max_steps=max_steps, peak=lr)
        with torch.autocast(device_type, dtype=torch.bfloat16, enabled=bf16):
            loss = step_loss(next(stream))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()  # type: ignore[no-untyped-call]
        torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.requires_grad], 1.0)
        optimizer.step()
        value = float(loss.detach())
        if not math.isfinite(value):
            raise ConfigurationError(f"training diverged at step {step + 1} (loss {value})")
        losses.append(value)
        slowest = max(slowest, time.perf_counter() - now)
        if hook is not None:
            hook(step + 1, value)
    if not losses:
        # Not even one step fits: the cap is smaller than loading the models took.
        return DistillReport(0, time.perf_counter() - start, math.nan, math.nan, "time")
    return DistillReport(
        steps=len(losses),
        seconds=time.perf_counter() - start,
        loss_first=_mean(losses[: _window(losses)]),
        loss_last=_mean(losses[-_window(losses) :]),
        stopped_by=stopped_by,
    )


def _window(losses: Sequence[float]) -> int:
    """How many losses to average at each end: one batch is a noisy reading."""
    return max(1, min(5, len(losses) // 4))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)
