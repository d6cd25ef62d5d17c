"""Dashboard pages of workflows: the graph as SVG, runs with their path and trail, ratings."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Request, Response
from fastapi.responses import HTMLResponse, RedirectResponse

from core.api.deps import ServicesDep
from core.dashboard.runs import checked_rating
from core.dashboard.session import DashboardRoute, ViewerDep
from core.dashboard.templates import render
from core.errors import NotFound
from core.storage import WorkflowRun
from core.workflows.feedback import rate_workflow_run, rate_workflow_step
from core.workflows.outline import outline
from core.workflows.runs import get_workflow_run, list_workflow_runs
from core.workflows.spec import parse_graph
from core.workflows.store import WorkflowService
from core.workflows.svg import graph_svg

__all__ = ["router"]

router = APIRouter(prefix="/dashboard", route_class=DashboardRoute)


@router.get("/workflows", response_class=HTMLResponse)
def workflows_page(request: Request, services: ServicesDep, viewer: ViewerDep) -> Response:
    """Every workflow and the latest runs the viewer may see."""
    workflows = WorkflowService.of(services).all()
    runs = list_workflow_runs(services.db, scope=viewer.scope, limit=30)
    return render(request, "workflows.html", viewer=viewer, workflows=workflows, runs=runs)


@router.get("/workflows/{name}", response_class=HTMLResponse)
def workflow_page(
    request: Request, services: ServicesDep, viewer: ViewerDep, name: str, version: int = 0
) -> Response:
    """One workflow: its graph drawn, its outline, versions and runs."""
    service = WorkflowService.of(services)
    info = service.get(name, version or None)
    return render(
        request,
        "workflow.html",
        viewer=viewer,
        info=info,
        svg=graph_svg(info.graph, title=f"{name} v{info.version}"),
        outline=outline(name, info.graph, description=info.description, version=info.version),
        versions=service.versions(name),
        runs=list_workflow_runs(services.db, workflow=name, scope=viewer.scope, limit=30),
    )


@router.get("/workflow-runs/{run_id}", response_class=HTMLResponse)
def workflow_run_page(
    request: Request, services: ServicesDep, viewer: ViewerDep, run_id: int
) -> Response:
    """One run: the graph with the path taken, the trail of steps, rating forms."""
    run = get_workflow_run(services.db, run_id, scope=viewer.scope)
    with services.db.session() as s:
        row = s.get(WorkflowRun, run_id)
        if row is None:
            raise NotFound(f"no workflow run {run_id}")
        graph = parse_graph(row.state["graph"])
    svg = graph_svg(graph, path=run["path"], title=f"run {run_id}: path taken")
    return render(request, "workflow_run.html", viewer=viewer, run=run, svg=svg)


@router.post("/workflow-runs/{run_id}/rate")
def rate_run_form(
    services: ServicesDep,
    viewer: ViewerDep,
    run_id: int,
    label: Annotated[str, Form()],
    notes: Annotated[str, Form()] = "",
) -> Response:
    """Rate the whole workflow run."""
    label, notes = checked_rating(label, notes)
    get_workflow_run(services.db, run_id, scope=viewer.scope)
    rate_workflow_run(
        services.db, run_id, label, notes=notes, rater=viewer.user, source="dashboard"
    )
    return RedirectResponse(f"/dashboard/workflow-runs/{run_id}#rating", status_code=303)


@router.post("/workflow-runs/{run_id}/steps/{step_id}/rate")
def rate_step_form(
    services: ServicesDep,
    viewer: ViewerDep,
    run_id: int,
    step_id: int,
    label: Annotated[str, Form()],
    notes: Annotated[str, Form()] = "",
) -> Response:
    """Rate one step of the run's trail."""
    label, notes = checked_rating(label, notes)
    run = get_workflow_run(services.db, run_id, scope=viewer.scope)
    if step_id not in {s["id"] for s in run["steps"]}:
        raise NotFound(f"workflow run {run_id} has no step {step_id}")
    rate_workflow_step(
        services.db, step_id, label, notes=notes, rater=viewer.user, source="dashboard"
    )
    return RedirectResponse(f"/dashboard/workflow-runs/{run_id}#step-{step_id}", status_code=303)
