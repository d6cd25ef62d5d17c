"""How positive or negative a comment sounds, from a small word and emoji lexicon.

Only clear cues count: "perfect", "thanks", "useless", a thumbs-up. A cue
right after a negation flips ("not good" is negative; "not bad" is mildly
positive). Comments with no cue at all are left to a model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.evolution.aspects import negated_before

__all__ = ["CommentSentiment", "comment_sentiment"]

_STRONG, _MILD, _WEAK = 1.0, 0.6, 0.3

_WORDS: tuple[tuple[float, str], ...] = (
    (
        _STRONG,
        r"perfect|excellent|awesome|amazing|brilliant|fantastic|great|superb|outstanding"
        r"|love(?:d)? it|well done|nailed it|parfait|g[ée]nial|perfekt|toll|wunderbar|klasse"
        r"|perfecto|excelente|perfeito|[óo]timo|perfetto|ottimo|bravo",
    ),
    (
        _MILD,
        r"good|nice|helpful|useful|cool|thank you|thanks|thx|cheers|merci|danke|gracias"
        r"|obrigad[oa]|grazie|bien|gut|buen[oa]|bom|buon[oa]",
    ),
    (_WEAK, r"ok|okay|fine|alright"),
    (
        -_STRONG,
        r"terrible|awful|horrible|useless|garbage|trash|worst|rubbish|pathetic|waste of time"
        r"|nul|nulle|nutzlos|furchtbar|schrecklich|in[úu]til|horr[íi]vel|p[ée]ssim[oa]"
        r"|pessimo|inutile",
    ),
    (
        -_MILD,
        r"bad|poor|meh|unhelpful|annoying|disappointing|disappointed|confusing|confused|worse"
        r"|lame|ugh|mauvais|schlecht|mal[oa]|ruim|cattivo",
    ),
)
_PATTERNS = tuple((w, re.compile(rf"\b(?:{p})\b", re.IGNORECASE)) for w, p in _WORDS)

_EMOJI_POSITIVE = "👍✅🎉🙏❤😀😃😄😁😊🙂😍🥳⭐🌟🙌💪👌💯🔥🤩👏"
_EMOJI_NEGATIVE = "👎❌😡😠🤬😞😢😭🙄😤😒😕🙁☹🤦💩🤮😫"
_SHORTCODES = {
    "+1": 1.0,
    "thumbsup": 1.0,
    "heart": 1.0,
    "tada": 1.0,
    "white_check_mark": 1.0,
    "star": 1.0,
    "clap": 1.0,
    "pray": 1.0,
    "100": 1.0,
    "-1": -1.0,
    "thumbsdown": -1.0,
    "x": -1.0,
    "rage": -1.0,
    "angry": -1.0,
    "disappointed": -1.0,
    "facepalm": -1.0,
    "face_palm": -1.0,
    "poop": -1.0,
}
_SHORTCODE = re.compile(r":([a-z0-9_+-]+):")
_EMOJI_WEIGHT = 0.8


@dataclass(frozen=True, slots=True)
class CommentSentiment:
    """``score`` in [-1, 1] from ``cues`` lexicon hits; 0 cues means the lexicon knows nothing."""

    score: float
    cues: int


def comment_sentiment(comment: str) -> CommentSentiment:
    total = 0.0
    cues = 0
    taken: list[tuple[int, int]] = []
    for weight, pattern in _PATTERNS:
        for match in pattern.finditer(comment):
            start, end = match.span()
            if any(start < b and a < end for a, b in taken):
                continue
            taken.append((start, end))
            value = weight
            if negated_before(comment, start) is not None:
                # "not good" is bad; "not bad" is only faintly good.
                value = -weight if weight > 0 else -weight / 2
            total += value
            cues += 1
    for char in comment:
        if char in _EMOJI_POSITIVE:
            total, cues = total + _EMOJI_WEIGHT, cues + 1
        elif char in _EMOJI_NEGATIVE:
            total, cues = total - _EMOJI_WEIGHT, cues + 1
    for code in _SHORTCODE.findall(comment.lower()):
        if code in _SHORTCODES:
            total, cues = total + _EMOJI_WEIGHT * _SHORTCODES[code], cues + 1
    return CommentSentiment(max(-1.0, min(1.0, total)), cues)
