"""HTML pages as the browser tools show them: served on 127.0.0.1, opened in Chromium.

The text is the snapshot ``browser_navigate`` gives the model (``core.browser``),
uncapped, so that a page is measured whole rather than its first screen.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import quote, unquote

from core.browser import BrowserLimits, BrowserSessions

__all__ = ["serve_html", "snapshot_texts"]

# A whole README, however long, in one snapshot.
_WHOLE_PAGE_CHARS = 10_000_000


@contextmanager
def serve_html(pages: Mapping[str, str]) -> Iterator[str]:
    """Serve each page at ``/<name>``; yields the server's base URL."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = pages.get(unquote(self.path.lstrip("/")))
            data = (body if body is not None else "not found").encode("utf-8")
            self.send_response(200 if body is not None else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def _allow(url: str, counted: bool) -> None:
    return None  # the pages are local and nothing is counted


def snapshot_texts(pages: Mapping[str, str]) -> dict[str, str]:
    """Each HTML page's snapshot text, by name, read with one browser context."""
    sessions = BrowserSessions()
    limits = BrowserLimits(snapshot_chars=_WHOLE_PAGE_CHARS)

    async def read_all(base: str) -> dict[str, str]:
        out: dict[str, str] = {}
        for name in pages:
            url = f"{base}/{quote(name)}"
            view = await sessions.act(
                None, check=_allow, limits=limits, action=lambda run, url=url: run.navigate(url)
            )
            out[name] = view.text
        await sessions.close_run(None)
        return out

    with serve_html(pages) as base:
        try:
            return asyncio.run(read_all(base))
        finally:
            sessions.close()
