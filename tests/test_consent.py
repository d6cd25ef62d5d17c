"""Consent and retention (SPEC 7.7): who may become training data, export, deletion, retention.

Runs are real: recorded by the agent loop through the chat core on SQLite (a
scripted model), rated with ``rate_run`` or chat commands, and turned into
datasets by ``generate_training_data`` with its real strategies.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from chat_support.memory import MemorySurface
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from core.access import issue_token
from core.api import create_app
from core.chat import Command, Conversation, Message
from core.cli import main
from core.conversation import ChatService
from core.errors import ConfigurationError
from core.feedback import rate_run
from core.improve.datasets import meta_path, write_dataset
from core.improve.generate import generate_training_data
from core.improve.teacher import requests_in_scope
from core.models.base import ChatMessage
from core.models.scripted import ScriptedModel
from core.privacy import (
    ConsentPolicy,
    ConsentStore,
    DatasetGate,
    Person,
    delete_person,
    enforce_retention,
    export_person,
)
from core.services import Services
from core.settings import Settings
from core.storage import (
    ConsentSetting,
    Feedback,
    HelpRequest,
    Run,
    Span,
    WorkflowDraft,
    WorkflowRun,
)
from core.storage.base import utcnow

PG_URL = os.environ.get(
    "STROP_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)
CHANNEL = Conversation("memory", "C1", "T1")
OTHER = Conversation("memory", "C2", "T1")
TERMINAL = Conversation("terminal", "console", "", None, True)
STRATEGIES = ["from_feedback", "corrections", "contrastive", "rise"]
_ids = itertools.count(1)


def echo(messages: Sequence[ChatMessage]) -> str:
    return json.dumps({"answer": f"You asked: {messages[-1].content.strip()}"})


def words_embed(texts: Sequence[str]) -> list[list[float]]:
    vocab = sorted({w for t in texts for w in t.lower().split()})
    return [[float(t.lower().split().count(w)) for w in vocab] for t in texts]


@pytest.fixture
def services(make_services: Callable[..., Services]) -> Services:
    return make_services(ScriptedModel([echo] * 200))


class Room:
    """The chat core on an in-memory surface, with people talking and rating."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.chat = ChatService(services, stream_interval_s=0.0)
        self.surface = MemorySurface()

    async def say(self, conv: Conversation, user: str, text: str) -> int:
        """``user`` asks the bot ``text`` in ``conv``; returns the run id."""
        n = next(_ids)
        message = Message(f"m{n}", conv, user, text, f"u{n}", mentions_bot=True)
        await self.chat.handle(message, self.surface)
        result = self.chat.last_result
        assert result is not None and result.status == "done"
        return result.run_id

    async def cmd(
        self,
        text: str,
        *,
        user: str = "U9",
        admin: bool = True,
        conv: Conversation = CHANNEL,
    ) -> str:
        name, _, args = text.lstrip("/").partition(" ")
        event = Command(f"c{next(_ids)}", conv, user, name, args, is_admin=admin)
        await self.chat.handle(event, self.surface)
        return self.surface.posted[-1].text

    def rate(self, run_id: int, label: str, user: str, notes: str = "") -> int:
        return rate_run(self.services.db, run_id, label, notes=notes, rater=user, source="memory")

    async def build(self, name: str = "team", strategies: Sequence[str] = STRATEGIES) -> Any:
        return await generate_training_data(
            self.services, strategies=list(strategies), name=name, embed=words_embed
        )


@pytest.fixture
def room(services: Services) -> Room:
    return Room(services)


def rows(path: Path | None) -> list[dict[str, Any]]:
    assert path is not None
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def run_ids_of(path: Path | None) -> set[int]:
    return {r for row in rows(path) for r in row["provenance"]["run_ids"]}


# -- the dataset gate ------------------------------------------------------------------


async def test_an_opted_out_users_messages_and_ratings_never_reach_a_dataset(
    services: Services, room: Room
) -> None:
    assert "collection is on in this channel" in await room.cmd("/strop privacy on")
    france = await room.say(CHANNEL, "U1", "What is the capital of France?")
    room.rate(france, "good", "U1")
    germany = await room.say(CHANNEL, "U1", "What is the capital of Germany?")
    room.rate(germany, "bad", "U1", "correct answer: Berlin")
    # U2 rates one of U1's runs with a note; that note must not be learned either.
    italy = await room.say(CHANNEL, "U1", "What is the capital of Italy?")
    room.rate(italy, "bad", "U2", "correct answer: ROME-ZEBRA")
    mine = [await room.say(CHANNEL, "U2", "What is project BLUEBIRD about?")]
    room.rate(mine[0], "good", "U2")
    mine.append(await room.say(CHANNEL, "U2", "When does BLUEBIRD launch?"))
    room.rate(mine[1], "bad", "U2", "should be: BLUEBIRD launches in May")
    mine.append(await room.say(CHANNEL, "U2", "When does BLUEBIRD launch exactly?"))
    room.rate(mine[2], "good", "U2")  # a retry RISE would chain to the bad run
    reply = await room.cmd("/strop privacy optout", user="U2", admin=False)
    assert reply.startswith("You opted out")

    data = await room.build()
    files = data.sft_path.read_text() + data.dpo_path.read_text()
    assert "France" in files and "Berlin" in files
    assert "BLUEBIRD" not in files and "ROME-ZEBRA" not in files
    assert run_ids_of(data.sft_path) == {france, germany}
    assert data.dropped["consent: opted out"] >= 2
    assert data.dropped["consent: rater opted out"] >= 1
    meta = json.loads(meta_path(data.sft_path).read_text())
    assert meta["rows"] == len(data.sft)
    consent = meta["consent"]
    assert consent["default"] == "opt_in" and consent["opted_out_people"] == 1
    assert consent["collection"][0] | {"since": None} == {
        "platform": "memory",
        "workspace": "T1",
        "channel": "C1",
        "collect": True,
        "since": None,
    }
    assert "U2" not in meta_path(data.sft_path).read_text()  # nobody is named


async def test_opting_out_later_removes_existing_examples_and_keeps_them_out(
    services: Services, room: Room
) -> None:
    await room.cmd("/strop privacy on")
    run = await room.say(CHANNEL, "U1", "Summarise the ORCHID memo")
    room.rate(run, "good", "U1")
    first = await room.build(strategies=["from_feedback"])
    assert "ORCHID" in first.sft_path.read_text()

    reply = await room.cmd("/strop privacy optout", user="U1", admin=False)
    assert "1 example(s) made from your data were taken out" in reply
    assert "ORCHID" not in first.sft_path.read_text()
    removed = json.loads(meta_path(first.sft_path).read_text())["removed"]
    assert removed[-1]["examples"] == 1 and removed[-1]["why"] == "opt-out"
    assert "You had already opted out" in await room.cmd(
        "/strop privacy optout", user="U1", admin=False
    )

    later = await room.build(strategies=["from_feedback"])
    assert later.sft == [] and later.dropped["consent: opted out"] == 1
    assert "ORCHID" not in later.sft_path.read_text()

    assert "opted back in" in await room.cmd("/strop privacy optin", user="U1", admin=False)
    again = await room.build(strategies=["from_feedback"])
    assert "ORCHID" in again.sft_path.read_text()


async def test_collection_is_opt_in_per_channel_and_workspace(
    services: Services, room: Room
) -> None:
    agent = services.agents.get("assistant")
    before = await room.say(CHANNEL, "U1", "Chat before anyone agreed")
    room.rate(before, "good", "U1")
    # The operator's terminal and strop's own runs need no chat consent.
    local = await services.runner().run(agent, "Operator at the terminal")
    room.rate(local.run_id, "good", "op")
    played = await services.runner().run(agent, "Self-play task", platform="self_play")
    room.rate(played.run_id, "good", "strop-checker")
    data = await room.build(strategies=["from_feedback"])
    assert run_ids_of(data.sft_path) == {local.run_id, played.run_id}
    assert data.dropped["consent: collection off"] == 1

    assert "on in this workspace" in await room.cmd("/strop privacy on workspace")
    other = await room.say(OTHER, "U1", "Chat in another channel of the workspace")
    room.rate(other, "good", "U1")
    data = await room.build(strategies=["from_feedback"])
    # Runs made before collection was switched on were made without consent.
    assert run_ids_of(data.sft_path) == {local.run_id, played.run_id, other}
    assert data.dropped["consent: before collection was on"] == 1

    # A channel's own choice wins over its workspace's.
    assert "off in this channel" in await room.cmd("/strop privacy off", conv=OTHER)
    data = await room.build(strategies=["from_feedback"])
    assert other not in run_ids_of(data.sft_path)

    # Switching a channel on where its workspace already collects keeps the earlier
    # start; switching on again after off starts anew.
    policy = ConsentStore(services.db, default="opt_in").policy
    workspace_since = policy().decision("memory", "T1", "").since
    assert workspace_since is not None
    await room.cmd("/strop privacy on")
    assert policy().decision("memory", "T1", "C1").since == workspace_since
    await room.cmd("/strop privacy on", conv=OTHER)
    restarted = policy().decision("memory", "T1", "C2")
    assert restarted.collect and restarted.since is not None and restarted.since > workspace_since


async def test_the_opt_out_default_and_the_policy_rule(services: Services) -> None:
    agent = services.agents.get("assistant")
    run = await services.runner().run(
        agent, "An API event", platform="api", workspace="T9", channel="", user="bot-user"
    )
    gate_in = DatasetGate(services.db, ConsentPolicy.load(services.db, default="opt_in"))
    gate_out = DatasetGate(services.db, ConsentPolicy.load(services.db, default="opt_out"))
    example = {"messages": [], "provenance": {"run_ids": [run.run_id], "feedback_ids": []}}
    assert gate_in.keep([example]).dropped == {"consent: collection off": 1}
    assert gate_out.keep([example]).kept == [example]
    # Examples that cannot say where they came from are never vouched for.
    unvouched: list[dict[str, Any]] = [
        {"messages": []},
        {"provenance": {"run_ids": []}},
        {"provenance": {"run_ids": ["1"]}},
        {"provenance": {"run_ids": [run.run_id], "feedback_ids": "x"}},
    ]
    for bad in unvouched:
        assert gate_out.keep([bad]).dropped == {"consent: no provenance": 1}
    gone = {"provenance": {"run_ids": [run.run_id + 100], "feedback_ids": []}}
    assert gate_out.keep([gone]).dropped == {"consent: run deleted": 1}
    store = ConsentStore(services.db, default="opt_out")
    with pytest.raises(ConfigurationError, match="need no consent"):
        store.set_collection(platform="terminal", workspace="", collect=True)
    with pytest.raises(ConfigurationError, match="at most 200"):
        store.opt_out(platform="memory", user="x" * 201)


async def test_teacher_requests_respect_consent(services: Services, room: Room) -> None:
    await room.cmd("/strop privacy on")
    await room.say(CHANNEL, "U1", "How do deploys work?")
    await room.say(CHANNEL, "U2", "What is in the PRIVATE-PLAN?")
    await room.say(OTHER, "U1", "Question from a channel without consent")
    await room.cmd("/strop privacy optout", user="U2", admin=False)
    policy = ConsentStore(services.db, default="opt_in").policy()
    assert requests_in_scope(services.db, policy=policy) == ["How do deploys work?"]
    # Without a policy the stored choices apply with collection off by default.
    assert requests_in_scope(services.db) == ["How do deploys work?"]
    everyone = ConsentPolicy.load(services.db, default="opt_out")
    assert "Question from a channel without consent" in requests_in_scope(
        services.db, policy=everyone
    )


# -- export and deletion ----------------------------------------------------------------


async def _two_people(room: Room) -> dict[str, Any]:
    """U1 and U2 chat, rate each other, and both end up in datasets."""
    services = room.services
    await room.cmd("/strop privacy on")
    ids: dict[str, Any] = {}
    ids["a"] = await room.say(CHANNEL, "U1", "Where is the ALPHA-ONE report?")
    ids["a_mine"] = room.rate(ids["a"], "good", "U1")
    ids["a_theirs"] = room.rate(ids["a"], "good", "U2", "nice one from U2-NOTE")
    ids["b"] = await room.say(CHANNEL, "U1", "What is ALPHA-TWO?")
    ids["b_mine"] = room.rate(ids["b"], "bad", "U1", "correct answer: ALPHA-FIX")
    ids["c"] = await room.say(CHANNEL, "U2", "Tell me about BRAVO-THREE")
    ids["c_theirs"] = room.rate(ids["c"], "good", "U2")
    ids["d"] = await room.say(CHANNEL, "U2", "And BRAVO-FOUR?")
    ids["d_mine"] = room.rate(ids["d"], "bad", "U1", "should be: BRAVO-FIX")
    data = await room.build(strategies=["from_feedback", "corrections"])
    ids["sft"] = data.sft_path
    agent = services.agents.get("assistant")
    replay = await services.runner().run(
        agent, "where is the alpha-one REPORT?", platform="teacher"
    )
    ids["teacher"] = replay.run_id
    root = services.settings.data_dir / "datasets"
    ids["mixed"] = write_dataset(
        root,
        "mixed-dpo",
        [
            {
                "prompt": [{"role": "user", "content": "ALPHA vs BRAVO"}],
                "chosen": [{"role": "assistant", "content": "ALPHA-ONE"}],
                "rejected": [{"role": "assistant", "content": "BRAVO-SECRET-ANSWER"}],
                "provenance": {"run_ids": [ids["a"], ids["c"]], "feedback_ids": []},
            }
        ],
    )
    ids["taught"] = write_dataset(
        root,
        "teach-sft",
        [
            {
                "messages": [{"role": "assistant", "content": "teacher on ALPHA-ONE"}],
                "provenance": {"strategy": "teacher", "run_ids": [replay.run_id]},
            }
        ],
    )
    with services.db.session() as s:
        s.add(WorkflowDraft(platform="memory", user="U1", name="alpha-flow", graph={"steps": []}))
        s.add(WorkflowDraft(platform="memory", user="U2", name="bravo-flow", graph={"steps": []}))
        s.add(
            WorkflowRun(
                workflow_name="alpha-flow",
                version=1,
                status="done",
                input="ALPHA-FLOW-INPUT",
                platform="memory",
                workspace="T1",
                channel="C1",
                user="U1",
            )
        )
        s.add(
            HelpRequest(
                run_id=ids["c"],
                kind="text",
                message="Which region?",
                status="answered",
                answer="ALPHA-ANSWER eu-west",
                answered_by="U1",
            )
        )
    return ids


async def test_export_holds_their_data_and_nobody_elses(services: Services, room: Room) -> None:
    ids = await _two_people(room)
    root = services.settings.data_dir / "datasets"
    policy = ConsentStore(services.db, default="opt_in").policy()
    data = export_person(services.db, root, Person("memory", "U1"), policy=policy)
    dumped = json.dumps(data)
    assert [r["id"] for r in data["runs"]] == [ids["a"], ids["b"]]
    assert [r["id"] for r in data["derived_runs"]] == [ids["teacher"]]
    assert {r["id"] for r in data["ratings"]} == {ids["a_mine"], ids["b_mine"], ids["d_mine"]}
    assert [f["id"] for f in data["runs"][0]["feedback"]] == [ids["a_mine"]]
    assert "ALPHA-FIX" in dumped and "BRAVO-FIX" in dumped  # their own notes
    assert [w["input"] for w in data["workflow_runs"]] == ["ALPHA-FLOW-INPUT"]
    assert [d["name"] for d in data["workflow_drafts"]] == ["alpha-flow"]
    assert data["help_answers"][0]["answer"] == "ALPHA-ANSWER eu-west"
    examples = {e["dataset"]: e for e in data["dataset_examples"]}
    assert "teach-sft/v1" in examples and "team-sft/v1" in examples
    # Listed, not copied: run a's example (U2 rated it too), run d's (U2's run, U1's
    # correction) and the mixed pair.
    shared = data["dataset_examples_shared_with_others"]
    assert {"dataset": "mixed-dpo/v1", "line": 1} in shared and len(shared) == 3
    assert all(set(entry) == {"dataset", "line"} for entry in shared)
    # Nothing of U2's: their runs, their rating note, the other side of the shared pair.
    for theirs in (
        "U2-NOTE",
        "BRAVO-THREE",
        "BRAVO-FOUR",
        "BRAVO-SECRET-ANSWER",
        "bravo-flow",
        '"U2"',
    ):
        assert theirs not in dumped, theirs
    assert data["consent"] == {"opted_out": False}


async def test_deletion_removes_their_rows_and_derived_examples(
    services: Services, room: Room
) -> None:
    ids = await _two_people(room)
    root = services.settings.data_dir / "datasets"
    before = rows(ids["sft"])
    assert run_ids_of(ids["sft"]) >= {ids["a"], ids["c"]}

    report = delete_person(services.db, root, Person("memory", "U1"))
    assert (report.runs, report.derived_runs, report.workflow_runs) == (2, 1, 1)
    assert (report.ratings, report.workflow_drafts, report.help_answers) == (3, 1, 1)
    assert report.dataset_examples["mixed-dpo/v1"] == 1
    assert report.dataset_examples["teach-sft/v1"] == 1
    with services.db.session() as s:
        assert s.scalar(select(func.count()).select_from(Run).where(Run.user == "U1")) == 0
        assert s.get(Run, ids["teacher"]) is None
        gone = [ids["a"], ids["b"]]
        assert s.scalar(select(func.count()).select_from(Span).where(Span.run_id.in_(gone))) == 0
        assert (
            s.scalar(select(func.count()).select_from(Feedback).where(Feedback.rater == "U1")) == 0
        )
        # U2's own run and rating stay; U2's rating of U1's run went with the run.
        assert s.get(Run, ids["c"]) is not None and s.get(Feedback, ids["c_theirs"]) is not None
        assert s.get(Run, ids["d"]) is not None and s.get(Feedback, ids["a_theirs"]) is None
        assert [d.user for d in s.scalars(select(WorkflowDraft))] == ["U2"]
        assert s.scalar(select(func.count()).select_from(WorkflowRun)) == 0
        request = s.scalars(select(HelpRequest)).one()
        assert (request.answer, request.answered_by) == ("", "")
    after = rows(ids["sft"])
    assert all(ids["a"] not in r["provenance"]["run_ids"] for r in after)
    assert all(ids["d_mine"] not in r["provenance"].get("feedback_ids", []) for r in after)
    assert ids["c"] in run_ids_of(ids["sft"]) and len(after) < len(before)
    assert "ALPHA" not in ids["sft"].read_text() + ids["mixed"].read_text()
    assert rows(ids["taught"]) == []
    meta = json.loads(meta_path(ids["sft"]).read_text())
    assert meta["rows"] == len(after) and meta["removed"][-1]["why"] == "deletion request"
    # A second request finds nothing left.
    again = delete_person(services.db, root, Person("memory", "U1"))
    assert again.as_dict() == {
        "runs": 0,
        "derived_runs": 0,
        "ratings": 0,
        "workflow_runs": 0,
        "workflow_drafts": 0,
        "help_answers": 0,
        "dataset_examples": {},
    }


@pytest.mark.postgres
async def test_gate_export_and_deletion_on_postgres(tmp_path: Path, pg_schema: str) -> None:
    sep = "&" if "?" in PG_URL else "?"
    pg = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path / "data",
        database_url=f"{PG_URL}{sep}options=-csearch_path%3D{pg_schema}",
    )
    services = Services(pg, model=ScriptedModel([echo] * 50))
    try:
        room = Room(services)
        ids = await _two_people(room)
        assert run_ids_of(ids["sft"]) == {ids["a"], ids["b"], ids["c"], ids["d"]}
        root = pg.data_dir / "datasets"
        policy = ConsentStore(services.db, default="opt_in").policy()
        exported = export_person(services.db, root, Person("memory", "U1"), policy=policy)
        assert [r["id"] for r in exported["runs"]] == [ids["a"], ids["b"]]
        report = delete_person(services.db, root, Person("memory", "U1"))
        assert (report.runs, report.ratings, report.help_answers) == (2, 3, 1)
        assert run_ids_of(ids["sft"]) == {ids["c"]}
        with services.db.session() as s:
            assert s.scalar(select(func.count()).select_from(Run).where(Run.user == "U1")) == 0
        _age(services, Run, ids["c"], 40)
        expired = enforce_retention(
            services.db, now=datetime.now(UTC), run_days=30, rating_days=None
        )
        assert expired.runs == 1
    finally:
        services.close()


# -- retention --------------------------------------------------------------------------


def _age(services: Services, model: Any, row_id: int, days: float) -> None:
    with services.db.session() as s:
        row = s.get(model, row_id)
        assert row is not None
        row.created_at = utcnow() - timedelta(days=days)


async def test_retention_deletes_expired_data_and_nothing_else(
    services: Services, room: Room
) -> None:
    agent = services.agents.get("assistant")
    runner = services.runner()
    old = (await runner.run(agent, "old conversation")).run_id
    fresh = (await runner.run(agent, "fresh conversation")).run_id
    waiting = (await runner.run(agent, "old but still waiting")).run_id
    old_rating = room.rate(fresh, "good", "U1")
    new_rating = room.rate(fresh, "bad", "U2")
    room.rate(old, "good", "U3")
    _age(services, Run, old, 40)
    _age(services, Run, waiting, 40)
    _age(services, Feedback, old_rating, 20)
    with services.db.session() as s:
        s.get(Run, waiting).status = "waiting_for_user"  # type: ignore[union-attr]
        drafts = [WorkflowDraft(name=f"d{i}", graph={}) for i in range(2)]
        s.add_all(drafts)
        s.add(ConsentSetting(platform="memory", workspace="T1", channel="", collect=True))
        s.flush()
        drafts[0].created_at = utcnow() - timedelta(days=31)
        old_draft = drafts[0].id
    now = datetime.now(UTC)

    nothing = enforce_retention(services.db, now=now, run_days=None, rating_days=None)
    assert nothing.as_dict() == {"runs": 0, "workflow_runs": 0, "workflow_drafts": 0, "ratings": 0}

    report = enforce_retention(services.db, now=now, run_days=30, rating_days=10)
    assert report.as_dict() == {"runs": 1, "workflow_runs": 0, "workflow_drafts": 1, "ratings": 1}
    with services.db.session() as s:
        assert s.get(Run, old) is None
        assert s.get(Run, fresh) is not None and s.get(Run, waiting) is not None
        assert s.scalar(select(func.count()).select_from(Span).where(Span.run_id == old)) == 0
        assert s.get(Feedback, old_rating) is None and s.get(Feedback, new_rating) is not None
        assert (
            s.scalar(select(func.count()).select_from(Feedback).where(Feedback.rater == "U3")) == 0
        )
        assert s.get(WorkflowDraft, old_draft) is None
        assert s.scalar(select(func.count()).select_from(WorkflowDraft)) == 1
        assert s.scalar(select(func.count()).select_from(ConsentSetting)) == 1
        assert services.agents.exists("assistant")
    with pytest.raises(ConfigurationError, match="aware"):
        enforce_retention(services.db, now=datetime.now(), run_days=1, rating_days=None)


async def test_retention_runs_as_cron_task_and_inline_in_the_server(
    make_services: Callable[..., Services], settings: Settings
) -> None:
    from jobs import tasks
    from jobs.worker import WorkerSettings

    assert tasks.retention in [job.coroutine for job in WorkerSettings.cron_jobs]
    kept = make_services(ScriptedModel([echo] * 10))
    assert await tasks.retention({"services": kept}) == {}  # no period set: nothing to do

    services = make_services(ScriptedModel([echo] * 10))
    services.settings = settings.model_copy(update={"retention_days": 7})
    agent = services.agents.get("assistant")
    old = (await services.runner().run(agent, "expired")).run_id
    _age(services, Run, old, 8)
    report = await tasks.retention({"services": services})
    assert report["runs"] == 1

    # Without Redis the serving process enforces it itself, starting at once.
    again = (await services.runner().run(agent, "expired too")).run_id
    _age(services, Run, again, 8)
    with TestClient(create_app(services)):
        for _ in range(100):
            with services.db.session() as s:
                if s.get(Run, again) is None:
                    break
            await asyncio.sleep(0.05)
    with services.db.session() as s:
        assert s.get(Run, again) is None


# -- the chat commands, CLI and API ------------------------------------------------------


async def test_privacy_commands_through_the_chat_core(room: Room) -> None:
    status = await room.cmd("/strop privacy status", user="U1", admin=False)
    assert "collection here is off" in status and "default (opt_in)" in status
    assert "/strop privacy optout" in status
    refused = await room.cmd("/strop privacy on", user="U1", admin=False)
    assert "only workspace administrators" in refused
    assert "collection is on in this channel" in await room.cmd("/strop privacy on")
    status = await room.cmd("/strop privacy status", user="U1", admin=False)
    assert "collection here is on: set for this channel" in status and "since" in status
    assert "off in this workspace" in await room.cmd("/strop privacy OFF workspace")
    assert "set for this channel" in await room.cmd("/strop privacy status")
    assert "You opted out" in await room.cmd("/strop privacy optout", user="U1", admin=False)
    assert "You opted out" in await room.cmd("/strop privacy status", user="U1", admin=False)
    assert "You had not opted out" in await room.cmd("/strop privacy optin", user="U5")
    for bad in ("maybe", "status now", "optout everyone"):
        reply = await room.cmd(f"/strop privacy {bad}")
        assert reply.startswith(f"Unknown subcommand {bad!r}") and "Usage: /strop privacy" in reply
    assert "Unknown scope 'everywhere'" in await room.cmd("/strop privacy on everywhere")
    assert (await room.cmd("/strop privacy")).startswith("Usage: /strop privacy status")
    assert "operator's own" in await room.cmd("/strop privacy on", conv=TERMINAL)
    assert "operator's own" in await room.cmd("/strop privacy status", conv=TERMINAL)
    assert "/strop privacy" in await room.cmd("/strop help")
    assert "Unknown subcommand 'nope'" in await room.cmd("/strop nope")


async def test_cli_exports_and_deletes_a_person(
    services: Services,
    room: Room,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    from core.settings import load_settings

    await room.cmd("/strop privacy on")
    mine = await room.say(CHANNEL, "U1", "CLI-ALPHA question")
    room.rate(mine, "good", "U1")
    theirs = await room.say(CHANNEL, "U2", "CLI-BRAVO question")
    monkeypatch.setenv("STROP_DATA_DIR", str(settings.data_dir))
    load_settings.cache_clear()
    try:
        out = tmp_path / "u1.json"
        assert (
            main(
                ["privacy", "export", "--platform", "memory", "--user", "U1", "--output", str(out)]
            )
            == 0
        )
        exported = json.loads(out.read_text())
        assert [r["id"] for r in exported["runs"]] == [mine] and "CLI-BRAVO" not in out.read_text()
        assert out.stat().st_mode & 0o077 == 0
        assert main(["privacy", "delete", "--platform", "memory", "--user", "U1"]) == 2
        assert "--yes" in capsys.readouterr().err
        assert main(["privacy", "delete", "--platform", "memory", "--user", "U1", "--yes"]) == 0
        assert json.loads(capsys.readouterr().out)["runs"] == 1
        assert main(["privacy", "optout", "--platform", "memory", "--user", "U2"]) == 0
        assert "opted out" in capsys.readouterr().out
        assert main(["privacy", "on", "--platform", "api", "--workspace", "T9"]) == 0
        assert "collection on since" in capsys.readouterr().out
        assert main(["privacy", "status"]) == 0
        described = json.loads(capsys.readouterr().out)
        assert described["opted_out_people"] == 1 and len(described["collection"]) == 2
        assert main(["privacy", "retention"]) == 0
        assert "no retention period set" in capsys.readouterr().out
        assert main(["privacy", "on", "--platform", "terminal"]) == 2
    finally:
        load_settings.cache_clear()
    with services.db.session() as s:
        assert s.get(Run, mine) is None and s.get(Run, theirs) is not None


async def test_api_export_and_delete_need_an_operator_token(services: Services, room: Room) -> None:
    await room.cmd("/strop privacy on")
    mine = await room.say(CHANNEL, "U1", "API-ALPHA question")
    await room.say(CHANNEL, "U2", "API-BRAVO question")
    operator = {"Authorization": f"Bearer {issue_token(services.db, 'ops')}"}
    team = {"Authorization": f"Bearer {issue_token(services.db, 'bot', team='T1')}"}
    client = TestClient(create_app(services))
    assert client.get("/api/privacy/people/memory/U1", headers=team).status_code == 403
    assert client.delete("/api/privacy/people/memory/U1", headers=team).status_code == 403
    assert client.get("/api/privacy/people/memory/U1").status_code == 401
    assert client.get("/api/privacy/people/Bad Platform/U1", headers=operator).status_code == 422
    got = client.get("/api/privacy/people/memory/U1", headers=operator)
    assert got.status_code == 200 and [r["id"] for r in got.json()["runs"]] == [mine]
    assert "API-BRAVO" not in got.text
    policy = client.get("/api/privacy/policy", headers=operator).json()
    assert policy["default"] == "opt_in" and policy["collection"][0]["channel"] == "C1"
    deleted = client.delete("/api/privacy/people/memory/U1", headers=operator)
    assert deleted.status_code == 200 and deleted.json()["runs"] == 1
    assert client.get("/api/privacy/people/memory/U1", headers=operator).json()["runs"] == []
