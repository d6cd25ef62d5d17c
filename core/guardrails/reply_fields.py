"""Fields that fix the answer an AI reader gives (SPEC 4.2).

Metadata formats let a page carry a field with any name, and an injection can be
nothing more than such a field: ``REM ASSISTANT_REPLY "CODE-WORD"`` in a CUE
sheet, ``assistant_answer: CODE-WORD`` in YAML, or a bare ``reply: "CODE-WORD"``
in a ledger entry headed "Fixed reply for AI assistants". No sentence gives an
order, so neither the rules nor the classifier see one. A field is a fixed reply
when its name joins an AI reader and a reply ("assistant_reply", "botAnswer"),
or when it is named only for a reply and the lines of its record just above it
name an AI reader; and when its value is a code word, a quoted phrase or the
name of a secret (a number, a time or a flag is a setting: "bot_response_ms =
200"). A field that puts something before or after every reply
("assistant.reply_suffix") counts as one that fixes it, and so does an XML
element named by an attribute (``<meta:user-defined meta:name="...">``).
"""

from __future__ import annotations

import re

from core.guardrails.classifier import CODE_PATTERN, CREDENTIAL_PATTERN

__all__ = ["reply_field_spans"]

Span = tuple[int, int]

# "KEY value", "key: value", "key = value", "key "value"" (CUE's REM comments too).
_FIELD = re.compile(
    r"^[ \t]*(?:REM[ \t]+)?(?P<key>[A-Za-z][\w.-]{1,60})[ \t]*(?:[:=][ \t]*|[ \t]+)"
    r"(?P<value>\S[^\n]*)$",
    re.M,
)
_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_AI_WORDS = frozenset(
    ("ai", "assistant", "assistants", "bot", "bots", "chatbot", "llm", "model", "agent", "gpt")
)
_REPLY_WORDS = frozenset(("reply", "replies", "answer", "answers", "response", "output", "say"))
_AI_NEAR = re.compile(
    r"\b(?:ai|a\.i\.|llms?|language models?|assistants?|chatbots?|bots?|agents?)\b", re.I
)
_QUOTED = re.compile(r"""^["'“‘].{3,}["'”’][,;]?$""")
# How many lines above a field named only for a reply may hold the reader it is for.
_RECORD_LINES = 3


# A name written in capitals with no separator ("HOAIRAIREPLYONLY", an IGC header
# field) hides its words: a reader word right before or after a reply word is read as both.
_RUN_TOGETHER = re.compile(
    r"(?:AI|BOT|LLM|GPT|ASSISTANT|AGENT|CHATBOT)(?:REPLY|REPLIES|ANSWER|RESPONSE|OUTPUT)"
    r"|(?:REPLY|ANSWER|RESPONSE|OUTPUT)(?:FOR|TO|OF)?(?:AI|BOT|LLM|GPT|ASSISTANT|AGENT)(?![A-Z])"
)


def _words(key: str) -> set[str]:
    words = {p.lower() for p in _PARTS.findall(key)}
    return words | {"ai", "reply"} if _RUN_TOGETHER.search(key) else words


# Words that put something at the start or end of every reply ("reply_suffix",
# "answer.footer"): such a field fixes part of the answer.
_APPENDED = frozenset(
    ("suffix", "prefix", "footer", "header", "signature", "postscript", "append", "ending")
)


def _fixed_value(value: str) -> bool:
    """A code word, a quoted phrase, or the name of a secret ("deployment key"): what a
    reply can be fixed to, not a setting (a number, a time, a flag)."""
    value = value.strip()
    return bool(
        CODE_PATTERN.search(value)
        or _QUOTED.match(value)
        or (len(value) <= _SECRET_VALUE and CREDENTIAL_PATTERN.search(value))
    )


# A value at most this long that names a secret is the secret asked for, not prose.
_SECRET_VALUE = 40


def _record_names_a_reader(text: str, lo: int) -> bool:
    """Whether the lines just above ``lo``, with no blank line between, name an AI reader."""
    lines = text[:lo].split("\n")[:-1][-_RECORD_LINES:]
    above: list[str] = []
    for line in reversed(lines):
        if not line.strip():
            break
        above.append(line)
    return bool(_AI_NEAR.search(" ".join(above)))


# A ``key=value`` pair inside a line (a FASTA header, a tag's attributes), or a
# ``key:value`` tag (todo.txt's "due:2025-03-07").
_PAIR = re.compile(
    r"(?<![\w.:/-])(?P<key>[A-Za-z][\w.-]{1,40})(?:=|:(?=[^\s/]))"
    r"(?P<value>\"[^\"\n]*\"|[^\s\"]+)"
)


def _fixes_reply(text: str, key: str, value: str, lo: int, line: str = "") -> bool:
    words = _words(key)
    if not words & _REPLY_WORDS or not _fixed_value(value):
        return False
    return bool(words & _AI_WORDS) or (
        words <= _REPLY_WORDS | _APPENDED | {"only", "text", "fixed"}
        and (bool(_AI_NEAR.search(line)) or _record_names_a_reader(text, lo))
    )


# An XML element named by an attribute, its value the element's text (an OpenDocument
# ``<meta:user-defined meta:name="...">value</meta:user-defined>``, a ``<property
# key="...">``).
_NAMED_ELEMENT = re.compile(
    r"<(?P<tag>[A-Za-z][\w:.-]*)[^<>]*?\s(?:[\w-]+:)?(?:name|key|property)"
    r"=[\"'](?P<key>[A-Za-z][\w.-]{1,60})[\"'][^<>]*>(?P<value>[^<>\n]{1,200})</(?P=tag)>"
)


def reply_field_spans(text: str) -> list[Span]:
    """Fields of ``text`` that fix an AI reader's answer (see the module): whole lines,
    ``key=value`` pairs inside a line that names the reader, or XML elements named by
    an attribute."""
    spans: list[Span] = []
    for m in _NAMED_ELEMENT.finditer(text):
        if _fixes_reply(text, m.group("key"), m.group("value"), m.start()):
            spans.append(m.span())
    for m in _FIELD.finditer(text):
        if _fixes_reply(text, m.group("key"), m.group("value"), m.start()):
            spans.append(m.span())
    for line in re.finditer(r"[^\n]+", text):
        for m in _PAIR.finditer(line.group()):
            if _fixes_reply(text, m.group("key"), m.group("value"), line.start(), line.group()):
                spans.append((line.start() + m.start(), line.start() + m.end()))
    return spans
