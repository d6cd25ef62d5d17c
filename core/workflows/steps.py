"""Executing one step of a workflow run: claiming its token, then running the step.

:func:`claim` records, in one transaction, that a worker takes a pending
token (a trail record, its attempt count and, for an agent step, the step's
own ``Run``); :func:`run_step` then runs the step outside any transaction.
What happens next (recording the output, scheduling what follows) is the
engine's part (``core.workflows.engine``).

Secrets: ``{{secret:NAME}}`` in a tool step's arguments is filled from the
vault (the secrets of ``workflow-NAME``, see :func:`vault_scope`) only when
the tool is called. The trail keeps the placeholder; whatever the tool
returns or raises has every value it received replaced by its placeholder
before it is stored, posted or shown. Only placeholders the workflow's own
graph wrote are filled: one that arrives inside ``{{input}}`` or an earlier
step's output stays literal text, so a message or a model cannot make a step
send a secret somewhere its author did not put it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from sqlalchemy import func, select

from core.errors import NotFound, StropError, ToolError
from core.runtime.secrets import PLACEHOLDER, scrub, substitute
from core.services import Services
from core.storage import Attempt, HelpRequest, Run, WorkflowRun, WorkflowStepRecord
from core.storage.base import utcnow
from core.workflows.spec import StepSpec, parse_graph, render

__all__ = ["FINAL", "Claim", "ask_person", "claim", "holds", "run_step", "vault_scope"]

FINAL = ("done", "failed")


def vault_scope(workflow: str) -> str:
    """The vault owner whose secrets the tool steps of ``workflow`` may use."""
    return f"workflow-{workflow}"[:64]


@dataclass(frozen=True, slots=True)
class Claim:
    """A token taken by a worker: what its step needs to run."""

    run_id: int
    token: str
    record_id: int
    attempts: int
    workflow: str
    step: StepSpec
    rendered: dict[str, Any]
    step_run: int | None
    conversation: dict[str, str]
    text: str = ""
    outputs: dict[str, str] = field(default_factory=dict)
    problem: str = ""


def _render_step(step: StepSpec, text: str, outputs: dict[str, str]) -> dict[str, Any]:
    if step.kind in ("agent", "human"):
        return {"text": render(step.input, text, outputs)}
    if step.kind == "tool":
        return {"args": _render_value(step.args, text, outputs)}
    if step.kind == "condition":
        if step.on not in outputs:
            render(f"{{{{steps.{step.on}.output}}}}", text, outputs)  # raises, saying why
        return {"on": step.on, "op": step.op, "value": step.value}
    return {}


def _render_value(value: Any, text: str, outputs: dict[str, str], **kw: Any) -> Any:
    if isinstance(value, str):
        return render(value, text, outputs, **kw)
    if isinstance(value, dict):
        return {k: _render_value(v, text, outputs, **kw) for k, v in value.items()}
    if isinstance(value, list):
        return [_render_value(v, text, outputs, **kw) for v in value]
    return value


def claim(services: Services, run_id: int, token: str, worker: str) -> Claim | str:
    """Take ``token`` of run ``run_id``; ``"skipped"`` or ``"waiting"``: nothing to run."""
    now = utcnow()
    with services.db.session() as s:
        run = s.get(WorkflowRun, run_id, with_for_update=True)
        if run is None:
            raise NotFound(f"no workflow run {run_id}")
        entry = next((p for p in run.state.get("pending", []) if p["token"] == token), None)
        if run.status in FINAL or entry is None:
            return "skipped"
        step = parse_graph(run.state["graph"]).step(entry["step"])
        record = s.scalar(
            select(WorkflowStepRecord).where(
                WorkflowStepRecord.workflow_run_id == run_id, WorkflowStepRecord.token == token
            )
        )
        if record is None:
            seq = s.scalar(
                select(func.count(WorkflowStepRecord.id)).where(
                    WorkflowStepRecord.workflow_run_id == run_id
                )
            )
            record = WorkflowStepRecord(
                workflow_run_id=run_id,
                seq=(seq or 0) + 1,
                token=token,
                step_id=step.id,
                kind=step.kind,
                iteration=int(run.state.get("counts", {}).get(step.id, 0)) + 1,
                status="running",
                attempts=0,
            )
            s.add(record)
        if record.status == "waiting":
            return "waiting"  # a person answers it, not a job
        record.attempts += 1
        record.status = "running"
        if run.status == "queued":
            run.status = "running"
        run.started_at = run.started_at or now
        conv = {
            "platform": run.platform,
            "workspace": run.workspace,
            "channel": run.channel,
            "thread": run.thread,
            "user": run.user,
        }
        outputs = dict(run.state.get("outputs", {}))
        problem = ""
        rendered: dict[str, Any] = {}
        try:
            rendered = _render_step(step, run.input, outputs)
        except StropError as exc:
            problem = str(exc)
        record.input = rendered
        if step.kind == "agent" and record.run_id is None and not problem:
            agent_run = Run(
                agent_name=step.agent,
                input=rendered["text"],
                status="queued",
                payload={
                    "workflow_run": run_id,
                    "workflow": run.workflow_name,
                    "step": step.id,
                    "token": token,
                },
                **conv,
            )
            s.add(agent_run)
            s.flush()
            record.run_id = agent_run.id
        elif step.kind == "agent" and record.run_id is not None:
            for a in s.scalars(
                select(Attempt).where(Attempt.run_id == record.run_id, Attempt.status == "running")
            ):
                a.status, a.finished_at = "interrupted", now
                a.error = f"worker {worker or '?'} took over: the earlier one stopped mid-step"
        s.flush()
        return Claim(
            run_id=run_id,
            token=token,
            record_id=record.id,
            attempts=record.attempts,
            workflow=run.workflow_name,
            step=step,
            rendered=rendered,
            step_run=record.run_id,
            conversation=conv,
            text=run.input,
            outputs=outputs,
            problem=problem,
        )


async def _agent_step(services: Services, claimed: Claim, worker: str) -> tuple[str, str, bool]:
    step = claimed.step
    try:
        agent = services.agents.get(step.agent)
    except NotFound as exc:
        return "", str(exc), False
    conv = claimed.conversation
    model = services.route(agent.name, agent.model, key=f"{conv['platform']}:{conv['channel']}")
    result = await services.runner(model).run(
        agent, claimed.rendered["text"], run_id=claimed.step_run, worker=worker
    )
    if result.status == "done":
        return result.output, "", False
    if result.status == "waiting_for_user":
        return "", "an agent step cannot wait for a person; use a human step", False
    return "", result.error or "the agent run failed", True


def _secret_args(services: Services, claimed: Claim, internet: bool, used: dict[str, str]) -> Any:
    """The step's arguments, the graph's own secret placeholders filled (``used``: value->name)."""
    step, owner = claimed.step, vault_scope(claimed.workflow)
    # The checks on the graph's text: the secret exists and may go where the call goes.
    substitute(step.args, owner, services.vault, {}, internet=internet)

    def fill(placeholder: str) -> str:
        match = PLACEHOLDER.fullmatch(placeholder)
        if match is None:
            raise ToolError(f"{placeholder} is not a valid secret placeholder")
        value = services.vault.get(owner, match.group(1))
        used[value] = match.group(1)
        return value

    return _render_value(step.args, claimed.text, claimed.outputs, secret=fill)


async def _tool_step(services: Services, claimed: Claim) -> tuple[str, str, bool]:
    step = claimed.step
    try:
        tool = services.tools.get(step.tool)
    except StropError as exc:
        return "", str(exc), False
    ctx = services.context(vault_scope(claimed.workflow))
    used: dict[str, str] = {}
    args = claimed.rendered["args"]
    if PLACEHOLDER.search(json.dumps(step.args)):
        try:
            args = _secret_args(services, claimed, tool.internet, used)
        except StropError as exc:  # a missing secret or one not allowed here: no retry helps
            return "", scrub(str(exc), used), False
    try:
        value = await tool.call(args, ctx)
    except StropError as exc:
        return "", scrub(str(exc), used), True
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return scrub(text, used), "", False


async def run_step(services: Services, claimed: Claim, worker: str) -> tuple[str, str, bool]:
    """``(output, error, retryable)`` of an agent or tool step."""
    if claimed.step.kind == "agent":
        return await _agent_step(services, claimed, worker)
    if claimed.step.kind == "tool":
        return await _tool_step(services, claimed)
    return "", "", False  # condition, loop, parallel, join: the engine routes them


def ask_person(services: Services, claimed: Claim) -> None:
    """A waiting run with a help request for a human step (cards are shown by the chat)."""
    step, conv = claimed.step, claimed.conversation
    ttl = services.settings.help_request_ttl_s
    with services.db.session() as s:
        record = s.get(WorkflowStepRecord, claimed.record_id)
        assert record is not None
        if record.run_id is None:
            run = Run(
                agent_name=f"wf:{claimed.workflow}"[:64],
                input=claimed.rendered["text"],
                status="waiting_for_user",
                started_at=utcnow(),
                payload={
                    "workflow_run": claimed.run_id,
                    "workflow": claimed.workflow,
                    "step": step.id,
                    "token": claimed.token,
                    "conversation": {k: conv[k] for k in ("platform", "workspace", "channel")}
                    | {"thread": conv["thread"]},
                },
                **conv,
            )
            s.add(run)
            s.flush()
            s.add(
                HelpRequest(
                    run_id=run.id,
                    kind="confirmation" if step.mode == "approval" else "other",
                    message=claimed.rendered["text"][:2000],
                    extra={
                        "requester": conv["user"],
                        "agent": "",
                        "workflow_run": claimed.run_id,
                        "step": step.id,
                        "expires_at": (utcnow() + timedelta(seconds=ttl)).isoformat(),
                    },
                )
            )
            record.run_id = run.id
        record.status = "waiting"
        wf = s.get(WorkflowRun, claimed.run_id)
        if wf is not None and wf.status not in FINAL:
            wf.status = "waiting_for_user"


def holds(step: StepSpec, text: str) -> bool:
    """Whether condition ``step`` holds for ``text``."""
    if step.op == "contains":
        return step.value.lower() in text.lower()
    if step.op == "equals":
        return text.strip().lower() == step.value.strip().lower()
    return re.search(step.value, text) is not None
