"""Request dependencies shared by the API routes: services, the caller's token, pagination."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, HTTPException, Path, Query, Request, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from core.access import TokenInfo, verify_token
from core.services import Services

__all__ = [
    "DB_INT_MAX",
    "Caller",
    "Operator",
    "Page",
    "PageDep",
    "RowId",
    "ServicesDep",
    "get_services",
    "require_operator",
    "require_token",
]

# Integer columns are 32-bit on PostgreSQL; larger ids can never exist, and passing
# them to the database would be an error there rather than an empty result.
DB_INT_MAX = 2_147_483_647


def get_services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


ServicesDep = Annotated[Services, Depends(get_services)]


# auto_error=False: a missing header must be our 401 with WWW-Authenticate, not a 403.
# Declaring the scheme puts it on every operation in the OpenAPI schema.
_bearer = HTTPBearer(auto_error=False, description="An API token from `strop token create`")


def require_token(
    services: ServicesDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> TokenInfo:
    """The caller's API token from ``Authorization: Bearer``; 401 when missing or invalid."""
    info = verify_token(services.db, credentials.credentials) if credentials else None
    if info is None:
        raise HTTPException(
            status.HTTP_401_UNAUTHORIZED,
            "missing or invalid API token",
            headers={"WWW-Authenticate": "Bearer"},
        )
    return info


Caller = Annotated[TokenInfo, Depends(require_token)]


def require_operator(caller: Caller) -> TokenInfo:
    """The caller's token when it is an operator token (no team); 403 for a team token.

    Used for data that belongs to no single team (agent stores, RAG collections)
    and for changes that affect every team (improvement jobs).
    """
    if not caller.is_operator:
        raise HTTPException(status.HTTP_403_FORBIDDEN, "this needs an operator token")
    return caller


Operator = Annotated[TokenInfo, Depends(require_operator)]


RowId = Annotated[int, Path(ge=1, le=DB_INT_MAX, description="A numeric row id")]
"""A numeric id in a path, bounded to what the database can hold."""


@dataclass(frozen=True, slots=True)
class Page:
    """``limit``/``offset`` of a list request."""

    limit: int
    offset: int


def _page(
    limit: Annotated[int, Query(ge=1, le=500, description="Most rows to return")] = 50,
    offset: Annotated[int, Query(ge=0, le=DB_INT_MAX, description="Rows to skip")] = 0,
) -> Page:
    return Page(limit=limit, offset=offset)


PageDep = Annotated[Page, Depends(_page)]
