"""``strop serve``: the REST API, platform endpoints and dashboard (SPEC 7.1)."""

from __future__ import annotations

import argparse
from typing import Any

from core.errors import ConfigurationError
from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("serve", help="run the HTTP service: REST API, events, dashboard")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port to listen on (8000)")
    p.set_defaults(handler=run_serve)


def run_serve(args: argparse.Namespace, settings: Settings) -> int:
    """Serve ``create_app`` with uvicorn until interrupted."""
    if settings.secret_key is None:
        raise ConfigurationError(
            "STROP_SECRET_KEY is not set; strop serve signs dashboard sessions and links "
            "with it. Set it to a long random value, e.g. the output of "
            "python -c 'import secrets; print(secrets.token_urlsafe(32))'"
        )
    if not 0 < args.port < 65536:
        raise ConfigurationError(f"--port must be 1-65535, not {args.port}")
    # Imported here: other commands never need the web stack.
    import uvicorn

    from bots.runner import BotSet
    from core.api import create_app
    from core.services import Services
    from jobs.queue import JobQueue

    services = Services(settings)
    try:
        queue = JobQueue.from_services(services)
        bots = BotSet(services, queue=queue)
        app = create_app(services, bots=bots if bots.adapters else None)
        if bots.adapters:
            print(f"strop serve: chat platforms {', '.join(bots.platforms)}")
        print(f"strop serve: listening on http://{args.host}:{args.port} (API docs at /docs)")
        uvicorn.run(app, host=args.host, port=args.port, log_level=settings.log_level.lower())
    finally:
        services.close()
    return 0
