"""Running a workflow: one step per job, the run's state in the database after every step.

A run keeps its pending steps as *tokens* in ``WorkflowRun.state``. A job
executes one token: it claims the token (a trail record, its attempt count
and, for an agent step, the step's own ``Run``) and runs the step outside any
transaction (both in ``core.workflows.steps``); this module then, in one
transaction, records the output, removes the token and adds the tokens of
the steps that follow. Whatever process dies, the database says where the
run stood:

- killed before the step finished: the token is still pending and its record
  ``running``; the job delivered again claims it as a further attempt (the
  agent run's cut attempt is marked ``interrupted``, its spans kept);
- killed after: the step is done and its successors are pending; completed
  steps are never run again, because a token that is no longer pending is
  skipped.

A step that keeps failing fails the run after ``MAX_STEP_ATTEMPTS`` with the
reason. The queue (``jobs``) turns a ``TokenResult`` into jobs; :func:`drive`
runs tokens in this process when there is no queue.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import func, select

from core.errors import NotFound, StropError
from core.services import Services
from core.storage import HelpRequest, Run, Workflow, WorkflowRun, WorkflowStepRecord
from core.storage.base import utcnow
from core.workflows.spec import StepSpec, WorkflowGraph, parse_graph, render
from core.workflows.steps import FINAL, Claim, ask_person, claim, run_step
from core.workflows.steps import holds as step_holds
from core.workflows.store import WorkflowService
from core.workflows.sweeps import fail_expired_steps, fail_lost_step, open_tokens

__all__ = [
    "FINAL",
    "MAX_STEP_ATTEMPTS",
    "TokenResult",
    "drive",
    "execute_token",
    "fail_expired_steps",
    "fail_lost_step",
    "open_tokens",
    "resume_human",
    "retry_delay_s",
    "start_run",
    "workflow_of_run",
]

logger = logging.getLogger(__name__)

MAX_STEP_ATTEMPTS = 3
_OUTPUT_CHARS = 20_000


def retry_delay_s(attempts: int) -> float:
    """Delay before a failed step's next attempt (inline runs): 2, 4, 8, ... up to 60 s."""
    return float(min(60, 2**attempts))


@dataclass(slots=True)
class TokenResult:
    """What one job did: ``done`` | ``retry`` | ``failed`` | ``waiting`` | ``skipped``."""

    status: str
    scheduled: list[str] = field(default_factory=list)
    attempts: int = 0
    error: str = ""


def start_run(
    services: Services,
    name: str,
    text: str,
    *,
    version: int | None = None,
    platform: str = "terminal",
    workspace: str = "",
    channel: str = "",
    thread: str = "",
    user: str = "",
) -> tuple[int, list[str]]:
    """Record a queued run of workflow ``name``; returns its id and the first token."""
    info = WorkflowService.of(services).get(name, version)
    if len(text) > services.settings.max_message_chars:
        raise StropError(
            f"the input is {len(text)} characters; at most {services.settings.max_message_chars}"
        )
    state: dict[str, Any] = {
        "graph": info.graph.as_dict(),
        "outputs": {},
        "counts": {},
        "loops": {},
        "joins": {},
        "pending": [{"token": "t1", "step": info.graph.first}],
        "next_token": 2,
    }
    with services.db.session() as s:
        wf_id = s.scalar(select(Workflow.id).where(Workflow.name == name))
        row = WorkflowRun(
            workflow_id=wf_id,
            workflow_name=name,
            version=info.version,
            version_id=info.version_id,
            status="queued",
            input=text,
            state=state,
            platform=platform,
            workspace=workspace,
            channel=channel,
            thread=thread,
            user=user,
        )
        s.add(row)
        s.flush()
        return row.id, ["t1"]


def workflow_of_run(services: Services, run_id: int) -> tuple[int, str] | None:
    """``(workflow run id, token)`` when ``run_id`` is a workflow step's run, else ``None``."""
    with services.db.session() as s:
        payload = s.scalar(select(Run.payload).where(Run.id == run_id))
    if not payload or "workflow_run" not in payload:
        return None
    return int(payload["workflow_run"]), str(payload["token"])


async def execute_token(
    services: Services, run_id: int, token: str, *, worker: str = ""
) -> TokenResult:
    """Run one pending step of workflow run ``run_id``; never raises for a failing step."""
    claimed = claim(services, run_id, token, worker)
    if isinstance(claimed, str):
        return TokenResult(claimed)
    if claimed.attempts > MAX_STEP_ATTEMPTS:
        return _fail(services, claimed, "", gave_up=True)
    if claimed.problem:
        return _fail(services, claimed, claimed.problem)
    if claimed.step.kind == "human":
        ask_person(services, claimed)
        return TokenResult("waiting", attempts=claimed.attempts)
    started = time.perf_counter()
    try:
        output, error, retryable = await run_step(services, claimed, worker)
    except StropError as exc:
        output, error, retryable = "", f"{type(exc).__name__}: {exc}", True
    except Exception as exc:  # a bug or the database went away: worth another try
        logger.exception("workflow run %s: step %s broke", run_id, claimed.step.id)
        output, error, retryable = "", f"{type(exc).__name__}: {exc}", True
    duration_ms = (time.perf_counter() - started) * 1000
    if error and retryable and claimed.attempts < MAX_STEP_ATTEMPTS:
        with services.db.session() as s:
            record = s.get(WorkflowStepRecord, claimed.record_id)
            if record is not None:
                record.status, record.error, record.duration_ms = "retrying", error, duration_ms
        return TokenResult("retry", attempts=claimed.attempts, error=error)
    if error:
        return _fail(services, claimed, error)
    scheduled = _complete(services, run_id, token, output[:_OUTPUT_CHARS], duration_ms)
    return TokenResult("done", scheduled, attempts=claimed.attempts)


def _fail(services: Services, claimed: Claim, error: str, *, gave_up: bool = False) -> TokenResult:
    now = utcnow()
    with services.db.session() as s:
        record = s.get(WorkflowStepRecord, claimed.record_id)
        run = s.get(WorkflowRun, claimed.run_id, with_for_update=True)
        if record is not None:
            if gave_up:
                error = record.error or "the step never finished"
                record.attempts = MAX_STEP_ATTEMPTS
            record.status, record.error, record.finished_at = "failed", error, now
        tries = min(claimed.attempts, MAX_STEP_ATTEMPTS)
        reason = (
            f"step {claimed.step.id!r} failed after {tries} attempt{'s' * (tries != 1)}: {error}"
        )
        if run is not None and run.status not in FINAL:
            run.status, run.error, run.finished_at = "failed", reason, now
    return TokenResult("failed", attempts=claimed.attempts, error=reason)


def _route(
    graph: WorkflowGraph, step: StepSpec, state: dict[str, Any], output: str, entry: dict[str, Any]
) -> tuple[str, list[str]]:
    """The step's recorded output and the steps that follow it, given the state."""
    outputs: dict[str, str] = state["outputs"]
    if step.kind == "condition":
        holds = step_holds(step, outputs.get(step.on, ""))
        return ("true" if holds else "false"), [step.then if holds else step.else_]
    if step.kind == "loop":
        jumps = int(state["loops"].get(step.id, 0))
        if jumps + 1 < step.max_iterations:
            state["loops"][step.id] = jumps + 1
            return f"again: iteration {jumps + 2} of at most {step.max_iterations}", [step.to]
        state["loops"][step.id] = 0
        return f"done after {jumps + 1} iteration(s)", [step.next] if step.next else []
    if step.kind == "parallel":
        return f"started {', '.join(step.branches)}", list(step.branches)
    if step.kind == "join":
        arrived = entry.get("arrived", [])
        text = "\n\n".join(f"[{b}] {outputs.get(b, '')}" for b in arrived)
        return text, [step.next] if step.next else []
    return output, [step.next] if step.next else []


def _complete(
    services: Services, run_id: int, token: str, output: str, duration_ms: float
) -> list[str]:
    """Record a finished step and queue what follows, in one transaction."""
    now = utcnow()
    with services.db.session() as s:
        run = s.get(WorkflowRun, run_id, with_for_update=True)
        if run is None or run.status in FINAL:
            return []
        state = copy.deepcopy(run.state)
        entry = next((p for p in state["pending"] if p["token"] == token), None)
        if entry is None:
            return []
        graph = parse_graph(state["graph"])
        step = graph.step(entry["step"])
        output, targets = _route(graph, step, state, output, entry)
        state["outputs"][step.id] = output
        state["counts"][step.id] = int(state["counts"].get(step.id, 0)) + 1
        state["last"] = step.id
        state["pending"].remove(entry)
        scheduled: list[str] = []
        for target in targets:
            new: dict[str, Any] | None = {"step": target}
            if graph.step(target).kind == "join":
                arrivals = [*state["joins"].get(target, []), step.id]
                owner = next(p for p in graph.steps if p.kind == "parallel" and p.join == target)
                if len(arrivals) < len(owner.branches):
                    state["joins"][target], new = arrivals, None
                else:
                    state["joins"][target] = []
                    new = {"step": target, "arrived": arrivals}
            if new is not None:
                new["token"] = f"t{state['next_token']}"
                state["next_token"] += 1
                state["pending"].append(new)
                scheduled.append(new["token"])
        record = s.scalar(
            select(WorkflowStepRecord).where(
                WorkflowStepRecord.workflow_run_id == run_id, WorkflowStepRecord.token == token
            )
        )
        if record is not None:
            record.status, record.output, record.error = "done", output, ""
            record.duration_ms, record.finished_at = duration_ms, now
        waiting = s.scalar(
            select(func.count(WorkflowStepRecord.id)).where(
                WorkflowStepRecord.workflow_run_id == run_id,
                WorkflowStepRecord.status == "waiting",
                WorkflowStepRecord.token != token,
            )
        )
        if not state["pending"]:
            run.status, run.finished_at = "done", now
            try:
                run.output = (
                    render(graph.output, run.input, state["outputs"]) if graph.output else output
                )
            except StropError as exc:
                run.status, run.error = "failed", f"the workflow's output: {exc}"
        else:
            run.status = "waiting_for_user" if waiting else "running"
        run.state = state
        return scheduled


def resume_human(services: Services, step_run_id: int) -> TokenResult:
    """Finish a human step whose help request was answered; its successors are returned."""
    found = workflow_of_run(services, step_run_id)
    if found is None:
        raise NotFound(f"run {step_run_id} is not a workflow step")
    wf_id, token = found
    with services.db.session() as s:
        rows = list(
            s.scalars(
                select(HelpRequest)
                .where(HelpRequest.run_id == step_run_id)
                .order_by(HelpRequest.id)
            )
        )
        record = s.scalar(
            select(WorkflowStepRecord).where(
                WorkflowStepRecord.workflow_run_id == wf_id, WorkflowStepRecord.token == token
            )
        )
        wf = s.get(WorkflowRun, wf_id)
        if record is None or wf is None or record.status != "waiting":
            return TokenResult("skipped")
        if any(r.status == "pending" for r in rows) or not rows:
            return TokenResult("waiting")
        last = rows[-1]
        mode = parse_graph(wf.state["graph"]).step(record.step_id).mode
        step_run = s.get(Run, step_run_id)
        now = utcnow()
        if last.status != "answered" or last.extra.get("denied"):
            who = last.answered_by or "nobody"
            error = (
                f"step {record.step_id!r}: {who} declined"
                if last.status == "answered"
                else (f"step {record.step_id!r}: the request {last.status}")
            )
            record.status, record.error, record.finished_at = "failed", error, now
            if wf.status not in FINAL:
                wf.status, wf.error, wf.finished_at = "failed", error, now
            if step_run is not None:
                step_run.status, step_run.error, step_run.finished_at = "failed", error, now
            return TokenResult("failed", error=error)
        output = "approved" if mode == "approval" else last.answer
        if step_run is not None:
            step_run.status, step_run.output, step_run.finished_at = "done", output, now
        duration = (now - record.started_at).total_seconds() * 1000
    return TokenResult("done", _complete(services, wf_id, token, output, duration))


async def drive(
    services: Services, run_id: int, tokens: list[str], *, worker: str = "inline"
) -> str:
    """Run tokens (and all that follow) in this process; parallel branches run concurrently.

    Returns the run's status once nothing is left to run (``done``, ``failed``)
    or it waits for a person (``waiting_for_user``).
    """
    todo = list(tokens)
    while todo:
        results = await asyncio.gather(
            *(execute_token(services, run_id, t, worker=worker) for t in todo)
        )
        retry = [(t, r) for t, r in zip(todo, results, strict=True) if r.status == "retry"]
        todo = [t for r in results for t in r.scheduled] + [t for t, _ in retry]
        if retry:
            await asyncio.sleep(max(retry_delay_s(r.attempts) for _, r in retry))
    with services.db.session() as s:
        return str(s.scalar(select(WorkflowRun.status).where(WorkflowRun.id == run_id)))
