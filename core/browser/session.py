"""One headless Chromium per process, one browser context per run.

Playwright runs on a thread of its own with its own event loop: the browser
then outlives its callers' loops (``asyncio.run`` per CLI command, a loop per
test), and the synchronous ``Services.close()`` can still close it.

Every request a page makes goes through the run's URL check (the guardrails)
before it is sent. Documents are fetched here rather than by Chromium, one
redirect hop at a time, so a redirect to a refused host is never followed, a
body past the size cap is cut, and what is not a web page is refused with a
message. Chromium does not let the hops of a redirected subresource be
intercepted; those are checked (and recorded) as they are sent.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import html
import json
import re
import threading
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar
from urllib.parse import quote, quote_plus, urljoin, urlsplit, urlunsplit

from playwright.async_api import (
    Browser,
    BrowserContext,
    Locator,
    Page,
    Playwright,
    Request,
    Route,
    WebSocketRoute,
    async_playwright,
)
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeout

from core.browser.snapshot import compact, frame_prefix, parse_ref
from core.errors import ToolError

__all__ = [
    "CHROMIUM",
    "BrowserLimits",
    "BrowserSessions",
    "PageView",
    "RunBrowser",
    "UrlCheck",
    "web_address",
]

CHROMIUM = "/usr/bin/chromium"
# Chromium talks to Google on its own (updates, sync, safe-browsing lists, field
# trials); none of that belongs in an agent's browser.
_LAUNCH_ARGS = (
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-domain-reliability",
    "--disable-breakpad",
    "--disable-client-side-phishing-detection",
    "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
    "--no-first-run",
    "--no-default-browser-check",
    "--metrics-recording-only",
    "--no-pings",
)
_ACTION_TIMEOUT_S = 5.0
_LOAD_GRACE_S = 2.0  # after the DOM is ready, how long to wait for images and the like
# The accessibility snapshot takes about 0.2 ms per element; past this many the rest of
# the document is cut off (as the byte cap cuts the HTML) so a snapshot stays near 2 s.
_MAX_ELEMENTS = 10_000
# One tab per run: links, forms and window.open that would open another tab open in
# this one, so the page the agent sees is the one it acted on and "back" works.
_SAME_TAB = """(() => {
  const same = (el) => { if (el) el.target = "_self"; };
  document.addEventListener("click", (e) => {
    same(e.target instanceof Element ? e.target.closest("a[href], area[href]") : null);
  }, true);
  document.addEventListener("submit", (e) => same(e.target), true);
  window.open = (url) => { if (url) location.assign(url); return window; };
})();"""
# The text of the page's preformatted blocks, line breaks kept (the aria snapshot runs them
# together): the snapshot writes them back as fenced blocks.
_MAX_BLOCKS = 200
_BLOCK_CHARS = 20_000
_PRE_TEXTS = """([max, chars]) => Array.from(document.querySelectorAll("pre"))
  .slice(0, max).map((e) => (e.innerText || "").slice(0, chars))"""
_CUT_ELEMENTS = """(max) => {
  const body = document.body;
  if (!body) return 0;
  const all = body.getElementsByTagName("*");
  const total = all.length;
  if (total <= max) return 0;
  const range = document.createRange();
  range.setStartBefore(all[max]);
  range.setEndAfter(body.lastChild);
  range.deleteContents();
  return total;
}"""
_PASSWORDS = """() => Array.from(
  document.querySelectorAll("input[type=password]"), (e) => e.value).filter((v) => v)"""
_MASK = "********"
_HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
_LOCAL_SCHEMES = frozenset({"about", "blob", "data"})
_DROPPED_HEADERS = frozenset({"content-length", "content-encoding", "transfer-encoding"})

T = TypeVar("T")
UrlCheck = Callable[[str, bool], None]
"""``check(url, counted)`` raises ``ToolError`` when a URL may not be requested (the
guardrails); ``counted`` is false for a page's own images, scripts and XHRs, which do not
use up the run's request limit."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BrowserLimits:
    """Limits of one browser action (the fetch settings apply to the browser too)."""

    navigation_timeout_s: float = 15.0
    action_timeout_s: float = _ACTION_TIMEOUT_S
    max_page_bytes: int = 2_000_000
    max_redirects: int = 5
    snapshot_chars: int = 4000


@dataclass(frozen=True, slots=True)
class PageView:
    """What the agent sees after an action: the page's snapshot and what was refused."""

    url: str
    title: str
    status: int | None
    text: str
    notes: list[str] = field(default_factory=list)


def _refuse_all(url: str, counted: bool) -> None:
    raise ToolError(f"no URL check is configured for this browser action: {url}")


def _normal(url: str) -> str:
    """Comparable form: scheme and host lower-case, a path, no fragment."""
    parts = urlsplit(url)
    return urlunsplit(
        (parts.scheme.lower(), parts.netloc.lower(), parts.path or "/", parts.query, "")
    )


def web_address(text: str) -> str:
    """The http(s) URL the model meant (``example.com/x`` -> ``https://example.com/x``);
    ``ToolError`` saying what is wrong otherwise."""
    url = text.strip()
    if "://" not in url and re.match(r"^[\w-]+(\.[\w-]+)+(:\d+)?(/\S*)?$", url):
        url = "https://" + url
    parts = urlsplit(url)
    if parts.scheme.lower() not in ("http", "https"):
        raise ToolError(
            f"{text!r} is not a web address; give a full http or https URL such as "
            "https://example.com/"
        )
    try:
        host = parts.hostname
    except ValueError:
        host = None
    if not host or any(c.isspace() for c in url):
        raise ToolError(f"{text!r} is not a valid URL")
    return url


def _problem(exc: BaseException) -> str:
    first = str(exc).strip().splitlines()
    return first[0] if first else type(exc).__name__


def _is_main_navigation(request: Request) -> bool:
    try:
        return request.is_navigation_request() and request.frame.parent_frame is None
    except PlaywrightError:  # a request without a frame (a service worker's)
        return False


async def _password_values(page: Page) -> list[str]:
    values: list[str] = []
    for frame in page.frames:
        with contextlib.suppress(PlaywrightError):  # a frame that went away meanwhile
            values += await frame.evaluate(_PASSWORDS)
    return values


def _hop_page(target: str) -> str:
    """A page that moves on to ``target`` without a history entry, as a navigation
    of its own, so the next hop passes through the route (and the checks) too."""
    quoted = json.dumps(target).replace("<", "\\u003c")
    return f"<!doctype html><title>Redirecting</title><script>location.replace({quoted})</script>"


class RunBrowser:
    """The browser context of one run and the page the agent is on.

    Lives on the browser thread; every method must run on that thread's loop.
    """

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.lock = asyncio.Lock()
        self.limits = BrowserLimits()
        self._check: UrlCheck = _refuse_all
        self._page: Page | None = None
        self._prechecked: set[str] = set()
        self._refusal = ""
        self._notes: list[str] = []
        self._hops = 0
        self._landing = ""  # the last main-frame document fulfilled
        self._status: int | None = None
        self._ref_prefix = ""  # of the main document's refs in the latest snapshot
        self._masked: set[str] = set()  # what went into password fields during this run
        # Which action this is: a request of an earlier one (a hung page the action gave
        # up on) that fails later must not fail the action running then.
        self._action = 0

    @classmethod
    async def open(cls, browser: Browser) -> RunBrowser:
        context = await browser.new_context(
            service_workers="block",  # a service worker would fetch past the route
            accept_downloads=False,
            viewport={"width": 1280, "height": 900},
            locale="en-US",
        )
        run = cls(context)
        context.set_default_timeout(_ACTION_TIMEOUT_S * 1000)
        await context.add_init_script(_SAME_TAB)
        await context.route("**/*", run._route)
        await context.route_web_socket("**/*", run._route_websocket)
        context.on("request", run._on_request)
        context.on("page", run._on_page)
        return run

    def begin(self, *, check: UrlCheck, limits: BrowserLimits) -> None:
        """Start one action: the guardrail check and limits of this tool call."""
        self._check, self.limits = check, limits
        self._refusal, self._notes, self._hops = "", [], 0
        self._prechecked.clear()
        self._action += 1

    # -- requests -------------------------------------------------------------

    def _allowed(self, url: str, *, main: bool, kind: str = "") -> bool:
        """Ask the check; a refusal of the page itself fails the action, others are noted."""
        scheme = urlsplit(url).scheme.lower()
        if scheme in _LOCAL_SCHEMES:
            return True
        checked = {"ws": "http", "wss": "https"}.get(scheme, scheme)
        try:
            if checked not in ("http", "https"):
                raise ToolError(f"only http and https addresses can be opened: {url}")
            self._check(urlunsplit((checked, *urlsplit(url)[1:])), main)
        except ToolError as exc:
            self._refuse(url, str(exc), main=main, kind=kind)
            return False
        except Exception as exc:  # the check itself failed: refuse rather than let through
            self._refuse(url, f"the guardrail check failed: {_problem(exc)}", main=main, kind=kind)
            return False
        return True

    def _refuse(self, url: str, message: str, *, main: bool, kind: str) -> None:
        if main:
            self._refusal = self._refusal or message
        else:
            host = urlsplit(url).hostname or url
            self._notes.append(f"blocked a {kind} request to {host}: {message}")

    async def _route(self, route: Route) -> None:
        request = route.request
        try:
            if _normal(request.url) in self._prechecked:
                self._prechecked.discard(_normal(request.url))
            elif not self._allowed(
                request.url, main=_is_main_navigation(request), kind=request.resource_type
            ):
                await self._stop(route, "blockedbyclient")
                return
            if request.resource_type == "document":
                await self._document(route, request)
            else:
                await route.continue_()
        except PlaywrightError:
            pass  # the page or the context closed while the request was in flight

    async def _document(self, route: Route, request: Request) -> None:
        main = _is_main_navigation(request)
        limits, action = self.limits, self._action
        try:
            # A little under the navigation timeout, so the refusal says why.
            response = await route.fetch(max_redirects=0, timeout=limits.navigation_timeout_s * 900)
        except PlaywrightError as exc:
            if main and action == self._action:
                self._refusal = self._refusal or (
                    f"timed out after {limits.navigation_timeout_s:g} s waiting for {request.url}"
                    if isinstance(exc, PlaywrightTimeout)
                    else f"could not open {request.url}: {_problem(exc)}"
                )
            await self._stop(route, "timedout" if isinstance(exc, PlaywrightTimeout) else "failed")
            return
        location = response.headers.get("location", "")
        if 300 <= response.status < 400 and location:
            target = urljoin(request.url, location)
            self._hops += 1
            if self._hops > limits.max_redirects:
                message = f"too many redirects (more than {limits.max_redirects})"
                self._refuse(target, message, main=main, kind="document")
                await self._stop(route, "blockedbyclient")
            elif self._allowed(target, main=main, kind="document"):
                self._prechecked.add(_normal(target))
                await route.fulfill(status=200, content_type="text/html", body=_hop_page(target))
            else:
                await self._stop(route, "blockedbyclient")
            return
        media = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if media and media not in _HTML_TYPES and response.status >= 400:
            self._refuse(
                request.url,
                f"HTTP {response.status} from {request.url} ({media})",
                main=main,
                kind="document",
            )
            await self._stop(route, "failed")
            return
        if media and media not in _HTML_TYPES:
            textual = media.startswith("text/") or media.endswith(("json", "xml"))
            hint = "fetch_url reads it as text" if textual else "the browser opens only web pages"
            message = f"{request.url} is {media}, not a web page; {hint}"
            self._refuse(request.url, message, main=main, kind="document")
            await self._stop(route, "blockedbyclient")
            return
        body = await response.body()
        if len(body) > limits.max_page_bytes:
            body = body[: limits.max_page_bytes]
            if main:
                self._notes.append(f"the page was cut at {limits.max_page_bytes:,} bytes")
        if main:
            self._landing, self._status = request.url, response.status
        headers = {k: v for k, v in response.headers.items() if k.lower() not in _DROPPED_HEADERS}
        await route.fulfill(status=response.status, headers=headers, body=body)

    async def _stop(self, route: Route, error: str) -> None:
        """Refuse a request. A page the agent was to see is replaced by one saying why
        (an aborted navigation would leave Chromium loading its own error page while
        the next action starts); anything else is aborted."""
        request = route.request
        if not _is_main_navigation(request):
            await route.abort(error)
            return
        self._landing, self._status = request.url, None
        body = f"<!doctype html><title>Not opened</title><p>{html.escape(self._refusal)}</p>"
        await route.fulfill(status=200, content_type="text/html", body=body)

    def _on_request(self, request: Request) -> None:
        # Hops of a redirected subresource skip the route: check them as they go out.
        if request.redirected_from is not None:
            self._allowed(request.url, main=False, kind=f"{request.resource_type} (redirected)")

    async def _route_websocket(self, ws: WebSocketRoute) -> None:
        if self._allowed(ws.url, main=False, kind="websocket"):
            ws.connect_to_server()
        else:
            await ws.close(code=1008, reason="blocked by guardrail")

    def _on_page(self, page: Page) -> None:
        self._page = page  # a popup the page opened becomes the page the agent is on

    # -- actions --------------------------------------------------------------

    def _current(self) -> Page:
        if self._page is not None and not self._page.is_closed():
            return self._page
        pages = [p for p in self.context.pages if not p.is_closed()]
        if not pages:
            raise ToolError("no page is open; use browser_navigate first")
        self._page = pages[-1]
        return self._page

    async def _settle(self, page: Page) -> None:
        """Wait for what the action started: redirect hops, then the new document."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limits.navigation_timeout_s
        while self._hops and not self._refusal and _normal(page.url) != _normal(self._landing):
            if loop.time() > deadline:
                raise ToolError(
                    f"timed out after {self.limits.navigation_timeout_s:g} s following redirects"
                )
            await asyncio.sleep(0.05)
        if self._refusal:
            raise ToolError(self._refusal)
        try:
            await page.wait_for_load_state(
                "domcontentloaded", timeout=max(deadline - loop.time(), 0.1) * 1000
            )
        except PlaywrightTimeout:
            raise ToolError(
                f"timed out after {self.limits.navigation_timeout_s:g} s loading {page.url}"
            ) from None
        with contextlib.suppress(PlaywrightTimeout):  # a slow image or script; the DOM is there
            await page.wait_for_load_state("load", timeout=_LOAD_GRACE_S * 1000)
        if self._refusal:
            raise ToolError(self._refusal)

    async def view(self) -> PageView:
        """The current page as a compact snapshot."""
        page = self._current()
        aria = ""
        for attempt in range(2):
            try:
                total = await page.evaluate(_CUT_ELEMENTS, _MAX_ELEMENTS)
                if total:
                    self._notes.append(
                        f"the page was cut at {_MAX_ELEMENTS:,} of its {total:,} elements"
                    )
                aria = await page.aria_snapshot(
                    mode="ai", boxes=True, timeout=self.limits.navigation_timeout_s * 1000
                )
                title = await page.title()
                blocks = await page.evaluate(_PRE_TEXTS, [_MAX_BLOCKS, _BLOCK_CHARS])
                break
            except PlaywrightError as exc:  # a navigation replaced the document meanwhile
                if attempt:
                    raise ToolError(f"could not read the page: {_problem(exc)}") from None
                await page.wait_for_load_state("domcontentloaded")
        self._ref_prefix = frame_prefix(aria)
        text = compact(aria, max_chars=self.limits.snapshot_chars, blocks=blocks)
        url = page.url
        # What went into a password field (a secret, perhaps) is never shown again, also
        # not in the address a form sent it to.
        # (Values under four characters would mask ordinary text and protect nothing.)
        self._masked.update(v for v in await _password_values(page) if len(v) >= 4)
        for value in sorted(self._masked, key=len, reverse=True):
            for form in {value, quote(value), quote_plus(value)}:
                text, url, title = (x.replace(form, _MASK) for x in (text, url, title))
        return PageView(url, title, self._status, text, list(self._notes))

    async def navigate(self, url: str) -> PageView:
        url = web_address(url)
        if not self._allowed(url, main=True):
            raise ToolError(self._refusal)
        self._prechecked.add(_normal(url))
        page = self._current() if self.context.pages else await self.context.new_page()
        try:
            await page.goto(
                url, wait_until="commit", timeout=self.limits.navigation_timeout_s * 1000
            )
        except PlaywrightTimeout:
            # The request may still be pending in the browser, and it would cut short the
            # next navigation of this tab when it finally answers; the tab goes, the next
            # navigation opens a fresh one.
            with contextlib.suppress(PlaywrightError):
                await page.close()
            raise ToolError(
                self._refusal
                or f"timed out after {self.limits.navigation_timeout_s:g} s waiting for {url}"
            ) from None
        except PlaywrightError as exc:
            raise ToolError(self._refusal or f"could not open {url}: {_problem(exc)}") from None
        finally:
            self._prechecked.discard(_normal(url))
        await self._settle(page)
        return await self.view()

    async def _element(self, ref: str) -> tuple[Locator, str]:
        try:
            ref = parse_ref(ref)
        except ValueError as exc:
            raise ToolError(str(exc)) from None
        page = self._current()
        full = ref if ref.startswith("f") else self._ref_prefix + ref
        locator = page.locator(f"aria-ref={full}")
        try:
            found = await locator.count()
        except PlaywrightError:
            found = 0
        if not found:
            raise ToolError(
                f"no element [{ref}] on this page; refs change when the page changes, "
                "so use one from the latest snapshot"
            )
        return locator, ref

    async def click(self, ref: str) -> PageView:
        locator, ref = await self._element(ref)
        try:
            await locator.click(timeout=self.limits.action_timeout_s * 1000)
        except PlaywrightTimeout:
            raise ToolError(
                f"[{ref}] could not be clicked within {self.limits.action_timeout_s:g} s "
                "(hidden, covered or disabled)"
            ) from None
        except PlaywrightError as exc:
            raise ToolError(f"could not click [{ref}]: {_problem(exc)}") from None
        await self._settle(self._current())
        return await self.view()

    async def type(self, ref: str, text: str, *, submit: bool) -> PageView:
        locator, ref = await self._element(ref)
        timeout = self.limits.action_timeout_s * 1000
        try:
            tag, kind = await locator.evaluate("e => [e.tagName, e.type]")
            if kind == "password" and len(text) >= 4:
                self._masked.add(text)
            if tag == "SELECT":
                # A drop-down: "typing" picks the option shown as (or valued) ``text``.
                try:
                    await locator.select_option(label=text, timeout=timeout)
                except PlaywrightError:
                    await locator.select_option(value=text, timeout=timeout)
            else:
                await locator.fill(text, timeout=timeout)
            if submit:
                await locator.press("Enter", timeout=timeout)
        except PlaywrightTimeout:
            raise ToolError(f"[{ref}] did not accept text (hidden or disabled)") from None
        except PlaywrightError as exc:
            if "not an <input>" in str(exc):
                raise ToolError(f"[{ref}] is not a text field; type into a textbox") from None
            raise ToolError(f"could not type into [{ref}]: {_problem(exc)}") from None
        await self._settle(self._current())
        return await self.view()

    async def scroll(self, direction: Literal["down", "up", "top", "bottom"]) -> PageView:
        page = self._current()
        script = {
            "down": "window.scrollBy(0, window.innerHeight * 0.8)",
            "up": "window.scrollBy(0, -window.innerHeight * 0.8)",
            "top": "window.scrollTo(0, 0)",
            "bottom": "window.scrollTo(0, document.documentElement.scrollHeight)",
        }[direction]
        try:
            await page.evaluate(script)
            # Let lazily loaded content arrive; a page that loads more on scroll navigates
            # or fetches, and those requests go through the route like any other.
            await page.wait_for_timeout(250)
        except PlaywrightError as exc:
            raise ToolError(f"could not scroll: {_problem(exc)}") from None
        await self._settle(self._current())
        return await self.view()

    async def back(self) -> PageView:
        page = self._current()
        before = page.url
        try:
            response = await page.go_back(
                wait_until="commit", timeout=self.limits.navigation_timeout_s * 1000
            )
        except PlaywrightError as exc:
            raise ToolError(self._refusal or f"could not go back: {_problem(exc)}") from None
        if page.url == "about:blank" and before != "about:blank":  # the tab's blank start
            timeout = self.limits.navigation_timeout_s * 1000
            try:
                await page.go_forward(wait_until="commit", timeout=timeout)
            except PlaywrightError:
                # Newer Chromium (156) may detach the history when it returns to the blank
                # start page; loading the page again puts the tab where it was.
                await page.goto(before, wait_until="commit", timeout=timeout)
            await self._settle(page)
            raise ToolError("there is no previous page to go back to")
        if response is None and page.url == before:
            raise ToolError("there is no previous page to go back to")
        await self._settle(page)
        return await self.view()

    async def close(self) -> None:
        with contextlib.suppress(PlaywrightError):  # the browser is gone already
            await self.context.close()


class _Engine:
    """The process's Playwright and Chromium, on a daemon thread with its own loop."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None
        self._launching = asyncio.Lock()

    def _running_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                thread = threading.Thread(
                    target=loop.run_forever, name="strop-browser", daemon=True
                )
                thread.start()
                self._loop, self._thread = loop, thread
            return self._loop

    @property
    def started(self) -> bool:
        return self._loop is not None

    async def call(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run ``coro`` on the browser thread and await its result from any loop."""
        future = asyncio.run_coroutine_threadsafe(coro, self._running_loop())
        return await asyncio.wrap_future(future)

    def call_blocking(self, coro: Coroutine[Any, Any, T], timeout_s: float) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._running_loop()).result(timeout_s)

    async def browser(self) -> Browser:
        """The running Chromium, launched on first use and again if it died."""
        async with self._launching:
            if self._browser is None or not self._browser.is_connected():
                if self._playwright is None:
                    self._playwright = await async_playwright().start()
                try:
                    self._browser = await self._playwright.chromium.launch(
                        executable_path=CHROMIUM, headless=True, args=list(_LAUNCH_ARGS)
                    )
                except PlaywrightError as exc:
                    raise ToolError(
                        f"the browser could not start Chromium at {CHROMIUM} "
                        f"(apt-get install chromium): {_problem(exc)}"
                    ) from None
            return self._browser

    async def _stop(self) -> None:
        if self._browser is not None:
            with contextlib.suppress(PlaywrightError):
                await self._browser.close()
            self._browser = None
        if self._playwright is not None:
            await self._playwright.stop()
            self._playwright = None

    def shutdown(self) -> None:
        """Close Chromium and stop the thread (at interpreter exit)."""
        with self._lock:
            loop, thread = self._loop, self._thread
            self._loop = self._thread = None
        if loop is None or thread is None:
            return
        with contextlib.suppress(Exception):  # exiting anyway; Chromium dies with its pipe
            asyncio.run_coroutine_threadsafe(self._stop(), loop).result(15)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        if not thread.is_alive():
            loop.close()


_ENGINE = _Engine()
atexit.register(_ENGINE.shutdown)


class BrowserSessions:
    """The browser contexts of one ``Services``: one per run, created on first use."""

    def __init__(self) -> None:
        self._runs: dict[int | None, RunBrowser] = {}
        self._opening = asyncio.Lock()

    def open_runs(self) -> list[int | None]:
        """Runs whose context is open (for tests and diagnostics)."""
        return list(self._runs)

    async def act(
        self,
        run_id: int | None,
        *,
        check: UrlCheck,
        limits: BrowserLimits,
        action: Callable[[RunBrowser], Awaitable[T]],
    ) -> T:
        """Run ``action`` on ``run_id``'s browser, with ``check`` guarding every request."""

        async def on_browser_thread() -> T:
            run = await self._run(run_id)
            async with run.lock:
                run.begin(check=check, limits=limits)
                return await action(run)

        return await _ENGINE.call(on_browser_thread())

    async def _run(self, run_id: int | None) -> RunBrowser:
        async with self._opening:
            run = self._runs.get(run_id)
            browser = await _ENGINE.browser()
            if run is None or run.context.browser is not browser:
                run = await RunBrowser.open(browser)
                self._runs[run_id] = run
            return run

    async def close_run(self, run_id: int | None) -> None:
        """Close ``run_id``'s context (a ``Services.run_end_hooks`` hook)."""
        if run_id in self._runs:
            await _ENGINE.call(self._close([run_id]))

    async def _close(self, run_ids: list[int | None]) -> None:
        for run_id in run_ids:
            run = self._runs.pop(run_id, None)
            if run is not None:
                await run.close()

    def close(self) -> None:
        """Close every context still open (``Services.close()``)."""
        if self._runs and _ENGINE.started:
            _ENGINE.call_blocking(self._close(list(self._runs)), timeout_s=30)
