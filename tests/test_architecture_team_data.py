"""An architecture build learns from the team's good runs: consented, sanitised, in scope.

Runs are real: the chat core records them on SQLite (a scripted model) and
people rate them with ``rate_run``; the build is the real one up to its
training step, which is replaced to see what it was given.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from chat_support.memory import MemorySurface
from sqlalchemy import update

import core.architecture.build as build
from core.architecture import load_proposal, propose_architecture
from core.architecture.team_data import team_conversations
from core.chat import Command, Conversation, Message
from core.conversation import ChatService
from core.errors import ConfigurationError
from core.feedback import rate_run
from core.models.base import ChatMessage
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import ArchitectureProposal

CHANNEL = Conversation("memory", "C1", "T1")
SECRET = "vault-Planted-7f3a9c21"
REPLIES = {
    "France": "Paris is the capital of France.",
    "Germany": "Munich is the capital of Germany.",
    "deploy": f"Noted, the deploy key is {SECRET}.",
    "BLUEBIRD": "BLUEBIRD is the new billing dashboard.",
}
_ids = itertools.count(1)


def answer(messages: Sequence[ChatMessage]) -> str:
    asked = messages[-1].content
    reply = next(text for word, text in REPLIES.items() if word in asked)
    return json.dumps({"answer": reply})


@pytest.fixture
def services(make_services: Callable[..., Services]) -> Services:
    services = make_services(ScriptedModel([answer] * 20))
    services.vault.put("assistant", "DEPLOY_KEY", SECRET)
    return services


async def _say(chat: ChatService, surface: MemorySurface, user: str, text: str) -> int:
    n = next(_ids)
    await chat.handle(Message(f"m{n}", CHANNEL, user, text, f"u{n}", mentions_bot=True), surface)
    result = chat.last_result
    assert result is not None and result.status == "done"
    return result.run_id


async def _command(chat: ChatService, surface: MemorySurface, user: str, text: str) -> None:
    name, _, args = text.partition(" ")
    event = Command(f"c{next(_ids)}", CHANNEL, user, name, args, is_admin=user == "ADMIN")
    await chat.handle(event, surface)


@pytest.fixture
async def rated(services: Services) -> dict[str, int]:
    """Four rated runs in a channel that collects: two good of U1, one bad, one of an opt-out."""
    chat, surface = ChatService(services, stream_interval_s=0.0), MemorySurface()
    await _command(chat, surface, "ADMIN", "strop privacy on")
    runs = {
        "france": await _say(chat, surface, "U1", "What is the capital of France?"),
        "deploy": await _say(chat, surface, "U1", f"Keep the deploy key {SECRET} for later."),
        "germany": await _say(chat, surface, "U1", "What is the capital of Germany?"),
        "bluebird": await _say(chat, surface, "U2", "What is project BLUEBIRD about?"),
    }
    for name, label in [("france", "good"), ("deploy", "good"), ("germany", "bad")]:
        rate_run(services.db, runs[name], label, rater="U1", source="memory")
    rate_run(services.db, runs["bluebird"], "good", rater="U2", source="memory")
    await _command(chat, surface, "U2", "strop privacy optout")
    return runs


async def test_only_good_consented_runs_come_back_and_without_secrets(
    services: Services, rated: dict[str, int]
) -> None:
    team = team_conversations(services, agent="assistant")
    text = json.dumps(team.conversations)
    assert len(team.conversations) == 2, team.dropped
    assert "Paris" in text and "deploy key" in text  # the two good runs of U1
    assert SECRET not in text and "[SECRET]" in text  # the vault's value is scrubbed
    assert "Munich" not in text  # rated bad
    assert "BLUEBIRD" not in text and team.dropped["consent: opted out"] == 1
    for convo in team.conversations:
        assert convo[-1]["role"] == "assistant" and {m["role"] for m in convo} >= {"user"}

    assert team_conversations(services, agent="nobody").conversations == []
    newest = team_conversations(services, agent="assistant", limit=1)
    assert len(newest.conversations) == 1 and "deploy key" in json.dumps(newest.conversations)
    assert newest.dropped["over the limit"] == 1


async def test_the_build_trains_on_them(
    services: Services, rated: dict[str, int], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen: list[list[Any]] = []

    def train(spec: Any, base_dir: Path, work: Path, team: Any, **_: Any) -> Any:
        seen.append(list(team))
        raise ConfigurationError("stopped before training")

    monkeypatch.setattr(build, "_train", train)
    monkeypatch.setattr("trainer.base_model.base_checkpoint", lambda **_: tmp_path)
    spec = {"kind": "prune", "layers": 26, "heal_steps": 2}
    proposal = propose_architecture(services, spec, source="cli")
    # What an administrator's click does (its card is tested in tests/test_architecture).
    approve = update(ArchitectureProposal).where(ArchitectureProposal.id == proposal.id)
    with services.db.session() as s:
        s.execute(approve.values(status="approved"))
    result = await build.build_architecture(services, proposal.id, say=lambda _: None)
    assert result["status"] == "failed" and "stopped before training" in result["error"]
    assert seen == [team_conversations(services, agent="assistant").conversations]
    assert len(seen[0]) == 2 and SECRET not in json.dumps(seen[0])
    assert load_proposal(services.db, proposal.id).status == "failed"
