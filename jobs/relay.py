"""A chat message answered through the queue: submit, stream the worker's progress, reply.

The queued counterpart of ``ChatService``'s in-process turn, for adapters that
talk to a ``ChatSurface`` while the agent runs in a worker: the reply message
is posted with the first text and edited as more arrives.
"""

from __future__ import annotations

import json

from core.chat import ChatSurface, Conversation, Message
from core.conversation import WORKING, ChatService
from core.models.base import ChatMessage
from core.replies import ReplyStreamer
from core.storage import Run
from jobs.progress import follow
from jobs.queue import JobQueue, TurnRequest

__all__ = ["relay_message"]

# No progress for this long: stop following and say the run is still going.
SILENCE_S = 300.0


async def relay_message(
    chat: ChatService,
    queue: JobQueue,
    event: Message,
    surface: ChatSurface,
    reply_to: Conversation | None = None,
) -> int:
    """Answer ``event`` through ``queue`` (which must use Redis); returns the run id.

    The answer goes to ``reply_to`` (a thread under the message) or the event's conversation.
    """
    if queue.redis is None:
        raise ValueError("relay_message needs a queue on Redis; without one use ChatService")
    conv = event.conversation
    answer_conv = reply_to or conv
    state = chat.state(answer_conv)
    turns = chat.history_turns
    submitted = await queue.submit(
        TurnRequest(
            event_id=event.event_id,
            agent=state.agent,
            text=event.text,
            platform=conv.platform,
            workspace=conv.workspace,
            channel=conv.channel,
            thread=answer_conv.thread or "",
            user=event.user,
            history=state.history[-2 * turns :] if turns else (),
        )
    )
    streamer = ReplyStreamer(surface, answer_conv, min_interval_s=chat.stream_interval_s)
    if surface.capabilities.working_message:
        await streamer.start(WORKING)
    async for progress in follow(queue.redis, submitted.run_id, timeout_s=SILENCE_S):
        if progress.kind == "text" and chat.stream:
            streamer.push(progress.text)
    with chat.services.db.session() as s:
        run = s.get(Run, submitted.run_id)
        assert run is not None
        status, output, error = run.status, run.output, run.error
    if status in ("done", "failed", "waiting_for_user"):
        text = chat.reply_text(submitted.run_id, status, output, error)
    else:
        text = f"Still working on it (run {submitted.run_id}, {status})."
    refs = await streamer.finish(text)
    state.last_run = submitted.run_id
    if status == "done":
        state.history += [
            ChatMessage("user", event.text),
            ChatMessage("assistant", json.dumps({"answer": output}, ensure_ascii=False)),
        ]
    with chat.services.db.session() as s:
        row = s.get(Run, submitted.run_id)
        if row is not None:
            row.reply_message_id = refs[0].message_id
    return submitted.run_id
