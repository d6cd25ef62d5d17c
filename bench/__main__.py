"""``python -m bench``: measure, then write the JSON files under ``bench/results/``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


def _report(name: str, numbers: dict[str, Any], *, hide: str = "") -> None:
    """Write ``bench/results/NAME.json`` and print it (keys starting with ``hide`` left out)."""
    from bench.meta import write_result

    path = write_result(name, numbers)
    shown = {k: v for k, v in numbers.items() if not (hide and k.startswith(hide))}
    print(f"{path}\n{json.dumps(shown, indent=2)}")


def main(argv: Sequence[str] | None = None) -> int:
    from bench.runtime import runtime_benchmark
    from bench.tasks import tasks_benchmark
    from core.models.llamacpp import LlamaCppModel

    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument(
        "--only",
        choices=[
            "runtime",
            "tasks",
            "learning",
            "ingest",
            "crash",
            "chat",
            "secrets",
            "injection",
            "tooluse",
            "evolution",
            "meta",
            "pruned",
            "turnaround",
        ],
        help="run one benchmark",
    )
    parser.add_argument(
        "--database-url",
        help="ingest: a PostgreSQL database it may wipe (default: SQLite in a scratch dir)",
    )
    parser.add_argument("--tokens", type=int, default=128, help="tokens per speed run")
    parser.add_argument("--repeats", type=int, default=5, help="speed runs per side")
    args = parser.parse_args(argv)
    # One model for every measurement: the embedded base model with strop's defaults.
    model = LlamaCppModel() if args.only in (None, "runtime", "tasks") else None
    if args.only in (None, "runtime"):
        assert model is not None
        print("runtime: speed against raw llama.cpp, chat time to first token", file=sys.stderr)
        runtime = runtime_benchmark(model, tokens=args.tokens, repeats=args.repeats)
        _report("runtime", runtime)
    if args.only in (None, "tasks"):
        assert model is not None
        print("tasks: the whole suite on the base model", file=sys.stderr)
        tasks = tasks_benchmark(model)
        _report("tasks_base", tasks, hide="failures")
    if args.only in (None, "learning"):
        from pathlib import Path

        from bench.learning import learning_benchmark

        print("learning: one strop demo cycle (collect, train, deploy, evaluate)", file=sys.stderr)
        learning = learning_benchmark(cache_dir=Path.home() / ".cache" / "strop")
        _report("learning", learning)
    if args.only in (None, "ingest"):
        from bench.ingest import ingest_benchmark

        print("ingest: POST /api/events against strop serve; worker throughput", file=sys.stderr)
        ingest = ingest_benchmark(database_url=args.database_url)
        _report("ingest", ingest)
    if args.only in (None, "crash"):
        from bench.crash import crash_benchmark

        print("crash: kill -9 workers mid-run, count what was lost", file=sys.stderr)
        crash = crash_benchmark()
        _report("crash", crash)
    if args.only in (None, "chat"):
        from bench.chat import chat_benchmark

        print("chat: each adapter against its fake platform", file=sys.stderr)
        chat = chat_benchmark()
        _report("chat", chat)
    if args.only in (None, "secrets"):
        from bench.chat import secrets_benchmark

        print("secrets: a planted secret through each help-request flow", file=sys.stderr)
        leaks = secrets_benchmark()
        _report("secrets", leaks)
    if args.only in (None, "injection"):
        from bench.injection import injection_benchmark
        from core.models.llamacpp import LlamaCppModel as _Model

        print("injection: sanitiser rates, agent attacks with guardrails off/on", file=sys.stderr)
        injection = injection_benchmark(model or _Model())
        _report("injection", injection, hide="runs_")
    if args.only in (None, "tooluse"):
        from bench.tooluse import tooluse_benchmark

        print("tooluse: generated held-out tools, constrained and not", file=sys.stderr)
        tooluse = tooluse_benchmark()
        _report("tooluse", tooluse, hide="failures")
    if args.only in (None, "evolution"):
        from pathlib import Path

        from bench.evolution import evolution_benchmark

        print("evolution: prompt evolution vs weight training vs both, rated", file=sys.stderr)
        evolution = evolution_benchmark(cache_dir=Path.home() / ".cache" / "strop")
        _report("evolution", evolution)
    if args.only in (None, "meta"):
        from pathlib import Path

        from bench.policies import policy_benchmark

        print("meta: the decider against always-prompt and always-train", file=sys.stderr)
        meta = policy_benchmark(cache_dir=Path.home() / ".cache" / "strop")
        _report("meta", meta)
    if args.only in (None, "pruned"):
        from pathlib import Path

        from bench.pruned import pruned_benchmark

        print("pruned: a pruned, healed SmolLM2 and a tiny from-scratch model", file=sys.stderr)
        pruned = pruned_benchmark(cache_dir=Path.home() / ".cache" / "strop")
        _report("pruned", pruned, hide="scratch_failures")
    if args.only in (None, "turnaround"):
        from pathlib import Path

        from bench.turnaround import turnaround_benchmark

        print(
            "turnaround: ratings to a deployed adapter (data, train, export, swap)", file=sys.stderr
        )
        turnaround = turnaround_benchmark(
            cache_dir=Path.home() / ".cache" / "strop",
            say=lambda line: print(line, file=sys.stderr, flush=True),
        )
        _report("turnaround", turnaround)
    return 0


if __name__ == "__main__":
    sys.exit(main())
