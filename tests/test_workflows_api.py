"""The workflow REST API and dashboard pages: CRUD, runs, trail, ratings, the SVG graph."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator

import pytest
from _workflow_support import REVIEW_LOOP, prepare, services_with_team, team_model
from fastapi.testclient import TestClient
from sqlalchemy import select

from core.access import issue_token
from core.api.app import create_app
from core.services import Services
from core.settings import Settings
from core.storage import Feedback
from core.workflows import WorkflowService
from core.workflows.engine import drive, start_run


@pytest.fixture
def services(make_services: Callable[..., Services]) -> Services:
    return services_with_team(make_services, team_model())


@pytest.fixture
def client(services: Services) -> Iterator[TestClient]:
    with TestClient(create_app(services)) as c:
        yield c


def _auth(services: Services, team: str = "") -> dict[str, str]:
    return {"Authorization": f"Bearer {issue_token(services.db, 'tester', team=team)}"}


def test_crud_versions_and_bad_graphs(client: TestClient, services: Services) -> None:
    op, team = _auth(services), _auth(services, "T1")
    body = {"name": "review", "description": "loop", "graph": REVIEW_LOOP}
    assert client.post("/api/workflows", json=body, headers=team).status_code == 403
    made = client.post("/api/workflows", json=body, headers=op)
    assert made.status_code == 201 and made.json()["version"] == 1
    assert client.post("/api/workflows", json=body, headers=op).status_code == 409
    bad = copy.deepcopy(REVIEW_LOOP)
    bad["steps"][4]["max_iterations"] = 0
    refused = client.patch("/api/workflows/review", json={"graph": bad}, headers=op)
    assert refused.status_code == 422
    assert "an unbounded loop is not allowed" in refused.json()["detail"][0]["msg"]
    bad["steps"][4]["max_iterations"] = 2
    changed = client.patch("/api/workflows/review", json={"graph": bad}, headers=op)
    assert changed.json()["version"] == 2
    versions = client.get("/api/workflows/review/versions", headers=team).json()
    assert [v["version"] for v in versions] == [1, 2]
    assert client.get("/api/workflows/review?version=1", headers=team).json()["version"] == 1
    assert [w["name"] for w in client.get("/api/workflows", headers=team).json()] == ["review"]
    svg = client.get("/api/workflows/review/graph.svg", headers=team)
    assert svg.headers["content-type"].startswith("image/svg+xml")
    assert svg.text.startswith("<svg") and 'id="step-again"' in svg.text
    assert client.get("/api/workflows/nope", headers=team).status_code == 404
    assert client.get("/api/workflows", headers={}).status_code == 401
    assert client.delete("/api/workflows/review", headers=op).json() == {"deleted": "review"}


def test_runs_trail_and_ratings_per_team(client: TestClient, services: Services) -> None:
    WorkflowService.of(services).create("review", REVIEW_LOOP)
    team, other, op = _auth(services, "T1"), _auth(services, "T2"), _auth(services)
    started = client.post("/api/workflows/review/runs", json={"input": "tides"}, headers=team)
    assert started.status_code == 202
    run_id = started.json()["workflow_run"]
    run = {}
    for _ in range(200):
        run = client.get(f"/api/workflow-runs/{run_id}", headers=team).json()
        if run["status"] in ("done", "failed"):
            break
        client.get("/api/workflows", headers=team)  # lets the inline tasks progress
    assert run["status"] == "done", run
    assert run["path"][-1] == "publish" and run["steps"][0]["run_id"]
    assert client.get(f"/api/workflow-runs/{run_id}", headers=other).status_code == 404
    assert [r["id"] for r in client.get("/api/workflow-runs", headers=op).json()] == [run_id]
    assert client.get("/api/workflow-runs", headers=other).json() == []
    step = run["steps"][1]["id"]
    rated = client.post(
        f"/api/workflow-runs/{run_id}/feedback", json={"label": "bad", "step": step}, headers=team
    )
    assert rated.status_code == 201
    whole = client.post(
        f"/api/workflow-runs/{run_id}/feedback", json={"label": "good"}, headers=team
    )
    assert whole.status_code == 201
    missing = client.post(
        f"/api/workflow-runs/{run_id}/feedback",
        json={"label": "good", "step": 99999},
        headers=team,
    )
    assert missing.status_code == 404
    assert (
        client.post(
            f"/api/workflow-runs/{run_id}/feedback", json={"label": "meh"}, headers=team
        ).status_code
        == 422
    )
    with services.db.session() as s:
        labels = sorted((f.target_type, f.label) for f in s.scalars(select(Feedback)))
    assert labels == [("run", "bad"), ("workflow_run", "good")]


def _login(client: TestClient, services: Services, team: str = "") -> None:
    token = issue_token(services.db, "viewer", team=team)
    r = client.post("/dashboard/login", data={"token": token}, follow_redirects=False)
    assert r.status_code == 303, r.text


@pytest.fixture
def dashboard(settings: Settings) -> Iterator[TestClient]:
    keyed = Settings(_env_file=None, data_dir=settings.data_dir, secret_key="k" * 32)  # type: ignore[call-arg,arg-type]
    services = prepare(Services(keyed, model=team_model()))
    try:
        with TestClient(create_app(services)) as c:
            c.app_services = services  # type: ignore[attr-defined]
            yield c
    finally:
        services.close()


async def test_dashboard_draws_the_graph_and_rates_steps(dashboard: TestClient) -> None:
    services: Services = dashboard.app_services  # type: ignore[attr-defined]
    WorkflowService.of(services).create("review", REVIEW_LOOP, description="write and review")
    run_id, tokens = start_run(services, "review", "tides", workspace="T1", channel="C1")
    await drive(services, run_id, tokens)
    other_id, tokens = start_run(services, "review", "moss", workspace="T2")
    await drive(services, other_id, tokens)
    _login(dashboard, services, "T1")
    listing = dashboard.get("/dashboard/workflows")
    assert listing.status_code == 200 and 'href="/dashboard/workflows/review"' in listing.text
    assert f"/dashboard/workflow-runs/{run_id}" in listing.text
    assert f'/dashboard/workflow-runs/{other_id}"' not in listing.text  # another team's
    page = dashboard.get("/dashboard/workflows/review")
    assert (
        page.status_code == 200
        and "<svg" in page.text
        and "1. fetch: agent researcher" in page.text
    )
    run_page = dashboard.get(f"/dashboard/workflow-runs/{run_id}")
    assert run_page.status_code == 200
    svg = re.search(r"<svg.*?</svg>", run_page.text, re.S)
    assert svg is not None and svg.group(0).count("step agent taken") == 3
    assert "fetch → write → review → check → again → write" in run_page.text
    assert "trajectory (run #" in run_page.text
    assert dashboard.get(f"/dashboard/workflow-runs/{other_id}").status_code == 404
    step_id = int(re.findall(r'id="step-(\d+)"', run_page.text)[1])
    r = dashboard.post(
        f"/dashboard/workflow-runs/{run_id}/steps/{step_id}/rate",
        data={"label": "good", "notes": "clear"},
        follow_redirects=False,
    )
    assert r.status_code == 303
    r = dashboard.post(
        f"/dashboard/workflow-runs/{run_id}/rate", data={"label": "bad"}, follow_redirects=False
    )
    assert r.status_code == 303
    assert (
        dashboard.post(f"/dashboard/workflow-runs/{run_id}/rate", data={"label": "meh"}).status_code
        == 400
    )
    shown = dashboard.get(f"/dashboard/workflow-runs/{run_id}").text
    assert "good: clear" in shown and 'class="badge bad"' in shown
    with services.db.session() as s:
        rows = sorted((f.target_type, f.label) for f in s.scalars(select(Feedback)))
    assert rows == [("run", "good"), ("workflow_run", "bad")]
