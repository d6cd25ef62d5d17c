"""The Discord adapter end to end: the real discord.py against an in-repo fake Discord."""

from __future__ import annotations

import warnings

with warnings.catch_warnings():
    # discord.py imports audioop (voice), deprecated since Python 3.11; see bots/discord.
    warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)
    import discord

import json
import logging
from collections.abc import Callable
from typing import Any

import pytest
from chat_support.discord_driver import running
from chat_support.discord_fake import (
    ADMIN_ID,
    BOT_ID,
    BOT_ROLE_ID,
    CHANNEL_ID,
    PLAIN_ID,
    TOKEN,
    FakeDiscord,
)
from chat_support.driver import BotMessage, eventually
from pydantic import SecretStr
from sqlalchemy import select

from bots.discord import DiscordAdapter, invite_url
from bots.discord.commands import command_words
from bots.discord.surface import MAX_MESSAGE_CHARS
from core.agents.spec import AgentSpec
from core.chat import (
    Button,
    ButtonAction,
    Card,
    ChatSurface,
    Command,
    Conversation,
    Form,
    FormField,
    FormSubmit,
    InboundEvent,
    Message,
    Reaction,
)
from core.conversation import ChatService
from core.errors import ConfigurationError
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import Feedback

MakeServices = Callable[[ScriptedModel], Services]


def answer(text: str) -> str:
    return json.dumps({"answer": text})


class RecordingChat(ChatService):
    """ChatService that records events; a click on "open" opens a form, as core does
    for a credential request."""

    form = Form("help-7", "GitHub token", [FormField("token", "Token", secret=True)])

    def __init__(self, services: Services, **kwargs: Any) -> None:
        super().__init__(services, stream_interval_s=0.0, **kwargs)
        self.events: list[InboundEvent] = []

    async def handle(self, event: InboundEvent, surface: ChatSurface) -> None:
        self.events.append(event)
        if isinstance(event, ButtonAction) and event.action_id == "open":
            await surface.open_form(
                event.conversation, event.user, self.form, trigger=event.trigger
            )
        elif isinstance(event, FormSubmit) and event.form_id == self.form.form_id:
            await surface.post(event.conversation, "Saved as [secret ref GITHUB_TOKEN].")
        else:
            await super().handle(event, surface)

    def of(self, kind: type) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]


def last_text(messages: list[BotMessage]) -> str:
    return messages[-1].text if messages else ""


async def test_mention_streams_the_answer_and_dm_and_thread(
    make_services: MakeServices, settings: Settings
) -> None:
    reply = "Here is a fairly long answer that arrives in several pieces over time."
    services = make_services(
        ScriptedModel([answer(reply), answer("dm answer"), answer("in thread"), answer("by role")])
    )
    chat = RecordingChat(services)
    async with running(chat, settings) as driver:
        # discord.py identified with the token and the intents strop needs.
        identify = driver.fake.identifies[0]
        assert identify["token"] == TOKEN
        assert discord.Intents._from_value(identify["intents"]).message_content
        asked = await driver.say("summarise things", user=PLAIN_ID)
        await eventually(lambda: last_text(driver.messages()) == reply)
        message = driver.messages()[-1]
        assert message.edits >= 1  # a "working" message first, then edits
        # Core answers in a thread under the question; on Discord it has the message's id.
        assert message.thread == asked
        assert driver.fake.threads_started == [(CHANNEL_ID, asked, "summarise things")]
        event = chat.of(Message)[0]
        assert event.text == "summarise things" and event.mentions_bot
        assert event.event_id == f"discord-{asked}" and event.message_id == asked
        assert event.conversation.workspace and not event.conversation.is_direct

        await driver.say("hello there", user=PLAIN_ID, dm=True)
        await eventually(lambda: last_text(driver.messages(f"dm:{PLAIN_ID}")) == "dm answer")
        assert chat.of(Message)[1].conversation.is_direct

        # In the thread the bot answered in, no mention is needed.
        await driver.say("and one more", user=PLAIN_ID, thread=asked, mention=False)
        await eventually(lambda: last_text(driver.messages()) == "in thread")
        in_thread = chat.of(Message)[2]
        assert (in_thread.conversation.channel, in_thread.conversation.thread) == (
            CHANNEL_ID,
            asked,
        )
        assert not in_thread.mentions_bot
        assert driver.messages()[-1].thread == asked
        assert len(driver.fake.threads_started) == 1

        # Mentioning the bot's role counts as mentioning the bot.
        fake = driver.fake
        content = f"<@&{BOT_ROLE_ID}> via the role"
        extra = {"mention_roles": [BOT_ROLE_ID], "member": fake.member(PLAIN_ID)}
        by_role = fake.message_payload(fake.snowflake(), CHANNEL_ID, content, PLAIN_ID, **extra)
        await fake.dispatch("MESSAGE_CREATE", by_role)
        await eventually(lambda: last_text(driver.messages()) == "by role")
        assert chat.of(Message)[3].text == "via the role"


async def test_long_answer_is_split_at_discords_limit(
    make_services: MakeServices, settings: Settings
) -> None:
    long = " ".join(f"word{i}" for i in range(900))  # about 7,000 characters
    chat = RecordingChat(make_services(ScriptedModel([answer(long)])))
    async with running(chat, settings) as driver:
        await driver.say("write a lot", user=PLAIN_ID)
        await eventually(
            lambda: len(driver.messages()) >= 4 and driver.messages()[-1].text.endswith("word899")
        )
        parts = [m.text for m in driver.messages()]
        assert all(0 < len(p) <= MAX_MESSAGE_CHARS for p in parts)
        assert " ".join(parts).split() == long.split()


async def test_reactions_rate_and_retract(make_services: MakeServices, settings: Settings) -> None:
    services = make_services(ScriptedModel([answer("42"), answer("yes")]))
    chat = RecordingChat(services)

    def feedback() -> list[tuple[str, str, bool]]:
        with services.db.session() as s:
            rows = s.scalars(select(Feedback).order_by(Feedback.id)).all()
            return [(f.label, f.rater, f.retracted_at is not None) for f in rows]

    async with running(chat, settings) as driver:
        await driver.say("the answer?", user=PLAIN_ID)
        await eventually(lambda: last_text(driver.messages()) == "42")
        answer_id = driver.messages()[-1].message_id
        await driver.react(answer_id, "+1", user=PLAIN_ID)
        await driver.react(answer_id, "-1", user=ADMIN_ID)
        await eventually(lambda: len(feedback()) == 2)
        assert sorted(feedback()) == [("bad", ADMIN_ID, False), ("good", PLAIN_ID, False)]
        reaction = chat.events[-1]
        assert reaction.kind == "reaction" and reaction.emoji in ("👍", "👎")
        await driver.react(answer_id, "+1", user=PLAIN_ID, added=False)
        await eventually(lambda: ("good", PLAIN_ID, True) in feedback())
        # The bot's own reactions are not ratings.
        await driver.react(answer_id, "+1", user=BOT_ID)
        await driver.say("still here?", user=PLAIN_ID, mention=False, dm=True)
        await eventually(lambda: last_text(driver.messages(f"dm:{PLAIN_ID}")) == "yes")
        assert [e.user for e in chat.of(Reaction)] == [PLAIN_ID, ADMIN_ID, PLAIN_ID]
        assert len(feedback()) == 2


async def test_slash_commands_answer_and_carry_admin(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = RecordingChat(make_services(ScriptedModel([])))
    async with running(chat, settings) as driver:
        synced = {c["name"] for c in driver.fake.commands}
        assert {"agent", "guardrail", "runs", "improve", "strop", "good", "bad"} <= synced
        assert {"trace", "dashboard"} <= synced
        agent = next(c for c in driver.fake.commands if c["name"] == "agent")
        assert [o["name"] for o in agent["options"]] == [
            "create",
            "list",
            "show",
            "update",
            "delete",
            "use",
        ]

        await driver.command("strop", "help", user=PLAIN_ID)
        await eventually(lambda: "Commands:" in last_text(driver.messages()))
        # The answer replaced Discord's "thinking…" placeholder: one message, no leftovers.
        assert [m.deleted for m in driver.messages()] == [False]

        # Interactions are handled concurrently; wait for each so the order is the sent one.
        await driver.command("agent", "create helper Summarise links briefly", user=ADMIN_ID)
        await eventually(lambda: len(chat.of(Command)) == 2)
        await driver.command("bad", "", user=PLAIN_ID)
        await eventually(lambda: len(chat.of(Command)) == 3)
        await driver.command("trace", "12", user=PLAIN_ID)
        await eventually(lambda: len(chat.of(Command)) == 4)
        commands = chat.of(Command)
        assert [(c.name, c.args) for c in commands] == [
            ("strop", "help"),
            ("agent", "create helper Summarise links briefly"),
            ("bad", ""),
            ("trace", "12"),
        ]
        assert [c.is_admin for c in commands] == [False, True, False, False]
        assert isinstance(commands[1].trigger, discord.Interaction)
        await eventually(lambda: any("no answer to rate" in m.text for m in driver.messages()))

        # Options may arrive in any order; args follow the declared order.
        options = [
            {"name": "changes", "type": 3, "value": "be brief"},
            {"name": "name", "type": 3, "value": "helper"},
        ]
        data = {"name": "agent", "options": [{"name": "update", "type": 1, "options": options}]}
        assert command_words(driver.adapter.tree, data) == ("agent", "update helper be brief")

        await driver.command("guardrail", "remove 3", user=ADMIN_ID, dm=True)
        await eventually(lambda: len(chat.of(Command)) == 5)
        in_dm = chat.of(Command)[-1]
        assert (in_dm.args, in_dm.is_admin) == ("remove 3", False)  # no guild, no admin
        assert in_dm.conversation.is_direct


async def test_card_click_and_form_submit(make_services: MakeServices, settings: Settings) -> None:
    chat = RecordingChat(make_services(ScriptedModel([])))
    async with running(chat, settings) as driver:
        conversation = Conversation("discord", CHANNEL_ID, workspace="900")
        card = Card(
            "Credentials needed",
            "The run needs a GitHub token.",
            [
                Button("open", "Enter token", "help:7", "primary"),
                Button("deny", "Refuse", "7", "danger"),
            ],
        )
        ref = await chat.surfaces["discord"].post(conversation, "", card=card)
        posted = driver.messages()[-1]
        assert posted.message_id == ref.message_id
        assert posted.buttons == [("open", "Enter token", "help:7"), ("deny", "Refuse", "7")]
        assert "Credentials needed" in posted.text

        await driver.click(posted, "deny", user=PLAIN_ID)
        await eventually(lambda: len(chat.of(ButtonAction)) == 1)
        click = chat.of(ButtonAction)[0]
        assert (click.action_id, click.value, click.message_id) == ("deny", "7", ref.message_id)
        assert click.user == PLAIN_ID and click.conversation.channel == CHANNEL_ID
        # Not answered with a form: the click was deferred silently (type 6).
        token = next(reversed(driver.fake.interactions))
        await eventually(lambda: driver.fake.interactions[token].callbacks == [6], timeout_s=5)

        await driver.click(posted, "open", user=ADMIN_ID)
        opened = await eventually(lambda: driver.opened_form(ADMIN_ID))
        assert opened == {"form_id": "help-7", "fields": ["token"]}
        await driver.submit_form(ADMIN_ID, {"token": "ghp_s3cret_value"})
        await eventually(lambda: len(chat.of(FormSubmit)) == 1)
        submitted = chat.of(FormSubmit)[0]
        assert (submitted.form_id, dict(submitted.values)) == (
            "help-7",
            {"token": "ghp_s3cret_value"},
        )
        assert submitted.user == ADMIN_ID
        await eventually(lambda: "Saved as" in last_text(driver.messages()))
        assert b"ghp_s3cret_value" not in driver.outbound_bodies()


async def test_help_request_card_modal_and_vault(
    make_services: MakeServices, settings: Settings
) -> None:
    secret = "ghp_0nly-in-the-vault"
    services = make_services(
        ScriptedModel(
            [
                json.dumps(
                    {
                        "tool": "request_user_help",
                        "args": {
                            "kind": "credentials",
                            "message": "I need the deploy token.",
                            "secret_name": "DEPLOY_TOKEN",
                        },
                    }
                ),
                answer("Deployed."),
            ]
        )
    )
    services.agents.create(AgentSpec(name="ops", system_prompt="x", tools=("request_user_help",)))
    chat = RecordingChat(services)
    async with running(chat, settings) as driver:
        await driver.command("agent", "use ops", user=ADMIN_ID)
        await eventually(lambda: "ops" in last_text(driver.messages()))
        asked = await driver.say("deploy the app", user=PLAIN_ID)
        # The card comes in the thread, and to the requester's DMs.
        await eventually(lambda: driver.messages(f"dm:{PLAIN_ID}"))
        card = next(m for m in driver.messages() if m.buttons)
        assert card.thread == asked
        provide, deny = (b[0] for b in card.buttons)
        assert provide.endswith(":provide") and deny.endswith(":deny")

        await driver.click(card, provide, user=ADMIN_ID)  # not the requester
        await eventually(lambda: "Only the person who asked" in last_text(driver.messages()))
        assert driver.opened_form(ADMIN_ID) is None

        await driver.click(card, provide, user=PLAIN_ID)
        form = await eventually(lambda: driver.opened_form(PLAIN_ID))
        assert form["fields"] == ["value"]
        await driver.submit_form(PLAIN_ID, {"value": secret})
        await eventually(lambda: last_text(driver.messages()) == "Deployed.")
        closed = driver.fake.bot_messages[card.message_id]
        assert "answered" in closed.text and not closed.buttons  # the buttons are gone
        assert services.vault.get("ops", "DEPLOY_TOKEN") == secret
        assert secret.encode() not in driver.outbound_bodies()
        assert all(secret not in m.text for m in driver.fake.bot_messages.values())


async def test_http_interactions_verify_and_answer(
    make_services: MakeServices, settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    chat = RecordingChat(make_services(ScriptedModel([])))
    async with running(chat, settings) as driver:
        caplog.set_level(logging.WARNING, logger="bots.discord")
        statuses = await driver.forged()
        assert statuses and set(statuses) == {401}
        assert "rejected POST /discord/interactions" in caplog.text
        assert '"type"' not in caplog.text  # no bodies in the log

        ping = await driver.post_interaction({"id": "1", "type": 1, "token": "t", "version": 1})
        assert (ping.status_code, ping.json()) == (200, {"type": 1})

        fake = driver.fake
        command = fake.interaction(2, driver.command_data("strop", "help"), PLAIN_ID)
        response = await driver.post_interaction(command)
        assert (response.status_code, response.json()) == (200, {"type": 5})
        await eventually(lambda: "Commands:" in last_text(driver.messages()))
        assert chat.of(Command)[-1].event_id == f"discord-{command['id']}"

        # A click over HTTP that core answers with a form: the HTTP response is the modal.
        conversation = Conversation("discord", CHANNEL_ID, workspace="900")
        card = Card("Token", "", [Button("open", "Enter", "help:7")])
        await chat.surfaces["discord"].post(conversation, "", card=card)
        message = fake.bot_message_payload(driver.messages()[-1])
        click = fake.interaction(
            3, {"custom_id": "open|help:7", "component_type": 2}, ADMIN_ID, message=message
        )
        response = await driver.post_interaction(click)
        body = response.json()
        assert body["type"] == 9 and body["data"]["custom_id"] == "help-7"
        submit = fake.interaction(
            5,
            {
                "custom_id": "help-7",
                "components": [
                    {"type": 18, "component": {"type": 4, "custom_id": "token", "value": "abc123"}}
                ],
            },
            ADMIN_ID,
            message=message,
        )
        response = await driver.post_interaction(submit)
        assert response.json() == {"type": 6}
        await eventually(lambda: len(chat.of(FormSubmit)) == 1)
        assert dict(chat.of(FormSubmit)[0].values) == {"token": "abc123"}


async def test_junk_is_ignored_and_the_bot_still_answers(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = RecordingChat(make_services(ScriptedModel([answer("still fine")])))
    async with running(chat, settings) as driver:
        await driver.junk()
        await driver.say("are you alive?", user=PLAIN_ID)
        await eventually(lambda: last_text(driver.messages()) == "still fine")
        messages = chat.of(Message)
        assert [m.text for m in messages] == ["are you alive?"]
        # The unknown slash command still reaches core, which says so.
        assert [c.name for c in chat.of(Command)] == ["no-such-command"]
        assert not chat.of(ButtonAction)


async def test_surface_edit_delete_direct_and_lifecycle(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = RecordingChat(make_services(ScriptedModel([])))
    original = discord.http.Route.BASE
    async with running(chat, settings) as driver:
        assert driver.fake.api_url == discord.http.Route.BASE
        surface = chat.surfaces["discord"]
        conversation = Conversation("discord", CHANNEL_ID, workspace="900")
        ref = await surface.post(conversation, "")
        assert driver.messages()[-1].text == "…"  # Discord rejects empty messages
        await surface.edit(ref, "edited")
        await surface.delete(ref)
        await surface.delete(ref)  # already gone: no error
        assert (driver.messages()[-1].text, driver.messages()[-1].deleted) == ("edited", True)
        dm = await surface.direct(PLAIN_ID, "900")
        assert dm.is_direct
        await surface.post(dm, "psst")
        assert last_text(driver.messages(f"dm:{PLAIN_ID}")) == "psst"
        await driver.adapter.stop()
        await driver.adapter.stop()  # idempotent
    assert original == discord.http.Route.BASE  # the process-wide redirection is undone


async def test_start_fails_clearly_on_setup_mistakes(
    make_services: MakeServices, settings: Settings
) -> None:
    chat = ChatService(make_services(ScriptedModel([])))
    fake = FakeDiscord()
    await fake.start()
    original = discord.http.Route.BASE
    try:
        urls = {"discord_api_url": fake.api_url, "discord_gateway_url": fake.gateway_url}
        wrong = settings.model_copy(update=urls | {"discord_token": SecretStr("wrong")})
        with pytest.raises(ConfigurationError, match="rejected the bot token"):
            await DiscordAdapter(chat, wrong).start()
        fake.message_content_allowed = False
        right = settings.model_copy(update=urls | {"discord_token": SecretStr(TOKEN)})
        with pytest.raises(ConfigurationError, match="Message Content intent"):
            await DiscordAdapter(chat, right, guild_ready_timeout_s=0.05).start()
    finally:
        await fake.stop()
    assert original == discord.http.Route.BASE
    assert "discord" not in chat.surfaces


async def test_configuration_and_invite(make_services: MakeServices, settings: Settings) -> None:
    adapter = DiscordAdapter(ChatService(make_services(ScriptedModel([]))), settings)
    assert adapter.routes() is None  # no public key: no HTTP endpoint
    with pytest.raises(ConfigurationError, match="STROP_DISCORD_TOKEN"):
        await adapter.start()
    url = invite_url(123456789)
    assert url.startswith("https://discord.com/oauth2/authorize?client_id=123456789&")
    assert "scope=bot+applications.commands" in url
    permissions = discord.Permissions(int(url.rsplit("permissions=", 1)[1]))
    assert permissions.send_messages and permissions.add_reactions and permissions.embed_links
    assert permissions.read_message_history and permissions.send_messages_in_threads
    assert permissions.create_public_threads and not permissions.administrator
    with pytest.raises(ValueError):
        invite_url("not-an-id")
