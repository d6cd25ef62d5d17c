"""The synthetic function families, and their fixed train / held-out split.

Train families cover weather, units, finance, calendar, shipping, music, HR,
inventory, cooking, fitness, flights, library, restaurants and parking.
Held-out families come from other domains (astronomy, veterinary care, solar
energy, pharmacy, real estate, sports leagues, translation, tides, aquariums)
and have other names, so a model tuned on train families is measured on tools
it has never seen. ``check_split`` asserts that; the split is part of the
catalogue and never drawn at random. All names and texts are strop's own.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from core.toolgen.procedural import procedural_families
from core.toolgen.spec import Family, Param, Split, stable_int

__all__ = [
    "FAMILIES",
    "HELDOUT",
    "PROCEDURAL",
    "TRAIN",
    "check_split",
    "families_for",
    "family",
    "train_pool",
]

_CITIES = ("Lisbon", "Oslo", "Nairobi", "Osaka", "Quito", "Tallinn", "Perth", "Bergen")
_NAMES = ("Amara Diallo", "Jonas Berg", "Mei Tanaka", "Luis Ortega", "Sofia Rossi")
_STREETS = ("12 Harbour Road", "4 Elm Street", "88 Mill Lane", "7 Quay Side")
_POSTCODES = ("4000-123", "0150", "00100", "10115", "6000")


def _r(**values: Any) -> dict[str, Any]:
    return values


def _forecast(a: Mapping[str, Any]) -> dict[str, Any]:
    high = stable_int(a, "forecast", 2, 31)
    if a.get("unit") == "fahrenheit":
        high = round(high * 9 / 5 + 32)
    return _r(city=a["city"], date=a["date"], high=high, sky="cloudy" if high % 3 else "sunny")


def _distance(a: Mapping[str, Any]) -> dict[str, Any]:
    factor = {"miles": 0.621371, "nautical_miles": 0.539957, "yards": 1093.61}[a["to_unit"]]
    return _r(value=round(a["distance_km"] * factor, 2), unit=a["to_unit"])


def _loan(a: Mapping[str, Any]) -> dict[str, Any]:
    months = a["years"] * 12
    rate = a["annual_rate"] / 100 / 12
    principal = a["principal"]
    payment = principal / months if rate == 0 else principal * rate / (1 - (1 + rate) ** -months)
    return _r(monthly_payment=round(payment, 2))


def _pace(a: Mapping[str, Any]) -> dict[str, Any]:
    per_km = a["duration_min"] / a["distance_km"]
    return _r(pace_min_per_km=round(per_km, 2))


def _solar(a: Mapping[str, Any]) -> dict[str, Any]:
    latitude = abs(a["location"]["latitude"])
    factor = max(0.2, math.cos(math.radians(latitude))) * (1 - abs(a["tilt_deg"] - 30) / 200)
    return _r(kwh_per_day=round(a["panel_area_m2"] * 0.9 * factor, 2))


def _hashed(salt: str, key: str, low: int, high: int, **fixed: Any) -> Any:
    def result(a: Mapping[str, Any]) -> dict[str, Any]:
        return {key: stable_int(a, salt, low, high), **fixed}

    return result


_DATE = "date"

TRAIN: tuple[Family, ...] = (
    Family(
        name="get_forecast",
        domain="weather",
        description="Weather forecast for a city on a date.",
        params=(
            Param("city", "string", "the city", "for {v}", choices=_CITIES),
            Param("date", "date", "the date", "on {v}"),
            Param(
                "unit",
                "enum",
                "the temperature unit",
                "in {v}",
                required=False,
                default="celsius",
                choices=("celsius", "fahrenheit"),
                aliases={"fahrenheit": ("degrees Fahrenheit",), "celsius": ("degrees Celsius",)},
            ),
        ),
        asks=("What's the forecast", "Get me the weather forecast", "Check the weather"),
        task="check a weather forecast",
        result=_forecast,
        answer="The high will be {high} degrees, {sky}.",
        headline="high",
    ),
    Family(
        name="convert_distance",
        domain="units",
        description="Convert a distance given in kilometres to another unit.",
        params=(
            Param(
                "distance_km", "float", "the distance", "{v}", low=1, high=400, step=0.5, unit="km"
            ),
            Param(
                "to_unit",
                "enum",
                "the target unit",
                "to {v}",
                choices=("miles", "nautical_miles", "yards"),
                aliases={"nautical_miles": ("nautical miles",)},
            ),
        ),
        asks=("Convert", "Please convert", "How much is"),
        task="convert distances",
        result=_distance,
        answer="That is {value} {unit}.",
        headline="value",
    ),
    Family(
        name="loan_payment",
        domain="finance",
        description="Monthly payment of a fixed-rate loan.",
        params=(
            Param(
                "principal",
                "float",
                "the loan amount",
                "for a loan of {v}",
                low=1000,
                high=90000,
                step=500,
                unit="eur",
            ),
            Param(
                "annual_rate",
                "float",
                "the yearly interest rate in percent",
                "at {v} percent a year",
                low=1,
                high=9,
                step=0.25,
            ),
            Param("years", "int", "the term in years", "over {v} years", low=1, high=30),
        ),
        asks=(
            "What's the monthly payment",
            "Work out the monthly repayment",
            "Calculate my monthly payment",
        ),
        task="calculate loan repayments",
        result=_loan,
        answer="The monthly payment is {monthly_payment} euros.",
        headline="monthly_payment",
    ),
    Family(
        name="book_meeting",
        domain="calendar",
        description="Put a meeting in the shared calendar.",
        params=(
            Param(
                "title",
                "string",
                "the meeting title",
                "called '{v}'",
                choices=("Roadmap sync", "Budget review", "Hiring panel", "Retro"),
            ),
            Param("date", "date", "the date", "on {v}"),
            Param("duration_min", "int", "the length", "for {v}", low=15, high=180, unit="min"),
            Param("attendees", "list", "the attendees", "with {v}", choices=_NAMES, ordered=False),
            Param(
                "online",
                "bool",
                "whether it is online",
                "as a video call",
                required=False,
                default=False,
                mention_false="in person",
            ),
        ),
        asks=("Book a meeting", "Schedule a meeting", "Set up a meeting"),
        task="book meetings",
        result=_hashed("meeting", "meeting_id", 1000, 9999, status="booked"),
        answer="Booked: meeting {meeting_id}.",
        headline="meeting_id",
    ),
    Family(
        name="ship_parcel",
        domain="shipping",
        description="Create a parcel shipment and return its tracking number.",
        params=(
            Param(
                "weight_kg",
                "float",
                "the parcel weight",
                "weighing {v}",
                low=0.5,
                high=30,
                step=0.5,
                unit="kg",
            ),
            Param(
                "speed",
                "enum",
                "the delivery speed",
                "by {v} delivery",
                choices=("standard", "express", "overnight"),
                aliases={"overnight": ("next-day",), "express": ("fast",)},
            ),
            Param(
                "destination",
                "object",
                "the delivery address",
                "to {v}",
                fields=(
                    Param("street", "string", "the street", choices=_STREETS),
                    Param("city", "string", "the city", choices=_CITIES),
                    Param("postcode", "string", "the postcode", choices=_POSTCODES),
                ),
            ),
            Param(
                "insured",
                "bool",
                "whether to insure it",
                "with insurance",
                required=False,
                default=False,
                mention_false="without insurance",
            ),
        ),
        asks=("Ship a parcel", "Send a package", "Create a shipment"),
        task="ship parcels",
        result=_hashed("parcel", "tracking", 100000, 999999, status="created"),
        answer="Shipment created, tracking number {tracking}.",
        headline="tracking",
    ),
    Family(
        name="queue_songs",
        domain="music",
        description="Add songs to the music player's queue.",
        params=(
            Param(
                "songs",
                "list",
                "the songs",
                "{v}",
                choices=("Blue Harbour", "Paper Moons", "Night Tram", "Copper Sky", "Slow Orbit"),
            ),
            Param(
                "shuffle",
                "bool",
                "whether to shuffle",
                "shuffled",
                required=False,
                default=False,
                mention_false="in order",
            ),
            Param(
                "volume",
                "int",
                "the volume (0-100)",
                "at volume {v}",
                required=False,
                default=50,
                low=5,
                high=100,
            ),
        ),
        asks=("Queue up", "Play", "Add to the queue"),
        task="play music",
        result=lambda a: {"queued": len(a["songs"]), "first": a["songs"][0]},
        answer="Queued {queued} songs, starting with {first}.",
        headline="queued",
    ),
    Family(
        name="request_leave",
        domain="hr",
        description="File a leave request for an employee.",
        params=(
            Param(
                "employee_id",
                "string",
                "the employee ID",
                "for employee {v}",
                choices=("E-1042", "E-2217", "E-3090", "E-4581"),
            ),
            Param("start_date", "date", "the first day", "starting {v}"),
            Param("days", "int", "the number of days", "for {v} days", low=1, high=20),
            Param(
                "leave_type",
                "enum",
                "the kind of leave",
                "as {v} leave",
                choices=("vacation", "sick", "parental"),
                aliases={"vacation": ("holiday",)},
            ),
        ),
        asks=("File a leave request", "Request time off", "Submit a leave request"),
        task="request leave",
        result=_hashed("leave", "request_id", 100, 999, status="pending"),
        answer="Leave request {request_id} is pending approval.",
        headline="request_id",
    ),
    Family(
        name="restock_item",
        domain="inventory",
        description="Order more stock of an item for a warehouse.",
        params=(
            Param(
                "sku",
                "string",
                "the item SKU",
                "of SKU {v}",
                choices=("BOLT-M6", "LAMP-22", "CASE-XL", "TAPE-05"),
            ),
            Param("quantity", "int", "how many units", "{v} units", low=1, high=500),
            Param(
                "warehouse",
                "enum",
                "the warehouse",
                "for the {v} warehouse",
                required=False,
                default="north",
                choices=("north", "south", "east"),
            ),
        ),
        asks=("Restock", "Order", "Reorder"),
        task="restock inventory",
        result=_hashed("restock", "order_id", 10000, 99999, status="ordered"),
        answer="Restock order {order_id} placed.",
        headline="order_id",
    ),
    Family(
        name="scale_recipe",
        domain="cooking",
        description="Scale a saved recipe to a number of servings.",
        params=(
            Param(
                "recipe",
                "string",
                "the recipe",
                "the {v} recipe",
                choices=("lentil soup", "banana bread", "green curry", "pancakes"),
            ),
            Param("servings", "int", "the number of servings", "for {v} people", low=1, high=24),
            Param(
                "metric",
                "bool",
                "whether to use metric units",
                "in metric units",
                required=False,
                default=True,
                mention_false="in cups and ounces",
            ),
        ),
        asks=("Scale", "Resize", "Adjust"),
        task="scale recipes",
        result=_hashed("recipe", "flour_g", 50, 900),
        answer="You need {flour_g} g of flour.",
        headline="flour_g",
    ),
    Family(
        name="log_run",
        domain="fitness",
        description="Log a run in the training diary and return the pace.",
        params=(
            Param(
                "distance_km",
                "float",
                "the distance",
                "of {v}",
                low=1,
                high=42,
                step=0.5,
                unit="km",
            ),
            Param("duration_min", "int", "the time taken", "in {v}", low=6, high=300, unit="min"),
            Param(
                "route",
                "string",
                "the route name",
                "on the {v} route",
                required=False,
                default="",
                choices=("river loop", "hill circuit", "park lap"),
            ),
        ),
        asks=("Log a run", "Record my run", "Add a run to my diary"),
        task="log runs",
        result=_pace,
        answer="Logged; your pace was {pace_min_per_km} min per km.",
        headline="pace_min_per_km",
    ),
    Family(
        name="search_flights",
        domain="flights",
        description="Find the cheapest flight between two cities on a date.",
        params=(
            Param("origin", "string", "the departure city", "from {v}", choices=_CITIES[:4]),
            Param("destination", "string", "the arrival city", "to {v}", choices=_CITIES[4:]),
            Param("date", "date", "the travel date", "on {v}"),
            Param(
                "cabin",
                "enum",
                "the cabin class",
                "in {v}",
                required=False,
                default="economy",
                choices=("economy", "business"),
            ),
            Param(
                "passengers",
                "int",
                "the number of passengers",
                "for {v} passengers",
                required=False,
                default=1,
                low=2,
                high=6,
            ),
        ),
        asks=("Find a flight", "Search flights", "Look for flights"),
        task="search for flights",
        result=_hashed("flight", "price_eur", 40, 1200),
        answer="The cheapest flight costs {price_eur} euros.",
        headline="price_eur",
    ),
    Family(
        name="reserve_book",
        domain="library",
        description="Reserve a library book at a branch.",
        params=(
            Param(
                "title",
                "string",
                "the book title",
                "'{v}'",
                choices=("The Salt Road", "Small Engines", "Winter Orchard", "Tide Tables"),
            ),
            Param(
                "branch",
                "enum",
                "the library branch",
                "at the {v} branch",
                choices=("central", "riverside", "hilltop"),
            ),
            Param(
                "weeks",
                "int",
                "the loan length in weeks",
                "for {v} weeks",
                required=False,
                default=2,
                low=1,
                high=6,
            ),
        ),
        asks=("Reserve", "Put a hold on", "Please reserve"),
        task="reserve library books",
        result=_hashed("book", "queue_position", 1, 9),
        answer="Reserved; you are number {queue_position} in the queue.",
        headline="queue_position",
    ),
    Family(
        name="book_table",
        domain="restaurants",
        description="Reserve a table at a restaurant.",
        params=(
            Param(
                "restaurant",
                "string",
                "the restaurant",
                "at {v}",
                choices=("Casa Verde", "The Lantern", "Noodle Bar 9", "Olive & Ash"),
            ),
            Param("date", "date", "the date", "on {v}"),
            Param(
                "time",
                "string",
                "the time (HH:MM)",
                "at {v}",
                choices=("18:30", "19:00", "20:15", "12:45"),
            ),
            Param("party_size", "int", "the number of guests", "for {v} guests", low=1, high=12),
        ),
        asks=("Book a table", "Reserve a table", "Get us a table"),
        task="book restaurant tables",
        result=_hashed("table", "table_number", 1, 40, status="confirmed"),
        answer="Confirmed, table {table_number}.",
        headline="table_number",
    ),
    Family(
        name="pay_parking",
        domain="parking",
        description="Pay for street parking in a zone.",
        params=(
            Param(
                "zone",
                "string",
                "the parking zone",
                "in zone {v}",
                choices=("A3", "B7", "C1", "D12"),
            ),
            Param(
                "plate",
                "string",
                "the licence plate",
                "for plate {v}",
                choices=("KL-482-Q", "ZX 9071", "MB-33-TT"),
            ),
            Param("hours", "float", "how long", "for {v}", low=0.5, high=8, step=0.5, unit="h"),
        ),
        asks=("Pay for parking", "Start a parking session", "Buy a parking ticket"),
        task="pay for parking",
        result=lambda a: {"cost_eur": round(a["hours"] * 2.4, 2)},
        answer="Parking paid: {cost_eur} euros.",
        headline="cost_eur",
    ),
)

HELDOUT: tuple[Family, ...] = (
    Family(
        name="lunar_phase",
        domain="astronomy",
        description="The phase of the moon on a night.",
        params=(
            Param("night", "date", "the night", "on {v}"),
            Param(
                "latitude",
                "float",
                "the observer's latitude",
                "at latitude {v}",
                required=False,
                default=0.0,
                low=-60,
                high=70,
                step=0.5,
            ),
        ),
        asks=("What phase is the moon", "Tell me the moon phase", "Which lunar phase is it"),
        task="look up moon phases",
        result=_hashed("moon", "illumination_pct", 0, 100),
        answer="The moon is {illumination_pct}% illuminated.",
        headline="illumination_pct",
    ),
    Family(
        name="vet_appointment",
        domain="veterinary",
        description="Book a visit at the animal clinic.",
        params=(
            Param(
                "pet_name",
                "string",
                "the pet's name",
                "for {v}",
                choices=("Biscuit", "Nala", "Pepper", "Odin"),
            ),
            Param(
                "species",
                "enum",
                "the species",
                "my {v}",
                choices=("dog", "cat", "rabbit", "parrot"),
            ),
            Param("visit_day", "date", "the day", "on {v}"),
            Param(
                "symptoms",
                "list",
                "the symptoms",
                "because of {v}",
                choices=("coughing", "limping", "not eating", "itching"),
                ordered=False,
            ),
            Param(
                "urgent",
                "bool",
                "whether it is urgent",
                "as an emergency",
                required=False,
                default=False,
                mention_false="as a routine visit",
            ),
        ),
        asks=("Book a vet visit", "Make a clinic appointment", "Get a vet appointment"),
        task="book vet visits",
        result=_hashed("vet", "slot", 8, 17),
        answer="Booked for {slot}:00.",
        headline="slot",
    ),
    Family(
        name="solar_yield",
        domain="solar energy",
        description="Estimate the daily output of rooftop solar panels.",
        params=(
            Param(
                "panel_area_m2",
                "float",
                "the panel area in square metres",
                "for {v} square metres of panels",
                low=2,
                high=60,
                step=0.5,
            ),
            Param(
                "location",
                "object",
                "where the panels are",
                "at {v}",
                fields=(
                    Param(
                        "latitude",
                        "float",
                        "the latitude",
                        "latitude {v}",
                        low=-50,
                        high=65,
                        step=0.5,
                    ),
                    Param(
                        "longitude",
                        "float",
                        "the longitude",
                        "longitude {v}",
                        low=-120,
                        high=150,
                        step=0.5,
                    ),
                ),
            ),
            Param(
                "tilt_deg",
                "int",
                "the panel tilt in degrees",
                "tilted {v} degrees",
                required=False,
                default=30,
                low=0,
                high=60,
            ),
        ),
        asks=(
            "Estimate the solar output",
            "How much power will my panels make",
            "Predict the solar yield",
        ),
        task="estimate solar output",
        result=_solar,
        answer="About {kwh_per_day} kWh per day.",
        headline="kwh_per_day",
    ),
    Family(
        name="refill_prescription",
        domain="pharmacy",
        description="Order a refill of a prescription.",
        params=(
            Param(
                "prescription_id",
                "string",
                "the prescription number",
                "number {v}",
                choices=("RX-5521", "RX-7310", "RX-0934"),
            ),
            Param("packs", "int", "how many packs", "(packs: {v})", low=1, high=6),
            Param(
                "delivery",
                "bool",
                "whether to deliver it",
                "delivered to my home",
                required=False,
                default=False,
                mention_false="for pickup",
            ),
        ),
        asks=("Refill prescription", "Reorder my prescription", "Order a refill of prescription"),
        task="refill prescriptions",
        result=_hashed("rx", "ready_in_hours", 2, 48),
        answer="It will be ready in {ready_in_hours} hours.",
        headline="ready_in_hours",
    ),
    Family(
        name="rent_estimate",
        domain="real estate",
        description="Estimate the monthly rent of a flat.",
        params=(
            Param(
                "district",
                "string",
                "the district",
                "in {v}",
                choices=("Old Town", "Harbourside", "Northgate", "Riverbend"),
            ),
            Param(
                "area_m2",
                "int",
                "the floor area in square metres",
                "of {v} square metres",
                low=20,
                high=160,
            ),
            Param("rooms", "int", "the number of rooms", "with {v} rooms", low=1, high=6),
            Param(
                "furnished",
                "bool",
                "whether it is furnished",
                "furnished",
                required=False,
                default=False,
                mention_false="unfurnished",
            ),
        ),
        asks=(
            "Estimate the rent for a flat",
            "What rent would a flat fetch",
            "Value the rent of a flat",
        ),
        task="estimate rents",
        result=_hashed("rent", "rent_eur", 400, 3200),
        answer="Expected rent: {rent_eur} euros a month.",
        headline="rent_eur",
    ),
    Family(
        name="league_table",
        domain="sports leagues",
        description="The top of a league's standings for a season.",
        params=(
            Param(
                "league",
                "enum",
                "the league",
                "of the {v} league",
                choices=("premier", "coastal", "valley"),
            ),
            Param(
                "season",
                "int",
                "the season's starting year",
                "for the {v} season",
                low=2010,
                high=2025,
            ),
            Param(
                "top",
                "int",
                "how many teams to show",
                "top {v}",
                required=False,
                default=5,
                low=2,
                high=10,
            ),
        ),
        asks=("Show the standings", "Get the league table", "Who leads the table"),
        task="show league standings",
        result=_hashed("league", "leader_points", 40, 99),
        answer="The leader has {leader_points} points.",
        headline="leader_points",
    ),
    Family(
        name="translate_phrase",
        domain="translation",
        description="Translate a short phrase.",
        params=(
            Param(
                "text",
                "string",
                "the phrase",
                "'{v}'",
                choices=("good morning", "where is the station", "thank you very much"),
            ),
            Param(
                "target_language",
                "enum",
                "the language",
                "into {v}",
                choices=("french", "german", "spanish", "italian"),
            ),
            Param(
                "formal",
                "bool",
                "whether to use the formal register",
                "formally",
                required=False,
                default=False,
                mention_false="informally",
            ),
        ),
        asks=("Translate", "How do you say", "Give me a translation of"),
        task="translate text",
        result=_hashed("translate", "confidence_pct", 60, 99),
        answer="Translated with {confidence_pct}% confidence.",
        headline="confidence_pct",
    ),
    Family(
        name="tide_times",
        domain="tides",
        description="High-tide times at a harbour on a day.",
        params=(
            Param(
                "harbour",
                "string",
                "the harbour",
                "at {v}",
                choices=("Port Ellis", "Kittle Bay", "Saltmarsh Quay"),
            ),
            Param("day", "date", "the day", "on {v}"),
            Param(
                "tides",
                "list",
                "which tides",
                "for the {v} tides",
                item="enum",
                choices=("high", "low"),
                required=False,
                default=["high"],
                ordered=False,
            ),
        ),
        asks=("When are the tides", "Get the tide times", "Check the tides"),
        task="look up tide times",
        result=_hashed("tide", "first_high_hour", 0, 23),
        answer="First high tide at {first_high_hour}:00.",
        headline="first_high_hour",
    ),
    Family(
        name="aquarium_dose",
        domain="aquariums",
        description="How much water conditioner a fish tank needs.",
        params=(
            Param(
                "tank_volume",
                "float",
                "the tank volume",
                "for a {v} tank",
                low=10,
                high=400,
                step=5,
                unit="l",
            ),
            Param(
                "water",
                "enum",
                "the water type",
                "with {v} water",
                choices=("fresh", "salt", "brackish"),
                aliases={"salt": ("sea",)},
            ),
        ),
        asks=(
            "How much conditioner do I need",
            "Work out the conditioner dose",
            "Dose my aquarium",
        ),
        task="dose aquariums",
        result=lambda a: {"dose_ml": round(a["tank_volume"] * 0.5, 1)},
        answer="Add {dose_ml} ml of conditioner.",
        headline="dose_ml",
    ),
)

# Composed train families (core.toolgen.procedural): many names, one skill.
PROCEDURAL: tuple[Family, ...] = procedural_families()

_SPLITS: dict[Split, tuple[Family, ...]] = {"train": TRAIN, "heldout": HELDOUT}
FAMILIES: dict[str, Family] = {f.name: f for f in (*TRAIN, *PROCEDURAL, *HELDOUT)}


def families_for(split: Split) -> tuple[Family, ...]:
    try:
        return _SPLITS[split]
    except KeyError:
        raise ValueError(f"split must be 'train' or 'heldout', got {split!r}") from None


def train_pool(*, procedural: bool) -> tuple[Family, ...]:
    """The train families, with the composed ones when ``procedural``."""
    return (*TRAIN, *PROCEDURAL) if procedural else TRAIN


def family(name: str) -> Family:
    try:
        return FAMILIES[name]
    except KeyError:
        raise KeyError(f"unknown function family {name!r}") from None


def split_of(name: str) -> Split:
    return "heldout" if any(f.name == name for f in HELDOUT) else "train"


def check_split() -> None:
    """Fail loudly if a held-out family shares a name or a domain with a train family."""
    train = (*TRAIN, *PROCEDURAL)
    names = [f.name for f in (*train, *HELDOUT)]
    if len(set(names)) != len(names):
        raise ValueError("two families share a name")
    train_domains = {f.domain for f in train}
    for f in HELDOUT:
        if f.domain in train_domains:
            raise ValueError(f"held-out family {f.name} reuses the train domain {f.domain!r}")
        if any(f.name == t.name or set(f.name.split("_")) == set(t.name.split("_")) for t in train):
            raise ValueError(f"held-out family {f.name} repeats a train family's name")


check_split()
