"""Guardrail rules: what they say, whom they apply to, and which one wins (SPEC 4.1, 4.2).

A rule is stored as a ``GuardrailRule`` row. Its *scope* is the most specific
field it sets: ``channel`` beats ``agent`` beats ``deployment``. ``workspace``
is not a level of its own but a filter: a rule of team T applies only to runs
of team T, a rule with no workspace to every run.

For a host, the most specific level with a rule matching the host decides;
at that level a deny beats an allow. When no rule matches the host, it is
refused if any allow rule applies to the run (the team keeps an allow list),
and allowed otherwise. Request limits: the most specific level that sets one
wins; within a level, the lowest.
"""

from __future__ import annotations

import contextlib
import ipaddress
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal
from urllib.parse import urlsplit

import httpx
from sqlalchemy import or_, select

from core.storage import Database, GuardrailRule

__all__ = [
    "DOMAIN_KINDS",
    "KINDS",
    "MAX_REQUEST_LIMIT",
    "Decision",
    "Rule",
    "RunScope",
    "Scope",
    "decide",
    "host_matches",
    "load_rules",
    "normalise_host",
    "normalise_pattern",
    "normalise_value",
    "request_limit",
    "url_host",
]

Scope = Literal["channel", "agent", "deployment"]
KINDS = ("allow_domain", "deny_domain", "request_limit")
DOMAIN_KINDS = frozenset({"allow_domain", "deny_domain"})
MAX_REQUEST_LIMIT = 10_000
_LEVELS: tuple[Scope, ...] = ("channel", "agent", "deployment")

_LABEL = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
_DOMAIN = re.compile(rf"^(\*\.)?(?:{_LABEL}\.)+(?:[a-z]{{2,63}}|xn--[a-z0-9-]{{1,59}})$")


@dataclass(frozen=True, slots=True)
class Rule:
    """A rule as enforcement sees it (a detached copy of the row)."""

    id: int
    kind: str
    value: str
    workspace: str = ""
    agent: str = ""
    channel: str = ""
    enabled: bool = True
    note: str = ""
    created_by: str = ""
    created_at: datetime | None = None

    @property
    def scope(self) -> Scope:
        if self.channel:
            return "channel"
        return "agent" if self.agent else "deployment"

    @classmethod
    def from_row(cls, row: GuardrailRule) -> Rule:
        return cls(
            id=row.id,
            kind=row.kind,
            value=row.value,
            workspace=row.workspace,
            agent=row.agent,
            channel=row.channel,
            enabled=row.enabled,
            note=row.note,
            created_by=row.created_by,
            created_at=row.created_at,
        )

    def as_dict(self) -> dict[str, Any]:
        """The rule as tools and the API show it."""
        return {
            "id": self.id,
            "kind": self.kind,
            "value": self.value,
            "scope": self.scope,
            "workspace": self.workspace,
            "agent": self.agent,
            "channel": self.channel,
            "enabled": self.enabled,
            "note": self.note,
            "created_by": self.created_by,
            "created_at": self.created_at.isoformat() if self.created_at else None,
        }

    def describe(self) -> str:
        """One line for chat: ``3: deny evil.com (agent researcher, by U1)``."""
        what = {"allow_domain": "allow", "deny_domain": "deny", "request_limit": "limit"}
        where = {
            "channel": f"channel {self.channel}" + (f", agent {self.agent}" if self.agent else ""),
            "agent": f"agent {self.agent}",
            "deployment": "every agent",
        }[self.scope]
        off = "" if self.enabled else " [disabled]"
        value = f"{self.value} requests per run" if self.kind == "request_limit" else self.value
        by = f", by {self.created_by or '?'}"
        return f"{self.id}: {what.get(self.kind, self.kind)} {value} ({where}{by}){off}"


@dataclass(frozen=True, slots=True)
class RunScope:
    """Who makes a request: the run's team and channel and the agent."""

    workspace: str = ""
    agent: str = ""
    channel: str = ""

    def covers(self, rule: Rule) -> bool:
        """Whether ``rule`` applies here: every field it sets must match."""
        return (
            rule.enabled
            and (not rule.workspace or rule.workspace == self.workspace)
            and (not rule.agent or rule.agent == self.agent)
            and (not rule.channel or rule.channel == self.channel)
        )


@dataclass(frozen=True, slots=True)
class Decision:
    allowed: bool
    reason: str
    rule: Rule | None = None


def _ip(text: str) -> str | None:
    try:
        return str(ipaddress.ip_address(text.strip("[]")))
    except ValueError:
        return None


def normalise_host(host: str) -> str:
    """Lower-case ASCII form of ``host``; internationalised names become ``xn--`` labels.

    A look-alike name (Cyrillic ``а`` in ``exаmple.com``) thus never equals the
    ASCII name a rule was written for.
    """
    value = host.strip().rstrip(".").lower()
    ip = _ip(value)
    if ip is not None:
        return ip
    if value.isascii():
        return value
    try:
        return value.encode("idna").decode("ascii")
    except UnicodeError:
        return value


def url_host(url: str) -> str | None:
    """The host an http(s) ``url`` reaches, normalised; ``None`` when it has none.

    Two parsers must agree, the standard library's and httpx's (the fetcher's):
    a URL they read differently (``http://a.com\\@b.com``) is refused as ambiguous.
    """
    url = url.strip()
    if any(c in url for c in "\\\x00\t\r\n"):
        return None
    try:
        parts = urlsplit(url)
        other = httpx.URL(url)
    except (ValueError, httpx.InvalidURL):
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    host = normalise_host(parts.hostname)
    return host if normalise_host(other.host) == host else None


def normalise_pattern(text: str) -> str:
    """A domain pattern from what someone typed; ``ValueError`` says why it is not one.

    ``https://Docs.Example.com/x`` -> ``docs.example.com``. Accepted: domain
    names (``example.com`` covers its subdomains too), ``*.example.com``
    (subdomains only), ``localhost`` and IP addresses.
    """
    value = text.strip().lower()
    value = re.sub(r"^[a-z][a-z0-9+.-]*://", "", value).split("/", 1)[0]
    value = value.rsplit("@", 1)[-1]
    if value.startswith("["):  # [::1]:8080
        value = value.split("]", 1)[0] + "]"
    elif value.count(":") == 1:
        value = value.split(":", 1)[0]
    value = value.rstrip(".")
    ip = _ip(value)
    if ip is not None:
        return ip
    if value == "localhost":
        return value
    if not value.isascii() and value:
        with contextlib.suppress(UnicodeError):
            value = value.encode("idna").decode("ascii")
    if not _DOMAIN.match(value) or len(value) > 253:
        raise ValueError(f"{text!r} is not a domain name (e.g. docs.example.com or *.example.com)")
    return value


def normalise_value(kind: str, value: str | int) -> str:
    """The stored form of a rule's value; ``ValueError`` for an unknown kind or bad value."""
    if kind in DOMAIN_KINDS:
        return normalise_pattern(str(value))
    if kind == "request_limit":
        text = str(value).strip()
        if not text.isdigit() or int(text) > MAX_REQUEST_LIMIT:
            raise ValueError(
                f"a request limit must be a whole number from 0 to {MAX_REQUEST_LIMIT}, "
                f"not {value!r}"
            )
        return str(int(text))
    raise ValueError(f"unknown guardrail kind {kind!r}; use one of {', '.join(KINDS)}")


def host_matches(host: str, pattern: str) -> bool:
    """``example.com`` matches it and its subdomains; ``*.example.com`` only subdomains."""
    host = normalise_host(host)
    if pattern.startswith("*."):
        return host.endswith(pattern[1:])
    return host == pattern or host.endswith("." + pattern)


def load_rules(db: Database, scope: RunScope) -> list[Rule]:
    """The enabled rules that apply to ``scope``, oldest first."""
    with db.session() as s:
        rows = s.scalars(
            select(GuardrailRule)
            .where(
                GuardrailRule.enabled.is_(True),
                or_(GuardrailRule.workspace == "", GuardrailRule.workspace == scope.workspace),
            )
            .order_by(GuardrailRule.id)
        )
        rules = [Rule.from_row(r) for r in rows]
    return [r for r in rules if scope.covers(r)]


def decide(rules: Iterable[Rule], scope: RunScope, host: str) -> Decision:
    """Whether ``host`` may be reached under ``rules`` (already filtered or not)."""
    applicable = [r for r in rules if r.kind in DOMAIN_KINDS and scope.covers(r)]
    host = normalise_host(host)
    for level in _LEVELS:
        matching = [r for r in applicable if r.scope == level and host_matches(host, r.value)]
        deny = next((r for r in matching if r.kind == "deny_domain"), None)
        if deny is not None:
            return Decision(False, f"{host} is denied by guardrail {deny.id} ({level})", deny)
        allow = next((r for r in matching if r.kind == "allow_domain"), None)
        if allow is not None:
            return Decision(True, f"{host} is allowed by guardrail {allow.id} ({level})", allow)
    allows = [r for r in applicable if r.kind == "allow_domain"]
    if allows:
        listed = ", ".join(sorted({r.value for r in allows}))
        return Decision(False, f"{host} is not on the allow list ({listed})", allows[0])
    return Decision(True, f"{host}: no guardrail applies")


def request_limit(rules: Sequence[Rule], scope: RunScope, default: int) -> tuple[int, Rule | None]:
    """The per-run request limit and the rule that set it (``None``: the default)."""
    limits = [r for r in rules if r.kind == "request_limit" and scope.covers(r)]
    for level in _LEVELS:
        at_level = [r for r in limits if r.scope == level]
        if at_level:
            rule = min(at_level, key=lambda r: int(r.value))
            return int(rule.value), rule
    return default, None
