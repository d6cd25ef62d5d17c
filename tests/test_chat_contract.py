"""One contract for every chat platform: the real library against a fake platform server.

Each test runs against Slack, Discord and Telegram: strop's adapter speaks the
platform's protocol through the real library (slack-bolt, discord.py,
python-telegram-bot) to an in-repo fake server on 127.0.0.1, and the driver
plays the people.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import logging
from collections.abc import AsyncIterator, Callable, Sequence

import pytest
from chat_support.driver import BotMessage, PlatformDriver, eventually
from chat_support.memory import database_bytes
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import select

from core.access import issue_token
from core.agents.spec import AgentSpec
from core.api import create_app
from core.conversation import ChatService
from core.models.base import ChatMessage
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import Feedback, GuardrailRule, HelpRequest, Run
from core.trajectories import get_run

PLATFORMS = ("slack", "discord", "telegram")
SECRET = "ghp_PLANTEDsecret0123456789abcdefXYZ"
LIMITS = {"slack": 3900, "discord": 2000, "telegram": 4096}


def _reply(messages: Sequence[ChatMessage]) -> str:
    """The scripted model: behaviour chosen by what the conversation says."""
    last = messages[-1].content
    everything = "\n".join(m.content for m in messages)
    if "deployed with" in last:
        return json.dumps({"answer": "Deployed."})
    if "saved as secret ref DEPLOY_TOKEN" in last:
        return json.dumps({"tool": "deploy_app", "args": {"token": "{{secret:DEPLOY_TOKEN}}"}})
    if "deploy" in last:
        return json.dumps(
            {
                "tool": "request_user_help",
                "args": {
                    "kind": "credentials",
                    "message": "I need the deploy token.",
                    "secret_name": "DEPLOY_TOKEN",
                },
            }
        )
    if "long answer" in last:
        return json.dumps({"answer": " ".join(f"word{i}" for i in range(1400))})
    del everything
    return json.dumps({"answer": f"echo: {last.strip()}"})


@contextlib.asynccontextmanager
async def _platform(
    name: str, chat: ChatService, *, http: bool = False
) -> AsyncIterator[PlatformDriver]:
    """``http``: the platform delivers to strop's HTTP endpoint (Telegram: webhook mode)."""
    module = importlib.import_module(f"chat_support.{name}_driver")
    options = {"webhook": True} if http and name == "telegram" else {}
    async with module.running(chat, chat.services.settings, **options) as driver:
        yield driver


@pytest.fixture
def services(make_services: Callable[..., Services]) -> Services:
    services = make_services(ScriptedModel([_reply] * 500))
    seen: list[str] = []

    def deploy_app(token: str) -> str:
        """Deploy the app.

        Args:
            token: the deploy token.
        """
        seen.append(token)
        return f"deployed with {token}"

    services.tools.add(deploy_app)
    services.agents.create(
        AgentSpec(
            name="ops", system_prompt="You deploy.", tools=("request_user_help", "deploy_app")
        )
    )
    services.__dict__["deploy_tokens"] = seen
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
        await run("agent", "frobnicate", plain, "Usage: /agent")
        await run("guardrail", "add-domain docs.example.com", admin, "Guardrail 1")
        await run("guardrail", "deny-domain evil.test", plain, "only workspace administrators")
        await run("guardrail", "list", plain, "allow docs.example.com")
        await run("guardrail", "remove 1", admin, "Removed guardrail 1")
        await run("runs", "", plain, "No runs yet.")
        await run("improve", "status", plain, "No improvement jobs")
        await run("strop", "help", plain, "/agent list")
        await run("agent", "delete helper", admin, "Deleted agent helper")
        with services.db.session() as s:
            assert s.scalar(select(GuardrailRule.id)) is None


@pytest.mark.parametrize("platform", PLATFORMS)
async def test_help_request_secret_flow_leaks_nothing(
    platform: str, services: Services, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    settings = services.settings
    chat = ChatService(services, stream_interval_s=0.0)
    async with _platform(platform, chat) as driver:
        user = driver.plain_user
        await driver.command("agent", "use ops", user=user)
        await eventually(lambda: any("now talks to ops" in m.text for m in driver.messages()))
        await driver.say("please deploy the app", user=user)
        card = await eventually(lambda: next((m for m in _answers(driver) if m.buttons), None))
        provide = next(a for a, label, _ in card.buttons if label == "Provide")
        # The requester is told in private too.
        await eventually(lambda: any(m.buttons for m in _answers(driver, f"dm:{user}")))
        await driver.click(card, provide, user=user)
        form = await eventually(lambda: driver.opened_form(user))
        if platform == "telegram":  # no forms: a private reply to a prompt, then deleted
            secret_message = await driver.say(
                SECRET, user=user, dm=True, reply_to=form["message_id"]
            )
        else:
            await driver.submit_form(user, {"value": SECRET})
        await eventually(lambda: any(m.text == "Deployed." for m in _answers(driver)), timeout_s=15)
        assert services.__dict__["deploy_tokens"] == [SECRET]
        assert services.vault.get("ops", "DEPLOY_TOKEN") == SECRET
        with services.db.session() as s:
            request = s.scalars(select(HelpRequest)).one()
            assert request.answer == "[saved as secret ref DEPLOY_TOKEN]"
            run = s.scalars(select(Run)).one()
            assert run.status == "done"
        if platform == "telegram":
            await eventually(lambda: driver.user_message_deleted(secret_message))
        # The secret is nowhere but the vault's ciphertext.
        token = issue_token(services.db, "ops")
        services.settings = settings.model_copy(update={"secret_key": SecretStr("k" * 32)})
        with TestClient(create_app(services)) as client:
            headers = {"Authorization": f"Bearer {token}"}
            pages = [
                client.get(f"/api/runs/{run.id}", headers=headers).text,
                client.get("/api/help-requests?status=all", headers=headers).text,
            ]
            login = client.post("/dashboard/login", data={"token": token}, follow_redirects=False)
            assert login.status_code == 303
            for path in (f"/dashboard/runs/{run.id}", "/dashboard/runs", "/dashboard"):
                page = client.get(path)
                assert page.status_code == 200, path
                pages.append(page.text)
        places = {
            "database file": database_bytes(settings.data_dir / "strop.db"),
            "logs": caplog.text.encode(),
            "requests to the platform": driver.outbound_bodies(),
            "trajectory": json.dumps(get_run(services.db, run.id)).encode(),
            "bot messages": repr(driver.messages()).encode(),
            "api and dashboard": "".join(pages).encode(),
        }
        leaks = [place for place, data in places.items() if SECRET.encode() in data]
        assert leaks == []
        assert "[saved as secret ref DEPLOY_TOKEN]" in places["api and dashboard"].decode()


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
