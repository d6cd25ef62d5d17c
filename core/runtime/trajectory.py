"""Writes a run's trajectory as it happens: run -> attempt -> spans.

Each span is committed when it is recorded, so a crash mid-run leaves every
step taken so far in the database.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select

from core.errors import NotFound
from core.storage import Attempt, Database, Run, Span
from core.storage.base import utcnow

__all__ = ["RunInfo", "TrajectoryRecorder"]


@dataclass(frozen=True, slots=True, kw_only=True)
class RunInfo:
    agent_name: str
    agent_version_id: int | None
    model: str
    input: str
    platform: str = "terminal"
    workspace: str = ""
    channel: str = ""
    user: str = ""
    event_id: str | None = None


class TrajectoryRecorder:
    """Records one attempt of one run. Create with :meth:`start`."""

    def __init__(self, db: Database, run_id: int, attempt_id: int, *, worker: str = "") -> None:
        self.db = db
        self.run_id = run_id
        self.attempt_id = attempt_id
        # Who runs this attempt. A queued run may be taken over by another worker when
        # this one is presumed dead; ``finish`` then leaves the run to the new owner.
        self.worker = worker
        self._seq = 0
        self.tokens_in = 0
        self.tokens_out = 0

    @classmethod
    def start(cls, db: Database, info: RunInfo) -> TrajectoryRecorder:
        with db.session() as s:
            run = Run(
                agent_name=info.agent_name,
                agent_version_id=info.agent_version_id,
                model=info.model,
                input=info.input,
                platform=info.platform,
                workspace=info.workspace,
                channel=info.channel,
                user=info.user,
                event_id=info.event_id,
                status="running",
                started_at=utcnow(),
            )
            s.add(run)
            s.flush()
            attempt = Attempt(run_id=run.id, number=1, status="running")
            s.add(attempt)
            s.flush()
            return cls(db, run.id, attempt.id)

    @classmethod
    def new_attempt(
        cls,
        db: Database,
        run_id: int,
        *,
        worker: str = "",
        model: str = "",
        agent_version_id: int | None = None,
    ) -> TrajectoryRecorder:
        """A further attempt of an existing run: the first one of a queued run, or a retry.

        The run becomes ``running`` on ``worker`` (and records the ``model`` and agent
        version this attempt uses, when given); earlier attempts and their spans stay.
        """
        with db.session() as s:
            run = s.get(Run, run_id)
            if run is None:
                raise NotFound(f"no run {run_id}")
            number = s.scalar(select(func.max(Attempt.number)).where(Attempt.run_id == run_id))
            attempt = Attempt(run_id=run_id, number=(number or 0) + 1, status="running")
            s.add(attempt)
            run.status = "running"
            run.worker = worker
            if model:
                run.model = model
            if agent_version_id is not None:
                run.agent_version_id = agent_version_id
            if run.started_at is None:
                run.started_at = utcnow()
            s.flush()
            return cls(db, run_id, attempt.id, worker=worker)

    def span(
        self,
        kind: str,
        *,
        name: str = "",
        input: dict[str, Any] | None = None,
        output: dict[str, Any] | None = None,
        model: str = "",
        tokens_in: int = 0,
        tokens_out: int = 0,
        duration_ms: float = 0.0,
        error: str = "",
    ) -> int:
        self._seq += 1
        self.tokens_in += tokens_in
        self.tokens_out += tokens_out
        with self.db.session() as s:
            span = Span(
                attempt_id=self.attempt_id,
                run_id=self.run_id,
                seq=self._seq,
                kind=kind,
                name=name,
                input=input or {},
                output=output or {},
                model=model,
                tokens_in=tokens_in,
                tokens_out=tokens_out,
                duration_ms=duration_ms,
                error=error,
            )
            s.add(span)
            s.flush()
            return span.id

    def fallback(self, event: dict[str, Any]) -> None:
        """Record one switch down the model's fallback chain (``core.serving.fallback``).

        It becomes a ``fallback`` span, an entry of the run's ``payload["fallbacks"]``,
        and the run's ``model`` is the one that answers from now on.
        """
        self.span(
            "fallback",
            name=f"{event.get('from_role', '?')} -> {event.get('to_role', '?')}",
            input={k: event[k] for k in ("from", "kind", "reason", "skipped") if k in event},
            output={"to": event.get("to", ""), "role": event.get("to_role", "")},
            model=str(event.get("to", "")),
            error=str(event.get("reason", "")),
        )
        with self.db.session() as s:
            run = s.get(Run, self.run_id)
            if run is not None:
                entry = {**event, "at": utcnow().isoformat()}
                run.payload = {
                    **run.payload,
                    "fallbacks": [*run.payload.get("fallbacks", []), entry],
                }
                run.model = str(event.get("to", run.model))

    def finish(self, *, output: str, status: str = "done", error: str = "") -> None:
        now = utcnow()
        with self.db.session() as s:
            attempt = s.get(Attempt, self.attempt_id)
            if attempt is not None:
                attempt.status = status
                attempt.error = error
                attempt.finished_at = now
            run = s.get(Run, self.run_id)
            # A run taken over by another worker is theirs to finish; this attempt's
            # row above still records how it ended.
            if run is not None and run.worker == self.worker:
                run.output = output
                run.status = status
                run.error = error
                run.tokens_in += self.tokens_in
                run.tokens_out += self.tokens_out
                run.finished_at = None if status == "waiting_for_user" else now
