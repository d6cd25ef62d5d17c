"""HTML pages as the browser tools show them: served on 127.0.0.1, opened in Chromium.

The text is the snapshot ``browser_navigate`` gives the model (``core.browser``),
uncapped, so that a page is measured whole rather than its first screen.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import partial
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import quote, unquote

from core.browser import BrowserLimits, BrowserSessions, PageView, RunBrowser
from core.errors import ToolError

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


async def _open(url: str, run: RunBrowser) -> PageView:
    return await run.navigate(url)


def snapshot_texts(pages: Mapping[str, str], refused: list[str] | None = None) -> dict[str, str]:
    """Each HTML page's snapshot text, by name, read with one browser context; what the
    pages ask for elsewhere is refused (and listed in ``refused``)."""
    sessions = BrowserSessions()
    limits = BrowserLimits(snapshot_chars=_WHOLE_PAGE_CHARS)

    async def read_all(base: str) -> dict[str, str]:
        def local_only(url: str, counted: bool) -> None:
            # A README's badges and images are elsewhere: the bench never asks the network.
            if not url.startswith(f"{base}/"):
                if refused is not None:
                    refused.append(url)
                raise ToolError(f"{url} is not on the bench's own server")

        out: dict[str, str] = {}
        for name in pages:
            url = f"{base}/{quote(name)}"
            view = await sessions.act(
                None, check=local_only, limits=limits, action=partial(_open, url)
            )
            out[name] = view.text
        await sessions.close_run(None)
        return out

    with serve_html(pages) as base:
        try:
            return asyncio.run(read_all(base))
        finally:
            sessions.close()
