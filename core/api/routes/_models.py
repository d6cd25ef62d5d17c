"""Response models and OpenAPI response declarations shared by the resource modules."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

__all__ = ["API_RESPONSES", "OPERATOR_RESPONSES", "ErrorOut"]


class ErrorOut(BaseModel):
    """The body of every error answer that is not a request validation error (422)."""

    detail: str


API_RESPONSES: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "Missing or invalid API token"},
    413: {"model": ErrorOut, "description": "Request body too large"},
}
OPERATOR_RESPONSES: dict[int | str, dict[str, Any]] = {
    403: {"model": ErrorOut, "description": "Needs an operator token"},
}
