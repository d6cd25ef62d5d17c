"""The allow-list of architecture changes (``STROP_ARCH_ALLOW``) and the compute cap.

Only changes that make the model smaller can be allowed at all: dropping
layers, dropping key/value head groups, narrowing the MLP, trimming the
vocabulary, or a small model from scratch for one tool. Widening, more layers or heads, or a new
vocabulary are named by :func:`changes` so a refusal can say what was asked,
but no setting can allow them: they would need more compute than the base and
could not be healed from its weights.
"""

from __future__ import annotations

from core.architecture.spec import ArchitectureSpec, BaseFigures, base_figures
from core.errors import ConfigurationError
from core.settings import Settings

__all__ = ["ALLOWABLE", "allowed_changes", "changes", "check_allowed", "cpu_cap_s"]

ALLOWABLE = ("drop_layers", "drop_heads", "shrink_mlp", "trim_vocab", "scratch_tool")
_NONE = "none"


def allowed_changes(settings: Settings) -> frozenset[str]:
    """What ``STROP_ARCH_ALLOW`` allows; an unknown kind is a configuration error."""
    raw = settings.arch_allow.strip()
    if raw.lower() == _NONE:
        return frozenset()
    kinds = {k.strip() for k in raw.split(",") if k.strip()}
    unknown = sorted(kinds - set(ALLOWABLE))
    if unknown:
        raise ConfigurationError(
            f"STROP_ARCH_ALLOW: {', '.join(unknown)} cannot be allowed; choose from "
            f"{', '.join(ALLOWABLE)} (or 'none')"
        )
    return frozenset(kinds)


def cpu_cap_s(settings: Settings) -> float:
    """The compute cap of one build, in seconds (``STROP_ARCH_CPU_MINUTES``)."""
    return float(settings.arch_cpu_minutes) * 60.0


def changes(spec: ArchitectureSpec, base: BaseFigures | None = None) -> set[str]:
    """The kinds of change ``spec`` makes to the base model, allowable or not."""
    figures = base or base_figures()
    if spec.kind == "scratch":
        found = {"scratch_tool"}
        bigger = (
            spec.hidden_size > figures.hidden_size
            or spec.intermediate_size > figures.intermediate_size
        )
        if bigger:
            found.add("widen")
        if spec.layers > figures.layers:
            found.add("more_layers")
        if spec.heads > figures.heads:
            found.add("more_heads")
    else:
        found = set()
        if spec.layers < figures.layers:
            found.add("drop_layers")
        if spec.kv_heads < figures.kv_heads:
            found.add("drop_heads")
        if spec.intermediate_size < figures.intermediate_size:
            found.add("shrink_mlp")
    if spec.vocab == "trimmed":
        found.add("trim_vocab")
    elif spec.vocab != "kept":
        found.add("new_vocabulary")
    return found


def check_allowed(
    spec: ArchitectureSpec, settings: Settings, base: BaseFigures | None = None
) -> set[str]:
    """The changes of ``spec``; a ``ConfigurationError`` names those not on the allow-list."""
    found = changes(spec, base)
    allowed = allowed_changes(settings)
    refused = sorted(found - allowed)
    if refused:
        never = [k for k in refused if k not in ALLOWABLE]
        why = (
            f"{', '.join(never)} can never be allowed (only changes that shrink the model can)"
            if never
            else f"STROP_ARCH_ALLOW allows {', '.join(sorted(allowed)) or 'no change'}"
        )
        raise ConfigurationError(
            f"architecture change refused: {', '.join(refused)} is not on the allow-list; {why}"
        )
    return found
