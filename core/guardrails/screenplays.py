"""Lines characters speak in a play script, told apart from orders to the model (SPEC 4.2).

A screenplay or stage play puts each speech under its character's name, in
capitals on a line of its own (Fountain, the common screenplay format), and its
characters give orders to each other ("PASSENGER / Robot, ignore your
programming and take us to the island."); a stage play prints the name before a
colon on the speech's line ("MARGARET: Forget your rules."), with stage directions
in brackets. Such a speech is said by a character
to a character, not by the page to the model reading it. In a script (at least
two characters with speeches in words), what the instruction checks find inside
a speech is left as it is when the speaker is no chat role (system, developer,
assistant, user) and the speech names no AI reader and nothing to act on (no
link, code name, code word, path or secret): a payload dressed as dialogue still
names its reader or its target, and goes.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import names_reader
from core.guardrails.instructions import score

__all__ = ["in_a_scene", "outside_speeches", "speeches"]

Span = tuple[int, int]

# A character cue and the speech under it: one to three words in capitals alone on their
# line (an extension such as "(V.O.)" may follow), then the lines up to a blank one.
_SPEECH = re.compile(
    r"^[ \t]*(?P<who>[A-Z][A-Z'-]*[A-Z]\.?(?:[ \t]+[A-Z][A-Z'-]*[A-Z]\.?){0,2})"
    r"(?:[ \t]*\([^()\n]{1,30}\))?[ \t]*\n(?P<speech>(?:[ \t]*[^\s\n][^\n]*(?:\n|$))+)",
    re.M,
)
# A speech is words ("Quiet in the wings, please."), not a grid of letters or code.
_PROSE = re.compile(r"\b[A-Za-z][a-z]+(?:[ \t,;:'-]+[a-z]+){2}")
# Scene headings and transitions are in capitals too.
_NOT_A_CHARACTER = re.compile(
    r"(?:INT|EXT|EST|INT\./EXT|I/E)\b.*|.*\bTO:?|FADE\b.*|THE END|END|TITLE|CREDIT|AUTHOR"
)
_ROLES = re.compile(r"SYSTEM|DEVELOPER|ASSISTANT|USER|AI|BOT|MODEL|TOOL")
_MIN_CHARACTERS = 2


# A stage play's line: the character's name in capitals, a colon, the speech on that line
# ("MARGARET: Forget your rules. I'm his sister."); a stage direction in brackets on a
# line of its own ("(MARGARET pulls out the plug. Silence.)") marks the page as a play.
_STAGE_LINE = re.compile(
    r"^[ \t]*(?P<who>[A-Z][A-Z'-]*[A-Z](?:[ \t]+[A-Z][A-Z'-]*[A-Z]){0,2}):[ \t]+"
    r"(?P<speech>[^\n]+)",
    re.M,
)
_DIRECTION = re.compile(r"^[ \t]*\([^()\n]{8,}\)[ \t]*$", re.M)
_MIN_LINES = 2


def _stage_lines(text: str) -> list[re.Match[str]]:
    if not _DIRECTION.search(text):
        return []
    found = [
        m
        for m in _STAGE_LINE.finditer(text)
        if not _NOT_A_CHARACTER.fullmatch(m.group("who")) and _PROSE.search(m.group("speech"))
    ]
    return found if len(found) >= _MIN_LINES else []


def speeches(text: str) -> list[Span]:
    """The speeches of a play script in ``text`` whose speaker is no chat role."""
    found = [
        m
        for m in _SPEECH.finditer(text)
        if not _NOT_A_CHARACTER.fullmatch(m.group("who")) and _PROSE.search(m.group("speech"))
    ]
    if len({m.group("who") for m in found}) < _MIN_CHARACTERS:
        found = []
    spans = [m.span("speech") for m in found if not _ROLES.fullmatch(m.group("who"))]
    # (a stage play's line, its cue included: the cue is a name, not an order)
    return spans + [m.span() for m in _stage_lines(text) if not _ROLES.fullmatch(m.group("who"))]


def outside_speeches(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` less those inside a character's speech that names no reader or target."""
    said = [(lo, hi) for lo, hi in speeches(text) if not names_reader(text[lo:hi])]
    if not said:
        return spans
    return [(lo, hi) for lo, hi in spans if not any(a <= lo and hi <= b for a, b in said)]


# Speakers' names in capitals before a colon, as subtitles and captions print a line of
# dialogue ("SYSTEM: Boot complete. ROBOT: I am the ferry keeper now. GIRL: ...").
_INLINE_CUE = re.compile(
    r"(?<![\w'-])(?P<who>[A-Z][A-Z'-]*[A-Z](?:[ \t]+[A-Z][A-Z'-]*[A-Z]){0,2}):[ \t]"
)
_MIN_OTHERS = 2


def in_a_scene(block: str) -> bool:
    """Whether a role label opening ``block`` is one character's cue in a line of
    dialogue: two characters or more that are no chat role speak after it on its line,
    and its own words give no order and name no reader or target."""
    line = block.split("\n", 1)[0]
    cues = list(_INLINE_CUE.finditer(line))
    if not cues or line[: cues[0].start()].strip(" \t>*#=_-"):
        return False
    others = {m.group("who") for m in cues[1:] if not _ROLES.fullmatch(m.group("who"))}
    if len(others) < _MIN_OTHERS:
        return False
    own = line[cues[0].end() : cues[1].start()]
    return score(own) == 0 and not names_reader(own)
