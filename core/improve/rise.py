"""``rise``: attempt -> feedback -> correction chains (RISE, Qu et al. 2024).

Each example is one conversation: the system prompt, the user's request, the
failed attempt, the user saying what was wrong, and a corrected attempt. The
corrected attempt comes from a retry (the next run of the same agent for the
same user in the same channel, soon after, on a similar request, rated good)
or, failing that, from a correction in the bad run's rating note.

Only the corrected attempt should be learned: every assistant message carries
``"train"``: ``false`` in the failed attempt, ``true`` in the corrected one.
The feedback turn never contains the correction itself, so the model learns
to fix its answer rather than to copy it from the user.
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select

from core.improve.corrections import latest_correction
from core.improve.from_feedback import FeedbackData
from core.improve.rated import Message, RatedRun, Scope, prompt_of, rated_run, rated_runs
from core.improve.sanitize import Sanitizer
from core.runtime.prompt import answer_text
from core.runtime.selection import Similarity, similarity
from core.storage import Database, Run

__all__ = ["RETRY_FEEDBACK", "rise"]

RETRY_FEEDBACK = "That was wrong. Please try again."


def _retry(
    db: Database,
    bad: RatedRun,
    *,
    sanitizer: Sanitizer,
    window: timedelta,
    similar: Similarity,
    min_similarity: float,
) -> RatedRun | None:
    """The next run in the same conversation, if it is a good retry of ``bad``."""
    with db.session() as s:
        row = s.get(Run, bad.id)
        if row is None:
            return None
        nxt = s.scalar(
            select(Run)
            .where(
                Run.id > row.id,
                Run.agent_name == row.agent_name,
                Run.platform == row.platform,
                Run.channel == row.channel,
                Run.user == row.user,
            )
            .order_by(Run.id)
            .limit(1)
        )
        if nxt is None or nxt.created_at - row.created_at > window:
            return None
        if similar(row.input, nxt.input) < min_similarity:
            return None
        retry_id = nxt.id
    retry = rated_run(db, retry_id, sanitizer=sanitizer)
    if isinstance(retry, str) or retry.verdict != "good" or retry.run["status"] != "done":
        return None
    return retry


def _flag(messages: list[Message], train: bool) -> list[Message]:
    return [{**m, "train": train} if m["role"] == "assistant" else dict(m) for m in messages]


def _chain(bad: RatedRun, feedback: str, corrected: list[Message]) -> list[Message]:
    prompt = prompt_of(bad.conversation)
    failed = bad.conversation[len(prompt) :]
    return [
        *(dict(m) for m in prompt),
        *_flag(failed, False),
        {"role": "user", "content": feedback},
        *_flag(corrected, True),
    ]


def _same(a: str, b: str) -> bool:
    return " ".join(a.lower().split()) == " ".join(b.lower().split())


def rise(
    db: Database,
    *,
    sanitizer: Sanitizer,
    since_feedback_id: int = 0,
    scope: Scope | dict[str, str] | None = None,
    window: timedelta = timedelta(hours=1),
    similar: Similarity = similarity,
    min_similarity: float = 0.2,
    plain_text: bool = True,
) -> FeedbackData:
    """Multi-turn SFT examples from bad runs rated after the snapshot (see the module doc).

    A retry must start within ``window`` of the bad run and its request must
    score at least ``min_similarity`` with ``similar`` (word overlap by default).
    """
    rated = rated_runs(db, sanitizer=sanitizer, since_feedback_id=since_feedback_id, scope=scope)
    data = FeedbackData(last_feedback_id=rated.last_feedback_id)
    data.skipped.update(rated.skipped)
    for bad in rated.runs:
        if bad.verdict != "bad":
            continue
        if len(bad.conversation) <= len(prompt_of(bad.conversation)):
            data.skipped["no failed attempt"] += 1
            continue
        found = latest_correction(bad, plain_text=plain_text)
        critique = sanitizer.text(found[0] if found else (bad.notes[-1] if bad.notes else ""))
        retry = _retry(
            db,
            bad,
            sanitizer=sanitizer,
            window=window,
            similar=similar,
            min_similarity=min_similarity,
        )
        if retry is not None:
            retry_prompt = prompt_of(retry.conversation)
            asked = str(retry_prompt[-1]["content"])
            if not critique and not _same(asked, str(prompt_of(bad.conversation)[-1]["content"])):
                critique = asked  # the retry's request is what the user said next
            corrected = retry.conversation[len(retry_prompt) :]
            provenance = {
                "strategy": "rise",
                "kind": "retry",
                "run_ids": [bad.id, retry.id],
                "feedback_ids": bad.feedback_ids + retry.feedback_ids,
            }
        elif found is not None:
            corrected = [{"role": "assistant", "content": answer_text(sanitizer.text(found[1]))}]
            provenance = {
                "strategy": "rise",
                "kind": "correction",
                "run_ids": [bad.id],
                "feedback_ids": bad.feedback_ids,
            }
        else:
            data.skipped["no retry or correction"] += 1
            continue
        feedback = f"That was wrong: {critique}" if critique else RETRY_FEEDBACK
        data.sft.append({"messages": _chain(bad, feedback, corrected), "provenance": provenance})
    return data
