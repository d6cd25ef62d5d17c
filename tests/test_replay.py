"""Replay tasks: everyday questions the warm-start data keeps the model answering."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.evals.general import GENERAL_TASKS
from core.evals.replay import REPLAY, assert_apart, replay_tasks
from core.evals.tasks import tasks_for
from core.improve.sanitize import Sanitizer
from core.improve.self_play import self_play
from core.models.base import ModelClient
from core.services import Services
from core.toolgen.requests import DIRECT


def test_replay_tasks_are_train_questions_answered_without_tools() -> None:
    tasks = replay_tasks(1000, seed=3)
    assert len(tasks) == len(REPLAY) == len({t.turns for t in tasks})
    assert all(t.split == "train" and t.forbid_tools and t.expect_in_answer for t in tasks)
    assert replay_tasks(10, seed=3) == replay_tasks(10, seed=3) != replay_tasks(10, seed=4)


def test_nothing_held_out_is_replayed() -> None:
    general = GENERAL_TASKS[0]
    with pytest.raises(ValueError, match="repeats"):
        assert_apart([(general.turns[0], "whatever")])
    sky = next(t for t in tasks_for("heldout") if t.id == "plain-sky")
    with pytest.raises(ValueError, match="repeats"):
        assert_apart([(sky.turns[0], "azure")])
    with pytest.raises(ValueError, match="repeats"):  # toolgen's held-out no-tool request
        assert_apart([(DIRECT["heldout"][4][0].replace("'", ""), "mice")])
    # A new question whose answer is a held-out answer word is refused too.
    with pytest.raises(ValueError, match="touches held-out answers"):
        assert_apart([("Where is the city of Rome?", "italy")])
    with pytest.raises(ValueError, match="touches held-out answers"):
        assert_apart([("What is the sixth planet?", "saturn or mars")])
    assert_apart([("What is the capital of Peru?", "lima")])


def test_toolgen_direct_answers_share_nothing_with_the_general_set() -> None:
    assert_apart([(request, " ".join(must)) for request, _, must in DIRECT["train"]])


@pytest.mark.slow
async def test_base_model_answers_become_tool_free_training_examples(
    make_services: Callable[[ModelClient], Services], real_model: ModelClient
) -> None:
    by_answer = {t.expect_in_answer[0]: t for t in replay_tasks(len(REPLAY))}
    tasks = [by_answer[a] for a in ("tokyo", "jupiter", "24", "tuesday")]
    services = make_services(real_model)
    agent = services.agents.get("assistant")
    data = await self_play(services, tasks, agent=agent, sanitizer=Sanitizer(), k=1)
    assert data.sft, [r.reasons for r in data.rollouts]
    for example in data.sft:
        task = next(t for t in tasks if t.id == example["provenance"]["task"])
        reply = example["messages"][-1]
        assert reply["role"] == "assistant"
        assert task.expect_in_answer[0] in reply["content"].lower()
        # the answer came without a tool: the assistant turn is the only one after the question
        assert example["messages"][-2]["content"] == task.turns[0]
