"""A full help-request flow with a planted secret, and every place it must not reach.

Shared by the contract suite and ``bench/chat.py`` (``bench/results/secrets.json``).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import logging
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any

from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import select

from chat_support.driver import PlatformDriver, eventually
from chat_support.memory import database_bytes
from core.access import issue_token
from core.agents.spec import AgentSpec
from core.api import create_app
from core.conversation import ChatService
from core.feedback import rate_run
from core.improve.generate import generate_training_data
from core.models.base import ChatMessage
from core.services import Services
from core.storage import HelpRequest, Run
from core.trajectories import get_run

__all__ = ["SECRET", "add_ops_agent", "platform", "scripted_reply", "secret_flow"]

SECRET = "ghp_PLANTEDsecret0123456789abcdefXYZ"


def scripted_reply(messages: Sequence[ChatMessage]) -> str:
    """A scripted model whose behaviour follows what the conversation says."""
    last = messages[-1].content
    if "deployed with" in last:
        return json.dumps({"answer": "Deployed."})
    if "saved as secret ref DEPLOY_TOKEN" in last:
        return json.dumps({"tool": "deploy_app", "args": {"token": "{{secret:DEPLOY_TOKEN}}"}})
    if "deploy" in last:
        args = {
            "kind": "credentials",
            "message": "I need the deploy token.",
            "secret_name": "DEPLOY_TOKEN",
        }
        return json.dumps({"tool": "request_user_help", "args": args})
    if "long answer" in last:
        return json.dumps({"answer": " ".join(f"word{i}" for i in range(1400))})
    return json.dumps({"answer": f"echo: {last.strip()}"})


def add_ops_agent(services: Services) -> list[str]:
    """An ``ops`` agent that asks for a deploy token; returns the tokens its tool received."""
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
    return seen


@contextlib.asynccontextmanager
async def platform(name: str, chat: ChatService, *, http: bool = False) -> AsyncIterator[Any]:
    """``name``'s fake platform with strop's adapter on it; ``http``: Telegram webhook mode."""
    module = importlib.import_module(f"chat_support.{name}_driver")
    options = {"webhook": True} if http and name == "telegram" else {}
    async with module.running(chat, chat.services.settings, **options) as driver:
        yield driver


class _Capture(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.append(self.format(record))
        except Exception:  # a record that cannot format is still a record
            self.lines.append(repr(record.__dict__))


async def secret_flow(
    name: str, services: Services, seen_tokens: list[str], *, say: Callable[[str], None] = print
) -> dict[str, bytes]:
    """Ask for the deploy token, enter ``SECRET`` in the platform's form, let the run finish.

    Returns what each place holds afterwards, with every logger at DEBUG meanwhile.
    """
    capture = _Capture()
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(capture)
    root.setLevel(logging.DEBUG)
    try:
        chat = ChatService(services, stream_interval_s=0.0)
        async with platform(name, chat) as driver:
            places = await _flow(name, driver, services, seen_tokens)
    finally:
        root.removeHandler(capture)
        root.setLevel(old_level)
    places["logs"] = "\n".join(capture.lines).encode()
    return places


async def _flow(
    name: str, driver: PlatformDriver, services: Services, seen_tokens: list[str]
) -> dict[str, bytes]:
    user = driver.plain_user
    # Chat runs become training data only where an administrator turned collection on.
    await driver.command("strop", "privacy on", user=driver.admin_user)
    await eventually(lambda: any("collection is on" in m.text for m in driver.messages()))
    await driver.command("agent", "use ops", user=user)
    await eventually(lambda: any("now talks to ops" in m.text for m in driver.messages()))
    await driver.say("please deploy the app", user=user)
    card = await eventually(
        lambda: next((m for m in driver.messages() if m.buttons and not m.deleted), None)
    )
    provide = next(a for a, label, _ in card.buttons if label == "Provide")
    # The requester is told in private too.
    await eventually(lambda: any(m.buttons for m in driver.messages(f"dm:{user}")))
    await driver.click(card, provide, user=user)
    form = await eventually(lambda: driver.opened_form(user))
    if name == "telegram":  # no forms: a private reply to a prompt, deleted once read
        secret_message = await driver.say(SECRET, user=user, dm=True, reply_to=form["message_id"])
    else:
        await driver.submit_form(user, {"value": SECRET})
    await eventually(lambda: any(m.text == "Deployed." for m in driver.messages()), timeout_s=15)
    assert seen_tokens == [SECRET], "the tool did not receive the secret"
    assert services.vault.get("ops", "DEPLOY_TOKEN") == SECRET
    with services.db.session() as s:
        request = s.scalars(select(HelpRequest)).one()
        assert request.answer == "[saved as secret ref DEPLOY_TOKEN]"
        run = s.scalars(select(Run)).one()
        assert run.status == "done"
        run_id = run.id
    if name == "telegram":
        await eventually(lambda: driver.user_message_deleted(secret_message))
    token = issue_token(services.db, "ops")
    settings = services.settings
    services.settings = settings.model_copy(update={"secret_key": SecretStr("k" * 32)})
    pages: list[str] = []
    try:
        with TestClient(create_app(services)) as client:
            headers = {"Authorization": f"Bearer {token}"}
            pages += [
                client.get(f"/api/runs/{run_id}", headers=headers).text,
                client.get("/api/help-requests?status=all", headers=headers).text,
            ]
            login = client.post("/dashboard/login", data={"token": token}, follow_redirects=False)
            assert login.status_code == 303
            for path in (f"/dashboard/runs/{run_id}", "/dashboard/runs", "/dashboard"):
                page = client.get(path)
                assert page.status_code == 200, path
                pages.append(page.text)
    finally:
        services.settings = settings
    assert "[saved as secret ref DEPLOY_TOKEN]" in "".join(pages)
    # The person liked the answer: the run becomes training data.
    rate_run(services.db, run_id, "good", rater=user, source=name)
    data = await generate_training_data(services, strategies=["from_feedback"], name="leak-check")
    assert data.sft, "the rated run produced no training example"
    return {
        "training data": json.dumps(data.sft + data.dpo).encode(),
        "database file": database_bytes(settings.data_dir / "strop.db"),
        "requests to the platform": driver.outbound_bodies(),
        "trajectory": json.dumps(get_run(services.db, run_id)).encode(),
        "bot messages": repr(driver.messages()).encode()
        + repr(driver.messages(f"dm:{user}")).encode(),
        "api and dashboard": "".join(pages).encode(),
    }
