"""Tool use of the base embedded model on generated held-out function families.

The same fixed held-out cases run twice through the real runtime: with
constrained decoding (the grammar strop serves with; the ``*_base`` numbers)
and without it (validate and re-ask, as for backends without grammars). Each
side gets fresh model copies, one llama.cpp instance per core, so neither
starts with the other's prompt cache.
"""

from __future__ import annotations

import asyncio
import os
import sys
from typing import Any

from core.models.base import ModelClient
from core.toolgen import CaseResult, ToolUseReport, eval_cases, evaluate_tool_use

__all__ = ["N_CASES", "SEED", "tooluse_benchmark"]

# 6 per case kind: both sides together take about 6 minutes on 2 cores.
N_CASES = 36
SEED = 0


def _progress(result: CaseResult) -> None:
    mark = "ok  " if result.ok else "FAIL"
    print(f"  {mark} {result.case_id} {result.run_seconds:.1f}s", file=sys.stderr, flush=True)


def _copies(n: int) -> list[ModelClient]:
    from core.models.llamacpp import LlamaCppModel

    return [LlamaCppModel(n_threads=1) for _ in range(n)]


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
