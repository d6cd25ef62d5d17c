"""What a rating's comment is about: a fixed set of aspects, and the rules that find them.

Each aspect has a few directions, each either a complaint (``negative``) or
praise (``positive``): ``length`` is ``too_long``, ``too_short`` or ``good``.
The rules are regular expressions over the comment, English first plus the
commonest French, German, Spanish, Portuguese and Italian forms. Every match
keeps the exact words it matched as evidence; earlier rules win where two
overlap, so "wrong tool" is a tool-use complaint and not also an accuracy one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "ASPECTS",
    "DIRECTIONS",
    "Aspect",
    "find_aspects",
    "merge_aspects",
    "negated_before",
    "polarity",
    "reads_as_instruction",
]

_NEG, _POS = "negative", "positive"

DIRECTIONS: Mapping[str, Mapping[str, str]] = {
    "length": {"too_long": _NEG, "too_short": _NEG, "good": _POS},
    "format": {"wrong_format": _NEG, "good": _POS},
    "accuracy": {"wrong": _NEG, "correct": _POS},
    "tone": {"too_formal": _NEG, "too_casual": _NEG, "rude": _NEG, "good": _POS},
    "tool_use": {
        "wrong_tool": _NEG,
        "missing_tool": _NEG,
        "unnecessary_tool": _NEG,
        "tool_failed": _NEG,
        "good": _POS,
    },
    "completeness": {"incomplete": _NEG, "good": _POS},
    "speed": {"too_slow": _NEG, "good": _POS},
    "safety": {"unsafe": _NEG, "over_cautious": _NEG, "good": _POS},
    "relevance": {"off_topic": _NEG, "good": _POS},
    "other": {"negative": _NEG, "positive": _POS},
}
ASPECTS: tuple[str, ...] = tuple(DIRECTIONS)


def polarity(aspect: str, direction: str) -> str:
    """``"negative"`` or ``"positive"``; ``KeyError`` for a pair outside the fixed set."""
    return DIRECTIONS[aspect][direction]


@dataclass(frozen=True, slots=True)
class Aspect:
    """One thing a rater said, with the exact words of the comment that say it."""

    aspect: str
    direction: str
    confidence: float
    evidence: tuple[str, ...] = ()

    @property
    def polarity(self) -> str:
        return polarity(self.aspect, self.direction)

    def as_dict(self) -> dict[str, Any]:
        return {
            "aspect": self.aspect,
            "direction": self.direction,
            "confidence": round(self.confidence, 3),
            "evidence": list(self.evidence),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Aspect:
        return cls(
            aspect=str(data["aspect"]),
            direction=str(data["direction"]),
            confidence=float(data["confidence"]),
            evidence=tuple(str(e) for e in data.get("evidence", ())),
        )


@dataclass(frozen=True, slots=True)
class _Rule:
    aspect: str
    direction: str
    pattern: re.Pattern[str]
    confidence: float
    # The direction when a negation ("not", "nicht", "pas") comes just before the match;
    # None: a negated match says nothing ("not too long" is not a complaint).
    negated: str | None = None


def _rule(
    aspect: str, direction: str, pattern: str, confidence: float, negated: str | None = None
) -> _Rule:
    polarity(aspect, direction)  # a typo in the table fails at import
    if negated is not None:
        polarity(aspect, negated)
    return _Rule(aspect, direction, re.compile(pattern, re.IGNORECASE), confidence, negated)


_INTENS = r"(?:way |far |much |a bit |a little |slightly |really |so |very |too )?"
_TOOL_VERB = r"(?:used|use|called|call|searched|search|checked|check|looked|look|queried|query"
# Up to six more words after a verb phrase: the evidence ends on a whole word.
_TAIL = r"(?:[ ]+[^\s.,;!?]+){0,6}"
_TOOL_VERB += r"|run|ran|fetched|fetch|retrieved|retrieve|consulted|read)"

# Order matters: a match consumes its words, so more specific rules come first.
_RULES: tuple[_Rule, ...] = (
    # speed before length: "took too long" is about time, not words
    _rule(
        "speed",
        "too_slow",
        r"\b(?:took|takes|taking|take) (?:forever|ages|too long|so long|way too long|a while"
        r"|minutes)\b|\bwaited (?:for )?(?:ages|forever|minutes)\b|\b(?:faster|quicker) please\b"
        r"|\btrop lent\w*|\bzu langsam\b|\b(?:muy|demasiado|muito|troppo) lent[oa]\b",
        0.85,
    ),
    _rule("speed", "too_slow", r"\b" + _INTENS + r"slow\b", 0.75, "good"),
    _rule(
        "speed",
        "good",
        r"\b(?:fast|quick|speedy|instant|rapide|schnell|rápid[oa])\b",
        0.6,
        "too_slow",
    ),
    # tool use
    _rule(
        "tool_use",
        "wrong_tool",
        r"\b(?:wrong|incorrect|bad) (?:tool|function|search|query|store|collection)\b"
        r"|\b(?:invented|made[- ]up|made up) (?:a |the )?(?:tool|function)(?: name)?\b"
        r"|\b(?:tool|function) (?:that )?(?:doesn't|does not) exist\b"
        r"|\bmauvais outil\b|\bfalsche[sn]? (?:werkzeug|tool)\b"
        r"|\bherramienta (?:equivocada|incorrecta)\b|\bferramenta errada\b"
        r"|\bstrumento sbagliato\b",
        0.9,
    ),
    _rule(
        "tool_use",
        "missing_tool",
        rf"\bshould(?: have|'ve) {_TOOL_VERB}\b{_TAIL}"
        rf"|\b(?:didn't|did not|never) (?:even )?{_TOOL_VERB}\b{_TAIL}"
        rf"|\bwithout (?:checking|searching|looking|using|calling|running)\b{_TAIL}",
        0.75,
    ),
    _rule(
        "tool_use",
        "unnecessary_tool",
        rf"\b(?:no need to|didn't need to|did not need to|why did (?:it|you)) {_TOOL_VERB}\b"
        rf"{_TAIL}|\b(?:unnecessary|pointless|needless) (?:tool|search|call|lookup)\w*",
        0.8,
    ),
    _rule(
        "tool_use",
        "tool_failed",
        r"\b(?:tool|search|lookup|code|function|call) (?:failed|errored|crashed|broke|timed out)\b",
        0.8,
    ),
    _rule(
        "tool_use",
        "good",
        r"\b(?:right|good|great|nice|correct) (?:tool|use of (?:the )?tools?|choice of tools?)\b",
        0.7,
    ),
    # safety before tone/accuracy: "leaked my password" is not a wrong answer
    _rule(
        "safety",
        "unsafe",
        r"\b(?:leaked|leaks|exposed|revealed|shared|posted|showed|printed) (?:my|the|a|an|our)"
        r" (?:\w+ )?(?:password|api key|key|token|secret|credentials?|private \w+|personal \w+)"
        r"|\b(?:unsafe|dangerous|harmful|offensive|inappropriate|racist|sexist|toxic)\b",
        0.85,
    ),
    _rule(
        "safety",
        "over_cautious",
        r"\b(?:refused|refuses|wouldn't|would not|won't|will not) (?:to )?"
        r"(?:answer|help|do|tell|say|give)\b|\b(?:too|overly) (?:cautious|careful|restrictive"
        r"|preachy)\b|\b(?:didn't|did not) ask for (?:a |the )?(?:lecture|disclaimer|warnings?)\b"
        r"|\bpreachy\b|\blectur(?:ed|ing)\b",
        0.8,
    ),
    # relevance
    _rule(
        "relevance",
        "off_topic",
        r"\b(?:off[- ]topic|irrelevant|unrelated|beside the point|not relevant)\b"
        r"|\bnot what i (?:asked|wanted|meant)\b|\bnot my question\b"
        r"|\b(?:didn't|did not) ask (?:for|about) (?:that|this)\b"
        r"|\banswered (?:a different|another|the wrong) question\b"
        r"|\bmisunderst\w+\b|\bmisread (?:the|my) question\b"
        r"|\bhors sujet\b|\bam thema vorbei\b|\bfuera de tema\b|\bfora do assunto\b"
        r"|\bfuori tema\b",
        0.85,
    ),
    _rule(
        "relevance",
        "good",
        r"\bexactly what i (?:needed|wanted|asked for)\b|\b(?:on[- ]topic|relevant)\b",
        0.6,
        "off_topic",
    ),
    # length
    _rule(
        "length",
        "too_long",
        r"\b" + _INTENS + r"too (?:long|verbose|wordy|lengthy)\b"
        r"|\b(?:so |very |overly |extremely |too )?(?:verbose|long[- ]winded|wordy|rambl\w+)\b"
        r"|\btl;?dr\b|\bwall of text\b|\bget to the point\b|\b(?:less|fewer) words\b"
        r"|\b(?:could|should|can) be (?:much |a lot |way )?shorter\b|\bshorter,? please\b"
        r"|\bkeep it short\b|\bbe (?:more )?(?:brief|concise)\b"
        r"|\bjust (?:give|tell|show|send) me (?:the )?\w+"
        r"|\b(?:didn't|did not|don't|do not) (?:need|want|ask for) (?:an? |the |all )?"
        r"(?:explanation|essay|lecture|story|details?)\b|\bno need (?:for|to) expla\w+"
        r"|\btrop longu?e?\b|\bzu lang\b|\b(?:muy|demasiado) larg[oa]\b"
        r"|\bmuito long[oa]\b|\blong[oa] demais\b|\btroppo lung[oa]\b",
        0.9,
    ),
    _rule(
        "length",
        "too_short",
        r"\b" + _INTENS + r"too (?:short|brief|terse|curt)\b"
        r"|\b(?:more|not enough|no|lacks?|lacking|needs?) (?:detail|details|explanation"
        r"|context|depth)\b|\b(?:could|should) be (?:a bit |much )?longer\b"
        r"|\bone[- ]word (?:answer|reply)\b|\bplease elaborate\b|\bexplain (?:more|further)\b"
        r"|\btrop courte?\b|\bzu kurz\b|\b(?:muy|demasiado|muito|troppo) cort[oa]\b",
        0.85,
    ),
    _rule(
        "length",
        "good",
        r"\bnice and (?:short|concise|brief)\b|\b(?:short|concise|brief) and (?:sweet|clear"
        r"|to the point)\b|\b(?:straight )?to the point\b|\bconcise\b|\bsuccinct\b",
        0.7,
        "too_long",
    ),
    # format
    _rule(
        "format",
        "wrong_format",
        r"\b(?:bad|wrong|broken|messy|ugly|weird|poor|awful|terrible) format(?:ting)?\b"
        r"|\bformat(?:ting)? (?:is|was) (?:off|wrong|broken|messed up|bad|weird|a mess)\b"
        r"|\b(?:should|could|please|pls) (?:use|be in|be) (?:a )?(?:bullet(?: point)?s?|table"
        r"|markdown|list|code block|json|plain text)\b|\braw (?:json|markdown|html)\b"
        r"|\bunreadable\b|\bhard to read\b|\ball (?:in )?one (?:line|paragraph|block)\b"
        r"|\bmal formatée?\b|\bschlecht formatiert\b|\bformato (?:incorrecto|errado|sbagliato)\b",
        0.85,
    ),
    _rule(
        "format",
        "good",
        r"\b(?:nicely|well) (?:formatted|structured|organi[sz]ed|laid out)\b"
        r"|\b(?:good|great|nice|clean|clear) (?:format(?:ting)?|structure|layout)\b"
        r"|\beasy to read\b",
        0.7,
        "wrong_format",
    ),
    # completeness
    _rule(
        "completeness",
        "incomplete",
        r"\b(?:incomplete|unfinished|truncated|half[- ]finished|partial answer)\b"
        r"|\bcut off\b|\bhalf (?:an )?answer\b|\bstopped (?:mid|halfway|in the middle)\w*"
        rf"|\b(?:missed|missing|forgot|left out|skipped|ignored) (?:the |a |my |some |part"
        rf"|one|two|the second|the last|the other){_TAIL}"
        rf"|\b(?:didn't|did not|doesn't|does not|never) (?:answer|address|cover|finish|include"
        rf"|mention)\b{_TAIL}|\bonly answered (?:one|half|part|the first)\b{_TAIL}"
        r"|\bincomplet[eo]?\b|\bunvollständig\b|\bincomplet[oa]\b",
        0.8,
    ),
    _rule(
        "completeness",
        "good",
        r"\b(?:complete|thorough|comprehensive)\b|\bcovered everything\b|\ball i needed\b",
        0.6,
        "incomplete",
    ),
    # tone
    _rule(
        "tone",
        "rude",
        r"\b(?:rude|condescending|patroni[sz]ing|snarky|sarcastic|arrogant|dismissive"
        r"|passive[- ]aggressive)\b|\b(?:tone|attitude) (?:is|was) (?:off|bad|weird|rude)\b"
        r"|\bunhöflich\b|\bimpoli\b|\bgrossier\b|\bgroser[oa]\b|\bmaleducat[oa]\b"
        r"|\bmal educad[oa]\b",
        0.85,
    ),
    _rule(
        "tone",
        "too_formal",
        r"\b" + _INTENS + r"(?:formal|stiff|robotic|corporate|stuffy)\b|\bsounds like a robot\b"
        r"|\bzu förmlich\b|\btrop formel\b|\bdemasiado formal\b",
        0.8,
    ),
    _rule(
        "tone",
        "too_casual",
        r"\b(?:too|overly|so) (?:casual|informal|chatty|flippant|jokey)\b|\bunprofessional\b"
        r"|\b(?:too many|stop (?:using|with) the|no more) emojis?\b",
        0.8,
    ),
    _rule(
        "tone",
        "good",
        r"\b(?:friendly|polite|courteous|nice tone|good tone|great tone|professional)\b",
        0.6,
        "rude",
    ),
    # accuracy last: its words ("wrong", "right") are the most ambiguous
    _rule(
        "accuracy",
        "wrong",
        r"\b(?:wrong|incorrect|inaccurate|untrue|mistaken|nonsense|outdated|out of date)\b"
        r"|\b(?:made[- ]up|makes? (?:stuff|things) up|invent(?:ed|s)|hallucinat\w*|fabricat\w*)\b"
        r"|\b(?:doesn't|does not|didn't|did not) (?:add up|work|compile|run)\b"
        r"|\bmiscalculat\w*|\b(?:math|maths|numbers?|result|answer|sum|total) (?:is|are|was"
        r"|were) (?:off|wrong|incorrect)\b|\bfalse\b"
        r"|\bfaux\b|\bfausse\b|\bincorrecte?\b|\berron[ée]e?\b|\bfalsch\b|\bfehlerhaft\b"
        r"|\bstimmt nicht\b|\bincorrect[oa]\b|\bequivocad[oa]\b|\berr[oó]ne[oa]\b"
        r"|\berrad[oa]\b|\bincorret[oa]\b|\bsbagliat[oa]\b|\berrat[oa]\b",
        0.85,
    ),
    _rule(
        "accuracy",
        "correct",
        r"\b(?:correct|accurate|spot on|exactly right|(?:that's|that is|is|was|all) right"
        r"|it works|works now|that worked|right answer)\b"
        r"|\b(?:richtig|stimmt|correcto|corret[oa]|giusto|exacto|esatto|exactement)\b",
        0.75,
        "wrong",
    ),
)

# A negation this close before a match flips or cancels it.
_NEGATION = re.compile(
    r"\b(?:not|no|never|isn't|wasn't|aren't|weren't|don't|doesn't|didn't|can't|won't"
    r"|couldn't|wouldn't|hardly"
    r"|nicht|kein\w*|pas|jamais|não|nao|non|nunca)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)


# Quotes that read as orders to a model are not evidence of anything a rater thinks;
# dropping them keeps a comment's injected instructions out of later prompt edits.
_INSTRUCTION = re.compile(
    r"\b(?:ignore|disregard|forget|override)\b[^.!?\n]{0,40}\b(?:instructions?|rules|prompts?"
    r"|guidelines)\b|\bsystem prompt\b|\byou are now\b|\bnew instructions?\b",
    re.IGNORECASE,
)


def reads_as_instruction(quote: str) -> bool:
    """Whether ``quote`` reads as an order to a model ("ignore previous instructions")."""
    return bool(_INSTRUCTION.search(quote))


def negated_before(text: str, start: int) -> int | None:
    """Where a negation ("not", "nicht", "pas") within three words before ``start`` begins."""
    window = max(0, start - 40)
    match = _NEGATION.search(text[window:start])
    return window + match.start() if match else None


def merge_aspects(found: Iterable[Aspect]) -> tuple[Aspect, ...]:
    """One entry per aspect and direction: the highest confidence, all evidence, first seen first.

    "Should have searched" next to "wrong tool" is the same complaint (another
    tool was expected), so a missing-tool finding folds into a wrong-tool one.
    """
    merged: dict[tuple[str, str], Aspect] = {}
    for item in found:
        key = (item.aspect, item.direction)
        old = merged.get(key)
        if old is None:
            merged[key] = item
        else:
            evidence = old.evidence + tuple(e for e in item.evidence if e not in old.evidence)
            merged[key] = Aspect(
                item.aspect, item.direction, max(old.confidence, item.confidence), evidence
            )
    wrong, missing = ("tool_use", "wrong_tool"), ("tool_use", "missing_tool")
    if wrong in merged and missing in merged:
        extra = merged.pop(missing)
        old = merged[wrong]
        merged[wrong] = Aspect(
            "tool_use",
            "wrong_tool",
            old.confidence,
            old.evidence + tuple(e for e in extra.evidence if e not in old.evidence),
        )
    return tuple(merged.values())


def find_aspects(comment: str) -> tuple[Aspect, ...]:
    """The aspects the rules find in ``comment``, each with its evidence quoted exactly."""
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, Aspect]] = []
    for rule in _RULES:
        for match in rule.pattern.finditer(comment):
            start, end = match.span()
            if any(start < b and a < end for a, b in taken):
                continue
            direction: str | None = rule.direction
            negation = negated_before(comment, start)
            if negation is not None:
                # The evidence includes the negation: "not correct", not "correct".
                direction, start = rule.negated, negation
            taken.append((start, end))
            if direction is None:
                continue
            quote = comment[start:end].strip()
            if reads_as_instruction(quote):
                continue
            found.append((start, Aspect(rule.aspect, direction, rule.confidence, (quote,))))
    # In the order the comment says them.
    return merge_aspects(a for _, a in sorted(found, key=lambda item: item[0]))
