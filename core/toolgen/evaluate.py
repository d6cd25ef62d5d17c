"""Tool-use evaluation: generated cases run end to end through strop's real runtime.

Each :class:`~core.toolgen.examples.EvalCase` becomes one run of
``AgentRunner`` with a registry holding only the case's generated tools, and an
agent (:data:`~core.toolgen.examples.DEFAULT_AGENT`'s short prompt, no few-shot
examples) that is offered every shown tool. Calls really run (generated tools
compute their results) and the model answers after reading them.

The turns the runtime accepted (each call, then the answer) are scored with
``check_case``. A ``call`` or ``choose`` case judges the first turn only (the
runtime still lets the model answer after the call); a ``multi_step`` case
judges the call and the answer after it; the other kinds judge the first turn,
which must be an answer. ``constrained=False`` runs without a grammar: replies
are validated and re-asked, as for backends without grammar support.
"""

from __future__ import annotations

import asyncio
import dataclasses
import re
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.agents.spec import AgentSpec
from core.evals.checkers import CheckResult
from core.evals.suite import percentile
from core.models.base import ModelClient
from core.runtime.loop import AgentRunner, TurnResult
from core.runtime.prompt import answer_text, call_text
from core.storage import Database
from core.toolgen.cases import CALL_KINDS, CASE_KINDS, Case
from core.toolgen.checkers import check_case
from core.toolgen.examples import DEFAULT_AGENT, EvalCase
from core.toolgen.tools import registry_for
from core.tools.context import ToolContext
from core.trajectories import get_run

__all__ = [
    "CaseResult",
    "ToolUseReport",
    "eval_agent",
    "evaluate_tool_use",
    "judge_run",
    "run_case",
]

# A malformed turn counts as an attempt to call when it has a call's keys; otherwise
# it was an attempt to answer (e.g. an unterminated {"answer": ...}).
_CALL_KEYS = re.compile(r'"(tool|args|arguments|name|function)"\s*:')


@dataclass(frozen=True, slots=True)
class CaseResult:
    """One case's run: the verdict, the accepted turns, and what it cost.

    ``call_exact`` is set for call kinds: whether the first turn was the
    expected call (function and every argument value). ``malformed_call_turns``
    are unreadable turns that tried to call; ``malformed_turns`` all unreadable
    turns (re-asked by the runtime). ``error`` is the runtime's note on the run
    ("step limit reached"), kept apart from the checker's reasons.
    """

    case_id: str
    kind: str
    request: str
    ok: bool
    reasons: list[str]
    turns: list[str]
    call_exact: bool | None
    status: str
    error: str
    run_id: int
    run_seconds: float
    model_turn_seconds: list[float]
    valid_calls: int
    invalid_calls: int
    malformed_turns: int
    malformed_call_turns: int

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def _rate(flags: Sequence[bool]) -> float | None:
    return sum(flags) / len(flags) if flags else None


def _rounded(value: float | None, digits: int = 4) -> float | None:
    return None if value is None else round(value, digits)


@dataclass(frozen=True, slots=True)
class ToolUseReport:
    """Per-case results of one evaluation, with the aggregates computed from them.

    Rates over an empty group are ``None`` (nothing measured), never a guess.
    """

    model: str
    constrained: bool
    results: list[CaseResult] = field(default_factory=list)

    def _of(self, *kinds: str) -> list[CaseResult]:
        return [r for r in self.results if r.kind in kinds]

    @property
    def n_cases(self) -> int:
        return len(self.results)

    @property
    def call_accuracy(self) -> float | None:
        """Exact first calls over ``call``, ``choose`` and ``multi_step`` cases."""
        return _rate([bool(r.call_exact) for r in self._of(*CALL_KINDS)])

    @property
    def abstain_accuracy(self) -> float | None:
        return _rate([r.ok for r in self._of("no_fit")])

    @property
    def ask_accuracy(self) -> float | None:
        return _rate([r.ok for r in self._of("missing")])

    @property
    def direct_accuracy(self) -> float | None:
        return _rate([r.ok for r in self._of("no_tool")])

    @property
    def pass_rate(self) -> float | None:
        return _rate([r.ok for r in self.results])

    @property
    def by_kind(self) -> dict[str, dict[str, Any]]:
        """Per kind: how many cases, how many passed ``check_case``, and the rate."""
        out: dict[str, dict[str, Any]] = {}
        for kind in CASE_KINDS:
            done = self._of(kind)
            if done:
                passed = sum(r.ok for r in done)
                out[kind] = {"n": len(done), "passed": passed, "rate": round(passed / len(done), 4)}
        return out

    @property
    def call_attempts(self) -> int:
        """Model turns that tried to call: accepted calls, rejected calls, unreadable ones."""
        return sum(r.valid_calls + r.invalid_calls + r.malformed_call_turns for r in self.results)

    @property
    def valid_call_rate(self) -> float | None:
        """Well-formed calls of a shown tool with schema-valid arguments, over all
        turns that tried to call (``None`` when no turn tried)."""
        attempts = self.call_attempts
        valid = sum(r.valid_calls for r in self.results)
        return valid / attempts if attempts else None

    @property
    def model_turn_seconds(self) -> list[float]:
        return [s for r in self.results for s in r.model_turn_seconds]

    @property
    def run_seconds(self) -> list[float]:
        return [r.run_seconds for r in self.results]

    def failures(self) -> list[dict[str, Any]]:
        return [
            {
                "case": r.case_id,
                "kind": r.kind,
                "request": r.request,
                "reasons": r.reasons,
                "turns": r.turns,
                **({"run_error": r.error} if r.error else {}),
            }
            for r in self.results
            if not r.ok
        ]

    def summary(self) -> dict[str, Any]:
        """The aggregates as plain JSON-ready values."""
        turns, runs = self.model_turn_seconds, self.run_seconds
        return {
            "model": self.model,
            "constrained": self.constrained,
            "n_cases": self.n_cases,
            "call_accuracy": _rounded(self.call_accuracy),
            "abstain_accuracy": _rounded(self.abstain_accuracy),
            "ask_accuracy": _rounded(self.ask_accuracy),
            "direct_accuracy": _rounded(self.direct_accuracy),
            "pass_rate": _rounded(self.pass_rate),
            "valid_call_rate": _rounded(self.valid_call_rate),
            "call_attempts": self.call_attempts,
            "malformed_turns": sum(r.malformed_turns for r in self.results),
            "by_kind": self.by_kind,
            "model_turns": len(turns),
            "turn_p50_s": round(percentile(turns, 50), 3),
            "turn_p95_s": round(percentile(turns, 95), 3),
            "run_p50_s": round(percentile(runs, 50), 3),
            "run_p95_s": round(percentile(runs, 95), 3),
        }

    def as_dict(self) -> dict[str, Any]:
        return {**self.summary(), "cases": [r.as_dict() for r in self.results]}


def eval_agent(case: Case, agent: AgentSpec = DEFAULT_AGENT) -> AgentSpec:
    """The agent a case runs on: ``agent``'s prompt, exactly the case's tools, all of
    them offered (``tool_choice_k=0``) and no few-shot examples."""
    return dataclasses.replace(
        agent,
        tools=case.tools,
        parameters={**agent.parameters, "tool_choice_k": 0, "examples": []},
        version_id=None,
    )


def _accepted_turns(result: TurnResult) -> list[str]:
    """The turns the runtime acted on, as JSON: every call in order, then the answer.
    A run ends at its first answer, so calls always come before it."""
    turns = [
        call_text(name, arguments)
        for name, arguments in zip(result.tool_calls, result.call_arguments, strict=True)
    ]
    if result.status == "done":
        turns.append(answer_text(result.output))
    return turns


def _scored(case: Case, turns: list[str]) -> list[str]:
    """The turns ``check_case`` judges (see the module docstring)."""
    if case.kind == "multi_step":
        return turns
    return turns[:1]


def _model_turns(db: Database, run_id: int) -> tuple[list[float], list[str]]:
    """Seconds of each model call, and the texts of the turns that were unreadable."""
    spans = get_run(db, run_id)["attempts"][-1]["spans"]
    seconds = [s["duration_ms"] / 1000 for s in spans if s["kind"] == "llm_call"]
    malformed = [
        str((s["input"] or {}).get("text", ""))
        for s in spans
        if s["kind"] == "reasoning" and s["name"] == "format_error"
    ]
    return seconds, malformed


def judge_run(case: Case, result: TurnResult) -> CheckResult:
    """``check_case``'s verdict on the turns the runtime accepted in ``result``."""
    return check_case(case, _scored(case, _accepted_turns(result)))


async def run_case(
    runner: AgentRunner, item: EvalCase, *, agent: AgentSpec = DEFAULT_AGENT
) -> CaseResult:
    """Run one case through ``runner`` (whose registry holds the case's tools) and check it."""
    case = item.case
    result = await runner.run(
        eval_agent(case, agent), case.request, platform="eval", channel=case.id, user="toolgen"
    )
    turns = _accepted_turns(result)
    verdict = judge_run(case, result)
    call_exact: bool | None = None
    if case.kind in CALL_KINDS:
        as_call = dataclasses.replace(case, kind="call")
        call_exact = check_case(as_call, turns[:1]).ok
    seconds, malformed = _model_turns(runner.db, result.run_id)
    return CaseResult(
        case_id=case.id,
        kind=case.kind,
        request=case.request,
        ok=verdict.ok,
        reasons=list(verdict.reasons),
        turns=turns,
        call_exact=call_exact,
        status=result.status,
        error=result.error,
        run_id=result.run_id,
        run_seconds=round(result.duration_s, 3),
        model_turn_seconds=[round(s, 3) for s in seconds],
        valid_calls=result.valid_calls,
        invalid_calls=result.invalid_calls,
        malformed_turns=len(malformed),
        malformed_call_turns=sum(bool(_CALL_KEYS.search(t)) for t in malformed),
    )


def _runner(
    model: ModelClient, item: EvalCase, db: Database, data_dir: Path, *, constrained: bool
) -> AgentRunner:
    def context(agent: str, run_id: int) -> ToolContext:
        return ToolContext(agent=agent, db=db, data_dir=data_dir, run_id=run_id)

    return AgentRunner(
        model=model,
        tools=registry_for(item.case.tools),
        db=db,
        context_factory=context,
        constrained=constrained,
    )


async def evaluate_tool_use(
    models: ModelClient | Sequence[ModelClient],
    cases: Sequence[EvalCase],
    *,
    constrained: bool = True,
    workers: int | None = None,
    agent: AgentSpec = DEFAULT_AGENT,
    db: Database | None = None,
    data_dir: Path | None = None,
    on_result: Callable[[CaseResult], None] | None = None,
) -> ToolUseReport:
    """Run ``cases`` through the runtime and score each; the report keeps case order.

    ``models`` is one model or several copies of it (e.g. one llama.cpp instance
    per core); ``workers`` cases run at once, each worker on its own copy
    (default: one worker per copy). Runs are recorded in ``db`` (default: a
    scratch SQLite database, removed afterwards). ``on_result`` is called after
    each case, for progress output.
    """
    clients = [models] if isinstance(models, ModelClient) else list(models)
    if not clients:
        raise ValueError("evaluate_tool_use needs at least one model")
    count = len(clients) if workers is None else workers
    if not 1 <= count <= len(clients):
        raise ValueError(
            f"workers={count} needs as many model copies (one per worker), got {len(clients)}"
        )
    if db is None:
        with tempfile.TemporaryDirectory(prefix="strop-tooluse-") as tmp:
            scratch = Database(url=f"sqlite:///{Path(tmp) / 'tooluse.db'}")
            scratch.migrate()
            try:
                return await evaluate_tool_use(
                    clients,
                    cases,
                    constrained=constrained,
                    workers=count,
                    agent=agent,
                    db=scratch,
                    data_dir=data_dir or Path(tmp),
                    on_result=on_result,
                )
            finally:
                scratch.dispose()
    where = data_dir or Path(tempfile.gettempdir())
    queue = list(enumerate(cases))
    done: dict[int, CaseResult] = {}

    async def worker(model: ModelClient) -> None:
        while queue:
            index, item = queue.pop(0)
            runner = _runner(model, item, db, where, constrained=constrained)
            done[index] = await run_case(runner, item, agent=agent)
            if on_result is not None:
                on_result(done[index])

    await asyncio.gather(*(worker(m) for m in clients[:count]))
    return ToolUseReport(
        model=clients[0].model_id,
        constrained=constrained,
        results=[done[i] for i in sorted(done)],
    )
