"""One contract for every chat platform: the real library against a fake platform server.

Each test runs against Slack, Discord and Telegram: strop's adapter speaks the
platform's protocol through the real library (slack-bolt, discord.py,
python-telegram-bot) to an in-repo fake server on 127.0.0.1, and the driver
plays the people.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from chat_support.driver import BotMessage, PlatformDriver, eventually
from chat_support.leaks import SECRET, add_ops_agent, scripted_reply, secret_flow
from chat_support.leaks import platform as _platform
from sqlalchemy import select

from core.conversation import ChatService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import Feedback, GuardrailRule, Run

PLATFORMS = ("slack", "discord", "telegram")
LIMITS = {"slack": 3900, "discord": 2000, "telegram": 4096}


@pytest.fixture
def services(make_services: Callable[..., Services]) -> Services:
    services = make_services(ScriptedModel([scripted_reply] * 500))
    services.__dict__["deploy_tokens"] = add_ops_agent(services)
    return services


def _answers(driver: PlatformDriver, channel: str = "") -> list[BotMessage]:
    return [m for m in driver.messages(channel) if not m.deleted]


def _feedback(services: Services) -> list[tuple[str, str, bool]]:
    with services.db.session() as s:
        rows = s.scalars(select(Feedback).order_by(Feedback.id))
        return [(f.rater, f.label, f.retracted_at is None) for f in rows]


@pytest.mark.parametrize("platform", PLATFORMS)
async def test_mention_gets_a_progressive_reply(platform: str, services: Services) -> None:
    chat = ChatService(services, stream_interval_s=0.0)
    async with _platform(platform, chat) as driver:
        await driver.say("hello there", user=driver.plain_user)
        reply = await eventually(
            lambda: next((m for m in _answers(driver) if m.text == "echo: hello there"), None)
        )
        assert reply.edits >= 1  # the "working" message, then the answer edited in
        await driver.say("a long answer please", user=driver.plain_user)
        parts = await eventually(lambda: [m for m in _answers(driver) if "word" in m.text][:5])
        await eventually(lambda: "word1399" in " ".join(m.text for m in _answers(driver)))
        parts = [m for m in _answers(driver) if "word" in m.text]
        assert len(parts) >= 2 and all(len(m.text) <= LIMITS[platform] for m in parts)
        await driver.say("in private", user=driver.plain_user, dm=True)
        await eventually(
            lambda: any(
                m.text == "echo: in private" for m in _answers(driver, f"dm:{driver.plain_user}")
            )
        )


@pytest.mark.parametrize("platform", PLATFORMS)
async def test_reactions_rate_and_retract(platform: str, services: Services) -> None:
    chat = ChatService(services, stream_interval_s=0.0)
    async with _platform(platform, chat) as driver:
        await driver.say("rate me", user=driver.plain_user)
        reply = await eventually(
            lambda: next((m for m in _answers(driver) if m.text == "echo: rate me"), None)
        )
        await driver.react(reply.message_id, "+1", user=driver.plain_user)
        await driver.react(reply.message_id, "-1", user=driver.admin_user)
        await eventually(lambda: len(_feedback(services)) == 2)
        assert sorted(_feedback(services)) == sorted(
            [(driver.plain_user, "good", True), (driver.admin_user, "bad", True)]
        )
        await eventually(lambda: any("What went wrong?" in m.text for m in _answers(driver)))
        await driver.react(reply.message_id, "+1", user=driver.plain_user, added=False)
        await eventually(lambda: (driver.plain_user, "good", False) in _feedback(services))
        question = next(m for m in _answers(driver) if "What went wrong?" in m.text)
        await driver.react(question.message_id, "+1", user=driver.plain_user)
        await driver.say("after", user=driver.plain_user)
        await eventually(lambda: any(m.text == "echo: after" for m in _answers(driver)))
        assert len(_feedback(services)) == 2  # a reaction on the bot's question is no rating


@pytest.mark.parametrize("platform", PLATFORMS)
async def test_slash_commands(platform: str, services: Services) -> None:
    chat = ChatService(services, stream_interval_s=0.0)
    async with _platform(platform, chat) as driver:

        async def run(name: str, args: str, user: str, expect: str) -> None:
            before = len(driver.messages())
            await driver.command(name, args, user=user)
            await eventually(
                lambda: any(expect in m.text for m in driver.messages()[before:]),
                timeout_s=10,
            )

        admin, plain = driver.admin_user, driver.plain_user
        await run("agent", "list", plain, "assistant")
        await run("agent", "create helper Summarise links", plain, "only workspace administrators")
        await run("agent", "create helper Summarise links", admin, "Created agent helper v1")
        await run("agent", "show helper", plain, "prompt: Summarise links")
        await run("agent", "update helper description Links", admin, "Updated helper to v2")
        await run("agent", "use helper", plain, "now talks to helper")
        if platform != "discord":  # Discord's client offers only the declared subcommands
            await run("agent", "frobnicate", plain, "Usage: /agent")
        await run("guardrail", "add-domain docs.example.com", admin, "Guardrail 1")
        await run("guardrail", "deny-domain evil.test", plain, "only workspace administrators")
        await run("guardrail", "limit 20", admin, "at most 20 web requests per run")
        await run("guardrail", "list", plain, "allow docs.example.com")
        await run("guardrail", "remove 1", admin, "Removed guardrail 1")
        await run("runs", "", plain, "No runs yet.")
        await run("improve", "status", plain, "No improvement jobs")
        await run("strop", "help", plain, "/agent list")
        await run("agent", "delete helper", admin, "Deleted agent helper")
        with services.db.session() as s:
            assert list(s.scalars(select(GuardrailRule.kind))) == ["request_limit"]


@pytest.mark.parametrize("platform", PLATFORMS)
async def test_help_request_secret_flow_leaks_nothing(platform: str, services: Services) -> None:
    places = await secret_flow(platform, services, services.__dict__["deploy_tokens"])
    assert set(places) >= {"database file", "logs", "requests to the platform", "trajectory"}
    leaks = [place for place, data in places.items() if SECRET.encode() in data]
    assert leaks == []


@pytest.mark.parametrize("platform", PLATFORMS)
async def test_forged_and_junk_requests(platform: str, services: Services) -> None:
    chat = ChatService(services, stream_interval_s=0.0)
    async with _platform(platform, chat, http=True) as driver:
        statuses = await driver.forged()
        assert statuses and all(s in (401, 403) for s in statuses), statuses
        await driver.junk()
        await driver.say("still alive?", user=driver.plain_user)
        await eventually(lambda: any(m.text == "echo: still alive?" for m in _answers(driver)))
        with services.db.session() as s:
            assert list(s.scalars(select(Run.input))) == ["still alive?"]
