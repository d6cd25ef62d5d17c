"""The pruned bench's heal data: the real base model's passed runs of practice tasks."""

from __future__ import annotations

from bench.pruned import _copies, teacher_transcripts
from core.evals.practice import practice_tasks
from core.evals.tasks import tasks_for


def test_teacher_transcripts_of_practice_tasks_are_passed_runs_of_the_real_model() -> None:
    tasks = [t for t in practice_tasks(12, seed=5) if t.kind in ("calc", "custom_tool")][:3]
    runs = teacher_transcripts(_copies(None, 1), tasks)
    assert runs, "the bundled model passes none of three easy tool tasks"
    heldout = {turn for t in tasks_for("heldout") for turn in t.turns}
    asked = {turn for t in tasks for turn in t.turns}
    for conversation in runs:
        assert conversation[-1]["role"] == "assistant"
        users = {m["content"] for m in conversation if m["role"] == "user"}
        assert not users & heldout
    # Each transcript is a call the model made on one of these tasks.
    assert all(any(q in m["content"] for m in c for q in asked) for c in runs)
