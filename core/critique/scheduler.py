"""Critiques run in the background, after the answer went out, so nobody waits for them.

``submit`` starts the critique of a finished run as a task on the running event
loop (the chat process's, or the queue worker's that ran the turn) and returns
at once; ``drain`` waits for what is still going, for one-shot commands and
tests. A critique that fails is logged and dropped: it must never affect the
run it is about.
"""

from __future__ import annotations

import asyncio
import logging

from core.critique.collapse import check_collapse
from core.critique.critic import CritiqueView, critique_run
from core.models.base import ModelClient
from core.storage import Database

__all__ = ["CritiqueScheduler"]

logger = logging.getLogger(__name__)


class CritiqueScheduler:
    """Critiques finished runs in the background and watches for collapsing scores."""

    def __init__(self, db: Database, *, collapse_window: int = 10, min_std: float = 0.3) -> None:
        self.db = db
        self.collapse_window = collapse_window
        self.min_std = min_std
        self._tasks: set[asyncio.Task[CritiqueView | None]] = set()

    def submit(self, run_id: int, *, judge: ModelClient | None = None) -> bool:
        """Start critiquing ``run_id``; ``False`` when no event loop runs to do it on."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        task = loop.create_task(self.critique(run_id, judge=judge), name=f"strop-critique-{run_id}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return True

    async def critique(
        self, run_id: int, *, judge: ModelClient | None = None
    ) -> CritiqueView | None:
        """Critique ``run_id`` now (what ``submit`` runs); errors are logged, not raised."""
        try:
            view = await critique_run(self.db, run_id, judge=judge)
            if view is not None:
                check_collapse(
                    self.db, view.agent, window=self.collapse_window, min_std=self.min_std
                )
            return view
        except Exception:
            logger.exception("critiquing run %s failed", run_id)
            return None

    @property
    def pending(self) -> int:
        return len(self._tasks)

    async def drain(self) -> None:
        """Wait until every submitted critique has finished."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
