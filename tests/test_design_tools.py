"""The tool registry, design tools, and choosing a model per agent."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import Any

import pytest

from bots.console import run_console
from core.agents.spec import AgentSpec
from core.conversation import ChatService
from core.errors import Conflict, ToolError
from core.models.base import ModelClient
from core.models.scripted import ScriptedModel
from core.services import Services
from core.tools.context import ToolContext
from core.tools.registry import Tool, ToolRegistry
from core.trajectories import get_run


def test_registry_builds_schema_and_description_from_the_function() -> None:
    registry = ToolRegistry()

    @registry.tool()
    def convert(ctx: ToolContext, amount: float, currency: str = "EUR") -> str:
        """Convert an amount of money.

        Args:
            amount: How much.
            currency: Three-letter code.
        """
        return f"{amount} {currency}"

    tool = registry.get("convert")
    assert tool.description == "Convert an amount of money."
    assert tool.takes_context
    assert tool.parameters["required"] == ["amount"]
    assert tool.parameters["properties"]["currency"]["description"] == "Three-letter code."
    assert "ctx" not in tool.parameters["properties"]
    with pytest.raises(Conflict):
        registry.add(convert)
    with pytest.raises(ToolError, match="unknown tool 'nope'; available tools: convert"):
        registry.get("nope")
    with pytest.raises(ToolError, match="amount"):
        tool.validate({"amount": "lots"})
    with pytest.raises(ToolError, match="extra"):
        tool.validate({"amount": 1, "extra": True})
    with pytest.raises(ValueError):
        Tool.from_function(convert, name="Bad Name")


@pytest.fixture
def call(make_services: Callable[..., Services]) -> Callable[..., Any]:
    services = make_services(ScriptedModel([]))
    ctx = services.context("designer")

    async def invoke(tool: str, **args: Any) -> Any:
        return await services.tools.get(tool).call(args, ctx)

    invoke.services = services  # type: ignore[attr-defined]
    return invoke


async def test_design_tools_create_version_and_list(call: Callable[..., Any]) -> None:
    made = await call(
        "create_agent", name="greeter", system_prompt="Greet people.", tools=["run_code"]
    )
    assert made["version"] == 1 and made["tools"] == ["run_code"]
    changed = await call("update_agent", name="greeter", system_prompt="Greet warmly.")
    assert changed["version"] == 2 and changed["hash"] != made["hash"]
    names = [a["name"] for a in await call("list_agents")]
    assert names == ["assistant", "designer", "greeter"]
    with pytest.raises(ToolError, match="unknown tools"):
        await call("create_agent", name="bad", system_prompt="x", tools=["teleport"])
    with pytest.raises(ToolError, match="exists already"):
        await call("create_agent", name="greeter", system_prompt="x")
    with pytest.raises(ToolError, match="nothing to change"):
        await call("update_agent", name="greeter")
    with pytest.raises(ToolError, match="no agent named 'ghost'"):
        await call("update_agent", name="ghost", description="boo")
    services: Services = call.services  # type: ignore[attr-defined]
    versions = services.agents.versions("greeter")
    assert [v.system_prompt for v in versions] == ["Greet people.", "Greet warmly."]


async def test_list_and_get_tools_include_builtins(call: Callable[..., Any]) -> None:
    listed = {t["name"] for t in await call("list_tools")}
    assert {"run_code", "fetch_url", "retrieve_rag", "create_agent"} <= listed
    shown = await call("get_tool", name="run_code")
    assert shown["name"] == "run_code" and "code" in json.dumps(shown)


async def test_each_agent_runs_on_its_own_model(
    make_services: Callable[..., Services], real_model: ModelClient
) -> None:
    services = make_services(ScriptedModel([json.dumps({"answer": "scripted reply"})]))
    services.agents.create(AgentSpec(name="local", system_prompt="Be brief.", model="embedded"))
    services.agents.create(
        AgentSpec(name="broken", system_prompt="x", model="gguf:/nowhere/model.gguf")
    )
    out = io.StringIO()
    chat = ChatService(services)
    await run_console(
        chat, stdin=io.StringIO("hi\n/agent local\nSay hi.\n/agent broken\nhi\n"), stdout=out
    )
    text = out.getvalue()
    assert text.splitlines()[0] == "scripted reply"
    assert "Error: model 'gguf:/nowhere/model.gguf': no GGUF file at /nowhere/model.gguf" in text
    assert get_run(services.db, 1)["model"] == "scripted:test"
    assert get_run(services.db, 2)["model"].startswith("embedded:SmolLM2-135M-Instruct")
