"""Runs: the filtered list, one run's full trajectory, and rating a run or a step."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import APIRouter, Form, Request, Response
from fastapi.responses import HTMLResponse, RedirectResponse
from sqlalchemy import select

from core.api.deps import ServicesDep
from core.critique.critic import get_critique
from core.dashboard.run_query import RunQuery, filter_options, page_of_runs, run_in_scope
from core.dashboard.session import BadInput, DashboardRoute, ViewerDep
from core.dashboard.signing import Viewer
from core.dashboard.templates import render
from core.errors import NotFound
from core.feedback import LABELS, rate_run, rate_span
from core.storage import HelpRequest, Span
from core.trajectories import get_run

__all__ = ["checked_rating", "router"]

router = APIRouter(prefix="/dashboard", route_class=DashboardRoute)

_MAX_NOTE = 2000


def _date(value: str, name: str) -> date | None:
    if not value:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise BadInput(f"{name} must be a date like 2025-01-31, not {value!r}") from None


def _tri(value: str, name: str) -> bool | None:
    choices = {"": None, "yes": True, "no": False}
    if value not in choices:
        raise BadInput(f"{name} must be yes, no or empty")
    return choices[value]


def _page(value: str) -> int:
    if not value.isdigit() or int(value) < 1:
        raise BadInput("page must be a positive number")
    return int(value)


@router.get("/runs", response_class=HTMLResponse)
def runs_page(
    request: Request,
    services: ServicesDep,
    viewer: ViewerDep,
    agent: str = "",
    channel: str = "",
    platform: str = "",
    status: str = "",
    since: str = "",
    until: str = "",
    rated: str = "",
    used_in_training: str = "",
    page: str = "1",
) -> Response:
    """Runs the viewer's team can see, newest first, filtered and paginated."""
    query = RunQuery(
        agent=agent,
        channel=channel,
        platform=platform,
        status=status,
        since=_date(since, "since"),
        until=_date(until, "until"),
        rated=_tri(rated, "rated"),
        used_in_training=_tri(used_in_training, "used in training"),
        page=_page(page),
    )
    result = page_of_runs(services.db, query, scope=viewer.scope)
    link = {
        "prev": urlencode(query.params(page=result.page - 1)) if result.page > 1 else "",
        "next": (
            urlencode(query.params(page=result.page + 1)) if result.page < result.pages else ""
        ),
    }
    return render(
        request,
        "runs.html",
        viewer=viewer,
        query=query,
        result=result,
        options=filter_options(services.db, scope=viewer.scope),
        link=link,
    )


def _span_ratings(run: dict[str, Any]) -> dict[int, list[dict[str, Any]]]:
    by_span: dict[int, list[dict[str, Any]]] = {}
    for fb in run["feedback"]:
        if fb["span_id"] is not None:
            by_span.setdefault(fb["span_id"], []).append(fb)
    return by_span


@router.get("/runs/{run_id}", response_class=HTMLResponse)
def run_page(request: Request, services: ServicesDep, viewer: ViewerDep, run_id: int) -> Response:
    """One run: every attempt and span, its ratings and forms to add more."""
    run_in_scope(services.db, run_id, scope=viewer.scope)
    run = get_run(services.db, run_id)
    with services.db.session() as s:
        help_rows = list(s.scalars(select(HelpRequest).where(HelpRequest.run_id == run_id)))
        help_requests = [
            {"id": h.id, "kind": h.kind, "message": h.message, "status": h.status}
            for h in help_rows
        ]
    return render(
        request,
        "run.html",
        viewer=viewer,
        run=run,
        run_ratings=[fb for fb in run["feedback"] if fb["target"] == "run"],
        span_ratings=_span_ratings(run),
        help_requests=help_requests,
        critique=get_critique(services.db, run_id),
        # Switches down the model's fallback chain (core.serving.fallback), in order.
        fallbacks=[sp for a in run["attempts"] for sp in a["spans"] if sp["kind"] == "fallback"],
        duration_ms=sum(sp["duration_ms"] for a in run["attempts"] for sp in a["spans"]),
    )


def checked_rating(label: str, notes: str) -> tuple[str, str]:
    """A rating form's label and note, or ``BadInput`` naming what is wrong."""
    if label not in LABELS:
        raise BadInput(f"a rating is one of {', '.join(sorted(LABELS))}")
    if len(notes) > _MAX_NOTE:
        raise BadInput(f"a note is at most {_MAX_NOTE} characters")
    return label, notes.strip()


def _rater(viewer: Viewer) -> str:
    # The chat user's own id when they came by link, so a dashboard rating replaces
    # their emoji rating of the same run instead of counting twice.
    return viewer.user


@router.post("/runs/{run_id}/rate")
def rate_run_form(
    services: ServicesDep,
    viewer: ViewerDep,
    run_id: int,
    label: Annotated[str, Form()],
    notes: Annotated[str, Form()] = "",
) -> Response:
    """Rate the whole run good or bad, with an optional note."""
    label, notes = checked_rating(label, notes)
    run_in_scope(services.db, run_id, scope=viewer.scope)
    rate_run(services.db, run_id, label, notes=notes, rater=_rater(viewer), source="dashboard")
    return RedirectResponse(f"/dashboard/runs/{run_id}#rating", status_code=303)


@router.post("/runs/{run_id}/spans/{span_id}/rate")
def rate_span_form(
    services: ServicesDep,
    viewer: ViewerDep,
    run_id: int,
    span_id: int,
    label: Annotated[str, Form()],
    notes: Annotated[str, Form()] = "",
) -> Response:
    """Rate one step of the run's trajectory, with an optional note."""
    label, notes = checked_rating(label, notes)
    run_in_scope(services.db, run_id, scope=viewer.scope)
    with services.db.session() as s:
        owner = s.scalar(select(Span.run_id).where(Span.id == span_id))
    if owner != run_id:
        raise NotFound(f"run {run_id} has no step {span_id}")
    rate_span(services.db, span_id, label, notes=notes, rater=_rater(viewer), source="dashboard")
    return RedirectResponse(f"/dashboard/runs/{run_id}#span-{span_id}", status_code=303)
