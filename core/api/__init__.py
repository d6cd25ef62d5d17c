"""The REST API and web dashboard of ``strop serve`` (SPEC 7.1, 5.3)."""

from core.api.app import create_app

__all__ = ["create_app"]
