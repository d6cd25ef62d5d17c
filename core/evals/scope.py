"""A fresh store namespace for one task run, so no run recalls what another saved.

An evaluation runs the same tasks again for each model, and self-play runs a task
several times: in one shared namespace the second run would find the first run's
entries (their keys also steer tool choice towards recall, see
``core.tools.stores.stored_keys``). Each run gets a namespace no agent can have
(agent names have no ``:``), dropped when the run ends.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

from core.agents.spec import AgentSpec
from core.storage import Database
from core.tools.stores import drop_namespace

__all__ = ["fresh_stores"]


@contextmanager
def fresh_stores(db: Database, agent: AgentSpec) -> Iterator[AgentSpec]:
    """``agent`` with its stores in a new, empty namespace for the ``with`` block."""
    namespace = f"eval:{uuid.uuid4().hex}"
    try:
        yield dataclasses.replace(
            agent, parameters={**agent.parameters, "store_namespace": namespace}
        )
    finally:
        drop_namespace(db, namespace)
