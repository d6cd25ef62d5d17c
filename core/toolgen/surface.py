"""Surface forms of values: the same number, quantity or date written several ways.

A request may say "3 km", "three kilometres" or "3000 m" where the parameter
expects kilometres; the expected argument is always the normalised value (3).
``render_*`` write a value in a form chosen by the random generator;
``parse_quantity`` and ``parse_date`` read any of those forms back, which the
tests use to show every form normalises to the value the checker expects.
"""

from __future__ import annotations

import random
import re
from datetime import date

__all__ = [
    "UNITS",
    "fmt_number",
    "number_words",
    "parse_date",
    "parse_quantity",
    "render_date",
    "render_number",
    "render_quantity",
]

# Per base unit: (abbreviation, singular, plural, size in base units). The first is the base.
UNITS: dict[str, tuple[tuple[str, str, str, float], ...]] = {
    "km": (("km", "kilometre", "kilometres", 1.0), ("m", "metre", "metres", 0.001)),
    "kg": (("kg", "kilogram", "kilograms", 1.0), ("g", "gram", "grams", 0.001)),
    "min": (("min", "minute", "minutes", 1.0), ("h", "hour", "hours", 60.0)),
    "h": (("h", "hour", "hours", 1.0), ("min", "minute", "minutes", 1 / 60)),
    "l": (("l", "litre", "litres", 1.0), ("ml", "millilitre", "millilitres", 0.001)),
    "eur": (("EUR", "euro", "euros", 1.0), ("cents", "cent", "cents", 0.01)),
}

_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def number_words(n: int) -> str:
    """English words for ``0 <= n < 1_000_000`` ("three hundred and twelve")."""
    if not 0 <= n < 1_000_000:
        raise ValueError(f"number_words covers 0..999999, got {n}")
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_ONES[hundreds]} hundred" + (f" and {number_words(rest)}" if rest else "")
    thousands, rest = divmod(n, 1000)
    tail = "" if not rest else (" and " if rest < 100 else " ") + number_words(rest)
    return f"{number_words(thousands)} thousand{tail}"


def _words_value(text: str) -> int | None:
    words = text.replace("-", " ").replace(" and ", " ").split()
    if not words:
        return None
    total, current = 0, 0
    for word in words:
        if word in _ONES:
            current += _ONES.index(word)
        elif word in _TENS[2:]:
            current += 10 * _TENS.index(word)
        elif word == "hundred":
            current *= 100
        elif word == "thousand":
            total, current = (total + current) * 1000, 0
        else:
            return None
    return total + current


def fmt_number(x: float) -> str:
    """``3`` for 3.0, ``2.5`` for 2.5: no trailing zeros, no exponent."""
    text = f"{x:.6f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _clean(x: float) -> bool:
    return abs(round(x, 2) - x) < 1e-9


def render_number(value: float, rng: random.Random) -> str:
    """A unitless number: digits, or words for a whole number below 100."""
    if float(value).is_integer() and 0 <= value < 100 and rng.random() < 0.4:
        return number_words(int(value))
    return fmt_number(value)


def render_quantity(value: float, unit: str, rng: random.Random) -> str:
    """``value`` (in ``unit``) written in a random form: "3 km", "three kilometres",
    "3000 m", "€12.50", "1250 cents"..."""
    forms = UNITS[unit]
    abbr, one, many, _ = forms[0]
    choices = ["abbr", "name"]
    if float(value).is_integer() and 0 <= value < 1000:
        choices.append("words")
    other = [f for f in forms[1:] if _clean(value / f[3]) and value / f[3] < 1_000_000]
    if other:
        choices.append("other")
    form = rng.choice(choices)
    if form == "words":
        return f"{number_words(int(value))} {one if value == 1 else many}"
    if form == "other":
        o_abbr, o_one, o_many, size = rng.choice(other)
        converted = value / size
        return (
            f"{fmt_number(converted)} {rng.choice((o_abbr, o_one if converted == 1 else o_many))}"
        )
    if unit == "eur" and form == "abbr":
        return rng.choice((f"€{value:.2f}".replace(".00", ""), f"{fmt_number(value)} EUR"))
    return f"{fmt_number(value)} {abbr if form == 'abbr' else (one if value == 1 else many)}"


_QUANTITY = re.compile(
    r"^\s*(?P<euro>€)?(?P<num>-?\d+(?:\.\d+)?|[a-z -]+?)\s*(?P<unit>[a-zA-Z]*)\s*$"
)


def parse_quantity(text: str, unit: str) -> float:
    """Read a quantity written by :func:`render_quantity` back into ``unit``."""
    match = _QUANTITY.match(text)
    if not match:
        raise ValueError(f"not a quantity: {text!r}")
    raw = match.group("num").strip()
    number: float
    if re.match(r"^-?\d", raw):
        number = float(raw)
    else:
        words = _words_value(raw)
        if words is None:
            raise ValueError(f"not a number: {raw!r}")
        number = float(words)
    said = match.group("unit")
    if match.group("euro") and not said:
        said = "EUR"
    for abbr, one, many, size in UNITS[unit]:
        if said in (abbr, one, many):
            return number * size
    raise ValueError(f"unit {said!r} is not a {unit} unit")


def render_date(iso: str, rng: random.Random) -> str:
    """An ISO date as "2025-03-14", "14 March 2025" or "March 14, 2025"."""
    day = date.fromisoformat(iso)
    month = _MONTHS[day.month - 1]
    return rng.choice((iso, f"{day.day} {month} {day.year}", f"{month} {day.day}, {day.year}"))


def parse_date(text: str) -> str:
    """Any form :func:`render_date` writes, back to ISO."""
    text = text.strip()
    if re.match(r"^\d{4}-\d{2}-\d{2}$", text):
        return date.fromisoformat(text).isoformat()
    match = re.match(r"^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$", text) or re.match(
        r"^([A-Z][a-z]+) (\d{1,2}), (\d{4})$", text
    )
    if not match:
        raise ValueError(f"not a date: {text!r}")
    a, b, year = match.groups()
    day_text, month = (a, b) if a.isdigit() else (b, a)
    if month not in _MONTHS:
        raise ValueError(f"unknown month {month!r}")
    return date(int(year), _MONTHS.index(month) + 1, int(day_text)).isoformat()
