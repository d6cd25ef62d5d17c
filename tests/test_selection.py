"""Tool and example selection for the small model."""

from __future__ import annotations

from core.agents.defaults import ASSISTANT
from core.runtime.selection import order_examples, select_tools, similarity
from core.services import builtin_tools


def test_similarity_features() -> None:
    assert similarity("What is 12 * 7?", "What is 17 * 23?") > similarity(
        "What is 12 * 7?", "Where is the wifi password?"
    )
    assert similarity("", "anything") == 0.0


def test_select_tools_keeps_the_relevant_ones_in_agent_order() -> None:
    tools = list(builtin_tools().subset(ASSISTANT.tools))
    examples = ASSISTANT.parameters["examples"]
    picked = [t.name for t in select_tools(tools, examples, "What is 1234 * 5678?", 3)]
    assert "run_code" in picked and len(picked) == 3
    picked = [t.name for t in select_tools(tools, examples, "Read https://example.org/x", 3)]
    assert "fetch_url" in picked
    assert len(select_tools(tools, examples, "anything", 0)) == len(tools)


def test_examples_fit_the_tools_and_most_similar_comes_last() -> None:
    tools = list(builtin_tools().subset(["run_code"]))
    ordered = order_examples(ASSISTANT.parameters["examples"], "What is 5 * 5?", tools)
    assert all(step["tool"] == "run_code" for ex in ordered for step in ex["steps"])
    assert ordered[-1]["steps"] and ordered[-1]["steps"][0]["tool"] == "run_code"


def test_cues_offer_a_tool_whose_data_matches_the_request() -> None:
    tools = list(builtin_tools().subset(ASSISTANT.tools))
    examples = ASSISTANT.parameters["examples"]
    message = "When is the design review?"
    plain = [t.name for t in select_tools(tools, examples, message, 3)]
    assert "get_store_entry" not in plain
    cues = {"get_store_entry": ["standup", "design review"]}
    cued = [t.name for t in select_tools(tools, examples, message, 3, cues=cues)]
    assert "get_store_entry" in cued
    # the cued tool's examples are the ones shown last
    ordered = order_examples(examples, message, [t for t in tools if t.name in cued], cues=cues)
    assert ordered[-1]["steps"][0]["tool"] == "get_store_entry"
