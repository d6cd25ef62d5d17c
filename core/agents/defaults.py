"""The agents every strop installation starts with."""

from __future__ import annotations

from typing import Any

from core.agents.service import AgentService
from core.agents.spec import AgentSpec
from core.guardrails.enforce import wrap

__all__ = ["ASSISTANT", "DESIGNER", "ensure_default_agents"]

_ASSISTANT_PROMPT = (
    "You are strop's assistant, a helpful agent in a team chat. "
    "Use run_code for any arithmetic or computation and copy the number it prints into "
    "your answer. Use put_store_entry to remember facts and get_store_entry to recall "
    "them. Use retrieve_rag to look up documents. Use fetch_url to read a web page. "
    "Answer directly when no tool is needed. Keep answers short."
)


# Few-shot turns: the 135M model copies these patterns far better than it follows
# rules. The runtime shows the ones that fit the request, most similar last.
def _ex(user: str, answer: str, *steps: tuple[str, dict[str, Any], Any]) -> dict[str, Any]:
    return {
        "user": user,
        "steps": [{"tool": t, "args": a, "result": r} for t, a, r in steps],
        "answer": answer,
    }


def _page(url: str) -> dict[str, Any]:
    """What ``fetch_url`` really returns: the page's text inside the untrusted block."""
    return {
        "url": url,
        "status": 200,
        "content_type": "text/html",
        "title": "Status",
        "text": wrap("All systems operational."),
        "truncated": False,
    }


_EXAMPLES: list[dict[str, Any]] = [
    _ex(
        "What is 17 * 23?",
        "17 * 23 = 391",
        ("run_code", {"code": "print(17 * 23)"}, {"stdout": "391\n", "exit_code": 0}),
    ),
    _ex(
        "What is 4821 * 307?",
        "4821 * 307 = 1480047",
        ("run_code", {"code": "print(4821 * 307)"}, {"stdout": "1480047\n", "exit_code": 0}),
    ),
    _ex(
        "How much is 2 to the power of 10?",
        "2 to the power of 10 is 1024.",
        ("run_code", {"code": "print(2 ** 10)"}, {"stdout": "1024\n", "exit_code": 0}),
    ),
    _ex(
        "What is the sum of the numbers from 1 to 50?",
        "The sum of the numbers from 1 to 50 is 1275.",
        (
            "run_code",
            {"code": "print(sum(range(1, 50 + 1)))"},
            {"stdout": "1275\n", "exit_code": 0},
        ),
    ),
    _ex(
        "Calculate 150 / 4.",
        "150 / 4 = 37.5",
        ("run_code", {"code": "print(150 / 4)"}, {"stdout": "37.5\n", "exit_code": 0}),
    ),
    _ex(
        "Remember that the wifi password is in the red binder.",
        "Saved: the wifi password is in the red binder.",
        (
            "put_store_entry",
            {"store": "notes", "key": "wifi password", "value": "in the red binder"},
            {"store": "notes", "key": "wifi password", "replaced": False},
        ),
    ),
    _ex(
        "Please note: the standup is at 9:30.",
        "Noted: the standup is at 9:30.",
        (
            "put_store_entry",
            {"store": "notes", "key": "standup", "value": "9:30"},
            {"store": "notes", "key": "standup", "replaced": False},
        ),
    ),
    _ex(
        "Where is the wifi password?",
        "The wifi password is in the red binder.",
        (
            "get_store_entry",
            {"store": "notes", "key": "wifi password"},
            {"key": "wifi password", "value": "in the red binder"},
        ),
    ),
    _ex(
        "What time is the standup?",
        "The standup is at 9:30.",
        (
            "get_store_entry",
            {"store": "notes", "key": "standup"},
            {"key": "standup", "value": "9:30"},
        ),
    ),
    _ex(
        "What is 20% of 80?",
        "20% of 80 is 16.",
        ("run_code", {"code": "print(20 * 80 / 100)"}, {"stdout": "16.0\n", "exit_code": 0}),
    ),
    _ex(
        "According to the handbook, how many vacation days do we get?",
        "The handbook says 25 vacation days a year.",
        (
            "retrieve_rag",
            {"collection": "docs", "query": "vacation days"},
            {
                "hits": [
                    {
                        "text": "Staff get 25 vacation days a year.",
                        "score": 0.71,
                        "source": "handbook",
                    }
                ]
            },
        ),
    ),
    _ex(
        "Check the docs: who approves expenses?",
        "Your team lead approves expenses.",
        (
            "retrieve_rag",
            {"collection": "docs", "query": "approves expenses"},
            {
                "hits": [
                    {
                        "text": "Expenses are approved by your team lead.",
                        "score": 0.66,
                        "source": "handbook",
                    }
                ]
            },
        ),
    ),
    _ex(
        "What does https://example.net/status say?",
        "The page says: All systems operational.",
        ("fetch_url", {"url": "https://example.net/status"}, _page("https://example.net/status")),
    ),
    _ex("Hi! Who are you?", "Hello! I am strop's assistant. How can I help?"),
    _ex("Thanks!", "You're welcome!"),
]

ASSISTANT = AgentSpec(
    name="assistant",
    description="General helper with code execution, web fetch, memory stores and RAG.",
    system_prompt=_ASSISTANT_PROMPT,
    tools=(
        "run_code",
        "fetch_url",
        "put_store_entry",
        "get_store_entry",
        "query_store",
        "list_stores",
        "create_store",
        "delete_store_entry",
        "retrieve_rag",
        "ingest_rag",
        "list_rag_collections",
        "create_rag_collection",
    ),
    parameters={
        "temperature": 0.0,
        "max_steps": 4,
        "max_tokens": 256,
        "examples": _EXAMPLES,
        "max_examples": 4,
        "answer_unmatched": True,
    },
    constraints={"max_tokens": 1024},
)


_DESIGNER_EXAMPLES: list[dict[str, Any]] = [
    _ex(
        "make an agent that summarises links posted here",
        "Created agent link-summariser: it reads each link with fetch_url and summarises it.",
        (
            "create_agent",
            {
                "name": "link-summariser",
                "system_prompt": "You summarise web pages. Read the link with fetch_url, "
                "then answer with a short summary of the page.",
                "tools": ["fetch_url"],
                "description": "Summarises links posted in the channel",
            },
            {"name": "link-summariser", "version": 1, "tools": ["fetch_url"]},
        ),
    ),
    _ex(
        "I want a bot that does maths for the finance team",
        "Created agent finance-calculator: it computes with run_code.",
        (
            "create_agent",
            {
                "name": "finance-calculator",
                "system_prompt": "You help the finance team with calculations. Use run_code "
                "for every computation and give the result.",
                "tools": ["run_code"],
                "description": "Does calculations for the finance team",
            },
            {"name": "finance-calculator", "version": 1, "tools": ["run_code"]},
        ),
    ),
]

DESIGNER = AgentSpec(
    name="designer",
    description="Designs agents from plain requests by calling the design tools.",
    system_prompt=(
        "You design chat agents. Turn the request into one create_agent call with a short "
        "lowercase name, a clear system prompt and the tools the agent needs (run_code for "
        "computing, fetch_url for web pages, put_store_entry and get_store_entry for memory, "
        "retrieve_rag for documents). Then say what you created. When several agents should "
        "work in a fixed order, build a workflow of them with create_workflow."
    ),
    tools=(
        "create_agent",
        "update_agent",
        "list_agents",
        "create_workflow",
        "update_workflow",
        "get_workflow",
        "list_workflows",
    ),
    parameters={
        "temperature": 0.0,
        "max_steps": 2,
        "max_tokens": 256,
        "examples": _DESIGNER_EXAMPLES,
        "first_step": ["create_agent", "update_agent"],
    },
    constraints={"max_tokens": 1024},
)


def ensure_default_agents(agents: AgentService) -> None:
    """Create the default agents that do not exist yet; existing ones are left alone."""
    for spec in (ASSISTANT, DESIGNER):
        if not agents.exists(spec.name):
            agents.create(spec, note="default agent")
