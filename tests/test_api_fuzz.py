"""Property-based fuzzing of every REST operation from the app's own OpenAPI schema.

Schemathesis generates valid and invalid requests for each operation; whatever
it sends, the answer must never be a server error, and answers must match the
declared response schemas. Examples are few per operation to keep this fast.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
)

from core.access import issue_token
from core.api import create_app
from core.feedback import rate_run
from core.improve.jobs import JobService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.serving.instances import InstanceService
from core.settings import Settings
from core.storage import Attempt, HelpRequest, Run, Span
from core.tools.context import ToolContext
from core.tools.stores import put_store_entry


@dataclass(frozen=True)
class FuzzTarget:
    app: FastAPI
    token: str


def _seed(services: Services) -> None:
    """A little of everything, so fuzzed ids and names sometimes hit real rows."""
    db = services.db
    with db.session() as s:
        for workspace in ("", "T-A"):
            run = Run(agent_name="assistant", workspace=workspace, input="hi", status="done")
            s.add(run)
            s.flush()
            attempt = Attempt(run_id=run.id)
            s.add(attempt)
            s.flush()
            s.add(
                Span(
                    attempt_id=attempt.id, run_id=run.id, seq=0, kind="output", input={}, output={}
                )
            )
            s.add(HelpRequest(run_id=run.id, kind="text", message="which one?"))
    rate_run(db, 1, "good", rater="ann")
    put_store_entry(
        ToolContext(agent="assistant", db=db, data_dir=services.settings.data_dir), "s", "k", 1
    )
    JobService(db).create("nightly", student="small")
    InstanceService(db, services.settings.data_dir).spawn("small")


@pytest.fixture
def fuzz_target(settings: Settings) -> Iterator[FuzzTarget]:
    # Posted events run agent turns inline (no Redis here); each needs a reply.
    services = Services(settings, model=ScriptedModel(['{"answer": "ok"}'] * 1000))
    _seed(services)
    try:
        yield FuzzTarget(app=create_app(services), token=issue_token(services.db, "fuzz"))
    finally:
        services.close()


@pytest.fixture
def api_schema(fuzz_target: FuzzTarget) -> schemathesis.BaseSchema:
    schema = schemathesis.openapi.from_asgi("/openapi.json", fuzz_target.app)
    schema.config.generation.update(
        modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE], max_examples=8
    )
    return schema


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
# database=None: no stored failing examples; every run explores afresh.
@settings(max_examples=8, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_no_server_errors(case: schemathesis.Case, fuzz_target: FuzzTarget) -> None:
    response = case.call(headers={"Authorization": f"Bearer {fuzz_target.token}"})
    case.validate_response(
        response,
        checks=[not_a_server_error, response_schema_conformance, content_type_conformance],
    )
