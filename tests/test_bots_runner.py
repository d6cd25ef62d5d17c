"""Which adapters a deployment starts, and ``strop serve`` running them with the API."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest
import uvicorn
from chat_support.driver import eventually
from chat_support.leaks import scripted_reply
from chat_support.slack_driver import BOT_TOKEN, SIGNING_SECRET, SlackDriver
from chat_support.slack_fake import SlackFake
from pydantic import SecretStr

from bots.runner import BotSet, configured_adapters
from core.api import create_app
from core.cli import main
from core.conversation import ChatService
from core.errors import ConfigurationError
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings


def test_only_configured_platforms_start_and_bad_combinations_are_named(
    make_services: Callable[..., Services], settings: Settings
) -> None:
    chat = ChatService(make_services(ScriptedModel([])))
    assert configured_adapters(chat, settings) == []
    slack_only_token = settings.model_copy(update={"slack_bot_token": SecretStr("xoxb-1")})
    with pytest.raises(ConfigurationError, match="STROP_SLACK_SIGNING_SECRET"):
        configured_adapters(chat, slack_only_token)
    webhook = settings.model_copy(
        update={"telegram_token": SecretStr("1:a"), "telegram_webhook": True}
    )
    with pytest.raises(ConfigurationError, match="STROP_TELEGRAM_WEBHOOK_SECRET"):
        configured_adapters(chat, webhook)
    both = settings.model_copy(
        update={
            "slack_bot_token": SecretStr("xoxb-1"),
            "slack_signing_secret": SecretStr("s"),
            "discord_token": SecretStr("d"),
        }
    )
    assert [a.platform for a in configured_adapters(chat, both)] == ["slack", "discord"]


def test_strop_bots_without_a_platform_says_what_to_set(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, settings: Settings
) -> None:
    from core.settings import load_settings

    monkeypatch.setenv("STROP_DATA_DIR", str(settings.data_dir))
    load_settings.cache_clear()
    try:
        assert main(["bots"]) == 2
        assert "STROP_SLACK_BOT_TOKEN" in capsys.readouterr().err
        assert main(["bots", "discord-invite", "1234"]) == 0
        assert "client_id=1234" in capsys.readouterr().out
    finally:
        load_settings.cache_clear()


async def test_serve_runs_slack_over_its_http_endpoint(settings: Settings) -> None:
    fake = SlackFake(bot_token=BOT_TOKEN, app_token="xapp-unused", signing_secret=SIGNING_SECRET)
    await fake.start()
    configured = settings.model_copy(
        update={
            "slack_bot_token": SecretStr(BOT_TOKEN),
            "slack_signing_secret": SecretStr(SIGNING_SECRET),
            "slack_api_url": fake.api_url,
        }
    )
    services = Services(configured, model=ScriptedModel([scripted_reply] * 10))
    bots = BotSet(services)
    app = create_app(services, bots=bots)
    # With lifespan on, as `strop serve` runs it: the app starts and stops the adapters.
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", ws="none")
    )
    task = asyncio.create_task(server.serve())
    try:
        await eventually(lambda: server.started)
        port = server.servers[0].sockets[0].getsockname()[1]
        fake.events_url = f"http://127.0.0.1:{port}/slack/events"
        driver = SlackDriver(fake, bots.adapters[0])  # type: ignore[arg-type]
        await driver.say("through serve", user=driver.plain_user)
        await eventually(lambda: any(m.text == "echo: through serve" for m in driver.messages()))
        assert "/slack/events" not in app.openapi()["paths"]
    finally:
        server.should_exit = True
        await task
        await fake.close()
        services.close()
