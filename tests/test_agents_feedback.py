"""Agent versions, feedback and reply splitting."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.agents.spec import AgentSpec
from core.chat import Capabilities, Conversation, MessageRef
from core.errors import ConfigurationError, Conflict, NotFound
from core.feedback import rate_run, rate_span, retract
from core.models.scripted import ScriptedModel
from core.replies import ReplyStreamer, split_text
from core.services import Services
from core.trajectories import RunFilter, get_run, list_runs


def test_agent_versions_are_immutable_and_hashed(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([]))
    agents = services.agents
    v1 = agents.create(AgentSpec(name="helper", system_prompt="Be brief.", tools=("run_code",)))
    v2 = agents.update("helper", system_prompt="Be very brief.", note="shorter")
    assert (v1.version, v2.version) == (1, 2)
    assert v1.content_hash() != v2.content_hash()
    assert agents.get("helper", version=1).system_prompt == "Be brief."
    assert agents.get("helper").system_prompt == "Be very brief."
    # an update that changes nothing does not add a version
    assert agents.update("helper", system_prompt="Be very brief.").version == 2
    assert [v.version for v in agents.versions("helper")] == [1, 2]
    with pytest.raises(Conflict):
        agents.create(AgentSpec(name="helper", system_prompt="again"))
    agents.delete("helper")
    with pytest.raises(NotFound):
        agents.get("helper")


def test_default_agent_exists_with_its_tools(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([]))
    assistant = services.agents.get("assistant")
    assert {"run_code", "fetch_url", "put_store_entry", "retrieve_rag"} <= set(assistant.tools)
    assert all(name in services.tools for name in assistant.tools)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"name": "Bad Name"},
        {"name": "ok", "tools": ("run_code",), "constraints": {"allowed_tools": ["fetch_url"]}},
        {"name": "ok", "constraints": {"forbidden_patterns": ["("]}},
    ],
)
def test_invalid_agent_definitions_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(ConfigurationError):
        AgentSpec(system_prompt="x", **kwargs)  # type: ignore[arg-type]


def test_constraints_cap_parameters() -> None:
    spec = AgentSpec(
        name="capped",
        system_prompt="x",
        parameters={"max_tokens": 4000},
        constraints={"max_tokens": 300},
    )
    assert spec.max_tokens == 300


async def test_feedback_rate_replace_retract_and_filter(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel(['{"answer": "one"}', '{"answer": "two"}']))
    runner = services.runner()
    agent = services.agents.get("assistant")
    first = await runner.run(agent, "first")
    second = await runner.run(agent, "second")
    db = services.db
    rate_run(db, first.run_id, "good", rater="ann")
    rate_run(db, first.run_id, "bad", rater="ann", notes="changed my mind")
    rate_run(db, first.run_id, "good", rater="bob")
    live = get_run(db, first.run_id)["feedback"]
    assert sorted((f["rater"], f["label"]) for f in live) == [("ann", "bad"), ("bob", "good")]
    assert retract(db, first.run_id, rater="bob", label="good") == 1
    assert [f["rater"] for f in get_run(db, first.run_id)["feedback"]] == ["ann"]
    span_id = get_run(db, second.run_id)["attempts"][0]["spans"][0]["id"]
    rate_span(db, span_id, "bad", notes="wrong format", rater="ann")
    rated = [r["id"] for r in list_runs(db, RunFilter(rated=True))]
    assert sorted(rated) == sorted([first.run_id, second.run_id])
    with pytest.raises(ConfigurationError):
        rate_run(db, first.run_id, "meh")
    with pytest.raises(NotFound):
        rate_run(db, 999, "good")


def test_split_text_respects_limits() -> None:
    text = ("word " * 50 + "\n\n") * 4
    parts = split_text(text, 120)
    assert all(len(p) <= 120 for p in parts)
    assert " ".join(" ".join(parts).split()) == " ".join(text.split())


class _Surface:
    capabilities = Capabilities(max_message_chars=50, can_edit=True)

    def __init__(self) -> None:
        self.log: list[tuple[str, str]] = []

    async def post(
        self, conversation: Conversation, text: str, *, card: object = None
    ) -> MessageRef:
        self.log.append(("post", text))
        return MessageRef(conversation, str(len(self.log)))

    async def edit(self, ref: MessageRef, text: str) -> None:
        self.log.append(("edit", text))

    async def delete(self, ref: MessageRef) -> None:
        self.log.append(("delete", ref.message_id))

    async def open_form(self, conversation: Conversation, user: str, form: object) -> None:
        self.log.append(("form", user))


async def test_reply_streamer_posts_once_then_edits_and_splits() -> None:
    surface = _Surface()
    streamer = ReplyStreamer(surface, Conversation("test", "c"), min_interval_s=0.0)
    for piece in ["Hello ", "there, ", "friend."]:
        streamer.push(piece)
    long = "Hello there, friend. " + "More words follow here. " * 4
    refs = await streamer.finish(long)
    kinds = [k for k, _ in surface.log]
    assert kinds[0] == "post" and kinds.count("post") == len(refs)
    assert "edit" in kinds
    assert all(len(text) <= 50 for _, text in surface.log)
    assert len(refs) >= 2
