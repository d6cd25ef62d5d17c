"""Liveness and readiness probes for orchestrators (no token: they carry no data)."""

from __future__ import annotations

import logging
from typing import Literal

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy import text

from core.api.deps import ServicesDep
from core.services import Services

__all__ = ["Alive", "Readiness", "router"]

log = logging.getLogger(__name__)

router = APIRouter(tags=["health"])

_PROBE_TIMEOUT_S = 2.0

Check = Literal["ok", "unreachable", "not configured"]


class Alive(BaseModel):
    status: Literal["ok"] = "ok"


class Readiness(BaseModel):
    status: Literal["ready", "not ready"]
    database: Check
    redis: Check


def _database(services: Services) -> Check:
    try:
        with services.db.engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as exc:  # any failure means "not ready"; the probe must answer
        # Only the type: a driver's message can include the URL and its password.
        log.warning("readiness: database unreachable (%s)", type(exc).__name__)
        return "unreachable"
    return "ok"


def _redis(services: Services) -> Check:
    url = services.settings.redis_url
    if not url:
        return "not configured"
    import redis

    client = redis.Redis.from_url(
        url, socket_connect_timeout=_PROBE_TIMEOUT_S, socket_timeout=_PROBE_TIMEOUT_S
    )
    try:
        client.ping()
    except Exception as exc:  # as above
        log.warning("readiness: redis unreachable (%s)", type(exc).__name__)
        return "unreachable"
    finally:
        client.close()
    return "ok"


@router.get("/healthz", response_model=Alive)
def healthz() -> Alive:
    """The process is up and serving requests."""
    return Alive()


@router.get(
    "/readyz",
    response_model=Readiness,
    responses={503: {"model": Readiness, "description": "A dependency is unreachable"}},
)
def readyz(services: ServicesDep) -> JSONResponse:
    """The database answers, and Redis too when ``STROP_REDIS_URL`` is set; 503 otherwise."""
    database, redis_state = _database(services), _redis(services)
    ready = database == "ok" and redis_state != "unreachable"
    body = Readiness(status="ready" if ready else "not ready", database=database, redis=redis_state)
    return JSONResponse(body.model_dump(), status_code=200 if ready else 503)
