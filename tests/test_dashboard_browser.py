"""The dashboard in a real headless Chromium against a real uvicorn server.

Logs in with a team token, filters the runs, opens one, rates a single step
with a note, and checks both the stored Feedback row and the page showing it.
"""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from _dashboard_support import services_with_runs
from sqlalchemy import select

from core.access import issue_token
from core.api.app import create_app
from core.services import Services
from core.storage import Feedback, Span

CHROMIUM = Path("/usr/bin/chromium")

pytestmark = [pytest.mark.slow, pytest.mark.timeout(60)]


def _call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def _answer(text: str) -> str:
    return json.dumps({"answer": text})


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    services, _ = services_with_runs(
        tmp_path / "data",
        secret_key="browser-test-secret-key-0123",
        agent=("helper", "You help."),
        replies=[
            _answer("Good morning."),
            _call("put_store_entry", store="ops", key="oncall", value="ana"),
            _answer("Noted: ana is on call."),
            _answer("Other team's answer."),
        ],
        turns=[
            (text, dict(platform="slack", workspace=team, channel=channel, user="U1"))
            for text, channel, team in [
                ("good morning", "C-general", "T1"),
                ("ana is on call this week", "C-ops", "T1"),
                ("hello from elsewhere", "C-ops", "T2"),
            ]
        ],
    )
    yield services
    services.close()


@pytest.fixture
def base_url(services: Services) -> Iterator[str]:
    port = _free_port()
    config = uvicorn.Config(
        create_app(services),
        host="127.0.0.1",
        port=port,
        log_level="warning",
        lifespan="off",
        ws="none",
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="dashboard-server", daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)


def test_log_in_filter_open_and_rate_a_step(services: Services, base_url: str) -> None:
    from playwright.sync_api import expect, sync_playwright

    assert CHROMIUM.exists(), "the browser test needs Chromium: apt-get install -y chromium"
    token = issue_token(services.db, "browser", team="T1")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        try:
            page = browser.new_page()
            page.set_default_timeout(10_000)

            page.goto(f"{base_url}/dashboard/runs")
            expect(page).to_have_url(f"{base_url}/dashboard/login?next=/dashboard/runs")
            page.fill("input[name=token]", token)
            page.click("button:has-text('Log in')")
            expect(page).to_have_url(f"{base_url}/dashboard/runs")
            rows = page.locator("table.runs tbody tr")
            expect(rows).to_have_count(2)  # team T1 only: the T2 run is not listed

            page.select_option("select[name=channel]", "C-ops")
            page.click("button:has-text('Filter')")
            expect(page).to_have_url(re.compile(r"/dashboard/runs\?.*\bchannel=C-ops\b"))
            expect(rows).to_have_count(1)
            expect(rows.first).to_contain_text("ana is on call this week")
            rows.first.locator("a").first.click()

            expect(page.locator("h1")).to_contain_text("Run #")
            step = page.locator("li.span.tool_call")
            expect(step).to_contain_text("put_store_entry")
            expect(step).to_contain_text('"oncall"')
            step.locator("input[name=notes]").fill("should have used the rota store")
            step.locator("button[value=bad]").click()

            expect(page).to_have_url(f"{base_url}/dashboard/runs/2#span-{_tool_span(services)}")
            step = page.locator("li.span.tool_call")
            expect(step.locator(".badge.bad")).to_have_text("bad: should have used the rota store")
            expect(page.locator("#rating")).to_contain_text("not rated yet")
        finally:
            browser.close()

    with services.db.session() as s:
        rows_db = list(s.scalars(select(Feedback)))
    assert len(rows_db) == 1
    fb = rows_db[0]
    assert (fb.target_type, fb.run_id, fb.span_id) == ("span", 2, _tool_span(services))
    assert (fb.label, fb.notes, fb.rater, fb.source) == (
        "bad",
        "should have used the rota store",
        "token:browser",
        "dashboard",
    )


def _tool_span(services: Services) -> int:
    with services.db.session() as s:
        span_id = s.scalar(select(Span.id).where(Span.run_id == 2, Span.kind == "tool_call"))
    assert span_id is not None
    return span_id
