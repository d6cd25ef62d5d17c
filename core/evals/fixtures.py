"""What the task suite sets up before it runs: handbook documents and code-backed tools.

The handbook belongs to a fictional company, Quarry Lane Studio; every fact in it
is made up so that a correct answer can only come from retrieval, never from what
a model learned in pre-training.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = [
    "CUSTOM_TOOLS",
    "CUSTOM_TOOL_EXAMPLES",
    "DOCS_COLLECTION",
    "HANDBOOK",
    "HANDBOOK_DESCRIPTION",
    "ToolDef",
]

DOCS_COLLECTION = "docs"
HANDBOOK_DESCRIPTION = "The Quarry Lane Studio staff handbook"

# One short section per document, so each is a single chunk and retrieval is clean.
HANDBOOK: dict[str, str] = {
    "parking": (
        "Parking. Staff park in the north garage on level 3. Visitors use the marked "
        "bays by the east entrance. Bicycle racks stand beside the loading dock. "
        "Parking permits are renewed every January at reception."
    ),
    "vacation": (
        "Vacation. Full-time staff get 27 vacation days per year. Up to 5 unused days "
        "may be carried over into the next year. Vacation requests go through the "
        "Leaveboard app at least two weeks ahead."
    ),
    "expenses": (
        "Expenses. Expenses under 300 euros are approved by your team lead. Anything "
        "above 300 euros also needs sign-off from the finance director, Marta Oyelaran. "
        "Receipts must be uploaded within 30 days."
    ),
    "on-call": (
        "On-call rotation. The on-call rotation changes every Tuesday at 10:00. Each "
        "engineer is on call for one week at a time. The on-call phone number is "
        "555-0142. Pages must be acknowledged within 15 minutes."
    ),
    "office-hours": (
        "Office hours. The office at 12 Quarry Lane is open from 7:30 to 19:00 on "
        "weekdays and closed at weekends. The front desk is staffed from 8:30 to 17:00."
    ),
    "remote-work": (
        "Remote work. Employees may work remotely up to 3 days a week. Core "
        "collaboration hours, when everyone should be reachable, are 10:00 to 15:00."
    ),
    "equipment": (
        "Equipment. New laptops are ordered through the Gearbox portal. Laptops are "
        "replaced every 4 years. Lost or broken equipment is reported to IT in room 214."
    ),
    "kitchen": (
        "Kitchen. Free lunch is served every Thursday in the atrium. The kitchen fridge "
        "is emptied every Friday at 16:00, so label your food."
    ),
    "security": (
        "Security. A lost access badge must be reported to the security desk in room "
        "104 the same day. Replacement badges cost 15 euros."
    ),
    "learning": (
        "Learning budget. Each employee has a yearly learning budget of 1200 euros for "
        "books, courses and conferences. The budget resets on 1 April."
    ),
}


@dataclass(frozen=True, slots=True)
class ToolDef:
    """A code-backed tool the suite creates with ``core.tools.custom``."""

    name: str
    description: str
    input_schema: dict[str, Any]
    code: str


CUSTOM_TOOLS: tuple[ToolDef, ...] = (
    ToolDef(
        name="celsius_to_fahrenheit",
        description="Convert a temperature from degrees Celsius to degrees Fahrenheit.",
        input_schema={
            "type": "object",
            "properties": {"celsius": {"type": "number"}},
            "required": ["celsius"],
        },
        code="result = round(args['celsius'] * 9 / 5 + 32, 2)",
    ),
    ToolDef(
        name="word_count",
        description="Count the words in a text.",
        input_schema={
            "type": "object",
            "properties": {"text": {"type": "string"}},
            "required": ["text"],
        },
        code="result = len(args['text'].split())",
    ),
    ToolDef(
        name="days_between",
        description="Count the days between two dates given as YYYY-MM-DD.",
        input_schema={
            "type": "object",
            "properties": {"start": {"type": "string"}, "end": {"type": "string"}},
            "required": ["start", "end"],
        },
        code=(
            "from datetime import date\n"
            "a = date.fromisoformat(args['start'])\n"
            "b = date.fromisoformat(args['end'])\n"
            "result = abs((b - a).days)"
        ),
    ),
)


def _example(
    user: str, tool: str, args: dict[str, Any], result: Any, answer: str
) -> dict[str, Any]:
    return {
        "user": user,
        "steps": [{"tool": tool, "args": args, "result": result}],
        "answer": answer,
    }


# One few-shot example per custom tool, in the agent ``examples`` format; none of
# them repeats a task of the suite.
CUSTOM_TOOL_EXAMPLES: tuple[dict[str, Any], ...] = (
    _example(
        "Convert 20 degrees Celsius to Fahrenheit.",
        "celsius_to_fahrenheit",
        {"celsius": 20},
        68.0,
        "20 °C is 68 °F.",
    ),
    _example(
        "How many words are in: 'ship it today'?",
        "word_count",
        {"text": "ship it today"},
        3,
        "That text has 3 words.",
    ),
    _example(
        "How many days are there between 2023-01-01 and 2023-01-31?",
        "days_between",
        {"start": "2023-01-01", "end": "2023-01-31"},
        30,
        "There are 30 days between those dates.",
    ),
)
