"""Serve an ASGI app on 127.0.0.1 in a thread, for tests that talk to it over HTTP."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn

__all__ = ["serve_app"]


@contextmanager
def serve_app(app: Any, *, graceful_s: int = 5, force_exit: bool = False) -> Iterator[str]:
    """Run ``app`` until the block ends; yields ``http://127.0.0.1:PORT``.

    ``force_exit`` stops the server without waiting for open streams (a test whose
    server stalls a response on purpose).
    """
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(
        app, log_level="warning", lifespan="off", ws="none", timeout_graceful_shutdown=graceful_s
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.started, "test server did not start"
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        server.force_exit = force_exit
        thread.join(10)
        sock.close()
