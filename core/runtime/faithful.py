"""Whether a final answer's numbers come from what the run was told.

After a tool ran, the 135M model often answers with a number of its own
instead of the one the tool returned: ``run_code`` printed 40353607 and the
answer said "7 * 9 = 637". An answer that follows tool results should restate
them, so the runtime checks each number the answer writes against the
conversation (the user's words, earlier turns and every tool result). When one
appears nowhere, the model writes the answer once more under a grammar whose
only digits are the numbers the conversation states (``answer_pattern``).

A number counts as stated when it equals one of the conversation's numbers, or
is one of them rounded to the answer's decimal places (20.49 for 20.4918).
Numbers written as words in the conversation count too ("three" states 3);
the answer's dates and clock times are not checked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from core.runtime.grounding import DATE_OR_TIME, NUMBER, numbers_in

__all__ = ["MAX_ALLOWED_NUMBERS", "answer_pattern", "faithful_schema", "unstated_numbers"]

# A grammar listing more numbers than this gets slow to build; tool results with more
# (long tables) keep their first ones, which are the ones the model read first.
MAX_ALLOWED_NUMBERS = 200
# A JSON string character that is not a digit (nor a quote, backslash or control).
_OTHER = r'[^0-9"\\\x00-\x1f]'
_ON_THE_HOUR = re.compile(r"\b(\d{1,2}):00\b(?!:)")


def _decimals(raw: str) -> int:
    _, _, fraction = raw.replace(",", ".").rpartition(".")
    return len(fraction) if "." in raw.replace(",", ".") else 0


def _value(raw: str) -> float | None:
    cleaned = raw.replace(",", "") if re.search(r",\d{3}\b", raw) else raw.replace(",", ".")
    try:
        return abs(float(cleaned))
    except ValueError:
        return None


def unstated_numbers(answer: str, heard: Iterable[str], *, dates: bool = False) -> list[str]:
    """The numbers ``answer`` writes that nothing in ``heard`` states, in order; the
    parts of dates and clock times too with ``dates`` (training data must not invent a
    time; a live answer may write 3:00 for a result's hour 3)."""
    known = {abs(n) for text in heard for n in numbers_in(text)}
    missing: list[str] = []
    # Dates and clock times are not quantities: "3:00" states no 0. With ``dates`` a
    # time's parts are checked, but an hour's ":00" invents no minutes.
    text = _ON_THE_HOUR.sub(r"\1", answer) if dates else DATE_OR_TIME.sub(" ", answer)
    for raw in NUMBER.findall(text):
        value = _value(raw)
        if value is None or value in known:
            continue
        places = _decimals(raw)
        if any(round(k, places) == value for k in known if _has_more_places(k, places)):
            continue
        if raw not in missing:
            missing.append(raw)
    return missing


def _has_more_places(value: float, places: int) -> bool:
    return round(value, places) != value


def _stated(heard: Iterable[str]) -> list[str]:
    """The conversation's numbers as digit strings, longest first, at most the cap."""
    seen: dict[str, None] = {}
    for text in heard:
        for raw in NUMBER.findall(text):
            seen.setdefault(raw.lstrip("-"), None)
        for value in numbers_in(text):  # words the parser read as numbers
            number = abs(value)
            seen.setdefault(str(int(number)) if number.is_integer() else repr(number), None)
    stated = list(seen)[:MAX_ALLOWED_NUMBERS]
    return sorted(stated, key=len, reverse=True)


def answer_pattern(heard: Iterable[str]) -> str:
    """A regular expression for answer text whose every digit run is a stated number."""
    stated = _stated(heard)
    if not stated:
        return f"^{_OTHER}*$"
    # Stated numbers are digits, "." and ","; a "." goes in a class, as the grammar
    # converter writes an escaped one into the grammar as is (and llama.cpp rejects it).
    number = "(" + "|".join(s.replace(".", "[.]") for s in stated) + ")"
    return f"^{_OTHER}*({number}({_OTHER}+{number})*{_OTHER}*)?$"


def faithful_schema(heard: Iterable[str]) -> dict[str, Any]:
    """The answer-turn schema with the answer text held to ``answer_pattern``."""
    return {
        "type": "object",
        "properties": {"answer": {"type": "string", "pattern": answer_pattern(heard)}},
        "required": ["answer"],
        "additionalProperties": False,
    }
