"""The REST API of ``strop serve`` against a real app on SQLite (and once on PostgreSQL)."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from core.access import issue_token, list_tokens, revoke_token
from core.api import create_app
from core.cli import main
from core.feedback import rate_run
from core.improve.jobs import STRATEGIES
from core.models.scripted import ScriptedModel
from core.services import Services
from core.serving.instances import InstanceService
from core.settings import Settings
from core.storage import Attempt, Database, HelpRequest, RagCollection, Run, Span
from core.tools.context import ToolContext
from core.tools.stores import put_store_entry

PG_URL = os.environ.get(
    "STROP_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)


def add_run(
    db: Database,
    *,
    workspace: str = "",
    agent: str = "assistant",
    channel: str = "general",
    platform: str = "slack",
    status: str = "done",
    created_at: datetime | None = None,
    used_in_training: bool = False,
) -> tuple[int, int]:
    """A finished run with one attempt and two steps; returns (run id, first span id)."""
    with db.session() as s:
        run = Run(
            agent_name=agent,
            platform=platform,
            workspace=workspace,
            channel=channel,
            user="ann",
            input="what is 2+2?",
            output="4",
            status=status,
            used_in_training=used_in_training,
            created_at=created_at or datetime.now(UTC),
        )
        s.add(run)
        s.flush()
        attempt = Attempt(run_id=run.id, number=1, status=status)
        s.add(attempt)
        s.flush()
        spans = [
            Span(attempt_id=attempt.id, run_id=run.id, seq=i, kind=kind, input={}, output=out)
            for i, (kind, out) in enumerate(
                [("llm_call", {"text": "4"}), ("output", {"text": "4"})]
            )
        ]
        s.add_all(spans)
        s.flush()
        return run.id, spans[0].id


class Api:
    """A real app on its own data dir, with an operator token and two team tokens."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.db = services.db
        self.client = TestClient(create_app(services))
        self.operator = self._headers(issue_token(self.db, "ops"))
        self.team_a = self._headers(issue_token(self.db, "alpha-bot", team="T-A"))
        self.team_b = self._headers(issue_token(self.db, "beta-bot", team="T-B"))

    @staticmethod
    def _headers(token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def api(make_services: Callable[[ScriptedModel], Services]) -> Iterator[Api]:
    services = make_services(ScriptedModel(['{"answer": "four"}']))
    api = Api(services)
    with api.client:
        yield api


def test_probes_need_no_token(api: Api) -> None:
    assert api.client.get("/healthz").json() == {"status": "ok"}
    ready = api.client.get("/readyz")
    assert ready.status_code == 200
    assert ready.json() == {"status": "ready", "database": "ok", "redis": "not configured"}


def test_readyz_checks_redis_when_configured(settings: Settings) -> None:
    def ready(redis_url: str) -> httpx.Response:
        services = Services(settings.model_copy(update={"redis_url": redis_url}))
        try:
            with TestClient(create_app(services)) as client:
                return client.get("/readyz")
        finally:
            services.close()

    with socket.socket() as sock:  # a port nothing listens on
        sock.bind(("127.0.0.1", 0))
        closed = sock.getsockname()[1]
    down = ready(f"redis://:hunter2@127.0.0.1:{closed}/0")
    assert down.status_code == 503
    assert down.json()["redis"] == "unreachable"
    assert "hunter2" not in down.text
    if _reachable("127.0.0.1", 6379):
        up = ready("redis://127.0.0.1:6379/0")
        assert (up.status_code, up.json()["redis"]) == (200, "ok")


def _reachable(host: str, port: int) -> bool:
    try:
        socket.create_connection((host, port), timeout=0.5).close()
    except OSError:
        return False
    return True


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"Authorization": "Bearer strop_nope_nope"},
        {"Authorization": "Bearer not-a-token"},
        {"Authorization": "Basic dXNlcjpwYXNz"},
    ],
)
def test_missing_or_bad_tokens_get_401(api: Api, headers: dict[str, str]) -> None:
    for path in ("/api/runs", "/api/agents", "/api/jobs", "/api/runs/1"):
        response = api.client.get(path, headers=headers)
        assert response.status_code == 401, path
        assert response.headers["www-authenticate"] == "Bearer"
        assert response.json() == {"detail": "missing or invalid API token"}


def test_revoked_token_gets_401(api: Api) -> None:
    raw = issue_token(api.db, "temp")
    headers = {"Authorization": f"Bearer {raw}"}
    assert api.client.get("/api/runs", headers=headers).status_code == 200
    token_id = next(t["id"] for t in list_tokens(api.db) if t["name"] == "temp")
    revoke_token(api.db, token_id)
    assert api.client.get("/api/runs", headers=headers).status_code == 401


def test_agents_list_and_detail_with_versions(api: Api) -> None:
    api.services.agents.update("assistant", system_prompt="Be terse.", note="shorter")
    agents = api.client.get("/api/agents", headers=api.team_a).json()
    assert "assistant" in [a["name"] for a in agents]
    detail = api.client.get("/api/agents/assistant", headers=api.team_a).json()
    assert detail["current"]["version"] == 2
    assert detail["current"]["system_prompt"] == "Be terse."
    assert [v["version"] for v in detail["versions"]] == [1, 2]
    assert api.client.get("/api/agents/nobody", headers=api.operator).status_code == 404
    assert api.client.get("/api/agents/Bad%20Name", headers=api.operator).status_code == 422


def test_run_list_filters_and_pages(api: Api) -> None:
    now = datetime.now(UTC)
    old, _ = add_run(api.db, created_at=now - timedelta(days=3), agent="assistant")
    failed, _ = add_run(api.db, status="failed", channel="ops", platform="discord")
    trained, _ = add_run(api.db, used_in_training=True, agent="coder", platform="telegram")
    rated, _ = add_run(api.db)
    rate_run(api.db, rated, "good", rater="ann")

    def ids(**params: str | int) -> list[int]:
        response = api.client.get("/api/runs", headers=api.operator, params=params)
        assert response.status_code == 200, response.text
        return [r["id"] for r in response.json()["items"]]

    assert ids() == [rated, trained, failed, old]  # newest first
    assert ids(agent="coder") == [trained]
    assert ids(channel="ops") == [failed]
    assert ids(platform="discord") == [failed]
    assert ids(status="failed") == [failed]
    assert ids(rated="true") == [rated]
    assert ids(rated="false") == [trained, failed, old]
    assert ids(used_in_training="true") == [trained]
    assert ids(since=(now - timedelta(days=1)).isoformat()) == [rated, trained, failed]
    assert ids(until=(now - timedelta(days=1)).isoformat()) == [old]
    # A naive time is read as UTC, as stored times are.
    naive = (now - timedelta(days=1)).replace(tzinfo=None).isoformat()
    assert ids(until=naive) == [old]
    page = api.client.get("/api/runs", headers=api.operator, params={"limit": 2, "offset": 1})
    assert page.json()["total"] == 4
    assert [r["id"] for r in page.json()["items"]] == [trained, failed]
    assert ids(limit=2, offset=4) == []
    listed = api.client.get("/api/runs", headers=api.operator, params={"rated": "true"}).json()
    assert [f["label"] for f in listed["items"][0]["feedback"]] == ["good"]
    for bad in ({"limit": 0}, {"limit": 501}, {"offset": -1}, {"since": "yesterday"}):
        assert api.client.get("/api/runs", headers=api.operator, params=bad).status_code == 422
    # Far-off instants that overflow when converted to UTC are the client's error.
    edge = {"since": "0001-01-01T00:00:00+05:00"}
    assert api.client.get("/api/runs", headers=api.operator, params=edge).status_code == 422


def test_run_detail_from_a_real_agent_turn(api: Api) -> None:
    agent = api.services.agents.get("assistant")
    turn = asyncio.run(api.services.runner().run(agent, "2+2?", workspace="T-A", channel="c1"))
    detail = api.client.get(f"/api/runs/{turn.run_id}", headers=api.team_a)
    assert detail.status_code == 200
    body = detail.json()
    assert (body["output"], body["workspace"], body["channel"]) == ("four", "T-A", "c1")
    spans = body["attempts"][0]["spans"]
    assert [s["kind"] for s in spans] == ["llm_call", "output"]
    assert spans[0]["model"] == "scripted:test"


def test_unknown_ids_are_404(api: Api) -> None:
    for path in (
        "/api/runs/999",
        "/api/runs/999/feedback",
        "/api/help-requests/999",
        "/api/jobs/nothing",
        "/api/instances/nothing",
        "/api/agents/assistant/stores/nothing/entries",
        "/api/agents/assistant/collections/nothing",
        "/api/agents/nobody/stores",
    ):
        response = api.client.get(path, headers=api.operator)
        assert response.status_code == 404, path
        assert isinstance(response.json()["detail"], str)
    rate = {"label": "good"}
    assert (
        api.client.post("/api/runs/999/feedback", headers=api.operator, json=rate).status_code
        == 404
    )
    assert api.client.delete("/api/runs/999/feedback", headers=api.operator).status_code == 404
    # Ids the database could not even hold are invalid rather than missing.
    assert api.client.get(f"/api/runs/{2**31}", headers=api.operator).status_code == 422
    assert api.client.get("/api/runs/0", headers=api.operator).status_code == 422


def test_feedback_rate_read_and_retract(api: Api) -> None:
    run_id, span_id = add_run(api.db, workspace="T-A")
    other_run, other_span = add_run(api.db, workspace="T-A")
    url = f"/api/runs/{run_id}/feedback"
    first = api.client.post(url, headers=api.team_a, json={"label": "bad", "notes": "too long"})
    assert first.status_code == 201
    assert first.json()["rater"] == "token:alpha-bot"  # the token's name when none is given
    assert first.json()["source"] == "api"
    # The same rater's newer rating replaces the older one.
    api.client.post(url, headers=api.team_a, json={"label": "good", "score": 0.9})
    step = api.client.post(
        url, headers=api.team_a, json={"label": "bad", "span_id": span_id, "rater": "bob"}
    )
    assert step.status_code == 201
    assert (step.json()["target_type"], step.json()["span_id"]) == ("span", span_id)
    live = api.client.get(url, headers=api.team_a).json()
    assert sorted((f["target_type"], f["label"]) for f in live) == [
        ("run", "good"),
        ("span", "bad"),
    ]
    everything = api.client.get(url, headers=api.team_a, params={"include_retracted": "true"})
    assert len(everything.json()) == 3
    # A step of another run is not a step of this one.
    wrong = api.client.post(url, headers=api.team_a, json={"label": "bad", "span_id": other_span})
    assert wrong.status_code == 404
    for body in (
        {"label": "meh"},
        {"label": "good", "extra": 1},
        {"label": "good", "span_id": span_id, "score": 1.0},
        {"label": "good", "rater": "x" * 201},
    ):
        assert api.client.post(url, headers=api.team_a, json=body).status_code == 422, body
    retracted = api.client.delete(url, headers=api.team_a)
    assert retracted.json() == {"retracted": 1}
    gone = api.client.delete(url, headers=api.team_a, params={"rater": "bob", "label": "bad"})
    assert gone.json() == {"retracted": 1}
    assert api.client.get(url, headers=api.team_a).json() == []
    assert api.client.get(f"/api/runs/{other_run}/feedback", headers=api.team_a).json() == []


def test_team_tokens_see_only_their_team(api: Api) -> None:
    mine, my_span = add_run(api.db, workspace="T-A")
    theirs, their_span = add_run(api.db, workspace="T-B")
    with api.db.session() as s:
        s.add(HelpRequest(run_id=theirs, kind="approval", message="deploy?"))
        s.add(HelpRequest(run_id=mine, kind="text", message="which env?"))
    listed = api.client.get("/api/runs", headers=api.team_a).json()
    assert [r["id"] for r in listed["items"]] == [mine]
    assert listed["total"] == 1
    # Asking for another team explicitly does not widen the view.
    other = api.client.get("/api/runs", headers=api.team_a, params={"team": "T-B"}).json()
    assert other["items"] == []
    assert api.client.get(f"/api/runs/{theirs}", headers=api.team_a).status_code == 404
    assert api.client.get(f"/api/runs/{theirs}/feedback", headers=api.team_a).status_code == 404
    rate = {"label": "bad", "span_id": their_span}
    response = api.client.post(f"/api/runs/{theirs}/feedback", headers=api.team_a, json=rate)
    assert response.status_code == 404
    assert api.client.delete(f"/api/runs/{theirs}/feedback", headers=api.team_a).status_code == 404
    helps = api.client.get("/api/help-requests", headers=api.team_a).json()
    assert [h["run_id"] for h in helps["items"]] == [mine]
    their_help = api.client.get(
        "/api/help-requests", headers=api.team_b, params={"run_id": theirs}
    ).json()["items"][0]["id"]
    assert api.client.get(f"/api/help-requests/{their_help}", headers=api.team_a).status_code == 404
    assert api.client.get(f"/api/help-requests/{their_help}", headers=api.team_b).status_code == 200
    # The operator sees every team, and can narrow to one.
    everyone = api.client.get("/api/runs", headers=api.operator).json()
    assert {r["id"] for r in everyone["items"]} == {mine, theirs}
    only_b = api.client.get("/api/runs", headers=api.operator, params={"team": "T-B"}).json()
    assert [r["id"] for r in only_b["items"]] == [theirs]
    assert my_span > 0


def test_help_requests_pending_and_all(api: Api) -> None:
    run_id, _ = add_run(api.db)
    with api.db.session() as s:
        s.add(HelpRequest(run_id=run_id, kind="choice", message="which?", options=["a", "b"]))
        s.add(
            HelpRequest(
                run_id=run_id,
                kind="credentials",
                status="answered",
                answer="vault:7",
                answered_by="ann",
                answered_at=datetime.now(UTC),
            )
        )
    pending = api.client.get("/api/help-requests", headers=api.operator).json()
    assert [(h["kind"], h["options"]) for h in pending["items"]] == [("choice", ["a", "b"])]
    every = api.client.get("/api/help-requests", headers=api.operator, params={"status": "all"})
    assert [h["status"] for h in every.json()["items"]] == ["answered", "pending"]
    one = every.json()["items"][0]
    assert api.client.get(f"/api/help-requests/{one['id']}", headers=api.operator).json() == one
    bad = api.client.get("/api/help-requests", headers=api.operator, params={"status": "done"})
    assert bad.status_code == 422


def test_stores_and_rag_are_for_operators(api: Api) -> None:
    ctx = ToolContext(agent="assistant", db=api.db, data_dir=api.services.settings.data_dir)
    put_store_entry(ctx, "deploys", "2026-01-02", {"env": "prod"})
    put_store_entry(ctx, "deploys", "2026-01-03", "staging")
    put_store_entry(ctx, "deploys", "a/b", 3)
    with api.db.session() as s:
        s.add(
            RagCollection(
                namespace="assistant",
                name="handbook",
                qdrant_name="assistant__handbook",
                embedding_model="all-MiniLM-L6-v2",
                dimensions=384,
                documents=2,
                chunks=9,
            )
        )
    base = "/api/agents/assistant"
    stores = api.client.get(f"{base}/stores", headers=api.operator).json()
    assert stores == [{"name": "deploys", "description": "", "entries": 3}]
    entries = api.client.get(
        f"{base}/stores/deploys/entries", headers=api.operator, params={"prefix": "2026"}
    ).json()
    assert [(e["key"], e["value"]) for e in entries["entries"]] == [
        ("2026-01-02", {"env": "prod"}),
        ("2026-01-03", "staging"),
    ]
    entry = api.client.get(f"{base}/stores/deploys/entries/a%2Fb", headers=api.operator)
    assert entry.json() == {"key": "a/b", "value": 3}
    missing = api.client.get(f"{base}/stores/deploys/entries/nope", headers=api.operator)
    assert missing.status_code == 404
    collections = api.client.get(f"{base}/collections", headers=api.operator).json()
    assert [(c["name"], c["chunks"]) for c in collections] == [("handbook", 9)]
    handbook = api.client.get(f"{base}/collections/handbook", headers=api.operator).json()
    assert handbook["dimensions"] == 384
    for path in (f"{base}/stores", f"{base}/stores/deploys/entries", f"{base}/collections"):
        assert api.client.get(path, headers=api.team_a).status_code == 403, path


def test_improvement_jobs_through_job_service(api: Api) -> None:
    body = {
        "name": "nightly",
        "student": "small",
        "scope": {"agent": "assistant"},
        "strategies": ["from_feedback", "corrections"],
        "schedule": {"nightly": True, "hour": 3},
    }
    assert api.client.post("/api/jobs", headers=api.team_a, json=body).status_code == 403
    created = api.client.post("/api/jobs", headers=api.operator, json=body)
    assert created.status_code == 201, created.text
    job = created.json()
    assert (job["instances"], job["schedule"], job["status"]) == (
        ["small"],
        {"nightly": True, "hour": 3},
        "idle",
    )
    assert api.client.post("/api/jobs", headers=api.operator, json=body).status_code == 409
    # JobService's own rules answer 422, in the same shape as request validation errors.
    hourly = {**body, "name": "hourly", "schedule": {"hour": 3}}
    invalid = api.client.post("/api/jobs", headers=api.operator, json=hourly)
    assert invalid.status_code == 422
    assert "nightly" in invalid.json()["detail"][0]["msg"]
    # Every strategy and scope key the job service knows is accepted by the API too.
    every = {
        "name": "every",
        "student": "small",
        "scope": {"workflow_step": "review/write"},
        "strategies": [s for s in STRATEGIES if s != "teacher"],
    }
    accepted = api.client.post("/api/jobs", headers=api.operator, json=every)
    assert accepted.status_code == 201, accepted.text
    assert accepted.json()["scope"] == {"workflow_step": "review/write"}
    teacherless = {"name": "t", "student": "small", "strategies": ["teacher"]}
    assert api.client.post("/api/jobs", headers=api.operator, json=teacherless).status_code == 422
    assert [j["name"] for j in api.client.get("/api/jobs", headers=api.team_a).json()] == [
        "nightly",
        "every",
    ]
    changed = api.client.patch(
        "/api/jobs/nightly", headers=api.operator, json={"status": "paused", "notes": "holiday"}
    )
    assert (changed.json()["status"], changed.json()["notes"]) == ("paused", "holiday")
    assert changed.json()["strategies"] == ["from_feedback", "corrections"]  # untouched
    assert api.client.get("/api/jobs/nightly", headers=api.team_a).json()["status"] == "paused"
    patch = {"status": "idle"}
    assert api.client.patch("/api/jobs/nightly", headers=api.team_a, json=patch).status_code == 403
    assert api.client.patch("/api/jobs/other", headers=api.operator, json=patch).status_code == 404


def test_model_instances_hide_endpoint_credentials(api: Api) -> None:
    service = InstanceService(api.db, api.services.settings.data_dir)
    service.spawn("small", tags=["agent:assistant"])
    service.spawn("remote", target="ollama", endpoint="http://u:s3cret@gpu-box:11434/v1")
    service.retire("remote")
    listed = api.client.get("/api/instances", headers=api.team_a).json()
    assert [i["name"] for i in listed] == ["small"]
    everything = api.client.get(
        "/api/instances", headers=api.team_a, params={"include_retired": "true"}
    )
    assert [i["name"] for i in everything.json()] == ["remote", "small"]
    remote = api.client.get("/api/instances/remote", headers=api.team_a)
    assert remote.json()["endpoint"] == "http://gpu-box:11434/v1"
    assert "s3cret" not in remote.text
    small = api.client.get("/api/instances/small", headers=api.team_a).json()
    assert (small["tags"], small["current_version"], small["versions"]) == (
        ["agent:assistant"],
        0,
        [],
    )


def test_oversized_bodies_get_413(api: Api) -> None:
    limit = api.services.settings.api_max_body_bytes
    run_id, _ = add_run(api.db)
    url = f"/api/runs/{run_id}/feedback"
    big = b'{"label": "good", "notes": "' + b"x" * limit + b'"}'
    declared = api.client.post(
        url, headers={**api.operator, "content-type": "application/json"}, content=big
    )
    assert declared.status_code == 413
    assert "limit" in declared.json()["detail"]

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it streams
        for start in range(0, len(big), 64 * 1024):
            yield big[start : start + 64 * 1024]

    streamed = api.client.post(
        url, headers={**api.operator, "content-type": "application/json"}, content=chunks()
    )
    assert streamed.status_code == 413
    assert "limit" in streamed.json()["detail"]
    # A body under the limit is read normally.
    fine = api.client.post(url, headers=api.operator, json={"label": "good", "notes": "x" * 1000})
    assert fine.status_code == 201


def test_metrics_count_routes_and_runs(api: Api, settings: Settings) -> None:
    add_run(api.db, status="done")
    add_run(api.db, status="failed")
    api.client.get("/api/runs/12345", headers=api.operator)
    api.client.get("/api/runs", headers=api.operator)
    api.client.get("/no/such/path")
    text = api.client.get("/metrics").text
    assert (
        'strop_http_requests_total{method="GET",route="/api/runs/{run_id}",status="404"} 1.0'
        in text
    )
    assert 'strop_http_requests_total{method="GET",route="/api/runs",status="200"} 1.0' in text
    assert 'route="unmatched",status="404"' in text
    assert "/no/such/path" not in text
    assert 'strop_http_request_duration_seconds_count{method="GET",route="/api/runs"} 1.0' in text
    assert 'strop_runs{status="done"} 1.0' in text
    assert 'strop_runs{status="failed"} 1.0' in text
    # A second app in the same process has its own registry.
    with TestClient(create_app(api.services)) as second:
        assert 'route="/api/runs"' not in second.get("/metrics").text


def test_openapi_schema_declares_auth_and_models(api: Api) -> None:
    schema = api.client.get("/openapi.json").json()
    assert schema["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"
    run_list = schema["paths"]["/api/runs"]["get"]
    assert run_list["security"] == [{"HTTPBearer": []}]
    params = {p["name"] for p in run_list["parameters"]}
    assert {"agent", "channel", "platform", "since", "until", "rated", "used_in_training"} <= params
    assert {"limit", "offset", "status"} <= params
    ok = run_list["responses"]["200"]["content"]["application/json"]["schema"]
    assert ok == {"$ref": "#/components/schemas/RunPage"}
    assert "401" in run_list["responses"]
    assert "FeedbackIn" in schema["components"]["schemas"]


def test_token_cli_create_list_revoke(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from core.settings import load_settings

    monkeypatch.setenv("STROP_DATA_DIR", str(settings.data_dir))
    load_settings.cache_clear()
    try:
        assert main(["token", "create", "grafana", "--team", "T-A"]) == 0
        raw = capsys.readouterr().out.strip().splitlines()[-1]
        assert raw.startswith("strop_")
        assert main(["token", "list"]) == 0
        listed = capsys.readouterr().out
        assert "grafana" in listed and "T-A" in listed and raw not in listed
        services = Services(settings)
        try:
            client = TestClient(create_app(services))
            headers = {"Authorization": f"Bearer {raw}"}
            assert client.get("/api/runs", headers=headers).status_code == 200
            token_id = list_tokens(services.db)[0]["id"]
            assert main(["token", "revoke", str(token_id)]) == 0
            assert client.get("/api/runs", headers=headers).status_code == 401
        finally:
            services.close()
        assert main(["token", "revoke", "999"]) == 2
        assert "no API token 999" in capsys.readouterr().err
        assert main(["token", "create", "x" * 65]) == 2
    finally:
        load_settings.cache_clear()


def test_serve_needs_a_secret_key(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from core.settings import load_settings

    monkeypatch.setenv("STROP_DATA_DIR", str(settings.data_dir))
    load_settings.cache_clear()
    try:
        assert main(["serve", "--port", "0"]) == 2
        assert "STROP_SECRET_KEY" in capsys.readouterr().err
    finally:
        load_settings.cache_clear()


def test_strop_serve_answers_over_http(tmp_path: Path) -> None:
    """The real command: uvicorn serving create_app on a port."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("STROP_")},
        "STROP_DATA_DIR": str(tmp_path / "data"),
        "STROP_SECRET_KEY": "test-secret-key-that-is-long-enough",
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "core.cli", "serve", "--port", str(port)],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                response = httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1)
                break
            except httpx.TransportError:
                assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
                assert time.monotonic() < deadline, "strop serve did not start in 60 s"
                time.sleep(0.2)
        assert response.json() == {"status": "ok"}
        assert httpx.get(f"http://127.0.0.1:{port}/api/runs").status_code == 401
    finally:
        proc.terminate()
        output = proc.communicate(timeout=30)[0].decode()
    assert "test-secret-key" not in output


@pytest.fixture
def pg_settings(tmp_path: Path, pg_schema: str) -> Settings:
    """Settings on a fresh, uniquely named PostgreSQL schema."""
    sep = "&" if "?" in PG_URL else "?"
    return Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path / "data",
        database_url=f"{PG_URL}{sep}options=-csearch_path%3D{pg_schema}",
    )


@pytest.mark.postgres
def test_api_on_postgres(pg_settings: Settings) -> None:
    services = Services(pg_settings, model=ScriptedModel([]))
    try:
        api = Api(services)
        mine, span = add_run(api.db, workspace="T-A", channel="ops")
        theirs, _ = add_run(api.db, workspace="T-B")
        url = f"/api/runs/{mine}/feedback"
        assert api.client.post(url, headers=api.team_a, json={"label": "good"}).status_code == 201
        rated = api.client.get("/api/runs", headers=api.team_a, params={"rated": "true"}).json()
        assert [r["id"] for r in rated["items"]] == [mine]
        assert api.client.get(f"/api/runs/{theirs}", headers=api.team_a).status_code == 404
        detail = api.client.get(f"/api/runs/{mine}", headers=api.team_a).json()
        assert detail["attempts"][0]["spans"][0]["id"] == span
        # PostgreSQL text cannot hold NUL; that is a client error, never a 500.
        nul = api.client.post(url, headers=api.team_a, json={"label": "good", "notes": "a\x00b"})
        assert nul.status_code == 422
        assert (
            api.client.get("/api/runs", headers=api.team_a, params={"agent": "a\x00"}).status_code
            == 422
        )
        job = {"name": "pg", "student": "small", "notes": "fine"}
        assert api.client.post("/api/jobs", headers=api.operator, json=job).status_code == 201
        assert api.client.get("/readyz").status_code == 200
    finally:
        services.close()
