"""``self_play``: the student tries tasks, an automatic checker keeps what worked.

For each task the student's greedy run is the baseline. Where it fails, the
student makes ``k`` more rollouts (the first greedy, the rest sampled), guided:
the first turn of each user message is constrained (by the decoding grammar,
not by any text in the prompt) to the tool the task calls for, or to a direct
answer, and a store argument to the stores that exist. The model still writes
the arguments and the answer itself and the task's
checker judges the whole rollout, so a guided rollout that passes is a real
success of the student. Its runs become SFT examples exactly as recorded (the
prompt holds no hint); winner vs. the failed greedy run of the same request
becomes a DPO pair.

A task that carries a reference solution (``Task.hint``: generated and train
tasks only, never held-out ones) makes its last rollout hinted: the arguments
of that first call are fixed to the reference by the grammar, the model writes
everything after the tool result, and the checker still judges. This is
rationalisation as in STaR (Zelikman et al., 2022): when the student cannot
find a solution (a range that stops one short, ``18 * 4350`` for 18%), it
learns from the one it is shown, and the example holds no trace of the hint.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.agents.spec import AgentSpec
from core.evals.checkers import check
from core.evals.scope import fresh_stores
from core.evals.suite import TaskResult, prepare, run_task
from core.evals.tasks import Task
from core.improve.conversations import run_conversation
from core.improve.sanitize import Sanitizer
from core.models.base import ModelClient
from core.runtime.loop import AgentRunner, TurnResult
from core.services import Services
from core.tools.stores import list_stores
from core.trajectories import get_run

__all__ = ["Rollout", "SelfPlayData", "guide_for", "self_play"]

Messages = list[dict[str, str]]


@dataclass(frozen=True, slots=True)
class Rollout:
    task_id: str
    guided: bool
    ok: bool
    reasons: list[str]
    run_ids: list[int]
    tool_calls: list[list[str]] = field(default_factory=list)
    hinted: bool = False


@dataclass(slots=True)
class SelfPlayData:
    sft: list[dict[str, Any]] = field(default_factory=list)
    dpo: list[dict[str, Any]] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    rollouts: list[Rollout] = field(default_factory=list)


def guide_for(task: Task) -> list[list[str]]:
    """Per user turn, what its first model turn is constrained to (empty: nothing)."""
    if task.forbid_tools:
        return [["answer"] for _ in task.turns]
    earlier = [name for spec in task.earlier_tools for name in spec.split("|")]
    final = [name for spec in task.expect_tools for name in spec.split("|")]
    return [earlier for _ in task.turns[:-1]] + [final]


async def _guided(
    runner: AgentRunner, agent: AgentSpec, task: Task, temperature: float, hinted: bool = False
) -> list[TurnResult]:
    turns: list[TurnResult] = []
    last = len(task.turns) - 1
    with fresh_stores(runner.db, agent) as scoped:
        for i, (text, guide) in enumerate(zip(task.turns, guide_for(task), strict=True)):
            # A recall may only look in a store that exists: the environment knows which.
            stores = [row["name"] for row in list_stores(runner.context(scoped, 0))]
            enums: dict[str, list[Any]] = (
                {"store": stores} if stores and guide != ["put_store_entry"] else {}
            )
            if hinted and i == last:
                enums.update({name: [value] for name, value in task.hint})
            params = {
                **scoped.parameters,
                "temperature": temperature,
                "first_step": guide,
                "first_step_enums": enums,
            }
            spec = dataclasses.replace(scoped, parameters=params, version_id=None)
            turns.append(
                await runner.run(spec, text, platform="self_play", channel=task.id, user="strop")
            )
    return turns


def _conversation(services: Services, run_id: int, sanitizer: Sanitizer) -> Messages | None:
    convo = run_conversation(get_run(services.db, run_id))
    return None if convo is None else list(sanitizer.value(convo))


def _split_prompt(convo: Messages) -> tuple[Messages, Messages]:
    for i, message in enumerate(convo):
        if i > 0 and message["role"] == "user":
            return convo[: i + 1], convo[i + 1 :]
    return convo[:1], convo[1:]


def _key(convo: Messages) -> str:
    return hashlib.sha256(json.dumps(convo, sort_keys=True).encode()).hexdigest()


async def self_play(
    services: Services,
    tasks: Sequence[Task],
    *,
    agent: AgentSpec,
    sanitizer: Sanitizer,
    models: Sequence[ModelClient] = (),
    k: int = 2,
    temperature: float = 0.7,
    greedy: dict[str, TaskResult] | None = None,
    on_rollout: Callable[[Rollout], None] | None = None,
) -> SelfPlayData:
    """Rollouts of ``tasks`` by the student, judged by each task's checker.

    ``greedy`` holds results of greedy runs already made (e.g. the ones people,
    or the demo's simulated raters, rated); missing tasks get a greedy run here.
    ``models`` are copies of the student that run rollouts concurrently.
    """
    clients = list(models) if models else [services.model]
    tooled = await prepare(services, tasks, agent)
    data = SelfPlayData()
    baseline: dict[str, Rollout] = {}
    winners: dict[str, list[Rollout]] = defaultdict(list)
    for task_id, result in (greedy or {}).items():
        baseline[task_id] = Rollout(
            task_id, False, result.ok, result.reasons, result.run_ids, result.tool_calls
        )
    # (task, None, _) is a greedy baseline run; (task, T, hinted) a guided rollout at
    # temperature T. The first guided rollout of a task is greedy too: the guidance alone
    # often suffices. A task with a reference solution makes its last one hinted (greedy).
    temps = [0.0] + [temperature] * (k - 1) if k > 0 else []

    def guided_jobs(task: Task) -> list[tuple[Task, float | None, bool]]:
        out: list[tuple[Task, float | None, bool]] = [(task, t, False) for t in temps]
        if out and task.hint:
            out[-1] = (task, 0.0, True)
        return out

    jobs: list[tuple[Task, float | None, bool]] = [
        (t, None, False) for t in tasks if t.id not in baseline
    ]

    def record(rollout: Rollout) -> None:
        data.rollouts.append(rollout)
        if on_rollout is not None:
            on_rollout(rollout)

    async def worker(runner: AgentRunner) -> None:
        while jobs:
            task, temp, hinted = jobs.pop(0)
            spec = tooled if "custom_tools" in task.setup else agent
            if temp is not None:
                turns = await _guided(runner, spec, task, temp, hinted)
                verdict = check(task, turns)
                rollout = Rollout(
                    task.id,
                    True,
                    verdict.ok,
                    verdict.reasons,
                    [t.run_id for t in turns],
                    [list(t.tool_calls) for t in turns],
                    hinted,
                )
                if rollout.ok:
                    winners[task.id].append(rollout)
            else:
                result = await run_task(runner, spec, task)
                rollout = Rollout(
                    task.id, False, result.ok, result.reasons, result.run_ids, result.tool_calls
                )
                baseline[task.id] = rollout
                if not rollout.ok:
                    jobs.extend(guided_jobs(task))
            record(rollout)

    runners = [services.runner(m) for m in clients]
    # Failed baselines given up front get their guided rollouts straight away.
    for task in tasks:
        if task.id in baseline and not baseline[task.id].ok:
            jobs.extend(guided_jobs(task))
    await asyncio.gather(*(worker(r) for r in runners))
    seen: set[str] = set()
    for task in tasks:
        base = baseline.get(task.id)
        passing = ([base] if base is not None and base.ok else []) + winners[task.id]
        for rollout in passing:
            for run_id in rollout.run_ids:
                convo = _conversation(services, run_id, sanitizer)
                if convo is None:
                    data.skipped["no model call"] += 1
                    continue
                if _key(convo) in seen:
                    data.skipped["duplicate"] += 1
                    continue
                seen.add(_key(convo))
                data.sft.append(
                    {
                        "messages": convo,
                        "provenance": {
                            "run_ids": [run_id],
                            "task": task.id,
                            "strategy": "self_play",
                            "guided": rollout.guided,
                            "hinted": rollout.hinted,
                        },
                    }
                )
        if base is None or base.ok:
            continue
        rejected_convo = _conversation(services, base.run_ids[-1], sanitizer)
        if rejected_convo is None:
            continue
        for rollout in winners[task.id]:
            chosen_convo = _conversation(services, rollout.run_ids[-1], sanitizer)
            if chosen_convo is None:
                continue
            prompt, chosen = _split_prompt(chosen_convo)
            rejected = _split_prompt(rejected_convo)[1]
            if chosen == rejected:
                data.skipped["identical pair"] += 1  # the last turn went the same way
                continue
            data.dpo.append(
                {
                    "prompt": prompt,
                    "chosen": chosen,
                    "rejected": rejected,
                    "provenance": {
                        "run_ids": [rollout.run_ids[-1], base.run_ids[-1]],
                        "task": task.id,
                        "strategy": "self_play",
                        "hinted": rollout.hinted,
                    },
                }
            )
    return data
