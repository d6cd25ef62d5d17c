"""Workflow graphs: design-time checks, versions, execution, crashes, retries, ratings."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from _workflow_support import FAN_OUT, REVIEW_LOOP, services_with_team, team_model
from sqlalchemy import select

import core.workflows.engine as engine
from core.errors import ConfigurationError, Conflict, NotFound
from core.models.base import ChatMessage
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import Attempt, Feedback, HelpRequest, Run, WorkflowFeedback, WorkflowRun
from core.workflows import WorkflowService, outline
from core.workflows.engine import drive, execute_token, resume_human, start_run
from core.workflows.feedback import rate_workflow_run, rate_workflow_step
from core.workflows.runs import get_workflow_run, step_run_ids
from core.workflows.svg import graph_svg


@pytest.fixture
def team(make_services: Callable[..., Services]) -> Services:
    return services_with_team(make_services, team_model())


def _bad(services: Services, graph: Any) -> str:
    with pytest.raises(ConfigurationError) as info:
        WorkflowService.of(services).create("bad", graph)
    return str(info.value)


def _steps(*changes: tuple[int, dict[str, Any]]) -> dict[str, Any]:
    graph = copy.deepcopy(REVIEW_LOOP)
    for index, change in changes:
        graph["steps"][index].update(change)
    return graph


# Design time -----------------------------------------------------------------------------


def test_bad_graphs_are_rejected_with_clear_messages(team: Services) -> None:
    unbounded = _steps((4, {"max_iterations": 0}))
    assert "loop 'again' needs max_iterations" in _bad(team, unbounded)
    cycle = _steps((3, {"else": "write"}))
    del cycle["steps"][4]
    assert "form a cycle with no bound" in _bad(team, cycle)
    assert "write -> review -> check -> write" in _bad(team, cycle)
    missing = _steps((1, {"input": "Notes: {{steps.review.output}}"}))
    assert "uses the output of 'review', which cannot have run before it" in _bad(team, missing)
    assert "unknown agent 'ghost'" in _bad(team, _steps((0, {"agent": "ghost"})))
    assert "unknown tool 'teleport'" in _bad(team, _steps((5, {"tool": "teleport"})))
    dup = _steps((5, {"id": "write"}))
    assert "duplicate step id 'write'" in _bad(team, dup)
    orphan = copy.deepcopy(REVIEW_LOOP)
    orphan["steps"].append({"id": "lost", "kind": "agent", "agent": "writer", "input": "x"})
    assert "step 'lost' can never run" in _bad(team, orphan)
    assert "unknown step 'nowhere'" in _bad(team, _steps((0, {"next": "nowhere"})))
    assert "is not a regex" in _bad(team, _steps((3, {"op": "regex", "value": "(["})))
    forward = _steps((4, {"to": "publish"}))
    assert "does not come before it" in _bad(team, forward)
    assert "unknown placeholder {{user}}" in _bad(team, _steps((0, {"input": "{{user}}"})))
    assert "works only inside an agent" in _bad(team, _steps((5, {"tool": "request_user_help"})))
    fan = copy.deepcopy(FAN_OUT)
    fan["steps"][1]["next"] = "final"
    assert "branch 'a' must lead to join 'merge'" in _bad(team, fan)
    assert "malformed" in _bad(team, {"steps": [{"id": "x", "kind": "teleport"}]})
    assert "at least one step" in _bad(team, {"steps": []})
    assert "not valid JSON" in _bad(team, "{nope")
    with pytest.raises(ConfigurationError, match="workflow name"):
        WorkflowService.of(team).create("Bad Name", REVIEW_LOOP)


def test_every_update_is_a_new_version_and_runs_record_theirs(team: Services) -> None:
    service = WorkflowService.of(team)
    first = service.create("review", REVIEW_LOOP, description="write and review")
    assert first.version == 1
    with pytest.raises(Conflict):
        service.create("review", REVIEW_LOOP)
    assert service.update("review", REVIEW_LOOP).version == 1  # nothing changed
    second = service.update("review", _steps((4, {"max_iterations": 2})), note="tighter")
    assert second.version == 2 and second.content_hash != first.content_hash
    assert [v.version for v in service.versions("review")] == [1, 2]
    assert service.get("review", 1).graph.step("again").max_iterations == 3
    run_id, _ = start_run(team, "review", "tides")
    with team.db.session() as s:
        row = s.get(WorkflowRun, run_id)
        assert row is not None and (row.version, row.version_id) == (2, second.version_id)
    text = outline("review", second.graph, version=2)
    assert "1. fetch: agent researcher gets '{{input}}' → write" in text
    assert "back to write (the body runs at most 2 times)" in text
    service.delete("review")
    with pytest.raises(NotFound):
        service.get("review")
    assert get_workflow_run(team.db, run_id)["workflow"] == "review"  # runs are kept


# Execution -------------------------------------------------------------------------------


async def test_loop_branch_and_tool_run_end_to_end(team: Services) -> None:
    WorkflowService.of(team).create("review", REVIEW_LOOP)
    run_id, tokens = start_run(team, "review", "tides", channel="C1", workspace="T1")
    assert await drive(team, run_id, tokens) == "done"
    run = get_workflow_run(team.db, run_id)
    assert run["path"] == [
        "fetch",
        "write",
        "review",
        "check",
        "again",
        "write",
        "review",
        "check",
        "publish",
    ]
    assert run["output"] == "SUMMARY OF (NOTES: FACTS ABOUT TIDES)"
    steps = run["steps"]
    assert [s["iteration"] for s in steps if s["step"] == "write"] == [1, 2]
    assert [s["output"] for s in steps if s["step"] == "check"] == ["false", "true"]
    assert steps[1]["input"] == {"text": "Notes: facts about tides"}
    assert all(s["status"] == "done" and s["attempts"] == 1 for s in steps)
    assert all(s["duration_ms"] >= 0 and s["finished_at"] for s in steps)
    agent_runs = [s["run_id"] for s in steps if s["kind"] == "agent"]
    assert len(agent_runs) == 5 and None not in agent_runs
    with team.db.session() as s:
        rows = [s.get(Run, r) for r in agent_runs]
        assert all(r is not None and r.status == "done" and r.channel == "C1" for r in rows)
        assert rows[0] is not None and rows[0].payload["step"] == "fetch"
        spans = s.scalars(select(Attempt).where(Attempt.run_id == agent_runs[0])).all()
        assert len(spans) == 1  # each agent step keeps its own trajectory
    svg = str(graph_svg(WorkflowService.of(team).get("review").graph, path=run["path"]))
    assert svg.startswith("<svg") and 'id="step-publish"' in svg
    assert svg.count('class="step') == 6 and svg.count(" taken") >= 6
    assert 'class="edge back' in svg or 'class="edge taken back' in svg


async def test_loop_bound_ends_the_loop(make_services: Callable[..., Services]) -> None:
    services = services_with_team(make_services, team_model(reviews=("REVISE",)))
    WorkflowService.of(services).create("review", REVIEW_LOOP)
    run_id, tokens = start_run(services, "review", "tides")
    assert await drive(services, run_id, tokens) == "done"
    path = get_workflow_run(services.db, run_id)["path"]
    assert path.count("write") == 3 and path[-2:] == ["again", "publish"]


async def test_parallel_fan_out_joins_every_branch(team: Services) -> None:
    WorkflowService.of(team).create("fan", FAN_OUT)
    run_id, tokens = start_run(team, "fan", "moss")
    assert await drive(team, run_id, tokens) == "done"
    run = get_workflow_run(team.db, run_id)
    assert run["path"][0] == "split" and set(run["path"][1:3]) == {"a", "b"}
    merged = next(s for s in run["steps"] if s["step"] == "merge")["output"]
    assert "[a] facts about moss" in merged and "[b] summary of (moss)" in merged
    assert run["output"] == "REVISE"


class _Crash(BaseException):
    """Stands for the process dying: nothing after it runs, no handler sees it."""


async def test_crash_mid_workflow_resumes_at_the_step_and_loses_nothing(
    make_services: Callable[..., Services],
) -> None:
    base = team_model(reviews=("APPROVED",))
    crashed = {"done": False}

    class Crashy(ScriptedModel):
        async def complete(self, messages: Sequence[ChatMessage], **kw: Any) -> Any:
            if "the writer" in messages[0].content and not crashed["done"]:
                crashed["done"] = True
                raise _Crash
            return await base.complete(messages, **kw)

    services = services_with_team(make_services, Crashy([]))
    WorkflowService.of(services).create("review", REVIEW_LOOP)
    run_id, tokens = start_run(services, "review", "tides")
    first = await execute_token(services, run_id, tokens[0], worker="w1")
    assert first.status == "done"
    with pytest.raises(_Crash):
        await execute_token(services, run_id, first.scheduled[0], worker="w1")
    before = get_workflow_run(services.db, run_id)
    assert [s["status"] for s in before["steps"]] == ["done", "running"]
    assert before["status"] == "running"
    fetch_run = before["steps"][0]["run_id"]
    # Another worker picks the step up again, as a redelivered job would.
    assert await drive(services, run_id, first.scheduled, worker="w2") == "done"
    after = get_workflow_run(services.db, run_id)
    assert after["steps"][0] == before["steps"][0]  # the completed step did not run again
    assert after["path"] == ["fetch", "write", "review", "check", "publish"]
    write = after["steps"][1]
    assert write["attempts"] == 2 and write["status"] == "done"
    with services.db.session() as s:
        statuses = [
            a.status
            for a in s.scalars(
                select(Attempt).where(Attempt.run_id == write["run_id"]).order_by(Attempt.number)
            )
        ]
        assert statuses == ["interrupted", "done"]
        assert s.scalar(select(Attempt.status).where(Attempt.run_id == fetch_run)) == "done"
        assert len(s.scalars(select(Run)).all()) == 3  # one run per agent step, none lost


async def test_a_step_that_keeps_failing_fails_the_run_with_the_reason(
    make_services: Callable[..., Services], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engine, "retry_delay_s", lambda attempts: 0.0)
    services = services_with_team(make_services, ScriptedModel(["not json"] * 100))
    WorkflowService.of(services).create("review", REVIEW_LOOP)
    run_id, tokens = start_run(services, "review", "tides")
    assert await drive(services, run_id, tokens) == "failed"
    run = get_workflow_run(services.db, run_id)
    assert run["error"].startswith("step 'fetch' failed after 3 attempts:")
    assert run["steps"][0]["status"] == "failed" and run["steps"][0]["attempts"] == 3
    with services.db.session() as s:
        attempts = s.scalars(select(Attempt).where(Attempt.run_id == run["steps"][0]["run_id"]))
        assert len(attempts.all()) == 3  # each retry is an attempt of the step's one run


async def test_missing_output_on_the_path_fails_cleanly(team: Services) -> None:
    graph: dict[str, Any] = {
        "steps": [
            {
                "id": "ask",
                "kind": "agent",
                "agent": "reviewer",
                "input": "{{input}}",
                "next": "gate",
            },
            {
                "id": "gate",
                "kind": "condition",
                "on": "ask",
                "op": "equals",
                "value": "yes",
                "then": "yes",
                "else": "no",
            },
            {"id": "yes", "kind": "agent", "agent": "writer", "input": "ok", "next": "end"},
            {"id": "no", "kind": "agent", "agent": "writer", "input": "no", "next": "end"},
            {
                "id": "end",
                "kind": "tool",
                "tool": "shout",
                "args": {"text": "{{steps.ask.output}}"},
            },
        ]
    }
    WorkflowService.of(team).create("gate", graph)
    run_id, tokens = start_run(team, "gate", "x")
    assert await drive(team, run_id, tokens) == "done"
    assert get_workflow_run(team.db, run_id)["path"] == ["ask", "gate", "no", "end"]
    # "yes" may run before "end", so the design is accepted; on the "no" path it fails cleanly.
    steps = [*graph["steps"][:4], {**graph["steps"][4], "args": {"text": "{{steps.yes.output}}"}}]
    WorkflowService.of(team).update("gate", {"steps": steps})
    run_id, tokens = start_run(team, "gate", "x")
    assert await drive(team, run_id, tokens) == "failed"
    run = get_workflow_run(team.db, run_id)
    assert run["error"] == (
        "step 'end' failed after 1 attempt: needs the output of step 'yes', "
        "which has not run on this path"
    )
    assert run["steps"][-1]["status"] == "failed"


async def test_human_step_waits_for_approval_then_goes_on(team: Services) -> None:
    graph = {
        "steps": [
            {"id": "draft", "kind": "agent", "agent": "writer", "input": "{{input}}", "next": "ok"},
            {
                "id": "ok",
                "kind": "human",
                "mode": "approval",
                "input": "Publish {{steps.draft.output}}?",
                "next": "publish",
            },
            {
                "id": "publish",
                "kind": "tool",
                "tool": "shout",
                "args": {"text": "{{steps.draft.output}}"},
            },
        ]
    }
    WorkflowService.of(team).create("gated", graph)
    run_id, tokens = start_run(team, "gated", "news", user="U1")
    assert await drive(team, run_id, tokens) == "waiting_for_user"
    run = get_workflow_run(team.db, run_id)
    human_run = run["steps"][1]["run_id"]
    with team.db.session() as s:
        help_row = s.scalar(select(HelpRequest).where(HelpRequest.run_id == human_run))
        assert help_row is not None and help_row.kind == "confirmation"
        assert help_row.message == "Publish summary of (news)?"
        assert resume_human(team, human_run).status == "waiting"  # not answered yet
        help_row.status, help_row.answer, help_row.answered_by = "answered", "Approved.", "U1"
    result = resume_human(team, human_run)
    assert result.status == "done" and len(result.scheduled) == 1
    assert await drive(team, run_id, result.scheduled) == "done"
    assert get_workflow_run(team.db, run_id)["output"] == "SUMMARY OF (NEWS)"


# Ratings ---------------------------------------------------------------------------------


async def test_step_and_run_ratings_reach_the_feedback_table(team: Services) -> None:
    WorkflowService.of(team).create("review", REVIEW_LOOP)
    run_id, tokens = start_run(team, "review", "tides")
    await drive(team, run_id, tokens)
    steps = get_workflow_run(team.db, run_id)["steps"]
    write, publish = steps[1], steps[-1]
    rate_workflow_step(team.db, write["id"], "bad", rater="U1", notes="too long")
    rate_workflow_step(team.db, write["id"], "good", rater="U1")  # replaces the bad one
    rate_workflow_step(team.db, publish["id"], "good", rater="U1")
    rate_workflow_run(team.db, run_id, "good", rater="U2")
    with team.db.session() as s:
        live = s.scalars(select(Feedback).where(Feedback.retracted_at.is_(None))).all()
        by_type = sorted((f.target_type, f.label) for f in live)
        assert by_type == [("run", "good"), ("workflow_run", "good"), ("workflow_step", "good")]
        agent_fb = next(f for f in live if f.target_type == "run")
        assert agent_fb.run_id == write["run_id"]  # an ordinary rating of the step's run
        links = s.scalars(select(WorkflowFeedback)).all()
        assert {(link.workflow_run_id, link.step_id) for link in links} == {
            (run_id, "write"),
            (run_id, "publish"),
            (run_id, ""),
        }
    shown = get_workflow_run(team.db, run_id)
    assert [f["label"] for f in shown["feedback"]] == ["good"]
    assert [f["label"] for f in shown["steps"][1]["feedback"]] == ["good"]
    assert step_run_ids(team.db, "review/write") == {
        s["run_id"] for s in steps if s["step"] == "write"
    }
    with pytest.raises(ConfigurationError):
        rate_workflow_run(team.db, run_id, "meh")
    with pytest.raises(NotFound):
        rate_workflow_step(team.db, 9999, "good")


def test_graph_json_round_trips(team: Services) -> None:
    info = WorkflowService.of(team).create("review", json.dumps(REVIEW_LOOP))
    assert info.graph.as_dict()["steps"][3]["else"] == "again"


async def test_improvement_can_scope_data_to_a_workflow_step(team: Services) -> None:
    from core.improve.from_feedback import from_feedback
    from core.improve.jobs import JobService
    from core.improve.rated import rated_runs
    from core.improve.sanitize import Sanitizer

    WorkflowService.of(team).create("review", REVIEW_LOOP)
    run_id, tokens = start_run(team, "review", "tides")
    await drive(team, run_id, tokens)
    steps = get_workflow_run(team.db, run_id)["steps"]
    for step in steps:
        if step["kind"] == "agent":
            rate_workflow_step(team.db, step["id"], "good", rater="U1")
    writes = {s["run_id"] for s in steps if s["step"] == "write"}
    scope = {"workflow_step": "review/write"}
    data = from_feedback(team.db, sanitizer=Sanitizer(), scope=scope)
    assert data.skipped["out of scope"] == 3  # fetch and the two reviews
    # the two writes asked and answered the same: one example
    assert len(data.sft) == 1 and data.skipped["duplicate"] == 1
    assert set(data.sft[0]["provenance"]["run_ids"]) <= writes
    rated = rated_runs(team.db, sanitizer=Sanitizer(), scope=scope)
    assert {r.id for r in rated.runs} == writes
    job = JobService(team.db).create("write-step", student=team.settings.model, scope=scope)
    assert job.scope == scope


def test_the_drafting_tool_constrains_agents_and_compiles_to_a_grammar() -> None:
    from llama_cpp.llama_grammar import LlamaGrammar

    from core.errors import ToolError
    from core.runtime.protocol import turn_schema
    from core.tools.workflows import draft_tool
    from core.workflows.design import linear_draft

    tool = draft_tool(["researcher", "writer"])
    text = json.dumps(tool.parameters)
    assert "$ref" not in text and "$defs" not in text  # llama.cpp resolves refs at the root only
    stage = tool.parameters["properties"]["steps"]["items"]["anyOf"][0]
    assert stage["properties"]["agent"]["enum"] == ["researcher", "writer"]
    assert list(tool.parameters["properties"]) == ["steps", "name"]
    assert tool.parameters["properties"]["steps"]["maxItems"] == 8
    assert draft_tool(["writer"], max_stages=2).parameters["properties"]["steps"]["maxItems"] == 2
    LlamaGrammar.from_json_schema(json.dumps(turn_schema([tool])), verbose=False)
    with pytest.raises(ToolError, match="name"):
        tool.validate({"name": "Bad Name", "steps": [{"agent": "w", "task": ""}]})
    with pytest.raises(ToolError, match="no agents"):
        draft_tool([])
    draft = linear_draft(
        "first the writer drafts; the research-bot checks it", ["research-bot", "writer"]
    )
    assert draft is not None and draft["name"] == "writer-research-bot"
    steps = draft["graph"]["steps"]
    assert [(s["id"], s["agent"], s.get("next", "")) for s in steps] == [
        ("writer", "writer", "research_bot"),
        ("research_bot", "research-bot", ""),
    ]
    assert steps[1]["input"] == "Your part: checks it.\n\n{{steps.writer.output}}"
    assert linear_draft("summarise the news", ["writer"]) is None
