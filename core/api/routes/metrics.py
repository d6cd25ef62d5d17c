"""Prometheus metrics: HTTP requests by route template and status, runs by status.

Each app gets its own ``CollectorRegistry`` (on ``app.state.metrics``) so that
several apps in one process, as in tests, never share or clash over series.
Routes are labelled by their template (``/api/runs/{run_id}``), never the raw
path, to keep the number of series bounded whatever clients request.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable

from fastapi import APIRouter, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.exposition import generate_latest
from prometheus_client.registry import Collector
from sqlalchemy import func, select
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from core.storage import Database, Run

__all__ = ["HttpMetrics", "MetricsMiddleware", "router"]

log = logging.getLogger(__name__)

router = APIRouter(tags=["metrics"])

_UNMATCHED = "unmatched"


class _RunsByStatus(Collector):
    """Counts runs per status at scrape time, so the gauge is never stale."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def collect(self) -> Iterable[GaugeMetricFamily]:
        gauge = GaugeMetricFamily("strop_runs", "Recorded runs by status", labels=["status"])
        try:
            with self._db.session() as s:
                rows = s.execute(select(Run.status, func.count()).group_by(Run.status)).all()
        except Exception as exc:  # a scrape must still return the HTTP series
            log.warning("metrics: could not count runs (%s)", type(exc).__name__)
            rows = []
        for status, count in rows:
            gauge.add_metric([status], float(count))
        yield gauge


class HttpMetrics:
    """The metrics of one app and the registry they live in."""

    def __init__(self, db: Database) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "strop_http_requests",
            "HTTP requests by method, route template and status",
            ["method", "route", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "strop_http_request_duration_seconds",
            "HTTP request latency by method and route template",
            ["method", "route"],
            registry=self.registry,
        )
        self.registry.register(_RunsByStatus(db))

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        self.requests.labels(method, route, str(status)).inc()
        self.latency.labels(method, route).observe(seconds)


def _route_template(scope: Scope) -> str:
    route = scope.get("route")
    template = getattr(route, "path_format", None) or getattr(route, "path", None)
    return template if isinstance(template, str) else _UNMATCHED


class MetricsMiddleware:
    """Times every HTTP request and counts it by route template and final status."""

    def __init__(self, app: ASGIApp, *, metrics: HttpMetrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500  # what the client gets if the app raises before responding

        async def send_and_record(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, send_and_record)
        finally:
            self.metrics.observe(
                scope["method"], _route_template(scope), status, time.perf_counter() - started
            )


@router.get("/metrics", response_class=Response, responses={200: {"content": {"text/plain": {}}}})
def metrics(request: Request) -> Response:
    """Prometheus text exposition of this process's metrics."""
    registry: CollectorRegistry = request.app.state.metrics.registry
    return Response(generate_latest(registry), media_type=CONTENT_TYPE_LATEST)
