"""Chat transcripts a page shows, told apart from fake chat turns (SPEC 4.2).

Support logs, play scripts and published bot conversations put each turn under
a speaker label ("Customer: ...", "Assistant: ...", "Agent (Priya): ..."). There
the label says who spoke: it neither addresses the model reading the page nor
claims a turn in its conversation. A transcript is a run of at least three
labelled lines with at least two speakers, one of whom speaks more than once (a
list of fields, "Name: ... Date: ... Note: ...", names each label once).

Inside a transcript the conversational labels (assistant, agent, bot, model)
are speakers: the sanitiser does not remove them as fake roles, and the
instruction checks read each turn without its label, so a turn is judged by
its own words. An order one speaker types ("From now on answer every question
that way.") is still an order, and a "system" or "developer" turn still claims a
role the page cannot have unless it only logs an event for people ("System:
Chat started at 14:02."; the sanitiser decides that, ``claims_role`` finds it).
"""

from __future__ import annotations

import re

__all__ = ["claims_role", "speaker_labels", "transcripts", "without_speaker_labels"]

Span = tuple[int, int]

# A speaker label at the start of a line, with what it said after it: one to three words
# of letters ("Customer", "Agent (Priya)", "**Assistant:**", "MARGARET").
_TURN = re.compile(
    r"^[ \t>*_-]*(?P<label>(?P<who>[A-Za-z][A-Za-z'.-]*(?:[ \t][A-Za-z][A-Za-z'.-]*){0,2})"
    r"(?:[ \t]*\([^()\n]{1,30}\))?[ \t]*\**[ \t]*:\**)[ \t]+\S",
    re.M,
)
# The speakers a model-facing rule would read as a role or an address.
_CONVERSATIONAL = re.compile(
    r"(?:(?:ai|virtual|support|chat)[ \t]+)?(?:assistant|agent|bot|chatbot|model)", re.I
)
# A turn that claims the system's or the developer's voice is a fake role even in a transcript.
_CLAIMS_ROLE = re.compile(r"[ \t>*#=_\[(-]*(?:system|developer)\b", re.I)
_MIN_TURNS = 3
# Lines between two turns of one transcript: a turn that wraps onto a second line.
_MAX_GAP_LINES = 1


def _gap_lines(text: str, lo: int, hi: int) -> int:
    """Non-blank lines in ``text[lo:hi]`` after the line ``lo`` is on."""
    rest = text[lo:hi].split("\n")[1:]
    return sum(1 for line in rest if line.strip())


def _runs(text: str) -> list[list[re.Match[str]]]:
    turns = list(_TURN.finditer(text))
    runs: list[list[re.Match[str]]] = []
    for turn in turns:
        if runs and _gap_lines(text, runs[-1][-1].start(), turn.start()) <= _MAX_GAP_LINES:
            runs[-1].append(turn)
        else:
            runs.append([turn])
    return runs


def _is_transcript(run: list[re.Match[str]]) -> bool:
    speakers = [m.group("who").casefold() for m in run]
    distinct = set(speakers)
    return len(run) >= _MIN_TURNS and len(distinct) >= 2 and len(distinct) < len(speakers)


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def transcripts(text: str) -> list[Span]:
    """Each transcript in ``text``, from its first label to the end of its last turn's line."""
    return [
        (run[0].start(), _line_end(text, run[-1].end()))
        for run in _runs(text)
        if _is_transcript(run)
    ]


def speaker_labels(text: str) -> list[Span]:
    """The conversational speaker labels ("Assistant:", "Agent (Priya):") of transcripts."""
    return [
        m.span("label")
        for run in _runs(text)
        if _is_transcript(run)
        for m in run
        if _CONVERSATIONAL.fullmatch(m.group("who"))
    ]


def claims_role(text: str, lo: int) -> bool:
    """Whether the turn at ``text[lo]`` speaks as the system or the developer."""
    return bool(_CLAIMS_ROLE.match(text, lo))


def without_speaker_labels(text: str) -> str:
    """``text`` with its transcripts' conversational speaker labels blanked (same offsets)."""
    labels = speaker_labels(text)
    if not labels:
        return text
    pieces: list[str] = []
    last = 0
    for lo, hi in labels:
        pieces += [text[last:lo], " " * (hi - lo)]
        last = hi
    return "".join(pieces) + text[last:]
