"""A queue worker on a scripted model, for the queue benchmarks (no LLM time in the numbers).

``python -m bench.scripted_worker DATA_DIR REDIS_URL [--delay S] [--tool]`` runs
the same ``jobs.worker.serve`` as ``strop worker``; only the model differs.
With ``--tool`` each turn calls ``run_code`` once before answering, and
``--delay`` makes every model call take that long (so a kill lands mid-run).
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.agents.spec import AgentSpec
from core.models.scripted import ScriptedModel

__all__ = ["BENCH_AGENT", "scripted_model"]

BENCH_AGENT = AgentSpec(
    name="bencher",
    system_prompt="You answer.",
    tools=("run_code",),
    parameters={"max_steps": 3, "tool_choice_k": 0},
)


def scripted_model(*, delay_s: float = 0.0, tool: bool = False) -> ScriptedModel:
    """Answers every turn (after one ``run_code`` call when ``tool``), for any number of runs."""

    def reply(messages: Sequence[Any]) -> str:
        if tool and not messages[-1].content.startswith("Result of run_code"):
            return json.dumps({"tool": "run_code", "args": {"code": "print('step')"}})
        return json.dumps({"answer": "benchmark answer with a few words in it"})

    class Scripted(ScriptedModel):
        async def complete(self, messages: Sequence[Any], **kw: Any) -> Any:
            if delay_s:
                await asyncio.sleep(delay_s)
            return await super().complete(messages, **kw)

    return Scripted([reply] * 1_000_000, model_id="scripted:bench")


def main() -> None:
    from core.services import Services
    from core.settings import Settings
    from jobs.worker import serve

    parser = argparse.ArgumentParser(prog="python -m bench.scripted_worker")
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("redis_url")
    parser.add_argument("--delay", type=float, default=0.0)
    parser.add_argument("--tool", action="store_true")
    args = parser.parse_args()
    settings = Settings(_env_file=None, data_dir=args.data_dir, redis_url=args.redis_url)  # type: ignore[call-arg]
    services = Services(settings, model=scripted_model(delay_s=args.delay, tool=args.tool))
    asyncio.run(serve(settings, ctx={"services": services}))


if __name__ == "__main__":
    main()
