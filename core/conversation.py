"""Platform-neutral handling of chat events: messages run agents, ratings become feedback.

Adapters convert platform events into ``core.chat`` events and call
``ChatService.handle`` with their ``ChatSurface``; every decision lives here.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field

from sqlalchemy import select

from core.chat import ChatSurface, Command, Conversation, InboundEvent, Message, Reaction
from core.dashboard import dashboard_link
from core.errors import StropError
from core.feedback import rate_run, retract
from core.models.base import ChatMessage
from core.replies import ReplyStreamer
from core.runtime.loop import TurnResult
from core.services import Services
from core.storage import Run
from core.trajectories import RunFilter, format_trace, get_run, list_runs

__all__ = ["DEFAULT_EMOJI", "ChatService"]

DEFAULT_EMOJI: Mapping[str, str] = {
    "+1": "good",
    "thumbsup": "good",
    "👍": "good",
    "-1": "bad",
    "thumbsdown": "bad",
    "👎": "bad",
}

HELP = (
    "Commands: /good — rate the last answer good; /bad [note] — rate it bad with an "
    "optional note; /runs — recent runs; /trace ID — a run's trajectory; "
    "/agent NAME — talk to another agent; /dashboard — a link to your team's web "
    "dashboard; /help — this text."
)


def _key(c: Conversation) -> tuple[str, str, str, str]:
    return (c.platform, c.workspace, c.channel, c.thread or "")


@dataclass(slots=True)
class _State:
    agent: str
    last_run: int | None = None
    history: list[ChatMessage] = field(default_factory=list)


class ChatService:
    """Routes inbound events to agents, feedback and commands."""

    def __init__(
        self,
        services: Services,
        *,
        emoji: Mapping[str, str] = DEFAULT_EMOJI,
        history_turns: int = 2,
        stream_interval_s: float = 1.0,
        stream: bool = True,
    ) -> None:
        self.services = services
        self.emoji = dict(emoji)
        self.history_turns = history_turns
        self.stream_interval_s = stream_interval_s
        self.stream = stream
        self._states: dict[tuple[str, str, str, str], _State] = {}
        self.last_result: TurnResult | None = None

    def state(self, conversation: Conversation) -> _State:
        key = _key(conversation)
        if key not in self._states:
            self._states[key] = _State(agent=self.services.settings.default_agent)
        return self._states[key]

    def use_agent(self, conversation: Conversation, name: str) -> None:
        self.services.agents.get(name)  # raises NotFound with a clear message
        state = self.state(conversation)
        state.agent, state.history = name, []

    async def handle(self, event: InboundEvent, surface: ChatSurface) -> None:
        """Handle one event; user-facing errors are posted, never raised."""
        try:
            if isinstance(event, Message):
                await self._message(event, surface)
            elif isinstance(event, Command):
                await self._command(event, surface)
            elif isinstance(event, Reaction):
                self._reaction(event)
        except StropError as exc:
            await surface.post(event.conversation, f"Error: {exc}")

    async def _message(self, event: Message, surface: ChatSurface) -> None:
        state = self.state(event.conversation)
        agent = self.services.agents.get(state.agent)
        conversation = event.conversation
        model = self.services.route(
            agent.name, agent.model, key=f"{conversation.platform}:{conversation.channel}"
        )
        runner = self.services.runner(model)
        streamer = ReplyStreamer(surface, event.conversation, min_interval_s=self.stream_interval_s)
        result = await runner.run(
            agent,
            event.text,
            history=state.history[-2 * self.history_turns :] if self.history_turns else (),
            platform=event.conversation.platform,
            workspace=event.conversation.workspace,
            channel=event.conversation.channel,
            user=event.user,
            event_id=event.event_id or None,
            on_text=streamer.push if self.stream else None,
        )
        self.last_result = result
        text = result.output if result.status == "done" else f"Sorry, that failed: {result.error}"
        refs = await streamer.finish(text)
        state.last_run = result.run_id
        if result.status == "done":
            state.history += [
                ChatMessage("user", event.text),
                ChatMessage("assistant", json.dumps({"answer": result.output}, ensure_ascii=False)),
            ]
        with self.services.db.session() as s:
            run = s.get(Run, result.run_id)
            if run is not None:
                run.reply_message_id = refs[0].message_id
                run.thread = event.conversation.thread or ""

    def _run_for_message(self, message_id: str) -> int | None:
        with self.services.db.session() as s:
            return s.scalar(select(Run.id).where(Run.reply_message_id == message_id))

    def _reaction(self, event: Reaction) -> None:
        label = self.emoji.get(event.emoji)
        run_id = self._run_for_message(event.message_id)
        if label is None or run_id is None:
            return  # reactions to other messages, or other emoji, are not ratings
        db = self.services.db
        if event.added:
            rate_run(db, run_id, label, rater=event.user, source=event.conversation.platform)
        else:
            retract(db, run_id, rater=event.user, label=label)

    async def _command(self, event: Command, surface: ChatSurface) -> None:
        conv = event.conversation
        state = self.state(conv)
        name, args = event.name.lower(), event.args.strip()
        if name in ("good", "bad"):
            if state.last_run is None:
                await surface.post(conv, "There is no answer to rate yet.")
                return
            rate_run(
                self.services.db,
                state.last_run,
                name,
                notes=args,
                rater=event.user,
                source=conv.platform,
            )
            await surface.post(conv, f"Rated run {state.last_run} {name}.")
        elif name == "runs":
            rows = list_runs(self.services.db, RunFilter(limit=10))
            lines = [
                f"#{r['id']} {r['status']} [{r['agent']}] {r['input'][:40]!r} -> "
                f"{r['output'][:40]!r}"
                + (f" ({r['feedback'][-1]['label']})" if r["feedback"] else "")
                for r in rows
            ]
            await surface.post(conv, "\n".join(lines) or "No runs yet.")
        elif name == "trace":
            if not args.isdigit():
                await surface.post(conv, "Usage: /trace RUN_ID")
                return
            await surface.post(conv, format_trace(get_run(self.services.db, int(args))))
        elif name == "agent":
            if not args:
                await surface.post(conv, f"Talking to {state.agent}.")
                return
            self.use_agent(conv, args)
            await surface.post(conv, f"Now talking to {args}.")
        elif name == "dashboard":
            if not conv.workspace:
                # No team to scope the link to, and a team-less link would see every team.
                await surface.post(
                    conv,
                    "This conversation belongs to no team, so there is no team dashboard "
                    "link; operators log in at "
                    f"{self.services.settings.public_url.rstrip('/')}/dashboard/login "
                    "with an API token.",
                )
                return
            settings = self.services.settings
            link = dashboard_link(
                settings, base_url=settings.public_url, team=conv.workspace, user=event.user
            )
            minutes = settings.dashboard_link_ttl_s // 60
            await surface.post(conv, f"Your team's dashboard (link valid {minutes} min): {link}")
        elif name == "help":
            await surface.post(conv, HELP)
        else:
            await surface.post(conv, f"Unknown command /{event.name}. {HELP}")
