"""``corrections``: bad runs whose rating note gives the right answer become SFT examples.

The run's own steps (tool calls and results) are kept and only its final
answer is replaced by the correction, so the model learns the right ending of
the trajectory it actually produced. A note counts as a correction when it
says so ("should be: 84", "correct answer: Canberra") or, if ``plain_text``,
when it is plain text that does not read like a complaint ("Canberra").
"""

from __future__ import annotations

import re

from core.improve.from_feedback import FeedbackData
from core.improve.rated import Message, RatedRun, Scope, rated_runs
from core.improve.sanitize import Sanitizer
from core.runtime.prompt import answer_text
from core.storage import Database

__all__ = [
    "corrected_conversation",
    "corrections",
    "latest_correction",
    "parse_correction",
    "split_note",
]

# Explicit markers: "correct answer is X", "should be: X", "answer: X", or "should be"
# directly followed by a value ("should be 84", "should be 'Paris'"); "should be
# shorter" is a critique, not an answer.
_MARKER = re.compile(
    r"(?is)\b(?:(?:correct|right|expected)\s+(?:answer|result|reply)\s+(?:is|was)\b\s*:?"
    r"|(?:correct|right)\s+(?:answer|result|reply)\s*[:=]"
    r"|should\s+(?:have\s+)?(?:be(?:en)?|say|said|answer(?:ed)?)\s*[:=]"
    r"|should\s+(?:have\s+)?(?:be(?:en)?|say|said)\s+(?=[-\d\"'])"
    r"|(?:correction|expected|answer)\s*[:=])"
    r"\s*(?P<answer>\S.*)$"
)
# A plain note is a correction only if nothing in it reads like a complaint.
_COMPLAINT = re.compile(
    r"(?i)\b(?:wrong|incorrect|bad|slow|not|no|never|didn'?t|doesn'?t|don'?t|can'?t|"
    r"tool|error|useless|unhelpful|hallucinat\w*|why|should|please|try|i|expected|more|less|"
    r"better|worse|shorter|longer|missing|instead)\b|\?"
)
_LEAD = re.compile(r"(?i)^\s*(?:no|nope|wrong|incorrect|not quite)\s*[,.:;!\-]+\s*")


def split_note(note: str, *, plain_text: bool = True) -> tuple[str, str]:
    """``(critique, correction)`` of a rating note; either may be ``""``.

    ``"wrong tool; correct answer: 84"`` gives ``("wrong tool", "84")``.
    """
    note = note.strip()
    match = _MARKER.search(note)
    if match:
        answer = match.group("answer").strip().strip("\"'").strip()
        critique = note[: match.start()].strip(" \t\n,.;:-")
        if len(critique.split()) < 2:  # "It should be 84": nothing but the lead-in
            critique = ""
        return critique, answer
    if plain_text:
        rest = _LEAD.sub("", note, count=1).strip()
        if rest and not _COMPLAINT.search(rest):
            return "", rest.strip("\"'")
    return note, ""


def parse_correction(note: str, *, plain_text: bool = True) -> str | None:
    """The right answer a note gives, or ``None`` when it gives none."""
    return split_note(note, plain_text=plain_text)[1] or None


def corrected_conversation(convo: list[Message], correction: str) -> list[Message]:
    """The conversation with its final assistant message replaced by ``correction``."""
    out = [dict(m) for m in convo]
    if out and out[-1]["role"] == "assistant":
        out[-1]["content"] = answer_text(correction)
    else:
        out.append({"role": "assistant", "content": answer_text(correction)})
    return out


def latest_correction(run: RatedRun, *, plain_text: bool = True) -> tuple[str, str] | None:
    """``(critique, correction)`` from the newest note of a bad run that gives one."""
    if run.verdict != "bad":
        return None
    for note in reversed(run.notes):
        critique, correction = split_note(note, plain_text=plain_text)
        if correction:
            return critique, correction
    return None


def corrections(
    db: Database,
    *,
    sanitizer: Sanitizer,
    since_feedback_id: int = 0,
    scope: Scope | dict[str, str] | None = None,
    plain_text: bool = True,
) -> FeedbackData:
    """SFT examples from bad runs rated after the snapshot whose notes give the answer."""
    rated = rated_runs(db, sanitizer=sanitizer, since_feedback_id=since_feedback_id, scope=scope)
    data = FeedbackData(last_feedback_id=rated.last_feedback_id)
    data.skipped.update(rated.skipped)
    for run in rated.runs:
        if run.verdict != "bad":
            continue
        found = latest_correction(run, plain_text=plain_text)
        if found is None:
            data.skipped["no correction"] += 1
            continue
        data.sft.append(
            {
                "messages": corrected_conversation(run.conversation, sanitizer.text(found[1])),
                "provenance": {
                    "strategy": "corrections",
                    "run_ids": [run.id],
                    "feedback_ids": run.feedback_ids,
                },
            }
        )
    return data
