"""Hide secret-looking values before anything reaches a page.

Stored trajectories should never hold a secret (tools get them by placeholder
substitution), but a tool argument or a help request's extras named
``password`` may still carry one; the dashboard shows ``[secret]`` instead of
trusting every writer. URLs lose their ``user:password@`` part for the same reason.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit, urlunsplit

__all__ = ["SECRET", "is_secret_name", "redact", "redact_url"]

SECRET = "[secret]"

# Whole words of a key (split on "_", "-", "." and case changes). "token" alone is a
# credential, "tokens" (max_tokens, tokens_in) is a count, so plurals are not matched.
_WORDS = frozenset(
    {
        "secret",
        "password",
        "passwd",
        "passphrase",
        "pwd",
        "token",
        "apikey",
        "credential",
        "credentials",
        "authorization",
        "auth",
        "cookie",
        "otp",
        "totp",
        "pin",
        "2fa",
        "privatekey",
        "signature",
    }
)
_JOINED = ("api_key", "api-key", "private_key", "private-key", "access_key", "client_secret")
_SPLIT = re.compile(r"[_\-.\s]+|(?<=[a-z0-9])(?=[A-Z])")


def is_secret_name(name: str) -> bool:
    """Whether a field called ``name`` probably holds a credential."""
    lowered = name.lower()
    if any(joined in lowered for joined in _JOINED):
        return True
    words = {w.lower() for w in _SPLIT.split(name) if w}
    return bool(words & _WORDS) or lowered.replace("_", "").replace("-", "") in _WORDS


def redact(value: Any) -> Any:
    """A copy of ``value`` with every secret-named field's value replaced by ``[secret]``."""
    if isinstance(value, dict):
        return {
            k: SECRET if isinstance(k, str) and is_secret_name(k) else redact(v)
            for k, v in value.items()
        }
    if isinstance(value, list | tuple):
        return [redact(v) for v in value]
    return value


def redact_url(url: str) -> str:
    """``url`` without credentials in its authority part."""
    parts = urlsplit(url)
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, f"{SECRET}@{host}", parts.path, parts.query, parts.fragment))
