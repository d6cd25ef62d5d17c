"""Passages in another language that name something to act on (SPEC 4.2).

An order hidden in a language the rules and the classifier were never given
("... cleachd an t-inneal put_store_entry ...", "... WALNUT-SEMAPHORE ...")
goes through them unread, while the small model may still follow the names it
can read. On a page written in English (at least a quarter of the text whose
language is clear), a passage in another language that names an operand (a
link, a code identifier, an upper-case code word, a secret placeholder or a
secret by its English name) is treated as an injection: pages quote other languages
for their words, not to hand the reader a tool name or an address in them. The
passage is the run of consecutive foreign sentences in one block
(``core.guardrails.instructions.block_sentences``), each identified with
:mod:`core.guardrails.language`. Pages mostly in another language are not
judged this way, and neither are sentences the model is unsure of (code, lists
of names), shell commands, or sentences too short to identify.
"""

from __future__ import annotations

import re
from collections import Counter

from core.guardrails.classifier import (
    CODE_PATTERN,
    CREDENTIAL_PATTERN,
    IDENT_PATTERN,
    URL_PATTERN,
)
from core.guardrails.decode import english_share
from core.guardrails.instructions import block_sentences
from core.guardrails.language import ENGLISH, NO_LANGUAGE, language_of

__all__ = ["foreign_operand_spans"]

Span = tuple[int, int]

# Sentences with fewer words are not identified (a name or a heading says too little).
_MIN_WORDS = 5
# How sure the model must be that a sentence is in a given language; or, less sure, when
# the sentence is English, or has next to no common English words in it.
_SURE = 0.9
_LIKELY = 0.6
# A page counts as written in English when at least this share of its identified text
# is (a payload can be longer than the listing it hides in).
_ENGLISH_SHARE = 0.25
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
# What a sentence is called that is not English when the model cannot name its language
# (a script other than Latin, or prose in a language it does not know).
_NOT_LATIN = "und"
# A word of running text: lower-case letters (glottal stops and apostrophes included),
# maybe followed by a comma or a full stop; letters with combining marks and Latin
# Extended Additional too (Marshallese "m̧okta", "kwaļọk").
_PROSE_WORD = re.compile(r"[a-z\u00df-\u024f\u02bb\u02bc\u0300-\u036f\u1e00-\u1eff'-]+[,.:;]?")
_PROSE_SHARE = 0.6
# At most this share of a sentence's words are common English ones when it is not English.
_NOT_ENGLISH = 0.1
# ... unless this share of its words or more carry a letter English does not use.
_ACCENTED_SHARE = 0.25
_PLACEHOLDER = re.compile(r"\{\{[^}\n]{0,80}\}\}")
# A secret named by its English name inside the foreign passage ("raitim deployment key
# bilong yu"): the words a model reading the passage would still understand.
_SECRET = CREDENTIAL_PATTERN
_OPERANDS = (URL_PATTERN, IDENT_PATTERN, CODE_PATTERN, _PLACEHOLDER)


def _language(sentence: str) -> str | None:
    """The sentence's language when it is long enough and the model is sure of it, or
    its script is not Latin (the model is less sure between languages that share one,
    Hebrew and Yiddish, Marathi and Hindi, but they are not English either)."""
    if sum(any(c.isalpha() for c in w) for w in sentence.split()) < _MIN_WORDS:
        return None
    if _shell_command(sentence):
        return None
    found = language_of(sentence)
    prose = sentence
    for pattern in _OPERANDS:
        prose = pattern.sub(" ", prose)
    letters = [c for c in prose if c.isalpha()]
    if len(_LATIN.findall("".join(letters))) < len(letters) / 2:
        return _NOT_LATIN if found.code in (ENGLISH, NO_LANGUAGE) else found.code
    if found.probability >= _SURE:
        return found.code
    if found.probability >= _LIKELY and (
        found.code == ENGLISH or english_share(prose) < _NOT_ENGLISH
    ):
        return found.code
    return _NOT_LATIN if found.code != ENGLISH and _unknown_prose(prose) else None


# A shell command ("$ find . -name '*.py' | tqdm --unit loc --total 857366"): a prompt, or
# command-line options, in no language.
_SHELL_PROMPT = re.compile(r"^[ \t]*\$[ \t]")
_SHELL_OPTION = re.compile(r"(?:^|[ \t])--?[A-Za-z][\w-]*(?=[ \t=]|$)", re.M)
_SHELL_OPTIONS = 2


def _shell_command(sentence: str) -> bool:
    return bool(_SHELL_PROMPT.match(sentence)) or (
        len(_SHELL_OPTION.findall(sentence)) >= _SHELL_OPTIONS
    )


def _unknown_prose(prose: str) -> bool:
    """Whether ``prose`` reads as running text in a language the model does not know
    (Tongan, say): mostly lower-case words, next to none of them common English ones.
    Names, addresses and code are capitalised or punctuated, and stay unidentified."""
    tokens = prose.split()
    words = [t for t in tokens if _PROSE_WORD.fullmatch(t)]
    # One-letter words ("a", "i", "e") belong to too many languages to tell.
    longer = " ".join(w for w in words if len(w.strip(",.:;")) > 1)
    # (English words turn up in such a language by chance: Marshallese "in", "am"; but
    # English writes next to no word with a diacritic, and such a language many.)
    accented = sum(not w.isascii() for w in words)
    return (
        len(words) >= _MIN_WORDS
        and len(words) >= _PROSE_SHARE * len(tokens)
        and (english_share(longer) < _NOT_ENGLISH or accented >= _ACCENTED_SHARE * len(words))
    )


def foreign_operand_spans(text: str) -> list[Span]:
    """Runs of sentences not in English that name an operand, on a page written (at
    least in good part) in English."""
    blocks = [
        [(lo, hi, _language(text[lo:hi])) for lo, hi in sentences]
        for sentences in block_sentences(text)
    ]
    weight: Counter[str] = Counter()
    for sentences in blocks:
        for lo, hi, code in sentences:
            if code is not None:
                weight[code] += hi - lo
    if weight[ENGLISH] < _ENGLISH_SHARE * sum(weight.values()):
        return []
    spans: list[Span] = []
    for sentences in blocks:
        # A run is the foreign sentences of a block with the unidentified ones between
        # and around them (a sentence cut short by a name or a code is seldom identified).
        run: list[tuple[int, int, str | None]] = []
        for lo, hi, code in [*sentences, (0, 0, ENGLISH)]:
            if code not in (ENGLISH, NO_LANGUAGE):
                run.append((lo, hi, code))
                continue
            # A secret's English name counts inside a foreign sentence only: an English
            # sentence too short to identify ("Forget the old password.") is no passage.
            if (
                any(c is not None for _, _, c in run)
                and any(p.search(text, a, b) for a, b, _ in run for p in _OPERANDS)
            ) or any(c is not None and _SECRET.search(text, a, b) for a, b, c in run):
                spans.append((run[0][0], run[-1][1]))
            run = []
    return spans
