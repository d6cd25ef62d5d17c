"""Fresh train-side tasks: the train split's patterns with new numbers, facts and wording.

The suite's train split has a few tasks of each kind; a model healed or
trained on the teacher's runs of those few learns them by heart. These
variants keep each train task's shape (what is asked, which tool answers it,
what the answer must hold) and draw new values, so the teacher can be run on
as many as wanted. Handbook questions only ask about the facts the train
split already asks about (in other words): the held-out split's facts never
appear here. Every variant is a ``train`` task whose expected answer is
computed, not written by hand.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from datetime import date, timedelta

from core.evals.tasks import KINDS, Kind, Task

__all__ = ["task_variants"]

_STORE_RECALL = "get_store_entry|query_store"


def _calc(rng: random.Random) -> Task:
    shape = rng.randrange(6)
    if shape == 0:
        a, b = rng.randint(100, 9999), rng.randint(10, 999)
        ask = rng.choice(["What is {a} * {b}?", "Multiply {a} by {b}.", "What is {a} times {b}?"])
        return _calc_task(ask.format(a=a, b=b), a * b)
    if shape == 1:
        base, power = rng.randint(2, 9), rng.randint(4, 11)
        ask = rng.choice(["What is {a} to the power of {n}?", "Compute {a} ** {n}."])
        return _calc_task(ask.format(a=base, n=power), base**power)
    if shape == 2:
        low = rng.choice([1, 1, 10, 50])
        high = low + rng.randint(40, 600)
        ask = rng.choice(
            [
                "What is the sum of all integers from {a} to {b}?",
                "Add up all the whole numbers from {a} to {b}.",
            ]
        )
        return _calc_task(ask.format(a=low, b=high), sum(range(low, high + 1)))
    if shape == 3:
        divisor = rng.choice([4, 5, 8, 25, 125, 16])
        quotient = rng.randint(50, 4000)
        ask = rng.choice(["What is {a} / {b}?", "What is {a} divided by {b}?"])
        return _calc_task(ask.format(a=quotient * divisor, b=divisor), quotient)
    if shape == 4:
        percent = rng.choice([5, 10, 12, 15, 18, 20, 25, 40])
        whole = rng.randint(2, 180) * 100  # so the share is a whole number
        ask = rng.choice(["What is {p}% of {n}?", "How much is {p} percent of {n}?"])
        return _calc_task(ask.format(p=percent, n=whole), percent * whole // 100)
    a, b = rng.randint(1000, 9999), rng.randint(1000, 9999)
    return _calc_task(f"What is {a} + {b} + {a}?", 2 * a + b)


def _calc_task(question: str, result: int) -> Task:
    return Task("", "calc", (question,), "train", ("run_code",), (str(result),))


_NAMES = ("Lena", "Tariq", "Sofia", "Ken", "Amara", "Jonas", "Mei", "Diego", "Ines", "Raj")
_CITIES = ("Lisbon", "Ghent", "Oslo", "Krakow", "Valencia", "Tallinn", "Bristol", "Turin")
_DAYS = ("Monday", "Wednesday", "Friday")
_WORDS = ("falcon", "juniper", "cobalt", "marble", "otter", "saffron", "quartz", "willow")
_FOODS = ("pistachio ice cream", "lemon cake", "green tea", "salted almonds", "oat cookies")


def _code(rng: random.Random) -> str:
    return f"{rng.choice(['ABC', 'OPS', 'MKT', 'DEV'])}-{rng.randint(100, 999)}"


# (thing remembered, how to draw its value, question). The facts to find are the value's words.
_FACTS: tuple[tuple[str, Callable[[random.Random], str], str], ...] = (
    ("the door code", lambda r: str(r.randint(1000, 9999)), "What is the door code?"),
    ("the project codename", lambda r: r.choice(_WORDS), "What is the project codename?"),
    ("the cost centre for hardware", _code, "What is the cost centre for hardware?"),
    ("the retro", lambda r: f"on {r.choice(_DAYS)}", "When is the retro?"),
    ("the conference", lambda r: f"in {r.choice(_CITIES)}", "Where is the conference?"),
    (
        "the backup server",
        lambda r: f"called {r.choice(_WORDS)}",
        "What is the backup server called?",
    ),
    (
        "the bike shed combination",
        lambda r: f"{r.randint(1, 9)}-{r.randint(10, 39)}-{r.randint(10, 39)}",
        "What is the bike shed combination?",
    ),
)


def _store(rng: random.Random) -> Task:
    if rng.random() < 0.35:
        name, food = rng.choice(_NAMES), rng.choice(_FOODS)
        note = f"Remember that {name}'s favourite treat is {food}."
        question = f"What is {name}'s favourite treat?"
        facts: tuple[str, ...] = (food.split()[-1].lower(),)
    else:
        thing, draw, question = rng.choice(_FACTS)
        value = draw(rng)
        lead = rng.choice(["Remember that", "Please note:", "Note:"])
        note = f"{lead} {thing} is {value}."
        facts = (value.split()[-1].lower(),)
    return Task(
        "",
        "store",
        (note, question),
        "train",
        (_STORE_RECALL,),
        facts,
        earlier_tools=("put_store_entry",),
        earlier_facts=facts,
    )


# The facts the train split asks the handbook about, asked in other words.
_HANDBOOK: tuple[tuple[str, str], ...] = (
    ("how many vacation days does a full-time employee get", "27"),
    ("who approves expenses over 300 euros", "marta"),
    ("when does the office open on a weekday", "7:30"),
    ("where do we order a new laptop", "gearbox"),
    ("where should a lost badge be reported", "104"),
)
_HANDBOOK_LEADS = ("According to the handbook,", "Check the docs:", "Look it up in the handbook:")


def _rag(rng: random.Random) -> Task:
    question, fact = rng.choice(_HANDBOOK)
    return Task(
        "",
        "rag",
        (f"{rng.choice(_HANDBOOK_LEADS)} {question}?",),
        "train",
        ("retrieve_rag",),
        (fact,),
        setup=("handbook",),
    )


_SENTENCES = (
    "the build is green again",
    "please review the draft before noon",
    "lunch is on the roof terrace today",
    "we ship the release on friday",
    "the new intern starts next week",
    "coffee machine on floor two is broken",
)


def _tool(rng: random.Random) -> Task:
    shape = rng.randrange(3)
    if shape == 0:
        celsius = rng.choice([-10, 0, 5, 15, 20, 25, 30, 40, 60, 80])
        ask = rng.choice(
            ["Convert {c} degrees Celsius to Fahrenheit.", "What is {c} °C in Fahrenheit?"]
        )
        result = round(celsius * 9 / 5 + 32, 2)
        return _tool_task("celsius_to_fahrenheit", ask.format(c=celsius), result)
    if shape == 1:
        text = rng.choice(_SENTENCES)
        ask = rng.choice(["How many words are in: '{t}'?", "Count the words in '{t}'."])
        return _tool_task("word_count", ask.format(t=text), len(text.split()))
    start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 600))
    end = start + timedelta(days=rng.randint(5, 200))
    ask = rng.choice(
        [
            "How many days are there between {a} and {b}?",
            "Count the days from {a} to {b}.",
        ]
    )
    result = (end - start).days
    return _tool_task("days_between", ask.format(a=start.isoformat(), b=end.isoformat()), result)


def _tool_task(tool: str, question: str, result: float) -> Task:
    shown = str(int(result)) if float(result).is_integer() else str(result)
    return Task("", "custom_tool", (question,), "train", (tool,), (shown,), setup=("custom_tools",))


_GREETINGS = (
    "Hi there!",
    "Hey, good afternoon.",
    "Thanks, that helps a lot.",
    "Cheers for the quick answer!",
    "Nice to meet you.",
    "Who am I talking to?",
)
_KNOWN = (
    ("What is the capital of Italy?", "rome"),
    ("What is the capital of Japan?", "tokyo"),
    ("How many days are in a week?", "7"),
    ("What colour is grass?", "green"),
    ("What is the opposite of cold?", "hot"),
)


def _plain(rng: random.Random) -> Task:
    if rng.random() < 0.5:
        return Task("", "plain", (rng.choice(_GREETINGS),), "train", (), (), forbid_tools=True)
    question, word = rng.choice(_KNOWN)
    return Task("", "plain", (question,), "train", (), (word,), forbid_tools=True)


_TRIES = 200  # draws before a kind counts as out of new wordings

_MAKERS: dict[Kind, Callable[[random.Random], Task]] = {
    "calc": _calc,
    "store": _store,
    "rag": _rag,
    "custom_tool": _tool,
    "plain": _plain,
}


def task_variants(n: int, *, seed: int = 0) -> tuple[Task, ...]:
    """Up to ``n`` distinct train-side tasks, the kinds in turn, named ``variant-KIND-I``.

    A kind with few wordings (greetings) stops once it has no new one to give,
    so fewer than ``n`` come back only when every kind has run out.
    """
    rng = random.Random(seed)
    out: list[Task] = []
    seen: set[tuple[str, ...]] = set()
    kinds = list(KINDS)
    turn = 0
    while len(out) < n and kinds:
        kind = kinds[turn % len(kinds)]
        for _ in range(_TRIES):
            task = _MAKERS[kind](rng)
            if task.turns not in seen:
                seen.add(task.turns)
                out.append(dataclasses.replace(task, id=f"variant-{kind}-{len(out)}"))
                turn += 1
                break
        else:
            kinds.remove(kind)
    return tuple(out)
