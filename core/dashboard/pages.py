"""The overview, feedback, help request, improvement job and model pages."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import HTMLResponse
from sqlalchemy import select

from core.api.deps import ServicesDep
from core.dashboard.charts import Series, bar_chart, line_chart
from core.dashboard.session import DashboardRoute, ViewerDep
from core.dashboard.stats import (
    CyclePoint,
    agent_feedback,
    agent_ratings,
    cycle_points,
    pending_help,
    ratings_per_day,
    totals,
)
from core.dashboard.templates import render
from core.health.events import recent_events
from core.improve.jobs import JobService
from core.serving.instances import InstanceService
from core.storage import ImprovementCycle

__all__ = ["router"]

router = APIRouter(prefix="/dashboard", route_class=DashboardRoute)

_CSS = Path(__file__).parent / "static" / "dashboard.css"
# The two rates a promotion decision hinges on; other metrics stay in the tables.
_CURVE_METRICS = ("success", "general_success")


def _ratings_chart(labels: list[str], stacks: list[dict[str, float]], title: str) -> Any:
    return bar_chart(stacks, labels, names=["good", "bad"], title=title)


def _learning_chart(points: Sequence[CyclePoint]) -> Any:
    """Evaluation results per finished cycle: each core metric before and after training."""
    if not points:
        return None
    metrics = [m for m in _CURVE_METRICS if any(m in p.after for p in points)]
    if not metrics:  # a custom evaluation: plot two of its rates, so the legend still fits
        metrics = sorted({m for p in points for m in p.after})[:2]
    series = []
    for metric in metrics:
        series.append(Series(f"{metric} before", [p.before.get(metric) for p in points]))
        series.append(Series(f"{metric} after", [p.after.get(metric) for p in points]))
    labels = [f"#{p.cycle_id} {p.at:%m-%d}" for p in points]
    return line_chart(series, labels, title="evaluation before and after each cycle", y_max=1.0)


@router.get("/static/dashboard.css")
def stylesheet() -> Response:
    """The one stylesheet (public: it holds no data)."""
    return Response(
        _CSS.read_text(encoding="utf-8"),
        media_type="text/css",
        headers={"Cache-Control": "public, max-age=3600"},
    )


@router.get("", response_class=HTMLResponse)
def overview(request: Request, services: ServicesDep, viewer: ViewerDep) -> Response:
    """Counts, ratings over time and the learning curve."""
    db = services.db
    labels, stacks = ratings_per_day(db, scope=viewer.scope)
    return render(
        request,
        "overview.html",
        viewer=viewer,
        totals=totals(db, scope=viewer.scope),
        ratings_chart=_ratings_chart(labels, stacks, "ratings per day, last 30 days"),
        learning_chart=_learning_chart(cycle_points(db)),
        agents=agent_ratings(db, scope=viewer.scope),
    )


@router.get("/feedback", response_class=HTMLResponse)
def feedback_page(
    request: Request, services: ServicesDep, viewer: ViewerDep, agent: str = ""
) -> Response:
    """Ratings per agent; with ``agent``, that agent's full feedback history."""
    db = services.db
    agents = agent_ratings(db, scope=viewer.scope)
    if not agent and agents:
        agent = agents[0].agent
    history = agent_feedback(db, agent, scope=viewer.scope) if agent else []
    chart = None
    if agent:
        labels, stacks = ratings_per_day(db, scope=viewer.scope, agent=agent)
        chart = _ratings_chart(labels, stacks, f"ratings of {agent} per day")
    return render(
        request,
        "feedback.html",
        viewer=viewer,
        agents=agents,
        agent=agent,
        history=history,
        chart=chart,
    )


@router.get("/help", response_class=HTMLResponse)
def help_page(request: Request, services: ServicesDep, viewer: ViewerDep) -> Response:
    """Help requests that are waiting for a person."""
    rows = pending_help(services.db, scope=viewer.scope)
    return render(request, "help.html", viewer=viewer, requests=rows)


@router.get("/jobs", response_class=HTMLResponse)
def jobs_page(request: Request, services: ServicesDep, viewer: ViewerDep) -> Response:
    """Improvement jobs, each with its cycles and their before/after evaluation."""
    db = services.db
    jobs = JobService(db).list()
    with db.session() as s:
        rows = list(s.scalars(select(ImprovementCycle).order_by(ImprovementCycle.id.desc())))
        cycles: dict[int | None, list[dict[str, Any]]] = {}
        for c in rows:
            cycles.setdefault(c.job_id, []).append(
                {
                    "id": c.id,
                    "status": c.status,
                    "trigger": c.trigger,
                    "created_at": c.created_at,
                    "finished_at": c.finished_at,
                    "summary": dict(c.summary),
                    "error": c.error,
                }
            )
    charts = {job.id: _learning_chart(cycle_points(db, job_id=job.id)) for job in jobs}
    health = recent_events(db)  # loop health (SPEC 6.11): open events first
    return render(
        request, "jobs.html", viewer=viewer, jobs=jobs, cycles=cycles, charts=charts, health=health
    )


@router.get("/models", response_class=HTMLResponse)
def models_page(request: Request, services: ServicesDep, viewer: ViewerDep) -> Response:
    """Model instances and every deployed version of each."""
    instances = InstanceService(services.db, services.settings.data_dir)
    rows = [(i, instances.versions(i.name)) for i in instances.list(include_retired=True)]
    return render(request, "models.html", viewer=viewer, instances=rows)
