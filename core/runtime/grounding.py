"""Whether a tool call's required values come from the conversation or were made up.

Asked to book a table without a time, a 135M model writes a plausible time
rather than asking for it (issue 9: 0% of such requests asked). For tools whose
arguments are facts the user states (``SchemaTool``: tools made at run time,
workflow and generated tools), the runtime checks each required value against
what the conversation said: the user's words, earlier turns and tool results,
never the system prompt or few-shot examples. A value that appears nowhere is
reported, and the runtime asks the user for it instead of running the call.

What counts as appearing, by JSON type:

- numbers: equal to a number in the text, digits or words ("two hundred and
  six", read with ``text2num``), or to one times a common unit factor (14500
  grams for ``weight_kg`` 14.5, 2 hours for 120 minutes);
- ISO dates: the day and the month are written (as a name or a number) and the
  year too when the text writes any year; relative words ("tomorrow",
  "Friday") count as a date;
- strings of at most ``MAX_STRING_WORDS`` words: at least half of their words
  occur in the text (four-letter prefixes, so "coughing" grounds "cough");
  longer strings (code, messages to send) are the model's own writing and are
  not checked;
- lists item by item, objects field by field (their required fields).

Enums and booleans are not checked: a request implies them without naming them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.tools.registry import Tool

__all__ = [
    "DATE_OR_TIME",
    "ISO_DATE",
    "MAX_STRING_WORDS",
    "MIN_SHARED_WORDS",
    "NUMBER",
    "Grounding",
    "ask_for",
    "asked_tool",
    "claimed_tool",
    "numbers_in",
    "stem",
    "tool_words",
    "ungrounded",
]

MAX_STRING_WORDS = 8
# Content words a request must share with a checked tool for a direct answer to be
# taken as skipping that tool (``claimed_tool``).
MIN_SHARED_WORDS = 2
ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
NUMBER = re.compile(r"(?<![\w.])-?\d+(?:[.,]\d+)*")
_WORD = re.compile(r"[^\W_]+")
_QUESTION = re.compile(
    r"\?|\b(please (tell|provide|give|let|share|specify)|tell me|let me know|could you|can you)\b",
    re.IGNORECASE,
)
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")
_MONTHS = (
    "jan",
    "feb",
    "mar",
    "apr",
    "may",
    "jun",
    "jul",
    "aug",
    "sep",
    "oct",
    "nov",
    "dec",
)
_RELATIVE = re.compile(
    r"\b(today|tomorrow|tonight|yesterday|next|this|last|coming|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b",
    re.IGNORECASE,
)
# Unit steps a request may state a number in (kg/g, km/m, h/min, percent/fraction, ...).
_FACTORS = (1.0, 1000.0, 0.001, 60.0, 1 / 60, 100.0, 0.01, 3600.0, 1 / 3600, 1 / 1000)


_MONTH_NAME = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
# Dates and clock times: their parts are not quantities ("on 2026-07-26" says no 7 days).
DATE_OR_TIME = re.compile(
    r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}:\d{2}\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {_MONTH_NAME}(?:,? \d{{4}})?"
    rf"|\b{_MONTH_NAME} \d{{1,2}}(?:st|nd|rd|th)?(?:,? \d{{4}})?",
    re.IGNORECASE,
)


def _quantities(text: str) -> list[float]:
    """The numbers ``text`` states, leaving out the parts of dates and clock times."""
    return numbers_in(DATE_OR_TIME.sub(" ", text))


def numbers_in(text: str) -> list[float]:
    """The numbers ``text`` states, in digits or in words."""
    from text_to_num import alpha2digit

    try:
        digits = alpha2digit(text, "en", threshold=0)
    except Exception:  # the parser is a helper: on odd input, digits alone still count
        digits = text
    found: list[float] = []
    for raw in NUMBER.findall(digits):
        cleaned = raw.replace(",", "") if re.search(r",\d{3}\b", raw) else raw.replace(",", ".")
        try:
            found.append(float(cleaned))
        except ValueError:
            continue
    return found


def stem(word: str) -> str:
    """The word's first four letters (all of a number): "coughing" and "cough" agree."""
    return word[:4] if len(word) > 4 and not word.isdigit() else word


@dataclass(frozen=True, slots=True)
class Grounding:
    """The text a call's values may come from, read once per check."""

    text: str

    @classmethod
    def of(cls, parts: Iterable[str]) -> Grounding:
        return cls("\n".join(p for p in parts if p))

    @property
    def quantities(self) -> list[float]:
        return _quantities(self.text)

    @property
    def stems(self) -> set[str]:
        return {stem(w) for w in _WORD.findall(self.text.casefold())}

    def number(self, value: float) -> bool:
        return any(
            math.isclose(value, n * f, rel_tol=1e-6, abs_tol=1e-9)
            for n in self.quantities
            for f in _FACTORS
        )

    def date(self, value: str) -> bool:
        match = ISO_DATE.match(value)
        if match is None:
            return self.string(value)
        if _RELATIVE.search(self.text):
            return True
        year, month, day = (int(g) for g in match.groups())
        lowered = self.text.casefold()
        numbers = {int(n) for n in numbers_in(self.text) if n == int(n)}
        month_said = month in numbers or re.search(rf"\b{_MONTHS[month - 1]}", lowered)
        years = {int(y) for y in _YEAR.findall(self.text)}
        return bool(month_said) and day in numbers and (not years or year in years)

    def string(self, value: str) -> bool:
        words = _WORD.findall(value.casefold())
        if not words or len(words) > MAX_STRING_WORDS:
            return True
        if value.casefold() in self.text.casefold():
            return True
        stems = self.stems
        said = sum(stem(w) in stems for w in words)
        return said * 2 >= len(words)


def _check(value: Any, schema: Mapping[str, Any], ground: Grounding, path: str) -> list[str]:
    if not isinstance(schema, Mapping) or "enum" in schema or "const" in schema:
        return []
    kind = schema.get("type")
    if isinstance(value, bool) or kind == "boolean":
        return []
    if isinstance(value, int | float):
        return [] if ground.number(float(value)) else [path]
    if isinstance(value, str):
        if schema.get("format") == "date" or ISO_DATE.match(value):
            return [] if ground.date(value) else [path]
        return [] if ground.string(value) else [path]
    if isinstance(value, list):
        item = schema.get("items", {})
        return [p for i, v in enumerate(value) for p in _check(v, item, ground, f"{path}[{i}]")]
    if isinstance(value, dict):
        return _fields(value, schema, ground, f"{path}.")
    return []


def _fields(
    arguments: Mapping[str, Any], schema: Mapping[str, Any], ground: Grounding, prefix: str
) -> list[str]:
    properties = schema.get("properties") or {}
    missing: list[str] = []
    for name in schema.get("required") or []:
        if name in arguments and name in properties:
            missing += _check(arguments[name], properties[name], ground, f"{prefix}{name}")
    return missing


def ungrounded(arguments: Mapping[str, Any], schema: Mapping[str, Any], text: str) -> list[str]:
    """The required arguments (``a``, ``a.b``, ``a[0]``) whose values ``text`` never states."""
    return _fields(arguments, schema, Grounding(text), "")


def ask_for(tool: str, schema: Mapping[str, Any], paths: Iterable[str]) -> str:
    """The question that asks the user for the arguments at ``paths`` of ``tool``."""
    properties = schema.get("properties") or {}
    labels: list[str] = []
    for path in paths:
        name = re.split(r"[.\[]", path, maxsplit=1)[0]
        described = properties.get(name, {}).get("description") if name in properties else None
        label = str(described or name.replace("_", " ")).strip().rstrip(".")
        if label[:1].isupper() and label[1:2].islower():
            label = label[0].lower() + label[1:]
        if label not in labels:
            labels.append(label)
    listed = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
    return f"To run {tool} I still need: {listed}. Could you tell me?"


def _text(tool: Tool) -> str:
    """A tool's name, description and parameters as words."""
    return " ".join(
        [tool.name.replace("_", " "), tool.description]
        + [
            f"{k.replace('_', ' ')} {v.get('description', '')}"
            for k, v in tool.parameters.get("properties", {}).items()
        ]
    )


def tool_words(tool: Tool) -> set[str]:
    """Stems of the words a tool is described in (its name, description, parameters)."""
    return {stem(w) for w in _WORD.findall(_text(tool).casefold()) if len(w) > 2}


def asked_tool(answer: str, tools: Sequence[Tool], routed: Tool | None) -> Tool | None:
    """The checked tool an answer asks the user about, if it is a question: the routed
    tool, the only checked tool shown, or the one whose words the question uses most."""
    if not _QUESTION.search(answer):
        return None
    checked = [t for t in tools if t.ground_arguments]
    if routed is not None:
        return routed if routed.ground_arguments else None
    if len(checked) == 1:
        return checked[0]
    said = {stem(w) for w in _WORD.findall(answer.casefold())}
    overlap = sorted(((len(tool_words(t) & said), t.name) for t in checked), reverse=True)
    if not overlap or overlap[0][0] == 0 or (len(overlap) > 1 and overlap[1][0] == overlap[0][0]):
        return None
    return next(t for t in checked if t.name == overlap[0][1])


_COMMON = frozenset(
    [
        "what",
        "which",
        "when",
        "where",
        "with",
        "from",
        "that",
        "this",
        "your",
        "please",
        "have",
        "many",
        "much",
        "into",
        "about",
        "there",
        "their",
        "does",
        "will",
        "would",
        "could",
        "should",
        "tell",
        "give",
        "need",
        "want",
        "like",
        "some",
        "make",
    ]
)


def _content(text: str) -> set[str]:
    """Stems of the words of ``text`` that say what it is about (no short or common words)."""
    return {stem(w) for w in _WORD.findall(text.casefold()) if len(w) > 3 and w not in _COMMON}


def claimed_tool(
    answer: str, request: str, heard: str, tools: Sequence[Tool], routed: Tool | None
) -> Tool | None:
    """The checked tool whose job a direct answer did without it, if any.

    A checked tool whose name, description and parameters share at least
    ``MIN_SHARED_WORDS`` content words with the request (more than any other
    checked tool) fits it: the answer may not skip it. An answer stating a
    quantity nobody said ("26 miles is 27.00 kilometres") computed or made it
    up: then the routed tool, when checked, is the one it should have used."""
    if routed is not None and routed.ground_arguments:
        ground = Grounding(heard)
        if not all(ground.number(n) for n in _quantities(answer)):
            return routed
    asked = _content(request)
    overlap = sorted(
        ((len(_content(_text(t)) & asked), t.name) for t in tools if t.ground_arguments),
        reverse=True,
    )
    if not overlap or overlap[0][0] < MIN_SHARED_WORDS:
        return None
    if len(overlap) > 1 and overlap[1][0] == overlap[0][0]:
        return None
    return next(t for t in tools if t.name == overlap[0][1])
