"""HTML pages as the browser tools show them: served on 127.0.0.1, opened in Chromium.

The text is the snapshot ``browser_navigate`` gives the model (``core.browser``),
uncapped, so that a page is measured whole rather than its first screen.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import partial
from urllib.parse import quote, unquote

from bench._serve import QuietHandler, serving
from core.browser import BrowserLimits, BrowserSessions, PageView, RunBrowser
from core.errors import ToolError

__all__ = ["serve_html", "snapshot_texts"]

# A whole README, however long, in one snapshot.
_WHOLE_PAGE_CHARS = 10_000_000


@contextmanager
def serve_html(pages: Mapping[str, str]) -> Iterator[str]:
    """Serve each page at ``/<name>``; yields the server's base URL."""

    class Handler(QuietHandler):
        def do_GET(self) -> None:
            body = pages.get(unquote(self.path.lstrip("/")))
            if body is None:
                self.send_text(404, "text/plain", "not found")
            else:
                self.send_text(200, "text/html; charset=utf-8", body)

    with serving(Handler) as port:
        yield f"http://127.0.0.1:{port}"


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
