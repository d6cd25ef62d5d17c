"""What a synthetic function family is: its parameters, their types, and its result.

A ``Param`` carries both halves of one argument: the JSON schema the model sees
and the words a generated request uses to mention a value (``mention``, with
``{v}`` where the value goes). A ``Family`` is one synthetic function; its
``result`` is a deterministic function of the arguments, so a generated tool
can be called for real and a multi-step case knows the value its answer must
contain.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = ["KINDS", "Family", "Param", "ParamKind", "Split", "stable_int"]

ParamKind = Literal["string", "int", "float", "bool", "enum", "list", "object", "date"]
Split = Literal["train", "heldout"]

KINDS: tuple[ParamKind, ...] = ("string", "int", "float", "bool", "enum", "list", "object")

_JSON_TYPE = {
    "string": "string",
    "date": "string",
    "int": "integer",
    "float": "number",
    "bool": "boolean",
    "enum": "string",
}


@dataclass(frozen=True, slots=True)
class Param:
    """One argument of a family.

    ``choices`` are the enum values, or the pool a string (or a list's items) is
    drawn from; ``low``/``high`` bound numbers and ``step`` is a float's grid.
    ``unit`` (``km``, ``kg``, ``min``, ``l``, ``eur``) lets a request state the
    value in another unit or in words. ``aliases`` are other ways to say an enum
    value. ``ordered=False`` makes a list compare as a multiset. A ``date`` is a
    string in ISO form that requests may write in several forms.
    """

    name: str
    kind: ParamKind
    label: str
    mention: str = "{v}"
    required: bool = True
    default: Any = None
    choices: tuple[Any, ...] = ()
    low: float = 0
    high: float = 0
    step: float = 1
    unit: str = ""
    aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    item: ParamKind = "string"
    ordered: bool = True
    max_items: int = 3
    fields: tuple[Param, ...] = ()
    mention_false: str = ""

    def __post_init__(self) -> None:
        if not self.required and self.default is None:
            raise ValueError(f"optional parameter {self.name!r} needs a default")
        if self.kind in ("enum", "string", "list") and not self.choices:
            raise ValueError(f"parameter {self.name!r} ({self.kind}) needs choices")
        if self.kind == "object" and not self.fields:
            raise ValueError(f"object parameter {self.name!r} needs fields")
        if self.kind in ("int", "float") and self.high <= self.low:
            raise ValueError(f"numeric parameter {self.name!r} needs low < high")
        if self.kind == "bool" and not self.mention_false:
            raise ValueError(f"bool parameter {self.name!r} needs mention_false")

    def schema(self) -> dict[str, Any]:
        """This parameter's JSON schema (with its default when optional)."""
        out: dict[str, Any]
        if self.kind == "list":
            item_kind = "string" if self.item in ("date", "enum") else self.item
            items: dict[str, Any] = {"type": _JSON_TYPE[item_kind]}
            if self.item == "enum":
                items["enum"] = list(self.choices)
            out = {"type": "array", "items": items}
        elif self.kind == "object":
            out = object_schema(self.fields)
        else:
            out = {"type": _JSON_TYPE[self.kind]}
            if self.kind == "enum":
                out["enum"] = list(self.choices)
            if self.kind == "date":
                out["format"] = "date"
        description = self.label + (f" ({self.unit})" if self.unit else "")
        out["description"] = description
        if not self.required:
            out["default"] = self.default
        return out


def object_schema(params: tuple[Param, ...]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {p.name: p.schema() for p in params},
        "required": [p.name for p in params if p.required],
        "additionalProperties": False,
    }


@dataclass(frozen=True, slots=True)
class Family:
    """One synthetic function: what it does, its parameters, and its result.

    ``asks`` are the openings of a request ("Get me the forecast"); the
    mentions of the chosen arguments follow. ``task`` names what it does in a
    few words, for abstentions ("check the forecast"). ``answer`` formats the
    result dict into the final reply; ``headline`` is the result key whose value
    that reply must contain.
    """

    name: str
    domain: str
    description: str
    params: tuple[Param, ...]
    asks: tuple[str, ...]
    task: str
    result: Callable[[Mapping[str, Any]], dict[str, Any]]
    answer: str
    headline: str

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(f"{self.name} has no parameter {name!r}")

    def schema(self) -> dict[str, Any]:
        """The JSON schema of this family's arguments."""
        return object_schema(self.params)

    def tool_description(self) -> str:
        """The description a tool of this family shows: the summary plus enum choices,
        which the one-line signature would otherwise hide."""
        hints = [
            f"{p.name} is one of {'/'.join(str(c) for c in p.choices)}"
            for p in self.params
            if p.kind == "enum" or (p.kind == "list" and p.item == "enum")
        ]
        hints += [f"{p.name} in {p.unit}" for p in self.params if p.unit]
        hints += [
            f"{p.name} has {', '.join(f.name for f in p.fields)}"
            for p in self.params
            if p.kind == "object"
        ]
        hints += [f"{p.name} as YYYY-MM-DD" for p in self.params if p.kind == "date"]
        return self.description + (f" ({'; '.join(hints)})" if hints else "")


def stable_int(arguments: Mapping[str, Any], salt: str, low: int, high: int) -> int:
    """A number in ``[low, high]`` fixed by the arguments (not Python's per-run ``hash``)."""
    payload = json.dumps([salt, arguments], sort_keys=True, ensure_ascii=False, default=str)
    digest = int.from_bytes(hashlib.sha256(payload.encode("utf-8")).digest()[:8], "big")
    return low + digest % (high - low + 1)
