"""``{{secret:NAME}}`` placeholders in tool arguments, resolved only at execution time.

The model writes the placeholder; the tool receives the value; whatever the
tool returns has every value it could see replaced by its placeholder before
the model, the trajectory or a log sees it.

A secret may be limited to domains (``Vault.set_domains``): it is then only
substituted into a call of an internet-facing tool whose URL argument goes to
one of them, so a page cannot talk the agent into sending it elsewhere.
"""

from __future__ import annotations

import re
from typing import Any, Protocol, runtime_checkable

from core.errors import NotFound, ToolError
from core.guardrails.rules import host_matches, url_host

__all__ = ["PLACEHOLDER", "ScopedSecretSource", "SecretSource", "scrub", "substitute"]

PLACEHOLDER = re.compile(r"\{\{\s*secret:([A-Za-z][A-Za-z0-9_.-]{0,63})\s*\}\}")


class SecretSource(Protocol):
    def get(self, agent: str, name: str) -> str: ...


@runtime_checkable
class ScopedSecretSource(Protocol):
    """A source that knows where each secret may be sent (``[]``: anywhere)."""

    def get(self, agent: str, name: str) -> str: ...

    def domains(self, agent: str, name: str) -> list[str]: ...


def _swap(value: Any, agent: str, source: SecretSource, used: dict[str, str]) -> Any:
    if isinstance(value, str):

        def swap(match: re.Match[str]) -> str:
            name = match.group(1)
            try:
                secret = source.get(agent, name)
            except NotFound:
                raise ToolError(
                    f"no secret named {name!r} is available to this agent; ask a person with "
                    "request_user_help(kind='credentials') or list_credential_refs"
                ) from None
            used[secret] = name
            return secret

        return PLACEHOLDER.sub(swap, value)
    if isinstance(value, dict):
        return {k: _swap(v, agent, source, used) for k, v in value.items()}
    if isinstance(value, list):
        return [_swap(v, agent, source, used) for v in value]
    return value


def _urls(arguments: Any) -> list[str]:
    """The URL arguments of a call: ``url`` and any ``*_url``."""
    if not isinstance(arguments, dict):
        return []
    return [
        v for k, v in arguments.items() if isinstance(v, str) and (k == "url" or k.endswith("_url"))
    ]


def _shown_host(url: str) -> str:
    # The host as the model wrote it, placeholders and all: never a secret value.
    host = PLACEHOLDER.sub("{{secret}}", url).split("://", 1)[-1].split("/", 1)[0]
    return host.rsplit("@", 1)[-1][:100] or "no host"


def _check_scope(
    raw: Any, sent: Any, agent: str, source: ScopedSecretSource, names: set[str], internet: bool
) -> None:
    for name in sorted(names):
        domains = source.domains(agent, name)
        if not domains:
            continue
        allowed = ", ".join(domains)
        if not internet:
            raise ToolError(
                f"secret {name!r} may only be sent to {allowed}, and this tool does not "
                "reach the internet; it was not used"
            )
        raw_urls, urls = _urls(raw), _urls(sent)
        if not urls:
            raise ToolError(
                f"secret {name!r} may only be sent to {allowed}; this call names no web "
                "address, so it was not used"
            )
        for shown, url in zip(raw_urls, urls, strict=True):
            host = url_host(url)
            if host is None or not any(host_matches(host, d) for d in domains):
                raise ToolError(
                    f"secret {name!r} may only be sent to {allowed}, not to "
                    f"{_shown_host(shown)}; it was not used"
                )


def substitute(
    value: Any, agent: str, source: SecretSource, used: dict[str, str], *, internet: bool = False
) -> Any:
    """``value`` with placeholders replaced by ``agent``'s secrets; fills ``used`` (value->name).

    ``internet``: whether the tool reaches the internet. A secret limited to
    domains is refused (``ToolError`` naming the secret, never its value)
    unless the call goes to one of them.
    """
    before = dict(used)
    sent = _swap(value, agent, source, used)
    names = {n for v, n in used.items() if v not in before}
    if names and isinstance(source, ScopedSecretSource):
        _check_scope(value, sent, agent, source, names, internet)
    return sent


def scrub(text: str, used: dict[str, str]) -> str:
    """Replace each secret value in ``text`` by its placeholder (longest values first)."""
    for secret in sorted(used, key=len, reverse=True):
        if secret and secret in text:
            text = text.replace(secret, "{{secret:" + used[secret] + "}}")
    return text
