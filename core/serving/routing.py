"""Which model serves a request: by tool, by agent, A/B split or ensemble vote.

Rules, first match wins:

1. ``tool``: an active instance tagged ``tool:NAME`` serves calls about that tool.
2. The agent's own ``model`` field, when set.
3. An active instance tagged ``agent:NAME``.
4. The configured default (spec ``""``).

A spec ``ab:GROUP`` (from rule 2) picks one instance tagged ``ab:GROUP`` (or
``ab:GROUP:WEIGHT``) by a hash of the request key, so one conversation stays
on one arm; ``ensemble:GROUP`` asks every instance tagged ``ensemble:GROUP``
and returns the majority reply.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from core.errors import ConfigurationError
from core.models.base import ModelClient
from core.serving.ensemble import EnsembleModel
from core.serving.instances import Instance, InstanceService
from core.serving.resolve import INSTANCE_PREFIX

__all__ = ["RouteRequest", "Router", "pick_weighted"]

Loader = Callable[[str], ModelClient]


@dataclass(frozen=True, slots=True, kw_only=True)
class RouteRequest:
    agent: str
    agent_model: str = ""  # AgentSpec.model
    tool: str | None = None
    key: str = ""  # what keeps a conversation on one A/B arm, e.g. "channel:thread"


def pick_weighted(key: str, options: Sequence[tuple[str, float]]) -> str:
    """The option ``key`` falls on; the same key always picks the same option."""
    live = [(name, weight) for name, weight in options if weight > 0]
    if not live:
        raise ConfigurationError("an A/B split needs at least one arm with a positive weight")
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    point = int.from_bytes(digest[:8], "big") / 2**64 * sum(w for _, w in live)
    for name, weight in live:
        if point < weight:
            return name
        point -= weight
    return live[-1][0]


def _ab_weight(instance: Instance, group: str) -> float:
    for tag in instance.tags:
        if tag == f"ab:{group}":
            return 1.0
        if tag.startswith(f"ab:{group}:"):
            return float(tag.rsplit(":", 1)[1])
    return 0.0


class Router:
    """Route requests to model specs and load them through ``load`` (``Services.model_for``).

    ``weights`` overrides the tagged weights of an A/B group:
    ``{"GROUP": {"instance": weight}}``.
    """

    def __init__(
        self,
        instances: InstanceService,
        load: Loader,
        *,
        weights: Mapping[str, Mapping[str, float]] | None = None,
    ) -> None:
        self.instances = instances
        self._load = load
        self._weights = weights or {}

    def spec_for(self, request: RouteRequest) -> str:
        """The model spec for ``request``, with A/B groups resolved to one instance."""
        if request.tool:
            specialists = self.instances.with_tag(f"tool:{request.tool}")
            if specialists:
                return INSTANCE_PREFIX + specialists[0].name
        spec = request.agent_model
        if not spec:
            serving = self.instances.with_tag(f"agent:{request.agent}")
            spec = INSTANCE_PREFIX + serving[0].name if serving else ""
        if spec.startswith("ab:"):
            return INSTANCE_PREFIX + self._pick_arm(spec.removeprefix("ab:"), request.key)
        return spec

    def model_for(self, request: RouteRequest) -> ModelClient:
        return self.load(self.spec_for(request))

    def load(self, spec: str) -> ModelClient:
        """The model of a resolved ``spec`` (an ``ensemble:GROUP`` votes)."""
        if spec.startswith("ensemble:"):
            group = spec.removeprefix("ensemble:")
            members = self.instances.with_tag(f"ensemble:{group}")
            if not members:
                raise ConfigurationError(f"no active instance is tagged ensemble:{group}")
            return EnsembleModel(
                [self._load(INSTANCE_PREFIX + m.name) for m in members], model_id=spec
            )
        return self._load(spec)

    def _pick_arm(self, group: str, key: str) -> str:
        arms = self.instances.with_tag(f"ab:{group}")
        if not arms:
            raise ConfigurationError(f"no active instance is tagged ab:{group}")
        overrides = self._weights.get(group, {})
        options = [(a.name, overrides.get(a.name, _ab_weight(a, group))) for a in arms]
        return pick_weighted(f"{group}\x00{key}", options)
