"""ChatService rules on an in-memory surface: help requests, commands, ratings, threads."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from chat_support.leaks import add_ops_agent
from chat_support.memory import MemorySurface, database_bytes
from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.chat import (
    ButtonAction,
    Command,
    Conversation,
    FormSubmit,
    Message,
    MessageRef,
    Reaction,
)
from core.conversation import ChatService
from core.models.base import ModelClient
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import ChannelSetting, Feedback, GuardrailRule, HelpRequest, Run
from core.storage.base import utcnow
from core.trajectories import get_run

SECRET = "hunter2-Planted-Secret-9f8e7d"
CHANNEL = Conversation("memory", "C1", "T1")
DM = Conversation("memory", "dm-U1", "T1", None, True)


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def _ops(services: Services) -> None:
    services.__dict__["seen_tokens"] = add_ops_agent(services)


async def _ask(chat: ChatService, surface: MemorySurface, text: str, n: int = 1) -> None:
    await chat.handle(Message(f"m{n}", CHANNEL, "U1", text, f"u{n}", mentions_bot=True), surface)


def _help(services: Services) -> HelpRequest:
    with services.db.session() as s:
        row = s.scalars(select(HelpRequest).order_by(HelpRequest.id.desc())).first()
        assert row is not None
        s.expunge(row)
        return row


def _click(card_msg: str, action: str, value: str = "", user: str = "U1") -> ButtonAction:
    return ButtonAction(f"click-{action}-{user}", CHANNEL, user, action, value, card_msg, "trig-1")


CREDENTIAL_SCRIPT = [
    call(
        "request_user_help",
        kind="credentials",
        message="I need the deploy token.",
        secret_name="DEPLOY_TOKEN",
    ),
    call("deploy_app", token="{{secret:DEPLOY_TOKEN}}"),
    answer("Deployed."),
]


async def test_credentials_through_a_modal_resume_the_run(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel(CREDENTIAL_SCRIPT))
    _ops(services)
    chat, surface = ChatService(services), MemorySurface()
    chat.use_agent(CHANNEL, "ops")
    await _ask(chat, surface, "deploy the app")
    run = get_run(services.db, 1)
    assert run["status"] == "waiting_for_user"
    # "working", then the answer saying a request follows, then the card, and a DM card.
    assert surface.posted[0].edits[-1].startswith("I need something from you")
    cards = surface.cards()
    assert [c.conversation.is_direct for c in cards] == [False, True]
    actions = [b.action_id for b in cards[0].card.buttons]  # type: ignore[union-attr]
    request = _help(services)
    assert actions == [f"help:{request.id}:provide", f"help:{request.id}:deny"]
    # Someone else cannot answer; the requester gets the modal.
    await chat.handle(_click(cards[0].message_id, actions[0], user="U2"), surface)
    assert "Only the person who asked" in surface.posted[-1].text and not surface.forms
    await chat.handle(_click(cards[0].message_id, actions[0]), surface)
    (_, user, form, trigger) = surface.forms[-1]
    assert user == "U1" and trigger == "trig-1" and form.fields[0].secret
    await chat.handle(FormSubmit("f1", CHANNEL, "U1", form.form_id, {"value": SECRET}), surface)
    assert services.__dict__["seen_tokens"] == [SECRET]
    assert get_run(services.db, 1)["status"] == "done"
    assert surface.posted[-1].text == "Deployed."
    assert _help(services).answer == "[saved as secret ref DEPLOY_TOKEN]"
    assert all("answered: [saved as secret ref DEPLOY_TOKEN]" in c.text for c in cards)
    assert services.vault.get("ops", "DEPLOY_TOKEN") == SECRET
    everything = json.dumps(get_run(services.db, 1)) + repr(surface.posted)
    assert SECRET not in everything
    assert SECRET.encode() not in database_bytes(services.settings.data_dir / "strop.db")
    # A second submission of the same form changes nothing.
    await chat.handle(FormSubmit("f2", CHANNEL, "U1", form.form_id, {"value": "other"}), surface)
    assert services.vault.get("ops", "DEPLOY_TOKEN") == SECRET


async def test_reply_prompt_on_platforms_without_forms_deletes_the_secret(
    make_services: Callable[..., Services], settings: Settings
) -> None:
    services = make_services(ScriptedModel(CREDENTIAL_SCRIPT))
    _ops(services)
    surface = MemorySurface(modals=False, threads=False)
    chat = ChatService(services)
    chat.use_agent(CHANNEL, "ops")
    await _ask(chat, surface, "deploy the app")
    card = surface.cards()[0]
    # Every process restarts here: a new service on the same database answers it.
    services.close()
    restarted = Services(settings, model=services.model)
    restarted.tools = services.tools
    try:
        chat2 = ChatService(restarted)
        await chat2.handle(_click(card.message_id, card.card.buttons[0].action_id), surface)  # type: ignore[union-attr]
        prompt = surface.posted[-1]
        assert prompt.prompt and prompt.conversation.is_direct and not surface.forms
        reply = Message("r1", DM, "U1", SECRET, "secret-msg", reply_to=prompt.message_id)
        await chat2.handle(reply, surface)
        assert [r.message_id for r in surface.deleted] == ["secret-msg"]
        run = get_run(restarted.db, 1)
        assert run["status"] == "done", run["error"]
        assert surface.posted[-1].text == "Deployed."
    finally:
        restarted.close()
    assert SECRET not in repr([p.text for p in surface.posted])


@pytest.mark.parametrize(
    ("kind", "extra", "verb", "value", "expected"),
    [
        ("confirmation", {}, "approve", "", "Approved."),
        ("confirmation", {}, "deny", "", "The person declined."),
        ("choice", {"options": ["staging", "production"]}, "choice", "1", "production"),
    ],
)
async def test_approvals_and_choices(
    make_services: Callable[..., Services],
    kind: str,
    extra: dict[str, object],
    verb: str,
    value: str,
    expected: str,
) -> None:
    def final(messages: object) -> str:
        return answer("final: " + str(messages).split("The answer: ")[-1].split(")")[0])

    model = ScriptedModel(
        [call("request_user_help", kind=kind, message="Which one?", **extra), final]
    )
    services = make_services(model)
    _ops(services)
    chat, surface = ChatService(services), MemorySurface()
    chat.use_agent(CHANNEL, "ops")
    await _ask(chat, surface, "go")
    card = surface.cards()[0]
    request = _help(services)
    await chat.handle(_click(card.message_id, f"help:{request.id}:{verb}", value), surface)
    assert _help(services).answer == expected
    assert surface.posted[-1].text == f"final: {expected}"


async def test_unanswered_requests_expire_and_tell_the_requester(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel(CREDENTIAL_SCRIPT))
    _ops(services)
    chat, surface = ChatService(services), MemorySurface()
    chat.attach("memory", surface)
    chat.use_agent(CHANNEL, "ops")
    await _ask(chat, surface, "deploy")
    assert await chat.expire_help_requests() == 0
    with services.db.session() as s:
        row = s.scalars(select(HelpRequest)).one()
        row.extra = {**row.extra, "expires_at": (utcnow() - timedelta(seconds=1)).isoformat()}
    assert await chat.expire_help_requests() == 1
    assert get_run(services.db, 1)["status"] == "failed"
    notices = [p for p in surface.posted if "expired without an answer" in p.text]
    assert {p.conversation.is_direct for p in notices} == {False, True}
    card = surface.cards()[0]
    await chat.handle(_click(card.message_id, card.card.buttons[0].action_id), surface)  # type: ignore[union-attr]
    assert "already expired" in surface.posted[-1].text


async def test_real_model_pauses_for_help(
    make_services: Callable[..., Services], real_model: ModelClient
) -> None:
    services = make_services(real_model)
    services.agents.create(
        AgentSpec(
            name="asker",
            system_prompt="You deploy apps. You need the user's deploy token to do anything.",
            tools=("request_user_help",),
            parameters={"first_step": ["request_user_help"], "max_tokens": 96},
        )
    )
    chat, surface = ChatService(services, stream=False), MemorySurface()
    chat.use_agent(CHANNEL, "asker")
    await _ask(chat, surface, "Please deploy the app with my token.")
    assert get_run(services.db, 1)["status"] == "waiting_for_user"
    request = _help(services)
    assert request.kind in ("credentials", "two_fa", "confirmation", "choice", "other")
    assert surface.cards() and request.message


async def test_messages_threads_and_duplicates(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([answer("one"), answer("two"), answer("three")]))
    chat, surface = ChatService(services), MemorySurface()
    await chat.handle(Message("e0", CHANNEL, "U1", "just chatting", "u0"), surface)
    assert surface.posted == []
    await _ask(chat, surface, "hello", 1)
    await _ask(chat, surface, "hello", 1)  # redelivered
    reply = surface.posted[0]
    assert reply.text == "one" and reply.conversation.thread == "u1" and reply.edits
    in_thread = Conversation("memory", "C1", "T1", "u1")
    await chat.handle(Message("e2", in_thread, "U2", "and?", "u2"), surface)
    assert surface.posted[-1].text == "two"
    other_thread = Conversation("memory", "C1", "T1", "zzz")
    await chat.handle(Message("e3", other_thread, "U2", "unrelated", "u3"), surface)
    assert len(surface.posted) == 2
    with services.db.session() as s:
        assert s.scalar(select(Run.reply_message_id).where(Run.id == 1)) == reply.message_id


async def test_the_thread_is_recorded_before_the_answer_shows(
    make_services: Callable[..., Services],
) -> None:
    # Someone may reply in the thread the moment the answer appears: by then the core
    # must already know the bot is in that thread, or the reply (no mention) is dropped.
    services = make_services(ScriptedModel([answer("one")]))
    seen: list[str | None] = []

    def thread_on_record() -> str | None:
        with services.db.session() as s:
            return s.scalar(select(Run.thread).where(Run.id == 1))

    class Watching(MemorySurface):
        async def post(self, conversation: Conversation, text: str, **kw: Any) -> MessageRef:
            if text == "one":
                seen.append(thread_on_record())
            return await super().post(conversation, text, **kw)

        async def edit(self, ref: MessageRef, text: str) -> None:
            if text == "one":
                seen.append(thread_on_record())
            await super().edit(ref, text)

    chat, surface = ChatService(services), Watching()
    await _ask(chat, surface, "hello", 1)
    assert seen and seen[0] == "u1"


async def test_reactions_rate_retract_and_collect_notes(
    make_services: Callable[..., Services], settings: Settings
) -> None:
    services = make_services(ScriptedModel([answer("42")]))
    chat, surface = ChatService(services), MemorySurface()
    await _ask(chat, surface, "meaning of life?")
    answer_id = surface.posted[0].message_id

    def live() -> list[tuple[str, str, str]]:
        with services.db.session() as s:
            rows = s.scalars(select(Feedback).where(Feedback.retracted_at.is_(None)))
            return sorted((f.rater, f.label, f.notes) for f in rows)

    await chat.handle(Reaction("r1", CHANNEL, "U1", answer_id, "+1"), surface)
    await chat.handle(Reaction("r2", CHANNEL, "U2", answer_id, "👎"), surface)
    await chat.handle(Reaction("r3", CHANNEL, "U3", "not-ours", "+1"), surface)
    await chat.handle(Reaction("r4", CHANNEL, "U3", answer_id, "tada"), surface)
    assert live() == [("U1", "good", ""), ("U2", "bad", "")]
    ask = surface.posted[-1]
    assert "What went wrong?" in ask.text and ask.conversation.thread == "u1"
    note = Message("n1", Conversation("memory", "C1", "T1", "u1"), "U2", "it should be 43", "u9")
    await chat.handle(note, surface)
    assert live() == [("U1", "good", ""), ("U2", "bad", "it should be 43")]
    await chat.handle(Reaction("r5", CHANNEL, "U1", answer_id, "+1", added=False), surface)
    assert live() == [("U2", "bad", "it should be 43")]
    custom = ChatService(services, emoji=None)
    assert custom.emoji["+1"] == "good"
    heart = Settings(_env_file=None, data_dir=settings.data_dir, reaction_emoji="heart=good")  # type: ignore[call-arg]
    assert ChatService(Services(heart, model=services.model)).emoji["heart"] == "good"


_ids = itertools.count()


async def _cmd(chat: ChatService, surface: MemorySurface, text: str, *, admin: bool = True) -> str:
    name, _, args = text.lstrip("/").partition(" ")
    event = Command(f"c{next(_ids)}", CHANNEL, "U1", name, args, is_admin=admin)
    await chat.handle(event, surface)
    return surface.posted[-1].text


async def test_agent_commands_and_permissions(
    make_services: Callable[..., Services], settings: Settings
) -> None:
    services = make_services(ScriptedModel([answer("from helper")]))
    chat, surface = ChatService(services), MemorySurface()
    assert "Usage: /agent" in await _cmd(chat, surface, "/agent")
    out = await _cmd(
        chat, surface, "/agent create helper Summarise links tools=fetch_url", admin=False
    )
    assert "only workspace administrators" in out
    out = await _cmd(chat, surface, "/agent create helper Summarise links tools=fetch_url")
    assert "Created agent helper v1" in out and "tools: fetch_url" in out
    assert "unknown tools" in await _cmd(chat, surface, "/agent create h2 Do it tools=nope")
    assert "* assistant" in await _cmd(chat, surface, "/agent list")
    assert "prompt: Summarise links" in await _cmd(chat, surface, "/agent show helper")
    assert "v2 (prompt)" in await _cmd(chat, surface, "/agent update helper prompt Be brief.")
    assert "Usage: /agent update" in await _cmd(chat, surface, "/agent update helper colour red")
    assert "now talks to helper" in await _cmd(chat, surface, "/agent use helper", admin=False)
    # The channel's choice outlives this process.
    again = ChatService(services)
    assert again.agent_for(CHANNEL) == "helper"
    with services.db.session() as s:
        assert s.scalar(select(ChannelSetting.updated_by)) == "U1"
    await _ask(again, surface, "hi")
    assert get_run(services.db, 1)["agent"] == "helper"
    assert "cannot be deleted" in await _cmd(chat, surface, "/agent delete assistant")
    assert "Deleted agent helper" in await _cmd(chat, surface, "/agent delete helper")
    assert "no agent named 'frob'" in await _cmd(chat, surface, "/agent frob")
    # Operators can name administrators, or open design to everyone.
    listed = Settings(_env_file=None, data_dir=settings.data_dir, chat_admins="memory:U1")  # type: ignore[call-arg]
    chat3 = ChatService(Services(listed, model=services.model))
    assert "Created agent" in await _cmd(
        chat3, surface, "/agent create other Be nice.", admin=False
    )


async def test_guardrail_improve_and_help_commands(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([]))
    chat, surface = ChatService(services), MemorySurface()
    assert "Guardrail 1: docs.example.com is allowed for every agent" in await _cmd(
        chat, surface, "/guardrail add-domain https://Docs.Example.com/path"
    )
    assert "is denied for assistant" in await _cmd(
        chat, surface, "/guardrail deny-domain evil.test agent=assistant"
    )
    assert "not a domain name" in await _cmd(chat, surface, "/guardrail add-domain not_a_domain")
    assert "only workspace administrators" in await _cmd(
        chat, surface, "/guardrail remove 1", admin=False
    )
    listing = await _cmd(chat, surface, "/guardrail list", admin=False)
    assert "1: allow docs.example.com" in listing and "2: deny evil.test" in listing
    assert "Removed guardrail 1" in await _cmd(chat, surface, "/guardrail remove 1")
    assert "no guardrail 1" in await _cmd(chat, surface, "/guardrail remove 1")
    with services.db.session() as s:
        assert [(r.kind, r.value, r.workspace) for r in s.scalars(select(GuardrailRule))] == [
            ("deny_domain", "evil.test", "T1")
        ]
    assert "Unknown subcommand 'zap'" in await _cmd(chat, surface, "/guardrail zap")
    assert "No improvement jobs" in await _cmd(chat, surface, "/improve status")
    assert "only workspace administrators" in await _cmd(chat, surface, "/improve now", admin=False)
    assert "Usage: /improve" in await _cmd(chat, surface, "/improve")
    assert "/agent list" in await _cmd(chat, surface, "/strop help")
    assert "Unknown subcommand 'x'" in await _cmd(chat, surface, "/strop x")
    assert "Unknown command /nope" in await _cmd(chat, surface, "/nope")
    assert "No runs yet." in await _cmd(chat, surface, "/runs")


async def test_designer_builds_an_agent_from_plain_language(
    make_services: Callable[..., Services], real_model: ModelClient
) -> None:
    services = make_services(real_model)
    chat, surface = ChatService(services, stream=False), MemorySurface()
    before = {a.name for a in services.agents.all()}
    out = await _cmd(chat, surface, "/agent create make an agent that summarises links posted here")
    made = [a for a in services.agents.all() if a.name not in before]
    assert len(made) == 1, out
    assert f"Created {made[0].name} v1" in out
    assert set(made[0].tools) <= set(services.tools.names())
    assert made[0].system_prompt


def test_secret_values_never_reach_the_database_file(tmp_path: Path) -> None:
    # Guard for the tests above: the check they use does see plain text in the file.
    from core.storage import Database

    db = Database(url=f"sqlite:///{tmp_path / 'x.db'}")
    db.migrate()
    with db.session() as s:
        s.add(Run(agent_name="a", input=SECRET))
    assert SECRET.encode() in database_bytes(tmp_path / "x.db")
