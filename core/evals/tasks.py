"""The tool-use task suite: what an agent is asked and what counts as success.

Five kinds, each in both splits: ``calc`` (arithmetic that needs run_code),
``store`` (remember a fact, then recall it in a second turn), ``rag`` (questions
over the handbook in ``core.evals.fixtures``), ``custom_tool`` (code-backed tools
the suite creates) and ``plain`` (no tool should be used). ``train`` tasks may be
used to tune prompts and examples; ``heldout`` tasks only to measure. All task
text is written for strop.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

__all__ = ["KINDS", "SETUPS", "TASKS", "Kind", "Setup", "Split", "Task", "spread", "tasks_for"]

Kind = Literal["calc", "store", "rag", "custom_tool", "plain"]
Split = Literal["train", "heldout"]
Setup = Literal["handbook", "custom_tools"]

KINDS: tuple[Kind, ...] = ("calc", "store", "rag", "custom_tool", "plain")
SETUPS: tuple[Setup, ...] = ("handbook", "custom_tools")

_STORE_RECALL = "get_store_entry|query_store"


@dataclass(frozen=True, slots=True)
class Task:
    """One task: the user turns, and what the final turn must show.

    ``expect_tools`` must each be called during the final turn; an entry like
    ``"a|b"`` is satisfied by either tool. ``earlier_tools`` must be called during
    the turns before it (a store task saves in turn one), and ``earlier_facts`` must
    each appear in the arguments of those earlier calls (the fact itself was saved,
    not something else that a later recall happens to find). ``expect_in_answer`` are
    case-insensitive substrings the final answer must all contain; a number matches
    as a whole number, also when written with thousands separators or a ``.0``.
    ``setup`` names what the suite prepares first (``core.evals.fixtures``).
    ``hint`` is a reference solution for self-play, as ``(argument, value)`` pairs of
    the final turn's first tool call (``print(18 * 4350 / 100)`` for run_code's
    ``code``): a hinted rollout has them fixed by the decoding grammar and writes the
    rest itself (``core.improve.self_play``). Only train tasks may have one.
    """

    id: str
    kind: Kind
    turns: tuple[str, ...]
    split: Split
    expect_tools: tuple[str, ...] = ()
    expect_in_answer: tuple[str, ...] = ()
    forbid_tools: bool = False
    earlier_tools: tuple[str, ...] = ()
    earlier_facts: tuple[str, ...] = ()
    setup: tuple[Setup, ...] = ()
    hint: tuple[tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        if self.hint and self.split != "train":
            raise ValueError(f"task {self.id}: only train tasks may carry a reference solution")


def _calc(name: str, split: Split, question: str, result: str, code: str = "") -> Task:
    hint = (("code", code),) if code else ()
    return Task(name, "calc", (question,), split, ("run_code",), (result,), hint=hint)


def _store(name: str, split: Split, note: str, question: str, *facts: str) -> Task:
    return Task(
        name,
        "store",
        (note, question),
        split,
        (_STORE_RECALL,),
        facts,
        earlier_tools=("put_store_entry",),
        earlier_facts=facts,
    )


def _rag(name: str, split: Split, question: str, *facts: str) -> Task:
    return Task(name, "rag", (question,), split, ("retrieve_rag",), facts, setup=("handbook",))


def _tool(name: str, split: Split, tool: str, question: str, result: str, **hint: object) -> Task:
    return Task(
        name,
        "custom_tool",
        (question,),
        split,
        (tool,),
        (result,),
        setup=("custom_tools",),
        hint=tuple(hint.items()),
    )


def _plain(name: str, split: Split, message: str, *words: str) -> Task:
    return Task(name, "plain", (message,), split, (), words, forbid_tools=True)


TASKS: tuple[Task, ...] = (
    # calc
    _calc("calc-product-4x3", "train", "What is 2345 * 678?", "1589910", "print(2345 * 678)"),
    _calc("calc-product-3x4", "heldout", "What is 987 * 6543?", "6457941"),
    _calc("calc-power-3", "train", "What is 3 to the power of 12?", "531441", "print(3 ** 12)"),
    _calc("calc-power-7", "heldout", "Compute 7 ** 9.", "40353607"),
    _calc(
        "calc-range-sum",
        "train",
        "What is the sum of all integers from 1 to 250?",
        "31375",
        "print(sum(range(1, 250 + 1)))",
    ),
    _calc("calc-range-add", "heldout", "Add up every whole number from 100 to 200.", "15150"),
    _calc("calc-divide", "train", "What is 84375 / 125?", "675", "print(84375 / 125)"),
    _calc("calc-divide-words", "heldout", "What is 7539 divided by 4?", "1884.75"),
    _calc("calc-percent", "train", "What is 18% of 4350?", "783", "print(18 * 4350 / 100)"),
    _calc("calc-percent-half", "heldout", "How much is 12.5 percent of 9640?", "1205"),
    _calc(
        "calc-multiply-words", "train", "Multiply 1111 by 2222.", "2468642", "print(1111 * 2222)"
    ),
    _calc("calc-triple-product", "heldout", "Calculate 97 * 89 * 83.", "716539"),
    # store
    _store(
        "store-printer-pin",
        "train",
        "Remember that the printer PIN is 4417.",
        "What is the printer PIN?",
        "4417",
    ),
    _store(
        "store-design-review",
        "heldout",
        "Please note: the design review is on Thursday.",
        "When is the design review?",
        "thursday",
    ),
    _store(
        "store-snack",
        "train",
        "Remember that Priya's favourite snack is dried mango.",
        "What is Priya's favourite snack?",
        "mango",
    ),
    _store(
        "store-staging",
        "heldout",
        "Note: the staging server is called heron.",
        "What is the staging server called?",
        "heron",
    ),
    _store(
        "store-guest-wifi",
        "train",
        "Remember that the guest wifi network is Lantern-Guest.",
        "What is the guest wifi network?",
        "lantern-guest",
    ),
    _store(
        "store-offsite",
        "heldout",
        "Remember that the team offsite is in Porto.",
        "Where is the team offsite?",
        "porto",
    ),
    _store(
        "store-budget-code",
        "train",
        "Please note: the budget code for travel is TRV-882.",
        "What is the budget code for travel?",
        "trv-882",
    ),
    _store(
        "store-birthday",
        "heldout",
        "Remember that Omar's birthday is on 14 May.",
        "When is Omar's birthday?",
        "14",
        "may",
    ),
    _store(
        "store-locker",
        "train",
        "Note: the locker combination is 2-9-31.",
        "What is the locker combination?",
        "2-9-31",
    ),
    _store(
        "store-client",
        "heldout",
        "Remember that our new client is Halvorsen Logistics.",
        "Who is our new client?",
        "halvorsen",
    ),
    # rag
    _rag(
        "rag-vacation-days",
        "train",
        "According to the handbook, how many vacation days do full-time staff get?",
        "27",
    ),
    _rag(
        "rag-staff-parking", "heldout", "According to the handbook, where do staff park?", "north"
    ),
    _rag(
        "rag-big-expenses",
        "train",
        "Check the docs: who signs off expenses above 300 euros?",
        "marta",
    ),
    _rag(
        "rag-oncall-change",
        "heldout",
        "According to the handbook, on which day does the on-call rotation change?",
        "tuesday",
    ),
    _rag(
        "rag-office-open",
        "train",
        "Check the handbook: what time does the office open on weekdays?",
        "7:30",
    ),
    _rag(
        "rag-remote-days",
        "heldout",
        "According to the docs, how many days a week may employees work remotely?",
        "3",
    ),
    _rag(
        "rag-laptop-portal",
        "train",
        "Check the docs: where are new laptops ordered?",
        "gearbox",
    ),
    _rag(
        "rag-free-lunch",
        "heldout",
        "According to the handbook, on which day is free lunch served?",
        "thursday",
    ),
    _rag(
        "rag-lost-badge",
        "train",
        "Check the handbook: where do I report a lost badge?",
        "104",
    ),
    _rag(
        "rag-learning-budget",
        "heldout",
        "According to the docs, how big is the yearly learning budget?",
        "1200",
    ),
    # custom_tool
    _tool(
        "tool-boiling",
        "train",
        "celsius_to_fahrenheit",
        "Convert 100 degrees Celsius to Fahrenheit.",
        "212",
        celsius=100,
    ),
    _tool(
        "tool-body-temp",
        "heldout",
        "celsius_to_fahrenheit",
        "What is 37 degrees Celsius in Fahrenheit?",
        "98.6",
    ),
    _tool(
        "tool-words-fox",
        "train",
        "word_count",
        "How many words are in: 'the quick brown fox jumps over the lazy dog'?",
        "9",
        text="the quick brown fox jumps over the lazy dog",
    ),
    _tool(
        "tool-words-standup",
        "heldout",
        "word_count",
        "Count the words in this sentence: 'standup moves to the big room'.",
        "6",
    ),
    _tool(
        "tool-days-winter",
        "train",
        "days_between",
        "How many days are there between 2024-12-01 and 2025-01-10?",
        "40",
        start="2024-12-01",
        end="2025-01-10",
    ),
    _tool(
        "tool-days-spring",
        "heldout",
        "days_between",
        "How many days lie between 2024-05-01 and 2024-07-04?",
        "64",
    ),
    # plain
    _plain("plain-hello", "train", "Hello!"),
    _plain("plain-good-morning", "heldout", "Good morning! How are you today?"),
    _plain("plain-thanks", "train", "Thanks a lot for your help!"),
    _plain("plain-cheers", "heldout", "Thank you, that was useful."),
    _plain("plain-who", "train", "Who are you?"),
    _plain("plain-capabilities", "heldout", "What can you do?"),
    _plain("plain-capital", "train", "What is the capital of France?", "paris"),
    _plain("plain-sky", "heldout", "What colour is the sky on a clear day?", "blue"),
)


def tasks_for(split: Split | Literal["all"] = "all") -> tuple[Task, ...]:
    """The tasks of one split, or all of them, in suite order."""
    return TASKS if split == "all" else tuple(t for t in TASKS if t.split == split)


def spread(tasks: Sequence[Task], n: int) -> tuple[Task, ...]:
    """The first ``n`` tasks taking the kinds in turn, so a short run still covers each kind."""
    queues = [[t for t in tasks if t.kind == kind] for kind in KINDS]
    picked: list[Task] = []
    while len(picked) < n and any(queues):
        for queue in queues:
            if queue and len(picked) < n:
                picked.append(queue.pop(0))
    return tuple(picked)
