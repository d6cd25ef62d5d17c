"""Tool and example selection for the small model."""

from __future__ import annotations

from core.agents.defaults import ASSISTANT
from core.runtime.selection import order_examples, route_first_call, select_tools, similarity
from core.services import builtin_tools
from core.toolgen.tools import make_tool
from core.tools.registry import Tool


def _assistant_route(message: str) -> tuple[list[Tool], Tool | None, dict[str, float]]:
    """The default assistant's shown tools for ``message``, its routed tool and the scores."""
    tools = list(builtin_tools().subset(ASSISTANT.tools))
    examples = ASSISTANT.parameters["examples"]
    shown = select_tools(tools, examples, message, 3)
    routed, scores = route_first_call(shown, examples, message, 1.5)
    return shown, routed, scores


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


def test_a_clear_lexical_winner_is_routed_and_close_calls_are_not() -> None:
    tools = [make_tool(n) for n in ("rent_estimate", "tide_times", "translate_phrase")]
    request = "Get the tide times at Port Ellis on 2026-08-13."
    routed, scores = route_first_call(tools, [], request, 1.5)
    assert routed is not None and routed.name == "tide_times"
    assert set(scores) == {"rent_estimate", "tide_times", "translate_phrase"}
    assert scores["tide_times"] >= 1.5 * max(scores["rent_estimate"], scores["translate_phrase"])
    # off, a single tool, or a margin no tool reaches: the model chooses on its own
    assert route_first_call(tools, [], request, 0)[0] is None
    assert route_first_call(tools[1:2], [], request, 1.5)[0] is None
    # a request that matches two tools about as well is routed only at a lower margin
    close = "What is the rent of a flat by the harbour at high tide?"
    assert route_first_call(tools, [], close, 1.5)[0] is None
    assert route_first_call(tools, [], close, 1.25)[0] is not None
    # nothing in common with any tool: no route
    assert route_first_call(tools, [], "Hello!", 1.5)[0] is None


def test_function_words_neither_route_nor_pick_examples() -> None:
    """Small talk shares only words like "how", "who" or "your" with the tools: no
    tool is routed and the direct-answer examples are the ones shown last."""
    examples = ASSISTANT.parameters["examples"]
    for message in (
        "Good morning! How are you today?",
        "Who are you?",
        "Thanks a lot for your help!",
        "What do bees make?",
    ):
        shown, routed, _ = _assistant_route(message)
        assert routed is None, message
        last = order_examples(examples, message, shown)[-1]
        assert not last.get("steps"), (message, last["user"])


def test_a_spelled_out_percentage_finds_the_percentage_example() -> None:
    tools = list(builtin_tools().subset(["run_code"]))
    for message in ("How much is 3.5 percent of 1200?", "Work out 40 per cent of 75."):
        last = order_examples(ASSISTANT.parameters["examples"], message, tools)[-1]
        assert "%" in str(last["user"]), (message, last["user"])
        assert "/ 100" in last["steps"][0]["args"]["code"]


def test_plurals_match_their_singular() -> None:
    assert similarity("Add up every whole number from 3 to 40.", "the numbers") > 0
    tools = list(builtin_tools().subset(["run_code"]))
    last = order_examples(
        ASSISTANT.parameters["examples"], "Add up every whole number from 3 to 40.", tools
    )[-1]
    assert "sum" in str(last["user"]), last["user"]
    assert similarity("class", "clas") == 0.0  # "ss" endings are not plurals


def test_one_word_shared_with_an_example_is_not_evidence() -> None:
    """ "day" (from "how many vacation days do we get?") or "red" (from "the red binder")
    routed plain questions to retrieve_rag and put_store_entry; a word of a tool's own
    name or description still counts on its own."""
    tools = list(builtin_tools().subset(ASSISTANT.tools))
    examples = ASSISTANT.parameters["examples"]
    for message in (
        "What colour is the sky on a clear day?",
        "Which planet is known as the Red Planet?",
        "How many days are there in a week?",
    ):
        _, routed, scores = _assistant_route(message)
        assert routed is None and max(scores.values()) == 0.0, (message, scores)
    # two shared words with an example, or one with a description, do count
    routed, _ = route_first_call(tools, examples, "According to the handbook, who is on call?", 1.5)
    assert routed is not None and routed.name == "retrieve_rag"
    routed, _ = route_first_call(tools, examples, "Remember that the van is blue.", 1.5)
    assert routed is not None and routed.name == "put_store_entry"


def test_a_described_collection_cues_retrieval() -> None:
    tools = list(builtin_tools().subset(ASSISTANT.tools))
    examples = ASSISTANT.parameters["examples"]
    message = "Check the handbook: where do I report a lost badge?"
    cues = {"retrieve_rag": ["docs", "The Quarry Lane Studio staff handbook"]}
    routed, scores = route_first_call(tools, examples, message, 1.5, cues=cues)
    assert routed is not None and routed.name == "retrieve_rag", scores
