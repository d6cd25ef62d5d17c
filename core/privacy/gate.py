"""The consent gate every generated dataset passes before it is written (SPEC 7.7).

Strategies choose runs by what they need (ratings, corrections, retries,
caught injections); all of them record the runs and ratings an example came
from in its ``provenance``. The gate reads exactly that, so one check covers
every strategy, including ones added later: an example is kept only if every
run it came from may be used under the ``ConsentPolicy`` and nobody who
rated it opted out. An example without provenance cannot be vouched for and
is dropped.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import select

from core.privacy.policy import ConsentPolicy
from core.privacy.subjects import feedback_owners
from core.storage import Database, Run
from core.storage.base import utcnow

__all__ = ["DatasetGate", "Gated", "provenance_ids"]

_CHUNK = 500


@dataclass(slots=True)
class Gated:
    kept: list[dict[str, Any]] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)


def _ints(value: Any) -> list[int] | None:
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        return None
    return list(value)


def provenance_ids(row: dict[str, Any]) -> tuple[list[int], list[int]] | None:
    """``(run ids, feedback ids)`` an example names, or ``None`` when it names no run."""
    provenance = row.get("provenance")
    if not isinstance(provenance, dict):
        return None
    runs = _ints(provenance.get("run_ids"))
    ratings = _ints(provenance.get("feedback_ids", []))
    if not runs or ratings is None:
        return None
    return runs, ratings


class DatasetGate:
    """``DatasetGate(db, policy).keep(rows)``: the rows everyone involved consented to."""

    def __init__(self, db: Database, policy: ConsentPolicy) -> None:
        self.db = db
        self.policy = policy
        self.checked_at = utcnow()

    def _run_refusals(self, ids: Iterable[int]) -> dict[int, str | None]:
        found: dict[int, str | None] = {}
        items = sorted(set(ids))
        with self.db.session() as s:
            for start in range(0, len(items), _CHUNK):
                chunk = items[start : start + _CHUNK]
                for run_id, platform, workspace, channel, user, created_at in s.execute(
                    select(
                        Run.id, Run.platform, Run.workspace, Run.channel, Run.user, Run.created_at
                    ).where(Run.id.in_(chunk))
                ):
                    found[run_id] = self._refusal(platform, workspace, channel, user, created_at)
        return found

    def _refusal(
        self, platform: str, workspace: str, channel: str, user: str, created_at: datetime
    ) -> str | None:
        return self.policy.refusal(
            platform=platform,
            workspace=workspace,
            channel=channel,
            user=user,
            created_at=created_at,
        )

    def keep(self, rows: Sequence[dict[str, Any]]) -> Gated:
        """The rows that may be training data; ``dropped`` counts the others by reason."""
        named = [(row, provenance_ids(row)) for row in rows]
        run_ids = {r for _, ids in named if ids for r in ids[0]}
        rating_ids = {f for _, ids in named if ids for f in ids[1]}
        runs = self._run_refusals(run_ids)
        raters = feedback_owners(self.db, rating_ids)
        out = Gated()
        for row, ids in named:
            reason = self._reason(ids, runs, raters)
            if reason is None:
                out.kept.append(row)
            else:
                out.dropped[f"consent: {reason}"] += 1
        return out

    def _reason(
        self,
        ids: tuple[list[int], list[int]] | None,
        runs: dict[int, str | None],
        raters: dict[int, tuple[str, str]],
    ) -> str | None:
        if ids is None:
            return "no provenance"
        for run_id in ids[0]:
            if run_id not in runs:
                return "run deleted"
            if runs[run_id] is not None:
                return runs[run_id]
        for feedback_id in ids[1]:
            if feedback_id not in raters:
                return "rating deleted"
            if self.policy.is_opted_out(*raters[feedback_id]):
                return "rater opted out"
        return None

    def manifest(self, gated: Gated | None = None) -> dict[str, Any]:
        """What a dataset's metadata records: the policy it was built under."""
        out: dict[str, Any] = {
            "checked_at": self.checked_at.isoformat(),
            **self.policy.describe(),
        }
        if gated is not None:
            out["excluded_examples"] = sum(gated.dropped.values())
        return out
