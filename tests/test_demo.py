"""``strop demo`` end to end on the real 135M model, with a few tasks and steps.

The full-size run is ``make bench`` (bench/results/learning.json); this test
proves every stage runs for real: rollouts rated by the simulated raters,
datasets, LoRA SFT and DPO on the CPU, GGUF export, deployment to the embedded
instance, the evaluations, the summary and the PNG.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from core.evals.general import GENERAL_TASKS
from core.evals.tasks import TASKS
from core.improve.demo import DemoConfig, run_demo
from core.services import Services
from core.settings import Settings
from core.storage import Feedback

pytestmark = pytest.mark.slow

KEYS = (
    "heldout_base",
    "heldout_tuned",
    "general_base",
    "general_tuned",
    "sft_only_heldout",
    "sft_dpo_heldout",
)


def _tasks(*ids: str) -> list:  # type: ignore[type-arg]
    by_id = {t.id: t for t in TASKS + GENERAL_TASKS}
    return [by_id[i] for i in ids]


async def test_demo_runs_the_whole_loop_on_the_real_model(
    settings: Settings, real_base_dir: Path
) -> None:
    config = DemoConfig(
        workers=1,
        k=1,
        sft_steps=2,
        dpo_steps=1,
        dpo_batch=1,
        practice=0,
        replay=1,
        train_tasks=_tasks("calc-power-3", "plain-capital", "rag-laptop-portal"),
        heldout_tasks=_tasks("calc-power-7", "plain-sky"),
        general_tasks=_tasks("general-capital-italy"),
        cache_dir=real_base_dir.parent,
    )
    lines: list[str] = []
    services = Services(settings)
    try:
        summary = await run_demo(services, config=config, say=lines.append)
        with services.db.session() as s:
            sources = {f.source for f in s.query(Feedback).all()}
    finally:
        services.close()
    for key in KEYS:
        assert 0.0 <= summary[key] <= 1.0, key
    assert summary["examples"] >= 1 and summary["rollouts"] >= 4
    assert any(line.endswith(" replay-0") for line in lines)  # an everyday question ran too
    assert summary["train_minutes"] > 0 and summary["total_minutes"] >= summary["train_minutes"]
    assert sources == {"simulated"}  # every rating in the demo is labelled as simulated
    assert Path(summary["plot"]).read_bytes().startswith(b"\x89PNG")
    datasets = settings.data_dir / "datasets"
    rows = [json.loads(x) for x in (datasets / "demo-sft" / "v1.jsonl").read_text().splitlines()]
    assert len(rows) == summary["examples"] and all(r["provenance"]["run_ids"] for r in rows)
    # trained in the context it is served in: the agent's few-shot turns, shown, not learned
    assert all(any(m.get("train") is False for m in r["messages"]) for r in rows)
    assert any(line.startswith("  [sft] step 2/2") for line in lines)
    # stage lines carry the time since the start: " 3:07 [deploy] ..."
    assert any(re.match(r" *\d+:\d\d \[deploy\] ", line) for line in lines)
    assert json.dumps(summary)  # the --json output is plain JSON
