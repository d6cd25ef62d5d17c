"""Login enforcement and error pages for every dashboard route.

``DashboardRoute`` is the router's route class: it turns the errors a page
can hit (not logged in, ``STROP_SECRET_KEY`` missing, an unknown or foreign
run) into HTML responses, so handlers just raise. FastAPI's exception
handlers belong to the app, which the dashboard does not own.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Annotated, Any
from urllib.parse import quote, urlsplit

from fastapi import Depends, Request, Response
from fastapi.responses import RedirectResponse
from fastapi.routing import APIRoute
from sqlalchemy import select

from core.api.deps import ServicesDep
from core.dashboard.signing import SESSION_COOKIE, LinkInvalid, Viewer, decode_session
from core.dashboard.templates import render
from core.errors import ConfigurationError, NotFound
from core.storage import ApiToken

__all__ = [
    "BadInput",
    "DashboardRoute",
    "LoginRequired",
    "ViewerDep",
    "current_viewer",
    "safe_next",
]


class LoginRequired(Exception):
    """No valid session: the route answers with a redirect to the login page."""


class BadInput(Exception):
    """A form value the page cannot accept; shown as a 400 page with this message."""


def safe_next(value: str | None) -> str:
    """A post-login destination inside the dashboard; anything else is an open redirect."""
    if value and value.startswith("/dashboard") and "\\" not in value and "//" not in value:
        return value
    return "/dashboard"


def current_viewer(request: Request, services: ServicesDep) -> Viewer:
    """The logged-in viewer; ``LoginRequired`` when the cookie is absent, stale or revoked."""
    raw = request.cookies.get(SESSION_COOKIE)
    viewer = decode_session(services.settings, raw) if raw else None
    if viewer is None:
        raise LoginRequired
    if viewer.token_id is not None:
        with services.db.session() as s:
            row = s.execute(
                select(ApiToken.revoked_at).where(ApiToken.id == viewer.token_id)
            ).first()
        if row is None or row.revoked_at is not None:
            raise LoginRequired
    return viewer


ViewerDep = Annotated[Viewer, Depends(current_viewer)]


def _login_redirect(request: Request) -> Response:
    target = request.url.path
    if request.url.query:
        target += "?" + request.url.query
    if request.method != "GET":  # a stale session posting a form: come back to its page
        referer = urlsplit(request.headers.get("referer", ""))
        target = referer.path + ("?" + referer.query if referer.query else "")
    return RedirectResponse(f"/dashboard/login?next={quote(safe_next(target))}", status_code=303)


# The errors a page shows as a message: (error, status code, title), first match wins.
_ERROR_PAGES: tuple[tuple[type[Exception], int, str], ...] = (
    (ConfigurationError, 500, "The dashboard is not configured"),
    (LinkInvalid, 401, "Link not valid"),
    (NotFound, 404, "Not found"),
    (BadInput, 400, "Not accepted"),
)
_ERROR_PAGE_TYPES = tuple(kind for kind, _, _ in _ERROR_PAGES)


class DashboardRoute(APIRoute):
    """An ``APIRoute`` whose handler renders dashboard errors as pages."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def route(request: Request) -> Response:
            try:
                return await handler(request)
            except LoginRequired:
                return _login_redirect(request)
            except _ERROR_PAGE_TYPES as exc:
                status_code, title = next(
                    (code, title) for kind, code, title in _ERROR_PAGES if isinstance(exc, kind)
                )
                return render(
                    request,
                    "message.html",
                    viewer=None,
                    status_code=status_code,
                    title=title,
                    message=str(exc),
                )

        return route
