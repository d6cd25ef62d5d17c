"""The dashboard's router: every page lives under ``/dashboard`` (SPEC 5.3)."""

from __future__ import annotations

from fastapi import APIRouter

from core.dashboard import login, pages, runs, workflows

__all__ = ["router"]

# HTML pages, not API: kept out of the OpenAPI schema.
router = APIRouter(include_in_schema=False)
router.include_router(login.router)
router.include_router(runs.router)
router.include_router(pages.router)
router.include_router(workflows.router)
