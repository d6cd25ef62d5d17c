"""Evolutions without a chat command reach the admin channel; the periodic round; the tools.

strop issue 7, items 5 and 6: after an evolution the bot posts the hypothesis,
and after the next cycle whether it held; a periodic aggregation writes the
observed outcomes back into the playbook.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from chat_support.memory import MemorySurface
from sqlalchemy import select
from sqlalchemy.orm import Session

from bots.runner import BotSet
from core.agents.spec import AgentSpec
from core.chat import Command, Conversation, MessageRef
from core.conversation import ChatService
from core.errors import Conflict, ToolError
from core.evolution.announce import post_pending_evolutions
from core.evolution.evolve import evolve_agent
from core.evolution.periodic import evolution_loop
from core.evolution.playbook import record_technique_insight
from core.evolution.playbook_entries import ENTRIES
from core.evolution.records import RecordView, list_records, load_record
from core.feedback import rate_run
from core.models.base import ModelClient
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import Database, Span, TechniqueEntry
from jobs import tasks
from jobs.worker import WorkerSettings

DETAILED = "You are a helpful assistant.\nAnswer in detail.\nBe friendly."
LONG = (
    "Paris is the capital of France. It has been the seat of government since the Middle "
    "Ages, sits on the Seine, is split into twenty arrondissements and is home to the Louvre, "
    "the Eiffel Tower and Notre-Dame, with about two million people in the city proper."
)
ADMINS = Conversation("memory", "ADMINS", "T1")
CHANNEL = Conversation("memory", "C1", "T1")
_ids = itertools.count(1)


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def call(tool: str, **args: Any) -> str:
    return json.dumps({"tool": tool, "args": args})


@pytest.fixture
def make(settings: Settings, each_db: Database) -> Iterator[Callable[..., Services]]:
    """Services on ``each_db`` with an admin channel and automatic evolution on."""
    made: list[Services] = []

    def build(model: ModelClient | None = None, **overrides: Any) -> Services:
        configured = settings.model_copy(
            update={
                "database_url": each_db.url,
                "admin_channel": "memory:T1:ADMINS",
                "auto_evolve": True,
                **overrides,
            }
        )
        services = Services(configured, model=model or ScriptedModel([]))
        made.append(services)
        return services

    yield build
    for services in made:
        services.close()


def _explainer(services: Services) -> None:
    services.agents.create(AgentSpec(name="explainer", system_prompt=DETAILED))


async def _runs(services: Services, reply: str, n: int = 3) -> list[int]:
    runner = services.runner(ScriptedModel([answer(reply)] * n))
    spec = services.agents.get("explainer")
    return [(await runner.run(spec, f"question {i}?")).run_id for i in range(n)]


async def _complain(services: Services) -> None:
    for run_id in await _runs(services, LONG):
        rate_run(services.db, run_id, "bad", rater="ann", notes="way too long, just the city")


async def _cron(services: Services) -> dict[str, Any]:
    """What the worker's cron runs, with the worker's context."""
    return await tasks.evolve_agents({"services": services})


async def _evolved_by_cron(services: Services) -> int:
    """The explainer agent, complaints about long answers, and the cron's evolution of it."""
    _explainer(services)
    await _complain(services)
    (record_id,) = (await _cron(services))["evolved"]
    return int(record_id)


async def _sweep(services: Services, surface: MemorySurface) -> int:
    return await post_pending_evolutions(services.db, services.settings, {"memory": surface})


def _record(services: Services, record_id: int) -> RecordView:
    record = load_record(services.db, record_id)
    assert record is not None
    return record


def _admin_texts(surface: MemorySurface) -> list[str]:
    return [p.text for p in surface.posted if p.conversation == ADMINS]


class _PausingDb(Database):
    """A second chat process's database that stops after its first query until ``go``."""

    def __init__(self, url: str, listed: threading.Event, go: threading.Event) -> None:
        super().__init__(url=url)
        self.listed, self.go, self._first = listed, go, True

    @contextmanager
    def session(self) -> Iterator[Session]:
        with super().session() as s:
            yield s
        if self._first:
            self._first = False
            self.listed.set()
            assert self.go.wait(30)


class _FlakySurface(MemorySurface):
    """A platform that is down for its first ``failures`` posts."""

    def __init__(self, failures: int) -> None:
        super().__init__()
        self.failures = failures

    async def post(self, conversation: Conversation, text: str, **kw: Any) -> MessageRef:
        if self.failures > 0:
            self.failures -= 1
            raise ConnectionError("platform down")
        return await super().post(conversation, text, **kw)


# --- the cron path posts to the admin channel, once ----------------------------------------


async def test_a_cron_evolution_is_posted_once_although_two_chat_processes_race(
    make: Callable[..., Services], each_db: Database
) -> None:
    services = make()
    _explainer(services)
    await _complain(services)
    report = await _cron(services)
    (record_id,) = report["evolved"]
    assert report["failed"] == {} and report["playbook_entries"] == len(ENTRIES)
    assert services.agents.get("explainer").version == 2
    assert _record(services, record_id).hypothesis_post == "pending"

    # The other process lists the pending record, then stalls before claiming it while
    # this one posts: it must then find the record taken and post nothing.
    surface = MemorySurface()
    listed, go = threading.Event(), threading.Event()
    other_db = _PausingDb(each_db.url, listed, go)
    other: dict[str, int] = {}

    def other_process() -> None:
        other["posted"] = asyncio.run(
            post_pending_evolutions(other_db, services.settings, {"memory": surface})
        )

    thread = threading.Thread(target=other_process)
    thread.start()
    try:
        assert listed.wait(30)
        assert await _sweep(services, surface) == 1
    finally:
        go.set()
        thread.join(30)
        other_db.dispose()
    assert other == {"posted": 0}
    (posted,) = surface.posted
    assert posted.conversation == ADMINS
    assert posted.text.startswith("Evolved explainer v1 -> v2:")
    assert "Hypothesis: explainer: answers get shorter" in posted.text
    assert _record(services, record_id).hypothesis_post == "posted"
    assert await _sweep(services, surface) == 0 and len(surface.posted) == 1


async def test_the_outcome_follows_its_hypothesis_after_the_next_cycle(
    make: Callable[..., Services],
) -> None:
    services = make()
    record_id = await _evolved_by_cron(services)

    # No admin channel, or no process connected to its platform: kept for later.
    surface = MemorySurface()
    unset = services.settings.model_copy(update={"admin_channel": ""})
    assert await post_pending_evolutions(services.db, unset, {"memory": surface}) == 0
    assert await post_pending_evolutions(services.db, services.settings, {}) == 0

    await _runs(services, "Paris.")  # v2 answers short
    report = await _cron(services)
    assert report["checked"] == [record_id] and report["evolved"] == []
    record = load_record(services.db, record_id)
    assert record is not None and record.status == "validated"
    assert (record.hypothesis_post, record.outcome_post) == ("pending", "pending")

    # Both waited: one sweep posts them in order, the change as it was made.
    assert await _sweep(services, surface) == 2
    hypothesis, outcome = _admin_texts(surface)
    assert hypothesis.startswith("Evolved explainer v1 -> v2:") and "Hypothesis:" in hypothesis
    assert outcome.startswith("Hypothesis for explainer v2 held (validated): mean_answer_chars")
    assert await _sweep(services, surface) == 0
    assert await _cron(services) == {
        "checked": [],
        "evolved": [],
        "failed": {},
        "playbook_entries": len(ENTRIES),
        "loop_health": [],
    }
    assert await _sweep(services, surface) == 0 and len(surface.posted) == 2


async def test_a_failed_post_is_tried_again_and_the_outcome_never_goes_first(
    make: Callable[..., Services],
) -> None:
    services = make()
    record_id = await _evolved_by_cron(services)
    await _runs(services, LONG)  # v2 answers just as long: refuted
    assert (await _cron(services))["checked"] == [record_id]

    surface = _FlakySurface(failures=1)
    assert await _sweep(services, surface) == 0  # the hypothesis failed; the outcome waits
    record = load_record(services.db, record_id)
    assert record is not None and (record.hypothesis_post, record.outcome_post) == (
        "pending",
        "pending",
    )
    assert await _sweep(services, surface) == 2
    hypothesis, outcome = _admin_texts(surface)
    assert hypothesis.startswith("Evolved explainer")
    assert "did not hold (refuted)" in outcome and "/agent rollback explainer 1" in outcome


# --- said in the conversation: not again in the admin channel ------------------------------


async def _cmd(chat: ChatService, surface: MemorySurface, text: str) -> str:
    name, _, args = text.lstrip("/").partition(" ")
    await chat.handle(Command(f"c{next(_ids)}", CHANNEL, "U1", name, args, is_admin=True), surface)
    return surface.posted[-1].text


@pytest.mark.parametrize("checker", ["command", "cron"])
async def test_what_the_command_said_is_not_posted_again(
    make: Callable[..., Services], checker: str
) -> None:
    services = make()
    chat, surface = ChatService(services), MemorySurface()
    _explainer(services)
    await _complain(services)
    said = await _cmd(chat, surface, "/agent evolve explainer")
    assert said.startswith("Evolved explainer v1 -> v2")
    (record,) = list_records(services.db, "explainer")
    assert record.hypothesis_post == "notified"
    assert await _sweep(services, surface) == 0

    await _runs(services, "Paris.")
    if checker == "command":
        assert "no new complaints" in await _cmd(chat, surface, "/agent evolve explainer")
        assert "held (validated)" in surface.posted[-2].text  # said just before
    else:  # decided by the round: its outcome has no conversation but the admin channel
        assert (await _cron(services))["checked"] == [record.id]
    decided = load_record(services.db, record.id)
    assert decided is not None and decided.status == "validated"
    assert decided.outcome_post == ("notified" if checker == "command" else "pending")
    posted = await _sweep(services, surface)
    admin = _admin_texts(surface)
    if checker == "command":
        assert posted == 0 and admin == []
    else:
        assert posted == 1 and len(admin) == 1
        assert admin[0].startswith("Hypothesis for explainer v2 held")
    assert await _sweep(services, surface) == 0
    in_channel = [p.text for p in surface.posted if p.conversation == CHANNEL]
    assert sum(t.startswith("Evolved explainer") for t in in_channel) == 1


async def test_a_message_the_conversation_could_not_take_goes_to_the_admin_channel(
    make: Callable[..., Services],
) -> None:
    services = make()
    _explainer(services)
    await _complain(services)

    async def broken(text: str) -> None:
        raise ConnectionError("the conversation's platform is down")

    record = await evolve_agent(services, "explainer", notify=broken)
    assert record is not None
    assert _record(services, record.id).hypothesis_post == "pending"
    surface = MemorySurface()
    assert await _sweep(services, surface) == 1
    assert _admin_texts(surface)[0].startswith("Evolved explainer v1 -> v2")


async def test_the_chat_processes_sweep_posts_evolutions(make: Callable[..., Services]) -> None:
    services = make()
    _explainer(services)
    await _complain(services)
    await _cron(services)
    bots = BotSet(services)  # no platform token: no adapter, only the sweep
    surface = MemorySurface()
    bots.chat.attach("memory", surface)
    await bots.start()
    try:
        for _ in range(200):
            if surface.posted:
                break
            await asyncio.sleep(0.05)
    finally:
        await bots.stop()
    assert [p.conversation for p in surface.posted] == [ADMINS]
    assert surface.posted[0].text.startswith("Evolved explainer v1 -> v2")


# --- the periodic round ----------------------------------------------------------------------


def test_the_round_is_a_worker_cron_job() -> None:
    assert tasks.evolve_agents in {job.coroutine for job in WorkerSettings.cron_jobs}


async def test_strop_serve_runs_the_loop_only_without_redis(make: Callable[..., Services]) -> None:
    from core.api.app import _start_evolution

    assert _start_evolution(make(redis_url="redis://127.0.0.1:6379/0")) is None
    task = _start_evolution(make())
    assert task is not None and task.get_name() == "strop-evolution"
    await asyncio.sleep(0.05)
    assert not task.done()  # waiting for its first round
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task


async def test_without_redis_the_loop_runs_the_same_round(make: Callable[..., Services]) -> None:
    services = make()
    _explainer(services)
    await _complain(services)
    loop = asyncio.create_task(evolution_loop(services, interval_s=3600))
    try:
        for _ in range(200):
            if list_records(services.db, "explainer"):
                break
            await asyncio.sleep(0.05)
    finally:
        loop.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await loop
    (record,) = list_records(services.db, "explainer")
    assert record.to_version == 2 and record.hypothesis_post == "pending"


async def test_without_auto_evolve_the_round_only_checks_and_aggregates(
    make: Callable[..., Services],
) -> None:
    services = make(auto_evolve=False)
    _explainer(services)
    await _complain(services)
    record_technique_insight(
        services.db, None, "dpo", "improved", "dpo helped", {"beta": 0.1}, {"task_success": 0.2}
    )
    with services.db.session() as s:  # recorded, not yet aggregated into the entry
        dpo = s.scalars(select(TechniqueEntry).where(TechniqueEntry.name == "dpo")).one()
        assert dpo.observed.get("n", 0) == 0
    report = await _cron(services)
    assert report == {
        "checked": [],
        "evolved": [],
        "failed": {},
        "playbook_entries": len(ENTRIES),
        "loop_health": [],
    }
    assert services.agents.get("explainer").version == 1  # nobody asked: unchanged
    assert list_records(services.db, "explainer") == []
    with services.db.session() as s:
        dpo = s.scalars(select(TechniqueEntry).where(TechniqueEntry.name == "dpo")).one()
        assert dpo.observed["n"] == 1 and dpo.observed["counts"]["improved"] == 1
        assert dpo.observed["mean_delta"] == {"task_success": 0.2}

    # An evolution asked for in chat is still checked by the round.
    notes: list[str] = []

    async def say(text: str) -> None:
        notes.append(text)

    record = await evolve_agent(services, "explainer", notify=say)
    assert record is not None and record.hypothesis_post == "notified"
    await _runs(services, "Paris.")
    assert (await _cron(services))["checked"] == [record.id]
    surface = MemorySurface()
    assert await _sweep(services, surface) == 1
    assert _admin_texts(surface)[0].startswith("Hypothesis for explainer v2 held")


async def test_an_agent_that_fails_does_not_stop_the_round(
    make: Callable[..., Services],
) -> None:
    services = make()
    _explainer(services)
    services.agents.create(AgentSpec(name="other", system_prompt=DETAILED))
    await _complain(services)
    other = services.agents.get("other")
    runner = services.runner(ScriptedModel([answer(LONG)] * 3))
    for i in range(3):
        run = await runner.run(other, f"q{i}?")
        rate_run(services.db, run.run_id, "bad", notes="far too long")
    # Someone changes "other" while the round applies its plan.
    real_update = services.agents.update

    def moved_on(name: str, **fields: Any) -> AgentSpec:
        if name == "other":
            raise Conflict("other is at v2, the plan was made for v1")
        return real_update(name, **fields)

    services.agents.update = moved_on  # type: ignore[method-assign]
    report = await _cron(services)
    assert list(report["failed"]) == ["other"] and "Conflict" in report["failed"]["other"]
    (record_id,) = report["evolved"]
    assert _record(services, record_id).agent == "explainer"


# --- the tools -------------------------------------------------------------------------------


def _tool_result(services: Services, run_id: int) -> tuple[str, str]:
    with services.db.session() as s:
        span = s.scalars(
            select(Span).where(Span.run_id == run_id, Span.kind == "tool_result")
        ).one()
        return str(span.output.get("result", "")), span.error


async def _ask_ops(services: Services, user: str, tool: str, **args: Any) -> tuple[str, str]:
    ops = services.agents.get("ops")
    model = ScriptedModel([call(tool, **args), answer("done")])
    result = await services.runner(model).run(ops, "please", platform="slack", user=user)
    return _tool_result(services, result.run_id)


async def test_the_evolution_tools_work_for_administrators_only(
    make: Callable[..., Services],
) -> None:
    services = make(auto_evolve=False, chat_admins="slack:UBOSS")
    _explainer(services)
    services.agents.create(
        AgentSpec(
            name="ops",
            system_prompt="You look after the other agents.",
            tools=("evolve_agent", "rollback_agent"),
        )
    )
    await _complain(services)

    _, error = await _ask_ops(services, "UINTERN", "evolve_agent", agent="explainer")
    assert "only administrators may evolve agents" in error
    assert services.agents.get("explainer").version == 1

    output, error = await _ask_ops(services, "UBOSS", "evolve_agent", agent="explainer")
    assert error == ""
    assert '"status": "pending"' in output and '"to_version": 2' in output
    (record,) = list_records(services.db, "explainer")
    assert record.hypothesis_post == "pending"  # made by a tool: the admin channel hears it
    surface = MemorySurface()
    assert await _sweep(services, surface) == 1
    output, _ = await _ask_ops(services, "UBOSS", "evolve_agent", agent="explainer")
    assert '"status": "waiting"' in output

    _, error = await _ask_ops(services, "UINTERN", "rollback_agent", agent="explainer", version=1)
    assert "only administrators may roll back agents" in error
    assert services.agents.get("explainer").version == 2
    output, error = await _ask_ops(
        services, "UBOSS", "rollback_agent", agent="explainer", version=1
    )
    assert error == "" and "back to the content of v1, as v3" in output
    back = services.agents.get("explainer")
    assert (back.version, back.system_prompt) == (3, DETAILED)
    _, error = await _ask_ops(services, "UBOSS", "rollback_agent", agent="explainer", version=9)
    assert "v9" in error or "version 9" in error

    # Outside a run nobody can be checked: refused.
    tool = services.tools.get("rollback_agent")
    with pytest.raises(ToolError, match="administrator"):
        await tool.call({"agent": "explainer", "version": 1}, services.context("ops"))


# --- the real small model --------------------------------------------------------------------

QUESTIONS = ["Tell me about the history of Rome.", "How does a bicycle work?", "Why do cats purr?"]


@pytest.mark.slow
async def test_real_model_cron_evolution_and_outcome_reach_the_admin_channel(
    real_model: ModelClient, make: Callable[..., Services]
) -> None:
    services = make(real_model)
    services.agents.create(
        AgentSpec(
            name="explainer",
            system_prompt="You are a helpful assistant.\nAnswer in detail.\n"
            "Explain your reasoning thoroughly, with background.",
        )
    )
    runner, surface = services.runner(), MemorySurface()
    for q in QUESTIONS:
        result = await runner.run(services.agents.get("explainer"), q)
        rate_run(services.db, result.run_id, "bad", notes="way too long, only the short answer")
    (record_id,) = (await _cron(services))["evolved"]
    assert await _sweep(services, surface) == 1
    evolved = services.agents.get("explainer")
    assert evolved.version == 2 and "Answer in detail." not in evolved.system_prompt
    for q in QUESTIONS:
        await runner.run(evolved, q)
    assert (await _cron(services))["checked"] == [record_id]
    record = load_record(services.db, record_id)
    assert record is not None and record.outcome is not None
    assert await _sweep(services, surface) == 1
    hypothesis, outcome = _admin_texts(surface)
    assert "Hypothesis: explainer: answers get shorter" in hypothesis
    held = "held" if record.status == "validated" else "did not hold"
    assert outcome.startswith(f"Hypothesis for explainer v2 {held} ({record.status})")
