"""The Telegram adapter: real python-telegram-bot against the in-repo fake Bot API."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

import pytest
from chat_support.driver import eventually
from chat_support.telegram_driver import WEBHOOK_SECRET, TelegramDriver, running
from chat_support.telegram_fake import FakeTelegram
from pydantic import SecretStr
from sqlalchemy import select

from bots.telegram.adapter import TelegramAdapter
from core.agents.spec import AgentSpec
from core.chat import (
    Button,
    ButtonAction,
    Card,
    ChatSurface,
    Command,
    Conversation,
    InboundEvent,
    Message,
    MessageRef,
    Reaction,
)
from core.conversation import ChatService
from core.errors import ConfigurationError
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import Feedback, Run

TOOLS = ("request_user_help",)
MakeServices = Callable[[ScriptedModel], Services]


class RecordingChat(ChatService):
    """The real ChatService, remembering every event an adapter handed it."""

    def __init__(self, services: Services, **kwargs: Any) -> None:
        super().__init__(services, stream_interval_s=0.0, **kwargs)
        self.events: list[InboundEvent] = []

    async def handle(self, event: InboundEvent, surface: ChatSurface) -> None:
        self.events.append(event)
        await super().handle(event, surface)

    def of(self, kind: type[Any]) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def chat_with(make_services: MakeServices, *replies: str) -> RecordingChat:
    return RecordingChat(make_services(ScriptedModel(list(replies))))


def final_texts(driver: TelegramDriver, channel: str = "") -> list[str]:
    return [m.text for m in driver.messages(channel) if not m.deleted]


async def test_mention_streams_edits_and_splits_long_answers(
    make_services: MakeServices, settings: Settings
) -> None:
    long = " ".join(f"word{i}" for i in range(1200))  # about 9,000 characters
    chat = chat_with(make_services, answer("Hello from strop."), answer(long))
    async with running(chat, settings) as tg:
        asked = await tg.say("hi there", user=tg.plain_user)
        first = await eventually(
            lambda: [m for m in tg.messages() if m.text == "Hello from strop."]
        )
        # Posted at once (a working notice), then edited into the answer.
        assert first[0].edits >= 1
        message = chat.of(Message)[0]
        assert message.text == "hi there" and message.mentions_bot
        assert message.message_id == asked and not message.conversation.is_direct
        assert message.event_id.startswith("telegram-")

        await tg.say("something long", user=tg.plain_user)
        parts = await eventually(lambda: len(tg.messages()) >= 4 and tg.messages()[1:])
        assert all(len(p.text) <= 4096 for p in parts)
        assert len(parts) == 3
        assert " ".join(p.text for p in parts).split() == long.split()

        def reply_ids() -> list[str]:
            with chat.services.db.session() as s:
                return [r.reply_message_id for r in s.scalars(select(Run).order_by(Run.id))]

        # The run takes its reply's id once the last part is posted: on a busy host the
        # parts can be seen a moment before that is written.
        ids = await eventually(lambda: (got := reply_ids()) and len(got) == 2 and all(got) and got)
        assert ids == [first[0].message_id, parts[0].message_id]


async def test_private_chats_and_unaddressed_group_chatter(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = chat_with(make_services, answer("in private"))
    async with running(chat, settings) as tg:
        await tg.say("just chatting", user=tg.plain_user, mention=False)
        await tg.say("hello", user=tg.plain_user, dm=True)
        await eventually(lambda: final_texts(tg, f"dm:{tg.plain_user}") == ["in private"])
        dm = chat.of(Message)[-1]
        assert dm.conversation.is_direct and dm.conversation.channel == tg.plain_user
        assert dm.conversation.workspace == ""
        # The group message that neither mentions nor answers the bot never reached core.
        assert [m.text for m in chat.of(Message)] == ["hello"]
        assert final_texts(tg) == []


async def test_reply_to_the_bot_is_addressed_and_forum_topics_are_threads(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = chat_with(make_services, answer("one"), answer("two"), answer("in the topic"))
    async with running(chat, settings) as tg:
        await tg.say("first", user=tg.admin_user)
        bot = (await eventually(lambda: [m for m in tg.messages() if m.text == "one"]))[0]
        await tg.say("and then?", user=tg.admin_user, mention=False, reply_to=bot.message_id)
        await eventually(lambda: "two" in final_texts(tg))
        reply = chat.of(Message)[-1]
        assert reply.mentions_bot and reply.reply_to == bot.message_id

        await tg.say("topic question", user=tg.admin_user, thread="77")
        topic = await eventually(lambda: [m for m in tg.messages() if m.text == "in the topic"])
        assert topic[0].thread == "77"
        assert chat.of(Message)[-1].conversation.thread == "77"


async def test_reactions_rate_and_retract(make_services: MakeServices, settings: Settings) -> None:
    chat = chat_with(make_services, answer("Rate me."))
    async with running(chat, settings) as tg:
        await tg.say("answer something", user=tg.plain_user)
        reply = (await eventually(lambda: [m for m in tg.messages() if m.text == "Rate me."]))[0]

        def live() -> list[tuple[str, str]]:
            with chat.services.db.session() as s:
                rows = s.scalars(select(Feedback).where(Feedback.retracted_at.is_(None)))
                return [(f.label, f.rater) for f in rows]

        await tg.react(reply.message_id, "+1", user=tg.admin_user)
        await eventually(lambda: live() == [("good", tg.admin_user)])
        await tg.react(reply.message_id, "+1", user=tg.admin_user, added=False)
        await eventually(lambda: live() == [])
        reactions = chat.of(Reaction)
        assert [(r.emoji, r.added) for r in reactions] == [("👍", True), ("👍", False)]
        assert reactions[0].message_id == reply.message_id
        assert len({r.event_id for r in reactions}) == 2

        # A second rater's 👎 is theirs alone; switching 👍 to 👎 is one update, two events.
        await tg.react(reply.message_id, "-1", user=tg.plain_user)
        await eventually(lambda: live() == [("bad", tg.plain_user)])
        await tg.react(reply.message_id, "+1", user=tg.plain_user)
        await eventually(lambda: live() == [("good", tg.plain_user)])
        switch = chat.of(Reaction)[-2:]
        assert [(r.emoji, r.added) for r in switch] == [("👎", False), ("👍", True)]
        # The 👎 asked for a note with a reply prompt; replying to it attaches the note.
        ask = next(m for m in tg.messages() if m.prompt)
        await tg.say("it was wrong", user=tg.plain_user, mention=False, reply_to=ask.message_id)
        await eventually(lambda: any("Noted" in t for t in final_texts(tg)))


async def test_commands_carry_name_args_and_admin_role(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = chat_with(make_services)
    async with running(chat, settings) as tg:
        await tg.command("runs", "", user=tg.admin_user)
        await eventually(lambda: final_texts(tg))
        await tg.command("agent", "show   assistant", user=tg.plain_user)
        await eventually(lambda: len(chat.of(Command)) == 2)
        # Telegram clients send "/start" when a person opens the bot in private.
        start = tg.fake.person_message(
            tg.fake.plain_id,
            tg.fake.plain_id,
            "/start",
            entities=[{"type": "bot_command", "offset": 0, "length": 6}],
        )
        await tg.fake.push({"message": start})
        await eventually(lambda: len(chat.of(Command)) == 3)
        runs, agent, help_ = chat.of(Command)
        assert (runs.name, runs.args, runs.is_admin) == ("runs", "", True)
        assert (agent.name, agent.args, agent.is_admin) == ("agent", "show   assistant", False)
        assert agent.conversation.channel == tg.channel
        # A private chat makes nobody an administrator of the shared agents.
        assert (help_.name, help_.is_admin, help_.conversation.is_direct) == ("help", False, True)
        await eventually(lambda: final_texts(tg, f"dm:{tg.plain_user}"))
        assert len(final_texts(tg)) == 2  # core answered both group commands in the group


async def test_card_buttons_round_trip_and_clicks_are_answered(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = chat_with(make_services)
    async with running(chat, settings) as tg:
        conv = Conversation("telegram", tg.channel, workspace=tg.channel)
        card = Card(
            "Approve deploy?",
            "The agent wants to deploy to production.",
            [
                Button("help:7:approve", "Approve", style="primary"),
                Button("help:7:deny", "Deny", style="danger"),
                Button("pick", "Option B", value="1"),
            ],
        )
        ref = await tg.adapter.surface.post(conv, "Approve deploy?", card=card)
        held = tg.messages()[-1]
        assert held.message_id == ref.message_id
        assert held.text == "Approve deploy?\n\nThe agent wants to deploy to production."
        assert held.buttons == [
            ("help:7:approve", "Approve", ""),
            ("help:7:deny", "Deny", ""),
            ("pick", "Option B", "1"),
        ]
        await tg.click(held, "pick", user=tg.plain_user)
        click = (await eventually(lambda: chat.of(ButtonAction)))[0]
        assert (click.action_id, click.value, click.message_id) == ("pick", "1", ref.message_id)
        assert click.user == tg.plain_user and click.conversation.channel == tg.channel
        assert click.trigger is not None
        await eventually(lambda: tg.fake.callback_answers)
        # Telegram's 64-byte limit is checked before anything is sent.
        with pytest.raises(ValueError, match="64"):
            await tg.adapter.surface.post(conv, "x", card=Card("t", "b", [Button("a" * 70, "A")]))


async def test_secret_reply_prompt_is_read_and_deleted(
    make_services: MakeServices, settings: Settings
) -> None:
    """Telegram has no forms: core asks with a ForceReply prompt in private, reads the
    reply and deletes it. Run end to end through core's help requests."""
    secret = "ghp_TopSecretValue123"
    chat = chat_with(
        make_services,
        json.dumps(
            {
                "tool": "request_user_help",
                "args": {
                    "kind": "credentials",
                    "message": "I need your GitHub token.",
                    "secret_name": "GITHUB_TOKEN",
                },
            }
        ),
        answer("Token saved, continuing."),
    )
    chat.services.agents.create(
        AgentSpec(name="helper", system_prompt="Ask for what you need.", tools=TOOLS)
    )
    async with running(chat, settings) as tg:
        chat.use_agent(Conversation("telegram", tg.channel, workspace=tg.channel), "helper")
        await tg.say("open a PR for me", user=tg.admin_user)
        card = await eventually(lambda: [m for m in tg.messages() if m.buttons])
        assert tg.adapter.surface.capabilities.modals is False
        await tg.click(card[0], card[0].buttons[0][0], user=tg.admin_user)
        form = await eventually(lambda: tg.opened_form(tg.admin_user))
        await tg.submit_form(tg.admin_user, {"value": secret})
        reply = await eventually(lambda: [m for m in chat.of(Message) if m.reply_to])
        assert reply[0].reply_to == form["message_id"] and reply[0].conversation.is_direct
        await eventually(lambda: tg.user_message_deleted(reply[0].message_id))
        # Both cards (group and private chat) now show only the vault placeholder.
        answered = "answered: [saved as secret ref GITHUB_TOKEN]"
        await eventually(lambda: any(answered in t for t in final_texts(tg)))
        dm = f"dm:{tg.admin_user}"
        await eventually(lambda: any(answered in t for t in final_texts(tg, dm)))
        assert not any(m.buttons for m in tg.messages())  # the edit removed the buttons
        # The run resumed with the secret in the vault and answered in the group.
        await eventually(lambda: "Token saved, continuing." in final_texts(tg))
        assert secret.encode() not in tg.outbound_bodies()
        assert chat.services.vault.get("helper", "GITHUB_TOKEN") == secret


async def test_junk_is_ignored_and_the_next_message_answered(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = chat_with(make_services, answer("still here"))
    async with running(chat, settings) as tg:
        await tg.junk()
        await tg.say("are you alive?", user=tg.plain_user)
        await eventually(lambda: final_texts(tg) == ["still here"])
        assert [type(e).__name__ for e in chat.events] == ["Message"]
        assert await tg.forged() == []  # polling: no HTTP endpoint to forge


async def test_webhook_mode_checks_the_secret_and_delivers(
    make_services: MakeServices, settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    chat = chat_with(make_services, answer("via webhook"))
    caplog.set_level(logging.INFO)
    async with running(chat, settings, webhook=True) as tg:
        hook = tg.fake.webhook
        assert hook is not None and hook["secret_token"] == WEBHOOK_SECRET
        assert hook["url"].endswith("/telegram/webhook")
        assert {"message", "callback_query", "message_reaction"} <= (
            tg.fake.allowed_updates or set()
        )
        assert await tg.forged() == [403, 403, 403]
        await tg.junk()
        await tg.say("hello hook", user=tg.plain_user)
        await eventually(lambda: final_texts(tg) == ["via webhook"])
        reply = tg.messages()[0]
        await tg.react(reply.message_id, "+1", user=tg.plain_user)
        await eventually(lambda: chat.of(Reaction))
        assert [type(e).__name__ for e in chat.events] == ["Message", "Reaction"]
        # Every delivery that carried the secret was accepted (junk included), bar the
        # oversized body.
        assert tg.fake.webhook_statuses.count(403) == 3
        assert 413 in tg.fake.webhook_statuses
    rejected = [r.getMessage() for r in caplog.records if "rejected" in r.getMessage()]
    assert len(rejected) == 3 and all("/telegram/webhook" in r for r in rejected)
    assert not any("forged" in r.getMessage() for r in caplog.records)
    assert not any(tg.fake.token in r.getMessage() for r in caplog.records)


async def test_a_slow_turn_does_not_block_other_updates(
    make_services: MakeServices, settings: Settings
) -> None:
    release = asyncio.Event()

    class SlowChat(RecordingChat):
        async def handle(self, event: InboundEvent, surface: ChatSurface) -> None:
            if isinstance(event, Message) and event.text == "slow":
                await release.wait()
            await super().handle(event, surface)

    chat = SlowChat(make_services(ScriptedModel([answer("fast answer"), answer("slow answer")])))
    async with running(chat, settings) as tg:
        await tg.say("slow", user=tg.plain_user)
        await tg.say("fast", user=tg.admin_user, dm=True)
        await eventually(lambda: final_texts(tg, f"dm:{tg.admin_user}") == ["fast answer"])
        assert final_texts(tg) == []
        release.set()
        await eventually(lambda: final_texts(tg) == ["slow answer"])
        await tg.adapter.stop()
        await tg.adapter.stop()  # idempotent


async def test_surface_edges(make_services: MakeServices, settings: Settings) -> None:
    chat = chat_with(make_services)
    async with running(chat, settings) as tg:
        surface = tg.adapter.surface
        conv = await surface.direct(tg.plain_user)
        assert conv == Conversation("telegram", tg.plain_user, is_direct=True)
        ref = await surface.post(conv, "")  # empty text is not refused
        assert tg.messages(f"dm:{tg.plain_user}")[-1].text == "…"
        await surface.edit(ref, "same")
        await surface.edit(ref, "same")  # "message is not modified" is not an error
        await surface.post(conv, "Reply here", prompt=True)
        assert tg.messages(f"dm:{tg.plain_user}")[-1].prompt
        await surface.delete(ref)
        await surface.delete(ref)  # already gone: not an error
        assert tg.messages(f"dm:{tg.plain_user}")[0].deleted
        # Ids from different chats never collide, though Telegram numbers per chat.
        other = await surface.post(Conversation("telegram", tg.admin_user, is_direct=True), "x")
        assert other.message_id.split(":")[1] == ref.message_id.split(":")[1]
        assert other.message_id != ref.message_id
        assert isinstance(ref, MessageRef)


def test_configuration_errors(make_services: MakeServices, settings: Settings) -> None:
    chat = chat_with(make_services)
    with pytest.raises(ConfigurationError, match="STROP_TELEGRAM_TOKEN"):
        TelegramAdapter(chat, settings)
    token = {"telegram_token": SecretStr("1:abc"), "telegram_webhook": True}
    with pytest.raises(ConfigurationError, match="STROP_TELEGRAM_WEBHOOK_SECRET"):
        TelegramAdapter(chat, settings.model_copy(update=token))
    bad = token | {"telegram_webhook_secret": SecretStr("has spaces")}
    with pytest.raises(ConfigurationError, match="STROP_TELEGRAM_WEBHOOK_SECRET"):
        TelegramAdapter(chat, settings.model_copy(update=bad))
    polling = settings.model_copy(update={"telegram_token": token["telegram_token"]})
    assert TelegramAdapter(chat, polling).routes() is None


async def test_a_refused_token_is_a_configuration_error(
    make_services: MakeServices, settings: Settings
) -> None:
    fake = FakeTelegram()
    await fake.start()
    try:
        wrong = {"telegram_token": SecretStr("42:not-the-token"), "telegram_api_url": fake.url}
        adapter = TelegramAdapter(chat_with(make_services), settings.model_copy(update=wrong))
        with pytest.raises(ConfigurationError, match="refused"):
            await adapter.start()
        await adapter.stop()  # nothing started: a no-op
    finally:
        await fake.close()
