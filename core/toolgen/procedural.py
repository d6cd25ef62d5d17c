"""Many more train families, composed from parts: so calling does not hinge on a few names.

The hand-written train families are few; a model tuned on them learns their
names and argument names rather than the skill of reading a tool's line in the
system message. Here each family is an action on a thing ("reserve" a "bike"),
with the thing's own subject argument and one to three arguments drawn from a
pool whose names, units, enum values and phrasings vary. A fixed seed makes the
catalogue the same on every machine, so a case names its family and any process
can rebuild it.

Every domain here is outside the held-out ones, and ``families.check_split``
checks the names, so generated train data never touches the evaluation tools.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from core.toolgen.spec import Family, Param, stable_int

__all__ = ["PROCEDURAL_SEED", "procedural_families"]

PROCEDURAL_SEED = 7


@dataclass(frozen=True, slots=True)
class _Thing:
    domain: str
    noun: str  # snake_case, used in the function name
    words: str  # how a request names it
    subject: Param


@dataclass(frozen=True, slots=True)
class _Action:
    verbs: tuple[str, ...]  # the function name's first word
    asks: tuple[str, ...]  # request openings; "{t}" is the thing's words
    task: str  # for abstentions, "{t}" as above
    description: str
    key: str  # the result's headline key
    low: int
    high: int
    answer: str  # "{v}" is the headline value


def _s(name: str, label: str, mention: str, *choices: str) -> Param:
    return Param(name, "string", label, mention, choices=choices)


_THINGS: tuple[_Thing, ...] = (
    _Thing(
        "bike rental",
        "bike",
        "a bike",
        _s("station", "the rental station", "at the {v} station", "Dock Street", "Mill Square"),
    ),
    _Thing(
        "laundry",
        "laundry_pickup",
        "a laundry pickup",
        _s("address", "the pickup address", "from {v}", "3 Rose Lane", "19 Canal Walk"),
    ),
    _Thing(
        "museums",
        "museum_ticket",
        "museum tickets",
        _s("museum", "the museum", "for the {v}", "Glass Museum", "Clock Museum", "Map House"),
    ),
    _Thing(
        "car sharing",
        "car",
        "a shared car",
        _s("car_class", "the car class", "a {v} car", "compact", "estate", "van"),
    ),
    _Thing(
        "printing",
        "print_job",
        "a print job",
        _s("document", "the document name", "of '{v}'", "Q3 report", "menu card", "poster v2"),
    ),
    _Thing(
        "gardening",
        "plant_order",
        "plants",
        _s("plant", "the plant", "of {v}", "lavender", "fern", "olive tree", "basil"),
    ),
    _Thing(
        "it support",
        "support_ticket",
        "a support ticket",
        _s("device", "the device", "for the {v}", "office printer", "laptop 14", "wifi router"),
    ),
    _Thing(
        "event tickets",
        "concert_seat",
        "concert seats",
        _s("concert", "the concert", "for {v}", "Brass Night", "Cello Hour", "Jazz Dock"),
    ),
    _Thing(
        "car repair",
        "garage_slot",
        "a garage slot",
        _s("plate", "the number plate", "for plate {v}", "HB-201-K", "TR 5520", "OK-77-PL"),
    ),
    _Thing(
        "coworking",
        "desk",
        "a desk",
        _s("space", "the coworking space", "at {v}", "Loft 3", "Harbour Hub", "Quiet Room"),
    ),
    _Thing(
        "moving",
        "moving_van",
        "a moving van",
        _s("from_city", "the city moving from", "from {v}", "Ghent", "Porto", "Turku", "Graz"),
    ),
    _Thing(
        "catering",
        "catering_order",
        "catering",
        _s("menu", "the menu", "with the {v} menu", "vegan", "buffet", "finger food"),
    ),
    _Thing(
        "photo prints",
        "photo_print",
        "photo prints",
        _s("album", "the album", "from the album '{v}'", "Summer 24", "Wedding", "Trip north"),
    ),
    _Thing(
        "school",
        "class_enrolment",
        "a class enrolment",
        _s("course", "the course", "for the {v} course", "pottery", "Spanish A1", "first aid"),
    ),
    _Thing(
        "cleaning",
        "cleaning_visit",
        "a cleaning visit",
        _s("rooms", "the area to clean", "for the {v}", "kitchen", "whole flat", "office"),
    ),
    _Thing(
        "energy meters",
        "meter_reading",
        "a meter reading",
        _s("meter_id", "the meter ID", "for meter {v}", "MTR-0912", "MTR-4471", "MTR-2380"),
    ),
    _Thing(
        "boat hire",
        "boat",
        "a boat",
        _s("marina", "the marina", "at {v} marina", "North Pier", "Reed Bay", "Old Lock"),
    ),
    _Thing(
        "hotel",
        "room",
        "a hotel room",
        _s("hotel", "the hotel", "at the {v}", "Hotel Lindt", "Sea Star Inn", "Pine Lodge"),
    ),
    _Thing(
        "invoicing",
        "invoice",
        "an invoice",
        _s("client", "the client", "for {v}", "Acme Tools", "Nordlys AB", "Vela & Co"),
    ),
    _Thing(
        "recycling",
        "bulk_pickup",
        "a bulk waste pickup",
        _s("item_type", "the kind of waste", "of {v}", "old furniture", "garden waste", "e-waste"),
    ),
    _Thing(
        "bakery",
        "cake_order",
        "a cake",
        _s("flavour", "the cake flavour", "a {v} cake", "carrot", "chocolate", "lemon"),
    ),
    _Thing(
        "car wash",
        "wash",
        "a car wash",
        _s("programme", "the wash programme", "with the {v} programme", "basic", "wax", "deluxe"),
    ),
    _Thing(
        "language school",
        "tutor_session",
        "a tutoring session",
        _s("tutor", "the tutor", "with {v}", "Ines Moreau", "Paul Verdi", "Hana Kim"),
    ),
    _Thing(
        "theatre",
        "play_seat",
        "theatre seats",
        _s("play", "the play", "for '{v}'", "The Long Road", "Glass Garden", "Twelve Lamps"),
    ),
    _Thing(
        "bike repair",
        "bike_service",
        "a bike service",
        _s("bike_model", "the bike model", "for my {v}", "city cruiser", "gravel bike", "e-bike"),
    ),
    _Thing(
        "storage units",
        "storage_unit",
        "a storage unit",
        _s("site", "the storage site", "at the {v} site", "Eastgate", "Rail Yard", "Westfield"),
    ),
    _Thing(
        "postal",
        "letter",
        "a registered letter",
        _s("recipient", "the recipient", "to {v}", "Ada Lund", "Omar Haddad", "Rita Okafor"),
    ),
    _Thing(
        "carpentry",
        "shelf_order",
        "custom shelves",
        _s("wood", "the wood", "in {v}", "oak", "birch", "walnut"),
    ),
)

_ACTIONS: tuple[_Action, ...] = (
    _Action(
        ("book", "reserve"),
        ("Book {t}", "Reserve {t}", "Please book {t}"),
        "book {t}",
        "Book {t}.",
        "booking_ref",
        1000,
        9999,
        "Booked, reference {v}.",
    ),
    _Action(
        ("order", "request"),
        ("Order {t}", "I'd like to order {t}", "Request {t}"),
        "order {t}",
        "Place an order for {t}.",
        "order_number",
        100,
        999,
        "Order {v} placed.",
    ),
    _Action(
        ("price", "quote"),
        ("How much would {t} cost", "Get a price for {t}", "Quote me {t}"),
        "price {t}",
        "Price {t} in euros.",
        "price_eur",
        5,
        900,
        "It would cost {v} euros.",
    ),
    _Action(
        ("schedule", "plan"),
        ("Schedule {t}", "Plan {t}", "Set up {t}"),
        "schedule {t}",
        "Schedule {t} and return the start hour.",
        "start_hour",
        7,
        19,
        "Scheduled to start at {v}:00.",
    ),
    _Action(
        ("check", "lookup"),
        ("Check availability of {t}", "Is there {t} available", "Look up {t}"),
        "check availability of {t}",
        "How many of {t} are available.",
        "available",
        0,
        40,
        "There are {v} available.",
    ),
    _Action(
        ("cancel", "drop"),
        ("Cancel {t}", "Please cancel {t}", "Call off {t}"),
        "cancel {t}",
        "Cancel {t} and return the refund.",
        "refund_eur",
        0,
        300,
        "Cancelled; refund of {v} euros.",
    ),
)

_PEOPLE = ("Nina Holm", "Tariq Aziz", "Lea Novak", "Owen Price", "Yuki Sato")


def _extras() -> tuple[Param, ...]:
    """The pool of extra arguments; several share a concept under different names."""
    return (
        Param("quantity", "int", "how many", "quantity {v}", low=1, high=12),
        Param("count", "int", "the number of items", "{v} of them", low=1, high=20),
        Param("guests", "int", "the number of people", "for {v} people", low=1, high=30),
        Param("copies", "int", "the number of copies", "{v} copies", low=1, high=50),
        Param("date", "date", "the date", "on {v}"),
        Param("day", "date", "the day", "for {v}"),
        Param("start_date", "date", "the start date", "starting {v}"),
        Param("due_date", "date", "the due date", "due {v}"),
        Param(
            "priority",
            "enum",
            "the priority",
            "with {v} priority",
            choices=("low", "normal", "high"),
            aliases={"high": ("urgent",)},
        ),
        Param("size", "enum", "the size", "in size {v}", choices=("small", "medium", "large")),
        Param(
            "slot",
            "enum",
            "the time of day",
            "in the {v}",
            choices=("morning", "afternoon", "evening"),
        ),
        Param("colour", "enum", "the colour", "in {v}", choices=("red", "green", "blue", "black")),
        Param(
            "payment",
            "enum",
            "how to pay",
            "paying by {v}",
            choices=("card", "cash", "invoice"),
            aliases={"card": ("credit card",)},
        ),
        Param("express", "bool", "express service", "by express", mention_false="at normal speed"),
        Param("gift_wrap", "bool", "gift wrapping", "gift-wrapped", mention_false="not wrapped"),
        Param("notify", "bool", "whether to notify", "and notify me", mention_false="silently"),
        Param("recurring", "bool", "whether it repeats", "every week", mention_false="just once"),
        Param("distance_km", "float", "the distance", "over {v}", low=1, high=80, unit="km"),
        Param(
            "weight_kg", "float", "the weight", "weighing {v}", low=1, high=60, step=0.5, unit="kg"
        ),
        Param("volume_l", "float", "the volume", "of {v}", low=1, high=200, unit="l"),
        Param(
            "budget", "float", "the budget", "with a budget of {v}", low=20, high=900, unit="eur"
        ),
        Param("duration_h", "float", "how long", "for {v}", low=1, high=10, step=0.5, unit="h"),
        Param("minutes", "int", "the length", "lasting {v}", low=15, high=120, unit="min"),
        Param(
            "note",
            "string",
            "a note",
            "with the note '{v}'",
            choices=("leave at the door", "call on arrival", "fragile", "side entrance"),
        ),
        Param("contact", "string", "the contact person", "contact {v}", choices=_PEOPLE),
        Param("email", "string", "the email", "email {v}", choices=("ops@vela.io", "me@lund.se")),
        Param(
            "extras",
            "list",
            "the extras",
            "plus {v}",
            choices=("insurance", "helmet", "lock", "child seat"),
            ordered=False,
        ),
        Param("people", "list", "the people", "for {v}", choices=_PEOPLE, ordered=False),
        Param(
            "tags",
            "list",
            "the labels",
            "tagged {v}",
            choices=("urgent", "internal", "client", "draft"),
            item="enum",
            ordered=False,
        ),
        Param(
            "deliver_to",
            "object",
            "the delivery address",
            "to {v}",
            fields=(
                _s("street", "the street", "{v}", "5 Birch Row", "21 Dune Road", "2 Kiln Yard"),
                _s("city", "the city", "{v}", "Ghent", "Porto", "Turku", "Graz"),
            ),
        ),
        Param(
            "window",
            "object",
            "the time window",
            "{v}",
            fields=(
                Param("from_hour", "int", "the first hour", "from {v}:00", low=6, high=12),
                Param("to_hour", "int", "the last hour", "to {v}:00", low=13, high=22),
            ),
        ),
    )


def _optional(param: Param) -> Param:
    """``param`` made optional, with a default that is one of its valid values."""
    if param.kind == "object":
        return param  # an object stays required
    if param.kind in ("enum", "string"):
        default: Any = param.choices[0]
    else:
        default = {"bool": False, "int": param.low, "float": param.low, "list": []}.get(
            param.kind, "2025-01-01"
        )
    return dataclasses.replace(param, required=False, default=default)


def _result(name: str, key: str, low: int, high: int) -> Callable[[Mapping[str, Any]], Any]:
    def result(arguments: Mapping[str, Any]) -> dict[str, Any]:
        return {key: stable_int(arguments, name, low, high)}

    return result


def _family(thing: _Thing, action: _Action, rng: random.Random) -> Family:
    name = f"{rng.choice(action.verbs)}_{thing.noun}"
    pool = [p for p in _extras() if p.name != thing.subject.name]
    extras = rng.sample(pool, rng.randint(1, 3))
    params = [thing.subject]
    for p in extras:
        # Booleans and lists are often optional in real APIs; others sometimes.
        optional = rng.random() < (0.6 if p.kind in ("bool", "list") else 0.3)
        params.append(_optional(p) if optional else p)
    t = thing.words
    return Family(
        name=name,
        domain=thing.domain,
        description=action.description.format(t=t).capitalize(),
        params=tuple(params),
        asks=tuple(a.format(t=t) for a in action.asks),
        task=action.task.format(t=t),
        result=_result(name, action.key, action.low, action.high),
        answer=action.answer.replace("{v}", "{" + action.key + "}"),
        headline=action.key,
    )


def procedural_families(seed: int = PROCEDURAL_SEED) -> tuple[Family, ...]:
    """One family per (thing, action) pair, in a fixed order for ``seed``."""
    rng = random.Random(f"toolgen-procedural:{seed}")
    return tuple(_family(thing, action, rng) for thing in _THINGS for action in _ACTIONS)
