"""``/workflow create``: the designer drafts a workflow from plain language; nothing is saved.

The designer's first turn must call ``create_workflow`` (the drafting form
from :func:`core.tools.workflows.draft_tool`): the output is constrained to
stages whose agents are the agents the request names, no more stages than
it names (see ``_drafting_tool``), and few-shot turns show the shape. When
its graph still fails the checks (or it made no call), a *fallback* draft
is built without the model: the agents the request names, in the order it
names them, one after another. The reply says which it is.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from sqlalchemy import select

from core.chat import Conversation
from core.errors import StropError
from core.runtime.loop import TurnResult
from core.services import Services
from core.storage import WorkflowDraft
from core.tools.context import ToolContext
from core.tools.registry import Tool, ToolRegistry
from core.tools.workflows import MAX_STAGES, draft_tool, stages_to_steps
from core.workflows.outline import outline
from core.workflows.spec import parse_graph
from core.workflows.store import WorkflowService

__all__ = [
    "DESIGN_PROMPT",
    "Draft",
    "design",
    "drop_draft",
    "latest_draft",
    "linear_draft",
]

DESIGN_PROMPT = (
    "You design workflows: several agents that work one after another. Turn the request "
    "into one create_workflow call: list the stages in the order the request gives, each "
    "naming one of the available agents and saying in a short sentence what that agent "
    "does (each stage works on the output of the stage before it), then a short lowercase "
    "name. Then say what you drafted."
)


def _example(agents: list[str], request: str, name: str, stages: list[tuple[str, str]]) -> Any:
    steps = [{"agent": a, "task": t} for a, t in stages]
    shown = "\n".join(f"{n}. {a}: agent {a}" for n, (a, _) in enumerate(stages, 1))
    return {
        "user": f"Available agents: {', '.join(agents)}.\n{request}",
        "steps": [
            {
                "tool": "create_workflow",
                "args": {"steps": steps, "name": name},
                "result": {"draft": True, "outline": f"Workflow {name}\n{shown}"},
            }
        ],
        "answer": f"Drafted workflow {name}: {', then '.join(a for a, _ in stages)}.",
    }


# Few-shot turns, with agents that are never real ones: the model copies the
# shape, and the grammar makes it pick among the agents that do exist.
EXAMPLES: list[dict[str, Any]] = [
    _example(
        ["assistant", "editor", "translator"],
        "the translator turns the text into French, then the editor polishes it",
        "translate-edit",
        [("translator", "Translate this text into French."), ("editor", "Polish this text.")],
    ),
    _example(
        ["assistant", "coder", "planner", "tester"],
        "planner splits the goal into tasks, coder writes the code and tester checks it",
        "plan-code-test",
        [
            ("planner", "Split this goal into small tasks."),
            ("coder", "Write the code for these tasks."),
            ("tester", "Check this code and list any bugs."),
        ],
    ),
]


@dataclasses.dataclass(frozen=True, slots=True)
class Draft:
    """A workflow drafted for review; ``source`` is ``designer`` or ``fallback``."""

    id: int
    name: str
    description: str
    graph: dict[str, Any]
    text: str
    source: str = "designer"
    note: str = ""


# Words of a graph that is not one line of stages.
_SHAPED = re.compile(
    r"\b(?:if|unless|loop|until|again|repeat|parallel|same time|approv\w*|branch\w*"
    r"|condition\w*)\b",
    re.I,
)
# Words that start a further stage when a request names no agent ("... and then ...").
_SEQUENCE = re.compile(r"\b(?:then|after that|afterwards|finally)\b", re.I)
_CONNECTORS = re.compile(r"^(?:and then|and|then|after that|finally|next|the)\b\s*", re.I)


def _mentions(request: str, agents: list[str]) -> list[tuple[int, int, str]]:
    """``(start, end, agent)`` of each agent ``request`` names, in order, repeats merged."""
    found: list[tuple[int, int, str]] = []
    for agent in agents:
        spoken = "[- _]".join(re.escape(part) for part in re.split(r"[-_]", agent))
        for m in re.finditer(rf"\b{spoken}s?\b", request, re.I):
            found.append((m.start(), m.end(), agent))
    found.sort()
    return [f for n, f in enumerate(found) if n == 0 or f[2] != found[n - 1][2]]


def linear_draft(request: str, agents: list[str]) -> dict[str, Any] | None:
    """A linear workflow of the agents ``request`` names, in its order; ``None`` if none."""
    named = _mentions(request, agents)
    if not named:
        return None
    stages = []
    for n, (_, end, agent) in enumerate(named):
        clause = request[end : named[n + 1][0] if n + 1 < len(named) else len(request)]
        clause = re.split(r"[,;.]", clause, maxsplit=1)[0].strip()
        while (shorter := _CONNECTORS.sub("", clause)) != clause:
            clause = shorter
        task = f"Your part: {clause}." if clause else f"Do your part of: {request[:150]}"
        stages.append({"agent": agent, "task": task})
    name = "-".join(dict.fromkeys(a for _, _, a in named)).replace("_", "-").lower()[:40]
    name = re.sub(r"[^a-z0-9-]", "", name).strip("-")
    return {
        "name": name if len(name) > 1 and name[0].isalpha() else "workflow-draft",
        "description": request[:200],
        "graph": {"steps": stages_to_steps(stages)},
    }


def _drafting_tool(request: str, agents: list[str]) -> Tool:
    """The drafting tool for ``request``: a tight grammar unless it asks for more than a line.

    A request for one stage after another gets the agents it names (all of them
    if it names none) and as many stages as it names (or as its "then"s
    suggest): the model still orders them and writes each task. A request for
    a branch, loop or fan-out keeps every agent and the full step shapes.
    """
    if _SHAPED.search(request):
        return draft_tool(agents)
    named = _mentions(request, agents)
    offered = list(dict.fromkeys(a for _, _, a in named)) or agents
    stages = len(named) or (len(_SEQUENCE.findall(request)) + 1 if _SEQUENCE.search(request) else 0)
    return draft_tool(offered, max_stages=stages or MAX_STAGES)


async def design(
    services: Services,
    request: str,
    *,
    conversation: Conversation,
    user: str,
) -> tuple[Draft | None, TurnResult]:
    """Draft a workflow for ``request`` (the designer, else the fallback); nothing is saved."""
    designer = services.agents.get("designer")
    agents = [a.name for a in services.agents.all() if a.name != designer.name]
    params = dict(designer.parameters)
    params.update(
        first_step=["create_workflow"],
        first_step_enums={},
        examples=EXAMPLES,
        # One call, then the answer: a second try rarely helps a 135M model (the
        # fallback does), and each turn re-reads a long prompt.
        max_steps=1,
        tool_choice_k=0,
    )
    params["max_tokens"] = 384
    spec = dataclasses.replace(
        designer,
        system_prompt=DESIGN_PROMPT,
        tools=("create_workflow",),
        parameters=params,
        constraints={},
    )
    drafts: list[dict[str, Any]] = []
    errors: list[str] = []
    runner = services.runner(services.route(designer.name, designer.model))
    # The grammar offers the agents the request names (all of them if it names none),
    # as many stages as it names them: the model still orders them and writes the tasks.
    runner.tools = ToolRegistry([_drafting_tool(request, agents)])

    def context(agent: str, run_id: int) -> ToolContext:
        ctx = services.context(agent, run_id)
        ctx.extras.update(
            workflow_drafts=drafts, workflow_draft_errors=errors, workflow_request=request
        )
        return ctx

    runner.context_factory = context
    c = conversation
    result = await runner.run(
        spec,
        f"Available agents: {', '.join(agents)}.\n{request}",
        platform=c.platform,
        workspace=c.workspace,
        channel=c.channel,
        user=user,
    )
    source, note = "designer", ""
    made = drafts[-1] if drafts else None
    if made is None:
        made = linear_draft(request, agents)
        if made is None:
            return None, result
        try:
            made["graph"] = WorkflowService.of(services).check(made["graph"]).as_dict()
        except StropError:
            return None, result
        source = "fallback"
        note = errors[-1] if errors else "the designer made no create_workflow call"
    with services.db.session() as s:
        row = WorkflowDraft(
            platform=c.platform,
            workspace=c.workspace,
            channel=c.channel,
            user=user,
            name=made["name"],
            description=made["description"],
            graph=made["graph"],
            run_id=result.run_id,
        )
        s.add(row)
        s.flush()
        draft_id = row.id
    text = outline(made["name"], parse_graph(made["graph"]), description=made["description"])
    draft = Draft(draft_id, made["name"], made["description"], made["graph"], text, source, note)
    return draft, result


def latest_draft(services: Services, conversation: Conversation, user: str) -> Draft | None:
    """The newest draft ``user`` got in this channel."""
    c = conversation
    with services.db.session() as s:
        row = s.scalar(
            select(WorkflowDraft)
            .where(
                WorkflowDraft.platform == c.platform,
                WorkflowDraft.workspace == c.workspace,
                WorkflowDraft.channel == c.channel,
                WorkflowDraft.user == user,
            )
            .order_by(WorkflowDraft.id.desc())
        )
        if row is None:
            return None
        graph = dict(row.graph)
        text = outline(row.name, parse_graph(graph), description=row.description)
        return Draft(row.id, row.name, row.description, graph, text)


def drop_draft(services: Services, draft_id: int) -> None:
    with services.db.session() as s:
        row = s.get(WorkflowDraft, draft_id)
        if row is not None:
            s.delete(row)
