"""Tool use of the embedded model on generated held-out function families.

The same fixed held-out cases run through the real runtime: the base model
with constrained decoding (the grammar strop serves with; the ``*_base``
numbers) and without it (validate and re-ask, as for backends without
grammars), then the base with the bundled warm-start adapter, constrained
(``*_warm``), and that again with the runtime's lexical routing of the first
call switched off (``*_warm_unrouted``: the model's own choice of tool). The
task suite's held-out split and the general set run on the base and on the
warm-start adapter (``suite_*``, ``general_*``). Each side
gets fresh model copies, one llama.cpp instance per core, so none starts with
another's prompt cache.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from core.agents.spec import AgentSpec
from core.models.base import ModelClient
from core.toolgen import CaseResult, ToolUseReport, eval_cases, evaluate_tool_use
from core.toolgen.examples import DEFAULT_AGENT

__all__ = ["N_CASES", "SEED", "suite_figures", "tooluse_benchmark"]

# 6 per case kind: both sides together take about 6 minutes on 2 cores.
N_CASES = 36
SEED = 0


def _progress(result: CaseResult) -> None:
    mark = "ok  " if result.ok else "FAIL"
    print(f"  {mark} {result.case_id} {result.run_seconds:.1f}s", file=sys.stderr, flush=True)


def _copies(n: int, lora: Path | None = None) -> list[ModelClient]:
    from core.models.llamacpp import LlamaCppModel

    return [LlamaCppModel(n_threads=1, lora_path=lora) for _ in range(n)]


def suite_figures(models: list[ModelClient]) -> dict[str, float]:
    """Held-out task suite and general-set success of ``models`` (copies of one model)."""
    from core.improve.evaluate import evaluate_model
    from core.services import Services
    from core.settings import Settings

    with tempfile.TemporaryDirectory(prefix="strop-bench-suite-") as scratch:
        settings = Settings(_env_file=None, data_dir=Path(scratch))  # type: ignore[call-arg]
        services = Services(settings, model=models[0])
        try:
            agent = services.agents.get("assistant")
            evaluation = asyncio.run(evaluate_model(services, models, agent=agent))
        finally:
            services.close()
    m = evaluation.metrics
    return {"suite": m["success"], "general": m["general_success"], "tool_choice": m["tool_choice"]}


def _unrouted(agent: AgentSpec) -> AgentSpec:
    return dataclasses.replace(agent, parameters={**agent.parameters, "tool_route_margin": 0})


def _per_kind(report: ToolUseReport, suffix: str) -> dict[str, Any]:
    return {f"{kind}_{suffix}": v["rate"] for kind, v in report.by_kind.items()}


def tooluse_benchmark(
    *, n_cases: int = N_CASES, seed: int = SEED, workers: int | None = None, verbose: bool = True
) -> dict[str, Any]:
    """Run the held-out cases constrained, then unconstrained; the numbers of both."""
    cases = eval_cases(n_cases, seed=seed)
    copies = workers or max(os.cpu_count() or 1, 1)
    on_result = _progress if verbose else None
    reports: dict[bool, ToolUseReport] = {}
    for constrained in (True, False):
        if verbose:
            print(f"tooluse: constrained={constrained}", file=sys.stderr, flush=True)
        reports[constrained] = asyncio.run(
            evaluate_tool_use(_copies(copies), cases, constrained=constrained, on_result=on_result)
        )
    base, free = reports[True], reports[False]
    summary_base, summary_free = base.summary(), free.summary()
    return {
        **_figures(base, free, summary_base, summary_free, seed, copies),
        **_warm(cases, copies, on_result, verbose),
    }


def _warm(cases: list[Any], copies: int, on_result: Any, verbose: bool) -> dict[str, Any]:
    """The warm-start adapter's figures next to the base model's on the same items."""
    from core.models.warmstart import bundled_adapter

    adapter = bundled_adapter()
    if verbose:
        print("tooluse: task suite and general set, base model", file=sys.stderr, flush=True)
    base = suite_figures(_copies(copies))
    out: dict[str, Any] = {
        "suite_base": base["suite"],
        "general_base": base["general"],
        "suite_tool_choice_base": base["tool_choice"],
    }
    if adapter is None:
        return {**out, "warm_adapter": None}
    if verbose:
        print(f"tooluse: warm-start adapter {adapter.name}", file=sys.stderr, flush=True)
    report = asyncio.run(
        evaluate_tool_use(_copies(copies, adapter), cases, constrained=True, on_result=on_result)
    )
    summary = report.summary()
    # The model on its own: no lexical routing of the first call (tool_route_margin 0).
    unrouted = asyncio.run(
        evaluate_tool_use(
            _copies(copies, adapter),
            cases,
            constrained=True,
            agent=_unrouted(DEFAULT_AGENT),
            on_result=on_result,
        )
    ).summary()
    warm = suite_figures(_copies(copies, adapter))
    card_path = adapter.with_suffix(".json")
    card = json.loads(card_path.read_text(encoding="utf-8")) if card_path.is_file() else {}
    return {
        **out,
        "warm_adapter": adapter.name,
        "warm_adapter_mb": round(adapter.stat().st_size / 1e6, 2),
        "heldout_call_acc_warm": summary["call_accuracy"],
        "abstain_warm": summary["abstain_accuracy"],
        "ask_warm": summary["ask_accuracy"],
        "direct_warm": summary["direct_accuracy"],
        "pass_rate_warm": summary["pass_rate"],
        "valid_rate_warm": summary["valid_call_rate"],
        **_per_kind(report, "warm"),
        "heldout_call_acc_warm_unrouted": unrouted["call_accuracy"],
        "abstain_warm_unrouted": unrouted["abstain_accuracy"],
        "ask_warm_unrouted": unrouted["ask_accuracy"],
        "pass_rate_warm_unrouted": unrouted["pass_rate"],
        "suite_warm": warm["suite"],
        "general_warm": warm["general"],
        "suite_tool_choice_warm": warm["tool_choice"],
        "train_minutes": card.get("train_minutes"),
        "warm_total_minutes": card.get("total_minutes"),
        "failures_warm": report.failures(),
    }


def _figures(
    base: ToolUseReport,
    free: ToolUseReport,
    summary_base: dict[str, Any],
    summary_free: dict[str, Any],
    seed: int,
    copies: int,
) -> dict[str, Any]:
    return {
        "model": base.model,
        "n_cases": base.n_cases,
        "seed": seed,
        "workers": copies,
        "heldout_call_acc_base": summary_base["call_accuracy"],
        "abstain_base": summary_base["abstain_accuracy"],
        "ask_base": summary_base["ask_accuracy"],
        "direct_base": summary_base["direct_accuracy"],
        "pass_rate_base": summary_base["pass_rate"],
        **_per_kind(base, "base"),
        "valid_rate_constrained": summary_base["valid_call_rate"],
        "valid_rate_unconstrained": summary_free["valid_call_rate"],
        "call_attempts_constrained": summary_base["call_attempts"],
        "call_attempts_unconstrained": summary_free["call_attempts"],
        "malformed_turns_unconstrained": summary_free["malformed_turns"],
        "latency_p50_constrained_s": summary_base["turn_p50_s"],
        "latency_p95_constrained_s": summary_base["turn_p95_s"],
        "latency_p50_unconstrained_s": summary_free["turn_p50_s"],
        "latency_p95_unconstrained_s": summary_free["turn_p95_s"],
        "run_p50_constrained_s": summary_base["run_p50_s"],
        "run_p50_unconstrained_s": summary_free["run_p50_s"],
        "heldout_call_acc_unconstrained": summary_free["call_accuracy"],
        "abstain_unconstrained": summary_free["abstain_accuracy"],
        "ask_unconstrained": summary_free["ask_accuracy"],
        "direct_unconstrained": summary_free["direct_accuracy"],
        **_per_kind(free, "unconstrained"),
        "failures_base": base.failures(),
        "failures_unconstrained": free.failures(),
    }
