"""Which language a stretch of text is in, for the guardrails (SPEC 4.2).

A page can hide an order in a language its reader model barely knows; the
rules and the classifier only know the languages they were written or trained
for. py3langid's model (a naive Bayes over byte n-grams, 142 languages, bundled
with the package, nothing downloaded) names the language of any sentence in
well under a millisecond, and "zxx" for text in no language at all: cipher text,
scrambled letters. It is loaded once, on first use.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from py3langid.langid import MODEL_FILE, LanguageIdentifier

__all__ = ["ENGLISH", "NO_LANGUAGE", "Language", "language_of"]

ENGLISH = "en"
# ISO 639-2's code for "no linguistic content", which the model gives gibberish.
NO_LANGUAGE = "zxx"

_lock = threading.Lock()
_identifier: list[LanguageIdentifier] = []


@dataclass(frozen=True, slots=True)
class Language:
    """The most likely language of a text (ISO 639 code) and the model's probability."""

    code: str
    probability: float


def _model() -> LanguageIdentifier:
    with _lock:
        if not _identifier:
            _identifier.append(LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True))
        return _identifier[0]


def language_of(text: str) -> Language:
    """The language ``text`` is most likely written in."""
    code, probability = _model().classify(text)
    return Language(str(code), float(probability))
