"""The automatic checker of a generated case: did the model's turns do what was expected?

Turns are the raw JSON strings the model emitted, read with the runtime's own
parser. A call is exact when the function is the target and every argument
matches by type: numbers numerically (``3`` equals ``3.0``, ``true`` is not
``1``), enums and dates exactly, free strings ignoring case and spacing, lists
in order unless the parameter is unordered, objects field by field. An optional
argument the request did not state may be left out or given its default; an
argument the function does not have is an error. Every failure is a reason.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from core.errors import ModelRetry
from core.evals.checkers import CheckResult, contains
from core.runtime.protocol import Answer, ToolCall, parse_reply
from core.toolgen.cases import CALL_KINDS, Case
from core.toolgen.families import family
from core.toolgen.spec import Param

__all__ = ["abstains", "asks_for", "check_case", "compare_arguments"]

_ABSTAIN = re.compile(
    r"\bno (suitable |matching |relevant |available |such )?(tool|function)"
    r"|\bnone of (my|the|these|those) (tools|functions)"
    r"|\b(don't|do not|doesn't|does not) have (a |any )?(suitable |matching |relevant )?"
    r"(tool|function)"
    r"|\b(can't|cannot|can not|unable to)\b",
    re.IGNORECASE,
)
_ASKING = re.compile(
    r"\?|\b(please|could you|can you|tell me|let me know|provide|which|what)\b", re.IGNORECASE
)
_STOPWORDS = frozenset(
    {"the", "a", "an", "of", "to", "in", "how", "many", "is", "are", "it", "whether", "where"}
)


def abstains(text: str) -> bool:
    """Whether an answer says no available tool can do the request."""
    return _ABSTAIN.search(text) is not None


def asks_for(text: str, param: Param) -> bool:
    """Whether an answer asks the user for ``param`` (names it and asks)."""
    lowered = text.lower()
    words = {w for w in re.findall(r"[a-z]+", param.label.lower()) if w not in _STOPWORDS}
    words |= {param.name.replace("_", " ")}
    named = any(re.search(rf"\b{re.escape(w)}", lowered) for w in words)
    return named and _ASKING.search(text) is not None


def _same_number(expected: Any, actual: Any) -> bool:
    if isinstance(actual, bool) or not isinstance(actual, int | float):
        return False
    return math.isclose(float(expected), float(actual), rel_tol=1e-6, abs_tol=1e-9)


def _same_text(expected: Any, actual: Any) -> bool:
    return (
        isinstance(actual, str)
        and " ".join(actual.split()).casefold() == " ".join(str(expected).split()).casefold()
    )


def _value_problems(param: Param, expected: Any, actual: Any, where: str) -> list[str]:
    wrong = [f"{where}: expected {expected!r}, got {actual!r}"]
    if param.kind in ("int", "float"):
        return [] if _same_number(expected, actual) else wrong
    if param.kind == "bool":
        return [] if isinstance(actual, bool) and actual == expected else wrong
    if param.kind in ("enum", "date"):
        return [] if actual == expected else wrong
    if param.kind == "string":
        return [] if _same_text(expected, actual) else wrong
    if param.kind == "list":
        if not isinstance(actual, list) or len(actual) != len(expected):
            return wrong
        item = Param("item", param.item, "item", choices=param.choices or ("x",))
        pairs = list(zip(expected, actual, strict=True))
        if not param.ordered:
            key = str  # compare as multisets: sort both sides the same way
            pairs = list(zip(sorted(expected, key=key), sorted(actual, key=key), strict=True))
        if any(_value_problems(item, e, a, where) for e, a in pairs):
            return wrong
        return []
    if not isinstance(actual, dict):
        return wrong
    return compare_arguments(param.fields, expected, actual, prefix=f"{where}.")


def compare_arguments(
    params: Sequence[Param],
    expected: Mapping[str, Any],
    actual: Mapping[str, Any],
    *,
    prefix: str = "",
) -> list[str]:
    """Every way ``actual`` arguments differ from ``expected`` (empty when exact)."""
    by_name = {p.name: p for p in params}
    problems = [
        f"{prefix}{name}: the function has no such argument"
        for name in actual
        if name not in by_name
    ]
    for p in params:
        where = prefix + p.name
        if p.name in expected:
            if p.name not in actual:
                problems.append(f"{where}: missing (expected {expected[p.name]!r})")
            else:
                problems += _value_problems(p, expected[p.name], actual[p.name], where)
        elif p.name in actual:
            if p.required:  # the request left it out: any value is made up
                problems.append(f"{where}: made up {actual[p.name]!r}, the request never says it")
            else:
                problems += _value_problems(p, p.default, actual[p.name], where)
    return problems


def _parse(turns: Sequence[str]) -> tuple[list[ToolCall | Answer], list[str]]:
    parsed: list[ToolCall | Answer] = []
    for number, turn in enumerate(turns, start=1):
        try:
            parsed.append(parse_reply(turn))
        except ModelRetry as exc:
            return parsed, [f"turn {number} is not a tool call or an answer: {exc}"]
    return parsed, []


def _check_call(case: Case, turn: ToolCall | Answer) -> list[str]:
    if isinstance(turn, Answer):
        return [f"expected a call of {case.target}, got the answer {turn.text!r}"]
    if turn.name not in case.tools:
        return [f"called {turn.name!r}, which is not one of the shown tools {list(case.tools)}"]
    if turn.name != case.target:
        return [f"called the wrong function {turn.name!r}; {case.target!r} fits the request"]
    return compare_arguments(family(case.target).params, case.arguments, turn.arguments)


def _final_answer(turn: ToolCall | Answer) -> tuple[str, list[str]]:
    if isinstance(turn, ToolCall):
        return "", [f"expected an answer, got a call of {turn.name!r}"]
    if not turn.text.strip():
        return "", ["the answer is empty"]
    return turn.text, []


def _contains_all(text: str, must: Sequence[str]) -> list[str]:
    return [
        f"the answer does not contain {m!r}"
        for m in must
        if not any(contains(text, option) for option in m.split("|"))
    ]


def check_case(case: Case, turns: Sequence[str]) -> CheckResult:
    """Check the model's turns (JSON strings, in order) against ``case``."""
    want = len(case.expected_turns())
    if len(turns) != want:
        return CheckResult(False, [f"expected {want} model turn(s), got {len(turns)}"])
    parsed, reasons = _parse(turns)
    if reasons:
        return CheckResult(False, reasons)
    if case.kind in CALL_KINDS:
        reasons = _check_call(case, parsed[0])
        if case.kind == "multi_step":
            text, problems = _final_answer(parsed[1])
            reasons += problems or _contains_all(text, case.must_contain)
        return CheckResult(not reasons, reasons)
    text, reasons = _final_answer(parsed[0])
    if reasons:
        return CheckResult(False, reasons)
    if case.kind == "no_fit" and not abstains(text):
        reasons.append("the answer does not say that no shown tool can do this")
    if case.kind == "missing":
        param = family(case.target).param(case.missing)
        if not asks_for(text, param):
            reasons.append(f"the answer does not ask for the missing {case.missing!r}")
    if case.kind == "no_tool":
        if abstains(text):
            reasons.append("the answer refuses a request that needs no tool")
        reasons += _contains_all(text, case.must_contain)
    return CheckResult(not reasons, reasons)
