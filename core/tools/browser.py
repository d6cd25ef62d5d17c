"""Browser tools (SPEC 2.5, 2.6): navigate, snapshot, click, type, scroll, back.

Each returns the page as it is after the action: a compact snapshot whose
controls carry refs like ``[e12]`` for the next ``browser_click`` or
``browser_type``. Each call is a ``tool_call`` / ``tool_result`` span pair, so
browsing becomes training data like any other tool use. Every request the
page makes passes the guardrails' ``check_url``; the page text reaches the
model only inside the marked untrusted block.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Literal

from core.browser.session import BrowserLimits, BrowserSessions, PageView, RunBrowser
from core.errors import ToolError
from core.guardrails.enforce import check_url, untrusted
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = [
    "browser_back",
    "browser_click",
    "browser_navigate",
    "browser_scroll",
    "browser_snapshot",
    "browser_type",
    "register_browser_tools",
]

# Room in the model's view of a tool result for the header and the untrusted-block markers.
_RESULT_OVERHEAD = 400
_MIN_SNAPSHOT_CHARS = 600


def _sessions(ctx: ToolContext) -> BrowserSessions:
    sessions = getattr(ctx.extras.get("services"), "browser", None)
    if not isinstance(sessions, BrowserSessions):
        raise ToolError("the browser is not available in this process")
    return sessions


def _limits(ctx: ToolContext) -> BrowserLimits:
    settings = getattr(ctx.extras.get("services"), "settings", None)
    shown = int(getattr(settings, "tool_output_chars", 2000))
    return BrowserLimits(
        navigation_timeout_s=ctx.fetch.timeout_s,
        max_page_bytes=ctx.fetch.max_bytes,
        max_redirects=ctx.fetch.max_redirects,
        # The snapshot fits what the model is shown of a tool result; scrolling moves it.
        snapshot_chars=max(shown - _RESULT_OVERHEAD, _MIN_SNAPSHOT_CHARS),
    )


async def _act(
    ctx: ToolContext, tool: str, action: Callable[[RunBrowser], Awaitable[PageView]]
) -> str:
    def check(url: str, counted: bool) -> None:
        # Navigations count against the run's request limit; a page's resources do not.
        check_url(ctx, url, tool=tool, count=counted)

    view = await _sessions(ctx).act(ctx.run_id, check=check, limits=_limits(ctx), action=action)
    # Our own words stay outside the untrusted block; all the page says (its address
    # included: a redirect chooses it) goes inside.
    head = [f"HTTP {view.status}"] if view.status and view.status != 200 else []
    head += view.notes
    body = f"URL: {view.url}\nTitle: {view.title}\n{view.text}"
    return "\n".join([*head, untrusted(ctx, body, source=view.url, tool=tool)])


async def browser_navigate(ctx: ToolContext, url: str) -> str:
    """Open a web page in the browser and show it; links and fields carry refs like [e12].

    Args:
        url: The full http or https address.
    """
    return await _act(ctx, "browser_navigate", lambda run: run.navigate(url))


async def browser_snapshot(ctx: ToolContext) -> str:
    """Show the page the browser is on, with refs like [e12] for its links and fields."""
    return await _act(ctx, "browser_snapshot", lambda run: run.view())


async def browser_click(ctx: ToolContext, ref: str) -> str:
    """Click a link or button on the page and show the page after it.

    Args:
        ref: The element's ref from the latest snapshot, e.g. e12.
    """
    return await _act(ctx, "browser_click", lambda run: run.click(ref))


async def browser_type(ctx: ToolContext, ref: str, text: str, submit: bool = False) -> str:
    """Type text into a field on the page, optionally pressing Enter to submit it.

    Args:
        ref: The field's ref from the latest snapshot, e.g. e7.
        text: What to type; it replaces what the field held.
        submit: Press Enter afterwards (sends a search or form).
    """
    return await _act(ctx, "browser_type", lambda run: run.type(ref, text, submit=submit))


async def browser_scroll(
    ctx: ToolContext, direction: Literal["down", "up", "top", "bottom"] = "down"
) -> str:
    """Scroll the page and show what is on screen now.

    Args:
        direction: down or up by a screen, or to the top or bottom.
    """
    return await _act(ctx, "browser_scroll", lambda run: run.scroll(direction))


async def browser_back(ctx: ToolContext) -> str:
    """Go back to the previous page and show it."""
    return await _act(ctx, "browser_back", lambda run: run.back())


def register_browser_tools(registry: ToolRegistry) -> None:
    """Add the browser tools to ``registry`` (all marked as reaching the internet)."""
    for fn in (
        browser_navigate,
        browser_snapshot,
        browser_click,
        browser_type,
        browser_scroll,
        browser_back,
    ):
        registry.add(fn, internet=True)
