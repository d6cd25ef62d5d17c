"""Platform-neutral handling of chat events: messages run agents, ratings become feedback.

Adapters convert platform events into ``core.chat`` events and call
``ChatService.handle`` with their ``ChatSurface``; every decision lives here:
when the bot answers, which agent a channel talks to, what a reaction means,
who may run which command, and how a paused run gets its answer.
"""

from __future__ import annotations

import json
import logging
import time
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy import select

from core.chat import (
    ButtonAction,
    ChatSurface,
    Command,
    Conversation,
    FormSubmit,
    InboundEvent,
    Message,
    Reaction,
)
from core.commands import CommandContext, run_command
from core.critique.footer import lessons_footer
from core.errors import ConfigurationError, StropError
from core.feedback import add_notes, rate_run, retract
from core.help import HelpDesk, run_conversation
from core.models.base import ChatMessage
from core.replies import ReplyStreamer
from core.runtime.loop import TurnResult
from core.services import Services
from core.specialists.route import request_tool
from core.storage import ChannelSetting, Run
from core.workflows.chat import follow_resumed
from core.workflows.engine import fail_expired_steps
from core.workflows.feedback import (
    message_target,
    rate_workflow_run,
    rate_workflow_step,
    retract_workflow,
)

if TYPE_CHECKING:
    from jobs.queue import JobQueue

__all__ = ["DEFAULT_EMOJI", "WORKING", "ChatService", "parse_emoji_map"]

logger = logging.getLogger(__name__)

DEFAULT_EMOJI: Mapping[str, str] = {
    "+1": "good",
    "thumbsup": "good",
    "👍": "good",
    "-1": "bad",
    "thumbsdown": "bad",
    "👎": "bad",
}
WORKING = "…"
NOTES_WINDOW_S = 30 * 60
_SEEN_EVENTS = 10_000


def parse_emoji_map(text: str) -> dict[str, str]:
    """``"heart=good,x=bad"`` -> ``{"heart": "good", "x": "bad"}``; refuses other labels."""
    mapping: dict[str, str] = {}
    for item in (i.strip() for i in text.split(",")):
        if not item:
            continue
        emoji, _, label = item.partition("=")
        if label.strip() not in ("good", "bad") or not emoji.strip():
            raise ConfigurationError(
                f"STROP_REACTION_EMOJI: {item!r} is not EMOJI=good or EMOJI=bad"
            )
        mapping[emoji.strip().strip(":")] = label.strip()
    return mapping


def _key(c: Conversation) -> tuple[str, str, str, str]:
    return (c.platform, c.workspace, c.channel, c.thread or "")


@dataclass(slots=True)
class _State:
    agent: str
    last_run: int | None = None
    history: list[ChatMessage] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class _NotesAsk:
    run_id: int
    prompt_id: str
    deadline: float


class ChatService:
    """Routes inbound events to agents, feedback, help requests and commands."""

    def __init__(
        self,
        services: Services,
        *,
        emoji: Mapping[str, str] | None = None,
        history_turns: int = 2,
        stream_interval_s: float = 1.0,
        stream: bool = True,
        queue: JobQueue | None = None,
    ) -> None:
        self.services = services
        self.emoji = dict(DEFAULT_EMOJI if emoji is None else emoji)
        if emoji is None:
            self.emoji.update(parse_emoji_map(services.settings.reaction_emoji))
        self.history_turns = history_turns
        self.stream_interval_s = stream_interval_s
        self.stream = stream
        self._queue = queue
        self.help = HelpDesk(services)
        self._states: dict[tuple[str, str, str, str], _State] = {}
        self._notes: dict[tuple[str, str, str, str], _NotesAsk] = {}
        self._seen: OrderedDict[str, None] = OrderedDict()
        self.last_result: TurnResult | None = None
        # The connected platforms, for messages nobody's event prompted (expiries, resumes).
        self.surfaces: dict[str, ChatSurface] = {}

    def attach(self, platform: str, surface: ChatSurface) -> None:
        """Register a connected platform's surface (adapters call this on start)."""
        self.surfaces[platform] = surface

    @property
    def queue(self) -> JobQueue:
        if self._queue is None:
            from jobs.queue import JobQueue

            self._queue = JobQueue(self.services)
        return self._queue

    # -- conversation state -------------------------------------------------------

    def agent_for(self, conversation: Conversation) -> str:
        """The agent ``conversation``'s channel talks to (``/agent use``), else the default."""
        c = conversation
        with self.services.db.session() as s:
            name = s.scalar(
                select(ChannelSetting.agent).where(
                    ChannelSetting.platform == c.platform,
                    ChannelSetting.workspace == c.workspace,
                    ChannelSetting.channel == c.channel,
                )
            )
        return name or self.services.settings.default_agent

    def state(self, conversation: Conversation) -> _State:
        key = _key(conversation)
        if key not in self._states:
            self._states[key] = _State(agent=self.agent_for(conversation))
        return self._states[key]

    def use_agent(self, conversation: Conversation, name: str, *, by: str = "") -> None:
        """Make ``name`` the channel's agent; kept across restarts (terminal: this session)."""
        self.services.agents.get(name)  # raises NotFound with a clear message
        c = conversation
        if c.platform != "terminal":
            with self.services.db.session() as s:
                row = s.scalar(
                    select(ChannelSetting).where(
                        ChannelSetting.platform == c.platform,
                        ChannelSetting.workspace == c.workspace,
                        ChannelSetting.channel == c.channel,
                    )
                )
                if row is None:
                    row = ChannelSetting(
                        platform=c.platform, workspace=c.workspace, channel=c.channel, agent=name
                    )
                    s.add(row)
                row.agent, row.updated_by = name, by
        for key, state in self._states.items():
            if key[:3] == _key(c)[:3]:
                state.agent, state.history = name, []
        self.state(c).agent = name

    # -- dispatch -------------------------------------------------------------------

    def _first_delivery(self, event_id: str) -> bool:
        """False for an event id seen before (platforms redeliver on timeouts)."""
        if not event_id:
            return True
        if event_id in self._seen:
            return False
        self._seen[event_id] = None
        while len(self._seen) > _SEEN_EVENTS:
            self._seen.popitem(last=False)
        return True

    async def handle(self, event: InboundEvent, surface: ChatSurface) -> None:
        """Handle one event; problems are posted as a short message, never raised."""
        if not self._first_delivery(event.event_id):
            return
        try:
            if isinstance(event, Message):
                await self._message(event, surface)
            elif isinstance(event, Command):
                await run_command(CommandContext(self, event, surface))
            elif isinstance(event, Reaction):
                await self._reaction(event, surface)
            elif isinstance(event, ButtonAction):
                outcome = await self.help.on_button(event, surface)
                if outcome.resume is not None:
                    await self.resume(outcome.resume, surface)
            elif isinstance(event, FormSubmit):
                outcome = await self.help.on_form(event, surface)
                if outcome.resume is not None:
                    await self.resume(outcome.resume, surface)
        except StropError as exc:
            await surface.post(event.conversation, f"Error: {exc}")
        except Exception:
            logger.exception("chat event %s (%s) failed", event.event_id, event.kind)
            await surface.post(
                event.conversation,
                f"Sorry, something went wrong handling that (event {event.event_id or '?'}); "
                "the details are in strop's log.",
            )

    # -- messages -------------------------------------------------------------------

    def _bot_in_thread(self, c: Conversation) -> bool:
        if not c.thread:
            return False
        with self.services.db.session() as s:
            return (
                s.scalar(
                    select(Run.id)
                    .where(
                        Run.platform == c.platform, Run.channel == c.channel, Run.thread == c.thread
                    )
                    .limit(1)
                )
                is not None
            )

    def _reply_conversation(self, event: Message, surface: ChatSurface) -> Conversation:
        c = event.conversation
        if c.is_direct or not surface.capabilities.threads or c.thread or not event.message_id:
            return c
        # In a channel, answer in a thread under the person's message.
        return Conversation(c.platform, c.channel, c.workspace, event.message_id, c.is_direct)

    async def _message(self, event: Message, surface: ChatSurface) -> None:
        outcome = await self.help.on_prompt_reply(event, surface)
        if outcome.resume is not None:
            await self.resume(outcome.resume, surface)
        if outcome.handled:
            return
        if await self._take_notes(event, surface):
            return
        c = event.conversation
        if not (c.is_direct or event.mentions_bot or self._bot_in_thread(c)):
            return  # channel chatter that is not for the bot
        if event.event_id:
            with self.services.db.session() as s:
                if s.scalar(select(Run.id).where(Run.event_id == event.event_id)) is not None:
                    return  # a redelivery of a message already answered
        reply_conv = self._reply_conversation(event, surface)
        state = self.state(reply_conv)
        if self._queue is not None and self._queue.redis is not None:
            from jobs.relay import relay_message

            run_id = await relay_message(self, self._queue, event, surface, reply_conv)
            await self._after_pause(run_id, surface, reply_conv)
            return
        agent = self.services.agents.get(state.agent)
        model = self.services.route(
            agent.name,
            agent.model,
            key=f"{c.platform}:{c.channel}",
            tool=request_tool(self.services, agent, event.text),
        )
        runner = self.services.runner(model, critique=True)
        streamer = ReplyStreamer(surface, reply_conv, min_interval_s=self.stream_interval_s)
        if surface.capabilities.working_message:
            await streamer.start(WORKING)
        history = state.history[-2 * self.history_turns :] if self.history_turns else []
        result = await runner.run(
            agent,
            event.text,
            history=history,
            platform=c.platform,
            workspace=c.workspace,
            channel=c.channel,
            user=event.user,
            event_id=event.event_id or None,
            on_text=streamer.push if self.stream else None,
        )
        self.last_result = result
        # The thread is recorded before the answer is posted: someone who replies in the
        # thread as soon as they see it is answered without mentioning the bot.
        with self.services.db.session() as s:
            run = s.get(Run, result.run_id)
            if run is not None:
                run.thread = reply_conv.thread or ""
        refs = await streamer.finish(
            self.reply_text(result.run_id, result.status, result.output, result.error)
        )
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
                if result.status == "waiting_for_user":
                    # What a resume needs, as the queue stores it for queued turns
                    # (beside what the run recorded itself, such as its fallbacks).
                    run.payload = {
                        **run.payload,
                        "agent": agent.name,
                        "text": event.text,
                        "history": [m.as_dict() for m in history],
                        "conversation": {
                            "platform": c.platform,
                            "workspace": c.workspace,
                            "channel": c.channel,
                            "thread": reply_conv.thread or "",
                            "is_direct": c.is_direct,
                        },
                        "user": event.user,
                    }
        await self._after_pause(result.run_id, surface, reply_conv)
        await self.post_alerts()

    async def post_alerts(self) -> int:
        """Post pending alerts (repeated model fallbacks, collapsing critique scores) to
        ``STROP_ADMIN_CHANNEL``."""
        from core.critique.collapse import COLLAPSE_KIND
        from core.serving.fallback_alerts import ALERT_KIND, post_pending_alerts

        try:
            return await post_pending_alerts(
                self.services.db,
                self.services.settings,
                self.surfaces,
                kinds=(ALERT_KIND, COLLAPSE_KIND),
            )
        except Exception:  # the person's answer went out already; try again later
            logger.exception("posting alerts to the admin channel failed")
            return 0

    def reply_text(self, run_id: int, status: str, output: str, error: str) -> str:
        """What the person reads for a run: its answer (and the lessons it had) or why not."""
        if status == "done":
            footer = lessons_footer(self.services.db, run_id)
            return f"{output}\n\n{footer}" if footer else output
        if status == "waiting_for_user":
            return "I need something from you to go on: see the request below."
        reason = (error.splitlines() or ["unknown error"])[0][:200]
        return f"Sorry, that failed (run {run_id}): {reason}"

    async def _after_pause(self, run_id: int, surface: ChatSurface, conv: Conversation) -> None:
        with self.services.db.session() as s:
            status = s.scalar(select(Run.status).where(Run.id == run_id))
        if status == "waiting_for_user":
            await self.help.present(run_id, surface, conv)

    async def resume(self, run_id: int, surface: ChatSurface) -> None:
        """Continue a run whose help requests are answered, and post its answer."""
        from jobs.tasks import execute_resume

        with self.services.db.session() as s:
            run = s.get(Run, run_id)
            if run is None:
                return
            conv = run_conversation(run)
        streamer = ReplyStreamer(surface, conv, min_interval_s=self.stream_interval_s)
        if surface.capabilities.working_message:
            await streamer.start(WORKING)
        if self._queue is not None and self._queue.redis is not None:
            from jobs.progress import follow, stream_key
            from jobs.relay import SILENCE_S

            redis = self._queue.redis
            # The stream still holds the paused attempt's end: follow only what comes next.
            latest = await redis.xrevrange(stream_key(run_id), count=1)
            after = latest[0][0] if latest else "0-0"
            after = after.decode() if isinstance(after, bytes) else str(after)
            await self._queue.resume(run_id, key=f"{time.time_ns()}")
            async for progress in follow(redis, run_id, after=after, timeout_s=SILENCE_S):
                if progress.kind == "text" and self.stream:
                    streamer.push(progress.text)
        else:
            await execute_resume(self.services, run_id, worker="chat")
        with self.services.db.session() as s:
            run = s.get(Run, run_id)
            assert run is not None
            status, output, error = run.status, run.output, run.error
        if status in ("queued", "running"):
            text = f"Still working on it (run {run_id}, {status})."
        else:
            text = self.reply_text(run_id, status, output, error)
        refs = await streamer.finish(text)
        with self.services.db.session() as s:
            row = s.get(Run, run_id)
            if row is not None:
                row.reply_message_id = refs[0].message_id
        self.state(conv).last_run = run_id
        await self._after_pause(run_id, surface, conv)
        await follow_resumed(self.services, surface, run_id)  # a workflow's human step

    async def expire_help_requests(self) -> int:
        """Expire overdue help requests, fail their runs and tell the requesters."""
        expired = self.help.expire_due()
        fail_expired_steps(self.services)  # a workflow waiting on an expired request fails
        for row, run in expired:
            surface = self.surfaces.get(run.platform)
            if surface is None:
                continue
            text = f"Help request {row.id} expired without an answer, so run {run.id} stopped."
            try:
                await surface.post(run_conversation(run), text)
                requester = str(row.extra.get("requester", ""))
                if requester:
                    await surface.post(await surface.direct(requester, run.workspace), text)
            except Exception:
                logger.warning("could not announce the expiry of help request %s", row.id)
        return len(expired)

    # -- ratings ---------------------------------------------------------------------

    def _run_for_message(self, c: Conversation, message_id: str) -> Run | None:
        with self.services.db.session() as s:
            run = s.scalar(
                select(Run).where(
                    Run.reply_message_id == message_id,
                    Run.platform == c.platform,
                    Run.channel == c.channel,
                )
            )
            if run is not None:
                s.expunge(run)
            return run

    async def _reaction(self, event: Reaction, surface: ChatSurface) -> None:
        label = self.emoji.get(event.emoji.strip(":"))
        if label is None:
            return  # other emoji are not ratings
        db = self.services.db
        c = event.conversation
        workflow = message_target(db, c.platform, c.channel, event.message_id)
        if workflow is not None:  # a workflow step's message, or the run's result
            if not event.added:
                retract_workflow(db, workflow, rater=event.user, label=label)
                return
            rate = rate_workflow_step if workflow[0] == "step" else rate_workflow_run
            rate(db, workflow[1], label, rater=event.user, source=c.platform)
            return
        run = self._run_for_message(event.conversation, event.message_id)
        if run is None:
            return  # reactions to other messages are not ratings
        if not event.added:
            retract(db, run.id, rater=event.user, label=label)
            return
        rate_run(db, run.id, label, rater=event.user, source=event.conversation.platform)
        if label == "bad":
            await self._ask_notes(event, run, surface)

    async def _ask_notes(self, event: Reaction, run: Run, surface: ChatSurface) -> None:
        c = event.conversation
        conv = Conversation(c.platform, c.channel, c.workspace, run.thread or c.thread, c.is_direct)
        where = "in this thread" if conv.thread else "to this message"
        ref = await surface.post(
            conv,
            f"Thanks for the rating. What went wrong? Reply {where} and I will add it to "
            "the rating.",
            prompt=True,
        )
        self._notes[(c.platform, c.channel, conv.thread or "", event.user)] = _NotesAsk(
            run.id, ref.message_id, time.monotonic() + NOTES_WINDOW_S
        )

    async def _take_notes(self, event: Message, surface: ChatSurface) -> bool:
        c = event.conversation
        now = time.monotonic()
        for key, ask in list(self._notes.items()):
            if ask.deadline < now:
                del self._notes[key]
                continue
            platform, channel, thread, user = key
            if (platform, channel, user) != (c.platform, c.channel, event.user):
                continue
            if (event.reply_to and event.reply_to == ask.prompt_id) or (
                thread and c.thread == thread
            ):
                del self._notes[key]
                if add_notes(
                    self.services.db, ask.run_id, rater=event.user, notes=event.text.strip()
                ):
                    await surface.post(c, f"Noted on run {ask.run_id}. Thank you.")
                return True
        return False

    # -- helpers for commands -----------------------------------------------------------

    async def design(self, event: Command, surface: ChatSurface, request: str) -> None:
        """Let the designer agent turn a plain request into design-tool calls; show the result."""
        agents = self.services.agents
        before = {a.name: a.version for a in agents.all()}
        designer = agents.get("designer")
        runner = self.services.runner(self.services.route(designer.name, designer.model))
        c = event.conversation
        await surface.post(c, f"Designing: {request}")
        result = await runner.run(
            designer,
            request,
            platform=c.platform,
            workspace=c.workspace,
            channel=c.channel,
            user=event.user,
        )
        changed = [a for a in agents.all() if before.get(a.name) != a.version]
        if not changed:
            said = result.output or result.error or "nothing"
            await surface.post(
                c,
                f"The designer changed no agent (run {result.run_id}; it said: {said[:200]}). "
                "Try /agent create NAME INSTRUCTIONS.",
            )
            return
        lines = []
        for spec in changed:
            verb = "Created" if spec.name not in before else "Updated"
            lines.append(
                f"{verb} {spec.name} v{spec.version}: tools {', '.join(spec.tools) or 'none'}; "
                f"prompt: {spec.system_prompt[:200]}"
            )
        await surface.post(
            c, "\n".join(lines) + f"\n(designer run {result.run_id}; /agent use NAME to talk to it)"
        )

    async def start_improvement(self, job: str | None) -> None:
        await self.queue.improve(job)
