"""Prompt-level credit: which instruction of a system prompt a complaint points at.

The prompt is split into instruction segments (lines, bullet items, sentences),
each an exact slice of the prompt so a later edit can replace it. For every
complaint ("length: too_long") a segment is *blamed* when it pushes the wrong
way ("Answer in detail."), and *not followed* when it already asks for the
right thing ("Be brief.") but the reply ignored it. With neither, the prompt
is missing an instruction. Scores are in [0, 1]; everything is deterministic.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from core.evolution.aspects import Aspect

__all__ = [
    "BLAMED",
    "MISSING",
    "NOT_FOLLOWED",
    "PromptCredit",
    "Segment",
    "SegmentCredit",
    "prompt_credit",
    "split_segments",
]

BLAMED, NOT_FOLLOWED, MISSING = "blamed", "not_followed", "missing_instruction"
_BLAME_SCORE, _IGNORED_SCORE = 1.0, 0.5


@dataclass(frozen=True, slots=True)
class Segment:
    """One instruction: ``text`` is ``prompt[start:end]``."""

    index: int
    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class SegmentCredit:
    index: int
    text: str
    score: float  # 0: unrelated; 0.5: asks for the right thing; 1: pushes the wrong way
    role: str  # blamed | not_followed | unrelated
    cues: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PromptCredit:
    """Credit for one complaint: the verdict and a score for every segment."""

    aspect: str
    direction: str
    verdict: str  # blamed | not_followed | missing_instruction
    segments: tuple[SegmentCredit, ...]

    @property
    def blamed(self) -> tuple[SegmentCredit, ...]:
        return tuple(s for s in self.segments if s.role == BLAMED)


_BULLET = re.compile(r"^\s*(?:[-*•+]|\d{1,3}[.)])\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")

_LONG = (
    r"\bdetail(?:ed|s)?\b|\bin depth\b|\bthorough(?:ly)?\b|\bcomprehensive\b|\belaborat\w*"
    r"|\bexplain\w*|\bstep[- ]by[- ]step\b|\bextensive(?:ly)?\b|\bat length\b"
    r"|\bas much (?:information|detail|context)\b|\bcover everything\b|\bbackground\b"
    r"|\ball (?:the )?relevant\b|\blong(?:er)?\b"
)
_SHORT = (
    r"\bbrief(?:ly)?\b|\bconcise(?:ly)?\b|\bshort(?:er)?\b|\bsuccinct\w*|\bterse\b"
    r"|\bone (?:sentence|line|word)\b|\bfew words\b|\bto the point\b"
    r"|\bonly (?:the )?(?:answer|number|result|facts?)\b|\bno (?:explanation|preamble)s?\b"
    r"|\bat most \d+\b|\bkeep (?:it|answers|replies) short\b"
)
_FORMAT = (
    r"\bmarkdown\b|\bjson\b|\bbullet\w*|\blists?\b|\btables?\b|\bheadings?\b|\bformat\w*"
    r"|\bplain text\b|\bcode blocks?\b|\bnumbered\b|\bbold\b|\bparagraphs?\b"
)
_GUESS = (
    r"\bguess\w*|\bnever say (?:that )?you don'?t know\b|\balways (?:give|provide|have) an"
    r" answer\b|\bcreative\w*|\bimagin\w+|\bmake (?:something|things) up\b|\bfrom memory\b"
    r"|\bspeculat\w+|\bassume\b"
)
_CHECK = (
    r"\bverif\w+|\bcheck\w*|\baccura\w+|\bcorrect\w*|\bcite\b|\bsources?\b"
    r"|\b(?:do not|don't|never) guess\b|\bif (?:you are )?(?:unsure|not sure)\b"
    r"|\buse (?:the |your )?tools?\b|\bfacts?\b"
)
_NO_TOOLS = (
    r"\banswer directly\b|\bwithout (?:using )?(?:any )?tools?\b|\b(?:don't|do not|never) use"
    r" (?:any )?tools?\b|\bavoid (?:using )?tools?\b|\bfrom (?:your own )?(?:knowledge|memory)\b"
)
_USE_TOOLS = (
    r"\buse (?:the |a |your )?(?:\w+ )?tools?\b|\bsearch\w*|\blook (?:it |things )?up\b"
    r"|\bretriev\w+|\bquery\b|\brun(?:_code| code)\b|\bcall (?:the |a )?\w+\b|\bdocs\b"
    r"|\bdocumentation\b|\bhandbook\b|\bstore\b"
)
_ALWAYS_TOOLS = (
    r"\balways (?:use|call|search|check|look up|run)\b|\bbefore (?:answering|you answer)\b"
    r"|\bfor every (?:question|request|message)\b|\buse tools? (?:for|whenever|on)\b"
)
_TOOL_CHOICE = (
    r"\buse (?:the )?[a-z_]+ (?:tool )?(?:for|to|when)\b|\bprefer\w*|\bfirst (?:call|use)\b"
    r"|\b[a-z]+_[a-z_]+\b"
)
_ONLY_IF_NEEDED = (
    r"\bonly (?:use|call) (?:a |the )?tools? (?:when|if)\b|\bif (?:needed|necessary)\b"
    r"|\bwhen (?:needed|necessary)\b|\banswer directly\b"
)
_SLOW = (
    r"\bthorough(?:ly)?\b|\bstep[- ]by[- ]step\b|\bdouble[- ]check\w*|\bverif\w+"
    r"|\bthink (?:carefully|hard|step)\b|\bin depth\b|\bdetailed\b|\balways (?:search|check)\b"
)
_FAST = r"\bquick(?:ly)?\b|\bfast\b|\bbrief(?:ly)?\b|\bwithout delay\b|\bimmediately\b"
_FORMAL = r"\bformal\w*|\bprofessional\w*|\bpolite\w*|\bcourteous\b|\bsir\b|\bmadam\b"
_CASUAL = (
    r"\bcasual\w*|\bfriendly\b|\bfun\b|\bhumou?r\w*|\bjok\w+|\bemojis?\b|\bplayful\b"
    r"|\binformal\b|\bconversational\b|\brelaxed\b"
)
_BLUNT = r"\bblunt\w*|\bdirect\b|\bterse\b|\bcurt\b|\bno (?:pleasantries|greetings)\b|\bsarcas\w+"
_KIND = r"\bpolite\w*|\bkind\w*|\bfriendly\b|\brespectful\w*|\bcourteous\b|\bwarm\b"
_COMPLY = (
    r"\balways comply\b|\bnever refuse\b|\bwhatever the user asks\b|\bno restrictions\b"
    r"|\bdo anything\b"
)
_REFUSE = (
    r"\brefus\w+|\bdeclin\w+|\bnever (?:discuss|share|reveal|give|answer)\b|\bdo not (?:discuss"
    r"|share|reveal|answer)\b|\bcautio\w+|\bcareful\w*|\bavoid\w*|\bwarn\w*|\bdisclaimer\w*"
)
_SECRETS = r"\bsecrets?\b|\bpasswords?\b|\bprivate\b|\bsafe(?:ty|ly)?\b|\bharm\w*"
_COMPLETE = (
    r"\bcomplete\w*|\bevery (?:part|question)\b|\ball (?:parts|questions)\b|\bthorough\w*"
    r"|\baddress (?:each|every|all)\b"
)
_TANGENT = (
    r"\balso (?:mention|suggest|include|add|recommend)\b|\balways (?:mention|suggest|include"
    r"|recommend|promote)\b|\brelated (?:topics|products|links)\b|\btangent\w*|\bfun facts?\b"
    r"|\bbackground\b"
)
_FOCUS = r"\bstay on topic\b|\bonly answer\b|\brelevan\w+|\bfocus\w*|\bwhat (?:was|is) asked\b"

# (aspect, direction) -> (pushes the wrong way, asks for the right thing)
_CUES: Mapping[tuple[str, str], tuple[str, str]] = {
    ("length", "too_long"): (_LONG, _SHORT),
    ("length", "too_short"): (_SHORT, _LONG),
    ("format", "wrong_format"): (_FORMAT, ""),
    ("accuracy", "wrong"): (_GUESS, _CHECK),
    ("tone", "too_formal"): (_FORMAL, _CASUAL),
    ("tone", "too_casual"): (_CASUAL, _FORMAL),
    ("tone", "rude"): (_BLUNT, _KIND),
    ("tool_use", "wrong_tool"): (_TOOL_CHOICE, ""),
    ("tool_use", "missing_tool"): (_NO_TOOLS, _USE_TOOLS),
    ("tool_use", "unnecessary_tool"): (_ALWAYS_TOOLS, _ONLY_IF_NEEDED),
    ("tool_use", "tool_failed"): ("", ""),
    ("completeness", "incomplete"): (_SHORT, _COMPLETE),
    ("speed", "too_slow"): (_SLOW, _FAST),
    ("safety", "unsafe"): (_COMPLY, _SECRETS),
    ("safety", "over_cautious"): (_REFUSE, ""),
    ("relevance", "off_topic"): (_TANGENT, _FOCUS),
    ("other", "negative"): ("", ""),
}
_COMPILED = {
    key: tuple(re.compile(p, re.IGNORECASE) if p else None for p in pair)
    for key, pair in _CUES.items()
}


def split_segments(prompt: str) -> tuple[Segment, ...]:
    """Lines, with bullet markers left out, then sentences within a line."""
    segments: list[Segment] = []
    offset = 0
    for line in prompt.splitlines(keepends=True):
        start = offset
        offset += len(line)
        body = line.rstrip("\r\n")
        bullet = _BULLET.match(body)
        cursor = bullet.end() if bullet else 0
        pieces = _SENTENCE_END.split(body[cursor:])
        for piece in pieces:
            at = body.find(piece, cursor)
            cursor = at + len(piece)
            text = piece.strip()
            if not text:
                continue
            lead = len(piece) - len(piece.lstrip())
            begin = start + at + lead
            segments.append(Segment(len(segments), text, begin, begin + len(text)))
    return tuple(segments)


def _matches(pattern: re.Pattern[str] | None, text: str) -> tuple[str, ...]:
    if pattern is None:
        return ()
    return tuple(m.group(0) for m in pattern.finditer(text))


def _credit(
    segment: Segment, blame: re.Pattern[str] | None, remedy: re.Pattern[str] | None
) -> SegmentCredit:
    wrong = _matches(blame, segment.text)
    if wrong:
        return SegmentCredit(segment.index, segment.text, _BLAME_SCORE, BLAMED, wrong)
    right = _matches(remedy, segment.text)
    if right:
        return SegmentCredit(segment.index, segment.text, _IGNORED_SCORE, NOT_FOLLOWED, right)
    return SegmentCredit(segment.index, segment.text, 0.0, "unrelated")


def prompt_credit(system_prompt: str, aspects: Sequence[Aspect]) -> tuple[PromptCredit, ...]:
    """One ``PromptCredit`` per complaint in ``aspects`` (praise is not credited here)."""
    segments = split_segments(system_prompt)
    out: list[PromptCredit] = []
    for aspect in aspects:
        if aspect.polarity != "negative":
            continue
        blame, remedy = _COMPILED.get((aspect.aspect, aspect.direction), (None, None))
        credits = tuple(_credit(s, blame, remedy) for s in segments)
        if any(c.role == BLAMED for c in credits):
            verdict = BLAMED
        elif any(c.role == NOT_FOLLOWED for c in credits):
            verdict = NOT_FOLLOWED
        else:
            verdict = MISSING
        out.append(PromptCredit(aspect.aspect, aspect.direction, verdict, credits))
    return tuple(out)
