"""The Jinja2 environment of the dashboard and one ``render`` for every page."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

from core.dashboard.redact import redact, redact_url
from core.dashboard.signing import Viewer

__all__ = ["render"]

_templates = Jinja2Templates(directory=Path(__file__).parent / "templates")


def _when(value: datetime | str | None) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return value.strftime("%Y-%m-%d %H:%M:%S")


def _pretty(value: Any) -> str:
    # Every JSON blob on a page goes through here, so redaction cannot be forgotten.
    return json.dumps(redact(value), ensure_ascii=False, indent=2, default=str)


def _short(text: str | None, length: int = 80) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= length else text[: length - 1] + "…"


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.0%}"


_env = _templates.env
_env.filters.update(when=_when, pretty=_pretty, short=_short, pct=_pct, safe_url=redact_url)
_env.globals["redact"] = redact


def render(
    request: Request,
    name: str,
    *,
    viewer: Viewer | None,
    status_code: int = 200,
    **context: Any,
) -> HTMLResponse:
    """Render ``name`` with the viewer and the current path available to the layout."""
    response = _templates.TemplateResponse(
        request,
        name,
        {"viewer": viewer, "path": request.url.path, **context},
        status_code=status_code,
        headers={"Cache-Control": "no-store"},  # pages hold team data: keep them off shared caches
    )
    return response
