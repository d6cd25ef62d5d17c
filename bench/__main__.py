"""``python -m bench``: measure, then write the JSON files under ``bench/results/``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


def main(argv: Sequence[str] | None = None) -> int:
    from bench.meta import write_result
    from bench.runtime import runtime_benchmark
    from bench.tasks import tasks_benchmark
    from core.models.llamacpp import LlamaCppModel

    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument(
        "--only",
        choices=["runtime", "tasks", "learning", "ingest", "crash", "chat", "secrets", "injection"],
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
        path = write_result("runtime", runtime)
        print(f"{path}\n{json.dumps(runtime, indent=2)}")
    if args.only in (None, "tasks"):
        assert model is not None
        print("tasks: the whole suite on the base model", file=sys.stderr)
        tasks = tasks_benchmark(model)
        path = write_result("tasks_base", tasks)
        print(
            f"{path}\n{json.dumps({k: v for k, v in tasks.items() if k != 'failures'}, indent=2)}"
        )
    if args.only in (None, "learning"):
        from pathlib import Path

        from bench.learning import learning_benchmark

        print("learning: one strop demo cycle (collect, train, deploy, evaluate)", file=sys.stderr)
        learning = learning_benchmark(cache_dir=Path.home() / ".cache" / "strop")
        path = write_result("learning", learning)
        print(f"{path}\n{json.dumps(learning, indent=2)}")
    if args.only in (None, "ingest"):
        from bench.ingest import ingest_benchmark

        print("ingest: POST /api/events against strop serve; worker throughput", file=sys.stderr)
        ingest = ingest_benchmark(database_url=args.database_url)
        path = write_result("ingest", ingest)
        print(f"{path}\n{json.dumps(ingest, indent=2)}")
    if args.only in (None, "crash"):
        from bench.crash import crash_benchmark

        print("crash: kill -9 workers mid-run, count what was lost", file=sys.stderr)
        crash = crash_benchmark()
        path = write_result("crash", crash)
        print(f"{path}\n{json.dumps(crash, indent=2)}")
    if args.only in (None, "chat"):
        from bench.chat import chat_benchmark

        print("chat: each adapter against its fake platform", file=sys.stderr)
        chat = chat_benchmark()
        path = write_result("chat", chat)
        print(f"{path}\n{json.dumps(chat, indent=2)}")
    if args.only in (None, "secrets"):
        from bench.chat import secrets_benchmark

        print("secrets: a planted secret through each help-request flow", file=sys.stderr)
        leaks = secrets_benchmark()
        path = write_result("secrets", leaks)
        print(f"{path}\n{json.dumps(leaks, indent=2)}")
    if args.only in (None, "injection"):
        from bench.injection import injection_benchmark
        from core.models.llamacpp import LlamaCppModel as _Model

        print("injection: sanitiser rates, agent attacks with guardrails off/on", file=sys.stderr)
        injection = injection_benchmark(model or _Model())
        path = write_result("injection", injection)
        shown = {k: v for k, v in injection.items() if not k.startswith("runs_")}
        print(f"{path}\n{json.dumps(shown, indent=2)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
