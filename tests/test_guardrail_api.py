"""The guardrail endpoints: CRUD, team isolation and bad input, on a real app."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from core.access import issue_token
from core.api import create_app
from core.models.scripted import ScriptedModel
from core.services import Services


class Api:
    def __init__(self, services: Services) -> None:
        self.services = services
        self.client = TestClient(create_app(services))
        self.operator = self._headers(issue_token(services.db, "ops"))
        self.team_a = self._headers(issue_token(services.db, "alpha-bot", team="T-A"))
        self.team_b = self._headers(issue_token(services.db, "beta-bot", team="T-B"))

    @staticmethod
    def _headers(token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}

    def create(self, headers: dict[str, str], **body: Any) -> Any:
        response = self.client.post("/api/guardrails", json=body, headers=headers)
        assert response.status_code == 201, response.text
        return response.json()


@pytest.fixture
def api(make_services: Callable[[ScriptedModel], Services]) -> Iterator[Api]:
    api = Api(make_services(ScriptedModel([])))
    with api.client:
        yield api


def test_crud_as_a_team(api: Api) -> None:
    made = api.create(api.team_a, kind="deny_domain", value="https://Evil.test/x", note="phishing")
    assert made == {
        "id": 1,
        "kind": "deny_domain",
        "value": "evil.test",
        "scope": "deployment",
        "workspace": "T-A",
        "agent": "",
        "channel": "",
        "enabled": True,
        "note": "phishing",
        "created_by": "token:alpha-bot",
        "created_at": made["created_at"],
    }
    limit = api.create(api.team_a, kind="request_limit", value=10, agent="assistant")
    assert (limit["scope"], limit["value"]) == ("agent", "10")
    here = api.create(api.team_a, kind="allow_domain", value="*.docs.test", channel="C1")
    assert here["scope"] == "channel"
    client = api.client
    listed = client.get("/api/guardrails", headers=api.team_a).json()
    assert [r["id"] for r in listed] == [1, 2, 3]
    only = client.get("/api/guardrails?kind=request_limit", headers=api.team_a).json()
    assert [r["id"] for r in only] == [2]
    assert [
        r["id"] for r in client.get("/api/guardrails?channel=C1", headers=api.team_a).json()
    ] == [3]
    assert client.get("/api/guardrails/1", headers=api.team_a).json() == made
    patched = client.patch(
        "/api/guardrails/2", json={"value": "20", "enabled": False}, headers=api.team_a
    ).json()
    assert (patched["value"], patched["enabled"]) == ("20", False)
    assert client.patch("/api/guardrails/2", json={}, headers=api.team_a).json() == patched
    assert client.delete("/api/guardrails/3", headers=api.team_a).json() == {"deleted": 3}
    assert client.get("/api/guardrails/3", headers=api.team_a).status_code == 404


def test_teams_are_isolated_and_shared_rules_need_an_operator(api: Api) -> None:
    client = api.client
    api.create(api.team_a, kind="deny_domain", value="a.test")
    shared = api.create(api.operator, kind="deny_domain", value="everyone.test")
    assert shared["workspace"] == ""
    other = api.create(api.operator, kind="deny_domain", value="b.test", workspace="T-B")
    assert [r["value"] for r in client.get("/api/guardrails", headers=api.team_b).json()] == [
        "everyone.test",
        "b.test",
    ]
    assert len(client.get("/api/guardrails", headers=api.operator).json()) == 3
    # Another team's rule is as absent as one that does not exist.
    for method in ("get", "patch", "delete"):
        kwargs: dict[str, Any] = {"json": {"enabled": False}} if method == "patch" else {}
        response = client.request(
            method, f"/api/guardrails/{other['id']}", headers=api.team_a, **kwargs
        )
        assert response.status_code == 404, method
        assert response.json() == {"detail": f"no guardrail {other['id']}"}
    # A rule of every team is visible to a team but only an operator changes it.
    assert client.get(f"/api/guardrails/{shared['id']}", headers=api.team_a).status_code == 200
    refused = client.delete(f"/api/guardrails/{shared['id']}", headers=api.team_a)
    assert refused.status_code == 403 and "operator token" in refused.json()["detail"]
    assert (
        client.patch(
            f"/api/guardrails/{shared['id']}", json={"enabled": False}, headers=api.team_a
        ).status_code
        == 403
    )
    elsewhere = client.post(
        "/api/guardrails",
        json={"kind": "deny_domain", "value": "x.test", "workspace": "T-B"},
        headers=api.team_a,
    )
    assert elsewhere.status_code == 403
    assert client.delete(f"/api/guardrails/{shared['id']}", headers=api.operator).status_code == 200


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"kind": "allow_domain", "value": "not a domain"}, "not a domain name"),
        ({"kind": "allow_domain", "value": "*"}, "not a domain name"),
        ({"kind": "deny_domain", "value": ""}, "value"),
        ({"kind": "request_limit", "value": "many"}, "whole number"),
        ({"kind": "request_limit", "value": -3}, "value"),
        ({"kind": "block_all", "value": "x.test"}, "kind"),
        ({"value": "x.test"}, "kind"),
        ({"kind": "deny_domain", "value": "x.test", "agent": "ghost"}, "no agent named 'ghost'"),
        ({"kind": "deny_domain", "value": "x.test", "agent": "Bad Name"}, "agent"),
        ({"kind": "deny_domain", "value": "x.test", "extra": 1}, "extra"),
        ({"kind": "deny_domain", "value": "x\u0000.test"}, "value"),
    ],
)
def test_bad_input_is_422(api: Api, body: dict[str, Any], where: str) -> None:
    response = api.client.post("/api/guardrails", json=body, headers=api.operator)
    assert response.status_code == 422, response.text
    assert where in response.text


def test_bad_updates_and_unknown_ids(api: Api) -> None:
    client = api.client
    api.create(api.operator, kind="deny_domain", value="x.test")
    for body in ({"kind": "request_limit"}, {"value": "no such domain"}, {"kind": "zap"}):
        response = client.patch("/api/guardrails/1", json=body, headers=api.operator)
        assert response.status_code == 422, body
    assert client.get("/api/guardrails/999", headers=api.operator).status_code == 404
    assert client.patch("/api/guardrails/999", json={}, headers=api.operator).status_code == 404
    assert client.delete("/api/guardrails/999", headers=api.operator).status_code == 404
    assert client.get("/api/guardrails/0", headers=api.operator).status_code == 422
    assert client.get("/api/guardrails/abc", headers=api.operator).status_code == 422
    assert client.get("/api/guardrails").status_code == 401
    assert client.post("/api/guardrails", json={}).status_code == 401
