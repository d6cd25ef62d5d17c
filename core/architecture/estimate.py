"""What a spec costs and buys: parameters, expected speed, CPU minutes to build.

Decoding on a CPU is bound by the weights each token touches: every block's
attention and MLP matrices plus the output layer (``vocab x hidden``, fixed
whatever the depth, and a large share of a 135M model). The expected
tokens-per-second ratio against the base is the ratio of those counts.

Build time is counted in *base-forward units*: one forward pass of the base
model over a training batch. A distillation step is the teacher's forward
(one unit) plus the student's forward and backward (about three times its
own share); a step from scratch is the student's part alone. The seconds per
unit are measured by earlier builds on this machine (their proposal results)
and fall back to a declared figure measured once on a two-core CPU.
"""

from __future__ import annotations

import statistics
from dataclasses import asdict, dataclass
from typing import Any

from sqlalchemy import select

from core.architecture.allow import cpu_cap_s
from core.architecture.spec import ArchitectureSpec, BaseFigures, base_figures
from core.errors import ConfigurationError
from core.settings import Settings
from core.storage import ArchitectureProposal, Database

__all__ = [
    "DECLARED_UNIT_S",
    "Estimate",
    "check_cap",
    "compute_per_token",
    "estimate",
    "parameters",
    "work_per_step",
]

# Seconds of one base-forward unit (a batch of trainer.distill's default size, 4 chats of
# a few hundred tokens): a distillation step of an 18-layer prune (3.05 units) took 95 s on
# the development machine's two shared CPU cores. Replaced by measurements once builds ran.
DECLARED_UNIT_S = 31.0
BACKWARD_FACTOR = 3.0  # forward + backward of a student, in forwards
MEASURED_KEY = "seconds_per_unit"
# A trimmed vocabulary keeps the merges' tokens plus the byte alphabet, the special tokens
# and the training data's own tokens: 700 to 1,400 more on the task data measured.
TRIM_EXTRA_TOKENS = 1000
# Default batch sizes of trainer.distill and trainer.scratch: a unit is a distillation batch.
_BATCH = {"prune": 4, "scratch": 8}


@dataclass(frozen=True, slots=True)
class _Shape:
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    inter: int
    vocab: int
    tied: bool


def _shape(spec: ArchitectureSpec | None, base: BaseFigures) -> _Shape:
    if spec is None:
        return _Shape(
            base.layers,
            base.hidden_size,
            base.heads,
            base.kv_heads,
            base.head_dim,
            base.intermediate_size,
            base.vocab_size,
            base.tied_embeddings,
        )
    head_dim = base.head_dim if spec.kind == "prune" else spec.hidden_size // spec.heads
    vocab = base.vocab_size
    if spec.vocab == "trimmed":
        vocab = min(base.vocab_size, spec.vocab_merges + TRIM_EXTRA_TOKENS)
    return _Shape(
        spec.layers,
        spec.hidden_size,
        spec.heads,
        spec.kv_heads,
        head_dim,
        spec.intermediate_size,
        vocab,
        base.tied_embeddings,
    )


def _block_matrices(s: _Shape) -> int:
    attention = s.hidden * s.head_dim * (2 * s.heads + 2 * s.kv_heads)  # q, o; k, v
    return attention + 3 * s.hidden * s.inter  # gate, up, down


def parameters(spec: ArchitectureSpec | None, base: BaseFigures | None = None) -> int:
    """Parameters of ``spec`` (``None``: the base model), embeddings and norms included."""
    s = _shape(spec, base or base_figures())
    embeddings = s.vocab * s.hidden * (1 if s.tied else 2)
    return embeddings + s.layers * (_block_matrices(s) + 2 * s.hidden) + s.hidden


def compute_per_token(spec: ArchitectureSpec | None, base: BaseFigures | None = None) -> int:
    """Weights one decoded token multiplies through: every block, plus the output layer."""
    s = _shape(spec, base or base_figures())
    return s.layers * _block_matrices(s) + s.vocab * s.hidden


def work_per_step(spec: ArchitectureSpec, base: BaseFigures | None = None) -> float:
    """Base-forward units of one training step of ``spec`` (see the module docstring)."""
    figures = base or base_figures()
    student = compute_per_token(spec, figures) / compute_per_token(None, figures)
    teacher = 1.0 if spec.kind == "prune" else 0.0
    return (teacher + BACKWARD_FACTOR * student) * _BATCH[spec.kind] / _BATCH["prune"]


def _measured_unit_s(db: Database | None, limit: int = 5) -> tuple[float, int]:
    if db is None:
        return DECLARED_UNIT_S, 0
    with db.session() as s:
        results = s.scalars(
            select(ArchitectureProposal.result)
            .where(ArchitectureProposal.status.in_(("promoted", "rejected")))
            .order_by(ArchitectureProposal.id.desc())
            .limit(limit)
        ).all()
    units = [float(r[MEASURED_KEY]) for r in results if r and r.get(MEASURED_KEY)]
    if not units:
        return DECLARED_UNIT_S, 0
    return statistics.median(units), len(units)


@dataclass(frozen=True, slots=True)
class Estimate:
    params: int
    base_params: int
    tokens_per_s_ratio: float
    work_per_step: float
    seconds_per_step: float
    unit_source: str
    steps: int
    cpu_minutes: float
    cap_minutes: float

    @property
    def within_cap(self) -> bool:
        return self.cpu_minutes <= self.cap_minutes

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "within_cap": self.within_cap}


def estimate(
    spec: ArchitectureSpec,
    settings: Settings,
    *,
    db: Database | None = None,
    base: BaseFigures | None = None,
) -> Estimate:
    """Size, expected speed and build time of ``spec`` against the cap."""
    figures = base or base_figures()
    unit_s, measured = _measured_unit_s(db)
    work = work_per_step(spec, figures)
    per_step = unit_s * work
    return Estimate(
        params=parameters(spec, figures),
        base_params=parameters(None, figures),
        tokens_per_s_ratio=round(
            compute_per_token(None, figures) / compute_per_token(spec, figures), 3
        ),
        work_per_step=round(work, 4),
        seconds_per_step=round(per_step, 4),
        unit_source=f"measured by {measured} build(s)" if measured else "declared",
        steps=spec.steps,
        cpu_minutes=round(per_step * spec.steps / 60.0, 2),
        cap_minutes=round(cpu_cap_s(settings) / 60.0, 2),
    )


def check_cap(found: Estimate) -> Estimate:
    """Refuse a spec whose build would take longer than ``STROP_ARCH_CPU_MINUTES``."""
    if not found.within_cap:
        raise ConfigurationError(
            f"architecture change refused: about {found.cpu_minutes:g} CPU minutes "
            f"({found.steps} steps at {found.seconds_per_step:g} s) is over the cap of "
            f"{found.cap_minutes:g} (STROP_ARCH_CPU_MINUTES); ask for fewer steps"
        )
    return found
