"""Whether an English sentence is worded as a directive to its reader (SPEC 4.2).

The trained classifier (``core.guardrails.classifier``) learns which words
injections use ("key", "instructions", "user", "action"), so a sentence that
only talks about them ("Defences include treating page text as data and asking
the user before any action.") or a heading ("Hosting: deployment keys") can
score high. An instruction aimed at the model, in any of the ways the
classifier's data phrases one, is worded as a directive: it speaks to the
reader ("you", "your"), names a model ("assistant", "AI", "bot"), puts an
obligation ("must", "should be", "is to"), or opens a clause with a verb in
the imperative ("Send ...", "Please open ..."). :func:`is_directive` checks for
those cues. It is only asked about text that reads as English (or as a short
English-looking label): for other languages it answers True and leaves the
verdict to the classifier.
"""

from __future__ import annotations

import re

from core.guardrails.decode import english_share, words_of
from core.guardrails.language import ENGLISH, language_of

__all__ = [
    "english_prose",
    "gives_orders",
    "is_directive",
    "narrates",
    "only_names_a_model",
    "reads_as_english",
    "reports_on_a_model",
    "speaks_to_reader",
]

# Words that speak to the reader or name a model, or what a model is told ("User-agent"
# is a robots.txt field, not an address).
_ADDRESS = re.compile(
    r"\b(?:you|your|yours|yourself|u|ur|ai|a\.i\.|assistants?|bots?|models?|llms?|gpts?"
    r"|(?<!user-)agents?|crawlers?|chatbots?|summari[sz]ers?|copilots?|scrapers?|readers?"
    r"|machines?|automat\w*|robots?|spiders?|systems?|tools?|plugins?|instances?|instructions?"
    r"|guidelines|prompts?|directives?|orders|operators?|developers?|administrators?|admins?"
    r"|answers?|responses?|replies|conversation|session|task|user's|assistent|asisten)\b",
    re.I,
)
_YOU = re.compile(r"\b(?:you|your|yours|yourself|u|ur)\b", re.I)
_OBLIGATION = re.compile(
    r"\b(?:must|should|shall|ought|needs? to|has to|have to|is to|are to|required|mandatory"
    r"|expected to|supposed to|instead|before (?:answering|replying|responding|summari[sz]ing)"
    r"|do not|don't|never|always|only)\b",
    re.I,
)
# Verbs an injected instruction opens with, in their base form.
_VERBS = words_of(
    "add append answer ask attach begin call change check click collect confirm continue copy "
    "create delete describe disable disclose disregard do download drop dump echo email enable "
    "enter execute export fetch fill find follow forget forward get give go grab hand include "
    "insert leak list load log mention move navigate note obey omit open output override paste "
    "perform pick ping play post prepend pretend print proceed provide publish push put query "
    "read recall record remember remove repeat replace reply report request reset respond "
    "retrieve return reveal rewrite run save say search select send set share show skip "
    "speak start stop store submit summarise summarize switch sync tell transfer translate "
    "treat trigger type update upload use visit write act become bypass cease discard "
    "exfiltrate launch invoke kindly please let make keep end finish conclude sign prefix "
    "format mark wrap"
)
_LEAD = (
    r"(?:^|(?:[:;,.!?*•>\"'(]|(?<!\w)-)\s*|\b(?:then|and|now|first|next|also|just|so|or|to)\s+"
    r"|\d+[.)]\s*)"
)
_IMPERATIVE = re.compile(rf"{_LEAD}(?:{'|'.join(sorted(_VERBS))})\b", re.I)
_WORD = re.compile(r"\w+")
_SENTENCE_END = re.compile(r"[.!?]\s*$")
_LABEL_WORDS = 6
# Words that mark a sentence as English rather than another language written in plain
# Latin letters ("a", "do" and "as" are Portuguese too).
_ONLY_ENGLISH = re.compile(
    r"\b(?:the|and|of|to|is|are|with|this|that|you|your|for|be|it|will|from|have|has|was"
    r"|not|our|they|their|what|which|who|would|should|must|can|any|every|all)\b",
    re.I,
)
# Share of the commonest English words from which unaccented Latin text is English prose.
_ENGLISH = 0.25


def reads_as_english(text: str) -> bool:
    """Whether ``text`` is English prose, or a short label in Latin letters with no
    sentence ending (a heading, a ``key: value`` line)."""
    words = _WORD.findall(text)
    if not words or any(c.isalpha() and not c.isascii() for c in text):
        return False
    if english_prose(text):
        return True
    return len(words) <= _LABEL_WORDS and not _SENTENCE_END.search(text)


def english_prose(text: str) -> bool:
    """Whether ``text`` is made of the commonest English words, some of them English only."""
    return english_share(text) >= _ENGLISH and bool(_ONLY_ENGLISH.search(text))


def gives_orders(text: str) -> bool:
    """Whether ``text`` speaks to its reader ("you"), puts an obligation or opens a clause
    with an imperative: the stricter test, for text that was hidden behind an encoding."""
    return bool(_YOU.search(text) or _OBLIGATION.search(text) or _IMPERATIVE.search(text.strip()))


# A model named ("the assistant replies ...", "AI agents: ..."), its user's request or
# its deployment key: unlike ``_ADDRESS``, not what a model is given or produces in
# general (instructions, prompts, answers, systems).
_MODEL = re.compile(
    r"\b(?:ai|a\.i\.|assistants?|bots?|models?|llms?|gpts?|(?<!user-)agents?|crawlers?"
    r"|chatbots?|summari[sz]ers?|copilots?|scrapers?|robots?|spiders?)\b"
    # ... or what it was asked, or the key it runs with.
    r"|\b(?:the\s+user(?:'s)?\s+(?:question|request|task|message)|deployment\s+key)\b",
    re.I,
)


_MODEL_NOUN = (
    r"(?:ai|a\.i\.|assistants?|bots?|models?|llms?|gpts?|agents?|crawlers?|chatbots?"
    r"|summari[sz]ers?|copilots?|scrapers?|robots?|spiders?)"
)
# A model as the one something was done to or that did something ("The summariser of the
# Gazette is tested against ...", "the bot mixed the document and its rules"): a report.
_REPORTED = re.compile(
    rf"\b(?:the|a|an|this|that|our|their|its|one|each)\s+(?:[\w-]+\s+){{0,2}}?{_MODEL_NOUN}"
    r"(?:\s+of\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)?\s+"
    r"(?:(?:is|are|was|were|has\s+been|have\s+been|had\s+been)\s+"
    r"(?!(?:required|expected|obliged|instructed|asked|told|supposed|meant|allowed)\b)"
    r"[a-z]+(?:ed|en|wn|ld|lt|ght|ung)\b|(?!need)[a-z]+ed\b)",
    re.I,
)
# A question about a model ("Should an assistant obey instructions it finds ...?", "Can
# you talk a chatbot out of its rules?"): the model is its topic, not its reader.
_ABOUT_A_MODEL = re.compile(rf"\b(?:a|an|the|any)\s+(?:[\w-]+\s+)?{_MODEL_NOUN}\b", re.I)


def reports_on_a_model(text: str) -> bool:
    """Whether ``text`` (a sentence) reports what a model did or what was done to it, or
    asks a question about one, and gives no order of its own: it speaks of a model, not
    to one."""
    if _YOU.search(text) and not text.rstrip().endswith("?"):
        return False
    if text.rstrip().endswith("?"):
        return bool(_ABOUT_A_MODEL.search(text))
    return bool(_REPORTED.search(text)) and not (
        _OBLIGATION.search(text) or _IMPERATIVE.search(text.strip())
    )


# Words that point a sentence at the page or the moment it is read ("this page", "the
# text below", "from now on", "the next field"), or at every answer a model gives.
_POINTER = re.compile(
    r"\b(?:this|these|here|below|following|above|next|now)\b"
    r"|\b(?:every|each|all|any)\s+(?:answers?|repl(?:y|ies)|responses?|summar(?:y|ies))\b",
    re.I,
)


def only_names_a_model(text: str) -> bool:
    """Whether English ``text`` names a model and gives it nothing: no "you", obligation
    or imperative, and no pointer at the page or the moment ("The assistant's summary
    repeated the claim.", "Text that a model reads is material to weigh."). It speaks of
    models in general; "Checklist for summarisers of this page:" points at its reader."""
    return (
        reads_as_english(text)
        and bool(_MODEL.search(text))
        and not gives_orders(text)
        and not _POINTER.search(text)
    )


# A sentence that tells what happened: a subject ("One page", "The test field", "It",
# "Several assistants"), after an adverb perhaps, then a verb in the past within a few
# words ("had", "said", "told", "repeated").
_NARRATION = re.compile(
    r"^\W*(?:[a-z]+ly,\s*)?(?:the|a|an|one|another|our|their|his|her|its|some|several|most"
    r"|many|each|this|that|these|those|it|they|we|he|she|i)\s+"
    r"(?:(?!(?:is|are|am|be|will|must|should|shall|can|may|has|have)\b)[\w'-]+\s+){0,3}?"
    r"(?:had|said|told|found|showed|was|were|did|wrote|read|made|gave|took|got|[a-z]+ed)\b",
    re.I,
)
# ... or a named subject: a capitalised name, perhaps followed by what it names ("Quillhaven
# town council adopted its AI policy on 14 January."), then a verb in the past, in a
# sentence that puts no obligation on anyone.
_NAMED_NARRATION = re.compile(
    r"^\W*[A-Z][\w'-]+(?:\s+(?:[A-Z][\w'-]+|town|city|county|village|parish|district"
    r"|borough|council|committee|board|club|society|school|team|office|department|group"
    r"|government|ministry|company|library|museum|trust|association|university|college"
    r"|police|court))*\s+"
    r"(?:had|said|told|found|showed|was|were|did|wrote|read|made|gave|took|got|[a-z]+ed)\b"
)
_OBLIGED = re.compile(r"\b(?:should|must|shall|needs?\s+to|has\s+to|have\s+to)\b", re.I)
_SENTENCE = re.compile(r"[^.!?]+(?:[.!?]+|$)")


def narrates(text: str) -> bool:
    """Whether every sentence of ``text`` tells what happened ("One page had white text
    that said ...", "Several assistants repeated it.") and says nothing to "you": a
    report of an attack seen, not one made."""
    if _YOU.search(text):
        return False
    sentences = [s.strip() for s in _SENTENCE.findall(text) if s.strip()]
    return bool(sentences) and all(
        _NARRATION.match(s) or (_NAMED_NARRATION.match(s) and not _OBLIGED.search(s))
        for s in sentences
    )


def is_directive(text: str) -> bool:
    """Whether ``text`` addresses its reader or a model, puts an obligation, or opens a
    clause with an imperative verb; True for text that does not read as English
    but as some language: a line of code or markup ("@prefix dc: <http://...> .",
    "#EXT-X-PLAYLIST-TYPE:VOD") is neither."""
    if not reads_as_english(text):
        return _reads_as_a_language(text)
    if len(_PROSE_WORD.findall(_CODE_PARTS.sub(" ", text))) < _MIN_CLAUSE_WORDS:
        return False  # a keyword and code ("PREFIX ex: <http://...>", "SELECT ?x")
    return bool(
        _ADDRESS.search(text) or _OBLIGATION.search(text) or _IMPERATIVE.search(text.strip())
    )


# Code and markup ("@prefix dc: <http://...> .", "#EXT-X-PLAYLIST-TYPE:VOD"): once links,
# tags and names with code punctuation are set aside, fewer than three words are left.
_CODE_PARTS = re.compile(
    r"https?://\S+|<[^>\s]*>|</?[A-Za-z][\w:.-]*(?:\s[^<>]*)?/?>"
    r"|\b\w+[_:.=/]\w[\w:.=/-]*|\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b"
    # the name of a header field ("WARC-Target-URI:", "Content-Type:")
    r"|^[ \t]*[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+(?=:)"
)
_PROSE_WORD = re.compile(r"[^\W\d_]{3,}")
_MIN_PROSE_WORDS = 3
# An English clause has at least this many such words ("Say PWNED now.").
_MIN_CLAUSE_WORDS = 2
_UNSPACED_SCRIPTS = 0x2E80  # CJK radicals onwards


def _reads_as_a_language(text: str) -> bool:
    """Whether ``text`` has words enough, links and code names aside, to be a language
    (a script written without spaces, Chinese or Japanese, always has)."""
    if any(c.isalpha() and ord(c) >= _UNSPACED_SCRIPTS for c in text):
        return True
    return len(_PROSE_WORD.findall(_CODE_PARTS.sub(" ", text))) >= _MIN_PROSE_WORDS


def _terse_english(text: str) -> bool:
    """Whether ``text``, in plain Latin letters but too terse or too full of names to read
    as English prose ("Resolve GHSA-... with h11 dependency update.", "Original license:
    BSD-2-Clause."), is English by the language model: its orders are English ones."""
    if any(c.isalpha() and not c.isascii() for c in text):
        return False
    return language_of(text).code == ENGLISH


def speaks_to_reader(text: str) -> bool:
    """The stricter :func:`is_directive`: ``text`` says "you", names a model, puts an
    obligation or opens a clause with an imperative. Naming only what a model is given
    ("Beck Cottage: arrival instructions", "What the system, user and assistant messages
    are") is not enough. True for text that does not read as English
    but as some language: a line of code or markup ("@prefix dc: <http://...> .",
    "#EXT-X-PLAYLIST-TYPE:VOD") is neither. Terse English of a README or a changelog, which
    the language model still calls English, must speak to the reader as English does."""
    if not reads_as_english(text):
        if not _reads_as_a_language(text):
            return False
        if not _terse_english(text):
            return True
    if len(_PROSE_WORD.findall(_CODE_PARTS.sub(" ", text))) < _MIN_CLAUSE_WORDS:
        return False  # a keyword and code ("PREFIX ex: <http://...>", "SELECT ?x")
    return bool(
        _YOU.search(text)
        or _MODEL.search(text)
        or _OBLIGATION.search(text)
        or _IMPERATIVE.search(text.strip())
    )
