"""Technique-playbook tools: agents read the playbook and record what a technique did (SPEC 6.9)."""

from __future__ import annotations

from typing import Any, Literal

from core.errors import StropError, ToolError
from core.evolution import playbook
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = ["register_playbook_tools"]


def _line(entry: dict[str, Any]) -> str:
    here = entry["in_scope"]
    note = entry["observed"].get("note", "not aggregated yet")
    counts = f"{here['improved']}/{here['no_change']}/{here['regressed']}"
    return f"{entry['title']}: {note}; here {counts} improved/same/regressed"


def get_technique_knowledge(
    ctx: ToolContext, scope: str = "", technique: str = ""
) -> dict[str, Any]:
    """Read the technique playbook. Without a technique: every entry (LoRA, DoRA, SFT, DPO,
    teacher distillation, RISE, contrastive pairs, self-play, specialist instances,
    quantisation, prompt evolution, critique lessons) with what was observed, what the
    playbook recommends for the next cycle in the scope, and the latest insights. With a
    technique: what it is, when to use it, downsides, interactions, the strop setting it
    maps to, observed outcomes and its insights.

    Args:
        scope: "agent:NAME", "tool:NAME", "channel:NAME" or several joined by commas
            (e.g. "agent:assistant,tool:run_code"); "" for the global view.
        technique: one entry's name, e.g. "dpo", for its full text.
    """
    try:
        found = playbook.get_technique_knowledge(ctx.db, scope)
        advice = playbook.recommend(ctx.db, found["scope"]).as_dict()
    except StropError as exc:
        raise ToolError(str(exc)) from None
    entries = {t["name"]: t for t in found["techniques"]}
    if technique:
        if technique not in entries:
            raise ToolError(
                f"unknown technique {technique!r}; the playbook has {', '.join(entries)}"
            )
        return {
            "scope": found["scope"],
            "technique": entries[technique],
            "insights": [i for i in found["insights"] if i["technique"] == technique],
        }
    # Tool output is capped for the model: an overview here, the full text per technique.
    return {
        "scope": found["scope"],
        "techniques": {name: _line(t) for name, t in entries.items()},
        "recommendation": advice,
        "insights": [
            {k: i[k] for k in ("technique", "scope", "outcome", "summary")}
            for i in found["insights"][:3]
        ],
    }


def record_technique_insight(
    ctx: ToolContext,
    technique: str,
    outcome: Literal["improved", "no_change", "regressed"],
    summary: str,
    scope: str | None = None,
    job: str = "",
    config: dict[str, Any] | None = None,
    metrics: dict[str, float] | None = None,
) -> dict[str, Any]:
    """Record what using a technique did, so the playbook and later cycles learn from it.

    Args:
        technique: a playbook entry name, e.g. "dpo", "rise", "self_play", "lora".
        outcome: "improved", "no_change" or "regressed".
        summary: one or two sentences on what was tried and what happened.
        scope: where it applied, e.g. "agent:assistant"; default: the job's scope, else global.
        job: the improvement job it happened in, if any.
        config: the settings that were used, e.g. {"training": {"dpo": {"beta": 0.2}}}.
        metrics: change per metric, after minus before, e.g. {"success": 0.1}.
    """
    try:
        return playbook.record_technique_insight(
            ctx.db, job or None, technique, outcome, summary, config, metrics, scope=scope
        )
    except StropError as exc:
        raise ToolError(str(exc)) from None


def register_playbook_tools(registry: ToolRegistry) -> None:
    """Add ``get_technique_knowledge`` and ``record_technique_insight`` to ``registry``."""
    registry.add(get_technique_knowledge)
    registry.add(record_technique_insight)
