"""``python -m trainer.check``: the trainer-host self-test, run here on the tiny model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from trainer.check import main, training_rows
from trainer.tiny import tiny_checkpoint


def test_rows_teach_a_format_and_hold_out_names() -> None:
    sft, dpo = training_rows(20)
    unseen, _ = training_rows(8, held_out=True)
    assert len(sft) == len(dpo) == 20
    trained = {row["messages"][0]["content"].split("team ")[1].split(",")[0] for row in sft}
    probed = {row["messages"][0]["content"].split("team ")[1].split(",")[0] for row in unseen}
    assert trained and probed and not trained & probed
    for row, pair in zip(sft, dpo, strict=True):
        answer = row["messages"][1]["content"]
        assert answer.startswith("Badge code: ") and answer.endswith("-OK")
        assert pair["chosen"][0]["content"] == answer
        assert pair["rejected"][0]["content"] != answer


def test_check_trains_exports_and_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = tiny_checkpoint(cache_dir=tmp_path / "tiny")
    out = tmp_path / "report.json"
    argv = ["--examples", "8", "--epochs", "1", "--base", str(base), "--out", str(out)]
    # A random 7M model learns nothing in a few steps: the check must say so and fail.
    assert main([*argv, "--cache-dir", str(tmp_path / "cache")]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report == json.loads(out.read_text(encoding="utf-8"))
    assert report["backend"] == "cpu" and report["device"] == "cpu"
    assert [s["method"] for s in report["stages"]] == ["sft", "dpo"]
    assert report["steps"] == sum(s["steps"] for s in report["stages"]) == 2 + 2
    assert report["adapter_gguf_bytes"] > 0
    assert report["unseen_rate_before"] == report["unseen_rate_after"] == 0.0
    assert report["learned"] is False
