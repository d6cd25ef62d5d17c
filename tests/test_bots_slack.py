"""The Slack adapter: real slack-bolt (HTTP events and Socket Mode) against the fake Slack."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml
from chat_support.driver import eventually
from chat_support.slack_driver import BOT_TOKEN, SlackDriver, running
from chat_support.slack_fake import OTHER_CHANNEL, TEAM
from pydantic import SecretStr
from sqlalchemy import select

from bots.slack import SlackAdapter
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
)
from core.conversation import ChatService
from core.errors import ConfigurationError
from core.models.base import ChatMessage, Completion, TokenCallback
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import Feedback

MANIFEST = Path(__file__).resolve().parents[1] / "deploy" / "slack-app-manifest.yaml"
SECRET_VALUE = "ghp_planted_secret_4f9a1c"


def answer(text: str) -> str:
    return json.dumps({"answer": text})


class RecordingChat(ChatService):
    """ChatService that keeps every event it was handed; ``react`` may answer some first."""

    def __init__(self, services: Services, **kwargs: Any) -> None:
        super().__init__(services, stream_interval_s=0.0, **kwargs)
        self.events: list[InboundEvent] = []
        self.react: Callable[[InboundEvent, ChatSurface], Any] | None = None

    async def handle(self, event: InboundEvent, surface: ChatSurface) -> None:
        self.events.append(event)
        if self.react is not None:
            await self.react(event, surface)
        await super().handle(event, surface)

    def of(self, kind: type[Any]) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]


@pytest.fixture
def make_chat(make_services: Callable[..., Services]) -> Callable[[Sequence[str]], RecordingChat]:
    def make(replies: Sequence[str] = ()) -> RecordingChat:
        return RecordingChat(make_services(ScriptedModel(list(replies))))

    return make


def texts(slack: SlackDriver, channel: str = "") -> list[str]:
    return [m.text for m in slack.messages(channel)]


async def settle() -> None:
    """Time for an event the adapter should ignore to have (not) reached core."""
    await asyncio.sleep(0.2)


async def test_mention_gets_a_threaded_streamed_reply(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat([answer("Paris is the capital of France.")])
    async with running(chat, settings) as slack:
        ts = await slack.say("what is the capital of France?", user=slack.plain_user)
        await eventually(lambda: texts(slack) == ["Paris is the capital of France."])
        await settle()
        [reply] = slack.messages()
        assert reply.thread == ts  # answered in the thread the mention starts
        assert reply.edits >= 1  # posted early, then edited as tokens came
        methods = [m for m, _ in slack.fake.calls if m.startswith("chat.")]
        assert methods[0] == "chat.postMessage" and methods.count("chat.postMessage") == 1
        assert "chat.update" in methods
        # The mention also arrived as a channel message: handled once, not twice.
        [message] = chat.of(Message)
        assert message.text == "what is the capital of France?"
        assert message.mentions_bot and message.message_id == ts
        # Core decides to answer in a thread under the mention.
        assert message.conversation == Conversation("slack", slack.channel, TEAM, None, False)
        assert message.event_id.startswith("slack:Ev")


async def test_socket_mode_mention_dm_and_reaction(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat([answer("Hello from a socket."), answer("Hello in private.")])
    async with running(chat, settings, socket_mode=True) as slack:
        assert slack.adapter.routes() is None
        ts = await slack.say("hi", user=slack.admin_user)
        await eventually(lambda: texts(slack) == ["Hello from a socket."])
        assert slack.messages()[0].thread == ts
        await slack.say("hi privately", user=slack.plain_user, dm=True)
        dm = f"dm:{slack.plain_user}"
        await eventually(lambda: texts(slack, dm) == ["Hello in private."])
        assert slack.messages(dm)[0].thread == ""
        await slack.react(slack.messages()[0].message_id, "+1", user=slack.plain_user)
        await eventually(lambda: any(e.kind == "reaction" for e in chat.events))
        # Every envelope was acknowledged over the socket.
        assert len(slack.fake.acks) >= 4
        assert all(key.startswith("env-") for key in slack.fake.acks)
    direct = [m for m in chat.of(Message) if m.conversation.is_direct]
    assert [m.text for m in direct] == ["hi privately"]
    assert direct[0].conversation.channel == f"D{slack.plain_user}"


async def test_thread_replies_reach_core_without_mention(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat([answer("First."), answer("Second.")])
    async with running(chat, settings) as slack:
        root = await slack.say("start", user=slack.admin_user)
        await eventually(lambda: texts(slack) == ["First."])
        await slack.say("a follow-up", user=slack.admin_user, mention=False, thread=root)
        await eventually(lambda: texts(slack) == ["First.", "Second."])
        await slack.say("chatter outside any thread", user=slack.admin_user, mention=False)
        await settle()
    first, follow_up = chat.of(Message)
    assert follow_up.text == "a follow-up" and not follow_up.mentions_bot
    assert first.conversation.thread is None and first.message_id == root
    assert follow_up.conversation.thread == root and follow_up.reply_to == root


async def test_long_answer_is_split_at_slack_limit(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    long = " ".join(f"word{i}" for i in range(1800))  # about 13,000 characters
    chat = make_chat([answer(long)])
    async with running(chat, settings) as slack:
        await slack.say("write a lot", user=slack.plain_user)
        await eventually(
            lambda: len(slack.messages()) >= 4 and slack.messages()[-1].text.endswith("word1799")
        )
        parts = texts(slack)
    assert all(len(part) <= 3900 for part in parts)
    assert " ".join(parts).split() == long.split()


async def test_reactions_rate_and_retract(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat([answer("A rated answer.")])
    db = chat.services.db

    def ratings() -> list[tuple[str, str, bool]]:
        with db.session() as s:
            rows = s.scalars(select(Feedback).order_by(Feedback.id))
            return [(r.label, r.rater, r.retracted_at is not None) for r in rows]

    async with running(chat, settings) as slack:
        await slack.say("rate me", user=slack.plain_user)
        [reply] = await eventually(
            lambda: [m for m in slack.messages() if m.text == "A rated answer."]
        )
        await slack.react(reply.message_id, "+1::skin-tone-3", user=slack.admin_user)
        await slack.react(reply.message_id, "-1", user=slack.plain_user)
        await eventually(lambda: len(ratings()) == 2)
        assert ratings() == [("good", slack.admin_user, False), ("bad", slack.plain_user, False)]
        await slack.react(reply.message_id, "+1::skin-tone-3", user=slack.admin_user, added=False)
        await eventually(lambda: ratings()[0][2])
        # A thumbs down asks what went wrong; the answer in the thread becomes the note.
        await eventually(lambda: any("What went wrong" in t for t in texts(slack)))
        await slack.say("too vague", user=slack.plain_user, mention=False, thread=reply.thread)
        await eventually(lambda: any(t.startswith("Noted on run") for t in texts(slack)))
    with db.session() as s:
        rows = list(s.scalars(select(Feedback)))
        assert {r.source for r in rows} == {"slack"}
        assert [r.notes for r in rows if r.label == "bad"] == ["too vague"]


async def test_slash_commands_are_answered_with_admin_flag(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat()
    async with running(chat, settings) as slack:
        await slack.command("runs", "", user=slack.plain_user)
        await eventually(lambda: len(slack.messages()) == 1)
        await slack.command("agent", "create helper Summarise links", user=slack.admin_user)
        # Commands are handled concurrently; wait so the recorded order is the sent order.
        await eventually(lambda: len(slack.messages()) == 2)
        await slack.command("runs", "", user=slack.plain_user)
        await eventually(lambda: len(slack.messages()) == 3)
        users_info = [p["user"] for m, p in slack.fake.calls if m == "users.info"]
    runs, agent, _ = chat.of(Command)
    assert (runs.name, runs.args, runs.is_admin) == ("runs", "", False)
    assert (agent.name, agent.args, agent.is_admin) == (
        "agent",
        "create helper Summarise links",
        True,
    )
    assert isinstance(agent.trigger, str) and agent.event_id == f"slack:{agent.trigger}"
    assert agent.conversation == Conversation("slack", slack.channel, TEAM)
    assert sorted(users_info) == sorted([slack.plain_user, slack.admin_user])  # cached


async def test_command_in_a_channel_without_the_bot_is_answered_privately(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat()
    async with running(chat, settings) as slack:
        await slack.command("strop", "help", user=slack.plain_user, channel=OTHER_CHANNEL)
        [response] = await eventually(lambda: slack.fake.responses)
    assert response["response_type"] == "ephemeral" and "/agent" in response["text"]
    assert slack.messages(OTHER_CHANNEL) == []


def help_card() -> Card:
    return Card(
        title="helper needs GITHUB_TOKEN",
        body="The run <waits> for a token & a choice.",
        buttons=[
            Button("help:provide", "Provide", "42", "primary"),
            Button("help:choose", "Option A", "a"),
            Button("help:choose", "Option B", "b"),
            Button("help:decline", "Decline", "42", "danger"),
        ],
    )


async def test_card_click_and_form_submit_reach_core(
    make_chat: Callable[..., RecordingChat], settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    chat = make_chat()
    form = Form(
        "help:42",
        "GitHub token",
        [FormField("token", "Token", secret=True), FormField("note", "Note", multiline=True)],
    )

    async def open_form_on_provide(event: InboundEvent, surface: ChatSurface) -> None:
        if isinstance(event, ButtonAction) and event.action_id == "help:provide":
            await surface.open_form(event.conversation, event.user, form, trigger=event.trigger)

    chat.react = open_form_on_provide
    async with running(chat, settings) as slack:
        surface = chat.surfaces["slack"]
        conv = Conversation("slack", slack.channel, TEAM, thread="1700000000.000001")
        ref = await surface.post(conv, "", card=help_card())
        [card] = slack.messages()
        assert card.buttons == [
            ("help:provide", "Provide", "42"),
            ("help:choose", "Option A", "a"),
            ("help:choose", "Option B", "b"),
            ("help:decline", "Decline", "42"),
        ]
        assert card.text == "helper needs GITHUB_TOKEN\nThe run <waits> for a token & a choice."
        await slack.click(card, "help:decline", user=slack.plain_user)
        [decline] = await eventually(lambda: chat.of(ButtonAction))
        assert (decline.action_id, decline.value, decline.user) == (
            "help:decline",
            "42",
            slack.plain_user,
        )
        assert decline.message_id == ref.message_id and decline.conversation == conv
        assert isinstance(decline.trigger, str) and decline.event_id == f"slack:{decline.trigger}"

        await slack.click(card, "help:provide", user=slack.admin_user)
        opened = await eventually(lambda: slack.opened_form(slack.admin_user))
        assert (opened["form_id"], opened["fields"]) == ("help:42", ["token", "note"])
        assert opened["view"]["callback_id"] == "strop_form"
        await slack.submit_form(slack.admin_user, {"token": SECRET_VALUE, "note": "thanks"})
        [submit] = await eventually(lambda: chat.of(FormSubmit))
        assert submit.form_id == "help:42" and submit.user == slack.admin_user
        assert dict(submit.values) == {"token": SECRET_VALUE, "note": "thanks"}
        assert submit.conversation == conv

        await surface.edit(ref, "Answered by admin.")
        assert (
            slack.messages()[0].buttons == [] and slack.messages()[0].text == "Answered by admin."
        )
        assert SECRET_VALUE.encode() not in slack.outbound_bodies()
    assert SECRET_VALUE not in caplog.text


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


async def test_help_request_card_modal_and_resume_end_to_end(
    make_services: Callable[..., Services], settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    """A run asks for a credential: card, the requester's modal, the vault, the answer."""
    caplog.set_level(logging.DEBUG)
    model = ScriptedModel(
        [
            call(
                "request_user_help",
                kind="credentials",
                message="I need the deploy token.",
                secret_name="DEPLOY_TOKEN",
            ),
            call("deploy_app", token="{{secret:DEPLOY_TOKEN}}"),
            answer("Deployed."),
        ]
    )
    services = make_services(model)
    seen: list[str] = []

    def deploy_app(token: str) -> str:
        """Deploy the app.

        Args:
            token: the deploy token.
        """
        seen.append(token)
        return "deployed"

    services.tools.add(deploy_app)
    services.agents.create(
        AgentSpec(name="ops", system_prompt="x", tools=("request_user_help", "deploy_app"))
    )
    chat = RecordingChat(services)
    async with running(chat, settings) as slack:
        chat.use_agent(Conversation("slack", slack.channel, TEAM), "ops")
        root = await slack.say("deploy the app", user=slack.admin_user)
        card = await eventually(lambda: next((m for m in slack.messages() if m.buttons), None))
        assert card.thread == root
        dm_cards = await eventually(lambda: slack.messages(f"dm:{slack.admin_user}"))
        assert dm_cards[0].buttons == card.buttons
        provide = card.buttons[0][0]
        await slack.click(card, provide, user=slack.plain_user)  # not the requester
        await eventually(lambda: any("Only the person who asked" in t for t in texts(slack)))
        assert slack.opened_form(slack.plain_user) is None
        await slack.click(card, provide, user=slack.admin_user)
        opened = await eventually(lambda: slack.opened_form(slack.admin_user))
        assert opened["view"]["blocks"][0]["hint"]  # says Slack cannot mask the field
        await slack.submit_form(slack.admin_user, {opened["fields"][0]: SECRET_VALUE})
        await eventually(lambda: "Deployed." in texts(slack))
        assert seen == [SECRET_VALUE]
        answered = next(m for m in slack.messages() if m.message_id == card.message_id)
        assert answered.buttons == [] and "saved as secret ref DEPLOY_TOKEN" in answered.text
        assert SECRET_VALUE.encode() not in slack.outbound_bodies()
        assert all(SECRET_VALUE not in t for t in texts(slack))
    assert SECRET_VALUE not in caplog.text


@pytest.mark.parametrize("socket_mode", [False, True], ids=["http", "socket"])
async def test_form_without_a_fresh_trigger_is_offered_by_button(
    make_chat: Callable[..., RecordingChat],
    settings: Settings,
    caplog: pytest.LogCaptureFixture,
    socket_mode: bool,
) -> None:
    caplog.set_level(logging.DEBUG)
    chat = make_chat()
    form = Form(
        "vault:x", "A rather long form title that Slack must clip", [FormField("code", "2FA code")]
    )
    async with running(chat, settings, socket_mode=socket_mode) as slack:
        surface = chat.surfaces["slack"]
        conv = Conversation("slack", slack.channel, TEAM)
        await surface.open_form(conv, slack.plain_user, form)  # no trigger at all
        await surface.open_form(conv, slack.admin_user, form, trigger="1.T.expired-trigger")
        assert [e["user"] for e in slack.fake.ephemeral] == [slack.plain_user, slack.admin_user]
        assert slack.opened_form(slack.plain_user) is None
        await slack.open_offered_form(slack.plain_user)
        opened = await eventually(lambda: slack.opened_form(slack.plain_user))
        assert opened["form_id"] == "vault:x" and len(opened["title"]) <= 24
        await slack.submit_form(slack.plain_user, {"code": SECRET_VALUE})
        [submit] = await eventually(lambda: chat.of(FormSubmit))
        assert dict(submit.values) == {"code": SECRET_VALUE} and submit.conversation == conv
    assert not chat.of(ButtonAction)  # the adapter's own button is not core's business
    assert SECRET_VALUE not in caplog.text  # not even in the libraries' DEBUG logs


async def test_surface_posts_edits_deletes_and_opens_dms(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat()
    async with running(chat, settings) as slack:
        surface = chat.surfaces["slack"]
        assert surface.capabilities.max_message_chars == 3900
        assert surface.capabilities.modals and surface.capabilities.buttons
        conv = Conversation("slack", slack.channel, TEAM)
        empty = await surface.post(conv, "")
        assert texts(slack) == ["…"]
        await surface.edit(empty, "<!channel> a < b & c, <@U0ADMIN>")
        raw = slack.fake.messages[empty.message_id].text
        # No @channel ping from model output; a mention of one person stays one.
        assert raw == "&lt;!channel&gt; a &lt; b &amp; c, <@U0ADMIN>"
        assert texts(slack) == ["<!channel> a < b & c, <@U0ADMIN>"]
        await surface.edit(empty, "   ")
        assert texts(slack) == ["…"]
        await surface.delete(empty)
        await surface.delete(empty)  # already gone: logged, not raised
        assert slack.messages()[0].deleted
        dm = await surface.direct(slack.plain_user, TEAM)
        assert dm == Conversation("slack", f"D{slack.plain_user}", TEAM, None, True)
        await surface.post(dm, "psst")
        assert texts(slack, f"dm:{slack.plain_user}") == ["psst"]
        person = await slack.say("mine", user=slack.plain_user, dm=True, mention=False)
        await surface.delete(type(empty)(dm, person))  # Slack forbids; never raises
        assert not slack.user_message_deleted(person)


async def test_forged_requests_are_rejected_without_logging_bodies(
    make_chat: Callable[..., RecordingChat], settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    chat = make_chat()
    async with running(chat, settings) as slack:
        statuses = await slack.forged()
        await settle()
    assert statuses == [401, 401, 401, 401]
    assert chat.events == []
    rejected = [r.getMessage() for r in caplog.records if "rejected" in r.getMessage()]
    assert rejected == [
        "slack: rejected POST /slack/events: bad signature",
        "slack: rejected POST /slack/events: missing signature headers",
        "slack: rejected POST /slack/events: stale timestamp",
        "slack: rejected POST /slack/events: bad signature",
    ]
    assert "forged" not in caplog.text


async def test_http_endpoint_answers_url_verification_and_caps_bodies(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat()
    async with running(chat, settings) as slack:
        fake = slack.fake
        challenge = {"token": "legacy", "challenge": "c-3p0-r2d2", "type": "url_verification"}
        assert await fake.post_signed(json.dumps(challenge), "application/json") == 200
        assert b"c-3p0-r2d2" in fake.last_response  # Slack's check when the URL is saved
        too_big = json.dumps(fake.event_callback({"type": "message", "text": "x" * 1_100_000}))
        assert await fake.post_signed(too_big, "application/json") == 413
        assert await fake.post_signed("{not json", "application/json") == 400


@pytest.mark.parametrize("socket_mode", [False, True], ids=["http", "socket"])
async def test_junk_is_ignored_and_the_next_message_answered(
    make_chat: Callable[..., RecordingChat], settings: Settings, socket_mode: bool
) -> None:
    chat = make_chat([answer("Still here.")])
    async with running(chat, settings, socket_mode=socket_mode) as slack:
        await slack.junk()
        await settle()
        assert chat.events == [] and slack.messages() == []
        await slack.say("are you alive?", user=slack.plain_user)
        await eventually(lambda: texts(slack) == ["Still here."])


async def test_redelivered_event_is_answered_once(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat([answer("Once.")])
    async with running(chat, settings) as slack:
        event = {
            "type": "app_mention",
            "user": slack.plain_user,
            "text": f"<@{slack.bot_user}> hello",
            "ts": slack.fake.next_ts(),
            "channel": slack.channel,
        }
        assert await slack.fake.deliver_event(event, event_id="Ev0REDELIVER") == 200
        await eventually(lambda: texts(slack) == ["Once."])
        assert await slack.fake.deliver_event(event, event_id="Ev0REDELIVER", retry=1) == 200
        await settle()
        assert texts(slack) == ["Once."]
    assert {e.event_id for e in chat.events} == {"slack:Ev0REDELIVER"}


class _StuckModel:
    model_id = "stuck:test"

    def __init__(self) -> None:
        self.started = asyncio.Event()

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        max_tokens: int = 256,
        temperature: float = 0.0,
        json_schema: dict[str, Any] | None = None,
        stop: Sequence[str] = (),
        on_token: TokenCallback | None = None,
    ) -> Completion:
        self.started.set()
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


async def test_stop_cancels_turns_in_flight_and_is_idempotent(
    make_services: Callable[..., Services], settings: Settings
) -> None:
    model = _StuckModel()
    chat = RecordingChat(make_services(model))
    async with running(chat, settings) as slack:
        slack.adapter.stop_grace_s = 0.1
        await slack.say("this will take forever", user=slack.plain_user)
        await asyncio.wait_for(model.started.wait(), 10)
        assert slack.adapter._tasks  # the turn runs outside Bolt's dispatch
        await slack.adapter.stop()
        assert not slack.adapter._tasks
    await slack.adapter.stop()


async def test_configuration_errors_name_the_setting(
    make_chat: Callable[..., RecordingChat], settings: Settings
) -> None:
    chat = make_chat()
    with pytest.raises(ConfigurationError, match="STROP_SLACK_BOT_TOKEN"):
        SlackAdapter(chat, settings)
    token_only = settings.model_copy(update={"slack_bot_token": SecretStr(BOT_TOKEN)})
    with pytest.raises(ConfigurationError, match="STROP_SLACK_SIGNING_SECRET"):
        SlackAdapter(chat, token_only)
    async with running(chat, settings) as slack:
        wrong = settings.model_copy(
            update={
                "slack_bot_token": SecretStr("xoxb-wrong"),
                "slack_signing_secret": SecretStr("s"),
                "slack_api_url": slack.fake.api_url,
            }
        )
        with pytest.raises(ConfigurationError, match="invalid_auth"):
            await SlackAdapter(chat, wrong).start()


def test_app_manifest_is_complete() -> None:
    manifest = yaml.safe_load(MANIFEST.read_text())
    scopes = set(manifest["oauth_config"]["scopes"]["bot"])
    assert scopes >= {
        "app_mentions:read", "chat:write", "channels:history", "groups:history", "im:history",
        "im:write", "mpim:history", "reactions:read", "users:read", "commands",
    }  # fmt: skip
    settings = manifest["settings"]
    events = set(settings["event_subscriptions"]["bot_events"])
    assert events >= {
        "app_mention", "message.im", "message.channels", "reaction_added", "reaction_removed"
    }  # fmt: skip
    url = "https://YOUR-HOST/slack/events"
    assert settings["event_subscriptions"]["request_url"] == url
    assert settings["interactivity"] == {"is_enabled": True, "request_url": url}
    assert settings["socket_mode_enabled"] is False
    commands = {c["command"]: c for c in manifest["features"]["slash_commands"]}
    assert set(commands) == {"/agent", "/guardrail", "/workflow", "/runs", "/improve", "/strop"}
    assert all(c["url"] == url and c["description"] for c in commands.values())
    assert all(c.get("usage_hint") for name, c in commands.items() if name != "/runs")
    assert manifest["features"]["bot_user"]["display_name"]
