"""``/agent create|design|list|show|update|delete|use`` (SPEC 1.5)."""

from __future__ import annotations

import re

from sqlalchemy import select

from core.agents.spec import AgentSpec, validate_name
from core.commands.base import CommandContext
from core.errors import ConfigurationError
from core.evolution.apply import rollback
from core.evolution.evolve import evolve_agent
from core.evolution.records import list_records, pattern_history, pending_record
from core.storage import Agent, AgentVersion
from core.tools.registry import ToolRegistry

__all__ = ["USAGE", "agent_command"]

USAGE = (
    "Usage: /agent list | show NAME | use NAME | create NAME INSTRUCTIONS [tools=a,b] | "
    "design PLAIN REQUEST | update NAME prompt|tools|description|model VALUE | delete NAME | "
    "history NAME | evolve NAME | rollback NAME VERSION"
)
# "/agent create make an agent that ..." is a plain request for the designer agent.
_PLAIN = re.compile(
    r"^(?:make|build|create|design|set up|i want|i need|we need|an?|please)\b", re.I
)
_UPDATABLE = {
    "prompt": "system_prompt",
    "tools": "tools",
    "description": "description",
    "model": "model",
}
_HISTORY = 10  # versions and records shown by /agent history


def _tools(registry: ToolRegistry, text: str) -> tuple[str, ...]:
    names = tuple(t.strip() for t in text.split(",") if t.strip())
    unknown = [n for n in names if n not in registry]
    if unknown:
        raise ConfigurationError(f"unknown tools {unknown}; known: {', '.join(registry.names())}")
    return names


def _history(ctx: CommandContext, name: str) -> str:
    """Versions (newest first) and the evolution records with their hypothesis and outcome."""
    current = ctx.services.agents.get(name).version
    with ctx.services.db.session() as s:
        versions = s.execute(
            select(AgentVersion.version, AgentVersion.note)
            .join(Agent, Agent.id == AgentVersion.agent_id)
            .where(Agent.name == name)
            .order_by(AgentVersion.version.desc())
        ).all()
    lines = [f"{name}: {len(versions)} version(s), current v{current}"]
    for number, note in versions[:_HISTORY]:
        lines.append(f"- v{number}" + (f" ({note})" if note else ""))
    records = list_records(ctx.services.db, name, limit=_HISTORY)
    if records:
        lines.append("Evolution:")
    for r in records:
        target = f"v{r.from_version} -> v{r.to_version}" if r.to_version else f"v{r.from_version}"
        outcome = f" {r.metric} {r.baseline} -> {r.outcome}" if r.outcome is not None else ""
        lines.append(f"- #{r.id} {target} [{r.status}]{outcome}: {r.hypothesis}")
        if r.reason:
            lines.append(f"  {r.reason}")
    for pattern, seen in sorted(pattern_history(ctx.services.db, name).items()):
        lines.append(f"Learned: {pattern} held {seen['validated']}, refuted {seen['refuted']}")
    return "\n".join(lines)


def _describe(spec: AgentSpec) -> str:
    prompt = (
        spec.system_prompt if len(spec.system_prompt) <= 300 else spec.system_prompt[:300] + "…"
    )
    return (
        f"{spec.name} v{spec.version}: {spec.description or '(no description)'}\n"
        f"tools: {', '.join(spec.tools) or 'none'}\nmodel: {spec.model or 'default'}\n"
        f"prompt: {prompt}"
    )


async def agent_command(ctx: CommandContext) -> None:
    sub, _, rest = ctx.event.args.strip().partition(" ")
    sub, rest = sub.lower(), rest.strip()
    agents = ctx.services.agents
    conv = ctx.event.conversation
    if sub in ("", "help"):
        await ctx.say(USAGE)
    elif sub == "list":
        current = ctx.chat.agent_for(conv)
        lines = []
        for a in agents.all():
            mark = "*" if a.name == current else "-"
            lines.append(
                f"{mark} {a.name} v{a.version}" + (f": {a.description}" if a.description else "")
            )
        await ctx.say("Agents (* = this channel's):\n" + "\n".join(lines))
    elif sub == "show":
        await ctx.say(_describe(agents.get(rest)) if rest else "Usage: /agent show NAME")
    elif sub == "use":
        if not rest:
            await ctx.say(
                f"This channel talks to {ctx.chat.agent_for(conv)}. Usage: /agent use NAME"
            )
            return
        ctx.chat.use_agent(conv, rest, by=ctx.event.user)
        await ctx.say(f"This channel now talks to {rest}.")
    elif sub in ("create", "design"):
        ctx.require_admin("create agents")
        if not rest:
            await ctx.say(
                "Usage: /agent create NAME INSTRUCTIONS [tools=a,b], or /agent design REQUEST"
            )
        elif sub == "design" or _PLAIN.match(rest) or len(rest.split()) < 2:
            if sub == "create" and len(rest.split()) < 2 and not _PLAIN.match(rest):
                await ctx.say("Give the agent some instructions: /agent create NAME INSTRUCTIONS")
                return
            await ctx.chat.design(ctx.event, ctx.surface, rest)
        else:
            await _create(ctx, rest)
    elif sub == "update":
        ctx.require_admin("change agents")
        name, _, change = rest.partition(" ")
        key, _, value = change.strip().partition(" ")
        field = _UPDATABLE.get(key.lower())
        if not name or field is None or not value.strip():
            await ctx.say("Usage: /agent update NAME prompt|tools|description|model VALUE")
            return
        new: object = _tools(ctx.services.tools, value) if field == "tools" else value.strip()
        spec = agents.update(name, note=f"/agent update by {ctx.event.user}", **{field: new})
        hint = _guardrail_hint(ctx, spec) if field == "tools" else ""
        await ctx.say(f"Updated {spec.name} to v{spec.version} ({key}).{hint}")
    elif sub == "history":
        await ctx.say(_history(ctx, rest) if rest else "Usage: /agent history NAME")
    elif sub == "evolve":
        ctx.require_admin("evolve agents")
        if not rest:
            await ctx.say("Usage: /agent evolve NAME")
            return
        record = await evolve_agent(ctx.services, rest, notify=ctx.say)
        if record is None:
            pending = pending_record(ctx.services.db, rest)
            await ctx.say(
                f"{rest}: waiting for runs of v{pending.to_version} to check its hypothesis."
                if pending is not None
                else f"{rest}: no new complaints to act on."
            )
    elif sub == "rollback":
        ctx.require_admin("roll back agents")
        name, _, number = rest.partition(" ")
        if not name or not number.strip().lstrip("v").isdigit():
            await ctx.say("Usage: /agent rollback NAME VERSION")
            return
        version = int(number.strip().lstrip("v"))
        spec = rollback(agents, name, version, note=f"/agent rollback by {ctx.event.user}")
        await ctx.say(f"Rolled {spec.name} back to the content of v{version}, as v{spec.version}.")
    elif sub == "delete":
        ctx.require_admin("delete agents")
        if not rest:
            await ctx.say("Usage: /agent delete NAME")
            return
        if rest == ctx.services.settings.default_agent:
            await ctx.say(f"{rest} is the default agent and cannot be deleted.")
            return
        agents.delete(rest)
        await ctx.say(f"Deleted agent {rest} (its runs and versions are kept).")
    elif agents.exists(sub):  # "/agent NAME": the older spelling of "/agent use NAME"
        ctx.chat.use_agent(conv, sub, by=ctx.event.user)
        await ctx.say(f"This channel now talks to {sub}.")
    else:
        await ctx.say(f"Error: no agent named {sub!r} and no subcommand {sub!r}. {USAGE}")


async def _create(ctx: CommandContext, text: str) -> None:
    name, _, rest = text.partition(" ")
    validate_name(name)
    words: list[str] = []
    tools: tuple[str, ...] = ()
    for word in rest.split(" "):
        if word.startswith("tools="):
            tools = _tools(ctx.services.tools, word.removeprefix("tools="))
        else:
            words.append(word)
    prompt = " ".join(words).strip()
    spec = ctx.services.agents.create(
        AgentSpec(name=name, system_prompt=prompt, tools=tools, description=prompt[:120]),
        note=f"/agent create by {ctx.event.user}",
    )
    await ctx.say(
        f"Created agent {spec.name} v{spec.version}.\n{_describe(spec)}{_guardrail_hint(ctx, spec)}"
    )


def _guardrail_hint(ctx: CommandContext, spec: AgentSpec) -> str:
    """A suggested guardrail when the agent can reach the internet (SPEC 4.1)."""
    registry = ctx.services.tools
    web = [n for n in spec.tools if n in registry and registry.get(n).internet]
    if not web:
        return ""
    return (
        f"\n{spec.name} reads the web ({', '.join(web)}). Suggested guardrail: "
        f"/guardrail add-domain DOMAIN agent={spec.name} (only that site) or "
        f"/guardrail limit 20 agent={spec.name}."
    )
