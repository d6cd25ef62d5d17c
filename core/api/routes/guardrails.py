"""Guardrails: domain rules and request limits for internet-facing tools (SPEC 4.1).

A team token reads its team's rules and the deployment-wide ones, and
changes only its team's; an operator token reads and changes every rule and
may create deployment-wide ones (``workspace`` ``""``). A rule of another team
answers 404, like one that does not exist.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Query, status
from pydantic import BaseModel, ConfigDict, Field

from core.access import TokenInfo
from core.api.deps import Caller, RowId, ServicesDep
from core.api.routes._models import ErrorOut
from core.guardrails.rules import MAX_REQUEST_LIMIT, Rule
from core.guardrails.store import MAX_NOTE_CHARS, GuardrailStore
from core.services import Services

__all__ = ["GuardrailIn", "GuardrailOut", "GuardrailUpdate", "router"]

router = APIRouter(prefix="/api/guardrails", tags=["guardrails"])

Kind = Literal["allow_domain", "deny_domain", "request_limit"]
_NO_NUL = r"^[^\x00]*$"
Value = (
    Annotated[str, Field(min_length=1, max_length=255, pattern=_NO_NUL)]
    | Annotated[int, Field(ge=0, le=MAX_REQUEST_LIMIT)]
)


class GuardrailIn(BaseModel):
    """A new rule. Its scope is ``channel`` if set, else ``agent`` if set, else the deployment."""

    model_config = ConfigDict(extra="forbid")

    kind: Kind
    value: Value = Field(
        description="A domain (example.com covers its subdomains, *.example.com only them) "
        "or, for request_limit, the most web requests one run may make"
    )
    workspace: str = Field(
        default="",
        max_length=200,
        pattern=_NO_NUL,
        description="The team the rule applies to; team tokens: their own; operator: any, "
        "empty for every team",
    )
    agent: str = Field(default="", max_length=64, pattern=r"^([a-z][a-z0-9_-]{0,63})?$")
    channel: str = Field(default="", max_length=200, pattern=_NO_NUL)
    note: str = Field(default="", max_length=MAX_NOTE_CHARS, pattern=_NO_NUL)
    enabled: bool = True


class GuardrailUpdate(BaseModel):
    """Fields to change; the value must fit the (new) kind."""

    model_config = ConfigDict(extra="forbid")

    kind: Kind | None = None
    value: Value | None = None
    enabled: bool | None = None
    note: str | None = Field(default=None, max_length=MAX_NOTE_CHARS, pattern=_NO_NUL)


class GuardrailOut(BaseModel):
    id: int
    kind: str
    value: str
    scope: Literal["channel", "agent", "deployment"]
    workspace: str
    agent: str
    channel: str
    enabled: bool
    note: str
    created_by: str
    created_at: datetime | None


class Deleted(BaseModel):
    deleted: int


def _store(services: Services) -> GuardrailStore:
    return GuardrailStore(services.db, agent_exists=services.agents.exists)


def _team(caller: TokenInfo) -> str | None:
    return None if caller.is_operator else caller.team


def _out(rule: Rule) -> GuardrailOut:
    return GuardrailOut.model_validate(rule.as_dict())


def _changeable(store: GuardrailStore, caller: TokenInfo, rule_id: int) -> None:
    rule = store.get(rule_id, workspace=_team(caller))
    if not caller.is_operator and not rule.workspace:
        raise HTTPException(
            status.HTTP_403_FORBIDDEN,
            f"guardrail {rule_id} applies to every team; changing it needs an operator token",
        )


_Responses = dict[int | str, dict[str, Any]]
_NOT_FOUND: _Responses = {404: {"model": ErrorOut, "description": "No such guardrail"}}
_FORBIDDEN: _Responses = {403: {"model": ErrorOut, "description": "Needs an operator token"}}


@router.get("", response_model=list[GuardrailOut])
def list_guardrails(
    services: ServicesDep,
    caller: Caller,
    kind: Annotated[Kind | None, Query(description="Only rules of this kind")] = None,
    agent: Annotated[str | None, Query(max_length=64, pattern=_NO_NUL)] = None,
    channel: Annotated[str | None, Query(max_length=200, pattern=_NO_NUL)] = None,
) -> list[GuardrailOut]:
    """The rules the caller may read, oldest first."""
    rules = _store(services).list(workspace=_team(caller), agent=agent, channel=channel, kind=kind)
    return [_out(r) for r in rules]


@router.post(
    "",
    response_model=GuardrailOut,
    status_code=status.HTTP_201_CREATED,
    responses=_FORBIDDEN,
)
def create_guardrail(body: GuardrailIn, services: ServicesDep, caller: Caller) -> GuardrailOut:
    """Create a rule; a team token creates it for its own team."""
    workspace = body.workspace
    if not caller.is_operator:
        if workspace not in ("", caller.team):
            raise HTTPException(
                status.HTTP_403_FORBIDDEN, "a team token creates guardrails for its own team"
            )
        workspace = caller.team
    rule = _store(services).create(
        kind=body.kind,
        value=body.value,
        workspace=workspace,
        agent=body.agent,
        channel=body.channel,
        note=body.note,
        enabled=body.enabled,
        created_by=f"token:{caller.name}",
    )
    return _out(rule)


@router.get("/{rule_id}", response_model=GuardrailOut, responses=_NOT_FOUND)
def get_guardrail(rule_id: RowId, services: ServicesDep, caller: Caller) -> GuardrailOut:
    """One rule."""
    return _out(_store(services).get(rule_id, workspace=_team(caller)))


@router.patch("/{rule_id}", response_model=GuardrailOut, responses={**_NOT_FOUND, **_FORBIDDEN})
def update_guardrail(
    rule_id: RowId, body: GuardrailUpdate, services: ServicesDep, caller: Caller
) -> GuardrailOut:
    """Change a rule's kind, value, note or whether it is enabled."""
    store = _store(services)
    _changeable(store, caller, rule_id)
    fields = {k: v for k, v in body.model_dump(exclude_unset=True).items() if v is not None}
    return _out(store.update(rule_id, workspace=_team(caller), **fields))


@router.delete("/{rule_id}", response_model=Deleted, responses={**_NOT_FOUND, **_FORBIDDEN})
def delete_guardrail(rule_id: RowId, services: ServicesDep, caller: Caller) -> Deleted:
    """Delete a rule."""
    store = _store(services)
    _changeable(store, caller, rule_id)
    return Deleted(deleted=store.delete(rule_id, workspace=_team(caller)).id)
