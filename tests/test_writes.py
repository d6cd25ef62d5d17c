"""A question does not save or delete anything (issue 9: the model saved answers to notes)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.models.base import ModelClient
from core.models.scripted import ScriptedModel
from core.runtime.loop import AgentRunner
from core.runtime.writes import asks_to_store, is_question, unasked_write
from core.services import Services
from core.storage import Database, Span, StoreEntry
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry
from core.tools.stores import register_store_tools


def test_questions_and_requests_to_store() -> None:
    assert is_question("What colour is the sky on a clear day?")
    assert is_question("where is the offsite")
    assert not is_question("Note: the staging server is called heron.")
    assert asks_to_store("Can you remember that the PIN is 4417?")
    assert not asks_to_store("Which planet is known as the Red Planet?")
    assert unasked_write(True, "Which planet is known as the Red Planet?")
    assert not unasked_write(True, "Could you save that the retro is at 4pm?")
    assert not unasked_write(True, "Remember that the offsite is in Porto.")
    assert not unasked_write(False, "What is 2 + 2?")


def test_store_tools_that_change_entries_are_marked() -> None:
    registry = ToolRegistry()
    register_store_tools(registry)
    writing = {t.name for t in registry.subset(tuple(registry.names())) if t.writes}
    assert writing == {"put_store_entry", "delete_store_entry", "delete_store"}


def _runner(tmp_path: Path, replies: list[str]) -> tuple[AgentRunner, Database, ScriptedModel]:
    db = Database(url=f"sqlite:///{tmp_path / 'strop.db'}")
    db.migrate()
    tools = ToolRegistry()
    register_store_tools(tools)

    def context(agent: str, run_id: int) -> ToolContext:
        return ToolContext(agent=agent, db=db, data_dir=tmp_path, run_id=run_id)

    model = ScriptedModel(replies)
    return AgentRunner(model=model, tools=tools, db=db, context_factory=context), db, model


AGENT = AgentSpec(
    name="keeper",
    system_prompt="Keep notes.",
    tools=("put_store_entry", "get_store_entry", "query_store"),
    parameters={"examples": [], "tool_route_margin": 0},
)


def _put(**args: Any) -> str:
    return json.dumps({"tool": "put_store_entry", "args": {"store": "notes", **args}})


def _entries(db: Database) -> list[tuple[str, Any]]:
    with db.session() as s:
        return [(e.key, e.value) for e in s.scalars(select(StoreEntry))]


async def test_a_question_is_answered_without_saving(tmp_path: Path) -> None:
    answer = json.dumps({"answer": "The sky is blue."})
    runner, db, model = _runner(tmp_path, [_put(key="sky", value="blue"), answer])
    result = await runner.run(AGENT, "What colour is the sky on a clear day?")
    assert result.output == "The sky is blue." and result.tool_calls == []
    assert _entries(db) == []
    # The second turn's grammar no longer offers the writing tool.
    offered = {
        o["properties"].get("tool", {}).get("const") for o in model.calls[1]["json_schema"]["anyOf"]
    }
    assert "put_store_entry" not in offered and "get_store_entry" in offered
    with db.session() as s:
        (span,) = s.scalars(select(Span).where(Span.name == "unasked_write"))
    assert span.input["tool"] == "put_store_entry"


async def test_a_statement_or_a_request_to_remember_is_saved(tmp_path: Path) -> None:
    done = json.dumps({"answer": "Saved."})
    for i, text in enumerate(
        ["Note: the retro is at 4pm.", "Can you remember the retro is at 4pm?"]
    ):
        runner, db, _ = _runner(tmp_path / str(i), [_put(key="retro", value="4pm"), done])
        result = await runner.run(AGENT, text)
        assert result.tool_calls == ["put_store_entry"]
        assert _entries(db) == [("retro", {"v": "4pm"})]


@pytest.mark.slow
async def test_the_real_model_saves_nothing_for_a_question(
    make_services: Callable[[ModelClient], Services], real_model: ModelClient
) -> None:
    services = make_services(real_model)
    agent = services.agents.get("assistant")
    # The base 135M model first answers this one by saving the fact the question states.
    # ("Which planet is known as the Red Planet?" did too, until a question that shares
    # nothing with any tool got no tools at all.)
    result = await services.runner().run(agent, "Is the wifi password in the red binder?")
    assert result.status in ("done", "failed") and "put_store_entry" not in result.tool_calls
    assert _entries(services.db) == []
    with services.db.session() as s:
        assert s.scalars(select(Span).where(Span.name == "unasked_write")).first() is not None
