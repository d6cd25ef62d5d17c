"""Whose conversations may become training data: the consent rule of SPEC 7.7.

The rule, applied when a dataset is built (never when a message arrives, so a
later opt-out also keeps the person out of every dataset built afterwards):

1. A person who opted out (``/strop privacy optout``) is never used: not
   their runs, not their ratings, wherever they were made.
2. Runs strop makes itself or its operator makes on the machine are not
   chat users' data and need no chat consent: the platforms in
   ``OWN_PLATFORMS`` (evaluation, self-play, teacher distillation, the demo,
   benchmarks and the operator's own terminal).
3. Every other run came from a person in a chat or through the API. It is
   used only where collection is on for its channel (``/strop privacy on``),
   else for its workspace (``/strop privacy on workspace``), else by
   ``STROP_TRAINING_DATA_CONSENT`` (``opt_in``, the default: off). Runs made
   before collection was switched on there stay out: nobody consented then.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import select

from core.storage import ConsentOptOut, ConsentSetting, Database

__all__ = ["OWN_PLATFORMS", "ConsentDefault", "ConsentPolicy", "Decision"]

OWN_PLATFORMS = frozenset({"terminal", "eval", "self_play", "teacher", "demo", "bench"})

ConsentDefault = Literal["opt_in", "opt_out"]


@dataclass(frozen=True, slots=True)
class Decision:
    """Whether collection is on somewhere, since when, and which choice says so."""

    collect: bool
    source: str  # "channel" | "workspace" | "default" | "own platform"
    since: datetime | None = None


@dataclass(frozen=True, slots=True)
class ConsentPolicy:
    """A snapshot of every stored choice; ``allows`` applies the module's rule."""

    default: ConsentDefault = "opt_in"
    choices: dict[tuple[str, str, str], Decision] = field(default_factory=dict)
    opted_out: frozenset[tuple[str, str]] = frozenset()

    @classmethod
    def load(cls, db: Database, *, default: ConsentDefault) -> ConsentPolicy:
        with db.session() as s:
            choices = {
                (r.platform, r.workspace, r.channel): Decision(
                    r.collect, "channel" if r.channel else "workspace", r.since
                )
                for r in s.scalars(select(ConsentSetting))
            }
            opted = frozenset((r.platform, r.user) for r in s.scalars(select(ConsentOptOut)))
        return cls(default=default, choices=choices, opted_out=opted)

    def decision(self, platform: str, workspace: str, channel: str) -> Decision:
        """Whether conversations in this channel may be collected, and why."""
        if platform in OWN_PLATFORMS:
            return Decision(True, "own platform")
        if channel and (chosen := self.choices.get((platform, workspace, channel))) is not None:
            return chosen
        if (chosen := self.choices.get((platform, workspace, ""))) is not None:
            return chosen
        return Decision(self.default == "opt_out", "default")

    def is_opted_out(self, platform: str, user: str) -> bool:
        return bool(user) and (platform, user) in self.opted_out

    def refusal(
        self, *, platform: str, workspace: str, channel: str, user: str, created_at: datetime
    ) -> str | None:
        """Why a run may not be training data, or ``None`` when it may."""
        if self.is_opted_out(platform, user):
            return "opted out"
        decision = self.decision(platform, workspace, channel)
        if not decision.collect:
            return "collection off"
        if decision.since is not None and created_at < decision.since:
            return "before collection was on"
        return None

    def describe(self) -> dict[str, Any]:
        """The policy a dataset was built under, without naming anyone who opted out."""
        return {
            "rule": "opt-outs excluded; own platforms need no chat consent; chat runs only "
            "where collection was on when they were made",
            "default": self.default,
            "own_platforms": sorted(OWN_PLATFORMS),
            "collection": [
                {
                    "platform": platform,
                    "workspace": workspace,
                    "channel": channel,
                    "collect": d.collect,
                    "since": d.since.isoformat() if d.since else None,
                }
                for (platform, workspace, channel), d in sorted(self.choices.items())
            ],
            "opted_out_people": len(self.opted_out),
        }
