"""Logging in (API token form or signed link) and out."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Request, Response
from fastapi.responses import HTMLResponse, RedirectResponse

from core.access import verify_token
from core.api.deps import ServicesDep
from core.dashboard.session import DashboardRoute, safe_next
from core.dashboard.signing import (
    SESSION_COOKIE,
    SESSION_MAX_AGE_S,
    Viewer,
    encode_session,
    read_link,
)
from core.dashboard.templates import render
from core.settings import Settings

__all__ = ["router"]

router = APIRouter(prefix="/dashboard", route_class=DashboardRoute)


def _start_session(request: Request, settings: Settings, viewer: Viewer, target: str) -> Response:
    response = RedirectResponse(safe_next(target), status_code=303)
    response.set_cookie(
        SESSION_COOKIE,
        encode_session(settings, viewer),
        max_age=SESSION_MAX_AGE_S,
        path="/dashboard",
        httponly=True,
        # Lax: the cookie is not sent on cross-site POSTs, which is what keeps the
        # rating forms safe from cross-site request forgery.
        samesite="lax",
        secure=request.url.scheme == "https",
    )
    return response


def _require_secret(settings: Settings) -> None:
    # Signing raises the ConfigurationError page; fail on the form already, not after typing.
    encode_session(settings, Viewer(team="", user=""))


@router.get("/login", response_class=HTMLResponse)
def login_form(request: Request, services: ServicesDep, next: str = "/dashboard") -> Response:
    """The token form."""
    _require_secret(services.settings)
    return render(request, "login.html", viewer=None, next=safe_next(next), error="")


@router.post("/login")
def login(
    request: Request,
    services: ServicesDep,
    token: Annotated[str, Form()],
    next: Annotated[str, Form()] = "/dashboard",
) -> Response:
    """Exchange an API token for a session; a team token sees only its team."""
    settings = services.settings
    _require_secret(settings)
    info = verify_token(services.db, token.strip())
    if info is None:
        return render(
            request,
            "login.html",
            viewer=None,
            status_code=401,
            next=safe_next(next),
            error="That token is unknown or revoked.",
        )
    viewer = Viewer(team=info.team, user=f"token:{info.name}", token_id=info.id)
    return _start_session(request, settings, viewer, next)


@router.get("/login/link")
def login_link(request: Request, services: ServicesDep, token: str = "") -> Response:
    """Open a signed link from a bot; expired or tampered links get a 401 page."""
    viewer = read_link(services.settings, token)
    return _start_session(request, services.settings, viewer, "/dashboard")


@router.post("/logout")
def logout() -> Response:
    """End the session."""
    response = RedirectResponse("/dashboard/login", status_code=303)
    response.delete_cookie(SESSION_COOKIE, path="/dashboard")
    return response
