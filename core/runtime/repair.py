"""Repairs replies that were cut off, instead of paying for a re-ask.

A reply stopped by the token limit or the repetition guard is usually an
answer whose text was still being written: keep the text written so far,
drop repeated sentences, and close the JSON.
"""

from __future__ import annotations

import json
import re

__all__ = ["drop_repeats", "repair_cut_answer"]

_ANSWER_START = re.compile(r'^\s*\{\s*"answer"\s*:\s*"')
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*\s*")


def _decode_partial(body: str) -> str:
    # Drop an unfinished escape at the end, then let JSON decode the rest.
    body = re.sub(r"\\(u[0-9a-fA-F]{0,3})?$", "", body)
    try:
        decoded = json.loads('"' + body + '"')
    except json.JSONDecodeError:
        return body
    return decoded if isinstance(decoded, str) else body


_RUN = re.compile(r"(\S[^.!?\n]{2,60}?\s+)\1{2,}\S*")


def drop_repeats(text: str) -> str:
    """Cut a small model's loops: repeated sentences and runs of a repeated phrase."""
    text = _RUN.sub(lambda m: m.group(1), text)
    seen: list[str] = []
    kept: list[str] = []
    for sentence in _SENTENCE.findall(text):
        key = " ".join(sentence.lower().split()).strip(" .!?")
        # A sentence already said, or said again inside a longer one, starts a loop.
        if key and any(key == old or (len(key) >= 12 and key in old) for old in seen):
            break
        seen.append(key)
        kept.append(sentence)
    return "".join(kept).strip() or text.strip()


def repair_cut_answer(text: str) -> str | None:
    """The usable answer text of a cut-off ``{"answer": "...`` reply, or ``None``."""
    match = _ANSWER_START.match(text)
    if match is None:
        return None
    body = text[match.end() :]
    if '"' in body.replace('\\"', ""):
        return None  # the string was closed: not a cut-off answer
    repaired = drop_repeats(_decode_partial(body))
    return repaired or None
