"""Runs the task suite against one agent and model, and aggregates the results.

Each task is a fresh conversation; the turns of a multi-turn task see each other
as ``ChatService`` would show them (the last two exchanges). Run the suite in a
data directory of its own: it ingests the handbook into the agent's ``docs``
collection and creates the custom tools there.
"""

from __future__ import annotations

import asyncio
import dataclasses
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.agents.spec import AgentSpec
from core.errors import ConfigurationError
from core.evals.checkers import check
from core.evals.fixtures import (
    CUSTOM_TOOL_EXAMPLES,
    CUSTOM_TOOLS,
    DOCS_COLLECTION,
    HANDBOOK,
    HANDBOOK_DESCRIPTION,
)
from core.evals.scope import fresh_stores
from core.evals.tasks import KINDS, Kind, Split, Task
from core.models.base import ChatMessage, ModelClient
from core.runtime.loop import AgentRunner, TurnResult
from core.runtime.prompt import answer_text
from core.services import Services
from core.tools.custom import CodeTool, make_code_tool, save_code_tool

__all__ = [
    "SuiteReport",
    "TaskResult",
    "ingest_handbook",
    "percentile",
    "prepare",
    "run_suite",
    "run_task",
    "with_custom_tools",
]

# Multi-turn tasks are memory round trips: the recall turn stands for a later
# conversation, so by default it does not see the first turn and must use the store.
_HISTORY_TURNS = 0


@dataclass(frozen=True, slots=True)
class TaskResult:
    """What happened on one task: the verdict and the measurements of its turns."""

    task_id: str
    kind: Kind
    split: Split
    ok: bool
    reasons: list[str]
    run_ids: list[int]
    turn_seconds: list[float]
    tool_calls: list[list[str]]
    answer: str
    valid_calls: int
    invalid_calls: int
    invalid_turns: int

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) with linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low, high = math.floor(rank), math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


@dataclass(frozen=True, slots=True)
class SuiteReport:
    """Per-task results of one suite run, with the aggregates computed from them."""

    agent: str
    model: str
    results: list[TaskResult] = field(default_factory=list)

    @property
    def n_tasks(self) -> int:
        return len(self.results)

    @property
    def success_rate(self) -> float:
        return sum(r.ok for r in self.results) / len(self.results) if self.results else 0.0

    @property
    def success_by_kind(self) -> dict[str, float]:
        rates: dict[str, float] = {}
        for kind in KINDS:
            done = [r.ok for r in self.results if r.kind == kind]
            if done:
                rates[kind] = sum(done) / len(done)
        return rates

    @property
    def valid_call_rate(self) -> float:
        """Valid tool calls over all attempts to act: valid calls, rejected calls
        (unknown tool, arguments that break the schema) and unreadable turns.
        1.0 when the agent never tried to call a tool."""
        valid = sum(r.valid_calls for r in self.results)
        bad = sum(r.invalid_calls + r.invalid_turns for r in self.results)
        return valid / (valid + bad) if valid + bad else 1.0

    @property
    def turn_seconds(self) -> list[float]:
        return [s for r in self.results for s in r.turn_seconds]

    @property
    def p50_turn_s(self) -> float:
        return percentile(self.turn_seconds, 50)

    @property
    def p95_turn_s(self) -> float:
        return percentile(self.turn_seconds, 95)

    def only(self, split: Split) -> SuiteReport:
        """The same report restricted to one split."""
        return SuiteReport(self.agent, self.model, [r for r in self.results if r.split == split])

    def summary(self) -> dict[str, Any]:
        """The aggregates as plain JSON-ready values."""
        return {
            "agent": self.agent,
            "model": self.model,
            "n_tasks": self.n_tasks,
            "success_rate": round(self.success_rate, 4),
            "success_by_kind": {k: round(v, 4) for k, v in self.success_by_kind.items()},
            "valid_call_rate": round(self.valid_call_rate, 4),
            "p50_turn_s": round(self.p50_turn_s, 3),
            "p95_turn_s": round(self.p95_turn_s, 3),
        }

    def as_dict(self) -> dict[str, Any]:
        return {**self.summary(), "tasks": [r.as_dict() for r in self.results]}


async def ingest_handbook(services: Services, agent: str) -> None:
    """Put the handbook into ``agent``'s ``docs`` collection through the real ``ingest_rag``,
    described as a team would describe it."""
    ctx = services.context(agent)
    await services.tools.get("create_rag_collection").call(
        {"name": DOCS_COLLECTION, "description": HANDBOOK_DESCRIPTION}, ctx
    )
    tool = services.tools.get("ingest_rag")
    for name, text in HANDBOOK.items():
        await tool.call(
            {"collection": DOCS_COLLECTION, "text": text, "source": f"handbook/{name}"}, ctx
        )


def _create_custom_tools(services: Services) -> None:
    for spec in CUSTOM_TOOLS:
        if spec.name in services.tools:
            existing = services.tools.get(spec.name)
            if isinstance(existing, CodeTool) and existing.code == spec.code:
                continue
            raise ConfigurationError(
                f"a different tool named {spec.name!r} exists; run the suite in a fresh data dir"
            )
        record = save_code_tool(
            services.db,
            name=spec.name,
            description=spec.description,
            input_schema=spec.input_schema,
            code=spec.code,
            created_by="strop-eval",
        )
        services.tools.add_tool(
            make_code_tool(record.name, record.description, record.input_schema, record.code)
        )


def with_custom_tools(agent: AgentSpec) -> AgentSpec:
    """``agent`` with the suite's custom tools enabled and one few-shot example for each."""
    names = tuple(t.name for t in CUSTOM_TOOLS if t.name not in agent.tools)
    examples = [*(agent.param("examples") or []), *CUSTOM_TOOL_EXAMPLES]
    # Not a stored version: its runs must not be credited to the base version.
    return dataclasses.replace(
        agent,
        tools=agent.tools + names,
        parameters={**agent.parameters, "examples": examples},
        version_id=None,
    )


async def prepare(services: Services, tasks: Sequence[Task], agent: AgentSpec) -> AgentSpec:
    """Set up what ``tasks`` need; returns the agent to use for custom-tool tasks."""
    needs = {setup for task in tasks for setup in task.setup}
    if "handbook" in needs:
        await ingest_handbook(services, agent.name)
    if "custom_tools" in needs:
        _create_custom_tools(services)
        return with_custom_tools(agent)
    return agent


async def run_task(
    runner: AgentRunner, agent: AgentSpec, task: Task, history_turns: int = _HISTORY_TURNS
) -> TaskResult:
    """Run one task's turns in a fresh conversation, with empty stores, and check the result."""
    history: list[ChatMessage] = []
    turns: list[TurnResult] = []
    with fresh_stores(runner.db, agent) as scoped:
        for text in task.turns:
            result = await runner.run(
                scoped,
                text,
                history=history[-2 * history_turns :] if history_turns else (),
                platform="eval",
                channel=task.id,
                user="strop-eval",
            )
            turns.append(result)
            if result.status == "done":
                history += [
                    ChatMessage("user", text),
                    ChatMessage("assistant", answer_text(result.output)),
                ]
    verdict = check(task, turns)
    return TaskResult(
        task_id=task.id,
        kind=task.kind,
        split=task.split,
        ok=verdict.ok,
        reasons=verdict.reasons,
        run_ids=[t.run_id for t in turns],
        turn_seconds=[round(t.duration_s, 3) for t in turns],
        tool_calls=[list(t.tool_calls) for t in turns],
        answer=turns[-1].output,
        valid_calls=sum(t.valid_calls for t in turns),
        invalid_calls=sum(t.invalid_calls for t in turns),
        invalid_turns=sum(t.invalid_turns for t in turns),
    )


async def run_suite(
    services: Services,
    tasks: Iterable[Task],
    *,
    agent_name: str = "assistant",
    agent: AgentSpec | None = None,
    on_result: Callable[[TaskResult], None] | None = None,
    history_turns: int = _HISTORY_TURNS,
    models: Sequence[ModelClient] = (),
) -> SuiteReport:
    """Run ``tasks`` one after another, each in a fresh conversation.

    The agent is ``agent`` if given, else ``agent_name`` from ``services.agents``.
    Custom-tool tasks run on :func:`with_custom_tools` of it. Later turns of a task
    see its last ``history_turns`` exchanges (0: each turn starts afresh, so a fact
    saved in turn one can only come back from the store). ``on_result`` is called
    after each task, for progress output. With several ``models`` (copies of one
    model, e.g. one llama.cpp instance per core) tasks run concurrently, one per model;
    the report keeps suite order.
    """
    base = agent or services.agents.get(agent_name)
    todo = list(tasks)
    tooled = await prepare(services, todo, base)
    clients = list(models) if models else [services.model]
    report = SuiteReport(agent=base.name, model=clients[0].model_id)
    queue = list(enumerate(todo))
    done: dict[int, TaskResult] = {}

    async def worker(runner: AgentRunner) -> None:
        while queue:
            index, task = queue.pop(0)
            spec = tooled if "custom_tools" in task.setup else base
            done[index] = await run_task(runner, spec, task, history_turns)
            if on_result is not None:
                on_result(done[index])

    await asyncio.gather(*(worker(services.runner(m)) for m in clients))
    report.results.extend(done[i] for i in sorted(done))
    return report
