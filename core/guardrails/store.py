"""Creating, reading, changing and deleting guardrail rules, for tools, API and chat.

Every change is validated here, once: a known kind, a value that fits it, an
agent that exists. ``workspace`` is the caller's team: a team reads its own
rules and the deployment-wide ones (workspace ``""``) but changes only its
own; ``None`` is an operator, who reads and changes every rule.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import select

from core.errors import ConfigurationError, NotFound
from core.guardrails.rules import KINDS, Rule, normalise_value
from core.storage import Database, GuardrailRule

__all__ = ["MAX_NOTE_CHARS", "GuardrailStore"]

MAX_NOTE_CHARS = 2000


def _text(value: str, name: str, limit: int) -> str:
    value = value.strip()
    if len(value) > limit or "\x00" in value:
        raise ConfigurationError(f"{name} must be at most {limit} characters, without NUL")
    return value


def _value(kind: str, value: str | int) -> str:
    try:
        return normalise_value(kind, value)
    except ValueError as exc:
        raise ConfigurationError(str(exc)) from None


class GuardrailStore:
    """Guardrail rules in the database; ``agent_exists`` checks agent names."""

    def __init__(self, db: Database, *, agent_exists: Callable[[str], bool] | None = None) -> None:
        self.db = db
        self._agent_exists = agent_exists

    def _check_agent(self, agent: str) -> str:
        agent = _text(agent, "agent", 64)
        if agent and self._agent_exists is not None and not self._agent_exists(agent):
            raise ConfigurationError(f"no agent named {agent!r}")
        return agent

    def create(
        self,
        *,
        kind: str,
        value: str | int,
        workspace: str = "",
        agent: str = "",
        channel: str = "",
        note: str = "",
        enabled: bool = True,
        created_by: str = "",
    ) -> Rule:
        """A new rule; ``ConfigurationError`` for a bad kind or value, ``NotFound`` for an agent."""
        if kind not in KINDS:
            raise ConfigurationError(
                f"unknown guardrail kind {kind!r}; use one of {', '.join(KINDS)}"
            )
        row = GuardrailRule(
            kind=kind,
            value=_value(kind, value),
            workspace=_text(workspace, "workspace", 200),
            agent=self._check_agent(agent),
            channel=_text(channel, "channel", 200),
            note=_text(note, "note", MAX_NOTE_CHARS),
            enabled=enabled,
            created_by=_text(created_by, "created_by", 200),
        )
        with self.db.session() as s:
            s.add(row)
            s.flush()
            return Rule.from_row(row)

    def list(
        self,
        *,
        workspace: str | None = None,
        agent: str | None = None,
        channel: str | None = None,
        kind: str | None = None,
        own_only: bool = False,
    ) -> list[Rule]:
        """Rules visible to ``workspace`` (``own_only``: not the deployment-wide ones), by id."""
        query = select(GuardrailRule).order_by(GuardrailRule.id)
        if workspace is not None:
            teams = [workspace] if own_only else ["", workspace]
            query = query.where(GuardrailRule.workspace.in_(teams))
        if agent is not None:
            query = query.where(GuardrailRule.agent == agent)
        if channel is not None:
            query = query.where(GuardrailRule.channel == channel)
        if kind is not None:
            query = query.where(GuardrailRule.kind == kind)
        with self.db.session() as s:
            return [Rule.from_row(r) for r in s.scalars(query)]

    def get(self, rule_id: int, *, workspace: str | None = None) -> Rule:
        """One rule ``workspace`` may read; ``NotFound`` otherwise."""
        with self.db.session() as s:
            row = s.get(GuardrailRule, rule_id)
            if row is None or (workspace is not None and row.workspace not in ("", workspace)):
                raise NotFound(f"no guardrail {rule_id}")
            return Rule.from_row(row)

    def _own(self, rule_id: int, workspace: str | None) -> None:
        rule = self.get(rule_id, workspace=workspace)
        if workspace is not None and rule.workspace != workspace:
            raise ConfigurationError(
                f"guardrail {rule_id} applies to every team; only an operator may change it"
            )

    def update(
        self,
        rule_id: int,
        *,
        workspace: str | None = None,
        kind: str | None = None,
        value: str | int | None = None,
        enabled: bool | None = None,
        note: str | None = None,
    ) -> Rule:
        """Change some fields of a rule ``workspace`` owns; the value must fit the kind."""
        self._own(rule_id, workspace)
        if kind is not None and kind not in KINDS:
            raise ConfigurationError(
                f"unknown guardrail kind {kind!r}; use one of {', '.join(KINDS)}"
            )
        with self.db.session() as s:
            row = s.get(GuardrailRule, rule_id)
            if row is None:
                raise NotFound(f"no guardrail {rule_id}")
            new_kind = kind or row.kind
            if value is not None or new_kind != row.kind:
                row.value = _value(new_kind, row.value if value is None else value)
            row.kind = new_kind
            if enabled is not None:
                row.enabled = enabled
            if note is not None:
                row.note = _text(note, "note", MAX_NOTE_CHARS)
            s.flush()
            return Rule.from_row(row)

    def delete(self, rule_id: int, *, workspace: str | None = None) -> Rule:
        """Delete a rule ``workspace`` owns; returns what it was."""
        self._own(rule_id, workspace)
        with self.db.session() as s:
            row = s.get(GuardrailRule, rule_id)
            if row is None:
                raise NotFound(f"no guardrail {rule_id}")
            rule = Rule.from_row(row)
            s.delete(row)
        return rule
