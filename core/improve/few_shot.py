"""Puts back the few-shot turns a run's model saw, so training sees what serving shows.

The runtime shows the agent's example turns between the system prompt and the
conversation, and a tuned model is served with them too (``few_shot`` on by
default). Data generation works on conversations without them (their first user
message is the request); this step, run last, inserts each example's turns again
after its system message. In SFT rows they are marked ``"train": false``: the
model learns its own turns in that context, not to recite the examples.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from core.improve.conversations import last_model_call
from core.improve.sanitize import Sanitizer
from core.storage import Database
from core.trajectories import get_run

__all__ = ["run_few_shot", "with_few_shot"]

Message = dict[str, Any]
Row = dict[str, Any]
Messages = list[Message]


def run_few_shot(run: dict[str, Any]) -> list[Message]:
    """The example turns shown to the model in the run's last call ([] when none)."""
    last = last_model_call(run)
    if last is None:
        return []
    shown = last["input"]
    count = int(shown.get("example_messages", 0))
    return [
        {"role": str(m["role"]), "content": str(m["content"])}
        for m in shown["messages"][1 : 1 + count]
    ]


def _insert(messages: Sequence[Message], turns: list[Message], *, train_flag: bool) -> Messages:
    if not turns or not messages or messages[0]["role"] != "system":
        return list(messages)
    shown = [{**m, "train": False} if train_flag else dict(m) for m in turns]
    return [messages[0], *shown, *messages[1:]]


def with_few_shot(db: Database, rows: Iterable[Row], sanitizer: Sanitizer) -> list[Row]:
    """``rows`` (SFT ``messages`` or DPO ``prompt``) with their first run's example turns.

    The run is the first of ``provenance.run_ids`` (the chosen one of a pair);
    ``sanitizer`` is the one the rest of the data went through. Rows without a
    recorded run, or whose run showed no examples, are returned as they were.
    """
    cache: dict[int, list[Message]] = {}
    out: list[Row] = []
    for row in rows:
        run_ids = (row.get("provenance") or {}).get("run_ids") or []
        if not run_ids:
            out.append(row)
            continue
        run_id = int(run_ids[0])
        if run_id not in cache:
            cache[run_id] = list(sanitizer.value(run_few_shot(get_run(db, run_id))))
        turns = cache[run_id]
        if "messages" in row:
            out.append({**row, "messages": _insert(row["messages"], turns, train_flag=True)})
        elif "prompt" in row:
            out.append({**row, "prompt": _insert(row["prompt"], turns, train_flag=False)})
        else:
            out.append(row)
    return out
