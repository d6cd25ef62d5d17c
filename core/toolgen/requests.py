"""Request templates: a user's request and the exact expected turn, from a seed.

A request is one of the family's openings followed by a mention of each chosen
argument ("Convert" + "12 kilometres" + "to miles"). Values are written in
varied surface forms (``core.toolgen.surface``) while the expected arguments
hold the normalised value. ``generate_cases`` is deterministic for a seed and
only ever uses the families of the split it is asked for.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from datetime import date, timedelta
from typing import Any

from core.toolgen.cases import CASE_KINDS, Case, CaseKind
from core.toolgen.families import families_for, split_of
from core.toolgen.spec import Family, Param, Split
from core.toolgen.surface import fmt_number, render_date, render_number, render_quantity

__all__ = ["DIRECT", "generate_cases", "render_value", "sample_value", "with_defaults"]

# Requests that need no tool, per split (held-out ones never appear in training, and
# the train ones share no answer with the general held-out set, core.evals.general).
# (request, answer, texts the answer must contain)
DIRECT: dict[Split, tuple[tuple[str, str, tuple[str, ...]], ...]] = {
    "train": (
        ("Hi there, how are you?", "Hello! I'm doing well. How can I help?", ()),
        ("Thanks for your help!", "You're welcome!", ()),
        ("What is 6 plus 7?", "6 plus 7 is 13.", ("13|thirteen",)),
        ("How many hours are in a day?", "A day has 24 hours.", ("24|twenty-four",)),
        ("Spell 'cat' backwards.", "Backwards, 'cat' is 'tac'.", ("tac",)),
        ("What do you get by mixing red and yellow paint?", "You get orange.", ("orange",)),
        ("What is the opposite of 'early'?", "The opposite of early is late.", ("late",)),
        ("Good night!", "Good night! Talk soon.", ()),
    ),
    "heldout": (
        ("Good morning!", "Good morning! What can I do for you?", ()),
        ("Cheers, that was useful.", "Glad it helped!", ()),
        ("What is 9 minus 4?", "9 minus 4 is 5.", ("5|five",)),
        ("How many legs does a spider have?", "A spider has 8 legs.", ("8|eight",)),
        ("What is the plural of 'mouse'?", "The plural of mouse is mice.", ("mice",)),
        ("Which is bigger, 12 or 21?", "21 is bigger than 12.", ("21",)),
    ),
}

_QUESTION_WORDS = ("what", "how", "which", "who", "when")
_FIRST_DAY = date(2025, 1, 1)


def sample_value(param: Param, rng: random.Random) -> Any:
    """A random valid value for ``param`` (the normalised form)."""
    if param.kind in ("string", "enum"):
        return rng.choice(param.choices)
    if param.kind == "date":
        return (_FIRST_DAY + timedelta(days=rng.randint(0, 700))).isoformat()
    if param.kind == "int":
        return rng.randint(int(param.low), int(param.high))
    if param.kind == "float":
        steps = round((param.high - param.low) / param.step)
        return round(param.low + param.step * rng.randint(0, steps), 6)
    if param.kind == "bool":
        return rng.random() < 0.5
    if param.kind == "list":
        count = rng.randint(1, min(param.max_items, len(param.choices)))
        return rng.sample(list(param.choices), count)
    return {f.name: sample_value(f, rng) for f in param.fields}


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def render_value(param: Param, value: Any, rng: random.Random) -> str:
    """``value`` as the request writes it (a surface form, not always the normal one)."""
    if param.kind == "date":
        return render_date(value, rng)
    if param.kind in ("int", "float"):
        if param.unit:
            return render_quantity(value, param.unit, rng)
        return render_number(value, rng)
    if param.kind == "enum":
        return rng.choice((str(value).replace("_", " "), *param.aliases.get(value, ())))
    if param.kind == "list":
        return _join([str(v) for v in value])
    if param.kind == "object":
        return ", ".join(mention(f, value[f.name], rng) for f in param.fields)
    return str(value)


def mention(param: Param, value: Any, rng: random.Random) -> str:
    """The words that state ``param = value`` in a request."""
    if param.kind == "bool":
        return param.mention if value else param.mention_false
    return param.mention.format(v=render_value(param, value, rng))


def with_defaults(fam: Family, arguments: Mapping[str, Any]) -> dict[str, Any]:
    """The arguments a tool receives: given ones plus the defaults of the others."""
    return {
        p.name: arguments[p.name] if p.name in arguments else copy.deepcopy(p.default)
        for p in fam.params
    }


def _request(fam: Family, arguments: Mapping[str, Any], rng: random.Random) -> str:
    ask = rng.choice(fam.asks)
    parts = [mention(fam.param(name), value, rng) for name, value in arguments.items()]
    end = "?" if ask.lower().startswith(_QUESTION_WORDS) else "."
    return " ".join([ask, *parts]) + end


def _arguments(fam: Family, rng: random.Random) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for p in fam.params:
        if p.required or rng.random() < 0.5:
            out[p.name] = sample_value(p, rng)
    return out


def _distractors(fam: Family, pool: tuple[Family, ...], rng: random.Random, n: int) -> list[str]:
    """Other families, preferring those that share argument names (harder to tell apart)."""
    names = {p.name for p in fam.params}
    others = [f for f in pool if f.name != fam.name]
    rng.shuffle(others)
    others.sort(key=lambda f: -len(names & {p.name for p in f.params}))
    return [f.name for f in others[:n]]


def _headline(fam: Family, result: Mapping[str, Any]) -> str:
    value = result[fam.headline]
    return fmt_number(value) if isinstance(value, float) else str(value)


def _call_case(
    kind: CaseKind, fam: Family, pool: tuple[Family, ...], rng: random.Random
) -> dict[str, Any]:
    arguments = _arguments(fam, rng)
    result = fam.result(with_defaults(fam, arguments))
    tools = [fam.name]
    if kind != "call":
        tools += _distractors(fam, pool, rng, rng.randint(1, 3))
        rng.shuffle(tools)
    return {
        "request": _request(fam, arguments, rng),
        "tools": tuple(tools),
        "target": fam.name,
        "arguments": arguments,
        "result": result,
        "answer": fam.answer.format(**result),
        "must_contain": (_headline(fam, result),) if kind == "multi_step" else (),
    }


def _missing_case(fam: Family, pool: tuple[Family, ...], rng: random.Random) -> dict[str, Any]:
    arguments = _arguments(fam, rng)
    dropped = rng.choice([p for p in fam.params if p.required])
    del arguments[dropped.name]
    tools = [fam.name, *_distractors(fam, pool, rng, rng.randint(0, 2))]
    rng.shuffle(tools)
    return {
        "request": _request(fam, arguments, rng),
        "tools": tuple(tools),
        "target": fam.name,
        "answer": f"Please tell me {dropped.label} so I can {fam.task}.",
        "missing": dropped.name,
    }


def _no_fit_case(fam: Family, pool: tuple[Family, ...], rng: random.Random) -> dict[str, Any]:
    others = [f.name for f in pool if f.domain != fam.domain]
    return {
        "request": _request(fam, _arguments(fam, rng), rng),
        "tools": tuple(rng.sample(others, rng.randint(1, 3))),
        "target": fam.name,
        "answer": f"Sorry, I have no suitable tool to {fam.task}.",
    }


def _no_tool_case(split: Split, pool: tuple[Family, ...], rng: random.Random) -> dict[str, Any]:
    request, answer, must = rng.choice(DIRECT[split])
    return {
        "request": request,
        "tools": tuple(f.name for f in rng.sample(pool, rng.randint(1, 3))),
        "answer": answer,
        "must_contain": must,
    }


def generate_cases(
    split: Split,
    n: int,
    *,
    seed: int = 0,
    kinds: tuple[CaseKind, ...] = CASE_KINDS,
    families: tuple[Family, ...] | None = None,
) -> list[Case]:
    """``n`` cases of ``split``'s families (or of ``families``, which must all be of
    that split), taking ``kinds`` in turn and families at random.

    The same ``(split, n, seed, kinds, families)`` always gives the same cases.
    """
    if n < 0:
        raise ValueError("n must be zero or more")
    unknown = set(kinds) - set(CASE_KINDS)
    if not kinds or unknown:
        raise ValueError(f"kinds must be a non-empty subset of {CASE_KINDS}, got {kinds}")
    pool = families_for(split) if families is None else families
    wrong = [f.name for f in pool if split_of(f.name) != split]
    if not pool or wrong:
        raise ValueError(f"families must be a non-empty set of {split} families, not {wrong}")
    rng = random.Random(f"toolgen:{split}:{seed}")
    cases: list[Case] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    attempts = 0
    while len(cases) < n:
        attempts += 1
        if attempts > 50 * n + 100:
            raise ValueError(f"could not make {n} distinct {split} cases from {kinds}")
        kind = kinds[len(cases) % len(kinds)]
        fam = pool[rng.randrange(len(pool))]
        if kind in ("call", "choose", "multi_step"):
            fields = _call_case(kind, fam, pool, rng)
        elif kind == "missing":
            fields = _missing_case(fam, pool, rng)
        elif kind == "no_fit":
            fields = _no_fit_case(fam, pool, rng)
        else:
            fields = _no_tool_case(split, pool, rng)
        key = (fields["request"], fields["tools"])
        if key in seen:
            continue
        seen.add(key)
        cases.append(Case(id=f"{split}-{kind}-{len(cases)}", kind=kind, split=split, **fields))
    return cases
