"""Replay tasks: everyday questions a tuned model must still answer without tools.

A warm-start adapter trained only on tool calls drifts: it starts saving trivia
to a store or searching the handbook for it, and forgets facts the base model
knew. Replay tasks are train-split factual questions with checkable answers.
Through ``self_play`` the base model's own checker-approved answers become SFT
examples (self-distillation), which keeps both the facts and the habit of
answering directly.

None of them touches a held-out question (the general set of
``core.evals.general``, the suite's plain held-out tasks, the held-out no-tool
requests of ``core.toolgen``): no question or answer shares a request or an
answer word with one, and ``assert_apart`` checks that. All text is strop's own.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from core.evals.general import GENERAL_TASKS
from core.evals.tasks import Task, tasks_for
from core.toolgen.requests import DIRECT

__all__ = ["REPLAY", "assert_apart", "replay_tasks"]

# (question, substring the answer must hold)
REPLAY: tuple[tuple[str, str], ...] = (
    ("What is the capital of Japan?", "tokyo"),
    ("What is the capital of Germany?", "berlin"),
    ("What is the capital of England?", "london"),
    ("What is the capital city of Egypt?", "cairo"),
    ("Which city is the capital of Russia?", "moscow"),
    ("Which country is Paris in?", "france"),
    ("Which country is Tokyo in?", "japan"),
    ("What language is spoken in France?", "french"),
    ("What language do people in Germany speak?", "german"),
    ("What language is mostly spoken in Brazil?", "portuguese"),
    ("Which planet do we live on?", "earth"),
    ("What is the largest planet in the solar system?", "jupiter"),
    ("Which planet is closest to the sun?", "mercury"),
    ("Which planet has famous rings?", "saturn"),
    ("What star is at the centre of our solar system?", "sun"),
    ("What do we call the natural satellite of the Earth?", "moon"),
    ("How many hours are in a day?", "24"),
    ("How many minutes are in an hour?", "60"),
    ("How many seconds are in a minute?", "60"),
    ("How many months are in a year?", "12"),
    ("How many days are in a leap year?", "366"),
    ("How many legs does a dog have?", "4"),
    ("How many legs does an insect have?", "6"),
    ("How many wheels does a bicycle have?", "2"),
    ("How many sides does a triangle have?", "3"),
    ("How many sides does a square have?", "4"),
    ("How many sides does a hexagon have?", "6"),
    ("How many players are on a football team on the field?", "11"),
    ("What is 2 plus 2?", "4"),
    ("What is 5 times 5?", "25"),
    ("What is half of 100?", "50"),
    ("What is the opposite of up?", "down"),
    ("What is the opposite of big?", "small"),
    ("What is the opposite of day?", "night"),
    ("What is the opposite of fast?", "slow"),
    ("What is the opposite of happy?", "sad"),
    ("What is the opposite of open?", "close"),
    ("What colour is snow?", "white"),
    ("What colour is a banana?", "yellow"),
    ("What colour do you get by mixing red and white?", "pink"),
    ("What colour is coal?", "black"),
    ("What colour is a ripe tomato?", "red"),
    ("What animal is known as man's best friend?", "dog"),
    ("What animal says moo?", "cow"),
    ("Which animal is called the king of the jungle?", "lion"),
    ("What is the largest animal on Earth?", "whale"),
    ("What is a baby cat called?", "kitten"),
    ("What is a baby dog called?", "puppy"),
    ("What do cows produce that people drink?", "milk"),
    ("What do hens lay?", "egg"),
    ("What do caterpillars turn into?", "butterfl"),
    ("What gas do humans need to breathe?", "oxygen"),
    ("What gas do plants take in from the air?", "carbon dioxide"),
    ("What is the boiling point of water in Celsius?", "100"),
    ("At what temperature in Celsius does water freeze?", "0"),
    ("What is H2O commonly called?", "water"),
    ("What organ pumps blood through the body?", "heart"),
    ("What organ do we use to think?", "brain"),
    ("What do we use our eyes for?", "see"),
    ("What do we use our ears for?", "hear"),
    ("Which season comes after winter?", "spring"),
    ("What is the first month of the year?", "january"),
    ("What is the last month of the year?", "december"),
    ("Which day comes after Monday?", "tuesday"),
    ("Which day comes before Sunday?", "saturday"),
    ("What do bees live in?", "hive"),
    ("What do you call a house made of snow blocks?", "igloo"),
    ("Who wrote Romeo and Juliet?", "shakespeare"),
    ("What is the tallest mountain in the world?", "everest"),
    ("What is the longest river in Africa?", "nile"),
    ("What is the largest desert in Africa?", "sahara"),
    ("What do you call a shape with five sides?", "pentagon"),
    ("What is the plural of child?", "children"),
    ("What is the past tense of go?", "went"),
    ("What instrument has black and white keys?", "piano"),
    ("What do you use to write on a blackboard?", "chalk"),
    ("What fruit is used to make wine?", "grape"),
    ("What is the main ingredient of bread?", "flour"),
    ("What do people use an umbrella for?", "rain"),
    ("What do you call frozen rain that falls as small balls?", "hail"),
    ("Which direction does a compass needle point?", "north"),
    ("Which season comes before spring?", "winter"),
    ("Who painted the Mona Lisa?", "leonardo"),
    ("Which season follows summer in Britain?", "autumn"),
    ("What vehicle travels on rails?", "train"),
    ("What flies in the sky and carries passengers between countries?", "plane"),
)

_WORD = re.compile(r"[a-z0-9]+")


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def _bare(text: str) -> str:
    return text.lower().replace("'", "")


def assert_apart(questions: Sequence[tuple[str, str]] = REPLAY) -> None:
    """Fail loudly if a replay question repeats a task of the suite (either split),
    a general held-out request or a held-out no-tool request of ``core.toolgen``,
    or if a question or its answer holds the answer word of a held-out question."""
    heldout = (*GENERAL_TASKS, *tasks_for("heldout"))
    requests = {turn.lower() for task in heldout for turn in task.turns}
    requests |= {turn.lower() for task in tasks_for("train") for turn in task.turns}
    requests |= {_bare(request) for request, _, _ in DIRECT["heldout"]}
    answers = {a.lower() for t in heldout if t.kind == "plain" for a in t.expect_in_answer}
    for question, answer in questions:
        if question.lower() in requests or _bare(question) in requests:
            raise ValueError(f"replay question repeats a suite or held-out request: {question!r}")
        # Numbers in a question are fine (arithmetic); a held-out number as an answer is not.
        asked = {w for w in _words(question) if not w.isdigit()}
        shared = answers & (asked | _words(answer.replace("|", " ")))
        if shared:
            raise ValueError(f"replay question {question!r} touches held-out answers {shared}")


def replay_tasks(n: int, *, seed: int = 0) -> tuple[Task, ...]:
    """Up to ``n`` replay tasks in a seeded order (no tools allowed, answer checked)."""
    assert_apart()
    picked = random.Random(seed).sample(REPLAY, min(n, len(REPLAY)))
    return tuple(
        Task(f"replay-{i}", "plain", (q,), "train", (), (a,), forbid_tools=True)
        for i, (q, a) in enumerate(picked)
    )
