"""Guardrails: domain rules, request limits and sanitised web content (SPEC 4)."""

from core.guardrails.enforce import check_url, untrusted, wrap
from core.guardrails.rules import Decision, Rule, RunScope, decide, host_matches
from core.guardrails.sanitize import Sanitised, sanitise
from core.guardrails.store import GuardrailStore

__all__ = [
    "Decision",
    "GuardrailStore",
    "Rule",
    "RunScope",
    "Sanitised",
    "check_url",
    "decide",
    "host_matches",
    "sanitise",
    "untrusted",
    "wrap",
]
