"""``/workflow`` through ChatService on an in-memory surface: design, run, rate, approve."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Sequence
from datetime import timedelta

from _workflow_support import REVIEW_LOOP, services_with_team, team_model
from chat_support.memory import MemorySurface
from sqlalchemy import select, update

from core.chat import ButtonAction, Command, Conversation, Reaction
from core.conversation import ChatService
from core.models.base import ChatMessage
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import Feedback, HelpRequest, WorkflowDraft, WorkflowFeedback
from core.storage.base import utcnow
from core.workflows import WorkflowService
from core.workflows.runs import get_workflow_run

CHANNEL = Conversation("memory", "C1", "T1")
_ids = itertools.count()


async def _cmd(chat: ChatService, surface: MemorySurface, text: str, *, admin: bool = True) -> str:
    name, _, args = text.lstrip("/").partition(" ")
    await chat.handle(Command(f"c{next(_ids)}", CHANNEL, "U1", name, args, is_admin=admin), surface)
    return surface.posted[-1].text


def _react(message_id: str, emoji: str, *, user: str = "U2", added: bool = True) -> Reaction:
    return Reaction(f"r{next(_ids)}", CHANNEL, user, message_id, emoji, added)


async def test_run_posts_each_step_and_reactions_rate_steps_and_the_run(
    make_services: Callable[..., Services],
) -> None:
    services = services_with_team(make_services, team_model())
    WorkflowService.of(services).create("review", REVIEW_LOOP, description="write and review")
    chat, surface = ChatService(services, stream=False), MemorySurface()
    assert "- review v1 (6 steps): write and review" in await _cmd(chat, surface, "/workflow list")
    final = await _cmd(chat, surface, "/workflow run review tides")
    assert final.startswith("Workflow review (run 1) finished:\nSUMMARY OF (NOTES: FACTS")
    texts = surface.texts()
    assert texts[-8].startswith("Running workflow review (run 1)")
    assert texts[-7] == "[review · fetch · researcher] facts about tides"
    assert texts[-2] == "[review · publish] SUMMARY OF (NOTES: FACTS ABOUT TIDES)"
    run = get_workflow_run(services.db, 1)
    write = next(s for s in run["steps"] if s["step"] == "write")
    assert surface.get(write["message_id"]).text.startswith("[review · write · writer] summary")
    await chat.handle(Reaction("r1", CHANNEL, "U2", write["message_id"], "-1"), surface)
    await chat.handle(Reaction("r2", CHANNEL, "U2", surface.posted[-1].message_id, "+1"), surface)
    await chat.handle(Reaction("r3", CHANNEL, "U3", surface.posted[-1].message_id, "+1"), surface)
    await chat.handle(
        Reaction("r4", CHANNEL, "U3", surface.posted[-1].message_id, "+1", added=False), surface
    )
    with services.db.session() as s:
        live = s.scalars(select(Feedback).where(Feedback.retracted_at.is_(None))).all()
        assert sorted((f.target_type, f.label, f.rater) for f in live) == [
            ("run", "bad", "U2"),
            ("workflow_run", "good", "U2"),
        ]
        step_fb = next(f for f in live if f.target_type == "run")
        assert step_fb.run_id == write["run_id"]
        link = s.scalar(select(WorkflowFeedback).where(WorkflowFeedback.feedback_id == step_fb.id))
        assert link is not None and (link.workflow_run_id, link.step_id) == (1, "write")
    shown = await _cmd(chat, surface, "/workflow show review")
    assert "Workflow review v1: write and review" in shown and "#1 v1 done" in shown
    assert "Usage: /workflow run NAME INPUT" in await _cmd(chat, surface, "/workflow run review")
    assert "no workflow named 'nope'" in await _cmd(chat, surface, "/workflow run nope x")
    assert "Unknown subcommand 'zap'" in await _cmd(chat, surface, "/workflow zap")
    assert "only workspace administrators" in await _cmd(
        chat, surface, "/workflow delete review", admin=False
    )
    assert "/workflow list|show|run|create" in await _cmd(chat, surface, "/strop help")


def _designer(messages: Sequence[ChatMessage]) -> str:
    if messages[-1].content.startswith("Result of create_workflow"):
        return json.dumps({"answer": "Drafted review."})
    return json.dumps(
        {
            "tool": "create_workflow",
            "args": {
                "steps": REVIEW_LOOP["steps"],  # full steps: the drafting form takes them too
                "name": "review",
            },
        }
    )


async def test_create_shows_the_outline_and_saves_only_when_asked(
    make_services: Callable[..., Services],
) -> None:
    services = services_with_team(make_services, ScriptedModel([_designer, _designer]))
    chat, surface = ChatService(services, stream=False), MemorySurface()
    request = "researcher, writer, reviewer in a loop"
    shown = await _cmd(chat, surface, f"/workflow create {request}")
    assert shown.startswith(f"Workflow review: {request}\n1. fetch: agent researcher")
    assert "Nothing is saved yet: /workflow save" in shown
    assert not WorkflowService.of(services).exists("review")
    with services.db.session() as s:
        assert s.scalar(select(WorkflowDraft.name)) == "review"
    saved = await _cmd(chat, surface, "/workflow save")
    assert saved.startswith("Saved workflow review v1.")
    assert WorkflowService.of(services).get("review").graph.step("again").max_iterations == 3
    assert "no workflow draft to save" in await _cmd(chat, surface, "/workflow save")
    assert "no workflow draft to discard" in await _cmd(chat, surface, "/workflow discard")


async def test_create_reports_a_design_the_checks_refuse(
    make_services: Callable[..., Services],
) -> None:
    bad = json.dumps(
        {
            "tool": "create_workflow",
            "args": {
                "name": "loop",
                "steps": [{"id": "a", "kind": "agent", "agent": "ghost", "input": "{{input}}"}],
            },
        }
    )
    services = services_with_team(
        make_services, ScriptedModel([bad, json.dumps({"answer": "I could not."})])
    )
    chat, surface = ChatService(services, stream=False), MemorySurface()
    out = await _cmd(chat, surface, "/workflow create something")
    assert out.startswith("The designer drafted no valid workflow")
    with services.db.session() as s:
        assert s.scalar(select(WorkflowDraft.id)) is None


async def test_create_from_stages_links_the_agents_in_order(
    make_services: Callable[..., Services],
) -> None:
    stages = {
        "tool": "create_workflow",
        "args": {
            "steps": [
                {"agent": "researcher", "task": "Collect facts."},
                {"agent": "writer", "task": "Summarise the facts."},
            ],
            "name": "facts-summary",
        },
    }
    services = services_with_team(
        make_services, ScriptedModel([json.dumps(stages), json.dumps({"answer": "Drafted."})])
    )
    chat, surface = ChatService(services, stream=False), MemorySurface()
    shown = await _cmd(chat, surface, "/workflow create researcher then writer")
    assert shown.startswith("Workflow facts-summary: researcher then writer\n1. researcher")
    assert "fallback" not in shown
    await _cmd(chat, surface, "/workflow save")
    graph = WorkflowService.of(services).get("facts-summary").graph
    assert [(s.id, s.agent, s.next) for s in graph.steps] == [
        ("researcher", "researcher", "writer"),
        ("writer", "writer", ""),
    ]
    assert graph.steps[1].input == "Summarise the facts.\n\n{{steps.researcher.output}}"
    assert graph.steps[0].input == "Collect facts.\n\n{{input}}"


async def test_an_invalid_design_falls_back_to_a_labelled_linear_draft(
    make_services: Callable[..., Services],
) -> None:
    broken = {
        "tool": "create_workflow",
        "args": {
            "name": "broken",
            "steps": [
                {"id": "a", "kind": "agent", "agent": "writer", "input": "{{steps.zz.output}}"}
            ],
        },
    }
    services = services_with_team(
        make_services, ScriptedModel([json.dumps(broken)] * 2 + [json.dumps({"answer": "?"})])
    )
    chat, surface = ChatService(services, stream=False), MemorySurface()
    shown = await _cmd(
        chat, surface, "/workflow create the Researcher collects facts, then the writer summarises"
    )
    assert shown.startswith("The designer's own graph did not pass the checks (")
    assert "unknown step 'zz'" in shown and "fallback draft, built without the model" in shown
    assert "Workflow researcher-writer: the Researcher collects facts" in shown
    await _cmd(chat, surface, "/workflow save")
    graph = WorkflowService.of(services).get("researcher-writer").graph
    assert [(s.agent, s.input) for s in graph.steps] == [
        ("researcher", "Your part: collects facts.\n\n{{input}}"),
        ("writer", "Your part: summarises.\n\n{{steps.researcher.output}}"),
    ]


async def test_human_step_card_approval_resumes_the_workflow(
    make_services: Callable[..., Services],
) -> None:
    services = services_with_team(make_services, team_model())
    WorkflowService.of(services).create(
        "gated",
        {
            "steps": [
                {
                    "id": "draft",
                    "kind": "agent",
                    "agent": "writer",
                    "input": "{{input}}",
                    "next": "ok",
                },
                {
                    "id": "ok",
                    "kind": "human",
                    "mode": "approval",
                    "input": "Publish it?",
                    "next": "publish",
                },
                {
                    "id": "publish",
                    "kind": "tool",
                    "tool": "shout",
                    "args": {"text": "{{steps.draft.output}}"},
                },
            ]
        },
    )
    chat, surface = ChatService(services, stream=False), MemorySurface()
    await _cmd(chat, surface, "/workflow run gated news")
    card = surface.cards()[-1]
    assert card.card is not None and "Publish it?" in card.card.body
    assert get_workflow_run(services.db, 1)["status"] == "waiting_for_user"
    action = next(b.action_id for b in card.card.buttons if b.action_id.endswith(":approve"))
    await chat.handle(
        ButtonAction("b1", CHANNEL, "U1", action, "", card.message_id, "trig"), surface
    )
    run = get_workflow_run(services.db, 1)
    assert run["status"] == "done" and run["output"] == "SUMMARY OF (NEWS)"
    assert surface.texts()[-1].startswith("Workflow gated (run 1) finished:\nSUMMARY OF (NEWS)")
    assert "[gated · publish] SUMMARY OF (NEWS)" in surface.texts()


async def test_an_expired_human_step_fails_the_workflow(
    make_services: Callable[..., Services],
) -> None:
    services = services_with_team(make_services, team_model())
    WorkflowService.of(services).create(
        "gated",
        {
            "steps": [
                {
                    "id": "ok",
                    "kind": "human",
                    "mode": "input",
                    "input": "Which topic?",
                    "next": "draft",
                },
                {"id": "draft", "kind": "agent", "agent": "writer", "input": "{{steps.ok.output}}"},
            ]
        },
    )
    chat, surface = ChatService(services, stream=False), MemorySurface()
    chat.attach("memory", surface)
    await _cmd(chat, surface, "/workflow run gated now")
    assert get_workflow_run(services.db, 1)["status"] == "waiting_for_user"
    chat.help.expire_due(utcnow() - timedelta(days=1))  # nothing is due yet
    assert await chat.expire_help_requests() == 0
    with services.db.session() as s:
        s.execute(update(HelpRequest).values(extra={"expires_at": utcnow().isoformat()}))
    assert await chat.expire_help_requests() == 1
    run = get_workflow_run(services.db, 1)
    assert run["status"] == "failed" and "expired unanswered" in run["error"]
