"""Reading and changing consent choices: collection per workspace or channel, opt-outs."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError

from core.errors import ConfigurationError
from core.privacy.policy import OWN_PLATFORMS, ConsentDefault, ConsentPolicy, Decision
from core.storage import ConsentOptOut, ConsentSetting, Database
from core.storage.base import utcnow

__all__ = ["ConsentStore"]

_LIMITS = {"platform": 32, "workspace": 200, "channel": 200, "user": 200}


def _check(**values: str) -> None:
    for name, value in values.items():
        if len(value) > _LIMITS[name] or "\x00" in value:
            raise ConfigurationError(f"{name} {value[:40]!r}: at most {_LIMITS[name]} characters")


class ConsentStore:
    """``ConsentStore(db, default=settings.training_data_consent)``."""

    def __init__(self, db: Database, *, default: ConsentDefault) -> None:
        self.db = db
        self.default: ConsentDefault = default

    def policy(self) -> ConsentPolicy:
        """Every choice as it stands now."""
        return ConsentPolicy.load(self.db, default=self.default)

    def set_collection(
        self, *, platform: str, workspace: str, channel: str = "", collect: bool, by: str = ""
    ) -> Decision:
        """Turn collection on or off for a channel (or, with ``channel=""``, a workspace).

        Switching on where collection already was on keeps the earlier start, so
        runs collected until now stay collected.
        """
        _check(platform=platform, workspace=workspace, channel=channel, user=by)
        if not platform:
            raise ConfigurationError("name the platform (slack, discord, telegram, api, ...)")
        if platform in OWN_PLATFORMS:
            raise ConfigurationError(
                f"runs on {platform!r} are strop's or its operator's own and need no consent"
            )
        before = self.policy().decision(platform, workspace, channel)
        since = None
        if collect:
            since = before.since if before.collect else utcnow()
        with self.db.session() as s:
            row = s.scalar(
                select(ConsentSetting).where(
                    ConsentSetting.platform == platform,
                    ConsentSetting.workspace == workspace,
                    ConsentSetting.channel == channel,
                )
            )
            if row is None:
                row = ConsentSetting(platform=platform, workspace=workspace, channel=channel)
                s.add(row)
            row.collect, row.since, row.updated_by = collect, since, by
        return Decision(collect, "channel" if channel else "workspace", since)

    def opt_out(self, *, platform: str, user: str) -> bool:
        """Keep ``user`` out of every dataset built from now on; False if they already were."""
        _check(platform=platform, user=user)
        if not platform or not user:
            raise ConfigurationError("an opt-out needs the platform and the user id")
        try:
            with self.db.session() as s:
                found = s.scalar(
                    select(ConsentOptOut.id).where(
                        ConsentOptOut.platform == platform, ConsentOptOut.user == user
                    )
                )
                if found is not None:
                    return False
                s.add(ConsentOptOut(platform=platform, user=user))
        except IntegrityError:  # the same person opting out twice at once
            return False
        return True

    def opt_in(self, *, platform: str, user: str) -> bool:
        """Undo an opt-out; False if there was none."""
        _check(platform=platform, user=user)
        with self.db.session() as s:
            result = s.execute(
                delete(ConsentOptOut).where(
                    ConsentOptOut.platform == platform, ConsentOptOut.user == user
                )
            )
            return bool(getattr(result, "rowcount", 0))
