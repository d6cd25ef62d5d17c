"""The agent's browser: Playwright driving Debian's Chromium, one context per run."""

from core.browser.session import BrowserLimits, BrowserSessions, PageView, RunBrowser, UrlCheck
from core.browser.snapshot import compact, parse_ref

__all__ = [
    "BrowserLimits",
    "BrowserSessions",
    "PageView",
    "RunBrowser",
    "UrlCheck",
    "compact",
    "parse_ref",
]
