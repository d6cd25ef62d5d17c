"""Workflows on the real 135M model: three agents, a branch and a bounded loop; the designer."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest
from _workflow_support import REVIEW_LOOP, add_agents, shout
from chat_support.memory import MemorySurface
from sqlalchemy import select

from core.chat import Command, Conversation
from core.conversation import ChatService
from core.models.base import ModelClient
from core.services import Services
from core.storage import Span, WorkflowDraft
from core.workflows import WorkflowService
from core.workflows.engine import drive, start_run
from core.workflows.runs import get_workflow_run

pytestmark = pytest.mark.slow


async def test_three_agents_with_a_branch_and_a_bounded_loop(
    make_services: Callable[..., Services], real_model: ModelClient
) -> None:
    services = make_services(real_model)
    add_agents(services, max_tokens=24)
    services.tools.add(shout)
    graph = copy.deepcopy(REVIEW_LOOP)
    graph["steps"][4]["max_iterations"] = 2
    WorkflowService.of(services).create("review", graph)
    run_id, tokens = start_run(services, "review", "the moon")
    assert await drive(services, run_id, tokens) == "done"
    run = get_workflow_run(services.db, run_id)
    path, steps = run["path"], run["steps"]
    assert path[:4] == ["fetch", "write", "review", "check"] and path[-1] == "publish"
    assert 1 <= path.count("write") <= 2  # the loop's bound holds whatever the model says
    reviews = [s["output"] for s in steps if s["step"] == "review"]
    checks = [s["output"] for s in steps if s["step"] == "check"]
    assert checks == ["true" if "approved" in r.lower() else "false" for r in reviews]
    last_write = [s for s in steps if s["step"] == "write"][-1]
    assert run["output"] == last_write["output"].upper() and run["output"].strip()
    with services.db.session() as s:
        for step in (s_ for s_ in steps if s_["kind"] == "agent"):
            calls = s.scalars(
                select(Span).where(Span.run_id == step["run_id"], Span.kind == "llm_call")
            ).all()
            assert calls and all(c.model == real_model.model_id for c in calls)


async def test_designer_drafts_a_valid_workflow_in_chat(
    make_services: Callable[..., Services], real_model: ModelClient
) -> None:
    services = make_services(real_model)
    add_agents(services)
    chat, surface = ChatService(services, stream=False), MemorySurface()
    request = "the researcher collects facts, then the writer summarises them"
    command = Command(
        "c1",
        Conversation("memory", "C1", "T1"),
        "U1",
        "workflow",
        f"create {request}",
        is_admin=True,
    )
    await chat.handle(command, surface)
    reply = surface.texts()[-1]
    assert not WorkflowService.of(services).all()  # nothing saved before /workflow save
    with services.db.session() as s:
        draft = s.scalar(select(WorkflowDraft))
        assert draft is not None, reply
        results = s.scalars(
            select(Span)
            .where(Span.run_id == draft.run_id, Span.kind == "tool_result")
            .order_by(Span.id)
        ).all()
    # The model's own first call drafted it: no fallback, no error to recover from.
    assert reply.startswith(f"Workflow {draft.name}"), reply
    assert [(r.name, r.error) for r in results][:1] == [("create_workflow", "")], reply
    graph = WorkflowService.of(services).check(draft.graph)
    agents = [step.agent for step in graph.steps]
    assert all(step.kind == "agent" for step in graph.steps) and len(agents) >= 2, agents
    assert "researcher" in agents and "writer" in agents, agents
    assert agents.index("researcher") < agents.index("writer"), agents
