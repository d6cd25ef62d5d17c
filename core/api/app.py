"""The FastAPI application: REST API, platform events and the dashboard."""

from __future__ import annotations

from fastapi import FastAPI

from core.api.routes import events
from core.dashboard import routes as dashboard
from core.services import Services

__all__ = ["create_app"]


def create_app(services: Services) -> FastAPI:
    """The app for one process; routes reach ``services`` through ``app.state``."""
    app = FastAPI(title="strop", version="0.1.0")
    app.state.services = services
    app.include_router(events.router)
    app.include_router(dashboard.router)
    return app
