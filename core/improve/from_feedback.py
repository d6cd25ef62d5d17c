"""``from_feedback``: SFT examples from good runs, DPO pairs from good vs bad runs.

Only live (not retracted) run ratings count; a run is good or bad by the
majority of its raters (ties are left out). Every example keeps its
provenance (run ids, feedback ids) and is sanitised before it is returned.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from core.improve.conversations import run_conversation
from core.improve.rated import Scope
from core.improve.sanitize import Sanitizer
from core.storage import Database, Feedback, Run
from core.trajectories import get_run

__all__ = ["FeedbackData", "from_feedback"]


@dataclass(slots=True)
class FeedbackData:
    sft: list[dict[str, Any]] = field(default_factory=list)
    dpo: list[dict[str, Any]] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    last_feedback_id: int = 0


def _verdicts(
    db: Database, since_feedback_id: int
) -> tuple[dict[int, str], dict[int, list[int]], int]:
    with db.session() as s:
        rows = list(
            s.scalars(
                select(Feedback).where(
                    Feedback.target_type == "run", Feedback.retracted_at.is_(None)
                )
            )
        )
    newest = max((r.id for r in rows), default=since_feedback_id)
    touched = {r.run_id for r in rows if r.id > since_feedback_id and r.run_id is not None}
    votes: dict[int, list[str]] = defaultdict(list)
    ids: dict[int, list[int]] = defaultdict(list)
    for row in rows:
        if row.run_id in touched and row.run_id is not None:
            votes[row.run_id].append(row.label)
            ids[row.run_id].append(row.id)
    verdicts: dict[int, str] = {}
    for run_id, labels in votes.items():
        good, bad = labels.count("good"), labels.count("bad")
        if good != bad:
            verdicts[run_id] = "good" if good > bad else "bad"
    return verdicts, ids, newest


def _key(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()


def from_feedback(
    db: Database,
    *,
    sanitizer: Sanitizer,
    since_feedback_id: int = 0,
    max_chars: int = 12_000,
    scope: Scope | dict[str, str] | None = None,
) -> FeedbackData:
    """Training data from the ratings given after ``since_feedback_id`` (a data snapshot).

    ``scope`` (a job's ``{"agent", "tool", "channel"}``) keeps only matching runs.
    """
    want = Scope.of(scope).resolved(db)
    verdicts, feedback_ids, newest = _verdicts(db, since_feedback_id)
    data = FeedbackData(last_feedback_id=newest)
    by_input: dict[tuple[str, str], dict[str, list[tuple[int, list[dict[str, str]]]]]] = (
        defaultdict(lambda: {"good": [], "bad": []})
    )
    seen: set[str] = set()
    for run_id, verdict in sorted(verdicts.items()):
        with db.session() as s:
            row = s.get(Run, run_id)
            status = row.status if row else "missing"
        if status != "done":
            data.skipped["not finished"] += 1
            continue
        run = get_run(db, run_id)
        if not want.matches(run):
            data.skipped["out of scope"] += 1
            continue
        convo = run_conversation(run)
        if convo is None:
            data.skipped["no model call"] += 1
            continue
        convo = sanitizer.value(convo)
        if sum(len(m["content"]) for m in convo) > max_chars:
            data.skipped["too long"] += 1
            continue
        by_input[(run["agent"], " ".join(run["input"].lower().split()))][verdict].append(
            (run_id, convo)
        )
        if verdict != "good":
            continue
        key = _key(convo)
        if key in seen:
            data.skipped["duplicate"] += 1
            continue
        seen.add(key)
        data.sft.append(
            {
                "messages": convo,
                "provenance": {"run_ids": [run_id], "feedback_ids": feedback_ids[run_id]},
            }
        )
    for runs in by_input.values():
        for good_id, good in runs["good"]:
            for bad_id, bad in runs["bad"]:
                # Same agent and the same request up to case and spacing: the good
                # run's prompt stands for both.
                prompt = _prompt(good)
                chosen, rejected = good[len(prompt) :], bad[len(_prompt(bad)) :]
                if chosen == rejected:
                    # A task's rating covers all its turns: a turn done the same way in a
                    # good and a bad attempt shows nothing to prefer.
                    data.skipped["identical pair"] += 1
                    continue
                data.dpo.append(
                    {
                        "prompt": prompt,
                        "chosen": chosen,
                        "rejected": rejected,
                        "provenance": {
                            "run_ids": [good_id, bad_id],
                            "feedback_ids": feedback_ids[good_id] + feedback_ids[bad_id],
                        },
                    }
                )
    return data


def _prompt(convo: list[dict[str, str]]) -> list[dict[str, str]]:
    """Everything up to and including the first user message after the system prompt."""
    for i, message in enumerate(convo):
        if i > 0 and message["role"] == "user":
            return convo[: i + 1]
    return convo[:1]
