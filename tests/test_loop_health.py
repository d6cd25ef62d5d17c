"""Loop health (SPEC 6.11): saturation, collapse and regression detectors on stored histories,
the reactions (rollback; pause + a review card answered in chat), insights and the dashboard."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from chat_support.memory import MemorySurface
from fastapi.testclient import TestClient
from sqlalchemy import select

from core.access import issue_token
from core.api.app import create_app
from core.chat import ButtonAction, Conversation
from core.health import REVIEW_OPTIONS, check_loop_health, health_round, react, settle_decisions
from core.health.collapse import check_collapse
from core.health.regression import check_regression
from core.health.saturation import check_saturation
from core.help import HelpDesk
from core.improve.cycle import run_due_cycles
from core.improve.jobs import Job, JobService
from core.improve.schedule import due_jobs
from core.models.scripted import ScriptedModel
from core.services import Services
from core.serving.instances import InstanceService
from core.settings import Settings
from core.storage import (
    Critique,
    Feedback,
    HelpRequest,
    ImprovementCycle,
    LoopHealthEvent,
    Run,
    TechniqueInsight,
    TrainingRun,
)
from core.system_runs import post_system_cards
from jobs import tasks
from jobs.tasks import execute_resume

ADMINS = Conversation(platform="memory", channel="ADMINS", workspace="T1")
SECRET_KEY = "loop-health-test-secret-0123456789abcdef"
VOCAB = [f"w{i}" for i in range(400)]
TEMPLATE = "Sure! Here is a short answer about {}. Let me know if you need anything else today."


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path / "data",
        chat_admins="memory:ADMIN",
        admin_channel="memory:T1:ADMINS",
        secret_key=SECRET_KEY,
        warmstart=False,
    )
    services = Services(settings, model=ScriptedModel([]))
    yield services
    services.close()


def _job(services: Services, name: str, agent: str, instance: str = "") -> Job:
    return JobService(services.db).create(
        name,
        student=instance or name,
        scope={"agent": agent},
        schedule={"every_n_ratings": 1},  # due as soon as one rating arrives
    )


def _run(services: Services, agent: str, *, model: str = "", output: str = "ok") -> int:
    with services.db.session() as s:
        run = Run(agent_name=agent, model=model, input="q", output=output, status="done")
        s.add(run)
        s.flush()
        return run.id


def _rate(services: Services, run_id: int, label: str, rater: str = "ann") -> None:
    with services.db.session() as s:
        s.add(
            Feedback(
                target_type="run",
                target_id=run_id,
                run_id=run_id,
                label=label,
                rater=rater,
                source="slack",
            )
        )


def _critique(services: Services, run_id: int, agent: str, overall: float) -> None:
    with services.db.session() as s:
        s.add(Critique(run_id=run_id, agent=agent, overall=overall, passed=overall >= 3))


def _reward_history(
    services: Services, agent: str, selves: list[float], goods: list[int], *, rated: int = 20
) -> None:
    """Three windows of 20 runs: critique scores around ``selves[w]`` and ``goods[w]`` good
    of ``rated`` human ratings, in a shuffled order, per window."""
    rng = random.Random(agent)
    for self_mean, good in zip(selves, goods, strict=True):
        labels = ["good"] * good + ["bad"] * (rated - good)
        rng.shuffle(labels)
        for i in range(20):
            run_id = _run(services, agent)
            _critique(services, run_id, agent, self_mean + rng.uniform(-0.3, 0.3))
            if i < rated:
                _rate(services, run_id, labels[i])


def _outputs(rng: random.Random, n: int, templated: float) -> list[str]:
    out = []
    for i in range(n):
        if i < round(n * templated):
            out.append(TEMPLATE.format(rng.choice(["taxes", "rain", "trains"])))
        else:
            out.append(" ".join(rng.choice(VOCAB) for _ in range(rng.randint(12, 20))))
    return out


def _versions(services: Services, name: str, count: int, tmp_path: Path) -> InstanceService:
    """``name`` with ``count`` versions recorded directly (the files are never loaded)."""
    instances = InstanceService(services.db, services.settings.data_dir)
    instances.spawn(name)
    adapter = tmp_path / "adapter.gguf"
    adapter.write_bytes(b"an adapter")
    for _ in range(count):
        instances.add_version(name, adapter)
    return instances


def _served(services: Services, name: str, agent: str, templated: list[float]) -> None:
    rng = random.Random(name)
    labels = [f"{name}:base"] + [f"{name}:v{i}" for i in range(1, len(templated))]
    for label, share in zip(labels, templated, strict=True):
        for text in _outputs(rng, 15, share):
            _run(services, agent, model=f"embedded:{label}", output=text)


def _regression_history(services: Services, name: str, before: int, now: int, n: int) -> None:
    """``n`` rated runs of the base with ``before`` good, then of v1 with ``now`` good."""
    for label, good in ((f"{name}:base", before), (f"{name}:v1", now)):
        for i in range(n):
            run_id = _run(services, "assistant", model=f"embedded:{label}")
            _rate(services, run_id, "good" if i < good else "bad", rater=f"u{i}")


def _insights(services: Services) -> list[TechniqueInsight]:
    with services.db.session() as s:
        rows = list(s.scalars(select(TechniqueInsight).order_by(TechniqueInsight.id)))
        s.expunge_all()
    return [r for r in rows if r.technique == "loop_health"]


def _events(services: Services) -> list[LoopHealthEvent]:
    with services.db.session() as s:
        rows = list(s.scalars(select(LoopHealthEvent).order_by(LoopHealthEvent.id)))
        s.expunge_all()
    return rows


def _requests(services: Services) -> list[HelpRequest]:
    with services.db.session() as s:
        rows = list(s.scalars(select(HelpRequest).order_by(HelpRequest.id)))
        s.expunge_all()
    return rows


# --- detectors ----------------------------------------------------------------------------


def test_saturation_needs_flat_self_reward_and_clearly_falling_ratings(
    services: Services,
) -> None:
    histories = {
        # the critic keeps scoring ~4.1 while people's good-rate goes 85% -> 60% -> 30%
        "saturated": ([4.1, 4.1, 4.2], [17, 12, 6], 20),
        # people fall as much, but so does the critic: it still tracks them
        "critic-agrees": ([4.2, 3.6, 2.9], [17, 12, 6], 20),
        # a mild dip (80% -> 70%) is within what the users of a week change
        "mild": ([4.1, 4.1, 4.1], [16, 15, 14], 20),
        # a steep fall on five ratings a window is not enough to act on
        "sparse": ([4.1, 4.1, 4.1], [5, 3, 1], 5),
    }
    jobs = {}
    for agent, (selves, goods, rated) in histories.items():
        _reward_history(services, agent, selves, goods, rated=rated)
        jobs[agent] = _job(services, agent, agent)
    found = check_saturation(services.db, jobs["saturated"])
    assert found is not None and found.kind == "saturation" and found.agent == "saturated"
    windows = found.evidence["windows"]
    assert [w["human_n"] for w in windows] == [20, 20, 20]
    assert windows[0]["human_reward"] == pytest.approx(0.7)  # 17 good, 3 bad
    assert windows[-1]["human_reward"] == pytest.approx(-0.4)
    assert found.changes["human_reward"] == pytest.approx(-1.1)
    assert abs(found.changes["self_reward"]) < 0.1
    for agent in ("critic-agrees", "mild", "sparse"):
        assert check_saturation(services.db, jobs[agent]) is None, agent


def test_collapse_needs_three_iterations_of_falling_diversity(
    services: Services, tmp_path: Path
) -> None:
    cases = {
        "narrowing": [0.0, 0.3, 0.6, 0.9],  # share of stock answers per version
        "wobbling": [0.0, 0.6, 0.1, 0.3],  # narrower once, then diverse again
        "short": [0.0, 0.9],  # falls, but over two iterations only
    }
    jobs = {}
    for name, templated in cases.items():
        _versions(services, name, len(templated) - 1, tmp_path)
        _served(services, name, "writer", templated)
        jobs[name] = _job(services, name, "writer", instance=name)
    instances = InstanceService(services.db, services.settings.data_dir)
    (found,) = check_collapse(services.db, instances, jobs["narrowing"])
    assert found.kind == "collapse" and found.instance == "narrowing"
    assert found.key == "narrowing:narrowing:v3"
    iterations = found.evidence["iterations"]
    assert [i["iteration"] for i in iterations] == [
        f"narrowing:{v}" for v in ("base", "v1", "v2", "v3")
    ]
    similarity = [i["similarity"] for i in iterations]
    assert similarity == sorted(similarity) and similarity[-1] - similarity[0] > 0.3
    assert found.changes["distinct_2"] < -0.2
    assert check_collapse(services.db, instances, jobs["wobbling"]) == []
    assert check_collapse(services.db, instances, jobs["short"]) == []


def test_regression_on_live_ratings_and_on_held_out_metrics(
    services: Services, tmp_path: Path
) -> None:
    instances = _versions(services, "assistant", 1, tmp_path)
    job = _job(services, "team", "assistant", instance="assistant")
    _regression_history(services, "assistant", before=8, now=7, n=10)  # 80% -> 70%: noise
    assert check_regression(services.db, instances, job) == []
    _regression_history(services, "assistant", before=9, now=1, n=10)  # now 85% -> 40% of 20
    (found,) = check_regression(services.db, instances, job)
    assert found.kind == "regression" and found.key == "assistant:v1"
    assert found.evidence["good_rate"] == 0.4 and found.evidence["previous_good_rate"] == 0.85

    # A version whose own cycle measured a held-out drop, deployed anyway.
    other = _versions(services, "coder", 0, tmp_path)
    coder = _job(services, "coder", "coder", instance="coder")
    with services.db.session() as s:
        training = TrainingRun(job_id=coder.id, status="done")
        s.add(training)
        s.flush()
        training_id = training.id
        summary = {"training_run": training_id, "promoted": True}
        s.add(
            ImprovementCycle(
                job_id=coder.id,
                status="done",
                summary={**summary, "before": {"success": 0.6}, "after": {"success": 0.4}},
                finished_at=datetime.now(UTC),
            )
        )
    adapter = tmp_path / "adapter.gguf"
    other.add_version("coder", adapter, training_run_id=training_id)
    (held_out,) = check_regression(services.db, other, coder)
    assert held_out.evidence["signal"] == "held_out" and held_out.changes == {"success": -0.2}


# --- reactions ----------------------------------------------------------------------------


async def test_a_regression_rolls_back_the_real_instance_once_and_is_settled_later(
    services: Services, tmp_path: Path
) -> None:
    instances = _versions(services, "assistant", 1, tmp_path)
    _job(services, "team", "assistant", instance="assistant")
    _regression_history(services, "assistant", before=9, now=3, n=10)
    events = health_round(services)
    (event,) = events
    assert event.kind == "regression" and event.action == "rolled_back"
    assert event.status == "resolved" and event.evidence["rolled_back_to"] == "assistant:base"
    # The embedded target switched this process to the base model (the real one).
    assert instances.current("assistant") is None
    assert [v.status for v in instances.versions("assistant")] == ["rolled_back"]
    served = services.model_for("instance:assistant")
    assert served.model_id == "embedded:assistant:base"
    (insight,) = _insights(services)
    assert insight.outcome == "regressed" and insight.config["action"] == "rolled_back"
    assert insight.metrics == {"good_rate": -0.6}
    assert health_round(services) == [] and len(_events(services)) == 1  # acted on once

    assert settle_decisions(services) == []  # no ratings since the rollback yet
    for i in range(10):
        run_id = _run(services, "assistant", model="embedded:assistant:base")
        _rate(services, run_id, "good" if i < 9 else "bad", rater=f"v{i}")
    (settled,) = settle_decisions(services)
    assert settled["outcome"] == "improved" and settled["config"]["decision"] == "roll_back"
    assert settle_decisions(services) == []  # settled once


def _click(request_id: int, message_id: str, option: str) -> ButtonAction:
    if option == "deny":
        return ButtonAction("c-deny", ADMINS, "ADMIN", f"help:{request_id}:deny", "", message_id)
    index = str(REVIEW_OPTIONS.index(option))
    return ButtonAction(
        f"c-{index}", ADMINS, "ADMIN", f"help:{request_id}:choice", index, message_id
    )


@pytest.mark.parametrize("answer", [REVIEW_OPTIONS[0], REVIEW_OPTIONS[1], "deny"])
async def test_saturation_pauses_the_schedule_and_the_admins_answer_applies(
    services: Services, tmp_path: Path, answer: str
) -> None:
    instances = _versions(services, "assistant", 1, tmp_path)
    job = _job(services, "team", "assistant", instance="assistant")
    _reward_history(services, "assistant", [4.1, 4.1, 4.2], [17, 12, 6])
    now = datetime.now(UTC)
    assert [j.name for j, _ in due_jobs(services.db, now)] == ["team"]

    report = await tasks.evolve_agents({"services": services})  # the worker's periodic round
    (event,) = report["loop_health"]
    assert event["kind"] == "saturation" and event["action"] == "paused"
    assert JobService(services.db).get("team").status == "paused"
    assert due_jobs(services.db, now) == []  # the schedule is paused
    (request,) = _requests(services)
    assert request.kind == "choice" and request.options == list(REVIEW_OPTIONS)
    assert request.extra["admin_only"] and "Reward saturation" in request.message
    assert health_round(services) == [] and len(_requests(services)) == 1  # one card only
    (insight,) = _insights(services)
    assert insight.outcome == "regressed" and insight.config["kind"] == "saturation"

    surface = MemorySurface()
    assert await post_system_cards(services, {"memory": surface}) == 1
    (card,) = surface.cards()
    assert card.conversation.channel == "ADMINS"
    outcome = await HelpDesk(services).on_button(
        _click(request.id, card.message_id, answer), surface
    )
    assert outcome.resume == request.run_id
    assert await execute_resume(services, request.run_id, worker="test") == "done"
    with services.db.session() as s:
        reply = s.get(Run, request.run_id)
        assert reply is not None
        text = reply.output
    (stored,) = _events(services)
    assert stored.status == "resolved" and stored.resolved_by == "ADMIN"
    status = JobService(services.db).get(job.name).status
    if answer == REVIEW_OPTIONS[0]:
        assert status == "idle" and "runs again" in text
        assert [j.name for j, _ in due_jobs(services.db, now)] == ["team"]
        assert stored.evidence["decision"] == "resume"
    elif answer == REVIEW_OPTIONS[1]:
        assert status == "paused" and "assistant serves assistant:base again" in text
        assert instances.current("assistant") is None  # served by the real base model again
        assert stored.evidence["decision"] == "roll_back"
    else:
        assert status == "paused" and "stays paused" in text
        assert instances.current("assistant") is not None
        assert stored.evidence["decision"] == "keep_paused"


async def test_a_scheduled_cycle_checks_loop_health_even_when_it_fails(
    services: Services, tmp_path: Path
) -> None:
    _versions(services, "writer", 3, tmp_path)
    _served(services, "writer", "writer", [0.0, 0.3, 0.6, 0.9])
    _job(services, "team", "writer", instance="writer")
    run_id = _run(services, "writer")
    _rate(services, run_id, "bad")  # makes the job due
    said: list[str] = []
    (result,) = await run_due_cycles(services, datetime.now(UTC), say=said.append)
    assert result["job"] == "team"  # the cycle itself cannot train here, whatever it did
    assert "[health] collapse on team: paused" in said
    assert JobService(services.db).get("team").status == "paused"
    assert [e.kind for e in _events(services)] == ["collapse"]
    assert [f.kind for f in check_loop_health(services)] == ["collapse"]
    assert react(services, check_loop_health(services)) == []  # the open event stands


def test_the_jobs_page_shows_loop_health_events(services: Services, tmp_path: Path) -> None:
    _versions(services, "assistant", 1, tmp_path)
    _job(services, "team", "assistant", instance="assistant")
    _reward_history(services, "assistant", [4.1, 4.1, 4.2], [17, 12, 6])
    (event,) = health_round(services)
    with TestClient(create_app(services)) as client:
        token = issue_token(services.db, "tester")
        r = client.post("/dashboard/login", data={"token": token}, follow_redirects=False)
        assert r.status_code == 303
        page = client.get("/dashboard/jobs").text
    assert 'id="loop-health"' in page and f'id="health-{event.id}"' in page
    assert "Reward saturation on agent assistant" in page
    assert "human_reward -1.100" in page and "paused" in page and "open" in page
    assert f'href="/dashboard/runs/{event.run_id}"' in page
