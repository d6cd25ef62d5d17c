"""The benchmarks produce the documented JSON (measured here with tiny sizes)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from bench.meta import metadata, write_result
from bench.runtime import runtime_benchmark
from core.models.base import ModelClient
from core.models.llamacpp import LlamaCppModel
from core.services import Services


def test_metadata_names_date_commit_and_machine() -> None:
    meta = metadata()
    assert meta["date"][:2] == "20" and "T" in meta["date"]
    assert isinstance(meta["commit"], str) and meta["commit"]
    assert meta["machine"]["cores"] >= 1 and meta["machine"]["platform"]


@pytest.mark.slow
def test_runtime_benchmark_writes_its_numbers(real_model: ModelClient, tmp_path: Path) -> None:
    assert isinstance(real_model, LlamaCppModel)
    numbers = runtime_benchmark(real_model, tokens=8, repeats=1, ttft_repeats=1)
    path = write_result("runtime", numbers, directory=tmp_path)
    data = json.loads(path.read_text())
    for key in ("strop_tok_s", "raw_tok_s", "ratio", "chat_ttft_s", "chat_ttft_cold_s"):
        assert isinstance(data[key], float) and data[key] > 0, key
    assert data["tokens_requested"] == 8 and 0 < data["strop_tokens"] <= 8
    assert data["ratio"] == pytest.approx(data["strop_tok_s"] / data["raw_tok_s"], rel=0.01)
    assert data["chat_ttft_s"] < 120
    assert {"date", "commit", "machine"} <= set(data)


def test_chat_benchmark_writes_per_platform_numbers(tmp_path: Path) -> None:
    from bench.chat import PLATFORMS, chat_benchmark

    numbers = chat_benchmark(events=5, samples=2)
    data = json.loads(write_result("chat", numbers, directory=tmp_path).read_text())
    for name in PLATFORMS:
        for key in ("events_per_s", "reaction_to_feedback_ms_p50", "first_reply_ms_p50"):
            assert isinstance(data[name][key], float) and data[name][key] > 0, (name, key)
    assert {"date", "commit", "machine"} <= set(data)


async def test_turnaround_rates_recorded_runs_into_rows_shaped_like_the_loops(
    make_services: Callable[[ModelClient], Services],
) -> None:
    from bench.turnaround import CHANNEL, SHOTS, TEAM, WORKSPACE, record_runs
    from core.feedback import rate_run
    from core.improve.generate import generate_training_data
    from core.models.scripted import ScriptedModel
    from core.privacy import ConsentStore

    services = make_services(ScriptedModel([]))
    consent = ConsentStore(services.db, default=services.settings.training_data_consent)
    consent.set_collection(platform="slack", workspace=WORKSPACE, channel=CHANNEL, collect=True)
    consent.opt_out(platform="slack", user=TEAM[2])  # the third teammate's runs stay out
    runs = await record_runs(services, 12, seed=3)
    assert len(runs) == 12 and all(ok for _, ok in runs)  # the scripted turns pass the checkers
    for run_id, _ in runs:
        rate_run(services.db, run_id, "good", rater=TEAM[0], source="slack")
    data = await generate_training_data(services, strategies=["from_feedback"], name="t")
    # Runs 0, 3, 6 and 9 were asked by the third teammate.
    assert data.dropped["consent: opted out"] == 4
    # The quality filter drops some as well (e.g. a "Sorry, I have no suitable tool" reply).
    assert len(data.sft) + sum(data.dropped.values()) == 12 and len(data.sft) >= 3
    assert data.sft_path is not None and data.sft_path.exists()
    for row in data.sft:
        messages = row["messages"]
        assert messages[0]["role"] == "system"
        shown = [m for m in messages if m.get("train") is False]
        # Each row carries the examples its run was served with, never trained on, and
        # its own conversation after them, whose assistant turns are.
        assert 2 * SHOTS <= len(shown) <= 4 * SHOTS
        assert messages[1 : 1 + len(shown)] == shown
        own = messages[1 + len(shown) :]
        assert own[0]["role"] == "user" and any(m["role"] == "assistant" for m in own)
        assert all("train" not in m for m in own)
        assert row["provenance"]["run_ids"]
    firsts = {row["messages"][1]["content"] for row in data.sft}
    assert len(firsts) > 1  # the context differs from row to row
