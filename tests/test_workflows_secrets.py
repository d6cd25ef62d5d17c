"""``{{secret:NAME}}`` in a tool step: the tool gets the value, nothing else ever shows it."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from _workflow_support import prepare, team_model
from chat_support.memory import MemorySurface, database_bytes
from fastapi.testclient import TestClient
from sqlalchemy import select

import core.workflows.engine
from core.access import issue_token
from core.api.app import create_app
from core.chat import Command, Conversation
from core.conversation import ChatService
from core.services import Services
from core.settings import Settings
from core.storage import Span, WorkflowStepRecord
from core.workflows import WorkflowService
from core.workflows.engine import drive, start_run
from core.workflows.runs import get_workflow_run
from core.workflows.steps import vault_scope

SECRET = "tok-5e1f-PLANTED-9c2a"
CHANNEL = Conversation("memory", "C1", "T1")
# fetch (agent) -> deploy (tool with the secret in one argument, the agent's output in another)
GRAPH = {
    "steps": [
        {
            "id": "fetch",
            "kind": "agent",
            "agent": "researcher",
            "input": "{{input}}",
            "next": "deploy",
        },
        {
            "id": "deploy",
            "kind": "tool",
            "tool": "deploy",
            "args": {"token": "Bearer {{secret:API_TOKEN}}", "note": "{{steps.fetch.output}}"},
        },
    ]
}


class Received:
    def __init__(self) -> None:
        self.calls: list[dict[str, str]] = []

    def deploy(self, token: str, note: str) -> str:
        """Deploy with a token; answers with what it got, the token included.

        Args:
            token: the authorisation header.
            note: a note.
        """
        self.calls.append({"token": token, "note": note})
        return f"deployed with {token} ({note})"


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    keyed = Settings(_env_file=None, data_dir=settings.data_dir, secret_key="k" * 32)  # type: ignore[call-arg,arg-type]
    services = prepare(Services(keyed, model=team_model()))
    try:
        with TestClient(create_app(services)) as c:
            c.app_services = services  # type: ignore[attr-defined]
            yield c
    finally:
        services.close()


def _everything_shown(client: TestClient, services: Services, run_id: int) -> str:
    headers = {"Authorization": f"Bearer {issue_token(services.db, 'tester')}"}
    shown = [
        client.get(f"/api/workflow-runs/{run_id}", headers=headers).text,
        client.get("/api/workflow-runs", headers=headers).text,
    ]
    token = issue_token(services.db, "viewer")
    login = client.post("/dashboard/login", data={"token": token}, follow_redirects=False)
    assert login.status_code == 303
    page = client.get(f"/dashboard/workflow-runs/{run_id}")
    assert page.status_code == 200
    return "\n".join([*shown, page.text])


async def test_the_secret_reaches_the_tool_and_nothing_else(client: TestClient) -> None:
    services: Services = client.app_services  # type: ignore[attr-defined]
    received = Received()
    services.tools.add(received.deploy)
    services.vault.put(vault_scope("ship"), "API_TOKEN", SECRET)
    WorkflowService.of(services).create("ship", GRAPH)
    chat, surface = ChatService(services, stream=False), MemorySurface()
    # The input asks for the secret too: a placeholder that arrives through the input or a
    # step's output is text, never filled.
    await chat.handle(
        Command("c1", CHANNEL, "U1", "workflow", "run ship v2 {{secret:API_TOKEN}}", is_admin=True),
        surface,
    )
    run = get_workflow_run(services.db, 1)
    assert run["status"] == "done", run
    assert received.calls == [
        {"token": f"Bearer {SECRET}", "note": "facts about v2 {{secret:API_TOKEN}}"}
    ]
    deploy = run["steps"][1]
    assert deploy["output"] == (
        "deployed with Bearer {{secret:API_TOKEN}} (facts about v2 {{secret:API_TOKEN}})"
    )
    assert deploy["input"]["args"]["token"] == "Bearer {{secret:API_TOKEN}}"
    # The step's message in chat and the run's result show the placeholder only.
    shown = "[ship · deploy] deployed with Bearer {{secret:API_TOKEN}} (facts about v2"
    assert any(text.startswith(shown) for text in surface.texts()), surface.texts()
    assert all(SECRET not in text for text in surface.texts())
    assert SECRET not in json.dumps(run) and SECRET not in _everything_shown(client, services, 1)
    with services.db.session() as s:
        assert all(SECRET not in json.dumps(sp.output) for sp in s.scalars(select(Span)))
    assert SECRET.encode() not in database_bytes(services.settings.data_dir / "strop.db")


async def test_a_tool_error_is_scrubbed_and_a_missing_secret_fails_without_retries(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(core.workflows.engine, "retry_delay_s", lambda attempts: 0.0)
    services: Services = client.app_services  # type: ignore[attr-defined]

    def deploy(token: str, note: str) -> str:
        """Refuse the token, quoting it.

        Args:
            token: the authorisation header.
            note: a note.
        """
        raise RuntimeError(f"401 for {token}")

    services.tools.add(deploy)
    services.vault.put(vault_scope("ship"), "API_TOKEN", SECRET)
    WorkflowService.of(services).create("ship", GRAPH)
    WorkflowService.of(services).create("other", GRAPH)  # its own scope has no API_TOKEN
    run_id, tokens = start_run(services, "ship", "v3")
    await drive(services, run_id, tokens)
    failed = get_workflow_run(services.db, run_id)
    assert failed["status"] == "failed"
    assert "401 for Bearer {{secret:API_TOKEN}}" in failed["error"]
    assert SECRET not in json.dumps(failed)
    other_id, tokens = start_run(services, "other", "v3")
    assert await drive(services, other_id, tokens) == "failed"
    other = get_workflow_run(services.db, other_id)
    assert re.search(r"no secret named 'API_TOKEN' is available", other["error"]), other
    with services.db.session() as s:
        attempts = s.scalar(
            select(WorkflowStepRecord.attempts).where(
                WorkflowStepRecord.workflow_run_id == other_id,
                WorkflowStepRecord.step_id == "deploy",
            )
        )
    assert attempts == 1  # no retry can make a missing secret appear
    assert SECRET.encode() not in database_bytes(services.settings.data_dir / "strop.db")
