"""Workflows in chat: step outputs posted where the run started (drafts: ``design``).

Each finished step is posted as its own message (a reaction to it rates that
step); the run's last message carries the result (a reaction to it rates the
whole workflow run). Messages are posted from the database's trail, so it
works the same whether the steps ran in this process or on queue workers.
"""

from __future__ import annotations

import asyncio
import time

from sqlalchemy import select

from core.chat import ChatSurface, Conversation
from core.errors import NotFound
from core.help import HelpDesk
from core.services import Services
from core.storage import Run, WorkflowRun, WorkflowStepRecord
from core.workflows.engine import FINAL, workflow_of_run
from core.workflows.spec import parse_graph

__all__ = ["announce", "follow", "follow_resumed", "workflow_conversation"]

POLL_S = 0.1
FOLLOW_TIMEOUT_S = 600.0
_SHOWN_KINDS = ("agent", "tool", "human", "join")


def workflow_conversation(run: WorkflowRun) -> Conversation:
    return Conversation(
        platform=run.platform,
        channel=run.channel,
        workspace=run.workspace,
        thread=run.thread or None,
    )


def _step_text(workflow: str, record: WorkflowStepRecord, detail: str) -> str:
    head = f"[{workflow} · {record.step_id}{detail}]"
    if record.status == "failed":
        return f"{head} failed: {record.error}"
    return f"{head} {record.output or '(no output)'}"


def _final_text(run: WorkflowRun) -> str:
    if run.status == "done":
        body = f"Workflow {run.workflow_name} (run {run.id}) finished:\n{run.output}"
    else:
        body = f"Workflow {run.workflow_name} (run {run.id}) failed: {run.error}"
    return body + "\nReact 👍/👎 here to rate the whole run, or on a step's message to rate it."


async def announce(services: Services, surface: ChatSurface, workflow_run_id: int) -> str:
    """Post every finished step not posted yet and, once the run ended, the result."""
    with services.db.session() as s:
        run = s.get(WorkflowRun, workflow_run_id)
        if run is None:
            raise NotFound(f"no workflow run {workflow_run_id}")
        s.expunge(run)
        graph = parse_graph(run.state["graph"])
        records = list(
            s.scalars(
                select(WorkflowStepRecord)
                .where(
                    WorkflowStepRecord.workflow_run_id == workflow_run_id,
                    WorkflowStepRecord.message_id == "",
                    WorkflowStepRecord.status.in_(("done", "failed")),
                )
                .order_by(WorkflowStepRecord.seq)
            )
        )
        s.expunge_all()
    conv = workflow_conversation(run)
    for record in records:
        if record.kind not in _SHOWN_KINDS and record.status == "done":
            continue
        step = graph.step(record.step_id)
        detail = f" · {step.agent}" if step.kind == "agent" else ""
        ref = await surface.post(conv, _step_text(run.workflow_name, record, detail))
        with services.db.session() as s:
            row = s.get(WorkflowStepRecord, record.id)
            if row is not None:
                row.message_id = ref.message_id
            step_run = s.get(Run, record.run_id) if record.run_id is not None else None
            if step_run is not None:
                step_run.reply_message_id, step_run.thread = ref.message_id, run.thread
    if run.status in FINAL and not run.message_id:
        ref = await surface.post(conv, _final_text(run))
        with services.db.session() as s:
            ended = s.get(WorkflowRun, workflow_run_id)
            if ended is not None:
                ended.message_id = ref.message_id
    return run.status


async def follow(
    services: Services,
    surface: ChatSurface,
    workflow_run_id: int,
    *,
    timeout_s: float = FOLLOW_TIMEOUT_S,
) -> str:
    """Post the run's steps as they finish, until it ends or waits for a person."""
    deadline = time.monotonic() + timeout_s
    while True:
        status = await announce(services, surface, workflow_run_id)
        if status in FINAL:
            return status
        if status == "waiting_for_user":
            await _present_requests(services, surface, workflow_run_id)
            return status
        if time.monotonic() > deadline:
            with services.db.session() as s:
                run = s.get(WorkflowRun, workflow_run_id)
                assert run is not None
                conv = workflow_conversation(run)
            await surface.post(
                conv, f"Workflow run {workflow_run_id} is still {status}; see /workflow show."
            )
            return status
        await asyncio.sleep(POLL_S)


async def _present_requests(services: Services, surface: ChatSurface, workflow_run_id: int) -> None:
    with services.db.session() as s:
        run = s.get(WorkflowRun, workflow_run_id)
        assert run is not None
        conv = workflow_conversation(run)
        waiting = list(
            s.scalars(
                select(WorkflowStepRecord.run_id).where(
                    WorkflowStepRecord.workflow_run_id == workflow_run_id,
                    WorkflowStepRecord.status == "waiting",
                )
            )
        )
    desk = HelpDesk(services)
    for run_id in waiting:
        if run_id is not None:
            await desk.present(run_id, surface, conv)


async def follow_resumed(services: Services, surface: ChatSurface, run_id: int) -> None:
    """After a human step's answer (``run_id``: its run), post what the workflow did next."""
    found = workflow_of_run(services, run_id)
    if found is not None:
        await follow(services, surface, found[0])
