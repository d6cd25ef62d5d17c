"""Practice tasks: more train-split tasks, generated from templates with fresh values.

The suite's own train split has a handful of tasks per kind, too few for a
fine-tune to learn a behaviour rather than a few sentences. Practice tasks
repeat the train split's kinds and phrasings with new numbers, new facts to
remember, other questions on the handbook sections that only train tasks ask
about, and new inputs for the custom tools. They never touch the held-out
split: no held-out phrasing, no held-out handbook section, no held-out fact,
and ``assert_disjoint`` checks that for every generated set.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import date, timedelta

from core.evals.general import GENERAL_TASKS
from core.evals.tasks import KINDS, Task, tasks_for

__all__ = ["assert_disjoint", "practice_tasks"]

_STORE_RECALL = "get_store_entry|query_store"

# Facts to remember: (what, value, the substring the answer must hold). None of them
# appears in a held-out task.
_FACTS: tuple[tuple[str, str, str], ...] = (
    ("the parking spot number", "P-17", "p-17"),
    ("the project codename", "Bluefin", "bluefin"),
    ("the team mascot", "an otter", "otter"),
    ("the backup day", "Sunday", "sunday"),
    ("Lena's phone extension", "2231", "2231"),
    ("the server room code", "7780", "7780"),
    ("the big meeting room", "Maple", "maple"),
    ("the VPN region", "Frankfurt", "frankfurt"),
    ("the meetup venue", "Kiln Hall", "kiln"),
    ("our accountant", "Dana Whitlock", "whitlock"),
    ("the printer on floor 2", "Kestrel", "kestrel"),
    ("the coffee supplier", "Northbean", "northbean"),
    ("the sprint length", "10 days", "10"),
    ("Ravi's favourite tea", "rooibos", "rooibos"),
    ("the fire drill time", "11:15", "11:15"),
    ("the shared drive", "Atlas", "atlas"),
    ("the alarm code", "5521", "5521"),
    ("the release name", "Cobalt", "cobalt"),
)
_NOTES = (
    "Remember that {what} is {value}.",
    "Please note: {what} is {value}.",
    "Note: {what} is {value}.",
)
_QUESTIONS = ("What is {what}?", "Can you tell me {what}?", "Remind me, what is {what}?")

# Questions on the handbook sections only train tasks use (vacation, expenses,
# office hours, equipment, security); the held-out sections are never asked about.
_RAG: tuple[tuple[str, str], ...] = (
    ("According to the handbook, how many vacation days can be carried over?", "5"),
    ("Check the docs: how many vacation days does a full-time employee get per year?", "27"),
    ("Check the handbook: which app are vacation requests made in?", "leaveboard"),
    ("According to the docs, within how many days must receipts be uploaded?", "30"),
    ("Check the handbook: who approves expenses under 300 euros?", "team lead"),
    ("According to the handbook, who is the finance director?", "marta"),
    ("Check the docs: when is the front desk staffed?", "8:30"),
    ("According to the handbook, when does the office close on weekdays?", "19:00"),
    ("Check the handbook: what is the office address?", "12 quarry lane"),
    ("According to the docs, how often are laptops replaced?", "4"),
    ("Check the handbook: which room do I report broken equipment to?", "214"),
    ("According to the docs, through which portal are laptops ordered?", "gearbox"),
    ("Check the handbook: how much does a replacement badge cost?", "15 euros"),
    ("According to the docs, which desk handles a lost access badge?", "security"),
    ("Check the handbook: what time does the office open?", "7:30"),
)

# Small talk only: the general held-out set asks the factual questions, and
# nothing here may resemble it.
_PLAIN: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Hi there!", ()),
    ("Hey, good afternoon!", ()),
    ("Hello, nice to meet you.", ()),
    ("Thanks, that helped.", ()),
    ("Great, thank you!", ()),
    ("Much appreciated.", ()),
    ("Who made you?", ()),
    ("Are you a bot?", ()),
    ("Good evening!", ()),
    ("See you tomorrow!", ()),
    ("How's it going?", ()),
    ("Hope you're having a nice day!", ()),
    ("Happy Friday, everyone!", ()),
)

_RANGE_SUMS = (
    "What is the sum of all integers from {a} to {b}?",
    "Sum the numbers from {a} to {b}, both included.",
)
_PERCENTS = ("What is {p}% of {n}?", "Work out {p} percent of {n}.")
# Calculation forms in practice order: 0 product, 1 power, 2 range sum, 3 division,
# 4 percentage, 5 product in words. The base model gets the train split's range sum and
# percentage wrong (off-by-one ranges, "18% of" read as a product), so those come twice.
_CALC_FORMS = (2, 4, 0, 2, 4, 1, 3, 5)

_WORDS = [
    "deploy",
    "the",
    "new",
    "build",
    "before",
    "lunch",
    "please",
    "ask",
    "ops",
    "about",
    "the",
    "late",
    "alerts",
    "our",
    "weekly",
    "review",
    "starts",
    "after",
    "coffee",
    "bring",
    "notes",
    "and",
    "the",
    "budget",
    "draft",
]


def _calc(rng: random.Random, i: int) -> Task:
    """A calculation, its answer and the code that computes it (the task's ``hint``).

    Reference programs take the question's numbers in the order it gives them and add
    only fixed operators (``range(a, b + 1)``, ``p * n / 100``): a 135M model copies
    numbers well and adjusts them badly (it writes ``range(100, 210)`` for "100 to 200").

    The forms come in a fixed rotation (``i`` counts every kind's tasks), values at random.
    """
    form = _CALC_FORMS[(i // len(KINDS)) % len(_CALC_FORMS)]
    if form == 0:
        a, b = rng.randint(1000, 9999), rng.randint(100, 999)
        question, value, code = f"What is {a} * {b}?", a * b, f"print({a} * {b})"
    elif form == 1:
        a, n = rng.randint(2, 9), rng.randint(5, 11)
        question, value, code = f"What is {a} to the power of {n}?", a**n, f"print({a} ** {n})"
    elif form == 2:
        # Ranges start at 1 or anywhere else: both ends are included either way.
        a = 1 if rng.random() < 1 / 3 else rng.randint(20, 500)
        b = a + rng.randint(60, 700)
        question = rng.choice(_RANGE_SUMS).format(a=a, b=b)
        value, code = sum(range(a, b + 1)), f"print(sum(range({a}, {b} + 1)))"
    elif form == 3:
        b = rng.choice((25, 50, 125, 250, 8, 16))
        value = rng.randint(40, 900)
        question, code = f"What is {value * b} / {b}?", f"print({value * b} / {b})"
    elif form == 4:
        # Whole and fractional percentages; n is a multiple of 40, so every result is whole.
        p = rng.choice(
            (5, 10, 15, 20, 25, 30, 40) if rng.random() < 0.5 else (2.5, 7.5, 17.5, 37.5)
        )
        n = rng.randint(5, 99) * 40
        question = rng.choice(_PERCENTS).format(p=p, n=n)
        value, code = int(n * p / 100), f"print({p} * {n} / 100)"
    else:
        a, b = rng.randint(1000, 4999), rng.randint(1000, 4999)
        question, value, code = f"Multiply {a} by {b}.", a * b, f"print({a} * {b})"
    return Task(
        f"practice-calc-{i}",
        "calc",
        (question,),
        "train",
        ("run_code",),
        (str(value),),
        hint=(("code", code),),
    )


def _store(rng: random.Random, i: int) -> Task:
    what, value, expect = rng.choice(_FACTS)
    note = rng.choice(_NOTES).format(what=what, value=value)
    question = rng.choice(_QUESTIONS).format(what=what)
    return Task(
        f"practice-store-{i}",
        "store",
        (note, question),
        "train",
        (_STORE_RECALL,),
        (expect,),
        earlier_tools=("put_store_entry",),
        earlier_facts=(expect,),
    )


def _rag(rng: random.Random, i: int) -> Task:
    question, fact = rng.choice(_RAG)
    return Task(
        f"practice-rag-{i}",
        "rag",
        (question,),
        "train",
        ("retrieve_rag",),
        (fact,),
        setup=("handbook",),
    )


def _custom(rng: random.Random, i: int) -> Task:
    """A custom-tool request, its answer and the call's arguments (the task's ``hint``)."""
    form = rng.randrange(3)
    hint: dict[str, object]
    if form == 0:
        c = rng.choice((-10, 0, 5, 15, 25, 30, 40, 50, 60, 80))
        f = c * 9 / 5 + 32
        question = f"Convert {c} degrees Celsius to Fahrenheit."
        tool, result = "celsius_to_fahrenheit", (str(int(f)) if f == int(f) else str(f))
        hint = {"celsius": c}
    elif form == 1:
        words = rng.sample(_WORDS, rng.randint(3, 9))
        question = f"How many words are in: '{' '.join(words)}'?"
        tool, result = "word_count", str(len(words))
        hint = {"text": " ".join(words)}
    else:
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 300))
        end = start + timedelta(days=rng.randint(5, 120))
        question = f"How many days are there between {start} and {end}?"
        tool, result = "days_between", str((end - start).days)
        hint = {"start": str(start), "end": str(end)}
    return Task(
        f"practice-tool-{i}",
        "custom_tool",
        (question,),
        "train",
        (tool,),
        (result,),
        setup=("custom_tools",),
        hint=tuple(hint.items()),
    )


def _plain(rng: random.Random, i: int) -> Task:
    message, words = rng.choice(_PLAIN)
    return Task(f"practice-plain-{i}", "plain", (message,), "train", (), words, forbid_tools=True)


_MAKERS = {"calc": _calc, "store": _store, "rag": _rag, "custom_tool": _custom, "plain": _plain}


def practice_tasks(n: int, *, seed: int = 0) -> tuple[Task, ...]:
    """Up to ``n`` train-split tasks taking the kinds in turn, distinct in their text.

    Kinds with small pools (handbook questions, small talk) run out first; the
    others then fill the rest.
    """
    rng = random.Random(seed)
    picked: list[Task] = []
    seen = {t.turns for t in tasks_for("train")}
    kinds = list(KINDS)
    misses = dict.fromkeys(kinds, 0)
    turn = 0
    while len(picked) < n and kinds:
        kind = kinds[turn % len(kinds)]
        task = _MAKERS[kind](rng, len(picked))
        if task.turns in seen:
            misses[kind] += 1
            if misses[kind] > 40:  # this pool is used up
                kinds.remove(kind)
            continue
        turn += 1
        misses[kind] = 0
        seen.add(task.turns)
        picked.append(task)
    assert_disjoint(picked)
    return tuple(picked)


def assert_disjoint(tasks: Sequence[Task]) -> None:
    """Fail loudly if a practice task repeats a held-out request or held-out fact
    (the suite's held-out split and the general set alike)."""
    heldout = (*tasks_for("heldout"), *GENERAL_TASKS)
    texts = {turn.lower() for t in heldout for turn in t.turns}
    facts = {fact for t in heldout if t.kind in ("store", "rag") for fact in t.expect_in_answer}
    for task in tasks:
        if task.split != "train":
            raise ValueError(f"practice task {task.id} is not in the train split")
        for turn in task.turns:
            if turn.lower() in texts:
                raise ValueError(f"practice task {task.id} repeats a held-out request: {turn!r}")
        if task.kind == "plain" and task.expect_in_answer:
            raise ValueError(f"practice task {task.id} asks a factual question")
        if task.kind in ("store", "rag"):
            leaked = facts.intersection(task.expect_in_answer)
            if leaked:
                raise ValueError(f"practice task {task.id} asks for held-out facts {leaked}")
