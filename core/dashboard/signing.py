"""Who is looking: signed session cookies and the expiring links bots send.

Both are signed with ``STROP_SECRET_KEY`` (itsdangerous, HMAC with a per-use
salt, so a session cookie can never be replayed as a link or the other way
round). Nothing in them is secret, only unforgeable: a viewer's team and name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

from core.errors import ConfigurationError
from core.settings import Settings

__all__ = [
    "SESSION_COOKIE",
    "SESSION_MAX_AGE_S",
    "LinkInvalid",
    "Viewer",
    "dashboard_link",
    "decode_session",
    "encode_session",
    "read_link",
]

SESSION_COOKIE = "strop_dashboard"
# A working day: long enough not to nag, short enough that a stolen cookie goes stale.
SESSION_MAX_AGE_S = 12 * 3600

_LINK_SALT = "strop.dashboard.link"
_SESSION_SALT = "strop.dashboard.session"


class LinkInvalid(Exception):
    """A dashboard link that is expired, tampered with or malformed."""


@dataclass(frozen=True, slots=True)
class Viewer:
    """A logged-in dashboard user.

    ``team`` is the workspace whose runs they may see; ``""`` is an operator,
    who sees every team. ``token_id`` is set when they logged in with an API
    token, so revoking the token ends the session too.
    """

    team: str
    user: str
    token_id: int | None = None

    @property
    def is_operator(self) -> bool:
        return self.team == ""

    @property
    def scope(self) -> str | None:
        """The workspace to filter by, or ``None`` for all of them."""
        return None if self.is_operator else self.team


def _serializer(settings: Settings, salt: str) -> URLSafeTimedSerializer:
    if settings.secret_key is None or not settings.secret_key.get_secret_value():
        raise ConfigurationError(
            "the dashboard needs STROP_SECRET_KEY to sign sessions and links; set it to a "
            'long random string, e.g. python -c "import secrets; print(secrets.token_urlsafe(32))"'
        )
    return URLSafeTimedSerializer(settings.secret_key.get_secret_value(), salt=salt)


def _viewer(data: Any) -> Viewer:
    if not isinstance(data, dict):
        raise LinkInvalid("malformed payload")
    team, user, token_id = data.get("t"), data.get("u"), data.get("k")
    if not isinstance(team, str) or not isinstance(user, str):
        raise LinkInvalid("malformed payload")
    if token_id is not None and not isinstance(token_id, int):
        raise LinkInvalid("malformed payload")
    return Viewer(team=team, user=user, token_id=token_id)


def dashboard_link(settings: Settings, *, base_url: str, team: str, user: str) -> str:
    """A link that logs ``user`` into ``team``'s dashboard; valid for ``dashboard_link_ttl_s``.

    ``team=""`` makes an operator link that sees every team: only hand those
    to operators. Raises ``ConfigurationError`` when ``STROP_SECRET_KEY`` is unset.
    """
    token = _serializer(settings, _LINK_SALT).dumps({"t": team, "u": user})
    return f"{base_url.rstrip('/')}/dashboard/login/link?token={quote(str(token))}"


def read_link(settings: Settings, token: str) -> Viewer:
    """The viewer a link was made for; ``LinkInvalid`` when expired or not ours."""
    serializer = _serializer(settings, _LINK_SALT)
    try:
        data = serializer.loads(token, max_age=settings.dashboard_link_ttl_s)
    except SignatureExpired:
        raise LinkInvalid("this dashboard link has expired; ask the bot for a new one") from None
    except BadSignature:
        raise LinkInvalid("this dashboard link is not valid") from None
    return _viewer(data)


def encode_session(settings: Settings, viewer: Viewer) -> str:
    """The cookie value for ``viewer``."""
    payload = {"t": viewer.team, "u": viewer.user, "k": viewer.token_id}
    return str(_serializer(settings, _SESSION_SALT).dumps(payload))


def decode_session(settings: Settings, value: str) -> Viewer | None:
    """The viewer of a session cookie, or ``None`` when it is stale, forged or malformed."""
    serializer = _serializer(settings, _SESSION_SALT)
    try:
        return _viewer(serializer.loads(value, max_age=SESSION_MAX_AGE_S))
    except (BadSignature, LinkInvalid):
        return None
