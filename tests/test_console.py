"""`strop chat` and `strop runs`: the terminal adapter end to end."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bots.console import run_console
from core.cli import main
from core.conversation import ChatService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.trajectories import get_run


def answer(text: str) -> str:
    return json.dumps({"answer": text})


async def chat(services: Services, lines: str) -> str:
    out = io.StringIO()
    await run_console(ChatService(services), stdin=io.StringIO(lines), stdout=out)
    return out.getvalue()


async def test_piped_chat_rates_and_traces(make_services: Callable[..., Services]) -> None:
    model = ScriptedModel(
        [
            json.dumps({"tool": "run_code", "args": {"code": "print(2 + 2)"}}),
            answer("4"),
            answer("Hi there"),
        ]
    )
    services = make_services(model)
    out = await chat(services, "What is 2 + 2?\n\n/good\nhello\n/bad too short\n/runs\n/trace 1\n")
    lines = out.splitlines()
    assert lines[0] == "4"
    assert lines[1] == "Rated run 1 good."
    assert lines[2] == "Hi there"
    assert lines[3] == "Rated run 2 bad."
    assert "#2 done [assistant] 'hello'" in out and "(bad)" in out
    assert "tool_call" in out and "run_code" in out
    run = get_run(services.db, 2)
    assert [(f["label"], f["notes"]) for f in run["feedback"]] == [("bad", "too short")]


async def test_commands_and_bad_input_never_crash(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([]))
    out = await chat(services, "/good\n/frobnicate\n/trace abc\n/trace 99\n/agent nobody\n/help\n")
    assert "There is no answer to rate yet." in out
    assert "Unknown command /frobnicate" in out
    assert "Usage: /trace RUN_ID" in out
    assert "Error: no run 99" in out
    assert "Error: no agent named 'nobody'" in out
    assert "/bad [note]" in out


async def test_oversized_message_gets_a_clear_error(make_services: Callable[..., Services]) -> None:
    services = make_services(ScriptedModel([]))
    out = await chat(services, "x" * 9000 + "\n")
    assert "Sorry, that failed (run 1): the message is too long" in out


async def test_interactive_mode_streams_with_prompts(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel([answer("streamed words arrive")]))
    out = io.StringIO()
    await run_console(
        ChatService(services, stream_interval_s=0.0),
        stdin=io.StringIO("hi\n"),
        stdout=out,
        interactive=True,
    )
    text = out.getvalue()
    assert "strop chat with assistant" in text
    assert "you> assistant> streamed words arrive\n" in text


def test_runs_cli_json(
    make_services: Callable[..., Services],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    import asyncio

    services = make_services(ScriptedModel([answer("hello")]))
    asyncio.run(chat(services, "hi\n"))
    monkeypatch.setenv("STROP_DATA_DIR", str(services.settings.data_dir))
    from core.settings import load_settings

    load_settings.cache_clear()
    assert main(["runs", "list", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["output"] == "hello"
    assert main(["runs", "show", str(rows[0]["id"]), "--json"]) == 0
    run = json.loads(capsys.readouterr().out)
    assert [s["kind"] for s in run["attempts"][0]["spans"]] == ["llm_call", "output"]
    assert main(["runs", "show", "999"]) == 2
    assert "no run 999" in capsys.readouterr().err
    load_settings.cache_clear()


def test_invalid_setting_names_the_variable(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from core.settings import load_settings

    monkeypatch.setenv("STROP_N_CTX", "lots")
    load_settings.cache_clear()
    assert main(["runs", "list"]) == 2
    assert "STROP_N_CTX" in capsys.readouterr().err
    load_settings.cache_clear()


@pytest.mark.slow
def test_piped_strop_chat_on_the_real_model(tmp_path: Path) -> None:
    """The quick-start promise: the embedded model answers 7006652 using run_code."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("STROP_")}
    env["STROP_DATA_DIR"] = str(tmp_path / "data")
    strop = [sys.executable, "-m", "core.cli"]
    done = subprocess.run(
        [*strop, "chat"],
        input="What is 1234 * 5678?\n",
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=True,
    )
    assert "7006652" in done.stdout.replace(",", "")
    shown = subprocess.run(
        [*strop, "runs", "show", "1", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    spans = json.loads(shown.stdout)["attempts"][0]["spans"]
    assert any(s["kind"] == "tool_call" and s["name"] == "run_code" for s in spans)
    # The default STROP_CRITIQUE=rules: the answer was critiqued before the command exited.
    from core.critique import get_critique
    from core.settings import Settings
    from core.storage import Database

    settings = Settings(_env_file=None, data_dir=tmp_path / "data")  # type: ignore[call-arg]
    db = Database(url=settings.resolved_database_url)
    try:
        critique = get_critique(db, 1)
    finally:
        db.dispose()
    assert critique is not None and critique.domain == "tool:run_code", critique
