"""What a tool receives besides its arguments: who calls, limits and services."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.storage.db import Database

if TYPE_CHECKING:
    from core.rag.index import RagIndex

__all__ = ["FetchLimits", "SandboxLimits", "ToolContext"]


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxLimits:
    """Limits of one ``run_code`` (or code-backed tool) execution."""

    timeout_s: float = 10.0
    memory_mb: int = 512
    output_bytes: int = 16_000


@dataclass(frozen=True, slots=True, kw_only=True)
class FetchLimits:
    max_bytes: int = 2_000_000
    timeout_s: float = 15.0
    max_redirects: int = 5


@dataclass(slots=True, kw_only=True)
class ToolContext:
    """Per-call context. ``agent`` is the namespace for collections and, unless
    ``store_namespace`` names another, for stores."""

    agent: str
    db: Database
    data_dir: Path
    sandbox: SandboxLimits = field(default_factory=SandboxLimits)
    fetch: FetchLimits = field(default_factory=FetchLimits)
    run_id: int | None = None
    rag: RagIndex | None = None
    extras: dict[str, Any] = field(default_factory=dict)
    # Spans a tool wants in the trajectory besides its call and result (a guardrail
    # block, a sanitised page): (kind, name, output, error); the runner records them.
    notes: list[tuple[str, str, dict[str, Any], str]] = field(default_factory=list)
    # Where this call's stores live when not in the agent's own namespace: the task
    # suite gives each task run a fresh one, so no run sees what an earlier one saved.
    store_namespace: str = ""
    # The user message of the turn that made this call ("" outside an agent turn):
    # retrieval reads the model's query together with it (``core.tools.rag``).
    request: str = ""
    # The tools of the agent making this call (empty outside an agent turn): a tool call
    # written into a fetched page is only removed when it names one of them.
    agent_tools: frozenset[str] = frozenset()

    @property
    def store_scope(self) -> str:
        return self.store_namespace or self.agent

    def note(self, kind: str, name: str, output: dict[str, Any], error: str = "") -> None:
        self.notes.append((kind, name, output, error))
