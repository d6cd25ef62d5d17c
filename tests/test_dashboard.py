"""The web dashboard through its HTTP interface: login, pages, ratings, team scope, links."""

from __future__ import annotations

import io
import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from _dashboard_support import services_with_runs
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import select

from bots.console.surface import ConsoleSurface
from core.access import issue_token, revoke_token, verify_token
from core.api.app import create_app
from core.chat import Command, Conversation
from core.conversation import ChatService
from core.dashboard import dashboard_link
from core.dashboard.charts import Series, bar_chart, line_chart
from core.dashboard.redact import is_secret_name, redact, redact_url
from core.improve.jobs import JobService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.serving.instances import InstanceService
from core.settings import Settings
from core.storage import (
    Attempt,
    Feedback,
    HelpRequest,
    ImprovementCycle,
    ModelInstance,
    ModelVersion,
    Run,
    Span,
)

SECRET_KEY = "dashboard-test-secret-0123456789abcdef"


def _call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def _answer(text: str) -> str:
    return json.dumps({"answer": text})


@dataclass
class Seeded:
    services: Services
    team1_run: int  # made by the agent loop: llm_call, tool_call, tool_result, output
    team2_run: int
    secret_run: int  # a hand-written trajectory whose tool argument is a credential


@pytest.fixture
def seeded(tmp_path: Path) -> Iterator[Seeded]:
    services, (team1, team2) = services_with_runs(
        tmp_path / "data",
        secret_key=SECRET_KEY,
        agent=("tester", "You test things."),
        replies=[
            _call("put_store_entry", store="notes", key="lunch", value="soup"),
            _answer("Saved lunch=soup."),
            _answer("Hello from team two."),
        ],
        turns=[
            ("remember lunch", dict(platform="slack", workspace="T1", channel="C1", user="U1")),
            ("say hello", dict(platform="discord", workspace="T2", channel="C2", user="U2")),
        ],
    )
    with services.db.session() as s:
        run = Run(
            agent_name="keeper",
            platform="slack",
            workspace="T1",
            channel="C9",
            input="log in to the CRM",
            output="Logged in.",
            status="done",
        )
        s.add(run)
        s.flush()
        attempt = Attempt(run_id=run.id, number=1, status="done")
        s.add(attempt)
        s.flush()
        s.add(
            Span(
                attempt_id=attempt.id,
                run_id=run.id,
                seq=1,
                kind="tool_call",
                name="fetch",
                input={"args": {"url": "https://crm.example", "api_key": "sk-live-hunter2"}},
                output={},
            )
        )
        s.add(HelpRequest(run_id=run.id, kind="credentials", message="Need the CRM password"))
        s.add(HelpRequest(run_id=team2, kind="approval", message="May I post in C2?"))
        secret_run = run.id
    yield Seeded(services, team1, team2, secret_run)
    services.close()


@pytest.fixture
def client(seeded: Seeded) -> Iterator[TestClient]:
    with TestClient(create_app(seeded.services)) as c:
        yield c


def _login(client: TestClient, services: Services, *, team: str = "") -> None:
    token = issue_token(services.db, "tester", team=team)
    r = client.post("/dashboard/login", data={"token": token}, follow_redirects=False)
    assert r.status_code == 303, r.text
    assert "strop_dashboard" in r.cookies


def _feedback(services: Services) -> list[Feedback]:
    with services.db.session() as s:
        return list(s.scalars(select(Feedback).order_by(Feedback.id)))


def _spans(services: Services, run_id: int) -> list[Span]:
    with services.db.session() as s:
        return list(s.scalars(select(Span).where(Span.run_id == run_id).order_by(Span.seq)))


@pytest.mark.parametrize(
    "path",
    ["/dashboard", "/dashboard/runs", "/dashboard/runs/1", "/dashboard/jobs", "/dashboard/help"],
)
def test_pages_require_login(client: TestClient, path: str) -> None:
    r = client.get(path, follow_redirects=False)
    assert r.status_code == 303
    assert r.headers["location"].startswith("/dashboard/login?next=")
    assert r.headers["location"].endswith(f"next={path}")


def test_rating_without_login_stores_nothing(client: TestClient, seeded: Seeded) -> None:
    r = client.post(
        f"/dashboard/runs/{seeded.team1_run}/rate", data={"label": "bad"}, follow_redirects=False
    )
    assert r.status_code == 303 and r.headers["location"].startswith("/dashboard/login")
    assert _feedback(seeded.services) == []


def test_forged_cookie_is_not_a_session(client: TestClient) -> None:
    client.cookies.set("strop_dashboard", "eyJ0IjoiIiwidSI6Im1lIn0.forged.sig", path="/dashboard")
    assert client.get("/dashboard", follow_redirects=False).status_code == 303


def test_unknown_token_is_refused(client: TestClient) -> None:
    r = client.post("/dashboard/login", data={"token": "strop_abcd_nope"}, follow_redirects=False)
    assert r.status_code == 401
    assert "unknown or revoked" in r.text
    assert "strop_dashboard" not in r.cookies


def test_login_goes_back_to_the_page_asked_for_but_never_off_site(
    client: TestClient, seeded: Seeded
) -> None:
    token = issue_token(seeded.services.db, "op")
    for asked, landed in [
        ("/dashboard/runs?rated=no", "/dashboard/runs?rated=no"),
        ("https://evil.example/", "/dashboard"),
        ("//evil.example/dashboard", "/dashboard"),
    ]:
        r = client.post(
            "/dashboard/login", data={"token": token, "next": asked}, follow_redirects=False
        )
        assert r.headers["location"] == landed


def test_every_page_renders_with_data(client: TestClient, seeded: Seeded) -> None:
    services = seeded.services
    job = JobService(services.db).create("nightly-tester", student="student-1")
    with services.db.session() as s:
        s.add(
            ImprovementCycle(
                job_id=job.id,
                status="done",
                summary={
                    "job": job.name,
                    "before": {"success": 0.4, "general_success": 0.7, "n_tasks": 10},
                    "after": {"success": 0.6, "general_success": 0.7, "n_tasks": 10},
                    "promoted": True,
                    "reasons": [],
                },
                finished_at=datetime.now(UTC),
            )
        )
    InstanceService(services.db, services.settings.data_dir).spawn("student-1")
    _login(client, services)

    overview = client.get("/dashboard").text
    assert "pending help requests" in overview and "<svg" in overview
    assert "evaluation before and after each cycle" in overview
    assert "success after" in overview and "<polyline" not in overview  # one cycle: points

    runs = client.get("/dashboard/runs").text
    assert "remember lunch" in runs and "say hello" in runs and "log in to the CRM" in runs

    detail = client.get(f"/dashboard/runs/{seeded.team1_run}").text
    for kind in ("llm_call", "tool_call", "tool_result", "output"):
        assert f'class="span {kind}"' in detail
    assert "put_store_entry" in detail and "soup" in detail and "Saved lunch=soup." in detail
    assert "scripted:test" in detail  # the model each step ran on
    assert "not rated yet" in detail

    assert "Need the CRM password" in client.get("/dashboard/help").text
    jobs = client.get("/dashboard/jobs").text
    assert "nightly-tester" in jobs and "promoted" in jobs and "<svg" in jobs
    assert "student-1" in client.get("/dashboard/models").text
    css = client.get("/dashboard/static/dashboard.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")


def test_the_run_view_shows_its_self_critique(client: TestClient, seeded: Seeded) -> None:
    import asyncio

    from core.critique import critique_run

    services = seeded.services
    _login(client, services)
    assert 'id="critique"' not in client.get(f"/dashboard/runs/{seeded.team1_run}").text
    view = asyncio.run(critique_run(services.db, seeded.team1_run))
    assert view is not None
    detail = client.get(f"/dashboard/runs/{seeded.team1_run}").text
    assert 'id="critique"' in detail and "Self-critique" in detail
    assert f"overall {view.overall:.2f}" in detail and "concision" in detail
    assert "Lessons applied: none" in detail


def test_rate_run_and_step_store_feedback_and_show_it(client: TestClient, seeded: Seeded) -> None:
    services = seeded.services
    _login(client, services)
    run_id = seeded.team1_run
    tool_call = next(sp for sp in _spans(services, run_id) if sp.kind == "tool_call")

    r = client.post(
        f"/dashboard/runs/{run_id}/rate",
        data={"label": "good", "notes": "  exactly right  "},
        follow_redirects=False,
    )
    assert r.status_code == 303 and r.headers["location"] == f"/dashboard/runs/{run_id}#rating"
    r = client.post(
        f"/dashboard/runs/{run_id}/spans/{tool_call.id}/rate",
        data={"label": "bad", "notes": "wrong store name"},
        follow_redirects=False,
    )
    assert r.headers["location"] == f"/dashboard/runs/{run_id}#span-{tool_call.id}"

    run_fb, span_fb = _feedback(services)
    assert (run_fb.target_type, run_fb.run_id, run_fb.label) == ("run", run_id, "good")
    assert run_fb.notes == "exactly right" and run_fb.source == "dashboard"
    assert run_fb.rater == "token:tester"
    assert (span_fb.target_type, span_fb.span_id, span_fb.label) == ("span", tool_call.id, "bad")
    assert span_fb.run_id == run_id and span_fb.notes == "wrong store name"

    page = client.get(f"/dashboard/runs/{run_id}").text
    step = page.split(f'id="span-{tool_call.id}"', 1)[1].split("</li>", 1)[0]
    assert "bad: wrong store name" in step
    assert "good: exactly right" in page.split('id="rating"', 1)[1]

    # A second run rating by the same person replaces the first.
    client.post(f"/dashboard/runs/{run_id}/rate", data={"label": "bad"})
    live = [f for f in _feedback(services) if f.target_type == "run" and f.retracted_at is None]
    assert [f.label for f in live] == ["bad"]
    history = client.get("/dashboard/feedback?agent=tester").text
    assert "retracted" in history and "wrong store name" in history


def test_bad_ratings_are_rejected(client: TestClient, seeded: Seeded) -> None:
    _login(client, seeded.services)
    run_id = seeded.team1_run
    r = client.post(f"/dashboard/runs/{run_id}/rate", data={"label": "meh"})
    assert r.status_code == 400 and "good" in r.text
    r = client.post(f"/dashboard/runs/{run_id}/rate", data={"label": "bad", "notes": "x" * 2001})
    assert r.status_code == 400
    other_span = _spans(seeded.services, seeded.team2_run)[0]
    r = client.post(f"/dashboard/runs/{run_id}/spans/{other_span.id}/rate", data={"label": "bad"})
    assert r.status_code == 404
    assert client.get("/dashboard/runs/99999").status_code == 404
    assert _feedback(seeded.services) == []


def test_team_session_sees_only_its_team(client: TestClient, seeded: Seeded) -> None:
    _login(client, seeded.services, team="T1")
    runs = client.get("/dashboard/runs").text
    assert "remember lunch" in runs and "log in to the CRM" in runs
    assert "say hello" not in runs and "discord" not in runs  # not even as a filter option
    assert client.get(f"/dashboard/runs/{seeded.team2_run}").status_code == 404
    r = client.post(f"/dashboard/runs/{seeded.team2_run}/rate", data={"label": "bad"})
    assert r.status_code == 404 and _feedback(seeded.services) == []
    help_page = client.get("/dashboard/help").text
    assert "Need the CRM password" in help_page and "May I post in C2?" not in help_page
    assert "team T1" in client.get("/dashboard").text


def test_operator_sees_every_team(client: TestClient, seeded: Seeded) -> None:
    _login(client, seeded.services)
    assert client.get(f"/dashboard/runs/{seeded.team2_run}").status_code == 200
    assert "May I post in C2?" in client.get("/dashboard/help").text


def test_revoking_the_token_ends_the_session(client: TestClient, seeded: Seeded) -> None:
    db = seeded.services.db
    token = issue_token(db, "short-lived")
    client.post("/dashboard/login", data={"token": token})
    assert client.get("/dashboard", follow_redirects=False).status_code == 200
    info = verify_token(db, token)
    assert info is not None
    revoke_token(db, info.id)
    assert client.get("/dashboard", follow_redirects=False).status_code == 303


def test_logout_ends_the_session(client: TestClient, seeded: Seeded) -> None:
    _login(client, seeded.services)
    r = client.post("/dashboard/logout", follow_redirects=False)
    assert r.headers["location"] == "/dashboard/login"
    assert client.get("/dashboard", follow_redirects=False).status_code == 303


def _path(link: str) -> str:
    parts = urlsplit(link)
    return f"{parts.path}?{parts.query}"


def test_signed_link_logs_into_its_team(client: TestClient, seeded: Seeded) -> None:
    settings = seeded.services.settings
    link = dashboard_link(settings, base_url="https://strop.example/", team="T2", user="U2")
    assert link.startswith("https://strop.example/dashboard/login/link?token=")
    r = client.get(_path(link), follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/dashboard"
    runs = client.get("/dashboard/runs").text
    assert "say hello" in runs and "remember lunch" not in runs
    client.post(f"/dashboard/runs/{seeded.team2_run}/rate", data={"label": "good"})
    assert [(f.rater, f.label) for f in _feedback(seeded.services)] == [("U2", "good")]


def test_tampered_and_expired_links_get_401(
    client: TestClient, seeded: Seeded, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = seeded.services.settings
    link = dashboard_link(settings, base_url="http://testserver", team="T1", user="U1")
    token = link.split("token=", 1)[1]
    forged = token.replace(token[-6:], "AAAAAA") if not token.endswith("AAAAAA") else token[:-1]
    r = client.get(f"/dashboard/login/link?token={forged}", follow_redirects=False)
    assert r.status_code == 401 and "not valid" in r.text
    assert "strop_dashboard" not in r.cookies
    assert client.get("/dashboard/login/link", follow_redirects=False).status_code == 401

    other = settings.model_copy(update={"secret_key": SecretStr("another-key")})
    foreign = dashboard_link(other, base_url="http://testserver", team="", user="mallory")
    assert client.get(_path(foreign), follow_redirects=False).status_code == 401

    now = time.time()
    with monkeypatch.context() as m:  # a link made two TTLs ago
        m.setattr(time, "time", lambda: now - 2 * settings.dashboard_link_ttl_s)
        old = dashboard_link(settings, base_url="http://testserver", team="T1", user="U1")
    r = client.get(_path(old), follow_redirects=False)
    assert r.status_code == 401 and "expired" in r.text
    assert client.get("/dashboard", follow_redirects=False).status_code == 303


def test_missing_secret_key_is_a_configuration_page(tmp_path: Path) -> None:
    settings = Settings(_env_file=None, data_dir=tmp_path / "data")  # type: ignore[call-arg]
    services = Services(settings, model=ScriptedModel([]))
    try:
        with TestClient(create_app(services)) as c:
            r = c.get("/dashboard/login")
            assert r.status_code == 500 and "STROP_SECRET_KEY" in r.text
            token = issue_token(services.db, "op")
            r = c.post("/dashboard/login", data={"token": token})
            assert r.status_code == 500 and "STROP_SECRET_KEY" in r.text
            r = c.get("/dashboard/login/link?token=abc")
            assert r.status_code == 500 and "STROP_SECRET_KEY" in r.text
    finally:
        services.close()


def test_secrets_never_reach_a_page(client: TestClient, seeded: Seeded) -> None:
    services = seeded.services
    with services.db.session() as s:
        inst = ModelInstance(
            name="remote", target="ollama", endpoint="http://admin:pa55word@gpu:11434"
        )
        s.add(inst)
        s.flush()
        s.add(ModelVersion(instance_id=inst.id, version=1, metrics={"success": 0.5}))
    _login(client, services)
    detail = client.get(f"/dashboard/runs/{seeded.secret_run}").text
    assert "sk-live-hunter2" not in detail and "[secret]" in detail
    assert "https://crm.example" in detail
    models = client.get("/dashboard/models").text
    assert "pa55word" not in models and "[secret]@gpu:11434" in models


def test_filters_and_pagination(client: TestClient, seeded: Seeded) -> None:
    services = seeded.services
    old = datetime(2024, 3, 1, 12, tzinfo=UTC)
    with services.db.session() as s:
        for i in range(30):
            s.add(
                Run(
                    agent_name="bulk",
                    platform="telegram",
                    workspace="T3",
                    channel="chat-a" if i % 2 else "chat-b",
                    input=f"bulk question {i:02d}",
                    status="done" if i % 3 else "failed",
                    used_in_training=i < 5,
                    created_at=old + timedelta(days=i),
                )
            )
    bulk = _bulk_ids(services)
    from core.feedback import rate_run

    rate_run(services.db, bulk[7], "good")
    _login(client, services)

    def shown(query: str) -> set[str]:
        page = client.get(f"/dashboard/runs?{query}")
        assert page.status_code == 200, page.text
        return set(re.findall(r"bulk question (\d\d)", page.text))

    first, second = shown("agent=bulk"), shown("agent=bulk&page=2")
    assert len(first) == 25 and len(second) == 5 and not first & second
    assert shown("agent=bulk&channel=chat-a") == {f"{i:02d}" for i in range(1, 30, 2)}
    assert shown("agent=bulk&status=failed") == {f"{i:02d}" for i in range(0, 30, 3)}
    assert shown("agent=bulk&used_in_training=yes") == {"00", "01", "02", "03", "04"}
    assert shown("agent=bulk&rated=yes") == {"07"}
    assert len(shown("agent=bulk&rated=no")) == 25
    assert shown("agent=bulk&since=2024-03-03&until=2024-03-05") == {"02", "03", "04"}
    assert shown("platform=telegram&page=9") == shown("agent=bulk&page=2")  # clamped
    assert client.get("/dashboard/runs?since=yesterday").status_code == 400
    page = client.get("/dashboard/runs?agent=bulk&channel=chat-a").text
    assert "page 1 of 1" in page
    page = client.get("/dashboard/runs?agent=bulk").text
    assert 'href="/dashboard/runs?agent=bulk&amp;page=2"' in page


def _bulk_ids(services: Services) -> list[int]:
    with services.db.session() as s:
        return list(s.scalars(select(Run.id).where(Run.agent_name == "bulk").order_by(Run.id)))


async def test_dashboard_command_sends_a_working_team_link(seeded: Seeded) -> None:
    services = seeded.services
    chat = ChatService(services, stream=False)
    out = io.StringIO()
    surface = ConsoleSurface(out)
    team = Conversation(platform="slack", channel="C1", workspace="T1")
    await chat.handle(Command("e1", team, "U1", "dashboard"), surface)
    text = out.getvalue()
    assert "http://127.0.0.1:8000/dashboard/login/link?token=" in text
    assert "valid 60 min" in text
    link = re.search(r"http\S+", text)
    assert link is not None
    with TestClient(create_app(services)) as c:
        assert c.get(_path(link.group(0)), follow_redirects=False).status_code == 303
        assert "team T1" in c.get("/dashboard").text

    out = io.StringIO()
    no_team = Conversation("terminal", "console")
    await chat.handle(Command("e2", no_team, "me", "dashboard"), ConsoleSurface(out))
    assert "belongs to no team" in out.getvalue() and "token=" not in out.getvalue()


async def test_dashboard_command_without_secret_key_names_the_variable(tmp_path: Path) -> None:
    settings = Settings(_env_file=None, data_dir=tmp_path / "data")  # type: ignore[call-arg]
    services = Services(settings, model=ScriptedModel([]))
    try:
        out = io.StringIO()
        conv = Conversation(platform="slack", channel="C1", workspace="T1")
        await ChatService(services).handle(
            Command("e", conv, "U1", "dashboard"), ConsoleSurface(out)
        )
        assert "STROP_SECRET_KEY" in out.getvalue() and "token=" not in out.getvalue()
    finally:
        services.close()


def test_secret_names() -> None:
    for name in ("password", "api_key", "apiKey", "accessToken", "client_secret", "token", "2fa"):
        assert is_secret_name(name), name
    for name in ("max_tokens", "tokens_in", "url", "key", "text", "tokenizer", "pinned"):
        assert not is_secret_name(name), name
    nested = {"args": {"headers": [{"Authorization": "Bearer x"}], "q": "ok"}}
    assert redact(nested) == {"args": {"headers": [{"Authorization": "[secret]"}], "q": "ok"}}
    assert redact_url("https://u:p@h:1/x?y") == "https://[secret]@h:1/x?y"
    assert redact_url("https://h/x") == "https://h/x"


def test_charts_draw_every_point_and_escape_names() -> None:
    svg = str(
        line_chart(
            [Series("a<b", [0.1, None, 0.5]), Series("c", [0.2, 0.3, 0.4])],
            ["one", "two", "three"],
            title="t",
            y_max=1.0,
        )
    )
    assert svg.count("<circle") == 5 and svg.count("<polyline") == 2
    assert "a&lt;b" in svg and "a<b" not in svg
    bars = str(
        bar_chart([{"good": 2, "bad": 1}, {}], ["d1", "d2"], names=["good", "bad"], title="r")
    )
    assert bars.count('class="series-0" x=') == 2  # one bar segment + one legend swatch
    assert "d1 good: 2" in bars and "d1 bad: 1" in bars
