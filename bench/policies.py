"""What deciding is worth: the decider against always-prompt and always-train (issue 8, Measure).

The three policies are arms of the evolution benchmark (:mod:`bench.evolution`)
on the same rated stream, the same held-out tasks and the same base model:

- ``always_prompt`` evolves the agent's prompt after every cycle;
- ``always_train`` trains a LoRA adapter on every rating so far after every cycle;
- ``decider`` asks :func:`~core.decide.decide_optimization_target` for the agent
  after every cycle and does what it says (an architecture change would need an
  administrator's approval, so in the benchmark it does nothing, like ``none``).

Per policy: held-out task success after the last improvement (``final_success``),
the CPU minutes its improvement steps took (``improve_cpu_minutes``: analysis,
planning, data, training; what the policy chooses to spend) and the whole arm's
(``cpu_minutes``: the stream and evaluations too, the same work for every
policy), and ``gain_per_cpu_minute``: held-out success points gained over the
first cycle per improvement CPU-minute (``None`` when it spent none).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from bench.evolution import DECIDER, EvolutionConfig, MakeModels, evolution_benchmark

__all__ = ["POLICIES", "policy_benchmark", "policy_figures"]

# policy -> the evolution benchmark's arm that carries it out
POLICIES: Mapping[str, str] = {
    "always_prompt": "prompt_only",
    "always_train": "weights_only",
    "decider": DECIDER,
}


def _points(value: float | None) -> float | None:
    return None if value is None else round(100 * value, 1)


def policy_figures(arm: Mapping[str, Any]) -> dict[str, Any]:
    """The comparison figures of one evolution-benchmark arm."""
    success = [s for s in arm["success"] if s is not None]
    first, final = (success[0], success[-1]) if success else (None, None)
    improve_s = float(sum(arm["improve_cpu_s"]))
    gain = None if first is None or final is None else 100 * (final - first)
    minutes = improve_s / 60
    return {
        "first_success": _points(first),
        "final_success": _points(final),
        "gain_points": None if gain is None else round(gain, 1),
        "improve_cpu_minutes": round(minutes, 2),
        "cpu_minutes": round(float(arm["cpu_s"]) / 60, 2),
        "gain_per_cpu_minute": round(gain / minutes, 3) if gain is not None and minutes else None,
        "branches": list(arm["branch"]),
        "success_per_cycle": [_points(s) for s in arm["success"]],
        "rating_per_cycle": list(arm["rating"]),
    }


def policy_benchmark(
    config: EvolutionConfig | None = None,
    *,
    cache_dir: Path | None = None,
    say: Callable[[str], None] | None = None,
    make_models: MakeModels | None = None,
) -> dict[str, Any]:
    """Run the three policies on one rated stream; figures per policy and the decisions."""
    config = config or EvolutionConfig(arms=tuple(POLICIES.values()))
    if set(config.arms) != set(POLICIES.values()):
        raise ValueError(f"the policy benchmark runs the arms {sorted(POLICIES.values())}")
    out = evolution_benchmark(config, cache_dir=cache_dir, say=say, make_models=make_models)
    arms = out["arms"]
    return {
        "policies": {policy: policy_figures(arms[arm]) for policy, arm in POLICIES.items()},
        "decisions": arms[DECIDER]["decision"],
        "cycles": out["cycles"],
        "tasks_per_cycle": out["tasks_per_cycle"],
        "heldout_tasks": out["heldout_tasks"],
        "success_measured_on": out["success_measured_on"],
        "rater": out["rater"],
        "cpu_measured_as": (
            "time.process_time() of the benchmark process (every llama.cpp and torch thread); "
            "improve_cpu_minutes: only the improvement step after each cycle"
        ),
        "gain_measured_as": (
            "held-out success points after the last cycle minus after the first, "
            "per improvement CPU-minute"
        ),
        "config": out["config"],
        "seconds": out["seconds"],
    }


if __name__ == "__main__":  # a quick look: python -m bench.policies
    quick = EvolutionConfig(cycles=2, stream=4, heldout=4, arms=tuple(POLICIES.values()))
    print(json.dumps(policy_benchmark(quick), indent=2))
