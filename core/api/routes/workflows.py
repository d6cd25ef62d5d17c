"""Workflows, their versions and runs with the per-step trail (SPEC 2.7).

Workflows belong to the deployment: any token reads them, an operator token
changes them. A run belongs to a team: a team token starts runs for its own
team and sees only those; an operator sees every run.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Path, Query, status
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict, Field

from core.access import TokenInfo
from core.api.deps import Caller, Operator, RowId, ServicesDep
from core.api.routes._models import ErrorOut
from core.api.routes.events import QueueDep
from core.workflows.engine import start_run
from core.workflows.feedback import rate_workflow_run, rate_workflow_step
from core.workflows.runs import get_workflow_run, list_workflow_runs
from core.workflows.store import WorkflowInfo, WorkflowService
from core.workflows.svg import graph_svg

__all__ = ["router"]

router = APIRouter(tags=["workflows"])

WorkflowName = Annotated[
    str, Path(pattern=r"^[a-z][a-z0-9_-]{0,59}$", description="A workflow's name")
]
_NO_NUL = r"^[^\x00]*$"
_Responses = dict[int | str, dict[str, Any]]
_NOT_FOUND: _Responses = {404: {"model": ErrorOut, "description": "No such workflow or run"}}
_FORBIDDEN: _Responses = {403: {"model": ErrorOut, "description": "Needs an operator token"}}


class WorkflowIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(pattern=r"^[a-z][a-z0-9_-]{0,59}$", max_length=60)
    description: str = Field(default="", max_length=2000, pattern=_NO_NUL)
    graph: dict[str, Any] = Field(description="steps (and optionally start, output)")


class WorkflowUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    description: str | None = Field(default=None, max_length=2000, pattern=_NO_NUL)
    graph: dict[str, Any] | None = None
    note: str = Field(default="", max_length=2000, pattern=_NO_NUL)


class WorkflowOut(BaseModel):
    name: str
    description: str
    version: int
    graph: dict[str, Any]
    hash: str
    note: str
    created_at: str | None


class RunIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    input: str = Field(min_length=1, max_length=100_000, pattern=_NO_NUL)
    version: int | None = Field(default=None, ge=1, le=2_147_483_647)


class RunStarted(BaseModel):
    workflow_run: int
    status: str


class RatingIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    label: Literal["good", "bad"]
    notes: str = Field(default="", max_length=2000, pattern=_NO_NUL)
    step: int | None = Field(
        default=None, ge=1, le=2_147_483_647, description="a trail step's id; none: the run"
    )


class Rated(BaseModel):
    feedback_id: int


class Deleted(BaseModel):
    deleted: str


def _out(info: WorkflowInfo) -> WorkflowOut:
    return WorkflowOut.model_validate(info.as_dict())


def _scope(caller: TokenInfo) -> str | None:
    return None if caller.is_operator else caller.team


@router.get("/api/workflows", response_model=list[WorkflowOut])
def list_workflows(services: ServicesDep, caller: Caller) -> list[WorkflowOut]:
    """Every workflow's current version, by name."""
    return [_out(w) for w in WorkflowService.of(services).all()]


@router.post(
    "/api/workflows",
    response_model=WorkflowOut,
    status_code=status.HTTP_201_CREATED,
    responses=_FORBIDDEN,
)
def create_workflow(body: WorkflowIn, services: ServicesDep, caller: Operator) -> WorkflowOut:
    """Create a workflow; the graph is checked first (422 says what is wrong)."""
    info = WorkflowService.of(services).create(
        body.name, body.graph, description=body.description, by=f"token:{caller.name}"
    )
    return _out(info)


@router.get("/api/workflows/{name}", response_model=WorkflowOut, responses=_NOT_FOUND)
def get_workflow(
    name: WorkflowName,
    services: ServicesDep,
    caller: Caller,
    version: Annotated[int | None, Query(ge=1, le=2_147_483_647)] = None,
) -> WorkflowOut:
    """One version of a workflow (the current one by default)."""
    return _out(WorkflowService.of(services).get(name, version))


@router.get(
    "/api/workflows/{name}/versions", response_model=list[WorkflowOut], responses=_NOT_FOUND
)
def workflow_versions(
    name: WorkflowName, services: ServicesDep, caller: Caller
) -> list[WorkflowOut]:
    """Every version, oldest first."""
    return [_out(v) for v in WorkflowService.of(services).versions(name)]


@router.get(
    "/api/workflows/{name}/graph.svg",
    response_class=Response,
    responses={**_NOT_FOUND, 200: {"content": {"image/svg+xml": {}}}},
)
def workflow_svg(name: WorkflowName, services: ServicesDep, caller: Caller) -> Response:
    """The current graph drawn as SVG."""
    info = WorkflowService.of(services).get(name)
    return Response(str(graph_svg(info.graph, title=name)), media_type="image/svg+xml")


@router.patch(
    "/api/workflows/{name}", response_model=WorkflowOut, responses={**_NOT_FOUND, **_FORBIDDEN}
)
def update_workflow(
    name: WorkflowName, body: WorkflowUpdate, services: ServicesDep, caller: Operator
) -> WorkflowOut:
    """A new version with the new graph and/or description (unchanged: the current one)."""
    info = WorkflowService.of(services).update(
        name,
        body.graph,
        description=body.description,
        note=body.note or f"updated by token:{caller.name}",
    )
    return _out(info)


@router.delete(
    "/api/workflows/{name}", response_model=Deleted, responses={**_NOT_FOUND, **_FORBIDDEN}
)
def delete_workflow(name: WorkflowName, services: ServicesDep, caller: Operator) -> Deleted:
    """Delete a workflow and its versions; its runs are kept."""
    WorkflowService.of(services).delete(name)
    return Deleted(deleted=name)


@router.post(
    "/api/workflows/{name}/runs",
    response_model=RunStarted,
    status_code=status.HTTP_202_ACCEPTED,
    responses=_NOT_FOUND,
)
async def run_workflow(
    name: WorkflowName, body: RunIn, services: ServicesDep, caller: Caller, queue: QueueDep
) -> RunStarted:
    """Start a run; its steps go to the job queue. Follow it at /api/workflow-runs/{id}."""
    run_id, tokens = start_run(
        services,
        name,
        body.input,
        version=body.version,
        platform="api",
        workspace=caller.team,
        user=f"token:{caller.name}",
    )
    await queue.workflow(run_id, tokens)
    return RunStarted(workflow_run=run_id, status="queued")


@router.get("/api/workflow-runs", response_model=list[dict[str, Any]])
def list_runs(
    services: ServicesDep,
    caller: Caller,
    workflow: Annotated[str | None, Query(max_length=60, pattern=_NO_NUL)] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
) -> list[dict[str, Any]]:
    """Newest runs first (a team token: its team's)."""
    return list_workflow_runs(services.db, workflow=workflow, scope=_scope(caller), limit=limit)


@router.get("/api/workflow-runs/{run_id}", response_model=dict[str, Any], responses=_NOT_FOUND)
def get_run(run_id: RowId, services: ServicesDep, caller: Caller) -> dict[str, Any]:
    """A run with its trail: each step's input, output, error, duration and agent run id."""
    return get_workflow_run(services.db, run_id, scope=_scope(caller))


@router.post(
    "/api/workflow-runs/{run_id}/feedback",
    response_model=Rated,
    status_code=status.HTTP_201_CREATED,
    responses=_NOT_FOUND,
)
def rate(run_id: RowId, body: RatingIn, services: ServicesDep, caller: Caller) -> Rated:
    """Rate the whole run, or one step of its trail (``step``: the step's id in the trail)."""
    run = get_workflow_run(services.db, run_id, scope=_scope(caller))
    rater = f"token:{caller.name}"
    if body.step is None:
        fid = rate_workflow_run(
            services.db, run_id, body.label, notes=body.notes, rater=rater, source="api"
        )
        return Rated(feedback_id=fid)
    if body.step not in {s["id"] for s in run["steps"]}:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"run {run_id} has no step {body.step}")
    fid = rate_workflow_step(
        services.db, body.step, body.label, notes=body.notes, rater=rater, source="api"
    )
    return Rated(feedback_id=fid)
