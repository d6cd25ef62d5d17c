"""The technique playbook's written entries (SPEC 6.9).

Each entry says what a technique is, when it pays off, what it costs, how it
interacts with the others, and which strop setting it corresponds to: a data
strategy of ``generate_training_data``, a stage or settings of the training
request, or something outside the training cycle (serving, prompts). The text
is the starting knowledge; what strop observes about each technique is added
to the stored entry by :func:`core.evolution.playbook.aggregate`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

__all__ = ["ENTRIES", "STRATEGY_TECHNIQUE", "Area", "Technique"]

Area = Literal["data", "training", "serving", "prompt", "loop"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Technique:
    """One playbook entry as written; ``stage``/``config_keys`` say which training settings
    the playbook may tune from evidence, ``strategies`` which data strategies it stands for."""

    name: str
    title: str
    what: str
    when: str
    downsides: str
    interactions: dict[str, str]
    area: Area
    maps_to: str
    strategies: tuple[str, ...] = ()
    stage: str = ""  # "sft" or "dpo": where config_keys live in the training config
    config_keys: tuple[str, ...] = ()
    default: bool = False  # used by the next cycle when there is no evidence either way
    # Part of every cycle (each trains a LoRA adapter with SFT): its record is every cycle's,
    # so it cannot tell this technique apart and never rules it out.
    required: bool = False
    available: bool = True  # False: strop cannot apply it today (the entry says why)
    extra: dict[str, Any] = field(default_factory=dict)

    def mapping(self) -> dict[str, Any]:
        """What the entry maps to, as stored in ``technique_entries.maps_to``."""
        return {
            "area": self.area,
            "setting": self.maps_to,
            "strategies": list(self.strategies),
            "stage": self.stage,
            "config_keys": list(self.config_keys),
            "default": self.default,
            "required": self.required,
            "available": self.available,
            **self.extra,
        }


_ENTRIES = (
    Technique(
        name="lora",
        title="LoRA adapters",
        what=(
            "Freeze the base model and learn a pair of small low-rank matrices beside each "
            "attention and MLP projection; only those are trained and shipped, as an adapter "
            "file a few megabytes large."
        ),
        when=(
            "Every strop training run: it trains on a CPU, the adapter is exported to GGUF and "
            "served beside the base, and an old version stays as a fallback. Raise the rank "
            "when the task is far from what the base already does; lower it when data is scarce."
        ),
        downsides=(
            "A low rank limits how much behaviour can change; a high rank with few examples "
            "memorises them. The learning rate that suits LoRA (about 1e-4 to 3e-4) is far "
            "higher than full fine-tuning's, so copying full-tuning settings undertrains."
        ),
        interactions={
            "sft": "SFT and DPO both train the LoRA matrices; sft+dpo continues one adapter.",
            "dora": "DoRA is a drop-in variant of the same adapter shape.",
            "quantisation": "the adapter is trained against an unquantised copy of the base; a "
            "heavily quantised serving base drifts from what it was trained on.",
            "multi_instance": "one adapter per instance makes cheap specialists on a shared base.",
        },
        area="training",
        maps_to="training config: sft.r, sft.alpha, sft.learning_rate (LoraSftConfig)",
        stage="sft",
        config_keys=("r", "alpha", "learning_rate"),
        default=True,
        required=True,
    ),
    Technique(
        name="dora",
        title="DoRA (weight-decomposed LoRA)",
        what=(
            "Split each adapted weight into a direction and a magnitude; LoRA learns the "
            "direction change and a separate vector learns the magnitude."
        ),
        when=(
            "When plain LoRA at a reasonable rank plateaus below what the data should allow; "
            "it often matches a higher LoRA rank at the same parameter count."
        ),
        downsides=(
            "Slower steps and more memory than LoRA. strop's GGUF export refuses use_dora "
            "adapters (llama.cpp applies only plain LoRA), so a DoRA run cannot be served today."
        ),
        interactions={
            "lora": "replaces LoRA; the rank and learning rate advice carries over.",
            "quantisation": "the magnitude vector is sensitive to a quantised base.",
        },
        area="training",
        maps_to="none: peft use_dora, refused by trainer.export_gguf",
        available=False,
    ),
    Technique(
        name="sft",
        title="Supervised fine-tuning",
        what=(
            "Train the model to reproduce good conversations token by token: runs people rated "
            "good, and bad runs rewritten with the correction a person gave."
        ),
        when=(
            "The base of every cycle: whenever there are good runs or corrections in scope. "
            "It teaches formats (tool-call JSON, answer style) fastest."
        ),
        downsides=(
            "Learns only from positives: it cannot say what to avoid. Narrow data makes the "
            "model forget other skills (watch the general set), and repeated near-identical "
            "examples make it parrot them."
        ),
        interactions={
            "dpo": "run SFT first; DPO from an SFT-ed adapter is far more stable.",
            "rise": "RISE chains are SFT examples with only the corrected turn trained.",
            "teacher_distillation": "teacher transcripts are SFT data too.",
            "self_play": "accepted self-play rollouts are SFT data.",
        },
        area="data",
        maps_to="generate_training_data strategies from_feedback, corrections; method sft",
        strategies=("from_feedback", "corrections"),
        stage="sft",
        default=True,
        required=True,
    ),
    Technique(
        name="dpo",
        title="Direct preference optimisation",
        what=(
            "Given pairs of a preferred and a rejected reply to the same prompt, raise the "
            "likelihood of the preferred one relative to the rejected, against a frozen "
            "reference; strop adds an SFT term on the chosen reply."
        ),
        when=(
            "When there are bad runs next to good ones for the same or similar requests, and "
            "the mistakes are choices (wrong tool, invented call) rather than missing knowledge."
        ),
        downsides=(
            "Few pairs overfit fast; plain DPO pushes down tokens both replies share (the call "
            "format) and a small model can stop calling tools, hence the SFT term. A high beta "
            "barely moves the model, a low one drifts."
        ),
        interactions={
            "sft": "trained after SFT on the same adapter (method sft+dpo).",
            "contrastive": "contrastive pairs are DPO data.",
            "self_play": "self-play winner vs failed greedy run gives pairs.",
        },
        area="training",
        maps_to="training method sft+dpo (the dpo stage); config dpo.beta, dpo.sft_weight",
        stage="dpo",
        config_keys=("beta", "sft_weight"),
        default=True,
    ),
    Technique(
        name="teacher_distillation",
        title="Teacher distillation",
        what=(
            "A stronger model, with the same tools, answers the requests in scope; its "
            "transcripts become training data for the small student."
        ),
        when=(
            "When the student fails at things a hosted model does well and there are few good "
            "runs to learn from; it needs a teacher model configured on the job."
        ),
        downsides=(
            "Costs hosted-model calls and sends requests outside; the student copies the "
            "teacher's style and mistakes and may imitate steps it cannot really perform."
        ),
        interactions={
            "sft": "its output is SFT data, filtered like any other.",
            "self_play": "cheaper alternative when a checker exists; combine for hard tasks.",
        },
        area="data",
        maps_to="generate_training_data strategy teacher (job.teacher must be set)",
        strategies=("teacher",),
        default=True,
        extra={"needs": "teacher"},
    ),
    Technique(
        name="rise",
        title="RISE (recursive introspection)",
        what=(
            "Train on chains of a failed attempt, the user's objection and a corrected attempt, "
            "learning only the corrected turn, so the model learns to fix an answer when told "
            "it is wrong."
        ),
        when=(
            "When people retry after a bad answer or write corrections in their ratings, and "
            "multi-turn repair matters more than a perfect first answer."
        ),
        downsides=(
            "Needs retries or correction notes, which are rarer than ratings; chains are long "
            "and use context; a poor correction teaches the wrong fix."
        ),
        interactions={
            "sft": "its examples are SFT examples with masked turns.",
            "critique_lessons": "both turn criticism into improvement: RISE in weights, "
            "lessons in the prompt.",
        },
        area="data",
        maps_to="generate_training_data strategy rise",
        strategies=("rise",),
        default=True,
    ),
    Technique(
        name="contrastive",
        title="Contrastive pairs across similar requests",
        what=(
            "Pair a bad run with good runs of requests close in meaning (sentence embeddings), "
            "not only the same text, and train on the pairs with DPO."
        ),
        when=(
            "When there are many ratings but people rarely repeat a request word for word, so "
            "exact-match pairing finds almost nothing."
        ),
        downsides=(
            "Similar is not identical: a pair whose requests differ in what they need teaches "
            "the wrong preference. Embedding all runs costs time."
        ),
        interactions={
            "dpo": "its pairs go to the dpo stage; pointless if DPO is switched off.",
            "sft": "its good runs also become SFT examples.",
        },
        area="data",
        maps_to="generate_training_data strategy contrastive",
        strategies=("contrastive",),
    ),
    Technique(
        name="self_play",
        title="Self-play with checkers",
        what=(
            "The student attempts tasks from the train split several times; an automatic "
            "checker keeps the rollouts that succeed, and winner vs failed attempt gives pairs."
        ),
        when=(
            "When tasks have checkable answers and there are few ratings; it makes data without "
            "people."
        ),
        downsides=(
            "Costs many model runs; learns only what the checkers measure, so it can overfit "
            "the task suite and drift away from what people ask."
        ),
        interactions={
            "dpo": "gives preference pairs as well as SFT data.",
            "teacher_distillation": "a teacher can solve what the student never does on its own.",
        },
        area="data",
        maps_to="generate_training_data strategy self_play",
        strategies=("self_play",),
    ),
    Technique(
        name="multi_instance",
        title="Specialist instances",
        what=(
            "Several model instances on the same base with different adapters, each bound to a "
            "tool, an agent or an A/B arm, with requests routed per instance."
        ),
        when=(
            "When one adapter trained on everything trades one skill for another, or when an "
            "A/B comparison of two candidates on live traffic is wanted."
        ),
        downsides=(
            "Each instance needs its own data and evaluation; routing mistakes send a request "
            "to the wrong specialist; more versions to keep and roll back."
        ),
        interactions={
            "lora": "cheap because every instance is only an adapter.",
            "sft": "each specialist is trained on a job scoped to its tool or agent.",
        },
        area="serving",
        maps_to="spawn_instance with tags tool:NAME / agent:NAME / ab:GROUP; job.instances",
    ),
    Technique(
        name="quantisation",
        title="Quantisation",
        what=(
            "Store weights in fewer bits (GGUF Q8_0, Q4_K_M, ...) so the model is smaller and "
            "faster on a CPU."
        ),
        when=(
            "When latency or memory limits serving; Q8 is close to lossless, 4-bit costs "
            "accuracy that matters most on small models."
        ),
        downsides=(
            "A small model loses more from low bit widths; an adapter trained on the full "
            "precision base behaves slightly differently on a quantised one."
        ),
        interactions={
            "lora": "train against the unquantised base, serve on the quantised one.",
            "dora": "more sensitive to quantisation than LoRA.",
        },
        area="serving",
        maps_to="the instance's base model spec (model_instances.base, a GGUF file)",
    ),
    Technique(
        name="prompt_evolution",
        title="Prompt evolution",
        what=(
            "Change the agent's system prompt or examples instead of the weights, one stated "
            "hypothesis at a time, as a new agent version whose effect is checked next cycle."
        ),
        when=(
            "When failures trace to instructions or missing examples, or when there is too "
            "little data to train; it takes effect immediately and is easy to undo."
        ),
        downsides=(
            "Longer prompts cost context and time on every request; a small model follows "
            "rules poorly, and several changes at once hide which one helped."
        ),
        interactions={
            "sft": "a trained behaviour no longer needs its prompt rule; keep them consistent.",
            "critique_lessons": "lessons are one kind of prompt change.",
        },
        area="prompt",
        maps_to="decide_optimization_target -> prompt; new agent version",
    ),
    Technique(
        name="critique_lessons",
        title="Self-critique lessons",
        what=(
            "Each finished run is critiqued (rule scores per dimension, optionally the model's "
            "judgement); a weakness recurring in at least three recent passing critiques of the "
            "same domain becomes a fixed remedy sentence in the prompt."
        ),
        when=(
            "When the same mistake repeats and can be stated as a rule; only with a baseline "
            "that switches injection off when it hurts."
        ),
        downsides=(
            "A wrong lesson applied everywhere is worse than none; lessons add prompt length "
            "and can contradict the system prompt."
        ),
        interactions={
            "prompt_evolution": "lessons are prompt changes with their own on/off baseline.",
            "rise": "both learn from criticism; RISE changes the weights.",
        },
        area="prompt",
        maps_to="STROP_CRITIQUE (rules|full|off); agent parameter quick (SPEC 6.10)",
    ),
    Technique(
        name="architecture_change",
        title="Architecture change from a spec",
        what=(
            "A different model rather than a different adapter: the serving model with layers, "
            "attention heads or MLP width removed and healed by distillation from itself, or a "
            "small model trained from scratch for one narrow tool."
        ),
        when=(
            "When the model is too slow for its traffic, or when failures persist after prompt "
            "changes and adapters on enough data; only with an administrator's approval."
        ),
        downsides=(
            "Costs the most CPU of any change; a pruned model loses some ability that healing "
            "may not bring back, and adapters of the old base do not fit the new one."
        ),
        interactions={
            "teacher_distillation": "healing is distillation, with the current model as teacher.",
            "quantisation": "stacks with it: the pruned model is quantised like the base.",
            "multi_instance": "a from-scratch tool model serves as that tool's specialist.",
        },
        area="serving",
        maps_to="propose_architecture(spec); STROP_ARCH_ALLOW, STROP_ARCH_CPU_MINUTES",
    ),
    Technique(
        name="wait_for_signal",
        title="Waiting for more signal",
        what=(
            "Change nothing this cycle: too few ratings or failures to tell a pattern from a "
            "bad day, so the next cycle decides on more evidence."
        ),
        when=(
            "When there are fewer ratings or failing runs in scope than any change needs to be "
            "checked against; it costs nothing and risks nothing."
        ),
        downsides=(
            "A real problem waits a cycle longer; waiting too long on a quiet scope means it "
            "is never improved."
        ),
        interactions={
            "prompt_evolution": "a prompt change on thin evidence is usually refuted later.",
            "lora": "training on a handful of runs memorises them.",
        },
        area="loop",
        maps_to="decide_optimization_target -> none",
    ),
    Technique(
        name="loop_health",
        title="Loop health reactions",
        what=(
            "Watch the improvement loop itself: roll back a promoted version people rate worse, "
            "and pause the schedule for an administrator's review when self-critique reward "
            "stays high while ratings fall (saturation) or outputs grow alike (collapse)."
        ),
        when=(
            "Whenever a job trains on a schedule: a loop that optimises its own critic or its "
            "own best answers drifts without anyone asking for it."
        ),
        downsides=(
            "A paused schedule trains nothing until someone answers; a rollback on a noisy "
            "week of ratings undoes a version that was fine."
        ),
        interactions={
            "critique_lessons": "saturation means the critic no longer tracks people.",
            "self_play": "training on its own answers is the usual way to collapse.",
            "multi_instance": "each instance's versions are watched and rolled back alone.",
        },
        area="loop",
        maps_to="core.health: LoopHealthEvent; the review card's options (SPEC 6.11)",
    ),
)

ENTRIES: MappingProxyType[str, Technique] = MappingProxyType({t.name: t for t in _ENTRIES})

# The data strategy -> the entry that stands for it. injection_negatives has no entry: it is
# a guardrail's data, not a technique the playbook chooses.
STRATEGY_TECHNIQUE: MappingProxyType[str, str] = MappingProxyType(
    {s: t.name for t in _ENTRIES for s in t.strategies}
)
