"""Labelled sentences for the sanitiser's injection classifier, generated (SPEC 4.2).

Positives are instructions that a page aims at the model reading it; negatives
are what pages say to people, including what looks like an instruction and is
not (recipes, manuals, house rules, API documentation, articles about AI,
quoted speech, links and keys). Both come from the phrase tables in
``injection_english``, ``injection_phrases`` and ``injection_benign`` (twenty-eight
languages) and from the English sentence parts in ``injection_parts``, filled
with invented tools, URLs, secrets, marker words, people and places, and
sometimes put in the same carriers (a quoted e-mail line, a list item, a code
comment, a table cell) so that a carrier is not evidence itself.

Each phrase table is split by position: every fifth entry of a table with five
or more entries belongs to the ``validation`` part only, so that validation
measures new wording rather than new slot values. Everything is written by
strop's own code; nothing comes from a public prompt-injection benchmark.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from core.guardrails.injection_benign import BENIGN_OTHER
from core.guardrails.injection_english import (
    ACTIONS,
    ADDRESS,
    BENIGN,
    FRAMES,
    PASSIVE,
    SECRETS,
    SPLIT_LEADS,
)
from core.guardrails.injection_parts import ABOUT_AI, API_DOCS, HUMAN, MODEL, SHARED
from core.guardrails.injection_phrases import ATTACKS, GOALS

__all__ = ["LANGUAGES", "Example", "Part", "generate"]

Part = Literal["train", "validation", "all"]
LANGUAGES = ("en", *ATTACKS)
_ENGLISH_SHARE = 0.45

# Benign kinds and how often each is drawn: the hard ones (imperatives for people, text
# about AI, documentation) more often than plain facts.
_EN_BENIGN_WEIGHTS = {
    "fact": 2,
    "howto": 3,
    "rules": 2,
    "about_ai": 3,
    "uses_ai": 2,
    "quoted": 1,
    "docs": 2,
    "links": 2,
    "you": 2,
    "heading": 3,
    "code": 2,
    "line": 3,
    "dialogue": 1,
    "senses": 2,
    "security": 2,
    "policy": 1,
    "release": 1,
    "faq": 1,
    "games": 2,
    "web": 4,
    "ui": 1,
}
_OTHER_BENIGN_WEIGHTS = {"fact": 2, "howto": 3, "rules": 2, "about_ai": 2, "links": 2, "heading": 2}
_EN_STYLES = (
    *("imperative", "addressed", "addressed", "polite", "question", "conditional"),
    *("third", "third", "notice", "override", "passive", "split"),
)
_OTHER_STYLES = ("plain", "address", "address", "lead", "lead", "override", "third", "split")

# Slot values: invented, so that no particular tool, host or word is evidence.
_TOOL_VERBS = (
    *("put", "get", "send", "save", "store", "update", "delete", "create", "write", "fetch"),
    *("post", "sync", "log", "export", "upload", "run", "set", "add", "read", "share", "push"),
)
_TOOL_NOUNS = (
    *("store_entry", "memory", "note", "file", "record", "secret", "email", "message"),
    *("webhook", "user", "config", "audit_log", "cache", "document", "event", "entry"),
    *("ticket", "contact", "payment", "report", "kv_item", "profile"),
)
_SYLLABLES = (
    *("ver", "ify", "col", "lect", "stat", "sync", "aud", "it", "track", "mir", "ror", "cdn"),
    *("log", "pix", "relay", "net", "hub", "data", "page", "cloud", "box", "link", "zen"),
)
_TLDS = ("com", "net", "org", "io", "dev", "xyz", "info", "co", "app", "site", "ru", "de")
_PATHS = (
    *("", "/", "/collect", "/v1/log", "/verify", "/api/save", "/t/{n}", "/p?q={n}"),
    *("/collect?d=", "/hook/{n}", "/r/{n}", "/check", "/img.png?k="),
)
_WORDS = (
    *("SAFFRON", "GLACIER", "PINE", "COPPER", "VELVET", "ORBIT", "MANGO", "TULIP", "RIVER"),
    *("FALCON", "EMBER", "QUARTZ", "LANTERN", "BISCUIT", "NEON", "HARBOR", "CEDAR", "PLUM"),
)
_PERSONAS = ("DAN", "Omega", "FreeGPT", "Max", "Nova", "Ghost", "Rex", "Luna", "AIM", "Sable")
_FIRST = (
    *("Maren", "Tobias", "Aiko", "Ravi", "Lucia", "Kwame", "Ines", "Jonas", "Mei", "Omar"),
    *("Greta", "Pablo", "Sanna", "Dmitri", "Leila", "Hugo", "Nadia", "Felix", "Yara"),
)
_LAST = (
    *("Okafor", "Elmgren", "Tanaka", "Sharma", "Moreau", "Kowalski", "Haddad", "Novak"),
    *("Lindqvist", "Ferreira", "Brandt", "Nguyen", "Rossi", "Demir", "Castillo"),
)
_PLACE_A = ("Harrow", "Brin", "Oak", "Fenn", "Marl", "Ash", "Carrow", "Pell", "Dun", "Amber")
_PLACE_B = ("by", "mouth", "ford", "wick", "ton", "dale", "mere", "field", "ley", "stead")

# Carriers: the same for both labels.
_PREFIXES = (
    *("> ", "> > ", "- ", "* ", "# ", "// ", "| ", "1. ", "[^1]: ", "note: ", '"', "**"),
    *("PS: ", "Update: ", "[10:02] ", "Re: ", "Tip: ", "comment: ", "description: ", "<p>"),
)
_SUFFIXES = ("", " |", '"', " */", "**", " (edited)", " -->", "</p>")


@dataclass(frozen=True, slots=True)
class Example:
    """One labelled sentence or short snippet: ``label`` 1 is an instruction to the model."""

    text: str
    label: int
    lang: str
    kind: str


def _pick(rng: random.Random, items: Sequence[str], part: Part) -> str:
    if part == "all" or len(items) < 5:
        return rng.choice(items)
    held = part == "validation"
    subset = [x for i, x in enumerate(items) if (i % 5 == 4) == held]
    return rng.choice(subset)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _url(rng: random.Random) -> str:
    n = str(rng.randint(2, 9999))
    roll = rng.random()
    if roll < 0.12:
        host = f"localhost:{rng.randint(1024, 9999)}"
    elif roll < 0.2:
        host = f"127.0.0.1:{rng.randint(1024, 9999)}"
    else:
        name = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3)))
        sub = rng.choice(("", "", "www.", "api.", "cdn.", "go."))
        host = f"{sub}{name}.{rng.choice(_TLDS)}"
    path = rng.choice(_PATHS).replace("{n}", n)
    if not host.startswith("www.") or rng.random() < 0.5:
        host = rng.choice(("https://", "https://", "http://")) + host
    return host + path


def _tool(rng: random.Random) -> str:
    verb, noun = rng.choice(_TOOL_VERBS), rng.choice(_TOOL_NOUNS)
    roll = rng.random()
    if roll < 0.1:
        return verb + "".join(_cap(p) for p in noun.split("_"))
    if roll < 0.18:
        return f"tools.{verb}_{noun}"
    return f"{verb}_{noun}"


def _word(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.6:
        return f"{rng.choice(_WORDS)}-{rng.choice(_WORDS)}"
    if roll < 0.8:
        return rng.choice(_WORDS)
    return f"{rng.choice(_WORDS)}{rng.randint(1, 99)}"


class _Slots(dict[str, str]):
    """Slot values drawn on first use, one per slot and sentence."""

    def __init__(self, rng: random.Random, secrets: Sequence[str], part: Part) -> None:
        super().__init__()
        self.rng, self.secrets, self.part = rng, secrets, part

    def __missing__(self, key: str) -> str:
        rng = self.rng
        base = key.lower()
        value = {
            "secret": lambda: _pick(rng, self.secrets, self.part),
            "tool": lambda: _tool(rng),
            "url": lambda: _url(rng),
            "word": lambda: _word(rng),
            "name": lambda: rng.choice(_PERSONAS),
            "person": lambda: f"{rng.choice(_FIRST)} {rng.choice(_LAST)}",
            "place": lambda: rng.choice(_PLACE_A) + rng.choice(_PLACE_B),
            "n": lambda: str(rng.choice((rng.randint(2, 12), rng.randint(10, 99)))),
            "code": lambda: rng.choice(_WORDS)[:4] + str(rng.randint(10, 99)),
        }[base]()
        self[base] = value
        # Identifiers and URLs keep their case at the start of a sentence.
        self[_cap(base)] = value if base in ("tool", "url") else _cap(value)
        return self[key]


def _fill(template: str, slots: _Slots) -> str:
    return template.format_map(slots)


def _english_positive(rng: random.Random, part: Part) -> Example:
    goal = rng.choice(GOALS)
    style = rng.choice(_EN_STYLES)
    if goal == "override" and style == "override":
        style = "addressed"
    slots = _Slots(rng, SECRETS, part)
    if style == "passive":
        return Example(_fill(_pick(rng, PASSIVE[goal], part), slots), 1, "en", goal)
    action = _fill(_pick(rng, ACTIONS[goal], part), slots)
    if style == "split":
        lead = _pick(rng, SPLIT_LEADS, part).replace("{ad}", _pick(rng, ADDRESS, part))
        return Example(f"{_cap(lead)} {_cap(action)}.", 1, "en", goal)
    if style == "third" and rng.random() < 0.5:
        action = action.replace("your ", "its ")
    override = _fill(_pick(rng, ACTIONS["override"], part), slots)
    frame = _pick(rng, FRAMES[style], part)
    text = frame.format(
        a=action, A=_cap(action), ad=_pick(rng, ADDRESS, part), ov=override, OV=_cap(override)
    )
    return Example(text, 1, "en", goal)


def _composed_positive(rng: random.Random, part: Part) -> Example:
    """An instruction to the model assembled from parts (``injection_parts``)."""

    def pick(key: str, table: dict[str, tuple[str, ...]] = MODEL) -> str:
        return _pick(rng, table[key], part)

    goal = rng.choice(GOALS)
    if goal == "leak":
        action = f"{pick('leak_verb')} {pick('secret')}{pick('leak_where')}"
    elif goal == "tool":
        action = f"{pick('tool_verb')} {{tool}}{pick('tool_args')}"
    elif goal == "url" and rng.random() < 0.3:
        action = pick("url_secret")
    elif goal == "url" and rng.random() < 0.5:
        action = f"{pick('url_verb')} {{url}}{pick('url_tail')}"
    elif goal == "url":
        action = f"{pick('send_verb')} {pick('secret')} to {{url}}"
    else:
        action = pick(goal)
    form = rng.choice(("please", "question", "third", "third", "condition", "address", "bare"))
    if form == "third" and rng.random() < 0.3:
        form = "norm"
    # Without an addressee, a link to open or a tool to call could be meant for a person;
    # the tail says it is meant for the model.
    model_tail = form in ("please", "question", "bare") and goal in ("url", "tool")
    tail = pick("model_tail") if model_tail or rng.random() < 0.5 else pick("tail", SHARED)
    if form == "third":
        if rng.random() < 0.5:
            action = action.replace("your ", "its ")
        text = f"{pick('subject')} {pick('modal')} {action}{tail}."
    elif form == "norm":
        text = f"{pick('norm_subject')} {pick('norm_adverb')} {action}{tail}.".replace("  ", " ")
    elif form == "condition":
        text = f"{pick('condition')}, {action}{tail}."
    elif form == "address":
        text = f"{_pick(rng, ADDRESS, part)} {action}{tail}."
    elif form == "bare":
        text = f"{_cap(action)}{tail}."
    else:
        text = f"{pick(form, SHARED)} {action}{tail}{'?' if form == 'question' else '.'}"
    return Example(_fill(text, _Slots(rng, SECRETS, part)), 1, "en", goal)


def _composed_negative(rng: random.Random, part: Part) -> Example:
    """A sentence for people, or about AI, assembled from the same kind of parts."""
    kind = rng.choice(("howto", "howto", "rules", "about_ai", "docs", "docs"))
    if kind == "howto":
        verb, obj, where = (_pick(rng, HUMAN[k], part) for k in ("verb", "object", "where"))
        form = rng.choice(("please", "question", "bare"))
        tail = _pick(rng, SHARED["tail"], part)
        action = f"{verb} {obj}{where}{tail}"
        if form == "bare":
            text = f"{_cap(action)}."
        else:
            text = f"{_pick(rng, SHARED[form], part)} {action}{'?' if form == 'question' else '.'}"
    elif kind == "rules" and rng.random() < 0.3:
        who, how = _pick(rng, HUMAN["norm_subject"], part), _pick(rng, MODEL["norm_adverb"], part)
        text = f"{who} {how} {_pick(rng, HUMAN['habit'], part)}.".replace("  ", " ")
    elif kind == "rules":
        who, modal, rule = (_pick(rng, HUMAN[k], part) for k in ("subject", "modal", "rule"))
        text = f"{who} {modal} {rule}{_pick(rng, SHARED['tail'], part)}."
    elif kind == "docs":
        tail = _pick(rng, API_DOCS["tail"], part)
        if rng.random() < 0.5:
            text = f"{_pick(rng, API_DOCS['imperative'], part)}{tail}."
        else:
            who, what = (_pick(rng, API_DOCS[k], part) for k in ("subject", "predicate"))
            text = f"{_cap(who)} {what}{tail}."
    else:
        who, verb, what, tail = (
            _pick(rng, ABOUT_AI[k], part) for k in ("subject", "verb", "predicate", "tail")
        )
        text = f"{who} {verb} {what}{tail}."
    return Example(_fill(text, _Slots(rng, SECRETS, part)), 0, "en", kind)


def _other_positive(rng: random.Random, lang: str, part: Part) -> Example:
    table = ATTACKS[lang]
    goal = rng.choice(GOALS)
    style = rng.choice(_OTHER_STYLES)
    if goal == "override" and style in ("override", "split"):
        style = "address"
    slots = _Slots(rng, table.secrets, part)
    if style == "third":
        return Example(_fill(_pick(rng, table.third, part), slots), 1, lang, goal)
    action = _fill(_pick(rng, table.actions[goal], part), slots)
    override = _fill(_pick(rng, table.actions["override"], part), slots)
    sep, stop = table.space, table.stop
    if style == "split":
        opener = _pick(rng, table.address, part)
        text = f"{opener}{sep}{_cap(override)}{stop} {_cap(action)}{stop}"
        return Example(text, 1, lang, goal)
    if style == "override":
        action = override + table.joiner + action
    if style in ("address", "lead"):
        pool = table.address if style == "address" else table.leads
        if rng.random() < 0.15:
            pool = ADDRESS  # an English vocative in front of another language
        opener = _pick(rng, pool, part)
        body = _cap(action) if opener[-1:] in ":：." else action
        return Example(f"{opener}{sep}{body}{stop}", 1, lang, goal)
    return Example(f"{_cap(action)}{stop}", 1, lang, goal)


def _negative(rng: random.Random, lang: str, part: Part) -> Example:
    tables = BENIGN if lang == "en" else BENIGN_OTHER[lang]
    weights = _EN_BENIGN_WEIGHTS if lang == "en" else _OTHER_BENIGN_WEIGHTS
    kind = rng.choices(list(weights), weights=list(weights.values()))[0]
    slots = _Slots(rng, SECRETS, part)
    text = _fill(_pick(rng, tables[kind], part), slots)
    if rng.random() < 0.15:
        # Two sentences of a page, as the sanitiser also scores pairs.
        other = rng.choices(list(weights), weights=list(weights.values()))[0]
        more = _fill(_pick(rng, tables[other], part), _Slots(rng, SECRETS, part))
        text = f"{text} {more}"
    return Example(text, 0, lang, kind)


def _carry(rng: random.Random, ex: Example) -> Example:
    text = ex.text
    roll = rng.random()
    if roll < 0.2:
        text = rng.choice(_PREFIXES) + text + rng.choice(_SUFFIXES)
    elif roll < 0.24:
        text = text.upper()
    elif roll < 0.28:
        text = text.lower()
    return Example(text, ex.label, ex.lang, ex.kind)


def generate(
    count: int = 16_000, *, seed: int = 0, part: Part = "train", carriers: bool = True
) -> list[Example]:
    """``count`` examples, alternately positive and negative, in a seeded random order.

    About 45 % are English, the rest spread over the other twenty-seven languages.
    ``part`` picks the phrase-table entries used (see the module docstring);
    ``carriers`` puts some of them in carriers and changes the case of some.
    """
    rng = random.Random(seed)
    others = [lang for lang in LANGUAGES if lang != "en"]
    out: list[Example] = []
    for i in range(count):
        lang = "en" if rng.random() < _ENGLISH_SHARE else rng.choice(others)
        composed = lang == "en" and rng.random() < 0.45
        if i % 2:
            ex = _composed_negative(rng, part) if composed else _negative(rng, lang, part)
        elif lang == "en":
            ex = _composed_positive(rng, part) if composed else _english_positive(rng, part)
        else:
            ex = _other_positive(rng, lang, part)
        out.append(_carry(rng, ex) if carriers else ex)
    rng.shuffle(out)
    return out
