"""The default agent on the real embedded 135M model: tools driven by the model itself.

These use the base SmolLM2-135M-Instruct (Q4_1) through llama.cpp, greedy
decoding, so they are deterministic on a given build. They check requests the
base model handles; the task suite measures how often it succeeds in general.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.models.base import ModelClient
from core.services import Services
from core.trajectories import get_run

pytestmark = pytest.mark.slow


def spans(services: Services, run_id: int) -> list[dict[str, object]]:
    return list(get_run(services.db, run_id)["attempts"][0]["spans"])


async def test_model_uses_run_code_for_arithmetic(
    make_services: Callable[[ModelClient], Services], real_model: ModelClient
) -> None:
    services = make_services(real_model)
    result = await services.runner().run(services.agents.get("assistant"), "What is 1234 * 5678?")
    assert result.status == "done"
    assert "7006652" in result.output.replace(",", "")
    recorded = spans(services, result.run_id)
    calls = [s for s in recorded if s["kind"] == "tool_call"]
    assert [c["name"] for c in calls] == ["run_code"]
    llm = [s for s in recorded if s["kind"] == "llm_call"]
    assert all(s["model"] == real_model.model_id for s in llm)
    assert all(int(str(s["tokens_out"])) > 0 and float(str(s["duration_ms"])) > 0 for s in llm)


async def test_model_drives_a_store_round_trip(
    make_services: Callable[[ModelClient], Services], real_model: ModelClient
) -> None:
    services = make_services(real_model)
    agent = services.agents.get("assistant")
    runner = services.runner()
    saved = await runner.run(agent, "Please note: the retro is at 4pm.")
    assert saved.tool_calls == ["put_store_entry"]
    ctx = services.context("assistant")
    listing = await services.tools.get("query_store").call({"store": "notes"}, ctx)
    assert any("4pm" in str(e["value"]).lower() for e in listing["entries"])
    # a new conversation: the fact has to come back out of the store
    recalled = await runner.run(agent, "What time is the retro?")
    assert "get_store_entry" in recalled.tool_calls or "query_store" in recalled.tool_calls
    assert "4pm" in recalled.output.lower().replace(" ", "")


async def test_model_answers_from_rag(
    make_services: Callable[[ModelClient], Services], real_model: ModelClient
) -> None:
    services = make_services(real_model)
    ctx = services.context("assistant")
    ingest = services.tools.get("ingest_rag")
    for text in (
        "Parking: staff park for free in lot B with a badge. Visitors use lot A.",
        "On-call: the on-call engineer rotates every Monday at 10:00.",
        "Expenses under 500 euros are approved by your team lead; larger ones by finance.",
    ):
        await ingest.call({"collection": "docs", "text": text}, ctx)
    result = await services.runner().run(
        services.agents.get("assistant"), "Check the docs: who approves expenses under 500 euros?"
    )
    assert result.tool_calls[:1] == ["retrieve_rag"]
    tool_result = next(s for s in spans(services, result.run_id) if s["kind"] == "tool_result")
    assert "team lead" in str(tool_result["output"])
    assert "team lead" in result.output.lower()


async def test_a_question_no_tool_fits_is_answered_without_tools(
    make_services: Callable[[ModelClient], Services], real_model: ModelClient
) -> None:
    """Before, "What do bees make?" was shown the agent's first three tools; the
    warm-start adapter then called fetch_url on it (bench/results/tooluse.json)."""
    services = make_services(real_model)
    result = await services.runner().run(services.agents.get("assistant"), "What do bees make?")
    assert result.status == "done" and "honey" in result.output.lower()
    recorded = spans(services, result.run_id)
    assert not [s for s in recorded if s["kind"] == "tool_call"]
    llm = [s for s in recorded if s["kind"] == "llm_call"]
    assert len(llm) == 1 and "Tools:" not in str(llm[0]["input"])
    assert llm[0]["input"]["tool_route"]["tool"] is None  # type: ignore[index]
