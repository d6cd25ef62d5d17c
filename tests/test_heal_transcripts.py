"""The pruned bench's heal data: the real base model's passed runs of train-side task variants."""

from __future__ import annotations

from bench.pruned import _copies, teacher_transcripts
from core.evals.tasks import tasks_for
from core.evals.variants import task_variants


def test_teacher_transcripts_of_variants_are_passed_runs_of_the_real_model() -> None:
    variants = [v for v in task_variants(12, seed=5) if v.kind in ("calc", "custom_tool")][:3]
    runs = teacher_transcripts(_copies(None, 1), variants)
    assert runs, "the bundled model passes none of three easy tool tasks"
    heldout = {turn for t in tasks_for("heldout") for turn in t.turns}
    asked = {turn for v in variants for turn in v.turns}
    for conversation in runs:
        assert conversation[-1]["role"] == "assistant"
        users = {m["content"] for m in conversation if m["role"] == "user"}
        assert not users & heldout
    # Each transcript is a call the model made on one of these tasks.
    assert all(any(q in m["content"] for m in c for q in asked) for c in runs)
