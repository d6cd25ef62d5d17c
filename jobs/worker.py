"""The arq worker: settings, start-up (Services, heartbeat, sweep) and a reconnecting loop.

``strop worker`` calls :func:`serve`. ``WorkerSettings`` is the same
configuration as a class for arq's own tooling
(``arq jobs.worker.WorkerSettings --check``); it takes the Redis address from
``worker_options``, which every entry point here uses.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import uuid
from typing import Any

from arq.connections import RedisSettings
from arq.cron import cron
from arq.worker import Worker, func, get_kwargs
from redis.exceptions import RedisError

from core.errors import ConfigurationError
from core.services import Services
from core.settings import Settings
from jobs import tasks
from jobs.recovery import Liveness, record_owner, sweep

__all__ = ["WorkerSettings", "make_worker", "serve", "worker_id", "worker_options"]

logger = logging.getLogger(__name__)

# A turn on the small model takes seconds; a run that needs more is stuck.
TURN_TIMEOUT_S = 600
CYCLE_TIMEOUT_S = 3 * 3600
RETENTION_TIMEOUT_S = 600
# A round analyses new ratings (maybe with the model) and evolves a handful of agents.
EVOLUTION_TIMEOUT_S = 1800
RECONNECT_DELAY_S = 2.0
# How long a stopping worker waits for background critiques of the turns it answered.
CRITIQUE_DRAIN_S = 60.0
# How long a stopping worker lets running turns finish before cancelling them.
STOP_GRACE_S = 30.0


def worker_id() -> str:
    """Unique per worker process, readable in the runs table: ``host:pid:random``."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"


async def startup(ctx: dict[str, Any]) -> None:
    """arq ``on_startup``: services, a worker id, the heartbeat, then one sweep."""
    if "services" not in ctx:
        settings: Settings = ctx["settings"]
        ctx["services"] = Services(settings)
        ctx["owns_services"] = True
    ctx["worker_id"] = ctx.get("worker_id") or worker_id()
    liveness = Liveness(ctx["services"], ctx["redis"], ctx["worker_id"])
    await liveness.beat()
    ctx["liveness"] = liveness
    report = await sweep(ctx["services"], ctx["redis"])
    logger.info("worker %s started; sweep: %s", ctx["worker_id"], report)
    liveness.start()


async def shutdown(ctx: dict[str, Any]) -> None:
    """arq ``on_shutdown``: stop the heartbeat, finish critiques, close what start-up opened."""
    liveness: Liveness | None = ctx.pop("liveness", None)
    if liveness is not None:
        await liveness.stop()
    services: Services | None = ctx.get("services")
    if services is not None:
        # Critiques of the turns this worker answered run in the background: let them end.
        try:
            await asyncio.wait_for(services.critiques.drain(), timeout=CRITIQUE_DRAIN_S)
        except TimeoutError:
            logger.warning("shutting down with %d critiques unfinished", services.critiques.pending)
    if ctx.pop("owns_services", False):
        ctx.pop("services").close()


async def job_start(ctx: dict[str, Any]) -> None:
    """arq ``on_job_start``: record who runs the job, so the sweep can tell it was lost."""
    await record_owner(ctx["redis"], ctx["job_id"], ctx["worker_id"])


class WorkerSettings:
    """arq settings of a strop worker (Redis address and context: see ``worker_options``)."""

    functions = (
        func(tasks.run_turn, max_tries=tasks.ARQ_MAX_TRIES, timeout=TURN_TIMEOUT_S),
        func(tasks.resume_run, max_tries=tasks.ARQ_MAX_TRIES, timeout=TURN_TIMEOUT_S),
        func(tasks.workflow_step, max_tries=tasks.ARQ_MAX_TRIES, timeout=TURN_TIMEOUT_S),
        # A cycle trains a model: never run twice because of a retry.
        func(tasks.improve, max_tries=1, timeout=CYCLE_TIMEOUT_S),
    )
    # Every 10 minutes; run_due_cycles itself decides which jobs are due. Retention hourly;
    # the evolution round twice an hour.
    cron_jobs = (
        cron(tasks.scheduled_cycles, minute=set(range(0, 60, 10)), timeout=CYCLE_TIMEOUT_S),
        cron(tasks.retention, minute={5}, timeout=RETENTION_TIMEOUT_S),
        cron(tasks.evolve_agents, minute={20, 50}, timeout=EVOLUTION_TIMEOUT_S),
    )
    on_startup = startup
    on_shutdown = shutdown
    on_job_start = job_start
    job_timeout = TURN_TIMEOUT_S
    max_jobs = 4
    # arq sleeps this long between polls; 0.5 s (its default) would cap a worker at a
    # few fast turns per second.
    poll_delay = 0.05
    keep_result = 3600
    allow_abort_jobs = True


def worker_options(settings: Settings, **overrides: Any) -> dict[str, Any]:
    """Keyword arguments for ``arq.worker.Worker`` from strop's settings.

    ``overrides`` replace any option, e.g. ``burst=True`` or ``ctx={"services": ...}``
    to run with services built elsewhere (tests, benchmarks).
    """
    if not settings.redis_url:
        raise ConfigurationError(
            "the worker needs Redis: set STROP_REDIS_URL (e.g. redis://localhost:6379/0); "
            "without it, strop runs jobs inline in the serving process"
        )
    options: dict[str, Any] = {
        **get_kwargs(dict(vars(WorkerSettings))),
        "redis_settings": RedisSettings.from_dsn(settings.redis_url),
        "ctx": {"settings": settings},
    }
    options.update(overrides)
    options["ctx"] = {"settings": settings, **options["ctx"]}
    return options


def make_worker(settings: Settings, **overrides: Any) -> Worker:
    """An arq ``Worker``; construct it inside the event loop that will run it."""
    return Worker(**worker_options(settings, **overrides))


async def _close(worker: Worker) -> None:
    """``Worker.close`` without arq's deprecated ``Redis.close`` call; tolerant of a dead Redis."""
    await asyncio.gather(*worker.tasks.values(), return_exceptions=True)
    if worker.on_shutdown:
        await worker.on_shutdown(worker.ctx)
    pool = worker._pool
    if pool is not None:
        with contextlib.suppress(RedisError, OSError):
            await pool.delete(worker.health_check_key)
        await pool.aclose(close_connection_pool=True)
        worker._pool = None


async def _wind_down(worker: Worker, main: asyncio.Task[None]) -> None:
    """A requested stop: take no new job, let running ones finish, then end.

    arq's burst mode with a budget of zero more jobs ends its loop by itself once
    the running jobs are done, without cancelling anything mid-way. Jobs still
    running after ``STOP_GRACE_S`` are cancelled; arq runs them again elsewhere.
    """
    worker.allow_pick_jobs = False
    worker.burst = True
    worker.max_burst_jobs = 0
    done, _ = await asyncio.wait({main}, timeout=STOP_GRACE_S)
    if not done:
        main.cancel()
        for task in worker.tasks.values():
            task.cancel()


async def serve(settings: Settings, *, stop: asyncio.Event | None = None, **overrides: Any) -> None:
    """Run a worker until SIGINT/SIGTERM (or ``stop`` is set); reconnect when Redis goes away.

    arq's main loop ends on the first Redis error. Jobs already running finish
    (their results are in the database); a fresh worker is started as soon as
    Redis answers again, and its start-up sweep picks up whatever was lost.
    """
    loop = asyncio.get_running_loop()
    if stop is None:
        stop = asyncio.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
    wid = worker_id()
    while not stop.is_set():
        ctx = {**overrides.get("ctx", {}), "worker_id": wid}
        worker = make_worker(settings, handle_signals=False, **{**overrides, "ctx": ctx})
        main = loop.create_task(worker.async_run())
        stopper = loop.create_task(stop.wait())
        await asyncio.wait({main, stopper}, return_when=asyncio.FIRST_COMPLETED)
        stopper.cancel()
        if not main.done():
            await _wind_down(worker, main)
        error = None
        try:
            await main
        except asyncio.CancelledError:
            pass
        except (RedisError, OSError) as exc:
            error = exc
        await _close(worker)
        if overrides.get("burst") and error is None:
            return
        if error is not None and not stop.is_set():
            logger.warning("Redis unavailable (%s); reconnecting", error)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), RECONNECT_DELAY_S)
