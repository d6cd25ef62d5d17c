"""Request dependencies shared by the API routes: services and the caller's token."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request, status

from core.access import TokenInfo, verify_token
from core.services import Services

__all__ = ["Caller", "ServicesDep", "get_services", "require_token"]


def get_services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


ServicesDep = Annotated[Services, Depends(get_services)]


def require_token(request: Request, services: ServicesDep) -> TokenInfo:
    """The caller's API token from ``Authorization: Bearer``; 401 when missing or invalid."""
    header = request.headers.get("authorization", "")
    scheme, _, raw = header.partition(" ")
    info = verify_token(services.db, raw.strip()) if scheme.lower() == "bearer" else None
    if info is None:
        raise HTTPException(
            status.HTTP_401_UNAUTHORIZED,
            "missing or invalid API token",
            headers={"WWW-Authenticate": "Bearer"},
        )
    return info


Caller = Annotated[TokenInfo, Depends(require_token)]
