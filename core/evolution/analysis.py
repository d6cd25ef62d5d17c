"""A rating (label, score) and its comment become a sentiment and aspects (SPEC 5.2).

Rules come first (``core.evolution.aspects``, ``core.evolution.sentiment``).
Only a comment in which they find nothing at all goes to a model: the teacher
when one is configured, else the small local model. The rater's own label and
score always count; the comment moves the sentiment along with them, so "good"
with "thanks, but far too long" stays positive while still recording the
length complaint.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.evolution.aspects import Aspect, find_aspects
from core.evolution.classify import SENTIMENTS, ModelVerdict, classify_comment
from core.evolution.sentiment import comment_sentiment
from core.models.base import ModelClient

__all__ = [
    "RULES",
    "SMALL_MODEL_CONFIDENCE",
    "TEACHER_CONFIDENCE",
    "Analysis",
    "analyse_rating",
    "analyse_with_rules",
    "needs_model",
    "score_value",
]

RULES = "rules"
# How much a model's labels are trusted next to the rater's own label and the rules.
SMALL_MODEL_CONFIDENCE = 0.4
TEACHER_CONFIDENCE = 0.7
# |mean signal| below this is "neutral": the signals cancel out or are faint.
_NEUTRAL_BAND = 0.2
# How much each aspect moves the comment's sentiment (times its confidence).
_ASPECT_WEIGHT = 0.6
_LABELS = {"good": 1.0, "bad": -1.0}
_WORD = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True, slots=True)
class Analysis:
    """Sentiment (``positive``/``negative``/``neutral``), its confidence, and aspects.

    ``analyser`` is ``"rules"`` or the id of the model whose labels were used.
    Nothing of the comment is kept except the aspects' quoted evidence.
    """

    sentiment: str
    confidence: float
    aspects: tuple[Aspect, ...] = ()
    analyser: str = RULES

    @property
    def value(self) -> float:
        """+1, 0 or -1: the sentiment as a number (trends average it)."""
        return {"positive": 1.0, "negative": -1.0}.get(self.sentiment, 0.0)

    @property
    def complaints(self) -> tuple[Aspect, ...]:
        return tuple(a for a in self.aspects if a.polarity == "negative")

    def aspects_json(self) -> list[dict[str, Any]]:
        return [a.as_dict() for a in self.aspects]

    @classmethod
    def from_stored(
        cls,
        *,
        sentiment: str,
        confidence: float,
        aspects: Sequence[Mapping[str, Any]],
        analyser: str,
    ) -> Analysis:
        return cls(sentiment, confidence, tuple(Aspect.from_dict(a) for a in aspects), analyser)


def score_value(score: float | None) -> float | None:
    """A numeric score on [-1, 1], read on the scale it evidently uses; ``None`` if unknown.

    [0, 1] is a fraction, (1, 5] stars, (5, 10] a mark out of ten, [-1, 0) already
    signed; anything else is a scale nobody said, so it is ignored.
    """
    if score is None:
        return None
    if -1.0 <= score < 0.0:
        return score
    if 0.0 <= score <= 1.0:
        return 2.0 * score - 1.0
    if 1.0 < score <= 5.0:
        return (score - 3.0) / 2.0
    if 5.0 < score <= 10.0:
        return (score - 5.5) / 4.5
    return None


def needs_model(comment: str) -> bool:
    """Whether ``comment`` has words but no cue the rules understand."""
    if len(_WORD.findall(comment)) == 0:
        return False  # empty, emoji only, numbers: nothing a model could add
    return not find_aspects(comment) and comment_sentiment(comment).cues == 0


def _combine(
    label: str, score: float | None, comment: float | None, comment_weight: float
) -> tuple[str, float]:
    signals: list[tuple[float, float]] = []
    if label in _LABELS:
        signals.append((_LABELS[label], 1.0))
    scored = score_value(score)
    if scored is not None:
        signals.append((scored, 1.0))
    if comment is not None and comment_weight > 0:
        signals.append((comment, comment_weight))
    weight = sum(w for _, w in signals)
    if weight == 0:
        return "neutral", 0.0
    mean = sum(v * w for v, w in signals) / weight
    if mean > _NEUTRAL_BAND:
        return "positive", round(min(1.0, mean), 3)
    if mean < -_NEUTRAL_BAND:
        return "negative", round(min(1.0, -mean), 3)
    return "neutral", 0.5  # the signals disagree, or all are faint


def _aspect_signal(aspects: Sequence[Aspect]) -> float:
    return sum(
        (_ASPECT_WEIGHT if a.polarity == "positive" else -_ASPECT_WEIGHT) * a.confidence
        for a in aspects
    )


def analyse_with_rules(label: str, score: float | None, comment: str) -> Analysis:
    """The analysis the rules alone give (no model is ever called)."""
    aspects = find_aspects(comment)
    lexicon = comment_sentiment(comment)
    value: float | None = None
    if aspects or lexicon.cues:
        value = max(-1.0, min(1.0, lexicon.score + _aspect_signal(aspects)))
    sentiment, confidence = _combine(label, score, value, 1.0)
    return Analysis(sentiment, confidence, aspects, RULES)


def _from_verdict(label: str, score: float | None, verdict: ModelVerdict, trust: float) -> Analysis:
    value = {"positive": 1.0, "negative": -1.0, "neutral": 0.0}[verdict.sentiment]
    sentiment, confidence = _combine(label, score, value, trust)
    return Analysis(sentiment, confidence, verdict.aspects, verdict.model_id)


async def analyse_rating(
    label: str,
    score: float | None,
    comment: str,
    *,
    model: ModelClient | None = None,
    teacher: ModelClient | None = None,
) -> Analysis:
    """Analyse one rating; a model is asked only when the rules cannot read the comment.

    With ``teacher`` it is asked instead of ``model``. An unreadable model reply
    leaves the rules' analysis (the label and score alone). A model backend that
    is down raises its ``StropError`` so the caller can try again later.
    """
    rules = analyse_with_rules(label, score, comment)
    classifier = teacher or model
    if classifier is None or not needs_model(comment):
        return rules
    trust = TEACHER_CONFIDENCE if teacher is not None else SMALL_MODEL_CONFIDENCE
    verdict = await classify_comment(comment, classifier, confidence=trust)
    if verdict is None or verdict.sentiment not in SENTIMENTS:
        return rules
    return _from_verdict(label, score, verdict, trust)
